package engine

import (
	"context"
	"errors"
	"time"

	"github.com/satabs-go/satabs-go/concrete"
	"github.com/satabs-go/satabs-go/interp"
)

// Testing is concrete testing (package concrete): the interpreter runs
// the source program on the inputs of simple strategies, with growing
// step limits, and a run that violates a check and passes Confirm's rules
// is the counterexample. It finds bugs deep in long loops; it answers
// TRUE only for a program that takes no input and whose one run ends
// without a violation. In a portfolio (Background) it takes a small share
// of a core after a first burst, more after a while, and all of the
// cores for a last helperGrace once the other engines gave up.
type Testing struct {
	Background bool
	Limits     []int // step limits of the rounds; nil: concrete.DefaultLimits
	MaxRuns    int   // runs at most (concrete.Options.MaxRuns); 0: until the context ends
}

// Concrete testing beside other engines: a first second at full speed
// (the cheapest runs find shallow bugs at once), then a fifth of a core
// while the symbolic engines answer most of what they answer, then half
// a core.
const (
	backgroundBurst       = 1 * time.Second
	backgroundShare       = 0.2
	backgroundRaiseAfter  = 20 * time.Second
	backgroundRaisedShare = 0.5
)

// How long concrete testing goes on after a run that meets a limit of
// the model (concrete.Options.Provisional): runs and edges, so that where
// it stops is the same on every machine. Within holdRuns runs the
// random-byte strategy (one run in six once the others are done) hits one
// given byte with odds of about 9 in 10, when the runs are short enough
// for holdSteps (fib at depth 13 needs under 10^6 edges).
const (
	holdRuns  = 4096
	holdSteps = 2_000_000
)

func (e *Testing) Name() string { return "concrete testing" }

// helper: in the background, concrete testing only helps the others; the
// portfolio stops it soon after they all gave up.
func (e *Testing) helper() bool { return e.Background }

func (e *Testing) Run(ctx context.Context, t *Task) (*Result, error) {
	src := t.source()
	opts := concrete.Options{Limits: e.Limits, MaxRuns: e.MaxRuns, Accept: func(run *interp.Result) (bool, string) {
		// Confirm's rules, on the run itself: no capacity limit of the
		// model, no untracked access. Undefined operations under
		// --undefined cut block the run before it gets here.
		err := Confirm(src, &Result{Check: run.Check, Inputs: run.Inputs, Replay: run})
		var inconclusive *InconclusiveError
		if errors.As(err, &inconclusive) {
			return false, inconclusive.Reason
		}
		var tooDeep *TooDeepError
		if errors.As(err, &tooDeep) && t.Cone.Checks[run.Check] {
			// A limit of the model after which no check of the
			// property follows: the prepared program has none.
			return false, tooDeep.Reason + " (no check of the property follows it)"
		}
		if errors.As(err, &tooDeep) {
			// No FALSE, but the run shows the recursion deeper than
			// inlined: the portfolio ends on it (TooDeep).
			return true, ""
		}
		return err == nil, errText(err)
	}}
	// A run that meets the depth recursion is inlined to (or a heap pool's
	// size) ends the round for a deeper one; but inputs that stay within
	// it may still show a bug there, which no deeper round needs (a
	// Fibonacci argument of 12 where the first constant tried is 30):
	// the run is held for a bounded amount of further search.
	opts.Provisional = func(run *interp.Result) bool {
		var tooDeep *TooDeepError
		return errors.As(Confirm(src, &Result{Check: run.Check, Inputs: run.Inputs, Replay: run}), &tooDeep)
	}
	opts.HoldRuns, opts.HoldSteps = holdRuns, holdSteps
	if e.Background {
		opts.Share, opts.Burst, opts.FullSpeed = backgroundShare, backgroundBurst, t.helpersAlone.Load
		opts.RaiseAfter, opts.RaisedShare = backgroundRaiseAfter, backgroundRaisedShare
	}
	out, err := concrete.Search(ctx, src, opts)
	if err != nil {
		return nil, err
	}
	r := &Result{Reason: out.Reason}
	g := e.Name()
	r.Stats.Add(g, "test_runs", "concrete runs", out.Runs)
	r.Stats.Add(g, "test_steps", "executed edges", out.Steps)
	r.Stats.Add(g, "test_rejected_runs", "violations not counted", out.Rejected)
	r.Stats.Add(g, "test_run_seconds", "running time (processor)", out.Busy)
	switch {
	case out.Run != nil:
		r.Verdict, r.Check, r.Inputs, r.Ran = False, out.Run.Check, out.Run.Inputs, true
		r.LimitRuns = out.AlsoHeld
		r.Stats.Add(g, "test_strategy", "strategy", out.Strategy)
		r.Stats.Add(g, "test_violation_steps", "steps to the violation", out.Run.Steps)
		t.progressf(g, "%s violates %s after %d steps", out.Strategy, out.Run.Check.ID, out.Run.Steps)
	case out.Deterministic:
		r.Verdict = True
		r.Stats.Add(g, "test_strategy", "strategy", "the one run of an input-free program")
	}
	return r, nil
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func init() {
	Register("test", "concrete testing: runs the program in the interpreter on simple input families with growing step limits; finds deep bugs, proves only input-free programs", func(c Config) (Engine, error) {
		return &Testing{Background: c.Background}, nil
	})
}
