package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/internal/testmain"
)

// TestMain lets the test binary act as satabs-go itself when
// SATABS_GO_AS_TOOL is set: batch mode runs each task as a child process
// of its own executable, which in tests is this binary.
func TestMain(m *testing.M) {
	if os.Getenv("SATABS_GO_AS_TOOL") == "1" {
		testmain.NoAllocationSampling() // as the product's binary
		os.Exit(runFrom(processStart, os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(testmain.Run(m))
}

func toolCommand(args ...string) *exec.Cmd {
	self, _ := os.Executable()
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), "SATABS_GO_AS_TOOL=1")
	return cmd
}

// resultLines returns the sorted "task result" pairs of a batch table.
func resultLines(table string) []string {
	var out []string
	for _, line := range strings.Split(table, "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || !strings.HasSuffix(f[0], ".c") {
			continue
		}
		for _, x := range f[1:] {
			if strings.HasPrefix(x, "TRUE") || strings.HasPrefix(x, "FALSE") || strings.HasPrefix(x, "UNKNOWN") || strings.HasPrefix(x, "ERROR") {
				out = append(out, f[0]+" "+x)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestBatchResume kills a batch halfway and checks that --resume ends with
// the same results as an uninterrupted run.
func TestBatchResume(t *testing.T) {
	dir := t.TempDir()
	// The examples at the top of the folder (not its subfolders, whose
	// float loops and crypto kernels take minutes at --jobs 1).
	examples, err := filepath.Glob(filepath.Join("..", "..", "examples", "*.c"))
	if err != nil || len(examples) < 10 {
		t.Fatalf("examples: %v (%d files)", err, len(examples))
	}
	full := filepath.Join(dir, "full.jsonl")
	var fullOut bytes.Buffer
	cmd := toolCommand(append([]string{"batch", "--jobs", "1", "--timeout", "60s", "--results", full}, examples...)...)
	cmd.Stdout = &fullOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("uninterrupted batch: %v\n%s", err, fullOut.String())
	}
	want := resultLines(fullOut.String())
	if len(want) < 10 {
		t.Fatalf("uninterrupted batch printed %d results:\n%s", len(want), fullOut.String())
	}

	part := filepath.Join(dir, "part.jsonl")
	cmd = toolCommand(append([]string{"batch", "--jobs", "1", "--timeout", "60s", "--results", part}, examples...)...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		data, _ := os.ReadFile(part)
		if bytes.Count(data, []byte("\n")) >= 4 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	cmd.Wait()
	data, _ := os.ReadFile(part)
	killedAfter := bytes.Count(data, []byte("\n"))
	if killedAfter >= len(want) {
		t.Skipf("the batch finished (%d tasks) before it could be killed", killedAfter)
	}

	var resumed bytes.Buffer
	cmd = toolCommand(append([]string{"batch", "--jobs", "1", "--timeout", "60s", "--results", part, "--resume"}, examples...)...)
	cmd.Stdout = &resumed
	if err := cmd.Run(); err != nil {
		t.Fatalf("resumed batch: %v\n%s", err, resumed.String())
	}
	got := resultLines(resumed.String())
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("killed after %d tasks; resumed results\n%s\nwant\n%s", killedAfter, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	data, _ = os.ReadFile(part)
	if n := bytes.Count(data, []byte("\n")); n != len(want) {
		t.Errorf("results file has %d lines after resuming, want %d (no task run twice)", n, len(want))
	}
}

// TestBatchManifest runs a small manifest with expected verdicts and checks
// the score line and the exit code.
func TestBatchManifest(t *testing.T) {
	dir := t.TempDir()
	manifest := "path\tproperty\texpected\tdata_model\n" +
		"overflow_guard.c\tunreach-call\tfalse\tILP32\n" +
		"parity_loop.c\tunreach-call\ttrue\tILP32\n"
	for _, f := range []string{"overflow_guard.c", "parity_loop.c"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "examples", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), src, 0o644)
	}
	os.WriteFile(filepath.Join(dir, "MANIFEST.tsv"), []byte(manifest), 0o644)
	var out bytes.Buffer
	cmd := toolCommand("batch", "--jobs", "2", "--csv", filepath.Join(dir, "r.csv"), filepath.Join(dir, "MANIFEST.tsv"))
	cmd.Stdout = &out
	err := cmd.Run()
	if err != nil {
		t.Fatalf("batch: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "2 tasks: 2 correct, 0 wrong, 0 unknown; SV-COMP score 3") {
		t.Errorf("no score line:\n%s", out.String())
	}
	if csv, _ := os.ReadFile(filepath.Join(dir, "r.csv")); !bytes.Contains(csv, []byte("parity_loop.c,unreach-call,true,TRUE,correct")) {
		t.Errorf("CSV:\n%s", csv)
	}
}

// TestCryptoBatch runs the documented crypto batch: every kernel gets its
// expected verdict. The time limit is a guard against a hang only:
// md2_transform.c's proof (k-induction, bounded in work) takes about 14 s
// of processor time, which a machine loaded twenty times over stretched
// past a minute.
func TestCryptoBatch(t *testing.T) {
	var out bytes.Buffer
	cmd := toolCommand("batch", "--jobs", "2", "--timeout", "600s", filepath.Join("..", "..", "examples", "crypto"))
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("batch: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "16 tasks: 16 correct, 0 wrong, 0 unknown") {
		t.Errorf("crypto batch:\n%s", out.String())
	}
}

// TestBatchOutputFiles checks --json FILE and --csv FILE of batch mode, and
// that single-file outputs are refused there.
func TestBatchOutputFiles(t *testing.T) {
	dir := t.TempDir()
	jsonFile, csvFile := filepath.Join(dir, "r.json"), filepath.Join(dir, "r.csv")
	files := []string{filepath.Join("..", "..", "examples", "count_to_ten.c"), filepath.Join("..", "..", "examples", "overflow_guard.c")}
	cmd := toolCommand(append([]string{"batch", "--jobs", "2", "--timeout", "60s", "--json", jsonFile, "--csv", csvFile}, files...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("batch: %v\n%s", err, out)
	}
	var results []taskResult
	data, err := os.ReadFile(jsonFile)
	if err != nil || json.Unmarshal(data, &results) != nil || len(results) != 2 {
		t.Fatalf("--json file: %v\n%s", err, data)
	}
	if csv, err := os.ReadFile(csvFile); err != nil || strings.Count(string(csv), "\n") != 3 {
		t.Errorf("--csv file: %v\n%s", err, csv)
	}
	code, _, errOut := runCLI("batch", "--witness", filepath.Join(dir, "w.yml"), files[0])
	if code != exitInput || !strings.Contains(errOut, "--witness is for a single file") {
		t.Errorf("batch --witness: exit %d, %q", code, errOut)
	}
}

// TestBatchUnreachCallCuts: a manifest row naming unreach-call without a
// property file runs under SV-COMP's semantics, as with the property
// file: a path through signed overflow is no counterexample, and malloc
// never fails; --undefined report and --malloc-may-fail passed on keep
// the overflowing trace and the failed allocation.
func TestBatchUnreachCallCuts(t *testing.T) {
	dir := t.TempDir()
	wrap := "extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n" +
		"int main(void) {\n  int x = __VERIFIER_nondet_int();\n  if (x > 0 && x + 1 < 0)\n    reach_error();\n  return 0;\n}\n"
	alloc := "extern void *malloc(unsigned long);\nextern void reach_error(void);\n" +
		"int main(void) {\n  int *p = malloc(sizeof(int));\n  if (p == 0)\n    reach_error();\n  return 0;\n}\n"
	os.WriteFile(filepath.Join(dir, "wrap.c"), []byte(wrap), 0o644)
	os.WriteFile(filepath.Join(dir, "alloc.c"), []byte(alloc), 0o644)
	os.WriteFile(filepath.Join(dir, "MANIFEST.tsv"), []byte("path\tproperty\texpected\tdata_model\nwrap.c\tunreach-call\ttrue\tILP32\nalloc.c\tunreach-call\ttrue\tILP32\n"), 0o644)
	for _, tc := range []struct {
		flags []string
		want  []string // sorted
	}{
		{nil, []string{"alloc.c TRUE", "wrap.c TRUE"}},
		{[]string{"--undefined", "report"}, []string{"alloc.c TRUE", "wrap.c FALSE(unreach-call)"}},
		{[]string{"--malloc-may-fail"}, []string{"alloc.c FALSE(unreach-call)", "wrap.c TRUE"}},
	} {
		var out bytes.Buffer
		cmd := toolCommand(append(append([]string{"batch"}, tc.flags...), filepath.Join(dir, "MANIFEST.tsv"))...)
		cmd.Stdout = &out
		cmd.Run()
		got := resultLines(out.String())
		for i := range got {
			got[i] = filepath.Base(got[i])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("batch %v: %q, want %q\n%s", tc.flags, got, tc.want, out.String())
		}
	}
}
