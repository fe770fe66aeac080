package cfront

import (
	"math/big"
	"strconv"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Constructors of program expressions that fold constants. Folding follows
// the program's semantics (two's complement of the type's width); cases
// that a check may want to report (division by zero, oversized shifts) are
// left unfolded.

func isConst(e program.Expr) (*program.Const, bool) {
	c, ok := e.(*program.Const)
	return c, ok
}

// cast converts e to the scalar type t.
func (l *lowerer) cast(e program.Expr, t *program.Type) program.Expr {
	st := e.Type()
	if program.Identical(st, t) {
		if c, ok := isConst(e); ok && c.T != t {
			return &program.Const{T: t, Val: c.Val, Hi: c.Hi}
		}
		return e
	}
	if st.Kind == program.KindFloat || t.Kind == program.KindFloat {
		return l.floatConvert(e, t)
	}
	c, isC := isConst(e)
	if !isC && st.Kind == program.KindPointer && t.Kind == program.KindPointer {
		l.notePointerCast(st.Elem, t.Elem)
	}
	if st.Kind == program.KindPointer && t.Kind == program.KindInt && !isC {
		if off, ok := l.nullOffset(e); ok {
			// offsetof with a variable index, (size_t)&((T *)0)->m[i]:
			// the offset, with no object's address.
			return l.cast(off, t)
		}
	}
	if (st.Kind == program.KindPointer && t.Kind == program.KindInt && !(isC && c.IsZero())) ||
		(st.IsInteger() && st.Kind != program.KindBool && t.Kind == program.KindPointer && !(isC && c.IsZero())) {
		l.addrConv = true // addr.go
	}
	if isC {
		switch {
		case st.Kind == program.KindPointer && t.Kind == program.KindPointer:
			return &program.Const{T: t, Val: c.Val}
		case st.Kind == program.KindPointer:
			if c.IsZero() {
				if t.Kind == program.KindBool {
					return program.False
				}
				return program.NewConst(t, 0)
			}
		case t.Kind == program.KindBool:
			if !c.IsZero() {
				return program.True
			}
			return program.False
		case t.Kind == program.KindInt && st.Width <= 64 && t.Width <= 64:
			return program.NewConst(t, uint64(c.SignedValue()))
		case t.Kind == program.KindInt:
			return program.NewConstBig(t, c.Big())
		case t.Kind == program.KindPointer && c.IsZero():
			return &program.Const{T: t, Val: 0}
		}
	}
	if x, ok := e.(*program.Cast); ok && t.Kind == program.KindInt && x.X.Type().IsInteger() && st.Kind == program.KindInt {
		// (T)(S)x with S at least as wide as T is (T)x.
		if st.Width >= t.Width && x.X.Type().Kind == program.KindInt {
			return l.cast(x.X, t)
		}
	}
	return &program.Cast{X: e, T: t}
}

// not negates a Bool.
func (l *lowerer) not(c program.Expr) program.Expr {
	switch x := c.(type) {
	case *program.Const:
		if x.Val != 0 {
			return program.False
		}
		return program.True
	case *program.Unary:
		if x.Op == program.LNot {
			return x.X
		}
	}
	return &program.Unary{Op: program.LNot, X: c}
}

func (l *lowerer) and(a, b program.Expr) program.Expr {
	if c, ok := isConst(a); ok {
		if c.Val == 0 {
			return program.False
		}
		return b
	}
	if c, ok := isConst(b); ok {
		if c.Val != 0 {
			return a
		}
		return program.False // operands are pure
	}
	return &program.Binary{Op: program.LAnd, X: a, Y: b, T: program.Bool}
}

// ite is c ? a : b, folded when c is a constant.
func (l *lowerer) ite(c, a, b program.Expr) program.Expr {
	if k, ok := isConst(c); ok {
		if k.Val != 0 {
			return a
		}
		return b
	}
	return &program.Ite{Cond: c, Then: a, Else: b}
}

func (l *lowerer) or(a, b program.Expr) program.Expr {
	if c, ok := isConst(a); ok {
		if c.Val != 0 {
			return program.True
		}
		return b
	}
	if c, ok := isConst(b); ok {
		if c.Val == 0 {
			return a
		}
		return program.True // operands are pure
	}
	return &program.Binary{Op: program.LOr, X: a, Y: b, T: program.Bool}
}

// unary builds -x or ~x on an integer type.
func (l *lowerer) unary(op program.UnaryOp, x program.Expr) program.Expr {
	if c, ok := isConst(x); ok && x.Type().Kind == program.KindInt {
		switch {
		case c.T.Width > 64 && op == program.Neg:
			return program.NewConstBig(c.T, new(big.Int).Neg(c.Big()))
		case c.T.Width > 64 && op == program.BitNot:
			return program.NewConstBig(c.T, new(big.Int).Not(c.Big()))
		case op == program.Neg:
			return program.NewConst(c.T, -c.Val)
		case op == program.BitNot:
			return program.NewConst(c.T, ^c.Val)
		}
	}
	return &program.Unary{Op: op, X: x}
}

// binary builds a binary expression, folding integer constants.
func (l *lowerer) binary(op program.BinaryOp, x, y program.Expr, t *program.Type) program.Expr {
	cx, okx := isConst(x)
	cy, oky := isConst(y)
	if okx && oky && x.Type().IsInteger() && y.Type().IsInteger() {
		if v, ok := foldBinary(op, cx, cy, t); ok {
			return v
		}
	}
	if op == program.LAnd {
		return l.and(x, y)
	}
	if op == program.LOr {
		return l.or(x, y)
	}
	return &program.Binary{Op: op, X: x, Y: y, T: t}
}

func foldBinary(op program.BinaryOp, x, y *program.Const, t *program.Type) (program.Expr, bool) {
	if x.T.Width > 64 || y.T.Width > 64 || t.Width > 64 {
		return foldWide(op, x, y, t)
	}
	ot := x.T
	ux, uy := x.Val, y.Val
	sx, sy := x.SignedValue(), y.SignedValue()
	signed := ot.Kind == program.KindInt && ot.Signed
	b := func(v bool) program.Expr {
		if v {
			return program.True
		}
		return program.False
	}
	switch op {
	case program.Add:
		return program.NewConst(t, ux+uy), true
	case program.Sub:
		return program.NewConst(t, ux-uy), true
	case program.Mul:
		return program.NewConst(t, ux*uy), true
	case program.Div, program.Rem:
		if uy == 0 {
			return nil, false
		}
		if signed {
			if sy == -1 && sx == program.SignExtend(uint64(1)<<uint(ot.Width-1), ot) {
				return nil, false
			}
			if op == program.Div {
				return program.NewConst(t, uint64(sx/sy)), true
			}
			return program.NewConst(t, uint64(sx%sy)), true
		}
		if op == program.Div {
			return program.NewConst(t, ux/uy), true
		}
		return program.NewConst(t, ux%uy), true
	case program.Shl, program.Shr:
		amt := y.SignedValue()
		if amt < 0 || amt >= int64(t.Width) {
			return nil, false
		}
		if op == program.Shl {
			return program.NewConst(t, ux<<uint(amt)), true
		}
		if signed {
			return program.NewConst(t, uint64(sx>>uint(amt))), true
		}
		return program.NewConst(t, ux>>uint(amt)), true
	case program.And:
		return program.NewConst(t, ux&uy), true
	case program.Or:
		return program.NewConst(t, ux|uy), true
	case program.Xor:
		return program.NewConst(t, ux^uy), true
	case program.Eq:
		return b(ux == uy), true
	case program.Ne:
		return b(ux != uy), true
	case program.Lt, program.Le, program.Gt, program.Ge:
		var lt, eq bool
		if signed {
			lt, eq = sx < sy, sx == sy
		} else {
			lt, eq = ux < uy, ux == uy
		}
		switch op {
		case program.Lt:
			return b(lt), true
		case program.Le:
			return b(lt || eq), true
		case program.Gt:
			return b(!lt && !eq), true
		}
		return b(!lt), true
	case program.LAnd:
		return b(ux != 0 && uy != 0), true
	case program.LOr:
		return b(ux != 0 || uy != 0), true
	}
	return nil, false
}

// foldWide folds an operator on constants of which some is wider than 64
// bits (__int128), on mathematical integers wrapped to the type. Like
// foldBinary it leaves division by zero, MIN / -1 and oversized shifts
// unfolded.
func foldWide(op program.BinaryOp, x, y *program.Const, t *program.Type) (program.Expr, bool) {
	a, b := x.Big(), y.Big()
	r := new(big.Int)
	cmp := a.Cmp(b) // Big is signed or not by the (common) operand type
	boolean := func(v bool) (program.Expr, bool) {
		if v {
			return program.True, true
		}
		return program.False, true
	}
	switch op {
	case program.Add:
		r.Add(a, b)
	case program.Sub:
		r.Sub(a, b)
	case program.Mul:
		r.Mul(a, b)
	case program.Div, program.Rem:
		if b.Sign() == 0 || x.T.Signed && b.Cmp(big.NewInt(-1)) == 0 && a.Cmp(program.MinConst(x.T).Big()) == 0 {
			return nil, false
		}
		if op == program.Div {
			r.Quo(a, b) // truncating, as C
		} else {
			r.Rem(a, b)
		}
	case program.Shl, program.Shr:
		if b.Sign() < 0 || b.Cmp(big.NewInt(int64(t.Width))) >= 0 {
			return nil, false
		}
		if op == program.Shl {
			r.Lsh(a, uint(b.Int64()))
		} else {
			r.Rsh(a, uint(b.Int64())) // floor: arithmetic for negative a
		}
	case program.And:
		r.And(a, b)
	case program.Or:
		r.Or(a, b)
	case program.Xor:
		r.Xor(a, b)
	case program.Eq:
		return boolean(cmp == 0)
	case program.Ne:
		return boolean(cmp != 0)
	case program.Lt:
		return boolean(cmp < 0)
	case program.Le:
		return boolean(cmp <= 0)
	case program.Gt:
		return boolean(cmp > 0)
	case program.Ge:
		return boolean(cmp >= 0)
	default:
		return nil, false
	}
	return program.NewConstBig(t, r), true
}

// intConst returns the value and type of an integer constant token, by
// C's rules with the data model's widths.
func (l *lowerer) intConst(tok cc.Token, at cc.Node) *program.Const {
	ts := l.ts
	s := strings.ToLower(tok.SrcStr())
	body := strings.TrimRight(s, "ul")
	suffix := s[len(body):]
	// GCC accepts the imaginary suffix i/j: not ours.
	var v uint64
	var err error
	switch {
	case strings.HasPrefix(body, "0x"), strings.HasPrefix(body, "0b"):
		v, err = strconv.ParseUint(body[2:], map[byte]int{'x': 16, 'b': 2}[body[1]], 64)
	case len(body) > 1 && body[0] == '0':
		v, err = strconv.ParseUint(body[1:], 8, 64)
	default:
		v, err = strconv.ParseUint(body, 10, 64)
	}
	if err != nil {
		l.failf(at, false, "invalid integer constant %s", tok.SrcStr())
	}
	decimal := !strings.HasPrefix(body, "0") || body == "0"
	uns := strings.Contains(suffix, "u")
	longs := strings.Count(suffix, "l")
	var cands []*program.Type
	switch {
	case uns && longs == 0:
		cands = []*program.Type{ts.uint_, ts.ulong, ts.ullong}
	case uns && longs == 1:
		cands = []*program.Type{ts.ulong, ts.ullong}
	case uns:
		cands = []*program.Type{ts.ullong}
	case longs == 0 && decimal:
		cands = []*program.Type{ts.int_, ts.long, ts.llong}
	case longs == 0:
		cands = []*program.Type{ts.int_, ts.uint_, ts.long, ts.ulong, ts.llong, ts.ullong}
	case longs == 1 && decimal:
		cands = []*program.Type{ts.long, ts.llong}
	case longs == 1:
		cands = []*program.Type{ts.long, ts.ulong, ts.llong, ts.ullong}
	case decimal:
		cands = []*program.Type{ts.llong}
	default:
		cands = []*program.Type{ts.llong, ts.ullong}
	}
	for _, t := range cands {
		max := t.Mask()
		if t.Signed {
			max >>= 1
		}
		if v <= max {
			return program.NewConst(t, v)
		}
	}
	return program.NewConst(ts.ullong, v)
}

// constInt evaluates an integer constant expression.
func (l *lowerer) constInt(n cc.ExpressionNode) (int64, *program.Type) {
	l.constDep++
	e := l.rval(n)
	l.constDep--
	c, ok := isConst(e)
	if !ok || !c.T.IsInteger() {
		if off, ok := l.addrOffset(e); ok {
			return off, e.Type()
		}
		l.failf(n, false, "not an integer constant expression: %s", exprText(n))
	}
	return c.SignedValue(), c.T
}

// addrOffset recognises offsetof's ((size_t)&((T*)0)->m): the byte offset
// of a member of an object at address 0.
func (l *lowerer) addrOffset(e program.Expr) (int64, bool) {
	c, ok := e.(*program.Cast)
	if !ok || !c.T.IsInteger() {
		return 0, false
	}
	a, ok := c.X.(*program.AddrOf)
	if !ok {
		return 0, false
	}
	var off int64
	x := a.X
	for {
		switch y := x.(type) {
		case *program.Field:
			off += y.X.Type().Fields[y.Field].Offset
			x = y.X
		case *program.Index:
			ic, ok := isConst(y.Index)
			if !ok {
				return 0, false
			}
			off += ic.SignedValue() * y.Type().Size
			x = y.X
		case *program.Deref:
			if pc, ok := isConst(y.X); ok && pc.Val == 0 {
				return off, true
			}
			return 0, false
		default:
			return 0, false
		}
	}
}

// nullOffset is the byte offset, as an integer of the pointer width, of
// the address of a subobject of an object at address 0 (&((T *)0)->m[i].f,
// indices of any value).
func (l *lowerer) nullOffset(e program.Expr) (program.Expr, bool) {
	a, ok := e.(*program.AddrOf)
	if !ok {
		return nil, false
	}
	ut := l.ts.sizeT
	var off program.Expr = program.NewConst(ut, 0)
	x := a.X
	for {
		switch y := x.(type) {
		case *program.Field:
			off = l.binary(program.Add, off, program.NewConst(ut, uint64(y.X.Type().Fields[y.Field].Offset)), ut)
			x = y.X
		case *program.Index:
			if !y.Index.Type().IsInteger() {
				return nil, false
			}
			i := l.cast(y.Index, ut)
			off = l.binary(program.Add, off, l.binary(program.Mul, i, program.NewConst(ut, uint64(y.Type().Size)), ut), ut)
			x = y.X
		case *program.Deref:
			if pc, ok := isConst(y.X); ok && pc.Val == 0 {
				return off, true
			}
			return nil, false
		default:
			return nil, false
		}
	}
}

// enumValue is the value of an enumeration constant, computed with our
// own widths.
func (l *lowerer) enumValue(e *cc.Enumerator) int64 {
	if v, ok := l.enumVals[e]; ok {
		return v
	}
	if l.enumBusy[e] {
		l.failf(e, false, "enumeration constant %s depends on itself", e.Token.SrcStr())
	}
	l.enumBusy[e] = true
	var v int64
	switch {
	case e.ConstantExpression != nil:
		saved := l.fn
		v, _ = l.constInt(e.ConstantExpression)
		l.fn = saved
	default:
		if prev, ok := l.enumPrev[e]; ok && prev != nil {
			v = l.enumValue(prev) + 1
		} else if !ok {
			// Not found in our index: trust cc.
			switch x := e.Value().(type) {
			case cc.Int64Value:
				v = int64(x)
			case cc.UInt64Value:
				v = int64(x)
			}
		}
	}
	delete(l.enumBusy, e)
	l.enumVals[e] = v
	return v
}
