package engine

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestTestingDeepBug: through the portfolio (Confirm on the source, with
// the replay's trace window), a bug behind 20000 iterations is a FALSE
// whose replay keeps every input and only the two ends of the trace.
func TestTestingDeepBug(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void); void reach_error(void) {}
int main(void) { int a[20000]; for (int j = 0; j < 20000; j++) a[j] = __VERIFIER_nondet_int();
  int k = 0; for (int j = 0; j < 20000; j++) if (a[j] == 0) k++;
  if (k == 20000) reach_error(); return 0; }`
	task := prepareSource(t, "deep.c", src)
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	r := Run(ctx, task, []Engine{&Testing{}})
	if r.Verdict != False || r.Replay == nil {
		t.Fatalf("%v (%s), want a replayed FALSE", r.Verdict, r.Reason)
	}
	rep := r.Replay
	if len(rep.Inputs) < 20000 || len(rep.InputEdges) != len(rep.Inputs) {
		t.Errorf("%d inputs, %d input edges", len(rep.Inputs), len(rep.InputEdges))
	}
	executed := 0 // the trace's steps that are executed edges, not loop acceleration's jumps
	for _, st := range rep.Trace {
		if st.Skipped == 0 {
			executed++
		}
	}
	if len(rep.Trace) != 2*ReplayTraceWindow || rep.TraceOmitted != rep.Steps-executed {
		t.Errorf("trace of %d steps, %d omitted, of %d", len(rep.Trace), rep.TraceOmitted, rep.Steps)
	}
	if s := r.Stats.Get("test_strategy"); s != "zeros" {
		t.Errorf("strategy %v, want zeros", s)
	}
}

// TestTestingRandom: on the random programs of the block encoding tests,
// every FALSE of concrete testing replays and meets no TRUE of predicate
// abstraction or of the bounded search (with unwinding assertions, so a
// proof), and its TRUE (an input-free program) meets no replayed FALSE.
// Every run is bounded in work (concrete runs, propagations), so the
// comparisons are the same on every machine.
func TestTestingRandom(t *testing.T) {
	const testingRuns, otherWork = 400, 6_000_000
	n := 24
	switch {
	case raceDetector:
		n = 4
	case testing.Short():
		n = 10
	}
	found, proved := 0, 0
	for seed := uint64(0); seed < uint64(n); seed++ {
		name := fmt.Sprintf("random%d.c", seed)
		src := randomProgram(seed)
		task := prepareSource(t, name, src)
		ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
		tr, err := (&Testing{Limits: []int{1000, 10000}, MaxRuns: testingRuns}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, src)
		}
		if tr.Verdict == Unknown {
			continue
		}
		if tr.Verdict == False {
			if err := Confirm(task.Source, tr); err != nil {
				t.Fatalf("%s: the FALSE of concrete testing does not replay: %v\n%s", name, err, src)
			}
			found++
		} else {
			proved++ // an input-free program
		}
		ctx, cancel = workBounded(otherWork)
		pr, err := (&PredicateAbstraction{NoInvariants: true}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel = workBounded(otherWork)
		br, err := (&Bounded{}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		for _, other := range []*Result{pr, br} {
			switch {
			case tr.Verdict == False && other.Verdict == True:
				t.Errorf("%s: concrete testing finds a bug that %T proves absent\n%s", name, other, src)
			case tr.Verdict == True && other.Verdict == False && Confirm(task.Source, other) == nil:
				t.Errorf("%s: concrete testing proves an input-free program that %T refutes\n%s", name, other, src)
			}
		}
	}
	t.Logf("%d programs: %d bugs found, %d input-free programs proved by concrete testing", n, found, proved)
	if found == 0 {
		t.Errorf("no bug found in %d random programs: the test shows nothing", n)
	}
}

// TestTestingHelper: beside a main engine that gives up, concrete testing
// in the background is stopped helperGrace later and the main engine's
// reason is the answer; beside one that runs on, it answers a FALSE.
// Neither depends on the machine's speed: the first Run has no deadline
// (on a safe program with input, concrete testing alone would run
// forever, so its return is the stop), and the second a deadline only
// against a hang.
func TestTestingHelper(t *testing.T) {
	defer func(g time.Duration) { helperGrace = g }(helperGrace)
	helperGrace = 300 * time.Millisecond
	safe := prepareSource(t, "safe.c", `extern unsigned __VERIFIER_nondet_uint(void); void reach_error(void) {}
int main(void) { unsigned x = __VERIFIER_nondet_uint(); if (x * 0 != 0) reach_error(); return 0; }`)
	r := Run(context.Background(), safe, []Engine{&fake{name: "gives up", res: Result{Reason: "gave up"}}, &Testing{Background: true}})
	if r.Verdict != Unknown || r.Reason != "gave up" {
		t.Errorf("%v (%s); want UNKNOWN (gave up) after %v", r.Verdict, r.Reason, helperGrace)
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	r = Run(ctx, buggyTask(t), []Engine{&fake{name: "runs on", waitStop: true}, &Testing{Background: true}})
	if r.Verdict != False || r.Engine != "concrete testing" {
		t.Errorf("%v by %s (%s), want FALSE by concrete testing", r.Verdict, r.Engine, r.Reason)
	}
}
