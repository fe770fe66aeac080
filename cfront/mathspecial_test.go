package cfront_test

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// The special cases of the functions of math.h that are not computed
// exactly (mathrange.go): the exact results the front end gives at them
// hold in glibc (run natively, x86-64 and i386 with SSE, in the four
// rounding modes and the three floating types), and the interpreter
// computes them without an invented value, so that a counterexample may
// rest on them.

// mathSpecialSource checks each exact case: natively a mismatch counts in
// bad, in the model it reaches reach_error; and natively, that glibc
// gives a NaN where the model assumes one.
func mathSpecialSource() string {
	var b strings.Builder
	b.WriteString(`#define _GNU_SOURCE
#include <math.h>
#include <fenv.h>
#ifdef NATIVE
#include <stdio.h>
static int bad;
#define FAIL() bad++
#else
extern void reach_error(void);
#define FAIL() reach_error()
#endif
#define SAME(a, b) ((a) == (b) && !signbit(a) == !signbit(b))
`)
	b.WriteString("int main(void) {\n  int modes[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};\n")
	b.WriteString("  for (int m = 0; m < 4; m++) {\n    fesetround(modes[m]);\n")
	for _, ty := range []struct{ c, s string }{{"float", "f"}, {"double", ""}, {"long double", "l"}} {
		b.WriteString("    {\n      volatile " + ty.c + " z = 0, mz = -z, one = 1, two = 2, inf = INFINITY, minf = -INFINITY, nan = NAN;\n")
		for _, c := range [][2]string{
			{"sin(mz)", "mz"}, {"sin(z)", "z"}, {"tan(mz)", "mz"}, {"asin(mz)", "mz"}, {"atan(mz)", "mz"},
			{"sinh(mz)", "mz"}, {"sinh(minf)", "minf"}, {"tanh(mz)", "mz"}, {"tanh(minf)", "-one"}, {"tanh(inf)", "one"},
			{"cos(mz)", "one"}, {"cosh(z)", "one"}, {"cosh(minf)", "inf"},
			{"exp(mz)", "one"}, {"exp(minf)", "z"}, {"exp(inf)", "inf"}, {"exp2(minf)", "z"}, {"exp10(z)", "one"},
			{"acos(one)", "z"}, {"log(mz)", "minf"}, {"log(z)", "minf"}, {"log(one)", "z"}, {"log(inf)", "inf"},
			{"log2(one)", "z"}, {"log2(mz)", "minf"}, {"log10(z)", "minf"}, {"log10(inf)", "inf"}, {"log10(one)", "z"},
			{"pow(nan, mz)", "one"}, {"pow(minf, z)", "one"}, {"pow(one, nan)", "one"}, {"pow(one, minf)", "one"},
			{"cbrt(mz)", "mz"}, {"cbrt(minf)", "minf"}, {"asinh(mz)", "mz"}, {"asinh(minf)", "minf"},
			{"atanh(mz)", "mz"}, {"atanh(one)", "inf"}, {"atanh(-one)", "minf"}, {"erf(mz)", "mz"}, {"erf(minf)", "-one"}, {"erf(inf)", "one"},
			{"expm1(mz)", "mz"}, {"expm1(inf)", "inf"}, {"expm1(minf)", "-one"}, {"log1p(mz)", "mz"}, {"log1p(-one)", "minf"}, {"log1p(inf)", "inf"},
			{"acosh(one)", "z"}, {"acosh(inf)", "inf"}, {"hypot(minf, nan)", "inf"}, {"hypot(nan, inf)", "inf"}, {"hypot(z, minf)", "inf"},
		} {
			call := strings.Replace(c[0], "(", ty.s+"(", 1)
			b.WriteString("      { " + ty.c + " r = " + call + "; if (!SAME(r, " + c[1] + ")) FAIL(); }\n")
		}
		// Where the model assumes a NaN (natively only: the model's NaN
		// is an invented value).
		b.WriteString("#ifdef NATIVE\n      static const double xs[] = {-0x1p-1074, -1e-300, -0.5, -1.0000000001, -2, -1e300, -INFINITY, 1.0000001, 2, 1e300, INFINITY, NAN, __builtin_nans(\"\")};\n")
		b.WriteString("      for (int i = 0; i < 13; i++) {\n        " + ty.c + " x = xs[i];\n")
		for _, c := range [][2]string{
			{"isnan(x) || isinf(x)", "sin(x) cos(x) tan(x)"},
			{"isnan(x) || x < 0", "log(x) log2(x) log10(x)"},
			{"isnan(x) || fabs" + ty.s + "(x) > 1", "asin(x) acos(x) atanh(x)"},
			{"isnan(x) || x < 1", "acosh(x)"},
			{"isnan(x) || x < -1", "log1p(x)"},
			{"isnan(x)", "atan(x) sinh(x) cosh(x) tanh(x) exp(x) exp2(x) exp10(x) cbrt(x) asinh(x) erf(x) expm1(x) pow(x,2) pow(2,x) hypot(x,2) hypot(2,x)"},
		} {
			for _, call := range strings.Fields(c[1]) {
				call = strings.Replace(call, "(", ty.s+"(", 1)
				b.WriteString("        if ((" + c[0] + ") && !isnan(" + call + ")) FAIL();\n")
			}
		}
		b.WriteString("      }\n#endif\n    }\n")
	}
	b.WriteString("  }\n#ifdef NATIVE\n  printf(\"bad %d\\n\", bad);\n#endif\n  return 0;\n}\n")
	return b.String()
}

