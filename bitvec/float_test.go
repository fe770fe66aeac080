package bitvec

import (
	"flag"
	"fmt"
	"math/rand"
	"testing"

	"github.com/satabs-go/satabs-go/softfloat"
)

// The float circuits against softfloat: constant inputs fold to constant
// outputs, so evaluating a circuit is building it on constants.

var tinyFormat = softfloat.Format{ExpBits: 3, FracBits: 2}

func fpBits(t testing.TB, x BV) softfloat.Bits {
	t.Helper()
	var r softfloat.Bits
	for i, m := range x {
		if !IsConstLit(m) {
			t.Fatalf("bit %d of a result is not constant", i)
		}
		if m == litTrue {
			if i < 64 {
				r.Lo |= 1 << i
			} else {
				r.Hi |= 1 << (i - 64)
			}
		}
	}
	return r
}

func fpMask(f softfloat.Format, x softfloat.Bits) softfloat.Bits {
	w := f.Width()
	if w < 64 {
		return softfloat.Bits{Lo: x.Lo & (1<<w - 1)}
	}
	if w < 128 {
		x.Hi &= 1<<(w-64) - 1
	}
	return x
}

// fpRandom draws an operand of f: random patterns with the exponent field
// biased to its extremes and the middle, and the fraction to few or many
// ones; x87's non-canonical encodings come up as random patterns do.
func fpRandom(r *rand.Rand, f softfloat.Format) softfloat.Bits {
	x := fpMask(f, softfloat.Bits{Lo: r.Uint64(), Hi: r.Uint64()})
	sb := f.FracBits
	if f.ExplicitInt {
		sb++
	}
	setExp := func(e uint64) {
		m := softfloat.Bits{Lo: 1<<f.ExpBits - 1}
		lo, hi := shiftBits(m, sb), shiftBits(softfloat.Bits{Lo: e}, sb)
		x.Lo = x.Lo&^lo.Lo | hi.Lo
		x.Hi = x.Hi&^lo.Hi | hi.Hi
	}
	maxE := uint64(1)<<f.ExpBits - 1
	bias := uint64(1)<<(f.ExpBits-1) - 1
	switch r.Intn(6) {
	case 0:
		setExp(uint64(r.Intn(3)))
	case 1:
		setExp(maxE - uint64(r.Intn(3)))
	case 2:
		setExp(bias + uint64(r.Intn(5)) - 2)
	}
	switch r.Intn(4) {
	case 0: // few significand bits
		x.Lo &^= (1<<uint(sb) - 1) &^ (1<<uint(r.Intn(4)) - 1) &^ (1 << uint(sb-1))
	case 1:
		x.Lo |= (1<<uint(sb) - 1) &^ (1<<uint(r.Intn(sb)) - 1)
	}
	if f.ExplicitInt && r.Intn(8) != 0 {
		// mostly canonical: the integer bit says whether the exponent is 0
		j := uint64(1) << f.FracBits
		e := (x.Lo >> sb) | x.Hi<<(64-sb)
		if e&maxE != 0 {
			x.Lo |= j
		} else {
			x.Lo &^= j
		}
	}
	return fpMask(f, x)
}

func shiftBits(x softfloat.Bits, k int) softfloat.Bits {
	if k >= 64 {
		return softfloat.Bits{Hi: x.Lo << (k - 64)}
	}
	return softfloat.Bits{Lo: x.Lo << k, Hi: x.Hi<<k | x.Lo>>(64-k)}
}

var fpFormats = []struct {
	name string
	f    softfloat.Format
}{
	{"binary32", softfloat.Binary32},
	{"binary64", softfloat.Binary64},
	{"x87", softfloat.X87},
	{"e3m2", tinyFormat},
	{"e5m10", softfloat.Format{ExpBits: 5, FracBits: 10}},
	{"e4m5x", softfloat.Format{ExpBits: 4, FracBits: 5, ExplicitInt: true}},
}

