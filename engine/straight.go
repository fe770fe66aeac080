package engine

import (
	"context"
	"fmt"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/internal/fault"
)

// straightNodes bounds the unrolling of the straight-line check: a
// program whose loops all stop by constant conditions within this many
// unrolled locations (16 limbs times three carry passes is a few hundred;
// a 10 by 10 multiply-accumulate about a thousand) is decided by one
// bounded check; any other program stops the unrolling here, after a few
// milliseconds of circuit building.
const straightNodes = 8192

// leaderHead is how long a leader engine (the straight-line check) has
// the cores (with concrete testing on its small share) before it is
// stopped and the other engines of the portfolio start. A variable for
// tests.
var leaderHead = time.Second

// StraightLine decides programs whose loops unroll completely: every loop
// leaves by a condition that is constant after a bounded number of
// iterations (for (i = 0; i < 16; i++) over limbs, rounds, passes). It
// unrolls the program with no bound on the iterations, but a bound on the
// unrolled locations (straightNodes): when the unrolling ends by itself,
// the formula holds every execution, and one bounded check (package bmc)
// answers TRUE or FALSE; when it reaches the bound, the answer is UNKNOWN
// at once. It is the bounded search's last round without the rounds
// before it, and in the default portfolio it leads: the other engines
// start when it gives up or after leaderHead (when it is stopped), so
// that on two cores the work that decides a straight-line program is not
// shared with engines that cannot (refinement one iteration at a time,
// the step case of k-induction), and a formula it cannot solve in that
// time costs the others nothing more.
type StraightLine struct{}

func (*StraightLine) Name() string { return "straight-line check" }

func (*StraightLine) leader() bool { return true }

func (e *StraightLine) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/straight")
	r := &Result{Reason: "straight-line check found nothing"}
	if t.Irreducible != nil {
		r.Reason = t.Irreducible.Error()
		return r, nil
	}
	res, err := bmc.Check(ctx, t.Program, bmc.Options{Unwind: maxSearchUnwind, UnwindingAssertions: true, Prepared: true, MaxNodes: straightNodes})
	if err != nil {
		return nil, err
	}
	r.Stats = boundedStats(e.Name(), "straight_", 0, res.Stats)[1:] // no unwind: the loops ran out
	switch res.Verdict {
	case bmc.True:
		r.Verdict = True
	case bmc.False:
		r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
	case bmc.Unknown:
		if ctx.Err() != nil {
			r.Reason = res.Reason // stopped (the portfolio says why)
			break
		}
		r.Reason = fmt.Sprintf("not straight-line: %s", res.Reason)
		t.progressf(e.Name(), "%s", r.Reason)
	}
	return r, nil
}

// A leader engine runs first, beside the helpers only (leader reports
// true): the portfolio starts the others when every leader has ended
// without an answer, or after leaderHead, when it stops the leaders.
type leader interface{ leader() bool }

func isLeader(e Engine) bool {
	l, ok := e.(leader)
	return ok && l.leader()
}

func init() {
	Register("straight", "straight-line check: unrolls every loop completely (up to a bound on unrolled locations) and decides the program by one bounded check; UNKNOWN at once when a loop does not stop by a constant condition", func(c Config) (Engine, error) {
		return &StraightLine{}, nil
	})
}
