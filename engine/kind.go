package engine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/fault"
	"github.com/satabs-go/satabs-go/kinduction"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// KInduction proves loops safe by k-induction over the cut points (entry
// and loop heads) strengthened with SAT-synthesised invariants. Its base
// case is the bounded search itself: bounds 1, 2, 4, ... with unwinding
// assertions, each of which also answers FALSE with a replayed
// counterexample or TRUE when the loops unroll completely. A bound u
// that finds no violation covers the first u+1 transitions from the
// start (a transition ends at a cut point, so u+1 of them take at most u
// back edges); the step case at depth k ≤ u+1 then makes it a proof:
// from any state satisfying the invariants, k transitions that pass
// every check cannot be followed by one that fails a check.
type KInduction struct {
	MaxK int // deepest step case (default 16)
	// SynthBudget bounds the wait for the invariant synthesis in one
	// round, in the synthesis's work (propagations), given as the
	// duration they take at bitvec.PropagationsPerSecond (default 10 s:
	// 30M; the synthesis itself is shared, on its own budget,
	// Task.Invariants); when it runs out, the step case goes on without
	// invariants and the bounded search with deeper bounds.
	SynthBudget time.Duration
	// NoAcceleration leaves out the bounded search on the accelerated
	// program (Task.acceleratedSearch) that comes before the base case.
	NoAcceleration bool
}

const kindName = "k-induction"

// The schedule's budgets of work, in propagations, converted from the
// durations they replace (bitvec.PropagationsPerSecond): the invariants
// are first asked for after firstAskWork (it was 200 ms) unless the
// fourth round comes first; a step case gets at least minStepWork (half
// a second); a bounded round beside a pending synthesis at least
// minRoundWork.
var (
	firstAskWork = bitvec.Work(200 * time.Millisecond)
	minStepWork  = bitvec.Work(500 * time.Millisecond)
	minRoundWork = bitvec.Work(500 * time.Millisecond)
)

// maxStepStalls bounds the doublings of minStepWork for step cases
// that ran out of it in rounds in a row (at most 32 times: 16 s' worth).
const maxStepStalls = 5

func (*KInduction) Name() string { return kindName }

