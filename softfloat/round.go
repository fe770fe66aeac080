package softfloat

import "math/big"

// roundUp decides whether a magnitude whose kept part ends in lsb, with
// round bit r and sticky bit s below it, rounds away from zero.
func roundUp(rm RoundingMode, neg, lsb, r, s bool) bool {
	switch rm {
	case NearestEven:
		return r && (s || lsb)
	case NearestAway:
		return r
	case Upward:
		return !neg && (r || s)
	case Downward:
		return neg && (r || s)
	}
	return false
}

// overflow is the result of a finite value too large for f.
func (f Format) overflow(rm RoundingMode, neg bool) Bits {
	switch {
	case rm == TowardZero, rm == Upward && neg, rm == Downward && !neg:
		return f.maxFinite(neg)
	}
	return f.inf(neg)
}

// round rounds (-1)^neg * (m + d) * 2^e to f in mode rm, where 0 < d < 1
// if sticky and d = 0 otherwise. A caller that sets sticky gives m at
// least Precision()+2 bits, so that the bits dropped include the round bit.
func (f Format) round(rm RoundingMode, neg bool, m *big.Int, e int, sticky bool) Bits {
	p := f.Precision()
	n := m.BitLen()
	if n == 0 {
		return f.zero(neg)
	}
	q := e + n - p // exponent of the last kept bit
	if qmin := f.emin() - (p - 1); q < qmin {
		q = qmin
	}
	var kept big.Int
	var r, s bool
	if shift := q - e; shift > 0 {
		kept.Rsh(m, uint(shift))
		r = m.Bit(shift-1) == 1
		s = sticky || m.TrailingZeroBits() < uint(shift-1)
	} else {
		kept.Lsh(m, uint(-shift))
		s = sticky
	}
	if roundUp(rm, neg, kept.Bit(0) == 1, r, s) {
		kept.Add(&kept, big.NewInt(1))
		if kept.BitLen() > p {
			kept.Rsh(&kept, 1)
			q++
		}
	}
	if kept.Sign() == 0 {
		return f.zero(neg)
	}
	k := kept.Uint64()
	if kept.BitLen() < p {
		return f.pack(neg, 0, k) // subnormal
	}
	ef := q + p - 1
	if ef > f.emax() {
		return f.overflow(rm, neg)
	}
	if !f.ExplicitInt {
		k &^= 1 << f.FracBits
	}
	return f.pack(neg, uint64(ef+f.bias()), k)
}

// roundNum rounds a finite or zero num (x87's pseudo-denormals come out
// canonical).
func (f Format) roundNum(rm RoundingMode, n num) Bits {
	if n.k == kZero {
		return f.zero(n.neg)
	}
	return f.round(rm, n.neg, bigOf(n.m), n.e, false)
}

// A term is an exact signed value (-1)^neg * m * 2^e.
type term struct {
	neg bool
	m   *big.Int
	e   int
}

func (t term) lead() int { return t.e + t.m.BitLen() - 1 }

// sumRound rounds a + b, both nonzero, to f. A term far below the other
// only decides the direction of rounding: it is replaced by a smaller
// power of two, so that no sum is wider than a few precisions.
func (f Format) sumRound(rm RoundingMode, a, b term) Bits {
	if a.lead() < b.lead() {
		a, b = b, a
	}
	p := f.Precision()
	if lim := min(a.e, a.lead()-p-3); b.lead()+1 < lim {
		b = term{neg: b.neg, m: big.NewInt(1), e: lim - 1}
	}
	e := min(a.e, b.e)
	va := new(big.Int).Lsh(a.m, uint(a.e-e))
	vb := new(big.Int).Lsh(b.m, uint(b.e-e))
	if a.neg {
		va.Neg(va)
	}
	if b.neg {
		vb.Neg(vb)
	}
	va.Add(va, vb)
	if va.Sign() == 0 {
		return f.zero(rm == Downward)
	}
	neg := va.Sign() < 0
	return f.round(rm, neg, va.Abs(va), e, false)
}
