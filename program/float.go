package program

import (
	"fmt"
	"strings"

	"github.com/satabs-go/satabs-go/softfloat"
)

// Floating point in the IR.
//
// A value of a KindFloat type is the bit pattern of its format (Type.Float):
// 32 bits for float, 64 for double, 80 for long double (x87's extended
// format; its Size, 12 or 16 bytes, is padding beyond the 80 bits). A
// Const of such a type holds the pattern in Val (and Hi for bits from 64
// up). Assignment, Ite, union storage and havoc treat floats as any
// scalar: bits. Every operation that reads a float as a number is a
// FloatOp, never a Binary, Unary or Cast, so that a pass that does not
// know floats cannot take a float addition for an integer one.

// FloatOpKind is the operator of a FloatOp.
type FloatOpKind int

const (
	FAdd         FloatOpKind = iota // RM, x, y: x + y rounded in RM
	FSub                            // RM, x, y
	FMul                            // RM, x, y
	FDiv                            // RM, x, y
	FFMA                            // RM, x, y, z: x*y + z rounded once
	FSqrt                           // RM, x
	FRoundInt                       // RM, x: x rounded to an integral value of its format
	FNeg                            // x: sign flipped (exact, also for NaN)
	FAbs                            // x: sign cleared
	FEq                             // x, y: C's ==, Bool (false on NaN, -0 == +0)
	FLt                             // x, y: C's <, Bool
	FLe                             // x, y: C's <=, Bool
	FIsNaN                          // x: Bool
	FIsInf                          // x: Bool
	FSignBit                        // x: Bool, the sign bit
	FClassify                       // x: fpclassify's value (softfloat.Class) in T, an integer type
	FConvert                        // RM, x: x (a float or an integer) converted to T, a float type
	FToInt                          // x: x truncated toward zero to T, an integer type; undefined out of range
	FToIntOK                        // x: Bool, x truncated toward zero is in range of Target (FToInt is defined)
	FBitsOf                         // x: the bit pattern of float x as T, an unsigned integer of x's width
	FOfBits                         // x: the float of type T whose pattern is integer x (of T's width)
	FMod                            // x, y: fmod(x, y), exact
	FRemainder                      // x, y: IEEE remainder(x, y), exact
	FScaleB                         // RM, x, n: x * 2^n rounded in RM (ldexp), n a 32-bit int
	FILogB                          // x: ilogb(x) in T, a 32-bit int
	FIsSignaling                    // x: Bool, x is a signaling NaN
	FRemQuo                         // x, y: remquo\'s quotient magnitude (softfloat.RemQuo, 0..8) in T, a 32-bit int
)

var floatOpText = [...]string{
	FAdd: "__fadd", FSub: "__fsub", FMul: "__fmul", FDiv: "__fdiv", FFMA: "__ffma", FSqrt: "__fsqrt",
	FRoundInt: "__fround", FNeg: "__fneg", FAbs: "__fabs", FEq: "__feq", FLt: "__flt", FLe: "__fle",
	FIsNaN: "__builtin_isnan", FIsInf: "__builtin_isinf", FSignBit: "__builtin_signbit",
	FClassify: "__fclassify", FConvert: "__fconvert", FToInt: "__ftoint", FToIntOK: "__ftoint_ok",
	FBitsOf: "__fbits", FOfBits: "__fof_bits", FMod: "__fmod", FRemainder: "__fremainder",
	FScaleB: "__fscaleb", FILogB: "__filogb", FIsSignaling: "__builtin_issignaling", FRemQuo: "__fremquo",
}

func (op FloatOpKind) String() string {
	if int(op) < len(floatOpText) {
		return floatOpText[op]
	}
	return fmt.Sprintf("fop%d", int(op))
}

// Rounds reports whether op takes a rounding mode operand.
func (op FloatOpKind) Rounds() bool {
	switch op {
	case FAdd, FSub, FMul, FDiv, FFMA, FSqrt, FRoundInt, FConvert, FScaleB:
		return true
	}
	return false
}

// Arity is the number of operands of op, the rounding mode excluded.
func (op FloatOpKind) Arity() int {
	switch op {
	case FAdd, FSub, FMul, FDiv, FEq, FLt, FLe, FMod, FRemainder, FScaleB, FRemQuo:
		return 2
	case FFMA:
		return 3
	}
	return 1
}

// A FloatOp is an operation that reads floats as numbers, or makes them
// from numbers.
//
// RM, for the operators that round (Rounds), is the rounding mode: an
// expression of integer type whose value is a softfloat.RoundingMode
// (the constant NearestEven when the program never changes the mode, else
// the front end's rounding mode variable, Program.RoundingMode). Args are
// the operands (Arity of them); T is the result type; Target, for
// FToIntOK only, is the integer type of the conversion it guards.
type FloatOp struct {
	Op     FloatOpKind
	RM     Expr
	Args   []Expr
	T      *Type
	Target *Type
}

func (e *FloatOp) Type() *Type { return e.T }
func (*FloatOp) exprNode()     {}

// FloatType returns a floating type of format f with the given size and
// alignment (the format's width rounded up to bytes, or more for x87's
// long double).
func FloatType(name string, f softfloat.Format, size, align int64) *Type {
	return &Type{Kind: KindFloat, Name: name, Width: f.Width(), Float: f, Size: size, Align: align}
}

// RoundingModeType is the type of rounding mode operands and of the front
// end's rounding mode variable: a softfloat.RoundingMode in 8 bits.
var RoundingModeType = IntType("unsigned char", 8, false)

// NearestEvenRM is the rounding mode operand of a program that never calls
// fesetround.
var NearestEvenRM = NewConst(RoundingModeType, uint64(softfloat.NearestEven))

