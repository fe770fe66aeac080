package modelcheck_test

import (
	"fmt"

	"github.com/satabs-go/satabs-go/boolprog"
)

func cur(pred int) boolprog.Lit     { return boolprog.Lit{Pred: pred} }
func notCur(pred int) boolprog.Lit  { return boolprog.Lit{Pred: pred, Neg: true} }
func next(pred int) boolprog.Lit    { return boolprog.Lit{Pred: pred, Next: true} }
func notNext(pred int) boolprog.Lit { return boolprog.Lit{Pred: pred, Next: true, Neg: true} }

func preds(texts ...string) []boolprog.Predicate {
	ps := make([]boolprog.Predicate, len(texts))
	for i, t := range texts {
		ps[i] = boolprog.Predicate{Name: fmt.Sprintf("b%d", i), Text: t}
	}
	return ps
}

func locs(n int, errors map[int]string) []boolprog.Loc {
	ls := make([]boolprog.Loc, n)
	for i := range ls {
		ls[i] = boolprog.Loc{ID: i, Label: fmt.Sprintf("t.c:%d main", i+1), Error: errors[i]}
	}
	return ls
}

// parityProgram is the abstraction of
//
//	int d, e;
//	void main() {
//	  d = 1;
//	  while (*) { d = e; e++; }
//	  assert((d & 1) != (e & 1));
//	}
//
// with b0: d & 1 and b1: e & 1. From init (d and e even) the error is
// unreachable.
func parityProgram(init boolprog.CubeSet) *boolprog.Program {
	return &boolprog.Program{
		Preds:      preds("d & 1", "e & 1"),
		Locs:       locs(6, map[int]string{5: "main.assertion.1"}),
		InitStates: init,
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{0}, Rel: boolprog.CubeSet{{next(0)}}, Comment: "d = 1;"},
			{From: 1, To: 2, Rel: boolprog.True()},
			{From: 1, To: 3, Rel: boolprog.True()},
			{From: 2, To: 1, Changed: []int{0, 1}, Rel: boolprog.CubeSet{
				{notCur(1), notNext(0), next(1)},
				{cur(1), next(0), notNext(1)},
			}, Comment: "d = e; e++;"},
			{From: 3, To: 4, Rel: boolprog.CubeSet{{cur(0), notCur(1)}, {notCur(0), cur(1)}}},
			{From: 3, To: 5, Rel: boolprog.CubeSet{{cur(0), cur(1)}, {notCur(0), notCur(1)}}},
		},
	}
}

// counterProgram counts with predicates b0..b(w-1) as a binary number from
// 0: L0 sets it to zero, L1 increments it (a self loop) or exits to L2 when
// it equals target, and L2 is the error. The shortest trace takes
// 1 + target + 1 transitions. A second path (L1 -> L3 -> L2) also gets to
// the error with target reached but takes one transition more.
func counterProgram(w, target int) *boolprog.Program {
	p := &boolprog.Program{
		Locs:       locs(4, map[int]string{2: "main.assertion.1"}),
		InitStates: boolprog.True(),
	}
	all := make([]int, w)
	zero := boolprog.Cube{}
	for i := range w {
		p.Preds = append(p.Preds, boolprog.Predicate{Name: fmt.Sprintf("b%d", i), Text: fmt.Sprintf("x & %d", 1<<i)})
		all[i] = i
		zero = append(zero, notNext(i))
	}
	p.Trans = append(p.Trans, boolprog.Transition{From: 0, To: 1, Changed: all, Rel: boolprog.CubeSet{zero}, Comment: "x = 0;"})
	// x++ (mod 2^w), one transition per position k of the lowest zero bit:
	// the ones below k become zero and bit k one; only bits 0..k change, so
	// the frame keeps the bits above. The last one wraps around.
	for k := range w {
		var c boolprog.Cube
		for i := range k {
			c = append(c, cur(i), notNext(i))
		}
		c = append(c, notCur(k), next(k))
		p.Trans = append(p.Trans, boolprog.Transition{From: 1, To: 1, Changed: all[:k+1], Rel: boolprog.CubeSet{c}, Comment: "x++;"})
	}
	var wrap boolprog.Cube
	for i := range w {
		wrap = append(wrap, cur(i), notNext(i))
	}
	p.Trans = append(p.Trans, boolprog.Transition{From: 1, To: 1, Changed: all, Rel: boolprog.CubeSet{wrap}, Comment: "x++;"})
	var eq boolprog.Cube
	for i := range w {
		if target>>i&1 == 1 {
			eq = append(eq, cur(i))
		} else {
			eq = append(eq, notCur(i))
		}
	}
	p.Trans = append(p.Trans,
		boolprog.Transition{From: 1, To: 2, Rel: boolprog.CubeSet{eq}, Comment: "[x == target]"},
		boolprog.Transition{From: 1, To: 3, Rel: boolprog.CubeSet{eq}, Comment: "[x == target]"},
		boolprog.Transition{From: 3, To: 2, Rel: boolprog.True()},
	)
	return p
}
