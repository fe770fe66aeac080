package cfront

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// TestMathRangeAssumed: a call of a function of math.h that is not
// computed exactly (and has no special cases: mathspecial_test.go)
// havocs its result (marked Bodiless) and assumes its documented range
// right after, with bounds rounded outward in the result's type; a
// function without a documented range gets no assumption.
func TestMathRangeAssumed(t *testing.T) {
	src := `#include <math.h>
double d; float f; long double l;
int main(void) { d = atan2(d, d); f = erfcf(f); l = erfcl(l); d = lgamma(d); return 0; }
`
	p, err := ParseSource("m.c", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	assumed := map[string]string{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			h, ok := e.Stmt.(*program.Havoc)
			if !ok || h.Bodiless == "" {
				continue
			}
			assumed[h.Bodiless] = ""
			if len(e.To.Out) == 1 {
				if a, ok := e.To.Out[0].Stmt.(*program.Assume); ok {
					assumed[h.Bodiless] = program.ExprString(a.Cond)
				}
			}
		}
	}
	want := map[string]string{
		"atan2":  "!(main::$tmp1 < (-0x1.921fb54442d19p+1)) && !(0x1.921fb54442d19p+1 < main::$tmp1)",
		"erfcf":  "!(main::$tmp2 < 0x0p+0F) && !(0x1p+1F < main::$tmp2)",
		"erfcl":  "!(main::$tmp3 < 0x0p+0L) && !(0x8p-2L < main::$tmp3)",
		"lgamma": "",
	}
	for name, w := range want {
		got, ok := assumed[name]
		if !ok {
			t.Errorf("%s: no havoc", name)
			continue
		}
		// Temporaries are numbered by the front end: compare the shape.
		norm := func(s string) string {
			for _, f := range strings.Fields("$tmp1 $tmp2 $tmp3 $tmp4") {
				s = strings.ReplaceAll(s, f, "$tmp")
			}
			return s
		}
		if norm(got) != norm(w) {
			t.Errorf("%s: assumed %q, want %q", name, got, w)
		}
	}
}

// TestMathRangesAgainstGlibc: glibc's results lie in the documented
// ranges the front end assumes, for every function, type and data model,
// on special values, values near the ranges' ends, and random patterns.
func TestMathRangesAgainstGlibc(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	rng := rand.New(rand.NewSource(23))
	operands := []float64{0, math.Copysign(0, -1), 1, -1, 0.5, -0.5, math.Pi / 2, -math.Pi / 2, math.Pi, 1e-310,
		710, -710, 1e300, -1e300, math.Inf(1), math.Inf(-1), math.NaN(), 88.7, -103, 11356, -11400, 20, -20}
	for len(operands) < 300 {
		switch rng.Intn(3) {
		case 0:
			operands = append(operands, rng.NormFloat64()*4)
		case 1:
			operands = append(operands, rng.NormFloat64()*1e3)
		default:
			operands = append(operands, math.Float64frombits(rng.Uint64()))
		}
	}
	var names []string
	for n := range mathRanges {
		names = append(names, n)
	}
	sort.Strings(names)
	types := []struct {
		c, suffix, lit string
		f              softfloat.Format
	}{{"float", "f", "F", softfloat.Binary32}, {"double", "", "", softfloat.Binary64}, {"long double", "l", "L", softfloat.X87}}
	var b strings.Builder
	b.WriteString("#define _GNU_SOURCE\n#include <math.h>\n#include <stdio.h>\n")
	fmt.Fprintf(&b, "static const double ops[%d] = {", len(operands))
	for _, x := range operands {
		switch {
		case math.IsNaN(x):
			b.WriteString("NAN, ")
		case math.IsInf(x, 0):
			fmt.Fprintf(&b, "%sINFINITY, ", map[bool]string{true: "-", false: ""}[x < 0])
		default:
			fmt.Fprintf(&b, "%s, ", softfloat.Hex(softfloat.Binary64, softfloat.Bits{Lo: math.Float64bits(x)}))
		}
	}
	b.WriteString("};\nint main(void) {\n  int bad = 0, n = 0;\n")
	for _, name := range names {
		r := mathRanges[name]
		for _, ty := range types {
			fn := name + ty.suffix
			arg := "(" + ty.c + ")ops[i]"
			call := fn + "(" + arg + ")"
			if name == "atan2" || name == "hypot" {
				call = fn + "(" + arg + ", (" + ty.c + ")ops[(i * 7 + 3) % " + fmt.Sprint(len(operands)) + "])"
			}
			fmt.Fprintf(&b, "  for (int i = 0; i < %d; i++) { volatile %s r = %s; n++;\n", len(operands), ty.c, call)
			t := &program.Type{Kind: program.KindFloat, Float: ty.f}
			if r.lo != "" {
				lo, _ := softfloat.ParseRounding(t.Float, softfloat.Downward, r.lo)
				fmt.Fprintf(&b, "    if (r < %s%s) { bad++; printf(\"%s(%%a) = %%La\\n\", ops[i], (long double)r); }\n", softfloat.Hex(ty.f, lo), ty.lit, fn)
			}
			if r.hi != "" {
				hi, _ := softfloat.ParseRounding(t.Float, softfloat.Upward, r.hi)
				fmt.Fprintf(&b, "    if (r > %s%s) { bad++; printf(\"%s(%%a) = %%La\\n\", ops[i], (long double)r); }\n", softfloat.Hex(ty.f, hi), ty.lit, fn)
			}
			b.WriteString("  }\n")
		}
	}
	b.WriteString("  printf(\"checked %d bad %d\\n\", n, bad);\n  return 0;\n}\n")
	dir := t.TempDir()
	src := filepath.Join(dir, "ranges.c")
	if err := os.WriteFile(src, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, m32 := range []bool{false, true} {
		bin := filepath.Join(dir, fmt.Sprint("prog", m32))
		args := []string{"-O0", "-w", "-fno-builtin", "-o", bin, src, "-lm"}
		if m32 {
			args = append([]string{"-m32", "-msse2", "-mfpmath=sse"}, args...)
		}
		if out, err := exec.Command(gcc, args...).CombinedOutput(); err != nil {
			if m32 {
				t.Logf("gcc -m32 does not work here: %v\n%s", err, out)
				continue
			}
			t.Fatalf("gcc: %v\n%.2000s", err, out)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatalf("running: %v", err)
		}
		if !strings.Contains(string(out), " bad 0\n") {
			t.Errorf("m32=%v: results outside the documented ranges:\n%s", m32, out)
		}
		t.Logf("m32=%v: %s", m32, strings.TrimSpace(string(out)))
	}
}
