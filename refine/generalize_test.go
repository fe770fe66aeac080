package refine

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestShiftedFamilies: predicates that differ only by constants added to
// their terms form a family with the constants removed as its shape; a
// family is reported once, when it gets its second member.
func TestShiftedFamilies(t *testing.T) {
	i := &program.Var{Name: "i", Type: intT, Global: true}
	n := &program.Var{Name: "n", Type: intT, Global: true}
	plus := func(x program.Expr, c int64) program.Expr { return bin(program.Add, x, num(c)) }
	s := &shifts{family: map[string][]string{}, asked: map[string]bool{}}
	steps := []struct {
		add  []program.Expr
		want string
	}{
		{[]program.Expr{bin(program.Lt, ref(i), num(8))}, "[]"},
		{[]program.Expr{bin(program.Lt, plus(ref(i), 1), num(8)), bin(program.Le, ref(i), ref(n))}, "[i < 8: [i < 8 (i + 1) < 8]]"},
		{[]program.Expr{bin(program.Lt, plus(plus(ref(i), 1), 1), num(8))}, "[]"},
		{[]program.Expr{bin(program.Le, ref(i), bin(program.Sub, ref(n), num(2)))}, "[i <= n: [i <= n i <= (n - 2)]]"},
		{[]program.Expr{bin(program.Eq, plus(ref(i), 1), num(8))}, "[]"},
	}
	for k, st := range steps {
		var got []string
		for _, f := range s.add(st.add) {
			got = append(got, fmt.Sprintf("%s: %v", program.ExprString(f.shape), f.members))
		}
		if fmt.Sprint(got) != st.want {
			t.Errorf("step %d: families %v, want %s", k, got, st.want)
		}
	}
}
