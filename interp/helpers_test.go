package interp

import (
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

var (
	i8    = program.IntType("signed char", 8, true)
	u8    = program.IntType("unsigned char", 8, false)
	i16   = program.IntType("short", 16, true)
	u16   = program.IntType("unsigned short", 16, false)
	i32   = program.IntType("int", 32, true)
	u32   = program.IntType("unsigned int", 32, false)
	i64   = program.IntType("long long", 64, true)
	u64   = program.IntType("unsigned long long", 64, false)
	boolT = program.Bool

	intTypes = []*program.Type{i8, u8, i16, u16, i32, u32, i64, u64}
)

func ptr(t *program.Type) *program.Type { return program.PointerTo(t, 4) }

// structType lays out a struct (or union) of the given members naturally.
func structType(kind program.TypeKind, name string, members ...program.Member) *program.Type {
	t := &program.Type{Kind: kind, Name: name, Align: 1}
	var off int64
	for _, m := range members {
		a := m.Type.Align
		t.Align = max(t.Align, a)
		if kind == program.KindStruct {
			off = (off + a - 1) / a * a
			m.Offset = off
			off += m.Type.Size
		} else {
			off = max(off, m.Type.Size)
		}
		t.Fields = append(t.Fields, m)
	}
	t.Size = (off + t.Align - 1) / t.Align * t.Align
	return t
}

func member(name string, t *program.Type) program.Member { return program.Member{Name: name, Type: t} }

// Expression helpers.

func ref(v *program.Var) *program.VarRef { return &program.VarRef{Var: v} }

func num(t *program.Type, v int64) *program.Const { return program.NewConst(t, uint64(v)) }

func bin(op program.BinaryOp, x, y program.Expr) *program.Binary {
	t := x.Type()
	if op.IsComparison() || op.IsLogical() {
		t = program.Bool
	}
	return &program.Binary{Op: op, X: x, Y: y, T: t}
}

func not(x program.Expr) program.Expr { return &program.Unary{Op: program.LNot, X: x} }

func cast(x program.Expr, t *program.Type) program.Expr { return &program.Cast{X: x, T: t} }

func idx(a, i program.Expr) program.Expr { return &program.Index{X: a, Index: i} }

func fld(s program.Expr, name string) program.Expr {
	i := s.Type().FieldIndex(name)
	if i < 0 {
		panic("no member " + name)
	}
	return &program.Field{X: s, Field: i}
}

func deref(p program.Expr) program.Expr { return &program.Deref{X: p} }

func addr(lv program.Expr) program.Expr {
	return &program.AddrOf{X: lv, T: ptr(lv.Type())}
}

func null(t *program.Type) program.Expr { return &program.Const{T: ptr(t)} }

// A builder builds a program in straight-line order; branches and loops
// take closures.
type builder struct {
	t      *testing.T
	p      *program.Program
	cur    *program.Loc
	nCheck int
}

func newBuilder(t *testing.T) *builder {
	p := &program.Program{Model: program.ILP32}
	p.Entry = p.NewLoc(program.Pos{File: "t.c", Line: 1}, "main")
	return &builder{t: t, p: p, cur: p.Entry}
}

func (b *builder) pos() program.Pos { return program.Pos{File: "t.c", Line: len(b.p.Locs)} }

func (b *builder) global(name string, t *program.Type) *program.Var {
	v := &program.Var{Name: name, CName: name, Type: t, Global: true}
	b.p.Globals = append(b.p.Globals, v)
	return v
}

func (b *builder) local(name string, t *program.Type) *program.Var {
	v := &program.Var{Name: "main::" + name, CName: name, Func: "main", Type: t}
	b.p.Locals = append(b.p.Locals, v)
	return v
}

// addressed gives v an object number.
func (b *builder) addressed(v *program.Var) *program.Var {
	b.p.Objects = append(b.p.Objects, v)
	v.Object = len(b.p.Objects)
	return v
}

func (b *builder) newLoc() *program.Loc { return b.p.NewLoc(b.pos(), "main") }

func (b *builder) stmt(s program.Stmt) *program.Edge {
	to := b.newLoc()
	e := b.p.AddEdge(b.cur, to, s, b.pos())
	b.cur = to
	return e
}

func (b *builder) assign(lhs, rhs program.Expr) *program.Edge {
	return b.stmt(&program.Assign{LHS: lhs, RHS: rhs})
}

func (b *builder) havoc(lhs program.Expr) *program.Edge {
	return b.stmt(&program.Havoc{LHS: lhs, Why: "__VERIFIER_nondet"})
}

func (b *builder) assume(c program.Expr) *program.Edge { return b.stmt(&program.Assume{Cond: c}) }

func (b *builder) dead(v *program.Var) *program.Edge { return b.stmt(&program.Dead{Var: v}) }

func (b *builder) check(c program.Expr) *program.CheckInfo {
	b.nCheck++
	info := &program.CheckInfo{ID: fmt.Sprintf("main.assertion.%d", b.nCheck), Kind: program.CheckAssertion,
		Pos: b.pos(), Func: "main", Comment: program.ExprString(c)}
	b.p.Checks = append(b.p.Checks, info)
	b.stmt(&program.Check{Cond: c, Check: info})
	return info
}

// ifElse builds if (c) then() else els(); els may be nil.
func (b *builder) ifElse(c program.Expr, then, els func()) {
	head := b.cur
	thenLoc, elseLoc := b.newLoc(), b.newLoc()
	b.p.AddEdge(head, thenLoc, &program.Assume{Cond: c}, b.pos())
	b.p.AddEdge(head, elseLoc, &program.Assume{Cond: not(c)}, b.pos())
	b.cur = thenLoc
	then()
	thenEnd := b.cur
	b.cur = elseLoc
	if els != nil {
		els()
	}
	elseEnd := b.cur
	join := b.newLoc()
	b.p.AddEdge(thenEnd, join, &program.Skip{}, b.pos())
	b.p.AddEdge(elseEnd, join, &program.Skip{}, b.pos())
	b.cur = join
}

// while builds while (c) body().
func (b *builder) while(c program.Expr, body func()) {
	head := b.newLoc()
	b.p.AddEdge(b.cur, head, &program.Skip{}, b.pos())
	bodyLoc, exit := b.newLoc(), b.newLoc()
	b.p.AddEdge(head, bodyLoc, &program.Assume{Cond: c}, b.pos())
	b.p.AddEdge(head, exit, &program.Assume{Cond: not(c)}, b.pos())
	b.cur = bodyLoc
	body()
	b.p.AddEdge(b.cur, head, &program.Skip{}, b.pos())
	b.cur = exit
}

// build returns the program after checking it with program.Sanity.
func (b *builder) build() *program.Program {
	b.t.Helper()
	if err := program.Sanity(b.p); err != nil {
		b.t.Fatalf("program fails Sanity: %v\n%s", err, b.p)
	}
	return b.p
}

// run builds and runs the program with the given inputs.
func (b *builder) run(inputs ...Value) *Result {
	b.t.Helper()
	p := b.build()
	r, err := Run(p, NewSeqInputs(inputs), Options{MaxSteps: 100000})
	if err != nil {
		b.t.Fatalf("Run: %v\n%s", err, p)
	}
	return r
}

func iv(t *program.Type, x int64) Value { return IntValue(t, uint64(x)) }

// wantStatus fails unless r has status st.
func wantStatus(t *testing.T, r *Result, st Status) {
	t.Helper()
	if r.Status != st {
		t.Fatalf("status %v (%s), want %v", r.Status, r.Reason, st)
	}
}
