package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// loopBranchGuard returns the comparison of the branch that a loop's
// body takes to reach l, inside the one loop (the innermost) that holds
// l: the condition of the nearest assume on the way back through
// locations of that loop with one way in, past the cuts of undefined
// operations, when no assignment on the way writes a variable it reads.
// It is nil when there is none, and when the way back reaches the head
// through an edge of the loop's own condition (the head of a while
// loop, whose test leaves the loop, is no branch of the body; the head
// of a do … while is the body's first statement) or leaves the loop
// (an inner loop's exit). The check of if (a[i].n > 0) check(a[i].p == i)
// holds under a[i].n > 0 only: !guard || cond is the cell atom its cells
// keep, where the condition alone is false for the cells the branch
// skips.
func loopBranchGuard(nest *symex.LoopNest, l *program.Loc) *program.Binary {
	loop := nest.Innermost[l]
	if loop == nil {
		return nil
	}
	return guardBack(l, func(l *program.Loc, ed *program.Edge) bool {
		return l != loop.Head && nest.Innermost[l] == loop && nest.Innermost[ed.From] == loop &&
			!(ed.From == loop.Head && leavesLoop(loop, ed.From))
	})
}

// guardBack returns the comparison of the nearest assume on the way back
// from l through locations with one way in, past the cuts of undefined
// operations, while step accepts each location and the edge into it,
// when no assignment on the way writes a variable it reads (nil when
// there is none, or the way meets another statement).
func guardBack(l *program.Loc, step func(*program.Loc, *program.Edge) bool) *program.Binary {
	written := map[*program.Var]bool{}
	for range 8 {
		if len(l.In) != 1 || !step(l, l.In[0]) {
			return nil
		}
		ed := l.In[0]
		switch st := ed.Stmt.(type) {
		case *program.Assume:
			if st.Undefined {
				// A cut of an undefined operation (an index in
				// bounds) is no branch of the program.
				break
			}
			b, ok := st.Cond.(*program.Binary)
			if u, isNot := st.Cond.(*program.Unary); isNot && u.Op == program.LNot {
				if x, isBin := u.X.(*program.Binary); isBin && x.Op.IsComparison() {
					b, ok = negate(x), true
				}
			}
			if !ok || !b.Op.IsComparison() || !b.X.Type().IsInteger() {
				return nil
			}
			for _, v := range program.Vars(b) {
				if written[v] {
					return nil
				}
			}
			return b
		case *program.Assign:
			r, ok := st.LHS.(*program.VarRef)
			if !ok {
				return nil
			}
			written[r.Var] = true
		case *program.Skip:
		default:
			return nil
		}
		l = ed.From
	}
	return nil
}

// cellGuard returns the branch of the body that a write at l is under
// (loopBranchGuard) when it reads a cell at the counter i: the cells
// written under if (a[i] >= 0) hold the value where a[k] >= 0 held, a
// relation between two arrays that no atom of either states.
func cellGuard(nest *symex.LoopNest, l *program.Loc, i *program.Var) *program.Binary {
	g := loopBranchGuard(nest, l)
	if g == nil || !indexedAt(g, i) {
		return nil
	}
	return g
}

// leavesLoop reports whether an edge out of l leaves the loop.
func leavesLoop(loop *symex.Loop, l *program.Loc) bool {
	for _, ed := range l.Out {
		if !loop.Body[ed.To] {
			return true
		}
	}
	return false
}
