package kinduction

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLoopGuardedCheck: a check under a branch of a loop's body, over
// cells at the counter, gives the implication from the branch's
// condition as a cell atom; with it the check holds for every cell
// (the condition alone is false for the cells the branch skips). The
// off-by-one twin is not proved.
func TestLoopGuardedCheck(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int mark[40], pos[40];
int main() {
  int i;
  for (i = 0; i < 40; i++) {
    int q = __VERIFIER_nondet_int();
    mark[i] = q;
    if (q > 0) pos[i] = i; else pos[i] = -1;
  }
  i = 39;
  while (i >= 0) {
    if (mark[i] > 0) { if (!(pos[i] == i + %d)) reach_error(); }
    i--;
  }
  return 0;
}`
	for _, bug := range []bool{false, true} {
		off := 0
		if bug {
			off = 1
		}
		src := fmt.Sprintf(tmpl, off)
		name := fmt.Sprintf("loopguard_%d.c", off)
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
		want := `\forall k. 0 <= k && k < 40 ==> (mark[k] <= 0) || (pos[k] == (k + 0))`
		if !bug && !strings.Contains(b.String(), want) {
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

// TestGuardedWrites: writes under a branch of the body over a cell at
// the counter (if (src[i] > 10) dst[i] = 2; else dst[i] = 5) give the
// implications src[k] <= 10 || dst[k] == 2 and src[k] > 10 || dst[k] == 5;
// a later loop that clears a flag when a pair disagrees keeps the flag
// with them. The twin whose later loop tests another threshold is not
// proved.
func TestGuardedWrites(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int src[60], dst[60];
  int i, ok = 1;
  for (i = 0; i < 60; i++) src[i] = __VERIFIER_nondet_int();
  i = 0;
  do { if (src[i] > 10) dst[i] = 2; else dst[i] = 5; i++; } while (i < 60);
  for (i = 59; i >= 0; i--) { if (src[i] > %d && dst[i] != 2) ok = 0; }
  if (!ok) reach_error();
  return 0;
}`
	for _, bug := range []bool{false, true} {
		th := 10
		if bug {
			th = 9
		}
		src := fmt.Sprintf(tmpl, th)
		name := fmt.Sprintf("guardedwrites_%d.c", th)
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
		want := `\forall k. 0 <= k && k < 60 ==> (main::src[k] <= 10) || (main::dst[k] == 2)`
		if !strings.Contains(b.String(), want) {
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
