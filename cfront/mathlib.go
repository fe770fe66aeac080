package cfront

import (
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// The functions of math.h and fenv.h whose results are exact are lowered
// to FloatOps here, in the front end, rather than written in C in lib.go:
// each is one or a few IR operators (sqrt is correctly rounded, floor is
// rounding to an integral value downward, ...). gcc's built-ins behind the
// macros of math.h (__builtin_isnan, __builtin_fpclassify, INFINITY's
// __builtin_inff, ...) and glibc's classification functions as they appear
// in preprocessed files (__isnan, __fpclassifyf, __signbitl, ...) are
// lowered the same way. A function of math.h that is not here (sin, exp,
// pow, ...) is a function without a body: its result is nondeterministic.
//
// The rounding functions follow C: floor, ceil, trunc and round round in a
// fixed direction (round: to nearest, ties away from zero), rint and
// nearbyint in the current mode; lround and friends round like round and
// convert, giving the least value of their type out of range (C leaves
// the value unspecified; that is x86's, and glibc's, answer).

// mathBase splits a math.h name into its base and its floating type: the
// suffix f is float, l long double, none double. ok is false for names
// that are not the lowered functions.
func (l *lowerer) mathBase(name string) (string, *program.Type, bool) {
	n := strings.TrimPrefix(name, "__builtin_")
	if _, ok := mathFuncs[n]; ok {
		return n, l.ts.ints.Double, true
	}
	for _, s := range []struct {
		suffix string
		t      *program.Type
	}{{"f", l.ts.ints.Float}, {"l", l.ts.ints.LongDouble}} {
		if b := strings.TrimSuffix(n, s.suffix); b != n {
			if _, ok := mathFuncs[b]; ok {
				return b, s.t, true
			}
		}
	}
	return "", nil, false
}

// mathFuncs are the lowered functions with their number of arguments.
var mathFuncs = map[string]int{
	"fabs": 1, "copysign": 2, "sqrt": 1, "fma": 3, "floor": 1, "ceil": 1, "trunc": 1, "round": 1,
	"nearbyint": 1, "rint": 1, "fmin": 2, "fmax": 2, "fdim": 2, "fmod": 2, "remainder": 2, "drem": 2, "remquo": 3,
	"lround": 1, "llround": 1, "lrint": 1, "llrint": 1, "modf": 2, "frexp": 2, "ldexp": 2, "scalbn": 2, "scalbln": 2,
	"nextafter": 2, "nexttoward": 2, "ilogb": 1, "logb": 1,
	"inf": 0, "huge_val": 0, "nan": 1, "nans": 1,
	// glibc's names of the classification macros' functions.
	"__isnan": 1, "__isinf": 1, "__finite": 1, "__fpclassify": 1, "__signbit": 1, "__issignaling": 1,
	"isnan": 1, "isinf": 1, "finite": 1,
}

// classifyFuncs are the type-generic classification built-ins: their
// argument keeps its type.
var classifyFuncs = map[string]bool{
	"__builtin_isnan": true, "__builtin_isinf": true, "__builtin_isinf_sign": true, "__builtin_isfinite": true,
	"__builtin_isnormal": true, "__builtin_signbit": true, "__builtin_fpclassify": true, "__builtin_issignaling": true,
	"__builtin_isgreater": true, "__builtin_isgreaterequal": true, "__builtin_isless": true,
	"__builtin_islessequal": true, "__builtin_islessgreater": true, "__builtin_isunordered": true,
}

// mathBuiltin lowers a call of a function this file models; ok is false for
// other functions and for names the program defines itself.
func (l *lowerer) mathBuiltin(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression, pos program.Pos) (program.Expr, bool) {
	if l.funcs[name] != nil {
		return nil, false
	}
	switch name {
	case "fesetround", "fegetround":
		return l.roundingCall(name, args, want, x, pos), true
	}
	if classifyFuncs[name] {
		return l.classifyCall(name, args, x, pos), true
	}
	base, t, ok := l.mathBase(name)
	if !ok {
		return nil, false
	}
	n := mathFuncs[base]
	if len(args) != n {
		l.failf(x, false, "%s takes %d arguments", name, n)
	}
	switch base {
	case "inf", "huge_val":
		return l.floatOp(program.FDiv, t, program.FloatConst(t, oneBits(t)), program.FloatZero(t)), true
	case "nan", "nans":
		return l.nanConst(base == "nans", t, args[0], x), true
	case "modf", "frexp":
		return l.splitCall(base, t, args, want, x, pos), true
	case "ldexp", "scalbn", "scalbln":
		return l.ldexp(t, base == "scalbln", args, x, pos), true
	case "nexttoward":
		return l.nextafter(t, l.ts.ints.LongDouble, args, x, pos), true
	case "remquo":
		return l.remquo(name, t, args, want, x, pos), true
	case "nextafter":
		return l.nextafter(t, t, args, x, pos), true
	}
	vals := l.lowerArgs(args, pos)
	for i, v := range vals {
		if !v.Type().IsArithmetic() {
			l.failf(x, false, "argument %d of %s has type %s", i+1, name, v.Type())
		}
		vals[i] = l.snapshot(l.cast(v, t), pos)
	}
	rm := func(m softfloat.RoundingMode) program.Expr {
		return program.NewConst(program.RoundingModeType, uint64(m))
	}
	op := func(k program.FloatOpKind, mode program.Expr, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, mode, rt, as...))
	}
	lt := func(a, b program.Expr) program.Expr { return op(program.FLt, nil, program.Bool, a, b) }
	le := func(a, b program.Expr) program.Expr { return op(program.FLe, nil, program.Bool, a, b) }
	isnan := func(a program.Expr) program.Expr { return op(program.FIsNaN, nil, program.Bool, a) }
	var r program.Expr
	switch base {
	case "fabs":
		r = op(program.FAbs, nil, t, vals[0])
	case "copysign":
		abs := op(program.FAbs, nil, t, vals[0])
		r = l.ite(op(program.FSignBit, nil, program.Bool, vals[1]), op(program.FNeg, nil, t, abs), abs)
	case "sqrt":
		r = op(program.FSqrt, l.rm(), t, vals[0])
	case "fma":
		r = op(program.FFMA, l.rm(), t, vals[0], vals[1], vals[2])
	case "floor":
		r = op(program.FRoundInt, rm(softfloat.Downward), t, vals[0])
	case "ceil":
		r = op(program.FRoundInt, rm(softfloat.Upward), t, vals[0])
	case "trunc":
		r = op(program.FRoundInt, rm(softfloat.TowardZero), t, vals[0])
	case "round":
		r = op(program.FRoundInt, rm(softfloat.NearestAway), t, vals[0])
	case "nearbyint", "rint":
		r = op(program.FRoundInt, l.rm(), t, vals[0])
	case "fmin", "fmax":
		// glibc: x when x <= y (fmax: y <= x), y when y < x (x < y),
		// else (a NaN) x + y if one is a signaling NaN, else the operand
		// that is not a NaN.
		a, b := vals[0], vals[1]
		lo, hi := a, b
		if base == "fmax" {
			lo, hi = b, a
		}
		sig := func(v program.Expr) program.Expr { return op(program.FIsSignaling, nil, program.Bool, v) }
		nan := l.ite(l.or(sig(a), sig(b)), op(program.FAdd, l.rm(), t, a, b), l.ite(isnan(b), a, b))
		r = l.ite(le(lo, hi), a, l.ite(lt(hi, lo), b, nan))
	case "ilogb":
		r = op(program.FILogB, nil, l.ts.int_, vals[0])
	case "logb":
		// glibc: -inf for a zero, +inf for an infinity, x + x (quieted)
		// for a NaN, else ilogb(x), exact in every format.
		a := vals[0]
		v := op(program.FConvert, program.NearestEvenRM, t, op(program.FILogB, nil, l.ts.int_, a))
		inf := op(program.FDiv, program.NearestEvenRM, t, program.FloatConst(t, oneBits(t)), program.FloatZero(t))
		zero := op(program.FEq, nil, program.Bool, a, program.FloatZero(t))
		special := l.ite(isnan(a), op(program.FAdd, program.NearestEvenRM, t, a, a), op(program.FAbs, nil, t, a))
		r = l.ite(zero, op(program.FNeg, nil, t, inf), l.ite(l.isfinite(a), v, special))
	case "fmod":
		r = op(program.FMod, nil, t, vals[0], vals[1])
	case "remainder", "drem":
		r = op(program.FRemainder, nil, t, vals[0], vals[1])
	case "fdim":
		a, b := vals[0], vals[1]
		r = l.ite(le(a, b), program.Expr(program.FloatZero(t)), op(program.FSub, l.rm(), t, a, b))
	case "lround", "llround", "lrint", "llrint":
		it := l.ts.long
		if strings.HasPrefix(base, "ll") {
			it = l.ts.llong
		}
		mode := rm(softfloat.NearestAway)
		if strings.HasSuffix(base, "rint") {
			mode = l.rm()
		}
		// Out of range the value is unspecified (not undefined): x86's
		// integer indefinite, the least value, as glibc's code gives.
		rounded := l.snapshot(op(program.FRoundInt, mode, t, vals[0]), pos)
		ok := l.fold(&program.FloatOp{Op: program.FToIntOK, Args: []program.Expr{rounded}, T: program.Bool, Target: it})
		r = l.ite(ok, op(program.FToInt, nil, it, rounded), program.MinConst(it))
	case "__isnan", "isnan":
		r = l.cast(isnan(vals[0]), l.ts.int_)
	case "__isinf", "isinf":
		r = l.isinfSign(vals[0])
	case "__finite", "finite":
		r = l.cast(l.isfinite(vals[0]), l.ts.int_)
	case "__issignaling":
		r = l.cast(op(program.FIsSignaling, nil, program.Bool, vals[0]), l.ts.int_)
	case "__fpclassify":
		r = op(program.FClassify, nil, l.ts.int_, vals[0])
	case "__signbit":
		r = l.signbitValue(op(program.FSignBit, nil, program.Bool, vals[0]), t, false)
	default:
		l.failf(x, false, "internal error in front end: math function %s", name)
	}
	if !want {
		return nil, true
	}
	switch base {
	case "fmod", "remainder", "drem":
		r = l.snapshot(r, pos)
		l.emit(&program.Assume{Cond: l.remainderFacts(base == "fmod", t, vals[0], vals[1], r)}, pos)
	}
	return r, true
}

