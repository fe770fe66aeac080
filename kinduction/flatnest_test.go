package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
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

// TestFixedMatrixNests: matrices of constant dimensions (int a[N][M],
// global and local), whose cells the front end guards by their bounds
// under CutUndefined, are one row-major array once
// program.FlattenMatrices has run (as engine.Prepare runs it), and their
// nests keep the facts of the flat segment they have passed, as those
// of a variable-length matrix do: an initialisation of a global matrix
// to an input value, and a copy of one local matrix into another (while
// loops), each checked cell by cell by a second nest. The safe
// programs' invariants hold the flat atom and k-induction proves them;
// their buggy twins (a nest that misses the last column, a copy that
// skips row 0) are not proved. Every invariant is checked path by path
// and in the interpreter. Without the rewrite the cells are a[i][j] of
// an array of rows, over which no quantified atom is stated, and
// neither safe program is proved. (Small matrices: the checkers
// instantiate every cell, and the cut's assumes multiply the paths.)
func TestFixedMatrixNests(t *testing.T) {
	const head = `extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
int g[3][2];
int main(void) {
  int i, j;
`
	for _, tc := range []struct {
		name, body string
		safe, bug  string
		want       string
	}{
		{"init", `  int c = __VERIFIER_nondet_int();
  for (i = 0; i < 3; i++) for (j = 0; j < %s; j++) g[i][j] = c;
  for (i = 0; i < 3; i++) for (j = 0; j < 2; j++) if (g[i][j] != c) reach_error();
  return 0;
}
`, "2", "1", `\forall k. 0 <= k && k < (main::i * 2) + main::j ==> g[k] == main::c`},
		{"copy", `  int a[3][2], b[3][2];
  for (i = 0; i < 3; i++) for (j = 0; j < 2; j++) a[i][j] = __VERIFIER_nondet_int();
  i = %s;
  while (i < 3) { j = 0; while (j < 2) { b[i][j] = a[i][j]; j = j + 1; } i = i + 1; }
  for (i = 0; i < 3; i++) for (j = 0; j < 2; j++) if (a[i][j] != b[i][j]) reach_error();
  return 0;
}
`, "0", "1", `\forall k. 0 <= k && k < (main::i * 2) + main::j ==> main::b[k] == main::a[k]`},
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
				file := name + ".c"
				sys, invs, text := synthesizeRewrittenWith(t, file, src, cfront.Options{CutUndefined: true}, program.FlattenMatrices)
				if !bug && !strings.Contains(text, tc.want) {
					t.Errorf("%s: no %s in the invariants:\n%s", file, tc.want, text)
				}
				if proved := checkKInduction(t, file, src, sys, invs); proved == bug {
					t.Errorf("%s: proved by k-induction: %v\n%s", file, proved, text)
				}
			})
		}
	}
}
