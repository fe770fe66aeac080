package bitvec

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// pigeonholes adds the clauses "p pigeons sit in p-1 holes, one per hole",
// each weakened by ¬act, so that the formula is unsatisfiable (and hard
// for a CDCL solver) exactly under the assumption act.
func pigeonholes(g *gini.Gini, p int) (act z.Lit) {
	next := z.Var(1)
	fresh := func() z.Lit { v := next; next++; return v.Pos() }
	act = fresh()
	in := make([][]z.Lit, p)
	for i := range in {
		in[i] = make([]z.Lit, p-1)
		for h := range in[i] {
			in[i][h] = fresh()
		}
	}
	for i := range in {
		g.Add(act.Not())
		for _, l := range in[i] {
			g.Add(l)
		}
		g.Add(0)
	}
	for h := 0; h < p-1; h++ {
		for i := 0; i < p; i++ {
			for j := i + 1; j < p; j++ {
				g.Add(act.Not())
				g.Add(in[i][h].Not())
				g.Add(in[j][h].Not())
				g.Add(0)
			}
		}
	}
	return act
}

// TestSolveAssumingKeepsAssumptions: a hard solve under an assumption
// (eight pigeons: a second beside a load of 20) must solve under it and
// name the failed one, and the solver must answer again without it. No
// deadline: the solve is one SolveWithin, the same work on every machine
// (nine pigeons took 14 s on that machine, against a minute's limit).
func TestSolveAssumingKeepsAssumptions(t *testing.T) {
	g := gini.New()
	act := pigeonholes(g, 8)
	ctx := context.Background()
	start := time.Now()
	r, err := SolveAssuming(ctx, g, act)
	if err != nil || r != -1 {
		t.Fatalf("under the assumption: got %d, %v; want -1 (unsat)", r, err)
	}
	t.Logf("unsat after %v", time.Since(start))
	if why := g.Why(nil); len(why) != 1 || why[0] != act {
		t.Errorf("failed assumptions %v, want [%v]", why, act)
	}
	if r, err := SolveAssuming(ctx, g, act.Not()); err != nil || r != 1 {
		t.Errorf("without it: got %d, %v; want 1", r, err)
	}
}

// TestSolveAssumingStops: a context that ends stops a hard solve with the
// context's error, and the solver stays usable.
func TestSolveAssumingStops(t *testing.T) {
	g := gini.New()
	act := pigeonholes(g, 12)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	r, err := SolveAssuming(ctx, g, act)
	if r != 0 || err == nil {
		t.Fatalf("got %d, %v; want 0 and the context's error", r, err)
	}
	if r, err := SolveAssuming(context.Background(), g, act.Not()); err != nil || r != 1 {
		t.Errorf("after the stop: got %d, %v; want 1", r, err)
	}
}

// TestWorkBudget: a context from WithWorkBudget ends, with cause
// ErrWorkBudget, once its solves made that many propagations; the point
// where it ends and the count are the same for every run (work, not
// time); an enclosing budget counts the solves of the inner ones, and the
// solver stays usable.
func TestWorkBudget(t *testing.T) {
	const budget = 200000
	run := func() (int64, int64) {
		g := gini.New()
		act := pigeonholes(g, 10)
		outer, cancelOuter := WithWorkBudget(context.Background(), 0)
		defer cancelOuter()
		ctx, cancel := WithWorkBudget(outer, budget)
		defer cancel()
		r, err := SolveAssuming(ctx, g, act)
		if r != 0 || !errors.Is(err, context.Canceled) || !errors.Is(context.Cause(ctx), ErrWorkBudget) {
			t.Fatalf("pigeonholes 10/9 under %d propagations: %d, %v (cause %v); want 0 and the budget's end", budget, r, err, context.Cause(ctx))
		}
		if LimitReason(ctx) != ErrWorkBudget.Error() {
			t.Errorf("reason %q", LimitReason(ctx))
		}
		if outer.Err() != nil {
			t.Errorf("the enclosing context ended too: %v", outer.Err())
		}
		if r, err := SolveAssuming(outer, g, act.Not()); r != 1 || err != nil {
			t.Errorf("after the budget's end: %d, %v; want 1", r, err)
		}
		return WorkSpent(ctx), WorkSpent(outer)
	}
	inner1, outer1 := run()
	inner2, outer2 := run()
	if inner1 < budget || inner1 > 2*budget || outer1 < inner1 {
		t.Errorf("spent %d under a budget of %d, %d in all", inner1, budget, outer1)
	}
	if inner1 != inner2 || outer1 != outer2 {
		t.Errorf("two runs spent %d/%d and %d/%d", inner1, outer1, inner2, outer2)
	}
}

// TestWorkLeftAndWithout: WorkLeft is the least budget left along the
// nesting; WithoutWorkBudgets hides them (a count under it charges none
// of them); Work converts durations at PropagationsPerSecond.
func TestWorkLeftAndWithout(t *testing.T) {
	if _, ok := WorkLeft(context.Background()); ok {
		t.Error("a budget without WithWorkBudget")
	}
	outer, c1 := WithWorkBudget(context.Background(), 1000)
	defer c1()
	inner, c2 := WithWorkBudget(outer, 5000)
	defer c2()
	count, _ := WithWorkBudget(inner, 0)
	if left, ok := WorkLeft(count); !ok || left != 1000 {
		t.Errorf("left %d, %v; want 1000", left, ok)
	}
	apart, _ := WithWorkBudget(WithoutWorkBudgets(inner), 0)
	if _, ok := WorkLeft(apart); ok {
		t.Error("budgets seen through WithoutWorkBudgets")
	}
	g := gini.New()
	act := pigeonholes(g, 8)
	if _, err := SolveAssuming(apart, g, act); err != nil {
		t.Fatal(err)
	}
	if WorkSpent(apart) == 0 || WorkSpent(inner) != 0 || outer.Err() != nil {
		t.Errorf("spent %d apart, %d charged to the hidden budget (%v)", WorkSpent(apart), WorkSpent(inner), outer.Err())
	}
	if Work(2*time.Second) != 2*PropagationsPerSecond {
		t.Errorf("Work(2s) = %d", Work(2*time.Second))
	}
}

