package bitvec

import (
	"math/bits"

	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/softfloat"
)

// Floating point circuits: every operation below computes, bit for bit,
// what the function of the same name in package softfloat computes (the
// tests compare them, exhaustively on tiny formats through SAT). A value of
// format f is a BV of f.Width() bits; a rounding mode is a BV of 3 bits
// holding a softfloat.RoundingMode (5..7 round toward zero and overflow to
// infinity, as softfloat does with them).
//
// The method is the one of hardware, in the order of softfloat's: unpack
// (fpUnpack), bring subnormals to a leading one where the operation needs
// it (normalize: a count of leading zeros and a shift, log2 p stages),
// compute an exact significand with a sticky bit (an adder of p+4 bits
// with guard, round and sticky for sums, an array multiplier, a
// restoring divider and square root that produce only the p+3 quotient
// bits needed), and round once (fpRound). Exponents are signed
// two's complement of fpExpWidth bits, wide enough for products and
// quotients of subnormals.

// fp is an unpacked operand. exp is the unbiased exponent of significand
// bit p-1 (emin for zeros and subnormals), sig the p-bit significand
// (integer bit included, so subnormals have leading zeros).
type fp struct {
	sign, nan, inf, zero z.Lit
	invalid              z.Lit // x87 unnormal, pseudo-infinity, pseudo-NaN (nan holds too)
	signaling            z.Lit // a NaN with the quiet bit clear
	expField             BV    // the biased exponent field
	exp                  BV
	sig                  BV
	bits                 BV
}

// fpExpWidth is the width of the signed exponents of the circuits.
func fpExpWidth(f softfloat.Format) int {
	return max(f.ExpBits, bits.Len(uint(8*f.Precision())), 5) + 4
}

func fpSigBits(f softfloat.Format) int {
	if f.ExplicitInt {
		return f.FracBits + 1
	}
	return f.FracBits
}

func fpBias(f softfloat.Format) int { return 1<<(f.ExpBits-1) - 1 }

func (b *Builder) fpUnpack(f softfloat.Format, x BV) fp {
	if len(x) != f.Width() {
		panic("bitvec: float operand of the wrong width")
	}
	sb := fpSigBits(f)
	ef := x[sb : sb+f.ExpBits]
	frac := x[:f.FracBits]
	expZero, expOnes := b.IsZero(ef), b.c.Ands(ef...)
	fracZero := b.IsZero(frac)
	ew := fpExpWidth(f)
	v := fp{sign: x[len(x)-1], expField: ef, bits: x}
	// exp = max(ef, 1) - bias
	efAdj := b.ZeroExt(ef, ew)
	efAdj[0] = b.c.Or(ef[0], expZero)
	v.exp = b.Sub(efAdj, b.ConstSigned(ew, int64(fpBias(f))))
	if f.ExplicitInt {
		j := x[f.FracBits]
		v.sig = x[:f.FracBits+1]
		v.invalid = b.c.And(expZero.Not(), j.Not())
		v.nan = b.c.Or(v.invalid, b.c.And(expOnes, fracZero.Not()))
		v.inf = b.c.Ands(expOnes, j, fracZero)
		v.zero = b.c.And(expZero, b.IsZero(v.sig))
	} else {
		v.sig = append(append(BV{}, frac...), expZero.Not())
		v.invalid = b.c.F
		v.nan = b.c.And(expOnes, fracZero.Not())
		v.inf = b.c.And(expOnes, fracZero)
		v.zero = b.c.And(expZero, fracZero)
	}
	v.signaling = b.c.Ands(v.nan, v.invalid.Not(), x[f.FracBits-1].Not())
	return v
}

// fpPack assembles sign, biased exponent field and stored significand.
func (b *Builder) fpPack(f softfloat.Format, sign z.Lit, ef, sig BV) BV {
	r := make(BV, 0, f.Width())
	r = append(r, sig[:fpSigBits(f)]...)
	r = append(r, ef[:f.ExpBits]...)
	return append(r, sign)
}

func (b *Builder) fpConst(f softfloat.Format, x softfloat.Bits) BV {
	r := make(BV, f.Width())
	for i := range r {
		var bit uint64
		if i < 64 {
			bit = x.Lo >> i & 1
		} else {
			bit = x.Hi >> (i - 64) & 1
		}
		r[i] = b.Bool(bit == 1)
	}
	return r
}

func (b *Builder) fpInf(f softfloat.Format, sign z.Lit) BV {
	return b.fpWithSign(f, softfloat.Inf(f, false), sign)
}

// fpWithSign is the constant c with its sign bit replaced by sign.
func (b *Builder) fpWithSign(f softfloat.Format, c softfloat.Bits, sign z.Lit) BV {
	r := b.fpConst(f, c)
	r[len(r)-1] = sign
	return r
}

func (b *Builder) fpQuiet(f softfloat.Format, x BV) BV {
	r := append(BV{}, x...)
	r[f.FracBits-1] = b.c.T
	return r
}

// fpPropagate is softfloat's NaN choice between two operands of which at
// least one is a NaN.
func (b *Builder) fpPropagate(f softfloat.Format, x, y fp) BV {
	if !f.ExplicitInt {
		return b.Ite(x.nan, b.fpQuiet(f, x.bits), b.fpQuiet(f, y.bits))
	}
	sx, sy := x.sig, y.sig
	larger := b.c.Or(b.UGt(sy, sx), b.c.And(b.Eq(sx, sy), y.sign.Not()))
	pickY := b.c.Choice(b.c.Xor(x.signaling, y.signaling), x.signaling, larger)
	pickY = b.c.Choice(x.nan, b.c.And(y.nan, pickY), b.c.T)
	r := b.Ite(pickY, b.fpQuiet(f, y.bits), b.fpQuiet(f, x.bits))
	return b.Ite(b.c.Or(x.invalid, y.invalid), b.fpConst(f, softfloat.DefaultNaN(f)), r)
}

