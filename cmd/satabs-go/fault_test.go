package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/internal/fault"
)

// portfolioNoLeader is the default portfolio without the straight-line
// check.
const portfolioNoLeader = "predabs,kind,test"

// TestFaultInjection injects a panic into the front end and into each
// engine: the contract holds (exit 1 with UNKNOWN(internal error: ...)
// and the stack on stderr), and an engine's panic does not cost another
// engine's definite answer.
func TestFaultInjection(t *testing.T) {
	safe := filepath.Join("..", "..", "examples", "count_to_ten.c")
	buggy := filepath.Join("..", "..", "examples", "overflow_guard.c")
	tests := []struct {
		point string
		args  []string
		code  int
		last  string // the Result: line
	}{
		{"cfront/lower", []string{safe}, exitInternal, "Result: UNKNOWN(internal error in front end: injected fault at cfront/lower)"},
		{"engine/predabs", []string{"--portfolio=false", safe}, exitInternal, "Result: UNKNOWN(internal error: panic: injected fault at engine/predabs)"},
		{"engine/bmc", []string{"--bmc", "--unwind", "20", "--unwinding-assertions", safe}, exitInternal, "Result: UNKNOWN(internal error: panic: injected fault at engine/bmc)"},
		{"engine/bmc", []string{"--engine", "bmc", safe}, exitInternal, "Result: UNKNOWN(internal error: panic: injected fault at engine/bmc)"},
		// Another engine of the portfolio answers (the default's
		// engines without the straight-line check, which would answer
		// these straight-line programs before the others start).
		{"engine/predabs", []string{"--engine", portfolioNoLeader, buggy}, exitFalse, "Result: FALSE(unreach-call)"},
		{"engine/predabs", []string{"--engine", portfolioNoLeader, safe}, exitTrue, "Result: TRUE"},
		{"engine/kind", []string{"--k-induction", safe}, exitInternal, "Result: UNKNOWN(internal error: panic: injected fault at engine/kind)"},
		{"engine/kind", []string{"--engine", portfolioNoLeader, safe}, exitTrue, "Result: TRUE"},
		{"engine/kind", []string{"--engine", portfolioNoLeader, buggy}, exitFalse, "Result: FALSE(unreach-call)"},
		// Outside the engines.
		{"cmd/verify", []string{safe}, exitInternal, "Result: UNKNOWN(internal error: injected fault at cmd/verify)"},
	}
	for _, tc := range tests {
		t.Run(tc.point+" "+strings.Join(tc.args[:len(tc.args)-1], " "), func(t *testing.T) {
			defer fault.Inject(tc.point)()
			code, out, errOut := runCLI(append([]string{"--timeout", "60s"}, tc.args...)...)
			lines := strings.Split(closingLines(out), "\n")
			if code != tc.code || lines[len(lines)-1] != tc.last {
				t.Fatalf("exit %d, want %d\n%s\nstderr: %s", code, tc.code, closingLines(out), errOut)
			}
			if !strings.Contains(errOut, "internal error") || !strings.Contains(errOut, "goroutine") {
				t.Errorf("stderr has no internal error with its stack: %q", errOut)
			}
		})
	}
}

// TestFaultInjectionJSON: with --json, an internal error is verdict
// "error" with exit code 1.
func TestFaultInjectionJSON(t *testing.T) {
	for _, point := range []string{"engine/predabs", "cfront/lower", "cmd/verify"} {
		disarm := fault.Inject(point)
		code, out, _ := runCLI("--json", "--portfolio=false", filepath.Join("..", "..", "examples", "count_to_ten.c"))
		disarm()
		var r jsonReport
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%s: %v\n%s", point, err, out)
		}
		if code != exitInternal || r.ExitCode != exitInternal || r.Verdict != "error" || !strings.Contains(r.Result, "internal error") {
			t.Errorf("%s: exit %d: %+v", point, code, r)
		}
	}
}
