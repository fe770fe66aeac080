package bitvec

import (
	"context"
	"errors"
	"time"

	"github.com/go-air/gini"
)

// Solve runs g.Solve under ctx: it returns 1 (SAT), -1 (UNSAT), or 0 with
// ctx's error when ctx ends first (the solver is stopped and stays usable).
// Every SAT call of the tool goes through it, so that --timeout and
// --memory-limit interrupt a single hard call too.
func Solve(ctx context.Context, g *gini.Gini) (int, error) {
	if ctx.Done() == nil {
		return g.Solve(), nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	run := g.GoSolve()
	wait := 50 * time.Microsecond
	for {
		if r, done := run.Test(); done {
			return r, nil
		}
		select {
		case <-ctx.Done():
			if r := run.Stop(); r != 0 {
				return r, nil
			}
			return 0, ctx.Err()
		case <-time.After(wait):
		}
		if wait < 20*time.Millisecond {
			wait *= 2
		}
	}
}

// LimitReason says why ctx ended, for an UNKNOWN verdict: the cause given
// to it ("memory limit ..."), "timeout", or "interrupted". It is the
// wording for the error Solve returns when ctx ends.
func LimitReason(ctx context.Context) string {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) && !errors.Is(cause, context.DeadlineExceeded) {
		return cause.Error()
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "timeout"
	}
	return "interrupted"
}
