package modelcheck

import (
	"strings"
	"testing"

	"github.com/dalzilio/rudd"
	"github.com/satabs-go/satabs-go/boolprog"
)

// TestReachableAtBDDFailure makes a BDD operation fail while ReachableAt
// builds a cube set, by giving it a node that is not in the table: the
// failure is ReachableAt's error, not a panic, and the other locations'
// sets are still computed.
func TestReachableAtBDDFailure(t *testing.T) {
	x := boolprog.Lit{Pred: 0}
	notNextX := boolprog.Lit{Pred: 0, Next: true, Neg: true}
	p := &boolprog.Program{
		Preds: []boolprog.Predicate{{Name: "b0", Text: "x == 0"}},
		Locs: []boolprog.Loc{
			{ID: 0, Label: "t.c:1 main"},
			{ID: 1, Label: "t.c:2 main"},
			{ID: 2, Label: "t.c:3 main", Error: "main.assertion.1"},
		},
		InitStates: boolprog.CubeSet{{x}},
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{0}, Rel: boolprog.CubeSet{{notNextX}}},
			{From: 1, To: 2, Rel: boolprog.CubeSet{{x}}},
		},
	}
	m, err := newMachine(p, &Options{})
	if err != nil {
		t.Fatal(err)
	}
	res := m.run()
	if res.Reachable {
		t.Fatal("error reachable")
	}
	notInTable := 1 << 30
	m.reach[1] = rudd.Node(&notInTable)
	if states, err := res.ReachableAt(1); err == nil || !strings.Contains(err.Error(), "BDD failure") {
		t.Errorf("ReachableAt(1) over a broken BDD = %v, %v; want a BDD failure", states, err)
	}
	states, err := res.ReachableAt(0)
	if err != nil || len(states) != 1 || len(states[0]) != 1 || states[0][0] != x {
		t.Errorf("ReachableAt(0) = %v, %v; want b0", states, err)
	}
}
