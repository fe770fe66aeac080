package boolprog

import (
	"cmp"
	"math"
	"slices"
)

// This file is a small reduced ordered BDD package, enough for the writers
// to analyse a transition relation (which next values are functions of the
// current state, which are independent choices) and to print it compactly.
// It lives here because modelcheck, which has the big BDD engine, imports
// this package. Nodes are hash-consed, so two BDDs over the same manager are
// equal functions exactly when they are the same node; there are no
// complement edges, and nodes are never freed (a manager lives for one
// write).

// A bddNode is an index into bddManager.nodes; 0 is false and 1 is true.
type bddNode int32

const (
	bddFalse bddNode = 0
	bddTrue  bddNode = 1
)

// terminalLevel is the level of the two constants, below every variable.
const terminalLevel = math.MaxInt32

type bddEntry struct {
	level  int32 // the variable tested; smaller levels are nearer the root
	lo, hi bddNode
}

type bddOp uint8

const (
	opAnd bddOp = iota
	opOr
	opXor
)

type bddApplyKey struct {
	op   bddOp
	a, b bddNode
}

type bddManager struct {
	nodes   []bddEntry
	unique  map[bddEntry]bddNode
	apply   map[bddApplyKey]bddNode
	not     map[bddNode]bddNode
	exists  map[[2]bddNode]bddNode // (f, cube of the quantified variables)
	restr   map[[2]bddNode]bddNode // (f, care set)
	support map[bddNode][]int32
}

func newBDD() *bddManager {
	m := &bddManager{
		unique:  map[bddEntry]bddNode{},
		apply:   map[bddApplyKey]bddNode{},
		not:     map[bddNode]bddNode{},
		exists:  map[[2]bddNode]bddNode{},
		restr:   map[[2]bddNode]bddNode{},
		support: map[bddNode][]int32{},
	}
	m.nodes = append(m.nodes,
		bddEntry{level: terminalLevel, lo: bddFalse, hi: bddFalse},
		bddEntry{level: terminalLevel, lo: bddTrue, hi: bddTrue})
	return m
}

func (m *bddManager) level(f bddNode) int32 { return m.nodes[f].level }
func (m *bddManager) lo(f bddNode) bddNode  { return m.nodes[f].lo }
func (m *bddManager) hi(f bddNode) bddNode  { return m.nodes[f].hi }

// mk returns the node testing level with the given cofactors.
func (m *bddManager) mk(level int32, lo, hi bddNode) bddNode {
	if lo == hi {
		return lo
	}
	e := bddEntry{level, lo, hi}
	if n, ok := m.unique[e]; ok {
		return n
	}
	n := bddNode(len(m.nodes))
	m.nodes = append(m.nodes, e)
	m.unique[e] = n
	return n
}

// variable returns the BDD of the variable at level, negated if neg.
func (m *bddManager) variable(level int, neg bool) bddNode {
	if neg {
		return m.mk(int32(level), bddTrue, bddFalse)
	}
	return m.mk(int32(level), bddFalse, bddTrue)
}

// cofactors returns the cofactors of f with respect to the variable at
// level (f itself twice when f does not test it at its root).
func (m *bddManager) cofactors(f bddNode, level int32) (lo, hi bddNode) {
	if m.level(f) == level {
		return m.lo(f), m.hi(f)
	}
	return f, f
}

func (m *bddManager) and(a, b bddNode) bddNode { return m.binary(opAnd, a, b) }
func (m *bddManager) or(a, b bddNode) bddNode  { return m.binary(opOr, a, b) }
func (m *bddManager) xor(a, b bddNode) bddNode { return m.binary(opXor, a, b) }

// iff returns a <-> b.
func (m *bddManager) iff(a, b bddNode) bddNode { return m.neg(m.xor(a, b)) }

// implies returns a -> b.
func (m *bddManager) implies(a, b bddNode) bddNode { return m.or(m.neg(a), b) }

