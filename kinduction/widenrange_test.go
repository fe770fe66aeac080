package kinduction

import (
	"fmt"
	"testing"
)

// widenedPrograms are loops over int or unsigned counters whose sums
// live in a wider type (the narrow product widened in the step), tested
// after the loop with the bound where the loop has its counter; %d is
// the safe or the buggy constant (checked with gcc on random inputs:
// the safe variant never reaches reach_error, the buggy one does, or,
// for the wrapping one, reaches it once 3*i wraps, at n > 1431655765).
var widenedPrograms = []struct {
	name, tmpl string
	safe, bug  int
	proved     bool // the safe variant's check is implied
}{
	// A while loop from an offset, the check through a function.
	{"offset_sum", `void check(int ok) { if (!ok) reach_error(); }
int main(void) {
  int a = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (a < 0 || a > 500 || n < a || n > 30000) return 0;
  long long c = 7;
  int i = a;
  while (i < n) { c = c + 3 * i + %d; i++; }
  check(2 * c == 14 + 3 * ((long long)n * (n - 1) - (long long)a * (a - 1)) + 2 * (n - a));
  return 0;
}`, 1, 2, true},
	// A for loop over unsigned values, the check through a macro.
	{"unsigned_for", `#define CHECK(x) do { if (!(x)) reach_error(); } while (0)
int main(void) {
  unsigned int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 40000) return 0;
  unsigned long long c = 0;
  unsigned int i;
  for (i = 0; i < n; i++) c = c + 3 * i + %d;
  CHECK(2 * c == 3 * ((unsigned long long)n * (n - 1)));
  return 0;
}`, 0, 1, true},
	// The same with a bound that lets 3*i wrap: no proof (the buggy
	// variant is the one whose check gcc reaches past n = 1431655765).
	{"unsigned_wraps", `#define CHECK(x) do { if (!(x)) reach_error(); } while (0)
int main(void) {
  unsigned int n = __VERIFIER_nondet_int();
  if (n < 1 || n > %d) return 0;
  unsigned long long c = 0;
  unsigned int i;
  for (i = 0; i < n; i++) c = c + 3 * i;
  CHECK(2 * c == 3 * ((unsigned long long)n * (n - 1)));
  return 0;
}`, 40000, 2000000000, true},
}

// TestWidenedUnderRanges checks that narrow sums widened under the
// heads' proved ranges give relations that hold in the interpreter (the
// SAT-proved atoms path by path too), and that they imply the safe variants' checks
// and never a buggy one's.
func TestWidenedUnderRanges(t *testing.T) {
	for _, tc := range widenedPrograms {
		for _, isBug := range []bool{false, true} {
			v := tc.safe
			if isBug {
				v = tc.bug
			}
			file := fmt.Sprintf("%s_%d.c", tc.name, v)
			src := polyHeader + fmt.Sprintf(tc.tmpl, v)
			t.Run(file, func(t *testing.T) {
				// The algebra's atoms (Exact) are checked in the
				// interpreter: by SAT, path by path, they cost minutes
				// of 64-bit multipliers.
				sys, invs, text := synthesizeChecked(t, file, src)
				if got := ChecksImplied(sys, invs); got != (tc.proved && !isBug) {
					t.Errorf("%s: checks implied: %v\n%s", file, got, text)
				}
			})
		}
	}
}
