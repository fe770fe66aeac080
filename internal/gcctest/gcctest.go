// Package gcctest is what the tests of the project's C program sets share
// when they use gcc as the oracle: finding gcc, building with the address
// and undefined-behaviour sanitizers where they link (plain builds where
// they do not), and reading a set's MANIFEST.tsv. Each set keeps its own
// C harness (its input model differs: random values in forked trials,
// values from the environment, values from standard input); this package
// compiles and links, the harness decides what a run means.
package gcctest

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Sanitizers are the flags of a build that reports undefined behaviour
// and memory errors by ending the run.
var Sanitizers = []string{"-fsanitize=address,undefined", "-fno-sanitize-recover=all"}

// GCC is the compiler one test uses.
type GCC struct {
	Path string
	// Sanitize holds the sanitizer flags that link on this machine
	// (empty when they do not: gcc without libasan or libubsan).
	Sanitize []string
}

// Find returns gcc, or skips the test when there is none.
func Find(t testing.TB) *GCC {
	t.Helper()
	path, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	return &GCC{Path: path}
}

// ProbeSanitizers sets Sanitize to Sanitizers when a program built with
// them links against the objects given (a harness that calls main under
// another name defines the name in the probe); otherwise it logs why and
// leaves plain builds.
func (g *GCC) ProbeSanitizers(t testing.TB, dir, mainName string, objects ...string) {
	t.Helper()
	probe := filepath.Join(dir, "sanitizer_probe.c")
	if err := os.WriteFile(probe, []byte("int "+mainName+"(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append(append([]string{}, Sanitizers...), "-o", filepath.Join(dir, "sanitizer_probe"), probe)
	if out, err := exec.Command(g.Path, append(args, objects...)...).CombinedOutput(); err != nil {
		t.Logf("no sanitizers (%v: %s); plain builds", err, strings.TrimSpace(string(out)))
		g.Sanitize = nil
		return
	}
	g.Sanitize = Sanitizers
}

// Object compiles one C file to an object in dir and returns its path.
func (g *GCC) Object(t testing.TB, dir, src string) string {
	t.Helper()
	obj := filepath.Join(dir, strings.TrimSuffix(filepath.Base(src), ".c")+".o")
	if out, err := exec.Command(g.Path, "-c", "-O1", "-o", obj, src).CombinedOutput(); err != nil {
		t.Fatalf("gcc -c %s: %v\n%s", src, err, out)
	}
	return obj
}

// Build compiles and links exe from the given files with the flags and
// the probed sanitizers.
func (g *GCC) Build(t testing.TB, exe string, flags []string, files ...string) {
	t.Helper()
	args := append(append(append([]string{}, flags...), g.Sanitize...), "-o", exe)
	if out, err := exec.Command(g.Path, append(args, files...)...).CombinedOutput(); err != nil {
		t.Fatalf("gcc %s: %v\n%s", exe, err, out)
	}
}

// Task is one row of a MANIFEST.tsv: a program and its expected verdict
// (safe: true).
type Task struct {
	Path string
	Safe bool
}

// Manifest reads dir/MANIFEST.tsv (path, property, expected verdict per
// row; a header row starting with "path" is skipped) and checks that it
// lists every .c file of dir and at least min tasks.
func Manifest(t testing.TB, dir string, min int) []Task {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var tasks []Task
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
		tasks = append(tasks, Task{cols[0], cols[2] == "true"})
		listed[cols[0]] = true
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.c"))
	for _, f := range files {
		if f = filepath.Base(f); !listed[f] {
			t.Errorf("%s is not in MANIFEST.tsv", f)
		}
	}
	if len(tasks) < min {
		t.Errorf("%d tasks in MANIFEST.tsv, fewer than %d", len(tasks), min)
	}
	return tasks
}
