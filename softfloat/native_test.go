package softfloat

import (
	"flag"
	"math"
	"math/rand"
	"testing"
)

var long = flag.Bool("long", false, "run the long randomized comparisons (millions of operands)")

// count is the number of random operands of a randomized test: a few
// thousand, millions with -long.
func count(short int) int {
	if *long {
		return short * 100
	}
	return short
}

// specials32 and specials64 are the operands every test tries against each
// other: zeros, subnormals, the extreme normals, infinities, NaNs with
// payloads, and neighbours of one.
var specials32 = []uint32{
	0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x807fffff, 0x00800000, 0x80800000,
	0x7f7fffff, 0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
	0x7fc00001, 0x7fa00000, 0xff800001, 0x3f800000, 0xbf800000, 0x3f800001,
	0x3f7fffff, 0x4b000000, 0x4b000001, 0x3f000000, 0x3fc00000, 0x40000000,
	0x00400000, 0x34000000, 0x33800000, 0x4effffff, 0x4f000000, 0x5f000000,
	0x5f800000, 0xcf000000, 0xdf000000, 0x3effffff,
}

var specials64 = []uint64{
	0, 1 << 63, 1, 1<<63 | 1, 0x000fffffffffffff, 0x0010000000000000,
	0x7fefffffffffffff, 0xffefffffffffffff, 0x7ff0000000000000, 0xfff0000000000000,
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000001, 0x7ff4000000000000,
	0xfff0000000000001, 0x3ff0000000000000, 0xbff0000000000000, 0x3ff0000000000001,
	0x3fefffffffffffff, 0x4330000000000000, 0x4330000000000001, 0x3fe0000000000000,
	0x3ff8000000000000, 0x4000000000000000, 0x0008000000000000, 0x3cb0000000000000,
	0x3ca0000000000000, 0x43dfffffffffffff, 0x43e0000000000000, 0x43f0000000000000,
	0xc3e0000000000000, 0x41dfffffffc00000, 0x41e0000000000000, 0x3fdfffffffffffff,
}

// rand32 draws operands that exercise every path: random patterns, random
// values near each other (cancellation), specials, small exponents.
func rand32(r *rand.Rand) uint32 {
	switch r.Intn(8) {
	case 0:
		return specials32[r.Intn(len(specials32))]
	case 1:
		return r.Uint32() & 0x807fffff // subnormal
	case 2:
		return r.Uint32()&0x83ffffff | 0x3c000000 // near 1
	case 3:
		return r.Uint32() & 0x80ffffff // around the smallest normal
	case 4:
		return r.Uint32() | 0x7f000000 // huge, inf, NaN
	}
	return r.Uint32()
}

func rand64(r *rand.Rand) uint64 {
	switch r.Intn(8) {
	case 0:
		return specials64[r.Intn(len(specials64))]
	case 1:
		return r.Uint64() & 0x800fffffffffffff
	case 2:
		return r.Uint64()&0x803fffffffffffff | 0x3fc0000000000000
	case 3:
		return r.Uint64() & 0x801fffffffffffff
	case 4:
		return r.Uint64() | 0x7fe0000000000000
	}
	return r.Uint64()
}

// same32 compares results; NaNs compare by class only, since Go's NaN
// propagation is the machine's (checked bit for bit against gcc instead).
func same32(got Bits, want float32) bool {
	w := math.Float32bits(want)
	if want != want {
		return IsNaN(Binary32, got)
	}
	return got.Lo == uint64(w) && got.Hi == 0
}

func same64(got Bits, want float64) bool {
	if want != want {
		return IsNaN(Binary64, got)
	}
	return got.Lo == math.Float64bits(want) && got.Hi == 0
}

func b32(x uint32) Bits { return Bits{Lo: uint64(x)} }
func b64(x uint64) Bits { return Bits{Lo: x} }

