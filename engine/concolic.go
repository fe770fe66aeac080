package engine

import (
	"context"
	"errors"
	"time"

	"github.com/satabs-go/satabs-go/concolic"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Directed is directed testing (package concolic): runs of the source
// program in the interpreter, each followed by SAT queries on its path
// formula for the branches it did not take, whose models are the inputs
// of the next runs. It finds bugs that need particular input values (a
// parser's nested input, a key equal to a hash) and proves programs whose
// paths it can all execute: TRUE when every branch of every run was
// executed or shown infeasible and no run violated a check. In a
// portfolio it is a helper on a share of a core, as concrete testing is.
type Directed struct {
	Background bool
	MaxRuns    int   // runs at most (0: until the context ends)
	Work       int64 // SAT propagations at most (0: no bound)
}

// The share of a core directed testing takes beside other engines, after
// a first burst.
const (
	directedBurst = 2 * time.Second
	directedShare = 0.3
)

func (e *Directed) Name() string { return "directed testing" }

func (e *Directed) helper() bool { return e.Background }

func (e *Directed) Run(ctx context.Context, t *Task) (*Result, error) {
	src := t.source()
	opts := concolic.Options{MaxRuns: e.MaxRuns, Work: e.Work, Judge: func(run *interp.Result) concolic.Judgement {
		err := Confirm(src, &Result{Check: run.Check, Inputs: run.Inputs, Replay: run})
		var tooDeep *TooDeepError
		switch {
		case err == nil:
			return concolic.Counterexample
		case errors.As(err, &tooDeep) && t.Cone.Checks[run.Check]:
			// A limit of the model after which no check of the
			// property follows: the path is explored.
			return concolic.Harmless
		case errors.As(err, &tooDeep):
			return concolic.Limit
		}
		return concolic.Reject
	}}
	if e.Background && t.Seeds == nil {
		// With seeds it carries the deepening (the portfolio holds
		// the others' runs beyond the depth for it): full speed.
		opts.Share, opts.Burst, opts.FullSpeed = directedShare, directedBurst, t.helpersAlone.Load
	}
	opts.Seeds = t.Seeds
	out, err := concolic.Explore(ctx, src, opts)
	if err != nil {
		return nil, err
	}
	r := &Result{}
	g := e.Name()
	r.Stats.Add(g, "directed_runs", "runs", out.Runs)
	r.Stats.Add(g, "directed_queries", "branch queries", out.Queries)
	r.Stats.Add(g, "directed_feasible", "feasible branches", out.Feasible)
	r.Stats.Add(g, "directed_undecided", "undecided queries", out.Undecided)
	r.Stats.Add(g, "directed_diverged", "diverged runs", out.Diverged)
	r.Stats.Add(g, "directed_steps", "executed edges", out.Steps)
	r.Stats.Add(g, "directed_encoded", "encoded edges", out.Encoded)
	r.Stats.Add(g, "directed_seconds", "running time (processor)", out.Busy)
	switch {
	case out.Run != nil:
		r.Verdict, r.Check, r.Inputs = False, out.Run.Check, out.Run.Inputs
		if out.Limit {
			// A run beyond a limit of the model (the portfolio's
			// replay makes it TooDeep): the others too, for the
			// deeper model; and whether every path within the limits
			// was explored.
			r.LimitRuns, r.LimitsOnly = out.AlsoLimit, out.LimitsOnly
			r.Seeds = recursionSeeds(out.Seeds)
		}
		t.progressf(g, "run %d violates %s after %d steps", out.Runs, out.Run.Check.ID, out.Run.Steps)
		if out.LimitsOnly {
			t.progressf(g, "every path within the model's limits explored: %d runs (%d queries), %d of them beyond a limit", out.Runs, out.Queries, 1+len(out.AlsoLimit))
		}
	case out.Proved:
		r.Verdict = True
		t.progressf(g, "every path explored in %d runs (%d queries)", out.Runs, out.Queries)
	default:
		r.Reason = "directed testing: " + out.Incomplete
	}
	return r, nil
}

// recursionSeeds returns seeds when each met a recursion-depth check (no
// heap pool or capacity, whose larger models change more than the
// deeper calls; no contract), else nil.
func recursionSeeds(seeds []concolic.Seed) []concolic.Seed {
	for _, sd := range seeds {
		if sd.Run.Check == nil || sd.Run.Check.Kind != program.CheckRecursion || sd.Run.Bodiless != "" {
			return nil
		}
	}
	return seeds
}

func init() {
	Register("directed", "directed testing: runs the program and solves its path formula for the branches each run did not take (DART/SAGE style); finds bugs behind particular input values, proves programs whose paths it executes all", func(c Config) (Engine, error) {
		return &Directed{Background: c.Background}, nil
	})
}
