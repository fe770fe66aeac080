package kinduction

import (
	"strings"
	"testing"
)

// TestPhaseSplits: loops whose body compares a counter with a bound it
// does not write keep one affine relation per phase; the split
// candidates (phasesplit.go) are checked path by path and in the
// interpreter, and k-induction proves each safe program and not its
// twin, whose threshold is off by one (gcc: the twins reach the error
// for lim = 1, for n = 2 with cap = 1, for t = 0; the safe programs for
// no input). The bounds of 8 keep checkKInduction's 40-step bounded
// search cheap (at 1000 it took a minute); without the split candidates
// no safe program is proved.
func TestPhaseSplits(t *testing.T) {
	for _, tc := range []struct {
		name, tmpl, safe, bug string
		want                  string // a split candidate of the safe program
	}{
		{"follow", `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int lim = __VERIFIER_nondet_int();
  if (lim < 1 || lim > 1000) return 0;
  int p = 0, q = lim;
  while (p < 2 * lim) {
    p++;
    if (p OP lim) q++;
  }
  if (q != 2 * lim) reach_error();
  return 0;
}
`, ">", ">=", "(main::p < main::lim) || "},
		{"saturate", `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
#define check(c) do { if (!(c)) reach_error(); } while (0)
int main(void) {
  int n = __VERIFIER_nondet_int(), cap = __VERIFIER_nondet_int();
  if (n < 0 || n > 8 || cap < 0 || cap > 8) return 0;
  int v = 0;
  for (int i = 0; i < n; i++) {
    if (v OP cap) v++;
  }
  check(v == (n < cap ? n : cap));
  return 0;
}
`, "<", "<=", "(main::v >= main::cap) || "},
		{"countdown", `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), t = __VERIFIER_nondet_int();
  if (n < 0 || n > 8 || t < 0 || t > n) return 0;
  int i = n, c = 0;
  do {
    if (i OP t) c++;
    i--;
  } while (i >= 0);
  if (c != t + 1) reach_error();
  return 0;
}
`, "<=", "<", "(main::i > main::t) || "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, isBug := range []bool{false, true} {
				op, file := tc.safe, tc.name+"_safe.c"
				if isBug {
					op, file = tc.bug, tc.name+"_bug.c"
				}
				src := strings.Replace(tc.tmpl, "OP", op, 1)
				sys, invs, text := synthesizeChecked(t, file, src)
				if !isBug && !strings.Contains(text, tc.want) {
					t.Errorf("%s: no %s... in the invariants:\n%s", file, tc.want, text)
				}
				if proved := checkKInduction(t, file, src, sys, invs); proved == isBug {
					t.Errorf("%s: proved by k-induction: %v\n%s", file, proved, text)
				}
			}
		})
	}
}