func (m *bddManager) binary(op bddOp, a, b bddNode) bddNode {
	switch op {
	case opAnd:
		switch {
		case a == bddFalse || b == bddFalse:
			return bddFalse
		case a == bddTrue:
			return b
		case b == bddTrue || a == b:
			return a
		}
	case opOr:
		switch {
		case a == bddTrue || b == bddTrue:
			return bddTrue
		case a == bddFalse:
			return b
		case b == bddFalse || a == b:
			return a
		}
	case opXor:
		switch {
		case a == b:
			return bddFalse
		case a == bddFalse:
			return b
		case b == bddFalse:
			return a
		case a == bddTrue:
			return m.neg(b)
		case b == bddTrue:
			return m.neg(a)
		}
	}
	if a > b { // all three operations commute
		a, b = b, a
	}
	key := bddApplyKey{op, a, b}
	if r, ok := m.apply[key]; ok {
		return r
	}
	level := min(m.level(a), m.level(b))
	a0, a1 := m.cofactors(a, level)
	b0, b1 := m.cofactors(b, level)
	r := m.mk(level, m.binary(op, a0, b0), m.binary(op, a1, b1))
	m.apply[key] = r
	return r
}

// neg returns !f.
func (m *bddManager) neg(f bddNode) bddNode {
	switch f {
	case bddFalse:
		return bddTrue
	case bddTrue:
		return bddFalse
	}
	if r, ok := m.not[f]; ok {
		return r
	}
	r := m.mk(m.level(f), m.neg(m.lo(f)), m.neg(m.hi(f)))
	m.not[f] = r
	m.not[r] = f
	return r
}

// ite returns (c & t) | (!c & e).
func (m *bddManager) ite(c, t, e bddNode) bddNode {
	return m.or(m.and(c, t), m.and(m.neg(c), e))
}

// cube returns the conjunction of the (positive) variables at levels.
func (m *bddManager) cube(levels []int) bddNode {
	r := bddTrue
	for _, l := range levels {
		r = m.and(r, m.variable(l, false))
	}
	return r
}

// cubeOf returns the conjunction of lits (in any order, repetitions
// allowed; false if a variable occurs with both signs). It sorts lits.
func (m *bddManager) cubeOf(lits []bddLit) bddNode {
	slices.SortFunc(lits, func(a, b bddLit) int { return cmp.Compare(b.level, a.level) })
	r := bddTrue
	for i, l := range lits {
		if i > 0 && lits[i-1].level == l.level {
			if lits[i-1].neg != l.neg {
				return bddFalse
			}
			continue
		}
		if l.neg {
			r = m.mk(l.level, r, bddFalse)
		} else {
			r = m.mk(l.level, bddFalse, r)
		}
	}
	return r
}

// exist returns f with the variables of vars (a cube from m.cube)
// quantified existentially.
func (m *bddManager) exist(f, vars bddNode) bddNode {
	for vars != bddTrue && m.level(vars) < m.level(f) {
		vars = m.hi(vars)
	}
	if f == bddFalse || f == bddTrue || vars == bddTrue {
		return f
	}
	key := [2]bddNode{f, vars}
	if r, ok := m.exists[key]; ok {
		return r
	}
	var r bddNode
	if m.level(vars) == m.level(f) {
		r = m.or(m.exist(m.lo(f), m.hi(vars)), m.exist(m.hi(f), m.hi(vars)))
	} else {
		r = m.mk(m.level(f), m.exist(m.lo(f), vars), m.exist(m.hi(f), vars))
	}
	m.exists[key] = r
	return r
}

// restrict returns a function that agrees with f wherever care holds and
// is often smaller than f (the restrict operator of Coudert and Madre):
// where one branch of the care set is empty, the other branch of f is
// taken. care must not be false.
func (m *bddManager) restrict(f, care bddNode) bddNode {
	if care == bddTrue || f == bddFalse || f == bddTrue {
		return f
	}
	key := [2]bddNode{f, care}
	if r, ok := m.restr[key]; ok {
		return r
	}
	var r bddNode
	lf, lc := m.level(f), m.level(care)
	switch {
	case lc < lf:
		// f does not test the care set's top variable: merge its branches.
		r = m.restrict(f, m.or(m.lo(care), m.hi(care)))
	default:
		c0, c1 := m.cofactors(care, lf)
		switch {
		case c0 == bddFalse:
			r = m.restrict(m.hi(f), c1)
		case c1 == bddFalse:
			r = m.restrict(m.lo(f), c0)
		default:
			r = m.mk(lf, m.restrict(m.lo(f), c0), m.restrict(m.hi(f), c1))
		}
	}
	m.restr[key] = r
	return r
}

