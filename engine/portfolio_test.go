package engine

import (
	"context"
	"errors"
	"github.com/satabs-go/satabs-go/interp"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// fake is an engine whose answer the test sets.
type fake struct {
	name  string
	delay time.Duration // answer after this long, or when stopped
	res   Result
	err   error
	panic any
	// waitStop: run until the context ends, then answer res.
	waitStop bool
	// ignoreStop: answer after delay even when stopped.
	ignoreStop bool
}

func (f *fake) Name() string { return f.name }

func (f *fake) Run(ctx context.Context, t *Task) (*Result, error) {
	if f.panic != nil {
		panic(f.panic)
	}
	if f.waitStop {
		<-ctx.Done()
	} else if f.ignoreStop {
		time.Sleep(f.delay)
	} else {
		select {
		case <-time.After(f.delay):
		case <-ctx.Done():
		}
	}
	r := f.res
	r.Stats = nil
	r.Stats.Add(f.name, f.name+"_figure", "figure", 1)
	return &r, f.err
}

func buggyTask(t *testing.T) *Task {
	t.Helper()
	src := `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); if (x == 42) reach_error(); return 0; }`
	p, err := cfront.ParseSource("bug.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	return Prepare(p)
}

func TestPortfolio(t *testing.T) {
	task := buggyTask(t)
	check := task.Program.Checks[0]
	tests := []struct {
		name       string
		engines    []Engine
		verdict    Verdict
		engine     string
		internal   bool
		faults     int
		reasonPart string
	}{
		{"first definite answer wins", []Engine{
			&fake{name: "slow", waitStop: true, res: Result{Reason: "gave up"}},
			&fake{name: "fast", delay: time.Millisecond, res: Result{Verdict: True}},
		}, True, "fast", false, 0, ""},
		{"panic keeps the other's answer", []Engine{
			&fake{name: "boom", panic: "injected"},
			&fake{name: "prover", delay: 20 * time.Millisecond, res: Result{Verdict: True}},
		}, True, "prover", false, 1, ""},
		{"panic alone is an internal error", []Engine{
			&fake{name: "boom", panic: "injected"},
			&fake{name: "idle", delay: time.Millisecond, res: Result{Reason: "no idea"}},
		}, Unknown, "boom", true, 0, "internal error: panic: injected"},
		{"error alone is an internal error", []Engine{
			&fake{name: "broken", err: errors.New("solver exploded")},
		}, Unknown, "broken", true, 0, "solver exploded"},
		{"unknown reason of the first engine", []Engine{
			&fake{name: "first", delay: 10 * time.Millisecond, res: Result{Reason: "first reason"}},
			&fake{name: "second", delay: time.Millisecond, res: Result{Reason: "second reason"}},
		}, Unknown, "first", false, 0, "first reason"},
		{"a replayed counterexample outweighs a proof", []Engine{
			&fake{name: "wrong prover", res: Result{Verdict: True}},
			&fake{name: "bug finder", delay: 5 * time.Millisecond, res: Result{Verdict: False, Check: check, Inputs: []interp.Value{interp.IntValue(program.IntType("int", 32, true), 42)}}, ignoreStop: true},
		}, False, "bug finder", false, 1, ""},
		{"a false that does not replay is no answer", []Engine{
			&fake{name: "liar", res: Result{Verdict: False, Check: check, Inputs: nil}},
		}, Unknown, "liar", true, 0, "does not replay"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Run(context.Background(), task, tc.engines)
			if r.Verdict != tc.verdict || r.Engine != tc.engine || (r.Internal != nil) != tc.internal || len(r.Faults) != tc.faults {
				t.Fatalf("got %v by %s, internal %v, faults %v", r.Verdict, r.Engine, r.Internal, r.Faults)
			}
			if !strings.Contains(r.Reason, tc.reasonPart) {
				t.Errorf("reason %q, want it to contain %q", r.Reason, tc.reasonPart)
			}
			if r.Stats[0].Key != "engine" || r.Stats[0].Value != tc.engine {
				t.Errorf("first figure %+v", r.Stats[0])
			}
		})
	}
}

// TestPortfolioConfirms: a FALSE is confirmed by replay on the source
// program, and the replayed run is the evidence.
func TestPortfolioConfirms(t *testing.T) {
	task := buggyTask(t)
	engines, err := New([]string{"bmc"}, Config{FixedUnwind: true, Unwind: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := Run(context.Background(), task, engines)
	if r.Verdict != False || r.Replay == nil || r.Check == nil || r.Check.Kind != program.CheckReachError {
		t.Fatalf("got %+v", r)
	}
	if got := r.Replay.Trace[0].Value.Bits; got != 42 {
		t.Errorf("input %d, want 42", got)
	}
}

// TestPortfolioLimit: an engine stopped by the caller's deadline says so.
func TestPortfolioLimit(t *testing.T) {
	task := buggyTask(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	r := Run(ctx, task, []Engine{&fake{name: "forever", waitStop: true, res: Result{Reason: "stopped"}}})
	if r.Verdict != Unknown || r.Reason != "timeout" {
		t.Errorf("got %v %q", r.Verdict, r.Reason)
	}
}

// TestPortfolioLeavesStuckEngines: once the caller's limits end, the
// portfolio waits limitGrace for its engines and then answers with the
// limit and the figures of those that stopped, leaving behind one that
// does not look at its context; the definite answer that came before the
// limit is kept although another engine is still running.
//
// Both waits are on the clock (the portfolio's own, by design), so they
// are sized for a loaded machine: the polite engine gets a limitGrace of
// a second to see its context end (200 ms, the product's, is a wake-up of
// a goroutine that a load of 20 can delay), and the limit comes 50 ms
// after the prover returned, not 50 ms after the run started.
func TestPortfolioLeavesStuckEngines(t *testing.T) {
	defer func(g time.Duration) { limitGrace = g }(limitGrace)
	limitGrace = time.Second
	task := buggyTask(t)
	release := make(chan struct{})
	defer close(release)
	ctx, cancel := context.WithTimeoutCause(context.Background(), 10*time.Millisecond, errors.New("timeout"))
	defer cancel()
	r := Run(ctx, task, []Engine{&stuck{release}, &fake{name: "polite", waitStop: true, res: Result{Reason: "stopped"}}})
	if r.Verdict != Unknown || r.Reason != "timeout" || r.Stats.Get("polite_figure") != 1 {
		t.Errorf("got %v %q, figures %v", r.Verdict, r.Reason, r.Stats)
	}
	ctx2, cancel2 := context.WithTimeout(context.Background(), time.Hour)
	defer cancel2()
	prover := &returned{Engine: &fake{name: "prover", res: Result{Verdict: True}}, done: make(chan struct{})}
	done := make(chan *Result)
	go func() { done <- Run(ctx2, task, []Engine{&stuck{release}, prover}) }()
	<-prover.done
	time.Sleep(50 * time.Millisecond) // the proof is in; the stuck engine holds the stop grace
	cancel2()
	if r := <-done; r.Verdict != True || r.Engine != "prover" {
		t.Errorf("got %v by %s, want the TRUE that came before the limit", r.Verdict, r.Engine)
	}
}

// TestPortfolioLimitReason: a run that ends at its limit says so, also
// when the only engines that returned gave up for reasons of their own
// before it (a bounded search's "nothing up to unwind 32", or "stopped:
// another engine answered" after a FALSE found by running stopped them
// and its replay outlasted the limit) while another was still running.
// Whether the quitter returns before the limit or after it, the reason
// is the limit's.
func TestPortfolioLimitReason(t *testing.T) {
	task := buggyTask(t)
	release := make(chan struct{})
	defer close(release)
	ctx, cancel := context.WithTimeoutCause(context.Background(), 20*time.Millisecond, errors.New("timeout"))
	defer cancel()
	quitter := &fake{name: "quitter", res: Result{Reason: "nothing up to unwind 32"}}
	r := Run(ctx, task, []Engine{quitter, &stuck{release}})
	if r.Verdict != Unknown || r.Reason != "timeout" {
		t.Errorf("got %v %q, want UNKNOWN for the time limit", r.Verdict, r.Reason)
	}
}

// returned closes done when its engine's Run has returned.
type returned struct {
	Engine
	done chan struct{}
}

func (r *returned) Run(ctx context.Context, t *Task) (*Result, error) {
	defer close(r.done)
	return r.Engine.Run(ctx, t)
}

// stuck runs until released, whatever its context says.
type stuck struct{ release chan struct{} }

func (*stuck) Name() string { return "stuck" }

func (s *stuck) Run(context.Context, *Task) (*Result, error) {
	<-s.release
	return &Result{}, nil
}

// TestTrueBlocked: a TRUE that the property cannot support is UNKNOWN.
func TestTrueBlocked(t *testing.T) {
	task := buggyTask(t)
	task.TrueBlocked = "part of the property has no check"
	r := Run(context.Background(), task, []Engine{&fake{name: "prover", res: Result{Verdict: True, Proof: &Proof{}}}})
	if r.Verdict != Unknown || r.Reason != task.TrueBlocked || r.Proof != nil {
		t.Errorf("got %v %q", r.Verdict, r.Reason)
	}
}

// TestRegistry: the default portfolio's engines exist; unknown and
// repeated names are errors.
func TestRegistry(t *testing.T) {
	if _, err := New(Default, Config{}); err != nil {
		t.Fatal(err)
	}
	if _, err := New([]string{"nope"}, Config{}); err == nil || !strings.Contains(err.Error(), "predabs") {
		t.Errorf("unknown engine: %v", err)
	}
	if _, err := New([]string{"bmc", "bmc"}, Config{}); err == nil {
		t.Error("repeated engine accepted")
	}
}

// TestPrepareKeepsSource: the passes work on a copy.
func TestPrepareKeepsSource(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
int main(void) { int i = 0; if (__VERIFIER_nondet_int()) goto inside;
  while (i < 3) { i++; inside: i++; } return 0; }`
	p, err := cfront.ParseSource("goto.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	before := p.String()
	task := Prepare(p)
	if task.Irreducible != nil {
		t.Fatal(task.Irreducible)
	}
	if got := p.String(); got != before {
		t.Errorf("Prepare changed the source program:\n%s\nwas\n%s", got, before)
	}
	if task.Program.String() == before {
		t.Errorf("the irreducible loop was not restructured")
	}
}

// TestUndefinedPath: a counterexample that stops at undefined behaviour
// before the violation is UNKNOWN with the reason, not an internal error.
func TestUndefinedPath(t *testing.T) {
	src := `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int a[2] = {0, 0}; int i = __VERIFIER_nondet_int(); int x = a[i]; if (x == 5) reach_error(); return 0; }`
	p, err := cfront.ParseSource("ub.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	task := Prepare(p)
	seven := interp.IntValue(program.IntType("int", 32, true), 7)
	r := Run(context.Background(), task, []Engine{&fake{name: "encoder", res: Result{Verdict: False, Check: p.Checks[0], Inputs: []interp.Value{seven}}}})
	if r.Verdict != Unknown || r.Internal != nil || !strings.Contains(r.Reason, "undefined behaviour") {
		t.Errorf("got %v %q, internal %v", r.Verdict, r.Reason, r.Internal)
	}
}

// TestRunDischarged: a program whose every check the range analysis
// proved is TRUE without any engine, unless a part of the property has no
// check.
func TestRunDischarged(t *testing.T) {
	p, err := cfront.ParseSource("t.c", []byte(`extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) { int a = __VERIFIER_nondet_uchar(); int b = __VERIFIER_nondet_uchar(); return a * b + 1; }`), cfront.Options{Checks: cfront.Checks{SignedOverflow: true}})
	if err != nil {
		t.Fatal(err)
	}
	task := Prepare(p)
	if len(task.Discharged) != 2 || task.DischargeCandidates != 2 {
		t.Fatalf("discharged %d of %d checks, want 2 of 2", len(task.Discharged), task.DischargeCandidates)
	}
	never := &fake{name: "never", res: Result{Verdict: False}}
	if r := Run(context.Background(), task, []Engine{never}); r.Verdict != True || r.Engine != "range analysis" {
		t.Errorf("got %v from %s, want TRUE from the range analysis", r.Verdict, r.Engine)
	}
	task.TrueBlocked = "valid-memtrack has no check"
	if r := Run(context.Background(), task, []Engine{never}); r.Verdict != Unknown {
		t.Errorf("with TrueBlocked: got %v, want UNKNOWN", r.Verdict)
	}
}

// TestContractCounterexample: a counterexample through the result of a
// call that a contract replaces (cfront.Options.Contracts) is no bug but
// beyond the model, as one through a recursion-depth check: the run ends
// UNKNOWN with TooDeep.
func TestContractCounterexample(t *testing.T) {
	src := `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int f(int n) { if (n <= 0) return 0; return f(n - 1) + 1; }
int main(void) { int r = f(__VERIFIER_nondet_int()); if (r == 5) reach_error(); return 0; }`
	i32 := program.IntType("int", 32, true)
	c := &cfront.Contract{Params: []*program.Var{{Name: "f::$param1", Type: i32}}, Result: &program.Var{Name: "f::$result", Type: i32}}
	p, err := cfront.ParseSource("contract.c", []byte(src), cfront.Options{Contracts: map[string]*cfront.Contract{"f": c}})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	task := Prepare(p)
	in := []interp.Value{interp.IntValue(i32, 1), interp.IntValue(i32, 4)}
	r := Run(context.Background(), task, []Engine{&fake{name: "encoder", res: Result{Verdict: False, Check: p.Checks[0], Inputs: in}}})
	if r.Verdict != Unknown || !r.TooDeep || r.Internal != nil || !strings.Contains(r.Reason, "by its contract") {
		t.Errorf("got %v %q, too deep %v, internal %v", r.Verdict, r.Reason, r.TooDeep, r.Internal)
	}
}

// TestRanStopsOthers: a False whose inputs come from a run of the
// interpreter (Result.Ran, concrete testing) stops the other engines
// before its replay, which only adds the trace; any other False is
// replayed first (its engine's model may disagree with the interpreter).
func TestRanStopsOthers(t *testing.T) {
	task := buggyTask(t)
	stopped := 0
	task.stopOthers = func() { stopped++ }
	for _, ran := range []bool{false, true} {
		stopped = 0
		e := &fake{name: "runner", res: Result{Verdict: False, Inputs: []interp.Value{{Bits: 42}}, Ran: ran}}
		r := runOne(context.Background(), context.Background(), task, e)
		if r.Verdict != False || r.Replay == nil {
			t.Fatalf("Ran %v: %+v", ran, r)
		}
		if want := map[bool]int{false: 0, true: 1}[ran]; stopped != want {
			t.Errorf("Ran %v: others stopped %d times before the replay, want %d", ran, stopped, want)
		}
	}
}
