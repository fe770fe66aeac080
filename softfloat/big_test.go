package softfloat

import (
	"math/big"
	"math/rand"
	"testing"
)

// The reference of this file is math/big.Float, whose operations are
// correctly rounded in each mode at any precision but know neither
// subnormals nor a largest exponent: refRound narrows the precision by
// hand below the smallest normal and decides overflow itself.

var bigModes = map[RoundingMode]big.RoundingMode{
	NearestEven: big.ToNearestEven,
	NearestAway: big.ToNearestAway,
	Downward:    big.ToNegativeInf,
	Upward:      big.ToPositiveInf,
	TowardZero:  big.ToZero,
}

const refPrec = 400 // bits of the intermediate results, far above 2p+2 for x87

// exactOf returns x's value, ok false for NaN and infinities.
func exactOf(f Format, x Bits) (*big.Float, bool) {
	a := f.unpack(x)
	switch a.k {
	case kNaN, kInf:
		return nil, false
	}
	v := new(big.Float).SetPrec(refPrec).SetUint64(a.m)
	v.SetMantExp(v, a.e)
	if a.neg {
		v.Neg(v)
	}
	return v, true
}

// odd makes an intermediate result computed toward zero at refPrec bits
// "round to odd": an inexact result gets its last bit set, so that
// rounding it again to far fewer bits is correct.
func odd(v *big.Float, acc big.Accuracy) *big.Float {
	if acc == big.Exact {
		return v
	}
	mant := new(big.Float)
	e := v.MantExp(mant)
	mi, _ := mant.SetMantExp(mant, refPrec).Int(nil)
	neg := mi.Sign() < 0
	mi.Abs(mi).SetBit(mi, 0, 1)
	if neg {
		mi.Neg(mi)
	}
	return new(big.Float).SetPrec(refPrec).SetMantExp(new(big.Float).SetPrec(refPrec).SetInt(mi), e-refPrec)
}

// refRound rounds v to f in mode rm and packs it.
func refRound(f Format, rm RoundingMode, v *big.Float) Bits {
	neg := v.Signbit()
	if v.Sign() == 0 {
		return f.zero(neg)
	}
	p := f.Precision()
	lead := v.MantExp(nil) - 1
	prec := p
	if lead < f.emin() {
		prec = p - (f.emin() - lead)
	}
	minSub := new(big.Float).SetMantExp(big.NewFloat(1), f.emin()-p+1)
	var r *big.Float
	if prec <= 0 {
		half := new(big.Float).SetMantExp(big.NewFloat(1), f.emin()-p)
		c := new(big.Float).Abs(v).Cmp(half)
		up := false
		switch rm {
		case NearestEven:
			up = c > 0
		case NearestAway:
			up = c >= 0
		case Upward:
			up = !neg
		case Downward:
			up = neg
		}
		if !up {
			return f.zero(neg)
		}
		r = minSub
		if neg {
			r = new(big.Float).Neg(r)
		}
	} else {
		r = new(big.Float).SetMode(bigModes[rm]).SetPrec(uint(prec)).Set(v)
	}
	if r.Sign() == 0 {
		return f.zero(neg)
	}
	l := r.MantExp(nil) - 1
	if l > f.emax() {
		return f.overflow(rm, neg)
	}
	abs := new(big.Float).Abs(r)
	var sig *big.Int
	var ef uint64
	if l >= f.emin() {
		sig, _ = abs.SetMantExp(abs, p-1-l).Int(nil)
		ef = uint64(l + f.bias())
		if !f.ExplicitInt {
			sig.SetBit(sig, f.FracBits, 0)
		}
	} else {
		sig, _ = abs.SetMantExp(abs, p-1-f.emin()).Int(nil)
	}
	return f.pack(neg, ef, sig.Uint64())
}

