package kinduction

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestDischargeDisjunctiveExit: a loop left when one of two values is
// zero (while (a != 0 && b != 0)) keeps q + a*b == x*y at its head (its
// own check, the program's equality); at
// its exit a == 0 || b == 0 holds, so a*b == 0 does (a product with a
// zero factor, modulo 2^64 too), and q == x*y follows. The twin asserts
// q == x*y + 1 and is not discharged (gcc: it reaches the error on
// every input inside the bounds; the safe program on none).
func TestDischargeDisjunctiveExit(t *testing.T) {
	const tmpl = `int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  if (x < 0 || y < 0 || x > 1000 || y > 1000) return 0;
  long long a = x, b = y, q = 0;
  while (a != 0 && b != 0) {
    if (!(q + a * b == (long long)x * y)) reach_error();
    if (a > b) { a = a - 1; q = q + b; }
    else { b = b - 1; q = q + a; }
  }
  if (!(a * b == 0)) reach_error();
  if (!(q == (long long)x * y + %d)) reach_error();
  return 0;
}`
	dir := t.TempDir()
	for _, d := range []int{0, 1} {
		path := filepath.Join(dir, fmt.Sprintf("disj%d.c", d))
		if err := os.WriteFile(path, []byte(polyHeader+fmt.Sprintf(tmpl, d)), 0o644); err != nil {
			t.Fatal(err)
		}
		sys := parseFile(t, path)
		got := map[int]bool{}
		for _, c := range DischargePolynomial(sys, PolynomialInvariants(sys)) {
			got[c.Pos.Line] = true
		}
		// Lines 12 and 13: the two checks after the loop (polyHeader's
		// two lines first).
		if !got[12] || got[13] != (d == 0) {
			t.Errorf("q == x*y + %d: checks discharged at lines %v, want 12, and 13 only for the safe program", d, got)
		}
	}
}
