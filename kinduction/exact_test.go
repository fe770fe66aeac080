package kinduction

import (
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
)

// exactPrograms widen an int product or sum of two inputs after a loop
// that sums each input in long long: under --undefined cut the
// assumptions that p*q (p + q) does not overflow make its widening
// (long long)p*(long long)q (exact.go), and the check after the loop
// holds; where int arithmetic wraps (without the cut, p == q == 65536)
// it does not. The ground truth is the interpreter on random inputs
// (the cut's paths end at an overflow) and gcc: compiled with UBSan, the
// safe ones reach no error on inputs -40..40 and the int extremes, the
// buggy ones do at n == 1, and with -fwrapv prod and sum do at
// p == q == 65536 (prod) and p == q == INT_MAX (sum); inloop reaches no
// error with UBSan, inloop_bug does at i == 1, and inloop with -fwrapv at
// a == 2^30, n == 4 (s == -2^32, 3*a*i wraps to 0).
var exactPrograms = []struct {
	name, body string
	safe       bool // with the cut; without it none is
}{
	{"prod", exactSrc("(long long)(p * q) * i * i != s * t"), true},
	{"prod_bug", exactSrc("(long long)(p * q) * i * i != s * t + i"), false},
	{"sum", exactSrc("(long long)(p + q) * i != s + t"), true},
	{"diff_bug", exactSrc("(long long)(p - q) * i != s + t"), false},
	// In the loop: its invariant 3*a*i == s over the widenings needs
	// the int steps 3 * a and i + 1 exact on the loop's paths.
	{"inloop", inLoopSrc("3 * a * i - s == 0"), true},
	{"inloop_bug", inLoopSrc("3 * a * i - s == (i & 1)"), false},
}

// inLoopSrc checks check (over int a, i and long long s) at the head of
// a loop that adds 3 * a to s and 1 to i.
func inLoopSrc(check string) string {
	return `int main(void) {
  int a = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int(), i = 0;
  long long s = 0;
  if (n > 100) return 0;
  while (1) {
    if (!(` + check + `)) reach_error(); /*after*/
    if (!(i < n)) break;
    s = s + 3 * a;
    i = i + 1;
  }
  return 0;
}`
}

func exactSrc(check string) string {
	return `int main(void) {
  int p = __VERIFIER_nondet_int(), q = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  long long s = 0, t = 0, i = 0;
  if (n > 100) return 0;
  while (i < n) { s = s + p; t = t + q; i = i + 1; }
  if (` + check + `) reach_error(); /*after*/
  return 0;
}`
}

// TestDischargeExactWidening: the check after each safe loop is
// discharged by the polynomial pass under the cut, and no other: not
// the buggy twins', and not the safe ones' without the cut, whose
// wrapping runs reach the error.
func TestDischargeExactWidening(t *testing.T) {
	for _, r := range exactPrograms {
		for _, cut := range []bool{true, false} {
			name := r.name
			if !cut {
				name += "_wrapping"
			}
			t.Run(name, func(t *testing.T) {
				src := countHeader + r.body
				opts := cfront.Options{CutUndefined: cut}
				line := afterLine(t, src)
				safe := r.safe && cut
				reached := false
				p := parseSourceWith(t, name+".c", src, opts)
				for run := 0; run < 2000 && !reached; run++ {
					res, err := interp.Run(p, countInput(rand.New(rand.NewPCG(uint64(run), 11))), interp.Options{MaxSteps: 1 << 20, NoTrace: true})
					if err != nil {
						t.Fatal(err)
					}
					reached = res.Status == interp.Violated
				}
				if reached == safe {
					t.Fatalf("safe %v, but a run reaches the error: %v", safe, reached)
				}
				sys, err := NewSystem(parseSourceWith(t, name+".c", src, opts))
				if err != nil {
					t.Fatal(err)
				}
				invs := PolynomialInvariants(sys)
				if invs != nil {
					checkInductivePathByPath(t, name+".c", src, sys, linearAtoms(invs))
					checkInterpreterWith(t, name+".c", src, opts, invs)
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
	}
}
