package interp

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func TestPointers(t *testing.T) {
	sT := structType(program.KindStruct, "struct S", member("x", i32), member("y", i32), member("a", program.ArrayOf(i16, 3)))
	b := newBuilder(t)
	x := b.addressed(b.global("x", i32))
	a := b.addressed(b.global("a", program.ArrayOf(i32, 4)))
	s := b.addressed(b.global("s", sT))
	c := b.addressed(b.global("c", i8))
	p, q := b.global("p", ptr(i32)), b.global("q", ptr(i32))
	d := b.global("d", i32)
	k := b.global("k", i32)
	b.assign(ref(p), addr(ref(x)))
	b.assign(deref(ref(p)), num(i32, 5)) // x = 5
	b.assign(ref(p), addr(idx(ref(a), num(i32, 0))))
	b.assign(ref(q), &program.Binary{Op: program.Add, X: ref(p), Y: num(i32, 2), T: ptr(i32)})
	b.assign(deref(ref(q)), num(i32, 9)) // a[2] = 9
	b.assign(ref(d), &program.Binary{Op: program.Sub, X: ref(q), Y: ref(p), T: i32})
	b.assign(ref(p), addr(fld(ref(s), "y")))
	b.assign(deref(ref(p)), num(i32, 3)) // s.y = 3
	b.assign(deref(addr(idx(fld(ref(s), "a"), num(i32, 2)))), num(i16, -2))
	b.havoc(ref(k))
	b.assign(deref(&program.Binary{Op: program.Add, X: ref(q), Y: ref(k), T: ptr(i32)}), num(i32, 1))
	p0 := b.build()

	r := b.run(iv(i32, 1)) // a[3] = 1
	wantStatus(t, r, Finished)
	st := r.State
	for _, tc := range []struct {
		v    *program.Var
		want string
	}{
		{x, "5 (0x5)"}, {a, "{0, 0, 9, 1}"}, {d, "2 (0x2)"}, {s, "{.x=0, .y=3, .a={0, 0, -2}}"},
		{q, "&a+8"}, {p, "&s+4"},
	} {
		if got := st.Get(tc.v).Format(tc.v.Type, p0); got != tc.want {
			t.Errorf("%s = %s, want %s", tc.v.Name, got, tc.want)
		}
	}
	wantLHS := []string{"p", "x", "p", "q", "a[2]", "d", "p", "s.y", "s.a[2]", "k", "a[3]"}
	for i, w := range wantLHS {
		if r.Trace[i].LHS != w {
			t.Errorf("step %d writes %q, want %q", i, r.Trace[i].LHS, w)
		}
	}

	// Offsets wrap at the pointer width (32 bits): q + 2^30 elements is q.
	if r := b.run(iv(i32, 1<<30)); r.Status != Finished || r.State.Get(a).Elems[2].Bits != 1 {
		t.Errorf("q + (1<<30): %v %s", r.Status, r.Reason)
	}
	for _, k := range []int64{2, -3, 1 << 29} { // one past the end, before the start, far away
		r := b.run(iv(i32, k))
		wantStatus(t, r, Undefined)
		if !strings.Contains(r.Reason, "invalid dereference") {
			t.Errorf("k = %d: reason %q", k, r.Reason)
		}
	}

	// Expressions in the final state.
	undefined := []struct {
		e    program.Expr
		want string
	}{
		{deref(null(i32)), "null pointer dereference"},
		{deref(cast(addr(ref(x)), ptr(u32))), ""}, // an unsigned int lvalue may access an int (C11 6.5p7)
		{deref(cast(addr(ref(s)), ptr(i32))), ""}, // s.x is at offset 0: fine
		{deref(cast(addr(ref(c)), ptr(i32))), "invalid dereference"},
		{deref(&program.Binary{Op: program.Add, X: cast(addr(ref(s)), ptr(i16)), Y: num(i32, 1), T: ptr(i16)}), "invalid dereference"},
		{&program.Binary{Op: program.Sub, X: addr(ref(x)), Y: ref(q), T: i32}, "different objects"},
		{cast(addr(ref(x)), i32), "conversion of pointer"},
		{cast(num(i32, 4), ptr(i32)), "conversion of integer"},
		{&program.Const{T: ptr(i32), Val: 8}, "used as a pointer"},
	}
	for _, tc := range undefined {
		v, err := st.Eval(tc.e)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s: %v", program.ExprString(tc.e), err)
			}
			continue
		}
		if !IsUndefined(err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s = %v, %v; want undefined %q", program.ExprString(tc.e), v, err, tc.want)
		}
	}

	// Pointer values, comparisons and conversions.
	pa := func(i int64) program.Expr { return addr(idx(ref(a), num(i32, i))) }
	arrPtr := &program.Binary{Op: program.Add, X: addr(ref(a)), Y: num(i32, 1), T: ptr(a.Type)}
	values := []struct {
		e    program.Expr
		want string
	}{
		{pa(4), "&a+16"}, // one past the end is a valid address
		{&program.Binary{Op: program.Sub, X: pa(0), Y: num(i32, 1), T: ptr(i32)}, "&a-4"},
		{&program.Binary{Op: program.Add, X: &program.Binary{Op: program.Sub, X: pa(0), Y: num(u32, 1), T: ptr(i32)}, Y: num(i32, 1), T: ptr(i32)}, "&a"},
		{&program.Binary{Op: program.Sub, X: pa(1), Y: pa(3), T: i32}, "-2 (0xfffffffe)"},
		{&program.Binary{Op: program.Sub, X: pa(3), Y: pa(3), T: i32}, "0 (0x0)"},
		{bin(program.Lt, pa(1), pa(3)), "1 (0x1)"},
		{bin(program.Ge, pa(1), pa(3)), "0 (0x0)"},
		{bin(program.Eq, pa(2), ref(q)), "1 (0x1)"},
		{bin(program.Ne, pa(2), ref(q)), "0 (0x0)"},
		{bin(program.Eq, addr(ref(x)), pa(0)), "0 (0x0)"},
		{bin(program.Lt, null(i32), addr(ref(x))), "1 (0x1)"},
		{bin(program.Lt, addr(ref(x)), pa(0)), "1 (0x1)"},                                                            // object 1 before object 2
		{bin(program.Lt, pa(0), &program.Binary{Op: program.Sub, X: pa(0), Y: num(i32, 1), T: ptr(i32)}), "1 (0x1)"}, // unsigned offsets
		{cast(addr(ref(x)), boolT), "1 (0x1)"},
		{cast(null(i32), boolT), "0 (0x0)"},
		{cast(null(i32), i32), "0 (0x0)"},
		{cast(num(i32, 0), ptr(i8)), "NULL"},
		{cast(addr(ref(s)), ptr(i8)), "&s"},
		{addr(deref(null(i32))), "NULL"}, // &*p does not dereference
		{deref(idx(deref(arrPtr), num(i32, 0))), ""},
	}
	for _, tc := range values {
		if tc.want == "" {
			continue
		}
		v, err := st.Eval(tc.e)
		if err != nil {
			t.Errorf("%s: %v", program.ExprString(tc.e), err)
			continue
		}
		if got := v.Format(tc.e.Type(), p0); got != tc.want {
			t.Errorf("%s = %s, want %s", program.ExprString(tc.e), got, tc.want)
		}
	}
	// A pointer to the whole array, one array further, is out of bounds;
	// a pointer to the array itself reads the array.
	if _, err := st.Eval(deref(arrPtr)); !IsUndefined(err) {
		t.Errorf("*(&a + 1): %v", err)
	}
	if v, err := st.Eval(idx(deref(addr(ref(a))), num(i32, 2))); err != nil || v.Bits != 9 {
		t.Errorf("(*&a)[2] = %v, %v", v.Bits, err)
	}
}