// RoundingModeExpr is the rounding mode operand for p's float operations:
// its rounding mode variable when it has one, else NearestEven.
func (p *Program) RoundingModeExpr() Expr {
	if p.RoundingMode != nil {
		return &VarRef{Var: p.RoundingMode}
	}
	return NearestEvenRM
}

// NewFloatOp builds op over args with result type t and rounding mode rm
// (ignored for operators that do not round).
func NewFloatOp(op FloatOpKind, rm Expr, t *Type, args ...Expr) *FloatOp {
	if !op.Rounds() {
		rm = nil
	}
	return &FloatOp{Op: op, RM: rm, Args: args, T: t}
}

// FloatConst returns the constant of float type t with bit pattern x.
func FloatConst(t *Type, x softfloat.Bits) *Const {
	c := &Const{T: t, Val: x.Lo, Hi: x.Hi & HiMask(t.Width)}
	if t.Width < 64 {
		c.Val &= t.Mask()
	}
	return c
}

// FloatBits returns a float constant's bit pattern.
func (c *Const) FloatBits() softfloat.Bits { return softfloat.Bits{Lo: c.Val, Hi: c.Hi} }

// IsFloat reports whether t is a floating type.
func (t *Type) IsFloat() bool { return t.Kind == KindFloat }

// IsArithmetic reports whether t is an integer or floating type.
func (t *Type) IsArithmetic() bool { return t.IsInteger() || t.Kind == KindFloat }

// FloatLiteral prints the float constant of type t with pattern x as a C
// expression that reads back to the same bits: a hex float with the
// type's suffix, __builtin_inf and __builtin_nan forms (the payload as the
// argument) for the special values.
func FloatLiteral(t *Type, x softfloat.Bits) string {
	f := t.Float
	suffix := ""
	switch t.Width {
	case 32:
		suffix = "f"
	case 80:
		suffix = "l"
	}
	sign := ""
	if softfloat.SignBit(f, x) {
		sign = "-"
	}
	switch {
	case softfloat.IsInf(f, x):
		return sign + "__builtin_inf" + suffix + "()"
	case softfloat.IsNaN(f, x):
		payload, quiet := nanPayload(f, x)
		name := "__builtin_nan"
		if !quiet {
			name = "__builtin_nans"
		}
		arg := ""
		if payload != 0 {
			arg = fmt.Sprintf("%#x", payload)
		}
		return fmt.Sprintf("%s%s%s(%q)", sign, name, suffix, arg)
	}
	h := softfloat.Hex(f, x)
	return h + strings.ToUpper(suffix)
}

// nanPayload returns the payload of NaN x (the fraction below the quiet
// bit) and whether the quiet bit is set.
func nanPayload(f softfloat.Format, x softfloat.Bits) (uint64, bool) {
	// The fraction is the low FracBits bits; the quiet bit its top bit.
	// Payloads of x87 values fit 62 bits, so Lo holds them all.
	q := uint(f.FracBits - 1)
	return x.Lo & (uint64(1)<<q - 1), x.Lo>>q&1 == 1
}

// FloatZero returns +0 of float type t.
func FloatZero(t *Type) *Const { return &Const{T: t} }

// ConvertFloat converts x to t as C does when x or t is a floating type:
// to _Bool as x != 0, between floats and from integers by FConvert in
// rounding mode rm, to integers by truncation (FToInt). ok is false when
// neither type is a floating type, or the other one is not arithmetic.
func ConvertFloat(x Expr, t *Type, rm Expr) (Expr, bool) {
	from := x.Type()
	switch {
	case from.Kind != KindFloat && t.Kind != KindFloat:
		return nil, false
	case from.Kind == KindFloat && t.Kind == KindBool:
		return &Unary{Op: LNot, X: NewFloatOp(FEq, nil, Bool, x, FloatZero(from))}, true
	case from.Kind == KindFloat && t.Kind == KindFloat:
		if Identical(from, t) {
			return x, true
		}
		return NewFloatOp(FConvert, rm, t, x), true
	case from.Kind == KindFloat && t.Kind == KindInt:
		return NewFloatOp(FToInt, nil, t, x), true
	case t.Kind == KindFloat && from.IsInteger():
		return NewFloatOp(FConvert, rm, t, x), true
	}
	return nil, false
}

// FloatBinary applies C's binary operator op to x and y of one float type:
// + - * / round in mode rm; comparisons yield Bool (!= is !(==), > and >=
// swap the operands, so that NaN compares false everywhere but in !=).
func FloatBinary(op BinaryOp, rm, x, y Expr) (Expr, error) {
	t := x.Type()
	switch op {
	case Add:
		return NewFloatOp(FAdd, rm, t, x, y), nil
	case Sub:
		return NewFloatOp(FSub, rm, t, x, y), nil
	case Mul:
		return NewFloatOp(FMul, rm, t, x, y), nil
	case Div:
		return NewFloatOp(FDiv, rm, t, x, y), nil
	case Eq:
		return NewFloatOp(FEq, nil, Bool, x, y), nil
	case Ne:
		return &Unary{Op: LNot, X: NewFloatOp(FEq, nil, Bool, x, y)}, nil
	case Lt:
		return NewFloatOp(FLt, nil, Bool, x, y), nil
	case Le:
		return NewFloatOp(FLe, nil, Bool, x, y), nil
	case Gt:
		return NewFloatOp(FLt, nil, Bool, y, x), nil
	case Ge:
		return NewFloatOp(FLe, nil, Bool, y, x), nil
	}
	return nil, fmt.Errorf("operator %s on %s", op, t)
}
