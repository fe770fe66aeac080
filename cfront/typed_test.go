package cfront

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestAgainstHostCompilerTyped runs programs natively (host gcc, LP64) and,
// lowered in the LP64 data model, in the interpreter of package interp,
// the oracle of the tool, whose memory is typed: testdata/exec-typed
// (__int128, which the byte machine of TestAgainstHostCompiler does not
// hold) and the library bodies of testdata/exec/libc.c.
func TestAgainstHostCompilerTyped(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	files, _ := filepath.Glob("testdata/exec-typed/*.c")
	files = append(files, "testdata/exec/libc.c")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			bin := filepath.Join(t.TempDir(), "prog")
			out, err := exec.Command(gcc, "-DNATIVE", "-O0", "-w", "-o", bin, f).CombinedOutput()
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
			// The programs read no uninitialised variable: zeros will do.
			zeros := interp.InputFunc(func(_ *program.Edge, t *program.Type) (interp.Value, error) { return interp.ZeroValue(t), nil })
			r, err := interp.Run(p, zeros, interp.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != interp.Finished {
				t.Fatalf("run ends %s: %s at %s", r.Status, r.Reason, r.Loc)
			}
			for _, st := range r.Trace {
				if st.Undefined != "" {
					t.Errorf("%s: %s", st.Edge.Pos, st.Undefined)
				}
			}
			var got uint64
			found := false
			for _, v := range p.Globals {
				if v.Name == "result" {
					got, found = r.State.Get(v).Bits, true
				}
			}
			if !found {
				t.Fatal("no global result")
			}
			if got != want {
				t.Errorf("the interpreter computes %d, gcc %d", got, want)
			}
		})
	}
}
