package symex

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func TestAtoms(t *testing.T) {
	x := &program.Var{Name: "x", Type: intT, Global: true}
	y := &program.Var{Name: "y", Type: intT, Global: true}
	e := bin(program.LOr, &program.Unary{Op: program.LNot, X: bin(program.Lt, ref(x), num(1))},
		bin(program.LAnd, bin(program.Eq, ref(y), num(2)), program.True))
	var got []string
	for _, a := range Atoms(e) {
		got = append(got, program.ExprString(a))
	}
	if fmt.Sprint(got) != "[x < 1 y == 2]" {
		t.Errorf("Atoms = %q", got)
	}
}