// remainderFacts is what C guarantees of r, fmod(x, y) (isFmod) or
// remainder(x, y), for a finite x and a y neither zero nor NaN: |r| <= |x|
// and |r| < |y| (fmod; r also has x's sign, zero included) or 2|r| <= |y|
// (remainder; 2|r| is exact, and so |r| <= |y|/2 in any rounding). They follow from the exact operator, so
// assuming them changes no run; stated beside it, they let SAT prove such
// bounds without reasoning through the divider (a float fmod is about 94k
// gates, a double one 590k).
func (l *lowerer) remainderFacts(isFmod bool, t *program.Type, x, y, r program.Expr) program.Expr {
	op := func(k program.FloatOpKind, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, program.NearestEvenRM, rt, as...))
	}
	abs := func(a program.Expr) program.Expr { return op(program.FAbs, t, a) }
	le := func(a, b program.Expr) program.Expr { return op(program.FLe, program.Bool, a, b) }
	ar, ay := abs(r), abs(y)
	facts := le(ar, abs(x))
	if isFmod {
		facts = l.and(facts, op(program.FLt, program.Bool, ar, ay))
		sr, sx := op(program.FSignBit, program.Bool, r), op(program.FSignBit, program.Bool, x)
		facts = l.and(facts, &program.Binary{Op: program.Eq, X: sr, Y: sx, T: program.Bool})
	} else {
		// Also |r| <= |y|/2 rounded in the current mode: rounding is
		// monotone and leaves r as it is.
		two := program.FloatConst(t, softfloat.FromInt(t.Float, softfloat.NearestEven, softfloat.Bits{Lo: 2}, 32, true))
		facts = l.and(facts, l.and(le(op(program.FAdd, t, ar, ar), ay), le(ar, l.fold(program.NewFloatOp(program.FDiv, l.rm(), t, ay, two)))))
	}
	domain := l.and(l.isfinite(x), l.and(l.not(op(program.FIsNaN, program.Bool, y)), l.not(op(program.FEq, program.Bool, y, program.FloatZero(t)))))
	return l.or(l.not(domain), facts)
}

