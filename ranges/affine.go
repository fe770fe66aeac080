package ranges

import (
	"math"
	"math/big"
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Affine forms: the float stage's relations between values.
//
// Intervals forget where a value came from: in Newton's step
// x' = (x + a/x) / 2 the error of x and that of a/x cancel to first
// order, but their intervals only add, and x*x - a for x near sqrt(a) is
// as wide as a's range. An affine form keeps the value as
// c + k1*e1 + ... + kn*en, a real center and coefficients over noise
// symbols e_i, each some unknown number in [-1, 1] shared by every form
// that names it. Sums and differences of forms are exact; a product
// keeps its linear part and puts the rest (at most the product of the
// operands' radii) on a new symbol, a reciprocal takes the linear
// function closest to 1/y over y's range (the min-range one) with its
// error on a new symbol, and every float operation adds its rounding
// error (less than an ulp of the largest magnitude, in any mode) on one
// more. The error of the form's own arithmetic (big.Float of affPrec bits,
// rounded to nearest) is bounded by a relative slack added there too. So
// x*x - a in the Newton iteration keeps only the second-order terms, and
// halving the range of a divides them by four where the interval
// divides the width by two.
//
// A form belongs to a FloatRange (Aff): when the value is a number, it
// is the form's value for some assignment of the noise symbols in
// [-1, 1], one assignment for all the forms of a state. That makes the
// rules:
//
//   - a new symbol must be fresh: named by no form of the state it is
//     added to. Symbols are numbered by the edge whose transfer makes
//     them and a counter within it, and made only on edges in no cycle
//     of the program (no execution passes them twice, so no form before
//     them names them); -1 is the split variable's at the restriction's
//     location (in no cycle either), and evaluations outside a transfer
//     (a check's condition) use numbers below -1, never stored;
//   - a join keeps a variable's form only when both sides have the same
//     form, and a state is below another only when it has every form of
//     the other: then one assignment still serves all the forms kept;
//   - a refinement (x < c) keeps the form: it only removes states;
//   - a form whose value may overflow, or that comes from an operand
//     without a finite range, is dropped (no form is always sound).
//
// The form's range, rounded outward to the format, is met with the
// interval of the operation (a reduced product): only intervals are
// compared with checks.

const (
	affPrec     = 128 // bits of the forms' arithmetic (x87's 64 and room)
	affMaxTerms = 48  // symbols a form keeps; the smallest others go on a new one
)

// slackExp: the relative error of the forms' arithmetic is below
// 2^-slackExp of the magnitudes involved (a few roundings of 2^-affPrec
// each).
const slackExp = affPrec - 16

// padExp: the relative pad of a reciprocal's error and a product's
// center for their own few roundings.
const padExp = affPrec - 40

type affTerm struct {
	sym int64
	k   *big.Float
}

// An affine is c + sum of k*e_sym over its terms (sorted by sym, no zero
// k). Never modified once made.
type affine struct {
	c     *big.Float
	terms []affTerm
	r     *big.Float // rad, once computed
}

func newBig() *big.Float { return new(big.Float).SetPrec(affPrec) }

func affEqual(x, y *affine) bool {
	if x == y {
		return true
	}
	if x == nil || y == nil || x.c.Cmp(y.c) != 0 || len(x.terms) != len(y.terms) {
		return false
	}
	for i := range x.terms {
		if x.terms[i].sym != y.terms[i].sym || x.terms[i].k.Cmp(y.terms[i].k) != 0 {
			return false
		}
	}
	return true
}

// rad is the sum of |k|, rounded up.
func (x *affine) rad() *big.Float {
	if x.r != nil {
		return x.r
	}
	r := newBig().SetMode(big.ToPositiveInf)
	for _, t := range x.terms {
		if t.k.Sign() < 0 {
			r.Sub(r, t.k)
		} else {
			r.Add(r, t.k)
		}
	}
	x.r = r
	return r
}

// bounds are the least and greatest values of x, rounded outward.
func (x *affine) bounds() (lo, hi *big.Float) {
	r := x.rad()
	lo = newBig().SetMode(big.ToNegativeInf).Sub(x.c, r)
	hi = newBig().SetMode(big.ToPositiveInf).Add(x.c, r)
	return lo, hi
}

// mag is the greatest magnitude of x, rounded up.
func (x *affine) mag() *big.Float {
	return newBig().SetMode(big.ToPositiveInf).Add(new(big.Float).Abs(x.c), x.rad())
}

// bitsBig is the finite value x of f.
func bitsBig(f softfloat.Format, x softfloat.Bits) *big.Float {
	switch f {
	case softfloat.Binary64:
		return newBig().SetFloat64(math.Float64frombits(x.Lo))
	case softfloat.Binary32:
		return newBig().SetFloat64(float64(math.Float32frombits(uint32(x.Lo))))
	}
	v, _, err := big.ParseFloat(softfloat.Hex(f, x), 0, affPrec, big.ToNearestEven)
	if err != nil {
		panic("ranges: softfloat.Hex gave " + softfloat.Hex(f, x))
	}
	return v
}

// bigBits is v rounded to f in mode rm.
func bigBits(f softfloat.Format, rm softfloat.RoundingMode, v *big.Float) softfloat.Bits {
	// Binary32 and binary64 natively: to nearest, then a step toward the
	// mode's side when that went the other way (Float32 and Float64 round
	// subnormals and overflow correctly).
	down, up := rm == softfloat.Downward, rm == softfloat.Upward
	switch {
	case f == softfloat.Binary64 && (down || up):
		x, acc := v.Float64()
		if down && acc == big.Above {
			x = math.Nextafter(x, math.Inf(-1))
		} else if up && acc == big.Below {
			x = math.Nextafter(x, math.Inf(1))
		}
		return softfloat.Bits{Lo: math.Float64bits(x)}
	case f == softfloat.Binary32 && (down || up):
		x, acc := v.Float32()
		if down && acc == big.Above {
			x = math.Nextafter32(x, float32(math.Inf(-1)))
		} else if up && acc == big.Below {
			x = math.Nextafter32(x, float32(math.Inf(1)))
		}
		return softfloat.Bits{Lo: uint64(math.Float32bits(x))}
	}
	b, err := softfloat.ParseRounding(f, rm, v.Text('p', 0))
	if err != nil {
		panic("ranges: cannot read " + v.Text('p', 0))
	}
	return b
}

// symbols hands out fresh noise symbols (see the rules above): base > 0
// numbers an edge's transfer, 0 an evaluation outside one, -1 nothing
// (an edge in a cycle: no forms are made there).
type symbols struct {
	base int64
	next int64
}

const symSplit = -1 // the split variable's symbol at the restriction

func (s *symbols) fresh() (int64, bool) {
	switch {
	case s.base < 0:
		return 0, false
	case s.base == 0:
		s.next++
		return -1 - s.next, true
	}
	s.next++
	return s.base<<24 | s.next, true
}

// affConst is the form of one finite value.
func affConst(f softfloat.Format, x softfloat.Bits) *affine {
	return &affine{c: bitsBig(f, x)}
}

// affRange is a form of any value of the finite range r on a new symbol
// sym: its midpoint plus its half-width times e_sym.
func affRange(r *FloatRange, sym int64) *affine {
	lo, hi := bitsBig(r.Format, r.Lo), bitsBig(r.Format, r.Hi)
	c := newBig().Add(lo, hi)
	c.Quo(c, big.NewFloat(2))
	k := newBig().SetMode(big.ToPositiveInf).Sub(hi, c)
	k2 := newBig().SetMode(big.ToPositiveInf).Sub(c, lo)
	if k2.Cmp(k) > 0 {
		k = k2
	}
	if k.Sign() == 0 {
		return &affine{c: c}
	}
	return &affine{c: c, terms: []affTerm{{sym, k}}}
}

// formOf is r's form, a constant's, or a form on a new symbol for a
// finite range without one (that use alone: a variable read twice this
// way gets two); nil when r may be infinite or holds no number.
func (s *symbols) formOf(r *FloatRange) *affine {
	if r.Aff != nil {
		return r.Aff
	}
	if !r.finite() {
		return nil
	}
	if eqF(r.Format, r.Lo, r.Hi) {
		return affConst(r.Format, r.Lo)
	}
	sym, ok := s.fresh()
	if !ok {
		return nil
	}
	return affRange(r, sym)
}

// linear is a*x + b*y + c (b or y may be zero or nil), with the bound on
// its arithmetic's error: the slack of the magnitudes.
func linear(a *big.Float, x *affine, b *big.Float, y *affine, c *big.Float) (*affine, *big.Float) {
	out := &affine{c: newBig()}
	slack := newBig().SetMode(big.ToPositiveInf)
	add := func(m *big.Float, z *affine) {
		if m == nil || z == nil || m.Sign() == 0 {
			return
		}
		t := newBig().Mul(m, z.c)
		out.c.Add(out.c, t)
		slack.Add(slack, new(big.Float).Abs(t))
		slack.Add(slack, newBig().SetMode(big.ToPositiveInf).Mul(new(big.Float).Abs(m), z.rad()))
	}
	add(a, x)
	add(b, y)
	if c != nil {
		out.c.Add(out.c, c)
		slack.Add(slack, new(big.Float).Abs(c))
	}
	// Merge the terms by symbol.
	i, j := 0, 0
	var xt, yt []affTerm
	if x != nil && a != nil && a.Sign() != 0 {
		xt = x.terms
	}
	if y != nil && b != nil && b.Sign() != 0 {
		yt = y.terms
	}
	for i < len(xt) || j < len(yt) {
		var sym int64
		k := newBig()
		switch {
		case j >= len(yt) || i < len(xt) && xt[i].sym < yt[j].sym:
			sym = xt[i].sym
			k.Mul(a, xt[i].k)
			i++
		case i >= len(xt) || yt[j].sym < xt[i].sym:
			sym = yt[j].sym
			k.Mul(b, yt[j].k)
			j++
		default:
			sym = xt[i].sym
			k.Mul(a, xt[i].k)
			k.Add(k, newBig().Mul(b, yt[j].k))
			i++
			j++
		}
		if k.Sign() != 0 {
			out.terms = append(out.terms, affTerm{sym, k})
		}
	}
	slack.SetMantExp(slack, -slackExp)
	return out, slack
}

var bigOne = big.NewFloat(1)

// withError is x plus a new symbol of coefficient err (rounded up); its
// smallest terms beyond affMaxTerms go onto that symbol too. Nil when no
// symbol is free.
func (s *symbols) withError(x *affine, err *big.Float) *affine {
	if x == nil {
		return nil
	}
	if err.Sign() == 0 && len(x.terms) <= affMaxTerms {
		return x
	}
	sym, ok := s.fresh()
	if !ok {
		return nil
	}
	e := newBig().SetMode(big.ToPositiveInf).Set(err)
	terms := append([]affTerm(nil), x.terms...)
	if len(terms) > affMaxTerms-1 {
		sort.Slice(terms, func(i, j int) bool { return new(big.Float).Abs(terms[i].k).Cmp(new(big.Float).Abs(terms[j].k)) > 0 })
		for _, t := range terms[affMaxTerms-1:] {
			e.Add(e, new(big.Float).Abs(t.k))
		}
		terms = terms[:affMaxTerms-1]
		sort.Slice(terms, func(i, j int) bool { return terms[i].sym < terms[j].sym })
	}
	terms = append(terms, affTerm{sym, e})
	sort.Slice(terms, func(i, j int) bool { return terms[i].sym < terms[j].sym })
	return &affine{c: x.c, terms: terms}
}

// mul is the exact product x*y as a form: the linear part, and the rest
// (at most rad(x)*rad(y), or for a square the half of rad(x)^2 on each
// side of a center moved up by it) as error.
func mul(x, y *affine, square bool) (*affine, *big.Float) {
	rx, ry := x.rad(), y.rad()
	if square {
		// x^2 = c^2 + 2c*(x - c) + (x - c)^2, the last in [0, rx^2]:
		// center c^2 + rx^2/2, error rx^2/2.
		h := newBig().SetMode(big.ToPositiveInf).Mul(rx, rx)
		h.SetMantExp(h, -1)
		two := newBig().Mul(x.c, big.NewFloat(2))
		c := newBig().Sub(h, newBig().Mul(x.c, x.c))
		l, slack := linear(two, x, nil, nil, c)
		return l, newBig().SetMode(big.ToPositiveInf).Add(h, slack)
	}
	// x*y = x.c*y + y.c*x - x.c*y.c + (x - x.c)(y - y.c)
	cc := newBig().Mul(x.c, y.c)
	l, slack := linear(x.c, y, y.c, x, newBig().Neg(cc))
	slack.Add(slack, newBig().SetMode(big.ToPositiveInf).Mul(new(big.Float).Abs(cc), newBig().SetMantExp(bigOne, -padExp)))
	return l, newBig().SetMode(big.ToPositiveInf).Add(newBig().SetMode(big.ToPositiveInf).Mul(rx, ry), slack)
}

// recip is 1/y for a form whose range excludes zero: alpha*y + zeta with
// error delta, the min-range linearisation (alpha = -1/b^2 on [a, b],
// 0 < a: 1/y - alpha*y decreases there, from 1/a + a/b^2 to 2/b).
// Nil when the range holds zero.
func recip(y *affine) (*affine, *big.Float) {
	lo, hi := y.bounds()
	neg := false
	switch {
	case lo.Sign() > 0:
	case hi.Sign() < 0:
		neg = true
		lo, hi = newBig().Neg(hi), newBig().Neg(lo)
	default:
		return nil, nil
	}
	// [lo, hi] holds |y|; work on |y| and negate back.
	b2 := newBig().Mul(hi, hi)
	alpha := newBig().Quo(bigOne, b2)
	alpha.Neg(alpha)
	top := newBig().Quo(bigOne, lo)
	top.Add(top, newBig().Quo(lo, b2))
	bot := newBig().Quo(big.NewFloat(2), hi)
	zeta := newBig().Add(top, bot)
	zeta.SetMantExp(zeta, -1)
	delta := newBig().SetMode(big.ToPositiveInf).Sub(top, bot)
	delta.SetMantExp(delta, -1)
	// The arithmetic above is off by a few roundings of affPrec bits of
	// values at most top: cover them.
	pad := newBig().SetMode(big.ToPositiveInf).Mul(top, newBig().SetMantExp(bigOne, -padExp))
	delta.Add(delta, pad)
	if neg {
		// 1/y = -(1/|y|) = -(alpha*(-y) + zeta) = alpha*y - zeta
		zeta.Neg(zeta)
	}
	l, slack := linear(alpha, y, nil, nil, zeta)
	return l, newBig().SetMode(big.ToPositiveInf).Add(delta, slack)
}

// rounded is the form of a float operation's result from that of its
// exact value x with error err: plus err and the rounding error (below
// one ulp of the greatest magnitude, in every mode, subnormal spacing at
// least) on a new symbol. Nil when the result may overflow.
func (s *symbols) rounded(f softfloat.Format, x *affine, err *big.Float) *affine {
	if x == nil || err == nil {
		return nil
	}
	m := newBig().SetMode(big.ToPositiveInf).Add(x.mag(), err)
	if m.Cmp(bitsBig(f, softfloat.MaxFinite(f, false))) >= 0 {
		return nil
	}
	p := f.Precision()
	emin := 2 - (1 << (f.ExpBits - 1))
	e := emin - p + 1
	if m.Sign() != 0 {
		if me := m.MantExp(nil) - p; me > e {
			e = me // m < 2^MantExp: its ulp is at most 2^(MantExp-p)
		}
	}
	ulp := newBig().SetMantExp(bigOne, e)
	return s.withError(x, newBig().SetMode(big.ToPositiveInf).Add(err, ulp))
}

// affOp is the form of the result of a float operation x on operands
// with ranges args (nil when none is known).
func (s *symbols) affOp(x *program.FloatOp, args []*FloatRange) *affine {
	forms := make([]*affine, len(args))
	for i, r := range args {
		if r == nil {
			return nil
		}
		if forms[i] = s.formOf(r); forms[i] == nil {
			return nil
		}
	}
	f := x.T.Float
	switch x.Op {
	case program.FAdd, program.FSub:
		b := bigOne
		if x.Op == program.FSub {
			b = big.NewFloat(-1)
		}
		l, slack := linear(bigOne, forms[0], b, forms[1], nil)
		return s.rounded(f, l, slack)
	case program.FMul:
		l, err := mul(forms[0], forms[1], sameValue(x.Args[0], x.Args[1]))
		return s.rounded(f, l, err)
	case program.FDiv:
		inv, err := recip(forms[1])
		if inv == nil {
			return nil
		}
		inv = s.withError(inv, err)
		if inv == nil {
			return nil
		}
		l, err := mul(forms[0], inv, false)
		return s.rounded(f, l, err)
	case program.FFMA:
		// Rounded twice: an error term more than one rounding needs,
		// and the form holds for a product rounded before the sum too.
		pl, perr := mul(forms[0], forms[1], sameValue(x.Args[0], x.Args[1]))
		p := s.rounded(f, pl, perr)
		if p == nil {
			return nil
		}
		l, slack := linear(bigOne, p, bigOne, forms[2], nil)
		return s.rounded(f, l, slack)
	case program.FNeg:
		l, _ := linear(big.NewFloat(-1), forms[0], nil, nil, nil)
		return l // exact: the coefficients only change sign
	case program.FConvert:
		if widens(x.Args[0].Type(), x.T) {
			return forms[0]
		}
		return s.rounded(f, forms[0], newBig())
	}
	return nil
}

// withForm is r (an operation's range) with the form x, its bounds
// narrowed to the form's range rounded outward.
func withForm(r *FloatRange, x *affine) *FloatRange {
	if x == nil || !r.Num {
		return r
	}
	f := r.Format
	lo, hi := x.bounds()
	flo, fhi := bigBits(f, softfloat.Downward, lo), bigBits(f, softfloat.Upward, hi)
	m := floatMeet(r, numbers(f, flo, fhi, r.NaN))
	if !m.Num {
		return m // no number: the form is no use
	}
	out := *m
	out.Aff = x
	return &out
}

// scratch makes the symbols of evaluations outside a transfer (never
// stored in a state) the next ones handed out.
func (a *analysis) scratch() {
	if a.syms != nil {
		a.syms.base, a.syms.next = 0, 0
	}
}
