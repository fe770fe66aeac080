package engine

import (
	"context"
	"fmt"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/internal/fault"
	"github.com/satabs-go/satabs-go/refine"
)

// PredicateAbstraction is the CEGAR loop of package refine: exact (or
// Cartesian) predicate abstraction by all-SAT, BDD model checking, replay
// and refinement. Its TRUE comes with a proof: the reachable abstract
// states of the final Boolean program at each abstraction point.
type PredicateAbstraction struct {
	Options refine.Options
}

const predabsName = "predicate abstraction"

func (*PredicateAbstraction) Name() string { return predabsName }

func (e *PredicateAbstraction) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/predabs")
	opts := e.Options
	if t.Progress != nil {
		opts.Progress = t.Progress
	}
	res, err := refine.Verify(ctx, t.Program, opts)
	if err != nil {
		return nil, err
	}
	r := &Result{Reason: res.Reason, Stats: predabsStats(res)}
	switch res.Verdict {
	case refine.True:
		r.Verdict = True
		r.Proof = proofOf(res, t)
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
func proofOf(res *refine.Result, t *Task) *Proof {
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
		pf.Invariants = append(pf.Invariants, Invariant{Loc: l, States: states})
	}
	return pf
}

func predabsStats(res *refine.Result) Stats {
	var s Stats
	g := predabsName
	st := res.Stats
	s.Add(g, "iterations", "iterations", st.Iterations)
	s.Add(g, "predicates", "predicates", len(res.Preds))
	s.Add(g, "sat_calls", "SAT calls", st.SATCalls)
	s.Add(g, "enumerated_cubes", "enumerated cubes", st.Cubes)
	s.Add(g, "bdd_nodes", "BDD nodes", st.BDDNodes)
	s.Add(g, "abstraction_seconds", "abstraction time", st.AbstractionTime)
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
		return &PredicateAbstraction{Options: refine.Options{
			MaxIterations: c.MaxIterations,
			Abstraction:   abstract.Options{Cartesian: c.Cartesian},
			Predicates:    c.Predicates,
		}}, nil
	})
}
