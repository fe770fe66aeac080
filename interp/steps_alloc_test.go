package interp

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// TestRunAllocationsPerStep: a run without a trace (NoTrace, or its
// steps shown to OnStep) makes no allocation per executed edge: a
// loop run 100 times more often allocates about as much. The step of
// each edge once escaped to the heap, a fifth of the interpreter's
// time in kinduction's sample runs.
func TestRunAllocationsPerStep(t *testing.T) {
	const tmpl = `int main(void) {
  unsigned s = 0;
  for (unsigned k = 0; k < %d; k++) s = s + k;
  return s == 7;
}
`
	var steps int
	onStep := func(st *Step) { steps++ }
	for _, opts := range []Options{{NoTrace: true, NoAccelerate: true}, {OnStep: onStep, NoAccelerate: true}} {
		allocs := map[int]float64{}
		for _, n := range []int{10, 1000} {
			p, err := cfront.ParseSource("loop.c", []byte(fmt.Sprintf(tmpl, n)), cfront.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var r *Result
			allocs[n] = testing.AllocsPerRun(5, func() {
				if r, err = Run(p, NewSeqInputs(nil), opts); err != nil {
					t.Fatal(err)
				}
			})
			if r.Status != Finished || r.Steps < 3*n {
				t.Fatalf("n=%d: %v after %d steps", n, r.Status, r.Steps)
			}
		}
		if allocs[1000] > allocs[10]+20 {
			t.Errorf("OnStep set %v: %.0f allocations for 10 iterations, %.0f for 1000", opts.OnStep != nil, allocs[10], allocs[1000])
		}
	}
}
