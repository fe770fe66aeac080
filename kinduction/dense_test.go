package kinduction

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
)

// TestDenseSAT asks random queries over one growing circuit of adders,
// products and comparisons both of the shared solver (numbered as the
// circuit is) and of dense instances (one per query, and one that
// takes them all in turn): the answers agree, and each dense model,
// evaluated on the whole circuit from the inputs it gives (those it
// never met false), satisfies the query.
func TestDenseSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 26))
	b := bitvec.New()
	shared := gini.New()
	all := newDenseSAT(b)
	var words []bitvec.BV
	for i := 0; i < 6; i++ {
		words = append(words, b.Fresh(8))
	}
	ctx := context.Background()
	for n := 0; n < 100; n++ {
		// Grow the circuit: the shared solver's variables grow with
		// it, the dense instances' with their cones only.
		x, y := words[rng.IntN(len(words))], words[rng.IntN(len(words))]
		switch rng.IntN(3) {
		case 0:
			words = append(words, b.Add(x, y))
		case 1:
			words = append(words, b.Mul(x, y))
		default:
			words = append(words, b.Sub(x, b.Const(8, uint64(rng.IntN(256)))))
		}
		x, y = words[rng.IntN(len(words))], words[rng.IntN(len(words))]
		lits := []z.Lit{b.ULt(x, y)}
		if rng.IntN(2) == 0 {
			lits = append(lits, b.Eq(words[rng.IntN(len(words))], b.Const(8, uint64(rng.IntN(256)))))
		}
		if rng.IntN(3) == 0 {
			lits = append(lits, b.Eq(x, y).Not())
		}
		want, err := (sharedSAT{b, shared}).solve(ctx, lits)
		if err != nil {
			t.Fatal(err)
		}
		for i, inst := range []*denseSAT{newDenseSAT(b), all} {
			got, err := inst.solve(ctx, lits)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("query %d, instance %d: dense says %d, shared %d", n, i, got, want)
			}
			if got != 1 {
				continue
			}
			c := b.C()
			vs := make([]bool, c.Len())
			value := bitvec.SafeValue(inst)
			for v := 1; v < len(vs); v++ {
				vs[v] = value(z.Var(v).Pos())
			}
			c.Eval(vs)
			for _, m := range lits {
				if vs[m.Var()] != m.IsPos() {
					t.Fatalf("query %d, instance %d: the dense model violates a literal of the query", n, i)
				}
			}
		}
	}
}

// solve adds the cones of lits to inst and solves under them.
func (s sharedSAT) solve(ctx context.Context, lits []z.Lit) (int, error) {
	s.addCnf(lits...)
	return s.solveAssuming(ctx, lits...)
}

func (d *denseSAT) solve(ctx context.Context, lits []z.Lit) (int, error) {
	d.addCnf(lits...)
	return d.solveAssuming(ctx, lits...)
}
