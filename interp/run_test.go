package interp

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func TestStatuses(t *testing.T) {
	t.Run("finished", func(t *testing.T) {
		b := newBuilder(t)
		x := b.global("x", i32)
		b.assign(ref(x), &program.Zero{T: i32})
		b.assign(ref(x), bin(program.Add, ref(x), num(i32, 41)))
		b.stmt(&program.Skip{})
		b.check(bin(program.Eq, ref(x), num(i32, 41)))
		r := b.run()
		wantStatus(t, r, Finished)
		if r.Steps != 4 || len(r.Trace) != 4 || r.Loc != b.cur || r.Edge != r.Trace[3].Edge {
			t.Errorf("steps %d, trace %d, loc %v, edge %v", r.Steps, len(r.Trace), r.Loc, r.Edge)
		}
		if got := r.State.Get(x); got.Bits != 41 {
			t.Errorf("x = %d", got.Bits)
		}
	})
	t.Run("violated", func(t *testing.T) {
		b := newBuilder(t)
		x := b.global("x", i32)
		b.assign(ref(x), num(i32, 1))
		info := b.check(bin(program.Eq, ref(x), num(i32, 2)))
		b.assign(ref(x), num(i32, 3)) // not reached
		r := b.run()
		wantStatus(t, r, Violated)
		if r.Check != info || r.Steps != 2 || r.Edge.Stmt.(*program.Check).Check != info || r.Loc.ID != 1 {
			t.Errorf("check %v, steps %d, edge %v, loc %v", r.Check, r.Steps, r.Edge, r.Loc)
		}
		if r.State.Get(x).Bits != 1 {
			t.Errorf("execution went on after the violation")
		}
	})
	t.Run("blocked", func(t *testing.T) {
		b := newBuilder(t)
		x := b.global("x", i32)
		b.havoc(ref(x))
		b.assume(bin(program.Gt, ref(x), num(i32, 10)))
		b.check(program.False)
		wantStatus(t, b.run(iv(i32, 11)), Violated)
		r := b.run(iv(i32, 10))
		wantStatus(t, r, Blocked)
		if r.Loc.ID != 1 || r.Steps != 1 {
			t.Errorf("blocked at %v after %d steps", r.Loc, r.Steps)
		}
	})
	t.Run("step limit", func(t *testing.T) {
		b := newBuilder(t)
		x := b.global("x", u8)
		b.while(program.True, func() { b.assign(ref(x), bin(program.Add, ref(x), num(u8, 1))) })
		p := b.build()
		r, err := Run(p, NewSeqInputs(nil), Options{MaxSteps: 1000, NoTrace: true})
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, r, StepLimit)
		if r.Steps != 1000 || r.Trace != nil {
			t.Errorf("steps %d, trace %d", r.Steps, len(r.Trace))
		}
		// skip into the loop, then 333 rounds of (assume, assign, skip back)
		if got := r.State.Get(x).Bits; got != 333%256 {
			t.Errorf("x = %d after 1000 steps", got)
		}
	})
	t.Run("no input", func(t *testing.T) {
		b := newBuilder(t)
		x, y := b.global("x", i32), b.global("y", i32)
		b.havoc(ref(x))
		e := b.havoc(ref(y))
		r := b.run(iv(i32, 1))
		wantStatus(t, r, NoInput)
		if r.Edge != e || !strings.Contains(r.Reason, "exhausted") || len(r.Inputs) != 1 {
			t.Errorf("edge %v reason %q inputs %v", r.Edge, r.Reason, r.Inputs)
		}
		r = b.run(Value{Elems: []Value{{}}}, iv(i32, 1))
		wantStatus(t, r, NoInput)
		if !strings.Contains(r.Reason, "not an integer") {
			t.Errorf("reason %q", r.Reason)
		}
	})
	t.Run("two enabled edges", func(t *testing.T) {
		b := newBuilder(t)
		a, c := b.newLoc(), b.newLoc()
		b.p.AddEdge(b.cur, a, &program.Assume{Cond: program.True}, b.pos())
		b.p.AddEdge(b.cur, c, &program.Assume{Cond: program.True}, b.pos())
		if _, err := Run(b.build(), NewSeqInputs(nil), Options{}); err == nil {
			t.Error("no error for two enabled edges")
		}
	})
}

