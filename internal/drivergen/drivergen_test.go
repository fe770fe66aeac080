package drivergen

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var large = filepath.Join("..", "..", "examples", "large")

// TestExamplesUpToDate checks that the committed sources of the examples
// are the generator's output for the default configuration.
func TestExamplesUpToDate(t *testing.T) {
	for _, bug := range []bool{false, true} {
		cfg := Default
		cfg.Bug = bug
		name := "driver_true.c"
		if bug {
			name = "driver_false.c"
		}
		want, err := os.ReadFile(filepath.Join(large, name))
		if err != nil {
			t.Fatal(err)
		}
		if got := Program(cfg); got != string(want) {
			t.Errorf("%s is not the output of Program(%+v): run go run ./internal/drivergen/cmd/drivergen -dir examples/large and preprocess again (examples/large/README.md)", name, cfg)
		}
	}
}

// TestPreprocessedSize checks that the examples are as large as promised.
func TestPreprocessedSize(t *testing.T) {
	for _, name := range []string{"driver_true.i", "driver_false.i"} {
		data, err := os.ReadFile(filepath.Join(large, name))
		if err != nil {
			t.Fatal(err)
		}
		if n := strings.Count(string(data), "\n"); n < 5000 {
			t.Errorf("%s has %d lines, want at least 5,000", name, n)
		}
	}
}

// TestCompilesWithGcc compiles other configurations with gcc -m32: every
// program the generator writes is valid C.
func TestCompilesWithGcc(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc")
	}
	dir := t.TempDir()
	for i, cfg := range []Config{{Seed: 1, Drivers: 3, Registered: 2, Rounds: 1}, {Seed: 2, Drivers: 9, Registered: 9, Rounds: 3, Bug: true}} {
		src := filepath.Join(dir, "p.c")
		if err := os.WriteFile(src, []byte(Program(cfg)), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command("gcc", "-m32", "-std=gnu11", "-Wall", "-Werror", "-Wno-unused-function", "-Wno-unused-variable", "-c", "-o", filepath.Join(dir, "p.o"), src).CombinedOutput()
		if err != nil {
			t.Errorf("config %d: gcc: %v\n%s", i, err, out)
		}
	}
}
