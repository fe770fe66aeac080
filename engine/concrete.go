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
// of a core after a first burst.
type Testing struct {
	Background bool
	Limits     []int // step limits of the rounds; nil: concrete.DefaultLimits
}

// Share of a core, after backgroundBurst of running, that concrete testing
// takes beside other engines.
const (
	backgroundShare = 0.25
	backgroundBurst = 5 * time.Second
)

func (e *Testing) Name() string { return "concrete testing" }

func (e *Testing) Run(ctx context.Context, t *Task) (*Result, error) {
	src := t.source()
	opts := concrete.Options{Limits: e.Limits, Accept: func(run *interp.Result) (bool, string) {
		// Confirm's rules, on the run itself: no capacity limit of the
		// model, no untracked access. Undefined operations under
		// --undefined cut block the run before it gets here.
		err := Confirm(src, &Result{Check: run.Check, Inputs: run.Inputs, Replay: run})
		var inconclusive *InconclusiveError
		if errors.As(err, &inconclusive) {
			return false, inconclusive.Reason
		}
		return err == nil, errText(err)
	}}
	if e.Background {
		opts.Share, opts.Burst = backgroundShare, backgroundBurst
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
	r.Stats.Add(g, "test_run_seconds", "running time", out.Busy)
	switch {
	case out.Run != nil:
		r.Verdict, r.Check, r.Inputs = False, out.Run.Check, out.Run.Inputs
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
