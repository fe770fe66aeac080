package modelcheck

import (
	"fmt"
	"slices"

	"github.com/dalzilio/rudd"
	"github.com/satabs-go/satabs-go/boolprog"
)

// trace extracts a shortest trace to error location e, which the last
// layer reaches. It goes backwards: from a valuation at e in the last layer,
// each earlier step is a state of the previous layer's frontier from which
// some transition leads to the later step. Since every state of layer k is
// first reached after exactly k transitions, such a predecessor always
// exists and the trace has the fewest transitions.
func (m *machine) trace(e int) []Step {
	k := len(m.layers) - 1
	steps := make([]Step, k+1)
	steps[k] = Step{Loc: e, Values: m.pick(m.layers[k][e])}
	for j := k - 1; j >= 0; j-- {
		target := &steps[j+1]
		found := false
		for _, ti := range m.in[target.Loc] {
			from := m.layers[j][m.p.Trans[ti].From]
			if m.isFalse(from) || m.isFalse(m.rel[ti]) {
				continue
			}
			pre := m.and(m.preimage(ti, target.Values), from)
			if m.isFalse(pre) {
				continue
			}
			steps[j] = Step{Loc: m.p.Trans[ti].From, Values: m.pick(pre)}
			target.Trans = ti
			found = true
			break
		}
		if !found {
			panic(fmt.Sprintf("modelcheck: no predecessor of step %d in layer %d", j+1, j))
		}
	}
	steps[0].Trans = -1
	return steps
}

// preimage returns the states (over current variables) from which
// transition ti leads to the valuation vals.
func (m *machine) preimage(ti int, vals []bool) rudd.Node {
	t := &m.p.Trans[ti]
	var unchanged []int
	k := 0
	for i := range m.n {
		if k < len(t.Changed) && t.Changed[k] == i {
			k++
			continue
		}
		unchanged = append(unchanged, i)
	}
	kept := m.valuation(vals, unchanged, false)
	if len(t.Changed) == 0 {
		return m.and(m.rel[ti], kept)
	}
	nextVars := make([]int, len(t.Changed))
	for k, c := range t.Changed {
		nextVars[k] = nextVar(c)
	}
	target := m.valuation(vals, t.Changed, true)
	pre := m.check(m.b.AndExist(m.varSet(nextVars), m.rel[ti], target))
	return m.and(pre, kept)
}

// pick returns one valuation in the non-empty set f over current
// variables: it follows low branches where it can, and predicates that f
// does not constrain are false.
func (m *machine) pick(f rudd.Node) []bool {
	vals := make([]bool, m.n)
	for !m.isTrue(f) {
		if m.isFalse(f) {
			panic("modelcheck: pick from an empty set")
		}
		v := m.b.Label(f)
		if v%2 != 0 {
			panic("modelcheck: next-state variable in a set of states")
		}
		if low := m.check(m.b.Low(f)); !m.isFalse(low) {
			f = low
			continue
		}
		vals[v/2] = true
		f = m.check(m.b.High(f))
	}
	return vals
}

// level returns the variable at the root of f; constants are below every
// variable.
func (m *machine) level(f rudd.Node) int {
	if *f < 2 {
		return m.b.Varnum()
	}
	return m.b.Label(f)
}

// cofactors returns f with variable v false and true; v is at or above
// the root of f.
func (m *machine) cofactors(f rudd.Node, v int) (rudd.Node, rudd.Node) {
	if m.level(f) != v {
		return f, f
	}
	return m.check(m.b.Low(f)), m.check(m.b.High(f))
}

// reachableAt returns the reachable states at loc as an irredundant sum
// of products. It runs after Check has returned, so a BDD failure here is
// its error, not Check's.
func (m *machine) reachableAt(loc int) (states boolprog.CubeSet, err error) {
	if loc < 0 || loc >= len(m.reach) {
		return nil, nil
	}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(bddFailure)
			if !ok {
				panic(r)
			}
			states, err = nil, f.err
		}
	}()
	memo := map[[2]int]isopEntry{}
	cover, _ := m.isop(m.reach[loc], m.reach[loc], memo)
	out := make(boolprog.CubeSet, len(cover))
	for i, c := range cover {
		out[i] = slices.Clone(c)
	}
	return out, nil
}

type isopEntry struct {
	lower, upper rudd.Node // kept so that their node numbers stay valid
	cover        boolprog.CubeSet
	f            rudd.Node
}

// isop computes an irredundant sum of products f with lower ⊆ f ⊆ upper
// (Minato and Morreale's algorithm) and returns its cubes and its BDD.
// Cubes list their literals in predicate order.
func (m *machine) isop(lower, upper rudd.Node, memo map[[2]int]isopEntry) (boolprog.CubeSet, rudd.Node) {
	if m.isFalse(lower) {
		return nil, m.b.False()
	}
	if m.isTrue(upper) {
		return boolprog.True(), m.b.True()
	}
	key := [2]int{*lower, *upper}
	if e, ok := memo[key]; ok {
		return e.cover, e.f
	}
	v := min(m.level(lower), m.level(upper))
	lower0, lower1 := m.cofactors(lower, v)
	upper0, upper1 := m.cofactors(upper, v)
	// Cubes that need v false, cubes that need v true, then cubes that
	// cover the rest without mentioning v.
	c0, f0 := m.isop(m.diff(lower0, upper1), upper0, memo)
	c1, f1 := m.isop(m.diff(lower1, upper0), upper1, memo)
	rest := m.or(m.diff(lower0, f0), m.diff(lower1, f1))
	cd, fd := m.isop(rest, m.and(upper0, upper1), memo)

	pred := v / 2
	cover := make(boolprog.CubeSet, 0, len(c0)+len(c1)+len(cd))
	for _, c := range c0 {
		cover = append(cover, append(boolprog.Cube{{Pred: pred, Neg: true}}, c...))
	}
	for _, c := range c1 {
		cover = append(cover, append(boolprog.Cube{{Pred: pred}}, c...))
	}
	cover = append(cover, cd...)
	f := m.or(m.or(m.and(m.check(m.b.NIthvar(v)), f0), m.and(m.check(m.b.Ithvar(v)), f1)), fd)
	memo[key] = isopEntry{lower, upper, cover, f}
	return cover, f
}
