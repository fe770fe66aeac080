package engine

import (
	"context"
	"sort"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/impact"
	"github.com/satabs-go/satabs-go/internal/fault"
	"github.com/satabs-go/satabs-go/program"
)

// Impact is lazy abstraction with interpolants (package impact): an
// abstract reachability tree labelled by formulas over atoms from
// weakest preconditions, refined per spurious path, with covering. Its
// TRUE carries the labels of each location as the proof.
type Impact struct {
	Options impact.Options
}

const impactName = "impact"

// DefaultImpactBlock is impact's block encoding when --block does not say
// (chosen by measurement, see the README: on the public set at 30 s,
// abe-loops answered 18 tasks, sbe 15).
const DefaultImpactBlock = "abe-loops"

func (*Impact) Name() string { return impactName }

func (e *Impact) Run(ctx context.Context, t *Task) (*Result, error) {
	fault.Point("engine/impact")
	opts := e.Options
	if t.Progress != nil {
		opts.Progress = t.Progress
	}
	res, err := impact.Verify(ctx, t.Program, opts)
	if err != nil {
		return nil, err
	}
	r := &Result{Reason: res.Reason, Stats: impactStats(res)}
	switch res.Verdict {
	case impact.True:
		r.Verdict = True
		r.Proof = impactProof(res)
	case impact.False:
		r.Verdict, r.Check, r.Inputs = False, res.Check, res.Inputs
	}
	return r, nil
}

// impactProof turns the labels of a finished tree into a proof: at each
// location, one of its nodes' labels (cubes over the atoms) holds.
func impactProof(res *impact.Result) *Proof {
	pf := &Proof{Preds: res.Atoms}
	for _, a := range res.Atoms {
		pf.PredTexts = append(pf.PredTexts, program.ExprString(a))
	}
	var locs []*program.Loc
	for l := range res.Invariants {
		locs = append(locs, l)
	}
	sort.Slice(locs, func(i, j int) bool { return locs[i].ID < locs[j].ID })
	for _, l := range locs {
		var states boolprog.CubeSet
		for _, label := range res.Invariants[l] {
			cube := boolprog.Cube{}
			for _, lit := range label {
				cube = append(cube, boolprog.Lit{Pred: lit.Atom, Neg: lit.Neg})
			}
			states = append(states, cube)
		}
		pf.Invariants = append(pf.Invariants, Invariant{Loc: l, States: states})
	}
	return pf
}

func impactStats(res *impact.Result) Stats {
	var s Stats
	g := impactName
	st := res.Stats
	s.Add(g, "impact_nodes", "tree nodes", st.Nodes)
	// Refinements and atoms under the keys batch mode's table reads for
	// every CEGAR-style engine (predabs has the same keys; the two are
	// not meant to run together).
	s.Add(g, "iterations", "refinements", st.Refinements)
	s.Add(g, "predicates", "atoms", st.Atoms)
	s.Add(g, "impact_covers", "covers", st.Covers)
	s.Add(g, "impact_forced_covers", "forced covers", st.ForcedCovers)
	s.Add(g, "impact_sat_calls", "SAT calls", st.SATCalls)
	s.Add(g, "impact_refinement_seconds", "refinement time", st.RefineTime)
	s.Add(g, "impact_cover_seconds", "covering time", st.CoverTime)
	s.Add(g, "impact_certify_seconds", "certificate check time", st.CertifyTime)
	return s
}

func init() {
	Register("impact", "lazy abstraction (IMPACT): an abstract reachability tree over the blocks of --block, labels from weakest preconditions, covering and forced covering; TRUE after an independent check of the tree", func(c Config) (Engine, error) {
		name := c.Block
		if name == "" {
			name = DefaultImpactBlock
		}
		enc, err := abstract.ParseBlockEncoding(name)
		if err != nil {
			return nil, err
		}
		return &Impact{Options: impact.Options{Block: enc}}, nil
	})
}
