package boolprog

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// A truth table over bddTestVars variables, bit i the value under the
// assignment whose level-l variable is bit l of i.
const bddTestVars = 6

type table uint64

func tableOf(m *bddManager, f bddNode) table {
	var t table
	for a := range 1 << bddTestVars {
		if m.eval(f, func(l int) bool { return a>>l&1 == 1 }) {
			t |= 1 << a
		}
	}
	return t
}

func varTable(level int) table {
	var t table
	for a := range 1 << bddTestVars {
		if a>>level&1 == 1 {
			t |= 1 << a
		}
	}
	return t
}

// randomBDD builds a random function both as a BDD and as a truth table.
func randomBDD(r *rand.Rand, m *bddManager, depth int) (bddNode, table) {
	if depth == 0 || r.IntN(4) == 0 {
		switch k := r.IntN(bddTestVars + 2); k {
		case bddTestVars:
			return bddFalse, 0
		case bddTestVars + 1:
			return bddTrue, ^table(0)
		default:
			return m.variable(k, false), varTable(k)
		}
	}
	a, ta := randomBDD(r, m, depth-1)
	b, tb := randomBDD(r, m, depth-1)
	switch r.IntN(5) {
	case 0:
		return m.and(a, b), ta & tb
	case 1:
		return m.or(a, b), ta | tb
	case 2:
		return m.xor(a, b), ta ^ tb
	case 3:
		return m.neg(a), ^ta
	}
	c, tc := randomBDD(r, m, depth-1)
	return m.ite(a, b, c), ta&tb | ^ta&tc
}

func TestBDDOperations(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	m := newBDD()
	byTable := map[table]bddNode{}
	for range 3000 {
		f, want := randomBDD(r, m, 5)
		if got := tableOf(m, f); got != want {
			t.Fatalf("BDD %d has table %x, want %x", f, got, want)
		}
		// Canonical: equal functions are the same node.
		if g, ok := byTable[want]; ok && g != f {
			t.Fatalf("two nodes %d and %d for table %x", g, f, want)
		}
		byTable[want] = f
	}
}

func TestBDDExistRestrictSupport(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	m := newBDD()
	for range 2000 {
		f, tf := randomBDD(r, m, 5)
		var levels []int
		for l := range bddTestVars {
			if r.IntN(3) == 0 {
				levels = append(levels, l)
			}
		}
		// exists: some assignment of the quantified variables satisfies f.
		var want table
		for a := range 1 << bddTestVars {
			for sub := range 1 << len(levels) {
				b := a
				for i, l := range levels {
					b = b&^(1<<l) | (sub>>i&1)<<l
				}
				if tf>>b&1 == 1 {
					want |= 1 << a
					break
				}
			}
		}
		if got := tableOf(m, m.exist(f, m.cube(levels))); got != want {
			t.Fatalf("exists %v: table %x, want %x", levels, got, want)
		}

		care, tc := randomBDD(r, m, 4)
		if care != bddFalse {
			g := m.restrict(f, care)
			if tg := tableOf(m, g); (tg^tf)&tc != 0 {
				t.Fatalf("restrict differs from f on the care set")
			}
		}

		var support []int32
		for l := range bddTestVars {
			if (tf^shiftTable(tf, l))&varTable(l) != 0 {
				support = append(support, int32(l))
			}
		}
		if got := m.supportOf(f); !slices.Equal(got, support) {
			t.Fatalf("support %v, want %v", got, support)
		}
	}
}

// shiftTable returns the table of f with variable l flipped.
func shiftTable(tf table, l int) table {
	var t table
	for a := range 1 << bddTestVars {
		if tf>>(a^1<<l)&1 == 1 {
			t |= 1 << a
		}
	}
	return t
}

func TestBDDCubeOf(t *testing.T) {
	m := newBDD()
	lits := []bddLit{{3, false}, {1, true}, {3, false}, {0, false}}
	want := m.and(m.and(m.variable(3, false), m.variable(1, true)), m.variable(0, false))
	if got := m.cubeOf(lits); got != want {
		t.Errorf("cubeOf = %d, want %d", got, want)
	}
	if got := m.cubeOf([]bddLit{{2, false}, {2, true}}); got != bddFalse {
		t.Errorf("contradictory cube = %d, want false", got)
	}
	if got := m.cubeOf(nil); got != bddTrue {
		t.Errorf("empty cube = %d, want true", got)
	}
}

