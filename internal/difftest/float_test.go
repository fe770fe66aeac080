package difftest

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// TestFloatAgainstGCC is the floating point sibling of TestAgainstGCC:
// random expressions over float, double and long double (+ - * /, unary -,
// comparisons, conversions between the float types and from and to int,
// fabs, sqrt, floor, ceil, trunc, round, rint, fma), each case in one of
// the four rounding modes set with fesetround, run natively (gcc -m32
// -msse2 -mfpmath=sse -frounding-math, inputs volatile) and in the
// interpreter (the C file lowered by cfront); every result must have the
// same bits. A sample of the cases is then proved through the bit-vector
// encoding with bmc: with the inputs nondeterministic and pinned to their
// bits through a union, the error (a result bit pattern other than the
// interpreter's) must be unreachable.
//
// SATABS_FLOAT_CASES=N runs N cases (default 300, 100 with -short);
// SATABS_DIFF_SEED sets the seed; SATABS_FLOAT_NOBMC=1 leaves out the
// encoding. Two NaN results count as equal whatever their sign and
// payload (x87's and libm's rules for them are softfloat's business, and
// only signbit and bit casts see them) unless SATABS_FLOAT_STRICT_NAN=1.
func TestFloatAgainstGCC(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not found")
	}
	dir := t.TempDir()
	total := 300
	if testing.Short() {
		total = 100
	}
	if s := os.Getenv("SATABS_FLOAT_CASES"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 {
			t.Fatalf("SATABS_FLOAT_CASES=%q", s)
		}
		total = n
	}
	seed := int64(7)
	if s := os.Getenv("SATABS_DIFF_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	g := &floatGen{rng: rand.New(rand.NewSource(seed)), types: newFloatTypes()}
	var cases []*floatCase
	for i := 0; i < total; i++ {
		cases = append(cases, g.newCase())
	}
	src := floatSource(cases, false, nil)
	cfile := filepath.Join(dir, "floats.c")
	if err := os.WriteFile(cfile, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "floats")
	args := []string{"-m32", "-msse2", "-mfpmath=sse", "-frounding-math", "-DNATIVE", "-std=gnu11", "-O0", "-w", "-o", exe, cfile, "-lm"}
	if out, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
		t.Skipf("gcc %v: %v\n%s", args, err, out)
	}
	out, err := exec.Command(exe).Output()
	if err != nil {
		t.Fatalf("running the cases: %v", err)
	}
	gccBits := map[int]string{}
	for _, ln := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(ln)
		if len(f) != 2 {
			t.Fatalf("output line %q", ln)
		}
		i, _ := strconv.Atoi(f[0])
		gccBits[i] = f[1]
	}

	p, err := cfront.ParseSource("floats.c", []byte(src), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	res, err := interp.Run(p, interp.NewSeqInputs(nil), interp.Options{NoTrace: true, MaxSteps: 1 << 30})
	if err != nil || res.Status != interp.Finished {
		t.Fatalf("interpreter: %v %v", err, res)
	}
	ours := make([]string, len(cases))
	bad, nans := 0, 0
	strictNaN := os.Getenv("SATABS_FLOAT_STRICT_NAN") != ""
	for i, c := range cases {
		v := globalNamed(p, fmt.Sprintf("out%d", i))
		if v == nil {
			t.Fatalf("no out%d", i)
		}
		val := res.State.Get(v)
		ours[i] = bitsText(val.Bits, val.Hi, c.result)
		if ours[i] != gccBits[i] && !strictNaN && c.result.float && isNaNText(ours[i], c.result) && isNaNText(gccBits[i], c.result) {
			// Both NaN: the sign and payload of a NaN come from x87's
			// and libm's rules, which only signbit and bit casts see.
			nans++
			continue
		}
		if ours[i] != gccBits[i] {
			bad++
			if bad <= 10 {
				t.Errorf("case %d (%s, mode %d): %s\n  gcc %s, interpreter %s", i, c.result.name, c.mode, c.expr, gccBits[i], ours[i])
			}
		}
	}
	if bad > 0 {
		t.Fatalf("%d of %d cases differ", bad, len(cases))
	}
	t.Logf("%d cases: gcc and the interpreter agree (%d NaN results differ in sign or payload only)", len(cases), nans)
	if os.Getenv("SATABS_FLOAT_NOBMC") != "" {
		return
	}

	// The encoding against the interpreter, on a sample.
	every := 10
	if testing.Short() {
		every = 25
	}
	var sample []*floatCase
	var want []string
	for i, c := range cases {
		if i%every == 0 {
			sample = append(sample, c)
			want = append(want, ours[i])
		}
	}
	bsrc := floatSource(sample, true, want)
	q, err := cfront.ParseSource("floats_bmc.c", []byte(bsrc), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	r, err := bmc.Check(context.Background(), q, bmc.Options{Unwind: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != bmc.True {
		t.Fatalf("bmc: %v (the encoding differs from the interpreter on a case)\n%s", r.Verdict, bsrc)
	}
	t.Logf("%d cases through bmc: the encoding agrees", len(sample))
}

// isNaNText says whether the printed bits of a value of float type t are a
// NaN.
func isNaNText(s string, t *fType) bool {
	v, err := strconv.ParseUint(s[max(0, len(s)-16):], 16, 64)
	if err != nil {
		return false
	}
	var hi uint64
	if len(s) > 16 {
		hi, _ = strconv.ParseUint(s[:len(s)-16], 16, 64)
	}
	return softfloat.IsNaN(t.format, softfloat.Bits{Lo: v, Hi: hi})
}

func globalNamed(p *program.Program, name string) *program.Var {
	for _, v := range p.Globals {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// bitsText prints a value of t's representation as hex digits of its
// width, the way the C side prints them.
func bitsText(lo, hi uint64, t *fType) string {
	if t.bits > 64 {
		return fmt.Sprintf("%04x%016x", hi&0xffff, lo)
	}
	if t.bits < 64 {
		lo &= uint64(1)<<uint(t.bits) - 1
	}
	return fmt.Sprintf("%0*x", t.bits/4, lo)
}

// An fType is a C type of the generator.
type fType struct {
	name   string
	bits   int // value bits
	float  bool
	format softfloat.Format
	uint   string // the unsigned type of the value bits, for the union of the bmc inputs
}

type floatTypes struct {
	flt, dbl, ldbl, int_ *fType
}

func newFloatTypes() floatTypes {
	return floatTypes{
		flt:  &fType{name: "float", bits: 32, float: true, format: softfloat.Binary32, uint: "unsigned int"},
		dbl:  &fType{name: "double", bits: 64, float: true, format: softfloat.Binary64, uint: "unsigned long long"},
		ldbl: &fType{name: "long double", bits: 80, float: true, format: softfloat.X87},
		int_: &fType{name: "int", bits: 32, uint: "unsigned int"},
	}
}

type floatCase struct {
	inputs []*fType
	vals   []softfloat.Bits
	expr   string
	result *fType
	mode   int // index into the fesetround modes
}

var feNames = []string{"FE_TONEAREST", "FE_DOWNWARD", "FE_UPWARD", "FE_TOWARDZERO"}

type floatGen struct {
	rng   *rand.Rand
	types floatTypes
}

func (g *floatGen) pickFloat() *fType {
	switch g.rng.Intn(5) {
	case 0, 1:
		return g.types.flt
	case 2, 3:
		return g.types.dbl
	}
	return g.types.ldbl
}

// value returns random bits for t: often a small or edge value, else any
// pattern (NaNs and infinities included).
func (g *floatGen) value(t *fType) softfloat.Bits {
	if !t.float {
		return softfloat.Bits{Lo: uint64(int32(g.rng.Intn(2001) - 1000))}
	}
	f := t.format
	switch g.rng.Intn(4) {
	case 0:
		x := softfloat.Bits{Lo: g.rng.Uint64(), Hi: g.rng.Uint64()}
		if t.bits < 64 {
			x.Lo &= uint64(1)<<uint(t.bits) - 1
		}
		x.Hi &= program.HiMask(t.bits)
		if f.ExplicitInt {
			// Patterns x87 itself never produces (unnormals) are left
			// out: their meaning is not IEEE's.
			e := x.Hi & 0x7fff
			x.Lo = x.Lo&^(1<<63) | boolBit(e != 0)<<63
		}
		return x
	case 1:
		num := int64(g.rng.Intn(200001) - 100000)
		x := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(num)}, 64, true)
		den := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(1 + g.rng.Intn(1000))}, 64, true)
		return softfloat.Div(f, softfloat.NearestEven, x, den)
	case 2:
		s := []string{"0", "1", "0.5", "0.1", "3", "1e10", "1e-10", "1e38", "1e-38", "1e-45", "1e308", "4e-324", "65504", "16777217", "9007199254740993"}[g.rng.Intn(15)]
		x, err := softfloat.Parse(f, s)
		if err != nil {
			panic(err)
		}
		if g.rng.Intn(2) == 0 {
			x = softfloat.Neg(f, x)
		}
		return x
	}
	return softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(g.rng.Intn(2001) - 1000)}, 64, true)
}

