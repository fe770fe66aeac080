package cfront

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestForwardFixedIndex: a pointer to an element at an index over local
// variables that nothing writes after the pointer's assignment (p =
// &a[j] before a loop that writes *p) has its dereferences forwarded to
// the element (program.ForwardAddresses); an index variable written
// after it keeps them. The program means the same:
// runs of the interpreter on the same inputs end alike before and
// after, and the buggy variants reach reach_error on some input.
func TestForwardFixedIndex(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nextern void abort(void);\n" +
		"void reach_error(void) { abort(); }\nint a[6];\n"
	const j = "int j = __VERIFIER_nondet_int(); if (j < 0 || j >= 6) return 0; int i;\n"
	for _, tc := range []struct {
		name, body string
		forwarded  bool
	}{
		{"a cell set in a loop", j + "int *p = &a[j]; for (i = 0; i < 6; i++) { a[i] = i; *p = -1; } if (a[j] != -1) reach_error(); for (i = 0; i < 6; i++) if (i != j && a[i] != i) reach_error(); return 0;", true},
		{"a cell set in a loop, a bug at the last cell", j + "int *p = &a[j]; for (i = 0; i < 6; i++) { *p = -1; a[i] = i; } if (a[j] != -1) reach_error(); return 0;", true},
		{"a counter cell", j + "int *p = &a[j]; for (i = 0; i < 6; i++) *p = *p + i; if (a[j] != 15) reach_error(); return 0;", true},
		{"a counter cell, a bug", j + "int *p = &a[j]; for (i = 0; i < 6; i++) *p = *p + i; if (j > 3 && a[j] == 15) reach_error(); return 0;", true},
		{"a 2-D cell", j + "int m[3][2] = {{0, 0}, {0, 0}, {0, 0}}; int *p = &m[j / 2][j % 2]; for (i = 0; i < 4; i++) *p += 2; if (m[j / 2][j % 2] != 8) reach_error(); return 0;", true},
		{"the index moves after", j + "int *p = &a[j]; *p = 7; j = (j + 1) % 6; *p = 8; if (a[j] == 8) reach_error(); return 0;", false},
		// The front end ends no scalar's lifetime (no Dead): k keeps
		// its value past its block, and a[k] is *p there.
		{"the index's block ended, a bug", "int *p; { int k = __VERIFIER_nondet_int() & 3; p = &a[k]; } *p = 4; if (a[0] == 4) reach_error(); return 0;", true},
	} {
		src := []byte(head + "int main(void) { " + tc.body + " }\n")
		p, err := ParseSource("fwdfix.c", src, Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		orig, err := ParseSource("fwdfix.c", src, Options{})
		if err != nil {
			t.Fatal(err)
		}
		k := program.ForwardAddresses(p)
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (k > 0) != tc.forwarded {
			t.Errorf("%s: %d dereferences forwarded\n%s", tc.name, k, p)
		}
		if tc.forwarded && strings.Contains(p.String(), "*main::p") {
			t.Errorf("%s: a dereference is left\n%s", tc.name, p)
		}
		violated := 0
		for seed := int64(0); seed < 60; seed++ {
			in := func() interp.Inputs {
				r := rand.New(rand.NewPCG(uint64(seed), 11))
				return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
					return interp.Value{Bits: uint64(r.IntN(8))}, nil
				})
			}
			end := func(q *program.Program) string {
				res, err := interp.Run(q, in(), interp.Options{MaxSteps: 10000, NoTrace: true})
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
		if bug := strings.Contains(tc.name, "a bug"); bug != (violated > 0) {
			t.Errorf("%s: %d runs reached reach_error", tc.name, violated)
		}
	}
}
