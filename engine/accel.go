package engine

import (
	"context"
	"time"

	"github.com/satabs-go/satabs-go/accel"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/program"
)

// accelBounds are the bounds of the bounded search on the accelerated
// program, and accelWork the work (propagations) each may take: a
// shortcut makes a deep execution a few back edges long, but it also
// makes the states within a bound many more, so that proving a bound
// safe is harder than without shortcuts; the search is thus short and
// comes before the ordinary one, which it does not replace.
var (
	accelBounds = []int{1, 2, 4, 8}
	accelWork   = bitvec.Work(500 * time.Millisecond)
)

// accelerated is the task's program for a bounded search with its loops
// accelerated (package accel): the loops with an exact summary replaced
// by it, and the paths of the others that can be accelerated given
// shortcuts; and the havoc edges of the shortcuts' iteration counts,
// which are no inputs. A summary has the loop's executions and every
// execution through a shortcut is one of the program's, so the search's
// FALSE replays on the program and its TRUE holds for it.
func (t *Task) accelerated(engine string) (*program.Program, map[*program.Edge]bool, bool) {
	p, summarised := accel.Summaries(t.Program)
	r := accel.Shortcuts(p)
	if summarised == 0 && r.Paths == 0 {
		return nil, nil, false
	}
	t.progressf(engine, "loop acceleration: %d loops summarised, %d paths of %d loops get shortcuts", summarised, r.Paths, r.Loops)
	return r.Program, r.Counts, true
}

// decideAccelerated runs acceleratedSearch and, when it answers, puts
// its verdict (and a FALSE's check and inputs) into r and reports true.
func (t *Task) decideAccelerated(ctx context.Context, engine string, r *Result) bool {
	res := t.acceleratedSearch(ctx, engine)
	if res == nil {
		return false
	}
	if res.Verdict == bmc.True {
		r.Verdict = True
	} else {
		r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
	}
	return true
}

// acceleratedSearch runs the bounded search on the accelerated program
// at accelBounds, each on a budget of accelWork, and returns its first
// definite answer (a FALSE to confirm by replay, as every FALSE), or nil.
func (t *Task) acceleratedSearch(ctx context.Context, engine string) *bmc.Result {
	if t.Irreducible != nil {
		return nil
	}
	p, counts, ok := t.accelerated(engine)
	if !ok {
		return nil
	}
	for _, u := range accelBounds {
		bctx, stop := bitvec.WithWorkBudget(ctx, accelWork)
		res, err := bmc.Check(bctx, p, bmc.Options{Unwind: u, UnwindingAssertions: true, Prepared: true, MaxNodes: maxSearchNodes, Counts: counts})
		exhausted := bctx.Err() != nil
		stop()
		if err != nil || ctx.Err() != nil {
			return nil
		}
		switch res.Verdict {
		case bmc.True, bmc.False:
			t.progressf(engine, "loop acceleration: answer at unwind %d", u)
			return res
		}
		t.progressf(engine, "loop acceleration: unwind %d: %s", u, res.Reason)
		if exhausted || res.Stats.Nodes == 0 {
			return nil // out of work, or unsupported
		}
	}
	return nil
}
