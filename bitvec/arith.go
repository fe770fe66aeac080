package bitvec

import (
	"math/bits"

	"github.com/go-air/gini/z"
)

// Arithmetic: ripple-carry adders, shift-and-add multiplier, restoring
// divider, barrel shifters.

// fullAdd returns the sum and carry of x + y + c as a 7-gate AIG: both
// xors are built as (not (x and y)) and (not (not x and not y)), so that the
// gates x&y and t&c are shared with the carry  (x&y) | (t&c).
func (b *Builder) fullAdd(x, y, c z.Lit) (s, cout z.Lit) {
	xy := b.c.And(x, y)
	t := b.c.And(xy.Not(), b.c.And(x.Not(), y.Not()).Not())
	tc := b.c.And(t, c)
	s = b.c.And(tc.Not(), b.c.And(t.Not(), c.Not()).Not())
	cout = b.c.Or(xy, tc)
	return s, cout
}

// addc returns x + y + cin (mod 2^w) and the carry out.
func (b *Builder) addc(x, y BV, cin z.Lit) (BV, z.Lit) {
	r := make(BV, len(x))
	c := cin
	for i := range r {
		r[i], c = b.fullAdd(x[i], y[i], c)
	}
	return r, c
}

// inc returns x + cin (mod 2^w) for a single-bit cin.
func (b *Builder) inc(x BV, cin z.Lit) BV {
	r := make(BV, len(x))
	c := cin
	for i := range r {
		r[i] = b.c.Xor(x[i], c)
		c = b.c.And(x[i], c)
	}
	return r
}

// Add returns x + y (mod 2^w).
func (b *Builder) Add(x, y BV) BV {
	same("Add", x, y)
	if r, ok := b.cancelAdd(x, y); ok {
		return r
	}
	var r BV
	if n := narrowSum(x, y); n < len(x) {
		s, _ := b.addc(x[:n], y[:n], b.c.F)
		r = signExtend(s, len(x))
	} else {
		r, _ = b.addc(x, y, b.c.F)
	}
	b.recordWord(r, false, x, y)
	return r
}

// Sub returns x - y (mod 2^w).
func (b *Builder) Sub(x, y BV) BV {
	same("Sub", x, y)
	if r, ok := b.cancelSub(x, y); ok {
		return r
	}
	var r BV
	if n := narrowSum(x, y); n < len(x) {
		s, _ := b.addc(x[:n], b.Not(y[:n]), b.c.T)
		r = signExtend(s, len(x))
	} else {
		r, _ = b.addc(x, b.Not(y), b.c.T)
	}
	b.recordWord(r, true, x, y)
	return r
}

// Sign extensions.
//
// A C conversion to a wider signed type ((long long)i) sign-extends: the
// upper bits are all the same literal. Refinement's linear predicates
// ((long long)i - (long long)j <= 2) are built that way, so that they do
// not wrap; computed at full width, each costs a 64-bit subtractor and
// comparator whose upper half only copies sign bits. A sum or difference
// of two values that are sign extensions of n-1 bits is the sign
// extension of their n-bit sum or difference (which cannot wrap at n
// bits), and two sign extensions of n bits compare (signed, unsigned or
// for equality) as their n low bits do, so the Builder computes those at
// n bits. The results are exact for all values.

// signedWidth returns the least n >= 1 such that x is the sign extension
// of its n low bits.
func signedWidth(x BV) int {
	n := len(x)
	for n > 1 && x[n-2] == x[n-1] {
		n--
	}
	return n
}

// narrowSum returns the width at which x + y and x - y can be computed
// and sign-extended: one more than the wider operand's signed width.
func narrowSum(x, y BV) int {
	return max(signedWidth(x), signedWidth(y)) + 1
}

// narrowCompare returns the low bits of x and y that decide their
// comparison: as many as the wider operand's signed width.
func narrowCompare(x, y BV) (BV, BV) {
	n := max(signedWidth(x), signedWidth(y))
	return x[:n], y[:n]
}

// signExtend returns x sign-extended to w bits (w >= len(x)).
func signExtend(x BV, w int) BV {
	r := make(BV, w)
	copy(r, x)
	for i := len(x); i < w; i++ {
		r[i] = x[len(x)-1]
	}
	return r
}

