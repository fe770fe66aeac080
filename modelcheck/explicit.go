package modelcheck

import (
	"fmt"
	"slices"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
)

// NewExplicit returns the explicit-state checker: breadth-first search over
// (location, valuation) pairs, one state at a time. It is the reference for
// the BDD checker in tests and is fine for tiny programs; it refuses
// programs with more than Options.MaxPreds predicates.
func NewExplicit(opts Options) Checker { return &explicitChecker{opts: opts} }

type explicitChecker struct{ opts Options }

// An explicitState is a visited state; valuations are bit sets (bit i is
// predicate i).
type explicitState struct {
	loc    int32
	vals   uint32
	parent int32 // index of the predecessor in the visit order; -1 for initial states
	trans  int32 // transition from the predecessor; -1 for initial states
}

func (c *explicitChecker) Check(p *boolprog.Program) (*Result, error) {
	start := time.Now()
	if err := checkProgram(p); err != nil {
		return nil, err
	}
	limit := c.opts.MaxPreds
	if limit <= 0 {
		limit = 20
	}
	if limit > 31 {
		limit = 31
	}
	n := len(p.Preds)
	if n > limit {
		return nil, fmt.Errorf("%w: explicit-state checking of %d predicates (at most %d)", ErrLimit, n, limit)
	}
	e := &explorer{p: p, n: n, out: p.Outgoing(), seen: map[uint64]int32{}}
	res := &Result{}
	isError := make([]bool, len(p.Locs))
	for _, l := range p.ErrorLocs() {
		isError[l] = true
	}

	for _, c := range p.InitStates {
		e.completions(c, 0, nil, func(vals uint32) { e.visit(int32(p.Init), vals, -1, -1) })
	}
	layerStart := 0
	for layerStart < len(e.states) {
		layerEnd := len(e.states)
		e.stats.Layers++
		// The lowest error location reached in this layer, and its first
		// state.
		found := -1
		for i := layerStart; i < layerEnd; i++ {
			s := e.states[i]
			if isError[s.loc] && (found < 0 || s.loc < e.states[found].loc) {
				found = i
			}
		}
		if found >= 0 {
			res.Reachable = true
			res.Error = int(e.states[found].loc)
			res.Trace = e.trace(found)
			break
		}
		for i := layerStart; i < layerEnd; i++ {
			e.expand(int32(i))
			if i%1024 == 0 && c.opts.pastDeadline() {
				return nil, fmt.Errorf("%w: deadline passed after %d layers", ErrLimit, e.stats.Layers)
			}
		}
		layerStart = layerEnd
	}
	res.reachAt = e.reachableAt
	e.stats.States = float64(len(e.states))
	res.Stats = e.stats
	res.Stats.Time = time.Since(start)
	return res, nil
}

type explorer struct {
	p      *boolprog.Program
	n      int
	out    [][]int
	states []explicitState
	seen   map[uint64]int32
	stats  Stats
}

func key(loc int32, vals uint32) uint64 { return uint64(loc)<<32 | uint64(vals) }

func (e *explorer) visit(loc int32, vals uint32, parent, trans int32) {
	k := key(loc, vals)
	if _, ok := e.seen[k]; ok {
		return
	}
	e.seen[k] = int32(len(e.states))
	e.states = append(e.states, explicitState{loc: loc, vals: vals, parent: parent, trans: trans})
}

// expand visits the successors of state i.
func (e *explorer) expand(i int32) {
	s := e.states[i]
	for _, ti := range e.out[s.loc] {
		t := &e.p.Trans[ti]
		var changed uint32
		for _, c := range t.Changed {
			changed |= 1 << c
		}
		e.stats.Images++
		for _, c := range t.Rel {
			e.completions(c, changed, &s.vals, func(next uint32) {
				e.visit(int32(t.To), next, i, int32(ti))
			})
		}
	}
}

// completions calls f with every valuation satisfying cube c. Without cur
// (initial states), c is over current values and every predicate it leaves
// open takes both values. With cur, c must hold in cur, its next-state
// literals fix the new values of the changed predicates, the other changed
// predicates take both values and the rest keep their value in cur.
func (e *explorer) completions(c boolprog.Cube, changed uint32, cur *uint32, f func(uint32)) {
	var fixed, vals uint32 // the bits c determines and their values
	for _, l := range c {
		bit := uint32(1) << l.Pred
		if cur != nil && !l.Next {
			if (*cur&bit != 0) == l.Neg {
				return
			}
			continue
		}
		if fixed&bit != 0 && (vals&bit != 0) == l.Neg {
			return // contradictory cube
		}
		fixed |= bit
		if !l.Neg {
			vals |= bit
		}
	}
	free := ^fixed & (uint32(1)<<e.n - 1)
	base := vals
	if cur != nil {
		free &= changed
		base |= *cur &^ changed
	}
	// Enumerate the subsets of free.
	for sub := free; ; sub = (sub - 1) & free {
		f(base | sub)
		if sub == 0 {
			break
		}
	}
}

func (e *explorer) trace(i int) []Step {
	var steps []Step
	for j := int32(i); j >= 0; j = e.states[j].parent {
		s := e.states[j]
		steps = append(steps, Step{Loc: int(s.loc), Values: e.values(s.vals), Trans: int(s.trans)})
	}
	slices.Reverse(steps)
	return steps
}

func (e *explorer) values(vals uint32) []bool {
	b := make([]bool, e.n)
	for i := range b {
		b[i] = vals>>i&1 == 1
	}
	return b
}

// reachableAt returns the reached valuations at loc as full cubes, in
// increasing order of their bit sets.
func (e *explorer) reachableAt(loc int) (boolprog.CubeSet, error) {
	var all []uint32
	for _, s := range e.states {
		if int(s.loc) == loc {
			all = append(all, s.vals)
		}
	}
	slices.Sort(all)
	out := make(boolprog.CubeSet, 0, len(all))
	for _, v := range all {
		c := make(boolprog.Cube, e.n)
		for i := range c {
			c[i] = boolprog.Lit{Pred: i, Neg: v>>i&1 == 0}
		}
		out = append(out, c)
	}
	return out, nil
}
