package interp

import (
	"fmt"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
)

// Integers wider than 64 bits (__int128) keep their bits 0..63 in
// Value.Bits and the bits from 64 up in Value.Hi. Their operations are
// computed on math/big integers and wrapped back: exact, and rare enough
// that speed does not matter. The conventions for the cases C leaves
// undefined are those of the narrow types (package bitvec's).

// isWide reports whether t is an integer type wider than 64 bits.
func isWide(t *program.Type) bool {
	return t != nil && t.Kind == program.KindInt && t.Width > 64
}

// WideValue returns the value of integer type t (of any width) with bits
// lo (0..63) and hi (64 up), masked to t's width.
func WideValue(t *program.Type, lo, hi uint64) Value {
	v := IntValue(t, lo)
	if isWide(t) {
		v.Hi = hi & program.HiMask(t.Width)
	}
	return v
}

// bigOf returns the integer value v of Bool or Int type t as a
// mathematical integer, signed when t is.
func bigOf(v Value, t *program.Type) *big.Int {
	w, signed := intWidth(t)
	x := new(big.Int).SetUint64(v.Hi & program.HiMask(w))
	x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(v.Bits&widthMask(w)))
	if signed && x.Bit(w-1) == 1 {
		x.Sub(x, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return x
}

// fromBig returns the value of Bool or Int type t whose bits are x modulo
// 2^width.
func fromBig(t *program.Type, x *big.Int) Value {
	w, _ := intWidth(t)
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	r := new(big.Int).Mod(x, m)
	lo := new(big.Int).And(r, new(big.Int).SetUint64(^uint64(0))).Uint64()
	return WideValue(t, lo, new(big.Int).Rsh(r, 64).Uint64())
}

// unsignedBig is the bits of integer value v of type t read as an
// unsigned number (shift amounts).
func unsignedBig(v Value, t *program.Type) *big.Int {
	w, _ := intWidth(t)
	x := new(big.Int).SetUint64(v.Hi & program.HiMask(w))
	return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(v.Bits&widthMask(w)))
}

// typeRange returns the least and greatest values of integer type t.
func typeRange(t *program.Type) (*big.Int, *big.Int) {
	return program.MinConst(t).Big(), program.MaxConst(t).Big()
}

func outside(x *big.Int, t *program.Type) bool {
	lo, hi := typeRange(t)
	return x.Cmp(lo) < 0 || x.Cmp(hi) > 0
}

// wideUnary evaluates -x and ~x on a wide integer.
func (s *State) wideUnary(e *program.Unary) (Value, error) {
	t := e.X.Type()
	v, err := s.eval(e.X)
	if err != nil {
		return Value{}, err
	}
	x := bigOf(v, t)
	switch e.Op {
	case program.Neg:
		r := new(big.Int).Neg(x)
		if t.Signed && outside(r, t) {
			s.noteUndefined("signed overflow", e)
		}
		return fromBig(t, r), nil
	case program.BitNot:
		return fromBig(t, new(big.Int).Not(x)), nil
	}
	return Value{}, fmt.Errorf("interp: unary operator %v on %s", e.Op, t)
}

// wideBinary evaluates an integer operator one of whose operands is wide.
func (s *State) wideBinary(e *program.Binary) (Value, error) {
	tx, ty := e.X.Type(), e.Y.Type()
	xv, err := s.eval(e.X)
	if err != nil {
		return Value{}, err
	}
	yv, err := s.eval(e.Y)
	if err != nil {
		return Value{}, err
	}
	x, y := bigOf(xv, tx), bigOf(yv, ty)
	w, signed := intWidth(tx)
	r := new(big.Int)
	switch op := e.Op; {
	case op.IsComparison():
		return boolValue(ordered(op, x.Cmp(y))), nil
	case op.IsOverflow():
		switch op {
		case program.AddOverflow:
			r.Add(x, y)
		case program.SubOverflow:
			r.Sub(x, y)
		default:
			r.Mul(x, y)
		}
		return boolValue(outside(r, tx)), nil
	case op == program.Shl || op == program.Shr:
		amount := unsignedBig(yv, ty)
		if ty.Signed && y.Sign() < 0 || amount.Cmp(big.NewInt(int64(w))) >= 0 {
			s.noteUndefined("shift distance out of range", e)
		} else if op == program.Shl && signed {
			if x.Sign() < 0 {
				s.noteUndefined("left shift of a negative value", e)
			} else if outside(new(big.Int).Lsh(x, uint(amount.Int64())), tx) {
				s.noteUndefined("signed overflow", e)
			}
		}
		tooFar := amount.Cmp(big.NewInt(int64(w))) >= 0
		switch {
		case op == program.Shl && tooFar:
			return fromBig(e.T, r), nil
		case op == program.Shl:
			return fromBig(e.T, r.Lsh(x, uint(amount.Int64()))), nil
		case tooFar && signed:
			return fromBig(e.T, r.Rsh(x, uint(w))), nil // copies of the sign bit
		case tooFar:
			return fromBig(e.T, r), nil
		}
		return fromBig(e.T, r.Rsh(x, uint(amount.Int64()))), nil // floor: arithmetic when signed
	case op == program.Add || op == program.Sub || op == program.Mul:
		switch op {
		case program.Add:
			r.Add(x, y)
		case program.Sub:
			r.Sub(x, y)
		default:
			r.Mul(x, y)
		}
		if signed && outside(r, tx) {
			s.noteUndefined("signed overflow", e)
		}
		return fromBig(e.T, r), nil
	case op == program.Div || op == program.Rem:
		min, _ := typeRange(tx)
		switch {
		case y.Sign() == 0:
			s.noteUndefined("division by zero", e)
			switch {
			case op == program.Rem:
				r.Set(x)
			case signed && x.Sign() < 0:
				r.SetInt64(1)
			default:
				r.SetInt64(-1) // all ones
			}
		case signed && y.Cmp(big.NewInt(-1)) == 0 && x.Cmp(min) == 0:
			s.noteUndefined("signed overflow", e)
			if op == program.Div {
				r.Set(x)
			}
		case op == program.Div:
			r.Quo(x, y) // truncating toward zero
		default:
			r.Rem(x, y) // with the sign of the dividend
		}
		return fromBig(e.T, r), nil
	case op == program.And:
		return fromBig(e.T, r.And(x, y)), nil
	case op == program.Or:
		return fromBig(e.T, r.Or(x, y)), nil
	case op == program.Xor:
		return fromBig(e.T, r.Xor(x, y)), nil
	}
	return Value{}, fmt.Errorf("interp: operator %v on %s and %s", e.Op, tx, ty)
}