// Neg returns -x (mod 2^w).
func (b *Builder) Neg(x BV) BV {
	checkWidth("Neg", len(x))
	r := b.inc(b.Not(x), b.c.T)
	if b.distribute {
		// -x is 0 - x: x * -y is then -(x * y) (DistributeMul).
		b.recordWord(r, true, b.Zero(len(x)), x)
	}
	return r
}

// condNeg returns s ? -x : x.
func (b *Builder) condNeg(x BV, s z.Lit) BV {
	t := make(BV, len(x))
	for i := range t {
		t[i] = b.c.Xor(x[i], s)
	}
	return b.inc(t, s)
}

// countF counts the constant-false bits of x.
func (b *Builder) countF(x BV) int {
	n := 0
	for _, m := range x {
		if m == b.c.F {
			n++
		}
	}
	return n
}

// mulOrder orders the operands of a multiplication: the one with more
// constant-false bits becomes the multiplier y (fewer partial products);
// ties are broken by comparing literals so that x*y and y*x build the same
// (structurally shared) circuit.
func (b *Builder) mulOrder(x, y BV) (BV, BV) {
	fx, fy := b.countF(x), b.countF(y)
	if fx > fy {
		return y, x
	}
	if fx == fy {
		for i := range x {
			if x[i] != y[i] {
				if x[i] > y[i] {
					return y, x
				}
				break
			}
		}
	}
	return x, y
}

// Mul returns x * y (mod 2^w) with a shift-and-add array multiplier.  Only
// the bits of the multiplier which are not constant false produce partial
// products, and the operand with more constant-false bits is used as the
// multiplier.  Multiplication by a constant (w <= 64) costs one adder or
// subtractor per nonzero digit of the constant's non-adjacent form.
func (b *Builder) Mul(x, y BV) BV {
	w := same("Mul", x, y)
	if r, ok := b.distributeMul(x, y); ok {
		return r
	}
	x, y = b.mulOrder(x, y)
	if IsConst(x) && !IsConst(y) {
		x, y = y, x
	}
	if w <= 64 {
		if v, ok := ConstValue(y); ok && bits.OnesCount64(v) > 2 {
			return b.mulConst(x, v)
		}
	}
	// Operands whose high bits are copies of a sign bit (a 32-bit limb
	// converted to int64_t) or zero: their product is the signed product
	// of their n low bits, exact in 2n bits, and n rows of n bits are
	// half the circuit of the w rows of the array below (a 54-bit
	// product of two values below 2^27 is what it computes).
	if n := max(signedWidth(x), signedWidth(y)); 2*n <= w && !IsConst(x) && !IsConst(y) {
		return b.SignExt(b.MulFull(x[:n], y[:n], true), w)
	}
	acc := b.Zero(w)
	row := make(BV, w)
	for i := 0; i < w; i++ {
		if y[i] == b.c.F {
			continue
		}
		n := w - i
		for j := 0; j < n; j++ {
			row[j] = b.c.And(x[j], y[i])
		}
		s, _ := b.addc(acc[i:], row[:n], b.c.F)
		copy(acc[i:], s)
	}
	return acc
}

// mulConst returns x * v (mod 2^w) using the non-adjacent form of v, so that
// runs of 1 bits cost one addition and one subtraction; e.g. x * -1 is a
// single negation.
func (b *Builder) mulConst(x BV, v uint64) BV {
	w := len(x)
	acc := b.Zero(w)
	for i := 0; v != 0 && i < w; i++ {
		if v&1 == 1 {
			n := w - i
			var s BV
			if v&3 == 3 {
				// digit -1, carry into the higher digits
				s, _ = b.addc(acc[i:], b.Not(x[:n]), b.c.T)
				v++
			} else {
				s, _ = b.addc(acc[i:], x[:n], b.c.F)
				v--
			}
			copy(acc[i:], s)
		}
		v >>= 1
	}
	return acc
}

