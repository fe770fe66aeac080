package interp

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Floating point values are their bit patterns: Bits holds bits 0..63 and
// Hi the rest (long double's top 16 bits). Every operation goes through
// program.EvalFloat, which computes with package softfloat.

// FloatValue returns the value of float type t with bit pattern x.
func FloatValue(t *program.Type, x softfloat.Bits) Value {
	return floatMasked(t, x.Lo, x.Hi)
}

func floatMasked(t *program.Type, lo, hi uint64) Value {
	if t.Width < 64 {
		return Value{Bits: lo & widthMask(t.Width)}
	}
	return Value{Bits: lo, Hi: hi & program.HiMask(t.Width)}
}

// floatBits is a float value's bit pattern.
func (v Value) floatBits() softfloat.Bits { return softfloat.Bits{Lo: v.Bits, Hi: v.Hi} }

// floatString prints a float value in decimal and as C's %a:
// "1.5 (0x1.8p+0)".
func floatString(v Value, t *program.Type) string {
	x := v.floatBits()
	return fmt.Sprintf("%s (%s)", softfloat.Decimal(t.Float, x), softfloat.Hex(t.Float, x))
}

// floatOp evaluates a FloatOp.
func (s *State) floatOp(e *program.FloatOp) (Value, error) {
	if len(e.Args) != e.Op.Arity() || e.T == nil {
		return Value{}, fmt.Errorf("interp: malformed %s", program.ExprString(e))
	}
	rm := softfloat.NearestEven
	if e.RM != nil {
		m, err := s.eval(e.RM)
		if err != nil {
			return Value{}, err
		}
		if m.Bits > uint64(softfloat.NearestAway) {
			return Value{}, fmt.Errorf("interp: rounding mode %d in %s", m.Bits, program.ExprString(e))
		}
		rm = softfloat.RoundingMode(m.Bits)
	}
	args := make([]softfloat.Bits, len(e.Args))
	for i, a := range e.Args {
		t := a.Type()
		if t == nil || !(t.Kind == program.KindFloat || t.IsInteger()) {
			return Value{}, fmt.Errorf("interp: operand %s of %s", program.ExprString(a), e.Op)
		}
		v, err := s.eval(a)
		if err != nil {
			return Value{}, err
		}
		args[i] = softfloat.Bits{Lo: v.Bits, Hi: v.Hi}
	}
	r, ok := program.EvalFloat(e, rm, args)
	if !ok {
		s.noteUndefined("floating point value out of the range of "+e.T.String(), e)
	}
	if e.T.Kind == program.KindFloat {
		return floatMasked(e.T, r.Lo, r.Hi), nil
	}
	return WideValue(e.T, r.Lo, r.Hi), nil
}

// interestingFloats are patterns random inputs pick half of the time:
// zeros, ones, the extremes, infinities and NaN, by their value in float64
// (converted to the format).
var interestingFloats = []float64{0, 1, -1, 0.5, 2, 10, 0.1, 1e-30, 1e30, 3.4028234663852886e+38}

// randomFloat returns random bits of format f, half of the time a value
// from a small set of edge cases.
func randomFloat(rng *rand.Rand, t *program.Type) Value {
	f := t.Float
	if rng.IntN(2) == 0 {
		return floatMasked(t, rng.Uint64(), rng.Uint64())
	}
	var x softfloat.Bits
	switch k := rng.IntN(len(interestingFloats) + 3); {
	case k < len(interestingFloats):
		d := interestingFloats[k]
		if rng.IntN(2) == 0 {
			d = -d
		}
		x = softfloat.Convert(softfloat.Binary64, f, softfloat.NearestEven, softfloat.Bits{Lo: float64bits(d)})
	case k == len(interestingFloats):
		x = softfloat.Div(f, softfloat.NearestEven, one(f), softfloat.Bits{}) // +inf
	case k == len(interestingFloats)+1:
		x = softfloat.Div(f, softfloat.NearestEven, softfloat.Bits{}, softfloat.Bits{}) // NaN
	default:
		x = softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: uint64(rng.IntN(200) - 100)}, 64, true)
	}
	return floatMasked(t, x.Lo, x.Hi)
}

func one(f softfloat.Format) softfloat.Bits {
	return softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 64, true)
}

func float64bits(d float64) uint64 { return math.Float64bits(d) }