func TestBranches(t *testing.T) {
	b := newBuilder(t)
	x, y := b.global("x", i32), b.global("y", i32)
	b.havoc(ref(x))
	b.ifElse(bin(program.Lt, ref(x), num(i32, 0)),
		func() { b.assign(ref(y), num(i32, -1)) },
		func() {
			b.ifElse(bin(program.Eq, ref(x), num(i32, 0)),
				func() { b.assign(ref(y), num(i32, 0)) },
				func() { b.assign(ref(y), num(i32, 1)) })
		})
	for _, tc := range []struct{ x, y int64 }{{-5, -1}, {0, 0}, {7, 1}, {-1 << 31, -1}, {1<<31 - 1, 1}} {
		r := b.run(iv(i32, tc.x))
		wantStatus(t, r, Finished)
		if got := r.State.Get(y).Signed(i32); got != tc.y {
			t.Errorf("x = %d: y = %d, want %d", tc.x, got, tc.y)
		}
	}
}

func TestHavocOrder(t *testing.T) {
	b := newBuilder(t)
	x, y, z := b.global("x", i32), b.global("y", u8), b.global("z", boolT)
	a := b.global("a", program.ArrayOf(i16, 3))
	b.havoc(ref(y))
	b.havoc(ref(x))
	b.havoc(ref(z))
	b.havoc(idx(ref(a), num(i32, 1)))
	b.havoc(ref(a))
	in := []Value{iv(u8, 300), iv(i32, -2), iv(boolT, 1), iv(i16, 7),
		{Elems: []Value{iv(i16, 1), iv(i16, 2), iv(i16, 3)}}}
	r := b.run(in...)
	wantStatus(t, r, Finished)
	want := []struct{ lhs, val string }{
		{"y", "44 (0x2c)"}, {"x", "-2 (0xfffffffe)"}, {"z", "1 (0x1)"}, {"a[1]", "7 (0x7)"}, {"a", "{1, 2, 3}"},
	}
	if len(r.Trace) != len(want) || len(r.Inputs) != len(want) {
		t.Fatalf("trace %d inputs %d", len(r.Trace), len(r.Inputs))
	}
	for i, w := range want {
		st := r.Trace[i]
		if got := st.Value.Format(st.Type, b.p); st.LHS != w.lhs || got != w.val {
			t.Errorf("step %d: %s = %s, want %s = %s", i, st.LHS, got, w.lhs, w.val)
		}
	}
	if r.Inputs[0].Bits != 44 {
		t.Errorf("recorded input %d, want it masked to 44", r.Inputs[0].Bits)
	}
	// Replaying the recorded inputs gives the same run.
	r2 := b.run(r.Inputs...)
	for _, v := range []*program.Var{x, y, z, a} {
		if !r2.State.Get(v).Equal(r.State.Get(v)) {
			t.Errorf("replay differs in %s", v)
		}
	}
}

func TestArrays(t *testing.T) {
	b := newBuilder(t)
	arr := program.ArrayOf(i32, 4)
	a := b.global("a", arr)
	i := b.global("i", i32)
	s := b.global("s", i32)
	b.assign(ref(a), &program.Zero{T: arr})
	b.assign(idx(ref(a), num(i32, 0)), num(i32, 10))
	b.havoc(ref(i))
	b.assign(idx(ref(a), ref(i)), num(i32, 5))
	b.assign(ref(s), bin(program.Add, idx(ref(a), num(i32, 0)), idx(ref(a), num(u8, 3))))
	for _, tc := range []struct {
		i      int64
		status Status
		s      int64
	}{{0, Finished, 5}, {3, Finished, 15}, {1, Finished, 10}, {4, Undefined, 0}, {-1, Undefined, 0}, {1 << 31, Undefined, 0}} {
		r := b.run(iv(i32, tc.i))
		wantStatus(t, r, tc.status)
		if tc.status == Undefined {
			if !strings.Contains(r.Reason, "out of bounds") || r.Edge != b.p.Locs[3].Out[0] {
				t.Errorf("i = %d: reason %q at %v", tc.i, r.Reason, r.Edge)
			}
			continue
		}
		if got := r.State.Get(s).Signed(i32); got != tc.s {
			t.Errorf("i = %d: s = %d, want %d", tc.i, got, tc.s)
		}
		if got := r.Trace[3].LHS; got != "a["+itoa(tc.i)+"]" {
			t.Errorf("trace lhs %q", got)
		}
	}

	// Reads out of bounds, also with an unsigned index, are undefined,
	// whole or as an operand (read in place: State.cell).
	p := b.build()
	st := NewState(p)
	for _, e := range []program.Expr{idx(ref(a), num(u32, -1)), idx(ref(a), num(i8, -1)), idx(ref(a), num(u64, 4)),
		bin(program.Eq, idx(ref(a), num(u64, 4)), num(i32, 0)), bin(program.Add, num(i32, 1), idx(ref(a), num(i32, -1)))} {
		if _, err := st.Eval(e); !IsUndefined(err) {
			t.Errorf("%s: %v, want undefined", program.ExprString(e), err)
		}
	}
	// Two-dimensional arrays.
	m := b.global("m", program.ArrayOf(program.ArrayOf(u8, 3), 2))
	if err := st.Set(m, Value{Elems: []Value{
		{Elems: []Value{iv(u8, 1), iv(u8, 2), iv(u8, 3)}},
		{Elems: []Value{iv(u8, 4), iv(u8, 5), iv(u8, 6)}}}}); err != nil {
		t.Fatal(err)
	}
	v, err := st.Eval(idx(idx(ref(m), num(i32, 1)), num(i32, 2)))
	if err != nil || v.Bits != 6 {
		t.Errorf("m[1][2] = %v, %v", v.Bits, err)
	}
}

