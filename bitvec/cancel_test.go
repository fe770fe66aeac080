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
