package kinduction

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/program"
)

// TestQuantifiedAggregates: arrays of arrays and of structs get no
// quantified atoms (reading them at a new index compares aggregates,
// which the encoding refuses), and the synthesis neither fails nor
// panics on them; the scalar invariants stay.
func TestQuantifiedAggregates(t *testing.T) {
	src := `void reach_error(void) {}
struct s { int v; int w[4]; };
int main() {
  int a[100][100]; struct s st[50]; int i, j;
  for (i = 0; i < 100; i++) for (j = 0; j < 100; j++) a[i][j] = 1;
  for (i = 0; i < 50; i++) { st[i].v = 3; st[i].w[1] = i; }
  for (i = 0; i < 100; i++) if (a[i][5] != 1) reach_error();
  for (i = 0; i < 50; i++) if (st[i].v != 3) reach_error();
  return 0;
}`
	sys, err := NewSystem(parseSource(t, "aggregates.c", src))
	if err != nil {
		t.Fatal(err)
	}
	// Budgets the synthesis never reaches: the result must not depend on
	// the machine's load.
	invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	if strings.Contains(b.String(), "forall") || !strings.Contains(b.String(), "main::i <= 50") {
		t.Errorf("invariants:\n%s", b.String())
	}
}

// TestQuantifiedPrintedForm: the printed form of quantified atoms, up and
// down a counter.
func TestQuantifiedPrintedForm(t *testing.T) {
	src := `void reach_error(void) {}
int main() {
  int a[8]; int i;
  for (i = 7; i >= 0; i--) a[i] = 5;
  for (i = 0; i < 8; i++) if (a[i] != 5) reach_error();
  return 0;
}`
	sys, err := NewSystem(parseSource(t, "down.c", src))
	if err != nil {
		t.Fatal(err)
	}
	invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	for _, want := range []string{
		`\forall k. main::i < k && k <= 7 ==> main::a[k] == 5`,
		`\forall k. 0 <= k && k < 8 ==> main::a[k] == 5`,
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %s in\n%s", want, b.String())
		}
	}
}

// TestBackEdgeConditions: a do … while whose edge out was removed (the
// engine's cone of influence removes it when nothing follows the last
// check) keeps its condition only on the edge back to the head. The
// condition still bounds the loop's sweep: the checking loop of a copy
// with an offset needs ∀k. 0 <= k < n - off ==> b[k + off] == a[k],
// whose bound n - off only that condition names. Every invariant is
// checked path by path by SAT and in the interpreter, and k-induction
// must prove the program.
func TestBackEdgeConditions(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[16], b[16];
int main() {
  int x, z, off;
  x = 0;
  do { a[x] = __VERIFIER_nondet_int(); x++; } while (x < 16);
  off = __VERIFIER_nondet_int();
  if (off < 0 || off >= 16) return 0;
  x = 0;
  do { b[x + off] = a[x]; x++; } while (x < 16 - off);
  z = 0;
  do { if (!(b[z + off] == a[z])) reach_error(); z++; } while (z < 16 - off);
  return 0;
}`
	p := parseSource(t, "backedge.c", src)
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	// Cut the last loop's edges out, as the cone of influence does.
	last := sys.Cuts[len(sys.Cuts)-1]
	body := sys.Nest.LoopOfHead(last).Body
	cut := 0
	for l := range body {
		for _, ed := range append([]*program.Edge(nil), l.Out...) {
			if !body[ed.To] {
				ed.Unlink()
				cut++
			}
		}
	}
	if cut != 1 {
		t.Fatalf("%d edges out of the last loop, want 1", cut)
	}
	if conds := exitConditions(last, body); len(conds) != 1 || program.ExprString(conds[0]) != "main::z < (16 - main::off)" {
		t.Fatalf("exit conditions %v", conds)
	}
	invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	if !strings.Contains(b.String(), "\\forall k. 0 <= k && k < 16 - main::off ==> b[k + main::off] == a[k]") {
		t.Errorf("no sweep of the checking loop among the invariants:\n%s", b.String())
	}
	checkInductivePathByPath(t, "backedge.c", src, sys, invs)
	checkQuantifiedPathByPath(t, "backedge.c", src, sys, invs)
	checkInterpreter(t, "backedge.c", src, invs)
	if !checkKInduction(t, "backedge.c", src, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", b.String())
	}
}

// TestFilterRuns: the concrete runs that filter the quantified
// candidates do a bounded amount of work whatever the arrays' size (at
// N = 10^6 two runs of 12 steps a cell took the synthesis's whole time).
func TestFilterRuns(t *testing.T) {
	for _, tc := range []struct {
		cells       int64
		runs, steps int
	}{
		{10, 12, 100000},
		{64, 12, 100000},
		{100000, 12, 1200000},
		{2000000, 2, 1 << 23},
		{1 << 40, 2, 1 << 23},
	} {
		runs, steps := filterRuns(tc.cells)
		if runs != tc.runs || steps != tc.steps {
			t.Errorf("filterRuns(%d) = %d, %d; want %d, %d", tc.cells, runs, steps, tc.runs, tc.steps)
		}
		if runs*steps > 1<<24 {
			t.Errorf("filterRuns(%d): %d steps in all", tc.cells, runs*steps)
		}
	}
}
