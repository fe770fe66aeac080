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
