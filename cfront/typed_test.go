package cfront

import (
	"os/exec"
	"path/filepath"
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
			want, p := nativeAndLowered(t, gcc, f)
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
