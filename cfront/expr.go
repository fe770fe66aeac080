package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Expressions are lowered to pure program expressions; side effects
// (assignments, ++/--, calls, nondeterministic values) are emitted as edges
// before the expression that uses their value, in C's evaluation order. When
// a later operand has side effects, the value of an earlier one is first
// saved in a temporary, so that every read happens where C sequences it.
//
// A lowered value has the program type of its C type, except that
// comparisons and the logical operators yield Bool (C's int 0 or 1):
// conversions insert a Cast to int where an int is needed.

// unwrap strips parentheses and the grammar's pass-through cases.
func unwrap(n cc.ExpressionNode) cc.ExpressionNode {
	for n != nil {
		switch x := n.(type) {
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionExpr && x.ExpressionList != nil {
				n = x.ExpressionList
				continue
			}
		case *cc.ExpressionList:
			if x.ExpressionList == nil {
				n = x.AssignmentExpression
				continue
			}
		case *cc.AssignmentExpression:
			if x.Case == cc.AssignmentExpressionCond {
				n = x.ConditionalExpression
				continue
			}
		case *cc.ConditionalExpression:
			if x.Case == cc.ConditionalExpressionLOr {
				n = x.LogicalOrExpression
				continue
			}
		case *cc.LogicalOrExpression:
			if x.Case == cc.LogicalOrExpressionLAnd {
				n = x.LogicalAndExpression
				continue
			}
		case *cc.LogicalAndExpression:
			if x.Case == cc.LogicalAndExpressionOr {
				n = x.InclusiveOrExpression
				continue
			}
		case *cc.InclusiveOrExpression:
			if x.Case == cc.InclusiveOrExpressionXor {
				n = x.ExclusiveOrExpression
				continue
			}
		case *cc.ExclusiveOrExpression:
			if x.Case == cc.ExclusiveOrExpressionAnd {
				n = x.AndExpression
				continue
			}
		case *cc.AndExpression:
			if x.Case == cc.AndExpressionEq {
				n = x.EqualityExpression
				continue
			}
		case *cc.EqualityExpression:
			if x.Case == cc.EqualityExpressionRel {
				n = x.RelationalExpression
				continue
			}
		case *cc.RelationalExpression:
			if x.Case == cc.RelationalExpressionShift {
				n = x.ShiftExpression
				continue
			}
		case *cc.ShiftExpression:
			if x.Case == cc.ShiftExpressionAdd {
				n = x.AdditiveExpression
				continue
			}
		case *cc.AdditiveExpression:
			if x.Case == cc.AdditiveExpressionMul {
				n = x.MultiplicativeExpression
				continue
			}
		case *cc.MultiplicativeExpression:
			if x.Case == cc.MultiplicativeExpressionCast {
				n = x.CastExpression
				continue
			}
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionUnary {
				n = x.UnaryExpression
				continue
			}
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionPostfix {
				n = x.PostfixExpression
				continue
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionPrimary {
				n = x.PrimaryExpression
				continue
			}
		case *cc.ConstantExpression:
			n = x.ConditionalExpression
			continue
		}
		return n
	}
	return n
}

// commaList returns the operands of a comma expression in order.
func commaList(x *cc.ExpressionList) []cc.ExpressionNode {
	var out []cc.ExpressionNode
	for ; x != nil; x = x.ExpressionList {
		out = append(out, x.AssignmentExpression)
	}
	return out
}

// args returns the argument expressions of a call in order.
func argList(a *cc.ArgumentExpressionList) []cc.ExpressionNode {
	var out []cc.ExpressionNode
	for ; a != nil; a = a.ArgumentExpressionList {
		out = append(out, a.AssignmentExpression)
	}
	return out
}

// hasSE reports whether evaluating n has side effects (or needs edges):
// assignments, ++/--, calls, statement expressions, compound literals.
// Operands of sizeof are not evaluated.
func hasSE(n cc.Node) bool {
	found := false
	walk(n, func(n cc.Node) bool {
		if found {
			return false
		}
		switch x := n.(type) {
		case *cc.AssignmentExpression:
			if x.Case != cc.AssignmentExpressionCond {
				found = true
			}
		case *cc.PostfixExpression:
			switch x.Case {
			case cc.PostfixExpressionCall:
				if name, _ := calleeName(x.PostfixExpression); name == "__builtin_expect" || name == "__builtin_constant_p" || name == "__ccgo__types_compatible_p" {
					return true
				}
				found = true
			case cc.PostfixExpressionInc, cc.PostfixExpressionDec, cc.PostfixExpressionComplit:
				found = true
			}
		case *cc.UnaryExpression:
			switch x.Case {
			case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
				found = true
			case cc.UnaryExpressionSizeofExpr, cc.UnaryExpressionSizeofType, cc.UnaryExpressionAlignofExpr, cc.UnaryExpressionAlignofType:
				return false
			}
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionStmt {
				found = true
			}
		case *cc.TypeName:
			return false
		}
		return !found
	})
	return found
}

// stable reports whether e keeps its value whatever side effects follow.
func stable(e program.Expr) bool {
	switch x := e.(type) {
	case *program.Const, *program.Zero:
		return true
	case *program.VarRef:
		return x.Var.Temp
	case *program.AddrOf:
		// The address of a variable, or of an element at a stable index.
		return stableLvalueAddr(x.X)
	}
	return false
}

func stableLvalueAddr(e program.Expr) bool {
	switch x := e.(type) {
	case *program.VarRef:
		return true
	case *program.Index:
		return stable(x.Index) && stableLvalueAddr(x.X)
	case *program.Field:
		return stableLvalueAddr(x.X)
	case *program.Deref:
		return stable(x.X)
	}
	return false
}

// snapshot saves the value of a scalar e in a temporary, unless it is
// stable.
func (l *lowerer) snapshot(e program.Expr, pos program.Pos) program.Expr {
	if stable(e) || !e.Type().IsScalar() {
		return e
	}
	t := l.newTemp(e.Type(), pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: t}, RHS: e}, pos)
	return &program.VarRef{Var: t}
}