// rmIs holds iff the rounding mode is m.
func (b *Builder) rmIs(rm BV, m softfloat.RoundingMode) z.Lit {
	if len(rm) != 3 {
		panic("bitvec: a float rounding mode is a 3-bit softfloat.RoundingMode")
	}
	return b.Eq(rm, b.Const(3, uint64(m)))
}

// roundUp mirrors softfloat's roundUp.
func (b *Builder) fpRoundUp(rm BV, neg, lsb, r, s z.Lit) z.Lit {
	rs := b.c.Or(r, s)
	return b.c.Ors(
		b.c.Ands(b.rmIs(rm, softfloat.NearestEven), r, b.c.Or(s, lsb)),
		b.c.And(b.rmIs(rm, softfloat.NearestAway), r),
		b.c.Ands(b.rmIs(rm, softfloat.Upward), neg.Not(), rs),
		b.c.Ands(b.rmIs(rm, softfloat.Downward), neg, rs),
	)
}

// fpOverflow is softfloat's overflow result.
func (b *Builder) fpOverflow(f softfloat.Format, rm BV, neg z.Lit) BV {
	toMax := b.c.Ors(b.rmIs(rm, softfloat.TowardZero),
		b.c.And(b.rmIs(rm, softfloat.Upward), neg),
		b.c.And(b.rmIs(rm, softfloat.Downward), neg.Not()))
	return b.Ite(toMax, b.fpWithSign(f, softfloat.MaxFinite(f, false), neg), b.fpInf(f, neg))
}

// shrSticky shifts x right by amt (unsigned), and returns the bits shifted
// out or'ed together.
func (b *Builder) shrSticky(x, amt BV) (BV, z.Lit) {
	sticky := b.c.F
	for i, a := range amt {
		s := 1 << i
		if s >= len(x) {
			sticky = b.c.Or(sticky, b.c.And(a, b.NonZero(x)))
			x = b.Ite(a, b.Zero(len(x)), x)
			continue
		}
		sticky = b.c.Or(sticky, b.c.And(a, b.NonZero(x[:s])))
		sh := append(append(BV{}, x[s:]...), b.Zero(s)...)
		x = b.Ite(a, sh, x)
	}
	return x, sticky
}

// normalize shifts x left until its top bit is set and returns the
// shift; for x = 0 the shift is meaningless.
func (b *Builder) normalize(x BV) (BV, BV) {
	w := len(x)
	k := max(1, bits.Len(uint(w-1)))
	lz := make(BV, k)
	for i := k - 1; i >= 0; i-- {
		s := 1 << i
		if s >= w {
			lz[i] = b.c.F
			continue
		}
		top := b.IsZero(x[w-s:])
		sh := append(b.Zero(s), x[:w-s]...)
		x = b.Ite(top, sh, x)
		lz[i] = top
	}
	return x, lz
}

// clampU returns min(x, c) for an unsigned x, at width bits.
func (b *Builder) clampU(x BV, c uint64, width int) BV {
	cb := b.Const(len(x), c)
	r := b.Ite(b.UGt(x, cb), cb, x)
	if width < len(r) {
		r = r[:width]
	}
	return r
}

// fpRound rounds (-1)^sign * (sig + d) * 2^(exp - len(sig) + 1) to f, with
// 0 < d < 1 if sticky: softfloat's round. sig has its top bit set and at
// least p+2 bits; exp is signed of fpExpWidth(f) bits. A zero result (the
// value below half the smallest subnormal) comes out as a signed zero.
func (b *Builder) fpRound(f softfloat.Format, rm BV, sign z.Lit, exp, sig BV, sticky z.Lit) BV {
	p := f.Precision()
	w := len(sig)
	ew := len(exp)
	emin := b.ConstSigned(ew, int64(1-fpBias(f)))
	// Below the smallest normal exponent, shift right into the subnormal
	// position; p+1 places or more leave only a sticky bit.
	d := b.Sub(emin, exp)
	tiny := b.SGt(d, b.Zero(ew))
	limit := uint64(p + 1)
	amt := b.Ite(tiny, d, b.Zero(ew))
	amt = b.Ite(b.SGt(amt, b.Const(ew, limit)), b.Const(ew, limit), amt)[:bits.Len64(limit)]
	t, st := b.shrSticky(sig, amt)
	kept := t[w-p:]
	r := t[w-p-1]
	s := b.c.Ors(append(BV{sticky, st}, t[:w-p-1]...)...)
	inc := b.fpRoundUp(rm, sign, kept[0], r, s)
	k1 := b.inc(b.ZeroExt(kept, p+1), inc)
	carry, lead := k1[p], k1[p-1]
	sigOut := make(BV, p)
	for i := range sigOut {
		sigOut[i] = b.c.And(k1[i], carry.Not())
	}
	sigOut[p-1] = b.c.Or(lead, carry)
	// expOut = max(exp, emin) + bias - 1 + (lead or carry) + carry
	e := b.Ite(tiny, emin, exp)
	e = b.Add(e, b.ConstSigned(ew, int64(fpBias(f))))
	delta := b.Ite(carry, b.Const(ew, 1), b.Ite(lead, b.Zero(ew), b.ConstSigned(ew, -1)))
	e = b.Add(e, delta)
	ovf := b.SGe(e, b.Const(ew, uint64(1)<<f.ExpBits-1))
	var stored BV
	if f.ExplicitInt {
		stored = sigOut
	} else {
		stored = sigOut[:p-1]
	}
	res := b.fpPack(f, sign, e, stored)
	return b.Ite(ovf, b.fpOverflow(f, rm, sign), res)
}

// fpNorm returns the operand's significand with its top bit set and the
// exponent adjusted (meaningless for zero).
func (b *Builder) fpNorm(v fp) (exp, sig BV) {
	sig, lz := b.normalize(v.sig)
	exp = b.Sub(v.exp, b.ZeroExt(lz, len(v.exp)))
	return exp, sig
}

// litsAfter orders two vectors by their first differing literal.
func litsAfter(x, y BV) bool {
	for i := range x {
		if x[i] != y[i] {
			return x[i] > y[i]
		}
	}
	return false
}

