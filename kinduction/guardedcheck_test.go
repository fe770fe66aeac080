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

// TestCharCellsSameTypes: a scan of a char array to a zero terminator
// whose cells were copied from another array composes the terminator
// test ((int)s[i] != 0, the cast stripped) with the copy; every
// comparison of the candidates has operands of one type (the encoder
// refused a char cell against an int constant, which cost the whole
// synthesis), and the program is proved by a step at depth at most 1.
func TestCharCellsSameTypes(t *testing.T) {
	src := `extern char __VERIFIER_nondet_char(void);
void reach_error(void) {}
char src[300], dst[300];
int main() {
  int i, n;
  for (i = 0; i < 299; i++) { char c = __VERIFIER_nondet_char(); src[i] = c ? c : 'y'; }
  src[299] = 0;
  for (i = 0; i < 300; i++) dst[i] = src[i];
  n = 0;
  while (src[n] != 0 && src[n] == dst[n]) n++;
  if (!(dst[n] == src[n])) reach_error();
  return 0;
}`
	sys := sourceSystemWith(t, "charscan.c", src, cfront.Options{CutUndefined: true})
	invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	for _, inv := range invs {
		for _, q := range inv.Quantified {
			program.Walk(q.formula, func(x program.Expr) bool {
				if b, ok := x.(*program.Binary); ok && b.Op.IsComparison() && !program.Identical(b.X.Type(), b.Y.Type()) {
					t.Errorf("comparison of %s and %s in %s", b.X.Type(), b.Y.Type(), q)
				}
				return true
			})
		}
	}
	if !stepWithin(t, sys, invs, 1) {
		var b strings.Builder
		WriteInvariants(&b, invs)
		t.Errorf("no induction step up to k = 1 with\n%s", b.String())
	}
}

// recordFound searches for a key and records where it found it; the
// check after the loop is a disjunction, found == 0 || a[pos] == key,
// which no comparison of its parts states at the head (a[pos] == key
// fails before the key is found, found == 0 after).
const recordFound = `int a[N];
int main() {
  int key = __VERIFIER_nondet_int(), found = 0, pos = 0, i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) if (a[i] == key) { found = 1; pos = i; }
  CHECK(!found || a[pos] == key);
  return 0;
}`

// TestFormulaCheckCandidate: a check outside loops whose condition is a
// Boolean combination of comparisons is a candidate whole (and, for a
// conjunction, each conjunct), by an assertion function and by a macro;
// with it the search over N = 4096 cells is proved by a step at depth
// at most 1.
func TestFormulaCheckCandidate(t *testing.T) {
	for _, check := range []string{
		"void __VERIFIER_assert(int c) { if (!c) reach_error(); }\n#define CHECK(c) __VERIFIER_assert(c)",
		"#define CHECK(c) do { if (!(c)) reach_error(); } while (0)",
	} {
		src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n%s\n#define N %d\n%s\n", check, 4096, recordFound)
		sys := sourceSystemWith(t, "recordfound.c", src, cfront.Options{CutUndefined: true})
		found := false
		for _, c := range checkConditions(sys) {
			found = found || strings.Contains(program.ExprString(c), "(a[main::pos] == main::key)")
		}
		if !found {
			t.Fatalf("%s: no candidate of the check", check)
		}
		invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
		if !stepWithin(t, sys, invs, 1) {
			var b strings.Builder
			WriteInvariants(&b, invs)
			t.Errorf("%s: no induction step up to k = 1 with\n%s", check, b.String())
		}
	}
}
