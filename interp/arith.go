package interp

import (
	"math/bits"

	"github.com/satabs-go/satabs-go/program"
)

// widthMask returns the mask of the low w bits.
func widthMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	if w <= 0 {
		return 0
	}
	return uint64(1)<<uint(w) - 1
}

// sext interprets the low w bits of x as a two's complement number.
func sext(x uint64, w int) int64 {
	if w >= 64 {
		return int64(x)
	}
	if w <= 0 {
		return 0
	}
	s := uint(64 - w)
	return int64(x<<s) >> s
}

// extend reads the low w bits of x as a value of width w, sign-extended when
// signed and zero-extended otherwise, as a 64-bit pattern.
func extend(x uint64, w int, signed bool) uint64 {
	if signed {
		return uint64(sext(x, w))
	}
	return x & widthMask(w)
}

// intWidth returns the width and signedness of an integer type: Bool is an
// unsigned 1-bit integer.
func intWidth(t *program.Type) (int, bool) {
	if t.Kind == program.KindBool {
		return 1, false
	}
	return t.Width, t.Signed
}

// arith computes op on two w-bit operands. The result is masked to w bits.
// Division and remainder follow the conventions of package bitvec (SMT-LIB
// bvudiv/bvurem/bvsdiv/bvsrem with C's truncation): x/0 is all ones
// (unsigned) or 1 for negative x and -1 otherwise (signed), x%0 is x, and
// MIN/-1 is MIN with MIN%-1 = 0.
func arith(op program.BinaryOp, x, y uint64, w int, signed bool) (uint64, bool) {
	m := widthMask(w)
	x &= m
	y &= m
	var r uint64
	switch op {
	case program.Add:
		r = x + y
	case program.Sub:
		r = x - y
	case program.Mul:
		r = x * y
	case program.And:
		r = x & y
	case program.Or:
		r = x | y
	case program.Xor:
		r = x ^ y
	case program.Div, program.Rem:
		if !signed {
			switch {
			case y == 0 && op == program.Div:
				r = m
			case y == 0:
				r = x
			case op == program.Div:
				r = x / y
			default:
				r = x % y
			}
			break
		}
		sx, sy := sext(x, w), sext(y, w)
		min := sext(uint64(1)<<uint(w-1), w)
		switch {
		case sy == 0 && op == program.Div:
			if sx < 0 {
				r = 1
			} else {
				r = m
			}
		case sy == 0:
			r = x
		case sx == min && sy == -1:
			if op == program.Div {
				r = x
			} else {
				r = 0
			}
		case op == program.Div:
			r = uint64(sx / sy)
		default:
			r = uint64(sx % sy)
		}
	default:
		return 0, false
	}
	return r & m, true
}

// shift computes x << amount or x >> amount for a w-bit x. The amount is an
// unsigned number; amounts of w or more give 0, or copies of the sign bit for
// an arithmetic right shift (signed x).
func shift(op program.BinaryOp, x, amount uint64, w int, signed bool) uint64 {
	m := widthMask(w)
	x &= m
	big := amount >= uint64(w)
	switch op {
	case program.Shl:
		if big {
			return 0
		}
		return (x << amount) & m
	default: // Shr
		if signed {
			if big {
				amount = uint64(w - 1)
			}
			return uint64(sext(x, w)>>amount) & m
		}
		if big {
			return 0
		}
		return x >> amount
	}
}

// compare evaluates a comparison of two w-bit integers.
func compare(op program.BinaryOp, x, y uint64, w int, signed bool) bool {
	m := widthMask(w)
	x &= m
	y &= m
	if signed {
		sx, sy := sext(x, w), sext(y, w)
		switch op {
		case program.Lt:
			return sx < sy
		case program.Le:
			return sx <= sy
		case program.Gt:
			return sx > sy
		case program.Ge:
			return sx >= sy
		}
	}
	switch op {
	case program.Eq:
		return x == y
	case program.Ne:
		return x != y
	case program.Lt:
		return x < y
	case program.Le:
		return x <= y
	case program.Gt:
		return x > y
	case program.Ge:
		return x >= y
	}
	return false
}