// fpSum rounds the sum of two terms (sign, exp of the top bit of sig,
// sig), both of width w, normalized or zero with exp the smallest of
// all: the larger is found, the smaller aligned to it with guard, round
// and sticky bits, and the sum normalized and rounded. The sign of an exact
// zero sum is softfloat's.
func (b *Builder) fpSum(f softfloat.Format, rm BV, sa z.Lit, ea, ma BV, sc z.Lit, ec, mc BV) BV {
	w := len(ma)
	ew := len(ea)
	swap := b.c.Or(b.SLt(ea, ec), b.c.And(b.Eq(ea, ec), b.ULt(ma, mc)))
	sBig, eBig, mBig := b.c.Choice(swap, sc, sa), b.Ite(swap, ec, ea), b.Ite(swap, mc, ma)
	eSmall, mSmall := b.Ite(swap, ea, ec), b.Ite(swap, ma, mc)
	d := b.Sub(eBig, eSmall) // >= 0
	fw := w + 4
	amt := b.clampU(d, uint64(w+3), bits.Len(uint(w+3)))
	A := append(append(b.Zero(3), mBig...), b.c.F)
	B, st := b.shrSticky(append(append(b.Zero(3), mSmall...), b.c.F), amt)
	B[0] = b.c.Or(B[0], st)
	sub := b.c.Xor(sa, sc)
	// one adder: A + B, or A + ^B + 1 (A >= B, so never negative)
	R, _ := b.addc(A, b.Xor(B, b.fill(fw, sub)), sub)
	zero := b.IsZero(R)
	Rn, lz := b.normalize(R)
	// the exponent of R's top bit (fw-1) is eBig+1
	e := b.Sub(b.Add(eBig, b.Const(ew, 1)), b.ZeroExt(lz, ew))
	res := b.fpRound(f, rm, sBig, e, Rn[:fw], b.c.F)
	zsign := b.c.Choice(sub, b.rmIs(rm, softfloat.Downward), sa)
	return b.Ite(zero, b.fpPack(f, zsign, b.Zero(f.ExpBits), b.Zero(fpSigBits(f))), res)
}

func (b *Builder) FAdd(f softfloat.Format, rm, x, y BV) BV {
	return b.fAdd(f, rm, b.fpUnpack(f, x), b.fpUnpack(f, y), false)
}

func (b *Builder) FSub(f softfloat.Format, rm, x, y BV) BV {
	return b.fAdd(f, rm, b.fpUnpack(f, x), b.fpUnpack(f, y), true)
}

func (b *Builder) fAdd(f softfloat.Format, rm BV, a, c fp, negate bool) BV {
	sc := c.sign
	if negate {
		sc = sc.Not()
	}
	// Unnormalized significands align as well: the exponent of a
	// subnormal is emin, as that of the smallest normal, so (exp, sig)
	// orders magnitudes.
	// The sum is built on the operands in a canonical order (of their
	// literals), so that x+y and y+x share one circuit: a solver then sees
	// that they are equal, where it takes minutes to prove it of two
	// circuits. Only the NaN choice below depends on the order.
	var res BV
	if litsAfter(a.bits, c.bits) {
		res = b.fpSum(f, rm, sc, c.exp, c.sig, a.sign, a.exp, a.sig)
	} else {
		res = b.fpSum(f, rm, a.sign, a.exp, a.sig, sc, c.exp, c.sig)
	}
	infs := b.c.And(a.inf, c.inf)
	res = b.Ite(b.c.Or(a.inf, c.inf),
		b.Ite(b.c.And(infs, b.c.Xor(a.sign, sc)), b.fpConst(f, softfloat.DefaultNaN(f)),
			b.fpInf(f, b.c.Choice(a.inf, a.sign, sc))), res)
	return b.Ite(b.c.Or(a.nan, c.nan), b.fpPropagate(f, a, c), res)
}

func (b *Builder) fpZero(f softfloat.Format, sign z.Lit) BV {
	return b.fpPack(f, sign, b.Zero(f.ExpBits), b.Zero(fpSigBits(f)))
}

func (b *Builder) FMul(f softfloat.Format, rm, x, y BV) BV {
	r := b.fMul(f, rm, x, y)
	if sameBV(x, y) && !f.ExplicitInt && !IsConst(r) {
		if b.squares == nil {
			b.squares = make(map[string]squareOp)
		}
		if k := wordKey(r); b.squares[k].x == nil {
			b.squares[k] = squareOp{f: f, rm: rm, x: x}
		}
	}
	return r
}

// squareOp is a recorded square: result = x * x in format f, mode rm.
type squareOp struct {
	f     softfloat.Format
	rm, x BV
}

// sqrtOfSquare is FSqrt's shortcut for the root of a recorded square
// x * x: |x| when both round to nearest (even or away) and the square is
// normal, the root's circuit r otherwise. To nearest, the rounded square
// of x lies within half an ulp of x², whose root is then within less
// than half an ulp of |x|, so the root rounds back to |x|; in the
// directed modes and in the subnormal range it need not (TestFloatSqrtOfSquare
// checks each case on every operand of small formats, and the shortcut's
// circuit by SAT). A solver cannot see this through a multiplier and a
// square root circuit.
func (b *Builder) sqrtOfSquare(f softfloat.Format, rm, y, r BV) BV {
	op, ok := b.squares[wordKey(y)]
	if !ok || op.f != f {
		return r
	}
	nearest := func(m BV) z.Lit {
		return b.c.Or(b.rmIs(m, softfloat.NearestEven), b.rmIs(m, softfloat.NearestAway))
	}
	exp := y[f.FracBits : f.FracBits+f.ExpBits]
	normal := b.c.And(b.NonZero(exp), b.NonZero(b.Not(exp)))
	cond := b.c.And(b.c.And(nearest(rm), nearest(op.rm)), normal)
	return b.Ite(cond, b.FAbs(f, op.x), r)
}

