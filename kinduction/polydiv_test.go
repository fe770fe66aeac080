package kinduction

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestPolyDivision: quotients and remainders by constants in the
// algebra (polydiv.go) and exit completions (polyexit.go). Each program
// was run with gcc -fsanitize=undefined on random inputs: the atoms
// wanted hold at the head in every run, and the programs with none want
// none because their relation is false for some input (a remainder of
// another rounding, a mask that is no parity).
func TestPolyDivision(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"shift_unsigned", `int main(void) {
  unsigned a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  unsigned x = a, y = b, z = 0;
  while (y != 0) {
    if (!(z + x * y == a * b)) reach_error();
    if (y & 1) z = z + x;
    y = y >> 1;
    x = x << 1;
  }
  return 0;
}`, []string{"(main::z + (main::x * main::y)) == (main::a * main::b)"}},
		// y & 2 is no parity: the relation fails for y == 3.
		{"shift_wrong_mask", `int main(void) {
  unsigned a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  unsigned x = a, y = b, z = 0;
  while (y != 0) {
    if (!(z + x * y == a * b)) reach_error();
    if (y & 2) z = z + x;
    y = y >> 1;
    x = x << 1;
  }
  return 0;
}`, nil},
		// Truncation towards zero: the digits of a negative number are
		// negative, and s + y*p == x holds all the same.
		{"digits_signed", `int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -100000 || x > 100000) return 0;
  int y = x, s = 0, p = 1;
  while (y != 0) {
    if (!(s + y * p == x)) reach_error();
    s = s + (y % 10) * p;
    y = y / 10;
    p = p * 10;
  }
  return 0;
}`, []string{"(main::s + (main::y * main::p)) == main::x"}},
		// y % 2 truncates, y >> 1 rounds down: for a negative odd y
		// the pair does not rebuild y.
		{"digits_mixed_rounding", `int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -100000 || x > 100000) return 0;
  int y = x, s = 0, p = 1;
  while (y != 0 && y != -1) {
    if (!(s + y * p == x)) reach_error();
    s = s + (y % 2) * p;
    y = y >> 1;
    p = p * 2;
  }
  return 0;
}`, nil},
		// Halved only when even: the quotient is exact.
		{"halve_even", `int main(void) {
  long long a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  long long x = a, y = b, z = 0;
  while (y != 0) {
    if (!(z + x * y == a * b)) reach_error();
    if (y % 2 == 0) { x = 2 * x; y = y / 2; } else { z = z + x; y = y - 1; }
  }
  return 0;
}`, []string{"(main::z + (main::x * main::y)) == (main::a * main::b)"}},
		// Only the exit's relation is tested: the completion
		// z + y*x == a*b is the loop's invariant.
		{"completion", `int main(void) {
  unsigned a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  unsigned x = a, y = b, z = 0;
  while (y != 0) {
    if ((y & 1) != 0) z = z + x;
    y = y >> 1;
    x = x << 1;
  }
  if (!(z == a * b)) reach_error();
  return 0;
}`, []string{"(main::z + ((main::y - (unsigned int)0) * main::x)) == (main::a * main::b)"}},
	}
	dir := t.TempDir()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".c")
			if err := os.WriteFile(path, []byte(polyHeader+tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			sys := parseFile(t, path)
			invs := PolynomialInvariants(sys)
			var got []string
			for c := 1; c < len(invs); c++ {
				for _, a := range invs[c].Atoms {
					got = append(got, program.ExprString(a))
				}
			}
			sort.Strings(got)
			var want []string
			for _, w := range tc.want {
				for _, g := range got {
					if strings.Contains(g, w) {
						want = append(want, w)
						break
					}
				}
			}
			if len(want) != len(tc.want) || (len(tc.want) == 0 && hasProductAtom(got)) {
				t.Errorf("atoms %q, want among them %q", got, tc.want)
			}
			checkAtomsConcretely(t, sys, invs)
		})
	}
}

// hasProductAtom says whether some atom multiplies two variables.
func hasProductAtom(atoms []string) bool {
	for _, a := range atoms {
		if strings.Count(a, "*") > 0 && strings.Count(a, "main::") >= 3 {
			return true
		}
	}
	return false
}

// TestPolyDivisionInfeasible: the contradictions a remainder case split
// drops.
func TestPolyDivisionInfeasible(t *testing.T) {
	cases := []struct {
		eqs, neqs []poly
		want      bool
	}{
		{[]poly{{"1": 2, "2": ^uint64(1), "": 1}}, nil, true},                      // 2*a - 2*b + 1 == 0
		{[]poly{{"1": 2, "2": ^uint64(1)}}, nil, false},                            // 2*a - 2*b == 0
		{[]poly{{"1": 1, "2": 2}, {"1": 1, "2": 4, "": 1}}, nil, true},             // a + 2b == 0, a + 4b + 1 == 0
		{[]poly{{"1": 1, "2": 2}, {"1": 1, "3": 1, "": 1}}, nil, false},            // a + 2b == 0, a + c + 1 == 0
		{[]poly{{"": 4}}, nil, true},                                               // 4 == 0
		{[]poly{{"1": 4, "": 2}}, nil, true},                                       // 4a + 2 == 0
		{[]poly{{"1": 1, "": ^uint64(0)}}, []poly{{"1": 1, "": ^uint64(0)}}, true}, // a == 1, a != 1
		{[]poly{{"1": 1, "": ^uint64(0)}}, []poly{{"1": 1}}, false},                // a == 1, a != 0
		{nil, []poly{{}}, true},                                                    // 0 != 0
	}
	for i, tc := range cases {
		if got := infeasible(pathFacts{eqs: tc.eqs, neqs: tc.neqs}, 32); got != tc.want {
			t.Errorf("case %d: infeasible %v, want %v", i, got, tc.want)
		}
	}
}