// rval lowers n to its value: arrays decay to pointers to their first
// element.
func (l *lowerer) rval(n cc.ExpressionNode) program.Expr {
	e := l.expr(n)
	if e == nil {
		l.failf(n, false, "void value not ignored as it ought to be")
	}
	return l.decay(e, n)
}

// decay turns an array lvalue into the address of its first element.
func (l *lowerer) decay(e program.Expr, at cc.Node) program.Expr {
	t := e.Type()
	if t.Kind != program.KindArray {
		return e
	}
	if !program.IsLvalue(e) {
		if l.constDep > 0 {
			l.failf(at, false, "not a constant expression")
		}
		tmp := l.newTemp(t, l.posOf(at))
		l.emit(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: e}, l.posOf(at))
		e = &program.VarRef{Var: tmp}
	}
	l.takeAddress(e)
	return &program.AddrOf{X: &program.Index{X: e, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(t.Elem)}
}

// lval lowers n to an lvalue.
func (l *lowerer) lval(n cc.ExpressionNode) program.Expr {
	e := l.expr(n)
	if e == nil || !program.IsLvalue(e) {
		l.failf(n, false, "expression is not assignable: %s", exprText(n))
	}
	return e
}

// expr lowers n without decaying arrays. It returns nil for expressions of
// type void.
func (l *lowerer) expr(n cc.ExpressionNode) program.Expr {
	n = unwrap(n)
	pos := l.posOf(n)
	switch x := n.(type) {
	case nil:
		l.failf(n, false, "missing expression")
	case *cc.PrimaryExpression:
		return l.primary(x)
	case *cc.PostfixExpression:
		return l.postfix(x, true)
	case *cc.UnaryExpression:
		return l.unaryExpr(x, true)
	case *cc.CastExpression:
		t := l.typeOf(x.TypeName.Type(), x)
		if t.Kind == program.KindVoid {
			l.effect(x.CastExpression)
			return nil
		}
		if !t.IsScalar() {
			l.failf(x, false, "cast to non-scalar type %s", t)
		}
		v := l.rval(x.CastExpression)
		return l.convert(v, t, x, true)
	case *cc.MultiplicativeExpression:
		op := map[cc.MultiplicativeExpressionCase]program.BinaryOp{
			cc.MultiplicativeExpressionMul: program.Mul, cc.MultiplicativeExpressionDiv: program.Div, cc.MultiplicativeExpressionMod: program.Rem,
		}[x.Case]
		a, b := l.operands(x.MultiplicativeExpression, x.CastExpression, pos)
		return l.arith(op, a, b, x)
	case *cc.AdditiveExpression:
		op := program.Add
		if x.Case == cc.AdditiveExpressionSub {
			op = program.Sub
		}
		a, b := l.operands(x.AdditiveExpression, x.MultiplicativeExpression, pos)
		return l.arith(op, a, b, x)
	case *cc.ShiftExpression:
		op := program.Shl
		if x.Case == cc.ShiftExpressionRsh {
			op = program.Shr
		}
		a, b := l.operands(x.ShiftExpression, x.AdditiveExpression, pos)
		return l.arith(op, a, b, x)
	case *cc.AndExpression:
		a, b := l.operands(x.AndExpression, x.EqualityExpression, pos)
		return l.arith(program.And, a, b, x)
	case *cc.ExclusiveOrExpression:
		a, b := l.operands(x.ExclusiveOrExpression, x.AndExpression, pos)
		return l.arith(program.Xor, a, b, x)
	case *cc.InclusiveOrExpression:
		a, b := l.operands(x.InclusiveOrExpression, x.ExclusiveOrExpression, pos)
		return l.arith(program.Or, a, b, x)
	case *cc.RelationalExpression:
		op := map[cc.RelationalExpressionCase]program.BinaryOp{
			cc.RelationalExpressionLt: program.Lt, cc.RelationalExpressionGt: program.Gt,
			cc.RelationalExpressionLeq: program.Le, cc.RelationalExpressionGeq: program.Ge,
		}[x.Case]
		a, b := l.operands(x.RelationalExpression, x.ShiftExpression, pos)
		return l.compare(op, a, b, x)
	case *cc.EqualityExpression:
		op := program.Eq
		if x.Case == cc.EqualityExpressionNeq {
			op = program.Ne
		}
		a, b := l.operands(x.EqualityExpression, x.RelationalExpression, pos)
		return l.compare(op, a, b, x)
	case *cc.LogicalAndExpression:
		return l.logical(true, x.LogicalAndExpression, x.InclusiveOrExpression, x)
	case *cc.LogicalOrExpression:
		return l.logical(false, x.LogicalOrExpression, x.LogicalAndExpression, x)
	case *cc.ConditionalExpression:
		return l.ternary(x, true)
	case *cc.AssignmentExpression:
		return l.assign(x, true)
	case *cc.ExpressionList:
		items := commaList(x)
		for _, it := range items[:len(items)-1] {
			l.effect(it)
		}
		return l.expr(items[len(items)-1])
	}
	l.failf(n, true, "unsupported expression %s", exprText(n))
	return nil
}

// operands lowers the two operands of a binary operator left to right.
func (l *lowerer) operands(a, b cc.ExpressionNode, pos program.Pos) (program.Expr, program.Expr) {
	x := l.rval(a)
	if l.mayChange(x, b) {
		x = l.snapshot(x, pos)
	}
	y := l.rval(b)
	return x, y
}

