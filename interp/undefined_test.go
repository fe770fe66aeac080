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
