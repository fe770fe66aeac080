package bmc

import (
	"context"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestLoopUnwind: with bounds per loop, the loops cut off are all named
// (Deeper, in execution order), Covered is the smallest of their bounds, a
// loop behind one cut off is not reached, and the bounds that suffice
// give TRUE or the bug.
func TestLoopUnwind(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++) s += i;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 2) return 0;
  for (int j = 0; j < n; j++) s++;
  if (s > LIMIT) reach_error();
  return 0;
}
`
	parse := func(limit string) (*program.Program, *program.Loc, *program.Loc) {
		p, err := cfront.ParseSource("t.c", []byte("#define LIMIT "+limit+"\n"+src), cfront.Options{Model: program.ILP32})
		if err != nil {
			t.Fatal(err)
		}
		q, err := symex.MakeReducible(p)
		if err != nil {
			t.Fatal(err)
		}
		ln, err := symex.FindLoops(q)
		if err != nil || len(ln.Loops) != 2 {
			t.Fatalf("loops: %v %v", ln, err)
		}
		a, b := ln.Loops[0].Head, ln.Loops[1].Head
		if a.ID > b.ID {
			a, b = b, a
		}
		return q, a, b
	}
	p, a, b := parse("17")
	check := func(bounds map[*program.Loc]int) *Result {
		t.Helper()
		res, err := Check(context.Background(), p, Options{Unwind: 1, LoopUnwind: bounds, UnwindingAssertions: true, Prepared: true})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	res := check(map[*program.Loc]int{})
	if res.Verdict != Unknown || !res.NoViolation || len(res.Deeper) != 1 || res.Deeper[0] != a || res.Covered != 1 {
		t.Errorf("bound 1: %v %v %v %d (%s)", res.Verdict, res.NoViolation, res.Deeper, res.Covered, res.Reason)
	}
	res = check(map[*program.Loc]int{a: 6})
	if res.Verdict != Unknown || len(res.Deeper) != 1 || res.Deeper[0] != b || res.Covered != 1 {
		t.Errorf("first loop complete: %v %v %d (%s)", res.Verdict, res.Deeper, res.Covered, res.Reason)
	}
	res = check(map[*program.Loc]int{a: 6, b: 2})
	if res.Verdict != True {
		t.Errorf("both complete: %v (%s)", res.Verdict, res.Reason)
	}
	p, a, b = parse("16")
	res = check(map[*program.Loc]int{a: 6, b: 2})
	if res.Verdict != False {
		t.Errorf("bug: %v (%s)", res.Verdict, res.Reason)
	}
}

// TestMaxGates: a bound whose circuit grows past MaxGates stops in the
// unrolling with a reason naming the limit and no locations counted (the
// growing searches read that as "deeper will not help"); without the
// limit the same bound finds the bug.
func TestMaxGates(t *testing.T) {
	const src = `extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = 1;
  for (int i = 0; i < 8; i++) y = y * x + i;
  if (y == 12345u) reach_error();
  return 0;
}
`
	p, err := cfront.ParseSource("g.c", []byte(src), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	opts := Options{Unwind: 8, UnwindingAssertions: true, MaxGates: 2000}
	res, err := Check(context.Background(), p, opts)
	if err != nil || res.Verdict != Unknown || res.Stats.Nodes != 0 || !strings.Contains(res.Reason, "2000 circuit nodes") {
		t.Fatalf("MaxGates 2000: %v %v %d nodes (%s)", err, res.Verdict, res.Stats.Nodes, res.Reason)
	}
	opts.MaxGates = 0
	if res, err := Check(context.Background(), p, opts); err != nil || res.Verdict == Unknown || res.Stats.Gates <= 2000 {
		t.Fatalf("no limit: %v %v %d gates (%s)", err, res.Verdict, res.Stats.Gates, res.Reason)
	}
}

// TestDeepenFirst: with DeepenFirst, a round whose bounds are not enough
// and whose budgeted search for a violation is undecided ends with the
// loops to deepen and without NoViolation (nothing was proved); a bug
// the budget finds is FALSE even when the bounds are not enough; the
// round whose bounds are enough proves TRUE or finds the bug, check by
// check, as without the option.
func TestDeepenFirst(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++) s += i;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 2) return 0;
  int m = __VERIFIER_nondet_int();
  if (m == 123456 && n == m) reach_error();
  for (int j = 0; j < n; j++) s++;
  if (s > LIMIT) reach_error();
  if (m == 123456 && n == m + 1) reach_error();
  return 0;
}
`
	parse := func(limit string) (*program.Program, *program.Loc, *program.Loc) {
		p, err := cfront.ParseSource("t.c", []byte("#define LIMIT "+limit+"\n"+src), cfront.Options{Model: program.ILP32})
		if err != nil {
			t.Fatal(err)
		}
		q, err := symex.MakeReducible(p)
		if err != nil {
			t.Fatal(err)
		}
		ln, err := symex.FindLoops(q)
		if err != nil || len(ln.Loops) != 2 {
			t.Fatalf("loops: %v %v", ln, err)
		}
		a, b := ln.Loops[0].Head, ln.Loops[1].Head
		if a.ID > b.ID {
			a, b = b, a
		}
		return q, a, b
	}
	check := func(p *program.Program, bounds map[*program.Loc]int) *Result {
		t.Helper()
		res, err := Check(context.Background(), p, Options{Unwind: 1, LoopUnwind: bounds, UnwindingAssertions: true, Prepared: true, DeepenFirst: true})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	// A bug within bounds that are not enough: the budgeted search finds it.
	p, a, b := parse("15")
	if res := check(p, map[*program.Loc]int{a: 6, b: 1}); res.Verdict != False {
		t.Errorf("bug within the budget: %v (%s)", res.Verdict, res.Reason)
	}
	undecidedForTests = true
	defer func() { undecidedForTests = false }()
	p, a, b = parse("15") // the bug needs one iteration of the second loop
	res := check(p, map[*program.Loc]int{a: 6, b: 1})
	if res.Verdict != Unknown || res.NoViolation || len(res.Deeper) != 1 || res.Deeper[0] != b || res.Covered != 1 {
		t.Errorf("bounds not enough: %v %v %v %d (%s)", res.Verdict, res.NoViolation, res.Deeper, res.Covered, res.Reason)
	}
	if res := check(p, map[*program.Loc]int{a: 6, b: 2}); res.Verdict != False {
		t.Errorf("bug with bounds enough: %v (%s)", res.Verdict, res.Reason)
	}
	p, a, b = parse("17")
	if res := check(p, map[*program.Loc]int{a: 6, b: 2}); res.Verdict != True {
		t.Errorf("bounds enough: %v (%s)", res.Verdict, res.Reason)
	}
	p, a, b = parse("16")
	if res := check(p, map[*program.Loc]int{a: 6, b: 2}); res.Verdict != False {
		t.Errorf("bug with bounds enough: %v (%s)", res.Verdict, res.Reason)
	}
}
