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
			ctx, cancel := workBounded(synthWork)
			defer cancel()
			invs, _, err := Synthesize(ctx, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
			if err != nil {
				t.Fatal(err)
			}
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
	ctx, cancel := workBounded(synthWork)
	defer cancel()
	invs, _, err := Synthesize(ctx, sys, SynthOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	if want := fmt.Sprintf("b[%d] == main::t", n-1); !strings.Contains(b.String(), want) {
		t.Errorf("no %s in\n%s", want, b.String())
	}
	if !stepWithin(t, sys, invs, 1) {
		t.Errorf("no induction step up to k = 1 with\n%s", b.String())
	}
}
