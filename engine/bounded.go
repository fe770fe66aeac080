package engine

import (
	"context"
	"fmt"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/internal/fault"
)

// maxSearchUnwind bounds the growing bounded search. The unrolled
// locations (maxSearchNodes) are the real limit: a loop that runs 32768
// times with constant data (the (32,3)-Gray code) unrolls in seconds to
// constants, and a bound of 1024 used to stop it for no reason.
const maxSearchUnwind = 1 << 20

// maxSearchNodes stops the growing bounded search when an unrolling grows
// past this many locations (nested loops grow as the bound to their depth).
const maxSearchNodes = 1500000

// besideKindUnwind is the largest bound of the growing search beside
// k-induction (Bounded.MaxUnwind): a loop over a string of up to 32
// characters, a list of as many nodes.
const besideKindUnwind = 32

// Bounded is bounded model checking (package bmc). With a fixed Unwind it
// checks that one bound (--bmc --unwind K); without, it is the bounded
// search of the portfolio: bounds 1, 2, 4, ... per loop (loopBounds; up to
// maxSearchUnwind and maxSearchNodes) with unwinding assertions, until an answer, the largest bound, or the end of ctx. Its
// TRUE needs the unwinding assertions proved.
type Bounded struct {
	Fixed               bool // check the one bound Unwind; else growing bounds
	Unwind              int
	UnwindingAssertions bool // with a fixed bound: prove it is enough
	// NoAcceleration leaves out the bounded search on the accelerated
	// program (Task.acceleratedSearch) that comes before the growing
	// search (a fixed bound counts ordinary iterations only).
	NoAcceleration bool
	// DeepenFirst: a round whose bounds are not enough only searches for
	// a violation on a budget (bmc.Options.DeepenFirst), so that the
	// round whose bounds are enough comes soon. Beside k-induction, whose
	// base case proves every round in full (a bug that only the check by
	// check search finds is found there); alone, the search proves every
	// round, since a loop that never stops would leave such a bug to no
	// round.
	DeepenFirst bool
	// MaxUnwind ends the growing search when a loop would need more
	// (0: maxSearchUnwind). Beside k-induction it is besideKindUnwind:
	// the search is there for programs bounded by their data at small
	// bounds, and deeper rounds are what k-induction's base case does
	// anyway; without the limit, the member took CPU from k-induction on
	// loops that never stop (standard_find_ground-1: 7.0 s alone beside
	// predabs, 18.8 s with it, in one run under load).
	MaxUnwind int
}

func (e *Bounded) Name() string {
	if e.Fixed {
		return "bounded model checking"
	}
	return "bounded search"
}

func (e *Bounded) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/bmc")
	r := &Result{Reason: "bounded search found nothing"}
	if t.Irreducible != nil {
		r.Reason = t.Irreducible.Error()
		return r, nil
	}
	opts := bmc.Options{Unwind: e.Unwind, UnwindingAssertions: e.UnwindingAssertions, Prepared: true}
	if !e.Fixed {
		// Growing bounds, per loop (loopBounds), from 1.
		opts = bmc.Options{Unwind: 1, LoopUnwind: loopBounds{}, UnwindingAssertions: true, Prepared: true, MaxNodes: maxSearchNodes, DeepenFirst: e.DeepenFirst}
	}
	var total bmc.Stats
	var bound int
	defer func() { r.Stats = boundedStats(e.Name(), "", bound, total) }()
	if !e.Fixed && !e.NoAcceleration {
		if t.decideAccelerated(ctx, e.Name(), r) {
			return r, nil
		}
		if ctx.Err() != nil {
			return r, nil
		}
	}
	for k := e.Unwind; ; {
		if !e.Fixed {
			k = 1
			for _, b := range opts.LoopUnwind {
				k = max(k, b)
			}
			if k > maxSearchUnwind || (e.MaxUnwind > 0 && k > e.MaxUnwind) {
				break
			}
		}
		res, err := bmc.Check(ctx, t.Program, opts)
		if err != nil {
			return nil, err
		}
		bound = k
		total.Nodes, total.Checks, total.Gates = res.Stats.Nodes, res.Stats.Checks, res.Stats.Gates
		total.SolveCalls += res.Stats.SolveCalls
		total.EncodeTime += res.Stats.EncodeTime
		total.SolveTime += res.Stats.SolveTime
		total.CNFTime += res.Stats.CNFTime
		t.progressf(e.Name(), "unwind %d: %d locations, %d circuit nodes; encoding %v, clauses %v, solving %v in %d calls", k,
			res.Stats.Nodes, res.Stats.Gates, res.Stats.EncodeTime.Round(time.Millisecond), res.Stats.CNFTime.Round(time.Millisecond),
			res.Stats.SolveTime.Round(time.Millisecond), res.Stats.SolveCalls)
		switch res.Verdict {
		case bmc.True:
			r.Verdict = True
			return r, nil
		case bmc.False:
			r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
			return r, nil
		}
		r.Reason = res.Reason
		if ctx.Err() != nil {
			return r, nil
		}
		if e.Fixed {
			return r, nil
		}
		t.progressf(e.Name(), "unwind %d: %s", k, res.Reason)
		if res.Stats.Nodes == 0 || len(res.Deeper) == 0 {
			return r, nil // unsupported construct or a limit: more unwinding will not help
		}
		loopBounds(opts.LoopUnwind).deepen(res.Deeper)
	}
	if !e.Fixed {
		r.Reason = fmt.Sprintf("bounded search found nothing up to unwind %d", bound)
	}
	return r, nil
}

// boundedStats are the figures of a bounded check; prefix starts their
// keys, so that two engines in one portfolio (the straight-line check
// and the bounded search) keep theirs apart in --json.
func boundedStats(g, prefix string, bound int, s bmc.Stats) Stats {
	var out Stats
	out.Add(g, prefix+"unwind", "unwind", bound)
	out.Add(g, prefix+"unrolled_locations", "unrolled locations", s.Nodes)
	out.Add(g, prefix+"checks", "checks in formula", s.Checks)
	out.Add(g, prefix+"circuit_nodes", "circuit nodes", s.Gates)
	out.Add(g, prefix+"bmc_sat_calls", "SAT calls", s.SolveCalls)
	out.Add(g, prefix+"encoding_seconds", "encoding time", time.Duration(s.EncodeTime))
	out.Add(g, prefix+"cnf_seconds", "clause loading time", time.Duration(s.CNFTime))
	out.Add(g, prefix+"solving_seconds", "solving time", time.Duration(s.SolveTime))
	return out
}

func init() {
	Register("bmc", "bounded model checking: growing bounds with unwinding assertions (with --bmc: the one bound --unwind)", func(c Config) (Engine, error) {
		if c.Unwind < 0 {
			return nil, fmt.Errorf("--unwind must not be negative")
		}
		b := &Bounded{Fixed: c.FixedUnwind, Unwind: c.Unwind, UnwindingAssertions: c.UnwindingAssertions, NoAcceleration: c.NoAcceleration}
		if c.besideKInduction {
			// k-induction searches the accelerated program and the deep
			// bounds itself: the member keeps to the shallow rounds it
			// proves sooner.
			b.DeepenFirst, b.NoAcceleration, b.MaxUnwind = true, true, besideKindUnwind
		}
		return b, nil
	})
}