func (l *lowerer) primary(x *cc.PrimaryExpression) program.Expr {
	switch x.Case {
	case cc.PrimaryExpressionIdent:
		return l.ident(x)
	case cc.PrimaryExpressionInt:
		return l.intConst(x.Token, x)
	case cc.PrimaryExpressionFloat:
		return l.floatConst(x)
	case cc.PrimaryExpressionChar, cc.PrimaryExpressionLChar:
		var v int64
		switch y := x.Value().(type) {
		case cc.Int64Value:
			v = int64(y)
		case cc.UInt64Value:
			v = int64(y)
		default:
			l.failf(x, false, "invalid character constant %s", x.Token.SrcStr())
		}
		return program.NewConst(l.ts.int_, uint64(v))
	case cc.PrimaryExpressionString:
		s, ok := x.Value().(cc.StringValue)
		if !ok {
			l.failf(x, false, "invalid string literal")
		}
		return l.stringObject(string(s), x)
	case cc.PrimaryExpressionLString:
		l.failf(x, true, "unsupported: wide string literal")
	case cc.PrimaryExpressionExpr:
		return l.expr(x.ExpressionList)
	case cc.PrimaryExpressionStmt:
		return l.stmtExpr(x.CompoundStatement, true)
	case cc.PrimaryExpressionGeneric:
		if x.GenericSelection == nil || x.GenericSelection.Associated() == nil {
			l.failf(x, false, "invalid _Generic selection")
		}
		return l.expr(x.GenericSelection.Associated().AssignmentExpression)
	}
	l.failf(x, true, "unsupported expression %s", exprText(x))
	return nil
}

// ident lowers an identifier: a variable or an enumeration constant.
func (l *lowerer) ident(x *cc.PrimaryExpression) program.Expr {
	switch d := x.ResolvedTo().(type) {
	case *cc.Enumerator:
		v := l.enumValue(d)
		if v >= -1<<31 && v < 1<<31 {
			return program.NewConst(l.ts.int_, uint64(v))
		}
		return program.NewConst(l.ts.llong, uint64(v))
	case *cc.Declarator:
		if t := d.Type(); t != nil && t.Kind() == cc.Function {
			return l.funcAddr(d.Name())
		}
		if d.IsTypename() {
			l.failf(x, false, "type name %s used as a value", d.Name())
		}
		return &program.VarRef{Var: l.varOf(d, x)}
	}
	l.failf(x, false, "undeclared identifier %s", x.Token.SrcStr())
	return nil
}

// varOf finds the variable of a declarator.
func (l *lowerer) varOf(d *cc.Declarator, at cc.Node) *program.Var {
	if l.fn != nil {
		if v := l.fn.vars[d]; v != nil {
			return v
		}
	}
	if v := l.statics[d]; v != nil {
		return v
	}
	if d.Name() == "__func__" {
		fn := l.funcName()
		return l.stringVar(fn+"\x00", at)
	}
	if l.isGlobalDecl(d) {
		if v := l.globals[d.Name()]; v != nil {
			return v
		}
		l.failf(at, false, "variable %s is declared but never defined here", d.Name())
	}
	if l.constDep > 0 {
		l.failf(at, false, "not a constant expression: %s", d.Name())
	}
	l.failf(at, false, "internal error in front end: no variable for %s", d.Name())
	return nil
}

// stringObject returns a char array object holding a string literal.
func (l *lowerer) stringObject(s string, at cc.Node) program.Expr {
	return &program.VarRef{Var: l.stringVar(s, at)}
}

func (l *lowerer) stringVar(s string, at cc.Node) *program.Var {
	if l.constDep > 0 {
		l.failf(at, false, "not an integer constant expression")
	}
	if v := l.strs[s]; v != nil {
		return v
	}
	name := l.uniqueName("$string")
	v := &program.Var{Name: name, Type: l.ts.arrayOf(l.ts.char, int64(len(s))), Global: true, Temp: true, CName: name, Pos: l.posOf(at)}
	l.p.Globals = append(l.p.Globals, v)
	l.strs[s] = v
	l.strInit = append(l.strInit, v)
	return v
}

func (l *lowerer) strValue(v *program.Var) string {
	for s, w := range l.strs {
		if w == v {
			return s
		}
	}
	return ""
}

func (l *lowerer) postfix(x *cc.PostfixExpression, want bool) program.Expr {
	pos := l.posOf(x)
	switch x.Case {
	case cc.PostfixExpressionPrimary:
		return l.expr(x.PrimaryExpression)
	case cc.PostfixExpressionIndex:
		if row, ok := l.vlaIndex(x); ok {
			return row
		}
		base := l.expr(x.PostfixExpression)
		if base == nil {
			l.failf(x, false, "subscript of a void value")
		}
		if base.Type().Kind == program.KindArray {
			if l.mayChange(base, x.ExpressionList) {
				base = l.stabilizeLvalue(base, pos)
			}
			idx := l.rval(x.ExpressionList)
			if !idx.Type().IsInteger() {
				l.failf(x, false, "array subscript is not an integer")
			}
			return l.index(base, idx, x)
		}
		b := l.decay(base, x)
		if l.mayChange(b, x.ExpressionList) {
			b = l.snapshot(b, pos)
		}
		i := l.rval(x.ExpressionList)
		if b.Type().Kind != program.KindPointer {
			b, i = i, b // i[p]
		}
		if b.Type().Kind != program.KindPointer || !i.Type().IsInteger() {
			l.failf(x, false, "subscripted value is neither array nor pointer")
		}
		return l.deref(l.arith(program.Add, b, i, x), x)
	case cc.PostfixExpressionCall:
		return l.call(x, want)
	case cc.PostfixExpressionSelect:
		base := l.expr(x.PostfixExpression)
		if base == nil {
			l.failf(x, false, "member access on a void value")
		}
		return l.member(base, x.Token2.SrcStr(), x)
	case cc.PostfixExpressionPSelect:
		p := l.rval(x.PostfixExpression)
		if p.Type().Kind != program.KindPointer {
			l.failf(x, false, "-> on a non-pointer")
		}
		return l.member(l.deref(p, x), x.Token2.SrcStr(), x)
	case cc.PostfixExpressionInc:
		return l.incdec(x.PostfixExpression, program.Add, true, want, x)
	case cc.PostfixExpressionDec:
		return l.incdec(x.PostfixExpression, program.Sub, true, want, x)
	case cc.PostfixExpressionComplit:
		if l.inInit {
			l.failf(x, true, "unsupported: compound literal in a static initialiser")
		}
		t := l.typeOf(x.TypeName.Type(), x)
		v := l.newTemp(t, pos)
		ref := &program.VarRef{Var: v}
		l.initList(ref, x.InitializerList, false, true)
		return ref
	}
	l.failf(x, true, "unsupported expression %s", exprText(x))
	return nil
}

