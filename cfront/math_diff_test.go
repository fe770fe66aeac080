package cfront_test

import (
	"flag"
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// The math.h models against glibc: a generated program calls each
// modelled function of float, double and long double on random and
// special operands in a random rounding mode and stores the result's bits
// (hashed with what the function stores through its pointer) in out;
// compiled natively (x86-64, and i386 with -msse2 -mfpmath=sse: float and
// double on SSE, long double on the x87) it prints out, and lowered in the
// same data model it runs in the interpreter, which must give the same
// array.
//
// Left out, as glibc's choices that the models do not follow (documented
// in softfloat's gcc test): which of two NaN operands remainder returns,
// the sign of an exact zero from x86-64's remainder and remainderf, and
// x87's non-canonical encodings (pseudo-denormals, unnormals) as operands.

type mathType struct {
	name, suffix, bitsType string
	f                      softfloat.Format
}

var mathTypes = []mathType{
	{"float", "f", "unsigned", softfloat.Binary32},
	{"double", "", "unsigned long long", softfloat.Binary64},
	{"long double", "l", "", softfloat.X87},
}

// mathOperand draws a value of f: specials, values near 1, near the
// normal and subnormal limits, and any pattern, as an x87 would hold it
// (canonical: J set exactly for normals).
func mathOperand(r *rand.Rand, f softfloat.Format) softfloat.Bits {
	var x softfloat.Bits
	switch r.Intn(8) {
	case 0:
		specials := []string{"0", "-0", "1", "-1", "0.5", "3", "inf", "-inf", "nan", "-nan", "10", "0.1", "1e-40", "1e300"}
		x, _ = softfloat.Parse(f, specials[r.Intn(len(specials))])
		return x
	case 1: // a small integer
		return softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(r.Intn(64) - 32)}, 64, true)
	}
	x = softfloat.Bits{Lo: r.Uint64(), Hi: r.Uint64()}
	width := f.Width()
	if width < 64 {
		x.Lo &= 1<<uint(width) - 1
		x.Hi = 0
	} else if width == 64 {
		x.Hi = 0
	} else {
		x.Hi &= 1<<uint(width-64) - 1
	}
	if r.Intn(3) == 0 { // an exponent near the middle, the bottom or the top
		sigBits := f.FracBits
		if f.ExplicitInt {
			sigBits++
		}
		bias := uint64(1)<<uint(f.ExpBits-1) - 1
		e := []uint64{bias + uint64(r.Intn(8)) - 4, uint64(r.Intn(3)), 2*bias - uint64(r.Intn(3))}[r.Intn(3)]
		sign := softfloat.SignBit(f, x)
		if sigBits >= 64 {
			x.Hi = e
		} else {
			x.Lo = x.Lo&(1<<uint(sigBits)-1) | e<<uint(sigBits)
		}
		if sign {
			x = softfloat.Neg(f, x)
		}
	}
	if f.ExplicitInt { // J set exactly when the exponent is not zero
		if x.Hi&0x7fff != 0 {
			x.Lo |= 1 << 63
		} else {
			x.Lo &^= 1 << 63
		}
	}
	return x
}

// cLiteral is x as an initialiser of the union of mathProgram.
func (m mathType) literal(x softfloat.Bits) string {
	if m.f.Width() > 64 {
		return fmt.Sprintf("{.u = {%#xull, %#xull}}", x.Lo, x.Hi)
	}
	return fmt.Sprintf("{.u = %#xull}", x.Lo)
}

func (m mathType) union() string {
	if m.f.Width() > 64 {
		return "union { unsigned long long u[2]; long double v; }"
	}
	return fmt.Sprintf("union { %s u; %s v; }", m.bitsType, m.name)
}

// bits is the C expression of the bits of union variable v, hashed to 64.
func (m mathType) bits(v string) string {
	if m.f.Width() > 64 {
		return fmt.Sprintf("(long long)(%[1]s.u[0] * 31 + (%[1]s.u[1] & 0xffff))", v)
	}
	return fmt.Sprintf("(long long)%s.u", v)
}

