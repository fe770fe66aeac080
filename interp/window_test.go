package interp

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestTraceWindow: with a window the trace keeps the first and the last
// steps in order, counts the rest, and every input with its edge.
func TestTraceWindow(t *testing.T) {
	for _, window := range []int{0, 3, 10, 1000} {
		bl := newBuilder(t)
		i, x := bl.global("i", u32), bl.global("x", u32)
		var in *program.Edge
		bl.while(bin(program.Lt, ref(i), num(u32, 20)), func() {
			in = bl.havoc(ref(x))
			bl.assign(ref(i), bin(program.Add, ref(i), num(u32, 1)))
		})
		p := bl.build()
		r, err := Run(p, NewRandomInputs(1), Options{TraceWindow: window})
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Inputs) != 20 || len(r.InputEdges) != 20 || r.InputEdges[19] != in {
			t.Errorf("window %d: %d inputs, %d input edges", window, len(r.Inputs), len(r.InputEdges))
		}
		full, _ := Run(p, NewSeqInputs(r.Inputs), Options{})
		if len(r.Trace)+r.TraceOmitted != r.Steps || r.Steps != len(full.Trace) {
			t.Fatalf("window %d: %d kept + %d omitted of %d steps", window, len(r.Trace), r.TraceOmitted, r.Steps)
		}
		keep := len(r.Trace)
		if window > 0 && r.TraceOmitted > 0 {
			if keep != 2*window {
				t.Errorf("window %d: %d steps kept", window, keep)
			}
			keep = window
		}
		for k := 0; k < len(r.Trace); k++ {
			want := full.Trace[k]
			if k >= keep {
				want = full.Trace[k+r.TraceOmitted]
			}
			if r.Trace[k].Edge != want.Edge || r.Trace[k].Value.Bits != want.Value.Bits {
				t.Errorf("window %d: step %d differs from the full trace", window, k)
			}
		}
	}
}

// TestStop: a closed Stop channel ends a run that would not end.
func TestStop(t *testing.T) {
	bl := newBuilder(t)
	i := bl.global("i", u32)
	bl.while(program.True, func() { bl.assign(ref(i), bin(program.Add, ref(i), num(u32, 1))) })
	stop := make(chan struct{})
	close(stop)
	r, err := Run(bl.build(), NewSeqInputs(nil), Options{MaxSteps: 1 << 40, NoTrace: true, Stop: stop})
	if err != nil || r.Status != Stopped || r.Steps > stopPoll {
		t.Errorf("%v, %v after %d steps", err, r.Status, r.Steps)
	}
}
