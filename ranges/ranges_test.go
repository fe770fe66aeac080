package ranges

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/csmith"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

func parse(t *testing.T, src string, checks cfront.Checks) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource("test.c", []byte(src), cfront.Options{Checks: checks})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// valueBig is an interpreter value as a number of its type.
func valueBig(v interp.Value, t *program.Type) *big.Int {
	c := &program.Const{T: t, Val: v.Bits & maskOf(t), Hi: v.Hi}
	if t.Width <= 64 {
		c.Hi = 0
	} else {
		c.Hi &= program.HiMask(t.Width)
	}
	return c.Big()
}

func maskOf(t *program.Type) uint64 {
	if t.Width >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(t.Width) - 1
}

// A bound is a tracked variable's non-trivial interval at a location.
type bound struct {
	v    *program.Var
	cell int64 // for a cell of a tracked array; -1 for a scalar
	iv   Interval
	// small: the value is an integer of at most 63 bits, or signed of
	// 64, and iv is [lo, hi] in int64, so that inSmall decides it
	// without big numbers.
	small  bool
	lo, hi int64
}

// newBound is b with its int64 form when it has one.
func newBound(v *program.Var, cell int64, iv Interval, t *program.Type) bound {
	b := bound{v: v, cell: cell, iv: iv}
	if t.Kind == program.KindInt && (t.Width < 64 || t.Width == 64 && t.Signed) && iv.Lo != nil && iv.Hi != nil && iv.Lo.IsInt64() && iv.Hi.IsInt64() {
		b.small, b.lo, b.hi = true, iv.Lo.Int64(), iv.Hi.Int64()
	}
	return b
}

// inSmall reports whether v, an integer of type t (as newBound's small
// bounds require), lies in [lo, hi]: valueBig's number, in int64. A value
// outside goes to the big comparison, which reports it.
func inSmall(v interp.Value, t *program.Type, lo, hi int64) bool {
	n := program.SignExtend(v.Bits&maskOf(t), t)
	return lo <= n && n <= hi
}

// bounds lists, per location, the intervals that say more than the type.
func (r *Result) bounds() [][]bound {
	bs := make([][]bound, len(r.in))
	for id, en := range r.in {
		for i, v := range r.a.vars {
			if en != nil && !leq(Top(v.Type), en[i]) {
				bs[id] = append(bs[id], newBound(v, -1, en[i], v.Type))
			}
		}
		for v, c := range r.a.arrays {
			for k := int64(0); k < c.len && en != nil; k++ {
				if iv := en[c.base+int(k)]; !leq(Top(v.Type.Elem), iv) {
					bs[id] = append(bs[id], newBound(v, k, iv, v.Type.Elem))
				}
			}
		}
	}
	return bs
}

// observeSound runs p on random inputs in the interpreter and reports
// every state in which a tracked variable lies outside its interval, or a
// location is reached that the analysis calls unreachable.
func observeSound(t *testing.T, name string, p *program.Program, r *Result, runs, maxSteps int) {
	t.Helper()
	bs := r.bounds()
	bad := 0
	for seed := 0; seed < runs && bad < 5; seed++ {
		opts := interp.Options{MaxSteps: maxSteps, NoTrace: true}
		opts.Observe = func(l *program.Loc, s *interp.State) {
			if bad >= 5 {
				return
			}
			if r.in[l.ID] == nil {
				t.Errorf("%s: %s (%s) is reached, but the analysis says it is not", name, l, l.Pos)
				bad++
				return
			}
			// The bounds of one array's cells are listed together: its
			// value is read once for all of them (State.Get copies the
			// whole array).
			var got *program.Var
			var whole interp.Value
			for _, b := range bs[l.ID] {
				if s.IsDead(b.v) {
					continue
				}
				if b.v != got {
					got, whole = b.v, s.Get(b.v)
				}
				val, typ := whole, b.v.Type
				if b.cell >= 0 {
					val, typ = val.Elems[b.cell], typ.Elem
				}
				if b.small && inSmall(val, typ, b.lo, b.hi) {
					continue
				}
				x := valueBig(val, typ)
				if x.Cmp(b.iv.Lo) < 0 || x.Cmp(b.iv.Hi) > 0 {
					t.Errorf("%s: at %s (%s) %s[%d] = %s, outside %s", name, l, l.Pos, b.v.Name, b.cell, x, b.iv)
					bad++
				}
			}
		}
		interp.Run(p, interp.NewRandomInputs(int64(seed)), opts)
	}
}

