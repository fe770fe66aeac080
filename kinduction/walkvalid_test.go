package kinduction

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
)

// pointerCopyCut copies n input values by two walking pointers while a
// length counts down (len = n - SHORT), under --undefined cut, whose
// assumes __valid(p) before each dereference read the pointers; then it
// compares every cell. gcc, N = 6: the twin one short (SHORT 1) reaches
// the error in 41 of 50 random runs, the safe program in none.
const pointerCopyCut = `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  int src[N], dst[N];
  int n = __VERIFIER_nondet_int(), i;
  if (n < 1 || n > N) return 0;
  for (i = 0; i < n; i++) src[i] = __VERIFIER_nondet_int();
  int *p = src, *q = dst;
  int len = n - SHORT;
  while (len-- > 0) *q++ = *p++;
  for (i = 0; i < n; i++) __VERIFIER_assert(dst[i] == src[i]);
  return 0;
}`

// TestWalkingValidCut: the view keeps its ghosts when the program
// checks the walking pointers' validity (__valid(p) becomes the ghost
// index inside the array); the copy is then proved with the relation of
// the pointers to the length (checked path by path by SAT, quantified
// atoms too, and in the interpreter, at N = 4), and its twin one short
// is not.
func TestWalkingValidCut(t *testing.T) {
	opts := cfront.Options{CutUndefined: true}
	for _, short := range []int{0, 1} {
		src := fmt.Sprintf("#define N 4\n#define SHORT %d\n%s\n", short, pointerCopyCut)
		name := fmt.Sprintf("ptrcopycut%d.c", short)
		sys := sourceSystemWith(t, name, src, opts)
		if !strings.Contains(sys.P.String(), "__valid(") {
			t.Fatalf("%s: no __valid assume to translate:\n%s", name, sys.P.String())
		}
		view, _, walk := pointerView(sys)
		if walk == nil {
			t.Fatalf("%s: no ghosts", name)
		}
		if text := view.P.String(); !strings.Contains(text, "main::p$idx") || !strings.Contains(text, "main::q$idx") {
			t.Fatalf("%s: view without both ghosts:\n%s", name, text)
		}
		invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
		var b strings.Builder
		WriteInvariants(&b, invs)
		checkInductivePathByPath(t, name, src, sys, invs)
		checkQuantifiedPathByPath(t, name, src, sys, invs)
		checkInterpreterWith(t, name, src, opts, invs)
		if got := stepWithin(t, sys, invs, 1); got != (short == 0) {
			t.Errorf("%s: step up to k = 1 holds: %v, with\n%s", name, got, b.String())
		}
	}
}
