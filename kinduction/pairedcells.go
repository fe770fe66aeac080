package kinduction

import "github.com/satabs-go/satabs-go/program"

// pairedCells relates the cells of two arrays that one loop writes at
// the same counter i from one scalar: a[i] = x and b[i] = e(x) give
// b[k] == e(a[k]) for the cells both writes have reached, whatever x
// held in each iteration (a value read from the input, say). x must be
// the whole value of a's write (up to casts that keep every value of x:
// then x is a[k] cast back to x's type), no counter, and e must read
// it. Like every cell atom the result is a candidate: runs filter it
// and Houdini proves it (a write of x between the two writes, or a
// branch that writes only one of them, refutes it), so the rule needs no
// argument about the order of the writes. Nil when the writes do not
// have that form.
func pairedCells(a *program.Var, aVal program.Expr, b *program.Var, bVal program.Expr, i, k *program.Var, ctr map[*program.Var]int) program.Expr {
	r, ok := stripCasts(aVal).(*program.VarRef)
	if !ok || r.Var == i || ctr[r.Var] != 0 || !program.Reads(bVal, r.Var) {
		return nil
	}
	x := r.Var
	if !x.Type.IsInteger() || !a.Type.Elem.IsInteger() || !keepsValues(aVal, x) {
		return nil
	}
	var cellA program.Expr = &program.Index{X: &program.VarRef{Var: a}, Index: &program.VarRef{Var: k}}
	if !program.Identical(a.Type.Elem, x.Type) {
		cellA = &program.Cast{X: cellA, T: x.Type}
	}
	cellB := &program.Index{X: &program.VarRef{Var: b}, Index: &program.VarRef{Var: k}}
	val := substVar(substExpr(bVal, x, cellA), i, k)
	return &program.Binary{Op: program.Eq, X: cellB, Y: val, T: program.Bool}
}

// keepsValues reports whether e is x under casts each of which keeps
// every value of the type inside it, so that e cast back to x's type
// is x.
func keepsValues(e program.Expr, x *program.Var) bool {
	var casts []*program.Type
	for {
		c, ok := e.(*program.Cast)
		if !ok {
			break
		}
		casts = append(casts, c.T)
		e = c.X
	}
	from := x.Type
	for j := len(casts) - 1; j >= 0; j-- {
		to := casts[j]
		if from.Kind != program.KindInt || to == nil || to.Kind != program.KindInt {
			return false
		}
		if !(to.Signed == from.Signed && to.Width >= from.Width || to.Signed && !from.Signed && to.Width > from.Width) {
			return false
		}
		from = to
	}
	return true
}