func TestMathSpecialCases(t *testing.T) {
	src := mathSpecialSource()
	dir := t.TempDir()
	file := filepath.Join(dir, "special.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, model := range []program.DataModel{program.LP64, program.ILP32} {
		t.Run(model.Name, func(t *testing.T) {
			if gcc, err := exec.LookPath("gcc"); err == nil {
				bin := filepath.Join(dir, "special-"+model.Name)
				args := []string{"-DNATIVE", "-O0", "-w", "-fno-builtin", "-frounding-math", "-o", bin, file, "-lm"}
				if model == program.ILP32 {
					args = append([]string{"-m32", "-msse2", "-mfpmath=sse"}, args...)
				}
				if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
					if model == program.ILP32 {
						t.Skipf("gcc -m32 does not work here: %v\n%s", err, out)
					}
					t.Fatalf("gcc: %v\n%s", err, out)
				}
				out, err := exec.Command(bin).Output()
				if err != nil || strings.TrimSpace(string(out)) != "bad 0" {
					t.Fatalf("natively: %v %s", err, out)
				}
			}
			p, err := cfront.Parse(file, cfront.Options{Model: model})
			if err != nil {
				t.Fatal(err)
			}
			res, err := interp.Run(p, interp.NewRandomInputs(1), interp.Options{NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != interp.Finished || res.Bodiless != "" {
				t.Fatalf("interpreter: %s %s (depends on %q)", res.Status, res.Reason, res.Bodiless)
			}
		})
	}
}

// TestMathSpecialCounterexample: a violation that rests on an exact
// special case depends on no invented value; one that rests on the
// result elsewhere does.
func TestMathSpecialCounterexample(t *testing.T) {
	for _, c := range []struct {
		body, dep string
	}{
		{"double x = -0.0; if (cos(x) == 1.0 && signbit(sinf((float)x)) && exp(-x) == 1.0) reach_error();", ""},
		{"double x = -INFINITY; if (exp(x) == 0.0 && pow(x, 0.0) == 1.0 && log(0.0) < -1e308) reach_error();", ""},
		{"double x = 0.5; if (cos(x) <= 1.0) reach_error();", "cos"},
		{"double x = INFINITY; if (sin(x) != sin(x)) reach_error();", "sin"},
		{"double x = -2.0; double y = log(x) + 1.0; if (y != y) reach_error();", "log"},
		// With a signaling NaN, glibc differs between i386 and x86-64.
		{"double s = __builtin_nans(\"\"); if (pow(s, 0.0) == 0.25) reach_error();", "pow"},
		{"float s = __builtin_nansf(\"\"); if (hypotf(INFINITY, s) == 0.25f) reach_error();", "hypotf"},
	} {
		src := "#include <math.h>\nextern void reach_error(void);\nint main(void) { " + c.body + " return 0; }\n"
		p, err := cfront.ParseSource("c.c", []byte(src), cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatal(err)
		}
		// The invented value, where there is one: 0.25 in range, else
		// the default NaN (an input the assumption lets through).
		in := interp.Value{Bits: math.Float64bits(0.25)}
		if c.dep == "hypotf" {
			in = interp.Value{Bits: uint64(math.Float32bits(0.25))}
		}
		if c.dep == "sin" || c.dep == "log" {
			in = interp.Value{Bits: 0xfff8000000000000}
		}
		res, err := interp.Run(p, interp.NewSeqInputs([]interp.Value{in, in}), interp.Options{NoTrace: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != interp.Violated || res.Bodiless != c.dep {
			t.Errorf("%s: %s, depends on %q, want a violation depending on %q", c.body, res.Status, res.Bodiless, c.dep)
		}
	}
}
