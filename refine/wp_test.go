package refine

import (
	"github.com/satabs-go/satabs-go/program"
)

var intT = program.IntType("int", 32, true)

func ref(v *program.Var) *program.VarRef { return &program.VarRef{Var: v} }
func num(n int64) *program.Const         { return program.NewConst(intT, uint64(n)) }
func bin(op program.BinaryOp, x, y program.Expr) *program.Binary {
	t := x.Type()
	if op.IsComparison() || op.IsLogical() {
		t = program.Bool
	}
	return &program.Binary{Op: op, X: x, Y: y, T: t}
}