func (b *Builder) fMul(f softfloat.Format, rm, x, y BV) BV {
	a, c := b.fpUnpack(f, x), b.fpUnpack(f, y)
	p := f.Precision()
	sign := b.c.Xor(a.sign, c.sign)
	ea, ma := b.fpNorm(a)
	ec, mc := b.fpNorm(c)
	prod := b.mulFull(ma, mc) // 2p bits, top bit at 2p-1 or 2p-2
	top := prod[2*p-1]
	pn := b.Ite(top, prod, append(BV{b.c.F}, prod[:2*p-1]...))
	e := b.Add(b.Add(ea, ec), b.ZeroExt(BV{top}, len(ea)))
	res := b.fpRound(f, rm, sign, e, pn, b.c.F)
	res = b.Ite(b.c.Or(a.zero, c.zero), b.fpZero(f, sign), res)
	res = b.Ite(b.c.Or(a.inf, c.inf),
		b.Ite(b.c.Or(a.zero, c.zero), b.fpConst(f, softfloat.DefaultNaN(f)), b.fpInf(f, sign)), res)
	return b.Ite(b.c.Or(a.nan, c.nan), b.fpPropagate(f, a, c), res)
}

// fpConstBits reads a constant operand.
func fpConstBits(x BV) (softfloat.Bits, bool) {
	var r softfloat.Bits
	for i, m := range x {
		if !IsConstLit(m) {
			return r, false
		}
		if m == litTrue {
			if i < 64 {
				r.Lo |= 1 << i
			} else {
				r.Hi |= 1 << (i - 64)
			}
		}
	}
	return r, true
}

func (b *Builder) FDiv(f softfloat.Format, rm, x, y BV) BV {
	if yc, ok := fpConstBits(y); ok {
		// x / y is x * (1/y) when 1/y is exact (y = ±2^k and 2^-k
		// representable): both are the rounding of the same real number,
		// and the NaN and special cases agree.
		one := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 2, false)
		down := softfloat.Div(f, softfloat.Downward, one, yc)
		if up := softfloat.Div(f, softfloat.Upward, one, yc); up == down && softfloat.Classify(f, up) >= softfloat.ClassSubnormal {
			return b.FMul(f, rm, x, b.fpConst(f, up))
		}
	}
	a, c := b.fpUnpack(f, x), b.fpUnpack(f, y)
	p := f.Precision()
	sign := b.c.Xor(a.sign, c.sign)
	ea, ma := b.fpNorm(a)
	ec, mc := b.fpNorm(c)
	// Restoring division of ma by mc, both in [2^(p-1), 2^p): quotient
	// bits of weight 2^0 down to 2^-(p+2), remainder for the sticky bit.
	r := b.ZeroExt(ma, p+1)
	d := b.ZeroExt(mc, p+1)
	q := make(BV, p+3)
	for i := p + 2; i >= 0; i-- {
		diff, noBorrow := b.addc(r, b.Not(d), b.c.T)
		q[i] = noBorrow
		r = b.Ite(noBorrow, diff, r)
		if i > 0 {
			r = append(BV{b.c.F}, r[:p]...)
		}
	}
	sticky := b.NonZero(r)
	q0 := q[p+2]
	qn := b.Ite(q0, q, append(BV{b.c.F}, q[:p+2]...))
	e := b.Sub(b.Sub(ea, ec), b.ZeroExt(BV{q0.Not()}, len(ea)))
	res := b.fpRound(f, rm, sign, e, qn, sticky)
	res = b.Ite(b.c.Or(a.zero, c.inf), b.fpZero(f, sign), res)
	res = b.Ite(b.c.Or(a.inf, c.zero), b.fpInf(f, sign), res)
	invalid := b.c.Or(b.c.And(a.inf, c.inf), b.c.And(a.zero, c.zero))
	res = b.Ite(invalid, b.fpConst(f, softfloat.DefaultNaN(f)), res)
	return b.Ite(b.c.Or(a.nan, c.nan), b.fpPropagate(f, a, c), res)
}

func (b *Builder) FSqrt(f softfloat.Format, rm, x BV) BV {
	return b.sqrtOfSquare(f, rm, x, b.fSqrt(f, rm, x))
}

func (b *Builder) fSqrt(f softfloat.Format, rm, x BV) BV {
	a := b.fpUnpack(f, x)
	p := f.Precision()
	ea, ma := b.fpNorm(a)
	// Make the exponent even; the radicand ma' * 2^(p+3) has a root of
	// p+2 bits, the top one set.
	odd := ea[0]
	m := b.Ite(odd, append(BV{b.c.F}, ma...), b.ZeroExt(ma, p+1))
	n := append(b.Zero(p+3), m...) // 2p+4 bits
	// Digit by digit: before step j the root has j bits and the remainder
	// is at most twice the root, so j+3 bits hold the shifted remainder
	// (the top bits of a wider one would be zero, but not as constants).
	var rem, root BV
	for j := 0; j <= p+1; j++ {
		i := p + 1 - j
		wj := j + 3
		r := append(BV{n[2*i], n[2*i+1]}, rem...)
		if len(r) > wj {
			r = r[:wj]
		} else {
			r = b.ZeroExt(r, wj)
		}
		trial := b.ZeroExt(append(BV{b.c.T, b.c.F}, root...), wj)
		diff, noBorrow := b.addc(r, b.Not(trial), b.c.T)
		rem = b.Ite(noBorrow, diff, r)
		root = append(BV{noBorrow}, root...)
	}
	sticky := b.NonZero(rem)
	// exponent floor(ea/2)
	e := append(append(BV{}, ea[1:]...), ea[len(ea)-1])
	res := b.fpRound(f, rm, b.c.F, e, root, sticky)
	res = b.Ite(a.inf, b.fpInf(f, b.c.F), res)
	res = b.Ite(a.sign, b.fpConst(f, softfloat.DefaultNaN(f)), res)
	res = b.Ite(a.zero, b.fpZero(f, a.sign), res)
	return b.Ite(a.nan, b.fpPropagate(f, a, a), res)
}

