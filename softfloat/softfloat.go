package softfloat

// This file fixes the package's API (the interpreter and the front end call
// it; bitvec's float circuits mirror it). Bodies that panic are to be
// written.

// A Format is an IEEE 754 binary interchange format, or x87's 80-bit
// extended format (ExplicitInt: the significand's integer bit is stored).
type Format struct {
	ExpBits     int  // width of the biased exponent
	FracBits    int  // stored fraction bits, the explicit integer bit excluded
	ExplicitInt bool // x87 extended: one stored integer bit between exponent and fraction
}

// The formats of C on x86 with SSE: float, double, and gcc's long double.
var (
	Binary32 = Format{ExpBits: 8, FracBits: 23}
	Binary64 = Format{ExpBits: 11, FracBits: 52}
	X87      = Format{ExpBits: 15, FracBits: 63, ExplicitInt: true}
)

// Width is the number of bits of a value: sign, exponent, integer bit (x87)
// and fraction.
func (f Format) Width() int {
	w := 1 + f.ExpBits + f.FracBits
	if f.ExplicitInt {
		w++
	}
	return w
}

// Precision is the number of significand bits, the integer bit included.
func (f Format) Precision() int { return f.FracBits + 1 }

// Bits is a value's bit pattern: bit i of the format is bit i of Lo for
// i < 64, bit i-64 of Hi above (only x87 values use Hi).
type Bits struct {
	Lo, Hi uint64
}

// A RoundingMode is how a result that is not representable is rounded.
// The first four are C's (fesetround) in the order of x86's rounding
// control field: FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO are
// 0x000, 0x400, 0x800, 0xc00, that is mode<<10. NearestAway is only for
// round() and lround().
type RoundingMode uint8

const (
	NearestEven RoundingMode = iota
	Downward
	Upward
	TowardZero
	NearestAway
)

// Class is fpclassify's result, with glibc's numbering (FP_NAN 0,
// FP_INFINITE 1, FP_ZERO 2, FP_SUBNORMAL 3, FP_NORMAL 4).
type Class int

const (
	ClassNaN Class = iota
	ClassInfinite
	ClassZero
	ClassSubnormal
	ClassNormal
)

// The operations below are correctly rounded in mode rm, with IEEE 754's
// special values (NaN results are the default quiet NaN x86 produces: sign
// set, quiet bit set, payload zero, unless an operand is a NaN, whose
// payload x86 propagates quieted: the first NaN operand for Add/Sub/Mul/Div,
// as SSE does).

func Add(f Format, rm RoundingMode, x, y Bits) Bits          { panic("softfloat: not implemented") }
func Sub(f Format, rm RoundingMode, x, y Bits) Bits          { panic("softfloat: not implemented") }
func Mul(f Format, rm RoundingMode, x, y Bits) Bits          { panic("softfloat: not implemented") }
func Div(f Format, rm RoundingMode, x, y Bits) Bits          { panic("softfloat: not implemented") }
func Sqrt(f Format, rm RoundingMode, x Bits) Bits            { panic("softfloat: not implemented") }
func FMA(f Format, rm RoundingMode, x, y, z Bits) Bits       { panic("softfloat: not implemented") }
func Neg(f Format, x Bits) Bits                              { panic("softfloat: not implemented") }
func Abs(f Format, x Bits) Bits                              { panic("softfloat: not implemented") }
func RoundToIntegral(f Format, rm RoundingMode, x Bits) Bits { panic("softfloat: not implemented") }

// Comparisons as C's operators: false when either operand is a NaN; -0 == +0.
func Equal(f Format, x, y Bits) bool     { panic("softfloat: not implemented") }
func Less(f Format, x, y Bits) bool      { panic("softfloat: not implemented") }
func LessEqual(f Format, x, y Bits) bool { panic("softfloat: not implemented") }

func IsNaN(f Format, x Bits) bool     { panic("softfloat: not implemented") }
func IsInf(f Format, x Bits) bool     { panic("softfloat: not implemented") }
func SignBit(f Format, x Bits) bool   { panic("softfloat: not implemented") }
func Classify(f Format, x Bits) Class { panic("softfloat: not implemented") }

// Convert rounds x of format from to format to.
func Convert(from, to Format, rm RoundingMode, x Bits) Bits { panic("softfloat: not implemented") }

// FromInt converts the integer of width bits in x (two's complement when
// signed) to f, rounding in mode rm.
func FromInt(f Format, rm RoundingMode, x Bits, width int, signed bool) Bits {
	panic("softfloat: not implemented")
}

// ToInt truncates x toward zero to an integer of width bits; ok is false
// when the result is out of range or x is NaN (undefined in C; the bits are
// then x86's "integer indefinite", the minimum signed value, for signed
// targets, and what gcc's code gives for unsigned ones).
func ToInt(f Format, x Bits, width int, signed bool) (r Bits, ok bool) {
	panic("softfloat: not implemented")
}

// Parse reads a C floating constant's digits (decimal or hex, no suffix)
// and rounds it to f to nearest, ties to even.
func Parse(f Format, s string) (Bits, error) { panic("softfloat: not implemented") }

// Decimal prints x as %.17g-style shortest decimal that reads back to x;
// Hex prints it as C's %a.
func Decimal(f Format, x Bits) string { panic("softfloat: not implemented") }
func Hex(f Format, x Bits) string     { panic("softfloat: not implemented") }
