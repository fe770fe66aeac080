package symex

import (
	"context"
	"errors"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
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

// loopProgram builds
//
//	x = 0; while (x < n) x = x + step; check(x != bad)
//
// with n a nondeterministic input.
func loopProgram(step, bad int64) *program.Program {
	p := &program.Program{Model: program.ILP32}
	x := &program.Var{Name: "x", Type: intT, Global: true}
	n := &program.Var{Name: "n", Type: intT, Global: true}
	p.Globals = []*program.Var{x, n}
	l := make([]*program.Loc, 6)
	for i := range l {
		l[i] = p.NewLoc(program.Pos{File: "t.c", Line: i + 1}, "main")
	}
	p.Entry = l[0]
	p.AddEdge(l[0], l[1], &program.Assign{LHS: ref(x), RHS: num(0)}, l[0].Pos)
	p.AddEdge(l[1], l[2], &program.Havoc{LHS: ref(n)}, l[1].Pos)
	cond := bin(program.Lt, ref(x), ref(n))
	p.AddEdge(l[2], l[3], &program.Assume{Cond: cond}, l[2].Pos)
	p.AddEdge(l[2], l[4], &program.Assume{Cond: &program.Unary{Op: program.LNot, X: cond}}, l[2].Pos)
	p.AddEdge(l[3], l[2], &program.Assign{LHS: ref(x), RHS: bin(program.Add, ref(x), num(step))}, l[3].Pos)
	chk := &program.CheckInfo{ID: "main.assertion.1", Kind: program.CheckAssertion}
	p.Checks = []*program.CheckInfo{chk}
	p.AddEdge(l[4], l[5], &program.Check{Cond: bin(program.Ne, ref(x), num(bad)), Check: chk}, l[4].Pos)
	return p
}

func solveAny(t *testing.T, e *Encoder, goal []z.Lit) (int, *gini.Gini) {
	t.Helper()
	g := gini.New()
	c := e.B.C()
	any := c.Ors(goal...)
	roots := append([]z.Lit{any}, e.Axioms...)
	e.B.AddCnf(g, roots...)
	for _, a := range e.Axioms {
		g.Add(a)
		g.Add(0)
	}
	g.Assume(any)
	return g.Solve(), g
}

func TestUnrollLoop(t *testing.T) {
	tests := []struct {
		name       string
		step, bad  int64
		unwind     int
		violated   bool
		cutReached bool
	}{
		{"bad value reached after 3 iterations", 2, 6, 5, true, true},
		{"odd bad value never reached", 2, 7, 5, false, true},
		{"bound too small", 2, 6, 2, false, true},
	}
	for _, tc := range tests {
		p := loopProgram(tc.step, tc.bad)
		if err := program.Sanity(p); err != nil {
			t.Fatal(err)
		}
		e := NewEncoder(p, bitvec.New())
		u, err := Unroll(context.Background(), p, e, UnrollOptions{Unwind: tc.unwind})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var viol []z.Lit
		for _, c := range e.Checks {
			viol = append(viol, e.Violation(c))
		}
		res, _ := solveAny(t, e, viol)
		if (res == 1) != tc.violated {
			t.Errorf("%s: solve = %d, want violated=%v", tc.name, res, tc.violated)
		}
		if (len(u.Unwinds) > 0) != tc.cutReached {
			t.Errorf("%s: %d unwinding cuts", tc.name, len(u.Unwinds))
		}
	}
}

func TestArrayReadWrite(t *testing.T) {
	p := &program.Program{Model: program.ILP32}
	b := bitvec.New()
	e := NewEncoder(p, b)
	arrT := program.ArrayOf(intT, 100000)
	a := &Array{Elem: intT, Len: arrT.Len, base: &arrayBase{kind: baseFresh}}
	i := b.Fresh(indexBits)
	j := b.Fresh(indexBits)
	a2 := e.writeArray(a, b.T(), i, Value{Bits: b.Const(32, 7)})
	// a2[j] == 7 when i == j; a2[j] == a[j] otherwise.
	rj := e.readArray(a2, j)
	rj0 := e.readArray(a, j)
	c := b.C()
	bad := c.Ors(
		c.And(b.Eq(i, j), b.Ne(rj.Bits, b.Const(32, 7))),
		c.And(b.Ne(i, j), b.Ne(rj.Bits, rj0.Bits)),
	)
	if res, _ := solveAny(t, e, []z.Lit{bad}); res != -1 {
		t.Errorf("array read-over-write law violated: solve = %d", res)
	}
	// Two reads of the nondeterministic base at equal indices agree.
	k := b.Fresh(indexBits)
	rk := e.readArray(a, k)
	bad2 := c.And(b.Eq(j, k), b.Ne(rj0.Bits, rk.Bits))
	if res, _ := solveAny(t, e, []z.Lit{bad2}); res != -1 {
		t.Errorf("base reads at equal indices differ: solve = %d", res)
	}
	// Constant indices fold: a write at 3 does not touch a read at 5.
	a3 := e.writeArray(&Array{Elem: intT, Len: 10, base: &arrayBase{kind: baseZero}}, b.T(), b.Const(indexBits, 3), Value{Bits: b.Const(32, 9)})
	if v, ok := bitvec.ConstValue(e.readArray(a3, b.Const(indexBits, 5)).Bits); !ok || v != 0 {
		t.Errorf("read at 5 after write at 3: %v %v", v, ok)
	}
	if v, ok := bitvec.ConstValue(e.readArray(a3, b.Const(indexBits, 3)).Bits); !ok || v != 9 {
		t.Errorf("read at 3 after write at 3: %v %v", v, ok)
	}
}

// TestInterrupt: reads of a nondeterministic array at symbolic indices
// each add axioms against every earlier read; Interrupt stops that
// (Unroll sets it to its context's end, so that a timeout is honoured
// inside one long location) with an UnsupportedError.
func TestInterrupt(t *testing.T) {
	p := &program.Program{Model: program.ILP32}
	b := bitvec.New()
	e := NewEncoder(p, b)
	a := &Array{Elem: intT, Len: 1000, base: &arrayBase{kind: baseFresh}}
	stop := false
	e.Interrupt = func() bool { return stop }
	reads := 0
	err := Catch(func() {
		for reads = 0; reads < 300; reads++ {
			if reads == 260 {
				stop = true
			}
			e.readArray(a, b.Fresh(indexBits))
		}
	})
	var u *UnsupportedError
	if !errors.As(err, &u) || u.Msg != "interrupted" || reads != 260 {
		t.Fatalf("after %d reads: %v; want interrupted at read 260", reads, err)
	}
}