func (b *Builder) FFMA(f softfloat.Format, rm, x, y, w BV) BV {
	if r, ok := b.fmaShortcut(f, rm, x, y, w); ok {
		return r
	}
	a, c, g := b.fpUnpack(f, x), b.fpUnpack(f, y), b.fpUnpack(f, w)
	p := f.Precision()
	ew := fpExpWidth(f)
	sign := b.c.Xor(a.sign, c.sign)
	ea, ma := b.fpNorm(a)
	ec, mc := b.fpNorm(c)
	eg, mg := b.fpNorm(g)
	prod := b.mulFull(ma, mc)
	top := prod[2*p-1]
	pn := b.Ite(top, prod, append(BV{b.c.F}, prod[:2*p-1]...))
	ep := b.Add(b.Add(ea, ec), b.ZeroExt(BV{top}, ew))
	// Zeros take an exponent below every other: the sum keeps the
	// other operand whole.
	minE := b.ConstSigned(ew, -(int64(1) << (ew - 2)))
	pzero := b.c.Or(a.zero, c.zero)
	ep = b.Ite(pzero, minE, ep)
	eg = b.Ite(g.zero, minE, eg)
	mz := append(b.Zero(p), mg...)
	res := b.fpSum(f, rm, sign, ep, pn, g.sign, eg, mz)
	// Infinities, NaNs: as softfloat's FMA.
	pinf := b.c.Or(a.inf, c.inf)
	invalidProduct := b.c.And(pinf, pzero)
	res = b.Ite(g.inf, b.fpInf(f, g.sign), res)
	res = b.Ite(pinf, b.Ite(b.c.And(g.inf, b.c.Xor(g.sign, sign)), b.fpConst(f, softfloat.DefaultNaN(f)), b.fpInf(f, sign)), res)
	res = b.Ite(g.nan, b.fpPropagate(f, g, g), res)
	dflt := b.fpConst(f, softfloat.DefaultNaN(f))
	dn := b.fpUnpack(f, dflt)
	if f.ExplicitInt {
		res = b.Ite(invalidProduct, b.fpPropagate(f, dn, g), res)
	} else {
		res = b.Ite(invalidProduct, b.fpPropagate(f, g, dn), res)
	}
	pn2 := b.fpUnpack(f, b.fpPropagate(f, a, c))
	return b.Ite(b.c.Or(a.nan, c.nan), b.fpPropagate(f, pn2, g), res)
}

// fmaShortcut builds FFMA with a constant factor 1 or a constant addend
// ±0 from the cheaper circuits it equals, bit for bit, NaN choices
// included (x1 + w and x*y + 0 round the same real number once, and take
// the first NaN operand as SSE's fma does), for the formats without an
// explicit integer bit (the x87's NaN choice differs). A solver would
// otherwise have to prove the fma circuit equal to an adder or a
// multiplier beside it (fmaf(x, 1, y) == x + y): for minutes.
//
//   - fma(1, y, w) and fma(x, 1, w) are y + w and x + w (the product is
//     exact and never an invalid one).
//   - fma(x, y, ±0) is x * y, except when x or y is zero: an exact
//     product that is not zero is the same real rounded once (one that
//     rounds to zero keeps its sign in both), while an exact zero product
//     plus a zero takes the sign of a zero sum (+0 + -0 is -0 rounding
//     downward, +0 otherwise): there it is (x * y) + ±0, whose product
//     is the exact zero.
//
// TestFloatFMAShortcuts proves each on every operand and mode of e3m2.
func (b *Builder) fmaShortcut(f softfloat.Format, rm, x, y, w BV) (BV, bool) {
	if f.ExplicitInt {
		return nil, false
	}
	one := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 2, false)
	if c, ok := fpConstBits(y); ok && c == one {
		return b.FAdd(f, rm, x, w), true
	}
	if c, ok := fpConstBits(x); ok && c == one {
		return b.FAdd(f, rm, y, w), true
	}
	c, ok := fpConstBits(w)
	if !ok || softfloat.Classify(f, c) != softfloat.ClassZero {
		return nil, false
	}
	prod := b.FMul(f, rm, x, y)
	zero := b.fpConst(f, c)
	zeroFactor := b.c.Or(b.FEq(f, x, zero), b.FEq(f, y, zero))
	return b.Ite(zeroFactor, b.FAdd(f, rm, prod, zero), prod), true
}

func (b *Builder) FNeg(f softfloat.Format, x BV) BV {
	r := append(BV{}, x...)
	r[len(r)-1] = r[len(r)-1].Not()
	return r
}

func (b *Builder) FAbs(f softfloat.Format, x BV) BV {
	r := append(BV{}, x...)
	r[len(r)-1] = b.c.F
	return r
}

// FRoundToIntegral rounds the magnitude at the units position (a right
// shift with round and sticky bits, clamped at p+1 places), and converts
// the integer back.
func (b *Builder) FRoundToIntegral(f softfloat.Format, rm, x BV) BV {
	a := b.fpUnpack(f, x)
	p := f.Precision()
	ew := len(a.exp)
	// places = p-1-exp, the fraction bits of sig; none when exp >= p-1.
	places := b.Sub(b.Const(ew, uint64(p-1)), a.exp)
	integral := b.SLe(places, b.Zero(ew))
	limit := uint64(p + 1)
	amt := b.Ite(b.SGt(places, b.Const(ew, limit)), b.Const(ew, limit), places)[:bits.Len64(limit)]
	wide := append(b.Zero(2), a.sig...) // round bit and one more below
	t, st := b.shrSticky(wide, amt)
	kept := t[2:]
	r := t[1]
	s := b.c.Or(t[0], st)
	inc := b.fpRoundUp(rm, a.sign, kept[0], r, s)
	n := b.inc(b.ZeroExt(kept, p+1), inc)
	nz := b.IsZero(n)
	nn, lz := b.normalize(append(b.Zero(2), n...)) // p+3 bits, top at exponent p
	e := b.Sub(b.Const(ew, uint64(p)), b.ZeroExt(lz, ew))
	res := b.fpRound(f, rm, a.sign, e, nn, b.c.F)
	res = b.Ite(nz, b.fpZero(f, a.sign), res)
	// exp >= p-1: a normal value, integral already.
	res = b.Ite(integral, x, res)
	res = b.Ite(a.zero, b.fpZero(f, a.sign), res)
	res = b.Ite(a.inf, b.fpInf(f, a.sign), res)
	return b.Ite(a.nan, b.fpPropagate(f, a, a), res)
}