func itoa(i int64) string { return IntValue(i64, uint64(i)).decimal(i64) }

func TestStructs(t *testing.T) {
	sT := structType(program.KindStruct, "struct S",
		member("x", i32), member("c", i8), member("a", program.ArrayOf(i16, 2)))
	if sT.Size != 12 || sT.Fields[2].Offset != 6 {
		t.Fatalf("layout: size %d, a at %d", sT.Size, sT.Fields[2].Offset)
	}
	b := newBuilder(t)
	s, u := b.global("s", sT), b.global("u", sT)
	b.assign(ref(s), &program.Zero{T: sT})
	b.assign(idx(fld(ref(s), "a"), num(i32, 1)), num(i16, 7))
	b.assign(fld(ref(s), "c"), num(i8, -3))
	b.assign(ref(u), ref(s))
	b.assign(fld(ref(s), "x"), num(i32, 1))
	b.assign(idx(fld(ref(s), "a"), num(i32, 1)), num(i16, 8))
	r := b.run()
	wantStatus(t, r, Finished)
	if got, want := r.State.Get(u).Format(sT, b.p), "{.x=0, .c=-3, .a={0, 7}}"; got != want {
		t.Errorf("u = %s, want %s (a copy, not an alias)", got, want)
	}
	if got, want := r.State.Get(s).Format(sT, b.p), "{.x=1, .c=-3, .a={0, 8}}"; got != want {
		t.Errorf("s = %s, want %s", got, want)
	}
	if got := r.Trace[1].LHS; got != "s.a[1]" {
		t.Errorf("lhs %q", got)
	}
	if got := r.Trace[3].Value.Format(sT, b.p); got != "{.x=0, .c=-3, .a={0, 7}}" {
		t.Errorf("trace value of u = s changed with s: %s", got)
	}
}

func TestBitFields(t *testing.T) {
	bf := func(name string, typ *program.Type, width, off int) program.Member {
		return program.Member{Name: name, Type: typ, BitWidth: width, BitOff: off}
	}
	sT := &program.Type{Kind: program.KindStruct, Name: "struct B", Size: 4, Align: 4,
		Fields: []program.Member{bf("s", i32, 3, 0), bf("u", u32, 3, 3), bf("f", boolT, 1, 6)}}
	b := newBuilder(t)
	x := b.global("x", sT)
	b.assign(fld(ref(x), "s"), num(i32, 5))
	b.assign(fld(ref(x), "u"), num(u32, 9))
	b.havoc(fld(ref(x), "s"))
	b.check(bin(program.Eq, fld(ref(x), "s"), num(i32, -1)))
	r := b.run(iv(i32, 7))
	wantStatus(t, r, Finished)
	if got := r.Trace[0].Value.Format(i32, nil); got != "-3 (0xfffffffd)" {
		t.Errorf("s after storing 5: %s", got)
	}
	if got := r.State.Get(x).Format(sT, nil); got != "{.s=-1, .u=1, .f=0}" {
		t.Errorf("x = %s", got)
	}
	// A struct with bit-fields in a union: the bits land in the storage unit.
	uT := structType(program.KindUnion, "union UB", member("b", sT), member("w", u32))
	y := b.global("y", uT)
	st := NewState(b.p)
	if err := st.Set(y, ZeroValue(uT)); err != nil {
		t.Fatal(err)
	}
	pl, err := st.place(fld(fld(ref(y), "b"), "u"))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.write(pl, iv(u32, 5)); err != nil {
		t.Fatal(err)
	}
	w, err := st.Eval(fld(ref(y), "w"))
	if err != nil || w.Bits != 5<<3 {
		t.Errorf("w = %#x, %v; want %#x", w.Bits, err, 5<<3)
	}
	if err := st.write(pl, iv(u32, 15)); err != nil { // truncated to 7
		t.Fatal(err)
	}
	v, err := st.Eval(fld(fld(ref(y), "b"), "u"))
	if err != nil || v.Bits != 7 {
		t.Errorf("y.b.u = %d, %v", v.Bits, err)
	}
}

