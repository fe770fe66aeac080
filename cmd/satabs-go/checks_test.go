package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCheckCounterexampleGolden fixes the counterexample of each buggy
// example in examples/checks, one per check kind: the trace, the violated
// check and the operand values it read (run with -update to rewrite).
func TestCheckCounterexampleGolden(t *testing.T) {
	tests := []struct {
		example string // examples/checks/<example>_bug.c
		flag    string
		prop    string // in the Result line
	}{
		{"overflow", "--signed-overflow-check", "no-overflow"},
		{"unsigned_overflow", "--unsigned-overflow-check", "unsigned-overflow"},
		{"conversion", "--conversion-check", "conversion"},
		{"shift", "--shift-check", "shift"},
		{"div_by_zero", "--div-by-zero-check", "division-by-zero"},
		{"bounds", "--bounds-check", "valid-deref"},
		{"pointer", "--pointer-check", "valid-deref"},
		{"use_after_free", "--pointer-check", "valid-deref"},
		{"double_free", "--pointer-check", "valid-free"},
		{"leak", "--memory-leak-check", "valid-memtrack"},
	}
	for _, tc := range tests {
		t.Run(tc.example, func(t *testing.T) {
			src := filepath.Join("..", "..", "examples", "checks", tc.example+"_bug.c")
			code, out, errOut := runCLI("--bmc", "--unwind", "10", tc.flag, src)
			if code != exitFalse {
				t.Fatalf("exit %d, want %d\n%s%s", code, exitFalse, out, errOut)
			}
			if got, want := closingLines(out), "VERIFICATION FAILED\nResult: FALSE("+tc.prop+")"; got != want {
				t.Errorf("closing lines %q, want %q", got, want)
			}
			golden := filepath.Join("testdata", "checks", tc.example+".golden")
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
			// The operand values come right after the violated check.
			after := out[strings.Index(out, "Violated property:"):]
			if lines := strings.Split(after, "\n"); len(lines) < 4 || !strings.Contains(lines[3], " = ") {
				t.Errorf("no operand values after the violated check:\n%s", after)
			}
		})
	}
}

// TestHeapExamples: the safe heap examples are proved in both modes, the
// buggy ones refuted in the default mode too (bounded mode: the golden
// test above).
func TestHeapExamples(t *testing.T) {
	tests := []struct{ example, flag, prop string }{
		{"use_after_free", "--pointer-check", "valid-deref"},
		{"double_free", "--pointer-check", "valid-free"},
		{"leak", "--memory-leak-check", "valid-memtrack"},
	}
	for _, tc := range tests {
		dir := filepath.Join("..", "..", "examples", "checks")
		safe := filepath.Join(dir, tc.example+"_safe.c")
		for _, mode := range [][]string{{"--bmc", "--unwind", "10", "--unwinding-assertions"}, {"--timeout", "60s"}} {
			if code, out, errOut := runCLI(append(append(mode, tc.flag), safe)...); code != exitTrue {
				t.Errorf("%s %v: exit %d, want TRUE\n%s%s", safe, mode, code, closingLines(out), errOut)
			}
		}
		bug := filepath.Join(dir, tc.example+"_bug.c")
		if code, out, errOut := runCLI("--timeout", "60s", tc.flag, bug); code != exitFalse || !strings.HasSuffix(closingLines(out), "FALSE("+tc.prop+")") {
			t.Errorf("%s: exit %d, want FALSE(%s)\n%s%s", bug, code, tc.prop, closingLines(out), errOut)
		}
	}
}

