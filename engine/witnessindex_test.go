package engine

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// witnessPrograms are scalars taken from cells in the ways
// program.WitnessIndices gives a ghost index to (compared with a cell of
// the array by == or !=: a local, a global, one scalar from two arrays)
// and in the ways it must not (compared only by order; compared with
// another array's cells; a value converted on the way).
var witnessPrograms = []struct {
	name, src string
	ghosts    int
}{
	{"search.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int a[5]; for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0]; for (int i = 1; i < 5; i++) if (a[i] < m) m = a[i];
  int f = 0; for (int i = 0; i < 5; i++) if (a[i] == m) f = 1;
  if (!f) reach_error();
  return 0; }`, 1},
	{"global.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[4]; int x;
int main(void) { for (int i = 0; i < 4; i++) a[i] = __VERIFIER_nondet_int();
  x = a[__VERIFIER_nondet_int() & 3];
  int i = 0; while (i < 4 && a[i] != x) i++;
  if (i == 4) reach_error();
  return 0; }`, 1},
	{"twoArrays.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[3], b[3];
int main(void) { for (int i = 0; i < 3; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = __VERIFIER_nondet_int(); }
  int x = a[1]; if (__VERIFIER_nondet_int()) x = b[2];
  int f = 0; for (int i = 0; i < 3; i++) if (a[i] == x || b[i] == x) f = 1;
  if (!f) reach_error();
  return 0; }`, 2},
	{"orderOnly.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { int a[5]; for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_int();
  int m = a[0]; for (int i = 1; i < 5; i++) if (a[i] > m) m = a[i];
  for (int i = 0; i < 5; i++) if (a[i] > m) reach_error();
  return 0; }`, 0},
	{"otherArray.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[3], b[3];
int main(void) { for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_int();
  int x = a[2]; int f = 0;
  for (int i = 0; i < 3; i++) if (b[i] == x) f = 1;
  if (f) reach_error();
  return 0; }`, 0},
	{"converted.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) { char a[3]; for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_int();
  int x = a[2]; int f = 0;
  for (int i = 0; i < 3; i++) if (a[i] == x) f = 1;
  if (!f) reach_error();
  return 0; }`, 0},
}

// TestWitnessIndices: program.WitnessIndices gives ghosts to exactly the
// scalars taken from a cell and compared with the array's cells, its
// result is sane, and it runs as the source does on the same inputs
// (status, check, inputs consumed): the ghost is written only, so a
// counterexample found on the prepared program replays on the source.
func TestWitnessIndices(t *testing.T) {
	for _, c := range witnessPrograms {
		p, err := cfront.ParseSource(c.name, []byte(c.src), cfront.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		program.Renumber(p)
		q := program.Clone(p)
		if got := program.WitnessIndices(q); got != c.ghosts {
			t.Errorf("%s: %d ghost indices, want %d", c.name, got, c.ghosts)
		}
		if err := program.Sanity(q); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, v := range append(append([]*program.Var(nil), q.Globals...), q.Locals...) {
			if v.WitnessOf != nil && (!v.Temp || v.Global != v.WitnessOf.Global) {
				t.Errorf("%s: ghost %s is no temporary of the scalar's storage", c.name, v.Name)
			}
		}
		violated := sameRuns(t, c.name, p, q, 60)
		t.Logf("%s: %d of 60 runs violate", c.name, violated)
		if err := program.Sanity(Prepare(p).Program); err != nil {
			t.Fatalf("%s: prepared: %v", c.name, err)
		}
	}
}

// witnessTwins need an existential fact: some cell holds the minimum
// (or maximum) a loop computed, so a search for it succeeds. The safe
// variant (%d = 0) holds, the buggy one (%d = 1) fails for some input
// (the maximum starts at 1, which no cell may hold; the search starts
// past cell 0). gcc agrees on the variants.
var witnessTwins = []struct{ name, tmpl string }{
	{"max_flag", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[100000];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 100000) return 0;
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int max = %d ? 1 : a[0];
  for (int i = 0; i < n; i++) if (max < a[i]) max = a[i];
  int found = 0;
  for (int i = 0; i < n; i++) if (a[i] == max) found = 1;
  if (!found) reach_error();
  return 0; }`},
	{"min_stop", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000000) return 0;
  int *a = (int *)malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int min = a[0];
  int i = 1;
  while (i < n) { if (a[i] < min) min = a[i]; i++; }
  i = %d;
  while (i < n && a[i] != min) i++;
  CHECK(i < n);
  return 0; }`},
}

// TestKindWitness: with the ghost indices, k-induction proves the safe
// twins (n up to 10^5 and 10^6: no bounded search covers them), and the
// buggy ones give a counterexample that replays on the source program.
func TestKindWitness(t *testing.T) {
	checkKindTwins(t, witnessTwins, "#include <stdlib.h>\n", "$at$", "ghost index")
}
