package kinduction

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// TestProofOnly: with ProofOnly, programs whose invariants rule out the
// checks after Houdini skip narrowing and are still proved (a bubble
// sort, a rotation); the shifted copy whose copy stops one cell early
// (a bug) is not ruled out, narrows as before, and is not proved.
func TestProofOnly(t *testing.T) {
	srcs := map[string]string{}
	for _, tc := range largeArrayPrograms {
		srcs[tc.name] = tc.src
	}
	buggy := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N 16\n#define STOP 1\n%s\n", shiftedCopy)
	for _, tc := range []struct {
		name string
		safe bool
	}{{"bubblesort", true}, {"rotate", true}, {"shifted", false}} {
		var sys *System
		if tc.safe {
			sys = scaleSystem(t, srcs[tc.name], 16)
		} else {
			sys = sourceSystemWith(t, "shifted.c", buggy, cfront.Options{CutUndefined: true})
		}
		ctx, cancel := workBounded(synthWork)
		invs, st, err := Synthesize(ctx, sys, SynthOptions{ProofOnly: true})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if st.NarrowSkipped != tc.safe {
			t.Errorf("%s: narrowing skipped: %v, want %v", tc.name, st.NarrowSkipped, tc.safe)
		}
		if got := stepWithin(t, sys, invs, 1); got != tc.safe {
			t.Errorf("%s: proved with ProofOnly: %v, want %v", tc.name, got, tc.safe)
		}
	}
}
