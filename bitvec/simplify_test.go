package bitvec

import (
	"math/rand"
	"testing"

	"github.com/go-air/gini/z"
)

// TestSimplifyEquivalent: on random circuits over six inputs built from
// And, Xor and Choice, Simplify of a random conjunction of nodes is
// equivalent to it on all 64 assignments, with and without enough work.
func TestSimplifyEquivalent(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	changed := 0
	for round := 0; round < 400; round++ {
		b := New()
		c := b.C()
		nodes := []z.Lit{}
		for i := 0; i < 6; i++ {
			nodes = append(nodes, c.Lit())
		}
		inputs := len(nodes)
		pick := func() z.Lit {
			m := nodes[rng.Intn(len(nodes))]
			if rng.Intn(2) == 0 {
				m = m.Not()
			}
			return m
		}
		for i := 0; i < 30; i++ {
			switch rng.Intn(3) {
			case 0:
				nodes = append(nodes, c.And(pick(), pick()))
			case 1:
				nodes = append(nodes, c.Xor(pick(), pick()))
			default:
				nodes = append(nodes, c.Choice(pick(), pick(), pick()))
			}
		}
		m := c.T
		for k := rng.Intn(4) + 1; k > 0; k-- {
			m = c.And(m, pick())
		}
		work := 1 << 20
		if round%4 == 3 {
			work = rng.Intn(10) // runs out on the way
		}
		s := b.Simplify(m, &work)
		if s != m {
			changed++
		}
		for a := 0; a < 1<<inputs; a++ {
			vs := make([]bool, c.Len())
			for i := 0; i < inputs; i++ {
				vs[nodes[i].Var()] = a>>i&1 == 1
			}
			c.Eval(vs)
			val := func(l z.Lit) bool { return vs[l.Var()] == l.IsPos() }
			if val(m) != val(s) {
				t.Fatalf("round %d, assignment %06b: %v is %v, simplified %v is %v", round, a, m, val(m), s, val(s))
			}
		}
	}
	if changed < 50 {
		t.Errorf("only %d of 400 conjunctions simplified: the test does not exercise Simplify", changed)
	}
}

// TestSimplifySwap: the branch "if (swap)" of a constant-time swap: with
// the mask bit m fixed by the path condition, a ⊕ (m ∧ (a ⊕ b)) != b is
// the constant false, and a ⊕ (m ∧ (a ⊕ b)) != a under ¬m too.
func TestSimplifySwap(t *testing.T) {
	b := New()
	c := b.C()
	m, x, y := c.Lit(), c.Lit(), c.Lit()
	swapped := c.Xor(x, c.And(m, c.Xor(x, y)))
	work := 100
	if got := b.Simplify(c.And(m, c.Xor(swapped, y)), &work); got != c.F {
		t.Errorf("swap branch: got %v, want false", got)
	}
	if got := b.Simplify(c.And(m.Not(), c.Xor(swapped, x)), &work); got != c.F {
		t.Errorf("no-swap branch: got %v, want false", got)
	}
	if got := b.Simplify(c.And(m, c.Xor(swapped, x)), &work); got == c.F {
		t.Errorf("swap branch against a: simplified to false, but it can be violated")
	}
}

// TestCircuitValue: gates are evaluated from the inputs' values.
func TestCircuitValue(t *testing.T) {
	b := New()
	c := b.C()
	x, y := c.Lit(), c.Lit()
	g := c.Xor(x, y)
	val := b.CircuitValue(func(l z.Lit) bool { return l == x })
	if !val(g) || val(g.Not()) || !val(x) || val(y) || !val(c.T) {
		t.Errorf("x=1, y=0: x⊕y reads %v", val(g))
	}
}

// TestMulSignExtendedNarrow: the product of two 64-bit sign extensions of
// 32-bit values is built as a 32 by 32 signed product, well under the
// gates of the 64-bit array multiplier.
func TestMulSignExtendedNarrow(t *testing.T) {
	b := New()
	x, y := b.SignExt(b.Fresh(32), 64), b.SignExt(b.Fresh(32), 64)
	before := b.C().Len()
	b.Mul(x, y)
	narrow := b.C().Len() - before
	u, v := b.Fresh(64), b.Fresh(64)
	before = b.C().Len()
	b.Mul(u, v)
	if full := b.C().Len() - before; 3*narrow > 2*full {
		t.Errorf("64-bit Mul of sign extensions of 32 bits: %d gates, of two 64-bit values %d", narrow, full)
	}
}
