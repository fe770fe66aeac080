package refine

import "github.com/satabs-go/satabs-go/program"

// atoms splits a Bool expression at its Boolean connectives into the
// expressions that become predicates. Constants are dropped.
func atoms(x program.Expr) []program.Expr {
	switch y := x.(type) {
	case *program.Const:
		return nil
	case *program.Unary:
		if y.Op == program.LNot {
			return atoms(y.X)
		}
	case *program.Binary:
		if y.Op.IsLogical() {
			return append(atoms(y.X), atoms(y.Y)...)
		}
	case *program.Ite:
		if y.Type().Kind == program.KindBool {
			return append(atoms(y.Cond), append(atoms(y.Then), atoms(y.Else)...)...)
		}
	}
	return []program.Expr{x}
}
