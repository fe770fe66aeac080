// Package gcccheck holds no Go code: its test checks the C programs of
// examples/arrays3 against gcc.
package gcccheck

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

// TestAgainstGCC compiles every program of MANIFEST.tsv with gcc (address
// and undefined-behaviour sanitizers when they link) and runs it on
// random inputs, the length N first, from -2 to 11 (the harness): a
// program expected TRUE never reaches reach_error, one expected FALSE
// reaches it on some input, and no run has undefined behaviour or a
// memory error.
func TestAgainstGCC(t *testing.T) {
	gcc := gcctest.Find(t)
	dir := t.TempDir()
	harness := gcc.Object(t, dir, "testdata/harness.c")
	gcc.ProbeSanitizers(t, dir, "arrays3_main", harness)
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for _, task := range gcctest.Manifest(t, "..", 30) {
		task := task
		t.Run(strings.TrimSuffix(task.Path, ".c"), func(t *testing.T) {
			t.Parallel()
			exe := filepath.Join(dir, strings.TrimSuffix(task.Path, ".c"))
			gcc.Build(t, exe, []string{"-O0", "-w", "-Dmain=arrays3_main"}, filepath.Join("..", task.Path), harness)
			out, err := exec.Command(exe, fmt.Sprint(trials), "1").Output()
			if err != nil {
				t.Fatal(err)
			}
			var hits, runs, faults int
			if _, err := fmt.Sscan(string(out), &hits, &runs, &faults); err != nil {
				t.Fatalf("output %q", out)
			}
			switch {
			case faults > 0:
				t.Errorf("%d of %d runs had undefined behaviour or a memory error", faults, runs)
			case runs < trials/4:
				t.Errorf("only %d of %d runs passed the assumptions", runs, trials)
			case !task.Safe && hits == 0:
				t.Errorf("no run of %d reached reach_error", runs)
			case task.Safe && hits > 0:
				t.Errorf("%d runs of %d reached reach_error", hits, runs)
			}
		})
	}
}
