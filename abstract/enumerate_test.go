package abstract

import (
	"context"
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
)

// An enumerationMode is a setting of the enumeration's switches.
type enumerationMode struct {
	name          string
	blockingLimit int
	simulation    bool
	// giveUp makes the depth-first search give up at its first solve
	// (after blocking clauses for blockingLimit valuations), so that
	// blocking clauses finish the enumeration.
	giveUp bool
}

// enumerationModes are the settings the exactness tests run under: the
// default, and depth first from the first valuation, with and without
// simulation, and blocking clauses alone (the enumeration before the
// depth-first search).
var enumerationModes = []enumerationMode{
	{"default", blockingLimit, true, false},
	{"depth-first", 0, true, false},
	{"depth-first-no-simulation", 0, false, false},
	{"blocking-only", 1 << 30, false, false},
	{"depth-first-gives-up", 2, true, true},
}

// set switches the mode on and returns the function that restores the
// defaults.
func (m enumerationMode) set() func() {
	limit, sim, trial, slower := blockingLimit, simulationEnabled, depthFirstTrial, slowerDepthFirst
	blockingLimit, simulationEnabled = m.blockingLimit, m.simulation
	if m.giveUp {
		depthFirstTrial, slowerDepthFirst = 0, 0
	}
	return func() {
		blockingLimit, simulationEnabled, depthFirstTrial, slowerDepthFirst = limit, sim, trial, slower
	}
}

// randomFormula builds a random circuit over a few inputs, with a guard,
// an axiom and projected literals among its nodes: inputs, gates, their
// negations, repeats and constants.
func randomFormula(rng *rand.Rand) (b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected, inputs []z.Lit) {
	b = bitvec.New()
	c := b.C()
	for n := 3 + rng.Intn(8); n > 0; n-- {
		inputs = append(inputs, c.Lit())
	}
	nodes := append([]z.Lit(nil), inputs...)
	pick := func() z.Lit {
		m := nodes[rng.Intn(len(nodes))]
		if rng.Intn(2) == 0 {
			m = m.Not()
		}
		return m
	}
	for n := 5 + rng.Intn(40); n > 0; n-- {
		switch rng.Intn(3) {
		case 0:
			nodes = append(nodes, c.And(pick(), pick()))
		case 1:
			nodes = append(nodes, c.Or(pick(), pick()))
		default:
			nodes = append(nodes, c.Xor(pick(), pick()))
		}
	}
	guard = b.T()
	if rng.Intn(4) != 0 {
		guard = c.Or(pick(), pick())
	}
	if rng.Intn(3) == 0 {
		axioms = append(axioms, c.Or(pick(), pick()))
	}
	for n := 1 + rng.Intn(12); n > 0; n-- {
		m := pick()
		switch rng.Intn(12) {
		case 0:
			m = b.T()
		case 1:
			m = b.F()
		case 2:
			if len(proj) > 0 {
				m = proj[rng.Intn(len(proj))].m.Not()
			}
		}
		proj = append(proj, projected{lit: boolprog.Lit{Pred: len(proj)}, m: m})
	}
	return b, guard, axioms, proj, inputs
}

