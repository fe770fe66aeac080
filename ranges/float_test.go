package ranges

import (
	"context"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

var long = flag.Bool("long", false, "run the long float soundness tests, and 8 random runs of each program in TestSoundOnPrograms instead of 3, and bug twins there too")

func f64(x float64) softfloat.Bits { return softfloat.Bits{Lo: math.Float64bits(x)} }

func rng64(lo, hi float64) *FloatRange {
	return &FloatRange{Format: softfloat.Binary64, Num: true, Lo: f64(lo), Hi: f64(hi)}
}

// TestFloatRangeOps: the outward-rounded operations on small tables.
func TestFloatRangeOps(t *testing.T) {
	b64 := softfloat.Binary64
	third := rng64(1, 1)
	third = floatArith(program.FDiv, third, rng64(3, 3))
	cases := []struct {
		name string
		got  *FloatRange
		want string
	}{
		{"add", floatArith(program.FAdd, rng64(1, 2), rng64(3, 4)), "[4, 6]"},
		{"sub", floatArith(program.FSub, rng64(1, 2), rng64(3, 4)), "[-3, -1]"},
		{"mul signs", floatArith(program.FMul, rng64(-1, 2), rng64(-3, 4)), "[-6, 8]"},
		{"div", floatArith(program.FDiv, rng64(1, 2), rng64(4, 8)), "[0.125, 0.5]"},
		{"div by a range with 0", floatArith(program.FDiv, rng64(1, 2), rng64(-1, 1)), "[-inf, inf]+NaN"},
		{"inf operand", floatArith(program.FAdd, floatTop(b64), rng64(1, 1)), "[-inf, inf]+NaN"},
		{"overflow", floatArith(program.FMul, rng64(1e300, 1e300), rng64(1e10, 1e10)), "[1.7976931348623157e+308, inf]"},
		{"square", floatSquare(rng64(-2, 1)), "[0, 4]"},
		{"square negative", floatSquare(rng64(-3, -2)), "[4, 9]"},
		{"outward: 1 - tiny", floatArith(program.FSub, rng64(1, 1), rng64(0, 1e-20)), "[0.9999999999999999, 1]"},
		{"to nearest: 1 - tiny", floatArithIn(program.FSub, rng64(1, 1), rng64(0, 1e-20), softfloat.NearestEven, softfloat.NearestEven), "[1, 1]"},
		{"to nearest: overflow", floatArithIn(program.FMul, rng64(1e300, 1e300), rng64(1e10, 1e10), softfloat.NearestEven, softfloat.NearestEven), "[inf, inf]"},
		{"toward zero: square", floatSquareIn(rng64(-3, 1.0000001), softfloat.TowardZero, softfloat.TowardZero), "[0, 9]"},
		{"join", floatJoin(rng64(1, 2), &FloatRange{Format: b64, NaN: true}), "[1, 2]+NaN"},
		{"meet empty", floatMeet(rng64(1, 2), rng64(3, 4)), "{}"},
		{"widen to threshold", floatWiden(rng64(0, 1), rng64(0, 1.5), []softfloat.Bits{f64(-10), f64(0), f64(10)}), "[0, 10]"},
		{"widen past thresholds", floatWiden(rng64(0, 1), rng64(-20, 1), []softfloat.Bits{f64(-10), f64(10)}), "[-inf, 1]"},
	}
	for _, c := range cases {
		if s := c.got.String(); s != c.want {
			t.Errorf("%s: %s, want %s", c.name, s, c.want)
		}
	}
	// The bounds of an operation are rounded in its mode when that is a
	// constant, outward when it is the program's mode variable or absent.
	rmVar := &program.VarRef{Var: &program.Var{Name: "__rounding_mode", Type: program.RoundingModeType}}
	for _, c := range []struct {
		rm       program.Expr
		down, up softfloat.RoundingMode
	}{
		{program.NearestEvenRM, softfloat.NearestEven, softfloat.NearestEven},
		{program.NewConst(program.RoundingModeType, uint64(softfloat.Upward)), softfloat.Upward, softfloat.Upward},
		{rmVar, softfloat.Downward, softfloat.Upward},
		{nil, softfloat.Downward, softfloat.Upward},
	} {
		if down, up := roundingBounds(c.rm); down != c.down || up != c.up {
			t.Errorf("roundingBounds(%v) = %v, %v, want %v, %v", c.rm, down, up, c.down, c.up)
		}
	}
	// 1/3 rounded outward: two neighbouring doubles around the real third.
	if lo, hi := math.Float64frombits(third.Lo.Lo), math.Float64frombits(third.Hi.Lo); !(lo < hi && math.Nextafter(lo, 1) == hi && (lo == 1.0/3 || hi == 1.0/3)) {
		t.Errorf("1/3: [%v, %v] is not the outward rounding", lo, hi)
	}
	// nextUp and nextDown step one value, through zero and subnormals, in
	// every format.
	for _, f := range []softfloat.Format{softfloat.Binary32, softfloat.Binary64, softfloat.X87} {
		one, _ := softfloat.Parse(f, "1")
		if !softfloat.Less(f, one, nextUp(f, one)) || !softfloat.Equal(f, nextDown(f, nextUp(f, one)), one) {
			t.Errorf("%v: nextUp/nextDown of 1", f)
		}
		z := softfloat.Bits{}
		if !softfloat.Equal(f, nextUp(f, z), minSubnormal) || !softfloat.Equal(f, nextUp(f, nextDown(f, z)), z) {
			t.Errorf("%v: nextUp/nextDown at 0", f)
		}
	}
}

// floatDischargeCases are programs whose one check the float stage
// proves (TRUE) or must not prove (a real violation, or beyond
// intervals).
var floatDischargeCases = []struct {
	name  string
	src   string
	prove bool
}{
	{"assumed range", `float x = __VERIFIER_nondet_float(); __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
	  float y = x * 2.0f + 1.0f; __VERIFIER_assert(y >= 1.0f && y <= 3.0f);`, true},
	{"assumed range bug", `float x = __VERIFIER_nondet_float(); __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
	  float y = x * 2.0f + 1.0f; __VERIFIER_assert(y < 3.0f);`, false},
	{"exact bound, one rounding mode", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 0.0 && x < 1.0);
	  double r = 1.0 + 0.5 * x - 0.125 * x * x; __VERIFIER_assert(r >= 1.0);`, true},
	{"exact bound, any rounding mode", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 0.0 && x < 1.0);
	  fesetround(0x400); double r = 1.0 + 0.5 * x - 0.125 * x * x; __VERIFIER_assert(r >= 1.0);`, false},
	{"strict comparison", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x < 1.0);
	  __VERIFIER_assert(x < 1.0);`, true},
	{"NaN fails every comparison", `double x = __VERIFIER_nondet_double();
	  __VERIFIER_assert(x <= 0.0 || x > 0.0);`, false},
	{"NaN excluded by x == x", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x == x);
	  __VERIFIER_assert(x <= 0.0 || x > 0.0);`, true},
	{"int to float", `int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= -100 && i <= 100);
	  double d = i; __VERIFIER_assert(d >= -100.0 && d <= 100.0);`, true},
	{"float to int", `double d = __VERIFIER_nondet_double(); __VERIFIER_assume(d >= 0.0 && d <= 10.0);
	  int k = (int)(d * 3.0); __VERIFIER_assert(k >= 0 && k <= 30);`, true},
	{"float to int bug", `double d = __VERIFIER_nondet_double(); __VERIFIER_assume(d >= 0.0 && d <= 10.0);
	  int k = (int)(d * 3.0); __VERIFIER_assert(k < 30);`, false},
	{"float to double comparison", `float f = __VERIFIER_nondet_float(); __VERIFIER_assume(f > -2.0 && f < 2.0);
	  __VERIFIER_assert(f * f < 4.0f);`, true},
	{"taylor by splitting", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= -1.0 && x <= 1.0);
	  double r = x - x*x*x/6.0; __VERIFIER_assert(r <= 0.84 && r >= -0.84);`, true},
	{"taylor bug", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= -1.0 && x <= 1.0);
	  double r = x - x*x*x/6.0; __VERIFIER_assert(r <= 0.83);`, false},
	{"contraction loop", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 0.0 && x <= 10.0);
	  while (__VERIFIER_nondet_int()) x = 0.5 * x + 2.0; __VERIFIER_assert(x >= 0.0 && x <= 10.0);`, true},
	{"loop to threshold", `double s = 0.0; while (__VERIFIER_nondet_int()) { double in = __VERIFIER_nondet_double();
	  __VERIFIER_assume(in >= -1.0 && in <= 1.0); s = 0.5 * s + in; } __VERIFIER_assert(s <= 2.5 && s >= -2.5);`, true},
	{"concrete loop followed exactly", `float x = 1.0f, z = 42.0f; while (x < 1e7f) { x = x * 2.0f; z = z - 1.0f; }
	  __VERIFIER_assert(z > 0.0f && x >= 1e7f);`, true},
	{"counted loop unrolled", `float x = __VERIFIER_nondet_float(); __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
	  float s = 0.0f; for (int i = 0; i < 50; i++) s = s + x * 0.02f; __VERIFIER_assert(s <= 1.0001f);`, true},
	{"loop count split", `int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 0 && n <= 40); float s = 0.0f;
	  for (int i = 0; i < n; i++) s += 0.5f; __VERIFIER_assert(s == (float)n * 0.5f);`, true},
	{"loop count split bug", `int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 0 && n <= 40); float s = 0.0f;
	  for (int i = 0; i < n; i++) s += 0.1f; __VERIFIER_assert(s == (float)n * 0.1f);`, false},
	{"growing loop", `double s = 0.0; while (__VERIFIER_nondet_int()) s = s + 1.0; __VERIFIER_assert(s < 1e6);`, false},
	{"division near zero", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= -1.0 && x <= 1.0);
	  double y = 1.0 / x; __VERIFIER_assert(y <= 1e300);`, false},
	{"sqrt", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 1.0 && x <= 4.0);
	  __VERIFIER_assert(__builtin_sqrt(x) <= 2.0);`, true},
	{"documented range of sin", `double x = __VERIFIER_nondet_double(); double y = sin(x) * 2.0;
	  __VERIFIER_assert(!(y > 2.0) && !(y < -2.0));`, true},
	{"sin's value", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 0.0 && x <= 1.0);
	  __VERIFIER_assert(!(sin(x) > 0.9));`, false},
	{"Newton steps: affine forms on split pieces", `float a = __VERIFIER_nondet_float(); __VERIFIER_assume(a >= 1.0f && a <= 4.0f);
	  float x = 1.0f; for (int i = 0; i < 5; i++) x = 0.5f * (x + a / x);
	  float e = x * x - a; __VERIFIER_assert(e <= 1e-4f && e >= -1e-4f);`, true},
	{"cancellation kept by a form", `double x = __VERIFIER_nondet_double(); __VERIFIER_assume(x >= 1.0 && x <= 2.0);
	  double t = x * 0.5; double u = t - t * t; __VERIFIER_assert(u >= -0.01);`, true},
	{"rounding mode", `float x = __VERIFIER_nondet_float(); __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
	  fesetround(0x800); float z = (x * 0.1f) * 10.0f; fesetround(0); __VERIFIER_assert(z <= 1.0f);`, false},
}

