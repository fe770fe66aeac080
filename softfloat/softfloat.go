package softfloat

// This file is the package's API (the interpreter and the front end call
// it; bitvec's float circuits mirror it).

import "math/big"

// A Format is an IEEE 754 binary interchange format, or x87's 80-bit
// extended format (ExplicitInt: the significand's integer bit is stored).
type Format struct {
	ExpBits     int  // width of the biased exponent
	FracBits    int  // stored fraction bits, the explicit integer bit excluded
	ExplicitInt bool // x87 extended: one stored integer bit between exponent and fraction
}

// The formats of C on x86 with SSE: float, double, and gcc's long double.
var (
	Binary32 = Format{ExpBits: 8, FracBits: 23}
	Binary64 = Format{ExpBits: 11, FracBits: 52}
	X87      = Format{ExpBits: 15, FracBits: 63, ExplicitInt: true}
)

// Width is the number of bits of a value: sign, exponent, integer bit (x87)
// and fraction.
func (f Format) Width() int {
	w := 1 + f.ExpBits + f.FracBits
	if f.ExplicitInt {
		w++
	}
	return w
}

// Precision is the number of significand bits, the integer bit included.
func (f Format) Precision() int { return f.FracBits + 1 }

// Bits is a value's bit pattern: bit i of the format is bit i of Lo for
// i < 64, bit i-64 of Hi above (only x87 values use Hi).
type Bits struct {
	Lo, Hi uint64
}

// A RoundingMode is how a result that is not representable is rounded.
// The first four are C's (fesetround) in the order of x86's rounding
// control field: FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO are
// 0x000, 0x400, 0x800, 0xc00, that is mode<<10. NearestAway is only for
// round() and lround().
type RoundingMode uint8

const (
	NearestEven RoundingMode = iota
	Downward
	Upward
	TowardZero
	NearestAway
)

// Class is fpclassify's result, with glibc's numbering (FP_NAN 0,
// FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4).
type Class int

const (
	ClassNaN Class = iota
	ClassInfinite
	ClassZero
	ClassSubnormal
	ClassNormal
)

// The operations below are correctly rounded in mode rm, with IEEE 754's
// special values (NaN results are the default quiet NaN x86 produces: sign
// set, quiet bit set, payload zero, unless an operand is a NaN, whose
// payload x86 propagates quieted: the first NaN operand for Add/Sub/Mul/Div,
// as SSE does; x87 prefers a quiet NaN to a signaling one, then the larger
// significand). A zero sum of operands of opposite signs is +0, -0 in
// Downward. x87's invalid encodings read as NaN (see the package doc).

func Add(f Format, rm RoundingMode, x, y Bits) Bits {
	return f.add(rm, f.unpack(x), f.unpack(y))
}

func Sub(f Format, rm RoundingMode, x, y Bits) Bits {
	ny := f.unpack(y)
	if ny.k != kNaN {
		ny.neg = !ny.neg
	}
	return f.add(rm, f.unpack(x), ny)
}

func (f Format) add(rm RoundingMode, a, b num) Bits {
	switch {
	case a.k == kNaN || b.k == kNaN:
		return f.propagate(a, b)
	case a.k == kInf && b.k == kInf:
		if a.neg != b.neg {
			return DefaultNaN(f)
		}
		return f.inf(a.neg)
	case a.k == kInf:
		return f.inf(a.neg)
	case b.k == kInf:
		return f.inf(b.neg)
	case a.k == kZero && b.k == kZero:
		if a.neg == b.neg {
			return f.zero(a.neg)
		}
		return f.zero(rm == Downward)
	case a.k == kZero:
		return f.roundNum(rm, b)
	case b.k == kZero:
		return f.roundNum(rm, a)
	}
	return f.sumRound(rm, term{a.neg, bigOf(a.m), a.e}, term{b.neg, bigOf(b.m), b.e})
}

