package program

import (
	"errors"
	"fmt"
)

// Sanity checks the invariants of p that later stages rely on and returns
// every violation found, joined. Tests run it on every program they build.
func Sanity(p *Program) error {
	s := &sanity{p: p, vars: map[*Var]bool{}}
	s.run()
	return errors.Join(s.errs...)
}

type sanity struct {
	p    *Program
	vars map[*Var]bool
	errs []error
}

func (s *sanity) errorf(format string, args ...any) {
	if len(s.errs) < 50 {
		s.errs = append(s.errs, fmt.Errorf(format, args...))
	}
}

func (s *sanity) run() {
	p := s.p
	for _, v := range p.Globals {
		if !v.Global {
			s.errorf("global %s not marked Global", v)
		}
		s.declare(v)
	}
	for _, v := range p.Locals {
		if v.Global {
			s.errorf("local %s marked Global", v)
		}
		s.declare(v)
	}
	for i, v := range p.Objects {
		if v.Object != i+1 {
			s.errorf("object %d is %s with number %d", i+1, v, v.Object)
		}
		if !s.vars[v] {
			s.errorf("object %s is not a declared variable", v)
		}
	}
	for v := range s.vars {
		if v.Object != 0 && (v.Object > len(p.Objects) || p.Objects[v.Object-1] != v) {
			s.errorf("variable %s claims object %d", v, v.Object)
		}
	}
	if p.Entry == nil {
		s.errorf("no entry location")
	}
	inProgram := map[*Loc]bool{}
	for i, l := range p.Locs {
		if l.ID != i {
			s.errorf("location %d has ID %d", i, l.ID)
		}
		inProgram[l] = true
	}
	if p.Entry != nil && !inProgram[p.Entry] {
		s.errorf("entry %s is not a location of the program", p.Entry)
	}
	checks := map[*CheckInfo]bool{}
	ids := map[string]bool{}
	for _, c := range p.Checks {
		if ids[c.ID] {
			s.errorf("check id %s used twice", c.ID)
		}
		ids[c.ID] = true
		checks[c] = true
	}
	for _, l := range p.Locs {
		if l.LoopHead && (l.Pos.Line == 0 || l.Func == "") {
			// Witnesses name a loop by the line of its head.
			s.errorf("%s: loop head without a source line or function", l)
		}
		for _, e := range l.Out {
			if e.From != l {
				s.errorf("%s: outgoing edge starts at %s", l, e.From)
			}
			if !inProgram[e.To] {
				s.errorf("%s: edge to a location outside the program", l)
				continue
			}
			if !containsEdge(e.To.In, e) {
				s.errorf("%s -> %s: edge missing from the target's In list", l, e.To)
			}
			if len(l.Out) > 1 {
				if _, ok := e.Stmt.(*Assume); !ok {
					s.errorf("%s: branch edge to %s is %s, not an assume", l, e.To, StmtString(e.Stmt))
				}
			}
			s.stmt(e)
			if c, ok := e.Stmt.(*Check); ok && !checks[c.Check] {
				s.errorf("%s: check %s not listed in Program.Checks", l, c.Check.ID)
			}
		}
		for _, e := range l.In {
			if e.To != l || !containsEdge(e.From.Out, e) {
				s.errorf("%s: incoming edge from %s is inconsistent", l, e.From)
			}
		}
	}
}

func (s *sanity) declare(v *Var) {
	if s.vars[v] {
		s.errorf("variable %s declared twice", v)
	}
	s.vars[v] = true
	if v.Type == nil {
		s.errorf("variable %s has no type", v)
	}
}

func containsEdge(es []*Edge, e *Edge) bool {
	for _, x := range es {
		if x == e {
			return true
		}
	}
	return false
}

