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

// Substituting writes at unknown indices doubles a precondition over the
// cells; TooLargeForWP tells when to stop, and WP then hands the
// expression back as the cut.
func TestWPStopsOnLargePreconditions(t *testing.T) {
	arr := &program.Var{Name: "a", Type: program.ArrayOf(intT, 4), Global: true}
	i := &program.Var{Name: "i", Type: intT, Global: true}
	p := &program.Program{Model: program.ILP32, Globals: []*program.Var{arr, i}}
	cell := func(x program.Expr) program.Expr { return &program.Index{X: ref(arr), Index: x} }
	var phi program.Expr = bin(program.Gt, bin(program.Add, cell(num(0)), cell(num(1))), num(0))
	steps := 0
	for !TooLargeForWP(phi) {
		// a[i] = a[i] + a[(i + 1)] at a symbolic index: every cell phi
		// reads becomes a case distinction over i.
		next := substitute(p, phi, cell(ref(i)), bin(program.Add, cell(ref(i)), cell(bin(program.Add, ref(i), num(1)))))
		if next == nil {
			t.Fatal("substitution refused")
		}
		phi = next
		if steps++; steps > 40 {
			t.Fatalf("the precondition did not grow past %d nodes", MaxWPNodes)
		}
	}
	from := &program.Loc{ID: 1}
	to := &program.Loc{ID: 2}
	e := &program.Edge{From: from, To: to, Stmt: &program.Assign{LHS: ref(i), RHS: num(0)}}
	pre, cut := WP(p, &Block{From: from, To: to, Edges: []*program.Edge{e}}, phi)
	if pre != nil || cut != phi {
		t.Errorf("WP over a too large precondition: pre %v, cut is phi: %v", pre != nil, cut == phi)
	}
}