// oneBits is 1.0 in t's format.
func oneBits(t *program.Type) softfloat.Bits {
	return softfloat.FromInt(t.Float, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 32, true)
}

// nanConst lowers __builtin_nan("payload") (quiet) or __builtin_nans
// (signalling): the payload is C's integer syntax, "" for 0.
func (l *lowerer) nanConst(signalling bool, t *program.Type, arg cc.ExpressionNode, at cc.Node) program.Expr {
	s, ok := stringLit(arg)
	if !ok {
		l.failf(at, true, "unsupported: NaN payload that is not a string literal")
	}
	var payload uint64
	if s = strings.TrimSuffix(s, "\x00"); s != "" {
		c, err := parseCInt(s)
		if err != nil {
			l.failf(at, true, "unsupported: NaN payload %q", s)
		}
		payload = c
	}
	f := t.Float
	q := uint(f.FracBits - 1)
	frac := payload & (uint64(1)<<q - 1)
	if signalling {
		if frac == 0 {
			frac = 1
		}
	} else {
		frac |= 1 << q
	}
	// All exponent bits set; x87 also sets its explicit integer bit.
	var x softfloat.Bits
	expShift := uint(f.FracBits)
	if f.ExplicitInt {
		frac |= 1 << 63
		expShift = 64
	}
	x.Lo = frac
	e := uint64(1)<<uint(f.ExpBits) - 1
	if expShift >= 64 {
		x.Hi = e
	} else {
		x.Lo |= e << expShift
	}
	return program.FloatConst(t, x)
}