// stabilizeLvalue saves the index and pointer parts of an lvalue that later
// side effects could change.
func (l *lowerer) stabilizeLvalue(e program.Expr, pos program.Pos) program.Expr {
	switch x := e.(type) {
	case *program.Index:
		return &program.Index{X: l.stabilizeLvalue(x.X, pos), Index: l.snapshot(x.Index, pos)}
	case *program.Field:
		return &program.Field{X: l.stabilizeLvalue(x.X, pos), Field: x.Field}
	case *program.Deref:
		return &program.Deref{X: l.snapshot(x.X, pos)}
	}
	return e
}

// index builds a[i] on an array.
func (l *lowerer) index(a, i program.Expr, at cc.Node) program.Expr {
	i = l.cast(i, l.ts.ints.Promote(i.Type()))
	l.lastAccess = nil
	l.hook(&opEvent{Op: "[]", X: a, Y: i, T: a.Type().Elem, Pos: l.posOf(at), Node: at})
	e := &program.Index{X: a, Index: i}
	if l.lastAccess != nil {
		l.accessEdge[e] = l.lastAccess
	}
	return e
}

// deref builds *p.
func (l *lowerer) deref(p program.Expr, at cc.Node) program.Expr {
	t := p.Type()
	if t.Kind != program.KindPointer {
		l.failf(at, false, "dereference of a non-pointer")
	}
	if t == l.ts.fnPtr {
		l.failf(at, true, "unsupported: function pointer")
	}
	if why, ok := l.ts.opaque[t.Elem]; ok {
		l.failf(at, true, "unsupported: %s", why)
	}
	if a, ok := p.(*program.AddrOf); ok {
		return a.X
	}
	l.lastAccess, l.lastTyped = nil, nil
	l.hook(&opEvent{Op: "*", X: p, T: t.Elem, Pos: l.posOf(at), Node: at})
	d := &program.Deref{X: p}
	if l.lastAccess != nil {
		l.accessEdge[d] = l.lastAccess
	}
	if l.lastTyped != nil {
		l.typedEdge[d] = l.lastTyped
	}
	return d
}

// member builds s.name.
func (l *lowerer) member(s program.Expr, name string, at cc.Node) program.Expr {
	t := s.Type()
	if t.Kind != program.KindStruct && t.Kind != program.KindUnion {
		l.failf(at, false, "member %s of a non-struct", name)
	}
	path := findField(t, name)
	if path == nil {
		l.failf(at, false, "no member named %s in %s", name, t)
	}
	for _, i := range path {
		s = &program.Field{X: s, Field: i}
	}
	return s
}

func (l *lowerer) unaryExpr(x *cc.UnaryExpression, want bool) program.Expr {
	pos := l.posOf(x)
	switch x.Case {
	case cc.UnaryExpressionPostfix:
		return l.expr(x.PostfixExpression)
	case cc.UnaryExpressionInc:
		return l.incdec(x.UnaryExpression, program.Add, false, want, x)
	case cc.UnaryExpressionDec:
		return l.incdec(x.UnaryExpression, program.Sub, false, want, x)
	case cc.UnaryExpressionAddrof:
		if name, _ := calleeName(x.CastExpression); name != "" {
			return l.funcAddr(name) // &f, &*f
		}
		l.lastAccess = nil
		e := l.expr(x.CastExpression)
		if e == nil {
			l.failf(x, false, "address of a void value")
		}
		l.undoAccessCheck(e)
		if d, ok := e.(*program.Deref); ok {
			return d.X
		}
		if !program.IsLvalue(e) {
			l.failf(x, false, "cannot take the address of %s", exprText(x.CastExpression))
		}
		if f, ok := e.(*program.Field); ok && f.X.Type().Fields[f.Field].BitWidth > 0 {
			l.failf(x, false, "cannot take the address of a bit-field")
		}
		l.takeAddress(e)
		return &program.AddrOf{X: e, T: l.ts.ptrTo(e.Type())}
	case cc.UnaryExpressionDeref:
		if name, _ := calleeName(x.CastExpression); name != "" {
			return l.funcAddr(name) // *f is f
		}
		p := l.rval(x.CastExpression)
		if p.Type().Kind != program.KindPointer {
			l.failf(x, false, "dereference of a non-pointer")
		}
		if p.Type() == l.ts.fnPtr {
			return p // *fp designates the function fp points to
		}
		if pt, ok := x.CastExpression.Type().(*cc.PointerType); ok && containsVLA(pt.Elem()) {
			return p // *p, p a pointer to a row: the row, a pointer to its first unit (vla.go)
		}
		return l.deref(p, x)
	case cc.UnaryExpressionPlus:
		v := l.rval(x.CastExpression)
		if v.Type().Kind == program.KindFloat {
			return v
		}
		l.needInt(v, x)
		return l.cast(v, l.ts.ints.Promote(v.Type()))
	case cc.UnaryExpressionMinus:
		v := l.rval(x.CastExpression)
		if v.Type().Kind == program.KindFloat {
			return l.floatOp(program.FNeg, v.Type(), v)
		}
		l.needInt(v, x)
		v = l.cast(v, l.ts.ints.Promote(v.Type()))
		l.hook(&opEvent{Op: "unary -", X: v, T: v.Type(), Pos: pos, Node: x})
		return l.unary(program.Neg, v)
	case cc.UnaryExpressionCpl:
		v := l.rval(x.CastExpression)
		l.needInt(v, x)
		v = l.cast(v, l.ts.ints.Promote(v.Type()))
		return l.unary(program.BitNot, v)
	case cc.UnaryExpressionNot:
		v := l.rval(x.CastExpression)
		return l.not(l.toCond(v, pos))
	case cc.UnaryExpressionSizeofExpr:
		return l.sizeofNode(x.UnaryExpression, x)
	case cc.UnaryExpressionSizeofType:
		return program.NewConst(l.ts.sizeT, uint64(l.sizeofCC(x.TypeName.Type(), x)))
	case cc.UnaryExpressionAlignofExpr:
		t := l.typeOf(exprCCType(x.UnaryExpression), x)
		return program.NewConst(l.ts.sizeT, uint64(t.Align))
	case cc.UnaryExpressionAlignofType:
		t := l.typeOf(x.TypeName.Type(), x)
		return program.NewConst(l.ts.sizeT, uint64(t.Align))
	case cc.UnaryExpressionLabelAddr:
		l.failf(x, true, "unsupported: address of a label")
	case cc.UnaryExpressionImag, cc.UnaryExpressionReal:
		l.failf(x, true, "unsupported: complex numbers")
	}
	l.failf(x, true, "unsupported expression %s", exprText(x))
	return nil
}