func (e *KInduction) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/kind")
	maxK, budget := e.MaxK, e.SynthBudget
	if maxK <= 0 {
		maxK = 16
	}
	if budget <= 0 {
		budget = 10 * time.Second
	}
	r := &Result{Reason: "k-induction found nothing"}
	if t.Irreducible != nil {
		r.Reason = t.Irreducible.Error()
		return r, nil
	}
	sys, err := kinduction.NewSystem(t.Program)
	if err != nil {
		r.Reason = err.Error()
		return r, nil
	}
	var (
		base      bmc.Stats
		bound     int
		provedK   = -1
		how       = ""
		synthDone bool
		synth     kinduction.SynthStats
		invs      []kinduction.Invariant
		stepper   = kinduction.NewStepper(sys)
		nextK     = 0 // the next step depth to try
		covered   = 0 // transitions from the start proved safe
	)
	stepper.InterruptWith(ctx) // the run's end; its budgets end only a round
	// Polynomial equalities are proved by algebra, without SAT or work:
	// the step cases assume them from the first round, and the
	// synthesised invariants join them.
	poly := t.polynomialInvariants(sys)
	if kinduction.Atoms(poly) > 0 {
		invs = poly
		stepper.SetInvariants(invs)
		t.progressf(kindName, "%d polynomial invariant atoms", kinduction.Atoms(poly))
	}
	// The schedule (when to ask for the invariants, how long to wait for
	// them, how long a round or a step case may take) is on a clock of
	// work, never of time, so that the engine alone takes the same turns
	// on every machine: kctx counts the propagations of the engine's own
	// solves, and now is them plus the synthesis's work it waited for.
	kctx, _ := bitvec.WithWorkBudget(ctx, 0)
	var waited int64
	now := func() int64 { return bitvec.WorkSpent(kctx) + waited }
	synthFrom := int64(-1) // now when the engine first asked for the invariants
	defer func() {
		g := kindName
		r.Stats.Add(g, "kind_unwind", "base case unwind", bound)
		r.Stats.Add(g, "kind_k", "proved at k", provedK)
		r.Stats.Add(g, "kind_propagations", "propagations (rounds and step cases)", bitvec.WorkSpent(kctx))
		r.Stats.Add(g, "kind_proof", "proof", how)
		r.Stats.Add(g, "kind_invariant_atoms", "invariant atoms", kinduction.Atoms(invs))
		r.Stats.Add(g, "kind_synthesis_seconds", "synthesis time", synth.Time)
		r.Stats.Add(g, "kind_synthesis_sat_calls", "synthesis SAT calls", synth.SATCalls)
		r.Stats.Add(g, "kind_quantified_candidates", "quantified candidates", synth.QuantifiedCandidates)
		r.Stats.Add(g, "kind_quantified_sampled", "quantified after runs", synth.QuantifiedSampled)
		r.Stats.Add(g, "kind_quantified_scaled", "quantified filtered on a scaled copy", synth.QuantifiedScaled)
		r.Stats.Add(g, "kind_synthesis_scalar_work", "synthesis work before the quantified", synth.ScalarWork)
		r.Stats.Add(g, "kind_synthesis_quantified_work", "synthesis work in Houdini", synth.QuantifiedWork)
		r.Stats.Add(g, "kind_synthesis_narrow_work", "synthesis work in narrowing", synth.NarrowWork)
		r.Stats.Add(g, "kind_quantified_queries", "Houdini queries", synth.QuantifiedQueries)
		r.Stats.Add(g, "kind_quantified_refuted", "Houdini refutations", synth.QuantifiedRefuted)
		r.Stats.Add(g, "kind_quantified_put_off", "Houdini queries put off", synth.QuantifiedPutOff)
		r.Stats.Add(g, "kind_quantified_spent", "Houdini rounds out of budget", synth.QuantifiedSpent)
		r.Stats.Add(g, "kind_step_sat_calls", "step SAT calls", stepper.Calls)
		r.Stats.Add(g, "kind_step_seconds", "step solving time", stepper.Time)
		r.Stats.Add(g, "kind_bmc_sat_calls", "base SAT calls", base.SolveCalls)
		r.Stats.Add(g, "kind_bmc_seconds", "base solving time", base.SolveTime)
	}()
	// unsupported ends the search with the construct the encoding met.
	unsupported := func(err error) (*Result, error) {
		var u *symex.UnsupportedError
		if errors.As(err, &u) {
			r.Reason = u.Error()
			return r, nil
		}
		if ctx.Err() != nil {
			return r, nil
		}
		return nil, err
	}
	repeat := false // the round gave way to the invariants: again
	if !e.NoAcceleration {
		if t.decideAccelerated(kctx, kindName, r) {
			if r.Verdict == True {
				how = "bounded search on accelerated loops"
			}
			return r, nil
		}
		if ctx.Err() != nil {
			return r, nil
		}
	}
	// The base case's bounds are per loop (loopBounds), as the bounded
	// search's: only the loops whose unwinding assertions fail are
	// deepened, so that a loop bounded by the data keeps a small bound
	// while the others grow, and the bug depth of the deep loop is
	// reached without unrolling every loop as far (a round's coverage
	// is its smallest bound of a loop that needs more, bmc.Result.Covered).
	lb := loopBounds{}
	var searchWork int64 // the bounded rounds' work
	stepStalls := 0      // rounds in a row whose step cases ran out of work
	for u := 1; u <= maxSearchUnwind; {
		roundFrom := bitvec.WorkSpent(kctx)
		// While the invariants are on their way, a bounded round may do
		// as much work as the engine did before it (at least
		// minRoundWork): then it gives way to them (they may prove the
		// program at once), and is started again after.
		bctx, interrupted := kctx, func() bool { return false }
		var stopRound context.CancelFunc = func() {}
		if synthFrom >= 0 && !synthDone {
			bctx, stopRound = bitvec.WithWorkBudget(kctx, max(minRoundWork, now()))
			interrupted = func() bool { return bctx.Err() != nil && ctx.Err() == nil }
		}
		res, err := bmc.Check(bctx, t.Program, bmc.Options{Unwind: 1, LoopUnwind: lb, UnwindingAssertions: true, Prepared: true, MaxNodes: maxSearchNodes})
		searchWork += bitvec.WorkSpent(kctx) - roundFrom
		stopped := interrupted() && (err != nil || res.Verdict == bmc.Unknown)
		stopRound()
		if err != nil && !stopped {
			return nil, err
		}
		if stopped {
			if res == nil {
				res = &bmc.Result{}
			}
			res.Reason, res.NoViolation = "the invariants arrived", false
		}
		repeat = stopped
		base.SolveCalls += res.Stats.SolveCalls
		base.SolveTime += res.Stats.SolveTime
		switch res.Verdict {
		case bmc.True:
			bound, how = u, "bounded search (loops unrolled completely)"
			r.Verdict = True
			return r, nil
		case bmc.False:
			bound = u
			r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
			return r, nil
		}
		if ctx.Err() != nil {
			return r, nil
		}
		if res.NoViolation {
			bound, covered = u, res.Covered+1
		}
		t.progressf(kindName, "unwind %d: %s", u, res.Reason)
		// The invariants (synthesised once for all engines, in the
		// background) are awaited after the bounded search has had some
		// work for shallow bugs, each round for at most twice the work
		// the bounded rounds did so far (at least a second's, at most
		// the budget), counted in the synthesis's work since the engine
		// first asked; the search goes on when they are late, and asks
		// again next round. Neither the waits nor the step cases count
		// in that measure: with them each wait doubled the last, and a
		// slow synthesis (64-bit programs, whose step cases without
		// invariants are slow too) held up for half a minute a bounded
		// search that needed a second to unroll its loops completely.
		if !synthDone && (u >= 4 || now() > firstAskWork || stopped) {
			if synthFrom < 0 {
				synthFrom = now()
			}
			wait := min(bitvec.Work(budget), max(bitvec.Work(time.Second), 2*searchWork))
			var ready bool
			invs, synth, ready, err = t.Invariants(ctx, now()-synthFrom+wait)
			if work, done := t.synthesisWork(); ready && done {
				waited += max(0, synthFrom+work-now())
			} else {
				waited += wait
			}
			switch {
			case ctx.Err() != nil:
				return r, nil
			case !ready:
				t.progressf(kindName, "no invariants yet after %d propagations", now())
			case err == nil:
				synthDone = true
				invs = kinduction.Merge(invs, poly)
				t.progressf(kindName, "%d invariant atoms in %s", kinduction.Atoms(invs), synth.Time.Round(time.Millisecond))
				// A new solver for the step cases with the
				// invariants: what the one before learnt without
				// them (frames, clauses, array axioms over every
				// depth tried) made a step case with quantified
				// invariants ten times its cost on a new one.
				calls, took := stepper.Calls, stepper.Time
				stepper = kinduction.NewStepper(sys)
				stepper.InterruptWith(ctx)
				stepper.Calls, stepper.Time = calls, took
				stepper.SetInvariants(invs)
				// Checks the invariants' equalities imply with the
				// loops' exits made equalities where the invariants
				// bound them (k == i*m and i <= n at the head of
				// while (i < n): k == n*m after it), which the step
				// cases would ask SAT across two multipliers.
				if kinduction.ChecksImpliedFrom(sys, invs, covered) {
					how = "invariants and algebra over the loops' exits"
					r.Verdict, r.Proof = True, invariantProof(invs)
					return r, nil
				}
				// The invariants may make shallow step cases hold
				// that failed without them (depth 0: the checks are
				// unreachable from any state satisfying them).
				nextK = 0
			case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
				// The synthesis ran out of its budget.
				synthDone, invs = true, poly
				t.progressf(kindName, "invariant synthesis gave up after %s", synth.Time.Round(time.Millisecond))
			default:
				return unsupported(err)
			}
		}
		// The step cases of this round get as much work as the round's
		// bounded check took (at least minStepWork), so that they never
		// hold up the search for bugs for long; an interrupted depth is
		// tried again next round, with a larger budget: the least share
		// doubles with each round in a row whose step cases ran out of
		// it (the round's own work need not grow: the rounds of a
		// bounded search over shortcut loops stay cheap while one step
		// case with quantified invariants needs more than the least
		// share, and would be cut off, and started again, every round).
		stepCtx, cancel := bitvec.WithWorkBudget(kctx, max(minStepWork<<min(stepStalls, maxStepStalls), bitvec.WorkSpent(kctx)-roundFrom))
		stalled := false
		for nextK <= covered && nextK <= maxK {
			ok, err := stepper.Check(stepCtx, nextK)
			if err != nil && stepCtx.Err() != nil && ctx.Err() == nil {
				stalled = true
				break
			}
			if err != nil {
				cancel()
				return unsupported(err)
			}
			if ok {
				provedK, how = nextK, "k-induction"
				if kinduction.Atoms(invs) > 0 {
					how = "k-induction with invariants"
				}
				r.Verdict, r.Proof = True, invariantProof(invs)
				cancel()
				return r, nil
			}
			nextK++
		}
		cancel()
		if stalled {
			stepStalls++
		} else {
			stepStalls = 0
		}
		if (!res.NoViolation || len(res.Deeper) == 0) && !stopped {
			// The bounded search cannot go deeper (too many unrolled
			// locations, or a construct it does not support).
			r.Reason = res.Reason
			break
		}
		if !repeat {
			u = lb.deepen(res.Deeper)
		}
	}
	if provedK < 0 && r.Reason == "k-induction found nothing" {
		r.Reason = fmt.Sprintf("k-induction found no proof up to k = %d, no violation up to unwind %d", nextK-1, bound)
	}
	return r, nil
}

