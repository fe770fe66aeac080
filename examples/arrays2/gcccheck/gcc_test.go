// Package gcccheck holds no Go code: its test checks the C programs of
// examples/arrays2 against gcc.
package gcccheck

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
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
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	dir := t.TempDir()
	harness := filepath.Join(dir, "harness.o")
	if out, err := exec.Command("gcc", "-c", "-O1", "-o", harness, "testdata/harness.c").CombinedOutput(); err != nil {
		t.Fatalf("harness: %v\n%s", err, out)
	}
	san := []string{"-fsanitize=address,undefined", "-fno-sanitize-recover=all"}
	probe := filepath.Join(dir, "probe.c")
	if err := os.WriteFile(probe, []byte("int arrays2_main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", append(san, "-o", filepath.Join(dir, "probe"), probe, harness)...).CombinedOutput(); err != nil {
		t.Logf("no sanitizers (%v: %s); plain builds", err, strings.TrimSpace(string(out)))
		san = nil
	}
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for _, task := range manifest(t) {
		task := task
		t.Run(strings.TrimSuffix(task.path, ".c"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join("..", task.path))
			if err != nil {
				t.Fatal(err)
			}
			small := sizeMacro.ReplaceAllString(string(src), "#define $1 6")
			name := strings.TrimSuffix(task.path, ".c")
			cfile, exe := filepath.Join(dir, name+".c"), filepath.Join(dir, name)
			if err := os.WriteFile(cfile, []byte(small), 0o644); err != nil {
				t.Fatal(err)
			}
			args := append([]string{"-O0", "-w", "-Dmain=arrays2_main"}, san...)
			args = append(args, "-o", exe, cfile, harness)
			if out, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
				t.Fatalf("gcc: %v\n%s", err, out)
			}
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
			case !task.safe && hits == 0:
				t.Errorf("no run of %d reached reach_error", runs)
			case task.safe && hits > 0:
				t.Errorf("%d runs of %d reached reach_error", hits, runs)
			}
		})
	}
}

type task struct {
	path string
	safe bool
}

// manifest reads MANIFEST.tsv; every .c file of the directory is in it.
func manifest(t *testing.T) []task {
	f, err := os.Open(filepath.Join("..", "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var tasks []task
	listed := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 3 || cols[0] == "path" {
			continue
		}
		if cols[2] != "true" && cols[2] != "false" {
			t.Fatalf("MANIFEST.tsv: %q", sc.Text())
		}
		tasks = append(tasks, task{cols[0], cols[2] == "true"})
		listed[cols[0]] = true
	}
	files, _ := filepath.Glob(filepath.Join("..", "*.c"))
	for _, f := range files {
		if f = filepath.Base(f); !listed[f] {
			t.Errorf("%s is not in MANIFEST.tsv", f)
		}
	}
	if len(tasks) < 30 {
		t.Errorf("%d tasks", len(tasks))
	}
	return tasks
}