// exprCCType is cc's type of an expression before array decay.
func exprCCType(n cc.ExpressionNode) cc.Type {
	t := n.Type()
	if t == nil {
		return nil
	}
	return t.Undecay()
}

func (l *lowerer) sizeofNode(n cc.ExpressionNode, at cc.Node) program.Expr {
	u := unwrap(n)
	if p, ok := u.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionString {
		if s, ok := p.Value().(cc.StringValue); ok {
			return program.NewConst(l.ts.sizeT, uint64(len(s)))
		}
	}
	if p, ok := u.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionInt {
		// cc types constants by the host's widths.
		return program.NewConst(l.ts.sizeT, uint64(l.intConst(p.Token, p).T.Size))
	}
	if p, ok := u.(*cc.PrimaryExpression); ok && p.Case == cc.PrimaryExpressionIdent {
		if d, ok := p.ResolvedTo().(*cc.Declarator); ok && l.fn != nil && l.fn.vars[d] != nil && l.vlaLen[l.fn.vars[d]] != nil {
			return l.vlaSizeof(l.fn.vars[d])
		}
		if d, ok := p.ResolvedTo().(*cc.Declarator); ok && d.Type() != nil {
			t := l.typeOf(d.Type(), at)
			return program.NewConst(l.ts.sizeT, uint64(l.sizeOf(t, at)))
		}
	}
	ct := exprCCType(n)
	if ct == nil || ct.Kind() == cc.InvalidKind {
		l.failf(at, false, "invalid operand of sizeof")
	}
	if containsVLA(ct) {
		// A row of an array with a variable dimension (sizeof a[0]).
		unit := program.NewConst(l.ts.sizeT, uint64(l.sizeofCC(vlaUnit(ct), at)))
		return l.binary(program.Mul, l.vlaElems(ct, at), unit, l.ts.sizeT)
	}
	return program.NewConst(l.ts.sizeT, uint64(l.sizeofCC(ct, at)))
}

// sizeofCC is the size of a C type in our data model; floating point types
// have sizes too.
func (l *lowerer) sizeofCC(t cc.Type, at cc.Node) int64 {
	if t == nil {
		l.failf(at, false, "invalid operand of sizeof")
	}
	switch {
	case t.Kind() == cc.Function:
		return 1
	case unsupportedKind(t.Kind()) != "":
		return l.ts.opaqueType(t, unsupportedKind(t.Kind())).Size
	}
	return l.sizeOf(l.typeOf(t, at), at)
}

func (l *lowerer) sizeOf(t *program.Type, at cc.Node) int64 {
	if t.Kind == program.KindVoid {
		return 1
	}
	return t.Size
}

func (l *lowerer) needInt(v program.Expr, at cc.Node) {
	if !v.Type().IsInteger() {
		l.failf(at, false, "operand of type %s where an integer is required", v.Type())
	}
}

// toCond converts a scalar to a Bool condition: x != 0.
func (l *lowerer) toCond(e program.Expr, pos program.Pos) program.Expr {
	t := e.Type()
	switch t.Kind {
	case program.KindBool:
		return e
	case program.KindInt:
		if c, ok := e.(*program.Cast); ok && c.X.Type().Kind == program.KindBool {
			return c.X
		}
		return l.binary(program.Ne, e, program.NewConst(t, 0), program.Bool)
	case program.KindPointer:
		return l.binary(program.Ne, e, &program.Const{T: t, Val: 0}, program.Bool)
	case program.KindFloat:
		return l.floatConvert(e, program.Bool)
	}
	l.failAt(pos, false, "value of type %s used as a condition", t)
	return nil
}

// convert converts a value to type t as C's assignment and casts do.
func (l *lowerer) convert(e program.Expr, t *program.Type, at cc.Node, explicit bool) program.Expr {
	st := e.Type()
	if program.Identical(st, t) {
		return l.cast(e, t)
	}
	switch t.Kind {
	case program.KindBool:
		if !st.IsScalar() {
			break
		}
		return l.toCond(e, l.posOf(at))
	case program.KindInt:
		if !st.IsScalar() {
			break
		}
		if st == l.ts.fnPtr {
			l.failf(at, true, "unsupported: function pointer converted to an integer")
		}
		if st.Kind == program.KindInt && (st.Width != t.Width || st.Signed != t.Signed) {
			l.hook(&opEvent{Op: "conversion", X: e, T: t, Pos: l.posOf(at), Node: at})
		}
		if st.Kind == program.KindFloat {
			l.hook(&opEvent{Op: "float conversion", X: e, T: t, Pos: l.posOf(at), Node: at})
		}
		if st.Kind == program.KindPointer {
			if off, ok := l.addrOffset(&program.Cast{X: e, T: t}); ok {
				return program.NewConst(t, uint64(off))
			}
		}
		return l.cast(e, t)
	case program.KindFloat:
		if !st.IsArithmetic() {
			break
		}
		if st.Kind == program.KindFloat {
			l.hook(&opEvent{Op: "float conversion", X: e, T: t, Pos: l.posOf(at), Node: at})
		}
		return l.cast(e, t)
	case program.KindPointer:
		switch st.Kind {
		case program.KindPointer:
			return l.cast(e, t)
		case program.KindInt, program.KindBool:
			if c, ok := isConst(e); ok && c.IsZero() {
				return &program.Const{T: t, Val: 0}
			}
			if t == l.ts.fnPtr {
				l.failf(at, true, "unsupported: integer converted to a function pointer")
			}
			return l.cast(e, t)
		}
	case program.KindStruct, program.KindUnion, program.KindArray:
		if program.Identical(st, t) {
			return e
		}
	}
	l.failf(at, false, "cannot convert %s to %s", st, t)
	return nil
}

