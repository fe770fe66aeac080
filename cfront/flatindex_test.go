package cfront

import (
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestIndexFirstElements: a dereference *(&A[0] + e1 + … + en) of an
// array of integers (a variable-length array of two or three variable
// dimensions, written and read by row-major nests, and a one-dimensional
// array through pointer arithmetic written out) is the cell
// A[e1 + … + en] (program.IndexFirstElements); a dereference through
// another element type or of another array's elements stays. The
// program means the same: runs of the interpreter on the same inputs
// end alike before and after, the buggy twins reaching reach_error.
func TestIndexFirstElements(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nextern void abort(void);\n" +
		"void reach_error(void) { abort(); }\n"
	const nm = "int n = __VERIFIER_nondet_int(); int m = __VERIFIER_nondet_int(); if (n <= 0 || n > 4 || m <= 0 || m > 4) return 0; int i, j, k;\n"
	for _, tc := range []struct {
		name, body string
		forwarded  bool
	}{
		{"init and check", nm + "int A[n][m]; for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = i + j; for (i = 0; i < n; i++) for (j = 0; j < m; j++) if (A[i][j] != i + j) reach_error(); return 0;", true},
		{"init, a bug in the last cell", nm + "int A[n][m]; for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = i + j; if (A[n - 1][m - 1] == 4) reach_error(); return 0;", true},
		{"transpose", nm + "int A[n][m], B[m][n]; for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = __VERIFIER_nondet_int(); for (i = 0; i < n; i++) for (j = 0; j < m; j++) B[j][i] = A[i][j]; for (j = 0; j < m; j++) for (i = 0; i < n; i++) if (B[j][i] != A[i][j]) reach_error(); return 0;", true},
		{"three dimensions, a bug", nm + "int A[n][m][n]; for (i = 0; i < n; i++) for (j = 0; j < m; j++) for (k = 0; k < n; k++) A[i][j][k] = k; if (A[n - 1][m - 1][n - 1] == n - 1 && m == n) reach_error(); return 0;", true},
		{"rows of a constant length stay", nm + "int A[n][m][2]; for (i = 0; i < n; i++) for (j = 0; j < m; j++) for (k = 0; k < 2; k++) A[i][j][k] = k; return A[n - 1][m - 1][1];", false},
		{"pointer arithmetic written out, a bug", "int x[4] = {1, 2, 3, 4}; int i = __VERIFIER_nondet_int() & 1; *(&x[0] + i + 2) = 7; if (x[2] + x[3] != 11) reach_error(); return 0;", true},
		{"another element type", "int x[4] = {0, 0, 0, 0}; char *c = (char *)&x[0]; *(c + 1) = 1; return x[0];", false},
	} {
		src := []byte(head + "int main(void) { " + tc.body + " }\n")
		inputs := func(seed int64) interp.Inputs {
			r := rand.New(rand.NewPCG(uint64(seed), 11))
			other := interp.NewRandomInputs(seed)
			return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if ty.Kind == program.KindInt && ty.Width <= 32 {
					return interp.Value{Bits: uint64(r.IntN(6))}, nil
				}
				return other.Havoc(e, ty)
			})
		}
		checkForwarding(t, "flatindex.c", tc.name, src, program.IndexFirstElements, tc.forwarded, "*((&main::", 40, inputs)
	}
}