// supportOf returns the levels f depends on, in increasing order.
func (m *bddManager) supportOf(f bddNode) []int32 {
	if s, ok := m.support[f]; ok {
		return s
	}
	var s []int32
	if f != bddFalse && f != bddTrue {
		s = mergeLevels(m.level(f), m.supportOf(m.lo(f)), m.supportOf(m.hi(f)))
	}
	m.support[f] = s
	return s
}

// mergeLevels returns the sorted union of {top}, a and b, where top is
// smaller than every element of a and b.
func mergeLevels(top int32, a, b []int32) []int32 {
	s := make([]int32, 0, 1+len(a)+len(b))
	s = append(s, top)
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			s = append(s, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			s = append(s, b[j])
			j++
		default:
			s = append(s, a[i])
			i++
			j++
		}
	}
	return s
}

// size returns the number of internal nodes reachable from the roots.
func (m *bddManager) size(roots ...bddNode) int {
	seen := map[bddNode]bool{}
	var walk func(bddNode)
	walk = func(f bddNode) {
		if f <= bddTrue || seen[f] {
			return
		}
		seen[f] = true
		walk(m.lo(f))
		walk(m.hi(f))
	}
	for _, r := range roots {
		walk(r)
	}
	return len(seen)
}

// eval returns the value of f under the assignment value(level).
func (m *bddManager) eval(f bddNode, value func(level int) bool) bool {
	for f > bddTrue {
		if value(int(m.level(f))) {
			f = m.hi(f)
		} else {
			f = m.lo(f)
		}
	}
	return f == bddTrue
}

// A bddLit is a literal of an ISOP cube: the variable at level, negated or
// not.
type bddLit struct {
	level int32
	neg   bool
}

// isopResult is a memoised cover: its cubes, their number of literals and
// the BDD of their disjunction.
type isopResult struct {
	cubes [][]bddLit
	lits  int
	f     bddNode
}

// isop returns an irredundant sum of products g with lower <= g <= upper
// (the algorithm of Minato and Morreale), with the BDD of g. It gives up,
// returning ok false, when the cover would have more than maxLits
// literals, since for some functions (parity) every cover is exponential.
func (m *bddManager) isop(lower, upper bddNode, maxLits int) (cubes [][]bddLit, g bddNode, ok bool) {
	memo := map[[2]bddNode]isopResult{}
	var rec func(l, u bddNode) (isopResult, bool)
	rec = func(l, u bddNode) (isopResult, bool) {
		if l == bddFalse {
			return isopResult{f: bddFalse}, true
		}
		if u == bddTrue {
			return isopResult{cubes: [][]bddLit{{}}, f: bddTrue}, true
		}
		key := [2]bddNode{l, u}
		if r, ok := memo[key]; ok {
			return r, true
		}
		level := min(m.level(l), m.level(u))
		l0, l1 := m.cofactors(l, level)
		u0, u1 := m.cofactors(u, level)
		r0, ok := rec(m.and(l0, m.neg(u1)), u0)
		if !ok {
			return isopResult{}, false
		}
		r1, ok := rec(m.and(l1, m.neg(u0)), u1)
		if !ok {
			return isopResult{}, false
		}
		lstar := m.or(m.and(l0, m.neg(r0.f)), m.and(l1, m.neg(r1.f)))
		rs, ok := rec(lstar, m.and(u0, u1))
		if !ok {
			return isopResult{}, false
		}
		lits := r0.lits + len(r0.cubes) + r1.lits + len(r1.cubes) + rs.lits
		if lits > maxLits {
			return isopResult{}, false
		}
		res := isopResult{lits: lits}
		for _, side := range []struct {
			r   isopResult
			neg bool
		}{{r1, false}, {r0, true}} { // positive first: reads better
			for _, c := range side.r.cubes {
				nc := make([]bddLit, 0, len(c)+1)
				nc = append(nc, bddLit{level, side.neg})
				res.cubes = append(res.cubes, append(nc, c...))
			}
		}
		// Memoised cubes are shared between results, never modified.
		res.cubes = append(res.cubes, rs.cubes...)
		res.f = m.or(m.or(m.and(m.variable(int(level), true), r0.f), m.and(m.variable(int(level), false), r1.f)), rs.f)
		memo[key] = res
		return res, true
	}
	r, ok := rec(lower, upper)
	if !ok {
		return nil, bddFalse, false
	}
	return r.cubes, r.f, true
}