// invariantProof writes proved invariants as a Proof: each atom a
// predicate, each loop head's invariant the one cube of its atoms. The
// synthesis proved them inductive (relative to the entry) on their own,
// so they hold whatever k the step case needed.
func invariantProof(invs []kinduction.Invariant) *Proof {
	pf := &Proof{}
	for _, inv := range invs {
		if len(inv.Atoms) == 0 {
			continue
		}
		var cube boolprog.Cube
		for _, a := range inv.Atoms {
			cube = append(cube, boolprog.Lit{Pred: len(pf.Preds)})
			pf.Preds = append(pf.Preds, a)
			pf.PredTexts = append(pf.PredTexts, program.ExprString(a))
		}
		pf.Invariants = append(pf.Invariants, Invariant{Loc: inv.Loc, States: boolprog.CubeSet{cube}})
	}
	return pf
}

func init() {
	Register("kind", "k-induction with SAT-synthesised invariants; its base case is the bounded search", func(c Config) (Engine, error) {
		return &KInduction{NoAcceleration: c.NoAcceleration}, nil
	})
}

// ShowInvariants synthesises the invariants of t's loops and prints them
// (--show-invariants): per loop its position and the proved atoms.
func ShowInvariants(ctx context.Context, t *Task, w io.Writer) error {
	if t.Irreducible != nil {
		return t.Irreducible
	}
	sys, err := kinduction.NewSystem(t.Program)
	if err != nil {
		return err
	}
	invs, _, err := kinduction.Synthesize(ctx, sys, kinduction.SynthOptions{})
	if err != nil {
		return err
	}
	for i, inv := range invs {
		// Atoms over a variable the slice removed the assignments of say
		// nothing of the source program: left out (a weaker conjunction).
		var shown []program.Expr
		for _, a := range inv.Shown {
			if !t.readsSliced(a) {
				shown = append(shown, a)
			}
		}
		var quantified []*kinduction.Quantified
		for _, q := range inv.Quantified {
			if !t.readsSliced(q.Lo) && !t.readsSliced(q.Hi) && !t.readsSliced(q.Body) {
				quantified = append(quantified, q)
			}
		}
		invs[i].Shown, invs[i].Quantified = shown, quantified
	}
	kinduction.WriteInvariants(w, invs)
	return nil
}

// polynomialInvariants are Prepare's polynomial invariants when they
// belong to sys's cut points (sys is of t.Program), else computed anew:
// those of the program before its checks were discharged keep the atoms
// of the equalities the discharged checks tested.
func (t *Task) polynomialInvariants(sys *kinduction.System) []kinduction.Invariant {
	if len(t.polynomial) == len(sys.Cuts) && sys.P == t.Program {
		same := true
		for i, inv := range t.polynomial {
			if inv.Loc != nil && inv.Loc != sys.Cuts[i] {
				same = false
			}
		}
		if same {
			return t.polynomial
		}
	}
	return kinduction.PolynomialInvariants(sys)
}
