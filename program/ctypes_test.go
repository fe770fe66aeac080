package program

import "testing"

func TestIntTypesConversions(t *testing.T) {
	ilp, lp := NewIntTypes(ILP32), NewIntTypes(LP64)
	bitfield := &Type{Kind: KindInt, Name: "unsigned int:32", Width: 32, Size: 4, Align: 4}
	short3 := &Type{Kind: KindInt, Name: "short:3", Width: 3, Signed: true, Size: 2, Align: 2}
	foreignLong := IntType("long", 32, true) // a long of a program built elsewhere
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