func Mul(f Format, rm RoundingMode, x, y Bits) Bits {
	a, b := f.unpack(x), f.unpack(y)
	neg := a.neg != b.neg
	switch {
	case a.k == kNaN || b.k == kNaN:
		return f.propagate(a, b)
	case a.k == kInf && b.k == kZero, a.k == kZero && b.k == kInf:
		return DefaultNaN(f)
	case a.k == kInf || b.k == kInf:
		return f.inf(neg)
	case a.k == kZero || b.k == kZero:
		return f.zero(neg)
	}
	m := new(big.Int).Mul(bigOf(a.m), bigOf(b.m))
	return f.round(rm, neg, m, a.e+b.e, false)
}

func Div(f Format, rm RoundingMode, x, y Bits) Bits {
	a, b := f.unpack(x), f.unpack(y)
	neg := a.neg != b.neg
	switch {
	case a.k == kNaN || b.k == kNaN:
		return f.propagate(a, b)
	case a.k == kInf && b.k == kInf, a.k == kZero && b.k == kZero:
		return DefaultNaN(f)
	case a.k == kInf || b.k == kZero:
		return f.inf(neg)
	case a.k == kZero || b.k == kInf:
		return f.zero(neg)
	}
	ma, mb := bigOf(a.m), bigOf(b.m)
	k := max(0, f.Precision()+3+mb.BitLen()-ma.BitLen())
	ma.Lsh(ma, uint(k))
	q, r := new(big.Int).QuoRem(ma, mb, new(big.Int))
	return f.round(rm, neg, q, a.e-b.e-k, r.Sign() != 0)
}

func Sqrt(f Format, rm RoundingMode, x Bits) Bits {
	a := f.unpack(x)
	switch {
	case a.k == kNaN:
		return f.propagate(a)
	case a.k == kZero:
		return f.zero(a.neg)
	case a.neg:
		return DefaultNaN(f)
	case a.k == kInf:
		return f.inf(false)
	}
	m := bigOf(a.m)
	k := max(0, 2*f.Precision()+4-m.BitLen())
	if (a.e-k)%2 != 0 {
		k++
	}
	m.Lsh(m, uint(k))
	s := new(big.Int).Sqrt(m)
	sticky := new(big.Int).Mul(s, s).Cmp(m) != 0
	return f.round(rm, false, s, (a.e-k)/2, sticky)
}

// FMA computes x*y + z with one rounding. For float and double, NaNs
// propagate as the FMA instructions (vfmadd, which glibc's fma uses on
// every x86 that has them) propagate them: the first NaN of x, y, z,
// quieted, also when x*y is 0*inf. For long double (glibc's fmal is
// software on the x87) as (x*y) + z: the NaN of the product (0*inf gives
// the default NaN) against z.
func FMA(f Format, rm RoundingMode, x, y, z Bits) Bits {
	a, b, c := f.unpack(x), f.unpack(y), f.unpack(z)
	neg := a.neg != b.neg
	invalidProduct := a.k == kInf && b.k == kZero || a.k == kZero && b.k == kInf
	switch {
	case a.k == kNaN || b.k == kNaN:
		return f.propagate(f.unpack(f.propagate(a, b)), c)
	case invalidProduct:
		if c.k == kNaN && !f.ExplicitInt {
			return f.propagate(c) // as the FMA instructions do
		}
		return f.propagate(f.unpack(DefaultNaN(f)), c)
	case c.k == kNaN:
		return f.propagate(c)
	case a.k == kInf || b.k == kInf:
		if c.k == kInf && c.neg != neg {
			return DefaultNaN(f)
		}
		return f.inf(neg)
	case c.k == kInf:
		return f.inf(c.neg)
	case a.k == kZero || b.k == kZero:
		return f.add(rm, num{k: kZero, neg: neg}, c)
	case c.k == kZero:
		m := new(big.Int).Mul(bigOf(a.m), bigOf(b.m))
		return f.round(rm, neg, m, a.e+b.e, false)
	}
	m := new(big.Int).Mul(bigOf(a.m), bigOf(b.m))
	return f.sumRound(rm, term{neg, m, a.e + b.e}, term{c.neg, bigOf(c.m), c.e})
}

// Inf is the infinity of sign neg; MaxFinite the largest finite
// magnitude with sign neg.
func Inf(f Format, neg bool) Bits       { return f.inf(neg) }
func MaxFinite(f Format, neg bool) Bits { return f.maxFinite(neg) }

