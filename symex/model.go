package symex

import (
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// ModelValue converts the symbolic value v of type t, built by e, to the
// concrete value that the model val gives it (val as bitvec.SafeValue
// returns it): the inputs of a counterexample, for the interpreter.
// Elements of nondeterministic arrays that no read touched are zero.
func (e *Encoder) ModelValue(val func(z.Lit) bool, t *program.Type, v Value) interp.Value {
	b := e.B
	switch t.Kind {
	case program.KindFloat:
		if len(v.Bits) > 64 {
			return interp.FloatValue(t, softfloat.Bits{Lo: b.Eval(val, v.Bits[:64]), Hi: b.Eval(val, v.Bits[64:])})
		}
		return interp.FloatValue(t, softfloat.Bits{Lo: b.Eval(val, v.Bits)})
	case program.KindBool, program.KindInt:
		if len(v.Bits) > 64 {
			return interp.WideValue(t, b.Eval(val, v.Bits[:64]), b.Eval(val, v.Bits[64:]))
		}
		return interp.IntValue(t, b.Eval(val, v.Bits))
	case program.KindPointer:
		off, obj := e.PointerParts(v)
		return interp.PointerValue(int(b.Eval(val, obj)), b.EvalSigned(val, off))
	case program.KindUnion:
		bytes := make([]byte, t.Size)
		for i := range bytes {
			bytes[i] = byte(b.Eval(val, v.Bits[i*8:i*8+8]))
		}
		return interp.UnionValue(bytes)
	case program.KindStruct:
		out := interp.Value{Elems: make([]interp.Value, len(t.Fields))}
		for i, f := range t.Fields {
			out.Elems[i] = e.ModelValue(val, f.Type, v.Elems[i])
		}
		return out
	case program.KindArray:
		out := interp.ZeroValue(t) // sparse beyond interp.SparseMin: the cells read, zero elsewhere
		reads, _ := v.Arr.BaseReads()
		for _, r := range reads {
			i := b.Eval(val, r.Idx)
			if i < uint64(t.Len) {
				out.SetElem(int64(i), e.ModelValue(val, t.Elem, r.Val))
			}
		}
		return out
	}
	return interp.Value{}
}
