package symex

import (
	"testing"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// diamondBlock returns a large block of two diamonds, from the entry to
// the location after them: if (x > 3) y = x; else y = 5; if (y == 7) z = 1.
func diamondBlock(t *testing.T) (*program.Program, *Block, *program.Var, *program.Var) {
	t.Helper()
	p, err := cfront.ParseSource("d.c", []byte(`int x, y, z;
int main(void) { if (x > 3) y = x; else y = 5; if (y == 7) z = 1; z = z + y; return 0; }`), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	var x, y *program.Var
	for _, v := range p.Globals {
		switch v.Name {
		case "x":
			x = v
		case "y":
			y = v
		}
	}
	// The region: every edge from the entry up to the assignment z = z + y.
	blk := &Block{From: p.Entry}
	seen := map[*program.Loc]bool{}
	var order []*program.Loc
	var visit func(l *program.Loc)
	visit = func(l *program.Loc) {
		seen[l] = true
		for _, e := range l.Out {
			if !seen[e.To] {
				visit(e.To)
			}
		}
		order = append(order, l)
	}
	visit(p.Entry)
	for i := len(order) - 1; i >= 0; i-- {
		blk.Edges = append(blk.Edges, order[i].Out...)
	}
	blk.To = blk.Edges[len(blk.Edges)-1].To
	if blk.Straight() {
		t.Fatal("the diamonds make a straight block")
	}
	return p, blk, x, y
}

// TestLargeBlockExecAndWP: over a block with branches, the precondition
// (ite at the branches) holds before exactly when phi holds after, for
// every execution through the block, and BlockCondition is the block's
// guard.
func TestLargeBlockExecAndWP(t *testing.T) {
	p, blk, x, y := diamondBlock(t)
	phis := []program.Expr{
		bin(program.Lt, ref(y), num(6)),
		bin(program.Eq, ref(y), ref(x)),
	}
	for _, phi := range phis {
		pre, cut := WP(p, blk, phi)
		if pre == nil {
			t.Fatalf("no precondition of %s (cut %v)", program.ExprString(phi), cut)
		}
		b := bitvec.New()
		e := NewEncoder(p, b)
		before := e.Cond(NewState(b.T()), pre)
		after := NewState(b.T())
		if err := e.ExecBlock(after, blk); err != nil {
			t.Fatal(err)
		}
		afterPhi := e.Cond(after, phi)
		c := b.C()
		differ := c.And(after.Guard, c.Ors(c.And(before, afterPhi.Not()), c.And(before.Not(), afterPhi)))
		if r, _ := solveAny(t, e, []z.Lit{differ}); r != -1 {
			t.Errorf("%s after the block is not %s before it", program.ExprString(phi), program.ExprString(pre))
		}
	}
	// The block has no condition left after the joins: every execution
	// runs through it.
	if c := BlockCondition(p, blk); c != nil {
		t.Errorf("condition of a block every execution runs through: %s", program.ExprString(c))
	}
	b := bitvec.New()
	e := NewEncoder(p, b)
	st := NewState(b.T())
	if err := e.ExecBlock(st, blk); err != nil {
		t.Fatal(err)
	}
	if r, _ := solveAny(t, e, []z.Lit{st.Guard.Not()}); r != -1 {
		t.Error("some execution does not run through the block")
	}
}
