package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestJSONOutput checks --json: one JSON object with the closing lines,
// the verdict, the violated check and the trace, in both modes.
func TestJSONOutput(t *testing.T) {
	cex := filepath.Join("testdata", "cex.c")
	bad := filepath.Join(t.TempDir(), "bad.c")
	os.WriteFile(bad, []byte("int main( {\n"), 0o644)
	tests := []struct {
		args    []string
		code    int
		verdict string
		result  string
	}{
		{[]string{"--json", "--bmc", "--unwind", "4", cex}, exitFalse, "false", "Result: FALSE(unreach-call)"},
		{[]string{"--json", "--timeout", "60s", cex}, exitFalse, "false", "Result: FALSE(unreach-call)"},
		{[]string{"--json", "--timeout", "60s", filepath.Join("..", "..", "examples", "parity_loop.c")}, exitTrue, "true", "Result: TRUE"},
		{[]string{"--json", bad}, exitInput, "unknown", ""},
	}
	for _, tc := range tests {
		code, out, errOut := runCLI(tc.args...)
		if code != tc.code {
			t.Errorf("%v: exit %d, want %d\n%s%s", tc.args, code, tc.code, out, errOut)
			continue
		}
		var r jsonReport
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Errorf("%v: stdout is not one JSON object: %v\n%s", tc.args, err, out)
			continue
		}
		if r.Verdict != tc.verdict || r.ExitCode != tc.code || tc.result != "" && r.Result != tc.result {
			t.Errorf("%v: verdict %q exit %d result %q", tc.args, r.Verdict, r.ExitCode, r.Result)
		}
		if tc.verdict == "false" {
			if r.Check == nil || r.Check.ID != "main.assertion.1" || len(r.Trace) == 0 {
				t.Errorf("%v: no violated check or trace: %+v", tc.args, r)
			} else if last := r.Trace[len(r.Trace)-1]; last.LHS != "main::y" || last.Decimal == nil || *last.Decimal != 401 {
				t.Errorf("%v: last step %+v, want main::y = 401", tc.args, last)
			}
		}
		if tc.code == exitInput && r.Error == "" {
			t.Errorf("%v: input error missing from the JSON", tc.args)
		}
	}
}