var floatN = flag.Int("float-n", 0, "random operand sets per format of TestFloatConstantFolding (default 100, 300 with -long, 60 with -short)")

func TestFloatConstantFolding(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	n := *floatN
	switch {
	case n > 0:
	case *long:
		n = 300
	case testing.Short():
		n = 60
	default:
		n = 100
	}
	for _, tc := range fpFormats {
		f := tc.f
		for i := 0; i < n; i++ {
			b := New()
			xs, ys, zs := fpRandom(r, f), fpRandom(r, f), fpRandom(r, f)
			if i%3 == 0 { // near cancellation
				ys = softfloat.Neg(f, xs)
				ys.Lo ^= uint64(r.Intn(4))
			}
			x, y, zz := b.fpConst(f, xs), b.fpConst(f, ys), b.fpConst(f, zs)
			rmv := softfloat.RoundingMode(r.Intn(5))
			rm := b.Const(3, uint64(rmv))
			check := func(op string, got BV, want softfloat.Bits) {
				t.Helper()
				if g := fpBits(t, got); g != want {
					t.Fatalf("%s %s rm %d (%#x, %#x, %#x) = %#x, softfloat %#x", tc.name, op, rmv, xs, ys, zs, g, want)
				}
			}
			checkLit := func(op string, got bool, want bool) {
				t.Helper()
				if got != want {
					t.Fatalf("%s %s (%#x, %#x) = %v, softfloat %v", tc.name, op, xs, ys, got, want)
				}
			}
			check("FAdd", b.FAdd(f, rm, x, y), softfloat.Add(f, rmv, xs, ys))
			check("FSub", b.FSub(f, rm, x, y), softfloat.Sub(f, rmv, xs, ys))
			check("FMul", b.FMul(f, rm, x, y), softfloat.Mul(f, rmv, xs, ys))
			check("FDiv", b.FDiv(f, rm, x, y), softfloat.Div(f, rmv, xs, ys))
			check("FSqrt", b.FSqrt(f, rm, x), softfloat.Sqrt(f, rmv, xs))
			check("FFMA", b.FFMA(f, rm, x, y, zz), softfloat.FMA(f, rmv, xs, ys, zs))
			// FFMA's shortcuts: a factor 1, an addend of either zero
			one := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 2, false)
			check("FFMA(x, 1, z)", b.FFMA(f, rm, x, b.fpConst(f, one), zz), softfloat.FMA(f, rmv, xs, one, zs))
			check("FFMA(1, y, z)", b.FFMA(f, rm, b.fpConst(f, one), y, zz), softfloat.FMA(f, rmv, one, ys, zs))
			for _, z0 := range []softfloat.Bits{{}, softfloat.Neg(f, softfloat.Bits{})} {
				check("FFMA(x, y, 0)", b.FFMA(f, rm, x, y, b.fpConst(f, z0)), softfloat.FMA(f, rmv, xs, ys, z0))
			}
			// fmod's circuits are large (a million gates for x87): a
			// tenth of the wide operands suffice.
			if f.Width() <= 32 || i%10 == 0 {
				check("FMod", b.FMod(f, x, y), softfloat.Fmod(f, xs, ys))
				check("FRemainder", b.FRemainder(f, x, y), softfloat.Remainder(f, xs, ys))
				// a divisor of nearly the same magnitude: tie and rounding cases
				if c := softfloat.Classify(f, xs); c == softfloat.ClassNormal || c == softfloat.ClassSubnormal {
					near := softfloat.Mul(f, softfloat.NearestEven, xs, softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(r.Intn(7) + 1)}, 8, false))
					if r.Intn(2) == 0 {
						near = softfloat.Div(f, softfloat.NearestEven, xs, softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(r.Intn(7) + 1)}, 8, false))
					}
					cn := b.fpConst(f, near)
					check("FMod near", b.FMod(f, x, cn), softfloat.Fmod(f, xs, near))
					check("FRemainder near", b.FRemainder(f, x, cn), softfloat.Remainder(f, xs, near))
					check("FRemainder near'", b.FRemainder(f, cn, x), softfloat.Remainder(f, near, xs))
					for _, o := range [][2]softfloat.Bits{{xs, near}, {near, xs}, {xs, ys}} {
						n, _ := softfloat.RemQuo(f, o[0], o[1])
						if v, _ := ConstValue(b.FRemQuo(f, b.fpConst(f, o[0]), b.fpConst(f, o[1]))); v != uint64(n) {
							t.Fatalf("%s FRemQuo(%#x, %#x) = %d, softfloat %d", tc.name, o[0], o[1], v, n)
						}
					}
				}
			}
			for _, n := range []int64{int64(r.Intn(8*f.Precision())) - int64(4*f.Precision()), int64(r.Intn(1<<uint(f.ExpBits+2))) - 1<<uint(f.ExpBits+1), int64(int32(r.Uint32()))} {
				check(fmt.Sprintf("FScaleB(%d)", n), b.FScaleB(f, rm, x, b.Const(32, uint64(uint32(n)))), softfloat.ScaleB(f, rmv, xs, n))
			}
			if v, _ := ConstValue(b.FILogB(f, x)); int32(v) != int32(softfloat.ILogB(f, xs)) {
				t.Fatalf("%s FILogB(%#x) = %d, softfloat %d", tc.name, xs, int32(v), softfloat.ILogB(f, xs))
			}
			check("FNeg", b.FNeg(f, x), softfloat.Neg(f, xs))
			check("FAbs", b.FAbs(f, x), softfloat.Abs(f, xs))
			check("FRoundToIntegral", b.FRoundToIntegral(f, rm, x), softfloat.RoundToIntegral(f, rmv, xs))
			checkLit("FEq", b.FEq(f, x, y) == litTrue, softfloat.Equal(f, xs, ys))
			checkLit("FLt", b.FLt(f, x, y) == litTrue, softfloat.Less(f, xs, ys))
			checkLit("FLe", b.FLe(f, x, y) == litTrue, softfloat.LessEqual(f, xs, ys))
			checkLit("FIsNaN", b.FIsNaN(f, x) == litTrue, softfloat.IsNaN(f, xs))
			checkLit("FIsInf", b.FIsInf(f, x) == litTrue, softfloat.IsInf(f, xs))
			checkLit("FIsSignaling", b.FIsSignaling(f, x) == litTrue, softfloat.IsSignaling(f, xs))
			if v, _ := ConstValue(b.FClassify(f, x)); v != uint64(softfloat.Classify(f, xs)) {
				t.Fatalf("%s FClassify(%#x) = %d, softfloat %d", tc.name, xs, v, softfloat.Classify(f, xs))
			}
			for _, g := range fpFormats {
				check("FConvert to "+g.name, b.FConvert(f, g.f, rm, x), softfloat.Convert(f, g.f, rmv, xs))
			}
			for _, w := range []int{1, 5, 8, 16, 32, 64} {
				for _, signed := range []bool{false, true} {
					iv := r.Uint64() >> uint(r.Intn(64))
					if w < 64 {
						iv &= 1<<w - 1
					}
					check(fmt.Sprintf("FFromInt(%d, %v, %#x)", w, signed, iv), b.FFromInt(f, rm, b.Const(w, iv), signed),
						softfloat.FromInt(f, rmv, softfloat.Bits{Lo: iv}, w, signed))
					got, ok := b.FToInt(f, x, w, signed)
					want, wok := softfloat.ToInt(f, xs, w, signed)
					g := fpBits(t, got)
					if g != want || (ok == litTrue) != wok {
						t.Fatalf("%s FToInt(%#x, %d, %v) = %#x, %v; softfloat %#x, %v", tc.name, xs, w, signed, g, ok == litTrue, want, wok)
					}
				}
			}
		}
	}
}
