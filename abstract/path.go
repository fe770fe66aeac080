package abstract

import (
	"context"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/symex"
)

// PathAllowed decides whether the abstraction for preds with precision
// prec has an abstract path along blocks (a trace from the entry, block
// by block): initial abstract states, then each block's relation (the
// conjunction of its factors, predicates outside Changed keeping their
// values). Refinement uses it to check that a smaller set of predicates
// still rules out a spurious trace. Only the blocks of the path are
// abstracted (through the cache).
func (a *Abstractor) PathAllowed(ctx context.Context, preds []*Predicate, prec Precision, blocks []*symex.Block) (bool, error) {
	g := gini.New()
	n := len(preds)
	vars := make([][]z.Lit, len(blocks)+1)
	for k := range vars {
		vars[k] = make([]z.Lit, n)
		for i := range vars[k] {
			vars[k][i] = g.Lit()
		}
	}
	lit := func(k int, l boolprog.Lit) z.Lit {
		step := k
		if l.Next {
			step = k + 1
		}
		m := vars[step][l.Pred]
		if l.Neg {
			m = m.Not()
		}
		return m
	}
	// dnf adds "one of the cubes holds" over the literals lit gives.
	dnf := func(rel boolprog.CubeSet, at func(boolprog.Lit) z.Lit) {
		var some []z.Lit
		for _, cube := range rel {
			t := g.Lit()
			some = append(some, t)
			for _, l := range cube {
				g.Add(t.Not())
				g.Add(at(l))
				g.Add(0)
			}
		}
		for _, t := range some {
			g.Add(t)
		}
		g.Add(0) // an empty relation is an empty clause
	}
	init, err := a.initialStates(ctx, preds)
	if err != nil {
		return false, err
	}
	dnf(init, func(l boolprog.Lit) z.Lit { return lit(0, l) })
	for k, blk := range blocks {
		if ctx.Err() != nil {
			return false, &UnknownError{Reason: "timeout"}
		}
		parts, err := a.block(ctx, blk, preds, prec)
		if err != nil {
			return false, err
		}
		changed := map[int]bool{}
		for _, pt := range parts {
			for _, i := range pt.changed {
				changed[i] = true
			}
			kk := k
			dnf(a.constrainedParts(blk, parts, pt), func(l boolprog.Lit) z.Lit { return lit(kk, l) })
		}
		if blk.Error != nil {
			continue
		}
		for i := 0; i < n; i++ {
			if !changed[i] {
				x, y := vars[k][i], vars[k+1][i]
				g.Add(x.Not())
				g.Add(y)
				g.Add(0)
				g.Add(x)
				g.Add(y.Not())
				g.Add(0)
			}
		}
	}
	return g.Solve() == 1, nil
}

// constrainedParts returns pt's relation, with the block's transition
// constraints subtracted when pt is its only factor (a factored block
// with constraints is abstracted as one part by AbstractWith; here the
// constraints are left out, which only keeps more paths).
func (a *Abstractor) constrainedParts(blk *symex.Block, parts []part, pt part) boolprog.CubeSet {
	if len(parts) == 1 {
		return a.constrained(blk, pt.rel)
	}
	return pt.rel
}