func (s *sanity) stmt(e *Edge) {
	where := fmt.Sprintf("%s -> %s", e.From, e.To)
	switch st := e.Stmt.(type) {
	case *Assign:
		s.expr(where, st.LHS)
		s.expr(where, st.RHS)
		if !IsLvalue(st.LHS) {
			s.errorf("%s: assignment to a non-lvalue %s", where, ExprString(st.LHS))
		}
		if !Identical(st.LHS.Type(), st.RHS.Type()) {
			s.errorf("%s: assignment of %s to %s", where, st.RHS.Type(), st.LHS.Type())
		}
	case *Havoc:
		s.expr(where, st.LHS)
		if !IsLvalue(st.LHS) {
			s.errorf("%s: havoc of a non-lvalue %s", where, ExprString(st.LHS))
		}
	case *Assume:
		s.cond(where, st.Cond)
	case *Check:
		s.cond(where, st.Cond)
		if st.Check == nil {
			s.errorf("%s: check without CheckInfo", where)
		}
	case *Skip:
	case *Fill:
		for _, x := range []Expr{st.Array, st.Lo, st.Hi, st.Val, &VarRef{Var: st.Index}} {
			s.expr(where, x)
		}
		if st.Rel != nil {
			s.expr(where, st.Rel)
			if st.Rel.Type().Kind != KindBool {
				s.errorf("%s: fill of %s with a relation of type %s", where, ExprString(st.Array), st.Rel.Type())
			}
		}
		t := st.Array.Type()
		if !IsLvalue(st.Array) || t.Kind != KindArray || !Identical(t.Elem, st.Val.Type()) ||
			!st.Index.Type.IsInteger() || !Identical(st.Lo.Type(), st.Index.Type) || !Identical(st.Hi.Type(), st.Index.Type) {
			s.errorf("%s: ill-typed fill of %s", where, ExprString(st.Array))
		}
	case *Dead:
		if !s.vars[st.Var] {
			s.errorf("%s: dead of undeclared %s", where, st.Var)
		}
	default:
		s.errorf("%s: unknown statement %T", where, e.Stmt)
	}
}

func (s *sanity) cond(where string, c Expr) {
	s.expr(where, c)
	if c != nil && c.Type().Kind != KindBool {
		s.errorf("%s: condition %s has type %s, not Bool", where, ExprString(c), c.Type())
	}
}

// expr checks the typing rules of the Expr documentation.
func (s *sanity) expr(where string, e Expr) {
	if e == nil {
		s.errorf("%s: nil expression", where)
		return
	}
	Walk(e, func(x Expr) bool {
		bad := func(format string, args ...any) {
			s.errorf("%s: %s: %s", where, ExprString(x), fmt.Sprintf(format, args...))
		}
		if x.Type() == nil {
			bad("no type")
			return false
		}
		switch x := x.(type) {
		case *Const:
			if x.T.Kind == KindFloat {
				if x.Hi&^HiMask(x.T.Width) != 0 || (x.T.Width < 64 && x.Val&^x.T.Mask() != 0) {
					bad("constant not masked to its width")
				}
				break
			}
			if !x.T.IsScalar() {
				bad("constant of type %s", x.T)
			} else if x.T.Kind != KindPointer && (x.Val&^x.T.Mask() != 0 || x.Hi&^HiMask(x.T.Width) != 0) {
				bad("constant not masked to its width")
			}
		case *VarRef:
			if !s.vars[x.Var] {
				bad("undeclared variable %s", x.Var)
			}
		case *Unary:
			t := x.X.Type()
			switch x.Op {
			case LNot:
				if t.Kind != KindBool {
					bad("! on %s", t)
				}
			default:
				if t.Kind != KindInt {
					bad("%s on %s", x.Op, t)
				}
			}
		case *Binary:
			s.binary(x, bad)
		case *Cast:
			if !x.T.IsScalar() || !x.X.Type().IsScalar() || x.T.Kind == KindFloat || x.X.Type().Kind == KindFloat {
				bad("cast from %s to %s", x.X.Type(), x.T)
			}
		case *FloatOp:
			s.floatOp(x, bad)
		case *Ite:
			if x.Cond.Type().Kind != KindBool {
				bad("condition of type %s", x.Cond.Type())
			}
			if !Identical(x.Then.Type(), x.Else.Type()) {
				bad("arms of types %s and %s", x.Then.Type(), x.Else.Type())
			}
		case *Index:
			if x.X.Type().Kind != KindArray {
				bad("index into %s", x.X.Type())
				return false
			}
			if !x.Index.Type().IsInteger() {
				bad("index of type %s", x.Index.Type())
			}
		case *Field:
			t := x.X.Type()
			if t.Kind != KindStruct && t.Kind != KindUnion {
				bad("member of %s", t)
				return false
			}
			if x.Field < 0 || x.Field >= len(t.Fields) {
				bad("member %d of %s", x.Field, t)
				return false
			}
		case *Deref:
			if x.X.Type().Kind != KindPointer {
				bad("dereference of %s", x.X.Type())
				return false
			}
		case *Valid:
			if x.X.Type().Kind != KindPointer || x.X.Type().Elem == nil {
				bad("validity of %s", x.X.Type())
			}
		case *AddrOf:
			if !IsLvalue(x.X) {
				bad("address of a non-lvalue")
			}
			if x.T.Kind != KindPointer || !Identical(x.T.Elem, x.X.Type()) {
				bad("address of %s has type %s", x.X.Type(), x.T)
			}
		}
		return true
	})
}

