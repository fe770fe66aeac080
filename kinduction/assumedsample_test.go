package kinduction

import (
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestWithinAssumedStep: a value outside an assumed interval goes to
// the bound it crossed, less than sampleStep inward, however wide the
// interval (a length assumed in [1, 2^29) stays small); a value inside
// stays; a narrow interval is never left.
func TestWithinAssumedStep(t *testing.T) {
	i32 := program.IntType("int", 32, true)
	e := &program.Edge{}
	for _, c := range []struct {
		r      program.AssumedRange
		drawn  int64
		lo, hi int64
	}{
		{program.AssumedRange{Lo: 1, Hi: 1 << 29}, -3, 1, sampleStep},
		{program.AssumedRange{Lo: 1, Hi: 1 << 29}, 1 << 30, 1<<29 - sampleStep + 1, 1 << 29},
		{program.AssumedRange{Lo: 0, Hi: 10}, 25, 0, 10},
		{program.AssumedRange{Lo: 0, Hi: 10}, -7, 0, 10},
		{program.AssumedRange{Lo: 0, Hi: 10}, 4, 4, 4},
	} {
		for run := 0; run < 20; run++ {
			base := interp.InputFunc(func(*program.Edge, *program.Type) (interp.Value, error) {
				return interp.IntValue(i32, uint64(c.drawn)), nil
			})
			in := withinAssumed(base, map[*program.Edge]program.AssumedRange{e: c.r}, run)
			v, err := in.Havoc(e, i32)
			if err != nil {
				t.Fatal(err)
			}
			if x := program.SignExtend(v.Bits, i32); x < c.lo || x > c.hi {
				t.Errorf("%v, drawn %d, run %d: %d, want in [%d, %d]", c.r, c.drawn, run, x, c.lo, c.hi)
			}
		}
	}
}

// TestAssumedSamplesReachSum: cells assumed in [0, 10] right after they
// are read, then summed: sample runs that kept their random values
// blocked in the first loop, and the summing loop's accumulator bound
// s - 10*i <= 0 was never proposed; with the values moved inside the
// assumed interval it is proved, and with it s <= 10*N.
func TestAssumedSamplesReachSum(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
#define N 64
int a[N];
int main(void) {
  long long s = 0;
  int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); __VERIFIER_assume(a[i] >= 0 && a[i] <= 10); }
  for (i = 0; i < N; i++) s += a[i];
  if (!(s <= 10LL * N)) reach_error();
  return 0;
}`
	sys := sourceSystemWith(t, "assumedsum.c", src, cfront.Options{CutUndefined: true})
	invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	var b strings.Builder
	WriteInvariants(&b, invs)
	if !strings.Contains(b.String(), "(main::s - ((long long)10 * ((long long)main::i))) <= (long long)0") {
		t.Errorf("no accumulator bound s - 10*i <= 0 among\n%s", b.String())
	}
}
