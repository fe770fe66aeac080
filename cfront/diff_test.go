package cfront

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestAgainstHostCompiler runs the programs of testdata/exec natively
// (compiled by the host gcc, LP64) and, lowered in the LP64 data model, in
// a small interpreter of the program; both must compute the same result.
func TestAgainstHostCompiler(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	files, _ := filepath.Glob("testdata/exec/*.c")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			want, p := nativeAndLowered(t, gcc, f)
			m := newMachine(p)
			if err := m.run(1_000_000); err != nil {
				t.Fatalf("interpreting: %v", err)
			}
			got, ok := m.global("result")
			if !ok {
				t.Fatal("no global result")
			}
			t.Logf("result %d", got)
			if got != want {
				t.Errorf("lowered program computes %d, gcc %d", got, want)
				if os.Getenv("CFRONT_SHOW") != "" {
					t.Log(p)
				}
			}
		})
	}
}

// nativeAndLowered compiles f with gcc (-DNATIVE), runs it for the value
// it prints, and lowers f in LP64 (sanity-checked).
func nativeAndLowered(t *testing.T, gcc, f string) (uint64, *program.Program) {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "prog")
	out, err := exec.Command(gcc, "-DNATIVE", "-O0", "-frounding-math", "-w", "-o", bin, f, "-lm").CombinedOutput()
	if err != nil {
		t.Fatalf("gcc: %v\n%s", err, out)
	}
	out, err = exec.Command(bin).Output()
	if err != nil {
		t.Fatalf("running the native program: %v", err)
	}
	want, err := strconv.ParseUint(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		t.Fatalf("native output %q", out)
	}
	p, err := Parse(f, Options{Model: program.LP64})
	if err != nil {
		t.Fatal(err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	return want, p
}
