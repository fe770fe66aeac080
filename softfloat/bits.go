package softfloat

import "math/big"

// Field access on 128-bit patterns, and the unpacked form every operation
// computes on.

func shr(x Bits, k int) Bits {
	switch {
	case k <= 0:
		return x
	case k >= 128:
		return Bits{}
	case k >= 64:
		return Bits{Lo: x.Hi >> (k - 64)}
	}
	return Bits{Lo: x.Lo>>k | x.Hi<<(64-k), Hi: x.Hi >> k}
}

func shl(x Bits, k int) Bits {
	switch {
	case k <= 0:
		return x
	case k >= 128:
		return Bits{}
	case k >= 64:
		return Bits{Hi: x.Lo << (k - 64)}
	}
	return Bits{Lo: x.Lo << k, Hi: x.Hi<<k | x.Lo>>(64-k)}
}

// field returns the n <= 64 bits of x from bit lo up.
func field(x Bits, lo, n int) uint64 {
	v := shr(x, lo).Lo
	if n < 64 {
		v &= 1<<n - 1
	}
	return v
}

func or(x, y Bits) Bits { return Bits{Lo: x.Lo | y.Lo, Hi: x.Hi | y.Hi} }

// Mask returns x with the bits above the format's width cleared.
func (f Format) mask(x Bits) Bits {
	w := f.Width()
	if w >= 128 {
		return x
	}
	if w >= 64 {
		return Bits{Lo: x.Lo, Hi: x.Hi & (1<<(w-64) - 1)}
	}
	return Bits{Lo: x.Lo & (1<<w - 1)}
}

func (f Format) bias() int      { return 1<<(f.ExpBits-1) - 1 }
func (f Format) emin() int      { return 1 - f.bias() } // exponent of the smallest normal
func (f Format) emax() int      { return f.bias() }
func (f Format) expMax() uint64 { return 1<<f.ExpBits - 1 }

// sigBits is the width of the stored significand: the fraction, and the
// integer bit of x87.
func (f Format) sigBits() int {
	if f.ExplicitInt {
		return f.FracBits + 1
	}
	return f.FracBits
}

// pack assembles a value from its sign, biased exponent and stored
// significand (the fraction, with the integer bit on top for x87).
func (f Format) pack(neg bool, exp, sig uint64) Bits {
	r := or(Bits{Lo: sig}, shl(Bits{Lo: exp}, f.sigBits()))
	if neg {
		r = or(r, shl(Bits{Lo: 1}, f.Width()-1))
	}
	return r
}

func (f Format) sign(x Bits) bool  { return field(x, f.Width()-1, 1) == 1 }
func (f Format) exp(x Bits) uint64 { return field(x, f.sigBits(), f.ExpBits) }
func (f Format) sig(x Bits) uint64 { return field(x, 0, f.sigBits()) }

// frac is the fraction field (without x87's integer bit).
func (f Format) frac(x Bits) uint64 { return field(x, 0, f.FracBits) }

func (f Format) zero(neg bool) Bits { return f.pack(neg, 0, 0) }

func (f Format) intBit() uint64 {
	if f.ExplicitInt {
		return 1 << f.FracBits
	}
	return 0
}

func (f Format) inf(neg bool) Bits { return f.pack(neg, f.expMax(), f.intBit()) }

// maxFinite is the largest finite magnitude with sign neg.
func (f Format) maxFinite(neg bool) Bits {
	return f.pack(neg, f.expMax()-1, 1<<f.sigBits()-1)
}

func (f Format) quietBit() uint64 { return 1 << (f.FracBits - 1) }

// DefaultNaN is the quiet NaN x86 produces for an invalid operation: sign
// set, quiet bit set, payload zero (0xFFC00000 for float, x87's "real
// indefinite" for long double).
func DefaultNaN(f Format) Bits {
	return f.pack(true, f.expMax(), f.intBit()|f.quietBit())
}

// quiet returns the NaN x with its quiet bit set.
func (f Format) quiet(x Bits) Bits { return or(x, Bits{Lo: f.quietBit()}) }

type kind uint8

const (
	kZero kind = iota
	kFinite
	kInf
	kNaN
)

// A num is a value read from its bits: for kFinite, (-1)^neg * m * 2^e.
// invalid marks x87 encodings the FPU rejects as operands (unnormals,
// pseudo-infinities, pseudo-NaNs); they have kind kNaN.
type num struct {
	k       kind
	neg     bool
	m       uint64
	e       int
	invalid bool
	bits    Bits
}

func (f Format) unpack(x Bits) num {
	x = f.mask(x)
	n := num{neg: f.sign(x), bits: x}
	ef, sig := f.exp(x), f.sig(x)
	if f.ExplicitInt {
		j := sig >> f.FracBits
		frac := sig &^ (1 << f.FracBits)
		switch {
		case ef == f.expMax():
			switch {
			case j == 0:
				n.k, n.invalid = kNaN, true
			case frac == 0:
				n.k = kInf
			default:
				n.k = kNaN
			}
		case ef == 0:
			// Denormals, and pseudo-denormals (integer bit set), which
			// x87 reads with the smallest normal exponent.
			if sig == 0 {
				n.k = kZero
			} else {
				n.k, n.m, n.e = kFinite, sig, f.emin()-f.FracBits
			}
		case j == 0:
			n.k, n.invalid = kNaN, true // unnormal
		default:
			n.k, n.m, n.e = kFinite, sig, int(ef)-f.bias()-f.FracBits
		}
		return n
	}
	switch {
	case ef == f.expMax():
		if sig == 0 {
			n.k = kInf
		} else {
			n.k = kNaN
		}
	case ef == 0:
		if sig == 0 {
			n.k = kZero
		} else {
			n.k, n.m, n.e = kFinite, sig, f.emin()-f.FracBits
		}
	default:
		n.k, n.m, n.e = kFinite, sig|1<<f.FracBits, int(ef)-f.bias()-f.FracBits
	}
	return n
}

func (n num) isSignaling(f Format) bool {
	return n.k == kNaN && !n.invalid && n.bits.Lo&f.quietBit() == 0
}

// propagate returns the NaN result of an operation with NaN operands ns
// (at least one a NaN): the default NaN if one is an invalid x87 encoding;
// else, for SSE formats, the first NaN operand quieted; for x87, the
// quiet NaN operand if the other is signaling, else the one with the larger
// significand (the positive one when they are equal), quieted.
func (f Format) propagate(ns ...num) Bits {
	for _, n := range ns {
		if n.invalid {
			return DefaultNaN(f)
		}
	}
	var pick *num
	for i := range ns {
		n := &ns[i]
		if n.k != kNaN {
			continue
		}
		if pick == nil {
			pick = n
			continue
		}
		if !f.ExplicitInt {
			break
		}
		ps, ns := pick.isSignaling(f), n.isSignaling(f)
		if ps != ns {
			if ps {
				pick = n
			}
			continue
		}
		if sn, sp := f.sig(n.bits), f.sig(pick.bits); sn > sp || sn == sp && !n.neg {
			pick = n
		}
	}
	return f.quiet(pick.bits)
}

// bigOf returns m as a big.Int.
func bigOf(m uint64) *big.Int { return new(big.Int).SetUint64(m) }
