package cfront

import (
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestPropagateConstants: a scalar that one statement sets to a constant
// is that constant where the statement has passed on every path
// (program.PropagateConstants): n = 3 and the dimensions of the arrays
// declared from it (A$dim1 = (unsigned int)n, folded to 3u), so that two
// arrays of one shape are indexed by one term, and a constant set in a
// loop's body. A scalar written twice, one whose address is taken, one
// left uninitialised on a path and one set from an input stay. The
// program means the same: runs of the interpreter on the same inputs
// end alike before and after, the buggy twins reaching reach_error.
func TestPropagateConstants(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nextern void abort(void);\n" +
		"void reach_error(void) { abort(); }\n"
	for _, tc := range []struct {
		name, body string
		replaced   bool
		left       string
	}{
		{"dimensions of two arrays", "int n = 3, i, j; int A[n][n], B[n][n]; for (i = 0; i < n; i++) for (j = 0; j < n; j++) B[i][j] = __VERIFIER_nondet_int(); for (i = 0; i < n; i++) for (j = 0; j < n; j++) A[i][j] = B[i][j]; for (i = 0; i < n; i++) for (j = 0; j < n; j++) if (A[i][j] != B[i][j]) reach_error(); return 0;", true, "$dim1)"},
		{"dimensions of two arrays, a bug", "int n = 3, i, j; int A[n][n], B[n][n]; for (i = 0; i < n; i++) for (j = 0; j < n; j++) B[i][j] = __VERIFIER_nondet_int(); for (i = 0; i < n; i++) for (j = 0; j < n - 1; j++) A[i][j] = B[i][j]; for (i = 0; i < n; i++) for (j = 0; j < n; j++) if (A[i][j] != B[i][j]) reach_error(); return 0;", true, "$dim1)"},
		{"a constant in a loop's body, a bug", "int s = 0, i; for (i = 0; i < 4; i++) { int c = 5; s = s + c; } if (s == 20) reach_error(); return 0;", true, "+ main::c"},
		{"written twice, a bug", "int n = 3; if (__VERIFIER_nondet_int()) n = 4; if (n == 4) reach_error(); return 0;", false, ""},
		{"address taken, a bug", "int n = 3; int *p = &n; *p = __VERIFIER_nondet_int(); if (n == 4) reach_error(); return 0;", false, ""},
		{"uninitialised on a path, a bug", "int n; if (__VERIFIER_nondet_int()) n = 4; if (n == 4) reach_error(); return 0;", false, ""},
		{"an input, a bug", "int n = __VERIFIER_nondet_int(); if (n == 4) reach_error(); return 0;", false, ""},
	} {
		src := []byte(head + "int main(void) { " + tc.body + " }\n")
		inputs := func(seed int64) interp.Inputs {
			r := rand.New(rand.NewPCG(uint64(seed), 13))
			other := interp.NewRandomInputs(seed)
			return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if ty.Kind == program.KindInt && ty.Width <= 32 {
					return interp.Value{Bits: uint64(r.IntN(6))}, nil
				}
				return other.Havoc(e, ty)
			})
		}
		left := tc.left
		if left == "" {
			left = "\x00"
		}
		checkForwarding(t, "constprop.c", tc.name, src, program.PropagateConstants, tc.replaced, left, 40, inputs)
	}
}
