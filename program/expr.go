package program

import "math/big"

// An Expr is a pure, typed expression. The concrete types are
//
//	*Const    42, 0xff, NULL
//	*VarRef   x
//	*Unary    -x, ~x, !x
//	*Binary   x + y, x < y, x && y, p + i (pointer arithmetic)
//	*Cast     (unsigned char)x
//	*Ite      c ? a : b
//	*Index    a[i]          a of array type
//	*Field    s.f           s of struct or union type
//	*Deref    *p
//	*AddrOf   &lv           lv an lvalue: VarRef, Index, Field or Deref
//	*Zero     {0}           the zero value of any type, arrays and structs included
//	*Valid    __valid(p)    p designates an object part of type *p (pointer checks)
//	*FloatOp  x + y, x < y, (float)i, __builtin_isnan(x)  on floating types (float.go)
//
// Lvalues are VarRef, Index, Field and Deref whose inner array or struct
// operand is itself an lvalue.
type Expr interface {
	Type() *Type
	exprNode()
}

// A Const is an integer, Bool, float (its bit pattern) or null pointer constant. Val holds the two's
// complement bits, masked to the type's width; a pointer constant is null.
// For integer types wider than 64 bits (__int128), Val holds bits 0..63
// and Hi the bits from 64 up, masked to the width.
type Const struct {
	T   *Type
	Val uint64
	Hi  uint64
}

// A VarRef names a variable.
type VarRef struct {
	Var *Var
}

// UnaryOp is the operator of a Unary.
type UnaryOp int

const (
	Neg    UnaryOp = iota // -x, two's complement
	BitNot                // ~x
	LNot                  // !x, on Bool
)

// A Unary applies an operator to one operand of the result type.
type Unary struct {
	Op UnaryOp
	X  Expr
}

// BinaryOp is the operator of a Binary.
type BinaryOp int

const (
	Add BinaryOp = iota
	Sub
	Mul
	Div // signed or unsigned by the operand type, truncating toward zero
	Rem
	Shl  // X << Y; Y any integer type
	Shr  // X >> Y; arithmetic when X is signed
	And  // &
	Or   // |
	Xor  // ^
	Eq   // comparisons yield Bool; signedness from the operand type
	Ne   //
	Lt   //
	Le   //
	Gt   //
	Ge   //
	LAnd // && on Bool operands, without short circuit (operands are pure)
	LOr  // || on Bool operands

	// The overflow predicates yield Bool: whether X op Y, computed on the
	// mathematical integers, is outside the range of the operand type
	// (signed or unsigned by that type). Both operands have one integer
	// type. They exist so that overflow checks are one exact operator in
	// both encodings, rather than a formula over wider types.
	AddOverflow
	SubOverflow
	MulOverflow
	// SameObject yields Bool: whether pointers X and Y (of any pointer
	// types) have the same object, whatever their offsets; two null
	// pointers have the same (null) object. The dangling-pointer check uses
	// it to ask whether a pointer designates a given local.
	SameObject
)

// A Binary applies an operator to two operands.
//
// Pointer arithmetic: Add and Sub with a pointer X and an integer Y move the
// pointer by Y elements; Sub of two pointers to the same type gives the
// distance in elements, of type T (ptrdiff_t). Comparisons may compare
// pointers.
type Binary struct {
	Op   BinaryOp
	X, Y Expr
	T    *Type // result type
}

// A Cast converts X to type T: integer truncation, zero or sign extension
// (by the source's signedness), x != 0 for a Bool target, and pointer to
// pointer conversions.
type Cast struct {
	X Expr
	T *Type
}

// An Ite is the value Then when Cond holds, else Else. Both arms have the
// same type.
type Ite struct {
	Cond       Expr
	Then, Else Expr
}

// An Index is element Index of array X.
type Index struct {
	X     Expr
	Index Expr
}

// A Field is member Field (an index into Type().Fields) of struct or union X.
type Field struct {
	X     Expr
	Field int
}

// A Deref is the object pointer X points to, of type X.Type().Elem.
type Deref struct {
	X Expr
}

// An AddrOf is the address of lvalue X, of pointer type T.
type AddrOf struct {
	X Expr
	T *Type
}

// A Zero is the zero value of T (all bits zero, null pointers), for any
// type: it initialises globals and aggregates without one edge per element.
type Zero struct {
	T *Type
}

// A Valid is the Bool that pointer X designates a part of an object that
// has X's pointed-to type: X is not null, is inside its object's bounds and
// at an offset where a subobject of that type starts (program.Subobjects).
// It is what a dereference needs, apart from the object being alive, which
// the front end tracks with ordinary variables (the encodings have no notion
// of lifetime). It reads nothing but X: object layouts are static.
type Valid struct {
	X Expr
}

