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

// pairAtom is a candidate cell atom over the variable k.
type pairAtom struct {
	k    *program.Var
	body program.Expr
}

// cancellingPairs returns, for every two arrays of one integer element type
// that the loop body writes at the same index term (the same text up to
// casts: a counter, an input read into index, n - 1 - i), the atoms
// (wide)a[k] + (wide)b[k] == 0 and a[k] == b[k]: cells that two writes
// set together to values that cancel (array1[index] = c, array2[index]
// = -c, in either order across branches) or agree, and loops that clear
// both arrays first, keep them. Sums over both arrays are 0 then, which
// no atom of one array says. The sum is taken in a 64-bit signed type
// for elements of up to 32 bits (int cells of INT_MIN both would cancel
// modulo 2^32 but not in a long long sum). These are candidates: the
// runs and Houdini keep them only where every write keeps them.
func cancellingPairs(body map[*program.Loc]bool, kvar func(*program.Type) *program.Var) []pairAtom {
	type site struct {
		arr *program.Var
		idx program.Expr
	}
	var sites []site
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			a, ok := ed.Stmt.(*program.Assign)
			if !ok || !body[ed.To] {
				continue
			}
			ix, ok := a.LHS.(*program.Index)
			if !ok {
				continue
			}
			r, ok := ix.X.(*program.VarRef)
			if !ok || !scalarArray(r.Var.Type) || !r.Var.Type.Elem.IsInteger() || r.Var.Type.Elem.Width > 64 {
				continue
			}
			sites = append(sites, site{r.Var, ix.Index})
		}
	}
	var out []pairAtom
	seen := map[[2]*program.Var]bool{}
	for i, x := range sites {
		for _, y := range sites[i+1:] {
			a, b := x.arr, y.arr
			if a == b || !program.Identical(a.Type.Elem, b.Type.Elem) || program.ExprString(stripCasts(x.idx)) != program.ExprString(stripCasts(y.idx)) {
				continue
			}
			if a.Name > b.Name {
				a, b = b, a
			}
			if seen[[2]*program.Var{a, b}] || len(out) >= 2*maxCancellingPairs {
				continue
			}
			seen[[2]*program.Var{a, b}] = true
			k := kvar(x.idx.Type())
			cellA := &program.Index{X: &program.VarRef{Var: a}, Index: &program.VarRef{Var: k}}
			cellB := &program.Index{X: &program.VarRef{Var: b}, Index: &program.VarRef{Var: k}}
			var sumA, sumB program.Expr = cellA, cellB
			st := a.Type.Elem
			if st.Width < 64 {
				st = program.IntType("long long", 64, true)
				sumA = &program.Cast{X: cellA, T: st}
				sumB = &program.Cast{X: cellB, T: st}
			}
			zero := program.NewConstInt(st, 0)
			out = append(out,
				pairAtom{k, &program.Binary{Op: program.Eq, X: &program.Binary{Op: program.Add, X: sumA, Y: sumB, T: st}, Y: zero, T: program.Bool}},
				pairAtom{k, &program.Binary{Op: program.Eq, X: cellA, Y: cellB, T: program.Bool}})
		}
	}
	return out
}

// maxCancellingPairs bounds the pairs of arrays one loop gets atoms for.
const maxCancellingPairs = 4

// narrowedBound returns n cast to the index type t when n is an integer
// of a wider type than t (a long long length, an int counter): the bound
// of a range over k of type t, which the cast keeps where n fits t (a
// length read from a short). Nil otherwise. A wrong cast only makes a
// range that Houdini refutes.
func narrowedBound(n program.Expr, t *program.Type) program.Expr {
	nt := n.Type()
	if nt.Kind != program.KindInt || t.Kind != program.KindInt || nt.Width <= t.Width {
		return nil
	}
	return &program.Cast{X: n, T: t}
}
