package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// Parts of compound loop conditions. A loop that runs while
// (x < n && y < m) decides by one assume whose condition is no
// comparison, so the non-strict forms that a plain while (x < n) gives
// its head (x <= n, x >= n) were missing for each of the comparisons the
// condition combines: a merge of two sorted arrays needs x <= n at its
// head (a counter that moves by one only while x < n holds never passes
// n), and after the loop that copies the rest of a, x == n, from x <= n
// and the exit x >= n. At a head that no concrete run reaches (the late
// loops of a program over arrays of 10^6 cells) nothing else proposes
// these bounds: widening moves them to the type's extremes.
//
// conditionParts returns the comparisons of integers (without their
// negations) that the conditions of the head's decision edges and of the
// edges that leave the loop body combine with && and ||, for every
// condition that is such a combination; the plain comparisons are
// loopConditions' and exitConditions'. Comparisons that read cells are
// left out (a sample never refutes them, and the loops that test them
// are searches whose bounds the other comparison gives).
//
// They are candidates only: the fixpoint and Houdini prove them like
// every other atom, and drop those a step refutes.
func conditionParts(head *program.Loc, body map[*program.Loc]bool) []*program.Binary {
	var out []*program.Binary
	add := func(c program.Expr) {
		b, ok := withoutNegations(c).(*program.Binary)
		if !ok || !b.Op.IsLogical() {
			return
		}
		var walk func(x program.Expr)
		walk = func(x program.Expr) {
			x = withoutNegations(x)
			y, ok := x.(*program.Binary)
			if !ok {
				return
			}
			if y.Op.IsLogical() {
				walk(y.X)
				walk(y.Y)
				return
			}
			if y.Op.IsComparison() && y.X.Type().Kind == program.KindInt && !readsCells(y) {
				out = append(out, y)
			}
		}
		walk(b)
	}
	for _, ed := range decisionEdges(head) {
		if a, ok := ed.Stmt.(*program.Assume); ok {
			add(a.Cond)
		}
	}
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			a, ok := ed.Stmt.(*program.Assume)
			if !ok || body[ed.To] {
				continue
			}
			add(a.Cond)
		}
	}
	return out
}
