package interp

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestOverflowsAgainstBigInt compares the overflow predicates with exact
// arithmetic on math/big for every width and signedness, on edge values and
// random ones.
func TestOverflowsAgainstBigInt(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ops := []program.BinaryOp{program.AddOverflow, program.SubOverflow, program.MulOverflow}
	for _, w := range []int{8, 16, 32, 64} {
		for _, signed := range []bool{false, true} {
			edges := []uint64{0, 1, 2, widthMask(w), widthMask(w) - 1, 1 << uint(w-1), 1<<uint(w-1) - 1, 1<<uint(w-1) + 1}
			vals := append([]uint64(nil), edges...)
			for i := 0; i < 40; i++ {
				vals = append(vals, rng.Uint64()&widthMask(w), rng.Uint64()&widthMask(w/2))
			}
			lo, hi := new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(w))
			if signed {
				lo.Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
				hi.Lsh(big.NewInt(1), uint(w-1))
			}
			hi.Sub(hi, big.NewInt(1))
			toBig := func(x uint64) *big.Int {
				if signed {
					return big.NewInt(sext(x, w))
				}
				return new(big.Int).SetUint64(x)
			}
			for _, x := range vals {
				for _, y := range vals {
					for _, op := range ops {
						r := new(big.Int)
						switch op {
						case program.AddOverflow:
							r.Add(toBig(x), toBig(y))
						case program.SubOverflow:
							r.Sub(toBig(x), toBig(y))
						default:
							r.Mul(toBig(x), toBig(y))
						}
						want := r.Cmp(lo) < 0 || r.Cmp(hi) > 0
						if got := overflows(op, x, y, w, signed); got != want {
							t.Fatalf("%v(%#x, %#x) width %d signed %v: got %v, want %v", op, x, y, w, signed, got, want)
						}
					}
				}
			}
		}
	}
}
