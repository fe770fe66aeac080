package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/internal/arraygen"
	"github.com/satabs-go/satabs-go/internal/arrayprogs"
	"github.com/satabs-go/satabs-go/kinduction"
)

// TestKindProof: a TRUE of k-induction carries its invariants as a proof
// at the loop head, over the atoms the synthesis proved.
func TestKindProof(t *testing.T) {
	src := `extern void reach_error(void); extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) { unsigned int x = 0; while (__VERIFIER_nondet_uint()) { x += 4; } if (x % 4 != 0) reach_error(); return 0; }`
	task := prepareSource(t, "cong.c", src)
	engines, err := New([]string{"kind"}, Config{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	r := Run(ctx, task, engines)
	if r.Verdict != True || r.Proof == nil || len(r.Proof.Invariants) == 0 {
		t.Fatalf("got %v %q, proof %+v", r.Verdict, r.Reason, r.Proof)
	}
	inv := r.Proof.Invariants[0]
	if !inv.Loc.LoopHead || len(inv.States) != 1 || len(inv.States[0]) == 0 {
		t.Errorf("invariant %+v at a loop head %v", inv.States, inv.Loc.LoopHead)
	}
	if !strings.Contains(strings.Join(r.Proof.PredTexts, " "), "& (unsigned int)3") {
		t.Errorf("no congruence among %q", r.Proof.PredTexts)
	}
}

// TestKindArrayDepthZero: quantified invariants make the checks of array
// loops unreachable, so the step case at depth 0 proves them, whatever
// the array's length (10^6 cells here; no unrolling could), and the
// proof carries no quantified atom (witnesses take C expressions).
func TestKindArrayDepthZero(t *testing.T) {
	if raceDetector {
		// 50 s under -race; kind beside its background synthesis runs
		// under -race in the other kind tests.
		t.Skip("the synthesis of quantified invariants alone, slow under -race")
	}
	srcs := map[string]string{
		"init.c": `extern void reach_error(void);
int main(void) { int a[1000000]; int i; for (i = 0; i < 1000000; i++) a[i] = 42;
for (int x = 0; x < 1000000; x++) if (a[x] != 42) reach_error(); return 0; }`,
		"find.c": `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int a[1000000]; int e = __VERIFIER_nondet_int(); int i = 0;
for (int j = 0; j < 1000000; j++) a[j] = __VERIFIER_nondet_int();
while (i < 1000000 && a[i] != e) i++;
for (int x = 0; x < i; x++) if (a[x] == e) reach_error(); return 0; }`,
	}
	for name, src := range srcs {
		invs := proveAtDepthZero(t, name, prepareSource(t, name, src))
		for _, text := range invariantProof(invs).PredTexts {
			if strings.Contains(text, "forall") {
				t.Errorf("%s: quantified atom in the proof: %s", name, text)
			}
		}
	}
}

// TestKindSorts: bubble and selection sort of 16 cells are proved by
// k-induction with relations between cells (a sorted stretch, cells
// against a reference cell), at depth 0
// (proveAtDepthZero: in the engine, the bounded rounds sometimes finish
// first at this size on a loaded machine).
func TestKindSorts(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("a sort's invariants take seconds, minutes under -race")
	}
	for _, f := range []arraygen.Family{arraygen.BubbleSort, arraygen.SelectionSort} {
		name := arraygen.Name(f, 16, false)
		task := prepareSource(t, name+".c", arraygen.Program(f, 16, false))
		proveAtDepthZero(t, name, task)
	}
}

// proveAtDepthZero synthesises the invariants of task and checks that
// the step case at depth 0 holds with them. The synthesis and the step
// case run on their own, with budgets in work only: inside the engine
// the synthesis races the bounded rounds on the clock, and which proof
// answers (or whether the synthesis ends in time) would depend on the
// machine's load.
func proveAtDepthZero(t *testing.T, name string, task *Task) []kinduction.Invariant {
	t.Helper()
	sys, err := kinduction.NewSystem(task.Program)
	if err != nil {
		t.Fatal(err)
	}
	// No deadline, and budgets the synthesis never reaches.
	ctx := context.Background()
	invs, _, err := kinduction.Synthesize(ctx, sys, kinduction.SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatalf("%s: synthesis: %v", name, err)
	}
	stepper := kinduction.NewStepper(sys)
	stepper.SetInvariants(invs)
	ok, err := stepper.Check(ctx, 0)
	if err != nil || !ok {
		t.Fatalf("%s: the step case at depth 0 with %d invariant atoms: %v, %v", name, kinduction.Atoms(invs), ok, err)
	}
	return invs
}

// TestKindBaseCasePerLoop: k-induction's base case deepens only the
// loops whose unwinding assertions fail (loopBounds): the inner loop,
// bounded by the data to 2 iterations, keeps a small bound while the
// outer loop grows to the bug at its 41st iteration. The engine runs
// alone, without the accelerated search, on a bound of work.
func TestKindBaseCasePerLoop(t *testing.T) {
	src := `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = 0;
  for (int i = 0; i < 100; i++) {
    int m = __VERIFIER_nondet_int();
    if (m < 0 || m > 2) return 0;
    for (int j = 0; j < m; j++) n++;
    if (i == 40 && n == 81) reach_error();
  }
  return 0;
}`
	task := prepareSource(t, "deep.c", src)
	ctx, cancel := workBounded(50_000_000)
	defer cancel()
	r := Run(ctx, task, []Engine{&KInduction{NoAcceleration: true}})
	if r.Verdict != False {
		t.Fatalf("got %v %q", r.Verdict, r.Reason)
	}
	if u, ok := r.Stats.Get("kind_unwind").(int); !ok || u != 64 {
		t.Errorf("base case unwind %v, want 64 (the outer loop's bound)", r.Stats.Get("kind_unwind"))
	}
}

// TestKindStepBudgetGrows: the histogram of internal/arrayprogs (64
// cells counted into a table of 4, the table summed) needs the step case
// at k = 4 with quantified invariants, more than minStepWork, while its
// bounded rounds (loops with shortcuts) stay cheap: the least share of
// the step cases doubles with each round that ran out of it, so the
// proof comes before the bounded search unrolls the loops 64 times (a
// minute of SAT). The engine runs alone on a bound of work.
func TestKindStepBudgetGrows(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("the histogram's invariants take seconds, minutes under -race")
	}
	f, ok := arrayprogs.Lookup("histogram")
	if !ok {
		t.Fatal("no histogram family")
	}
	task := prepareSource(t, "histogram_64_safe.c", arrayprogs.Program(f, 64, false, 1))
	ctx, cancel := workBounded(400_000_000)
	defer cancel()
	r := Run(ctx, task, []Engine{&KInduction{}})
	if r.Verdict != True {
		t.Fatalf("got %v %q", r.Verdict, r.Reason)
	}
}
