package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// shiftedCopy copies src into dst shifted by sh, with a loop counting
// down from the term N - 1 - sh (not a constant) to 0, then checks the
// cells counting down again. Its proof needs, at the copy loop's head,
// the cells behind the counter, (t, N - 1 - sh], copied; that range's
// start was never proposed while the write dst[t + sh] counted sh as a
// variable the loop writes. At the check loop it needs u <= N - 1 - sh,
// the side of the counter that its start bounds (the loop's condition
// bounds the other). gcc (with UBSan and ASan) as the oracle on 3000
// random runs each: the safe variant never reaches reach_error, the
// variant whose copy stops at t >= 1 reaches it in 2773.
const shiftedCopy = `int src[N], dst[N];
int main(void) {
  int sh, t, u;
  sh = __VERIFIER_nondet_int();
  if (sh < 0) sh = 0;
  if (sh > N - 1) sh = N - 1;
  for (t = 0; t < N; t++) { src[t] = __VERIFIER_nondet_int(); dst[t] = 0; }
  for (t = N - 1 - sh; t >= STOP; t = t - 1) dst[t + sh] = src[t];
  u = N - 1 - sh;
  while (u >= 0) { if (dst[u + sh] != src[u]) reach_error(); u--; }
  return 0;
}`

// TestEntryBounds: the candidates entryBounds proposes (a counter has
// not passed its start), on the shifted copy; the safe variant is
// proved at depth at most 1 with the synthesised invariants, which are
// checked independently at N = 4 (path by path by SAT, the quantified
// atoms too, and in the interpreter); the buggy one is not proved.
func TestEntryBounds(t *testing.T) {
	for _, tc := range []struct {
		n    int
		stop int
		safe bool
	}{{4, 0, true}, {64, 0, true}, {64, 1, false}} {
		src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n#define STOP %d\n%s\n", tc.n, tc.stop, shiftedCopy)
		name := fmt.Sprintf("shifted%d_%d.c", tc.n, tc.stop)
		sys := sourceSystemWith(t, name, src, cfront.Options{CutUndefined: true})
		var bounds []string
		for _, head := range sys.Cuts[1:] {
			for _, g := range entryBounds(head, sys.Nest.LoopOfHead(head).Body) {
				bounds = append(bounds, program.ExprString(g))
			}
		}
		want := fmt.Sprintf("main::t <= (%d - main::sh)", tc.n-1)
		if !contains(bounds, want) {
			t.Errorf("%s: entry bounds %q, want %s among them", name, bounds, want)
		}
		invs := synthesizeBounded(t, sys, SynthOptions{})
		var b strings.Builder
		WriteInvariants(&b, invs)
		if tc.n < 8 {
			checkInductivePathByPath(t, name, src, sys, invs)
			checkQuantifiedPathByPath(t, name, src, sys, invs)
			checkInterpreter(t, name, src, invs)
		}
		if got := stepWithin(t, sys, invs, 1); got != tc.safe {
			t.Errorf("%s: step up to k = 1 holds: %v, want %v, with\n%s", name, got, tc.safe, b.String())
		}
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
