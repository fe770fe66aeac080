package kinduction

import (
	"context"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestLazyAxioms: reads of a nondeterministic array at two indices can
// differ only at different indices. The solver starts without the
// axioms; a model that reads two values at one index brings the axiom
// in, so a[i] != a[j] && i == j is unsatisfiable, and every model of
// a[i] != a[j] has i != j.
func TestLazyAxioms(t *testing.T) {
	sys := sourceSystem(t, "bubble.c", bubbleSrc)
	b := bitvec.New()
	e := symex.NewEncoder(sys.P, b)
	f := sys.FreeFrame(e)
	st := f.States[1]
	vars := map[string]*program.Var{}
	for _, v := range sys.P.Locals {
		vars[strings.TrimPrefix(v.Name, "main::")] = v
	}
	ref := func(name string) program.Expr { return &program.VarRef{Var: vars[name]} }
	cell := func(i program.Expr) program.Expr { return &program.Index{X: ref("a"), Index: i} }
	differ := e.Cond(st, &program.Binary{Op: program.Ne, X: cell(ref("i")), Y: cell(ref("j")), T: program.Bool})
	same := e.Cond(st, &program.Binary{Op: program.Eq, X: ref("i"), Y: ref("j"), T: program.Bool})
	la := newLazyAxioms(e)
	g := gini.New()
	calls := 0
	r, err := la.solve(context.Background(), g, []z.Lit{b.C().And(differ, same)}, &calls)
	if err != nil || r != -1 {
		t.Fatalf("a[i] != a[j] && i == j: got %d %v, want unsatisfiable", r, err)
	}
	if calls < 2 {
		t.Errorf("%d calls: the axiom was there from the start", calls)
	}
	r, err = la.solve(context.Background(), g, []z.Lit{differ}, &calls)
	if err != nil || r != 1 {
		t.Fatalf("a[i] != a[j]: got %d %v, want satisfiable", r, err)
	}
	val := bitvec.SafeValue(g)
	i, j := e.Eval(st, ref("i")), e.Eval(st, ref("j"))
	if b.Eval(val, i.Bits) == b.Eval(val, j.Bits) {
		t.Errorf("model with i == j and a[i] != a[j]")
	}
}
