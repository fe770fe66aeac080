package kinduction

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
)

// largeArrayPrograms are safe programs over arrays of N cells whose
// proof needs a quantified invariant that does not depend on N: a copy
// in reverse order (b[N - 1 - k] == a[k]), a rotation checked against a
// copy (a[k] == b[k - 1], t == b[N - 1]), cells of one stride
// ((k - 1) & 1 != 0 || a[k] == 1), the position of a minimum
// (a[where] <= a[k] at a check loop no concrete run reaches when N is
// large), an in-place reversal (b[k] == a[k] on [i, j], both ends
// included), a Lomuto partition checked by if (!(c)) reach_error()
// (a[s] == p a candidate at the loop before that check), a bubble sort
// (relations between cells filtered on runs of a scaled-down copy) and
// prefix sums (s[k] <= s[k + 1] when overflow is cut).
//
// Those marked long run with -long only (seconds of synthesis each).
var largeArrayPrograms = []struct {
	name string
	long bool
	src  string
}{
	{"revcopy", false, `int a[N], b[N];
int main() {
  int p = 0, r;
  while (p < N) { a[p] = __VERIFIER_nondet_int(); p++; }
  for (p = N - 1; p >= 0; p--) b[N - 1 - p] = a[p];
  for (r = 0; r < N; r++) if (b[r] != a[N - 1 - r]) reach_error();
  return 0;
}`},
	{"rotate", true, `int a[N], b[N];
int main() {
  int i, t;
  i = 0;
  do { b[i] = a[i]; i++; } while (i < N);
  t = a[N - 1];
  for (i = N - 1; i > 0; i--) a[i] = a[i - 1];
  a[0] = t;
  if (a[0] != b[N - 1]) reach_error();
  for (i = 0; i < N - 1; i++) if (a[i + 1] != b[i]) reach_error();
  return 0;
}`},
	{"stride", false, `int a[N];
int main() {
  int i, k;
  for (i = 0; i < N; i += 2) a[i] = 0;
  i = 1;
  while (i < N) { a[i] = 1; i += 2; }
  for (k = 0; k < N; k++) if (a[k] != k % 2) reach_error();
  return 0;
}`},
	{"minindex", true, `int a[N];
int main() {
  int i, w, c;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  w = 0;
  for (i = 1; i < N; i++) if (a[i] < a[w]) w = i;
  c = 0;
  while (c < N) { if (a[w] > a[c]) reach_error(); c++; }
  return 0;
}`},
	{"reverse", false, `int a[N], b[N];
int main() {
  int i, j, t;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = a[i]; }
  i = 0; j = N - 1;
  while (i < j) { t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
  for (i = 0; i < N; i++) if (a[i] != b[N - 1 - i]) reach_error();
  return 0;
}`},
	{"lomuto", false, `int a[N];
int main() {
  int i, s, p, t;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  p = a[N - 1]; s = 0;
  for (i = 0; i < N - 1; i++) if (a[i] <= p) { t = a[i]; a[i] = a[s]; a[s] = t; s++; }
  t = a[s]; a[s] = a[N - 1]; a[N - 1] = t;
  for (i = 0; i < s; i++) if (!(a[i] <= p)) reach_error();
  if (!(a[s] == p)) reach_error();
  for (i = s + 1; i < N; i++) if (!(a[i] > p)) reach_error();
  return 0;
}`},
	{"bubblesort", true, `int a[N];
int main() {
  int i, j, t;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = N - 1; i > 0; i--)
    for (j = 0; j < i; j++)
      if (a[j] > a[j + 1]) { t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
  for (i = 0; i < N - 1; i++) if (a[i] > a[i + 1]) reach_error();
  return 0;
}`},
	{"prefixsum", true, `int a[N], s[N];
int main() {
  int p, r;
  for (p = 0; p < N; p++) a[p] = __VERIFIER_nondet_int() & 127;
  s[0] = a[0];
  for (p = 1; p < N; p++) s[p] = s[p - 1] + a[p];
  for (r = 0; r < N - 1; r++) if (s[r] > s[r + 1]) reach_error();
  return 0;
}`},
}

