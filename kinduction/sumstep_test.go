package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestSumKeptByLoop: the algebra keeps a relation over a sum of cells
// across every path around the loop at the marked line exactly when
// each path changes it by zero: increments of a cell read at the index
// written, in bounds by the assumes --undefined cut makes; not an
// overwrite, not a path that skips the increment, not a write whose
// index no assume bounds.
func TestSumKeptByLoop(t *testing.T) {
	for _, tc := range []struct {
		name, body, cand string
		cut, want        bool
	}{
		{"count", "while (i < 8) { h[a[i]]++; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, true},
		{"count_uncut", "while (i < 8) { h[a[i]]++; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", false, false},
		{"by_two", "while (i < 8) { h[a[i]] += 2; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, false},
		{"by_two_twice", "while (i < 8) { h[a[i]] += 2; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - 2u * (unsigned)i == 0u", true, true},
		{"down", "while (i < 8) { h[a[i]] = h[a[i]] - 1; j = j + 1; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) + (unsigned)j == 0u", true, true},
		{"overwrite", "while (i < 8) { h[a[i]] = 1; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, false},
		{"skips", "while (i < 8) { if (a[i] > 1) h[a[i]]++; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, false},
		{"both_branches", "while (i < 8) { if (a[i] > 1) h[a[i]]++; else h[0]++; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, true},
		{"partial_sum", "while (i < 8) { h[a[i]]++; i++; }", "((unsigned)h[0] + (unsigned)h[1]) - (unsigned)i == 0u", true, false},
		{"other_index", "while (i < 8) { h[a[i]] = h[j] + 1; i++; }", "((unsigned)h[0] + (unsigned)h[1] + (unsigned)h[2] + (unsigned)h[3]) - (unsigned)i == 0u", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := fmt.Sprintf(`extern int __VERIFIER_nondet_int(void);
int a[8]; int h[4];
int main() {
  int i = 0, j = 0;
  while (i < 8) { a[i] = __VERIFIER_nondet_int() & 3; i++; }
  i = 0;
  %s
  return j;
}`, tc.body)
			sys := sourceSystemWith(t, tc.name+".c", src, cfront.Options{CutUndefined: tc.cut})
			cand, err := program.ParseExpr(sys.P, tc.cand, true)
			if err != nil {
				t.Fatal(err)
			}
			var head *program.Loc
			for _, l := range sys.Cuts[1:] {
				if l.Pos.Line == 7 {
					head = l
				}
			}
			if head == nil {
				t.Fatal("no loop head at line 7")
			}
			if got := sumKeptByLoop(sys, head, cand); got != tc.want {
				t.Errorf("%s around %s: %v, want %v", tc.cand, tc.body, got, tc.want)
			}
		})
	}
}

// sizeIndependent are safe programs whose proof at N = 10^6 needs a
// rule of this branch: the condition a loop's check tests, whole, as a
// cell atom (a ternary over two arrays, the shape of a slot table), and
// a histogram's sum of cells proved by the algebra (SAT over 32-bit
// adders whose cells may reach 10^6 took 350M propagations).
var sizeIndependent = []struct{ name, src string }{
	{"slots", `int key[N]; unsigned char used[N];
int main() {
  int i, j, k;
  for (i = 0; i < N; i++) {
    used[i] = __VERIFIER_nondet_int() & 1;
    if (used[i]) key[i] = __VERIFIER_nondet_int() & 255; else key[i] = -1;
  }
  j = 0;
  while (j < N && used[j]) j++;
  if (j < N) { key[j] = 7; used[j] = 1; }
  for (k = N - 1; k >= 0; k--) if (!(used[k] ? key[k] >= 0 : key[k] == -1)) reach_error();
  return 0;
}`},
	{"slots_assert", `int key[N]; unsigned char used[N];
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }
int main() {
  int i, k;
  i = 0;
  do {
    used[i] = __VERIFIER_nondet_int() & 1;
    key[i] = used[i] ? __VERIFIER_nondet_int() & 255 : -1;
    i++;
  } while (i < N);
  for (k = 0; k < N; k++) __VERIFIER_assert(used[k] != 0 ? key[k] >= 0 : key[k] == -1);
  return 0;
}`},
	{"histogram", `int a[N]; int h[3];
int main() {
  int i, t;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int() % 3 == 0 ? 0 : 2;
  h[0] = 0; h[1] = 0; h[2] = 0;
  i = 0;
  while (i < N) { h[a[i]] = h[a[i]] + 1; i++; }
  t = h[0] + h[1] + h[2];
  if (t != N) reach_error();
  return 0;
}`},
}

// TestSizeIndependent proves the programs of sizeIndependent at
// N = 10^6 by k-induction at depth at most 1 with the synthesised
// invariants (default budgets, bounded in work), and at N = 6 checks
// every invariant independently (path by path by SAT, the quantified
// ones too, and in the interpreter) and the proof by k-induction.
// Overflow and out-of-bounds accesses are cut, as under unreach-call.
func TestSizeIndependent(t *testing.T) {
	opts := cfront.Options{CutUndefined: true}
	for _, tc := range sizeIndependent {
		t.Run(tc.name, func(t *testing.T) {
			for _, n := range []int{6, 1000000} {
				src := fmt.Sprintf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n#define N %d\n%s\n", n, tc.src)
				sys := sourceSystemWith(t, tc.name+".c", src, opts)
				invs := synthesizeBounded(t, sys, SynthOptions{})
				if n < 100 {
					checkInductivePathByPath(t, tc.name, src, sys, invs)
					checkQuantifiedPathByPath(t, tc.name, src, sys, invs)
					checkInterpreterWith(t, tc.name, src, opts, invs)
				}
				if stepWithin(t, sys, invs, 1) {
					continue
				}
				var b strings.Builder
				WriteInvariants(&b, invs)
				t.Errorf("%s, N = %d: no induction step up to k = 1 with\n%s", tc.name, n, b.String())
			}
		})
	}
}

// TestSumKeptCachePerHead: the cache of the algebra's answers is per
// loop head and atom. One atom object at two heads, kept by the first
// loop's step only (it adds 1 to the sum per i; the second adds 2 and
// leaves i), must not be taken as kept at the second on the first's
// answer, in either order of asking.
func TestSumKeptCachePerHead(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
int a[8]; int h[2];
int main() {
  int i = 0, j = 0;
  while (i < 8) { h[a[i] & 1]++; i++; }
  while (j < 8) { h[a[j] & 1] += 2; j++; }
  return j;
}`
	sys := sourceSystemWith(t, "twoheads.c", src, cfront.Options{CutUndefined: true})
	cand, err := program.ParseExpr(sys.P, "((unsigned)h[0] + (unsigned)h[1]) - (unsigned)i == 0u", true)
	if err != nil {
		t.Fatal(err)
	}
	heads := map[int]int{}
	for c, l := range sys.Cuts {
		if c > 0 {
			heads[l.Pos.Line] = c
		}
	}
	first, second := heads[5], heads[6]
	if first == 0 || second == 0 {
		t.Fatalf("no loop heads at lines 5 and 6: %v", heads)
	}
	if !sumKeptByLoop(sys, sys.Cuts[first], cand) || sumKeptByLoop(sys, sys.Cuts[second], cand) {
		t.Fatalf("the algebra should keep the sum at line 5 only")
	}
	for _, order := range [][2]int{{first, second}, {second, first}} {
		sc := newSumKeptCache(sys)
		for _, c := range order {
			if got, want := sc.kept(c, cand), c == first; got != want {
				t.Errorf("asked in the order %v: kept at cut %d = %v, want %v", order, c, got, want)
			}
		}
	}
}
