package kinduction

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/ranges"
)

// TestDivisibility: divisibility by a variable proved over the integers
// with the range analysis's bounds (divides.go). Each program was run
// with gcc -fsanitize=undefined: the safe ones (want 1) never reach
// reach_error on random inputs; the others reach it (noted) or are
// outside what the rule proves.
func TestDivisibility(t *testing.T) {
	cases := []struct {
		name, src string
		want      int
	}{
		{"stride_3k", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000) return 0;
  int i = 0;
  while (i < n) i = i + 3 * k;
  if (!(i % k == 0)) reach_error();
  return 0;
}`, 1},
		// Two branches, unsigned, a flag set from the remainder.
		{"branches_unsigned", `int main(void) {
  unsigned k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (k < 1 || k > 100 || n > 100000) return 0;
  unsigned x = 0;
  while (x < n) {
    if (__VERIFIER_nondet_int()) x = x + k; else x = x + 2 * k;
  }
  int ok = x % k == 0;
  if (!ok) reach_error();
  return 0;
}`, 1},
		// Subtraction from a product: the entry value k*m is bounded.
		{"subtract", `int main(void) {
  int k = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (k < 1 || k > 1000 || m < 0 || m > 1000) return 0;
  int x = k * m;
  while (x >= k) x = x - k;
  if (x % k != 0) reach_error();
  return 0;
}`, 1},
		// Loops in sequence: the first loop's exit fact is the second's
		// entry fact. (With the second loop bounded by j alone, or by n + m,
		// the range analysis gives x no interval at its head and nothing
		// is proved.)
		{"chained", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000 || m < 0 || m > 100) return 0;
  int x = 0, j = 0;
  while (x < n) x = x + k;
  while (x < 20000) { x = x + 2 * k; j++; }
  if (!(x % k == 0)) reach_error();
  return 0;
}`, 1},
		// The same, x moved by one between the loops: k = 2, n = m = 0.
		{"chained_broken", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000 || m < 0 || m > 100) return 0;
  int x = 0, j = 0;
  while (x < n) x = x + k;
  x = x + 1;
  while (j < m) { x = x + 2 * k; j++; }
  if (!(x % k == 0)) reach_error();
  return 0;
}`, 0},
		// A do … while left after a step: the exit's value is the
		// head's plus a bounded multiple; the fact copied between flags.
		{"do_while_flag", `int main(void) {
  unsigned d = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (d < 1 || d > 64 || n > 60000) return 0;
  unsigned s = 0;
  do {
    if (__VERIFIER_nondet_int()) s = s + 4 * d; else s = s + d * 2;
  } while (s < n);
  int ok = (s % d == 0);
  int copy = ok;
  if (!copy) reach_error();
  return 0;
}`, 1},
		// The same with a step of 2*d + 1 on one branch: d = 2, n = 0.
		{"do_while_odd", `int main(void) {
  unsigned d = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (d < 1 || d > 64 || n > 60000) return 0;
  unsigned s = 0;
  do {
    if (__VERIFIER_nondet_int()) s = s + 4 * d; else s = s + d * 2 + 1;
  } while (s < n);
  int ok = (s % d == 0);
  int copy = ok;
  if (!copy) reach_error();
  return 0;
}`, 0},
		// A step of k + 1: k = 2, n = 1 gives i = 3.
		{"step_k_plus_1", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000) return 0;
  int i = 0;
  while (i < n) i = i + k + 1;
  if (!(i % k == 0)) reach_error();
  return 0;
}`, 0},
		// Unbounded in unsigned: x wraps past 2^32 and stops being a
		// multiple of 3 (k = 3 after 1431655766 steps).
		{"wraps", `int main(void) {
  unsigned k = __VERIFIER_nondet_int();
  if (k < 1 || k > 100) return 0;
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) x = x + k;
  if (!(x % k == 0)) reach_error();
  return 0;
}`, 0},
		// Starts at 1: k = 2, n = 0.
		{"entry_one", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000) return 0;
  int i = 1;
  while (i < n) i = i + k;
  if (!(i % k == 0)) reach_error();
  return 0;
}`, 0},
		// The divisor moves: k = 2, n = 1 gives i = 2, k = 3.
		{"divisor_moves", `int main(void) {
  int k = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (k < 1 || k > 50 || n < 0 || n > 10000) return 0;
  int i = 0;
  while (i < n) { i = i + k; k = k + 1; }
  if (!(i % k == 0)) reach_error();
  return 0;
}`, 0},
	}
	dir := t.TempDir()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".c")
			if err := os.WriteFile(path, []byte(polyHeader+tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			sys := parseFile(t, path)
			r, err := ranges.Analyze(context.Background(), sys.P)
			if err != nil {
				t.Fatal(err)
			}
			at := r.Bounds
			if got := len(DischargeDivisibility(sys, PolynomialInvariants(sys), at)); got != tc.want {
				t.Errorf("%d checks discharged, want %d", got, tc.want)
			}
		})
	}
}
