package cfront

import (
	"strings"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Functions of math.h that cannot be computed exactly (sin, exp, atan,
// ...) have no body: each call's result is invented (a havoc marked
// Bodiless), so that a counterexample through it is UNKNOWN naming the
// function, never FALSE. A proof may still use what C and glibc document
// of the result whatever the argument: after the havoc the front end
// assumes that the result lies in the function's range (mathRanges),
// written so that a NaN result is kept (the comparisons are negated:
// !(r < lo) && !(r > hi)). Bounds that are not representable (pi/2) are
// rounded outward in the result's type. These functions write no memory
// (errno aside, which programs under verification do not read).

// A mathRange is the documented range of a function's result: Lo and Hi
// are decimal bounds ("" for none).
type mathRange struct{ lo, hi string }

const (
	halfPi = "1.570796326794896619231321691639751442098584699687552910487"
	pi     = "3.141592653589793238462643383279502884197169399375105820974"
)

// mathRanges are the ranges, by the name of the double function (the f
// and l variants have the same).
var mathRanges = map[string]mathRange{
	"sin": {"-1", "1"}, "cos": {"-1", "1"}, "tanh": {"-1", "1"}, "erf": {"-1", "1"},
	"erfc": {"0", "2"},
	"exp":  {"0", ""}, "exp2": {"0", ""}, "exp10": {"0", ""}, "cosh": {"1", ""}, "hypot": {"0", ""},
	"expm1": {"-1", ""},
	"atan":  {"-" + halfPi, halfPi}, "asin": {"-" + halfPi, halfPi},
	"acos": {"0", pi}, "atan2": {"-" + pi, pi},
}

func (r mathRange) String() string {
	short := func(s, inf string) string {
		switch {
		case s == "":
			return inf
		case strings.HasSuffix(s, halfPi):
			return strings.TrimSuffix(s, halfPi) + "pi/2"
		case strings.HasSuffix(s, pi):
			return strings.TrimSuffix(s, pi) + "pi"
		}
		return s
	}
	return "[" + short(r.lo, "-inf") + ", " + short(r.hi, "+inf") + "]"
}

// mathRangeOf returns the range of the result of math function name (a
// base name or its f or l variant) of float type t.
func mathRangeOf(name string, t *program.Type) (mathRange, bool) {
	if t == nil || !t.IsFloat() {
		return mathRange{}, false
	}
	n := strings.TrimPrefix(name, "__builtin_")
	if r, ok := mathRanges[n]; ok {
		return r, true
	}
	for _, s := range []string{"f", "l"} {
		if b := strings.TrimSuffix(n, s); b != n {
			if r, ok := mathRanges[b]; ok {
				return r, true
			}
		}
	}
	return mathRange{}, false
}

// mathRangeAssume is the condition that the value of ref (of float type)
// lies in r, NaN included.
func mathRangeAssume(ref program.Expr, r mathRange) program.Expr {
	t := ref.Type()
	var cond program.Expr = program.True
	and := func(c program.Expr) {
		if cond == program.True {
			cond = c
		} else {
			cond = &program.Binary{Op: program.LAnd, X: cond, Y: c, T: program.Bool}
		}
	}
	if r.lo != "" {
		lo, err := softfloat.ParseRounding(t.Float, softfloat.Downward, r.lo)
		if err == nil {
			and(&program.Unary{Op: program.LNot, X: program.NewFloatOp(program.FLt, nil, program.Bool, ref, program.FloatConst(t, lo))})
		}
	}
	if r.hi != "" {
		hi, err := softfloat.ParseRounding(t.Float, softfloat.Upward, r.hi)
		if err == nil {
			and(&program.Unary{Op: program.LNot, X: program.NewFloatOp(program.FLt, nil, program.Bool, program.FloatConst(t, hi), ref)})
		}
	}
	return cond
}

// Special cases. Annex F of C fixes the results of these functions at a
// few arguments, and glibc gives them in every rounding mode: sin(±0) is
// ±0, cos(±0) and exp(±0) are 1, exp(-inf) is +0, log(±0) is -inf, log(1)
// is +0, pow(x, ±0) and pow(1, y) are 1 (even for a quiet NaN x or y), and NaN
// for a NaN argument, an infinite argument of sin, cos and tan, a
// negative one of log, one outside [-1, 1] of asin and acos. Where the
// result is an exact number the front end computes it (the call's value
// is then no invented value: a counterexample may rest on it); where it
// is a NaN, only that it is a NaN is assumed (its payload is glibc's
// business, so the value stays invented: a proof may use it, a
// counterexample may not). At other arguments the result is the havoc of
// a function without body, in its range (mathRanges).

// mathSpecialFuncs are the functions with special cases, by their double
// name, with their number of arguments.
var mathSpecialFuncs = map[string]int{
	"sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1,
	"sinh": 1, "cosh": 1, "tanh": 1, "exp": 1, "exp2": 1, "exp10": 1,
	"log": 1, "log2": 1, "log10": 1, "pow": 2,
	"cbrt": 1, "expm1": 1, "log1p": 1, "asinh": 1, "acosh": 1, "atanh": 1, "erf": 1, "hypot": 2,
}

// mathSpecialBase returns the double name of a function with special
// cases (name may be its f or l variant, or a __builtin_), "" for others.
func mathSpecialBase(name string) string {
	n := strings.TrimPrefix(name, "__builtin_")
	if _, ok := mathSpecialFuncs[n]; ok {
		return n
	}
	for _, s := range []string{"f", "l"} {
		if b := strings.TrimSuffix(n, s); b != n {
			if _, ok := mathSpecialFuncs[b]; ok {
				return b
			}
		}
	}
	return ""
}

// mathSpecial returns, for a call of base (a mathSpecialFuncs name) with
// arguments args of float type t: exact, the condition under which the
// result is the number val; and nan, the condition (exact being false)
// under which it is a NaN. ok is false when the call does not fit (other
// argument counts or types).
func (l *lowerer) mathSpecial(base string, t *program.Type, args []program.Expr) (exact, val, nan program.Expr, ok bool) {
	if t == nil || !t.IsFloat() || len(args) != mathSpecialFuncs[base] {
		return nil, nil, nil, false
	}
	xs := make([]program.Expr, len(args))
	for i, a := range args {
		if a == nil || !a.Type().IsArithmetic() {
			return nil, nil, nil, false
		}
		xs[i] = l.cast(a, t)
	}
	op := func(k program.FloatOpKind, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, nil, rt, as...))
	}
	eq := func(a program.Expr, b softfloat.Bits) program.Expr {
		return op(program.FEq, program.Bool, a, program.FloatConst(t, b))
	}
	lt := func(a, b program.Expr) program.Expr { return op(program.FLt, program.Bool, a, b) }
	isnan := func(a program.Expr) program.Expr { return op(program.FIsNaN, program.Bool, a) }
	isinf := func(a program.Expr) program.Expr { return op(program.FIsInf, program.Bool, a) }
	neg := func(a program.Expr) program.Expr { return op(program.FSignBit, program.Bool, a) }
	sig := func(a program.Expr) program.Expr { return op(program.FIsSignaling, program.Bool, a) }
	f := t.Float
	zero, one := softfloat.Bits{}, oneBits(t)
	konst := func(b softfloat.Bits) program.Expr { return program.FloatConst(t, b) }
	x := xs[0]
	switch base {
	case "sin", "tan", "asin", "atan", "sinh", "tanh", "cbrt", "asinh", "atanh", "erf", "expm1", "log1p":
		// ±0 is ±0; sinh, cbrt and asinh of ±inf are ±inf, tanh(±inf)
		// and erf(±inf) are ±1; atanh(±1) is ±inf; expm1(+inf) is +inf,
		// expm1(-inf) -1; log1p(-1) is -inf, log1p(+inf) +inf.
		exact, val = eq(x, zero), x
		minusOne := konst(softfloat.Neg(f, one))
		switch base {
		case "sinh", "cbrt", "asinh":
			exact = l.or(exact, isinf(x))
		case "tanh", "erf":
			exact = l.or(exact, isinf(x))
			val = l.ite(isinf(x), l.ite(neg(x), minusOne, konst(one)), x)
		case "atanh":
			isOne := op(program.FEq, program.Bool, op(program.FAbs, t, x), konst(one))
			exact = l.or(exact, isOne)
			val = l.ite(isOne, l.ite(neg(x), konst(softfloat.Inf(f, true)), konst(softfloat.Inf(f, false))), x)
		case "expm1":
			exact = l.or(exact, isinf(x))
			val = l.ite(l.and(isinf(x), neg(x)), minusOne, x)
		case "log1p":
			isM1 := op(program.FEq, program.Bool, x, minusOne)
			exact = l.or(l.or(exact, isM1), l.and(isinf(x), l.not(neg(x))))
			val = l.ite(isM1, konst(softfloat.Inf(f, true)), x)
		}
	case "acosh":
		// acosh(1) is +0, acosh(+inf) +inf.
		exact = l.or(eq(x, one), l.and(isinf(x), l.not(neg(x))))
		val = l.ite(eq(x, one), konst(zero), x)
	case "hypot":
		// An infinite operand gives +inf, even with a quiet NaN (with a
		// signaling one i386's glibc gives +inf, x86-64's a NaN). Annex
		// F's hypot(x, ±0) = |x| is not i386's: its double hypot rounds
		// twice.
		y := xs[1]
		exact = l.and(l.or(isinf(x), isinf(y)), l.not(l.or(sig(x), sig(y))))
		val = konst(softfloat.Inf(f, false))
	case "cos", "cosh", "exp", "exp2", "exp10":
		// ±0 gives 1; cosh(±inf) is +inf, exp(+inf) +inf, exp(-inf) +0.
		exact, val = eq(x, zero), konst(one)
		if base != "cos" {
			inf := konst(softfloat.Inf(f, false))
			if base == "cosh" {
				exact, val = l.or(exact, isinf(x)), l.ite(isinf(x), inf, val)
			} else {
				exact = l.or(exact, isinf(x))
				val = l.ite(isinf(x), l.ite(neg(x), konst(zero), inf), val)
			}
		}
	case "acos":
		exact, val = eq(x, one), konst(zero)
	case "log", "log2", "log10":
		// ±0 gives -inf, +inf gives +inf, 1 gives +0.
		exact = l.or(l.or(eq(x, zero), eq(x, one)), l.and(isinf(x), l.not(neg(x))))
		val = l.ite(eq(x, zero), konst(softfloat.Inf(f, true)), l.ite(eq(x, one), konst(zero), x))
	case "pow":
		// pow(x, ±0) and pow(1, y) are 1 for a quiet NaN too; with a
		// signaling one i386's float and double pow give 1, the others a
		// NaN: any value.
		y := xs[1]
		exact, val = l.or(l.and(eq(y, zero), l.not(sig(x))), l.and(eq(x, one), l.not(sig(y)))), konst(one)
	}
	switch base {
	case "sin", "cos", "tan":
		nan = l.or(isnan(x), isinf(x))
	case "asin", "acos", "atanh":
		nan = l.or(isnan(x), lt(konst(one), op(program.FAbs, t, x)))
	case "acosh":
		nan = l.or(isnan(x), lt(x, konst(one)))
	case "log1p":
		nan = l.or(isnan(x), lt(x, konst(softfloat.Neg(f, one))))
	case "hypot":
		nan = l.and(l.or(isnan(x), isnan(xs[1])), l.not(l.or(isinf(x), isinf(xs[1]))))
	case "log", "log2", "log10":
		nan = l.or(isnan(x), lt(x, konst(zero)))
	case "pow":
		nan = l.and(l.or(isnan(x), isnan(xs[1])), l.not(l.or(eq(xs[1], zero), eq(x, one))))
	default:
		nan = isnan(x)
	}
	return exact, val, nan, true
}