func (e *Const) Type() *Type  { return e.T }
func (e *Valid) Type() *Type  { return Bool }
func (e *Zero) Type() *Type   { return e.T }
func (e *VarRef) Type() *Type { return e.Var.Type }
func (e *Unary) Type() *Type  { return e.X.Type() }
func (e *Binary) Type() *Type { return e.T }
func (e *Cast) Type() *Type   { return e.T }
func (e *Ite) Type() *Type    { return e.Then.Type() }
func (e *Index) Type() *Type  { return e.X.Type().Elem }
func (e *Field) Type() *Type  { return e.X.Type().Fields[e.Field].Type }
func (e *Deref) Type() *Type  { return e.X.Type().Elem }
func (e *AddrOf) Type() *Type { return e.T }

func (*Valid) exprNode()  {}
func (*Const) exprNode()  {}
func (*Zero) exprNode()   {}
func (*VarRef) exprNode() {}
func (*Unary) exprNode()  {}
func (*Binary) exprNode() {}
func (*Cast) exprNode()   {}
func (*Ite) exprNode()    {}
func (*Index) exprNode()  {}
func (*Field) exprNode()  {}
func (*Deref) exprNode()  {}
func (*AddrOf) exprNode() {}

// NewConst returns the constant v of type t, masked to t's width.
func NewConst(t *Type, v uint64) *Const {
	if t.Kind == KindInt || t.Kind == KindBool {
		v &= t.Mask()
	}
	return &Const{T: t, Val: v}
}

// NewConstBig returns the constant v of integer type t, wrapped modulo
// 2^width (two's complement for negative v), for any width.
func NewConstBig(t *Type, v *big.Int) *Const {
	w := t.Width
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(v, m) // Euclidean: in [0, 2^w)
	lo := new(big.Int).And(r, new(big.Int).SetUint64(^uint64(0))).Uint64()
	hi := new(big.Int).Rsh(r, 64).Uint64()
	c := NewConst(t, lo)
	if w > 64 {
		c.Hi = hi & HiMask(w)
	}
	return c
}

// NewConstInt returns the constant v of integer type t, sign-extended to
// (or wrapped at) t's width.
func NewConstInt(t *Type, v int64) *Const {
	c := NewConst(t, uint64(v))
	if t.Width > 64 && v < 0 {
		c.Hi = HiMask(t.Width)
	}
	return c
}

// MinConst and MaxConst are the least and greatest values of integer type t.
func MinConst(t *Type) *Const {
	if !t.Signed {
		return NewConst(t, 0)
	}
	return NewConstBig(t, new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1))))
}

func MaxConst(t *Type) *Const {
	m := new(big.Int).Lsh(big.NewInt(1), uint(t.Width))
	if t.Signed {
		m.Rsh(m, 1)
	}
	return NewConstBig(t, m.Sub(m, big.NewInt(1)))
}

// HiMask is the mask of the bits from 64 up of a w-bit integer.
func HiMask(w int) uint64 {
	switch {
	case w <= 64:
		return 0
	case w >= 128:
		return ^uint64(0)
	}
	return uint64(1)<<uint(w-64) - 1
}

// IsZero reports whether c is zero (null, false).
func (c *Const) IsZero() bool { return c.Val == 0 && c.Hi == 0 }

// Big returns c's value as a mathematical integer: signed by its type.
func (c *Const) Big() *big.Int {
	v := new(big.Int).SetUint64(c.Hi)
	v.Lsh(v, 64).Or(v, new(big.Int).SetUint64(c.Val))
	if c.T.Kind == KindInt && c.T.Signed && v.Bit(c.T.Width-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(c.T.Width)))
	}
	return v
}

// True and False are the Bool constants.
var (
	True  = &Const{T: Bool, Val: 1}
	False = &Const{T: Bool, Val: 0}
)

// IsComparison reports whether op yields Bool from two operands of one type.
func (op BinaryOp) IsComparison() bool { return op >= Eq && op <= Ge }

// Negated is the comparison that holds exactly when comparison op does
// not (x op y iff !(x op.Negated() y)); other operators are returned as
// they are.
func (op BinaryOp) Negated() BinaryOp {
	switch op {
	case Eq:
		return Ne
	case Ne:
		return Eq
	case Lt:
		return Ge
	case Le:
		return Gt
	case Gt:
		return Le
	case Ge:
		return Lt
	}
	return op
}

// Swapped is comparison op with its operands exchanged: x op y iff
// y op.Swapped() x; other operators are returned as they are.
func (op BinaryOp) Swapped() BinaryOp {
	switch op {
	case Lt:
		return Gt
	case Le:
		return Ge
	case Gt:
		return Lt
	case Ge:
		return Le
	}
	return op
}

// IsLogical reports whether op is && or ||.
func (op BinaryOp) IsLogical() bool { return op == LAnd || op == LOr }

// IsOverflow reports whether op is one of the overflow predicates.
func (op BinaryOp) IsOverflow() bool { return op >= AddOverflow && op <= MulOverflow }

// SignedValue returns c's value sign-extended from its width when its type is
// signed, and zero-extended otherwise.
func (c *Const) SignedValue() int64 {
	return SignExtend(c.Val, c.T)
}

