package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestRowMajorNests: a nest over a variable-length matrix A[n][m] (of
// constant dimensions, which give the array a small capacity; cells
// A[i*m + j] once program.IndexFirstElements has run, as engine.Prepare
// runs it) keeps its facts over the flat segment it has passed
// (flatnest.go): an initialisation to an input value, checked by a
// second nest. The safe program's invariants hold the flat atom and
// k-induction proves it; its buggy twin (the nest that writes misses the
// last column) is not proved. Every invariant is checked path by path
// and in the interpreter. Without the flat ranges the atom is not there
// and the safe program is not proved. (A maximum over a matrix is
// proved the same way, but under the unbounded budgets of a test its
// Houdini queries through the multipliers take minutes.)
func TestRowMajorNests(t *testing.T) {
	const head = `extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
void assume_abort_if_not(int c) { if (!c) abort(); }
int main(void) {
  int n = 6, m = 5, i, j;
`
	const m = `((int)((unsigned int)1 * main::A$dim1))`
	for _, tc := range []struct {
		name, body string
		safe, bug  string
		want       string
	}{
		{"init", `  int A[n][m]; int c = __VERIFIER_nondet_int();
  for (i = 0; i < n; i++) for (j = 0; j < %s; j++) A[i][j] = c;
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) if (A[i][j] != c) reach_error();
  return 0;
}
`, "m", "m - 1", `\forall k. 0 <= k && k < (main::i * ` + m + `) + main::j ==> main::A[k] == main::c`},
	} {
		for _, bug := range []bool{false, true} {
			name := tc.name
			if bug {
				name += "_bug"
			}
			t.Run(name, func(t *testing.T) {
				bound := tc.safe
				if bug {
					bound = tc.bug
				}
				src := head + fmt.Sprintf(tc.body, bound)
				file := tc.name + ".c"
				if bug {
					file = tc.name + "_bug.c"
				}
				sys, invs, text := synthesizeRewritten(t, file, src, program.IndexFirstElements)
				if !bug && !strings.Contains(text, tc.want) {
					t.Errorf("%s: no %s in the invariants:\n%s", file, tc.want, text)
				}
				if proved := checkKInduction(t, file, src, sys, invs); proved == bug {
					t.Errorf("%s: proved by k-induction: %v", file, proved)
				}
			})
		}
	}
}
