package ranges

import (
	"math/big"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// An env holds the interval of every tracked variable at a location; a
// nil env is a location no execution reaches.
type env []Interval

// eval returns the values e can have in env (the zero Interval when e is
// not an integer or nothing is known of it).
func (a *analysis) eval(e program.Expr, en env) Interval {
	t := e.Type()
	switch x := e.(type) {
	case *program.Const:
		if t.IsFloat() {
			return Interval{F: floatConst(t.Float, x.FloatBits())}
		}
		if !t.IsInteger() {
			return Interval{}
		}
		return single(x.Big())
	case *program.Zero:
		if t.IsFloat() {
			return Interval{F: floatConst(t.Float, softfloat.Bits{})}
		}
		if !t.IsInteger() {
			return Interval{}
		}
		return single(new(big.Int))
	case *program.VarRef:
		if i, ok := a.index[x.Var]; ok {
			return en[i]
		}
		return Top(t)
	case *program.Unary:
		iv := a.unary(x, en)
		if x.Op == program.BitNot {
			iv = a.reduceBits(x, en, iv)
		}
		return iv
	case *program.Binary:
		iv := a.binary(x, en)
		switch x.Op {
		case program.And, program.Or, program.Xor, program.Shl, program.Shr:
			iv = a.reduceBits(x, en, iv) // the reduced product with the known bits
		}
		return iv
	case *program.Cast:
		return castInterval(a.eval(x.X, en), x.X.Type(), t)
	case *program.FloatOp:
		if a.opts.floats {
			return a.evalFloat(x, en)
		}
	case *program.Index:
		if c, lo, hi, ok := a.cells(x, en); ok {
			v := en[c.base+int(lo)]
			for k := lo + 1; k <= hi; k++ {
				v = join(v, en[c.base+int(k)])
			}
			return v
		}
		return Top(t)
	case *program.Ite:
		canFalse, canTrue := a.eval(x.Cond, en).truth()
		switch {
		case !canFalse:
			return a.eval(x.Then, en)
		case !canTrue:
			return a.eval(x.Else, en)
		}
		th, el := a.eval(x.Then, en), a.eval(x.Else, en)
		if th.F != nil && el.F != nil {
			return Interval{F: floatJoin(th.F, el.F)}
		}
		if !th.Known() || !el.Known() {
			return Top(t)
		}
		return join(th, el)
	}
	// Array cells, fields, dereferences, validity, addresses, and any
	// expression this analysis does not know: every value of the type.
	return Top(t)
}

func (a *analysis) unary(x *program.Unary, en env) Interval {
	t := x.Type()
	v := a.eval(x.X, en)
	if !v.Known() || !t.IsInteger() {
		return Top(t)
	}
	switch x.Op {
	case program.Neg:
		return fit(t, new(big.Int).Neg(v.Hi), new(big.Int).Neg(v.Lo))
	case program.BitNot:
		if t.Kind == program.KindInt && t.Signed { // ~x = -x - 1
			return Interval{Lo: new(big.Int).Sub(new(big.Int).Neg(v.Hi), one), Hi: new(big.Int).Sub(new(big.Int).Neg(v.Lo), one)}
		}
		m := typeMax(t) // ~x = max - x
		return Interval{Lo: new(big.Int).Sub(m, v.Hi), Hi: new(big.Int).Sub(m, v.Lo)}
	case program.LNot:
		canFalse, canTrue := v.truth()
		return boolInterval(canTrue, canFalse)
	}
	return Top(t)
}

func (a *analysis) binary(x *program.Binary, en env) Interval {
	t := x.Type()
	ot := x.X.Type()
	if x.Op == program.SameObject || !ot.IsInteger() {
		return Top(t)
	}
	if x.Op.IsLogical() && a.opts.floats {
		// By refinement, which relates the operands through the
		// variables they compare ((x <= 0) || (0 < x) holds for every
		// number x); the float stage only, to keep the integer one as
		// cheap as it was.
		return boolInterval(a.refine(en, x, false) != nil, a.refine(en, x, true) != nil)
	}
	if x.Op.IsLogical() {
		lf, lt := a.eval(x.X, en).truth()
		rf, rt := a.eval(x.Y, en).truth()
		if x.Op == program.LAnd {
			return boolInterval(lf || rf, lt && rt)
		}
		return boolInterval(lf && rf, lt || rt)
	}
	l, r := a.eval(x.X, en), a.eval(x.Y, en)
	if !l.Known() || !r.Known() {
		return Top(t)
	}
	if x.Op.IsComparison() {
		c := compare(x.Op, l, r)
		if canFalse, canTrue := c.truth(); canFalse && canTrue && (x.Op == program.Eq || x.Op == program.Ne) && a.bitsDiffer(x.X, x.Y, en) {
			return boolInterval(x.Op == program.Eq, x.Op == program.Ne) // a known bit differs
		}
		return c
	}
	if x.Op.IsOverflow() {
		lo, hi := exact(x.Op, l, r)
		if lo.Cmp(typeMin(ot)) >= 0 && hi.Cmp(typeMax(ot)) <= 0 {
			return boolInterval(true, false)
		}
		if hi.Cmp(typeMin(ot)) < 0 || lo.Cmp(typeMax(ot)) > 0 {
			return boolInterval(false, true)
		}
		return boolInterval(true, true)
	}
	switch x.Op {
	case program.Add, program.Sub, program.Mul:
		lo, hi := exact(x.Op, l, r)
		if x.Op != program.Mul && len(a.noWrap) > 0 && a.exactHere(x) {
			// The paths on which it overflows were cut.
			if lo, hi := maxBig(lo, typeMin(t)), minBig(hi, typeMax(t)); lo.Cmp(hi) <= 0 {
				return Interval{Lo: lo, Hi: hi}
			}
		}
		return fit(t, lo, hi)
	case program.Div:
		if r.Lo.Sign() <= 0 && r.Hi.Sign() >= 0 {
			return Top(t) // a divisor that may be 0
		}
		qs := []*big.Int{quo(l.Lo, r.Lo), quo(l.Lo, r.Hi), quo(l.Hi, r.Lo), quo(l.Hi, r.Hi)}
		return fit(t, minBig(qs...), maxBig(qs...))
	case program.Rem:
		if r.Lo.Sign() <= 0 && r.Hi.Sign() >= 0 {
			return Top(t)
		}
		m := maxBig(new(big.Int).Abs(r.Lo), new(big.Int).Abs(r.Hi))
		m.Sub(m, one) // |x % y| < |y|, and x % y has the sign of x
		lo, hi := maxBig(l.Lo, new(big.Int).Neg(m)), minBig(l.Hi, m)
		if l.Lo.Sign() >= 0 {
			lo = new(big.Int)
		}
		if l.Hi.Sign() <= 0 {
			hi = new(big.Int)
		}
		return fit(t, lo, hi)
	case program.Shl, program.Shr:
		w := int64(t.Width)
		if r.Lo.Sign() < 0 || r.Hi.Cmp(big.NewInt(w-1)) > 0 {
			return Top(t) // a distance C leaves undefined
		}
		s1, s2 := uint(r.Lo.Int64()), uint(r.Hi.Int64())
		var cs []*big.Int
		for _, v := range []*big.Int{l.Lo, l.Hi} {
			for _, s := range []uint{s1, s2} {
				if x.Op == program.Shl {
					cs = append(cs, new(big.Int).Lsh(v, s))
				} else {
					cs = append(cs, new(big.Int).Rsh(v, s)) // floor: arithmetic for negative values
				}
			}
		}
		return fit(t, minBig(cs...), maxBig(cs...))
	case program.And:
		switch {
		case l.Lo.Sign() >= 0 && r.Lo.Sign() >= 0:
			return Interval{Lo: new(big.Int), Hi: minBig(l.Hi, r.Hi)}
		case l.Lo.Sign() >= 0:
			return Interval{Lo: new(big.Int), Hi: l.Hi}
		case r.Lo.Sign() >= 0:
			return Interval{Lo: new(big.Int), Hi: r.Hi}
		}
		return Top(t)
	case program.Or, program.Xor:
		if l.Lo.Sign() < 0 || r.Lo.Sign() < 0 {
			return Top(t)
		}
		m := maxBig(l.Hi, r.Hi)
		hi := new(big.Int).Sub(new(big.Int).Lsh(one, uint(m.BitLen())), one)
		lo := new(big.Int)
		if x.Op == program.Or {
			lo = maxBig(l.Lo, r.Lo)
		}
		return fit(t, lo, hi)
	}
	return Top(t)
}

// exact is the range of l op r on the mathematical integers, for + - *
// and their overflow predicates.
func exact(op program.BinaryOp, l, r Interval) (lo, hi *big.Int) {
	switch op {
	case program.Add, program.AddOverflow:
		return new(big.Int).Add(l.Lo, r.Lo), new(big.Int).Add(l.Hi, r.Hi)
	case program.Sub, program.SubOverflow:
		return new(big.Int).Sub(l.Lo, r.Hi), new(big.Int).Sub(l.Hi, r.Lo)
	}
	ps := []*big.Int{
		new(big.Int).Mul(l.Lo, r.Lo), new(big.Int).Mul(l.Lo, r.Hi),
		new(big.Int).Mul(l.Hi, r.Lo), new(big.Int).Mul(l.Hi, r.Hi),
	}
	return minBig(ps...), maxBig(ps...)
}

// quo is x / y truncated toward zero, as C divides.
func quo(x, y *big.Int) *big.Int { return new(big.Int).Quo(x, y) }

// compare is the Bool interval of l op r.
func compare(op program.BinaryOp, l, r Interval) Interval {
	lt := l.Hi.Cmp(r.Lo) < 0  // every l below every r
	ge := l.Lo.Cmp(r.Hi) >= 0 // no l below any r
	gt := l.Lo.Cmp(r.Hi) > 0
	le := l.Hi.Cmp(r.Lo) <= 0
	_, ls := l.Single()
	_, rs := r.Single()
	eq := ls && rs && l.Lo.Cmp(r.Lo) == 0
	disjoint := lt || gt
	switch op {
	case program.Lt:
		return boolInterval(!lt, !ge)
	case program.Le:
		return boolInterval(!le, !gt)
	case program.Gt:
		return boolInterval(!gt, !le)
	case program.Ge:
		return boolInterval(!ge, !lt)
	case program.Eq:
		return boolInterval(!eq, !disjoint)
	case program.Ne:
		return boolInterval(!disjoint, !eq)
	}
	return boolInterval(true, true)
}

// castInterval converts values of type from to type to: a value that
// fits in to keeps its number, a Bool target is x != 0, anything else may
// wrap.
func castInterval(v Interval, from, to *program.Type) Interval {
	if !to.IsInteger() {
		return Interval{}
	}
	if !v.Known() || !from.IsInteger() {
		return Top(to)
	}
	if to.Kind == program.KindBool {
		zero := v.Lo.Sign() <= 0 && v.Hi.Sign() >= 0
		nonzero := v.Lo.Sign() != 0 || v.Hi.Sign() != 0
		return boolInterval(zero, nonzero)
	}
	return fit(to, v.Lo, v.Hi)
}

// keepsValue reports whether converting any value of from to to keeps
// its number.
func keepsValue(from, to *program.Type) bool {
	if !from.IsInteger() || !to.IsInteger() || to.Kind == program.KindBool {
		return false
	}
	return typeMin(to).Cmp(typeMin(from)) <= 0 && typeMax(to).Cmp(typeMax(from)) >= 0
}