// TestSVCompProperties runs the public no-overflow and valid-memsafety
// tasks (copied to testdata/sv, property files to testdata/properties) with
// --property, in bounded mode and in the default mode: the answer must be
// the expected verdict or UNKNOWN, never the wrong one, and exactly the
// expected verdict where marked decided.
func TestSVCompProperties(t *testing.T) {
	tests := []struct {
		file      string
		prop      string // property file in testdata/properties, without .prp
		expected  string // "true" or "false"
		lp64      bool
		unwind    string
		bmcDone   bool   // bounded mode decides it at this bound
		timeout   string // of the default mode
		cegarDone bool   // the default mode decides it within timeout
	}{
		{"byte_add-1.i", "no-overflow", "true", false, "64", true, "30s", true},
		// The overflow of x needs about 32768 iterations: bounded mode finds
		// it; the default mode does not within any affordable timeout.
		{"jain_5-1.c", "no-overflow", "false", false, "40000", true, "3s", false},
		{"jain_7-1.c", "no-overflow", "false", false, "64", true, "30s", true},
		{"modulus-1.i", "no-overflow", "false", false, "64", true, "30s", true},
		{"parity.i", "no-overflow", "true", false, "64", true, "30s", true},
		// The violation needs the first loop's 1024 iterations.
		{"array3.i", "valid-memsafety", "false", false, "64", false, "30s", true},
		{"PostfixDecrement_false-no-overflow.c.i", "no-overflow", "false", true, "64", true, "30s", true},
	}
	for _, tc := range tests {
		want, wantProp := exitTrue, "Result: TRUE"
		if tc.expected == "false" {
			want = exitFalse
			wantProp = "Result: FALSE(" + map[string]string{"no-overflow": "no-overflow", "valid-memsafety": "valid-deref"}[tc.prop] + ")"
		}
		common := []string{"--property", filepath.Join("testdata", "properties", tc.prop+".prp")}
		if tc.lp64 {
			common = append(common, "--64")
		}
		modes := []struct {
			args    []string
			decided bool
		}{
			{[]string{"--bmc", "--unwind", tc.unwind, "--unwinding-assertions", "--timeout", "30s"}, tc.bmcDone},
			{[]string{"--timeout", tc.timeout}, tc.cegarDone},
		}
		for _, m := range modes {
			args := append(append(append([]string{}, common...), m.args...), filepath.Join("testdata", "sv", tc.file))
			code, out, errOut := runCLI(args...)
			last := closingLines(out)
			switch {
			case code == want && strings.HasSuffix(last, wantProp):
			case code == exitUnknown && !m.decided:
			default:
				t.Errorf("%s %v: exit %d, want %d (%s)\n%s\n%s", tc.file, m.args, code, want, wantProp, last, errOut)
			}
		}
	}
}

// TestShiftOverflowIsNoOverflow: under no-overflow, a signed << whose
// result does not fit is an overflow; the unsigned version is not.
func TestShiftOverflowIsNoOverflow(t *testing.T) {
	prp := filepath.Join("testdata", "properties", "no-overflow.prp")
	src := filepath.Join("testdata", "shift_overflow.c")
	if code, out, _ := runCLI("--property", prp, "--bmc", "--unwind", "2", src); code != exitFalse || !strings.Contains(out, "FALSE(no-overflow)") {
		t.Errorf("signed shift overflow: exit %d\n%s", code, closingLines(out))
	}
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	fixed := filepath.Join(t.TempDir(), "fixed.c")
	os.WriteFile(fixed, []byte(strings.Replace(string(data), "(r3 << 24U)", "((unsigned int)r3 << 24U)", 1)), 0o644)
	if code, out, _ := runCLI("--property", prp, "--bmc", "--unwind", "2", fixed); code != exitTrue {
		t.Errorf("unsigned shift: exit %d\n%s", code, closingLines(out))
	}
}

// TestTypePunIsNoCounterexample: a pointer check that fails only because
// the memory model is typed (a pointer's bytes, which it does not model;
// an int's or a float's bytes it does) is no bug found: UNKNOWN with the
// reason, in both modes.
func TestTypePunIsNoCounterexample(t *testing.T) {
	for _, mode := range [][]string{{"--pointer-check"}, {"--bmc", "--pointer-check"}} {
		args := append(mode, filepath.Join("testdata", "typepun.c"))
		code, out, errOut := runCLI(args...)
		if code != exitUnknown || !strings.Contains(out, "typed memory model does not follow") {
			t.Errorf("%v: exit %d\n%s%s", mode, code, out, errOut)
		}
	}
}