// programRuns is the number of random runs of each program in
// TestSoundOnPrograms: 3 by default (random inputs of seeds 0-2), the 8
// of before (seeds 0-7) with -long.
func programRuns() int {
	if *long {
		return 8
	}
	return 3
}

// TestSoundOnPrograms: on the test programs of the repository (the front
// end's, the examples, the public tasks), every value a concrete run
// meets lies in the interval of its location.
func TestSoundOnPrograms(t *testing.T) {
	var files []string
	for _, pat := range []string{"../cfront/testdata/*.c", "../examples/*.c", "../examples/*/*.c", "../../shared/bench/public/*/*.[ci]", "../cmd/satabs-go/testdata/*.c"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	// A bug twin (x_bug.c beside x.c) is its program with a constant or a
	// condition changed: the same statements through the same transfer
	// functions. The default run analyses the program alone; -long both.
	have := map[string]bool{}
	for _, f := range files {
		have[f] = true
	}
	analysed := 0
	for _, f := range files {
		if twin := strings.Replace(f, "_bug.", ".", 1); !*long && twin != f && have[twin] {
			continue
		}
		for _, checks := range []cfront.Checks{{}, {SignedOverflow: true, UnsignedOverflow: true, Bounds: true, DivByZero: true, Shift: true, Conversion: true}} {
			p, err := cfront.Parse(f, cfront.Options{Checks: checks})
			if err != nil {
				continue
			}
			if checks == (cfront.Checks{}) {
				// As engine.Prepare runs it: *p made x where p can
				// only hold &x, such x then tracked (Var.ByName).
				program.ForwardAddresses(p)
				program.MarkDirect(p)
			}
			r, err := Analyze(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			analysed++
			observeSound(t, f, p, r, programRuns(), 200_000)
		}
	}
	if analysed < 50 {
		t.Errorf("only %d programs analysed", analysed)
	}
}

// TestSoundOnCsmith: the same on random Csmith programs.
func TestSoundOnCsmith(t *testing.T) {
	if _, err := os.Stat("/usr/bin/csmith"); err != nil {
		t.Skip("csmith is not installed")
	}
	n := 12
	if testing.Short() {
		n = 3
	}
	analysed := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		src, err := csmith.Generate(context.Background(), seed, nil)
		if err != nil {
			t.Skipf("csmith: %v", err)
		}
		p, _, err := csmith.Prepare("csmith.c", csmith.Combine("csmith.c", src), program.ILP32, 0, false)
		if err != nil {
			t.Logf("seed %d: %v", seed, err)
			continue
		}
		analysed++
		r, err := Analyze(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		observeSound(t, fmt.Sprintf("csmith seed %d", seed), p, r, 1, 300_000)
	}
	if analysed < n/2 {
		t.Errorf("only %d of %d programs analysed", analysed, n)
	}
}

// TestSoundRandom8: on random straight-line and looping programs over
// 8-bit variables, the intervals hold every value that any input (all
// 2^16 pairs) gives.
func TestSoundRandom8(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	n := 200
	if testing.Short() {
		n = 40
	}
	for k := 0; k < n; k++ {
		src := randomProgram(rng)
		p := parse(t, src, cfront.Checks{})
		r, err := Analyze(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		vals := make([]interp.Value, 0, 2)
		for a := 0; a < 256; a += 1 + rng.IntN(24) {
			for b := 0; b < 256; b += 1 + rng.IntN(24) {
				vals = append(vals[:0], interp.Value{Bits: uint64(a)}, interp.Value{Bits: uint64(b)})
				opts := interp.Options{MaxSteps: 5000, NoTrace: true}
				fail := false
				opts.Observe = func(l *program.Loc, s *interp.State) {
					if fail {
						return
					}
					en := r.in[l.ID]
					if en == nil {
						t.Errorf("program %d, inputs %d %d: %s reached, analysed unreachable\n%s", k, a, b, l, src)
						fail = true
						return
					}
					for i, v := range r.a.vars {
						iv := en[i]
						if !iv.Known() {
							continue
						}
						val := s.Get(v)
						if nb := newBound(v, -1, iv, v.Type); nb.small && inSmall(val, v.Type, nb.lo, nb.hi) {
							continue
						}
						x := valueBig(val, v.Type)
						if x.Cmp(iv.Lo) < 0 || x.Cmp(iv.Hi) > 0 {
							t.Errorf("program %d, inputs %d %d: at %s %s = %s, outside %s\n%s", k, a, b, l, v.Name, x, iv, src)
							fail = true
							return
						}
					}
				}
				interp.Run(p, interp.NewSeqInputs(vals), opts)
				if fail {
					return
				}
			}
		}
	}
}

// randomProgram is a small C program over unsigned char and signed char
// variables with two inputs, branches, a bounded loop and every operator.
func randomProgram(rng *rand.Rand) string {
	vars := []string{"a", "b", "c", "d"}
	types := []string{"unsigned char", "signed char", "int", "unsigned"}
	ops := []string{"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"}
	cmp := []string{"<", "<=", ">", ">=", "==", "!="}
	atom := func() string {
		if rng.IntN(3) == 0 {
			return []string{"0", "1", "3", "7", "100", "200", "255", "-1", "-128"}[rng.IntN(9)]
		}
		return vars[rng.IntN(len(vars))]
	}
	expr := func() string {
		op := ops[rng.IntN(len(ops))]
		y := atom()
		if op == "/" || op == "%" {
			y = "(" + y + " | 1)"
		}
		if op == "<<" || op == ">>" {
			y = "(" + y + " & 3)"
		}
		return "(" + atom() + " " + op + " " + y + ")"
	}
	var b strings.Builder
	b.WriteString("extern unsigned char __VERIFIER_nondet_uchar(void);\nint main(void) {\n")
	b.WriteString("  " + types[rng.IntN(len(types))] + " arr[4] = {1, 2, 3, 4};\n")
	for i, v := range vars {
		tp := types[rng.IntN(len(types))]
		if i < 2 {
			b.WriteString("  " + tp + " " + v + " = __VERIFIER_nondet_uchar();\n")
		} else {
			b.WriteString("  " + tp + " " + v + " = " + []string{"0", "5", "-3", "200"}[rng.IntN(4)] + ";\n")
		}
	}
	for s := 0; s < 6; s++ {
		v := vars[rng.IntN(len(vars))]
		switch rng.IntN(6) {
		case 4:
			b.WriteString("  arr[" + atom() + " & 3] = " + expr() + ";\n")
		case 5:
			b.WriteString("  " + v + " = arr[" + atom() + " & 3] + arr[1];\n")
		case 0:
			b.WriteString("  if (" + atom() + " " + cmp[rng.IntN(len(cmp))] + " " + atom() + ") " + v + " = " + expr() + "; else " + vars[rng.IntN(4)] + " = " + expr() + ";\n")
		case 1:
			b.WriteString("  for (int i = 0; i < " + atom() + " && i < 20; i++) " + v + " = " + expr() + ";\n")
		case 2:
			b.WriteString("  while (" + v + " " + cmp[rng.IntN(len(cmp))] + " " + atom() + " && " + v + " < 50) " + v + "++;\n")
		default:
			b.WriteString("  " + v + " = " + expr() + ";\n")
		}
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}

// TestIntervals: what the analysis finds on small programs (the intervals
// at the loop heads, in the printed form).
func TestIntervals(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"counting loop", `int main(void) { int s = 0; for (int i = 0; i < 10; i++) s += 2; return s; }`,
			"main::i in [0, 10]"},
		{"unsigned countdown", `extern unsigned __VERIFIER_nondet_uint(void);
int main(void) { unsigned n = __VERIFIER_nondet_uint(); if (n > 100) return 0; while (n > 0) n--; return 0; }`,
			"main::n in [0, 100]"},
		{"masked input", `extern unsigned __VERIFIER_nondet_uint(void);
int main(void) { unsigned x = __VERIFIER_nondet_uint() & 0xff; unsigned k = 0; while (k < x) k++; return k; }`,
			"main::k in [0, 255]"},
		// An assumption through a flag parameter: the condition that
		// set it bounds n (flagDefinition).
		{"assume through a flag", `extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main(void) { int n = __VERIFIER_nondet_int(); assume_abort_if_not(n >= 0 && n <= 100); int i = 0; while (i < n) i++; return i; }`,
			"main::i in [0, 100]"},
		// Negated: a flag cleared by the condition.
		{"flag negated", `extern int __VERIFIER_nondet_int(void);
int main(void) { int n = __VERIFIER_nondet_int(); int bad = n < 0 || n > 50; if (bad) return 0; int i = 0; while (i < n) i++; return i; }`,
			"main::i in [0, 50]"},
	}
	for _, tc := range tests {
		p := parse(t, tc.src, cfront.Checks{})
		r, err := Analyze(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		r.Fprint(&b)
		if !strings.Contains(b.String(), tc.want) {
			t.Errorf("%s: want %q in\n%s", tc.name, tc.want, b.String())
		}
	}
}

// TestSumBounds: a comparison of a sum or difference that cannot wrap
// bounds each operand by the other (i + k <= n: i <= n - k); under
// CutUndefined the assume !__overflow_add(i, k) before a signed i + k
// makes it exact there. The intervals hold in concrete runs, and an
// i + k that may wrap (wrap-around semantics, no cut) bounds nothing.
func TestSumBounds(t *testing.T) {
	head := `extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
`
	tests := []struct {
		name, src string
		cut       bool
		want, not string
	}{
		{"sum guard, cut", `int main(void) { int k = __VERIFIER_nondet_int(); int n = __VERIFIER_nondet_int();
assume_abort_if_not(k >= 1 && k <= 5 && n >= 0 && n <= 1000);
int i = 0; while (i + k <= n) { i = i + k; } return i; }`, true, "main::i in [0, 1004]", ""},
		{"difference guard, cut", `int main(void) { int k = __VERIFIER_nondet_int(); int n = __VERIFIER_nondet_int();
assume_abort_if_not(k >= 1 && k <= 5 && n >= 0 && n <= 1000);
int i = 0; while (n - i >= k) { i = i + k; } return i; }`, true, "main::i in [0, 1004]", ""},
		{"sum on the right, cut", `int main(void) { int k = __VERIFIER_nondet_int(); int n = __VERIFIER_nondet_int();
assume_abort_if_not(k >= 2 && k <= 3 && n >= -50 && n <= 50);
int j = 0; while (n >= j + k) { j = j + 2; } return j; }`, true, "main::j in [0, 50]", ""},
		{"sum guard, wrap-around", `int main(void) { int k = __VERIFIER_nondet_int(); int n = __VERIFIER_nondet_int();
assume_abort_if_not(k >= 1 && k <= 5 && n >= 0 && n <= 1000);
int i = 0; while (i + k <= n) { i = i + k; } return i; }`, false, "", "main::i in [0, 1004]"},
		{"bytes that cannot wrap", `int main(void) { unsigned x = __VERIFIER_nondet_uint() & 0xff; unsigned y = __VERIFIER_nondet_uint() & 0xff;
if (x + y < 10u) { int c = 0; while (c < 3) c++; return (int)(x + 2*y); } return 0; }`, false, "main::x in [0, 9]", ""},
		{"difference with a negative side", `int main(void) { int a = __VERIFIER_nondet_int(); int b = __VERIFIER_nondet_int();
assume_abort_if_not(a >= -100 && a <= 100 && b >= -100 && b <= 100);
if (a - b > 150) { int c = 0; while (c < 3) c++; return b; } return 0; }`, false, "main::b in [-100, -51]", ""},
	}
	for _, tc := range tests {
		p, err := cfront.ParseSource("test.c", []byte(head+tc.src), cfront.Options{CutUndefined: tc.cut})
		if err != nil {
			t.Fatal(err)
		}
		r, err := Analyze(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		r.Fprint(&b)
		if tc.want != "" && !strings.Contains(b.String(), tc.want) {
			t.Errorf("%s: want %q in\n%s", tc.name, tc.want, b.String())
		}
		if tc.not != "" && strings.Contains(b.String(), tc.not) {
			t.Errorf("%s: %q is not sound here:\n%s", tc.name, tc.not, b.String())
		}
		observeSound(t, tc.name, p, r, 40, 100_000)
	}
}

// TestDischarge: which overflow and bounds checks ranges prove. A check
// that can fail is never discharged.
func TestDischarge(t *testing.T) {
	all := cfront.Checks{SignedOverflow: true, UnsignedOverflow: true, Bounds: true, DivByZero: true, Shift: true, Conversion: true}
	tests := []struct {
		name, src  string
		discharged int
		candidates int
	}{
		{"bounded loop", `int a[10]; int main(void) { for (int i = 0; i < 10; i++) a[i] = i * 3; return 0; }`, 3, 3},
		{"one past the end", `int a[8]; int main(void) { for (int i = 0; i <= 8; i++) a[i] = i; return 0; }`, 1, 2},
		{"limb product", `extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned f0 = __VERIFIER_nondet_uint(), g0 = __VERIFIER_nondet_uint(), f1 = __VERIFIER_nondet_uint(), g1 = __VERIFIER_nondet_uint();
  __VERIFIER_assume(f0 < (1u << 26) && g0 < (1u << 26) && f1 < (1u << 26) && g1 < (1u << 26));
  long long h1 = (long long)f0 * g1 + (long long)f1 * g0 * 19 * 2;
  return h1 > 0;
}`, 5, 5},
		{"limb product, one bit too loose", `extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned f0 = __VERIFIER_nondet_uint(), g0 = __VERIFIER_nondet_uint();
  __VERIFIER_assume(f0 < (1u << 31) && g0 < (1u << 31));
  long long h = (long long)f0 * g0 * 4;
  return h > 0;
}`, 1, 2},
		// Known bits: x | 1 is odd, never 0, whatever its sign (no
		// interval of int excludes 0 from [-2^31 + 1, 2^31 - 1]); so is
		// (y & ~15) | 8. (Known bits live in expressions: a variable
		// assigned x | 1 keeps only its interval.)
		{"odd divisor", `extern int __VERIFIER_nondet_int(void);
int main(void) { int x = __VERIFIER_nondet_int(); return 1000 / (x | 1); }`, 1, 1},
		{"masked divisor", `extern int __VERIFIER_nondet_int(void);
int main(void) { int y = __VERIFIER_nondet_int(); return 7 % ((y & ~15) | 8); }`, 1, 1},
		{"divisor with a bit that may be 0", `extern int __VERIFIER_nondet_int(void);
int main(void) { int y = __VERIFIER_nondet_int(); return 7 % ((y & ~7) ^ 8); }`, 0, 1},
	}
	for _, tc := range tests {
		p := parse(t, tc.src, all)
		d, n, err := Discharge(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		if len(d) != tc.discharged || n != tc.candidates {
			var ids []string
			for _, c := range d {
				ids = append(ids, c.ID+" "+c.Comment)
			}
			t.Errorf("%s: %d of %d discharged, want %d of %d: %v", tc.name, len(d), n, tc.discharged, tc.candidates, ids)
		}
	}
}
