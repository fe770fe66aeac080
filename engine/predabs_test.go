package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// twoCounters is the program of the predicate abstraction tests: two
// counters in step up to a nondeterministic bound, then j > n is an error.
func twoCounters(t *testing.T) *program.Program {
	t.Helper()
	src := `extern void reach_error(void); extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) { unsigned int n = __VERIFIER_nondet_uint(); unsigned int i = 0, j = 0;
  while (i < n) { i++; j++; }
  if (j > n) reach_error(); return 0; }`
	p, err := cfront.ParseSource("diff.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	return p
}

// TestPredabsInvariants: weakest preconditions along unrolled paths give
// j+1 <= n, j+2 <= n, ... and never the loop's invariant i == j, i <= n,
// so CEGAR alone does not end; with the synthesised invariants as
// predicates, assumed at the loop head, it proves the program at once.
func TestPredabsInvariants(t *testing.T) {
	p := twoCounters(t)
	task := Prepare(p)
	run := func(noInv bool) *Result {
		ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
		defer cancel()
		e := &PredicateAbstraction{Options: refine.Options{MaxIterations: 5}, NoInvariants: noInv, NoGeneralize: true}
		r, err := e.Run(ctx, task)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if r := run(true); r.Verdict == True || r.Verdict == False {
		t.Errorf("without invariants: %v (%s); the test no longer shows what they add", r.Verdict, r.Reason)
	}
	// The engine waits for the shared synthesis a few seconds at most: on
	// a loaded machine it may not be done by then. It is done here first,
	// so that the answer does not depend on the load.
	if _, _, ready, err := task.Invariants(context.Background(), 1<<62); !ready || err != nil {
		t.Fatalf("invariant synthesis: ready %v, %v", ready, err)
	}
	r := run(false)
	if r.Verdict != True {
		t.Fatalf("with invariants: %v (%s), want TRUE", r.Verdict, r.Reason)
	}
	// The proof's invariant at the loop head includes the assumed atoms
	// (predicates after the Boolean program's own).
	if r.Proof == nil || r.BoolProgram == nil {
		t.Fatal("TRUE without a proof")
	}
	n, found := len(r.BoolProgram.Preds), false
	for _, inv := range r.Proof.Invariants {
		if !inv.Loc.LoopHead {
			continue
		}
		for _, c := range inv.States {
			for _, l := range c {
				found = found || l.Pred >= n
			}
		}
	}
	if !found {
		t.Errorf("no assumed atom in the loop head's invariant: %+v", r.Proof.Invariants)
	}
}

// TestPredabsGeneralizesShiftedPredicates: without the invariants before
// the loop, refinement finds j+1 <= n, j+2 <= n, ... along the loop; the
// second of them makes the CEGAR loop ask the invariant synthesis with
// the shape j <= n as a candidate, which it proves (with i == j), and
// the program is proved at once instead of unrolled. The progress says
// so.
func TestPredabsGeneralizesShiftedPredicates(t *testing.T) {
	if raceDetector {
		t.Skip("predicate abstraction alone without the background synthesis (the generalisation calls the synthesis in the same goroutine): only the BDD collector's finalizers run beside it, which modelcheck's TestCollectorDuringCheck targets under -race")
	}
	p := twoCounters(t)
	for _, generalize := range []bool{false, true} {
		task := Prepare(p)
		var progress strings.Builder
		task.Progress = &progress
		// No deadline (MaxIterations ends the loop) and a budget for
		// the generalisation that it never reaches: the answer does not
		// depend on the machine's load.
		e := &PredicateAbstraction{Options: refine.Options{MaxIterations: 6}, NoInvariants: true, NoGeneralize: !generalize, GeneralizeBudget: time.Hour}
		r, err := e.Run(context.Background(), task)
		if err != nil {
			t.Fatal(err)
		}
		said := strings.Contains(progress.String(), "the invariant engine proved main::j <= main::n")
		switch {
		case !generalize && (r.Verdict != Unknown || said):
			t.Errorf("without generalisation: %v (%s); the test no longer shows what it adds\n%s", r.Verdict, r.Reason, progress.String())
		case generalize && (r.Verdict != True || !said):
			t.Errorf("with generalisation: %v (%s), want TRUE and the generalised predicate in the progress:\n%s", r.Verdict, r.Reason, progress.String())
		}
		t.Logf("generalise %v: %v\n%s", generalize, r.Verdict, progress.String())
		if generalize && (r.Proof == nil || len(r.Proof.Invariants) == 0) {
			t.Errorf("TRUE without a proof")
		}
	}
}
