package kinduction

import (
	"strings"
	"testing"
)

// TestSweepFloor: loops counting down to a bound that is a variable
// (i > s, j >= s + 1) sweep the cells from that bound up; the segment
// [s + 1, 20) is what the first loop leaves and the second checks, and
// only the floors name its start (the counters start at the constant 19,
// and s itself is one cell too low). Every invariant is checked path by
// path by SAT and in the interpreter, and k-induction must prove the
// program.
func TestSweepFloor(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[20];
int main() {
  int i, j, s;
  s = __VERIFIER_nondet_int();
  if (s < 0 || s >= 20) return 0;
  for (i = 19; i > s; i--) a[i] = 7;
  for (j = 19; j >= s + 1; j--) {
    if (a[j] != 7) reach_error();
  }
  return 0;
}`
	sys, invs, text := synthesizeChecked(t, "floor.c", src)
	if !strings.Contains(text, `\forall k. main::s + 1 <= k && k <= main::j ==> a[k] == 7`) {
		t.Errorf("no sweep of the checking loop down to its floor:\n%s", text)
	}
	if !checkKInduction(t, "floor.c", src, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", text)
	}
}
