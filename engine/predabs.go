package engine

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/fault"
	"github.com/satabs-go/satabs-go/kinduction"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// PredicateAbstraction is the CEGAR loop of package refine: exact (or
// Cartesian) predicate abstraction by all-SAT, BDD model checking, replay
// and refinement. Its TRUE comes with a proof: the reachable abstract
// states of the final Boolean program at each abstraction point.
//
// Before the loop it synthesises loop invariants (package kinduction),
// briefly: their atoms become initial predicates, and the abstraction of
// every block that starts at a loop head assumes that head's invariant.
type PredicateAbstraction struct {
	Options refine.Options
	// NoInvariants skips the invariant synthesis before the loop;
	// NoGeneralize the synthesis for predicates that refinement shifts
	// along a loop (refine.Options.Generalize).
	NoInvariants, NoGeneralize bool
	// GeneralizeBudget replaces generalizeBudget: work (propagations),
	// given as the duration it takes at bitvec.PropagationsPerSecond.
	GeneralizeBudget time.Duration
}

// generalizeBudget bounds one synthesis for shifted predicates, in work:
// 5 s' worth of propagations (15M), the same on every machine. (It was
// 5 s, and at most an eighth of the time left.)
const generalizeBudget = 5 * time.Second

// generalize synthesises the invariants of t's loops with cands as extra
// candidates (refine's shifted predicates, generalised) and returns the
// atoms proved at the candidates' heads.
func generalize(ctx context.Context, t *Task, cands map[*program.Loc][]program.Expr, budget time.Duration) map[*program.Loc][]program.Expr {
	if budget <= 0 {
		budget = generalizeBudget
	}
	sys, err := kinduction.NewSystem(t.Program)
	if err != nil {
		return nil
	}
	sctx, cancel := bitvec.WithWorkBudget(ctx, bitvec.Work(budget))
	defer cancel()
	invs, st, err := kinduction.Synthesize(sctx, sys, kinduction.SynthOptions{Candidates: cands})
	if err != nil {
		t.progressf(predabsName, "generalising shifted predicates: no invariants after %s: %v", st.Time.Round(time.Millisecond), err)
		return nil
	}
	out := map[*program.Loc][]program.Expr{}
	for _, inv := range invs {
		if _, ok := cands[inv.Loc]; ok && len(inv.Atoms) > 0 {
			out[inv.Loc] = inv.Atoms
		}
	}
	return out
}

// predabsSynthBudget bounds the wait for the invariant synthesis (shared
// with the other engines, Task.Invariants) before the CEGAR loop, in the
// synthesis's work: the invariants are used when the synthesis needed at
// most 5 s' worth of propagations (15M), whatever the machine. (It was
// 5 s of waiting, and at most an eighth of the time left.) The relations
// of loop-lit/jm2006_variant.i take about 3.5 s to prove.
const predabsSynthBudget = 5 * time.Second

// withInvariants gets the loop invariants of t and adds them to
// opts: their atoms as predicates, each head's conjunction as the
// assumption of the blocks that start there. The invariants are proved
// (they hold whenever control reaches the head, before any check
// fails), so assuming them only removes unreachable abstract states.
// When the synthesis fails or runs out of time, opts stay as they are.
// It returns the atoms assumed at each loop head.
func (e *PredicateAbstraction) withInvariants(ctx context.Context, t *Task, opts *refine.Options) map[*program.Loc][]program.Expr {
	if t.Irreducible != nil {
		return nil
	}
	wait := bitvec.Work(predabsSynthBudget)
	invs, st, ready, err := t.Invariants(ctx, wait)
	switch {
	case !ready && err == nil:
		t.progressf(predabsName, "no invariants: the synthesis needs more than %d propagations", wait)
		return nil
	case err != nil:
		t.progressf(predabsName, "no invariants after %s: %v", st.Time.Round(time.Millisecond), err)
		return nil
	}
	assume := map[*program.Loc]program.Expr{}
	atoms := map[*program.Loc][]program.Expr{}
	var preds []program.Expr
	for _, inv := range invs {
		var conj program.Expr
		for _, a := range inv.Atoms {
			if conj == nil {
				conj = a
			} else {
				conj = &program.Binary{Op: program.LAnd, X: conj, Y: a, T: program.Bool}
			}
		}
		if conj == nil {
			continue
		}
		assume[inv.Loc] = conj
		atoms[inv.Loc] = inv.Atoms
		preds = append(preds, inv.Shown...)
	}
	t.progressf(predabsName, "%d invariant atoms in %s", kinduction.Atoms(invs), st.Time.Round(time.Millisecond))
	if len(assume) == 0 {
		return nil
	}
	opts.Predicates = append(append([]program.Expr(nil), opts.Predicates...), preds...)
	opts.Abstraction.Assume = assume
	return atoms
}

