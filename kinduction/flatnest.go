package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Row-major nests (flatnest.go). A loop nest over the cells of a
// two-dimensional array stored row by row (a variable-length int A[n][m]
// is A[i*m + j] once program.IndexFirstElements has run; any array
// indexed by such a term alike) reaches its cells at an index term
// t = off + j, where j counts up in the inner loop and off, over
// variables the inner loop does not write, reads the counter o of the
// enclosing loop (counting up): t is the cell's place in the row-major
// order. The inner loop sweeps j from its entry value j0 and the outer
// step moves off by a row, so the cells the nest has passed are the
// segment of flat indices
//
//	[t0[o := o0], t)     at the inner head (t0 = t[j := j0]),
//	[t0[o := o0], t0)    at the outer head,
//
// o0 o's entry value, and those not reached yet run from there to
// t0[o := N] for the outer condition o < N (the whole sweep is
// [t0[o := o0], t0[o := N])). These are the ranges of the nest's cell
// atoms, beside those of a counter: the cells of a row-major nest form
// one segment of a one-dimensional array, which the quantified atoms
// describe (∀k ∈ [0, i*m + j). A[k] == c).
//
// The atoms are those a counter's cells give, stated at the flat
// index: a check of the inner loop and an order comparison (both
// polarities) over cells at t (A[i*m + j] == B[i*m + j],
// A[i*m + j] > max) with t made k,
// and a write A[t] = e whose value reads cells at t only (a copy
// A[t] = B[t] gives A[k] == B[k]).
//
// Nothing here is assumed: the ranges only propose, and Houdini proves
// each atom with its range by SAT at the real size or drops it. A nest
// whose inner loop does not sweep exactly a row per outer step (a
// column order, rows of another length, a skipped cell) leaves its
// candidates unproved.
type flatNest struct {
	inner, outer *program.Loc
	j, o         *program.Var
	at           program.Expr // t, at the inner head
	row          program.Expr // t0, at the outer head
	lo           program.Expr // t0[o := o0]
	ends         []program.Expr
}

// maxFlatNests bounds the row-major terms of one inner loop.
const maxFlatNests = 4

// flatNests returns the row-major index terms of the program's nests.
func flatNests(sys *System) []flatNest {
	var out []flatNest
	for _, head := range sys.Cuts[1:] {
		inner := sys.Nest.LoopOfHead(head)
		if inner == nil || inner.Parent == nil {
			continue
		}
		outer := inner.Parent
		ctr := loopCounters(inner.Body)
		octr := loopCounters(outer.Body)
		innerWrites := assignedVars(inner.Body)
		outerWrites := assignedVars(outer.Body)
		seen := map[string]bool{}
		n := 0
		for _, l := range sortedLocs(inner.Body) {
			if sys.Nest.Innermost[l] != inner {
				continue
			}
			for _, ed := range l.Out {
				for _, x := range program.StmtExprs(ed.Stmt) {
					program.Walk(x, func(y program.Expr) bool {
						ix, ok := y.(*program.Index)
						if !ok || n >= maxFlatNests {
							return true
						}
						if _, isVar := ix.X.(*program.VarRef); !isVar {
							return true
						}
						at := ix.Index
						text := program.ExprString(at)
						if seen[text] {
							return true
						}
						seen[text] = true
						f, ok := flatNestOf(head, inner.Body, outer.Head, outer.Body, at, ctr, octr, innerWrites, outerWrites)
						if ok {
							f.inner, f.outer = head, outer.Head
							out = append(out, f)
							n++
						}
						return true
					})
				}
			}
		}
	}
	return out
}

// flatNestOf matches at = off + j (or j + off) for a counter j of the
// inner loop counting up and an off that reads a counter o of the outer
// loop counting up and no variable the inner loop writes.
func flatNestOf(head *program.Loc, body map[*program.Loc]bool, ohead *program.Loc, obody map[*program.Loc]bool,
	at program.Expr, ctr, octr map[*program.Var]int, innerWrites, outerWrites map[*program.Var]bool) (flatNest, bool) {
	b, ok := at.(*program.Binary)
	if !ok || b.Op != program.Add || !at.Type().IsInteger() {
		return flatNest{}, false
	}
	for _, pair := range [][2]program.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		jr, isVar := stripCasts(pair[0]).(*program.VarRef)
		if !isVar || ctr[jr.Var] <= 0 || readsAny(pair[1], innerWrites) {
			continue
		}
		j := jr.Var
		j0, ok := entryExpr(head, body, j)
		if !ok || readsAny(j0, outerWrites) {
			continue
		}
		for _, o := range sortedVars(octr) {
			if octr[o] <= 0 || o == j || !program.Reads(pair[1], o) {
				continue
			}
			o0, ok := entryExpr(ohead, obody, o)
			if !ok || readsAny(o0, outerWrites) {
				continue
			}
			row := dropZeros(symex.Simplify(substExpr(at, j, j0)))
			f := flatNest{j: j, o: o, at: at, row: row, lo: dropZeros(symex.Simplify(substExpr(row, o, o0)))}
			for _, c := range append(loopConditions(ohead), exitConditions(ohead, obody)...) {
				x, isVar := stripCasts(c.X).(*program.VarRef)
				if !isVar || x.Var != o || c.Op != program.Lt || readsAny(c.Y, outerWrites) ||
					!program.Identical(c.Y.Type(), o.Type) {
					continue
				}
				f.ends = append(f.ends, dropZeros(symex.Simplify(substExpr(row, o, c.Y))))
			}
			return f, true
		}
	}
	return flatNest{}, false
}

