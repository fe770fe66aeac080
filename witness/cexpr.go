package witness

import (
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// A Scope is what C names mean at one location of the source: at most one
// variable per name, the one a C expression written there would read.
type Scope struct {
	name map[*program.Var]string
}

// ScopeAt returns the variables visible at loc under their C names:
//   - the user's locals of loc's inlined call (same Frame and Func) whose
//     declaration precedes loc and whose block has not ended, the latest
//     declared one when several share a name (inner blocks hide outer ones);
//   - globals declared before loc that no such local, and no static local
//     of loc's function, hides.
//
// Temporaries, static locals and locals whose block end is unknown are
// left out: an expression mentioning them cannot be written at loc.
func ScopeAt(p *program.Program, loc *program.Loc) *Scope {
	best := map[string]*program.Var{}
	for _, v := range p.Locals {
		if v.Temp || v.CName == "" || v.Frame != loc.Frame || v.Func != loc.Func || v.ScopeEnd == (program.Pos{}) {
			continue
		}
		if v.Pos.File != loc.Pos.File || v.ScopeEnd.File != loc.Pos.File {
			continue
		}
		if !posBefore(v.Pos, loc.Pos) || !posBefore(loc.Pos, v.ScopeEnd) {
			continue
		}
		if o := best[v.CName]; o == nil || posBefore(o.Pos, v.Pos) {
			best[v.CName] = v
		}
	}
	// A static local of the function declared before loc may hide a global
	// of its name; where its block ends is not known, so neither is named.
	blocked := map[string]bool{}
	for _, v := range p.Globals {
		if v.Func != "" && v.Func == loc.Func && v.CName != "" && v.Pos.File == loc.Pos.File && posBefore(v.Pos, loc.Pos) {
			blocked[v.CName] = true
		}
	}
	for _, v := range p.Globals {
		if v.Temp || v.CName == "" || v.Func != "" || best[v.CName] != nil || blocked[v.CName] {
			continue
		}
		if v.Pos.File == loc.Pos.File && !posBefore(v.Pos, loc.Pos) {
			continue // declared further down the file
		}
		best[v.CName] = v
	}
	s := &Scope{name: map[*program.Var]string{}}
	for n, v := range best {
		s.name[v] = n
	}
	return s
}

// posBefore reports whether a comes before b in one file (a column of 0
// counts as the line's start).
func posBefore(a, b program.Pos) bool {
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// CExpr writes e as a C expression over the variables of sc that has, in
// every state, the value e has in the IR, with C's semantics as gcc
// implements them (two's complement conversions, arithmetic right shift).
// Signed arithmetic is done in unsigned types and converted back, so the
// expression has no undefined behaviour where the IR wraps around. It
// reports false when e cannot be written so: a variable not in scope, a
// dereference, a non-constant array index, a shift or division that C
// leaves undefined for some operands, pointer arithmetic, overflow
// predicates.
func CExpr(e program.Expr, sc *Scope) (string, bool) {
	r := cwriter{sc: sc}
	s := r.expr(e)
	return s, !r.failed
}

type cwriter struct {
	sc     *Scope
	failed bool
}

func (w *cwriter) fail() string {
	w.failed = true
	return "?"
}

// ctype returns the C spelling of an integer or Bool type by its width
// and signedness (the data model's own names may differ, the ranges do not).
func ctype(t *program.Type) (string, bool) {
	switch t.Kind {
	case program.KindBool:
		return "_Bool", true
	case program.KindInt:
		var n string
		switch t.Width {
		case 8:
			n = "char"
		case 16:
			n = "short"
		case 32:
			n = "int"
		case 64:
			n = "long long"
		case 128:
			n = "__int128"
		default:
			return "", false
		}
		if !t.Signed {
			return "unsigned " + n, true
		}
		if t.Width == 8 {
			return "signed char", true
		}
		return n, true
	}
	return "", false
}

// arithType is the unsigned type signed arithmetic of t is done in: at
// least as wide as int, so that promotion never makes it signed again.
func arithType(t *program.Type) *program.Type {
	w := t.Width
	if w < 32 {
		w = 32
	}
	return &program.Type{Kind: program.KindInt, Width: w}
}

func isScalarInt(t *program.Type) bool {
	return t.Kind == program.KindInt || t.Kind == program.KindBool
}

// exactly reports whether e's C type is t itself, so that a conversion to
// t can be left out: a variable or member declared with t, or a constant
// written with t's suffix.
func exactly(e program.Expr, t *program.Type) bool {
	if t.Kind != program.KindInt || t.Width < 32 {
		return false
	}
	et := e.Type()
	if et.Kind != program.KindInt || et.Width != t.Width || et.Signed != t.Signed {
		return false
	}
	switch e := e.(type) {
	case *program.VarRef:
		return true
	case *program.Const:
		return true
	case *program.Field:
		return e.X.Type().Fields[e.Field].BitWidth == 0
	case *program.Index:
		return true
	case *program.Binary, *program.Unary, *program.Cast, *program.Ite:
		return true // written with an outer conversion to t or in t
	}
	return false
}

// conv writes e converted to t.
func (w *cwriter) conv(e program.Expr, t *program.Type) string {
	et := e.Type()
	if c, ok := e.(*program.Const); ok && t.Kind == program.KindInt && isScalarInt(et) {
		// The constant converted, written in t.
		return constC(program.NewConst(t, uint64(c.SignedValue())))
	}
	if t.Kind == program.KindInt && !t.Signed && t.Width >= 32 && et.Kind == program.KindInt && et.Width == t.Width {
		// Arithmetic modulo 2^width gives the same bits in t: leave out
		// the conversion back to et and the one to t.
		switch x := e.(type) {
		case *program.Binary:
			switch x.Op {
			case program.Add, program.Sub, program.Mul, program.And, program.Or, program.Xor:
				return "(" + w.conv(x.X, t) + " " + cOps[x.Op] + " " + w.conv(x.Y, t) + ")"
			}
		case *program.Unary:
			switch x.Op {
			case program.Neg:
				return "(-" + w.conv(x.X, t) + ")"
			case program.BitNot:
				return "(~" + w.conv(x.X, t) + ")"
			}
		}
	}
	s := w.expr(e)
	if exactly(e, t) {
		return s
	}
	n, ok := ctype(t)
	if !ok {
		return w.fail()
	}
	return "(" + n + ")" + s
}

// wrap converts the text s, computed in arithType(t), back to t.
func (w *cwriter) wrap(s string, t *program.Type) string {
	if a := arithType(t); a.Width == t.Width && !t.Signed {
		return "(" + s + ")"
	}
	n, ok := ctype(t)
	if !ok {
		return w.fail()
	}
	return "((" + n + ")(" + s + "))"
}

func (w *cwriter) expr(e program.Expr) string {
	if w.failed {
		return "?"
	}
	switch e := e.(type) {
	case *program.Const:
		return constC(e)
	case *program.Zero:
		if !isScalarInt(e.T) && e.T.Kind != program.KindPointer {
			return w.fail()
		}
		return "0"
	case *program.VarRef:
		n, ok := w.sc.name[e.Var]
		if !ok {
			return w.fail()
		}
		return n
	case *program.Unary:
		t := e.Type()
		switch e.Op {
		case program.LNot:
			return "(!" + w.expr(e.X) + ")"
		case program.Neg:
			if t.Kind != program.KindInt {
				return w.fail()
			}
			return w.wrap("-"+w.conv(e.X, arithType(t)), t)
		case program.BitNot:
			if t.Kind != program.KindInt {
				return w.fail()
			}
			return w.wrap("~"+w.conv(e.X, arithType(t)), t)
		}
	case *program.Binary:
		return w.binary(e)
	case *program.Cast:
		if !isScalarInt(e.T) || !isScalarInt(e.X.Type()) {
			return w.fail()
		}
		n, ok := ctype(e.T)
		if !ok {
			return w.fail()
		}
		return "((" + n + ")" + w.expr(e.X) + ")"
	case *program.Ite:
		t := e.Type()
		if !isScalarInt(t) {
			return w.fail()
		}
		return "(" + w.expr(e.Cond) + " ? " + w.conv(e.Then, t) + " : " + w.conv(e.Else, t) + ")"
	case *program.Index:
		k, ok := e.Index.(*program.Const)
		at := e.X.Type()
		if !ok || at.Kind != program.KindArray || !lvalue(e.X) {
			return w.fail()
		}
		if i := k.SignedValue(); i < 0 || i >= at.Len {
			return w.fail()
		}
		return w.expr(e.X) + fmt.Sprintf("[%d]", k.SignedValue())
	case *program.Field:
		st := e.X.Type()
		if !lvalue(e.X) || e.Field >= len(st.Fields) || st.Fields[e.Field].Name == "" {
			return w.fail()
		}
		return w.expr(e.X) + "." + st.Fields[e.Field].Name
	case *program.AddrOf:
		if !lvalue(e.X) {
			return w.fail()
		}
		return "(&" + w.expr(e.X) + ")"
	}
	return w.fail()
}

// lvalue reports whether x is an lvalue the writer can name: variables,
// members and constant elements of them.
func lvalue(x program.Expr) bool {
	switch x := x.(type) {
	case *program.VarRef:
		return true
	case *program.Field:
		return lvalue(x.X)
	case *program.Index:
		_, ok := x.Index.(*program.Const)
		return ok && lvalue(x.X)
	}
	return false
}

var cOps = map[program.BinaryOp]string{
	program.Add: "+", program.Sub: "-", program.Mul: "*", program.Div: "/", program.Rem: "%",
	program.Shl: "<<", program.Shr: ">>", program.And: "&", program.Or: "|", program.Xor: "^",
	program.Eq: "==", program.Ne: "!=", program.Lt: "<", program.Le: "<=", program.Gt: ">", program.Ge: ">=",
	program.LAnd: "&&", program.LOr: "||",
}

func (w *cwriter) binary(e *program.Binary) string {
	op, ok := cOps[e.Op]
	if !ok {
		return w.fail() // overflow predicates, SameObject
	}
	t, xt := e.T, e.X.Type()
	switch e.Op {
	case program.LAnd, program.LOr:
		return "(" + w.expr(e.X) + " " + op + " " + w.expr(e.Y) + ")"
	case program.Eq, program.Ne, program.Lt, program.Le, program.Gt, program.Ge:
		if b, ok := w.boolTestOf(e); ok {
			return b
		}
		if xt.Kind == program.KindPointer {
			if e.Op != program.Eq && e.Op != program.Ne || e.Y.Type().Kind != program.KindPointer {
				return w.fail()
			}
			return "(" + w.expr(e.X) + " " + op + " " + w.expr(e.Y) + ")"
		}
		if !isScalarInt(xt) {
			return w.fail()
		}
		return "(" + w.conv(e.X, xt) + " " + op + " " + w.conv(e.Y, xt) + ")"
	}
	if t.Kind != program.KindInt || xt.Kind != program.KindInt {
		return w.fail() // pointer arithmetic
	}
	switch e.Op {
	case program.Add, program.Sub, program.Mul:
		a := arithType(t)
		return w.wrap(w.conv(e.X, a)+" "+op+" "+w.conv(e.Y, a), t)
	case program.And, program.Or, program.Xor:
		return w.wrap(w.conv(e.X, t)+" "+op+" "+w.conv(e.Y, t), t)
	case program.Div, program.Rem:
		k, ok := e.Y.(*program.Const)
		if !ok || k.Val == 0 || t.Signed && k.Val == t.Mask() {
			return w.fail() // division by zero, or INT_MIN / -1
		}
		return w.wrap(w.conv(e.X, t)+" "+op+" "+w.conv(e.Y, t), t)
	case program.Shl, program.Shr:
		k, ok := e.Y.(*program.Const)
		if !ok || k.SignedValue() < 0 || k.SignedValue() >= int64(t.Width) {
			return w.fail() // shift distances C leaves undefined
		}
		if e.Op == program.Shl {
			return w.wrap(w.conv(e.X, arithType(t))+" << "+fmt.Sprint(k.Val), t)
		}
		return w.wrap(w.conv(e.X, t)+" >> "+fmt.Sprint(k.Val), t)
	}
	return w.fail()
}

// boolTestOf writes (int)b != 0 as b and (int)b == 0 as !b: the front end's
// form of a condition passed as an int.
func (w *cwriter) boolTestOf(e *program.Binary) (string, bool) {
	c, ok := e.X.(*program.Cast)
	k, ok2 := e.Y.(*program.Const)
	if !ok || !ok2 || k.Val != 0 || c.X.Type().Kind != program.KindBool || (e.Op != program.Ne && e.Op != program.Eq) {
		return "", false
	}
	if e.Op == program.Ne {
		return w.expr(c.X), true
	}
	return "(!" + w.expr(c.X) + ")", true
}

// constC writes a constant with the value and, from int's width on, the
// type of the IR constant.
func constC(c *program.Const) string {
	t := c.T
	switch t.Kind {
	case program.KindBool:
		if c.Val != 0 {
			return "1"
		}
		return "0"
	case program.KindPointer:
		return "0"
	case program.KindFloat:
		return program.FloatLiteral(t, c.FloatBits())
	}
	if t.Width > 64 {
		// C has no 128-bit literals: the value from its two halves.
		name, _ := ctype(t)
		return fmt.Sprintf("((%s)(((unsigned __int128)%dULL << 64) | %dULL))", name, c.Hi, c.Val)
	}
	suffix := ""
	switch {
	case t.Width == 64 && t.Signed:
		suffix = "LL"
	case t.Width == 64:
		suffix = "ULL"
	case t.Width == 32 && !t.Signed:
		suffix = "U"
	}
	if !t.Signed {
		return fmt.Sprintf("%d%s", c.Val&t.Mask(), suffix)
	}
	v := c.SignedValue()
	if v >= 0 {
		return fmt.Sprintf("%d%s", v, suffix)
	}
	if t.Width >= 32 && v == -1<<uint(t.Width-1) {
		// -2147483648 is the negation of a constant too big for int.
		return fmt.Sprintf("(%d%s-1%s)", v+1, suffix, suffix)
	}
	return fmt.Sprintf("(%d%s)", v, suffix)
}
