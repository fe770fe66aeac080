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

// moreThan reads cond as hi > lo over integers of one type.
func moreThan(cond program.Expr) (hi, lo program.Expr, ok bool) {
	cond, neg := stripNots(cond)
	b, isBin := cond.(*program.Binary)
	if !isBin || b.X.Type().Kind != program.KindInt || !sameInt(b.X.Type(), b.Y.Type()) {
		return nil, nil, false
	}
	switch {
	case b.Op == program.Gt && !neg, b.Op == program.Le && neg:
		return b.X, b.Y, true
	case b.Op == program.Lt && !neg, b.Op == program.Ge && neg:
		return b.Y, b.X, true
	}
	return nil, nil, false
}

// strictExitEquality is hi == lo + 1 for an exit condition hi > lo where
// atoms bound hi - lo <= 1 (the file's comment), or nil.
func strictExitEquality(cond program.Expr, atoms []program.Expr) program.Expr {
	hi, lo, ok := moreThan(cond)
	if !ok {
		return nil
	}
	t := hi.Type()
	if t.Width >= 64 {
		return nil
	}
	hs, ls := program.ExprString(hi), program.ExprString(lo)
	widened := func(x program.Expr) string {
		c, ok := x.(*program.Cast)
		if !ok || !sameInt(c.X.Type(), t) || c.T.Kind != program.KindInt || c.T.Width != 64 || !c.T.Signed {
			return ""
		}
		return program.ExprString(c.X)
	}
	for _, a := range atoms {
		b, ok := a.(*program.Binary)
		if !ok {
			continue
		}
		k, ok := b.Y.(*program.Const)
		sub, isSub := b.X.(*program.Binary)
		if !ok || !isSub || sub.Op != program.Sub || k.T.Kind != program.KindInt || k.T.Width != 64 {
			continue
		}
		x, y := widened(sub.X), widened(sub.Y)
		if x == "" || y == "" {
			continue
		}
		c := int64(k.Val)
		if (b.Op == program.Ge && c >= -1 && x == ls && y == hs) || (b.Op == program.Le && c <= 1 && x == hs && y == ls) {
			one := &program.Binary{Op: program.Add, X: lo, Y: program.NewConst(t, 1), T: t}
			return &program.Binary{Op: program.Eq, X: hi, Y: one, T: program.Bool}
		}
	}
	return nil
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
