package refine

import (
	"context"

	"github.com/crillab/gophersat/solver"
	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A placement is a predicate tracked at an abstraction point.
type placement struct {
	pred int
	at   *program.Loc
}

// Limits of predicate minimisation: beyond them every candidate is kept.
const (
	minimiseMaxCandidates = 16
	minimiseMaxSteps      = 40
	minimiseMaxChecks     = 24
)

// minimise implements predicate minimisation (Chaki, Clarke, Groce and
// Strichman) for local precision: of the placements discovery just made
// for the spurious trace blocks (cands, already in ps), it keeps a
// smallest set that, with the placements from before, still rules the
// trace out, and removes the others. Whether a set rules the trace out
// is decided exactly (abstract.PathAllowed: the abstraction of the
// trace's blocks has no abstract path along it). The choice is an
// implicit hitting set: a set that fails teaches that every solution
// contains a candidate outside it (fewer predicates only coarsen the
// abstraction), and gophersat's pseudo-Boolean optimisation finds the
// smallest set that meets every such lesson; the first one that rules
// the trace out is a smallest. It returns how many placements it
// removed and the exact checks it made; when the limits are reached, or
// the full set does not rule the trace out, it keeps every candidate.
func minimise(ctx context.Context, abs *abstract.Abstractor, ps *predicateSet, blocks []*symex.Block, cands []placement) (removed, checks int, err error) {
	if !ps.local || len(cands) < 2 || len(cands) > minimiseMaxCandidates || len(blocks) > minimiseMaxSteps {
		return 0, 0, nil
	}
	with := func(keep []bool) abstract.Precision {
		prec := abstract.Precision{}
		for l, m := range ps.at {
			c := make(map[int]bool, len(m))
			for i := range m {
				c[i] = true
			}
			prec[l] = c
		}
		for k, c := range cands {
			if !keep[k] {
				delete(prec[c.at], c.pred)
			}
		}
		return prec
	}
	rulesOut := func(keep []bool) (bool, error) {
		checks++
		allowed, err := abs.PathAllowed(ctx, ps.list, with(keep), blocks)
		return !allowed, err
	}
	all := make([]bool, len(cands))
	for k := range all {
		all[k] = true
	}
	if ok, err := rulesOut(all); err != nil || !ok {
		return 0, checks, err
	}
	var lessons [][]int // each: some candidate of it must be kept
	for checks < minimiseMaxChecks {
		keep := smallestHittingSet(len(cands), lessons)
		if keep == nil {
			break
		}
		n := 0
		for _, k := range keep {
			if k {
				n++
			}
		}
		if n == 0 {
			// Nothing kept would mean the trace was ruled out before
			// discovery; the lesson is that one candidate is needed.
			lessons = append(lessons, allIndices(len(cands)))
			continue
		}
		ok, err := rulesOut(keep)
		if err != nil {
			return 0, checks, err
		}
		if ok {
			for k, c := range cands {
				if !keep[k] {
					delete(ps.at[c.at], c.pred)
					removed++
				}
			}
			return removed, checks, nil
		}
		var outside []int
		for k := range cands {
			if !keep[k] {
				outside = append(outside, k)
			}
		}
		lessons = append(lessons, outside)
	}
	return 0, checks, nil
}

func allIndices(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// smallestHittingSet returns a smallest set of the n candidates (as a
// membership slice) that contains an element of every lesson, by
// pseudo-Boolean minimisation; nil when none exists.
func smallestHittingSet(n int, lessons [][]int) []bool {
	keep := make([]bool, n)
	if len(lessons) == 0 {
		return keep
	}
	var constrs []solver.PBConstr
	for _, l := range lessons {
		if len(l) == 0 {
			return nil
		}
		lits := make([]int, len(l))
		for i, k := range l {
			lits[i] = k + 1
		}
		constrs = append(constrs, solver.PropClause(lits...))
	}
	// Every candidate is a variable of the problem, even one no lesson
	// names (it stays false).
	all := make([]int, n)
	for i := range all {
		all[i] = i + 1
	}
	constrs = append(constrs, solver.AtMost(all, n))
	pb := solver.ParsePBConstrs(constrs)
	cost := make([]solver.Lit, n)
	weights := make([]int, n) // explicit: gophersat 1.4.0's Minimize sorts by the weights
	for i := range cost {
		cost[i] = solver.IntToLit(int32(i + 1))
		weights[i] = 1
	}
	pb.SetCostFunc(cost, weights)
	s := solver.New(pb)
	if s.Minimize() < 0 {
		return nil
	}
	model := s.Model()
	for i := 0; i < n && i < len(model); i++ {
		keep[i] = model[i]
	}
	return keep
}
