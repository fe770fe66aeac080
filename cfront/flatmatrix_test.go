package cfront

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestFlattenMatrices: a matrix of constant dimensions (global or local,
// initialised, copied, transposed, compared) whose every cell access the
// front end guards by its bounds (CutUndefined, or array-bounds checks)
// is one array in row-major order (program.FlattenMatrices): its cells
// are a[e1*M + e2]. Runs of the interpreter on the same inputs end alike
// before and after, the buggy twins reaching reach_error. A matrix whose
// rows are used as arrays of their own, whose address is taken, or
// whose accesses are not guarded (no cut, no bounds check: an index
// outside a row is the model's undefined access, not the next row's
// cell) stays. The rewrite works on a copy (program.Clone, as
// engine.Prepare's), whose variables are the original's: the original
// keeps its matrices.
func TestFlattenMatrices(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nextern void abort(void);\n" +
		"void reach_error(void) { abort(); }\nint g[3][4];\n"
	const idx = "int i = __VERIFIER_nondet_int(), j = __VERIFIER_nondet_int(), k, l;\n"
	for _, tc := range []struct {
		name, body string
		opts       Options
		flattened  bool
	}{
		{"global init and check, a bug", "for (k = 0; k < 3; k++) for (l = 0; l < 4; l++) g[k][l] = k + l; if (g[i][j] == 3) reach_error(); return 0;", Options{CutUndefined: true}, true},
		{"local copy and transpose, a bug", "int a[3][4], b[4][3]; for (k = 0; k < 3; k++) for (l = 0; l < 4; l++) a[k][l] = __VERIFIER_nondet_int(); for (k = 0; k < 3; k++) for (l = 0; l < 4; l++) b[l][k] = a[k][l]; if (b[j][i] != a[i][j] || a[i][j] == 3) reach_error(); return 0;", Options{CutUndefined: true}, true},
		{"bounds checked", "int a[3][4] = {{1, 2}, {3}}; if (a[i][j] == 3) reach_error(); return 0;", Options{Checks: Checks{Bounds: true}}, true},
		{"not guarded", "for (k = 0; k < 3; k++) for (l = 0; l < 4; l++) g[k][l] = k + l; if (g[i][j] == 5) reach_error(); return 0;", Options{}, false},
		{"a row used as an array", "int a[3][4]; int *r = a[1]; r[2] = 7; if (a[i][j] == 7) reach_error(); return 0;", Options{CutUndefined: true}, false},
		{"address taken", "int a[3][4]; int (*p)[3][4] = &a; (*p)[1][2] = 7; if (a[i][j] == 7) reach_error(); return 0;", Options{CutUndefined: true}, false},
	} {
		src := []byte(head + "int main(void) { " + idx + tc.body + " }\n")
		orig, err := ParseSource("flatmatrix.c", src, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		// The rewrite works on a copy, as engine.Prepare's: the
		// original (which shares its variables) must run as before.
		p := program.Clone(orig)
		n := program.FlattenMatrices(p)
		if err := program.Sanity(orig); err != nil {
			t.Fatalf("%s: the original changed: %v", tc.name, err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (n > 0) != tc.flattened {
			t.Errorf("%s: %d cells rewritten\n%s", tc.name, n, p)
		}
		if tc.flattened && hasNestedIndex(p) {
			t.Errorf("%s: a cell of two indices is left\n%s", tc.name, p)
		}
		violated := 0
		for seed := range 60 {
			end := func(q *program.Program) string {
				r := rand.New(rand.NewPCG(uint64(seed), 17))
				other := interp.NewRandomInputs(int64(seed))
				in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
					if ty.Kind == program.KindInt && ty.Width <= 32 {
						return interp.Value{Bits: uint64(r.IntN(6))}, nil
					}
					return other.Havoc(e, ty)
				})
				res, err := interp.Run(q, in, interp.Options{MaxSteps: 10000, NoTrace: true})
				if err != nil {
					return err.Error()
				}
				id := ""
				if res.Check != nil {
					id = res.Check.ID
				}
				if res.Check != nil && q == p {
					violated++
				}
				return fmt.Sprintf("status %v check %q at L%d after %d steps", res.Status, id, res.Loc.ID, res.Steps)
			}
			if a, b := end(orig), end(p); a != b {
				t.Errorf("%s, seed %d: %s before, %s after", tc.name, seed, a, b)
			}
		}
		if bug := strings.Contains(tc.name, "a bug"); bug && violated == 0 {
			t.Errorf("%s: no run reached reach_error", tc.name)
		}
	}
}

// hasNestedIndex reports whether a statement of p indexes a cell of an
// array of arrays.
func hasNestedIndex(p *program.Program) bool {
	found := false
	for _, l := range p.Locs {
		for _, e := range l.Out {
			for _, x := range program.StmtExprs(e.Stmt) {
				program.Walk(x, func(y program.Expr) bool {
					if ix, ok := y.(*program.Index); ok {
						if _, inner := ix.X.(*program.Index); inner {
							found = true
						}
					}
					return !found
				})
			}
		}
	}
	return found
}
