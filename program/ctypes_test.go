package program

import "testing"

func TestIntTypesConversions(t *testing.T) {
	ilp, lp := NewIntTypes(ILP32), NewIntTypes(LP64)
	bitfield := &Type{Kind: KindInt, Name: "unsigned int:32", Width: 32, Size: 4, Align: 4}
	short3 := &Type{Kind: KindInt, Name: "short:3", Width: 3, Signed: true, Size: 2, Align: 2}
	foreignLong := IntType("long", 32, true) // a long of a program built elsewhere
	// Bit-fields of types wider than int keep their width (GCC): with
	// unsigned long long e : 40 = 2^40 - 1 and long long s : 40 = -1,
	// gcc -m32 and -m64 both give e + 1 == 0, e + 1ULL == 2^40,
	// e - 6LL == -1 for e = 5, s + 7u == 6 and s - 7u == -8 (signed 40
	// bits), and int for unsigned long long f : 20 (f + 1 == 2^20).
	ull40 := &Type{Kind: KindInt, Name: "unsigned long long:40", Width: 40, Size: 8, Align: 8}
	ll40 := &Type{Kind: KindInt, Name: "long long:40", Width: 40, Signed: true, Size: 8, Align: 8}
	ull20 := &Type{Kind: KindInt, Name: "unsigned long long:20", Width: 20, Size: 8, Align: 8}
	tests := []struct {
		name string
		got  *Type
		want *Type
	}{
		{"promote char", ilp.Promote(ilp.Char), ilp.Int},
		{"promote _Bool", ilp.Promote(Bool), ilp.Int},
		{"promote unsigned short", ilp.Promote(ilp.UShort), ilp.Int},
		{"promote unsigned int", ilp.Promote(ilp.UInt), ilp.UInt},
		{"promote unsigned bit-field of 32", ilp.Promote(bitfield), ilp.UInt},
		{"promote signed bit-field of 3", ilp.Promote(short3), ilp.Int},
		{"ILP32 long + unsigned int", ilp.Usual(ilp.Long, ilp.UInt), ilp.ULong},
		{"ILP32 long long + unsigned long", ilp.Usual(ilp.LongLong, ilp.ULong), ilp.LongLong},
		{"LP64 long long + unsigned long", lp.Usual(lp.LongLong, lp.ULong), lp.ULongLong},
		{"LP64 long + unsigned int", lp.Usual(lp.Long, lp.UInt), lp.Long},
		{"int + unsigned int", ilp.Usual(ilp.Int, ilp.UInt), ilp.UInt},
		{"foreign long + unsigned int", ilp.Usual(foreignLong, ilp.UInt), ilp.ULong},
		{"int + foreign long", ilp.Usual(ilp.Int, foreignLong), foreignLong},
		{"promote unsigned long long bit-field of 40", ilp.Promote(ull40), ull40},
		{"promote unsigned long long bit-field of 20", lp.Promote(ull20), lp.Int},
		{"bit-field of 40 + int", ilp.Usual(ull40, ilp.Int), ull40},
		{"int + bit-field of 40", lp.Usual(lp.Int, ull40), ull40},
		{"bit-field of 40 + unsigned long long", ilp.Usual(ull40, ilp.ULongLong), ilp.ULongLong},
		{"bit-field of 40 + long long", lp.Usual(ull40, lp.LongLong), lp.LongLong},
		{"signed bit-field of 40 + unsigned int", ilp.Usual(ll40, ilp.UInt), ll40},
		{"LP64 unsigned long + signed bit-field of 40", lp.Usual(lp.ULong, ll40), lp.ULong},
		{"signed + unsigned bit-field of 40", ilp.Usual(ll40, ull40), ull40},
	}
	for _, tc := range tests {
		if tc.got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, tc.got, tc.want)
		}
	}
	if r := ilp.Rank(foreignLong); r != 4 {
		t.Errorf("rank of a foreign long: %d, want 4", r)
	}
}

func TestSanityLoopHeadNeedsALine(t *testing.T) {
	p := &Program{Model: ILP32}
	a := p.NewLoc(Pos{}, "main")
	p.Entry = a
	a.LoopHead = true
	if err := Sanity(p); err == nil {
		t.Errorf("a loop head without a line passes")
	}
	a.Pos = Pos{File: "f.c", Line: 3}
	if err := Sanity(p); err != nil {
		t.Error(err)
	}
}
