package engine

import (
	"context"
	"testing"
)

// TestBoundedDeepenFirst: the growing bounded search skips the full
// proof of the rounds whose bounds are not enough only beside
// k-induction, whose base case proves every round (and there it leaves
// the accelerated program and the bounds beyond besideKindUnwind to
// k-induction); alone (--engine bmc) and with a fixed bound it proves
// each.
func TestBoundedDeepenFirst(t *testing.T) {
	for _, tc := range []struct {
		names []string
		fixed bool
		want  bool
	}{
		{Default, false, true},
		{[]string{"kind", "bmc"}, false, true},
		{[]string{"bmc"}, false, false},
		{[]string{"predabs", "bmc", "test"}, false, false},
		{[]string{"kind", "bmc"}, true, false},
	} {
		es, err := New(tc.names, Config{FixedUnwind: tc.fixed, Unwind: 8})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range es {
			if b, ok := e.(*Bounded); ok {
				found = true
				if got := b.DeepenFirst && !b.Fixed; got != tc.want {
					t.Errorf("%v fixed %v: DeepenFirst %v, want %v", tc.names, tc.fixed, got, tc.want)
				}
				if b.DeepenFirst && (b.MaxUnwind != besideKindUnwind || !b.NoAcceleration) || !b.DeepenFirst && b.MaxUnwind != 0 {
					t.Errorf("%v: MaxUnwind %d, NoAcceleration %v", tc.names, b.MaxUnwind, b.NoAcceleration)
				}
			}
		}
		if !found {
			t.Errorf("%v: no bounded search", tc.names)
		}
	}
}

// listSrc builds a list of at most three malloc'd nodes through a
// compare callback and walks it: the walks are bounded only by the
// allocations, so the search proves the program by unwinding them until
// their unwinding assertions hold.
const listSrc = `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void); extern void reach_error(void);
struct node { struct node *next; int key; };
static int less(int a, int b) { return a < b; }
static struct node *insert(struct node *h, int key, int (*lt)(int, int)) {
  struct node **pp = &h, *n = malloc(sizeof *n);
  if (!n) abort();
  n->key = key;
  while (*pp && lt((*pp)->key, key)) pp = &(*pp)->next;
  n->next = *pp; *pp = n; return h; }
int main(void) {
  struct node *h = 0; int i, len = 0;
  for (i = 0; i < 3 && __VERIFIER_nondet_int(); i++) h = insert(h, __VERIFIER_nondet_int() & 7, less);
  for (struct node *n = h; n; n = n->next) { if (n->next && n->next->key < n->key) reach_error(); len++; }
  if (len > LIMIT) reach_error();
  while (h) { struct node *n = h->next; free(h); h = n; }
  return 0; }`

// TestBoundedDeepenFirstVerdicts: the growing search gives the same
// verdicts with and without DeepenFirst on a list bounded by its
// allocations: TRUE when the claim holds, FALSE (replayed) when it does
// not.
func TestBoundedDeepenFirstVerdicts(t *testing.T) {
	if raceDetector {
		t.Skip("the bounded search alone, which runs no goroutine of its own: about 2 s, fifty times that under -race")
	}
	for _, tc := range []struct {
		limit string
		want  Verdict
	}{{"3", True}, {"2", False}} {
		for _, deepen := range []bool{false, true} {
			task := straightTask(t, "#define LIMIT "+tc.limit+"\n"+listSrc)
			res := Run(context.Background(), task, []Engine{&Bounded{DeepenFirst: deepen}})
			if res.Internal != nil {
				t.Fatal(res.Internal)
			}
			if res.Verdict != tc.want {
				t.Errorf("LIMIT %s, DeepenFirst %v: %v (%s), want %v", tc.limit, deepen, res.Verdict, res.Reason, tc.want)
			}
		}
	}
}
