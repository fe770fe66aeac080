package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstStepStats: --json statistics say how long the front end and
// Prepare took and when the first engine step began, and how many
// assignments the data slice removed; -v says it too.
func TestFirstStepStats(t *testing.T) {
	src := filepath.Join("..", "..", "engine", "testdata", "slice", "chain.c")
	_, out, _ := runCLI("--json", "--bmc", "--unwind", "2", src)
	var r struct {
		Statistics map[string]any `json:"statistics"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	for _, k := range []string{"front_end_seconds", "prepare_seconds", "first_engine_step_seconds", "slice_removed_assignments"} {
		if _, ok := r.Statistics[k]; !ok {
			t.Errorf("--json statistics without %s: %v", k, r.Statistics)
		}
	}
	_, _, errOut := runCLI("-v", "--bmc", "--unwind", "2", src)
	if !strings.Contains(errOut, "first engine step at") || !strings.Contains(errOut, "data-dependence slice: 2 assignments") {
		t.Errorf("-v:\n%s", errOut)
	}
}
