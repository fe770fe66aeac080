package concrete

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/program"
)

// TestDeadHavocs: the havocs whose value no path reads, by the variable
// they set.
func TestDeadHavocs(t *testing.T) {
	tests := []struct {
		name, src string
		dead      string // the variables of the dead havocs, sorted, joined by spaces
	}{
		{"set before the loop reads it", `int main(void) { int i; long long c = 0; for (i = 0; i < 10; i++) c += i; __VERIFIER_assert(c == 45); return 0; }`,
			"main::i"},
		{"set on one branch only", `int main(void) { int x; if (__VERIFIER_nondet_int()) x = 1; __VERIFIER_assert(x != 5); return 0; }`,
			""},
		{"read in the loop before it is set", `int main(void) { int x; int s = 0; for (int i = 0; i < 3; i++) { s += x; x = 1; } __VERIFIER_assert(s < 10); return 0; }`,
			""},
		{"an input overwritten unread", `int main(void) { int x = __VERIFIER_nondet_int(); x = 0; __VERIFIER_assert(x == 0); return 0; }`,
			"main::x"},
		{"an input an assumption reads", `int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0); x = 0; __VERIFIER_assert(x == 0); return 0; }`,
			""},
		{"an address taken", `int main(void) { int x; int *p = &x; *p = 1; __VERIFIER_assert(x == 1); return 0; }`,
			""},
		{"an array cell set, the array read", `int main(void) { int a[2]; a[0] = 1; __VERIFIER_assert(a[0] == 1); return 0; }`,
			""},
		{"never read at all", `int main(void) { int x; int y = __VERIFIER_nondet_int(); __VERIFIER_assert(1); return 0; }`,
			"main::x main::y"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.src, false)
			var names []string
			for e := range deadHavocs(p) {
				names = append(names, e.Stmt.(*program.Havoc).LHS.(*program.VarRef).Var.Name)
			}
			sort.Strings(names)
			if got := strings.Join(names, " "); got != tc.dead {
				t.Errorf("dead havocs of %s, want %s", got, tc.dead)
			}
		})
	}
}

// TestSearchDeadInputs: a program whose only inputs are uninitialised
// locals it sets before reading them has one run, which proves it or is
// its counterexample, by the first strategy; one that reads an
// uninitialised local is no such program.
func TestSearchDeadInputs(t *testing.T) {
	tests := []struct {
		name, src string
		want      string
	}{
		{"safe sum, counter declared apart", `int main(void) { int i; long long c = 0; for (i = 0; i < 5000; i++) c = c + i; __VERIFIER_assert(c == 12497500LL); return 0; }`,
			"deterministic"},
		{"buggy sum, counter declared apart", `int main(void) { int i; long long c = 0; for (i = 0; i <= 5000; i++) c = c + i; __VERIFIER_assert(c == 12497500LL); return 0; }`,
			"violation by zeros, 2 runs"}, // one a round: the same run for every strategy
		{"an uninitialised local read", `int main(void) { int x; if (x == 5) reach_error(); return 0; }`,
			"violation by"}, // not one run: a strategy that hits 5
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.src, false)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			// Zeros runs a round ahead: at 2,000 edges in the
			// first round, at 10^5 in the second.
			out, err := Search(ctx, p, Options{Limits: []int{1000, 2000, 100_000}})
			if err != nil {
				t.Fatal(err)
			}
			got := out.Reason
			switch {
			case out.Run != nil:
				got = "violation by " + out.Strategy
				got += fmt.Sprintf(", %d runs", out.Runs)
			case out.Deterministic:
				got = "deterministic"
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
