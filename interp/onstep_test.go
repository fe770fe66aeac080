package interp

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// TestOnStep: Options.OnStep is shown the steps of the trace, in order,
// with the same edge, written variable, type, value, jump and undefined
// operation, with loop acceleration on and off, up to a violated check
// and up to the step limit; Result.Trace stays empty.
func TestOnStep(t *testing.T) {
	src := `
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
struct pt { int x; unsigned char c[3]; };
struct pt g[4];
int a[8];
int main(void) {
	int n = __VERIFIER_nondet_int();
	unsigned s = 0;
	for (int i = 0; i < 8; i++) { a[i] = i * n; s += a[i]; }
	for (int j = 0; j < 4; j++) { g[j].x = j; g[j].c[1] = (unsigned char)(s + j); }
	struct pt q = g[2];
	int big = 2147483647;
	big = big + (n > 5);
	for (unsigned k = 0; k < 300; k++) s = s + 2;
	long long cnt = 0;
	for (int i = 0; i < 3000; i++) cnt += 2;
	if (n == 3 && cnt == 6000 && s == 600 + 28 * (unsigned)n) __VERIFIER_error();
	return q.x;
}
`
	p, err := cfront.ParseSource("onstep.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	jumps, undefined, violated := 0, 0, 0
	for _, n := range []int64{1, 3, 7} {
		for _, opts := range []Options{{NoAccelerate: true}, {}, {AccelerateAfter: 5}, {MaxSteps: 40}} {
			in := []Value{IntValue(i32, uint64(n))}
			full, err := Run(p, NewSeqInputs(in), opts)
			if err != nil {
				t.Fatal(err)
			}
			var shown []Step
			opts.OnStep = func(st *Step) {
				c := *st
				c.Value = st.Value.Clone()
				shown = append(shown, c)
			}
			r, err := Run(p, NewSeqInputs(in), opts)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Trace) != 0 || r.Status != full.Status || r.Steps != full.Steps {
				t.Errorf("n=%d %+v: trace of %d steps, %v after %d steps, want none, %v after %d", n, opts, len(r.Trace), r.Status, r.Steps, full.Status, full.Steps)
			}
			if len(shown) != len(full.Trace) {
				t.Fatalf("n=%d %+v: %d steps shown, the trace has %d", n, opts, len(shown), len(full.Trace))
			}
			if r.Status == Violated {
				violated++
			}
			for k, want := range full.Trace {
				got := shown[k]
				if got.Skipped > 0 {
					jumps++
				}
				if got.Undefined != "" {
					undefined++
				}
				if got.Edge != want.Edge || got.Var != want.Var || got.Type != want.Type || got.Skipped != want.Skipped || got.Undefined != want.Undefined || !got.Value.Equal(want.Value) {
					t.Errorf("n=%d %+v: step %d: %v %v %v %d %q %v, the trace's %v %v %v %d %q %v", n, opts, k, got.Edge, got.Var, got.Type, got.Skipped, got.Undefined, got.Value, want.Edge, want.Var, want.Type, want.Skipped, want.Undefined, want.Value)
				}
			}
		}
	}
	// The runs show what they should: jumps of acceleration, an
	// undefined operation, a violated check.
	if jumps == 0 || undefined == 0 || violated == 0 {
		t.Errorf("%d jumps, %d undefined operations, %d violated checks shown; want some of each", jumps, undefined, violated)
	}
}
