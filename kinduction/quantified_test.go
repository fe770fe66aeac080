package kinduction

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
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
// must prove the program. Arrays of 8 cells (16 before: the bounded
// search that cross-checks the proof, 40 unwindings, covers every run
// with its nondeterministic offset and took most of the time).
func TestBackEdgeConditions(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[8], b[8];
int main() {
  int x, z, off;
  x = 0;
  do { a[x] = __VERIFIER_nondet_int(); x++; } while (x < 8);
  off = __VERIFIER_nondet_int();
  if (off < 0 || off >= 8) return 0;
  x = 0;
  do { b[x + off] = a[x]; x++; } while (x < 8 - off);
  z = 0;
  do { if (!(b[z + off] == a[z])) reach_error(); z++; } while (z < 8 - off);
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
	if conds := exitConditions(last, body); len(conds) != 1 || program.ExprString(conds[0]) != "main::z < (8 - main::off)" {
		t.Fatalf("exit conditions %v", conds)
	}
	invs, _, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	if !strings.Contains(b.String(), "\\forall k. 0 <= k && k < 8 - main::off ==> b[k + main::off] == a[k]") {
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

// cutCopy copies a into b shifted by off, then checks the copy: under
// --undefined cut every loop whose bound is 16 - off first blocks the
// paths on which the subtraction overflows, so the head's only edge is
// that assume and the loop's condition comes one edge later.
const cutCopy = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[8], b[8];
int main() {
  int x, z, off;
  x = 0;
  while (x < 8) { a[x] = __VERIFIER_nondet_int(); x++; }
  off = __VERIFIER_nondet_int();
  if (off < 0 || off >= 8) return 0;
  x = 0;
  while (x < 8 - off) { b[x + off] = a[x]; x++; }
  z = 0;
  while (z < 8 - off) { if (!(b[z + off] == a[z])) reach_error(); z++; }
  return 0;
}`

// TestCutLoopConditions: with undefined operations cut, the checking
// loop of cutCopy, its edge out removed as the cone of influence does,
// still has its condition z < 8 - off (behind the overflow assume;
// found nowhere before, which lost the sweep [0, 8 - off) at N = 10^6),
// and the synthesis finds the sweep; every invariant is checked
// independently.
func TestCutLoopConditions(t *testing.T) {
	opts := cfront.Options{CutUndefined: true}
	sys := sourceSystemWith(t, "cutcopy.c", cutCopy, opts)
	last := sys.Cuts[len(sys.Cuts)-1]
	body := sys.Nest.LoopOfHead(last).Body
	if len(last.Out) != 1 {
		t.Fatalf("the head has %d edges, want the overflow assume alone", len(last.Out))
	}
	for l := range body {
		for _, ed := range append([]*program.Edge(nil), l.Out...) {
			if !body[ed.To] {
				ed.Unlink()
			}
		}
	}
	var conds []string
	for _, c := range loopConditions(last) {
		conds = append(conds, program.ExprString(c))
	}
	if !slices.Contains(conds, "main::z < (8 - main::off)") {
		t.Fatalf("loop conditions %q", conds)
	}
	invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
	var b strings.Builder
	WriteInvariants(&b, invs)
	for _, want := range []string{"main::z <= (8 - main::off)", "\\forall k. 0 <= k && k < 8 - main::off ==> b[k + main::off] == a[k]"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %s among the invariants:\n%s", want, b.String())
		}
	}
	checkInductivePathByPath(t, "cutcopy.c", cutCopy, sys, invs)
	checkQuantifiedPathByPath(t, "cutcopy.c", cutCopy, sys, invs)
	checkInterpreterWith(t, "cutcopy.c", cutCopy, opts, invs)
	if !checkKInduction(t, "cutcopy.c", cutCopy, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", b.String())
	}
}

// TestCutCandidates: the assumes that cut undefined operations are no
// comparisons of the program. A histogram's h[a[i]]++ under cut assumes
// 0 <= a[i] < 4 (and no overflow), which made a[k] < 4 and its negation
// cell candidates at every head, beside the a[k] <= 3 that the write
// a[i] = x & 3 gives; the candidates under cut are those without it.
func TestCutCandidates(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main() {
  int a[8]; int h[4]; int i, s;
  for (i = 0; i < 8; i++) a[i] = __VERIFIER_nondet_int() & 3;
  for (i = 0; i < 4; i++) h[i] = 0;
  for (i = 0; i < 8; i++) h[a[i]]++;
  s = 0;
  for (i = 0; i < 4; i++) s += h[i];
  if (s != 8) reach_error();
  return 0;
}`
	texts := func(opts cfront.Options) [][]string {
		sys := sourceSystemWith(t, "hist.c", src, opts)
		var out [][]string
		for _, qs := range quantCandidates(sys, liveIntegers(sys.P), indexVars(sys.P)) {
			var ts []string
			for _, q := range qs {
				ts = append(ts, q.String())
			}
			slices.Sort(ts)
			out = append(out, ts)
		}
		return out
	}
	plain, cut := texts(cfront.Options{}), texts(cfront.Options{CutUndefined: true})
	if !slices.EqualFunc(plain, cut, slices.Equal) {
		t.Errorf("candidates under cut differ:\nwithout: %q\nwith:    %q", plain, cut)
	}
	for _, ts := range cut {
		for _, s := range ts {
			if strings.Contains(s, "a[k] < 4") || strings.Contains(s, "a[k] >= 4") {
				t.Errorf("candidate from the cut's bounds assume: %s", s)
			}
		}
	}
}

// TestSynthesisWorkCounters: the statistics say where a synthesis spent
// its work (the scalar templates, Houdini over the quantified
// candidates, narrowing) and how Houdini's queries went, and, being
// work, they are the same in two runs.
func TestSynthesisWorkCounters(t *testing.T) {
	src := `void reach_error(void) {}
int main() {
  int a[16]; int b[16]; int i;
  for (i = 0; i < 16; i++) a[i] = i & 3;
  for (i = 0; i < 16; i++) b[i] = a[i];
  for (i = 0; i < 16; i++) if (b[i] > 3) reach_error();
  return 0;
}`
	var first SynthStats
	for run := 0; run < 2; run++ {
		sys, err := NewSystem(parseSource(t, "counters.c", src))
		if err != nil {
			t.Fatal(err)
		}
		_, st, err := Synthesize(context.Background(), sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		if st.ScalarWork <= 0 || st.QuantifiedWork <= 0 || st.NarrowWork <= 0 || st.QuantifiedQueries <= 0 {
			t.Fatalf("work counters not filled: %+v", st)
		}
		if st.QuantifiedRefuted+st.QuantifiedPutOff > st.QuantifiedQueries || st.QuantifiedSpent != 0 {
			t.Errorf("Houdini's counts do not add up: %+v", st)
		}
		if run == 0 {
			first = st
			continue
		}
		if st.ScalarWork != first.ScalarWork || st.QuantifiedWork != first.QuantifiedWork || st.NarrowWork != first.NarrowWork ||
			st.QuantifiedQueries != first.QuantifiedQueries || st.QuantifiedRefuted != first.QuantifiedRefuted {
			t.Errorf("two runs differ:\n%+v\n%+v", first, st)
		}
	}
}

// TestWriteChoices: the writes of one array at one counter in the
// branches of a loop (a guard on a cell of another array) give the
// disjunction of their atoms, which proves a check of the same
// disjunction after the loop; one branch's atom alone is refuted.
//
// Every invariant is checked independently (path by path by SAT, and in
// the interpreter), and the twin whose check tests a value no branch
// writes is not proved.
func TestWriteChoices(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[16]; int b[16]; int i, k;
  for (i = 0; i < 16; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 16; i++) {
    if (a[i] > 5) b[i] = a[i] - 5;
    else b[i] = 7;
  }
  for (k = 0; k < 16; k++) if (!(b[k] == 7 || b[k] == a[k] - %d)) reach_error();
  return 0;
}`
	for _, bug := range []bool{false, true} {
		off := 5
		if bug {
			off = 4
		}
		src := fmt.Sprintf(tmpl, off)
		name := fmt.Sprintf("choices_%d.c", off)
		sys, invs, text := synthesizeChecked(t, name, src)
		want := `\forall k. 0 <= k && k < 16 ==> (main::b[k] == 7) || (main::b[k] == (main::a[k] - 5))`
		if !strings.Contains(text, want) {
			t.Errorf("%s: no %s in the invariants:\n%s", name, want, text)
		}
		if proved := checkKInduction(t, name, src, sys, invs); proved == bug {
			t.Errorf("%s: proved by k-induction: %v", name, proved)
		}
	}
}