// parseCInt reads an integer in C's syntax (decimal, 0x hex, 0 octal).
func parseCInt(s string) (uint64, error) {
	return strconv.ParseUint(s, 0, 64)
}

// isfinite is !isnan(x) && !isinf(x).
func (l *lowerer) isfinite(x program.Expr) program.Expr {
	nan := l.fold(program.NewFloatOp(program.FIsNaN, nil, program.Bool, x))
	inf := l.fold(program.NewFloatOp(program.FIsInf, nil, program.Bool, x))
	return l.and(l.not(nan), l.not(inf))
}

// isinfSign is glibc's isinf: 1 for +inf, -1 for -inf, else 0.
func (l *lowerer) isinfSign(x program.Expr) program.Expr {
	inf := l.fold(program.NewFloatOp(program.FIsInf, nil, program.Bool, x))
	neg := l.fold(program.NewFloatOp(program.FSignBit, nil, program.Bool, x))
	one, minus := program.NewConst(l.ts.int_, 1), program.NewConstInt(l.ts.int_, -1)
	var sign program.Expr = &program.Ite{Cond: neg, Then: minus, Else: one}
	if c, ok := isConst(neg); ok {
		sign = one
		if c.Val != 0 {
			sign = minus
		}
	}
	if c, ok := isConst(inf); ok {
		if c.Val == 0 {
			return program.NewConst(l.ts.int_, 0)
		}
		return sign
	}
	return &program.Ite{Cond: inf, Then: sign, Else: program.NewConst(l.ts.int_, 0)}
}

// signbitValue is the int that signbit gives when the sign bit, set, is
// the Bool neg: C says only nonzero, and the values are gcc's: the
// built-in (math.h's macro) gives float's sign bit in place (INT_MIN),
// 1 for double (SSE's movmsk) and 512 for long double (the x87's C1 flag
// in place); glibc's functions __signbitf, __signbit and __signbitl give
// 8, 128 and 512 on x86-64 and 512 on i386.
func (l *lowerer) signbitValue(neg program.Expr, t *program.Type, builtin bool) program.Expr {
	var v int64 = 512
	switch {
	case builtin && t.Width == 32:
		v = -1 << 31
	case builtin && t.Width == 64:
		v = 1
	case !builtin && l.p.Model.PointerBits == 64 && t.Width == 32:
		v = 8
	case !builtin && l.p.Model.PointerBits == 64 && t.Width == 64:
		v = 128
	}
	k := program.NewConstInt(l.ts.int_, v)
	if c, ok := isConst(neg); ok {
		if c.Val != 0 {
			return k
		}
		return program.NewConst(l.ts.int_, 0)
	}
	return &program.Ite{Cond: neg, Then: k, Else: program.NewConst(l.ts.int_, 0)}
}

