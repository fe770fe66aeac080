package bitvec

import (
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
)

// The four identities return the operand's own literals, without a gate.
func TestCancellationIdentities(t *testing.T) {
	b := New()
	x, y := b.Fresh(32), b.Fresh(32)
	s, d := b.Add(x, y), b.Sub(x, y)
	n := b.C().Len()
	for _, c := range []struct {
		name      string
		got, want BV
	}{
		{"(x+y)-y", b.Sub(s, y), x},
		{"(x+y)-x", b.Sub(s, x), y},
		{"(x-y)+y", b.Add(d, y), x},
		{"y+(x-y)", b.Add(y, d), x},
	} {
		if !sameBV(c.got, c.want) {
			t.Errorf("%s is not the operand's literals", c.name)
		}
	}
	if b.C().Len() != n {
		t.Errorf("cancellation added %d nodes", b.C().Len()-n)
	}
	// (x-y)-y and (x+y)+y are no identities: they must be built.
	if sameBV(b.Sub(d, y), x) || sameBV(b.Add(s, y), x) {
		t.Errorf("cancelled what does not cancel")
	}
}

// Random chains of additions and subtractions over a few shared words,
// where cancellations are frequent, evaluate as Go's wrapping arithmetic
// does, for random inputs.
func TestCancellationRandomChains(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for round := 0; round < 200; round++ {
		w := []int{8, 16, 32}[r.IntN(3)]
		b := New()
		in := []BV{b.Fresh(w), b.Fresh(w), b.Fresh(w)}
		vals := make([]uint64, len(in))
		for i := range vals {
			vals[i] = r.Uint64() & mask(w)
		}
		circ := append([]BV{}, in...)
		ref := append([]uint64{}, vals...)
		for step := 0; step < 12; step++ {
			i, j := r.IntN(len(circ)), r.IntN(len(circ))
			if r.IntN(2) == 0 {
				circ = append(circ, b.Add(circ[i], circ[j]))
				ref = append(ref, (ref[i]+ref[j])&mask(w))
			} else {
				circ = append(circ, b.Sub(circ[i], circ[j]))
				ref = append(ref, (ref[i]-ref[j])&mask(w))
			}
		}
		g := gini.New()
		b.AddCnf(g, Lits(circ...)...)
		for i := range in {
			assumeValue(g, in[i], vals[i])
		}
		if g.Solve() != 1 {
			t.Fatalf("round %d: inputs unsatisfiable", round)
		}
		for k := range circ {
			if got := b.Eval(SafeValue(g), circ[k]); got != ref[k] {
				t.Fatalf("round %d: word %d is %d, want %d", round, k, got, ref[k])
			}
		}
	}
}

// With DistributeMul, random chains of sums and differences with
// constants, negations and products of them evaluate as Go's wrapping arithmetic
// does, for random inputs, and x * (y - 1) is x * y - x: the product of
// x and y is built once (so x * y and y * x have the same literals).
func TestDistributeMulRandomChains(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for round := 0; round < 60; round++ {
		w := []int{8, 16, 32}[r.IntN(3)]
		b := New()
		b.DistributeMul(true)
		in := []BV{b.Fresh(w), b.Fresh(w), b.Fresh(w)}
		vals := make([]uint64, len(in))
		for i := range vals {
			vals[i] = r.Uint64() & mask(w)
		}
		circ := append([]BV{}, in...)
		ref := append([]uint64{}, vals...)
		for step := 0; step < 10; step++ {
			i, j := r.IntN(len(circ)), r.IntN(len(circ))
			k := r.Uint64() & mask(w)
			switch r.IntN(6) {
			case 0:
				circ = append(circ, b.Add(circ[i], b.Const(w, k)))
				ref = append(ref, (ref[i]+k)&mask(w))
			case 1:
				circ = append(circ, b.Sub(circ[i], b.Const(w, k)))
				ref = append(ref, (ref[i]-k)&mask(w))
			case 2:
				circ = append(circ, b.Sub(b.Const(w, k), circ[i]))
				ref = append(ref, (k-ref[i])&mask(w))
			case 3:
				circ = append(circ, b.Neg(circ[i]))
				ref = append(ref, (-ref[i])&mask(w))
			default:
				circ = append(circ, b.Mul(circ[i], circ[j]))
				ref = append(ref, (ref[i]*ref[j])&mask(w))
			}
		}
		g := gini.New()
		b.AddCnf(g, Lits(circ...)...)
		for i := range in {
			assumeValue(g, in[i], vals[i])
		}
		if g.Solve() != 1 {
			t.Fatalf("round %d: inputs unsatisfiable", round)
		}
		for k := range circ {
			if got := b.Eval(SafeValue(g), circ[k]); got != ref[k] {
				t.Fatalf("round %d: word %d is %d, want %d", round, k, got, ref[k])
			}
		}
	}
	b := New()
	b.DistributeMul(true)
	x, y := b.Fresh(32), b.Fresh(32)
	p := b.Mul(x, b.Sub(y, b.Const(32, 1)))
	if !sameBV(b.Add(p, x), b.Mul(y, x)) {
		t.Errorf("x * (y - 1) + x is not the literals of y * x")
	}
	// Off by default: x * (y - 1) is one multiplier of its own.
	b = New()
	x, y = b.Fresh(32), b.Fresh(32)
	if sameBV(b.Add(b.Mul(x, b.Sub(y, b.Const(32, 1))), x), b.Mul(y, x)) {
		t.Errorf("products distributed without DistributeMul")
	}
}
