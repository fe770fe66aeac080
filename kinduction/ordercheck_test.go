package kinduction

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestOrderChecksImplied: an order comparison whose sides the exact
// product relations make equal (t <= n*m, t >= n*m after nested loops
// that count t == i*m + j) is implied, beside a heap array whose
// allocation's capacity check runs before the first loop
// (ChecksImpliedFrom with the first transition covered; not without);
// the strict comparisons of equal sides and a count one step short are
// not. The ground truth is the interpreter: a buggy twin's run reaches
// the error, a safe one's never does (gcc agrees: the count is exactly
// n*m).
func TestOrderChecksImplied(t *testing.T) {
	const tmpl = `extern void *malloc(unsigned long);
int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (n <= 0 || n > 300 || m <= 0 || m > 300) return 0;
  int *a = malloc(sizeof(int) * n);
  int t = 0, i, j;
  %s
  if (!(%s)) reach_error();
  return 0;
}`
	forLoops := "for (i = 0; i < n; i++) { a[i] = 0; for (j = %d; j < m; j++) { t = t + 1; a[i] = a[i] + 1; } }"
	whileLoops := "i = 0; while (i < n) { j = %d; while (j < m) { t++; j++; } i = i + 1; }"
	rows := []struct {
		loops, check string
		start        int
		safe         bool
	}{
		{forLoops, "t <= n * m", 0, true},
		{whileLoops, "n * m >= t", 0, true},
		{forLoops, "t < n * m", 0, false},
		{forLoops, "t >= n * m", 1, false},
	}
	opts := cfront.Options{MallocMayFail: false}
	for k, r := range rows {
		src := fmt.Sprintf(tmpl, fmt.Sprintf(r.loops, r.start), r.check)
		name := fmt.Sprintf("ordercheck%d.c", k)
		p := parseSourceWith(t, name, src, opts)
		reached, last := false, interp.Finished
		for run := 0; run < 40 && !reached; run++ {
			rng := rand.New(rand.NewPCG(uint64(run), 11))
			in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if ty.Kind != program.KindInt {
					return interp.ZeroValue(ty), nil
				}
				return interp.IntValue(ty, uint64(1+rng.IntN(5))), nil
			})
			res, err := interp.Run(p, in, interp.Options{MaxSteps: 1 << 20, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			reached, last = res.Status == interp.Violated, res.Status
		}
		if reached == r.safe {
			t.Fatalf("%s: safe %v, but a run reaches the error: %v (%v)\n%s", name, r.safe, reached, last, src)
		}
		sys, err := NewSystem(p)
		if err != nil {
			t.Fatal(err)
		}
		invs := synthesizeBounded(t, sys, SynthOptions{})
		checkInterpreter(t, name, src, invs)
		if got := ChecksImpliedFrom(sys, invs, 1); got != r.safe {
			t.Errorf("%s: checks implied %v, want %v\n%s", name, got, r.safe, src)
		}
		if ChecksImpliedFrom(sys, invs, 0) {
			t.Errorf("%s: checks implied without the first transition covered (the capacity check)", name)
		}
	}
}
