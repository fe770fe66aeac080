package engine

import (
	"context"
	"fmt"
	"time"

	"github.com/satabs-go/satabs-go/accel"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// accelBounds are the bounds of the bounded search on the accelerated
// program, accelWork the work (propagations) each may take (the first
// twice that, and the search ends after it when it took more than
// accelWork) and
// accelGates the circuit each may build (its encoding is not counted in
// propagations, and shortcuts over array segments nested in unrolled
// loops can make tens of millions of gates from a few thousand unrolled
// locations: seconds of encoding and clauses per bound, on a program of
// a few thousand lines, before the first propagation): a
// shortcut makes a deep execution a few back edges long, but it also
// makes the states within a bound many more, so that proving a bound
// safe is harder than without shortcuts; the search is thus short and
// comes before the ordinary one, which it does not replace.
//
// A program with a recurrence's shortcut (accel.Result.Recurrences) gets
// recurrenceWork instead: the relation of its cells to the cells before
// them (program.Fill.Rel) excludes the counterexamples through values
// the loop cannot compute, at the price of a harder formula.
var (
	accelBounds    = []int{1, 2, 4, 8}
	accelWork      = bitvec.Work(500 * time.Millisecond)
	recurrenceWork = bitvec.Work(2 * time.Second)
	accelGates     = 1 << 21
)

// accelerated is the task's program for a bounded search with its loops
// accelerated (package accel): the loops with an exact summary replaced
// by it, and the paths of the others that can be accelerated given
// shortcuts; and the havoc edges of the shortcuts' iteration counts,
// which are no inputs. A summary has the loop's executions and every
// execution through a shortcut is one of the program's, so the search's
// FALSE replays on the program and its TRUE holds for it.
func (t *Task) accelerated(engine string) (*accel.Result, bool) {
	p, summarised := accel.Summaries(t.Program)
	r := accel.Shortcuts(p)
	if summarised == 0 && r.Paths == 0 {
		return nil, false
	}
	t.progressf(engine, "loop acceleration: %d loops summarised, %d paths of %d loops get shortcuts (%d over array segments)", summarised, r.Paths, r.Loops, r.Segments)
	return r, true
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
		r.Verdict, r.Check, r.Inputs, r.Replay = False, res.Check, res.Inputs, res.replay
	}
	return true
}

// accelResult is a definite answer of the accelerated search; replay is
// the interpreter's run of a FALSE when the search replayed it itself.
type accelResult struct {
	*bmc.Result
	replay *interp.Result
}

// segmentReplay turns the counterexample res of the accelerated program
// r, which went through a segment shortcut, into one of the program:
// its inputs expanded (accel.Result.ExpandInputs) and replayed, as
// Confirm would, on the program as the front end made it (the source:
// Confirm takes the replay as it is, and the witness, the --dot drawing
// and the printed trace follow its edges). A segment shortcut checks
// the loop's branches in its first and last iteration only, so the
// replay may take another way: it must end at a violated check, else
// the counterexample is no answer.
func (t *Task) segmentReplay(ctx context.Context, engine string, r *accel.Result, res *bmc.Result) *accelResult {
	in, err := r.ExpandInputs(res.Inputs, res.InputEdges)
	if err != nil {
		t.progressf(engine, "loop acceleration: %v", err)
		return nil
	}
	// The replay runs every iteration the shortcuts jumped (up to
	// ReplayMaxSteps edges, minutes): it stops with the engine.
	rep, err := interp.Run(t.source(), interp.NewSeqInputs(in), interp.Options{MaxSteps: ReplayMaxSteps, TraceWindow: ReplayTraceWindow, Stop: ctx.Done()})
	if err != nil || rep.Status != interp.Violated {
		why := "error"
		if err == nil {
			why = fmt.Sprintf("%s after %d steps", rep.Status, rep.Steps)
			if rep.Reason != "" {
				why += ": " + rep.Reason
			}
			if rep.Edge != nil {
				why += " at " + rep.Edge.Pos.String()
			}
		}
		t.progressf(engine, "loop acceleration: the counterexample through an array segment does not replay (%s)", why)
		return nil
	}
	out := *res
	out.Inputs, out.Check = rep.Inputs, rep.Check
	return &accelResult{Result: &out, replay: rep}
}

// acceleratedSearch runs the bounded search on the accelerated program
// at accelBounds, on a budget of accelWork (recurrenceWork) per bound (twice that for the first), and returns its first
// definite answer (a FALSE to confirm by replay, as every FALSE), or nil.
// A FALSE through a segment shortcut is replayed here (segmentReplay);
// when it does not replay, the search ends without an answer.
func (t *Task) acceleratedSearch(ctx context.Context, engine string) *accelResult {
	if t.Irreducible != nil {
		return nil
	}
	r, ok := t.accelerated(engine)
	if !ok {
		return nil
	}
	spread := map[*program.Edge]bool{}
	for _, s := range r.SegmentInputs {
		for _, e := range s.Arrays {
			spread[e] = true
		}
	}
	work := accelWork
	if r.Recurrences > 0 {
		work = recurrenceWork
	}
	// The first bound, whose formula is the smallest, may take two
	// shares (a bug behind three shortcuts and one ordinary iteration
	// is found at bound 1 after a little more than one); when it takes
	// more than one, the search ends after it (the larger bounds would
	// run out of theirs), so that a search that finds nothing costs at
	// most one share more than with one share a bound.
	for i, u := range accelBounds {
		budget := work
		if i == 0 {
			budget = 2 * work
		}
		bctx, stop := bitvec.WithWorkBudget(ctx, budget)
		res, err := bmc.Check(bctx, r.Program, bmc.Options{Unwind: u, UnwindingAssertions: true, Prepared: true, MaxNodes: maxSearchNodes, MaxGates: accelGates, Counts: r.Counts, Spread: spread})
		exhausted := bctx.Err() != nil || bitvec.WorkSpent(bctx) > work
		stop()
		if err != nil || ctx.Err() != nil {
			return nil
		}
		switch {
		case res.Verdict == bmc.False && r.Segments > 0:
			if out := t.segmentReplay(ctx, engine, r, res); out != nil {
				t.progressf(engine, "loop acceleration: answer at unwind %d", u)
				return out
			}
			// A larger bound mostly finds the same spurious path
			// again, and each replay runs every iteration.
			return nil
		case res.Verdict == bmc.True, res.Verdict == bmc.False:
			t.progressf(engine, "loop acceleration: answer at unwind %d", u)
			return &accelResult{Result: res}
		}
		t.progressf(engine, "loop acceleration: unwind %d: %s", u, res.Reason)
		if exhausted || res.Stats.Nodes == 0 {
			return nil // out of work, or unsupported
		}
	}
	return nil
}
