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
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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

// A RandomSet is a directory of C programs (a MANIFEST.tsv with their
// expected verdicts) checked against gcc by a random-input harness: a C
// file that defines the program's inputs and a main which runs the
// program, renamed Main, in forked children and prints "hits runs
// faults" for argv[1] trials from seed argv[2] (hits: runs that reached
// reach_error; faults: runs that a sanitizer stopped).
type RandomSet struct {
	Dir      string // the set's directory (holding MANIFEST.tsv)
	Harness  string // the harness's C file
	Main     string // the name the programs' main is compiled as
	MinTasks int    // fewer tasks in the manifest fail the test
	// Resize, when set, rewrites a program's text before it is
	// compiled (size macros made small, so that random inputs reach
	// the last cell).
	Resize func(src string) string
}

// Check compiles every program of the set with gcc (address and
// undefined-behaviour sanitizers when they link) and runs it on random
// inputs (300 trials, 60 with -short): a program expected TRUE never
// reaches reach_error, one expected FALSE reaches it on some input, and
// no run has undefined behaviour or a memory error.
func (s RandomSet) Check(t *testing.T) {
	gcc := Find(t)
	dir := t.TempDir()
	harness := gcc.Object(t, dir, s.Harness)
	gcc.ProbeSanitizers(t, dir, s.Main, harness)
	trials := 300
	if testing.Short() {
		trials = 60
	}
	for _, task := range Manifest(t, s.Dir, s.MinTasks) {
		t.Run(strings.TrimSuffix(task.Path, ".c"), func(t *testing.T) {
			t.Parallel()
			name := strings.TrimSuffix(task.Path, ".c")
			cfile, exe := filepath.Join(s.Dir, task.Path), filepath.Join(dir, name)
			if s.Resize != nil {
				src, err := os.ReadFile(cfile)
				if err != nil {
					t.Fatal(err)
				}
				cfile = filepath.Join(dir, name+".c")
				if err := os.WriteFile(cfile, []byte(s.Resize(string(src))), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			gcc.Build(t, exe, []string{"-O0", "-w", "-Dmain=" + s.Main}, cfile, harness)
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

// sizeMacro is a size macro: #define X <number>.
var sizeMacro = regexp.MustCompile(`(?m)^#define ([A-Z]+) [0-9]+$`)

// SmallSizes turns every size macro of a program (#define X <number>)
// into 6, so that random inputs reach the last cell (a RandomSet's
// Resize); sizes read from input are bounded by the harness's values.
func SmallSizes(src string) string {
	return sizeMacro.ReplaceAllString(src, "#define $1 6")
}
