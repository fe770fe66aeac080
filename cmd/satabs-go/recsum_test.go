package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestRecursionContracts runs the default mode on some of the recursive
// programs of package summary's testdata, written like SV-COMP's
// recursive families with a recursion depth the program does not bound
// (their verdicts checked with gcc on many inputs; package summary's
// tests cover the contracts of the others). The safe ones that
// contracts prove must be TRUE, and say so in the statistics; no safe
// program may be FALSE and no buggy one TRUE, whichever engine answers.
// The programs whose answer is not asserted run with a short time limit:
// any answer but the wrong one passes.
func TestRecursionContracts(t *testing.T) {
	prp := filepath.Join("testdata", "properties", "unreach-call.prp")
	for _, tc := range []struct {
		file string
		want int // exitTrue, exitFalse, or exitUnknown: anything but wrong
		safe bool
	}{
		{"fib_safe.c", exitTrue, true},
		{"mccarthy_safe.c", exitTrue, true},
		{"evenodd_safe.c", exitTrue, true},
		// Its call is in tail position: a loop (cfront's tail calls),
		// proved without a contract (package summary's tests find its
		// contract over the global).
		{"global_safe.c", exitTrue, true},
		{"global_bug.c", exitUnknown, false},
		// The result against the parameter's low bit.
		{"parity_safe.c", exitTrue, true},
		// A bound through two nested calls (a call tree of 2^21
		// calls): the hard questions of the search dropped on their
		// own budget.
		{"double_step_safe.c", exitTrue, true},
		// A product by repeated addition compared with its operands
		// swapped, and powers of two by doubling: proved by the
		// contracts assumed at the return of the calls inlined
		// (cfront.AssumeContracts).
		{"product_safe.c", exitTrue, true},
		{"doubling_safe.c", exitTrue, true},
		{"fib_bug.c", exitFalse, false},
		{"mccarthy_bug.c", exitFalse, false},
		{"ackermann_bug.c", exitFalse, false},
		// Not inductive with the candidates: never TRUE (the bug needs
		// recursion 51 deep).
		{"count_notinductive.c", exitUnknown, false},
		{"assert_nosummary.c", exitUnknown, true},
	} {
		if raceDetector && tc.want == exitUnknown {
			continue
		}
		timeout := "600s"
		if tc.want == exitUnknown {
			timeout = "10s"
		}
		path := filepath.Join("..", "..", "summary", "testdata", tc.file)
		code, out, errOut := runCLI("--property", prp, "--stats", "--timeout", timeout, path)
		wrong := tc.safe && code == exitFalse || !tc.safe && code == exitTrue
		switch {
		case wrong, code != tc.want && tc.want != exitUnknown, code != exitTrue && code != exitFalse && code != exitUnknown:
			t.Errorf("%s: exit %d, want %d\n%s%s", tc.file, code, tc.want, closingLines(out), errOut)
		case code == exitTrue && tc.file != "global_safe.c" && !strings.Contains(out, "recursion proved with contracts"):
			t.Errorf("%s: TRUE without contracts in the statistics\n%s", tc.file, out)
		}
	}
}

// TestRecursionThroughPointers: loops written as tail-recursive
// functions over their variables' addresses (examples/recursified:
// TRUE through the front end's tail calls and forwarded addresses), and
// recursion that counts into a caller's variable or an array cell
// through a pointer (examples/recursive: TRUE through a contract over
// the parameter's object); each FALSE twin stays FALSE.
func TestRecursionThroughPointers(t *testing.T) {
	prp := filepath.Join("testdata", "properties", "unreach-call.prp")
	for _, file := range []string{
		"recursified/count_steps_true.c", "recursified/count_steps_false.c",
		"recursified/squares_true.c", "recursified/squares_false.c",
		"recursive/sumto_ptr_true.c", "recursive/sumto_ptr_false.c", "recursive/count_cell_true.c",
	} {
		want := exitTrue
		if strings.HasSuffix(file, "_false.c") {
			want = exitFalse
		}
		code, out, errOut := runCLI("--property", prp, "--timeout", "600s", filepath.Join("..", "..", "examples", file))
		if code != want {
			t.Errorf("%s: exit %d, want %d\n%s%s", file, code, want, closingLines(out), errOut)
		}
	}
}