// dropZeros folds the products with the constant 0 and the sums with
// it in x (0 * m + 0 is 0, i * m + 0 is i * m): the segments' bounds
// start at 0 and at the row's first cell.
func dropZeros(x program.Expr) program.Expr {
	var f func(y program.Expr) program.Expr
	f = func(y program.Expr) program.Expr {
		y = program.MapChildren(y, f)
		b, ok := y.(*program.Binary)
		if !ok || (b.Op != program.Add && b.Op != program.Mul) || !program.Identical(b.X.Type(), b.T) || !program.Identical(b.Y.Type(), b.T) {
			return y
		}
		zero := func(z program.Expr) bool {
			c, ok := z.(*program.Const)
			return ok && c.Val == 0 && c.Hi == 0
		}
		switch {
		case b.Op == program.Mul && (zero(b.X) || zero(b.Y)):
			return program.NewConst(b.T, 0)
		case b.Op == program.Add && zero(b.X):
			return b.Y
		case b.Op == program.Add && zero(b.Y):
			return b.X
		}
		return y
	}
	return f(x)
}

// atFlat returns x with every cell whose index is one of the terms
// (row-major terms of one nest and inner counter) read at k instead, and
// whether there was one: A[i*m + j] == B[i*m' + j] gives A[k] == B[k],
// which holds where m == m' (two arrays of one shape), as the proof
// must show.
func atFlat(x program.Expr, terms []program.Expr, k *program.Var) (program.Expr, bool) {
	texts := map[string]bool{}
	for _, t := range terms {
		texts[program.ExprString(t)] = true
	}
	found := false
	out := replace(x, func(y program.Expr) (program.Expr, bool) {
		ix, ok := y.(*program.Index)
		if !ok {
			return nil, false
		}
		if _, isVar := ix.X.(*program.VarRef); !isVar || !texts[program.ExprString(ix.Index)] {
			return nil, false
		}
		found = true
		return &program.Index{X: ix.X, Index: &program.VarRef{Var: k}}, true
	})
	return out, found
}

// sameCounter returns the terms of the nests in fs over f's inner
// counter and of f's type.
func sameCounter(fs []flatNest, f flatNest) []program.Expr {
	var out []program.Expr
	for _, g := range fs {
		if g.j == f.j && program.Identical(g.at.Type(), f.at.Type()) {
			out = append(out, g.at)
		}
	}
	return out
}

// flatRange is one segment of a row-major nest: [lo, hi).
type flatRange struct{ lo, hi program.Expr }

// flatRanges returns, per loop head, the segments of the row-major
// nests it is the inner or the outer head of.
func flatRanges(nests []flatNest) map[*program.Loc][]flatRange {
	out := map[*program.Loc][]flatRange{}
	// One term per inner loop and pair of counters: the terms of two
	// arrays of one shape (i*m + j and i*m' + j, m == m') give the
	// same segments.
	type pair struct {
		inner *program.Loc
		j, o  *program.Var
	}
	seen := map[pair]bool{}
	for _, f := range nests {
		if seen[pair{f.inner, f.j, f.o}] {
			continue
		}
		seen[pair{f.inner, f.j, f.o}] = true
		out[f.inner] = append(out[f.inner], flatRange{f.lo, f.at})
		out[f.outer] = append(out[f.outer], flatRange{f.lo, f.row})
		for _, e := range f.ends {
			out[f.inner] = append(out[f.inner], flatRange{f.at, e}, flatRange{f.lo, e})
			out[f.outer] = append(out[f.outer], flatRange{f.row, e}, flatRange{f.lo, e})
		}
	}
	return out
}