// classifyCall lowers the type-generic built-ins of math.h's
// classification and comparison macros.
func (l *lowerer) classifyCall(name string, args []cc.ExpressionNode, x *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	for i, v := range vals {
		if !v.Type().IsArithmetic() {
			l.failf(x, false, "argument %d of %s has type %s", i+1, name, v.Type())
		}
		if v.Type().Kind != program.KindFloat {
			v = l.cast(v, l.ts.ints.Double)
		}
		vals[i] = l.snapshot(v, pos)
	}
	need := 1
	switch name {
	case "__builtin_fpclassify":
		need = 6
	case "__builtin_isgreater", "__builtin_isgreaterequal", "__builtin_isless", "__builtin_islessequal",
		"__builtin_islessgreater", "__builtin_isunordered":
		need = 2
	}
	if len(vals) != need {
		l.failf(x, false, "%s takes %d arguments", name, need)
	}
	op := func(k program.FloatOpKind, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, nil, program.Bool, as...))
	}
	toInt := func(b program.Expr) program.Expr { return l.cast(b, l.ts.int_) }
	switch name {
	case "__builtin_isnan":
		return toInt(op(program.FIsNaN, vals[0]))
	case "__builtin_isinf":
		return toInt(op(program.FIsInf, vals[0]))
	case "__builtin_issignaling":
		return toInt(op(program.FIsSignaling, vals[0]))
	case "__builtin_isinf_sign":
		return l.isinfSign(vals[0])
	case "__builtin_isfinite":
		return toInt(l.isfinite(vals[0]))
	case "__builtin_signbit":
		return l.signbitValue(op(program.FSignBit, vals[0]), vals[0].Type(), true)
	case "__builtin_isnormal":
		c := l.fold(program.NewFloatOp(program.FClassify, nil, l.ts.int_, vals[0]))
		return toInt(l.binary(program.Eq, c, program.NewConst(l.ts.int_, uint64(softfloat.ClassNormal)), program.Bool))
	case "__builtin_fpclassify":
		// fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x):
		// the caller's numbers, picked by the class.
		v := vals[5]
		c := l.snapshot(l.fold(program.NewFloatOp(program.FClassify, nil, l.ts.int_, v)), pos)
		pick := func(k softfloat.Class, then, els program.Expr) program.Expr {
			return &program.Ite{Cond: l.binary(program.Eq, c, program.NewConst(l.ts.int_, uint64(k)), program.Bool), Then: then, Else: els}
		}
		ints := make([]program.Expr, 5)
		for i := range ints {
			ints[i] = l.cast(vals[i], l.ts.int_)
		}
		return pick(softfloat.ClassNaN, ints[0], pick(softfloat.ClassInfinite, ints[1],
			pick(softfloat.ClassNormal, ints[2], pick(softfloat.ClassSubnormal, ints[3], ints[4]))))
	}
	a, b := vals[0], vals[1]
	t := l.ts.ints.Usual(a.Type(), b.Type())
	a, b = l.cast(a, t), l.cast(b, t)
	unordered := l.or(op(program.FIsNaN, a), op(program.FIsNaN, b))
	var r program.Expr
	switch name {
	case "__builtin_isgreater":
		r = op(program.FLt, b, a)
	case "__builtin_isgreaterequal":
		r = op(program.FLe, b, a)
	case "__builtin_isless":
		r = op(program.FLt, a, b)
	case "__builtin_islessequal":
		r = op(program.FLe, a, b)
	case "__builtin_islessgreater":
		r = l.or(op(program.FLt, a, b), op(program.FLt, b, a))
	default:
		r = unordered
	}
	return toInt(r)
}

// The rounding directions of fenv.h on x86 (glibc), by softfloat mode.
var feModes = []uint64{softfloat.NearestEven: 0, softfloat.Downward: 0x400, softfloat.Upward: 0x800, softfloat.TowardZero: 0xc00}

