package concrete

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/program"
)

// TestAssumedRanges: the bounds of havocs that assumptions right after
// them narrow, and none for the others.
func TestAssumedRanges(t *testing.T) {
	p := parse(t, `int main(void) {
  int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 3 && n <= 250);
  unsigned u = __VERIFIER_nondet_uint(); __VERIFIER_assume(u < 17);
  int free = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n; i++) { int v = __VERIFIER_nondet_int(); __VERIFIER_assume(v >= -9); __VERIFIER_assume(v <= 12); s += v; }
  __VERIFIER_assert(s + free + (int)u < 100000); return 0; }`, false)
	got := map[string][2]int64{}
	for e, r := range assumedRanges(context.Background(), p) {
		got[e.Stmt.(*program.Havoc).LHS.(*program.VarRef).Var.Name] = [2]int64{int64(r[0]), int64(r[1])}
	}
	want := map[string][2]int64{"main::n": {3, 250}, "main::u": {0, 16}, "main::v": {-9, 12}}
	if len(got) != len(want) {
		t.Errorf("ranges %v, want %v", got, want)
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %v, want %v", k, got[k], w)
		}
	}
}

// TestSearchAssumed: a bug that needs every input at the bound its
// assumption allows (a count at its largest, 300 readings at their
// largest, the sum past a limit) is found by the largest assumed values;
// the safe twin, whose limit the largest sum does not pass, is not.
func TestSearchAssumed(t *testing.T) {
	const tmpl = `int main(void) {
  int n = __VERIFIER_nondet_int(); __VERIFIER_assume(n >= 0 && n <= 300);
  int total = 0;
  for (int i = 0; i < n; i++) { int r = __VERIFIER_nondet_int(); __VERIFIER_assume(r >= -7 && r <= 45); total += r; }
  __VERIFIER_assert(total <= LIMIT); return 0; }`
	// The same with the readings in an array's cells, which the range
	// analysis does not follow (the assumptions are read as written).
	const cells = `int r[300];
int main(void) {
  int total = 0;
  for (int i = 0; i < 300; i++) { r[i] = __VERIFIER_nondet_int(); __VERIFIER_assume(r[i] >= -7 && r[i] <= 45); }
  for (int i = 0; i < 300; i++) total += r[i];
  __VERIFIER_assert(total <= LIMIT); return 0; }`
	for _, tc := range []struct{ src, limit, want string }{
		{tmpl, "13000", "violation by " + largestAssumed}, {tmpl, "13500", "no violation"},
		{cells, "13499", "violation by " + largestAssumed}, {cells, "13500", "no violation"},
	} {
		p := parse(t, strings.Replace(tc.src, "LIMIT", tc.limit, 1), true)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		var strategies []Strategy
		for _, s := range Strategies {
			if !s.Random {
				strategies = append(strategies, s)
			}
		}
		out, err := Search(ctx, p, Options{Limits: []int{100_000}, Strategies: strategies})
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		got := out.Reason
		if out.Run != nil {
			got = "violation by " + out.Strategy
		}
		if !strings.Contains(got, tc.want) {
			t.Errorf("limit %s: got %q, want %q", tc.limit, got, tc.want)
		}
	}
}