// Neg and Abs change the sign bit only, NaNs included (as xorps/andps and
// fchs/fabs do).
func Neg(f Format, x Bits) Bits {
	x = f.mask(x)
	s := shl(Bits{Lo: 1}, f.Width()-1)
	return Bits{Lo: x.Lo ^ s.Lo, Hi: x.Hi ^ s.Hi}
}

func Abs(f Format, x Bits) Bits {
	x = f.mask(x)
	s := shl(Bits{Lo: 1}, f.Width()-1)
	return Bits{Lo: x.Lo &^ s.Lo, Hi: x.Hi &^ s.Hi}
}

// RoundToIntegral rounds x to an integer in mode rm (rint, nearbyint;
// NearestAway is round()). The result keeps x's sign: rint(-0.25) is -0.
func RoundToIntegral(f Format, rm RoundingMode, x Bits) Bits {
	a := f.unpack(x)
	switch a.k {
	case kNaN:
		return f.propagate(a)
	case kInf:
		return f.inf(a.neg)
	case kZero:
		return f.zero(a.neg)
	}
	if a.e >= 0 {
		return f.roundNum(rm, a)
	}
	sh := uint(-a.e)
	var kept uint64
	var r, s bool
	if sh < 64 {
		kept = a.m >> sh
		r = a.m>>(sh-1)&1 == 1
		s = a.m&(1<<(sh-1)-1) != 0
	} else {
		r = sh == 64 && a.m>>63 == 1
		s = a.m != 0 && !(sh == 64 && a.m == 1<<63)
	}
	if roundUp(rm, a.neg, kept&1 == 1, r, s) {
		kept++
	}
	if kept == 0 {
		return f.zero(a.neg)
	}
	return f.round(rm, a.neg, bigOf(kept), 0, false)
}

// cmp orders two non-NaN values: -1, 0, +1 for x < y, x == y, x > y.
func cmp(a, b num) int {
	sgn := func(n num) int {
		switch {
		case n.k == kZero:
			return 0
		case n.neg:
			return -1
		}
		return 1
	}
	if sa, sb := sgn(a), sgn(b); sa != sb {
		if sa < sb {
			return -1
		}
		return 1
	} else if sa == 0 {
		return 0
	}
	mag := magCmp(a, b)
	if a.neg {
		return -mag
	}
	return mag
}

// magCmp compares the magnitudes of two nonzero non-NaN values.
func magCmp(a, b num) int {
	switch {
	case a.k == kInf && b.k == kInf:
		return 0
	case a.k == kInf:
		return 1
	case b.k == kInf:
		return -1
	}
	ta, tb := term{m: bigOf(a.m), e: a.e}, term{m: bigOf(b.m), e: b.e}
	if la, lb := ta.lead(), tb.lead(); la != lb {
		if la < lb {
			return -1
		}
		return 1
	}
	e := min(ta.e, tb.e)
	return ta.m.Lsh(ta.m, uint(ta.e-e)).Cmp(tb.m.Lsh(tb.m, uint(tb.e-e)))
}

// Comparisons as C's operators: false when either operand is a NaN; -0 == +0.
func Equal(f Format, x, y Bits) bool {
	a, b := f.unpack(x), f.unpack(y)
	return a.k != kNaN && b.k != kNaN && cmp(a, b) == 0
}

func Less(f Format, x, y Bits) bool {
	a, b := f.unpack(x), f.unpack(y)
	return a.k != kNaN && b.k != kNaN && cmp(a, b) < 0
}

func LessEqual(f Format, x, y Bits) bool {
	a, b := f.unpack(x), f.unpack(y)
	return a.k != kNaN && b.k != kNaN && cmp(a, b) <= 0
}

func IsNaN(f Format, x Bits) bool { return f.unpack(x).k == kNaN }
func IsInf(f Format, x Bits) bool { return f.unpack(x).k == kInf }

// IsSignaling reports a NaN whose quiet bit is clear (not an x87 invalid
// encoding).
func IsSignaling(f Format, x Bits) bool { return f.unpack(x).isSignaling(f) }
func SignBit(f Format, x Bits) bool     { return f.sign(f.mask(x)) }

