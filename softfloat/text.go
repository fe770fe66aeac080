package softfloat

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Parse reads a C floating constant's digits (decimal or hex, no suffix)
// and rounds it to f to nearest, ties to even. It also accepts a leading
// sign, and "inf", "infinity" and "nan" in any case, as strtod does (nan
// is the positive quiet NaN with payload zero).
func Parse(f Format, s string) (Bits, error) {
	return ParseRounding(f, NearestEven, s)
}

// ParseRounding is Parse rounding in mode rm (strtod under fesetround).
func ParseRounding(f Format, rm RoundingMode, s string) (Bits, error) {
	t := s
	neg := false
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg = t[0] == '-'
		t = t[1:]
	}
	switch strings.ToLower(t) {
	case "inf", "infinity":
		return f.inf(neg), nil
	case "nan":
		return f.pack(neg, f.expMax(), f.intBit()|f.quietBit()), nil
	}
	bad := fmt.Errorf("softfloat: malformed floating constant %q", s)
	hex := len(t) > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')
	base, expChars := 10, "eE"
	if hex {
		t = t[2:]
		base, expChars = 16, "pP"
	}
	mant, expStr := t, ""
	if i := strings.IndexAny(t, expChars); i >= 0 {
		mant, expStr = t[:i], t[i+1:]
		if expStr == "" {
			return Bits{}, bad
		}
	}
	intPart, fracPart := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, fracPart = mant[:i], mant[i+1:]
	}
	digits := intPart + fracPart
	if digits == "" {
		return Bits{}, bad
	}
	m, ok := new(big.Int).SetString(digits, base)
	if !ok || strings.ContainsAny(digits, "+-_") {
		return Bits{}, bad
	}
	exp := 0
	if expStr != "" {
		sign := 1
		if expStr[0] == '+' || expStr[0] == '-' {
			if expStr[0] == '-' {
				sign = -1
			}
			expStr = expStr[1:]
		}
		if expStr == "" {
			return Bits{}, bad
		}
		for _, c := range expStr {
			if c < '0' || c > '9' {
				return Bits{}, bad
			}
			if exp < 1e8 {
				exp = exp*10 + int(c-'0')
			}
		}
		exp *= sign
	}
	if m.Sign() == 0 {
		return f.zero(neg), nil
	}
	if hex {
		return f.round(rm, neg, m, exp-4*len(fracPart), false), nil
	}
	exp -= len(fracPart)
	// Beyond these bounds every format overflows or underflows; the
	// bounds keep the powers of ten small.
	if mag := exp + len(digits); mag > 6000 {
		return f.round(rm, neg, big.NewInt(1), 1<<20, false), nil
	} else if mag < -6000 {
		return f.round(rm, neg, big.NewInt(1), -1<<20, false), nil
	}
	if exp >= 0 {
		m.Mul(m, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(exp)), nil))
		return f.round(rm, neg, m, 0, false), nil
	}
	den := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-exp)), nil)
	k := max(0, f.Precision()+3+den.BitLen()-m.BitLen())
	m.Lsh(m, uint(k))
	q, r := m.QuoRem(m, den, new(big.Int))
	return f.round(rm, neg, q, -k, r.Sign() != 0), nil
}

// Decimal prints x as the shortest decimal that reads back to x (with
// Parse), in the style of %g: an exponent only below 1e-4 or from 1e21 on.
// Infinities print as inf and -inf, NaNs as nan and -nan (glibc's words).
func Decimal(f Format, x Bits) string {
	a := f.unpack(x)
	sign := ""
	if a.neg {
		sign = "-"
	}
	switch a.k {
	case kNaN:
		return sign + "nan"
	case kInf:
		return sign + "inf"
	case kZero:
		return sign + "0"
	}
	// The digits of x are computed once (more than any format needs, and
	// whether any were dropped); at each length the nearest decimal is
	// tried, then the one on the other side of x. Lengths that read back
	// are all from the shortest on, which is searched down from the
	// length that always reads back (p*log10(2) + 2 digits).
	ds, ex10, sticky := decimalDigits(a.m, a.e, 26)
	readsBack := func(s string) bool {
		y, err := Parse(f, s)
		return err == nil && cmp(f.unpack(y), num{k: kFinite, m: a.m, e: a.e}) == 0
	}
	atLength := func(n int) (string, bool) {
		t := nearestDecimal(ds, ex10, sticky, n)
		if readsBack(t) {
			return t, true
		}
		for _, d := range []int64{-1, 1} {
			if u := bumpDecimal(t, d); readsBack(u) {
				return u, true
			}
		}
		return "", false
	}
	n := int(float64(f.Precision())*0.30103) + 2
	s, _ := atLength(n)
	for n--; n >= 1; n-- {
		t, ok := atLength(n)
		if !ok {
			break
		}
		s = t
	}
	// s is d[.ddd]e±XX.
	i := strings.IndexByte(s, 'e')
	ex, _ := strconv.Atoi(s[i+1:])
	ds = strings.Replace(s[:i], ".", "", 1)
	var out string
	switch {
	case ex < -4 || ex >= 21:
		out = ds[:1]
		if len(ds) > 1 {
			out += "." + ds[1:]
		}
		es := "+"
		if ex < 0 {
			es, ex = "-", -ex
		}
		out += fmt.Sprintf("e%s%02d", es, ex)
	case ex < 0:
		out = "0." + strings.Repeat("0", -ex-1) + ds
	case ex+1 >= len(ds):
		out = ds + strings.Repeat("0", ex+1-len(ds))
	default:
		out = ds[:ex+1] + "." + ds[ex+1:]
	}
	return sign + out
}

