package kinduction

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestCellSums: a histogram keeps the sum of its table's cells equal to
// its counter, and each cell between 0 and the counter; the values
// counted are masked (x & 3), which bounds the cells they are written
// to. Every invariant is checked path by path by SAT and in the
// interpreter, and k-induction must prove the program.
func TestCellSums(t *testing.T) {
	src := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[8]; int h[2]; int i, v, total;
  i = 0;
  do { a[i] = __VERIFIER_nondet_int() & 1; i++; } while (i < 8);
  for (v = 0; v < 2; v++) h[v] = 0;
  i = 0;
  while (i < 8) { h[a[i]]++; i++; }
  total = 0;
  for (v = 1; v >= 0; v--) total += h[v];
  if (total != 8) reach_error();
  return 0;
}`
	// Budgets the synthesis never reaches (synthesizeChecked): the result
	// must not depend on the machine's load.
	sys, invs, text := synthesizeChecked(t, "histogram.c", src)
	for _, want := range []string{
		`\forall k. 0 <= k && k < main::i ==> main::a[k] <= 1`,
		`((long long)main::h[1]) <= ((long long)main::i)`,
		`((long long)main::h[1]) >= (long long)0`,
		`((((unsigned int)main::h[0]) + ((unsigned int)main::h[1])) - ((unsigned int)main::i)) == (unsigned int)0`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in\n%s", want, text)
		}
	}
	if !checkKInduction(t, "histogram.c", src, sys, invs) {
		t.Errorf("not proved; invariants:\n%s", text)
	}
}

// TestCellSumShape: the sum is taken in the unsigned type of the cells'
// width (an increment that wraps still adds one), only arrays of at
// most maxSumCells cells that a loop writes are summed.
func TestCellSumShape(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void);
int main() {
  int small[3]; char bytes[2]; long long wide[2]; int big[17]; int fixed[2]; int i;
  fixed[0] = 1; fixed[1] = 2;
  for (i = 0; i < 2; i++) { small[i] = i; bytes[i] = i; wide[i] = i; big[i] = i; }
  small[2] = 0;
  return fixed[0] + small[2] + bytes[1] + (int)wide[1] + big[1];
}`
	sys, err := NewSystem(parseSource(t, "shapes.c", src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range summedArrays(sys) {
		got = append(got, program.ExprString(cellSum(v)))
	}
	want := []string{
		`(((unsigned int)main::small[0]) + ((unsigned int)main::small[1])) + ((unsigned int)main::small[2])`,
		`(unsigned char)(((unsigned int)main::bytes[0]) + ((unsigned int)main::bytes[1]))`,
		`((unsigned long long)main::wide[0]) + ((unsigned long long)main::wide[1])`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sums:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestValueRange: the forms that bound a value written to a cell.
func TestValueRange(t *testing.T) {
	src := `int main() { int x; unsigned u; x = 0; u = 0; return x + (int)u; }`
	p := parseSource(t, "range.c", src)
	for _, tc := range []struct {
		expr, lo, hi string
	}{
		{"main::x & 15", "0", "15"},
		{"255 & main::x", "0", "255"},
		{"main::u % 10u", "(unsigned int)0", "(unsigned int)9"},
		{"main::x & -4", "", ""},
		{"main::x % 10", "", ""},
		{"main::x | 3", "", ""},
		{"main::x", "", ""},
		// Through casts that keep the range, in the cast's type; not
		// through one that does not.
		{"(unsigned char)(main::x & 1)", "(unsigned char)0", "(unsigned char)1"},
		{"(unsigned char)(main::x & 1023)", "", ""},
		{"(int)(signed char)(main::x & 255)", "", ""},
		{"(long long)(main::x & 255)", "(long long)0", "(long long)255"},
	} {
		x, err := program.ParseExpr(p, tc.expr, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.expr, err)
		}
		lo, hi, ok := valueRange(x)
		var gotLo, gotHi string
		if ok {
			gotLo, gotHi = program.ExprString(lo), program.ExprString(hi)
		}
		if gotLo != tc.lo || gotHi != tc.hi {
			t.Errorf("valueRange(%s) = [%s, %s], want [%s, %s]", tc.expr, gotLo, gotHi, tc.lo, tc.hi)
		}
	}
}
