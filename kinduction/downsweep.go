package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// sweepFloor returns the lowest index that the counter i of loop, which
// counts down, reaches while the body runs: b when the body runs under
// i >= b (b <= i), b + 1 under i > b (b < i), for a b over variables the
// loop does not write, of i's type. The cells of the sweep are
// [floor, start] (the cells the loop passes over), and at the head
// [floor, i] are those it has not reached yet; floor is the start of a
// segment for the code after the loop as an entry value is for a loop
// counting up (for (c = n - 1; c >= s + 1; c--) checks the cells from
// s + 1 to the end). Only candidates come from it: every range is
// proved or dropped like the others.
func sweepFloor(loop *symex.Loop, i *program.Var, written map[*program.Var]bool) (program.Expr, bool) {
	for _, c := range bodyConditions(loop) {
		var b program.Expr
		strict := false
		switch x, y := stripCasts(c.X), stripCasts(c.Y); {
		case isVarRef(x, i) && (c.Op == program.Ge || c.Op == program.Gt):
			b, strict = c.Y, c.Op == program.Gt
		case isVarRef(y, i) && (c.Op == program.Le || c.Op == program.Lt):
			b, strict = c.X, c.Op == program.Lt
		default:
			continue
		}
		if !program.Identical(b.Type(), i.Type) || program.Reads(b, i) || readsAny(b, written) {
			continue
		}
		if strict {
			b = symex.Simplify(&program.Binary{Op: program.Add, X: b, Y: program.NewConstInt(i.Type, 1), T: i.Type})
		}
		return b, true
	}
	return nil, false
}

func isVarRef(x program.Expr, v *program.Var) bool {
	r, ok := x.(*program.VarRef)
	return ok && r.Var == v
}