// ordered reports the result of a comparison whose operands compare as
// c (-1, 0, 1).
func ordered(op program.BinaryOp, c int) bool {
	switch op {
	case program.Eq:
		return c == 0
	case program.Ne:
		return c != 0
	case program.Lt:
		return c < 0
	case program.Le:
		return c <= 0
	case program.Gt:
		return c > 0
	case program.Ge:
		return c >= 0
	}
	return false
}

// overflows reports whether x op y (op an overflow predicate), computed on
// the mathematical integers, is outside the range of the w-bit type.
// Operands are extended to 64 bits and the exact result is compared with
// the range; for w = 64 the carry and high word of math/bits decide.
func overflows(op program.BinaryOp, x, y uint64, w int, signed bool) bool {
	m := widthMask(w)
	x &= m
	y &= m
	if !signed {
		switch op {
		case program.AddOverflow:
			s, c := bits.Add64(x, y, 0)
			return c != 0 || s > m
		case program.SubOverflow:
			return y > x
		default: // MulOverflow
			hi, lo := bits.Mul64(x, y)
			return hi != 0 || lo > m
		}
	}
	sx, sy := sext(x, w), sext(y, w)
	if w < 32 {
		// The exact result fits in 64 bits.
		var r int64
		switch op {
		case program.AddOverflow:
			r = sx + sy
		case program.SubOverflow:
			r = sx - sy
		default:
			r = sx * sy
		}
		return r != sext(uint64(r), w)
	}
	// Wide types: compute the result as a 128-bit two's complement number
	// (hi, lo) and ask whether it is the sign extension of its low w bits.
	var hi, lo uint64
	ext := func(v int64) uint64 { return uint64(v >> 63) } // high word of v
	switch op {
	case program.AddOverflow:
		var c uint64
		lo, c = bits.Add64(uint64(sx), uint64(sy), 0)
		hi, _ = bits.Add64(ext(sx), ext(sy), c)
	case program.SubOverflow:
		var b uint64
		lo, b = bits.Sub64(uint64(sx), uint64(sy), 0)
		hi, _ = bits.Sub64(ext(sx), ext(sy), b)
	default:
		// Signed product from the unsigned one: subtract y<<64 when x < 0
		// and x<<64 when y < 0.
		hi, lo = bits.Mul64(uint64(sx), uint64(sy))
		if sx < 0 {
			hi -= uint64(sy)
		}
		if sy < 0 {
			hi -= uint64(sx)
		}
	}
	r := int64(lo)
	if w < 64 {
		return hi != ext(r) || r != sext(lo, w)
	}
	return hi != ext(r)
}

var overflowPredicate = map[program.BinaryOp]program.BinaryOp{
	program.Add: program.AddOverflow, program.Sub: program.SubOverflow, program.Mul: program.MulOverflow,
}

// arithUndefined says why x op y on w-bit operands is undefined in C, or
// returns "": signed + - * whose mathematical result does not fit, signed
// MIN / -1 and MIN % -1, and division or remainder by zero. The IR defines
// all of them (arith); the interpreter notes them in traces.
func arithUndefined(op program.BinaryOp, x, y uint64, w int, signed bool) string {
	switch op {
	case program.Add, program.Sub, program.Mul:
		if signed && overflows(overflowPredicate[op], x, y, w, true) {
			return "signed overflow"
		}
	case program.Div, program.Rem:
		m := widthMask(w)
		switch {
		case y&m == 0:
			return "division by zero"
		case signed && x&m == uint64(1)<<uint(w-1) && y&m == m:
			return "signed overflow"
		}
	}
	return ""
}

// shiftUndefined says why x << amount or x >> amount is undefined in C, or
// returns "": an amount (aw bits, asigned) that is negative or not less
// than the width w of x, a left shift of a negative x, or a signed left
// shift whose mathematical result x * 2^amount does not fit.
func shiftUndefined(op program.BinaryOp, x, amount uint64, w int, signed bool, aw int, asigned bool) string {
	if asigned && sext(amount, aw) < 0 || amount&widthMask(aw) >= uint64(w) {
		return "shift distance out of range"
	}
	if op != program.Shl || !signed {
		return ""
	}
	v := sext(x, w)
	if v < 0 {
		return "left shift of a negative value"
	}
	if v > sext(widthMask(w-1), w)>>amount {
		return "signed overflow"
	}
	return ""
}
