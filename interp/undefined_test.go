package interp

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestUndefinedNotes: a step that performs an operation C leaves undefined
// says so and the run goes on with the IR's value; defined operations and
// operands that are not evaluated leave no note.
func TestUndefinedNotes(t *testing.T) {
	min := int64(-1) << 31
	tests := []struct {
		e    program.Expr
		x, y int64 // values of x and y (int)
		want string
	}{
		{&program.Binary{Op: program.Mul}, 1 << 30, 2, "signed overflow"},
		{&program.Binary{Op: program.Add}, 1 << 30, 1 << 30, "signed overflow"},
		{&program.Binary{Op: program.Sub}, min, 1, "signed overflow"},
		{&program.Binary{Op: program.Add}, 1 << 30, 1<<30 - 1, ""},
		{&program.Binary{Op: program.Div}, min, -1, "signed overflow"},
		{&program.Binary{Op: program.Rem}, 5, 0, "division by zero"},
		{&program.Binary{Op: program.Shl}, 1, 32, "shift distance out of range"},
		{&program.Binary{Op: program.Shr}, 1, -1, "shift distance out of range"},
		{&program.Binary{Op: program.Shl}, -1, 1, "left shift of a negative value"},
		{&program.Binary{Op: program.Shl}, 1, 31, "signed overflow"},
		{&program.Binary{Op: program.Shl}, 1, 30, ""},
		{&program.Binary{Op: program.Shr}, -8, 1, ""},
		{&program.Unary{Op: program.Neg}, min, 0, "signed overflow"},
		// Only the selected arm is evaluated.
		{&program.Ite{}, 0, 0, ""},
	}
	for i, tc := range tests {
		b := newBuilder(t)
		x, y, r := b.local("x", i32), b.local("y", i32), b.local("r", i32)
		var e program.Expr
		switch op := tc.e.(type) {
		case *program.Binary:
			e = bin(op.Op, ref(x), ref(y))
		case *program.Unary:
			e = &program.Unary{Op: op.Op, X: ref(x)}
		case *program.Ite:
			e = &program.Ite{Cond: bin(program.Ne, ref(y), num(i32, 0)), Then: bin(program.Div, ref(x), ref(y)), Else: ref(x)}
		}
		b.assign(ref(x), num(i32, tc.x))
		b.assign(ref(y), num(i32, tc.y))
		b.assign(ref(r), e)
		// The same operation in a branch condition: noted on the taken edge.
		b.ifElse(bin(program.Eq, e, num(i32, 7)), func() { b.assign(ref(r), num(i32, 1)) }, nil)
		res := b.run()
		wantStatus(t, res, Finished)
		assignStep, branchStep := res.Trace[2], res.Trace[3]
		for _, st := range []Step{assignStep, branchStep} {
			if tc.want == "" && st.Undefined != "" || tc.want != "" && !strings.HasPrefix(st.Undefined, tc.want+": undefined behaviour in ") {
				t.Errorf("%d: %s with x=%d, y=%d: note %q, want %q", i, program.ExprString(e), tc.x, tc.y, st.Undefined, tc.want)
			}
		}
		for _, st := range res.Trace[:2] {
			if st.Undefined != "" {
				t.Errorf("%d: note on a constant assignment: %q", i, st.Undefined)
			}
		}
	}
}

// TestWideIntegers: __int128 values keep their high bits, and their
// operations follow the narrow types' conventions, undefined cases noted.
func TestWideIntegers(t *testing.T) {
	i128 := program.IntType("__int128", 128, true)
	u128 := program.IntType("unsigned __int128", 128, false)
	b := newBuilder(t)
	x, y, r := b.local("x", i128), b.local("y", i128), b.local("r", i128)
	u := b.local("u", u128)
	b.assign(ref(x), program.MaxConst(i128))
	b.assign(ref(y), program.NewConstInt(i128, -3))
	b.assign(ref(r), bin(program.Add, ref(x), program.NewConst(i128, 1))) // overflows to MIN
	b.assign(ref(u), cast(ref(y), u128))                                  // 2^128 - 3
	b.assign(ref(r), bin(program.Div, ref(x), ref(y)))
	b.assign(ref(u), bin(program.Shr, ref(u), num(i32, 100)))
	res := b.run()
	wantStatus(t, res, Finished)
	want := []struct{ value, note string }{
		{"170141183460469231731687303715884105727 (0x7fffffffffffffffffffffffffffffff)", ""},
		{"-3 (0xfffffffffffffffffffffffffffffffd)", ""},
		{"-170141183460469231731687303715884105728 (0x80000000000000000000000000000000)", "signed overflow"},
		{"340282366920938463463374607431768211453 (0xfffffffffffffffffffffffffffffffd)", ""},
		{"-56713727820156410577229101238628035242 (0xd5555555555555555555555555555556)", ""},
		{"268435455 (0xfffffff)", ""},
	}
	for i, w := range want {
		st := res.Trace[i]
		if got := st.Value.Format(st.Type, nil); got != w.value || !strings.HasPrefix(st.Undefined, w.note) || (w.note == "") != (st.Undefined == "") {
			t.Errorf("step %d (%s): %s, note %q; want %s, %q", i, st.LHS, got, st.Undefined, w.value, w.note)
		}
	}
}