func Classify(f Format, x Bits) Class {
	a := f.unpack(x)
	switch a.k {
	case kNaN:
		return ClassNaN
	case kInf:
		return ClassInfinite
	case kZero:
		return ClassZero
	}
	if a.m>>f.FracBits == 0 {
		return ClassSubnormal
	}
	return ClassNormal
}

// Convert rounds x of format from to format to. A NaN keeps its sign and
// the top of its fraction (cut or padded with zeros), quieted. A
// conversion to the same format is a copy (C's cast of a value to its own
// type), signaling NaNs and x87's non-canonical encodings included.
func Convert(from, to Format, rm RoundingMode, x Bits) Bits {
	if from == to {
		return from.mask(x)
	}
	a := from.unpack(x)
	switch a.k {
	case kNaN:
		if a.invalid {
			return DefaultNaN(to)
		}
		fr := from.frac(a.bits)
		if d := to.FracBits - from.FracBits; d >= 0 {
			fr <<= d
		} else {
			fr >>= -d
		}
		return to.pack(a.neg, to.expMax(), to.intBit()|to.quietBit()|fr)
	case kInf:
		return to.inf(a.neg)
	}
	return to.roundNum(rm, a)
}

// FromInt converts the integer of width bits in x (two's complement when
// signed) to f, rounding in mode rm.
func FromInt(f Format, rm RoundingMode, x Bits, width int, signed bool) Bits {
	v := new(big.Int).SetUint64(x.Hi)
	v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(x.Lo))
	v.SetBit(v, width, 0)
	mod := new(big.Int).Lsh(big.NewInt(1), uint(width))
	v.Mod(v, mod)
	neg := false
	if signed && v.Bit(width-1) == 1 {
		v.Sub(mod, v)
		neg = true
	}
	if v.Sign() == 0 {
		return f.zero(false)
	}
	return f.round(rm, neg, v, 0, false)
}

// ToInt truncates x toward zero to an integer of width bits (1..64); ok is
// false when the result is out of range or x is NaN or infinite (undefined
// in C). The bits are then: for a NaN or an infinity, the "integer
// indefinite" 1<<(width-1) (what cvttsd2si gives at widths 32 and 64); for
// a finite value out of range, the minimum value for a signed target and
// the truncated value modulo 2^width for an unsigned one.
func ToInt(f Format, x Bits, width int, signed bool) (r Bits, ok bool) {
	a := f.unpack(x)
	mask := uint64(1)<<width - 1
	if width == 64 {
		mask = ^uint64(0)
	}
	indefinite := Bits{Lo: 1 << (width - 1)}
	switch a.k {
	case kNaN, kInf:
		return indefinite, false
	case kZero:
		return Bits{}, true
	}
	// v is the truncated magnitude modulo 2^64, big its exact size.
	var v uint64
	big := false
	if a.e >= 0 {
		big = a.e >= 64 || bitLen(a.m)+a.e > 64
		if a.e < 64 {
			v = a.m << a.e
		}
	} else if -a.e < 64 {
		v = a.m >> -a.e
	}
	if signed {
		lim := uint64(1) << (width - 1) // magnitude of the minimum
		if big || v > lim || v == lim && !a.neg {
			return indefinite, false
		}
		if a.neg {
			v = -v
		}
		return Bits{Lo: v & mask}, true
	}
	ok = !big && v&^mask == 0 && (!a.neg || v == 0)
	if a.neg {
		v = -v
	}
	return Bits{Lo: v & mask}, ok
}

func bitLen(m uint64) int {
	n := 0
	for ; m != 0; m >>= 1 {
		n++
	}
	return n
}

// Fmod is C's fmod: x - n*y with n the quotient x/y truncated toward
// zero, and Remainder IEEE 754's remainder: x - n*y with n the quotient
// rounded to nearest, ties to even. Both results are exact (no rounding
// mode); a zero result has x's sign. y = 0 or an infinite x is invalid
// (the default NaN), NaNs propagate as for other operations (the x87's
// fprem, which glibc's fmodl and remainderl use, propagates them as the
// x87 does), and a finite x with an infinite y gives x (canonical:
// the x87 reads a pseudo-denormal as the normal it equals).
func Fmod(f Format, x, y Bits) Bits { return f.rem(x, y, false) }

func Remainder(f Format, x, y Bits) Bits { return f.rem(x, y, true) }

