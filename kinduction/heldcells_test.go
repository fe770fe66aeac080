package kinduction

import (
	"slices"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestHeldCandidates: cells copied into scalars at one index (a record
// held aside, split per member) give the cell atoms over those arrays as
// scalar candidates, at the heads where the scalars are live, and they
// mean the scalar fact itself (one index, a body without it); cells of
// two indices (t = a[i]; u = b[j]) give none.
func TestHeldCandidates(t *testing.T) {
	const src = `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct rec { int key; int pay; };
struct rec r[8];
struct rec h;
int a[8], b[8];
int main(void) {
  for (int i = 0; i < 8; i++) { r[i].key = __VERIFIER_nondet_int() & 255; r[i].pay = r[i].key + 7;
    a[i] = __VERIFIER_nondet_int(); b[i] = a[i]; }
  while (__VERIFIER_nondet_int()) {
    int j = __VERIFIER_nondet_int() & 7;
    h = r[0];
    int x = a[j], y = b[0];
    for (int i = 0; i < 7; i++) r[i] = r[i + 1];
    r[7] = h;
    if (x != y + 1) b[0] = x;
  }
  for (int i = 0; i < 8; i++) if (r[i].pay != r[i].key + 7) reach_error();
  return 0; }`
	p := parseSource(t, "held.c", src)
	if program.SplitRecordArrays(p) != 2 {
		t.Fatalf("want r and h split")
	}
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	live := liveIntegers(sys.P)
	cands := quantCandidates(sys, live, indexVars(sys.P))
	held := heldCandidates(sys, live, cands)
	var texts []string
	for c := range held {
		for _, q := range held[c] {
			if !scalarFact(q) {
				t.Errorf("%s reads its index", q)
			}
			texts = append(texts, program.ExprString(q.Body))
		}
	}
	if !slices.Contains(texts, "h.pay == (h.key + 7)") {
		t.Errorf("no h.pay == h.key + 7 among %q", texts)
	}
	for _, x := range texts {
		if x == "main::x == main::y" || x == "main::y == main::x" {
			t.Errorf("%s from cells of two indices", x)
		}
	}
}
