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

// TestRowMajorCopyConstantDims: two variable-length matrices declared
// from the same constant dimensions (A$dim1 and B$dim1 both set from
// m = 3) are indexed by one row-major term once
// program.PropagateConstants has made the dimensions the constant
// (engine.Prepare runs it after program.IndexFirstElements): a copy of
// B into A, checked cell by cell by a second nest, keeps
// A[k] == B[k] over the flat segment it has passed, with no relation
// between two multipliers to prove. The safe program's invariants hold
// the atom and k-induction proves it; its buggy twin (the copy misses
// the last row) is not proved. Every invariant is checked path by path
// and in the interpreter.
func TestRowMajorCopyConstantDims(t *testing.T) {
	const tmpl = `extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
int main(void) {
  int n = 4, m = 3, i, j;
  int A[n][m], B[n][m];
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) B[i][j] = __VERIFIER_nondet_int();
  i = 0;
  while (i < %s) { j = 0; while (j < m) { A[i][j] = B[i][j]; j = j + 1; } i = i + 1; }
  for (i = 0; i < n; i++) for (j = 0; j < m; j++) if (A[i][j] != B[i][j]) reach_error();
  return 0;
}
`
	rewrite := func(p *program.Program) int {
		return program.IndexFirstElements(p) + program.PropagateConstants(p)
	}
	const want = `\forall k. 0 <= k && k < (main::i * 3) + main::j ==> main::A[k] == main::B[k]`
	for _, bug := range []bool{false, true} {
		bound, file := "n", "copy.c"
		if bug {
			bound, file = "n - 1", "copy_bug.c"
		}
		src := fmt.Sprintf(tmpl, bound)
		sys, invs, text := synthesizeRewritten(t, file, src, rewrite)
		if !bug && !strings.Contains(text, want) {
			t.Errorf("%s: no %s in the invariants:\n%s", file, want, text)
		}
		if proved := checkKInduction(t, file, src, sys, invs); proved == bug {
			t.Errorf("%s: proved by k-induction: %v", file, proved)
		}
	}
}