const floatPrelude = `extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern int fesetround(int);
extern double sin(double);
void reach_error(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
`

// TestFloatDischarge: the float stage proves the safe programs and none of
// the others.
//
// Each program is analysed as the front end made it and cut to the cone of
// its checks (program.ConeOfChecks, as engine.Prepare does before the
// analysis): the cut removes the edge that passes the check, and the
// analysis must not take the error call that is left for a sure failure.
func TestFloatDischarge(t *testing.T) {
	for _, c := range floatDischargeCases {
		for _, cone := range []bool{false, true} {
			p := parse(t, floatPrelude+c.src+"\nreturn 0; }\n", cfront.Checks{})
			if cone {
				program.ConeOfChecks(p, func(*program.CheckInfo) bool { return true })
			}
			ds, _, err := Discharge(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			proved := false
			for _, d := range ds {
				proved = proved || d.Kind == program.CheckReachError
			}
			if proved != c.prove {
				t.Errorf("%s (cut to the cone: %v): proved %v, want %v", c.name, cone, proved, c.prove)
			}
		}
	}
}

// floatInputs gives floats near the ranges programs assume (uniform in
// [-2, 2] or [-120, 120], special values, raw bits) and small integers
// that end loops soon.
type floatInputs struct{ rng *rand.Rand }

func (in floatInputs) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	r := in.rng
	switch t.Kind {
	case program.KindFloat:
		var x float64
		switch k := r.IntN(20); {
		case k < 9:
			x = -2.1 + 4.2*r.Float64()
		case k < 16:
			x = -120 + 240*r.Float64()
		case k < 18:
			x = []float64{0, math.Copysign(0, -1), 1, -1, 0.5, 2, 10, 100, math.Inf(1), math.NaN()}[r.IntN(10)]
		default:
			x = math.Float64frombits(r.Uint64())
		}
		b := softfloat.Convert(softfloat.Binary64, t.Float, softfloat.NearestEven, f64(x))
		return interp.Value{Bits: b.Lo, Hi: b.Hi}, nil
	case program.KindBool:
		return interp.Value{Bits: uint64(r.IntN(2))}, nil
	case program.KindInt:
		v := int64(r.IntN(40)) - 5
		if r.IntN(8) == 0 {
			v = int64(r.Uint64())
		}
		return interp.IntValue(t, uint64(v)), nil
	}
	return interp.NewRandomInputs(r.Int64()).Havoc(e, t)
}

