package kinduction

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestScalarIndexCell: a cell written outside loops at an index over
// scalars (the terminator a[n] = 0 after a loop that stopped at n) is a
// candidate a[n] == 0 at the heads after it; with it a scan to the
// terminator stops at n, and the check j == n is proved. The twin that
// checks j == n - 1 is not.
func TestScalarIndexCell(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[70];
int main() {
  int n = 0, j = 0;
  while (n < 69) { int x = __VERIFIER_nondet_int(); if (x <= 0) break; a[n] = x; n++; }
  a[n] = 0;
  while (a[j] != 0) j++;
  if (!(j == n - %d)) reach_error();
  return 0;
}`
	for _, bug := range []bool{false, true} {
		off := 0
		if bug {
			off = 1
		}
		src := fmt.Sprintf(tmpl, off)
		name := fmt.Sprintf("scalarcell_%d.c", off)
		sys, err := NewSystem(parseSource(t, name, src))
		if err != nil {
			t.Fatal(err)
		}
		invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		WriteInvariants(&b, invs)
		if want := `a[main::n] == 0`; !strings.Contains(b.String(), want) {
			t.Errorf("%s: no %s in the invariants:\n%s", name, want, b.String())
		}
		checkInductivePathByPath(t, name, src, sys, invs)
		checkQuantifiedPathByPath(t, name, src, sys, invs)
		checkInterpreter(t, name, src, invs)
		if proved := checkKInduction(t, name, src, sys, invs); proved == bug {
			t.Errorf("%s: proved by k-induction: %v", name, proved)
		}
	}
}