// roundingCall lowers fesetround(mode), which sets the rounding mode
// variable and returns 0 when mode is one of FE_TONEAREST, FE_DOWNWARD,
// FE_UPWARD, FE_TOWARDZERO and returns nonzero leaving the mode otherwise,
// and fegetround().
func (l *lowerer) roundingCall(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	int_ := l.ts.int_
	mode := l.p.RoundingModeExpr()
	if name == "fegetround" {
		if len(vals) != 0 {
			l.failf(x, false, "fegetround takes no arguments")
		}
		var r program.Expr = program.NewConst(int_, 0)
		for m := len(feModes) - 1; m > 0; m-- {
			r = &program.Ite{Cond: l.binary(program.Eq, mode, program.NewConst(program.RoundingModeType, uint64(m)), program.Bool),
				Then: program.NewConst(int_, feModes[m]), Else: r}
		}
		if c, ok := isConst(mode); ok {
			r = program.NewConst(int_, feModes[c.Val])
		}
		return r
	}
	if len(vals) != 1 || !vals[0].Type().IsInteger() {
		l.failf(x, false, "fesetround takes one integer argument")
	}
	if l.p.RoundingMode == nil {
		l.failf(x, false, "internal error in front end: fesetround without a rounding mode variable")
	}
	arg := l.snapshot(l.cast(vals[0], int_), pos)
	var next program.Expr = mode
	valid := program.Expr(program.False)
	for m := len(feModes) - 1; m >= 0; m-- {
		is := l.binary(program.Eq, arg, program.NewConst(int_, feModes[m]), program.Bool)
		then := program.NewConst(program.RoundingModeType, uint64(m))
		if c, ok := isConst(is); !ok {
			next = &program.Ite{Cond: is, Then: then, Else: next}
		} else if c.Val != 0 {
			next = then
		}
		valid = l.or(is, valid)
	}
	l.emit(&program.Assign{LHS: &program.VarRef{Var: l.p.RoundingMode}, RHS: next}, pos)
	if !want {
		return nil
	}
	return l.cast(l.not(valid), int_)
}

// splitCall lowers modf(x, &ip) and frexp(x, &e) (float and double; frexpl
// is left without a body). modf stores trunc(x) and returns x - trunc(x),
// exact, with x's sign (±0 for an integral or infinite x). frexp returns m
// with 0.5 <= |m| < 1 and stores e with x = m * 2^e, from the bits of x (a
// subnormal x is first scaled by 2^64, exactly); zeros, infinities and
// NaNs are returned as they are, e = 0 for a zero and left as it was
// otherwise (glibc; C leaves it unspecified).
func (l *lowerer) splitCall(base string, t *program.Type, args []cc.ExpressionNode, want bool, at *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	if !vals[0].Type().IsArithmetic() || vals[1].Type().Kind != program.KindPointer {
		l.failf(at, false, "invalid arguments of %s", base)
	}
	x := l.snapshot(l.cast(vals[0], t), pos)
	p := l.snapshot(vals[1], pos)
	out := l.deref(p, at)
	op := func(k program.FloatOpKind, rm program.Expr, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, rm, rt, as...))
	}
	is := func(k program.FloatOpKind, a program.Expr) program.Expr { return op(k, nil, program.Bool, a) }
	copysign := func(v, s program.Expr) program.Expr {
		abs := op(program.FAbs, nil, t, v)
		return &program.Ite{Cond: is(program.FSignBit, s), Then: op(program.FNeg, nil, t, abs), Else: abs}
	}
	if base == "modf" {
		if !program.Identical(out.Type(), t) {
			l.failf(at, false, "modf's second argument must point to %s", t)
		}
		ip := l.snapshot(op(program.FRoundInt, program.NewConst(program.RoundingModeType, uint64(softfloat.TowardZero)), t, x), pos)
		l.emit(&program.Assign{LHS: out, RHS: ip}, pos)
		if !want {
			return nil
		}
		frac := op(program.FSub, program.NearestEvenRM, t, x, ip)
		zero := program.Expr(program.FloatZero(t))
		return copysign(&program.Ite{Cond: is(program.FIsInf, x), Then: zero, Else: frac}, x)
	}
	if out.Type().Kind != program.KindInt || out.Type().Width != 32 {
		l.failf(at, false, "frexp's second argument must point to int")
	}
	// x = m * 2^e with e = ilogb(x) + 1 and m = scalbn(x, -e), exact;
	// glibc sets e to 0 and returns x + x for zeros, infinities and NaNs.
	int_ := l.ts.int_
	e := l.snapshot(l.binary(program.Add, op(program.FILogB, nil, int_, x), program.NewConst(int_, 1), int_), pos)
	finite := l.snapshot(l.and(l.isfinite(x), l.not(op(program.FEq, nil, program.Bool, x, program.FloatZero(t)))), pos)
	l.emit(&program.Assign{LHS: out, RHS: &program.Ite{Cond: finite, Then: e, Else: program.NewConst(int_, 0)}}, pos)
	if !want {
		return nil
	}
	m := op(program.FScaleB, program.NearestEvenRM, t, x, l.binary(program.Sub, program.NewConst(int_, 0), e, int_))
	return &program.Ite{Cond: finite, Then: m, Else: op(program.FAdd, program.NearestEvenRM, t, x, x)}
}

