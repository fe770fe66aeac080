package cfront

import (
	"math/rand/v2"
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
		inputs := func(seed int64) interp.Inputs {
			r := rand.New(rand.NewPCG(uint64(seed), 11))
			return interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				return interp.Value{Bits: uint64(r.IntN(8))}, nil
			})
		}
		checkForwarding(t, "fwdfix.c", tc.name, src, program.ForwardAddresses, tc.forwarded, "*main::p", 60, inputs)
	}
}
