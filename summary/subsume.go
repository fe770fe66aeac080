package summary

import (
	"github.com/satabs-go/satabs-go/program"
)

// Candidates one of which implies another: t >= k under guards G implies
// t >= k' under guards G' when k >= k' and every atom of G is one of G'
// (t <= k likewise with k <= k'). Houdini asks only whether the living
// candidates that no other living one implies can fail, and assumes only
// them: the others follow from them, so the question and the
// assumptions mean the same, in a smaller formula (the weaker bounds of
// one term, the guarded copies of a bound that holds unguarded).

// A shape is a candidate read as guards ==> term op k.
type shape struct {
	guards []string
	term   string
	ge     bool
	k      int64
	ok     bool
}

// shapeOf reads a candidate of Candidates; ok is false for any other
// form (it then implies nothing and nothing implies it).
func shapeOf(x program.Expr) shape {
	var s shape
	if b, ok := x.(*program.Binary); ok && b.Op == program.LOr {
		n, ok := b.X.(*program.Unary)
		if !ok || n.Op != program.LNot {
			return s
		}
		g := n.X
		if a, ok := g.(*program.Binary); ok && a.Op == program.LAnd {
			s.guards = []string{program.ExprString(a.X), program.ExprString(a.Y)}
		} else {
			s.guards = []string{program.ExprString(g)}
		}
		x = b.Y
	}
	b, ok := x.(*program.Binary)
	if !ok || (b.Op != program.Ge && b.Op != program.Le) {
		return s
	}
	k, ok := b.Y.(*program.Const)
	if !ok || k.T.Width > 64 || k.T.Width == 0 {
		return s
	}
	s.k = int64(k.Val<<(64-k.T.Width)) >> (64 - k.T.Width)
	s.term, s.ge, s.ok = program.ExprString(b.X), b.Op == program.Ge, true
	return s
}

// implies reports whether a implies b.
func (a shape) implies(b shape) bool {
	if !a.ok || !b.ok || a.term != b.term || a.ge != b.ge {
		return false
	}
	if a.ge && a.k < b.k || !a.ge && a.k > b.k {
		return false
	}
	for _, g := range a.guards {
		found := false
		for _, h := range b.guards {
			found = found || g == h
		}
		if !found {
			return false
		}
	}
	return true
}

// impliedBy returns, for each candidate i, the other candidates that
// imply it (distinct candidates never imply each other both ways: they
// are distinct as strings).
func impliedBy(cands []program.Expr) [][]int {
	shapes := make([]shape, len(cands))
	byTerm := map[string][]int{}
	for i, x := range cands {
		shapes[i] = shapeOf(x)
		if shapes[i].ok {
			byTerm[shapes[i].term] = append(byTerm[shapes[i].term], i)
		}
	}
	out := make([][]int, len(cands))
	for _, is := range byTerm {
		for _, i := range is {
			for _, j := range is {
				if i != j && shapes[j].implies(shapes[i]) && !shapes[i].implies(shapes[j]) {
					out[i] = append(out[i], j)
				}
			}
		}
	}
	return out
}

// frontier are the living guards of conditions that no other living
// condition of the same function implies.
func frontier(on map[string][]*program.Var, implied map[string][][]int, alive map[*program.Var]bool) map[*program.Var]bool {
	out := map[*program.Var]bool{}
	for f, vs := range on {
		for i, v := range vs {
			if !alive[v] {
				continue
			}
			weak := false
			for _, j := range implied[f][i] {
				weak = weak || alive[vs[j]]
			}
			if !weak {
				out[v] = true
			}
		}
	}
	return out
}