// fpKey is a magnitude's order key: the biased exponent (at least 1) and
// the stored significand; it orders canonical values and x87's
// pseudo-denormals alike.
func (b *Builder) fpKey(f softfloat.Format, v fp) BV {
	if !f.ExplicitInt {
		return v.bits[:len(v.bits)-1]
	}
	ef := append(BV{}, v.expField...)
	ef[0] = b.c.Or(ef[0], b.IsZero(v.expField))
	return append(append(BV{}, v.sig...), ef...)
}

// fpOrdered holds when neither operand is a NaN; fpBothZero when both
// are zeros (of any signs).
func (b *Builder) fpOrdered(a, c fp) z.Lit { return b.c.And(a.nan.Not(), c.nan.Not()) }

func (b *Builder) FEq(f softfloat.Format, x, y BV) z.Lit {
	a, c := b.fpUnpack(f, x), b.fpUnpack(f, y)
	same := b.c.And(b.c.Xor(a.sign, c.sign).Not(), b.Eq(b.fpKey(f, a), b.fpKey(f, c)))
	return b.c.And(b.fpOrdered(a, c), b.c.Or(b.c.And(a.zero, c.zero), same))
}

func (b *Builder) FLt(f softfloat.Format, x, y BV) z.Lit {
	a, c := b.fpUnpack(f, x), b.fpUnpack(f, y)
	ka, kc := b.fpKey(f, a), b.fpKey(f, c)
	less := b.c.Choice(a.sign,
		b.c.Or(c.sign.Not(), b.UGt(ka, kc)),
		b.c.And(c.sign.Not(), b.ULt(ka, kc)))
	return b.c.Ands(b.fpOrdered(a, c), b.c.And(a.zero, c.zero).Not(), less)
}

func (b *Builder) FLe(f softfloat.Format, x, y BV) z.Lit {
	return b.c.Or(b.FLt(f, x, y), b.FEq(f, x, y))
}

func (b *Builder) FIsNaN(f softfloat.Format, x BV) z.Lit { return b.fpUnpack(f, x).nan }
func (b *Builder) FIsInf(f softfloat.Format, x BV) z.Lit { return b.fpUnpack(f, x).inf }

// FIsSignaling is softfloat.IsSignaling.
func (b *Builder) FIsSignaling(f softfloat.Format, x BV) z.Lit { return b.fpUnpack(f, x).signaling }

// FClassify is softfloat.Classify as a 3-bit value.
func (b *Builder) FClassify(f softfloat.Format, x BV) BV {
	a := b.fpUnpack(f, x)
	sub := b.c.Ands(a.sig[f.FracBits].Not(), a.zero.Not(), a.nan.Not(), a.inf.Not())
	r := b.Const(3, uint64(softfloat.ClassNormal))
	r = b.Ite(sub, b.Const(3, uint64(softfloat.ClassSubnormal)), r)
	r = b.Ite(a.zero, b.Const(3, uint64(softfloat.ClassZero)), r)
	r = b.Ite(a.inf, b.Const(3, uint64(softfloat.ClassInfinite)), r)
	return b.Ite(a.nan, b.Const(3, uint64(softfloat.ClassNaN)), r)
}

// fpFit pads or keeps sig so that it has at least n bits (zeros below).
func (b *Builder) fpFit(sig BV, n int) BV {
	if len(sig) >= n {
		return sig
	}
	return append(b.Zero(n-len(sig)), sig...)
}

func (b *Builder) FConvert(from, to softfloat.Format, rm, x BV) BV {
	if from == to {
		return append(BV{}, x...)
	}
	a := b.fpUnpack(from, x)
	ew := fpExpWidth(to)
	e, m := a.exp, a.sig
	if 1-fpBias(from) > -fpBias(to)-to.Precision() {
		// The source's subnormals may be normal (or subnormal with more
		// bits) in the target: bring their leading one to the top. When
		// they all lie below half the target's smallest subnormal (double
		// to float), fpRound takes them whole into the sticky bit.
		e, m = b.fpNorm(a)
	}
	if len(e) > ew {
		// Exponents beyond the target's range overflow or leave a
		// sticky bit: clamp them first, then narrow.
		lo := b.ConstSigned(len(e), int64(1-fpBias(to)-to.Precision()-4))
		hi := b.ConstSigned(len(e), int64(fpBias(to)+2))
		e = b.Ite(b.SLt(e, lo), lo, b.Ite(b.SGt(e, hi), hi, e))
	}
	e = b.Resize(e, ew, true)
	var res BV
	if fpWidens(from, to) {
		res = b.fpPackExact(to, a.sign, e, m)
	} else {
		res = b.fpRound(to, rm, a.sign, e, b.fpFit(m, to.Precision()+2), b.c.F)
	}
	res = b.Ite(a.zero, b.fpZero(to, a.sign), res)
	res = b.Ite(a.inf, b.fpInf(to, a.sign), res)
	// A NaN keeps its sign and the top of its fraction, quieted.
	fr := a.bits[:from.FracBits]
	if d := to.FracBits - from.FracBits; d >= 0 {
		fr = append(b.Zero(d), fr...)
	} else {
		fr = fr[-d:]
	}
	nan := b.fpPack(to, a.sign, b.Const(to.ExpBits, uint64(1)<<to.ExpBits-1), b.fpNaNSig(to, fr))
	nan = b.Ite(a.invalid, b.fpConst(to, softfloat.DefaultNaN(to)), nan)
	return b.Ite(a.nan, nan, res)
}

// fpWidens holds when every finite value of from, subnormals included, is a
// normal value of to: conversion is exact.
func fpWidens(from, to softfloat.Format) bool {
	return to.Precision() >= from.Precision() && fpBias(to) >= fpBias(from) &&
		1-fpBias(to) <= 1-fpBias(from)-(from.Precision()-1)
}

