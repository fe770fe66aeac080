package engine

import (
	"context"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestRecursionDepth: at a depth the program's recursion exceeds, every
// engine's answer is UNKNOWN with TooDeep (the counterexample to the
// recursion-depth check is no FALSE), the portfolio ends on the first such
// answer, and at a depth that suffices the program is proved. A bug
// within the depth is a FALSE, whichever engine answers.
func TestRecursionDepth(t *testing.T) {
	const src = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int sum(int n) { return n <= 0 ? 0 : n + sum(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  if (sum(n) != n * (n + 1) / 2) reach_error();
  if (n == 2 && BUG) reach_error();
  return 0;
}
`
	tests := []struct {
		depth int
		bug   string
		want  Verdict
		deep  bool
	}{
		{2, "0", Unknown, true},
		{4, "0", True, false},
		{4, "1", False, false},
		{1, "1", Unknown, true}, // n = 2 needs depth 2: the bug lies deeper
	}
	for _, tc := range tests {
		for _, names := range [][]string{{"bmc"}, {"kind"}, {"predabs"}, {"test"}, Default} {
			if tc.want == True && len(names) == 1 && names[0] == "test" {
				continue // testing proves nothing here
			}
			if raceDetector && len(names) == 1 && (names[0] == "bmc" || names[0] == "test") {
				// Alone, these two start no goroutine of their own; under
				// -race the portfolio (Default, with both) and the
				// engines with a background synthesis run.
				continue
			}
			p, err := cfront.ParseSource("sum.c", []byte(strings.Replace(src, "BUG", tc.bug, 1)), cfront.Options{RecursionDepth: tc.depth, CutUndefined: true})
			if err != nil {
				t.Fatal(err)
			}
			program.Renumber(p)
			engines, err := New(names, Config{Background: len(names) > 1})
			if err != nil {
				t.Fatal(err)
			}
			res := Run(context.Background(), Prepare(p), engines)
			if res.Internal != nil {
				t.Fatalf("depth %d %v: %v", tc.depth, names, res.Internal)
			}
			if tc.want == Unknown && len(names) == 1 && names[0] == "test" && !res.TooDeep {
				continue // testing may not hit an input that goes deep
			}
			if res.Verdict != tc.want || res.TooDeep != tc.deep {
				t.Errorf("depth %d bug %s %v: %s %q (TooDeep %v), want %s (TooDeep %v)", tc.depth, tc.bug, names, res.Verdict, res.Reason, res.TooDeep, tc.want, tc.deep)
			}
			if tc.deep && !strings.Contains(res.Reason, "recursion of sum deeper than") {
				t.Errorf("depth %d %v: reason %q", tc.depth, names, res.Reason)
			}
		}
	}
}

// TestTestingHoldsTooDeep: concrete testing alone, at a depth that holds
// the bug but not the program's own constant (the first input tried):
// the run that meets the recursion-depth check is held while testing goes
// on, and a random byte of 12 shows the bug (before, that first run ended
// the round with TooDeep at every depth). Work-bounded: the same runs on
// every machine.
func TestTestingHoldsTooDeep(t *testing.T) {
	if raceDetector {
		t.Skip("concrete testing alone, nothing concurrent")
	}
	const src = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int fib(int n) { if (n < 1) return 0; if (n == 1) return 1; return fib(n - 1) + fib(n - 2); }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 30) return 0;
  if (fib(x) == 144) reach_error();
  return 0;
}
`
	p, err := cfront.ParseSource("fib.c", []byte(src), cfront.Options{RecursionDepth: 13, CutUndefined: true})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	res := Run(context.Background(), Prepare(p), []Engine{&Testing{}})
	if res.Verdict != False {
		t.Errorf("%s %q (TooDeep %v), want FALSE", res.Verdict, res.Reason, res.TooDeep)
	}
}
