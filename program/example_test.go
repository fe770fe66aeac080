package program_test

import (
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// buildLoop builds the program of
//
//	int x; void main() { while (x < 10) x++; assert(x == 10); }
func buildLoop() *program.Program {
	p := &program.Program{Model: program.ILP32}
	intT := program.IntType("int", 32, true)
	x := &program.Var{Name: "x", CName: "x", Type: intT, Global: true}
	p.Globals = append(p.Globals, x)
	pos := func(line int) program.Pos { return program.Pos{File: "loop.c", Line: line} }
	init := p.NewLoc(pos(1), "")
	head := p.NewLoc(pos(1), "main")
	head.Label = "while head"
	head.LoopHead = true
	body := p.NewLoc(pos(1), "main")
	exit := p.NewLoc(pos(1), "main")
	end := p.NewLoc(pos(1), "main")
	p.Entry = init
	xr := &program.VarRef{Var: x}
	p.AddEdge(init, head, &program.Assign{LHS: xr, RHS: &program.Zero{T: intT}}, pos(1))
	less := &program.Binary{Op: program.Lt, X: xr, Y: program.NewConst(intT, 10), T: program.Bool}
	p.AddEdge(head, body, &program.Assume{Cond: less}, pos(1))
	p.AddEdge(head, exit, &program.Assume{Cond: &program.Unary{Op: program.LNot, X: less}}, pos(1))
	inc := &program.Binary{Op: program.Add, X: xr, Y: program.NewConst(intT, 1), T: intT}
	p.AddEdge(body, head, &program.Assign{LHS: xr, RHS: inc}, pos(1))
	chk := &program.CheckInfo{ID: "main.assertion.1", Kind: program.CheckAssertion, Pos: pos(1), Func: "main", Comment: "x == 10"}
	p.Checks = append(p.Checks, chk)
	eq := &program.Binary{Op: program.Eq, X: xr, Y: program.NewConst(intT, 10), T: program.Bool}
	p.AddEdge(exit, end, &program.Check{Cond: eq, Check: chk}, pos(1))
	return p
}

func ExampleFprint() {
	p := buildLoop()
	if err := program.Sanity(p); err != nil {
		fmt.Println(err)
	}
	fmt.Print(p)
	// Output:
	// program ILP32
	// global int x
	// check main.assertion.1 assertion loop.c:1 "x == 10"
	// entry L0
	//
	// L0 loop.c:1
	//   -> L1 loop.c:1  x = (int){0}
	//
	// L1 loop.c:1 main (while head)
	//   -> L2 loop.c:1  [x < 10]
	//   -> L3 loop.c:1  [!(x < 10)]
	//
	// L2 loop.c:1 main
	//   -> L1 loop.c:1  x = x + 1
	//
	// L3 loop.c:1 main
	//   -> L4 loop.c:1  check(x == 10) main.assertion.1 "x == 10"
	//
	// L4 loop.c:1 main
}
