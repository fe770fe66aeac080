package kinduction

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestLoopGuardedCheck: a check under a branch of a loop's body, over
// cells at the counter, gives the implication from the branch's
// condition as a cell atom; with it the check holds for every cell
// (the condition alone is false for the cells the branch skips). The
// off-by-one twin is not proved. Arrays of 16 cells (40 before).
func TestLoopGuardedCheck(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int mark[16], pos[16];
int main() {
  int i;
  for (i = 0; i < 16; i++) {
    int q = __VERIFIER_nondet_int();
    mark[i] = q;
    if (q > 0) pos[i] = i; else pos[i] = -1;
  }
  i = 15;
  while (i >= 0) {
    if (mark[i] > 0) { if (!(pos[i] == i + %d)) reach_error(); }
    i--;
  }
  return 0;
}`
	provedTwins(t, "loopguard", tmpl, 0, 1, `\forall k. 0 <= k && k < 16 ==> (mark[k] <= 0) || (pos[k] == (k + 0))`, false)
}

// TestGuardedWrites: writes under a branch of the body over a cell at
// the counter (if (src[i] > 10) dst[i] = 2; else dst[i] = 5) give the
// implications src[k] <= 10 || dst[k] == 2 and src[k] > 10 || dst[k] == 5;
// a later loop that clears a flag when a pair disagrees keeps the flag
// with them. The twin whose later loop tests another threshold is not
// proved. Arrays of 16 cells (60 before: the path-by-path checks
// instantiate the quantified atoms at every cell); without the guarded
// write's candidate (cellGuard) the atom is missing and the safe twin
// is not proved at 16 as at 60 (checked).
func TestGuardedWrites(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int src[16], dst[16];
  int i, ok = 1;
  for (i = 0; i < 16; i++) src[i] = __VERIFIER_nondet_int();
  i = 0;
  do { if (src[i] > 10) dst[i] = 2; else dst[i] = 5; i++; } while (i < 16);
  for (i = 15; i >= 0; i--) { if (src[i] > %d && dst[i] != 2) ok = 0; }
  if (!ok) reach_error();
  return 0;
}`
	provedTwins(t, "guardedwrites", tmpl, 10, 9, `\forall k. 0 <= k && k < 16 ==> (main::src[k] <= 10) || (main::dst[k] == 2)`, true)
}

// synthesizeChecked synthesises the invariants of src without budgets
// and checks them path by path (scalar and quantified) and in the
// interpreter; it returns the system, the invariants and their printed
// form.
func synthesizeChecked(t *testing.T, file, src string) (*System, []Invariant, string) {
	t.Helper()
	return synthesizeRewritten(t, file, src, nil)
}

// synthesizeRewritten is synthesizeChecked on src as the front end makes
// it and rewrite (a pass of engine.Prepare; nil: none) then changes it,
// which must change something. The interpreter runs a fresh copy
// rewritten the same way.
func synthesizeRewritten(t *testing.T, file, src string, rewrite func(*program.Program) int) (*System, []Invariant, string) {
	t.Helper()
	return synthesizeRewrittenWith(t, file, src, cfront.Options{}, rewrite)
}

// synthesizeRewrittenWith is synthesizeRewritten on the program the
// front end makes under opts.
func synthesizeRewrittenWith(t *testing.T, file, src string, opts cfront.Options, rewrite func(*program.Program) int) (*System, []Invariant, string) {
	t.Helper()
	parse := func() *program.Program {
		p := parseSourceWith(t, file, src, opts)
		if rewrite != nil && rewrite(p) == 0 {
			t.Fatalf("%s: the rewrite changes nothing", file)
		}
		return p
	}
	sys, err := NewSystem(parse())
	if err != nil {
		t.Fatal(err)
	}
	invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	checkInductivePathByPath(t, file, src, sys, invs)
	checkQuantifiedPathByPath(t, file, src, sys, invs)
	checkInterpreterOn(t, file, src, parse(), invs)
	return sys, invs, b.String()
}

// provedTwins synthesises the invariants of a safe program and of its
// buggy twin (tmpl with safe or bug in its one %d), requires want among
// the safe one's invariants (and the twin's when inBug), checks them path
// by path and in the interpreter, and requires k-induction to prove the
// safe program and not the twin.
func provedTwins(t *testing.T, name, tmpl string, safe, bug int, want string, inBug bool) {
	t.Helper()
	for _, isBug := range []bool{false, true} {
		v := safe
		if isBug {
			v = bug
		}
		src := fmt.Sprintf(tmpl, v)
		file := fmt.Sprintf("%s_%d.c", name, v)
		sys, invs, text := synthesizeChecked(t, file, src)
		if (!isBug || inBug) && !strings.Contains(text, want) {
			t.Errorf("%s: no %s in the invariants:\n%s", file, want, text)
		}
		if proved := checkKInduction(t, file, src, sys, invs); proved == isBug {
			t.Errorf("%s: proved by k-induction: %v", file, proved)
		}
	}
}