func TestDangling(t *testing.T) {
	b := newBuilder(t)
	l := b.addressed(b.local("l", i32))
	p := b.global("p", ptr(i32))
	y := b.global("y", i32)
	n := b.global("n", i32)
	b.assign(ref(n), num(i32, 0))
	b.assign(ref(p), null(i32))
	// for (n = 0; n < 2; n++) { int l; if (n == 1) y = *p; l = n + 10; p = &l; } y += *p
	b.while(bin(program.Lt, ref(n), num(i32, 2)), func() {
		b.havoc(ref(l)) // uninitialised: revives l
		b.ifElse(bin(program.Eq, ref(n), num(i32, 1)), func() {
			b.assign(ref(y), deref(ref(p))) // value of the previous iteration's l
		}, nil)
		b.assign(ref(l), bin(program.Add, ref(n), num(i32, 10)))
		b.assign(ref(p), addr(ref(l)))
		b.assign(ref(n), bin(program.Add, ref(n), num(i32, 1)))
		b.dead(l)
	})
	last := b.assign(ref(y), deref(ref(p)))
	r := b.run(iv(i32, 77), iv(i32, 78))
	wantStatus(t, r, Undefined)
	if !strings.Contains(r.Reason, "dangling") || r.Edge != last {
		t.Errorf("reason %q at %v", r.Reason, r.Edge)
	}
	// The havoc revived l: *p in the second iteration read the new value.
	if got := r.State.Get(y).Signed(i32); got != 78 {
		t.Errorf("y = %d, want 78", got)
	}
	if !r.State.IsDead(l) {
		t.Error("l is not dead at the end")
	}
}

