package kinduction

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// lastAbove searches downwards for the last cell above a threshold and
// checks the cell found only when the search found one: the check after
// the loops holds under its branch, w == -1 || a[w] > t, never alone.
const lastAbove = `int a[N];
int main() {
  int t = __VERIFIER_nondet_int(), w = -1, i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  i = N - 1;
  while (i >= 0) { if (a[i] > t) { w = i; break; } i--; }
  for (i = w + 1; i < N; i++) if (a[i] > t) reach_error();
  if (w != -1) { if (!(a[w] > t)) reach_error(); }
  return 0;
}`

// TestGuardedCheckCandidate: a check outside loops under a branch gives
// the implication from the branch's condition as a candidate, and with
// it the search over N = 4096 cells is proved by a step at depth at most
// 1 (the check's condition alone is false at the heads before it, where
// no cell was found).
func TestGuardedCheckCandidate(t *testing.T) {
	src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n%s\n", 4096, lastAbove)
	sys := sourceSystemWith(t, "lastabove.c", src, cfront.Options{CutUndefined: true})
	var texts []string
	for _, c := range checkConditions(sys) {
		texts = append(texts, program.ExprString(c))
	}
	const want = "(main::w == (-1)) || (a[main::w] > main::t)"
	if !strings.Contains(strings.Join(texts, "\n"), want) {
		t.Fatalf("candidates %q lack %s", texts, want)
	}
	invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if !stepWithin(t, sys, invs, 1) {
		var b strings.Builder
		WriteInvariants(&b, invs)
		t.Errorf("no induction step up to k = 1 with\n%s", b.String())
	}
}

// TestBranchGuardWritten: a branch whose variable is written between it
// and the check gives no guard (the condition no longer speaks of the
// values the check reads).
func TestBranchGuardWritten(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a[8];
int main() {
  int w = __VERIFIER_nondet_int();
  if (w >= 0 && w < 8) { w = 0; if (!(a[w] == 0)) reach_error(); }
  return 0;
}`
	sys := sourceSystemWith(t, "written.c", src, cfront.Options{})
	for _, c := range checkConditions(sys) {
		if b, ok := c.(*program.Binary); ok && b.Op == program.LOr {
			t.Errorf("guarded candidate %s over a written variable", program.ExprString(c))
		}
	}
}
