package boolprog

// This file exports, for the tests of package boolprog_test only, the BDDs
// of this package, so that the tests can compare the meaning of a written
// file with the program's symbolically (the explicit comparison cannot
// enumerate 2^(2n) state pairs of a program with many predicates).

// TestBDD is a BDD manager whose variables are the current and next values
// of predicates.
type TestBDD struct{ m *bddManager }

// TestNode is a BDD of a TestBDD.
type TestNode = bddNode

func NewTestBDD() *TestBDD { return &TestBDD{m: newBDD()} }

func (b *TestBDD) Const(v bool) TestNode {
	if v {
		return bddTrue
	}
	return bddFalse
}

// Var returns the current (or next) value of predicate pred.
func (b *TestBDD) Var(pred int, next bool) TestNode {
	if next {
		return b.m.variable(nextLevel(pred), false)
	}
	return b.m.variable(curLevel(pred), false)
}

func (b *TestBDD) Not(x TestNode) TestNode    { return b.m.neg(x) }
func (b *TestBDD) And(x, y TestNode) TestNode { return b.m.and(x, y) }
func (b *TestBDD) Or(x, y TestNode) TestNode  { return b.m.or(x, y) }
func (b *TestBDD) Iff(x, y TestNode) TestNode { return b.m.iff(x, y) }

// CubeSet returns the BDD of s.
func (b *TestBDD) CubeSet(s CubeSet) TestNode {
	pl := &plan{m: b.m}
	return pl.cubeSet(s)
}

// Keep returns the relation in which the first n predicates keep their
// values, except those in changed (sorted).
func (b *TestBDD) Keep(n int, changed []int) TestNode {
	r := bddTrue
	k := 0
	for i := range n {
		if k < len(changed) && changed[k] == i {
			k++
			continue
		}
		r = b.m.and(r, b.m.iff(b.Var(i, false), b.Var(i, true)))
	}
	return r
}

// Allows returns the relation of t in p: Rel and the frame condition
// (Transition.Allows).
func (b *TestBDD) Allows(p *Program, t *Transition) TestNode {
	return b.m.and(b.CubeSet(t.Rel), b.Keep(len(p.Preds), t.Changed))
}

// Eval returns the value of x when the predicates have the values cur and
// next.
func (b *TestBDD) Eval(x TestNode, cur, next []bool) bool {
	return b.m.eval(x, func(level int) bool {
		if level%2 == 1 {
			return next[level/2]
		}
		return cur[level/2]
	})
}

// PlanStats counts how the writers print the transitions of p (with shared
// DEFINEs as for SMV): the updates of each kind, and the transitions whose
// decomposition did not check out and are printed as one constraint.
type PlanStats struct {
	Functions, Choices, Havocs, Rest, Fallbacks int
}

func PlanOf(p *Program) PlanStats {
	pl := newPlan(p, true)
	st := PlanStats{Fallbacks: pl.fallbacks}
	for _, tp := range pl.trans {
		for _, u := range tp.updates {
			switch u.kind {
			case updFunc:
				st.Functions++
			case updChoose:
				st.Choices++
			case updHavoc:
				st.Havocs++
			case updRest:
				st.Rest++
			}
		}
	}
	return st
}