func TestUnions(t *testing.T) {
	pairT := structType(program.KindStruct, "struct P", member("lo", u16), member("hi", u16))
	b := newBuilder(t)
	x := b.addressed(b.global("x", i32))
	uT := structType(program.KindUnion, "union U",
		member("i", u32), member("c", program.ArrayOf(u8, 4)), member("s", i16),
		member("b", boolT), member("p", pairT), member("q", ptr(i32)))
	u := b.global("u", uT)
	got := b.global("got", u32)
	b.assign(ref(u), &program.Zero{T: uT})
	b.assign(fld(ref(u), "i"), num(u32, 0x11223344))
	b.assign(ref(got), cast(idx(fld(ref(u), "c"), num(i32, 0)), u32))
	b.check(bin(program.Eq, ref(got), num(u32, 0x44)))
	b.check(bin(program.Eq, idx(fld(ref(u), "c"), num(i32, 3)), num(u8, 0x11)))
	b.check(bin(program.Eq, fld(ref(u), "s"), num(i16, 0x3344)))
	b.check(bin(program.Eq, fld(fld(ref(u), "p"), "hi"), num(u16, 0x1122)))
	b.check(not(fld(ref(u), "b"))) // bit 0 of 0x44 is 0
	b.assign(idx(fld(ref(u), "c"), num(i32, 1)), num(u8, 0xff))
	b.check(bin(program.Eq, fld(ref(u), "i"), num(u32, 0x1122ff44)))
	b.assign(fld(fld(ref(u), "p"), "hi"), num(u16, 0xabcd))
	b.check(bin(program.Eq, fld(ref(u), "i"), num(u32, 0xabcdff44)))
	b.assign(fld(ref(u), "s"), num(i16, -1))
	b.check(bin(program.Eq, fld(ref(u), "i"), num(u32, 0xabcdffff)))
	b.check(bin(program.Eq, cast(fld(ref(u), "s"), i32), num(i32, -1)))
	// A pointer stored in the union reads back as a pointer.
	b.assign(fld(ref(u), "q"), addr(ref(x)))
	b.assign(deref(fld(ref(u), "q")), num(i32, 99))
	b.check(bin(program.Eq, ref(x), num(i32, 99)))
	r := b.run()
	wantStatus(t, r, Finished)
	p := b.p
	if v := r.State.Get(u); v.Format(uT, p) != "{bytes 00(x) 00 00 00}" {
		t.Errorf("u = %s", v.Format(uT, p))
	}
	for _, st := range r.Trace {
		if st.LHS == "u.c[1]" && st.Value.Format(u8, p) != "255 (0xff)" {
			t.Errorf("trace: u.c[1] = %s", st.Value.Format(u8, p))
		}
	}

	// A state in which u.b holds.
	st2 := NewState(p)
	st2.Set(u, UnionValue([]byte{0x45, 0x33, 0x22, 0x11}))
	if v, err := st2.Eval(fld(ref(u), "b")); err != nil || v.Bits != 1 {
		t.Errorf("u.b = %v, %v", v.Bits, err)
	}
	if v, err := st2.Eval(fld(ref(u), "p")); err != nil || v.Format(pairT, p) != "{.lo=13125, .hi=4386}" {
		t.Errorf("u.p = %s, %v", v.Format(pairT, p), err)
	}
	// Pointer bytes in a union: not readable as integers, readable as the pointer.
	pl, _ := st2.place(fld(ref(u), "q"))
	if err := st2.write(pl, PointerValue(1, 0)); err != nil {
		t.Fatal(err)
	}
	if _, err := st2.Eval(fld(ref(u), "i")); !IsUndefined(err) {
		t.Errorf("reading pointer bytes as an integer: %v", err)
	}
	if v, err := st2.Eval(fld(ref(u), "q")); err != nil || v.Format(ptr(i32), p) != "&x" {
		t.Errorf("u.q = %v, %v", v, err)
	}
	if v := st2.Get(u); v.Format(uT, p) != "{bytes 00(x) 00 00 00}" {
		t.Errorf("u = %s", v.Format(uT, p))
	}
	// Partially overwritten pointer bytes and integer bytes are no pointer.
	cp, _ := st2.place(idx(fld(ref(u), "c"), num(i32, 2)))
	st2.write(cp, iv(u8, 0))
	if _, err := st2.Eval(fld(ref(u), "q")); !IsUndefined(err) {
		t.Errorf("pointer from mixed bytes: %v", err)
	}
	st2.Set(u, UnionValue([]byte{4, 0, 0, 0}))
	if _, err := st2.Eval(fld(ref(u), "q")); !IsUndefined(err) {
		t.Errorf("pointer from integer bytes: %v", err)
	}
	st2.Set(u, UnionValue([]byte{0, 0, 0, 0}))
	if v, err := st2.Eval(fld(ref(u), "q")); err != nil || !v.IsNull() {
		t.Errorf("pointer from zero bytes: %v, %v", v, err)
	}
}