// TestLargeArrays proves the programs of largeArrayPrograms by
// k-induction at depth at most 1 with the synthesised invariants,
// with N = 4096 (all of them at N = 10^6 with -long), under a bound on the work of the
// synthesis (propagations, never time): an unrolling of their loops is
// out of reach, only invariants over every cell prove them. Signed
// overflow is cut, as under the unreach-call property.
func TestLargeArrays(t *testing.T) {
	n := 4096
	if *long {
		n = 1000000
	}
	for _, tc := range largeArrayPrograms {
		t.Run(tc.name, func(t *testing.T) {
			if tc.long && !*long {
				t.Skip("with -long")
			}
			src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n%s\n", n, tc.src)
			sys := sourceSystemWith(t, tc.name+".c", src, cfront.Options{CutUndefined: true})
			invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
			if stepWithin(t, sys, invs, 1) {
				return
			}
			var b strings.Builder
			WriteInvariants(&b, invs)
			t.Errorf("%s, N = %d: no induction step up to k = 1 with\n%s", tc.name, n, b.String())
		})
	}
}

// TestNarrowGuardsFirst synthesises the invariants of the rotation of
// largeArrayPrograms with the default budgets of narrowing (not the
// hour of TestLargeArrays) and proves the program with them. Its proof
// needs t == b[N - 1] at the shift loop, a condition the fixpoint of the
// scalar templates drops (it rests on the copy's quantified invariant)
// and narrowing must take back; with the tighter bounds of every term
// asked in the same stage, the default budget ran out on the large
// instances of N = 10^6 and nothing stayed. N = 4096 keeps it short.
func TestNarrowGuardsFirst(t *testing.T) {
	var src string
	for _, tc := range largeArrayPrograms {
		if tc.name == "rotate" {
			src = tc.src
		}
	}
	n := 4096
	sys := scaleSystem(t, src, n)
	invs := synthesizeBounded(t, sys, SynthOptions{})
	var b strings.Builder
	WriteInvariants(&b, invs)
	if want := fmt.Sprintf("b[%d] == main::t", n-1); !strings.Contains(b.String(), want) {
		t.Errorf("no %s in\n%s", want, b.String())
	}
	if !stepWithin(t, sys, invs, 1) {
		t.Errorf("no induction step up to k = 1 with\n%s", b.String())
	}
}

// runningSum is a prefix sum over values in [0, 127], checked cell by
// cell: each sum is the one before plus its own cell, and the sums do not
// decrease.
const runningSum = `int a[N], s[N];
int main() {
  int p, r;
  p = 0;
  do { a[p] = __VERIFIER_nondet_int() & 127; p++; } while (p < N);
  s[0] = a[0];
  for (p = 1; p < N; p++) s[p] = s[p - 1] + a[p];
  r = 0;
  do {
    if (!(s[r] <= s[r + 1])) reach_error();
    if (!(s[r + 1] == s[r] + a[r + 1])) reach_error();
    r++;
  } while (r < N - 1);
  return 0;
}`

// TestRunningSumBounds: the cells of a running sum get the bound linear
// in the index that keeps s[r] + a[r + 1] from wrapping (signed overflow
// not cut: it wraps as the IR defines, so without the bound a state with
// s[r] near INT_MAX refutes the step). With N = 3 every invariant is
// checked independently (path by path by SAT, quantified atoms too, and
// in the interpreter); with N = 4096 (no unrolling reaches it) the step
// at depth at most 1 holds. Without the bound it does not.
func TestRunningSumBounds(t *testing.T) {
	const bound = "(((long long)s[k]) - ((long long)128 * ((long long)k))) <= (long long)127"
	for _, n := range []int{3, 4096} {
		src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n%s\n", n, runningSum)
		name := fmt.Sprintf("runsum%d.c", n)
		sys := sourceSystemWith(t, name, src, cfront.Options{})
		invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
		var b strings.Builder
		WriteInvariants(&b, invs)
		if !strings.Contains(b.String(), bound) {
			t.Errorf("N = %d: no %s among\n%s", n, bound, b.String())
		}
		if n < 100 {
			checkInductivePathByPath(t, name, src, sys, invs)
			checkQuantifiedPathByPath(t, name, src, sys, invs)
			checkInterpreter(t, name, src, invs)
			continue
		}
		if !stepWithin(t, sys, invs, 1) {
			t.Errorf("N = %d: no induction step up to k = 1 with\n%s", n, b.String())
		}
	}
}

// TestPow2Slope: the slopes of the running sums' bounds.
func TestPow2Slope(t *testing.T) {
	for _, tc := range []struct {
		x    int64
		up   bool
		want int64
	}{
		{127, true, 128}, {127, false, 64}, {128, true, 128}, {128, false, 128},
		{1, true, 1}, {0, true, 0}, {-5, true, -4}, {-5, false, -8}, {3, false, 2},
	} {
		if got := pow2Slope(tc.x, tc.up); got != tc.want {
			t.Errorf("pow2Slope(%d, %v) = %d, want %d", tc.x, tc.up, got, tc.want)
		}
	}
}
