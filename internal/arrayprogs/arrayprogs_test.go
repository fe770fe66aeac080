package arrayprogs

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// TestAgainstGCC runs every program, compiled by gcc with the address and
// undefined-behaviour sanitizers, on random inputs: a safe variant never
// reaches reach_error, a buggy one reaches it on some input, and neither
// has undefined behaviour or a memory error on any input.
func TestAgainstGCC(t *testing.T) {
	gcc := gcctest.Find(t)
	dir := t.TempDir()
	harness := gcc.Object(t, dir, "testdata/harness.c")
	gcc.ProbeSanitizers(t, dir, "arrayprogs_main", harness)
	// Each (seed, size) pair gives every family another style.
	cases, trials := []struct {
		seed int64
		n    int
	}{{1, MinN}, {1, 6}, {2, 4}}, 250
	if testing.Short() {
		cases = cases[1:2]
	}
	for _, f := range Families() {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			for _, c := range cases {
				for _, bug := range []bool{false, true} {
					runRandom(t, gcc, dir, harness, f, c.n, bug, c.seed, trials)
				}
			}
		})
	}
}

// runRandom compiles one program with the harness and runs it trials
// times on random inputs.
func runRandom(t *testing.T, gcc *gcctest.GCC, dir, harness string, f *Family, n int, bug bool, seed int64, trials int) {
	t.Helper()
	name := fmt.Sprintf("%s_s%d", Name(f, n, bug), seed)
	src := filepath.Join(dir, name+".c")
	exe := filepath.Join(dir, name)
	if err := os.WriteFile(src, []byte(Program(f, n, bug, seed)), 0o644); err != nil {
		t.Fatal(err)
	}
	gcc.Build(t, exe, []string{"-O0", "-w", "-Dmain=arrayprogs_main"}, src, harness)
	out, err := exec.Command(exe, fmt.Sprint(trials), fmt.Sprint(seed)).Output()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var hits, faults int
	if _, err := fmt.Sscan(string(out), &hits, &faults); err != nil {
		t.Fatalf("%s: output %q", name, out)
	}
	switch {
	case faults > 0:
		t.Errorf("%s: %d of %d runs had undefined behaviour or a memory error", name, faults, trials)
	case bug && hits == 0:
		t.Errorf("%s: no run of %d reached reach_error", name, trials)
	case !bug && hits > 0:
		t.Errorf("%s: %d runs of %d reached reach_error", name, hits, trials)
	}
}

// TestGolden keeps the printed form of every family's programs at N = 4
// under testdata/golden (go test -update rewrites it).
func TestGolden(t *testing.T) {
	for _, f := range Families() {
		for _, bug := range []bool{false, true} {
			name := Name(f, 4, bug) + ".c"
			got := Program(f, 4, bug, 1)
			path := filepath.Join("testdata", "golden", name)
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (go test -update writes it)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from the golden file (go test -update rewrites it)", name)
			}
		}
	}
}

// TestStyles: the styles differ across programs (each form occurs), and
// large sizes always put the arrays in globals.
func TestStyles(t *testing.T) {
	asserts, loops := map[AssertForm]bool{}, map[LoopForm]bool{}
	for _, f := range Families() {
		for _, n := range []int{4, 8, 16, 64} {
			s := StyleFor(1, f.Name, n)
			asserts[s.Assert], loops[s.Loop] = true, true
		}
		if !StyleFor(1, f.Name, LargeN).Global {
			t.Errorf("%s: arrays of %d cells not global", f.Name, LargeN)
		}
	}
	if len(asserts) != 3 || len(loops) != 4 {
		t.Errorf("assert forms %v, loop forms %v: not every form occurs", asserts, loops)
	}
	if len(Families()) < 15 {
		t.Errorf("%d families", len(Families()))
	}
}