// mathCases draws n cases; for i386's glibc (ilp32), whose float and
// double functions use the x87, not of two NaN operands.
func mathCases(r *rand.Rand, n int, ilp32 bool) []libcCase {
	var cases []libcCase
	modes := []string{"FE_TONEAREST", "FE_DOWNWARD", "FE_UPWARD", "FE_TOWARDZERO"}
	for i := 0; i < n; i++ {
		m := mathTypes[r.Intn(len(mathTypes))]
		f := m.f
		x, y := mathOperand(r, f), mathOperand(r, f)
		if r.Intn(3) == 0 && softfloat.Classify(f, x) >= softfloat.ClassSubnormal { // close operands
			k := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(r.Intn(9) + 1)}, 8, false)
			y = softfloat.Div(f, softfloat.NearestEven, x, k)
		}
		ly := mathOperand(r, softfloat.X87)
		if r.Intn(2) == 0 {
			ly = softfloat.Convert(f, softfloat.X87, softfloat.NearestEven, y)
		}
		lt := mathTypes[2]
		n := r.Intn(2*(1<<uint(f.ExpBits-1))+2*f.Precision()) - (1 << uint(f.ExpBits-1)) - f.Precision()
		s := m.suffix
		pre := fmt.Sprintf("    %s x = %s, y = %s, res;\n    %s ly = %s;\n    int e = 12345;\n    fesetround(%s);\n",
			m.union(), m.literal(x), m.literal(y), lt.union(), lt.literal(ly), modes[r.Intn(4)])
		var call string
		extra := "0"
		bothNaN := softfloat.IsNaN(f, x) && softfloat.IsNaN(f, y)
		if ilp32 && bothNaN {
			continue
		}
		switch k := r.Intn(21); k {
		case 20:
			if _, ok := softfloat.RemQuo(f, x, y); !ok && (f.ExplicitInt || ilp32) {
				continue // unspecified (the x87's flags)
			}
			if rem := softfloat.Remainder(f, x, y); !f.ExplicitInt && softfloat.Classify(f, rem) == softfloat.ClassZero {
				continue // the sign of a zero of x86-64's remainder
			}
			call = fmt.Sprintf("remquo%s(x.v, y.v, &e)", s)
			extra = "e"
		case 0:
			call = fmt.Sprintf("fmod%s(x.v, y.v)", s)
		case 1:
			rem := softfloat.Remainder(f, x, y)
			if !f.ExplicitInt && (bothNaN || softfloat.Classify(f, rem) == softfloat.ClassZero) {
				continue
			}
			call = fmt.Sprintf("remainder%s(x.v, y.v)", s)
		case 2:
			call = fmt.Sprintf("ldexp%s(x.v, %d)", s, n)
		case 3:
			call = fmt.Sprintf("scalbln%s(x.v, %dl)", s, int64(n)*int64(1+r.Intn(2)*r.Intn(1<<20)))
		case 4:
			call = fmt.Sprintf("frexp%s(x.v, &e)", s)
			extra = "e"
		case 5:
			call = fmt.Sprintf("(%s)ilogb%s(x.v)", m.name, s)
		case 6:
			call = fmt.Sprintf("logb%s(x.v)", s)
		case 7:
			call = fmt.Sprintf("nextafter%s(x.v, y.v)", s)
		case 8:
			call = fmt.Sprintf("nexttoward%s(x.v, ly.v)", s)
		case 9:
			call = fmt.Sprintf("modf%s(x.v, &res.v)", s)
			extra = m.bits("res")
		case 10:
			call = fmt.Sprintf("scalbn%s(x.v, %d)", s, n)
		case 11:
			call = fmt.Sprintf("sqrt%s(x.v)", s)
		case 12:
			call = fmt.Sprintf("fdim%s(x.v, y.v)", s)
		case 13:
			if bothNaN {
				continue
			}
			call = fmt.Sprintf("fmin%s(x.v, y.v) + fmax%s(y.v, x.v)", s, s)
		case 14:
			call = fmt.Sprintf("copysign%s(x.v, y.v)", s)
		case 15:
			call = fmt.Sprintf("floor%s(x.v) - ceil%s(y.v)", s, s)
		case 16:
			call = fmt.Sprintf("trunc%s(x.v) + round%s(y.v)", s, s)
		case 17:
			call = fmt.Sprintf("rint%s(x.v) - nearbyint%s(y.v)", s, s)
		case 18:
			call = fmt.Sprintf("(%s)(lround%s(x.v) ^ lrint%s(y.v))", m.name, s, s)
		default:
			call = fmt.Sprintf("(%s)(isnan(x.v) + 2 * isinf(y.v) + 4 * signbit(x.v) + 8 * fpclassify(y.v) + 64 * isfinite(x.v) + 128 * isnormal(y.v))", m.name)
		}
		body := pre + fmt.Sprintf("    res.v = 0; %s r; r.v = %s;\n    out[%%[1]d] = %s ^ ((long long)%s << 20);\n", m.union(), call, m.bits("r"), extra)
		cases = append(cases, libcCase(body))
	}
	return cases
}

var mathN = flag.Int("math-n", 0, "cases of TestMathModelsAgainstGlibc (default 600, 150 with -short)")

func TestMathModelsAgainstGlibc(t *testing.T) {
	for _, model := range []program.DataModel{program.LP64, program.ILP32} {
		t.Run(model.Name, func(t *testing.T) { runMathDiff(t, model) })
	}
}

// runMathDiff compares the cases under gcc (ILP32: -m32 -msse2
// -mfpmath=sse) and in the interpreter.
func runMathDiff(t *testing.T, model program.DataModel) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	n := 600
	if testing.Short() {
		n = 150
	}
	if *mathN > 0 {
		n = *mathN
	}
	cases := mathCases(rand.New(rand.NewSource(int64(4+n))), n, model == program.ILP32)
	var b strings.Builder
	b.WriteString("#include <math.h>\n#include <fenv.h>\n#ifdef NATIVE\n#include <stdio.h>\n#endif\n")
	fmt.Fprintf(&b, "long long out[%d];\nint main(void) {\n", len(cases))
	for i, c := range cases {
		fmt.Fprintf(&b, "  {\n%s  }\n", fmt.Sprintf(string(c), i))
	}
	fmt.Fprintf(&b, "#ifdef NATIVE\n  for (int i = 0; i < %d; i++)\n    printf(\"%%lld\\n\", out[i]);\n#endif\n  return 0;\n}\n", len(cases))
	diffAgainstNative(t, nativeDiff{
		gcc: gcc, name: "math.c", src: b.String(), cases: cases, model: model,
		flags: []string{"-fno-builtin", "-frounding-math"}, ilp32: []string{"-m32", "-msse2", "-mfpmath=sse"},
		libs: []string{"-lm"},
	})
}
