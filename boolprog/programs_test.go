package boolprog_test

import "github.com/satabs-go/satabs-go/boolprog"

func cur(pred int) boolprog.Lit     { return boolprog.Lit{Pred: pred} }
func notCur(pred int) boolprog.Lit  { return boolprog.Lit{Pred: pred, Neg: true} }
func next(pred int) boolprog.Lit    { return boolprog.Lit{Pred: pred, Next: true} }
func notNext(pred int) boolprog.Lit { return boolprog.Lit{Pred: pred, Next: true, Neg: true} }

// parityProgram is the abstraction of
//
//	int d, e;
//	void main() {
//	  d = 1;
//	  while (*) {
//	    d = e; e++;
//	  }
//	  assert((d & 1) != (e & 1));
//	}
//
// with the predicates of section 3.1 of the SATABS paper, b0: d & 1 and
// b1: e & 1. The loop body's transition is the paper's table: the new b0 is
// the old b1, the new b1 its negation.
func parityProgram() *boolprog.Program {
	return &boolprog.Program{
		Preds: []boolprog.Predicate{
			{Name: "b0", Text: "d & 1"},
			{Name: "b1", Text: "e & 1"},
		},
		Locs: []boolprog.Loc{
			{ID: 0, Label: "parity.c:3 main"},
			{ID: 1, Label: "parity.c:4 main (while head)"},
			{ID: 2, Label: "parity.c:5 main"},
			{ID: 3, Label: "parity.c:7 main"},
			{ID: 4, Label: "parity.c:8 main"},
			{ID: 5, Label: "parity.c:7 main", Error: "main.assertion.1"},
		},
		Init:       0,
		InitStates: boolprog.CubeSet{{notCur(0), notCur(1)}},
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{0}, Rel: boolprog.CubeSet{{next(0)}}, Comment: "d = 1;"},
			{From: 1, To: 2, Rel: boolprog.True(), Comment: "[*]"},
			{From: 1, To: 3, Rel: boolprog.True(), Comment: "[!*]"},
			{From: 2, To: 1, Changed: []int{0, 1}, Rel: boolprog.CubeSet{
				{notCur(1), notNext(0), next(1)},
				{cur(1), next(0), notNext(1)},
			}, Comment: "d = e;\ne++;"},
			{From: 3, To: 4, Rel: boolprog.CubeSet{{cur(0), notCur(1)}, {notCur(0), cur(1)}}, Comment: "check((d & 1) != (e & 1))"},
			{From: 3, To: 5, Rel: boolprog.CubeSet{{cur(0), cur(1)}, {notCur(0), notCur(1)}}, Comment: "!((d & 1) != (e & 1))"},
		},
	}
}

// edgeProgram has the corner cases of the writers: a transition that can
// never be taken, a havoc without constraint, a self loop, an error
// location with an outgoing transition, an initial location that is not the
// first, and several initial cubes.
func edgeProgram() *boolprog.Program {
	return &boolprog.Program{
		Preds: []boolprog.Predicate{
			{Name: "b0", Text: "x == 0"},
			{Name: "b1", Text: "y < x"},
			{Name: "b2", Text: "p != NULL"},
		},
		Locs: []boolprog.Loc{
			{ID: 0, Label: "edge.c:2 main"},
			{ID: 1, Label: "edge.c:3 main"},
			{ID: 2, Label: "edge.c:4 main", Error: "main.pointer_dereference.1"},
			{ID: 3, Label: "edge.c:5 main"},
		},
		Init:       1,
		InitStates: boolprog.CubeSet{{cur(0), notCur(2)}, {notCur(1)}},
		Trans: []boolprog.Transition{
			{From: 1, To: 0, Changed: []int{1}, Rel: boolprog.True(), Comment: "y = nondet();"},
			{From: 1, To: 3, Rel: boolprog.CubeSet{}, Comment: "[x != x]"},
			{From: 0, To: 0, Changed: []int{0, 2}, Rel: boolprog.CubeSet{{cur(1), notNext(0)}}, Comment: "x++; p = &x;"},
			{From: 0, To: 2, Rel: boolprog.CubeSet{{notCur(2)}}, Comment: "!(p != NULL)"},
			{From: 2, To: 3, Rel: boolprog.True()},
		},
	}
}

