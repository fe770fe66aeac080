package refine

import (
	"fmt"
	"testing"

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

func TestAtoms(t *testing.T) {
	x := &program.Var{Name: "x", Type: intT, Global: true}
	y := &program.Var{Name: "y", Type: intT, Global: true}
	e := bin(program.LOr, &program.Unary{Op: program.LNot, X: bin(program.Lt, ref(x), num(1))},
		bin(program.LAnd, bin(program.Eq, ref(y), num(2)), program.True))
	var got []string
	for _, a := range atoms(e) {
		got = append(got, program.ExprString(a))
	}
	if fmt.Sprint(got) != "[x < 1 y == 2]" {
		t.Errorf("atoms = %q", got)
	}
}
