package symex

import (
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// floatOp encodes a FloatOp with the float circuits of package bitvec,
// which compute what package softfloat (and so the interpreter) computes,
// bit for bit. The rounding mode operand is passed as its low 3 bits (the
// front end stores a softfloat.RoundingMode in it). An FToInt out of range
// is undefined, as in the interpreter.
func (e *Encoder) floatOp(s *State, x *program.FloatOp) Value {
	b := e.B
	var rm bitvec.BV
	if x.RM != nil {
		rm = b.Resize(e.Eval(s, x.RM).Bits, 3, false)
	}
	args := make([]bitvec.BV, len(x.Args))
	for i, a := range x.Args {
		args[i] = e.Eval(s, a).Bits
	}
	f := x.Args[0].Type().Float
	one := func(l bitvec.BV) Value { return Value{Bits: l} }
	switch x.Op {
	case program.FAdd:
		return one(b.FAdd(f, rm, args[0], args[1]))
	case program.FSub:
		return one(b.FSub(f, rm, args[0], args[1]))
	case program.FMul:
		return one(b.FMul(f, rm, args[0], args[1]))
	case program.FDiv:
		return one(b.FDiv(f, rm, args[0], args[1]))
	case program.FFMA:
		return one(b.FFMA(f, rm, args[0], args[1], args[2]))
	case program.FSqrt:
		return one(b.FSqrt(f, rm, args[0]))
	case program.FRoundInt:
		return one(b.FRoundToIntegral(f, rm, args[0]))
	case program.FScaleB:
		return one(b.FScaleB(f, rm, args[0], args[1]))
	case program.FILogB:
		return one(b.FILogB(f, args[0]))
	case program.FRemQuo:
		return one(b.FRemQuo(f, args[0], args[1]))
	case program.FMod:
		return one(b.FMod(f, args[0], args[1]))
	case program.FRemainder:
		return one(b.FRemainder(f, args[0], args[1]))
	case program.FNeg:
		return one(b.FNeg(f, args[0]))
	case program.FAbs:
		return one(b.FAbs(f, args[0]))
	case program.FEq:
		return one(bitvec.BV{b.FEq(f, args[0], args[1])})
	case program.FLt:
		return one(bitvec.BV{b.FLt(f, args[0], args[1])})
	case program.FLe:
		return one(bitvec.BV{b.FLe(f, args[0], args[1])})
	case program.FIsNaN:
		return one(bitvec.BV{b.FIsNaN(f, args[0])})
	case program.FIsInf:
		return one(bitvec.BV{b.FIsInf(f, args[0])})
	case program.FIsSignaling:
		return one(bitvec.BV{b.FIsSignaling(f, args[0])})
	case program.FSignBit:
		return one(bitvec.BV{args[0][len(args[0])-1]})
	case program.FClassify:
		return one(b.Resize(b.FClassify(f, args[0]), x.T.Width, false))
	case program.FConvert:
		from := x.Args[0].Type()
		if from.Kind == program.KindFloat {
			if from.Float == x.T.Float {
				return one(args[0])
			}
			return one(b.FConvert(from.Float, x.T.Float, rm, args[0]))
		}
		return one(b.FFromInt(x.T.Float, rm, args[0], from.Kind == program.KindInt && from.Signed))
	case program.FToInt:
		r, ok := b.FToInt(f, args[0], x.T.Width, x.T.Signed)
		e.undefinedIf(ok.Not())
		return one(r)
	case program.FToIntOK:
		_, ok := b.FToInt(f, args[0], x.Target.Width, x.Target.Signed)
		return one(bitvec.BV{ok})
	case program.FBitsOf, program.FOfBits:
		return one(args[0])
	}
	unsupported("float operator %s", x.Op)
	return Value{}
}