// mulFull returns the full 2w-bit unsigned product of x and y.
func (b *Builder) mulFull(x, y BV) BV {
	w := len(x)
	x, y = b.mulOrder(x, y)
	acc := b.Zero(2 * w)
	row := make(BV, w)
	for i := 0; i < w; i++ {
		if y[i] == b.c.F {
			continue
		}
		for j := 0; j < w; j++ {
			row[j] = b.c.And(x[j], y[i])
		}
		// After rows 0..i-1 the accumulator is below 2^(w+i), so bit
		// i+w is still zero and receives the carry out.
		s, c := b.addc(acc[i:i+w], row, b.c.F)
		copy(acc[i:], s)
		acc[i+w] = c
	}
	return acc
}

// MulFull returns the exact 2w-bit product of x and y, where both are
// interpreted unsigned (signed == false) or signed (signed == true).
func (b *Builder) MulFull(x, y BV, signed bool) BV {
	w := same("MulFull", x, y)
	x, y = b.mulOrder(x, y)
	p := b.mulFull(x, y)
	if !signed {
		return p
	}
	// p_signed = p_unsigned - 2^w*(x_s*y + y_s*x)  (mod 2^2w)
	hi := p[w:]
	hi = b.Sub(hi, b.And(y, b.fill(w, x[w-1])))
	hi = b.Sub(hi, b.And(x, b.fill(w, y[w-1])))
	r := make(BV, 0, 2*w)
	r = append(r, p[:w]...)
	return append(r, hi...)
}

// UDivRem returns the unsigned quotient and remainder of x by y, computed by
// a restoring division circuit.  For y == 0 the quotient is all ones and
// the remainder is x (SMT-LIB semantics).
//
// Three cases need no divider: x / x (quotient 1, or all ones for 0;
// remainder 0, which a SAT solver cannot see through the circuit of a
// wide divider: proving x % x == 0 at 32 bits takes it minutes), and a
// divisor that is a constant 0 or a power of two (a shift and a mask).
func (b *Builder) UDivRem(x, y BV) (q, r BV) {
	w := same("UDivRem", x, y)
	if sameBV(x, y) {
		one := b.Const(w, 1)
		return b.Ite(b.IsZero(x), b.Not(b.Zero(w)), one), b.Zero(w)
	}
	if v, ok := ConstValue(y); ok && (v == 0 || v&(v-1) == 0) && w <= 64 {
		if v == 0 {
			return b.Not(b.Zero(w)), x
		}
		k := bits.TrailingZeros64(v)
		q, r = make(BV, w), make(BV, w)
		for i := range w {
			q[i], r[i] = b.c.F, b.c.F
			if i+k < w {
				q[i] = x[i+k]
			}
			if i < k {
				r[i] = x[i]
			}
		}
		return q, r
	}
	if v, ok := ConstValue(y); ok && w <= 64 && v < 1<<maxNarrowDivisorBits && bits.Len64(v) < w {
		return b.udivRemSmall(x, v)
	}
	// hiNZ[k] holds iff some bit k..w-1 of y is set.
	hiNZ := make([]z.Lit, w+1)
	hiNZ[w] = b.c.F
	for k := w - 1; k >= 0; k-- {
		hiNZ[k] = b.c.Or(hiNZ[k+1], y[k])
	}
	q = make(BV, w)
	r = BV{}
	for i := w - 1; i >= 0; i-- {
		// Partial remainder r < y shifted in the next dividend bit; it
		// is at most the value of x[w-1..i] and so fits in n bits.
		n := w - i
		rp := make(BV, 0, n)
		rp = append(rp, x[i])
		rp = append(rp, r...)
		diff, noBorrow := b.addc(rp, b.Not(y[:n]), b.c.T)
		ge := b.c.And(noBorrow, hiNZ[n].Not())
		q[i] = ge
		r = b.Ite(ge, diff, rp)
	}
	return q, r
}

// maxNarrowDivisorBits bounds the constant divisors of udivRemSmall.
const maxNarrowDivisorBits = 16