func boolBit(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func (g *floatGen) newCase() *floatCase {
	c := &floatCase{mode: g.rng.Intn(4)}
	c.result = g.pickFloat()
	if g.rng.Intn(6) == 0 {
		c.result = g.types.int_
	}
	c.expr = g.expr(c, c.result, 3)
	return c
}

// input adds an input of type t and returns its name.
func (g *floatGen) input(c *floatCase, t *fType) string {
	c.inputs = append(c.inputs, t)
	c.vals = append(c.vals, g.value(t))
	return fmt.Sprintf("v%d", len(c.inputs)-1)
}

// expr returns an expression of type t.
func (g *floatGen) expr(c *floatCase, t *fType, depth int) string {
	if !t.float {
		// An int: a comparison, a classification, a conversion of a
		// float (which is undefined out of range: the value is kept
		// small with fmod-free clamping through fmin/fmax), or an input.
		switch g.rng.Intn(4) {
		case 0:
			ft := g.pickFloat()
			ops := []string{"<", "<=", ">", ">=", "==", "!="}
			return fmt.Sprintf("(%s %s %s)", g.expr(c, ft, depth-1), ops[g.rng.Intn(len(ops))], g.expr(c, ft, depth-1))
		case 1:
			ft := g.pickFloat()
			fn := []string{"__builtin_isnan", "__builtin_isinf", "__builtin_isfinite", "__builtin_signbit", "__builtin_isnormal"}[g.rng.Intn(5)]
			return fmt.Sprintf("(%s(%s) != 0)", fn, g.expr(c, ft, depth-1))
		case 2:
			ft := g.types.dbl
			return fmt.Sprintf("(int)__builtin_fmin(__builtin_fmax(%s, -1e9), 1e9)", g.nonNaN(c, ft, depth-1))
		}
		return g.input(c, t)
	}
	if depth <= 0 || g.rng.Intn(5) == 0 {
		return g.input(c, t)
	}
	suffix := map[int]string{32: "f", 64: "", 80: "l"}[t.bits]
	switch g.rng.Intn(10) {
	case 0, 1, 2, 3:
		ops := []string{"+", "-", "*", "/"}
		return fmt.Sprintf("(%s %s %s)", g.expr(c, t, depth-1), ops[g.rng.Intn(4)], g.expr(c, t, depth-1))
	case 4:
		return fmt.Sprintf("(-%s)", g.expr(c, t, depth-1))
	case 5:
		// A conversion from another float type or from int.
		from := g.pickFloat()
		if g.rng.Intn(3) == 0 {
			from = g.types.int_
		}
		return fmt.Sprintf("((%s)%s)", t.name, g.expr(c, from, depth-1))
	case 6:
		fn := []string{"fabs", "sqrt", "floor", "ceil", "trunc", "round", "rint", "nearbyint"}[g.rng.Intn(8)]
		return fmt.Sprintf("__builtin_%s%s(%s)", fn, suffix, g.expr(c, t, depth-1))
	case 7:
		if t.bits == 80 {
			return g.input(c, t)
		}
		return fmt.Sprintf("__builtin_fma%s(%s, %s, %s)", suffix, g.expr(c, t, depth-1), g.expr(c, t, depth-1), g.expr(c, t, depth-1))
	case 8:
		fn := []string{"fmin", "fmax", "copysign"}[g.rng.Intn(3)]
		return fmt.Sprintf("__builtin_%s%s(%s, %s)", fn, suffix, g.expr(c, t, depth-1), g.expr(c, t, depth-1))
	}
	return fmt.Sprintf("(%s ? %s : %s)", g.expr(c, g.types.int_, depth-1), g.expr(c, t, depth-1), g.expr(c, t, depth-1))
}

// nonNaN is an expression of float type t that is not a NaN.
func (g *floatGen) nonNaN(c *floatCase, t *fType, depth int) string {
	e := g.expr(c, t, depth)
	return fmt.Sprintf("(__builtin_isnan(%s) ? 0 : %s)", e, e)
}

// floatSource writes the cases as one C file: for gcc and the interpreter
// (inputs are volatile literals; each result's bits are printed and kept
// in a global outN), or, with bmc set, for the bounded check (inputs are
// nondeterministic, pinned to their bits through a union, and a result
// whose bits differ from want calls reach_error).
func floatSource(cases []*floatCase, bmc bool, want []string) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	w("#include <stdio.h>")
	w("#include <string.h>")
	w("#include <fenv.h>")
	w("extern void reach_error(void);")
	w("extern void __VERIFIER_assume(int);")
	w("extern unsigned int __VERIFIER_nondet_uint(void);")
	w("extern unsigned long long __VERIFIER_nondet_ulonglong(void);")
	w("extern long double __VERIFIER_nondet_long_double(void);")
	w("union u32 { float f; int i; unsigned int u; };")
	w("union u64 { double f; unsigned long long u; };")
	w("union u80 { long double f; struct { unsigned long long lo; unsigned short hi; } u; };")
	for i, c := range cases {
		w("%s out%d;", c.result.name, i)
	}
	// Only the native build prints (the interpreter's memory is typed: it
	// does not read a float's bytes through an unsigned char pointer).
	w("#ifdef NATIVE")
	w("static void show(int i, const void *p, int n) {")
	w("  const unsigned char *b = p; printf(\"%%d \", i);")
	w("  for (int k = n - 1; k >= 0; k--) printf(\"%%02x\", b[k]);")
	w("  printf(\"\\n\");")
	w("}")
	w("#else")
	w("#define show(i, p, n)")
	w("#endif")
	w("int main(void) {")
	for i, c := range cases {
		w("  {")
		for j, t := range c.inputs {
			v := c.vals[j]
			switch {
			case !bmc && !t.float:
				w("    volatile int v%d = %d;", j, int32(v.Lo))
			case !bmc:
				w("    volatile %s v%d = %s;", t.name, j, program.FloatLiteral(floatProgramType(t), v))
			case t.bits == 32:
				w("    union u32 in%d; in%d.u = __VERIFIER_nondet_uint(); __VERIFIER_assume(in%d.u == %#xu);", j, j, j, v.Lo&0xffffffff)
				if t.float {
					w("    %s v%d = in%d.f;", t.name, j, j)
				} else {
					w("    %s v%d = in%d.i;", t.name, j, j)
				}
			case t.bits == 64:
				w("    union u64 in%d; in%d.u = __VERIFIER_nondet_ulonglong(); __VERIFIER_assume(in%d.u == %#xull);", j, j, j, v.Lo)
				w("    %s v%d = in%d.f;", t.name, j, j)
			default:
				w("    union u80 in%d; in%d.f = __VERIFIER_nondet_long_double(); __VERIFIER_assume(in%d.u.lo == %#xull && in%d.u.hi == %#x);", j, j, j, v.Lo, j, v.Hi&0xffff)
				w("    %s v%d = in%d.f;", t.name, j, j)
			}
		}
		w("    fesetround(%s);", feNames[c.mode])
		w("    out%d = %s;", i, c.expr)
		w("    fesetround(FE_TONEAREST);")
		switch {
		case !bmc:
			w("    show(%d, &out%d, %d);", i, i, c.result.bits/8)
		case c.result.bits == 80:
			hi, _ := strconv.ParseUint(want[i][:4], 16, 64)
			lo, _ := strconv.ParseUint(want[i][4:], 16, 64)
			w("    union u80 r; r.f = out%d; if (r.u.lo != %#xull || r.u.hi != %#x) reach_error();", i, lo, hi)
		case c.result.bits == 64:
			w("    union u64 r; r.f = out%d; if (r.u != 0x%sull) reach_error();", i, want[i])
		case c.result.float:
			w("    union u32 r; r.f = out%d; if (r.u != 0x%su) reach_error();", i, want[i])
		default:
			w("    if ((unsigned)out%d != 0x%su) reach_error();", i, want[i])
		}
		w("  }")
	}
	w("  return 0;")
	w("}")
	return b.String()
}

// floatProgramType is the program type of a generator's float type, for
// printing literals.
func floatProgramType(t *fType) *program.Type {
	return program.FloatType(t.name, t.format, int64(t.bits/8), 4)
}
