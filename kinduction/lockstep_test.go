package kinduction

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLockstepWrites: a loop that stores a second counter (a[i] = j;
// j++ beside i++) gives the cell atom with that counter written as the
// index plus the difference of their entry values, a[k] == k + 3; a
// copy composes it, and the check after the copy is proved. The twin
// whose check is off by one is not.
func TestLockstepWrites(t *testing.T) {
	const tmpl = `void reach_error(void) {}
int main() {
  int a[50], b[50];
  int i, j = 3;
  for (i = 0; i < 50; i++) { a[i] = j; j = j + 1; }
  for (i = 0; i < 50; i++) b[i] = a[i];
  for (i = 0; i < 50; i++) if (!(b[i] == i + %d)) reach_error();
  return 0;
}`
	for _, bug := range []bool{false, true} {
		off := 3
		if bug {
			off = 2
		}
		src := fmt.Sprintf(tmpl, off)
		name := fmt.Sprintf("lockstep_%d.c", off)
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
		want := `\forall k. 0 <= k && k < main::i ==> main::a[k] == (k + 3)`
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