const predabsName = "predicate abstraction"

// DefaultBlock is the block encoding when none is asked for (see the
// README for the measurements behind it).
const DefaultBlock = "abe-loops"

func (*PredicateAbstraction) Name() string { return predabsName }

func (e *PredicateAbstraction) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/predabs")
	opts := e.Options
	if t.Progress != nil {
		opts.Progress = t.Progress
	}
	var assumed map[*program.Loc][]program.Expr
	if !e.NoInvariants {
		assumed = e.withInvariants(ctx, t, &opts)
	}
	if !e.NoGeneralize && t.Irreducible == nil {
		opts.Generalize = func(ctx context.Context, cands map[*program.Loc][]program.Expr) map[*program.Loc][]program.Expr {
			return generalize(ctx, t, cands, e.GeneralizeBudget)
		}
	}
	res, err := refine.Verify(ctx, t.Program, opts)
	if err != nil {
		return nil, err
	}
	if len(res.Assumed) > 0 {
		all := map[*program.Loc][]program.Expr{}
		for l, as := range assumed {
			all[l] = as
		}
		for l, as := range res.Assumed {
			all[l] = append(append([]program.Expr(nil), all[l]...), as...)
		}
		assumed = all
	}
	r := &Result{Reason: res.Reason, Stats: predabsStats(res)}
	n := 0
	for _, as := range assumed {
		n += len(as)
	}
	r.Stats.Add(predabsName, "predabs_invariant_atoms", "invariant atoms assumed", n)
	switch res.Verdict {
	case refine.True:
		r.Verdict = True
		r.Proof = proofOf(res, t, assumed)
	case refine.False:
		r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
	}
	if res.Final != nil {
		r.BoolProgram = res.Final.BP
	}
	return r, nil
}

// proofOf reads the invariants of a proof off the final abstraction: at
// each abstraction point, the abstract states the model checker reached.
// A point whose states cannot be computed is left out (the invariant
// true), which keeps the proof sound.
//
// The abstraction assumed the invariants of assumed at their loop heads
// on the way out only, so the states reached there may violate them; the
// head's invariant in the proof is the reached states and the assumed
// atoms, which is what makes the proof inductive on its own.
func proofOf(res *refine.Result, t *Task, assumed map[*program.Loc][]program.Expr) *Proof {
	if res.Final == nil || res.MC == nil || res.MC.Reachable {
		return nil
	}
	pf := &Proof{}
	for _, pr := range res.Final.Preds {
		pf.Preds = append(pf.Preds, pr.Expr)
	}
	for _, bp := range res.Final.BP.Preds {
		pf.PredTexts = append(pf.PredTexts, bp.Text)
	}
	for i, l := range res.Final.Points {
		states, err := res.MC.ReachableAt(i)
		if err != nil {
			t.progressf(predabsName, "no invariant at %s: %v", l.Pos, err)
			continue
		}
		if as := assumed[l]; len(as) > 0 {
			var lits boolprog.Cube
			for _, a := range as {
				lits = append(lits, boolprog.Lit{Pred: len(pf.Preds)})
				pf.Preds = append(pf.Preds, a)
				pf.PredTexts = append(pf.PredTexts, program.ExprString(a))
			}
			var conj boolprog.CubeSet
			for _, c := range states {
				conj = append(conj, append(append(boolprog.Cube(nil), c...), lits...))
			}
			states = conj
		}
		pf.Invariants = append(pf.Invariants, Invariant{Loc: l, States: states})
	}
	return pf
}