// remquo lowers remquo(x, y, &q): remainder(x, y), and in q the low bits
// of the quotient rounded to nearest with the sign of x/y: 0..8 in
// magnitude as x86-64's glibc stores it (softfloat.RemQuo), 0..7 as
// i386's. For an infinite or NaN x, a NaN y or a zero y, C leaves q
// unspecified: x86-64's remquof and remquo leave it as it was; remquol,
// and every remquo of i386, store what the x87's flags held, which the
// model does not know: a value that no counterexample may depend on (a
// Havoc marked as the function's effect, as for a function without a
// body).
func (l *lowerer) remquo(name string, t *program.Type, args []cc.ExpressionNode, want bool, at *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	if !vals[0].Type().IsArithmetic() || !vals[1].Type().IsArithmetic() || vals[2].Type().Kind != program.KindPointer {
		l.failf(at, false, "invalid arguments of remquo")
	}
	int_ := l.ts.int_
	x := l.snapshot(l.cast(vals[0], t), pos)
	y := l.snapshot(l.cast(vals[1], t), pos)
	p := l.snapshot(vals[2], pos)
	out := l.deref(p, at)
	if out.Type().Kind != program.KindInt || out.Type().Width != 32 {
		l.failf(at, false, "remquo's third argument must point to int")
	}
	op := func(k program.FloatOpKind, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, nil, rt, as...))
	}
	is := func(k program.FloatOpKind, a program.Expr) program.Expr { return op(k, program.Bool, a) }
	n := op(program.FRemQuo, int_, x, y)
	if l.p.Model.PointerBits == 32 {
		n = l.binary(program.And, n, program.NewConst(int_, 7), int_)
	}
	neg := l.binary(program.Ne, is(program.FSignBit, x), is(program.FSignBit, y), program.Bool)
	quo := &program.Ite{Cond: neg, Then: l.binary(program.Sub, program.NewConst(int_, 0), n, int_), Else: n}
	ok := l.snapshot(l.not(l.or(l.or(is(program.FIsNaN, x), is(program.FIsInf, x)),
		l.or(is(program.FIsNaN, y), op(program.FEq, program.Bool, y, program.FloatZero(t))))), pos)
	if !t.Float.ExplicitInt && l.p.Model.PointerBits == 64 {
		l.emit(&program.Assign{LHS: out, RHS: &program.Ite{Cond: ok, Then: quo, Else: out}}, pos)
	} else {
		defined, unspecified, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
		l.branch(ok, defined, unspecified, pos)
		l.place(defined)
		l.emit(&program.Assign{LHS: out, RHS: quo}, pos)
		l.jump(join, pos)
		l.place(unspecified)
		l.emit(&program.Havoc{LHS: out, Why: name + "'s quotient of an invalid operation", Bodiless: strings.TrimPrefix(name, "__builtin_")}, pos)
		l.place(join)
	}
	if !want {
		return nil
	}
	return op(program.FRemainder, t, x, y)
}

