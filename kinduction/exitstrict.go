package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Strict exits as equalities (see the package documentation, "Exits as
// equalities").
//
// for (i = 1; i <= n; i++) leaves with i > n, and its head's proved
// atoms bound n - i >= -1: in the comparison's order (signed or not, as
// its type), i is greater than n by at least 1 and at most 1, so i is
// n + 1 as an integer, and i == n + 1 holds modulo 2^w too (n + 1 in
// the type of w bits wraps exactly as the congruence allows: the
// integer n + 1 fits, since i holds it). The bound is read from an atom
// (long long)n - (long long)i >= c with c >= -1, or (long long)i -
// (long long)n <= c with c <= 1, over the exact widenings of the two
// values (as boundedBy reads the non-strict exit's).

// moreThan reads cond as hi > lo over integers of one type: its
// negation says lo >= hi.
func moreThan(cond program.Expr) (hi, lo program.Expr, ok bool) {
	lo, hi, ok = atLeast(&program.Unary{Op: program.LNot, X: cond})
	return hi, lo, ok
}

// strictExitEquality is hi == lo + 1 for an exit condition hi > lo where
// atoms bound hi - lo <= 1 (the file's comment), or nil.
func strictExitEquality(cond program.Expr, atoms []program.Expr) program.Expr {
	hi, lo, ok := moreThan(cond)
	if !ok || !differenceAtMost(atoms, hi, lo, 1) {
		return nil
	}
	one := &program.Binary{Op: program.Add, X: lo, Y: program.NewConst(hi.Type(), 1), T: hi.Type()}
	return &program.Binary{Op: program.Eq, X: hi, Y: one, T: program.Bool}
}

// exitEdges are the edges out of head, and those out of the locations
// that a chain of assumes from head reaches (each the only edge of its
// location, inside the loop): with --undefined cut, while (j < 2*i)
// first assumes that 2*i does not overflow, and tests j < 2*i after.
// An assume changes no variable, so the head's atoms hold where the
// chain ends as they hold at the head.
func exitEdges(head *program.Loc, loop *symex.Loop) []*program.Edge {
	out := slices.Clone(head.Out)
	loc := head
	for range 8 {
		if len(loc.Out) != 1 {
			break
		}
		e := loc.Out[0]
		if _, ok := e.Stmt.(*program.Assume); !ok || !loop.Body[e.To] || e.To == head {
			break
		}
		loc = e.To
		out = append(out, loc.Out...)
	}
	return out
}
