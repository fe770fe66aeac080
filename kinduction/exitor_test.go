package kinduction

import (
	"slices"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestExitDisjunctions: a loop left by either of two conditions gives
// their disjunction at the head control reaches next (the loop that
// copies the rest of a after the merge), not at its own head, not at a
// head behind another loop, and not at the head of a loop around it.
func TestExitDisjunctions(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int a[8], b[8], c[16]; int p, q, r, n = 0;
  while (n < 3) {
    p = 0; q = 0; r = 0;
    while (p < 8 && q < 8) {
      if (a[p] <= b[q]) { c[r] = a[p]; p++; } else { c[r] = b[q]; q++; }
      r++;
    }
    while (p < 8) { c[r] = a[p]; p++; r++; }
    while (q < 8) { c[r] = b[q]; q++; r++; }
    n++;
  }
  return 0;
}`
	sys := sourceSystem(t, "exits.c", src)
	ors := exitDisjunctions(sys, liveIntegers(sys.P))
	at := map[int][]string{}
	for c, xs := range ors {
		for _, x := range xs {
			at[sys.Cuts[c].Pos.Line] = append(at[sys.Cuts[c].Pos.Line], program.ExprString(x))
		}
	}
	if want := "(main::p >= 8) || (main::q >= 8)"; !slices.Contains(at[11], want) {
		t.Errorf("no %s at the head of the rest of a; have %q", want, at)
	}
	for line, xs := range at {
		if line != 11 {
			t.Errorf("exit disjunctions at line %d: %q", line, xs)
		}
	}
}