// fpPackExact packs a value known to be a normal value of f: sig has its
// top bit set and no set bit below the precision; exp is the exponent of
// that top bit. No rounding, no subnormal, no overflow.
func (b *Builder) fpPackExact(f softfloat.Format, sign z.Lit, exp, sig BV) BV {
	p := f.Precision()
	var top BV
	if len(sig) >= p {
		top = sig[len(sig)-p:]
	} else {
		top = append(b.Zero(p-len(sig)), sig...)
	}
	ef := b.Add(exp, b.ConstSigned(len(exp), int64(fpBias(f))))
	if !f.ExplicitInt {
		top = top[:p-1]
	}
	return b.fpPack(f, sign, ef, top)
}

// fpNaNSig is the stored significand of a quiet NaN with fraction fr.
func (b *Builder) fpNaNSig(f softfloat.Format, fr BV) BV {
	s := append(BV{}, fr...)
	s[f.FracBits-1] = b.c.T
	if f.ExplicitInt {
		s = append(s, b.c.T)
	}
	return s
}

// FFromInt converts the integer x (its width is the integer's) to f.
func (b *Builder) FFromInt(f softfloat.Format, rm, x BV, signed bool) BV {
	w := len(x)
	sign := b.c.F
	mag := x
	if signed {
		sign = x[w-1]
		mag = b.condNeg(x, sign)
	}
	ew := fpExpWidth(f)
	m, lz := b.normalize(mag)
	e := b.Sub(b.Const(ew, uint64(w-1)), b.ZeroExt(lz, ew))
	var res BV
	if w <= f.Precision() && w-1 <= fpBias(f) {
		res = b.fpPackExact(f, sign, e, m) // every integer of w bits is a normal value of f
	} else {
		res = b.fpRound(f, rm, sign, e, b.fpFit(m, f.Precision()+2), b.c.F)
	}
	return b.Ite(b.IsZero(x), b.fpZero(f, b.c.F), res)
}

// FToInt truncates toward zero to width bits; ok is softfloat.ToInt's ok.
func (b *Builder) FToInt(f softfloat.Format, x BV, width int, signed bool) (r BV, ok z.Lit) {
	a := b.fpUnpack(f, x)
	p := f.Precision()
	ew := len(a.exp)
	// The integer part of sig * 2^(exp-p+1): sig shifted left by exp in a
	// frame of p+width bits, read from bit p-1.
	fw := p + width
	neg := b.SLt(a.exp, b.Zero(ew))
	amt := b.Ite(b.SGt(a.exp, b.Const(ew, uint64(fw))), b.Const(ew, uint64(fw)), a.exp)
	amt = amt[:bits.Len(uint(fw))]
	frame := b.Shl(b.ZeroExt(a.sig, fw), b.ZeroExt(amt, fw))
	mag := frame[p-1 : p-1+width]
	mag = b.Ite(neg, b.Zero(width), mag)
	val := b.condNeg(mag, a.sign)
	// In range: exp < width (unsigned), exp < width-1 or exactly the
	// minimum (signed); negative values above -1 for unsigned.
	var inRange z.Lit
	if signed {
		below := b.SLt(a.exp, b.Const(ew, uint64(width-1)))
		isMin := b.c.Ands(a.sign, b.Eq(a.exp, b.Const(ew, uint64(width-1))),
			b.Eq(mag, b.Const(width, 1<<(width-1))))
		inRange = b.c.Or(below, isMin)
	} else {
		inRange = b.c.And(b.SLt(a.exp, b.Const(ew, uint64(width))), b.c.Or(a.sign.Not(), b.IsZero(mag)))
	}
	finite := b.c.And(a.nan.Not(), a.inf.Not())
	ok = b.c.Or(a.zero, b.c.And(finite, inRange))
	indefinite := b.Zero(width)
	indefinite[width-1] = b.c.T
	r = b.Ite(a.zero, b.Zero(width), val)
	if signed {
		r = b.Ite(ok, r, indefinite)
	} else {
		r = b.Ite(finite, r, indefinite)
	}
	return r, ok
}

// FMod is softfloat.Fmod and FRemainder softfloat.Remainder.
func (b *Builder) FMod(f softfloat.Format, x, y BV) BV {
	r, _ := b.fRem(f, x, y, false, 1)
	return r
}

func (b *Builder) FRemainder(f softfloat.Format, x, y BV) BV {
	r, _ := b.fRem(f, x, y, true, 1)
	return r
}

// FRemQuo is softfloat.RemQuo's n in 32 bits (0 where ok is false).
func (b *Builder) FRemQuo(f softfloat.Format, x, y BV) BV {
	_, n := b.fRem(f, x, y, true, 3)
	return b.ZeroExt(n, 32)
}

