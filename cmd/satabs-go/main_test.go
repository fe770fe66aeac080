package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/engine"
)

var update = flag.Bool("update", false, "rewrite golden files")

func runCLI(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String(), errOut.String()
}

func closingLines(out string) string {
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) < 2 {
		return out
	}
	return strings.Join(lines[len(lines)-2:], "\n")
}

// TestExamples runs the examples in bounded mode, in the default mode,
// and in pure predicate abstraction where that decides them. Under the
// race detector (test.sh) only the default mode runs, with a longer
// timeout: its engines are the ones that run concurrently.
func TestExamples(t *testing.T) {
	tests := []struct {
		file  string
		code  int
		cegar bool // pure CEGAR (--portfolio=false) decides it too
	}{
		{"overflow_guard.c", exitFalse, true},
		{"count_to_ten.c", exitTrue, true},
		{"parity.c", exitTrue, false},
		{"array_max.c", exitFalse, false},
		{"bitscan.c", exitTrue, true},
		{"bitscan_bug.c", exitFalse, true},
		{"sha1_rounds.c", exitTrue, true},
		{"sha1_rounds_bug.c", exitFalse, false},
		{"md2_lookup.c", exitTrue, true},
		{"md2_lookup_bug.c", exitFalse, false},
		{"pointer_stride.c", exitTrue, true},
		{"pointer_stride_bug.c", exitFalse, true},
		{"parity_loop.c", exitTrue, true},
		{"parity_loop_bug.c", exitFalse, true},
	}
	want := map[int]string{exitTrue: "VERIFICATION SUCCESSFUL\nResult: TRUE", exitFalse: "VERIFICATION FAILED\nResult: FALSE(unreach-call)"}
	for _, tc := range tests {
		path := filepath.Join("..", "..", "examples", tc.file)
		modes := [][]string{
			{"--bmc", "--unwind", "100", "--unwinding-assertions", "--timeout", "60s"},
			{"--timeout", "60s"},
		}
		if tc.cegar {
			modes = append(modes, []string{"--portfolio=false", "--timeout", "60s"})
		}
		if raceDetector {
			modes = [][]string{{"--timeout", "300s"}}
		}
		for _, m := range modes {
			code, out, errOut := runCLI(append(m, path)...)
			if code != tc.code {
				t.Errorf("%v %s: exit %d, want %d\n%s%s", m, tc.file, code, tc.code, closingLines(out), errOut)
				continue
			}
			if got := closingLines(out); got != want[tc.code] {
				t.Errorf("%v %s: closing lines %q, want %q", m, tc.file, got, want[tc.code])
			}
		}
	}
}

// TestCounterexampleGolden fixes the printed form of a counterexample.
func TestCounterexampleGolden(t *testing.T) {
	code, out, _ := runCLI("--bmc", "--unwind", "4", filepath.Join("testdata", "cex.c"))
	if code != exitFalse {
		t.Fatalf("exit %d\n%s", code, out)
	}
	golden := filepath.Join("testdata", "cex.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if out != string(want) {
		t.Errorf("output differs from %s (run with -update):\n%s", golden, out)
	}
}

// TestBadInput checks the one-line errors and exit code 6.
func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.c", "int main(void) { return 0; }\n")
	tests := []struct {
		name    string
		args    []string
		errPart string
	}{
		{"missing file", []string{"--bmc", filepath.Join(dir, "nope.c")}, "nope.c"},
		{"syntax error", []string{"--bmc", write("syntax.c", "int main() { int x = ; }\n")}, "syntax.c:1:"},
		{"bad flag", []string{"--no-such-flag", "x.c"}, "no-such-flag"},
		{"no file", []string{"--bmc"}, "exactly one input file"},
		{"bad timeout", []string{"--timeout", "soon", "x.c"}, "--timeout"},
		{"bad block encoding", []string{"--block", "bogus", good}, "--block"},
		{"bad precision", []string{"--precision", "bogus", good}, "--precision"},
		{"bad algorithm", []string{"--algorithm", "bogus", good}, "--algorithm"},
		{"algorithm and bmc", []string{"--algorithm", "impact", "--bmc", good}, "--algorithm"},
		{"dump-cnf not a directory", []string{"--dump-cnf", filepath.Join(good, "cnf"), good}, "--dump-cnf"},
		{"empty heap pool", []string{"--heap-pool", "0", good}, "--heap-pool"},
	}
	// Valid C beyond the model is UNKNOWN naming the construct (exit 5),
	// with its position on stderr.
	code, out, errOut := runCLI("--bmc", write("fpint.c", "int f(int n) { return n; }\nint main() { return (int)f; }\n"))
	if code != exitUnknown || !strings.Contains(errOut, "fpint.c:2:") || !strings.Contains(closingLines(out), "UNKNOWN(unsupported construct: unsupported: function pointer converted to an integer") {
		t.Errorf("function pointer as integer: exit %d\n%s%s", code, out, errOut)
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(tc.args...)
		if code != exitInput {
			t.Errorf("%s: exit %d, want %d\n%s%s", tc.name, code, exitInput, out, errOut)
		}
		if !strings.Contains(errOut, tc.errPart) {
			t.Errorf("%s: stderr %q does not mention %q", tc.name, errOut, tc.errPart)
		}
		if strings.Contains(errOut, "goroutine") || strings.Contains(errOut, "panic") {
			t.Errorf("%s: stack trace on stderr:\n%s", tc.name, errOut)
		}
		if !strings.HasPrefix(closingLines(out), "VERIFICATION INCONCLUSIVE\nResult: UNKNOWN(") {
			t.Errorf("%s: closing lines %q", tc.name, closingLines(out))
		}
	}
}