// udivRemSmall is UDivRem by a constant v with 0 < v < 2^k, k =
// bits.Len64(v) < len(x): the same restoring division, with each partial
// remainder k bits wide instead of as wide as the dividend bits so far.
// The partial remainder r is below v at every stage (it is the
// remainder of the bits so far), so 2r + x[i] < 2v < 2^(k+1) fits in
// k + 1 bits and so does the comparison with v: w stages of k + 1 bits
// instead of w stages of up to w bits, and a SAT solver that needs the
// remainder's residue (x % 3 == 0 and x + 3) walks a 2-bit state along
// the dividend instead of a triangle of subtractors.
func (b *Builder) udivRemSmall(x BV, v uint64) (q, r BV) {
	w := len(x)
	k := bits.Len64(v)
	vc := b.Const(k+1, v)
	q = make(BV, w)
	r = b.Zero(k)
	for i := w - 1; i >= 0; i-- {
		rp := make(BV, 0, k+1)
		rp = append(rp, x[i])
		rp = append(rp, r...)
		diff, noBorrow := b.addc(rp, b.Not(vc), b.c.T)
		q[i] = noBorrow
		// Below v either way: the top bit of the result is 0.
		r = b.Ite(noBorrow, diff, rp)[:k]
	}
	rem := make(BV, w)
	for i := range rem {
		rem[i] = b.c.F
		if i < k {
			rem[i] = r[i]
		}
	}
	return q, rem
}

// UDiv returns x / y, unsigned; x / 0 is all ones.
func (b *Builder) UDiv(x, y BV) BV {
	q, _ := b.UDivRem(x, y)
	return q
}

// URem returns x % y, unsigned; x % 0 is x.
func (b *Builder) URem(x, y BV) BV {
	_, r := b.UDivRem(x, y)
	return r
}

// SDivRem returns the signed quotient (truncated toward zero) and remainder
// (with the sign of the dividend) of x by y, as in C.  INT_MIN / -1 wraps to
// INT_MIN with remainder 0.  Division by zero follows SMT-LIB bvsdiv/bvsrem:
// x / 0 is -1 for x >= 0 and 1 for x < 0, and x % 0 is x.
func (b *Builder) SDivRem(x, y BV) (q, r BV) {
	w := same("SDivRem", x, y)
	sx, sy := x[w-1], y[w-1]
	uq, ur := b.UDivRem(b.condNeg(x, sx), b.condNeg(y, sy))
	return b.condNeg(uq, b.c.Xor(sx, sy)), b.condNeg(ur, sx)
}

// SDiv returns x / y, signed, as SDivRem.
func (b *Builder) SDiv(x, y BV) BV {
	q, _ := b.SDivRem(x, y)
	return q
}

// SRem returns x % y, signed, as SDivRem.
func (b *Builder) SRem(x, y BV) BV {
	_, r := b.SDivRem(x, y)
	return r
}

type shiftKind int

const (
	shl shiftKind = iota
	lshr
	ashr
)

// shift is a logarithmic barrel shifter.  The amount s has any width and is
// interpreted unsigned.
func (b *Builder) shift(op string, k shiftKind, x, s BV) BV {
	w := len(x)
	checkWidth(op, w)
	checkWidth(op+" amount", len(s))
	fill := b.c.F
	if k == ashr {
		fill = x[w-1]
	}
	res := make(BV, w)
	copy(res, x)
	for j := 0; j < len(s); j++ {
		if j >= 62 || 1<<uint(j) >= w {
			// Any of the remaining amount bits set: amount >= w.
			big := b.c.Ors(s[j:]...)
			return b.Ite(big, b.fill(w, fill), res)
		}
		d := 1 << uint(j)
		sh := make(BV, w)
		for i := range sh {
			var src int
			if k == shl {
				src = i - d
			} else {
				src = i + d
			}
			if src >= 0 && src < w {
				sh[i] = res[src]
			} else {
				sh[i] = fill
			}
		}
		res = b.Ite(s[j], sh, res)
	}
	return res
}

// Shl returns x << s.  The amount s may have any width and is unsigned;
// amounts >= x.Width() give 0.
func (b *Builder) Shl(x, s BV) BV { return b.shift("Shl", shl, x, s) }

// LShr returns x >> s with zero fill (C >> on unsigned types).  The amount
// is unsigned and may have any width; amounts >= x.Width() give 0.
func (b *Builder) LShr(x, s BV) BV { return b.shift("LShr", lshr, x, s) }

// AShr returns x >> s with sign fill (C >> on signed types, as implemented
// by common compilers).  The amount is unsigned and may have any width;
// amounts >= x.Width() give all copies of the sign bit (0 or -1).
func (b *Builder) AShr(x, s BV) BV { return b.shift("AShr", ashr, x, s) }
