package accel

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestSignedCountSummaries is the differential test of the summaries of
// signed counters from 0 up to a bound (0 < e) or from a value down to 0
// (v > 0), whose increments read the counter's own value as the count
// (Ite(guard, x + (T)e·d, x)): on random inputs (negative bounds, near
// the limits, steps of wider and narrower types that wrap), the
// summarised program ends as the interpreter's run of the original, in
// the same status and with the same values.
func TestSignedCountSummaries(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 26))
	counters := []string{"int", "short", "signed char", "long long"}
	accs := []string{"long long", "int", "unsigned", "short", "unsigned char"}
	programs, compared := 0, 0
	for i := 0; i < 48; i++ {
		ct, at, dt := counters[r.IntN(len(counters))], accs[r.IntN(len(accs))], accs[r.IntN(len(accs))]
		var loop string
		if r.IntN(2) == 0 {
			loop = fmt.Sprintf("%s k = (%s)y;\n  while (k > 0) { z = z + d; k = k - 1; }\n", ct, ct)
		} else {
			loop = fmt.Sprintf("%s k = 0;\n  while (k < (%s)y) { z = z + d; k = k + 1; }\n", ct, ct)
		}
		src := fmt.Sprintf(`extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  %s d = (%s)x;
  %s z = (%s)__VERIFIER_nondet_int();
  %s  return 0;
}
`, dt, dt, at, at, loop)
		q := lowerLoop(t, src)
		sum, n := Summaries(q)
		if n != 1 {
			continue // a counter or an update the summaries do not take
		}
		var text strings.Builder
		program.Fprint(&text, sum)
		if !strings.Contains(text.String(), "?") {
			t.Fatalf("no guarded increment in the summary\n%s", text.String())
		}
		programs++
		for s := 0; s < 30; s++ {
			var inputs []interp.Value
			for _, name := range []string{"main::x", "main::y", "main::z"} {
				v := randomValue(r, varByName(q, name).Type)
				if name == "main::y" {
					// Bounds the original runs to in a moment: some
					// negative, some past a narrow counter's range.
					v = interp.IntValue(varByName(q, name).Type, uint64(int64(r.IntN(5000)-50)))
				}
				inputs = append(inputs, v)
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 100_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := interp.Run(sum, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 100_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status == interp.StepLimit {
				continue // a narrow counter that wraps below its bound: no end
			}
			if got.Status != orig.Status {
				t.Fatalf("inputs %v: status %v, without summaries %v\n%s", inputs, got.Status, orig.Status, src)
			}
			compared++
			sameEnds(t, q, sum, got, orig, []string{"main::z", "main::k"}, inputs, src)
		}
	}
	t.Logf("%d programs summarised, %d runs compared", programs, compared)
	if programs < 8 {
		t.Errorf("only %d programs summarised", programs)
	}
}
