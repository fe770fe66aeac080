package boolprog_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/randbp"
)

// boolFn is a random Boolean function of the current and next values.
type boolFn func(cur, next []bool) bool

// randomFn returns a function of the current values of n predicates in one
// of the shapes that abstraction produces: a literal, a constant, a small
// sum of products, a parity, or (for predicate k) the next predicate's
// value, as in a shift.
func randomFn(r *rand.Rand, n, k int) boolFn {
	switch r.IntN(6) {
	case 0:
		v, neg := r.IntN(n), r.IntN(2) == 0
		return func(cur, _ []bool) bool { return cur[v] != neg }
	case 1:
		c := r.IntN(2) == 0
		return func(_, _ []bool) bool { return c }
	case 2:
		v := (k + 1) % n
		return func(cur, _ []bool) bool { return cur[v] }
	case 3:
		vs := r.Perm(n)[:min(n, 2+r.IntN(5))]
		return func(cur, _ []bool) bool {
			x := false
			for _, v := range vs {
				x = x != cur[v]
			}
			return x
		}
	}
	return randomDNF(r, n, nil)
}

// randomDNF returns a sum of up to four products of up to three literals
// over the current values and the next values of nexts.
func randomDNF(r *rand.Rand, n int, nexts []int) boolFn {
	type lit struct {
		v         int
		next, neg bool
	}
	var cubes [][]lit
	for range 1 + r.IntN(4) {
		var c []lit
		for range 1 + r.IntN(3) {
			if len(nexts) > 0 && r.IntN(2) == 0 {
				c = append(c, lit{nexts[r.IntN(len(nexts))], true, r.IntN(2) == 0})
			} else {
				c = append(c, lit{r.IntN(n), false, r.IntN(2) == 0})
			}
		}
		cubes = append(cubes, c)
	}
	return func(cur, next []bool) bool {
		for _, c := range cubes {
			ok := true
			for _, l := range c {
				val := cur[l.v]
				if l.next {
					val = next[l.v]
				}
				ok = ok && val != l.neg
			}
			if ok {
				return true
			}
		}
		return false
	}
}

// structuredProgram returns a random program whose transitions combine a
// guard with, per changed predicate, a function of the current state, an
// independent choice (pos, neg), a havoc, or a share in a joint
// constraint, written as all-SAT writes them: one minterm per pair of
// states.
func structuredProgram(r *rand.Rand, n, locs, trans int) *boolprog.Program {
	p := randbp.Program(r, randbp.Config{Preds: n, Locs: locs, Errors: 1 + r.IntN(2), Trans: trans, MaxCubes: 2, MaxLits: 2})
	for ti := range p.Trans {
		t := &p.Trans[ti]
		t.Changed = nil
		for k := range n {
			if r.IntN(2) == 0 {
				t.Changed = append(t.Changed, k)
			}
		}
		guard := boolFn(func(_, _ []bool) bool { return true })
		if r.IntN(2) == 0 {
			guard = randomDNF(r, n, nil)
		}
		var joint []int
		var conds []boolFn
		for _, k := range t.Changed {
			switch r.IntN(5) {
			case 0, 1:
				f := randomFn(r, n, k)
				conds = append(conds, func(cur, next []bool) bool { return next[k] == f(cur, next) })
			case 2:
				pos, neg := randomFn(r, n, k), randomFn(r, n, k)
				conds = append(conds, func(cur, next []bool) bool {
					switch {
					case pos(cur, next):
						return next[k]
					case neg(cur, next):
						return !next[k]
					}
					return true
				})
			case 3:
			default:
				joint = append(joint, k)
			}
		}
		if len(joint) > 0 {
			conds = append(conds, randomDNF(r, n, joint))
		}
		t.Rel = nil
		cur, next := make([]bool, n), make([]bool, n)
		for cb := range 1 << n {
			for i := range n {
				cur[i] = cb>>i&1 == 1
			}
			if !guard(cur, nil) {
				continue
			}
			for nb := range 1 << len(t.Changed) {
				for i, k := range t.Changed {
					next[k] = nb>>i&1 == 1
				}
				ok := true
				for _, c := range conds {
					ok = ok && c(cur, next)
				}
				if !ok {
					continue
				}
				var cube boolprog.Cube
				for i := range n {
					cube = append(cube, boolprog.Lit{Pred: i, Neg: !cur[i]})
				}
				for _, k := range t.Changed {
					cube = append(cube, boolprog.Lit{Pred: k, Next: true, Neg: !next[k]})
				}
				t.Rel = append(t.Rel, cube)
			}
		}
	}
	return p
}

// TestWritersStructured writes random programs with many predicates and
// the relation shapes of real abstractions, given as minterms, and
// compares both files with the program (sampled and with BDDs, or on
// every pair for few predicates).
func TestWritersStructured(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for i := range 60 {
		p := structuredProgram(r, 2+r.IntN(7), 1+r.IntN(5), r.IntN(8))
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			if st := boolprog.PlanOf(p); st.Fallbacks > 0 {
				t.Errorf("%d transitions not decomposed", st.Fallbacks)
			}
			checkSMV(t, p)
			checkBP(t, p)
		})
	}
}

// TestWritersRandomLarge: random cube sets (not minterms) over more
// predicates than the exhaustive tests can take.
func TestWritersRandomLarge(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	for i := range 100 {
		p := randbp.Program(r, randbp.Config{
			Preds: 6 + r.IntN(10), Locs: 1 + r.IntN(6), Errors: r.IntN(3), Trans: r.IntN(12),
			MaxChanged: 6, MaxCubes: 10, MaxLits: 6, EmptyRel: 0.05,
		})
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			if st := boolprog.PlanOf(p); st.Fallbacks > 0 {
				t.Errorf("%d transitions not decomposed", st.Fallbacks)
			}
			checkSMV(t, p)
			checkBP(t, p)
		})
	}
}