// conv converts implicitly (assignment, argument passing, return).
func (l *lowerer) conv(e program.Expr, t *program.Type, at cc.Node) program.Expr {
	return l.convert(e, t, at, false)
}

// arith lowers a binary arithmetic, bitwise or shift operator, including
// pointer arithmetic.
func (l *lowerer) arith(op program.BinaryOp, x, y program.Expr, at cc.Node) program.Expr {
	pos := l.posOf(at)
	tx, ty := x.Type(), y.Type()
	if (op == program.Add || op == program.Sub) && (tx.Kind == program.KindPointer || ty.Kind == program.KindPointer) {
		return l.ptrArith(op, x, y, at)
	}
	if tx.Kind == program.KindFloat || ty.Kind == program.KindFloat {
		return l.floatArith(op, x, y, at)
	}
	if !tx.IsInteger() || !ty.IsInteger() {
		l.failf(at, false, "invalid operands of types %s and %s", tx, ty)
	}
	if op == program.Shl || op == program.Shr {
		x = l.cast(x, l.ts.ints.Promote(tx))
		y = l.cast(y, l.ts.ints.Promote(ty))
		l.hook(&opEvent{Op: op.String(), X: x, Y: y, T: x.Type(), Pos: pos, Node: at})
		return l.binary(op, x, y, x.Type())
	}
	t := l.ts.ints.Usual(l.ts.ints.Promote(tx), l.ts.ints.Promote(ty))
	x, y = l.cast(x, t), l.cast(y, t)
	l.hook(&opEvent{Op: op.String(), X: x, Y: y, T: t, Pos: pos, Node: at})
	return l.binary(op, x, y, t)
}

// ptrArith lowers p + i, i + p, p - i and p - q.
func (l *lowerer) ptrArith(op program.BinaryOp, x, y program.Expr, at cc.Node) program.Expr {
	pos := l.posOf(at)
	tx, ty := x.Type(), y.Type()
	if tx.Kind != program.KindPointer {
		if op == program.Sub {
			l.failf(at, false, "invalid operands of types %s and %s", tx, ty)
		}
		x, y, tx, ty = y, x, ty, tx
	}
	if tx == l.ts.fnPtr || ty == l.ts.fnPtr {
		l.failf(at, true, "unsupported: function pointer arithmetic")
	}
	row := l.vlaRow(at)
	if ty.Kind == program.KindPointer {
		if op != program.Sub {
			l.failf(at, false, "invalid operands of types %s and %s", tx, ty)
		}
		l.hook(&opEvent{Op: "pointer -", X: x, Y: y, T: l.ts.ptrdiffT, Pos: pos, Node: at})
		diff := program.Expr(&program.Binary{Op: program.Sub, X: x, Y: l.cast(y, tx), T: l.ts.ptrdiffT})
		if row != nil {
			// Units apart, divided by the rows' stride.
			diff = l.binary(program.Div, diff, l.cast(l.vlaElems(row, at), l.ts.ptrdiffT), l.ts.ptrdiffT)
		}
		return diff
	}
	if !ty.IsInteger() {
		l.failf(at, false, "invalid operands of types %s and %s", tx, ty)
	}
	y = l.cast(l.cast(y, l.ts.ints.Promote(ty)), l.ts.ptrdiffT)
	if row != nil {
		// A pointer to rows steps by rows: the stride in units.
		y = l.binary(program.Mul, y, l.cast(l.vlaElems(row, at), l.ts.ptrdiffT), l.ts.ptrdiffT)
	}
	l.hook(&opEvent{Op: "pointer " + op.String(), X: x, Y: y, T: tx, Pos: pos, Node: at})
	if c, ok := isConst(y); ok && c.IsZero() {
		return x
	}
	return &program.Binary{Op: op, X: x, Y: y, T: tx}
}

// compare lowers a relational or equality operator.
func (l *lowerer) compare(op program.BinaryOp, x, y program.Expr, at cc.Node) program.Expr {
	tx, ty := x.Type(), y.Type()
	switch {
	case tx.Kind == program.KindFloat || ty.Kind == program.KindFloat:
		return l.floatCompare(op, x, y, at)
	case tx.IsInteger() && ty.IsInteger():
		if tx.Kind == program.KindBool && ty.Kind == program.KindBool && (op == program.Eq || op == program.Ne) {
			return l.binary(op, x, y, program.Bool)
		}
		t := l.ts.ints.Usual(l.ts.ints.Promote(tx), l.ts.ints.Promote(ty))
		x, y = l.cast(x, t), l.cast(y, t)
		return l.binary(op, x, y, program.Bool)
	case tx.Kind == program.KindPointer && ty.Kind == program.KindPointer:
		if (tx == l.ts.fnPtr || ty == l.ts.fnPtr) && op != program.Eq && op != program.Ne {
			l.failf(at, true, "unsupported: ordered comparison of function pointers")
		}
		if c, ok := isConst(y); ok && c.IsZero() {
			y = &program.Const{T: tx, Val: 0}
		} else if c, ok := isConst(x); ok && c.IsZero() {
			x = &program.Const{T: ty, Val: 0}
		}
		return &program.Binary{Op: op, X: x, Y: y, T: program.Bool}
	case tx.Kind == program.KindPointer && ty.IsInteger():
		return &program.Binary{Op: op, X: x, Y: l.convert(y, tx, at, true), T: program.Bool}
	case ty.Kind == program.KindPointer && tx.IsInteger():
		return &program.Binary{Op: op, X: l.convert(x, ty, at, true), Y: y, T: program.Bool}
	}
	l.failf(at, false, "invalid comparison of %s and %s", tx, ty)
	return nil
}