func TestNativeBinary32(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	f := Binary32
	for i := 0; i < count(20000); i++ {
		x, y, z := rand32(r), rand32(r), rand32(r)
		fx, fy := math.Float32frombits(x), math.Float32frombits(y)
		check := func(op string, got Bits, want float32) {
			if !same32(got, want) {
				t.Fatalf("%s(%#08x, %#08x, %#08x) = %#08x, want %#08x", op, x, y, z, got.Lo, math.Float32bits(want))
			}
		}
		check("Add", Add(f, NearestEven, b32(x), b32(y)), fx+fy)
		check("Sub", Sub(f, NearestEven, b32(x), b32(y)), fx-fy)
		check("Mul", Mul(f, NearestEven, b32(x), b32(y)), fx*fy)
		check("Div", Div(f, NearestEven, b32(x), b32(y)), fx/fy)
		check("Sqrt", Sqrt(f, NearestEven, b32(x)), float32(math.Sqrt(float64(fx))))
		// The exact product of two floats fits in a double, and the sum
		// of that and a float rounded to double then float is... not
		// always correctly rounded; math.FMA on doubles is, and a double
		// FMA of float operands is exact enough only for the product: so
		// the float FMA is checked against big.Float in big_test.go.
		check("FromDouble", Convert(Binary64, f, NearestEven, b64(math.Float64bits(float64(fx)*float64(fy)))), float32(float64(fx)*float64(fy)))
		d := Convert(f, Binary64, NearestEven, b32(x))
		if !same64(d, float64(fx)) {
			t.Fatalf("Convert(%#x) to double = %#x", x, d.Lo)
		}
		if got, want := Equal(f, b32(x), b32(y)), fx == fy; got != want {
			t.Fatalf("Equal(%#x, %#x) = %v", x, y, got)
		}
		if got, want := Less(f, b32(x), b32(y)), fx < fy; got != want {
			t.Fatalf("Less(%#x, %#x) = %v", x, y, got)
		}
		if got, want := LessEqual(f, b32(x), b32(y)), fx <= fy; got != want {
			t.Fatalf("LessEqual(%#x, %#x) = %v", x, y, got)
		}
		if fx == fx && !math.IsInf(float64(fx), 0) {
			check("rint", RoundToIntegral(f, NearestEven, b32(x)), float32(math.RoundToEven(float64(fx))))
			check("floor", RoundToIntegral(f, Downward, b32(x)), float32(math.Floor(float64(fx))))
			check("ceil", RoundToIntegral(f, Upward, b32(x)), float32(math.Ceil(float64(fx))))
			check("trunc", RoundToIntegral(f, TowardZero, b32(x)), float32(math.Trunc(float64(fx))))
			check("round", RoundToIntegral(f, NearestAway, b32(x)), float32(math.Round(float64(fx))))
		}
		if fx == fx && math.Abs(float64(fx)) < 1<<31 {
			got, ok := ToInt(f, b32(x), 32, true)
			if !ok || int32(got.Lo) != int32(fx) {
				t.Fatalf("ToInt(%#x) = %d, %v", x, int32(got.Lo), ok)
			}
		}
		v := int64(r.Uint64()) >> r.Intn(64)
		check("FromInt", FromInt(f, NearestEven, b64(uint64(v)), 64, true), float32(v))
		u := r.Uint64() >> r.Intn(64)
		check("FromUint", FromInt(f, NearestEven, b64(u), 64, false), float32(u))
	}
}

