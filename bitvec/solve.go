package bitvec

import (
	"context"
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
