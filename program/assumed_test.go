package program_test

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestAssumedRanges reads the intervals that assumptions right after a
// havoc put on it, from programs as the front end lowers them: a cell, a
// scalar, a strict and a widened comparison, a negated one, and the
// cases that bound nothing (a write of the index between, a comparison
// in another signedness, a disjunction).
func TestAssumedRanges(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
int a[8];
int main(void) {
  int i = 0, x, y, z, w;
  long long s = 0;
  a[i] = __VERIFIER_nondet_int();
  __VERIFIER_assume(a[i] >= 0 && a[i] <= 10);
  x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -5);
  __VERIFIER_assume((long long)x < 100LL);
  y = __VERIFIER_nondet_int();
  __VERIFIER_assume(!(y >= 3));
  z = __VERIFIER_nondet_int();
  __VERIFIER_assume((unsigned)z < 7u);
  w = __VERIFIER_nondet_int();
  __VERIFIER_assume(w < 0 || w > 5);
  a[i] = __VERIFIER_nondet_int();
  i = i + 1;
  __VERIFIER_assume(a[i - 1] == 4);
  unsigned char c = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(c >= 200);
  s = a[0] + x + y + z + w + c;
  return (int)s;
}
`
	p, err := cfront.ParseSource("assumed.c", []byte(src), cfront.Options{CutUndefined: true})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]program.AssumedRange{}
	for e, r := range program.AssumedRanges(p) {
		got[program.ExprString(e.Stmt.(*program.Havoc).LHS)] = r
	}
	want := map[string]program.AssumedRange{
		"a[main::i]": {0, 10},
		"main::x":    {-4, 99},
		"main::y":    {-1 << 31, 2},
		"main::c":    {200, 255},
	}
	for k, r := range want {
		if got[k] != r {
			t.Errorf("%s: got %v, want %v", k, got[k], r)
		}
	}
	for k, r := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: unexpected %v", k, r)
		}
	}
}