// bruteMinterms evaluates the circuit on every input and returns the
// valuations of proj where guard and the axioms hold, sorted.
func bruteMinterms(b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected, inputs []z.Lit) []string {
	c := b.C()
	seen := map[string]bool{}
	for x := 0; x < 1<<len(inputs); x++ {
		vs := make([]bool, c.Len())
		for j, m := range inputs {
			vs[m.Var()] = x&(1<<j) != 0
		}
		c.Eval(vs)
		value := func(m z.Lit) bool { return vs[m.Var()] == m.IsPos() }
		ok := b.EvalLit(value, guard)
		for _, ax := range axioms {
			ok = ok && b.EvalLit(value, ax)
		}
		if !ok {
			continue
		}
		row := make([]bool, len(proj))
		for i, pj := range proj {
			row[i] = b.EvalLit(value, pj.m)
		}
		seen[fmt.Sprint(row)] = true
	}
	return sortedKeys(seen)
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// runEnumeration runs the enumeration of allSAT on the formula, with the
// earlier relation prior, and returns it.
func runEnumeration(t *testing.T, a *Abstractor, b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected, prior []part) *enumeration {
	t.Helper()
	load := func() *gini.Gini { return a.loadFormula(b, guard, axioms, proj) }
	en := newEnumeration(context.Background(), a, load(), load, b, guard, axioms, proj, prior)
	if err := en.run(); err != nil {
		t.Fatal(err)
	}
	return en
}

// enumerate runs the enumeration of allSAT on the formula and returns its
// valuations, sorted, checking that none comes twice.
func enumerate(t *testing.T, a *Abstractor, b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected) []string {
	t.Helper()
	en := runEnumeration(t, a, b, guard, axioms, proj, nil)
	seen := map[string]bool{}
	for _, m := range en.minterms {
		k := fmt.Sprint(m)
		if seen[k] {
			t.Fatalf("valuation %s enumerated twice", k)
		}
		seen[k] = true
	}
	return sortedKeys(seen)
}

// TestEnumerationBruteForce pins every mode of the enumeration to the
// valuations that evaluating the circuit on all inputs gives, on random
// circuits, and checks its counts.
func TestEnumerationBruteForce(t *testing.T) {
	cases := 400
	if testing.Short() {
		cases = 100
	}
	for _, mode := range append(enumerationModes, enumerationMode{"blocking-then-depth-first", 3, true, false}) {
		t.Run(mode.name, func(t *testing.T) {
			defer mode.set()()
			rng := rand.New(rand.NewSource(7))
			gaveUp := 0
			defer func() {
				if mode.giveUp && gaveUp == 0 {
					t.Errorf("the depth-first search never gave up")
				}
			}()
			for c := 0; c < cases; c++ {
				b, guard, axioms, proj, inputs := randomFormula(rng)
				want := bruteMinterms(b, guard, axioms, proj, inputs)
				a := NewAbstractor(nil, Options{})
				got := enumerate(t, a, b, guard, axioms, proj)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("case %d: enumerated %v\nbrute force %v", c, got, want)
				}
				if a.Stats.Cubes != len(want) || a.Stats.Simulated > a.Stats.Cubes {
					t.Fatalf("case %d: %d cubes (%d simulated) for %d valuations", c, a.Stats.Cubes, a.Stats.Simulated, len(want))
				}
				if a.Stats.GaveUpDepthFirst > 0 && !mode.giveUp || a.Stats.GaveUpDepthFirst > 1 {
					t.Fatalf("case %d: the depth-first search gave up %d times", c, a.Stats.GaveUpDepthFirst)
				}
				gaveUp += a.Stats.GaveUpDepthFirst
				if !mode.simulation && a.Stats.Simulated != 0 {
					t.Fatalf("case %d: %d cubes simulated with simulation off", c, a.Stats.Simulated)
				}
			}
		})
	}
}

// TestEnumerationSavesSolves abstracts the block of BenchmarkAllSAT,
// whose relation has thousands of minterms: simulation finds most of them,
// so the solves are far fewer than the cubes (one solve per cube, and one
// more, with blocking clauses alone), and depth first without simulation
// gives the same relation.
func TestEnumerationSavesSolves(t *testing.T) {
	s, preds := benchmarkBlock()
	a := NewAbstractor(s, Options{})
	abs, err := a.Abstract(context.Background(), preds)
	if err != nil {
		t.Fatal(err)
	}
	st := a.Stats
	if st.Cubes < 1000 || st.SATCalls*4 > st.Cubes || st.Simulated*2 < st.Cubes {
		t.Errorf("%d SAT calls, %d cubes, %d simulated: want far fewer calls than cubes, most simulated", st.SATCalls, st.Cubes, st.Simulated)
	}
	if testing.Short() {
		return
	}
	defer enumerationMode{"depth-first-no-simulation", 0, false, false}.set()()
	b := NewAbstractor(s, Options{})
	plain, err := b.Abstract(context.Background(), preds)
	if err != nil {
		t.Fatal(err)
	}
	if b.Stats.Cubes != st.Cubes || b.Stats.Simulated != 0 {
		t.Errorf("without simulation %d cubes (%d simulated), with %d", b.Stats.Cubes, b.Stats.Simulated, st.Cubes)
	}
	if !reflect.DeepEqual(abs.BP.Trans, plain.BP.Trans) {
		t.Errorf("the relations differ with and without simulation")
	}
}

// TestEnumerationOverBudget runs some solves over the budget (every one
// with no time at all, or every third, in both phases of the
// enumeration): the subtrees they were asked about are taken whole, and
// the valuations found and the subtrees taken whole still cover every
// valuation brute force gives, while every valuation found is one of them.
func TestEnumerationOverBudget(t *testing.T) {
	for _, every := range []int{0, 3} {
		t.Run(fmt.Sprintf("every-%d", every), func(t *testing.T) {
			defer enumerationMode{"blocking-then-depth-first-no-simulation", 3, false, false}.set()()
			overBudget(t, every)
		})
	}
}

