package kinduction

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestProductBudgetBoxes: units counted into boxes of cap (up to 1000)
// leave boxes*cap + fill + rest == total at the head, a product relation
// that productTerms makes linear with cap's bounds (total - 1000*boxes -
// fill - rest and the like), bounds whose step queries solveSplit may
// give up (with the product check boxes*cap + fill == total added, it
// gives two up: too slow a test to keep). Whatever becomes of those
// terms, the check fill < cap rests on the linear fill < cap at the
// head, which must be proved, and is checked path by path and in the
// interpreter. The twin closes a box one unit late (fill == cap), and
// gcc reaches its error (84 of 2000 random inputs; the safe one none).
func TestProductBudgetBoxes(t *testing.T) {
	tmpl := `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
#define check(c) do { if (!(c)) reach_error(); } while (0)
int main(void) {
  int total = __VERIFIER_nondet_int();
  int cap = __VERIFIER_nondet_int();
  if (total < 0 || total > 100000 || cap < 1 || cap > 1000) return 0;
  int boxes = 0, fill = 0, rest = total;
  while (rest != 0) {
    if (fill + %d == cap) {
      boxes = boxes + 1;
      fill = 0;
    } else {
      fill = fill + 1;
    }
    rest = rest - 1;
  }
  check(fill < cap);
  return 0;
}
`
	provedTwins(t, "boxes", tmpl, 1, 0, "main::fill < main::cap", false)
}

// TestTermGiveUp: giving up a bound widens that side of the term to its
// type's extreme, so that the term no longer states it.
func TestTermGiveUp(t *testing.T) {
	x := &program.VarRef{Var: &program.Var{Name: "x", Type: int64T}}
	for _, tc := range []struct {
		op   program.BinaryOp
		want int
	}{{program.Ge, 1}, {program.Le, 1}, {program.Eq, 0}} {
		tm := &term{expr: x, t: int64T, lo: 3, hi: 7}
		if tc.op == program.Eq {
			tm.hi = 3
		}
		atoms := tm.atoms()
		var a program.Expr
		for _, at := range atoms {
			if at.(*program.Binary).Op == tc.op {
				a = at
			}
		}
		if a == nil {
			t.Fatalf("%v: no such atom in %v", tc.op, atoms)
		}
		tm.giveUp(a)
		left := tm.atoms()
		if len(left) != tc.want {
			t.Errorf("%v: after giving up %s: %d atoms, want %d", tc.op, program.ExprString(a), len(left), tc.want)
		}
		for _, at := range left {
			if program.ExprString(at) == program.ExprString(a) {
				t.Errorf("%v: %s still stated", tc.op, program.ExprString(a))
			}
		}
	}
}