func (f Format) rem(x, y Bits, nearest bool) Bits {
	a, b := f.unpack(x), f.unpack(y)
	switch {
	case a.k == kNaN || b.k == kNaN:
		return f.propagate(a, b)
	case a.k == kInf || b.k == kZero:
		return DefaultNaN(f)
	case a.k == kZero:
		return f.mask(x)
	case b.k == kInf:
		return f.roundNum(NearestEven, a) // x, canonical
	}
	// Both finite and nonzero: in units of 2^e0, |x| = A and |y| = B.
	e0 := min(a.e, b.e)
	A := new(big.Int).Lsh(bigOf(a.m), uint(a.e-e0))
	B := new(big.Int).Lsh(bigOf(b.m), uint(b.e-e0))
	q, r := new(big.Int).QuoRem(A, B, new(big.Int))
	neg := a.neg
	if nearest {
		twice := new(big.Int).Lsh(r, 1)
		if c := twice.Cmp(B); c > 0 || c == 0 && q.Bit(0) == 1 {
			r.Sub(B, r)
			neg = !neg
		}
	}
	if r.Sign() == 0 {
		return f.zero(a.neg)
	}
	return f.round(NearestEven, neg, r, e0, false)
}

// ScaleB is x * 2^n rounded once in mode rm: C's ldexp, scalbn and
// scalbln. Zeros and infinities are returned as they are, a NaN quieted.
func ScaleB(f Format, rm RoundingMode, x Bits, n int64) Bits {
	a := f.unpack(x)
	switch a.k {
	case kNaN:
		return f.propagate(a)
	case kZero, kInf:
		return f.mask(x)
	}
	// Beyond the format's exponent range every n rounds alike.
	lim := int64(4 * (f.emax() + f.Precision()))
	n = max(-lim, min(lim, n))
	return f.round(rm, a.neg, bigOf(a.m), a.e+int(n), false)
}

// The values of C's FP_ILOGB0 and FP_ILOGBNAN with glibc on x86: int's
// least value, and ilogb's value for an infinity, int's largest.
const (
	ILogB0   = -1 << 31
	ILogBNaN = -1 << 31
	ILogBInf = 1<<31 - 1
)

// ILogB is C's ilogb: the exponent of x's leading bit (x = m * 2^ILogB(x)
// with 1 <= |m| < 2, also for subnormals), ILogB0 for a zero, ILogBNaN
// for a NaN, ILogBInf for an infinity.
func ILogB(f Format, x Bits) int64 {
	a := f.unpack(x)
	switch a.k {
	case kZero:
		return ILogB0
	case kNaN:
		return ILogBNaN
	case kInf:
		return ILogBInf
	}
	return int64(a.e + bitLen(a.m) - 1)
}

// RemQuo is the quotient of C's remquo: the magnitude n of the quotient
// of |x| mod 8|y| by |y| rounded to nearest (ties to even, as Remainder
// rounds), 0..8, so that n is congruent to the magnitude of the true
// quotient modulo 8. x86-64's glibc stores n, negated when x/y is
// negative; i386's stores n mod 8 so. ok is false for x infinite or NaN
// and y zero or NaN, where C leaves *quo unspecified: glibc's remquof and
// remquo leave it as it was, remquol stores what the x87's fprem1 left in
// its flags.
func RemQuo(f Format, x, y Bits) (n int64, ok bool) {
	a, b := f.unpack(x), f.unpack(y)
	switch {
	case a.k == kNaN || b.k == kNaN || a.k == kInf || b.k == kZero:
		return 0, false
	case a.k == kZero || b.k == kInf:
		return 0, true
	}
	e0 := min(a.e, b.e)
	A := new(big.Int).Lsh(bigOf(a.m), uint(a.e-e0))
	B := new(big.Int).Lsh(bigOf(b.m), uint(b.e-e0))
	A.Mod(A, new(big.Int).Lsh(B, 3))
	q, rem := new(big.Int).QuoRem(A, B, new(big.Int))
	n = q.Int64()
	if c := new(big.Int).Lsh(rem, 1).Cmp(B); c > 0 || c == 0 && n&1 == 1 {
		n++
	}
	return n, true
}
