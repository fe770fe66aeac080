package kinduction

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

const countHeader = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned int __VERIFIER_nondet_uint(void);
`

// countPrograms: loops that count a variable to a bound they do not
// change, with a check after the loop marked /*after*/ that the exit's
// fact (countexit.go) decides, and twins that must stay undecided: the
// check needs c == k where the loop may not have run (k*k), a step of 2,
// a bound that moves, or a test that the step skips. Each was compiled
// with gcc and run on the inputs -40..40 (and the short and unsigned
// extremes): the safe ones never reach reach_error, each buggy one does.
var countPrograms = []struct {
	name, body string
	safe       bool
}{
	// The test in the middle of while (1), a counter and its lockstep
	// copy of long long against a short bound (c == 0 when k <= 0).
	{"midtest_lockstep", `int main(void) {
  short k = __VERIFIER_nondet_short();
  long long c = 0, y = 0;
  while (1) {
    if (!(c < k)) break;
    c = c + 1;
    y = y + 1;
  }
  if (!(k * y == y * y)) reach_error(); /*after*/
  return 0;
}`, true},
	// Not entered (k < 0): y == 0 and y*y != k*k.
	{"midtest_notentered_bug", `int main(void) {
  short k = __VERIFIER_nondet_short();
  long long c = 0, y = 0;
  while (1) {
    if (!(c < k)) break;
    c = c + 1;
    y = y + 1;
  }
  if (!(y * y == k * k)) reach_error(); /*after*/
  return 0;
}`, false},
	// A strict exit i > n: i == n + 1, or i == 0 and s == 0.
	{"le_bound", `int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 30000) return 0;
  int i = 0, s = 0;
  while (i <= n) {
    if (!(2 * s == i * i - i)) reach_error();
    s = s + i;
    i = i + 1;
  }
  if (!(2 * s == i * n)) reach_error(); /*after*/
  return 0;
}`, true},
	{"le_bound_bug", `int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 30000) return 0;
  int i = 0, s = 0;
  while (i <= n) {
    if (!(2 * s == i * i - i)) reach_error();
    s = s + i;
    i = i + 1;
  }
  if (!(2 * s == n * n + n)) reach_error(); /*after*/
  return 0;
}`, false},
	// Counting down from an input: i == 0, or i == n and s == 0.
	{"down_from_n", `int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = n, s = 0;
  while (i > 0) {
    if (!(s == 2 * (n - i))) reach_error();
    i = i - 1;
    s = s + 2;
  }
  if (!(s * i == 0)) reach_error(); /*after*/
  return 0;
}`, true},
	{"down_to_one_bug", `int main(void) {
  int n = __VERIFIER_nondet_int();
  int i = n, s = 0;
  while (i > 1) {
    if (!(s == 2 * (n - i))) reach_error();
    i = i - 1;
    s = s + 2;
  }
  if (!(s * i == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// Unsigned, from 5 (k < 5 leaves at once with y == 0).
	{"unsigned_from_five", `int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  unsigned int c = 5, y = 0;
  while (c < k) {
    c = c + 1;
    y = y + 1;
  }
  if (!(y * (y + 5 - k) == 0)) reach_error(); /*after*/
  return 0;
}`, true},
	{"unsigned_from_five_bug", `int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  unsigned int c = 5, y = 0;
  while (c < k) {
    c = c + 1;
    y = y + 1;
  }
  if (!(y * (y + 4 - k) == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// A step of 2 overshoots an odd bound.
	{"step_two_bug", `int main(void) {
  short k = __VERIFIER_nondet_short();
  long long c = 0, y = 0;
  while (c < k) {
    if (!(y == c)) reach_error();
    c = c + 2;
    y = y + 2;
  }
  if (!(y * (y - k) == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// The bound moves toward the counter.
	{"moving_bound_bug", `int main(void) {
  long long k = __VERIFIER_nondet_short();
  long long k0 = k, c = 0;
  while (c < k) {
    if (!(c + k == k0)) reach_error();
    c = c + 1;
    k = k - 1;
  }
  if (!(c * (c - k) == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// One path skips the step.
	{"skipped_step_bug", `int main(void) {
  short k = __VERIFIER_nondet_short();
  long long c = 0, y = 0;
  while (c < k) {
    if (!(y == c)) reach_error();
    if (__VERIFIER_nondet_int()) { c = c + 1; y = y + 1; }
    else { c = c + 2; y = y + 2; }
  }
  if (!(y * (y - k) == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// do … while: the test after the step leaves with i == 1 (the
	// first test) or i == n.
	{"dowhile", `int main(void) {
  short n = __VERIFIER_nondet_short();
  long long i = 0, y = 0;
  do {
    i = i + 1;
    y = y + 1;
  } while (i < n);
  if (!((y - 1) * (y - n) == 0)) reach_error(); /*after*/
  return 0;
}`, true},
	{"dowhile_bug", `int main(void) {
  short n = __VERIFIER_nondet_short();
  long long i = 0, y = 0;
  do {
    i = i + 1;
    y = y + 1;
  } while (i < n);
  if (!(y * (y - n) == 0)) reach_error(); /*after*/
  return 0;
}`, false},
	// A short bound in int arithmetic widened ((long long)(2 * a)):
	// its range is the short's.
	{"short_widened", `int main(void) {
  short a = __VERIFIER_nondet_short();
  long long n = 0, s = 0;
  while (n <= a) {
    if (!(2 * s == n * n - n)) reach_error();
    s = s + n;
    n = n + 1;
  }
  if (!(4 * s == 2 * a * n)) reach_error(); /*after*/
  return 0;
}`, true},
	{"short_widened_bug", `int main(void) {
  short a = __VERIFIER_nondet_short();
  long long n = 0, s = 0;
  while (n <= a) {
    if (!(2 * s == n * n - n)) reach_error();
    s = s + n;
    n = n + 1;
  }
  if (!(4 * s == 2 * a * n + 2 * n)) reach_error(); /*after*/
  return 0;
}`, false},
}

// afterLine is the line of src's check marked /*after*/.
func afterLine(t *testing.T, src string) int {
	for i, line := range strings.Split(src, "\n") {
		if strings.Contains(line, "/*after*/") {
			return i + 1
		}
	}
	t.Fatal("no /*after*/ check")
	return 0
}

// countInput picks small values around 0 and, now and then, an extreme.
func countInput(rng *rand.Rand) interp.InputFunc {
	return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
		x := uint64(rng.IntN(81)) - 40
		switch rng.IntN(10) {
		case 0:
			x = ^uint64(0) << uint(ty.Width-1) // the least signed value
		case 1:
			x = rng.Uint64()
		}
		return interp.IntValue(ty, x), nil
	})
}

// TestDischargeCountingExit: the check after each safe loop is
// discharged by the pass with the exit facts; no buggy twin's is. The
// ground truth is the interpreter on random inputs (and gcc, above). The
// facts themselves are checked on their exit edges in the interpreter,
// and the polynomial invariants (the lockstep candidates among them)
// path by path by SAT and in the interpreter.
func TestDischargeCountingExit(t *testing.T) {
	for _, cut := range []bool{true, false} {
		for _, r := range countPrograms {
			testCountingExit(t, r.name, r.body, r.safe, cfront.Options{CutUndefined: cut})
		}
	}
}

// testCountingExit is TestDischargeCountingExit's test of one program
// as the front end makes it under opts (--undefined cut or not: the
// facts hold for every execution, wrapping ones too).
func testCountingExit(t *testing.T, rname, body string, safe bool, opts cfront.Options) {
	label := rname
	if !opts.CutUndefined {
		label += "_wrapping"
	}
	t.Run(label, func(t *testing.T) {
		src := countHeader + body
		name := rname + ".c"
		line := afterLine(t, src)
		// Ground truth.
		reached := false
		p := parseSourceWith(t, name, src, opts)
		for run := 0; run < 400 && !reached; run++ {
			res, err := interp.Run(p, countInput(rand.New(rand.NewPCG(uint64(run), 7))), interp.Options{MaxSteps: 1 << 22, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			reached = res.Status == interp.Violated
		}
		if reached == safe {
			t.Fatalf("safe %v, but a run reaches the error: %v", safe, reached)
		}
		checkExitFactsConcretely(t, name, src, opts)
		sys, err := NewSystem(parseSourceWith(t, name, src, opts))
		if err != nil {
			t.Fatal(err)
		}
		invs := PolynomialInvariants(sys)
		if invs != nil {
			// SAT path by path for the linear atoms (the lockstep
			// candidates; SAT on the products' multipliers takes
			// minutes), the interpreter for all.
			checkInductivePathByPath(t, name, src, sys, linearAtoms(invs))
			checkInterpreterWith(t, name, src, opts, invs)
		}
		got := false
		for _, c := range DischargePolynomial(sys, invs) {
			got = got || c.Pos.Line == line
		}
		if got != safe {
			t.Errorf("check at line %d discharged %v, want %v\n%s", line, got, safe, invText(invs))
		}
	})
}

// checkExitFactsConcretely makes each counting exit's fact a check on
// its edge and runs the program on random inputs: no run may violate
// one.
func checkExitFactsConcretely(t *testing.T, name, src string, opts cfront.Options) {
	t.Helper()
	p := parseSourceWith(t, name, src, opts)
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	info := &program.CheckInfo{ID: "exit-fact", Kind: program.CheckAssertion}
	for e, facts := range countingExitFacts(sys) {
		for _, f := range facts {
			mid := p.NewLoc(e.To.Pos, e.To.Func)
			to := e.To
			for i, in := range to.In {
				if in == e {
					to.In = append(to.In[:i:i], to.In[i+1:]...)
					break
				}
			}
			e.To = mid
			mid.In = append(mid.In, e)
			p.AddEdge(mid, to, &program.Check{Cond: f, Check: info}, to.Pos)
		}
	}
	for run := 0; run < 300; run++ {
		res, err := interp.Run(p, countInput(rand.New(rand.NewPCG(uint64(run), 11))), interp.Options{MaxSteps: 1 << 22, NoTrace: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status == interp.Violated && res.Check == info {
			t.Fatalf("%s: a run violates an exit fact at %s", name, res.Loc.Pos)
		}
	}
}

// linearAtoms are the atoms of invs without a product.
func linearAtoms(invs []Invariant) []Invariant {
	out := make([]Invariant, len(invs))
	a := newPolyAlg()
	for c, inv := range invs {
		out[c].Loc = inv.Loc
		for _, at := range inv.Atoms {
			if b, ok := at.(*program.Binary); ok {
				if pc, ok := a.candidate(b); ok && pc.deg == 1 {
					out[c].Atoms = append(out[c].Atoms, at)
				}
			}
		}
	}
	return out
}

// TestDoWhileNestChecksImplied: nested do … while loops whose tests
// follow the steps (j < m after j++, i < n after i++) leave with j == 1
// or j == m, and with i == 1 or i == n; the head's proved bound m >= 1
// (n >= 1) refutes the first visit beyond the bound (1 > m), so the
// inner exit gives j == m to the outer step (k == i*m) and the outer
// exit i == n to the check k == n*m (ChecksImpliedFrom). The twin allows
// n == 0, where the outer body still runs once (k == m): not implied.
// The interpreter is the ground truth (and gcc on n, m in -3..40: the
// twin reaches the error for n <= 0 < m, the safe program never);
// every invariant is checked path by path by SAT and in the interpreter.
func TestDoWhileNestChecksImplied(t *testing.T) {
	const tmpl = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (n < %d || n > 1000 || m < 1 || m > 1000) return 0;
  int i = 0, j;
  long long k = 0;
  do {
    j = 0;
    do {
      k = k + 1;
      j = j + 1;
    } while (j < m);
    i = i + 1;
  } while (i < n);
  if (k != (long long)n * m) reach_error();
  return 0;
}`
	opts := cfront.Options{CutUndefined: true}
	for _, lo := range []int{1, 0} {
		safe := lo == 1
		name := fmt.Sprintf("dowhile_nest_%d.c", lo)
		src := fmt.Sprintf(tmpl, lo)
		p := parseSourceWith(t, name, src, opts)
		reached := false
		for run := 0; run < 200 && !reached; run++ {
			rng := rand.New(rand.NewPCG(uint64(run), 42))
			in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				return interp.IntValue(ty, uint64(rng.IntN(8))), nil
			})
			res, err := interp.Run(p, in, interp.Options{MaxSteps: 1 << 22, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			reached = res.Status == interp.Violated
		}
		if reached == safe {
			t.Fatalf("%s: safe %v, but a run reaches the error: %v", name, safe, reached)
		}
		checkExitFactsConcretely(t, name, src, opts)
		sys, err := NewSystem(p)
		if err != nil {
			t.Fatal(err)
		}
		invs := synthesizeBounded(t, sys, SynthOptions{})
		checkInductivePathByPath(t, name, src, sys, invs)
		checkInterpreterWith(t, name, src, opts, invs)
		if got := ChecksImpliedFrom(sys, invs, 1); got != safe {
			t.Errorf("%s: checks implied %v, want %v\n%s", name, got, safe, invText(invs))
		}
	}
}
