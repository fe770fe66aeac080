// Package gcccheck holds no Go code: its test checks the C programs of
// examples/arrays4 against gcc.
package gcccheck

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

// smallSizes turns every size macro (#define X <number>) into 6, so that
// random inputs reach the last cell; sizes read from input are bounded
// by the harness's small values.
var sizeMacro = regexp.MustCompile(`(?m)^#define ([A-Z]+) [0-9]+$`)

// TestAgainstGCC compiles every program of MANIFEST.tsv with gcc (address
// and undefined-behaviour sanitizers when they link) at small sizes and
// runs it on random inputs: a program expected TRUE never reaches
// reach_error, one expected FALSE reaches it on some input, and no run
// has undefined behaviour or a memory error.
func TestAgainstGCC(t *testing.T) {
	gcc := gcctest.Find(t)
	dir := t.TempDir()
	harness := gcc.Object(t, dir, "testdata/harness.c")
	gcc.ProbeSanitizers(t, dir, "arrays4_main", harness)
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for _, task := range gcctest.Manifest(t, "..", 18) {
		task := task
		t.Run(strings.TrimSuffix(task.Path, ".c"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join("..", task.Path))
			if err != nil {
				t.Fatal(err)
			}
			small := sizeMacro.ReplaceAllString(string(src), "#define $1 6")
			name := strings.TrimSuffix(task.Path, ".c")
			cfile, exe := filepath.Join(dir, name+".c"), filepath.Join(dir, name)
			if err := os.WriteFile(cfile, []byte(small), 0o644); err != nil {
				t.Fatal(err)
			}
			gcc.Build(t, exe, []string{"-O0", "-w", "-Dmain=arrays4_main"}, cfile, harness)
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
