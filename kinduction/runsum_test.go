package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestRunningSumAhead: a running sum written one cell ahead of its
// counter (acc[j + 1] = acc[j] + w[j]) over a global array of unsigned
// char gets the bound linear in the plain cell's index, with the slope
// from the addend's type, on the cells written so far; with it the
// sums never wrap and stay non-decreasing (checked by a macro in a loop
// counting down). A twin that starts the sums at UINT_MAX, where the
// first addition wraps, fails (arrays of 6 cells; gcc, on 16 cells: 50
// of 50 random runs of the twin reach the error, none of the safe one).
func TestRunningSumAhead(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern unsigned char __VERIFIER_nondet_uchar(void);
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
unsigned char w[6];
unsigned int acc[7];
int main() {
  int j = 0;
  while (j < 6) { w[j] = __VERIFIER_nondet_uchar(); j++; }
  acc[0] = %d;
  for (j = 0; j < 6; j++) acc[j + 1] = acc[j] + w[j];
  for (j = 5; j >= 0; j--) CHECK(acc[j + 1] >= acc[j]);
  return 0;
}`
	// The safe program only: the twin's run costs seconds, and the
	// local variant below runs both.
	const want = `\forall k. 0 <= k && k < 7 ==> (((long long)acc[k]) - ((long long)256 * ((long long)k))) <= (long long)0`
	src := fmt.Sprintf(tmpl, 0)
	sys, invs, text := synthesizeChecked(t, "runsumahead.c", src)
	if !strings.Contains(text, want) {
		t.Errorf("no %s in the invariants:\n%s", want, text)
	}
	if !checkKInduction(t, "runsumahead.c", src, sys, invs) {
		t.Errorf("not proved by k-induction")
	}
}

// TestRunningSumAheadLocal: the same over local arrays, unsigned short
// addends, a do … while and an assertion function (5 cells; gcc, on 12: the
// twin that starts at UINT_MAX fails in 50 of 50 random runs, the
// safe one in none).
func TestRunningSumAheadLocal(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern unsigned short __VERIFIER_nondet_ushort(void);
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  unsigned short d[5];
  unsigned int s[6];
  int i;
  for (i = 0; i < 5; i++) d[i] = __VERIFIER_nondet_ushort();
  s[0] = %d;
  i = 0;
  do { s[i + 1] = s[i] + d[i]; i++; } while (i < 5);
  i = 0;
  while (i < 5) { __VERIFIER_assert(s[i] <= s[i + 1]); i++; }
  return 0;
}`
	provedTwins(t, "runsumlocal", tmpl, 0, -1, `(((long long)main::s[k]) - ((long long)65536 * ((long long)k))) <= (long long)0`, false)
}

// TestNarrowRange: the values a narrow type keeps through widening
// casts, and none through a cast that loses some.
func TestNarrowRange(t *testing.T) {
	uchar := program.IntType("unsigned char", 8, false)
	schar := program.IntType("signed char", 8, true)
	uint := program.IntType("unsigned int", 32, false)
	sint := program.IntType("int", 32, true)
	v := &program.Var{Name: "v", Type: uchar}
	s := &program.Var{Name: "s", Type: schar}
	for _, tc := range []struct {
		x      program.Expr
		lo, hi int64
		ok     bool
	}{
		{&program.Cast{X: &program.VarRef{Var: v}, T: uint}, 0, 255, true},
		{&program.Cast{X: &program.VarRef{Var: s}, T: sint}, -128, 127, true},
		{&program.Cast{X: &program.VarRef{Var: s}, T: uint}, 0, 0, false},
		{&program.Cast{X: &program.VarRef{Var: v}, T: schar}, 0, 0, false},
		{&program.VarRef{Var: &program.Var{Name: "n", Type: sint}}, 0, 0, false},
	} {
		lo, hi, ok := narrowRange(tc.x)
		if ok != tc.ok || ok && (lo != tc.lo || hi != tc.hi) {
			t.Errorf("narrowRange(%s) = %d, %d, %v; want %d, %d, %v", program.ExprString(tc.x), lo, hi, ok, tc.lo, tc.hi, tc.ok)
		}
	}
}