// withGuard lowers f with the check guard extended by g.
func (l *lowerer) withGuard(g program.Expr, f func()) {
	saved := l.guard
	if l.guard == nil {
		l.guard = g
	} else {
		l.guard = l.and(l.guard, g)
	}
	f()
	l.guard = saved
}

// logical lowers && (and true) or || in value context.
func (l *lowerer) logical(and bool, a, b cc.ExpressionNode, at cc.Node) program.Expr {
	pos := l.posOf(at)
	if !hasSE(b) {
		x := l.toCond(l.rval(a), pos)
		var y program.Expr
		g := x
		if !and {
			g = l.not(x)
		}
		l.withGuard(g, func() { y = l.toCond(l.rval(b), pos) })
		if and {
			return l.and(x, y)
		}
		return l.or(x, y)
	}
	tmp := l.newTemp(program.Bool, pos)
	ref := &program.VarRef{Var: tmp}
	t, f, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
	l.cond(at, t, f)
	l.placeNoFall(t)
	l.emit(&program.Assign{LHS: ref, RHS: program.True}, pos)
	l.jump(join, pos)
	l.placeNoFall(f)
	l.emit(&program.Assign{LHS: ref, RHS: program.False}, pos)
	l.place(join)
	return ref
}

// commonType is the type of c ? a : b.
func (l *lowerer) commonType(a, b program.Expr, at cc.Node) *program.Type {
	ta, tb := a.Type(), b.Type()
	switch {
	case ta.Kind == program.KindBool && tb.Kind == program.KindBool:
		return program.Bool
	case ta.IsInteger() && tb.IsInteger():
		return l.ts.ints.Usual(l.ts.ints.Promote(ta), l.ts.ints.Promote(tb))
	case ta.IsArithmetic() && tb.IsArithmetic():
		return l.ts.ints.Usual(ta, tb)
	case ta.Kind == program.KindPointer && tb.Kind == program.KindPointer:
		if c, ok := isConst(a); ok && c.IsZero() {
			return tb
		}
		if ta.Elem.Kind == program.KindVoid {
			return ta
		}
		if tb.Elem.Kind == program.KindVoid {
			if c, ok := isConst(b); ok && c.IsZero() {
				return ta
			}
			return tb
		}
		return ta
	case ta.Kind == program.KindPointer && tb.IsInteger():
		return ta
	case tb.Kind == program.KindPointer && ta.IsInteger():
		return tb
	case program.Identical(ta, tb):
		return ta
	}
	l.failf(at, false, "type mismatch in conditional expression: %s and %s", ta, tb)
	return nil
}

// ternary lowers c ? a : b (and GNU's c ?: b).
func (l *lowerer) ternary(x *cc.ConditionalExpression, want bool) program.Expr {
	pos := l.posOf(x)
	an, bn := x.ExpressionList, x.ConditionalExpression
	if !hasSE(an) && !hasSE(bn) && !isVoidExpr(an) && !isVoidExpr(bn) {
		var c program.Expr
		var av, bv program.Expr
		if an == nil {
			av = l.snapshot(l.rval(x.LogicalOrExpression), pos)
			c = l.toCond(av, pos)
		} else {
			c = l.toCond(l.rval(x.LogicalOrExpression), pos)
			l.withGuard(c, func() { av = l.rval(an) })
		}
		l.withGuard(l.not(c), func() { bv = l.rval(bn) })
		t := l.commonType(av, bv, x)
		av, bv = l.conv(av, t, x), l.conv(bv, t, x)
		if cc, ok := isConst(c); ok {
			if cc.Val != 0 {
				return av
			}
			return bv
		}
		if program.Identical(av.Type(), bv.Type()) && av == bv {
			return av
		}
		return &program.Ite{Cond: c, Then: av, Else: bv}
	}
	if l.constDep > 0 {
		l.failf(x, false, "not a constant expression")
	}
	t, f, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
	var av program.Expr
	if an == nil {
		av = l.snapshot(l.rval(x.LogicalOrExpression), pos)
		l.branch(l.toCond(av, pos), t, f, pos)
	} else {
		l.cond(x.LogicalOrExpression, t, f)
	}
	l.placeNoFall(t)
	var tmp *program.Var
	var first *program.Assign
	if an != nil {
		if want {
			av = l.expr(an)
			if av != nil {
				av = l.decay(av, an)
			}
		} else {
			l.effect(an)
		}
	}
	if want && av != nil {
		tmp = l.newTemp(av.Type(), pos)
		first = &program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: av}
		l.emit(first, pos)
	}
	l.jump(join, pos)
	l.placeNoFall(f)
	if want && tmp != nil {
		bv := l.expr(bn)
		if bv == nil {
			l.failf(bn, false, "void value in conditional expression")
		}
		bv = l.decay(bv, bn)
		ct := l.commonType(av, bv, x)
		tmp.Type = ct
		first.LHS = &program.VarRef{Var: tmp}
		first.RHS = l.conv(av, ct, x)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: l.conv(bv, ct, x)}, pos)
	} else {
		l.effect(bn)
	}
	l.place(join)
	if tmp == nil {
		return nil
	}
	return &program.VarRef{Var: tmp}
}

// isVoidExpr reports whether an expression has type void (by cc's typing).
func isVoidExpr(n cc.ExpressionNode) bool {
	if n == nil {
		return false
	}
	t := n.Type()
	return t != nil && t.Kind() == cc.Void
}

var compoundOps = map[cc.AssignmentExpressionCase]program.BinaryOp{
	cc.AssignmentExpressionMul: program.Mul, cc.AssignmentExpressionDiv: program.Div, cc.AssignmentExpressionMod: program.Rem,
	cc.AssignmentExpressionAdd: program.Add, cc.AssignmentExpressionSub: program.Sub,
	cc.AssignmentExpressionLsh: program.Shl, cc.AssignmentExpressionRsh: program.Shr,
	cc.AssignmentExpressionAnd: program.And, cc.AssignmentExpressionXor: program.Xor, cc.AssignmentExpressionOr: program.Or,
}

