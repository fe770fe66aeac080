package symex

import (
	"testing"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// loopBlocks returns loopProgram(2, 6) with the blocks abstraction would
// cut it into: the initialisation, the loop body, the loop exit, the
// check passed and the check violated.
func loopBlocks() (*program.Program, map[string]*Block) {
	p := loopProgram(2, 6)
	l := p.Locs
	chk := l[4].Out[0]
	return p, map[string]*Block{
		"init":   {From: l[0], To: l[2], Edges: []*program.Edge{l[0].Out[0], l[1].Out[0]}},
		"body":   {From: l[2], To: l[2], Edges: []*program.Edge{l[2].Out[0], l[3].Out[0]}},
		"exit":   {From: l[2], To: l[4], Edges: []*program.Edge{l[2].Out[1]}},
		"passed": {From: l[4], To: l[5], Edges: []*program.Edge{chk}},
		"failed": {From: l[4], Edges: []*program.Edge{chk}, Error: chk.Stmt.(*program.Check).Check},
	}
}

func TestBlockString(t *testing.T) {
	_, blocks := loopBlocks()
	want := map[string]string{
		"init":   "x = 0; n = *",
		"body":   "[x < n]; x = x + 2",
		"passed": `check(x != 6) main.assertion.1 ""`,
		"failed": "[!(x != 6)] /* main.assertion.1 fails */",
	}
	for name, w := range want {
		if got := blocks[name].String(); got != w {
			t.Errorf("%s prints %q, want %q", name, got, w)
		}
	}
	if c := blocks["failed"].Condition(); program.ExprString(c) != "!(x != 6)" {
		t.Errorf("condition of the error block: %s", program.ExprString(c))
	}
	if c := blocks["init"].Condition(); c != nil {
		t.Errorf("condition of a block of assignments: %s", program.ExprString(c))
	}
}

// TestExecBlockAndWP checks the two meanings of a block against each
// other: for every execution through the block, phi holds afterwards
// exactly when WP(phi) holds before. An error block runs exactly when the
// check's condition is false.
func TestExecBlockAndWP(t *testing.T) {
	p, blocks := loopBlocks()
	x, n := p.Globals[0], p.Globals[1]
	phis := []program.Expr{
		bin(program.Lt, ref(x), num(10)),
		bin(program.Eq, bin(program.Add, ref(x), ref(x)), num(12)),
		bin(program.Ne, ref(x), num(6)),
	}
	for name, blk := range blocks {
		for _, phi := range phis {
			pre, cut := WP(p, blk, phi)
			if pre == nil {
				if name != "init" || cut == nil {
					t.Errorf("%s: no precondition of %s", name, program.ExprString(phi))
				}
				continue
			}
			b := bitvec.New()
			e := NewEncoder(p, b)
			before := NewState(b.T())
			before0 := e.Cond(before, pre) // reads the initial values
			after := NewState(b.T())
			if err := e.ExecBlock(after, blk); err != nil {
				t.Fatal(err)
			}
			after0 := e.Cond(after, phi)
			c := b.C()
			differ := c.And(after.Guard, c.Ors(c.And(before0, after0.Not()), c.And(before0.Not(), after0)))
			if r, _ := solveAny(t, e, []z.Lit{differ}); r != -1 {
				t.Errorf("%s: %s after it is not %s before it", name, program.ExprString(phi), program.ExprString(pre))
			}
		}
	}
	// The initialisation havocs n: the precondition of x < n stops there,
	// with x < n as the cut; x == 1 goes through to false.
	if pre, cut := WP(p, blocks["init"], bin(program.Lt, ref(x), ref(n))); pre != nil || program.ExprString(cut) != "x < n" {
		t.Errorf("WP over the havoc: %v, cut %v", pre, cut)
	}
	if pre, _ := WP(p, blocks["init"], bin(program.Eq, ref(x), num(1))); pre == nil || program.ExprString(pre) != "false" {
		t.Errorf("WP of x == 1 over x = 0: %v", pre)
	}

	// The error block runs exactly when x == 6, the passing one when not.
	b := bitvec.New()
	e := NewEncoder(p, b)
	failed, passed := NewState(b.T()), NewState(b.T())
	if err := e.ExecBlock(failed, blocks["failed"]); err != nil {
		t.Fatal(err)
	}
	if err := e.ExecBlock(passed, blocks["passed"]); err != nil {
		t.Fatal(err)
	}
	is6 := e.Cond(NewState(b.T()), bin(program.Eq, ref(x), num(6)))
	c := b.C()
	wrong := c.Ors(c.And(failed.Guard, is6.Not()), c.And(is6, failed.Guard.Not()), c.And(passed.Guard, is6))
	if r, _ := solveAny(t, e, []z.Lit{wrong}); r != -1 {
		t.Errorf("error block guard is not x == 6")
	}
}

// TestMakeReducibleCopies: the program handed in keeps its shape; the copy
// is reducible, sane, and has the dispatch variable.
func TestMakeReducibleCopies(t *testing.T) {
	p := &program.Program{Model: program.ILP32}
	x := &program.Var{Name: "x", Type: intT, Global: true}
	c := &program.Var{Name: "c", Type: program.Bool, Global: true}
	p.Globals = []*program.Var{x, c}
	pos := program.Pos{File: "t.c", Line: 1}
	entry, a, b, end := p.NewLoc(pos, "main"), p.NewLoc(pos, "main"), p.NewLoc(pos, "main"), p.NewLoc(pos, "main")
	p.Entry = entry
	p.AddEdge(entry, a, &program.Assume{Cond: ref(c)}, pos)
	p.AddEdge(entry, b, &program.Assume{Cond: &program.Unary{Op: program.LNot, X: ref(c)}}, pos)
	p.AddEdge(a, b, &program.Assign{LHS: ref(x), RHS: bin(program.Add, ref(x), num(1))}, pos)
	less := bin(program.Lt, ref(x), num(10))
	p.AddEdge(b, a, &program.Assume{Cond: less}, pos)
	p.AddEdge(b, end, &program.Assume{Cond: &program.Unary{Op: program.LNot, X: less}}, pos)
	program.Renumber(p)
	before := p.String()
	if _, err := FindLoops(p); err == nil {
		t.Fatal("the test program is reducible")
	}
	q, err := MakeReducible(p)
	if err != nil {
		t.Fatal(err)
	}
	if p.String() != before {
		t.Errorf("MakeReducible changed its argument:\n%s\nwas\n%s", p, before)
	}
	if err := program.Sanity(q); err != nil {
		t.Fatal(err)
	}
	if _, err := FindLoops(q); err != nil {
		t.Errorf("the copy is not reducible: %v", err)
	}
	if len(q.Globals) != 3 || len(p.Globals) != 2 {
		t.Errorf("%d globals in the copy, %d in the original", len(q.Globals), len(p.Globals))
	}
}
