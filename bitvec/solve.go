package bitvec

import (
	"context"
	"errors"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// SolveAssuming runs g.Solve under ctx with the assumptions: it returns 1
// (SAT), -1 (UNSAT, and g.Why names failed assumptions), or 0 with ctx's
// error when ctx ends first (the solver is stopped and stays usable).
// Every SAT call of the tool goes through it, so that --timeout and
// --memory-limit interrupt a single hard call too. The assumptions are
// its argument, never set by the caller with g.Assume beforehand: gini
// forgets them when a solve stops, and a solve here may stop and start
// again.
//
// Most calls are short (the abstraction's enumeration makes thousands of
// them), so the first attempt is gini's Try for solveSlice: it returns as
// soon as the result is there, without the delay of polling, which used to
// cost a third of the time of those calls. A call that outlasts it was
// stopped; it starts again, keeping what it learnt, and is polled with
// waits from pollMin to pollMax, so ctx's end is seen within pollMax.
func SolveAssuming(ctx context.Context, g *gini.Gini, assumptions ...z.Lit) (int, error) {
	if ctx.Done() == nil {
		g.Assume(assumptions...)
		return g.Solve(), nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	g.Assume(assumptions...)
	if r := g.GoSolve().Try(solveSlice); r != 0 {
		return r, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	g.Assume(assumptions...)
	run := g.GoSolve()
	wait := pollMin
	for {
		select {
		case <-ctx.Done():
			if r := run.Stop(); r != 0 {
				return r, nil
			}
			return 0, ctx.Err()
		case <-time.After(wait):
		}
		if r, done := run.Test(); done {
			return r, nil
		}
		wait = min(2*wait, pollMax)
	}
}

// The first slice and the polling of SolveAssuming.
const (
	solveSlice = 20 * time.Millisecond
	pollMin    = time.Millisecond
	pollMax    = 20 * time.Millisecond
)

// LimitReason says why ctx ended, for an UNKNOWN verdict: the cause given
// to it ("memory limit ..."), "timeout", or "interrupted". It is the
// wording for the error SolveAssuming returns when ctx ends.
func LimitReason(ctx context.Context) string {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) && !errors.Is(cause, context.DeadlineExceeded) {
		return cause.Error()
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "timeout"
	}
	return "interrupted"
}
