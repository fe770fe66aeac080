// Tests of SolveWithin (satabs-go patch).

package gini

import (
	"testing"

	"github.com/go-air/gini/gen"
)

// TestSolveWithinStopsAtTheBudget: a hard problem under a budget ends
// unknown after about that many propagations, at the same count on
// another solver given the same clauses (the limit is work, not time), and
// the solver then finishes the problem without a budget.
func TestSolveWithinStopsAtTheBudget(t *testing.T) {
	g, h := New(), New()
	gen.Php(g, 8, 7)
	gen.Php(h, 8, 7)
	const budget = 50000
	r, used := g.SolveWithin(budget, nil)
	if r != 0 {
		t.Fatalf("pigeonholes 9/8 under %d propagations: %d, want 0 (unknown)", budget, r)
	}
	if used < budget || used > 2*budget {
		t.Errorf("used %d propagations for a budget of %d", used, budget)
	}
	r2, used2 := h.SolveWithin(budget, nil)
	if r2 != r || used2 != used {
		t.Errorf("the same clauses under the same budget: %d after %d propagations, the original %d after %d", r2, used2, r, used)
	}
	if r, _ := g.SolveWithin(0, nil); r != -1 {
		t.Errorf("without a budget: %d, want -1 (unsat)", r)
	}
}

// TestSolveWithinAssumptions: a solve that runs out of budget forgets its
// assumptions like any solve; the next one, given them again, answers
// under them, and a budget large enough changes nothing.
func TestSolveWithinAssumptions(t *testing.T) {
	g := New()
	a, b := g.Lit(), g.Lit()
	g.Add(a.Not())
	g.Add(b)
	g.Add(0)
	g.Assume(a)
	if r, _ := g.SolveWithin(1000, nil); r != 1 || !g.Value(b) {
		t.Fatalf("under a: %d (b %v), want 1 with b", r, g.Value(b))
	}
	g.Assume(a, b.Not())
	if r, _ := g.SolveWithin(1000, nil); r != -1 {
		t.Fatalf("under a, ¬b: %d, want -1", r)
	}
	if r, _ := g.SolveWithin(1000, nil); r != 1 {
		t.Fatalf("without assumptions: %d, want 1", r)
	}
}

// TestSolveWithinStop: a closed stop channel ends a hard solve as unknown
// and the solver stays usable.
func TestSolveWithinStop(t *testing.T) {
	g := New()
	gen.Php(g, 10, 9)
	stop := make(chan struct{})
	close(stop)
	if r, used := g.SolveWithin(0, stop); r != 0 || used == 0 {
		t.Fatalf("stopped: %d after %d propagations, want 0 after some", r, used)
	}
	a := g.Lit()
	g.Add(a)
	g.Add(0)
	g.Assume(a.Not())
	if r, _ := g.SolveWithin(0, nil); r != -1 {
		t.Fatalf("after the stop, under a contradicting unit: %d, want -1", r)
	}
}
