package interp_test

import (
	"fmt"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// buildExample builds the program of
//
//	void main() {
//	  unsigned char c = __VERIFIER_nondet_uchar();
//	  int y = c * 2;
//	  if (y > 300) reach_error();
//	}
func buildExample() *program.Program {
	p := &program.Program{Model: program.ILP32}
	intT := program.IntType("int", 32, true)
	ucharT := program.IntType("unsigned char", 8, false)
	c := &program.Var{Name: "main::c", CName: "c", Func: "main", Type: ucharT}
	y := &program.Var{Name: "main::y", CName: "y", Func: "main", Type: intT}
	p.Locals = append(p.Locals, c, y)
	pos := func(line int) program.Pos { return program.Pos{File: "ex.c", Line: line} }
	l0, l1, l2, l3, l4, l5 := p.NewLoc(pos(2), "main"), p.NewLoc(pos(3), "main"), p.NewLoc(pos(4), "main"),
		p.NewLoc(pos(4), "main"), p.NewLoc(pos(4), "main"), p.NewLoc(pos(5), "main")
	p.Entry = l0
	cr, yr := &program.VarRef{Var: c}, &program.VarRef{Var: y}
	p.AddEdge(l0, l1, &program.Havoc{LHS: cr, Why: "__VERIFIER_nondet_uchar"}, pos(2))
	twice := &program.Binary{Op: program.Mul, X: &program.Cast{X: cr, T: intT}, Y: program.NewConst(intT, 2), T: intT}
	p.AddEdge(l1, l2, &program.Assign{LHS: yr, RHS: twice}, pos(3))
	big := &program.Binary{Op: program.Gt, X: yr, Y: program.NewConst(intT, 300), T: program.Bool}
	p.AddEdge(l2, l3, &program.Assume{Cond: big}, pos(4))
	p.AddEdge(l2, l5, &program.Assume{Cond: &program.Unary{Op: program.LNot, X: big}}, pos(4))
	chk := &program.CheckInfo{ID: "main.error-call.1", Kind: program.CheckReachError, Pos: pos(4), Func: "main", Comment: "reach_error()"}
	p.Checks = append(p.Checks, chk)
	p.AddEdge(l3, l4, &program.Check{Cond: program.False, Check: chk}, pos(4))
	return p
}

func ExampleRun() {
	p := buildExample()
	if err := program.Sanity(p); err != nil {
		fmt.Println(err)
	}
	uchar := p.Locals[0].Type
	for _, c := range []uint64{100, 200} {
		in := interp.NewSeqInputs([]interp.Value{interp.IntValue(uchar, c)})
		r, err := interp.Run(p, in, interp.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("c = %d: %s after %d steps\n", c, r.Status, r.Steps)
		for _, st := range r.Trace {
			fmt.Printf("  %s %s", st.Edge.Pos, program.StmtString(st.Edge.Stmt))
			if st.Var != nil {
				fmt.Printf("  ==> %s = %s", st.LHS, st.Value.Format(st.Type, p))
			}
			fmt.Println()
		}
		if r.Status == interp.Violated {
			fmt.Printf("violated %s at %s: %s\n", r.Check.ID, r.Check.Pos, r.Check.Comment)
		}
	}
	// Output:
	// c = 100: finished after 3 steps
	//   ex.c:2 main::c = * /* __VERIFIER_nondet_uchar */  ==> main::c = 100 (0x64)
	//   ex.c:3 main::y = ((int)main::c) * 2  ==> main::y = 200 (0xc8)
	//   ex.c:4 [!(main::y > 300)]
	// c = 200: violated after 4 steps
	//   ex.c:2 main::c = * /* __VERIFIER_nondet_uchar */  ==> main::c = 200 (0xc8)
	//   ex.c:3 main::y = ((int)main::c) * 2  ==> main::y = 400 (0x190)
	//   ex.c:4 [main::y > 300]
	//   ex.c:4 check(false) main.error-call.1 "reach_error()"
	// violated main.error-call.1 at ex.c:4: reach_error()
}
