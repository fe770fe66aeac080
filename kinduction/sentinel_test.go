package kinduction

import (
	"strings"
	"testing"
)

// TestSentinelRange: a cell the program writes at a constant index (a
// sentinel) bounds the cells a counter has not reached yet, so that the
// search that stops at it is proved: ∀k ∈ [i, 63). a[k] != 0 at its
// head. The invariants are checked path by path and in the
// interpreter; the twin whose assertion claims the search stops
// earlier is not proved.
func TestSentinelRange(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main() {
  int a[64]; int i;
  for (i = 0; i < 63; i++) { a[i] = __VERIFIER_nondet_int(); if (a[i] == 0) return 0; }
  a[63] = 0;
  i = 0;
  while (a[i] != 0) i++;
  if (i != 63) reach_error();
  return 0;
}`
	for _, buggy := range []bool{false, true} {
		s := src
		name := "sentinel.c"
		if buggy {
			s = strings.Replace(src, "if (i != 63)", "if (i >= 63)", 1)
			name = "sentinel_bug.c"
		}
		t.Run(name, func(t *testing.T) {
			sys, invs, text := synthesizeChecked(t, name, s)
			want := `\forall k. main::i <= k && k < 63 ==> main::a[k] != 0`
			if !buggy && !strings.Contains(text, want) {
				t.Errorf("no %s in\n%s", want, text)
			}
			if got := checkKInduction(t, name, s, sys, invs); got == buggy {
				t.Errorf("proved %v, want %v; invariants:\n%s", got, !buggy, text)
			}
		})
	}
}