// contains reports whether the float value v (bits of r's format) lies in r.
func (r *FloatRange) contains(v softfloat.Bits) bool {
	if softfloat.IsNaN(r.Format, v) {
		return r.NaN
	}
	return r.Num && softfloat.LessEqual(r.Format, r.Lo, v) && softfloat.LessEqual(r.Format, v, r.Hi)
}

// observeFloatSound runs p on random inputs and reports a value of a
// tracked variable (float or integer) outside its range, or a location
// reached that the analysis says is not; it returns the number of values
// compared.
func observeFloatSound(t *testing.T, name string, p *program.Program, r *Result, runs int, seed uint64) int {
	t.Helper()
	bad, compared := 0, 0
	for run := 0; run < runs && bad < 5; run++ {
		opts := interp.Options{MaxSteps: 20_000, NoTrace: true}
		opts.Observe = func(l *program.Loc, s *interp.State) {
			if bad >= 5 {
				return
			}
			en := r.in[l.ID]
			if en == nil {
				t.Errorf("%s: %s (%s) is reached, but the analysis says it is not", name, l, l.Pos)
				bad++
				return
			}
			for i, v := range r.a.vars {
				if s.IsDead(v) {
					continue
				}
				val := s.Get(v)
				compared++
				if en[i].F != nil {
					b := softfloat.Bits{Lo: val.Bits, Hi: val.Hi}
					if !en[i].F.contains(b) {
						t.Errorf("%s: at %s (%s) %s = %s, outside %s", name, l, l.Pos, v.Name, softfloat.Hex(v.Type.Float, b), en[i].F)
						bad++
					}
					continue
				}
				if !en[i].Known() {
					continue
				}
				x := valueBig(val, v.Type)
				if x.Cmp(en[i].Lo) < 0 || x.Cmp(en[i].Hi) > 0 {
					t.Errorf("%s: at %s (%s) %s = %s, outside %s", name, l, l.Pos, v.Name, x, en[i])
					bad++
				}
			}
		}
		interp.Run(p, floatInputs{rand.New(rand.NewPCG(seed, uint64(run)))}, opts)
	}
	return compared
}

