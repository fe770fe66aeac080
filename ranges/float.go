package ranges

import (
	"math"
	"math/big"
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// A FloatRange is a set of values of one float format: when Num, the
// numbers from Lo to Hi, both included, compared as reals (so that -0 and
// +0 are one number and a range that holds zero holds both signs; Lo may
// be -inf and Hi +inf); when NaN, NaNs of any payload. A FloatRange is
// never modified once made.
type FloatRange struct {
	Format softfloat.Format
	Num    bool
	Lo, Hi softfloat.Bits
	NaN    bool
	// Aff, when set, is the value's affine form (affine.go): a number
	// the value holds is its value for the state's assignment of the
	// noise symbols. It is finite then.
	Aff *affine
}

func (r *FloatRange) String() string {
	s := "{}"
	if r.Num {
		s = "[" + softfloat.Decimal(r.Format, r.Lo) + ", " + softfloat.Decimal(r.Format, r.Hi) + "]"
	}
	if r.NaN {
		s += "+NaN"
	}
	return s
}

// lessF, leqF and eqF compare two values of f that are not NaN (bounds
// never are) as C does: natively for binary32 and binary64, where Go's
// comparisons are IEEE 754's, with softfloat for x87's format.
func lessF(f softfloat.Format, x, y softfloat.Bits) bool {
	switch f {
	case softfloat.Binary64:
		return math.Float64frombits(x.Lo) < math.Float64frombits(y.Lo)
	case softfloat.Binary32:
		return math.Float32frombits(uint32(x.Lo)) < math.Float32frombits(uint32(y.Lo))
	}
	return softfloat.Less(f, x, y)
}

func leqF(f softfloat.Format, x, y softfloat.Bits) bool {
	switch f {
	case softfloat.Binary64:
		return math.Float64frombits(x.Lo) <= math.Float64frombits(y.Lo)
	case softfloat.Binary32:
		return math.Float32frombits(uint32(x.Lo)) <= math.Float32frombits(uint32(y.Lo))
	}
	return softfloat.LessEqual(f, x, y)
}

func eqF(f softfloat.Format, x, y softfloat.Bits) bool {
	return leqF(f, x, y) && leqF(f, y, x)
}

// floatTop is every value of format f.
func floatTop(f softfloat.Format) *FloatRange {
	return &FloatRange{Format: f, Num: true, Lo: softfloat.Inf(f, true), Hi: softfloat.Inf(f, false), NaN: true}
}

// floatConst is the one value x.
func floatConst(f softfloat.Format, x softfloat.Bits) *FloatRange {
	if softfloat.IsNaN(f, x) {
		return &FloatRange{Format: f, NaN: true}
	}
	return &FloatRange{Format: f, Num: true, Lo: x, Hi: x}
}

// numbers is the range of the numbers from lo to hi (none when lo > hi),
// with NaNs when nan.
func numbers(f softfloat.Format, lo, hi softfloat.Bits, nan bool) *FloatRange {
	if lessF(f, hi, lo) {
		return &FloatRange{Format: f, NaN: nan}
	}
	return &FloatRange{Format: f, Num: true, Lo: lo, Hi: hi, NaN: nan}
}

// empty reports whether r holds no value at all.
func (r *FloatRange) empty() bool { return !r.Num && !r.NaN }

// finite reports whether r holds numbers, all of them finite.
func (r *FloatRange) finite() bool {
	return r.Num && !softfloat.IsInf(r.Format, r.Lo) && !softfloat.IsInf(r.Format, r.Hi)
}

// single reports whether r is one number (and no NaN).
func (r *FloatRange) single() bool {
	return r.Num && !r.NaN && eqF(r.Format, r.Lo, r.Hi)
}

func fmin(f softfloat.Format, xs ...softfloat.Bits) softfloat.Bits {
	m := xs[0]
	for _, x := range xs[1:] {
		if lessF(f, x, m) {
			m = x
		}
	}
	return m
}

func fmax(f softfloat.Format, xs ...softfloat.Bits) softfloat.Bits {
	m := xs[0]
	for _, x := range xs[1:] {
		if lessF(f, m, x) {
			m = x
		}
	}
	return m
}

// minSubnormal is the smallest positive value of every format (x87's
// included: exponent 0, integer bit 0, fraction 1).
var minSubnormal = softfloat.Bits{Lo: 1}

// nextUp is the least value of f above the number x (+inf stays), and
// nextDown the greatest below: x plus or minus a value below any unit in
// the last place, rounded away from x.
func nextUp(f softfloat.Format, x softfloat.Bits) softfloat.Bits {
	return softfloat.Add(f, softfloat.Upward, x, minSubnormal)
}

func nextDown(f softfloat.Format, x softfloat.Bits) softfloat.Bits {
	return softfloat.Sub(f, softfloat.Downward, x, minSubnormal)
}

func floatJoin(a, b *FloatRange) *FloatRange {
	r := floatJoinRange(a, b)
	if affEqual(a.Aff, b.Aff) && a.Aff != nil {
		r.Aff = a.Aff
	}
	return r
}

func floatJoinRange(a, b *FloatRange) *FloatRange {
	switch {
	case !a.Num:
		return &FloatRange{Format: b.Format, Num: b.Num, Lo: b.Lo, Hi: b.Hi, NaN: a.NaN || b.NaN}
	case !b.Num:
		return &FloatRange{Format: a.Format, Num: true, Lo: a.Lo, Hi: a.Hi, NaN: a.NaN || b.NaN}
	}
	f := a.Format
	return &FloatRange{Format: f, Num: true, Lo: fmin(f, a.Lo, b.Lo), Hi: fmax(f, a.Hi, b.Hi), NaN: a.NaN || b.NaN}
}

func floatLeq(a, b *FloatRange) bool {
	if a.NaN && !b.NaN || b.Aff != nil && !affEqual(a.Aff, b.Aff) {
		return false
	}
	if !a.Num {
		return true
	}
	f := a.Format
	return b.Num && leqF(f, b.Lo, a.Lo) && leqF(f, a.Hi, b.Hi)
}

func floatMeet(a, b *FloatRange) *FloatRange {
	nan := a.NaN && b.NaN
	if !a.Num || !b.Num {
		return &FloatRange{Format: a.Format, NaN: nan}
	}
	f := a.Format
	m := numbers(f, fmax(f, a.Lo, b.Lo), fmin(f, a.Hi, b.Hi), nan)
	// Both hold: either form does.
	if m.Aff = a.Aff; m.Aff == nil {
		m.Aff = b.Aff
	}
	return m
}

// floatWiden widens old by next: a bound that moved goes to the next
// threshold beyond it (thresholds: the program's float constants, in
// increasing order, each a value of f), then to the infinity.
func floatWiden(old, next *FloatRange, thresholds []softfloat.Bits) *FloatRange {
	if !old.Num || !next.Num {
		return floatJoin(old, next)
	}
	f := old.Format
	lo, hi := old.Lo, old.Hi
	if lessF(f, next.Lo, lo) {
		lo = softfloat.Inf(f, true)
		for i := len(thresholds) - 1; i >= 0; i-- {
			if leqF(f, thresholds[i], next.Lo) {
				lo = thresholds[i]
				break
			}
		}
	}
	if lessF(f, hi, next.Hi) {
		hi = softfloat.Inf(f, false)
		for _, t := range thresholds {
			if leqF(f, next.Hi, t) {
				hi = t
				break
			}
		}
	}
	return &FloatRange{Format: f, Num: true, Lo: lo, Hi: hi, NaN: old.NaN || next.NaN}
}

// floatArith is x op y for op + - * / rounded in any mode: each bound is
// computed rounded outward (toward -inf for Lo, +inf for Hi), which every
// mode's result lies between. Ranges with an infinite bound give every
// value (inf - inf and 0 * inf are NaN), as does a divisor that may be
// zero.
func floatArith(op program.FloatOpKind, x, y *FloatRange) *FloatRange {
	return floatArithIn(op, x, y, softfloat.Downward, softfloat.Upward)
}

// roundingBounds returns the modes in which to round the bounds of an
// operation whose rounding mode operand is rm: the mode itself when it is
// a constant (every mode is monotone, so rounding each extreme of the
// exact results in it bounds every result rounded in it, exactly: 1 -
// x*x for x in [0, 2^-30] is [1, 1] to nearest, where outward rounding
// gives [1 - 2^-53, 1]), else outward (down for Lo, up for Hi), which
// holds in every mode.
func roundingBounds(rm program.Expr) (down, up softfloat.RoundingMode) {
	if c, ok := rm.(*program.Const); ok && c.Hi == 0 && c.Val <= uint64(softfloat.TowardZero) {
		m := softfloat.RoundingMode(c.Val)
		return m, m
	}
	return softfloat.Downward, softfloat.Upward
}

// floatArithIn is floatArith with the bounds rounded in down and up:
// Downward and Upward for any mode, or twice the one mode of the
// operation (roundingBounds).
func floatArithIn(op program.FloatOpKind, x, y *FloatRange, down, up softfloat.RoundingMode) *FloatRange {
	f := x.Format
	if !x.Num || !y.Num {
		return &FloatRange{Format: f, NaN: true} // an operand that is only NaN: a NaN
	}
	if !x.finite() || !y.finite() {
		return floatTop(f)
	}
	nan := x.NaN || y.NaN
	switch op {
	case program.FAdd:
		return &FloatRange{Format: f, Num: true, Lo: softfloat.Add(f, down, x.Lo, y.Lo), Hi: softfloat.Add(f, up, x.Hi, y.Hi), NaN: nan}
	case program.FSub:
		return &FloatRange{Format: f, Num: true, Lo: softfloat.Sub(f, down, x.Lo, y.Hi), Hi: softfloat.Sub(f, up, x.Hi, y.Lo), NaN: nan}
	case program.FMul:
		var los, his []softfloat.Bits
		for _, a := range []softfloat.Bits{x.Lo, x.Hi} {
			for _, b := range []softfloat.Bits{y.Lo, y.Hi} {
				los = append(los, softfloat.Mul(f, down, a, b))
				his = append(his, softfloat.Mul(f, up, a, b))
			}
		}
		return &FloatRange{Format: f, Num: true, Lo: fmin(f, los...), Hi: fmax(f, his...), NaN: nan}
	case program.FDiv:
		zero := softfloat.Bits{}
		if leqF(f, y.Lo, zero) && leqF(f, zero, y.Hi) {
			return floatTop(f)
		}
		var los, his []softfloat.Bits
		for _, a := range []softfloat.Bits{x.Lo, x.Hi} {
			for _, b := range []softfloat.Bits{y.Lo, y.Hi} {
				los = append(los, softfloat.Div(f, down, a, b))
				his = append(his, softfloat.Div(f, up, a, b))
			}
		}
		return &FloatRange{Format: f, Num: true, Lo: fmin(f, los...), Hi: fmax(f, his...), NaN: nan}
	}
	return floatTop(f)
}

// floatSquare is x * x for one value x: never negative.
func floatSquare(x *FloatRange) *FloatRange {
	return floatSquareIn(x, softfloat.Downward, softfloat.Upward)
}

// floatSquareIn is floatSquare with the bounds rounded in down and up
// (roundingBounds).
func floatSquareIn(x *FloatRange, down, up softfloat.RoundingMode) *FloatRange {
	f := x.Format
	if !x.Num {
		return &FloatRange{Format: f, NaN: true}
	}
	if !x.finite() {
		return floatTop(f)
	}
	zero := softfloat.Bits{}
	lo2, hi2 := softfloat.Mul(f, down, x.Lo, x.Lo), softfloat.Mul(f, up, x.Lo, x.Lo)
	lo3, hi3 := softfloat.Mul(f, down, x.Hi, x.Hi), softfloat.Mul(f, up, x.Hi, x.Hi)
	switch {
	case leqF(f, zero, x.Lo):
		return &FloatRange{Format: f, Num: true, Lo: lo2, Hi: hi3, NaN: x.NaN}
	case leqF(f, x.Hi, zero):
		return &FloatRange{Format: f, Num: true, Lo: lo3, Hi: hi2, NaN: x.NaN}
	}
	return &FloatRange{Format: f, Num: true, Lo: zero, Hi: fmax(f, hi2, hi3), NaN: x.NaN}
}

// monotone applies a non-decreasing function to r's bounds, lo rounded
// down and hi up by the function itself.
func monotone(r *FloatRange, to softfloat.Format, lo, hi func(softfloat.Bits) softfloat.Bits) *FloatRange {
	if !r.Num {
		return &FloatRange{Format: to, NaN: r.NaN}
	}
	return &FloatRange{Format: to, Num: true, Lo: lo(r.Lo), Hi: hi(r.Hi), NaN: r.NaN}
}

// intBits is v in two's complement, width bits.
func intBits(v *big.Int, width int) softfloat.Bits {
	m := new(big.Int).Lsh(one, uint(width))
	u := new(big.Int).Mod(v, m)
	lo := new(big.Int).And(u, new(big.Int).SetUint64(^uint64(0)))
	hi := new(big.Int).Rsh(u, 64)
	return softfloat.Bits{Lo: lo.Uint64(), Hi: hi.Uint64()}
}

// bitsInt is the integer of width bits (1..64) in x, signed or not.
func bitsInt(x softfloat.Bits, width int, signed bool) *big.Int {
	v := new(big.Int).SetUint64(x.Lo)
	if signed && v.Bit(width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(one, uint(width)))
	}
	return v
}

