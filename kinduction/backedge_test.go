package kinduction

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/program"
)

// TestBackEdgeScalarGuard: the checking do … while of a long loop, its
// edge out removed as the cone of influence does, is a head that no
// concrete run reaches (the loop before it runs 10^4 times, beyond the
// samples' 20000 steps, which the test checks first), so its counter's
// bounds come from SAT models and widening alone, which a program's
// constants can widen to the type's extremes (recordsort's 255 and 1000
// at N = 10^6). The condition on the edge back to the head (z < N) is
// the candidate that bounds the counter there, as the exit of a
// do … while followed by code is; without it the check reads a cell
// past the array (without it, z < N is missing at N = 10^4 as at 10^5:
// checked). The scalar invariants are checked path by path by SAT, and
// k-induction must prove the program (the quantified ones path by path
// would be instantiated at each of the 10^4 cells, and checked in the
// interpreter at every cell of every visit: TestBackEdgeConditions
// checks the edge-back conditions both ways at N = 8). N was 10^5:
// the path-by-path check instantiates the quantified facts at every
// cell, and took most of the test's 200 s; 10^4 leaves the head as
// unreached.
func TestBackEdgeScalarGuard(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
#define N 10000
int a[N];
int main() {
  int x, z;
  for (x = N - 1; x >= 0; x--) a[x] = __VERIFIER_nondet_int() & 255;
  z = 0;
  do { if (a[z] > 255) reach_error(); z++; } while (z < N);
  return 0;
}`
	p := parseSource(t, "backguard.c", src)
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	last := sys.Cuts[len(sys.Cuts)-1]
	body := sys.Nest.LoopOfHead(last).Body
	cut := 0
	for l := range body {
		for _, ed := range append([]*program.Edge(nil), l.Out...) {
			if !body[ed.To] {
				ed.Unlink()
				cut++
			}
		}
	}
	if cut != 1 {
		t.Fatalf("%d edges out of the last loop, want 1", cut)
	}
	// What the test is about: no concrete sample of the scalar
	// synthesis (sampleRuns runs of 20000 steps, invariants.go)
	// reaches the checking loop's head.
	want := make([][]*program.Var, len(sys.Cuts))
	for c := range want {
		want[c] = sys.P.Locals
	}
	if s := concreteSamples(context.Background(), sys, want, nil, sampleRuns(sys.P), 20000, 96); len(s[len(s)-1]) != 0 {
		t.Fatalf("%d samples at the checking loop's head: raise N", len(s[len(s)-1]))
	}
	ctx, cancel := workBounded(synthWork)
	defer cancel()
	invs, _, err := Synthesize(ctx, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	found := false
	for _, a := range invs[len(invs)-1].Atoms {
		if program.ExprString(a) == "main::z < 10000" {
			found = true
		}
	}
	if invs[len(invs)-1].Loc != last || !found {
		t.Errorf("no z < N at the checking loop's head:\n%s", b.String())
	}
	checkInductivePathByPath(t, "backguard.c", src, sys, invs)
	if !checkKInduction(t, "backguard.c", src, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", b.String())
	}
}