// TestFloatSoundOnPrograms: on the float programs of the repository, every
// value a concrete run meets lies in the range the float analysis gives
// its location.
func TestFloatSoundOnPrograms(t *testing.T) {
	var files []string
	for _, pat := range []string{"../examples/floats/*.c", "../examples/floats/bench/*.c", "../cfront/testdata/float*.c"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	runs := 6
	if *long {
		runs = 2000
	}
	analysed, compared := 0, 0
	for _, f := range files {
		p, err := cfront.Parse(f, cfront.Options{})
		if err != nil {
			continue
		}
		r, err := analyze(context.Background(), p, options{floats: true, widenAfter: floatWidenAfter, maxWork: floatMaxWork, thresholds: floatThresholds(p)})
		if err != nil {
			t.Fatal(err)
		}
		analysed++
		compared += observeFloatSound(t, f, p, r, runs, 1)
		// The same on the program with its loops unrolled, as the float
		// stage analyses it: the interpreter runs the unrolled copy.
		if q := unrollLoops(p); q != nil {
			r, err := analyze(context.Background(), q, options{floats: true, widenAfter: floatWidenAfter, maxWork: floatMaxWork, thresholds: floatThresholds(q)})
			if err != nil {
				continue
			}
			compared += observeFloatSound(t, f+" (unrolled)", q, r, runs, 2)
		}
	}
	if analysed < 30 {
		t.Errorf("only %d programs analysed", analysed)
	}
	t.Logf("%d programs, %d values compared", analysed, compared)
}

// randomFloatProgram is a float program over one input assumed in a
// range: a random expression of + - * / over the input and constants,
// sometimes a loop that updates it a constant or an input's number of
// times, and a check that its value stays below a bound.
func randomFloatProgram(rng *rand.Rand, bound float64) string {
	typ := []string{"float", "double", "long double"}[rng.IntN(3)]
	suffix := map[string]string{"float": "f", "double": "", "long double": "L"}[typ]
	lit := func(x float64) string { return fmt.Sprintf("%.2f%s", x, suffix) }
	var expr func(d int) string
	expr = func(d int) string {
		if d == 0 || rng.IntN(4) == 0 {
			if rng.IntN(3) == 0 {
				return lit(float64(rng.IntN(17)-8) / 4)
			}
			return "x"
		}
		op := []string{"+", "-", "*", "*", "/"}[rng.IntN(5)]
		r := expr(d - 1)
		if op == "/" {
			r = "(" + r + " * " + r + " + " + lit(1) + ")" // never zero
		}
		return "(" + expr(d-1) + " " + op + " " + r + ")"
	}
	lo := float64(rng.IntN(9)-4) / 2
	hi := lo + float64(rng.IntN(8)+1)/4
	var b strings.Builder
	fmt.Fprintf(&b, "%s x = __VERIFIER_nondet_%s();\n", typ, strings.ReplaceAll(typ, " ", "_"))
	fmt.Fprintf(&b, "__VERIFIER_assume(x >= %s && x <= %s);\n", lit(lo), lit(hi))
	fmt.Fprintf(&b, "%s r = %s;\n", typ, expr(3))
	if rng.IntN(3) == 0 { // a counted loop, or one of an input's count
		n := fmt.Sprint(rng.IntN(12) + 1)
		if rng.IntN(2) == 0 {
			fmt.Fprintf(&b, "int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 0 && n <= %s);\n", n)
			n = "n"
		}
		fmt.Fprintf(&b, "for (int i = 0; i < %s; i++) r = r * %s + %s;\n", n, lit(float64(rng.IntN(5))/4), expr(1))
	}
	fmt.Fprintf(&b, "__VERIFIER_assert(r <= %s);\n", lit(bound))
	return b.String()
}

// TestFloatDischargeRandom: random straight-line float programs whose
// check the float stage proves (with splitting) never fail in concrete
// runs on inputs in the assumed range, and the ranges of the plain float
// analysis hold every value the runs meet. The bounds are drawn so that
// many checks are just true, many just false.
func TestFloatDischargeRandom(t *testing.T) {
	n := 12
	if *long {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(7, 23))
	proved, runs := 0, 0
	for i := 0; i < n; i++ {
		src := randomFloatProgram(rng, float64(rng.IntN(40)-8)/4)
		full := floatPrelude + strings.ReplaceAll(src, "long_double", "long_double") + "return 0; }\n"
		full = strings.Replace(full, "int main(void)", "extern long double __VERIFIER_nondet_long_double(void);\nint main(void)", 1)
		p := parse(t, full, cfront.Checks{})
		r, err := analyze(context.Background(), p, options{floats: true, widenAfter: floatWidenAfter, maxWork: floatMaxWork, thresholds: floatThresholds(p)})
		if err != nil {
			t.Fatal(err)
		}
		observeFloatSound(t, src, p, r, 20, uint64(i))
		q := parse(t, full, cfront.Checks{})
		ds, _, err := Discharge(context.Background(), q)
		if err != nil {
			t.Fatal(err)
		}
		if len(ds) == 0 {
			continue
		}
		proved++
		for run := 0; run < 60; run++ {
			res, _ := interp.Run(p, floatInputs{rand.New(rand.NewPCG(uint64(i), uint64(run)))}, interp.Options{MaxSteps: 10_000, NoTrace: true})
			if res != nil && res.Status == interp.Violated {
				t.Fatalf("proved, but a run violates it:\n%s", src)
			}
			runs++
		}
	}
	t.Logf("%d programs, %d proved, %d runs of proved ones", n, proved, runs)
}
