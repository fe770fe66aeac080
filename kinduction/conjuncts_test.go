package kinduction

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/program"
)

// TestConditionParts: the comparisons that compound loop conditions
// combine, at the head's decision (while (p < n && q < m)) and on the
// edges that leave the body (a do … while's || at the bottom, a break
// under &&), without those that read cells and without the plain
// conditions (loopConditions has those).
func TestConditionParts(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[8]; int p = 0, q = 0, r = 0, s = 0, n = __VERIFIER_nondet_int();
  while (p < 8 && q < n) {
    if (a[p] <= 3) p++; else q++;
  }
  do { r++; s += 2; } while (r < 5 || s < n);
  while (r < 100) {
    if (r > n && a[r & 7] > 0) break;
    r++;
  }
  return 0;
}`
	sys := sourceSystem(t, "parts.c", src)
	at := map[int][]string{}
	for _, head := range sys.Cuts[1:] {
		for _, b := range conditionParts(head, sys.Nest.LoopOfHead(head).Body) {
			at[head.Pos.Line] = append(at[head.Pos.Line], program.ExprString(b))
		}
	}
	for line, want := range map[int][]string{
		4: {"main::p < 8", "main::q < main::n"},
		7: {"main::r < 5", "main::s < main::n"},
		8: {"main::r > main::n"},
	} {
		for _, w := range want {
			if !slices.Contains(at[line], w) {
				t.Errorf("line %d: no %s in %q", line, w, at[line])
			}
		}
	}
	for line, xs := range at {
		for _, x := range xs {
			if strings.Contains(x, "[") {
				t.Errorf("line %d: a part that reads a cell: %s", line, x)
			}
		}
	}
	if xs := at[8]; slices.Contains(xs, "main::r < 100") {
		t.Errorf("line 8: the plain condition as a part: %q", xs)
	}
}

// TestCompoundConditionBound: a loop that runs while (i < N && j < N),
// moving one of the two counters by one, keeps i <= N at its head; the
// loop after it that runs i up to N leaves with i == N, which the check
// needs. The loop before them runs 10^5 times, so no concrete run
// reaches the later heads: the bound must come from the
// compound condition's part i < N (its non-strict form), proved by SAT;
// widening, which moves a bound to the sample and then through three of
// the program's constants and their neighbours, stops at the small
// constants (3, 7, 63) below N and gives up.
// The scalar invariants are checked path by path by SAT, and k-induction
// must prove the program. gcc agrees (the safe variant over random
// inputs at N = 64 never reaches the error; with the check i != N - 1
// every run does).
func TestCompoundConditionBound(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
#define N 100000
int main() {
  int i, j, k, t, s = 0;
  for (t = 0; t < N; t++) s = s + ((__VERIFIER_nondet_int() & 63) == 7 ? 3 : 0);
  i = 0; j = 0;
  while (i < N && j < N) {
    if (__VERIFIER_nondet_int()) i++; else j++;
  }
  k = 0;
  while (i < N) { i++; k++; }
  if (i != N) reach_error();
  return 0;
}`
	p := parseSource(t, "compound.c", src)
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
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
	for _, inv := range invs {
		if inv.Loc == nil || inv.Loc.Pos.Line != 8 {
			continue
		}
		for _, a := range inv.Atoms {
			if program.ExprString(a) == "main::i <= 100000" {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("no i <= N at the head of while (i < N && j < N):\n%s", b.String())
	}
	checkInductivePathByPath(t, "compound.c", src, sys, invs)
	if !checkKInduction(t, "compound.c", src, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", b.String())
	}
}
