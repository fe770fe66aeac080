package kinduction

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestNestAndSquareChecksImplied: checks after nested counting loops
// (a polynomial total: a long long count over int counters, a strict
// outer exit i > n, an inner bound 2*i counted down to 0, a triple nest
// of unsigned counters with a middle start other than 0) and order
// checks after a square-root loop (r*r <= n through sq == r*r + 2*r + 1
// made linear at the head, n < (r+1)*(r+1) through the exit
// !(sq <= n)) are implied (ChecksImpliedFrom); their buggy twins are
// not. Programs in several idioms (for and while; assertion by function
// and by macro; int, unsigned and long long; counting up and down),
// parsed as the engines parse them (undefined operations cut). Not
// covered yet (the report of session 26): the square root in long long
// variables, whose linear candidate needs the 64-bit relation
// d == 2*x + 1 in SAT (do … while nests: TestDoWhileNestChecksImplied). The ground truth is the interpreter on random
// inputs: a buggy twin's run reaches the error, a safe one's never does
// (gcc agrees on the same inputs). Every invariant is checked path by
// path by SAT and in the interpreter.
func TestNestAndSquareChecksImplied(t *testing.T) {
	const head = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void check(int c) { if (!c) reach_error(); }
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
`
	rows := []struct {
		name, body string
		safe       bool
	}{
		{"isqrt_while", `int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 50000);
  int r = 0, step = 1, sq = 1;
  while (sq <= n) { r = r + 1; step = step + 2; sq = sq + step; }
  check(r * r <= n);
  check(n < (r + 1) * (r + 1));
  return 0;
}`, true},
		{"isqrt_while_bug", `int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 50000);
  int r = 0, step = 1, sq = 1;
  while (sq <= n) { r = r + 1; step = step + 2; sq = sq + step; }
  check(r * r < n);
  return 0;
}`, false},
		{"rows_down", `int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 300);
  long long total = 0;
  int i, k;
  for (i = 1; i <= n; i++) {
    k = 2 * i;
    while (k > 0) { total++; k--; }
  }
  CHECK(total == (long long)n * (n + 1));
  return 0;
}`, true},
		{"rows_down_bug", `int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 300);
  long long total = 0;
  int i, k;
  for (i = 1; i <= n; i++) {
    k = 2 * i;
    while (k > 1) { total++; k--; }
  }
  CHECK(total == (long long)n * (n + 1));
  return 0;
}`, false},
		{"triple_while", `int main(void) {
  unsigned int p = __VERIFIER_nondet_uint(), q = __VERIFIER_nondet_uint(), r = __VERIFIER_nondet_uint();
  __VERIFIER_assume(p >= 1 && p <= 50 && q <= 50 && r <= 50);
  unsigned int cnt = 0, u = 0, v, w;
  while (u < p) {
    v = 3;
    while (v < q + 3) {
      for (w = 0; w < r; w++) cnt = cnt + 1;
      v++;
    }
    u++;
  }
  check(cnt == p * q * r);
  return 0;
}`, true},
		{"triple_while_bug", `int main(void) {
  unsigned int p = __VERIFIER_nondet_uint(), q = __VERIFIER_nondet_uint(), r = __VERIFIER_nondet_uint();
  __VERIFIER_assume(p >= 1 && p <= 50 && q <= 50 && r <= 50);
  unsigned int cnt = 0, u = 0, v, w;
  while (u < p) {
    v = 3;
    while (v <= q + 3) {
      for (w = 0; w < r; w++) cnt = cnt + 1;
      v++;
    }
    u++;
  }
  check(cnt == p * q * r);
  return 0;
}`, false},
	}
	opts := cfront.Options{CutUndefined: true}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			name := r.name + ".c"
			src := head + r.body
			p := parseSourceWith(t, name, src, opts)
			reached := false
			for run := 0; run < 60 && !reached; run++ {
				rng := rand.New(rand.NewPCG(uint64(run), 42))
				in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
					return interp.IntValue(ty, uint64(rng.IntN(12))), nil
				})
				res, err := interp.Run(p, in, interp.Options{MaxSteps: 1 << 22, NoTrace: true})
				if err != nil {
					t.Fatal(err)
				}
				reached = res.Status == interp.Violated
			}
			if reached == r.safe {
				t.Fatalf("%s: safe %v, but a run reaches the error: %v\n%s", name, r.safe, reached, src)
			}
			sys, err := NewSystem(p)
			if err != nil {
				t.Fatal(err)
			}
			invs := synthesizeBounded(t, sys, SynthOptions{})
			checkInductivePathByPath(t, name, src, sys, invs)
			checkInterpreterWith(t, name, src, opts, invs)
			if got := ChecksImpliedFrom(sys, invs, 1); got != r.safe {
				t.Errorf("%s: checks implied %v, want %v\n%s", name, got, r.safe, invText(invs))
			}
		})
	}
}

func invText(invs []Invariant) string {
	var s string
	for _, inv := range invs {
		if inv.Loc == nil {
			continue
		}
		s += fmt.Sprintf("at %s:\n", inv.Loc.Pos)
		for _, a := range append(append([]program.Expr(nil), inv.Atoms...), inv.Exact...) {
			s += "  " + program.ExprString(a) + "\n"
		}
	}
	return s
}
