package abstract

import (
	"context"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
)

// cartesian abstracts each output predicate separately: for output j the
// relation between at most CartesianCubeLen input predicates (those closest
// to it: sharing variables first) and its next value, and for the
// transition's enabledness the relation over the inputs alone. The result
// is their conjunction, an over-approximation of the exact abstraction
// that loses the correlations between outputs; an output whose relation
// would make the conjunction exceed cartesianMaxCubes cubes is left
// free.
func (a *Abstractor) cartesian(ctx context.Context, b *bitvec.Builder, axioms []z.Lit, guard z.Lit, proj []projected, preds []*Predicate) (boolprog.CubeSet, error) {
	var inputs, outputs []projected
	for _, pj := range proj {
		if pj.lit.Next {
			outputs = append(outputs, pj)
		} else {
			inputs = append(inputs, pj)
		}
	}
	// Enabledness over the inputs alone.
	enabled, err := a.allSAT(ctx, b, axioms, guard, a.closest(inputs, nil, preds), nil)
	if err != nil || len(enabled) == 0 {
		return enabled, err
	}
	rel := enabled
	for _, out := range outputs {
		part := append(a.closest(inputs, &out, preds), out)
		r, err := a.allSAT(ctx, b, axioms, guard, part, nil)
		if err != nil {
			return nil, err
		}
		if len(rel)*len(r) > cartesianMaxCubes {
			// The product would grow past the cube limit (it grows
			// with the product of the parts: 24 GB on a hash table's
			// block): this output's relation is left out, which
			// leaves its next value free, a coarser over-approximation.
			continue
		}
		rel = conjoin(rel, r)
		if len(rel) == 0 {
			return nil, nil
		}
	}
	return rel, nil
}

// cartesianMaxCubes bounds the cubes of a Cartesian relation (the
// product of its parts; the exact limit, Options.MaxCubes, does not
// apply: the Cartesian relation is what a block gets beyond it).
const cartesianMaxCubes = 1 << 16

// closest picks at most CartesianCubeLen inputs, preferring those sharing
// a variable with out's predicate (all inputs are candidates when out is
// nil).
func (a *Abstractor) closest(inputs []projected, out *projected, preds []*Predicate) []projected {
	k := a.Opts.CartesianCubeLen
	if len(inputs) <= k {
		return inputs
	}
	var near, far []projected
	for _, in := range inputs {
		if out != nil && preds[in.lit.Pred].DependsOn(preds[out.lit.Pred].vars) {
			near = append(near, in)
		} else {
			far = append(far, in)
		}
	}
	picked := append(near, far...)
	return picked[:k]
}

// conjoin returns the cubes of x ∧ y, dropping contradictory products.
func conjoin(x, y boolprog.CubeSet) boolprog.CubeSet {
	var out boolprog.CubeSet
	for _, cx := range x {
	next:
		for _, cy := range y {
			cube := append(boolprog.Cube(nil), cx...)
			for _, l := range cy {
				dup := false
				for _, m := range cube {
					if m.Pred == l.Pred && m.Next == l.Next {
						if m.Neg != l.Neg {
							continue next
						}
						dup = true
					}
				}
				if !dup {
					cube = append(cube, l)
				}
			}
			out = append(out, cube)
		}
	}
	return out
}
