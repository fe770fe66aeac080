package abstract

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// factors splits the predicates used (inputs and outputs of blk, as
// indices) into groups whose abstractions are independent, so that the
// block's relation is the conjunction of one relation per group rather
// than their product as one set of cubes (2^k cubes for k independent
// equivalences b_i' = b_j).
//
// The block's formula is a conjunction of constraints, each over the
// variables of one statement: an assignment relates its left and right
// sides, a condition constrains the variables it reads. Variables are
// joined (union-find) when a statement or a predicate mentions them
// together; in a block with branches, every condition's variables and
// every written variable are joined as well, since which path runs (and
// so what a variable ends up holding) depends on all of them, and so
// are the variables of the condition assumed at the block's start. The
// formula is then a conjunction of parts over disjoint variables, and
// projecting it onto the predicates of one group (with the whole
// formula, so that an infeasible part empties every relation) and
// conjoining the projections gives exactly the projection onto all of
// them. Pointers (dereferences, addresses) make one group.
func factors(p *program.Program, blk *symex.Block, preds []*Predicate, used []int, assume program.Expr) [][]int {
	sort.Ints(used)
	used = dedupe(used)
	if len(used) < 2 {
		return [][]int{used}
	}
	uf := map[*program.Var]*program.Var{}
	var find func(v *program.Var) *program.Var
	find = func(v *program.Var) *program.Var {
		r, ok := uf[v]
		if !ok || r == v {
			uf[v] = v
			return v
		}
		root := find(r)
		uf[v] = root
		return root
	}
	union := func(vs []*program.Var) {
		for _, v := range vs[min(1, len(vs)):] {
			a, b := find(vs[0]), find(v)
			if a != b {
				uf[b] = a
			}
		}
	}
	pointers := false
	varsOf := func(xs ...program.Expr) []*program.Var {
		var out []*program.Var
		for _, x := range xs {
			if x == nil {
				continue
			}
			program.Walk(x, func(y program.Expr) bool {
				switch y := y.(type) {
				case *program.VarRef:
					out = append(out, y.Var)
				case *program.Deref, *program.AddrOf:
					pointers = true
				}
				return true
			})
		}
		return out
	}
	branched := !blk.Straight()
	var control []*program.Var
	for _, ed := range blk.Edges {
		switch st := ed.Stmt.(type) {
		case *program.Assign:
			union(varsOf(st.LHS, st.RHS))
			if branched {
				control = append(control, varsOf(st.LHS)...)
			}
		case *program.Havoc:
			union(varsOf(st.LHS))
			if branched {
				control = append(control, varsOf(st.LHS)...)
			}
		case *program.Assume:
			vs := varsOf(st.Cond)
			union(vs)
			control = append(control, vs...)
		case *program.Check:
			vs := varsOf(st.Cond)
			union(vs)
			control = append(control, vs...)
		}
	}
	if branched {
		union(control)
	}
	union(varsOf(assume))
	for _, i := range used {
		union(varsOf(preds[i].Expr))
	}
	if pointers {
		return [][]int{used}
	}
	groups := map[*program.Var][]int{}
	var order []*program.Var
	var constant []int
	for _, i := range used {
		vs := varsOf(preds[i].Expr)
		if len(vs) == 0 {
			constant = append(constant, i)
			continue
		}
		r := find(vs[0])
		if _, ok := groups[r]; !ok {
			order = append(order, r)
		}
		groups[r] = append(groups[r], i)
	}
	if len(order) == 0 {
		return [][]int{used}
	}
	out := make([][]int, len(order))
	for k, r := range order {
		out[k] = groups[r]
	}
	out[0] = append(out[0], constant...)
	sort.Ints(out[0])
	return out
}

func dedupe(xs []int) []int {
	var out []int
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}