// SignExtend interprets the low Width bits of v as a value of integer type t.
func SignExtend(v uint64, t *Type) int64 {
	w := t.Width
	if w <= 0 || w >= 64 {
		return int64(v)
	}
	v &= t.Mask()
	if t.Signed && v>>(uint(w)-1)&1 == 1 {
		return int64(v | ^t.Mask())
	}
	return int64(v)
}

// IsLvalue reports whether e designates an object.
func IsLvalue(e Expr) bool {
	switch e := e.(type) {
	case *VarRef, *Deref:
		return true
	case *Index:
		return IsLvalue(e.X)
	case *Field:
		return IsLvalue(e.X)
	}
	return false
}

// StmtExprs returns the expressions statement s evaluates, its lvalues
// included (a Fill's array, bounds, value and relation; none of a Skip or
// Dead). A Fill's index variable is bound by the Fill and appears in its
// expressions as a VarRef.
func StmtExprs(s Stmt) []Expr {
	switch s := s.(type) {
	case *Assign:
		return []Expr{s.LHS, s.RHS}
	case *Havoc:
		return []Expr{s.LHS}
	case *Assume:
		return []Expr{s.Cond}
	case *Check:
		return []Expr{s.Cond}
	case *Fill:
		xs := []Expr{s.Array, s.Lo, s.Hi, s.Val}
		if s.Rel != nil {
			xs = append(xs, s.Rel)
		}
		return xs
	}
	return nil
}

// ValueExprs returns the values statement s computes: an Assign's
// right-hand side, an Assume's and a Check's condition. The places a
// statement writes are left out (an Assign's left-hand side, with the
// indices in it), and so are Havoc, Fill and the rest: the analyses that
// look for the constants, divisions and cells a program computes with
// read these (StmtExprs gives every expression).
func ValueExprs(s Stmt) []Expr {
	switch s := s.(type) {
	case *Assign:
		return []Expr{s.RHS}
	case *Assume:
		return []Expr{s.Cond}
	case *Check:
		return []Expr{s.Cond}
	}
	return nil
}

// Walk calls f for e and every subexpression of e, parents first. When f
// returns false the children of that node are skipped.
func Walk(e Expr, f func(Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	switch e := e.(type) {
	case *Unary:
		Walk(e.X, f)
	case *Binary:
		Walk(e.X, f)
		Walk(e.Y, f)
	case *Cast:
		Walk(e.X, f)
	case *Ite:
		Walk(e.Cond, f)
		Walk(e.Then, f)
		Walk(e.Else, f)
	case *Index:
		Walk(e.X, f)
		Walk(e.Index, f)
	case *Field:
		Walk(e.X, f)
	case *Deref:
		Walk(e.X, f)
	case *AddrOf:
		Walk(e.X, f)
	case *Valid:
		Walk(e.X, f)
	case *FloatOp:
		if e.RM != nil {
			Walk(e.RM, f)
		}
		for _, a := range e.Args {
			Walk(a, f)
		}
	}
}

// Vars returns the variables e reads or addresses, each once, in first-seen order.
func Vars(e Expr) []*Var {
	var out []*Var
	seen := map[*Var]bool{}
	Walk(e, func(x Expr) bool {
		if r, ok := x.(*VarRef); ok && !seen[r.Var] {
			seen[r.Var] = true
			out = append(out, r.Var)
		}
		return true
	})
	return out
}

// MapChildren returns x rebuilt with f applied to each of its children
// (x itself for leaves): the one step of every expression rewriting.
func MapChildren(x Expr, f func(Expr) Expr) Expr {
	switch x := x.(type) {
	case *Unary:
		return &Unary{Op: x.Op, X: f(x.X)}
	case *Binary:
		return &Binary{Op: x.Op, X: f(x.X), Y: f(x.Y), T: x.T}
	case *Cast:
		return &Cast{X: f(x.X), T: x.T}
	case *Ite:
		return &Ite{Cond: f(x.Cond), Then: f(x.Then), Else: f(x.Else)}
	case *Index:
		return &Index{X: f(x.X), Index: f(x.Index)}
	case *Field:
		return &Field{X: f(x.X), Field: x.Field}
	case *Deref:
		return &Deref{X: f(x.X)}
	case *AddrOf:
		return &AddrOf{X: f(x.X), T: x.T}
	case *Valid:
		return &Valid{X: f(x.X)}
	case *FloatOp:
		y := &FloatOp{Op: x.Op, T: x.T, Target: x.Target, Args: make([]Expr, len(x.Args))}
		if x.RM != nil {
			y.RM = f(x.RM)
		}
		for i, a := range x.Args {
			y.Args[i] = f(a)
		}
		return y
	}
	return x
}

// Reads reports whether e reads variable v (a VarRef of v anywhere in it).
func Reads(e Expr, v *Var) bool {
	found := false
	Walk(e, func(y Expr) bool {
		if r, ok := y.(*VarRef); ok && r.Var == v {
			found = true
		}
		return !found
	})
	return found
}
