package symex

import "github.com/satabs-go/satabs-go/program"

// Atoms splits a Bool expression at its Boolean connectives (!, &&, ||,
// and ?: of Bool) into the expressions under them: the atoms that become
// predicates (refinement) or label literals (package impact). Constants
// are dropped.
func Atoms(x program.Expr) []program.Expr {
	switch y := x.(type) {
	case *program.Const:
		return nil
	case *program.Unary:
		if y.Op == program.LNot {
			return Atoms(y.X)
		}
	case *program.Binary:
		if y.Op.IsLogical() {
			return append(Atoms(y.X), Atoms(y.Y)...)
		}
	case *program.Ite:
		if y.Type().Kind == program.KindBool {
			return append(Atoms(y.Cond), append(Atoms(y.Then), Atoms(y.Else)...)...)
		}
	}
	return []program.Expr{x}
}