// ldexp lowers ldexp(x, n), scalbn(x, n) and scalbln(x, n): x * 2^n
// rounded once in the current mode. A long n is clamped to int's range
// first (every n beyond the formats' exponent ranges rounds alike).
func (l *lowerer) ldexp(t *program.Type, long bool, args []cc.ExpressionNode, at *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	if !vals[0].Type().IsArithmetic() || !vals[1].Type().IsArithmetic() {
		l.failf(at, false, "invalid arguments of ldexp")
	}
	int_ := l.ts.int_
	x := l.snapshot(l.cast(vals[0], t), pos)
	n := l.cast(vals[1], int_) // the parameter's type: int, or long for scalbln
	if long {
		n = l.cast(vals[1], l.ts.long)
	}
	if nt := n.Type(); nt.Width > 32 {
		n = l.snapshot(n, pos)
		hi, lo := program.NewConstInt(nt, 1<<30), program.NewConstInt(nt, -1<<30)
		n = &program.Ite{Cond: l.binary(program.Gt, n, hi, program.Bool), Then: hi,
			Else: &program.Ite{Cond: l.binary(program.Lt, n, lo, program.Bool), Then: lo, Else: n}}
	}
	return l.fold(program.NewFloatOp(program.FScaleB, l.rm(), t, x, l.snapshot(l.cast(n, int_), pos)))
}

// nextafter lowers nextafter(x, y) (y of x's type t) and nexttoward(x, y)
// (y a long double, the type yt): the float next to x in the direction of
// y, as glibc computes it: a NaN operand gives x + y (in yt, converted to
// t), x == y gives y (converted), otherwise x plus the least subnormal
// rounded upward, or minus it rounded downward: the neighbour of x, also
// for a zero x (the least subnormal with y's sign) and for the largest
// finite value (infinity); an infinite x gives the largest finite value.
// A zero result has x's sign.
func (l *lowerer) nextafter(t, yt *program.Type, args []cc.ExpressionNode, at *cc.PostfixExpression, pos program.Pos) program.Expr {
	vals := l.lowerArgs(args, pos)
	for i, v := range vals {
		if !v.Type().IsArithmetic() {
			l.failf(at, false, "argument %d of nextafter has type %s", i+1, v.Type())
		}
	}
	x := l.snapshot(l.cast(vals[0], t), pos)
	y := l.snapshot(l.cast(vals[1], yt), pos)
	op := func(k program.FloatOpKind, rm program.Expr, rt *program.Type, as ...program.Expr) program.Expr {
		return l.fold(program.NewFloatOp(k, rm, rt, as...))
	}
	rm := func(m softfloat.RoundingMode) program.Expr {
		return program.NewConst(program.RoundingModeType, uint64(m))
	}
	xy := x
	if yt != t {
		xy = op(program.FConvert, program.NearestEvenRM, yt, x)
	}
	tiny := program.FloatConst(t, softfloat.Bits{Lo: 1}) // the least subnormal (x87: J is 0)
	up := op(program.FAdd, rm(softfloat.Upward), t, x, tiny)
	down := op(program.FSub, rm(softfloat.Downward), t, x, tiny)
	moved := l.snapshot(&program.Ite{Cond: op(program.FLt, nil, program.Bool, xy, y), Then: up, Else: down}, pos)
	zero := op(program.FEq, nil, program.Bool, moved, program.FloatZero(t))
	signedZero := &program.Ite{Cond: op(program.FSignBit, nil, program.Bool, x), Then: op(program.FNeg, nil, t, program.FloatZero(t)), Else: program.FloatZero(t)}
	moved = &program.Ite{Cond: zero, Then: signedZero, Else: moved}
	// From an infinity toward y: the largest finite value of its sign.
	maxFinite := &program.Ite{Cond: op(program.FSignBit, nil, program.Bool, x),
		Then: program.FloatConst(t, softfloat.MaxFinite(t.Float, true)), Else: program.FloatConst(t, softfloat.MaxFinite(t.Float, false))}
	moved = &program.Ite{Cond: op(program.FIsInf, nil, program.Bool, x), Then: maxFinite, Else: moved}
	back := func(v program.Expr) program.Expr {
		if yt == t {
			return v
		}
		return op(program.FConvert, l.rm(), t, v)
	}
	nan := l.or(op(program.FIsNaN, nil, program.Bool, x), op(program.FIsNaN, nil, program.Bool, y))
	return &program.Ite{Cond: nan, Then: back(op(program.FAdd, l.rm(), yt, xy, y)),
		Else: &program.Ite{Cond: op(program.FEq, nil, program.Bool, xy, y), Then: back(y), Else: moved}}
}
