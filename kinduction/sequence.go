package kinduction

import "github.com/satabs-go/satabs-go/program"

// sequenceAtom returns, for a write a[i] = a[i - 1] + c (or a[i - 1] - c,
// c + a[i - 1]) with c an integer constant, in a loop whose counter i
// counts up from the constant s, the closed form of the sequence behind
// the counter: a[k] == a[s - 1] + c*(k - (s - 1)), over the cell index
// k (nil when the write has another form, or the element's type is
// not the counter's). Each cell from s on is the one before it plus c,
// so the cells from s - 1 on are an arithmetic sequence; the relation
// a[k] == a[k - 1] + c that the cells keep does not give it, as
// instantiation never chains two cells. A candidate like the others:
// kept only if the induction proves it (modular arithmetic, the same
// wrap-around as the program's).
func sequenceAtom(arr, i, k *program.Var, rhs program.Expr, start program.Expr) program.Expr {
	s, ok := start.(*program.Const)
	t := arr.Type.Elem
	if !ok || t == nil || !t.IsInteger() || !program.Identical(t, i.Type) || !program.Identical(k.Type, i.Type) {
		return nil
	}
	b, ok := stripCasts(rhs).(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return nil
	}
	prev := func(x program.Expr) bool {
		ix, ok := stripCasts(x).(*program.Index)
		if !ok {
			return false
		}
		if r, ok := ix.X.(*program.VarRef); !ok || r.Var != arr {
			return false
		}
		d, ok := stripCasts(ix.Index).(*program.Binary)
		if !ok {
			return false
		}
		v, ok := stripCasts(d.X).(*program.VarRef)
		c, isConst := stripCasts(d.Y).(*program.Const)
		if !ok || v.Var != i || !isConst {
			return false
		}
		return (d.Op == program.Sub && c.SignedValue() == 1) || (d.Op == program.Add && program.NewConst(c.T, c.Val).SignedValue() == -1)
	}
	var step *program.Const
	neg := false
	switch {
	case prev(b.X):
		step, ok = stripCasts(b.Y).(*program.Const)
		neg = b.Op == program.Sub
	case prev(b.Y) && b.Op == program.Add:
		step, ok = stripCasts(b.X).(*program.Const)
	default:
		return nil
	}
	if !ok {
		return nil
	}
	c := program.NewConst(t, step.Val).SignedValue()
	if step.T != nil && step.T.Signed {
		c = step.SignedValue()
	}
	if neg {
		c = -c
	}
	first := s.SignedValue() - 1
	if c == 0 || first < 0 {
		return nil
	}
	kref := &program.VarRef{Var: k}
	var off program.Expr = kref
	if first != 0 {
		off = &program.Binary{Op: program.Sub, X: kref, Y: program.NewConstInt(t, first), T: t}
	}
	val := &program.Binary{Op: program.Add,
		X: &program.Index{X: &program.VarRef{Var: arr}, Index: program.NewConstInt(i.Type, first)},
		Y: &program.Binary{Op: program.Mul, X: program.NewConstInt(t, c), Y: off, T: t}, T: t}
	return &program.Binary{Op: program.Eq, X: &program.Index{X: &program.VarRef{Var: arr}, Index: kref}, Y: val, T: program.Bool}
}