// assign lowers simple and compound assignment; its value is the lvalue
// read back.
func (l *lowerer) assign(x *cc.AssignmentExpression, want bool) program.Expr {
	pos := l.posOf(x)
	if l.constDep > 0 {
		l.failf(x, false, "not a constant expression")
	}
	if x.Case == cc.AssignmentExpressionAssign {
		if name, t := l.nondetCall(x.AssignmentExpression); name != "" {
			lv := l.lval(x.UnaryExpression)
			if t != nil && program.Identical(t, lv.Type()) {
				l.emit(&program.Havoc{LHS: lv, Why: name, CallEnd: l.callEnd(x.AssignmentExpression)}, pos)
				return lv
			}
		}
		r := l.expr(x.AssignmentExpression)
		if r == nil {
			l.failf(x, false, "void value not ignored as it ought to be")
		}
		r = l.decay(r, x.AssignmentExpression)
		if l.mayChange(r, x.UnaryExpression) {
			r = l.snapshot(r, pos)
		}
		lv := l.lval(x.UnaryExpression)
		l.emit(&program.Assign{LHS: lv, RHS: l.conv(r, lv.Type(), x)}, pos)
		return lv
	}
	op, ok := compoundOps[x.Case]
	if !ok {
		l.failf(x, true, "unsupported assignment operator")
	}
	r := l.rval(x.AssignmentExpression)
	if l.mayChange(r, x.UnaryExpression) {
		r = l.snapshot(r, pos)
	}
	lv := l.lval(x.UnaryExpression)
	if !lv.Type().IsScalar() {
		l.failf(x, false, "compound assignment to a non-scalar")
	}
	v := l.arith(op, lv, r, x)
	l.emit(&program.Assign{LHS: lv, RHS: l.conv(v, lv.Type(), x)}, pos)
	return lv
}

// incdec lowers ++ and -- (op Add or Sub), prefix or postfix.
func (l *lowerer) incdec(n cc.ExpressionNode, op program.BinaryOp, post, want bool, at cc.Node) program.Expr {
	pos := l.posOf(at)
	if l.constDep > 0 {
		l.failf(at, false, "not a constant expression")
	}
	lv := l.lval(n)
	t := lv.Type()
	if !t.IsScalar() {
		l.failf(at, false, "increment of a non-scalar")
	}
	var old program.Expr
	if post && want {
		tmp := l.newTemp(t, pos)
		old = &program.VarRef{Var: tmp}
		l.emit(&program.Assign{LHS: old, RHS: lv}, pos)
	}
	v := l.arith(op, lv, program.NewConst(l.ts.int_, 1), at)
	l.emit(&program.Assign{LHS: lv, RHS: l.conv(v, t, at)}, pos)
	if post {
		return old
	}
	return lv
}

// effect lowers an expression evaluated for its side effects only.
func (l *lowerer) effect(n cc.ExpressionNode) {
	if n == nil {
		return
	}
	u := unwrap(n)
	pos := l.posOf(u)
	switch x := u.(type) {
	case *cc.AssignmentExpression:
		l.assign(x, false)
		return
	case *cc.PostfixExpression:
		switch x.Case {
		case cc.PostfixExpressionInc, cc.PostfixExpressionDec, cc.PostfixExpressionCall:
			l.postfix(x, false)
			return
		}
	case *cc.UnaryExpression:
		switch x.Case {
		case cc.UnaryExpressionInc, cc.UnaryExpressionDec:
			l.unaryExpr(x, false)
			return
		}
	case *cc.ExpressionList:
		for _, it := range commaList(x) {
			l.effect(it)
		}
		return
	case *cc.CastExpression:
		if x.TypeName != nil && x.TypeName.Type() != nil && x.TypeName.Type().Kind() == cc.Void {
			l.effect(x.CastExpression)
			return
		}
	case *cc.ConditionalExpression:
		if l.assertPattern(x) {
			return
		}
		if hasSE(x.ExpressionList) || hasSE(x.ConditionalExpression) || isVoidExpr(x.ExpressionList) || isVoidExpr(x.ConditionalExpression) {
			l.ternary(x, false)
			return
		}
	case *cc.LogicalAndExpression:
		if hasSE(x.InclusiveOrExpression) {
			t, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
			l.cond(x.LogicalAndExpression, t, join)
			l.placeNoFall(t)
			l.effect(x.InclusiveOrExpression)
			l.place(join)
			return
		}
	case *cc.LogicalOrExpression:
		if hasSE(x.LogicalAndExpression) {
			f, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
			l.cond(x.LogicalOrExpression, join, f)
			l.placeNoFall(f)
			l.effect(x.LogicalAndExpression)
			l.place(join)
			return
		}
	case *cc.PrimaryExpression:
		if x.Case == cc.PrimaryExpressionStmt {
			l.stmtExpr(x.CompoundStatement, false)
			return
		}
	}
	l.expr(u)
}

// cond lowers a controlling expression as control flow to t or f.
func (l *lowerer) cond(n cc.Node, t, f *program.Loc) {
	e, _ := n.(cc.ExpressionNode)
	u := unwrap(e)
	pos := l.posOf(n)
	switch x := u.(type) {
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionNot {
			l.cond(x.CastExpression, f, t)
			return
		}
	case *cc.LogicalAndExpression:
		if hasSE(x.InclusiveOrExpression) {
			mid := l.newLabel(pos, l.funcName())
			l.cond(x.LogicalAndExpression, mid, f)
			l.placeNoFall(mid)
			l.cond(x.InclusiveOrExpression, t, f)
			return
		}
	case *cc.LogicalOrExpression:
		if hasSE(x.LogicalAndExpression) {
			mid := l.newLabel(pos, l.funcName())
			l.cond(x.LogicalOrExpression, t, mid)
			l.placeNoFall(mid)
			l.cond(x.LogicalAndExpression, t, f)
			return
		}
	case *cc.ExpressionList:
		items := commaList(x)
		for _, it := range items[:len(items)-1] {
			l.effect(it)
		}
		l.cond(items[len(items)-1], t, f)
		return
	}
	v := l.rval(u)
	l.branch(l.toCond(v, pos), t, f, pos)
}