func TestNativeBinary64(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	f := Binary64
	for i := 0; i < count(20000); i++ {
		x, y, z := rand64(r), rand64(r), rand64(r)
		fx, fy, fz := math.Float64frombits(x), math.Float64frombits(y), math.Float64frombits(z)
		check := func(op string, got Bits, want float64) {
			if !same64(got, want) {
				t.Fatalf("%s(%#016x, %#016x, %#016x) = %#016x, want %#016x", op, x, y, z, got.Lo, math.Float64bits(want))
			}
		}
		check("Add", Add(f, NearestEven, b64(x), b64(y)), fx+fy)
		check("Sub", Sub(f, NearestEven, b64(x), b64(y)), fx-fy)
		check("Mul", Mul(f, NearestEven, b64(x), b64(y)), float64(fx*fy))
		check("Div", Div(f, NearestEven, b64(x), b64(y)), fx/fy)
		check("Sqrt", Sqrt(f, NearestEven, b64(x)), math.Sqrt(fx))
		check("FMA", FMA(f, NearestEven, b64(x), b64(y), b64(z)), math.FMA(fx, fy, fz))
		if got, want := Equal(f, b64(x), b64(y)), fx == fy; got != want {
			t.Fatalf("Equal(%#x, %#x) = %v", x, y, got)
		}
		if got, want := Less(f, b64(x), b64(y)), fx < fy; got != want {
			t.Fatalf("Less(%#x, %#x) = %v", x, y, got)
		}
		if fx == fx && !math.IsInf(fx, 0) {
			check("rint", RoundToIntegral(f, NearestEven, b64(x)), math.RoundToEven(fx))
			check("floor", RoundToIntegral(f, Downward, b64(x)), math.Floor(fx))
			check("ceil", RoundToIntegral(f, Upward, b64(x)), math.Ceil(fx))
			check("trunc", RoundToIntegral(f, TowardZero, b64(x)), math.Trunc(fx))
			check("round", RoundToIntegral(f, NearestAway, b64(x)), math.Round(fx))
		}
		if fx == fx && math.Abs(fx) < 1<<63 {
			got, ok := ToInt(f, b64(x), 64, true)
			if !ok || int64(got.Lo) != int64(fx) {
				t.Fatalf("ToInt(%#x) = %d, %v", x, int64(got.Lo), ok)
			}
		}
		if fx == fx && fx > -1 && fx < 1<<64 {
			got, ok := ToInt(f, b64(x), 64, false)
			if !ok || got.Lo != uint64(fx) {
				t.Fatalf("ToInt unsigned(%#x) = %d, %v", x, got.Lo, ok)
			}
		}
		v := int64(r.Uint64()) >> r.Intn(64)
		check("FromInt", FromInt(f, NearestEven, b64(uint64(v)), 64, true), float64(v))
		u := r.Uint64() >> r.Intn(64)
		check("FromUint", FromInt(f, NearestEven, b64(u), 64, false), float64(u))
		if got := Convert(f, Binary32, NearestEven, b64(x)); !same32(got, float32(fx)) {
			t.Fatalf("Convert(%#x) to float = %#x", x, got.Lo)
		}
	}
}

// TestTextBinary64 checks Parse and Decimal against strconv, whose
// conversions are correctly rounded and shortest (Decimal has as many
// digits; at a tie between two nearest it may take the even one where
// strconv rounds up).
func TestTextBinary64(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for i := 0; i < count(3000); i++ {
		x := rand64(r)
		fx := math.Float64frombits(x)
		if fx != fx || math.IsInf(fx, 0) {
			continue
		}
		for _, s := range []string{
			strconvG(fx, -1), strconvG(fx, 17), strconvG(fx, 3), strconvG(fx, 25),
		} {
			got, err := Parse(Binary64, s)
			want, _ := strconvParse(s, 64)
			if err != nil || got.Lo != math.Float64bits(want) {
				t.Fatalf("Parse(%q) = %#x, %v; want %#x", s, got.Lo, err, math.Float64bits(want))
			}
			got32, _ := Parse(Binary32, s)
			want32, _ := strconvParse(s, 32)
			if got32.Lo != uint64(math.Float32bits(float32(want32))) {
				t.Fatalf("Parse32(%q) = %#x, want %#x", s, got32.Lo, math.Float32bits(float32(want32)))
			}
		}
		d := Decimal(Binary64, b64(x))
		want := strconvG(fx, -1)
		back, _ := strconvParse(d, 64)
		if back != fx || len(digitsOf(d)) != len(digitsOf(want)) {
			t.Fatalf("Decimal(%#x) = %q, want the digits of %q", x, d, want)
		}
	}
}
