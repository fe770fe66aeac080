package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// exitDisjunctions returns, per cut point, the exit conditions of the
// loops that control leaves for it: where a loop's every edge out of its
// body assumes a comparison of integers (while (p < n && q < n) leaves by
// p >= n or by q >= n), the disjunction of those comparisons holds where
// the loop ends, and it is a candidate at each loop head reached from
// there without passing another head (p >= n || q >= n at the head of the
// loop that copies the rest of a after a merge: while it copies, p < n,
// so q >= n, and the cells of b ahead of q are none). A loop head around
// the loop is no such head (the disjunction holds there only after the
// inner loop has run). Comparisons of one exit only are left to the
// other templates, which have them; so is a disjunction over a variable
// not live at the head.
func exitDisjunctions(sys *System, live map[*program.Loc][]*program.Var) [][]program.Expr {
	out := make([][]program.Expr, len(sys.Cuts))
	seenAt := make([]map[string]bool, len(sys.Cuts))
	for c := 1; c < len(sys.Cuts); c++ {
		loop := sys.Nest.LoopOfHead(sys.Cuts[c])
		var conds []program.Expr
		var starts []*program.Loc
		ok := true
		for _, l := range sortedLocs(loop.Body) {
			for _, ed := range l.Out {
				if loop.Body[ed.To] {
					continue
				}
				a, isAssume := ed.Stmt.(*program.Assume)
				if !isAssume {
					ok = false
					break
				}
				ds, isCmp := heldDisjuncts(a.Cond, false)
				if !isCmp {
					ok = false
					break
				}
				conds = append(conds, ds...)
				starts = append(starts, ed.To)
			}
		}
		if !ok || len(conds) < 2 {
			continue
		}
		d := conds[0]
		for _, x := range conds[1:] {
			d = &program.Binary{Op: program.LOr, X: d, Y: x, T: program.Bool}
		}
		vars := program.Vars(d)
		seen := map[*program.Loc]bool{}
		work := starts
		for len(work) > 0 {
			l := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[l] {
				continue
			}
			seen[l] = true
			if t := sys.CutIndex(l); t > 0 {
				if seenAt[t] == nil {
					seenAt[t] = map[string]bool{}
				}
				text := program.ExprString(d)
				if !sys.Nest.LoopOfHead(l).Body[loop.Head] && allLive(vars, live[l]) && !seenAt[t][text] {
					seenAt[t][text] = true
					out[t] = append(out[t], d)
				}
				continue
			}
			for _, ed := range l.Out {
				work = append(work, ed.To)
			}
		}
	}
	return out
}

// allLive reports whether every integer variable of vars reached by name
// is among live.
func allLive(vars []*program.Var, live []*program.Var) bool {
	isLive := map[*program.Var]bool{}
	for _, v := range live {
		isLive[v] = true
	}
	for _, v := range vars {
		if v.Type.IsInteger() && v.ByName() && !isLive[v] {
			return false
		}
	}
	return true
}

// heldDisjuncts returns comparisons of integers whose disjunction holds
// where c does (negated when neg): !(a < n && b < n) gives a >= n and
// b >= n, a || b its disjuncts. ok is false when c is no such
// disjunction.
func heldDisjuncts(c program.Expr, neg bool) (out []program.Expr, ok bool) {
	if u, isNot := c.(*program.Unary); isNot && u.Op == program.LNot {
		return heldDisjuncts(u.X, !neg)
	}
	if b, isBin := c.(*program.Binary); isBin && (b.Op == program.LOr && !neg || b.Op == program.LAnd && neg) {
		x, okx := heldDisjuncts(b.X, neg)
		y, oky := heldDisjuncts(b.Y, neg)
		return append(x, y...), okx && oky
	}
	if neg {
		c = &program.Unary{Op: program.LNot, X: c}
	}
	h, isCmp := heldComparison(c)
	if !isCmp {
		return nil, false
	}
	return []program.Expr{h}, true
}
