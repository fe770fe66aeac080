package kinduction

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// witnessTwins are programs whose proof needs an existential fact (some
// cell holds the value a search looks for), each with a buggy twin: the
// template's one %s is safe or bug. gcc agrees: compiled with the
// address and undefined-behaviour sanitizers and run on 300 random
// inputs each, no safe variant reaches reach_error, every twin does, and
// no run faults.
var witnessTwins = []struct {
	name, tmpl, safe, bug string
	want                  []string // in the safe variant's invariants
}{
	{
		// The maximum of a global array filled by while loops; a
		// flag set where a cell equals it (the twin starts the
		// maximum at 0, which no cell holds when all are negative).
		name: "max_found",
		tmpl: `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[8];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 8) return 0;
  int i = 0;
  while (i < n) { a[i] = __VERIFIER_nondet_int(); i++; }
  int max = %s;
  i = 1;
  while (i < n) { if (a[i] > max) max = a[i]; i++; }
  int found = 0;
  i = 0;
  while (i < n) { if (max == a[i]) found = 1; i++; }
  if (!found) reach_error();
  return 0;
}`,
		safe: "a[0]", bug: "0",
		want: []string{"main::max == a[main::max$at$a]", "(main::found == 1) || (main::i <= "},
	},
	{
		// The minimum, then a search that stops at it: the index it
		// stops at is used after the loop (the twin's search starts
		// at cell 1 and misses a minimum only cell 0 holds).
		name: "min_position",
		tmpl: `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 8) return 0;
  int a[n];
  for (int j = 0; j < n; j++) a[j] = __VERIFIER_nondet_int();
  int min = a[0];
  for (int j = 1; j < n; j++) if (a[j] < min) min = a[j];
  int i = %s;
  while (i < n && a[i] != min) i++;
  if (i >= n) reach_error();
  if (a[i] != min) reach_error();
  return 0;
}`,
		safe: "0", bug: "1",
		want: []string{"main::i <= main::min$at$"},
	},
	{
		// A value taken from a cell at an input index, searched for
		// counting down (the twin stops before cell 0).
		name: "pick_down",
		tmpl: `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[8];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 8) return 0;
  for (int j = 0; j < n; j++) a[j] = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= n) return 0;
  int m = a[k];
  int found = 0;
  for (int i = n - 1; i >= %s; i--) if (a[i] == m) found = 1;
  if (!found) reach_error();
  return 0;
}`,
		safe: "0", bug: "1",
		want: []string{"(main::found == 1) || (main::m$at$a <= main::i)"},
	},
	{
		// The minimum over unsigned indices (the ghost takes the
		// counter's type, not that of the constant 0 of a[0]); the
		// search records the position, which starts at n (the twin
		// starts the minimum below every cell that equals a[0]).
		name: "min_unsigned_pos",
		tmpl: `extern void abort(void);
void reach_error(void) {}
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  if (n == 0 || n > 8) abort();
  int a[n];
  unsigned int i;
  for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int min = %s;
  for (i = 1; i < n; i++) if (a[i] < min) min = a[i];
  unsigned int pos = n;
  for (i = 0; i < n; i++) if (a[i] == min) pos = i;
  if (pos >= n) reach_error();
  return 0;
}`,
		safe: "a[0]", bug: "a[0] - 1",
		want: []string{"(main::pos != main::n) || (main::i <= main::min$at$main::a)"},
	},
}

// TestWitnessIndices: with the ghost indices of program.WitnessIndices,
// the safe programs of witnessTwins are proved by k-induction (their
// invariants checked path by path by SAT and in the interpreter, on the
// program with its ghosts) and their twins are not.
func TestWitnessIndices(t *testing.T) {
	for _, tc := range witnessTwins {
		for _, isBug := range []bool{false, true} {
			v := tc.safe
			if isBug {
				v = tc.bug
			}
			src := strings.Replace(tc.tmpl, "%s", v, 1)
			file := tc.name + ".c"
			if isBug {
				file = tc.name + "_bug.c"
			}
			t.Run(file, func(t *testing.T) {
				sys, invs, text := synthesizeRewritten(t, file, src, program.WitnessIndices)
				if !isBug {
					for _, w := range tc.want {
						if !strings.Contains(text, w) {
							t.Errorf("no %s in the invariants:\n%s", w, text)
						}
					}
				}
				if proved := checkKInductionDeep(t, file, src, sys, invs, 9); proved == isBug {
					t.Errorf("proved by k-induction: %v\n%s", proved, text)
				}
			})
		}
	}
}