func predabsStats(res *refine.Result) Stats {
	var s Stats
	g := predabsName
	st := res.Stats
	s.Add(g, "iterations", "iterations", st.Iterations)
	s.Add(g, "refinements", "refinements", st.Refinements)
	s.Add(g, "predicates", "predicates", len(res.Preds))
	s.Add(g, "abstraction_points", "abstraction points", st.Points)
	s.Add(g, "blocks", "blocks", st.Blocks)
	s.Add(g, "predicates_per_point_avg", "preds per point (avg)", math.Round(st.PredsPerPointAvg*10)/10)
	s.Add(g, "predicates_per_point_max", "preds per point (max)", st.PredsPerPointMax)
	s.Add(g, "minimise_checks", "minimisation checks", st.MinimiseChecks)
	s.Add(g, "minimised_away", "placements minimised away", st.MinimisedAway)
	s.Add(g, "sat_calls", "SAT calls", st.SATCalls)
	s.Add(g, "enumerated_cubes", "enumerated cubes", st.Cubes)
	s.Add(g, "bdd_nodes", "BDD nodes", st.BDDNodes)
	s.Add(g, "abstraction_seconds", "abstraction time", st.AbstractionTime)
	ab := st.Abstraction
	s.Add(g, "abstraction_build_seconds", "  building circuits", ab.BuildTime)
	s.Add(g, "abstraction_cnf_seconds", "  loading clauses", ab.CNFTime)
	s.Add(g, "abstraction_solve_seconds", "  solving", ab.SolveTime)
	s.Add(g, "abstraction_simulate_seconds", "  simulating the circuit", ab.SimulateTime)
	s.Add(g, "abstraction_simulated_cubes", "  cubes found by simulation", ab.Simulated)
	s.Add(g, "abstraction_refuted_subtrees", "  empty subtrees without a solve", ab.Refuted)
	s.Add(g, "abstraction_prior_refuted_subtrees", "  empty by the earlier relation", ab.PriorRefuted)
	s.Add(g, "abstraction_depth_first_given_up", "  depth-first searches given up", ab.GaveUpDepthFirst)
	s.Add(g, "abstraction_initial_states_given_up", "  initial states given up", ab.InitialGivenUp)
	s.Add(g, "abstraction_inexact_subtrees", "  subtrees over the solve budget", ab.Inexact)
	s.Add(g, "abstraction_cartesian_fallbacks", "  blocks abstracted Cartesian (over the cube limit)", ab.CartesianFallbacks)
	s.Add(g, "abstraction_budget_doublings", "  solve budget doublings", ab.Sharpened)
	s.Add(g, "abstraction_cover_seconds", "  making cubes", ab.CoverTime)
	s.Add(g, "abstraction_segments", "  segments enumerated", ab.Segments)
	if ab.SATCalls > 0 {
		s.Add(g, "abstraction_ms_per_sat_call", "  ms per SAT call", math.Round(float64(ab.SolveTime.Microseconds())/float64(ab.SATCalls))/1000)
	}
	for i, seg := range ab.Slowest {
		s.Add(g, fmt.Sprintf("slowest_segment_%d", i+1), fmt.Sprintf("  slowest segment %d", i+1),
			fmt.Sprintf("%s: %d literals, %d SAT calls, %d cubes, %v", seg.Block, seg.Literals, seg.SATCalls, seg.Cubes, seg.Time.Round(time.Microsecond)))
	}
	s.Add(g, "model_checking_seconds", "model checking time", st.ModelCheckTime)
	s.Add(g, "simulation_seconds", "simulation time", st.SimulationTime)
	s.Add(g, "refinement_seconds", "refinement time", st.RefinementTime)
	return s
}

func init() {
	Register("predabs", "predicate abstraction with CEGAR (exact all-SAT abstraction, BDD model checking, refinement)", func(c Config) (Engine, error) {
		if c.MaxIterations < 0 {
			return nil, fmt.Errorf("--max-iterations must not be negative")
		}
		name := c.Block
		if name == "" {
			name = DefaultBlock
		}
		enc, err := abstract.ParseBlockEncoding(name)
		if err != nil {
			return nil, fmt.Errorf("--block: %v", err)
		}
		return &PredicateAbstraction{Options: refine.Options{
			MaxIterations:      c.MaxIterations,
			Abstraction:        abstract.Options{Cartesian: c.Cartesian},
			Predicates:         c.Predicates,
			Block:              enc,
			LocalPrecision:     !c.GlobalPrecision,
			MinimisePredicates: c.MinimisePredicates,
		}}, nil
	})
}