// TestSVCompBounded runs bounded mode on public SV-COMP tasks (copied to
// testdata/sv): a verdict, when given, must be the expected one.
func TestSVCompBounded(t *testing.T) {
	tests := []struct {
		file     string
		expected string // "true" or "false"
		unwind   string
		decided  bool // must be decided (not UNKNOWN) at this bound
	}{
		{"byte_add-1.i", "false", "64", true},
		{"interleave_bits.i", "true", "64", true},
		{"diamond_2-1.c", "false", "64", true},
		{"integerpromotion-2.c", "true", "64", true},
		{"signextension-1.c", "false", "64", true},
		{"test_locks_15-1.c", "false", "64", true},
		{"large_const.i", "true", "64", true},
		{"gcnr2008.i", "false", "64", true},
		{"nested_1b.c", "false", "64", true},
		{"count_up_down-2.c", "false", "64", true},
		{"sum01-1.i", "false", "64", true},
		{"sum04-2.i", "true", "64", true},
		{"kbfiltr_simpl2.cil-2.c", "false", "64", true},
		{"phases_2-1.c", "false", "64", true},
		{"parity.i", "true", "64", true},
		{"pc_sfifo_1.cil-1.c", "false", "8", true},
	}
	for _, tc := range tests {
		if testing.Short() && tc.file == "parity.i" {
			continue
		}
		code, out, errOut := runCLI("--bmc", "--unwind", tc.unwind, "--unwinding-assertions", "--timeout", "120s", filepath.Join("testdata", "sv", tc.file))
		want := exitTrue
		if tc.expected == "false" {
			want = exitFalse
		}
		switch {
		case code == want:
		case code == exitUnknown && !tc.decided:
		default:
			t.Errorf("%s: exit %d, want %d\n%s%s", tc.file, code, want, closingLines(out), errOut)
		}
	}
}

// TestLimits checks that --timeout and --memory-limit end a hard run with
// UNKNOWN and exit code 5, in both modes.
func TestLimits(t *testing.T) {
	hard := filepath.Join("testdata", "factor.c")
	tests := []struct {
		args   []string
		reason string
	}{
		{[]string{"--bmc", "--unwind", "1", "--timeout", "1s", hard}, "timeout"},
		{[]string{"--timeout", "1s", hard}, "timeout"},
		{[]string{"--bmc", "--unwind", "1", "--memory-limit", "1MB", hard}, "memory limit"},
	}
	before := debug.SetMemoryLimit(-1)
	for _, tc := range tests {
		code, out, errOut := runCLI(tc.args...)
		if code != exitUnknown {
			t.Errorf("%v: exit %d, want %d\n%s%s", tc.args, code, exitUnknown, closingLines(out), errOut)
			continue
		}
		if !strings.Contains(closingLines(out), "UNKNOWN("+tc.reason) {
			t.Errorf("%v: closing lines %q, want UNKNOWN(%s...)", tc.args, closingLines(out), tc.reason)
		}
	}
	// A run's --memory-limit must not outlive it in the process.
	if after := debug.SetMemoryLimit(-1); after != before {
		t.Errorf("garbage collector limit %d after the runs, was %d", after, before)
	}
}

// TestCartesianNeedsTransitionConstraints: Cartesian abstraction loses the
// correlation between next-state predicates; the bug in bitscan_bug is
// found only because refinement removes impossible abstract transitions.
func TestCartesianNeedsTransitionConstraints(t *testing.T) {
	path := filepath.Join("..", "..", "examples", "bitscan_bug.c")
	code, out, errOut := runCLI("--abstraction", "cartesian", "--portfolio=false", "--timeout", "60s", path)
	if code != exitFalse {
		t.Errorf("exit %d, want %d\n%s%s", code, exitFalse, closingLines(out), errOut)
	}
}

// TestPredicatesFile checks --predicates: a good file is used, a bad one is
// an input error naming its line.
func TestPredicatesFile(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(good, []byte("# invariants\nmain::parity <= 1\n\nx != 0\n"), 0o644)
	os.WriteFile(bad, []byte("main::parity <= 1\nparity <\n"), 0o644)
	prog := filepath.Join("..", "..", "examples", "parity_loop.c")
	if code, out, errOut := runCLI("--portfolio=false", "--predicates", good, prog); code != exitTrue {
		t.Errorf("good predicates: exit %d\n%s%s", code, out, errOut)
	}
	code, _, errOut := runCLI("--predicates", bad, prog)
	if code != exitInput || !strings.Contains(errOut, "bad.txt:2:") {
		t.Errorf("bad predicates: exit %d, stderr %q", code, errOut)
	}
}

// TestPortfolioHelp: the help text of --portfolio names every engine of
// the default portfolio, so that it changes when the portfolio does.
func TestPortfolioHelp(t *testing.T) {
	var o options
	usage := newFlagSet(&o, &bytes.Buffer{}, nil).Lookup("portfolio").Usage
	described := map[string]string{"straight": "straight-line check", "predabs": "predicate abstraction", "kind": "k-induction", "test": "concrete testing", "directed": "directed testing", "bmc": "bounded", "impact": "lazy abstraction"}
	for _, name := range engine.Default {
		text, ok := described[name]
		if !ok {
			t.Fatalf("engine %q of the default portfolio has no description here", name)
		}
		if !strings.Contains(usage, text) {
			t.Errorf("--portfolio's help %q does not name %q (%s)", usage, name, text)
		}
	}
}