// floatOpWork is the work of evaluating one FloatOp, in env entries: the
// outward-rounded operations of softfloat cost as much as copying a few.
const floatOpWork = 8

// evalFloat is the range of a FloatOp: a FloatRange in Interval.F for a
// float result, an integer interval for the others.
func (a *analysis) evalFloat(x *program.FloatOp, en env) Interval {
	args := make([]*FloatRange, len(x.Args))
	arg := func(i int) *FloatRange {
		if args[i] == nil {
			args[i] = a.evalF(x.Args[i], en)
		}
		return args[i]
	}
	iv := a.evalFloatRange(x, en, arg)
	if iv.F == nil || !iv.F.Num || a.syms == nil {
		return iv
	}
	switch x.Op {
	case program.FAdd, program.FSub, program.FMul, program.FDiv, program.FFMA, program.FNeg, program.FConvert:
		if !x.Args[0].Type().IsFloat() {
			return iv
		}
		for i := range x.Args {
			arg(i)
		}
		form := a.syms.affOp(x, args)
		if form != nil {
			a.work += 2 * int64(len(form.terms)) // a term costs about as much as two env entries
		}
		return Interval{F: withForm(iv.F, form)}
	}
	return iv
}

// evalFloatRange is evalFloat's interval, with the operands' ranges from
// arg.
func (a *analysis) evalFloatRange(x *program.FloatOp, en env, arg func(int) *FloatRange) Interval {
	t := x.T
	a.work += floatOpWork
	down, up := roundingBounds(x.RM)
	switch x.Op {
	case program.FAdd, program.FSub, program.FDiv:
		return Interval{F: floatArithIn(x.Op, arg(0), arg(1), down, up)}
	case program.FMul:
		// Expressions have no side effects: the same one twice is one
		// value, whose square is never negative.
		if sameValue(x.Args[0], x.Args[1]) {
			return Interval{F: floatSquareIn(arg(0), down, up)}
		}
		return Interval{F: floatArithIn(x.Op, arg(0), arg(1), down, up)}
	case program.FFMA:
		// x*y rounded outward bounds the exact product; that bound
		// added in the operation's mode bounds the result rounded once
		// (rounding is monotone).
		return Interval{F: floatArithIn(program.FAdd, floatArith(program.FMul, arg(0), arg(1)), arg(2), down, up)}
	case program.FSqrt:
		r := arg(0)
		f := r.Format
		zero := softfloat.Bits{}
		if !r.Num || lessF(f, r.Hi, zero) {
			return Interval{F: &FloatRange{Format: f, NaN: true}}
		}
		lo, nan := r.Lo, r.NaN
		if lessF(f, lo, zero) {
			lo, nan = zero, true
		}
		return Interval{F: &FloatRange{Format: f, Num: true, Lo: softfloat.Sqrt(f, down, lo), Hi: softfloat.Sqrt(f, up, r.Hi), NaN: nan}}
	case program.FRoundInt:
		r := arg(0)
		f := r.Format
		return Interval{F: monotone(r, f,
			func(b softfloat.Bits) softfloat.Bits { return softfloat.RoundToIntegral(f, softfloat.Downward, b) },
			func(b softfloat.Bits) softfloat.Bits { return softfloat.RoundToIntegral(f, softfloat.Upward, b) })}
	case program.FNeg:
		r := arg(0)
		if !r.Num {
			return Interval{F: r}
		}
		f := r.Format
		return Interval{F: &FloatRange{Format: f, Num: true, Lo: softfloat.Neg(f, r.Hi), Hi: softfloat.Neg(f, r.Lo), NaN: r.NaN}}
	case program.FAbs:
		r := arg(0)
		if !r.Num {
			return Interval{F: r}
		}
		f := r.Format
		zero := softfloat.Bits{}
		switch {
		case leqF(f, zero, r.Lo):
			return Interval{F: r}
		case leqF(f, r.Hi, zero):
			return Interval{F: &FloatRange{Format: f, Num: true, Lo: softfloat.Neg(f, r.Hi), Hi: softfloat.Neg(f, r.Lo), NaN: r.NaN}}
		}
		return Interval{F: &FloatRange{Format: f, Num: true, Lo: zero, Hi: fmax(f, softfloat.Neg(f, r.Lo), r.Hi), NaN: r.NaN}}
	case program.FEq, program.FLt, program.FLe:
		canFalse, canTrue := floatCompare(x.Op, arg(0), arg(1))
		return boolInterval(canFalse, canTrue)
	case program.FIsNaN:
		r := arg(0)
		return boolInterval(r.Num, r.NaN)
	case program.FIsInf:
		r := arg(0)
		if !r.Num {
			return boolInterval(true, false)
		}
		f := r.Format
		inf := softfloat.IsInf(f, r.Lo) || softfloat.IsInf(f, r.Hi)
		onlyInf := !r.NaN && softfloat.IsInf(f, r.Lo) && eqF(f, r.Lo, r.Hi)
		return boolInterval(!onlyInf, inf)
	case program.FConvert:
		from := x.Args[0].Type()
		to := t.Float
		if from.IsFloat() {
			g := from.Float
			return Interval{F: monotone(arg(0), to,
				func(b softfloat.Bits) softfloat.Bits { return softfloat.Convert(g, to, down, b) },
				func(b softfloat.Bits) softfloat.Bits { return softfloat.Convert(g, to, up, b) })}
		}
		iv := a.eval(x.Args[0], en)
		if !iv.Known() {
			iv = Top(from)
		}
		if !iv.Known() {
			return Interval{F: floatTop(to)}
		}
		w, signed := from.Width, from.Kind == program.KindInt && from.Signed
		return Interval{F: &FloatRange{Format: to, Num: true,
			Lo: softfloat.FromInt(to, down, intBits(iv.Lo, w), w, signed),
			Hi: softfloat.FromInt(to, up, intBits(iv.Hi, w), w, signed)}}
	case program.FToInt:
		r := arg(0)
		if !t.IsInteger() || t.Width > 64 || r.NaN || !r.Num {
			return Top(t)
		}
		signed := t.Kind == program.KindInt && t.Signed
		lo, okLo := softfloat.ToInt(r.Format, r.Lo, t.Width, signed)
		hi, okHi := softfloat.ToInt(r.Format, r.Hi, t.Width, signed)
		if !okLo || !okHi {
			return Top(t)
		}
		return Interval{Lo: bitsInt(lo, t.Width, signed), Hi: bitsInt(hi, t.Width, signed)}
	}
	// Bits, classes, remainders, scaling: every value of the type.
	return Top(t)
}

