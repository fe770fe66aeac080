package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Cells at an index the loop holds (heldindex.go). An inner loop that
// updates the cell of the outer loop's counter (for (j = 0; j < n; j++)
// a[i] = a[i] + 1) uses that cell as an accumulator: the index reads
// only variables the inner loop does not write, so the same cell is
// updated at every step, and a[i] == j holds at the inner head as s == j
// would for a scalar s. heldCells names such cells, and the
// accumulators (accum.go) follow them as they follow one-cell arrays.
// The cells the outer loop has not reached are those past its counter,
// [i + 1, n) at the inner head (heldRanges), where a[i] itself is the
// cell the inner loop is changing.

// maxHeldCells bounds the cells at held indices per loop head.
const maxHeldCells = 4

// heldCells returns, for a loop body, the cells arr[e] of arrays of
// integers that every assignment of arr in the body writes at the one
// index e, an expression over scalar variables that the body does not
// assign, each assignment reading the value it replaces or writing a
// constant (an update: a[i] = a[i] + 1).
func heldCells(body map[*program.Loc]bool) []*program.Index {
	written := assignedVars(body)
	assigned, _ := updates(body)
	at := map[*program.Var]*program.Index{}
	bad := map[*program.Var]bool{}
	var order []*program.Var
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			if !body[ed.To] {
				continue
			}
			var lhs program.Expr
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				lhs = st.LHS
			case *program.Havoc:
				lhs = st.LHS
			default:
				continue
			}
			ix, ok := lhs.(*program.Index)
			if !ok {
				continue
			}
			r, ok := ix.X.(*program.VarRef)
			if !ok {
				continue
			}
			a := r.Var
			if !scalarArray(a.Type) || !a.Type.Elem.IsInteger() || a.Type.Elem.Width > 32 || !assigned[a] || !scalarIndex(ix.Index) || readsAny(ix.Index, written) {
				bad[a] = true
				continue
			}
			if prev, seen := at[a]; seen {
				if program.ExprString(prev.Index) != program.ExprString(ix.Index) {
					bad[a] = true
				}
				continue
			}
			at[a] = ix
			order = append(order, a)
		}
	}
	var out []*program.Index
	for _, a := range order {
		if !bad[a] && len(out) < maxHeldCells {
			out = append(out, &program.Index{X: &program.VarRef{Var: a}, Index: at[a].Index})
		}
	}
	return out
}

// heldRange is a range [lo, hi) (or [lo, hi]) of cells at a loop head.
type heldRange struct {
	lo, hi program.Expr
	hiOp   program.BinaryOp
}

// heldRanges returns, at the head of an inner loop, for each counter i
// counting up of each enclosing loop that the inner loop does not write,
// with a condition i < n or i <= n of that loop over variables the
// inner loop does not write either, the range [i + 1, n): the cells the
// outer loop has not reached, past the one it is working on.
func heldRanges(loop *symex.Loop) []heldRange {
	written := assignedVars(loop.Body)
	var out []heldRange
	for outer := loop.Parent; outer != nil; outer = outer.Parent {
		ctr := loopCounters(outer.Body)
		for _, i := range sortedVars(ctr) {
			if ctr[i] <= 0 || written[i] || !i.Type.IsInteger() {
				continue
			}
			for _, cond := range append(loopConditions(outer.Head), exitConditions(outer.Head, outer.Body)...) {
				x, isVar := stripCasts(cond.X).(*program.VarRef)
				if !isVar || x.Var != i || (cond.Op != program.Lt && cond.Op != program.Le) ||
					!program.Identical(cond.Y.Type(), i.Type) || program.Reads(cond.Y, i) || readsAny(cond.Y, written) {
					continue
				}
				next := &program.Binary{Op: program.Add, X: &program.VarRef{Var: i}, Y: program.NewConstInt(i.Type, 1), T: i.Type}
				out = append(out, heldRange{lo: next, hi: cond.Y, hiOp: cond.Op})
			}
		}
	}
	return out
}