// singleProgram has one location and no predicates.
func singleProgram() *boolprog.Program {
	return &boolprog.Program{
		Locs:       []boolprog.Loc{{ID: 0, Label: "one.c:1 main", Error: "main.reach_error.1"}},
		InitStates: boolprog.True(),
	}
}

// minterms returns the relation rel over n predicates, of which changed
// get next values, as all-SAT without cube enlargement gives it: one cube
// per pair of states.
func minterms(n int, changed []int, rel func(cur, next []bool) bool) boolprog.CubeSet {
	var s boolprog.CubeSet
	cur, nxt := make([]bool, n), make([]bool, n)
	for cb := range 1 << n {
		for i := range n {
			cur[i] = cb>>i&1 == 1
		}
		for nb := range 1 << len(changed) {
			copy(nxt, cur)
			for i, k := range changed {
				nxt[k] = nb>>i&1 == 1
			}
			if !rel(cur, nxt) {
				continue
			}
			var c boolprog.Cube
			for i := range n {
				c = append(c, boolprog.Lit{Pred: i, Neg: !cur[i]})
			}
			for _, k := range changed {
				c = append(c, boolprog.Lit{Pred: k, Next: true, Neg: !nxt[k]})
			}
			s = append(s, c)
		}
	}
	return s
}

// shapesProgram has a transition of each shape the writers distinguish,
// given as minterms: a havoc whose values are tied by a joint constraint,
// a guarded shift with an independent choice (schoose), and a parity test
// and its negation, which print as BDDs sharing their nodes (DEFINEs in
// SMV).
func shapesProgram() *boolprog.Program {
	parity := func(cur []bool) bool {
		x := false
		for _, v := range cur[:5] {
			x = x != v
		}
		return x
	}
	return &boolprog.Program{
		Preds: []boolprog.Predicate{
			{Name: "b0", Text: "i < 8"},
			{Name: "b1", Text: "i + 1 < 8"},
			{Name: "b2", Text: "i + 2 < 8"},
			{Name: "b3", Text: "x != 0"},
			{Name: "b4", Text: "(x & 1) != 0"},
			{Name: "b5", Text: "(x & 2) != 0"},
		},
		Locs: []boolprog.Loc{
			{ID: 0, Label: "shapes.c:3 main"},
			{ID: 1, Label: "shapes.c:4 main"},
			{ID: 2, Label: "shapes.c:9 main"},
			{ID: 3, Label: "shapes.c:9 main", Error: "main.assertion.1"},
		},
		InitStates: boolprog.True(),
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{3, 4, 5}, Comment: "x = nondet() & 3;",
				Rel: minterms(6, []int{3, 4, 5}, func(_, next []bool) bool { return next[3] == (next[4] || next[5]) })},
			{From: 1, To: 1, Changed: []int{0, 1, 2}, Comment: "[x != 0]; i = i + 1;",
				Rel: minterms(6, []int{0, 1, 2}, func(cur, next []bool) bool {
					if !cur[3] || next[0] != cur[1] || next[1] != cur[2] {
						return false
					}
					switch {
					case !cur[0] && cur[2]:
						return next[2]
					case cur[0] && !cur[2]:
						return !next[2]
					}
					return true
				})},
			{From: 1, To: 2, Comment: "[parity(i, x)]",
				Rel: minterms(6, nil, func(cur, _ []bool) bool { return parity(cur) })},
			{From: 1, To: 3, Comment: "[!parity(i, x)]",
				Rel: minterms(6, nil, func(cur, _ []bool) bool { return !parity(cur) })},
		},
	}
}
