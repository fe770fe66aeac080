package program

import "github.com/satabs-go/satabs-go/softfloat"

// EvalFloat computes FloatOp e on operand values: floats as their bit
// patterns, integers and Bools as their two's complement bits (Lo, and Hi
// from bit 64 up), in rounding mode rm. The result is in the same
// representation for e's type (a Bool is 0 or 1, an integer is masked to
// its width). defined is false for FToInt out of range (undefined in C;
// the result is then x86's, as softfloat.ToInt gives it).
//
// It is the one definition of what a FloatOp means on values: the
// interpreter evaluates with it and the front end folds constants with it.
func EvalFloat(e *FloatOp, rm softfloat.RoundingMode, args []softfloat.Bits) (r softfloat.Bits, defined bool) {
	var f softfloat.Format
	if t := e.Args[0].Type(); t.Kind == KindFloat {
		f = t.Float
	}
	b := func(v bool) softfloat.Bits {
		if v {
			return softfloat.Bits{Lo: 1}
		}
		return softfloat.Bits{}
	}
	x := args[0]
	switch e.Op {
	case FAdd:
		return softfloat.Add(f, rm, x, args[1]), true
	case FSub:
		return softfloat.Sub(f, rm, x, args[1]), true
	case FMul:
		return softfloat.Mul(f, rm, x, args[1]), true
	case FDiv:
		return softfloat.Div(f, rm, x, args[1]), true
	case FFMA:
		return softfloat.FMA(f, rm, x, args[1], args[2]), true
	case FSqrt:
		return softfloat.Sqrt(f, rm, x), true
	case FRoundInt:
		return softfloat.RoundToIntegral(f, rm, x), true
	case FScaleB:
		return softfloat.ScaleB(f, rm, x, int64(int32(uint32(args[1].Lo)))), true
	case FILogB:
		return maskBits(softfloat.Bits{Lo: uint64(softfloat.ILogB(f, x))}, e.T.Width), true
	case FRemQuo:
		n, _ := softfloat.RemQuo(f, x, args[1])
		return softfloat.Bits{Lo: uint64(n)}, true
	case FMod:
		return softfloat.Fmod(f, x, args[1]), true
	case FRemainder:
		return softfloat.Remainder(f, x, args[1]), true
	case FNeg:
		return softfloat.Neg(f, x), true
	case FAbs:
		return softfloat.Abs(f, x), true
	case FEq:
		return b(softfloat.Equal(f, x, args[1])), true
	case FLt:
		return b(softfloat.Less(f, x, args[1])), true
	case FLe:
		return b(softfloat.LessEqual(f, x, args[1])), true
	case FIsNaN:
		return b(softfloat.IsNaN(f, x)), true
	case FIsInf:
		return b(softfloat.IsInf(f, x)), true
	case FIsSignaling:
		return b(softfloat.IsSignaling(f, x)), true
	case FSignBit:
		return b(softfloat.SignBit(f, x)), true
	case FClassify:
		return softfloat.Bits{Lo: uint64(softfloat.Classify(f, x))}, true
	case FConvert:
		from := e.Args[0].Type()
		if from.Kind == KindFloat {
			return softfloat.Convert(from.Float, e.T.Float, rm, x), true
		}
		return softfloat.FromInt(e.T.Float, rm, x, from.Width, from.Kind == KindInt && from.Signed), true
	case FToInt:
		v, ok := softfloat.ToInt(f, x, e.T.Width, e.T.Signed)
		return maskBits(v, e.T.Width), ok
	case FToIntOK:
		_, ok := softfloat.ToInt(f, x, e.Target.Width, e.Target.Signed)
		return b(ok), true
	case FBitsOf, FOfBits:
		return maskBits(x, e.T.Width), true
	}
	panic("program: EvalFloat of " + e.Op.String())
}

func maskBits(x softfloat.Bits, w int) softfloat.Bits {
	if w < 64 {
		return softfloat.Bits{Lo: x.Lo & (uint64(1)<<uint(w) - 1)}
	}
	return softfloat.Bits{Lo: x.Lo, Hi: x.Hi & HiMask(w)}
}

// FoldFloat evaluates e when its operands are constants: in its rounding
// mode when that is a constant, else only when the result is the same in
// every mode (an exact result). It does not fold an undefined FToInt.
func FoldFloat(e *FloatOp) (*Const, bool) {
	args := make([]softfloat.Bits, len(e.Args))
	for i, a := range e.Args {
		c, ok := a.(*Const)
		if !ok {
			return nil, false
		}
		args[i] = softfloat.Bits{Lo: c.Val, Hi: c.Hi}
	}
	var r softfloat.Bits
	var ok bool
	switch rm := e.RM.(type) {
	case nil:
		r, ok = EvalFloat(e, softfloat.NearestEven, args)
	case *Const:
		if rm.Val > uint64(softfloat.NearestAway) {
			return nil, false
		}
		r, ok = EvalFloat(e, softfloat.RoundingMode(rm.Val), args)
	default:
		r, ok = EvalFloat(e, softfloat.Downward, args)
		up, ok2 := EvalFloat(e, softfloat.Upward, args)
		ok = ok && ok2 && up == r
	}
	if !ok {
		return nil, false
	}
	return &Const{T: e.T, Val: r.Lo, Hi: r.Hi}, true
}
