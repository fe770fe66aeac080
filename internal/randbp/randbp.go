// Package randbp generates random Boolean programs for the differential
// tests and benchmarks of boolprog and modelcheck.
package randbp

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/satabs-go/satabs-go/boolprog"
)

// Config bounds the programs that Program generates.
type Config struct {
	Preds      int // number of predicates
	Locs       int // number of locations, at least 1
	Errors     int // number of error locations, at most Locs
	Trans      int // number of transitions
	MaxChanged int // most predicates a transition changes
	MaxCubes   int // most cubes in a Rel or in InitStates
	MaxLits    int // most literals in a cube
	// EmptyRel is the probability that a transition's Rel is empty.
	EmptyRel float64
}

// Program returns a random program within c that passes boolprog's Sanity.
// Locations are numbered so that transitions tend to go forward (like a
// program's control flow) with some back edges, and error locations are
// among the last ones.
func Program(r *rand.Rand, c Config) *boolprog.Program {
	c.Locs = max(c.Locs, 1)
	c.Errors = min(max(c.Errors, 0), c.Locs)
	p := &boolprog.Program{}
	for i := range c.Preds {
		p.Preds = append(p.Preds, boolprog.Predicate{Name: fmt.Sprintf("b%d", i), Text: fmt.Sprintf("x%d > %d", i%5, i)})
	}
	for i := range c.Locs {
		p.Locs = append(p.Locs, boolprog.Loc{ID: i, Label: fmt.Sprintf("random.c:%d", i+1)})
	}
	for i := c.Locs - c.Errors; i < c.Locs; i++ {
		p.Locs[i].Error = fmt.Sprintf("main.assertion.%d", i)
	}
	p.Init = 0
	p.InitStates = randomCubeSet(r, c, nil, 1)
	for range c.Trans {
		from := r.IntN(c.Locs)
		var to int
		switch {
		case r.IntN(4) == 0:
			to = r.IntN(c.Locs)
		default:
			to = min(from+1+r.IntN(3), c.Locs-1)
		}
		t := boolprog.Transition{From: from, To: to}
		if c.Preds > 0 && c.MaxChanged > 0 {
			n := r.IntN(min(c.MaxChanged, c.Preds) + 1)
			t.Changed = r.Perm(c.Preds)[:n]
			slices.Sort(t.Changed)
		}
		if r.Float64() >= c.EmptyRel {
			t.Rel = randomCubeSet(r, c, t.Changed, 1)
		}
		t.Comment = fmt.Sprintf("t%d", len(p.Trans))
		p.Trans = append(p.Trans, t)
	}
	return p
}

// randomCubeSet returns between minCubes and MaxCubes cubes over the
// current predicates and the next values of changed.
func randomCubeSet(r *rand.Rand, c Config, changed []int, minCubes int) boolprog.CubeSet {
	n := minCubes
	if c.MaxCubes > minCubes {
		n += r.IntN(c.MaxCubes - minCubes + 1)
	}
	vars := c.Preds + len(changed)
	s := make(boolprog.CubeSet, 0, n)
	for range n {
		var cube boolprog.Cube
		if vars > 0 && c.MaxLits > 0 {
			for range r.IntN(c.MaxLits + 1) {
				v := r.IntN(vars)
				l := boolprog.Lit{Pred: v, Neg: r.IntN(2) == 0}
				if v >= c.Preds {
					l = boolprog.Lit{Pred: changed[v-c.Preds], Next: true, Neg: l.Neg}
				}
				cube = append(cube, l)
			}
		}
		s = append(s, cube)
	}
	return s
}
