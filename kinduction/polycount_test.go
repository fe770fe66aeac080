package kinduction

import (
	"os"
	"path/filepath"
	"testing"
)

// countedPrograms are loops whose tested equality P == 0 moves by the
// same loop-kept R on every path while a counter moves by a loop-kept D
// (checked with gcc on random inputs: the safe ones never reach
// reach_error, the buggy ones do). want is how many checks the
// polynomial invariants discharge (the counted relation D·P - k·R == 0
// with the loop's exit).
var countedPrograms = []struct {
	name, src string
	want      int
}{
	// Units counted out of a: p whole groups of b and s left over; the
	// branch that closes a group assumes s + 1 == b.
	{"groups", `int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < 1) return 0;
  int p = 0, s = 0, rest = a;
  while (rest != 0) {
    if (s + 1 == b) {
      p = p + 1;
      s = 0;
    } else {
      s = s + 1;
    }
    rest = rest - 1;
  }
  if (p * b + s != a) reach_error();
  return 0;
}`, 1},
	// The same with the group closed one unit late: no relation, and
	// gcc reaches the error (a = 2, b = 1).
	{"groups_bug", `int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < 1) return 0;
  int p = 0, s = 0, rest = a;
  while (rest != 0) {
    if (s == b) {
      p = p + 1;
      s = 0;
    } else {
      s = s + 1;
    }
    rest = rest - 1;
  }
  if (p * b + s != a) reach_error();
  return 0;
}`, 0},
	// A stock drawn down by w per order in unsigned arithmetic: orders
	// moves by 1, the stock by -w (D = -w, R = 1 for orders - n), so
	// w*n - w*orders - stock == 0 and the stock is empty at the end.
	{"orders", `int main(void) {
  unsigned int w = __VERIFIER_nondet_int();
  unsigned int n = __VERIFIER_nondet_int();
  unsigned int stock = w * n, orders = 0;
  while (orders != n) {
    stock = stock - w;
    orders = orders + 1;
  }
  if (stock != 0) reach_error();
  return 0;
}`, 1},
	// One order too many is drawn before the loop: gcc reaches the
	// error whenever w != 0.
	{"orders_bug", `int main(void) {
  unsigned int w = __VERIFIER_nondet_int();
  unsigned int n = __VERIFIER_nondet_int();
  unsigned int stock = w * n, orders = 0;
  stock = stock - w;
  while (orders != n) {
    stock = stock - w;
    orders = orders + 1;
  }
  if (stock != 0) reach_error();
  return 0;
}`, 0},
}

// TestCounterScaled checks that the counted relations hold in concrete
// runs and discharge the safe programs' checks, never a buggy one's.
func TestCounterScaled(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range countedPrograms {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".c")
			if err := os.WriteFile(path, []byte(polyHeader+tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			sys := parseFile(t, path)
			invs := PolynomialInvariants(sys)
			checkAtomsConcretely(t, sys, invs)
			if got := DischargePolynomial(sys, invs); len(got) != tc.want {
				t.Errorf("%d checks discharged, want %d", len(got), tc.want)
			}
		})
	}
}
