package kinduction

import (
	"context"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestLazyAxioms: reads of a nondeterministic array at two indices can
// differ only at different indices. The solver starts without the
// axioms; a model that reads two values at one index brings the axiom
// in, so a[i] != a[j] && i == j is unsatisfiable, and every model of
// a[i] != a[j] has i != j.
func TestLazyAxioms(t *testing.T) {
	sys := sourceSystem(t, "bubble.c", bubbleSrc)
	b := bitvec.New()
	e := symex.NewEncoder(sys.P, b)
	f := sys.FreeFrame(e)
	st := f.States[1]
	vars := map[string]*program.Var{}
	for _, v := range sys.P.Locals {
		vars[strings.TrimPrefix(v.Name, "main::")] = v
	}
	ref := func(name string) program.Expr { return &program.VarRef{Var: vars[name]} }
	cell := func(i program.Expr) program.Expr { return &program.Index{X: ref("a"), Index: i} }
	differ := e.Cond(st, &program.Binary{Op: program.Ne, X: cell(ref("i")), Y: cell(ref("j")), T: program.Bool})
	same := e.Cond(st, &program.Binary{Op: program.Eq, X: ref("i"), Y: ref("j"), T: program.Bool})
	la := newLazyAxioms(e)
	g := gini.New()
	calls := 0
	r, err := la.solve(context.Background(), g, []z.Lit{b.C().And(differ, same)}, &calls)
	if err != nil || r != -1 {
		t.Fatalf("a[i] != a[j] && i == j: got %d %v, want unsatisfiable", r, err)
	}
	if calls < 2 {
		t.Errorf("%d calls: the axiom was there from the start", calls)
	}
	r, err = la.solve(context.Background(), g, []z.Lit{differ}, &calls)
	if err != nil || r != 1 {
		t.Fatalf("a[i] != a[j]: got %d %v, want satisfiable", r, err)
	}
	val := bitvec.SafeValue(g)
	i, j := e.Eval(st, ref("i")), e.Eval(st, ref("j"))
	if b.Eval(val, i.Bits) == b.Eval(val, j.Bits) {
		t.Errorf("model with i == j and a[i] != a[j]")
	}
}

// TestModelOutsideCones: narrowing asks whether a step refutes some of
// several candidates (a disjunction of their failures) and drops those
// the model refutes. When one failure is the constant true, the
// disjunction is too, and the solver gets no clause of the others: read
// from the solver, a failure outside the query's cones takes whatever
// value it was left (a dense instance reads a node it never met as
// false), and refuted sum == i after the loop that set the cells
// summed, and with it every relation of the accumulator after it.
// lazyAxioms.model evaluates the circuit from the model's inputs.
func TestModelOutsideCones(t *testing.T) {
	sys := sourceSystem(t, "bubble.c", bubbleSrc)
	b := bitvec.New()
	e := symex.NewEncoder(sys.P, b)
	la := newLazyAxioms(e)
	x := b.Fresh(8)
	y := b.Add(x, b.Const(8, 1))
	// Candidates y == 42 and y != 0 (one of them has a positive literal,
	// its failure a negative one, which reads true on a node the solver
	// never met); a third candidate's failure is the constant true.
	cands := []z.Lit{b.Eq(y, b.Const(8, 42)), b.Eq(y, b.Const(8, 0)).Not()}
	fails := []z.Lit{b.T(), cands[0].Not(), cands[1].Not()}
	goal := b.C().And(b.Eq(x, b.Const(8, 41)), b.C().Ors(fails...))
	for _, inst := range []satInstance{newDenseSAT(b), sharedSAT{b, gini.New()}} {
		calls := 0
		if r, err := la.solveIn(context.Background(), inst, []z.Lit{goal}, &calls); err != nil || r != 1 {
			t.Fatalf("x == 41: got %d %v, want satisfiable", r, err)
		}
		val := la.model(inst)
		if got := b.Eval(val, y); got != 42 {
			t.Errorf("%T: x + 1 = %d, want 42", inst, got)
		}
		for _, f := range fails[1:] {
			if b.EvalLit(val, f) {
				t.Errorf("%T: the model refutes a candidate that holds at y = 42", inst)
			}
		}
		if later := b.Add(y, y); b.Eval(val, later) != 84 {
			t.Errorf("%T: 2*(x + 1), made after the solve, = %d, want 84", inst, b.Eval(val, later))
		}
		if inst, ok := inst.(*denseSAT); ok {
			// Read from the dense solver, a failure it never met
			// refutes its candidate: the reading model replaces.
			solver := bitvec.SafeValue(inst)
			if !b.EvalLit(solver, fails[1]) && !b.EvalLit(solver, fails[2]) {
				t.Errorf("the solver's own values refute neither candidate: the test no longer shows the case")
			}
		}
	}
}