// sameValue reports whether e and f are the same expression: variables,
// constants, and float operations over them.
func sameValue(e, f program.Expr) bool {
	switch x := e.(type) {
	case *program.VarRef:
		y, ok := f.(*program.VarRef)
		return ok && x.Var == y.Var
	case *program.Const:
		y, ok := f.(*program.Const)
		return ok && x.T == y.T && x.Val == y.Val && x.Hi == y.Hi
	case *program.FloatOp:
		y, ok := f.(*program.FloatOp)
		if !ok || x.Op != y.Op || x.T != y.T || len(x.Args) != len(y.Args) || (x.RM == nil) != (y.RM == nil) {
			return false
		}
		if x.RM != nil && !sameValue(x.RM, y.RM) {
			return false
		}
		for i := range x.Args {
			if !sameValue(x.Args[i], y.Args[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// evalF is the range of a float expression.
func (a *analysis) evalF(e program.Expr, en env) *FloatRange {
	iv := a.eval(e, en)
	if iv.F != nil {
		return iv.F
	}
	return floatTop(e.Type().Float)
}

// floatCompare says whether x op y may be false and may be true, for op
// one of C's comparisons ==, <, <= (false on NaN).
func floatCompare(op program.FloatOpKind, x, y *FloatRange) (canFalse, canTrue bool) {
	f := x.Format
	nums := x.Num && y.Num
	canFalse = x.NaN || y.NaN || !nums
	if !nums {
		return canFalse, false
	}
	switch op {
	case program.FLt:
		return canFalse || leqF(f, y.Lo, x.Hi), lessF(f, x.Lo, y.Hi)
	case program.FLe:
		return canFalse || lessF(f, y.Lo, x.Hi), leqF(f, x.Lo, y.Hi)
	case program.FEq:
		overlap := leqF(f, x.Lo, y.Hi) && leqF(f, y.Lo, x.Hi)
		return canFalse || !(x.single() && y.single() && eqF(f, x.Lo, y.Lo)), overlap
	}
	return true, true
}

// refineFloat is en restricted to the states where the float comparison
// x (FEq, FLt, FLe) has the value want; nil when there is none.
func (a *analysis) refineFloat(en env, x *program.FloatOp, want bool) env {
	l, r := a.evalF(x.Args[0], en), a.evalF(x.Args[1], en)
	f := l.Format
	var nl, nr *FloatRange // the new ranges of the operands
	switch {
	case want && !(l.Num && r.Num):
		return nil
	case want:
		lo, hi := l.Lo, l.Hi
		rlo, rhi := r.Lo, r.Hi
		switch x.Op {
		case program.FLt: // l < r
			hi, rlo = fmin(f, hi, nextDown(f, r.Hi)), fmax(f, rlo, nextUp(f, l.Lo))
		case program.FLe:
			hi, rlo = fmin(f, hi, r.Hi), fmax(f, rlo, l.Lo)
		case program.FEq:
			lo, hi = fmax(f, lo, r.Lo), fmin(f, hi, r.Hi)
			rlo, rhi = lo, hi
		}
		nl, nr = numbers(f, lo, hi, false), numbers(f, rlo, rhi, false)
		if !nl.Num || !nr.Num {
			return nil
		}
	default:
		// False: the negated comparison, or an operand is a NaN (then
		// the other may be any number).
		nl, nr = l, r
		if l.Num && r.Num {
			switch x.Op {
			case program.FLt: // l >= r
				if !r.NaN {
					nl = numbers(f, fmax(f, l.Lo, r.Lo), l.Hi, l.NaN)
				}
				if !l.NaN {
					nr = numbers(f, r.Lo, fmin(f, r.Hi, l.Hi), r.NaN)
				}
			case program.FLe: // l > r
				if !r.NaN {
					nl = numbers(f, fmax(f, l.Lo, nextUp(f, r.Lo)), l.Hi, l.NaN)
				}
				if !l.NaN {
					nr = numbers(f, r.Lo, fmin(f, r.Hi, nextDown(f, l.Hi)), r.NaN)
				}
			}
		}
		if nl.empty() || nr.empty() {
			return nil
		}
	}
	en = a.boundFloat(en, x.Args[0], nl)
	if en == nil {
		return nil
	}
	return a.boundFloat(en, x.Args[1], nr)
}

// boundFloat restricts the variable under e (through conversions from a
// narrower float type, which keep every value) to the range r.
func (a *analysis) boundFloat(en env, e program.Expr, r *FloatRange) env {
	for {
		c, ok := e.(*program.FloatOp)
		if !ok || c.Op != program.FConvert || !widens(c.Args[0].Type(), c.T) {
			break
		}
		// x converted exactly lies in r: x lies in r rounded inward in
		// x's format.
		g, f := c.Args[0].Type().Float, c.T.Float
		if r.Num {
			r = numbers(g, softfloat.Convert(f, g, softfloat.Upward, r.Lo), softfloat.Convert(f, g, softfloat.Downward, r.Hi), r.NaN)
		} else {
			r = &FloatRange{Format: g, NaN: r.NaN}
		}
		e = c.Args[0]
	}
	i, ok := a.tracked(e, en)
	if !ok || en[i].F == nil {
		return en
	}
	m := floatMeet(en[i].F, r)
	if m.empty() {
		return nil
	}
	out := append(env(nil), en...)
	out[i] = Interval{F: m}
	return out
}

// widens reports whether float type from converts to float type to
// exactly (every value of from is one of to).
func widens(from, to *program.Type) bool {
	if !from.IsFloat() || !to.IsFloat() {
		return false
	}
	return from.Float.Precision() <= to.Float.Precision() && from.Float.ExpBits <= to.Float.ExpBits
}

// floatThresholds collects the float constants of p (and their negations,
// and 0) as widening thresholds, per format, in increasing order.
func floatThresholds(p *program.Program) map[softfloat.Format][]softfloat.Bits {
	consts := map[softfloat.Format][]softfloat.Bits{}
	add := func(t *program.Type, x softfloat.Bits) {
		for _, g := range []softfloat.Format{softfloat.Binary32, softfloat.Binary64, softfloat.X87} {
			for _, v := range []softfloat.Bits{x, softfloat.Neg(t.Float, x)} {
				if softfloat.IsNaN(t.Float, v) || softfloat.IsInf(t.Float, v) {
					continue
				}
				consts[g] = append(consts[g], softfloat.Convert(t.Float, g, softfloat.Downward, v), softfloat.Convert(t.Float, g, softfloat.Upward, v))
			}
		}
	}
	visit := func(e program.Expr) {
		program.Walk(e, func(x program.Expr) bool {
			if c, ok := x.(*program.Const); ok && c.T.IsFloat() {
				add(c.T, c.FloatBits())
			}
			return true
		})
	}
	for _, e := range p.Edges() {
		for _, x := range program.ValueExprs(e.Stmt) {
			visit(x)
		}
	}
	for f, xs := range consts {
		xs = append(xs, softfloat.Bits{})
		sort.Slice(xs, func(i, j int) bool { return lessF(f, xs[i], xs[j]) })
		out := xs[:0]
		for _, x := range xs {
			if len(out) == 0 || lessF(f, out[len(out)-1], x) {
				out = append(out, x)
			}
		}
		consts[f] = out
	}
	return consts
}
