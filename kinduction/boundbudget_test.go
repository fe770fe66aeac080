package kinduction

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
)

// TestBoundQueryBudget: under --undefined cut, a 64-bit accumulator
// multiplied by a cell on a branch the cells' contents never take
// (a[i] == 3 holds for every cell) makes every bound the fixpoint asks
// on the accumulator a question of factoring: a product beyond the
// bound that does not overflow. Each bound's step query has guardWork;
// one that outgrows it is given up (that side of the term widened to
// the type's extreme: a weaker candidate), and the relation sum == 3*i
// is proved within a budget of work that the factoring queries alone
// used to pass many times over (more than 100 s).
func TestBoundQueryBudget(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int a[1000];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 1;
  long long sum = 0;
  int i;
  for (i = 0; i < n; i++) a[i] = 3;
  for (i = 0; i < n; i++) {
    if (a[i] == 3) sum = sum + a[i];
    else sum = sum * a[i];
  }
  if (sum != 3 * n) reach_error();
  return 0;
}`
	sys, err := NewSystem(parseSourceWith(t, "mulcut.c", src, cfront.Options{CutUndefined: true}))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := bitvec.WithWorkBudget(context.Background(), bitvec.Work(60*time.Second))
	defer cancel()
	invs, _, err := Synthesize(ctx, sys, SynthOptions{})
	if err != nil {
		t.Fatalf("within 60 s of work: %v", err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	want := `(((unsigned long long)main::sum) - ((unsigned long long)3 * ((unsigned long long)main::i))) == (unsigned long long)0`
	if !strings.Contains(b.String(), want) {
		t.Errorf("no %s in the invariants:\n%s", want, b.String())
	}
	checkInductivePathByPath(t, "mulcut.c", src, sys, invs)
}
