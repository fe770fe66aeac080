package engine

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// cellPrograms are arrays used in the ways program.ScalarCells makes
// variables of (constant indices only: a global's initialiser, an
// initialised local, an uninitialised one read before and after its
// writes, a local array dying in a loop, an input into a cell) and in
// the ways it must not (a variable index, a constant out of range, the
// array's address, the array passed to a function).
var cellPrograms = []struct {
	name, src string
	cells     int // arrays replaced
}{
	{"globalInit.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
unsigned acc[3] = {7, 0, 2};
int main(void) { int n = __VERIFIER_nondet_int() & 7;
  for (int i = n; i > 0; i--) { acc[1] += acc[0]; acc[2] = acc[2] * 3u; }
  if (acc[1] == 14u && acc[2] % 4u == 2u) reach_error();
  return 0; }`, 1},
	{"uninitialised.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { long long s[2]; int k = 0;
  if (__VERIFIER_nondet_int()) s[0] = 0;
  do { s[1] = k; s[0] = s[0] + k; k++; } while (k < 3);
  if (s[0] == 1 + s[1]) reach_error();
  return 0; }`, 1},
	{"loopLocal.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int t = 0;
  for (int r = 0; r < 4; r++) { char flag[1] = {0}; if (__VERIFIER_nondet_int() > 2) flag[0] = 1; t += flag[0]; }
  if (t == 4) reach_error();
  return 0; }`, 1},
	{"input.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int in[2];
int main(void) { in[1] = __VERIFIER_nondet_int(); in[0] = __VERIFIER_nondet_int();
  if (in[0] > in[1]) reach_error();
  return 0; }`, 1},
	{"variableIndex.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int c[2] = {0}; int j = __VERIFIER_nondet_int() & 1;
  c[0] = 3; c[j] = c[j] + 1;
  if (c[0] == 4) reach_error();
  return 0; }`, 0},
	{"outOfRange.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int c[2] = {0}; int x = __VERIFIER_nondet_int();
  c[0] = x; if (x > 100000) c[1] = c[2];
  if (c[0] > 7) reach_error();
  return 0; }`, 0},
	{"address.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int c[1];
int main(void) { int *p = &c[0]; *p = __VERIFIER_nondet_int(); c[0]++;
  if (c[0] & 1) reach_error();
  return 0; }`, 0},
	{"passed.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
void bump(int *q) { q[0] = q[0] + 2; }
int main(void) { int c[1]; c[0] = __VERIFIER_nondet_int(); bump(c);
  if (c[0] & 1) reach_error();
  return 0; }`, 0},
}

// TestScalarCells: the prepared program has variables for the cells of
// exactly the arrays accessed at constant indices only, and the pass's
// result is sane and runs as the source does on the same inputs
// (status, check, inputs consumed), so that counterexamples found on it
// replay on the source.
func TestScalarCells(t *testing.T) {
	for _, c := range cellPrograms {
		p, err := cfront.ParseSource(c.name, []byte(c.src), cfront.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		program.Renumber(p)
		if err := program.Sanity(Prepare(p).Program); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		q := program.Clone(p)
		if got := program.ScalarCells(q); got != c.cells {
			t.Errorf("%s: %d arrays replaced, want %d", c.name, got, c.cells)
		}
		if err := program.Sanity(q); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		violated := sameRuns(t, c.name, p, q, 60)
		t.Logf("%s: %d of 60 runs violate", c.name, violated)
	}
}

// cellTwins are loops that keep a counter, a sum or a flag in a cell of
// a one- or two-cell array (local, global; while, do … while;
// the assertion by function and by macro): the safe variant (%d = 0)
// holds, the buggy one (%d = 1) fails for some input. Each needs a
// relation between the cell and the loop counter (t == 3*i, s ==
// 2*(m - k)), which the invariant methods find for variables only.
var cellTwins = []struct{ name, tmpl string }{
	{"tally", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 100000) return 0;
  int tally[1];
  tally[0] = 0;
  int i = 0;
  while (i < n) { tally[0] = tally[0] + 3; i++; }
  CHECK(tally[0] <= 3 * n - %d);
  return 0; }`},
	{"acc", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
void check(int c) { if (!c) reach_error(); }
unsigned st[2];
int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 1 || m > 5000) return 0;
  int k = m;
  do { st[0] = st[0] + 2u; st[1] = 1u; k--; } while (k > 0);
  check(st[1] == 1u && st[0] == 2u * (unsigned)m + %du);
  return 0; }`},
}

// TestKindScalarCells: with the cells as variables, the safe twins are
// proved by k-induction alone (n and m reach 100000 and 5000: no bounded
// search covers them; the invariants with their exact product
// relations do), and the buggy ones give a counterexample that replays
// on the source program. gcc agrees on the variants (N unused).
func TestKindScalarCells(t *testing.T) {
	checkKindTwins(t, cellTwins, "", "$0", "cell variable")
}

// checkKindTwins runs each twin of tmpls (a %d for 0, safe, and 1,
// buggy) under gcc (header before it), prepares it, requires marker in
// the prepared program (what names the rewrite under test), and asks
// k-induction alone to prove the safe one and a bounded search to find
// the buggy one's counterexample, which must replay on the source.
func checkKindTwins(t *testing.T, tmpls []struct{ name, tmpl string }, header, marker, what string) {
	t.Helper()
	if testing.Short() || raceDetector {
		t.Skip("the synthesis takes seconds")
	}
	for _, c := range tmpls {
		for _, bug := range []int{0, 1} {
			name := fmt.Sprintf("%s_%d", c.name, bug)
			src := fmt.Sprintf(c.tmpl, bug)
			if hits := gccOracle(t, name, header+src, 40); (hits > 0) != (bug == 1) {
				t.Fatalf("%s: %d of 40 gcc runs reach reach_error", name, hits)
			}
			task := prepareSource(t, name+".c", src)
			if !strings.Contains(task.Program.String(), marker) {
				t.Fatalf("%s: no %s in the prepared program", name, what)
			}
			if bug == 0 {
				engines, err := New([]string{"kind"}, Config{})
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
				r := Run(ctx, task, engines)
				cancel()
				if r.Verdict != True {
					t.Errorf("%s: %v %s", name, r.Verdict, r.Reason)
				}
				continue
			}
			res, err := (&Bounded{Fixed: true, Unwind: 3, NoAcceleration: true}).Run(context.Background(), task)
			if err != nil || res.Verdict != False {
				t.Fatalf("%s: %v %v", name, res, err)
			}
			if err := Confirm(task.Source, res); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
	}
}
