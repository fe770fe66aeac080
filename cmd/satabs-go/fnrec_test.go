package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFunctionPointersAndRecursion runs the default mode on the programs
// of testdata/fnrec: calls through pointers in variables, tables, struct
// members and parameters, and recursion whose depth the program bounds
// (Fibonacci, Ackermann, McCarthy 91, Euclid, even/odd, factorial), each
// safe (NAME_true.c) and with a bug (NAME_false.c), compiled with gcc to
// know the truth. Each must be decided, and right, whichever engine
// answers; the deepening of recursion is part of the run.
func TestFunctionPointersAndRecursion(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "fnrec", "*.c"))
	if len(files) == 0 {
		t.Fatal("no programs")
	}
	for _, f := range files {
		name := filepath.Base(f)
		if raceDetector && (strings.HasPrefix(name, "ack") || strings.HasPrefix(name, "gcd")) {
			continue // seconds of SAT become minutes
		}
		prop, want, result := "unreach-call.prp", exitTrue, "Result: TRUE"
		if strings.HasSuffix(name, "_false.c") {
			want, result = exitFalse, "Result: FALSE(unreach-call)"
		}
		if strings.HasPrefix(name, "nullcall") {
			prop, result = "valid-memsafety.prp", "Result: FALSE(valid-deref)"
		}
		code, out, errOut := runCLI("--property", filepath.Join("testdata", "properties", prop), "--timeout", "600s", f)
		if code != want || !strings.HasSuffix(closingLines(out), result) {
			t.Errorf("%s: exit %d, want %d\n%s%s", name, code, want, closingLines(out), errOut)
		}
	}
}

// TestRecursionDepthFlag: --recursion-depth fixes the depth; a depth the
// program exceeds is UNKNOWN naming the recursion-depth check, and
// --show-checks lists the checks.
func TestRecursionDepthFlag(t *testing.T) {
	fib := filepath.Join("testdata", "fnrec", "fib_true.c")
	code, out, _ := runCLI("--recursion-depth", "2", fib)
	if code != exitUnknown || !strings.Contains(out, "recursion-depth") || !strings.Contains(out, "recursion of fib deeper than 2") {
		t.Errorf("--recursion-depth 2: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("--recursion-depth", "4", fib)
	if code != exitTrue {
		t.Errorf("--recursion-depth 4: exit %d\n%s", code, closingLines(out))
	}
	code, out, _ = runCLI("--show-checks", "--recursion-depth", "1", fib)
	if code != exitTrue || !strings.Contains(out, "fib.recursion-depth.1 recursion-depth") {
		t.Errorf("--show-checks: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("--recursion-depth", "-1", fib)
	if code != exitInput {
		t.Errorf("--recursion-depth -1: exit %d\n%s", code, out)
	}
	// Bounded mode inlines recursion to --unwind.
	code, out, _ = runCLI("--bmc", "--unwind", "4", "--unwinding-assertions", fib)
	if code != exitTrue {
		t.Errorf("--bmc --unwind 4: exit %d\n%s", code, closingLines(out))
	}
}
