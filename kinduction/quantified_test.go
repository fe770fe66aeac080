package kinduction

import (
	"context"
	"strings"
	"testing"
	"time"
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
