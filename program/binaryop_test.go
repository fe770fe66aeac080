package program

import "testing"

// TestComparisonNegatedSwapped checks Negated and Swapped against the
// comparisons' meaning on small integers.
func TestComparisonNegatedSwapped(t *testing.T) {
	holds := func(op BinaryOp, x, y int) bool {
		switch op {
		case Eq:
			return x == y
		case Ne:
			return x != y
		case Lt:
			return x < y
		case Le:
			return x <= y
		case Gt:
			return x > y
		case Ge:
			return x >= y
		}
		t.Fatalf("%v is no comparison", op)
		return false
	}
	for _, op := range []BinaryOp{Eq, Ne, Lt, Le, Gt, Ge} {
		for x := -2; x <= 2; x++ {
			for y := -2; y <= 2; y++ {
				if holds(op.Negated(), x, y) == holds(op, x, y) {
					t.Errorf("%d %v %d: %v is not its negation", x, op, y, op.Negated())
				}
				if holds(op.Swapped(), y, x) != holds(op, x, y) {
					t.Errorf("%d %v %d: %v is not it swapped", x, op, y, op.Swapped())
				}
			}
		}
	}
	if Add.Negated() != Add || Add.Swapped() != Add {
		t.Errorf("a non-comparison must stay as it is")
	}
}
