package cfront

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestForwardArrayPointers: a dereference *(p + e) of a pointer that can
// only hold the first element of one array (malloc's result through its
// void* temporary, a VLA or an array that decays) is that array's
// element e (program.ForwardArrayPointers); a pointer that may hold
// another address, moves, is read before it is assigned, or reads
// another type keeps its dereferences. The program means the same: runs
// of the interpreter on the same inputs end alike before and after.
func TestForwardArrayPointers(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nextern void *malloc(unsigned long);\nextern void abort(void);\n" +
		"void reach_error(void) { abort(); }\n"
	const n = "int n = __VERIFIER_nondet_int(); if (n <= 0 || n > 6) return 0; int i;\n"
	for _, tc := range []struct {
		name, body string
		forwarded  bool
	}{
		{"malloc", n + "int *a = malloc(sizeof(int) * n); for (i = 0; i < n; i++) a[i] = i; for (i = 0; i < n; i++) if (a[i] != i) reach_error(); return a[n - 1];", true},
		{"malloc, a copy of the pointer", n + "int *a = malloc(sizeof(int) * n); int *b; b = a; for (i = 0; i < n; i++) b[i] = 2; *a = 1; return a[0] + b[n - 1];", true},
		{"a VLA through a pointer", n + "int v[n]; int *p = v; for (i = 0; i < n; i++) p[i] = i; if (v[n - 1] != n - 1) reach_error(); return 0;", true},
		{"a local array through a pointer", "int x[4]; int *p = &x[0]; int i = __VERIFIER_nondet_int() & 3; p[i] = 5; if (x[i] != 5) reach_error(); return 0;", true},
		{"malloc, a bug in the last cell", n + "int *a = malloc(sizeof(int) * n); for (i = 0; i < n; i++) a[i] = i; if (a[n - 1] == 5) reach_error(); return 0;", true},
		{"two arrays", n + "int x[4], y[4]; int *p = x; if (__VERIFIER_nondet_int()) p = y; p[n & 3] = 1; return x[0];", false},
		{"the pointer moves", "int x[4]; int *p = x; p++; p[1] = 3; return x[2];", false},
		{"read before assigned on a path", "int x[4]; int *p; if (__VERIFIER_nondet_int()) p = x; p[1] = 3; return x[1];", false},
		{"another type", "int x[4] = {0, 0, 0, 0}; char *c = (char *)x; c[1] = 1; return x[0];", false},
		{"the second element", "int x[4] = {0, 0, 0, 0}; int *p = &x[1]; p[1] = 3; return x[2];", false},
	} {
		src := []byte(head + "int main(void) { " + tc.body + " }\n")
		// Small integers (n from 0 to 8), anything else random.
		inputs := func(seed int64) interp.Inputs {
			r := rand.New(rand.NewPCG(uint64(seed), 7))
			other := interp.NewRandomInputs(seed)
			return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if ty.Kind == program.KindInt && ty.Width <= 32 {
					return interp.Value{Bits: uint64(r.IntN(9))}, nil
				}
				return other.Havoc(e, ty)
			})
		}
		checkForwarding(t, "fwdarr.c", tc.name, src, program.ForwardArrayPointers, tc.forwarded, "*(main::", 40, inputs)
	}
}

// checkForwarding parses src (named file) twice and runs forward on one
// copy: the copy must pass Sanity, be changed exactly when forwarded (and
// then hold no dereference printed with left in it), and end as the
// original does on the inputs of each of seeds seeds: the same status,
// check and location after the same number of steps. A case whose name
// says "a bug" must reach reach_error on some of them, the others never.
func checkForwarding(t *testing.T, file, name string, src []byte, forward func(*program.Program) int, forwarded bool, left string, seeds int64, inputs func(seed int64) interp.Inputs) {
	t.Helper()
	p, err := ParseSource(file, src, Options{})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	orig, err := ParseSource(file, src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := forward(p)
	if err := program.Sanity(p); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if (k > 0) != forwarded {
		t.Errorf("%s: %d dereferences forwarded\n%s", name, k, p)
	}
	if forwarded && strings.Contains(p.String(), left) {
		t.Errorf("%s: a dereference is left\n%s", name, p)
	}
	violated := 0
	for seed := range seeds {
		end := func(q *program.Program) string {
			res, err := interp.Run(q, inputs(seed), interp.Options{MaxSteps: 10000, NoTrace: true})
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
			t.Errorf("%s, seed %d: %s before, %s after", name, seed, a, b)
		}
	}
	if bug := strings.Contains(name, "a bug"); bug != (violated > 0) {
		t.Errorf("%s: %d runs reached reach_error", name, violated)
	}
}