// fRem computes |x| mod 2|y| without a divider as wide as the exponent
// range: with |x| = A * 2^(ea-p+1), |y| = B * 2^(ey-p+1) and d = ea - ey
// >= 0, |x| mod 2|y| is (A * (2^d mod 2B) mod 2B) in units of 2^(ey-p+1),
// and 2^d mod 2B comes from the bits of d by square and multiply (one
// modular squaring per exponent bit, a modular doubling per set bit).
// The remainder R < 2B gives fmod's R mod B and the parity of the
// truncated quotient (R >= B), which remainder needs to round a tie to
// even. For d < 0, |x| < |y|: fmod is x, and so is remainder unless
// d = -1 and |x| > |y|/2. With k quotient bits the modulus is 2^k B, and
// n is the low k bits of the truncated quotient plus remainder's rounding
// (softfloat.RemQuo's n for k = 3), k+1 bits.
func (b *Builder) fRem(f softfloat.Format, x, y BV, nearest bool, k int) (BV, BV) {
	a, c := b.fpUnpack(f, x), b.fpUnpack(f, y)
	p := f.Precision()
	ew := len(a.exp)
	m := p + k
	mod := append(b.Zero(k), c.sig...) // 2^k B, m bits
	d := b.Sub(a.exp, c.exp)
	t := b.Const(m, 1)
	for i := f.ExpBits - 1; i >= 0; i-- {
		t = b.modMul(t, t, mod)
		twice := append(BV{b.c.F}, t...)
		t = b.Ite(d[i], b.modReduceOnce(twice, mod), t)
	}
	R := b.modMul(b.ZeroExt(a.sig, m), t, mod)
	bv := b.ZeroExt(c.sig, m)
	// The quotient's low k bits, by k conditional subtractions.
	q := make(BV, k)
	r := R
	for j := k - 1; j >= 0; j-- {
		shifted := c.sig
		if j > 0 {
			shifted = append(b.Zero(j), c.sig...)
		}
		diff, noBorrow := b.addc(r, b.Not(b.ZeroExt(shifted, m)), b.c.T)
		q[j] = noBorrow
		r = b.Ite(noBorrow, diff, r)
	}
	unit := c.exp
	// d = -1: units of 2^(ea-p+1), |y| = 2B, quotient 0.
	dm1 := b.Eq(d, b.ConstSigned(ew, -1))
	if nearest {
		r = b.Ite(dm1, b.ZeroExt(a.sig, m), r)
		bv = b.Ite(dm1, b.ZeroExt(append(BV{b.c.F}, c.sig...), m), bv)
		for j := range q {
			q[j] = b.c.And(q[j], dm1.Not())
		}
		unit = b.Ite(dm1, a.exp, unit)
	}
	odd := q[0]
	sign := a.sign
	n := b.ZeroExt(q, k+1)
	if nearest {
		twiceR := append(BV{b.c.F}, r...)
		bw := b.ZeroExt(bv, m+1)
		up := b.c.Or(b.UGt(twiceR, bw), b.c.And(b.Eq(twiceR, bw), odd))
		r = b.Ite(up, b.Sub(bv, r), r)
		sign = b.c.Xor(sign, up)
		n = b.inc(n, up)
	}
	// r * 2^(unit-p+1), exact: normalized and packed by fpRound (which
	// makes a subnormal of it when it is one).
	rn, lz := b.normalize(append(b.Zero(2), r...))
	e := b.Sub(b.Add(unit, b.Const(ew, 1)), b.ZeroExt(lz, ew))
	res := b.fpRound(f, b.Const(3, uint64(softfloat.NearestEven)), sign, e, rn, b.c.F)
	res = b.Ite(b.IsZero(r), b.fpZero(f, a.sign), res)
	small := b.SLt(d, b.ConstSigned(ew, -1))
	if !nearest {
		small = b.SLt(d, b.Zero(ew))
	}
	keep := b.c.Ors(small, a.zero, c.inf)
	res = b.Ite(keep, b.remKeep(f, a, x), res)
	special := b.c.Ors(a.inf, c.zero, a.nan, c.nan)
	n = b.Ite(b.c.Or(keep, special), b.Zero(k+1), n)
	res = b.Ite(b.c.Or(a.inf, c.zero), b.fpConst(f, softfloat.DefaultNaN(f)), res)
	return b.Ite(b.c.Or(a.nan, c.nan), b.fpPropagate(f, a, c), res), n
}

// remKeep is x returned by fmod or remainder: a zero as it is, an x87
// pseudo-denormal as the normal it equals (softfloat's roundNum).
func (b *Builder) remKeep(f softfloat.Format, a fp, x BV) BV {
	if !f.ExplicitInt {
		return x
	}
	pseudo := b.c.And(b.IsZero(a.expField), a.sig[len(a.sig)-1])
	canon := b.fpPack(f, a.sign, b.Const(f.ExpBits, 1), a.sig)
	return b.Ite(pseudo, canon, x)
}

// modMul is x*y mod n for x, y < n (n of m bits): the product's top m
// bits are below n, so m restoring steps reduce it.
func (b *Builder) modMul(x, y, n BV) BV {
	m := len(n)
	prod := b.mulFull(x, y) // 2m bits
	r := prod[m:]
	for i := m - 1; i >= 0; i-- {
		r = b.modReduceOnce(append(BV{prod[i]}, r...), n)
	}
	return r
}

// modReduceOnce is v mod n for v < 2n (v has one bit more than n).
func (b *Builder) modReduceOnce(v, n BV) BV {
	diff, noBorrow := b.addc(v, b.Not(b.ZeroExt(n, len(v))), b.c.T)
	return b.Ite(noBorrow, diff, v)[:len(n)]
}

// FScaleB is softfloat.ScaleB: x * 2^n for a signed integer n, rounded
// once. An n as wide as the exponents is clamped to ±2^(ew-2) (every n
// beyond the format's exponent range rounds alike), so that the sum of
// exponents fits.
func (b *Builder) FScaleB(f softfloat.Format, rm, x, n BV) BV {
	a := b.fpUnpack(f, x)
	ea, ma := b.fpNorm(a)
	ew := len(ea)
	lim := int64(1) << uint(ew-2)
	if lim <= int64(4*(fpBias(f)+f.Precision())) {
		panic("bitvec: FScaleB exponent width")
	}
	var nc BV
	if len(n) < ew {
		// |n| <= 2^(ew-2): the sum with any exponent fits in ew bits
		nc = b.SignExt(n, ew)
	} else {
		hi, lo := b.ConstSigned(len(n), lim), b.ConstSigned(len(n), -lim)
		c := b.Ite(b.SGt(n, hi), hi, b.Ite(b.SLt(n, lo), lo, n))
		nc = c[:ew]
	}
	res := b.fpRound(f, rm, a.sign, b.Add(ea, nc), append(b.Zero(2), ma...), b.c.F)
	res = b.Ite(b.c.Or(a.zero, a.inf), x, res)
	return b.Ite(a.nan, b.fpPropagate(f, a, a), res)
}

// FILogB is softfloat.ILogB in 32 bits.
func (b *Builder) FILogB(f softfloat.Format, x BV) BV {
	a := b.fpUnpack(f, x)
	ea, _ := b.fpNorm(a)
	r := b.SignExt(ea, 32)
	r = b.Ite(b.c.Or(a.zero, a.nan), b.ConstSigned(32, softfloat.ILogB0), r)
	return b.Ite(a.inf, b.ConstSigned(32, softfloat.ILogBInf), r)
}