func overBudget(t *testing.T, every int) {
	rng := rand.New(rand.NewSource(11))
	taken := 0
	defer func() {
		if taken == 0 {
			t.Errorf("no subtree taken whole but the whole space")
		}
	}()
	for c := 0; c < 200; c++ {
		b, guard, axioms, proj, inputs := randomFormula(rng)
		want := bruteMinterms(b, guard, axioms, proj, inputs)
		budget := int64(-1)
		if every == 0 {
			budget = 1
		}
		opts := Options{SolveBudget: budget}
		if every > 0 {
			calls := 0
			opts.OverBudget = func() bool {
				calls++
				return calls%every == 0
			}
		}
		en := runEnumeration(t, NewAbstractor(nil, opts), b, guard, axioms, proj, nil)
		exact := map[string]bool{}
		for _, m := range want {
			exact[m] = true
		}
		found := map[string]bool{}
		for _, m := range en.minterms {
			if !exact[fmt.Sprint(m)] {
				t.Fatalf("case %d: valuation %v has no model", c, m)
			}
			found[fmt.Sprint(m)] = true
		}
		whole := en.wholeCubes()
		for _, cube := range whole {
			if len(cube) > 0 {
				taken++
			}
		}
		if every == 0 {
			taken++ // with no time at all the whole space is taken
		}
		if len(want) > len(found) && len(whole) == 0 {
			t.Fatalf("case %d: %d valuations, %d found and no subtree taken whole", c, len(want), len(found))
		}
		for _, m := range want {
			if found[m] {
				continue
			}
			covered := false
			for _, cube := range whole {
				in := true
				for _, l := range cube {
					i := slices.IndexFunc(proj, func(pj projected) bool { return pj.lit == boolprog.Lit{Pred: l.Pred, Next: l.Next} })
					if fmt.Sprint(!l.Neg) != strings.Fields(strings.Trim(m, "[]"))[i] {
						in = false
						break
					}
				}
				if in {
					covered = true
					break
				}
			}
			if !covered {
				t.Fatalf("case %d: valuation %s neither found nor in a subtree taken whole %v", c, m, whole)
			}
		}
	}
}

// TestEnumerationWithPrior gives the enumeration an earlier relation: the
// exact valuations projected onto a random subset of the literals, as
// cubes, with some cubes more (an earlier relation is a superset) and in
// two parts. The result is still exactly brute force's, and the earlier
// relation refutes subtrees.
func TestEnumerationWithPrior(t *testing.T) {
	defer enumerationMode{"depth-first-no-simulation", 0, false, false}.set()()
	rng := rand.New(rand.NewSource(13))
	refuted := 0
	for c := 0; c < 300; c++ {
		b, guard, axioms, proj, inputs := randomFormula(rng)
		want := bruteMinterms(b, guard, axioms, proj, inputs)
		var prior []part
		for range 2 {
			keep := map[int]bool{}
			for i := range proj {
				keep[i] = rng.Intn(2) == 0
			}
			var rel boolprog.CubeSet
			for _, m := range want {
				vals := strings.Fields(strings.Trim(m, "[]"))
				cube := boolprog.Cube{}
				for i, v := range vals {
					if keep[i] {
						l := proj[i].lit
						l.Neg = v == "false"
						cube = append(cube, l)
					}
				}
				rel = append(rel, cube)
			}
			for range rng.Intn(3) {
				cube := boolprog.Cube{}
				for i := range proj {
					if keep[i] && rng.Intn(2) == 0 {
						l := proj[i].lit
						l.Neg = rng.Intn(2) == 0
						cube = append(cube, l)
					}
				}
				rel = append(rel, cube)
			}
			prior = append(prior, part{rel: rel})
		}
		en := runEnumeration(t, NewAbstractor(nil, Options{}), b, guard, axioms, proj, prior)
		got := map[string]bool{}
		for _, m := range en.minterms {
			got[fmt.Sprint(m)] = true
		}
		if !reflect.DeepEqual(sortedKeys(got), want) {
			t.Fatalf("case %d: with an earlier relation %v\nenumerated %v\nbrute force %v", c, prior, sortedKeys(got), want)
		}
		refuted += en.priorRefuted
	}
	if refuted == 0 {
		t.Errorf("the earlier relations refuted no subtree")
	}
}