// TestISOP checks that the cover lies in the interval, is the BDD it
// claims, and is irredundant: no cube can go and no literal can be
// dropped.
func TestISOP(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	m := newBDD()
	cubeTable := func(c []bddLit) table {
		t := ^table(0)
		for _, l := range c {
			if l.neg {
				t &^= varTable(int(l.level))
			} else {
				t &= varTable(int(l.level))
			}
		}
		return t
	}
	coverTable := func(cubes [][]bddLit) table {
		var t table
		for _, c := range cubes {
			t |= cubeTable(c)
		}
		return t
	}
	for range 2000 {
		a, ta := randomBDD(r, m, 5)
		b, tb := randomBDD(r, m, 5)
		lower, upper := m.and(a, b), m.or(a, b)
		tl, tu := ta&tb, ta|tb
		cubes, g, ok := m.isop(lower, upper, 1<<20)
		if !ok {
			t.Fatal("isop gave up")
		}
		tg := coverTable(cubes)
		if tg != tableOf(m, g) {
			t.Fatalf("cover and its BDD differ")
		}
		if tl&^tg != 0 || tg&^tu != 0 {
			t.Fatalf("cover %x not within [%x, %x]", tg, tl, tu)
		}
		for i := range cubes {
			others := slices.Concat(cubes[:i], cubes[i+1:])
			if tl&^coverTable(others) == 0 {
				t.Fatalf("cube %d of %v is redundant", i, cubes)
			}
			for j := range cubes[i] {
				bigger := slices.Concat(cubes[i][:j], cubes[i][j+1:])
				if cubeTable(bigger)&^tu == 0 {
					t.Fatalf("literal %d of cube %v can be dropped", j, cubes[i])
				}
			}
		}
	}
	// Parity of six variables needs 32 cubes of 6 literals: a budget of
	// 100 literals gives up.
	x := bddFalse
	for l := range 6 {
		x = m.xor(x, m.variable(l, false))
	}
	if _, _, ok := m.isop(x, x, 100); ok {
		t.Error("isop of parity within 100 literals")
	}
	if cubes, _, ok := m.isop(x, x, 192); !ok || len(cubes) != 32 {
		t.Errorf("isop of parity: %d cubes, ok %v", len(cubes), ok)
	}
}

// TestFormulas checks that the formulas the writers print (factored
// sums of products and Shannon expansions) are the BDDs they come from.
func TestFormulas(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	m := newBDD()
	for range 2000 {
		f, _ := randomBDD(r, m, 5)
		cubes, g, ok := m.isop(f, f, 1<<20)
		if !ok || g != f {
			t.Fatal("isop of a function is not the function")
		}
		if got := m.toBDD(sopFormula(cubes)); got != f {
			t.Fatalf("factored cover %v is not the function", cubes)
		}
		if f > bddTrue {
			if got := m.toBDD(m.shannon(f)); got != f {
				t.Fatalf("Shannon expansion of %d differs", f)
			}
		}
	}
}

func TestCNF(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	m := newBDD()
	for range 2000 {
		f, _ := randomBDD(r, m, 5)
		cubes, _, ok := m.isop(m.neg(f), m.neg(f), 1<<20)
		if !ok {
			t.Fatal("isop gave up")
		}
		if got := m.toBDD(cnfFormula(cubes)); got != f {
			t.Fatalf("product of sums of %v is not the function", cubes)
		}
	}
	// The chain b1 -> b0, ..., b7 -> b6: its sum of products is quadratic,
	// its product of sums the seven clauses.
	chain := bddTrue
	for l := range 7 {
		chain = m.and(chain, m.implies(m.variable(l+1, false), m.variable(l, false)))
	}
	pl := &plan{m: m}
	if lits := m.treeLits(pl.formulaFor(chain, chain), nil, 1000); lits != 14 {
		t.Errorf("chain printed with %d literals, want 14", lits)
	}
}