func TestLazyEvaluation(t *testing.T) {
	star := bin(program.Eq, deref(null(i32)), num(i32, 0))
	tests := []struct {
		e    program.Expr
		want uint64
	}{
		{&program.Ite{Cond: program.True, Then: num(i32, 1), Else: deref(null(i32))}, 1},
		{&program.Ite{Cond: program.False, Then: deref(null(i32)), Else: num(i32, 2)}, 2},
		{bin(program.LAnd, program.False, star), 0},
		{bin(program.LOr, program.True, star), 1},
	}
	s := NewState(nil)
	for _, tc := range tests {
		v, err := s.Eval(tc.e)
		if err != nil || v.Bits != tc.want {
			t.Errorf("%s = %d, %v; want %d", program.ExprString(tc.e), v.Bits, err, tc.want)
		}
	}
	for _, e := range []program.Expr{bin(program.LAnd, program.True, star), bin(program.LOr, program.False, star),
		&program.Ite{Cond: program.True, Then: deref(null(i32)), Else: num(i32, 2)}} {
		if _, err := s.Eval(e); !IsUndefined(err) {
			t.Errorf("%s: %v, want undefined", program.ExprString(e), err)
		}
	}
	// An undefined Assume condition stops the run.
	b := newBuilder(t)
	b.assume(star)
	r := b.run()
	wantStatus(t, r, Undefined)
	if r.Reason != "null pointer dereference" || r.Steps != 0 || r.Edge != b.p.Entry.Out[0] {
		t.Errorf("reason %q, steps %d, edge %v", r.Reason, r.Steps, r.Edge)
	}
}

func TestLoop(t *testing.T) {
	// unsigned n = *; int i = 0, s = 0; while (i < n) { s += i; i++; } assert(s != 45)
	build := func() (*builder, *program.Var) {
		b := newBuilder(t)
		n, i, s := b.global("n", u8), b.global("i", u8), b.global("s", i32)
		b.havoc(ref(n))
		b.assign(ref(i), num(u8, 0))
		b.assign(ref(s), num(i32, 0))
		b.while(bin(program.Lt, ref(i), ref(n)), func() {
			b.assign(ref(s), bin(program.Add, ref(s), cast(ref(i), i32)))
			b.assign(ref(i), bin(program.Add, ref(i), num(u8, 1)))
		})
		b.check(bin(program.Ne, ref(s), num(i32, 45)))
		return b, s
	}
	b, s := build()
	for n := int64(0); n < 256; n++ {
		r := b.run(iv(u8, n))
		want := Finished
		if n == 10 {
			want = Violated
		}
		wantStatus(t, r, want)
		if got := r.State.Get(s).Signed(i32); got != n*(n-1)/2 {
			t.Fatalf("n = %d: s = %d", n, got)
		}
		if steps := 4 + 4*int(n) + 2; r.Steps != steps {
			t.Fatalf("n = %d: %d steps, want %d", n, r.Steps, steps)
		}
	}
	// Random inputs, replayed.
	p := b.build()
	for seed := int64(0); seed < 20; seed++ {
		r, err := Run(p, NewRandomInputs(seed), Options{})
		if err != nil {
			t.Fatal(err)
		}
		r2, err := Run(p, NewSeqInputs(r.Inputs), Options{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != r2.Status || r.Steps != r2.Steps || !r.State.Get(s).Equal(r2.State.Get(s)) {
			t.Errorf("seed %d: replay differs", seed)
		}
	}
}

func TestRandomInputs(t *testing.T) {
	b := newBuilder(t)
	x := b.addressed(b.global("x", program.ArrayOf(i32, 4)))
	uT := structType(program.KindUnion, "union U", member("i", u32), member("c", u8))
	sT := structType(program.KindStruct, "struct T", member("p", ptr(i32)), member("u", uT), member("b", boolT), member("a", x.Type))
	p := b.build()
	r := NewRandomInputs(42)
	r.Program = p
	seen := map[uint64]bool{}
	sawPtr := false
	for i := 0; i < 200; i++ {
		v, err := r.Havoc(nil, sT)
		if err != nil {
			t.Fatal(err)
		}
		if c, err := conform(v, sT); err != nil || !c.Equal(v) {
			t.Fatalf("random value does not fit: %v", err)
		}
		if v.Elems[0].Obj == 1 {
			sawPtr = true
			if v.Elems[0].Off%4 != 0 || v.Elems[0].Off >= 16 {
				t.Fatalf("pointer offset %d", v.Elems[0].Off)
			}
		}
		iv, _ := r.Havoc(nil, i32)
		seen[iv.Bits] = true
	}
	if !sawPtr {
		t.Error("no pointer to x")
	}
	for _, edge := range []uint64{0, 1, 0xffffffff, 0x80000000, 0x7fffffff} {
		if !seen[edge] {
			t.Errorf("edge value %#x never chosen", edge)
		}
	}
	a1, _ := NewRandomInputs(7).Havoc(nil, sT)
	a2, _ := NewRandomInputs(7).Havoc(nil, sT)
	if !a1.Equal(a2) {
		t.Error("same seed, different values")
	}
}
