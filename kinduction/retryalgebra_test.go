package kinduction

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// TestRetryAlgebra: the loop that counts after a fill of 10^5 cells is
// reached by no concrete run, so its hull comes from the fixpoint's
// models; the relation i - pos - neg - zero == 0 found there is proved
// by algebra (in 32 bits) instead of by SAT in its 64-bit form, whose
// step query took most of a minute. The program is then proved by a
// step at depth at most 1.
func TestRetryAlgebra(t *testing.T) {
	const src = `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a[100000];
int main() {
  int i, pos = 0, neg = 0, zero = 0;
  for (i = 0; i < 100000; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 100000; i++) {
    if (a[i] > 0) pos++;
    else if (a[i] < 0) neg++;
    else zero++;
  }
  if (!(pos + neg + zero == 100000)) reach_error();
  return 0;
}`
	sys := sourceSystemWith(t, "countsigns.c", src, cfront.Options{CutUndefined: true})
	invs := synthesizeBounded(t, sys, SynthOptions{ProofOnly: true})
	var b strings.Builder
	WriteInvariants(&b, invs)
	const want = "(((((unsigned int)main::i) - ((unsigned int)main::pos)) - ((unsigned int)main::neg)) - ((unsigned int)main::zero)) == (unsigned int)0"
	if !strings.Contains(b.String(), want) {
		t.Fatalf("no %s in\n%s", want, b.String())
	}
	if !stepWithin(t, sys, invs, 1) {
		t.Errorf("no induction step up to k = 1 with\n%s", b.String())
	}
}
