package bitvec

import (
	"math/rand"
	"testing"

	"github.com/go-air/gini"

	"github.com/satabs-go/satabs-go/softfloat"
)

// TestFloatSolveInverse runs the circuits backwards through SAT on the
// real formats: given y, a rounding mode and the result r of some x op y,
// the solver finds an x with circuit(x, y) = r, and softfloat must agree
// that x op y = r. A wrong circuit would give an x that softfloat refutes.
func TestFloatSolveInverse(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	type op struct {
		name string
		circ func(b *Builder, f softfloat.Format, rm, x, y BV) BV
		ref  func(f softfloat.Format, rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits
	}
	ops := []op{
		{"FAdd", func(b *Builder, f softfloat.Format, rm, x, y BV) BV { return b.FAdd(f, rm, x, y) }, softfloat.Add},
		{"FMul", func(b *Builder, f softfloat.Format, rm, x, y BV) BV { return b.FMul(f, rm, x, y) }, softfloat.Mul},
		{"FSqrt", func(b *Builder, f softfloat.Format, rm, x, y BV) BV { return b.FSqrt(f, rm, x) },
			func(f softfloat.Format, rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits {
				return softfloat.Sqrt(f, rm, x)
			}},
		{"FConvert to binary32", func(b *Builder, f softfloat.Format, rm, x, y BV) BV { return b.FConvert(f, softfloat.Binary32, rm, x) },
			func(f softfloat.Format, rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits {
				return softfloat.Convert(f, softfloat.Binary32, rm, x)
			}},
	}
	formats := []softfloat.Format{softfloat.Binary32, softfloat.Binary64, softfloat.X87}
	for _, f := range formats {
		for _, o := range ops {
			if testing.Short() && f != softfloat.Binary32 {
				continue
			}
			for i := 0; i < 2; i++ {
				rmv := softfloat.RoundingMode(r.Intn(4))
				xs, ys := fpRandom(r, f), fpRandom(r, f)
				want := o.ref(f, rmv, xs, ys)
				b := New()
				x := b.Fresh(f.Width())
				out := o.circ(b, f, b.Const(3, uint64(rmv)), x, b.fpConst(f, ys))
				if IsConst(out) {
					continue
				}
				wb := make(BV, len(out))
				for k := range wb {
					wb[k] = b.Bool(shiftBits(softfloat.Bits{Lo: 1}, k).Lo&want.Lo != 0 || shiftBits(softfloat.Bits{Lo: 1}, k).Hi&want.Hi != 0)
				}
				goal := b.Eq(out, wb)
				g := gini.New()
				b.AddCnf(g, goal)
				g.Assume(goal)
				if g.Solve() != 1 {
					t.Fatalf("%v %s rm %d: no x gives %#x with y = %#x (softfloat: x = %#x does)", f, o.name, rmv, want, ys, xs)
				}
				var got softfloat.Bits
				for k, m := range x {
					if g.Value(m) {
						if k < 64 {
							got.Lo |= 1 << k
						} else {
							got.Hi |= 1 << (k - 64)
						}
					}
				}
				t.Logf("%v %s rm %d y %#x: want %#x (from x %#x), solver x %#x", f, o.name, rmv, ys, want, xs, got)
				if res := o.ref(f, rmv, got, ys); res != want {
					t.Fatalf("%v %s rm %d: the solver's x = %#x gives %#x with y = %#x in softfloat, the circuit %#x", f, o.name, rmv, got, res, ys, want)
				}
			}
		}
	}
}