// Hex prints x as C's %a does with glibc. A float is printed as the double
// it is promoted to; a double (or any other binary format) as 0x1.<fraction>
// p<exponent>, a subnormal as 0x0.<fraction>p<minimum exponent>; x87's
// long double (%La) with the integer bit in a full leading hex digit, as
// 0x8p-3 for 1. Trailing zero digits of the fraction are dropped.
func Hex(f Format, x Bits) string {
	if f == Binary32 {
		return Hex(Binary64, Convert(Binary32, Binary64, NearestEven, x))
	}
	x = f.mask(x)
	a := f.unpack(x)
	sign := ""
	if f.sign(x) {
		sign = "-"
	}
	switch {
	case a.k == kNaN:
		return sign + "nan"
	case a.k == kInf:
		return sign + "inf"
	case a.k == kZero:
		return sign + "0x0p+0"
	}
	var lead uint64
	var frac uint64
	var fracBits, exp int
	if f.ExplicitInt {
		// A leading hex digit holds the integer bit and three fraction
		// bits.
		sig := f.sig(x)
		fracBits = f.sigBits() - 4
		lead, frac = sig>>fracBits, sig&(1<<fracBits-1)
		exp = max(int(f.exp(x)), 1) - f.bias() - 3
	} else {
		fracBits = f.FracBits
		frac = f.frac(x)
		if f.exp(x) != 0 {
			lead = 1
		}
		exp = max(int(f.exp(x)), 1) - f.bias()
	}
	pad := (4 - fracBits%4) % 4
	frac <<= pad
	nd := (fracBits + pad) / 4
	ds := ""
	if nd > 0 {
		ds = fmt.Sprintf("%0*x", nd, frac)
		ds = strings.TrimRight(ds, "0")
	}
	out := fmt.Sprintf("0x%x", lead)
	if ds != "" {
		out += "." + ds
	}
	return fmt.Sprintf("%s%sp%+d", sign, out, exp)
}

// digitsOfE returns the digits of the mantissa of d[.ddd]e±XX.
func digitsOfE(s string) string {
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		s = s[:i]
	}
	return strings.Replace(s, ".", "", 1)
}

// bumpDecimal adds d units in the last digit to d[.ddd]e±XX.
func bumpDecimal(s string, d int64) string {
	i := strings.IndexByte(s, 'e')
	ex, _ := strconv.Atoi(s[i+1:])
	ds := digitsOfE(s)
	m, _ := new(big.Int).SetString(ds, 10)
	m.Add(m, big.NewInt(d))
	if m.Sign() <= 0 {
		return s
	}
	t := m.String()
	ex += len(t) - len(ds)
	if u := strings.TrimRight(t, "0"); u != "" {
		t = u
	}
	out := t[:1]
	if len(t) > 1 {
		out += "." + t[1:]
	}
	return fmt.Sprintf("%se%+d", out, ex)
}

// decimalDigits returns at least nd leading decimal digits of m*2^e, the
// decimal exponent of the first, and whether nonzero digits follow.
func decimalDigits(m uint64, e, nd int) (string, int, bool) {
	// floor(log10(m*2^e)), or one less
	est := int(math.Floor(float64(bitLen(m)-1+e) * math.Log10(2)))
	k := nd - est
	num, den := new(big.Int).SetUint64(m), big.NewInt(1)
	if e > 0 {
		num.Lsh(num, uint(e))
	} else {
		den.Lsh(den, uint(-e))
	}
	p10 := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(max(k, -k))), nil)
	if k > 0 {
		num.Mul(num, p10)
	} else {
		den.Mul(den, p10)
	}
	q, r := num.QuoRem(num, den, new(big.Int))
	ds := q.String()
	return ds, len(ds) - 1 - k, r.Sign() != 0
}

// nearestDecimal rounds the digits ds (first of exponent ex10, sticky if
// more follow) to n digits, to nearest, ties to even, as d[.ddd]e±XX.
func nearestDecimal(ds string, ex10 int, sticky bool, n int) string {
	head, rest := ds[:n], ds[n:]
	up := false
	switch {
	case rest[0] > '5':
		up = true
	case rest[0] == '5':
		up = sticky || strings.TrimRight(rest[1:], "0") != "" || (head[n-1]-'0')%2 == 1
	}
	t := head + "e" + strconv.Itoa(ex10)
	if len(head) > 1 {
		t = head[:1] + "." + head[1:] + "e" + strconv.Itoa(ex10)
	}
	if up {
		return bumpDecimal(t, 1)
	}
	return t
}