// randFinite draws a finite operand of f (x87: canonical), biased to
// small and extreme exponents and to neighbours of one.
func randFinite(r *rand.Rand, f Format) Bits {
	for {
		var x Bits
		x.Lo, x.Hi = r.Uint64(), r.Uint64()
		x = f.mask(x)
		ef := f.exp(x)
		switch r.Intn(5) {
		case 0:
			ef = uint64(r.Intn(3))
		case 1:
			ef = f.expMax() - 1 - uint64(r.Intn(3))
		case 2:
			ef = uint64(f.bias() + r.Intn(7) - 3)
		}
		if ef >= f.expMax() {
			continue
		}
		sig := f.sig(x)
		switch r.Intn(4) {
		case 0:
			sig &= 1<<r.Intn(f.sigBits()) - 1 ^ 7
		case 1:
			sig |= ^uint64(0) << r.Intn(f.sigBits())
			if f.sigBits() < 64 {
				sig &= 1<<f.sigBits() - 1
			}
		}
		if f.ExplicitInt {
			sig &^= 1 << f.FracBits
			if ef != 0 {
				sig |= 1 << f.FracBits
			}
		}
		return f.pack(f.sign(x), ef, sig)
	}
}

var tiny = Format{ExpBits: 3, FracBits: 2}

func TestBigReference(t *testing.T) {
	formats := []struct {
		name string
		f    Format
		n    int
	}{{"binary32", Binary32, 600}, {"binary64", Binary64, 600}, {"x87", X87, 600},
		{"e5m10", Format{ExpBits: 5, FracBits: 10}, 300}, {"e3m2", tiny, 300},
		{"x87-like e4m5", Format{ExpBits: 4, FracBits: 5, ExplicitInt: true}, 300}}
	r := rand.New(rand.NewSource(4))
	for _, tc := range formats {
		f := tc.f
		for i := 0; i < count(tc.n); i++ {
			x, y, z := randFinite(r, f), randFinite(r, f), randFinite(r, f)
			vx, _ := exactOf(f, x)
			vy, _ := exactOf(f, y)
			vz, _ := exactOf(f, z)
			for rm := NearestEven; rm <= TowardZero; rm++ {
				check := func(op string, got Bits, v *big.Float) {
					t.Helper()
					want := refRound(f, rm, v)
					if v.Sign() == 0 {
						// The sign of an exact zero is checked elsewhere.
						got, want = Abs(f, got), Abs(f, want)
					}
					if got != want {
						t.Fatalf("%s %s mode %d (%#x, %#x, %#x) = %#x, want %#x", tc.name, op, rm, x, y, z, got, want)
					}
				}
				nz := func() *big.Float { return new(big.Float).SetPrec(refPrec).SetMode(big.ToZero) }
				sum := nz()
				sum.Add(vx, vy)
				check("Add", Add(f, rm, x, y), odd(sum, sum.Acc()))
				dif := nz()
				dif.Sub(vx, vy)
				check("Sub", Sub(f, rm, x, y), odd(dif, dif.Acc()))
				check("Mul", Mul(f, rm, x, y), nz().Mul(vx, vy))
				if vy.Sign() != 0 {
					q := nz()
					q.Quo(vx, vy)
					check("Div", Div(f, rm, x, y), odd(q, q.Acc()))
				}
				if vx.Sign() >= 0 {
					s := nz()
					s.Sqrt(vx)
					check("Sqrt", Sqrt(f, rm, x), odd(s, s.Acc()))
				}
				p := new(big.Float).SetPrec(2*refPrec).Mul(vx, vy) // exact
				fm := new(big.Float).SetPrec(4 * refPrec).SetMode(big.ToZero)
				fm.Add(p, vz)
				check("FMA", FMA(f, rm, x, y, z), odd(fm, fm.Acc()))
				for _, g := range []Format{Binary32, Binary64, X87, tiny} {
					want := refRound(g, rm, vx)
					if got := Convert(f, g, rm, x); got != want {
						t.Fatalf("%s Convert to %v mode %d (%#x) = %#x, want %#x", tc.name, g, rm, x, got, want)
					}
				}
			}
		}
	}
}
