package symex

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func TestSubstitute(t *testing.T) {
	x := &program.Var{Name: "x", Type: intT, Global: true}
	y := &program.Var{Name: "y", Type: intT, Global: true}
	arr := &program.Var{Name: "a", Type: program.ArrayOf(intT, 4), Global: true}
	i := &program.Var{Name: "i", Type: intT, Global: true}
	p := &program.Program{Model: program.ILP32, Globals: []*program.Var{x, y, arr, i}}
	tests := []struct {
		phi, lhs, rhs program.Expr
		want          string
	}{
		{bin(program.Lt, ref(x), num(10)), ref(x), bin(program.Add, ref(y), num(1)), "(y + 1) < 10"},
		{bin(program.Lt, ref(x), num(10)), ref(x), bin(program.Add, num(3), num(4)), "true"},
		{bin(program.Eq, ref(y), ref(y)), ref(x), num(0), "true"},
		{bin(program.Gt, &program.Index{X: ref(arr), Index: ref(i)}, num(0)),
			&program.Index{X: ref(arr), Index: num(2)}, ref(x),
			"((2 == i) ? x : a[i]) > 0"},
		{bin(program.Gt, &program.Index{X: ref(arr), Index: num(2)}, num(0)),
			&program.Index{X: ref(arr), Index: num(2)}, ref(x),
			"x > 0"},
	}
	bufT := program.ArrayOf(intT, 8)
	buf := &program.Var{Name: "buf", Type: bufT, Global: true, Object: 1}
	p.Globals = append(p.Globals, buf)
	p.Objects = []*program.Var{buf}
	ptrT := program.PointerTo(intT, 4)
	addr := &program.AddrOf{X: &program.Index{X: ref(buf), Index: ref(i)}, T: ptrT}
	tests = append(tests, struct {
		phi, lhs, rhs program.Expr
		want          string
	}{bin(program.Eq, addr, addr), ref(buf), &program.Zero{T: bufT}, "true"},
		struct {
			phi, lhs, rhs program.Expr
			want          string
		}{bin(program.Lt, addr, &program.Binary{Op: program.Add, X: addr, Y: num(1), T: ptrT}), ref(i), num(2), "(&buf[2]) < ((&buf[2]) + 1)"})
	for _, tc := range tests {
		got := substitute(p, tc.phi, tc.lhs, tc.rhs)
		if got == nil || program.ExprString(got) != tc.want {
			t.Errorf("(%s)[%s := %s] = %v, want %s", program.ExprString(tc.phi), program.ExprString(tc.lhs), program.ExprString(tc.rhs), exprText(got), tc.want)
		}
	}
}

func exprText(e program.Expr) string {
	if e == nil {
		return "<nil>"
	}
	return program.ExprString(e)
}
