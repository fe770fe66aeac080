package bmc

import (
	"context"
	"fmt"
	"math/rand"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

var intTypes = []*program.Type{
	program.IntType("signed char", 8, true), program.IntType("unsigned char", 8, false),
	program.IntType("short", 16, true), program.IntType("unsigned short", 16, false),
	program.IntType("int", 32, true), program.IntType("unsigned int", 32, false),
	program.IntType("long long", 64, true), program.IntType("unsigned long long", 64, false),
}

type gen struct {
	rng  *rand.Rand
	vars []*program.Var
}

func (g *gen) expr(t *program.Type, depth int) program.Expr {
	if depth == 0 || g.rng.Intn(4) == 0 {
		switch g.rng.Intn(3) {
		case 0:
			edge := []uint64{0, 1, ^uint64(0), 1 << uint(t.Width-1), 1<<uint(t.Width-1) - 1}
			return program.NewConst(t, edge[g.rng.Intn(len(edge))])
		case 1:
			return program.NewConst(t, g.rng.Uint64())
		}
		v := g.vars[g.rng.Intn(len(g.vars))]
		if program.Identical(v.Type, t) {
			return &program.VarRef{Var: v}
		}
		return &program.Cast{X: &program.VarRef{Var: v}, T: t}
	}
	switch g.rng.Intn(8) {
	case 0:
		ops := []program.UnaryOp{program.Neg, program.BitNot}
		return &program.Unary{Op: ops[g.rng.Intn(2)], X: g.expr(t, depth-1)}
	case 1:
		return &program.Cast{X: g.expr(intTypes[g.rng.Intn(len(intTypes))], depth-1), T: t}
	case 2:
		ops := []program.BinaryOp{program.Lt, program.Le, program.Eq, program.Ne, program.Gt, program.Ge,
			program.AddOverflow, program.SubOverflow, program.MulOverflow}
		u := intTypes[g.rng.Intn(len(intTypes))]
		c := &program.Binary{Op: ops[g.rng.Intn(len(ops))], X: g.expr(u, depth-1), Y: g.expr(u, depth-1), T: program.Bool}
		return &program.Ite{Cond: c, Then: g.expr(t, depth-1), Else: g.expr(t, depth-1)}
	case 3:
		ops := []program.BinaryOp{program.Shl, program.Shr}
		amt := intTypes[g.rng.Intn(len(intTypes))]
		return &program.Binary{Op: ops[g.rng.Intn(2)], X: g.expr(t, depth-1), Y: g.expr(amt, depth-1), T: t}
	}
	ops := []program.BinaryOp{program.Add, program.Sub, program.Mul, program.Div, program.Rem, program.And, program.Or, program.Xor}
	return &program.Binary{Op: ops[g.rng.Intn(len(ops))], X: g.expr(t, depth-1), Y: g.expr(t, depth-1), T: t}
}

// randomProgram builds: havoc every variable; a few random assignments;
// then the check built by final.
func randomProgram(rng *rand.Rand) (*program.Program, []*program.Var) {
	p := &program.Program{Model: program.ILP32}
	g := &gen{rng: rng}
	for i := 0; i < 3; i++ {
		v := &program.Var{Name: fmt.Sprintf("v%d", i), Type: intTypes[rng.Intn(len(intTypes))], Global: true}
		p.Globals = append(p.Globals, v)
		g.vars = append(g.vars, v)
	}
	l := p.NewLoc(program.Pos{File: "r.c", Line: 1}, "main")
	p.Entry = l
	step := func(s program.Stmt) {
		n := p.NewLoc(program.Pos{File: "r.c", Line: len(p.Locs) + 1}, "main")
		p.AddEdge(l, n, s, l.Pos)
		l = n
	}
	for _, v := range g.vars {
		step(&program.Havoc{LHS: &program.VarRef{Var: v}})
	}
	for n := 1 + rng.Intn(4); n > 0; n-- {
		v := g.vars[rng.Intn(len(g.vars))]
		step(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: g.expr(v.Type, 3)})
	}
	return p, g.vars
}

// TestEncodingAgreesWithInterpreter runs random programs in the
// interpreter, then asks the bit-vector encoding, with the same inputs,
// whether the final values can differ from the interpreter's (they must
// not) and whether they can equal them (they must, with a counterexample
// that replays).
func TestEncodingAgreesWithInterpreter(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	cases := 400
	if testing.Short() {
		cases = 60
	}
	for c := 0; c < cases; c++ {
		p, vars := randomProgram(rng)
		run, err := interp.Run(p, interp.NewRandomInputs(int64(c)), interp.Options{})
		if err != nil || run.Status != interp.Finished {
			t.Fatalf("case %d: interpreter: %v %v", c, err, run)
		}
		final := make([]uint64, len(vars))
		for i, v := range vars {
			final[i] = run.State.Get(v).Bits
		}
		for _, expectEqual := range []bool{true, false} {
			q, _ := randomProgramReplay(p, vars, run.Inputs, final, expectEqual)
			if err := program.Sanity(q); err != nil {
				t.Fatal(err)
			}
			res, err := Check(context.Background(), q, Options{Unwind: 1})
			if err != nil {
				t.Fatalf("case %d: %v\n%s", c, err, q)
			}
			want := True
			if !expectEqual {
				want = False // "final values differ" fails: they are equal
			}
			if res.Verdict != want {
				t.Fatalf("case %d (check values %s interpreter's): verdict %v, want %v (%s)\n%s", c, map[bool]string{true: "equal", false: "differ from"}[expectEqual], res.Verdict, want, res.Reason, q)
			}
		}
	}
}

// randomProgramReplay rebuilds p with its inputs fixed and a final check
// that the variables equal (or, with equal false, differ from) final.
func randomProgramReplay(p *program.Program, vars []*program.Var, inputs []interp.Value, final []uint64, equal bool) (*program.Program, []*program.Var) {
	q := &program.Program{Model: p.Model, Globals: p.Globals}
	l := q.NewLoc(p.Entry.Pos, "main")
	q.Entry = l
	k := 0
	for e := p.Entry; len(e.Out) > 0; e = e.Out[0].To {
		n := q.NewLoc(e.Out[0].To.Pos, "main")
		s := e.Out[0].Stmt
		if h, ok := s.(*program.Havoc); ok {
			s = &program.Assign{LHS: h.LHS, RHS: program.NewConst(h.LHS.Type(), inputs[k].Bits)}
			k++
		}
		q.AddEdge(l, n, s, e.Pos)
		l = n
	}
	var conj program.Expr = program.True
	for i, v := range vars {
		eq := &program.Binary{Op: program.Eq, X: &program.VarRef{Var: v}, Y: program.NewConst(v.Type, final[i]), T: program.Bool}
		conj = &program.Binary{Op: program.LAnd, X: conj, Y: eq, T: program.Bool}
	}
	if !equal {
		conj = &program.Unary{Op: program.LNot, X: conj}
	}
	chk := &program.CheckInfo{ID: "main.assertion.1", Kind: program.CheckAssertion, Func: "main"}
	q.Checks = []*program.CheckInfo{chk}
	end := q.NewLoc(l.Pos, "main")
	q.AddEdge(l, end, &program.Check{Cond: conj, Check: chk}, l.Pos)
	return q, vars
}