// TestPropagationRate logs the propagations per second of a hard solve
// on this machine (go test -v -run PropagationRate), from which the
// engines' work budgets were converted from their former durations.
func TestPropagationRate(t *testing.T) {
	if !testing.Verbose() {
		t.Skip("it only logs the rate: go test -v")
	}
	g := gini.New()
	act := pigeonholes(g, 11)
	ctx, cancel := WithWorkBudget(context.Background(), 1_000_000)
	defer cancel()
	start := time.Now()
	SolveAssuming(ctx, g, act)
	d := time.Since(start)
	t.Logf("%d propagations in %v: %.1fM/s", WorkSpent(ctx), d, float64(WorkSpent(ctx))/d.Seconds()/1e6)
}

// TestDumpCNF: a dumped formula, read back by a fresh solver, has the
// answer of the solve it was dumped for: x*y == 143 over 8 bits has a
// solution with x, y > 1 (11*13), none with x == 1 besides y == 143 and
// none at all when also y < 100.
func TestDumpCNF(t *testing.T) {
	b := New()
	x, y := b.Fresh(8), b.Fresh(8)
	prod := b.Eq(b.Mul(x, y), b.Const(8, 143))
	xIsOne := b.Eq(x, b.Const(8, 1))
	yBelow := b.ULt(y, b.Const(8, 100))
	d := &CNFDump{Dir: t.TempDir()}
	ctx := WithCNFDump(context.Background(), d)
	DumpCNF(ctx, b, "x*y=143", prod)
	DumpCNF(ctx, b, "x=1 and y<100", prod, xIsOne, yBelow)
	DumpCNF(context.Background(), b, "not dumped", prod)
	files, err := filepath.Glob(filepath.Join(d.Dir, "*.cnf"))
	if err != nil || len(files) != 2 || d.Failures() != 0 {
		t.Fatalf("files %v, %v, %d failures; want 2 files", files, err, d.Failures())
	}
	if filepath.Base(files[1]) != "000002-x_1_and_y_100.cnf" {
		t.Errorf("second file named %s", filepath.Base(files[1]))
	}
	for i, want := range []int{1, -1} {
		f, err := os.Open(files[i])
		if err != nil {
			t.Fatal(err)
		}
		back, err := gini.NewDimacs(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", files[i], err)
		}
		if got := back.Solve(); got != want {
			t.Errorf("%s: solved %d, want %d", files[i], got, want)
		}
	}
}

// DumpCNFCones writes the cones of the extra literals unconstrained: the
// file holds the product's circuit although only the constant true node
// is asserted, while DumpCNF of no unit holds no gate at all.
func TestDumpCNFCones(t *testing.T) {
	b := New()
	x, y := b.Fresh(8), b.Fresh(8)
	prod := b.Eq(b.Mul(x, y), b.Const(8, 143))
	d := &CNFDump{Dir: t.TempDir()}
	ctx := WithCNFDump(context.Background(), d)
	DumpCNF(ctx, b, "nothing")
	DumpCNFCones(ctx, b, "cone", []z.Lit{prod})
	files, err := filepath.Glob(filepath.Join(d.Dir, "*.cnf"))
	if err != nil || len(files) != 2 {
		t.Fatalf("files %v, %v; want 2", files, err)
	}
	var clauses [2]int
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var vars int
		if _, err := fmt.Sscanf(strings.SplitN(string(data), "\n", 2)[1], "p cnf %d %d", &vars, &clauses[i]); err != nil {
			t.Fatalf("%s: header: %v", f, err)
		}
	}
	if clauses[0] > 2 || clauses[1] < clauses[0]+100 {
		t.Errorf("clauses: %d without cones (want the true node's alone), %d with the product's cone (want its gates too)", clauses[0], clauses[1])
	}
}

// TestInterruptWith: AddCnf loads every clause while the context lives,
// and stops with an *Interrupted panic once it has ended.
func TestInterruptWith(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	b := New()
	b.InterruptWith(ctx)
	x, y := b.Fresh(32), b.Fresh(32)
	p := b.Eq(b.Mul(x, y), b.Const(32, 143))
	g := gini.New()
	if b.AddCnf(g, p) == 0 {
		t.Fatal("no clauses loaded")
	}
	cancel()
	q := b.Eq(b.Mul(b.Mul(x, x), b.Mul(y, y)), b.Const(32, 7)) // a cone of many clauses, not loaded yet
	defer func() {
		if r := recover(); !IsInterrupted(r) {
			t.Fatalf("recovered %v, want an *Interrupted", r)
		}
	}()
	b.AddCnf(g, q)
	t.Fatal("AddCnf went on after the context ended")
}

// TestInterruptWithoutDone: a context that never ends costs nothing and
// stops nothing.
func TestInterruptWithoutDone(t *testing.T) {
	b := New()
	b.InterruptWith(context.Background())
	if b.stop != nil {
		t.Fatal("a poll for a context that cannot end")
	}
}