func (s *sanity) binary(x *Binary, bad func(string, ...any)) {
	tx, ty := x.X.Type(), x.Y.Type()
	switch {
	case x.Op.IsLogical():
		if tx.Kind != KindBool || ty.Kind != KindBool || x.T.Kind != KindBool {
			bad("logical operator on %s, %s", tx, ty)
		}
	case x.Op.IsOverflow():
		if tx.Kind != KindInt || !Identical(tx, ty) || x.T.Kind != KindBool {
			bad("%s on %s and %s giving %s", x.Op, tx, ty, x.T)
		}
	case x.Op == SameObject:
		if tx.Kind != KindPointer || ty.Kind != KindPointer || x.T.Kind != KindBool {
			bad("%s on %s and %s giving %s", x.Op, tx, ty, x.T)
		}
	case x.Op.IsComparison():
		if x.T.Kind != KindBool {
			bad("comparison of type %s", x.T)
		}
		if !Identical(tx, ty) && !(tx.Kind == KindPointer && ty.Kind == KindPointer) {
			bad("comparison of %s with %s", tx, ty)
		}
	case x.Op == Shl || x.Op == Shr:
		if tx.Kind != KindInt || !ty.IsInteger() || !Identical(tx, x.T) {
			bad("shift of %s by %s giving %s", tx, ty, x.T)
		}
	case tx.Kind == KindPointer && (x.Op == Add || x.Op == Sub) && ty.Kind == KindInt:
		if !Identical(tx, x.T) {
			bad("pointer arithmetic giving %s", x.T)
		}
	case tx.Kind == KindPointer && x.Op == Sub && ty.Kind == KindPointer:
		if x.T.Kind != KindInt {
			bad("pointer difference of type %s", x.T)
		}
	default:
		if tx.Kind != KindInt || !Identical(tx, ty) || !Identical(tx, x.T) {
			bad("%s on %s and %s giving %s", x.Op, tx, ty, x.T)
		}
	}
}

// floatOp checks the operand and result types of a FloatOp.
func (s *sanity) floatOp(x *FloatOp, bad func(string, ...any)) {
	if len(x.Args) != x.Op.Arity() {
		bad("%d operands", len(x.Args))
		return
	}
	if x.Op.Rounds() != (x.RM != nil) {
		bad("rounding mode operand %v", x.RM)
		return
	}
	if x.RM != nil && x.RM.Type().Kind != KindInt {
		bad("rounding mode of type %s", x.RM.Type())
	}
	t0 := x.Args[0].Type()
	same := true
	for _, a := range x.Args[1:] {
		same = same && Identical(a.Type(), t0)
	}
	switch x.Op {
	case FAdd, FSub, FMul, FDiv, FFMA, FSqrt, FRoundInt, FNeg, FAbs, FMod, FRemainder:
		if t0.Kind != KindFloat || !same || !Identical(x.T, t0) {
			bad("%s on %s giving %s", x.Op, t0, x.T)
		}
	case FEq, FLt, FLe, FIsNaN, FIsInf, FSignBit, FIsSignaling:
		if t0.Kind != KindFloat || !same || x.T.Kind != KindBool {
			bad("%s on %s giving %s", x.Op, t0, x.T)
		}
	case FScaleB:
		if t0.Kind != KindFloat || !Identical(x.T, t0) || x.Args[1].Type().Kind != KindInt || x.Args[1].Type().Width != 32 {
			bad("%s on %s and %s giving %s", x.Op, t0, x.Args[1].Type(), x.T)
		}
	case FILogB, FRemQuo:
		if t0.Kind != KindFloat || !same || x.T.Kind != KindInt || x.T.Width != 32 {
			bad("%s on %s giving %s", x.Op, t0, x.T)
		}
	case FClassify:
		if t0.Kind != KindFloat || x.T.Kind != KindInt {
			bad("%s on %s giving %s", x.Op, t0, x.T)
		}
	case FConvert:
		if x.T.Kind != KindFloat || (t0.Kind != KindFloat && t0.Kind != KindInt && t0.Kind != KindBool) {
			bad("conversion from %s to %s", t0, x.T)
		}
	case FToInt:
		if t0.Kind != KindFloat || x.T.Kind != KindInt {
			bad("conversion from %s to %s", t0, x.T)
		}
	case FToIntOK:
		if t0.Kind != KindFloat || x.T.Kind != KindBool || x.Target == nil || x.Target.Kind != KindInt {
			bad("range of conversion from %s to %v", t0, x.Target)
		}
	case FBitsOf:
		if t0.Kind != KindFloat || x.T.Kind != KindInt || x.T.Width != t0.Width {
			bad("bits of %s as %s", t0, x.T)
		}
	case FOfBits:
		if t0.Kind != KindInt || x.T.Kind != KindFloat || x.T.Width != t0.Width {
			bad("float %s of bits %s", x.T, t0)
		}
	default:
		bad("unknown float operator")
	}
}
