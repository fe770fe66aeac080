package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/internal/witnesscheck"
)

// TestLongCounterexample: a bug behind 5000 iterations that read an input
// each, found by concrete testing, prints the first and the last steps
// around a gap that counts the rest, in text and in --json, and its
// witnesses stay valid with at most 1000 values.
func TestLongCounterexample(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "long.c")
	os.WriteFile(src, []byte(`extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int s = 0;
  for (int i = 0; i < 5000; i++) {
    int x = __VERIFIER_nondet_int();
    s = s + (x == 0);
  }
  if (s == 5000) reach_error();
  return 0;
}
`), 0o644)
	yml, graphml := filepath.Join(dir, "w.yml"), filepath.Join(dir, "w.graphml")
	code, out, errOut := runCLI("--engine", "test", "--timeout", "30s", "--witness", yml, "--graphml-witness", graphml, src)
	if code != exitFalse {
		t.Fatalf("exit %d, want FALSE\n%s%s", code, closingLines(out), errOut)
	}
	if !strings.Contains(out, "steps left out (the run took") {
		t.Errorf("no gap in the counterexample")
	}
	if n := strings.Count(out, "\nState "); n != 2*maxShownAroundGap {
		t.Errorf("%d states shown, want %d", n, 2*maxShownAroundGap)
	}
	data, err := os.ReadFile(yml)
	if err != nil {
		t.Fatal(err)
	}
	content, _ := os.ReadFile(src)
	if err := witnesscheck.Check(data, map[string][]byte{src: content}); err != nil {
		t.Errorf("witness: %v", err)
	}
	if n := strings.Count(string(data), `type: "function_return"`); n != 1000 {
		t.Errorf("%d function_return waypoints, want 1000", n)
	}
	checkGraphML(t, "long.c", graphml)

	code, out, _ = runCLI("--engine", "test", "--timeout", "30s", "--json", src)
	var r jsonReport
	if err := json.Unmarshal([]byte(out), &r); err != nil || code != exitFalse {
		t.Fatalf("exit %d, %v", code, err)
	}
	if r.OmittedSteps == 0 || r.OmittedAfter != maxShownAroundGap || len(r.Trace) != 2*maxShownAroundGap {
		t.Errorf("json: %d steps omitted after step %d, %d steps", r.OmittedSteps, r.OmittedAfter, len(r.Trace))
	}
}
