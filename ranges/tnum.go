package ranges

import (
	"math/big"
	"math/bits"

	"github.com/satabs-go/satabs-go/program"
)

// A tnum is what is known of the bits of a w-bit value (w <= 64), as the
// Linux eBPF verifier's "tracked numbers": the bits set in mask are
// unknown, the others are those of value (value & mask == 0). The values
// it stands for are the x of w bits with x &^ mask == value. Operations
// are on bit patterns, modulo 2^w: sound for C's wrap-around (and for the
// wrapped results the IR gives an undefined operation).
type tnum struct {
	value, mask uint64
	w           int
}

func widthMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

func tnumConst(w int, c uint64) tnum { return tnum{c & widthMask(w), 0, w} }
func tnumUnknown(w int) tnum         { return tnum{0, widthMask(w), w} }

func (a tnum) isConst() bool { return a.mask == 0 }

// contains reports whether the w-bit pattern x is one of a's values.
func (a tnum) contains(x uint64) bool { return x&^a.mask == a.value }

func tnumAnd(a, b tnum) tnum {
	alpha, beta := a.value|a.mask, b.value|b.mask
	v := a.value & b.value
	return tnum{v, alpha & beta &^ v, a.w}
}

func tnumOr(a, b tnum) tnum {
	v := a.value | b.value
	return tnum{v, (a.mask | b.mask) &^ v, a.w}
}

func tnumXor(a, b tnum) tnum {
	m := a.mask | b.mask
	return tnum{(a.value ^ b.value) &^ m, m, a.w}
}

func tnumNot(a tnum) tnum {
	return tnum{^a.value &^ a.mask & widthMask(a.w), a.mask, a.w}
}

func tnumShl(a tnum, k uint) tnum {
	wm := widthMask(a.w)
	return tnum{a.value << k & wm, a.mask << k & wm, a.w}
}

// tnumShr shifts right by k: arithmetic (the sign bit copied, known or
// not) when signed.
func tnumShr(a tnum, k uint, signed bool) tnum {
	if !signed || a.w == 0 {
		return tnum{a.value >> k, a.mask >> k, a.w}
	}
	sv, sm := signExtend(a.value, a.w), signExtend(a.mask, a.w)
	wm := widthMask(a.w)
	return tnum{uint64(int64(sv)>>k) & wm, uint64(int64(sm)>>k) & wm, a.w}
}

// signExtend copies bit w-1 of x into the bits above it.
func signExtend(x uint64, w int) uint64 {
	if w >= 64 || x>>uint(w-1)&1 == 0 {
		return x
	}
	return x | ^widthMask(w)
}

func tnumAdd(a, b tnum) tnum {
	sm := a.mask + b.mask
	sv := a.value + b.value
	chi := (sm + sv) ^ sv // the bits a carry of unknown bits may reach
	mu := (chi | a.mask | b.mask) & widthMask(a.w)
	return tnum{sv &^ mu & widthMask(a.w), mu, a.w}
}

func tnumSub(a, b tnum) tnum {
	dv := a.value - b.value
	alpha, beta := dv+a.mask, dv-b.mask
	mu := ((alpha ^ beta) | a.mask | b.mask) & widthMask(a.w)
	return tnum{dv &^ mu & widthMask(a.w), mu, a.w}
}

// tnumMul multiplies as long multiplication does: each bit of a that is
// known 1 adds b shifted, each unknown bit adds b shifted or nothing
// (the unknown part of the sum).
func tnumMul(a, b tnum) tnum {
	accV := tnumConst(a.w, a.value*b.value)
	accM := tnumConst(a.w, 0)
	x, y := a, b
	for x.value != 0 || x.mask != 0 {
		if x.value&1 == 1 {
			accM = tnumAdd(accM, tnum{0, y.mask, a.w})
		} else if x.mask&1 == 1 {
			accM = tnumAdd(accM, tnum{0, (y.value | y.mask) & widthMask(a.w), a.w})
		}
		x = tnumShr(x, 1, false)
		y = tnumShl(y, 1)
	}
	return tnumAdd(accV, accM)
}

// tnumJoin holds the values of both.
func tnumJoin(a, b tnum) tnum {
	mu := a.mask | b.mask | (a.value ^ b.value)
	return tnum{a.value &^ mu, mu, a.w}
}

// tnumMeet holds the values of both; ok is false when none.
func tnumMeet(a, b tnum) (tnum, bool) {
	if (a.value^b.value)&^a.mask&^b.mask != 0 {
		return tnum{}, false
	}
	m := a.mask & b.mask
	return tnum{(a.value | b.value) &^ m, m, a.w}, true
}

// tnumResize converts a to w bits: the low bits kept, the new high bits
// zero or copies of the sign bit (known or not) when signed.
func tnumResize(a tnum, w int, signed bool) tnum {
	if w <= a.w {
		return tnum{a.value & widthMask(w), a.mask & widthMask(w), w}
	}
	if signed {
		return tnum{signExtend(a.value, a.w) & widthMask(w), signExtend(a.mask, a.w) & widthMask(w), w}
	}
	return tnum{a.value, a.mask, w}
}

// tnumOfPatterns holds the w-bit patterns lo..hi (lo <= hi): their common
// prefix is known.
func tnumOfPatterns(w int, lo, hi uint64) tnum {
	n := bits.Len64(lo ^ hi)
	m := widthMask(n)
	return tnum{lo &^ m, m, w}
}

// tnumOfInterval holds the values of iv in type t (the bit patterns of
// negative values wrap to the top of the range).
func tnumOfInterval(iv Interval, t *program.Type) (tnum, bool) {
	w := t.Width
	if !iv.Known() || !t.IsInteger() || w > 64 || w <= 0 {
		return tnum{}, false
	}
	if t.Kind == program.KindBool {
		w = 1
	}
	pattern := func(x *big.Int) uint64 {
		if x.Sign() >= 0 {
			return x.Uint64()
		}
		return uint64(x.Int64())
	}
	if !iv.Lo.IsInt64() && !iv.Lo.IsUint64() || !iv.Hi.IsInt64() && !iv.Hi.IsUint64() {
		return tnumUnknown(w), true
	}
	lo, hi := pattern(iv.Lo)&widthMask(w), pattern(iv.Hi)&widthMask(w)
	if iv.Lo.Sign() < 0 && iv.Hi.Sign() >= 0 {
		// [lo, 2^w - 1] and [0, hi] as patterns
		return tnumJoin(tnumOfPatterns(w, lo, widthMask(w)), tnumOfPatterns(w, 0, hi)), true
	}
	return tnumOfPatterns(w, lo, hi), true
}

// interval is the smallest interval of t's values that holds a's.
func (a tnum) interval(t *program.Type) Interval {
	lo, hi := a.value, a.value|a.mask
	if !(t.Kind == program.KindInt && t.Signed) {
		return Interval{Lo: new(big.Int).SetUint64(lo), Hi: new(big.Int).SetUint64(hi)}
	}
	sign := uint64(1) << uint(a.w-1)
	if a.mask&sign != 0 { // the sign unknown: the least with it set, the greatest without
		lo, hi = lo|sign, hi&^sign
	}
	return Interval{Lo: big.NewInt(int64(signExtend(lo, a.w))), Hi: big.NewInt(int64(signExtend(hi, a.w)))}
}

// bits returns what is known of the bits of e in en: computed through
// the bitwise operators, shifts by constants, + - * and casts, from the
// intervals of everything else. ok is false for a type it does not
// cover (wider than 64 bits, not an integer).
func (a *analysis) bits(e program.Expr, en env) (tnum, bool) {
	t := e.Type()
	if !t.IsInteger() || t.Kind == program.KindBool || t.Width > 64 {
		return tnum{}, false
	}
	w := t.Width
	signed := t.Kind == program.KindInt && t.Signed
	switch x := e.(type) {
	case *program.Const:
		if v := x.Big(); v.IsInt64() {
			return tnumConst(w, uint64(v.Int64())), true
		} else if v.IsUint64() {
			return tnumConst(w, v.Uint64()), true
		}
	case *program.Unary:
		if xb, ok := a.bits(x.X, en); ok && xb.w == w {
			switch x.Op {
			case program.BitNot:
				return tnumNot(xb), true
			case program.Neg:
				return tnumSub(tnumConst(w, 0), xb), true
			}
		}
	case *program.Cast:
		if xb, ok := a.bits(x.X, en); ok && t.Kind != program.KindBool {
			from := x.X.Type()
			return tnumResize(xb, w, from.Kind == program.KindInt && from.Signed), true
		}
	case *program.Binary:
		if tb, ok := a.binaryBits(x, en, w, signed); ok {
			return tb, true
		}
		// The interval without the reduction by bits (which asks for
		// them): of the operands, smaller expressions.
		return tnumOfInterval(a.binary(x, en), t)
	}
	if u, ok := e.(*program.Unary); ok {
		return tnumOfInterval(a.unary(u, en), t)
	}
	return tnumOfInterval(a.eval(e, en), t)
}

func (a *analysis) binaryBits(x *program.Binary, en env, w int, signed bool) (tnum, bool) {
	switch x.Op {
	case program.And, program.Or, program.Xor, program.Add, program.Sub, program.Mul, program.Shl, program.Shr:
	default:
		return tnum{}, false
	}
	l, ok := a.bits(x.X, en)
	if !ok || l.w != w {
		return tnum{}, false
	}
	if x.Op == program.Shl || x.Op == program.Shr {
		d, isConst := a.eval(x.Y, en).Single()
		if !isConst || d.Sign() < 0 || d.Cmp(big.NewInt(int64(w))) >= 0 {
			return tnum{}, false // a distance C leaves undefined, or many
		}
		if x.Op == program.Shl {
			return tnumShl(l, uint(d.Int64())), true
		}
		return tnumShr(l, uint(d.Int64()), signed), true
	}
	r, ok := a.bits(x.Y, en)
	if !ok || r.w != w {
		return tnum{}, false
	}
	switch x.Op {
	case program.And:
		return tnumAnd(l, r), true
	case program.Or:
		return tnumOr(l, r), true
	case program.Xor:
		return tnumXor(l, r), true
	case program.Add:
		return tnumAdd(l, r), true
	case program.Sub:
		return tnumSub(l, r), true
	}
	return tnumMul(l, r), true
}

// reduceBits narrows iv, the interval of the bitwise expression e, by
// what is known of its bits.
func (a *analysis) reduceBits(e program.Expr, en env, iv Interval) Interval {
	tb, ok := a.bits(e, en)
	if !ok || !iv.Known() {
		return iv
	}
	if r, nonEmpty := meet(iv, tb.interval(e.Type())); nonEmpty {
		return r
	}
	return iv
}

// bitsDiffer reports whether x and y have a known bit that differs: they
// are never equal.
func (a *analysis) bitsDiffer(x, y program.Expr, en env) bool {
	l, ok1 := a.bits(x, en)
	r, ok2 := a.bits(y, en)
	if !ok1 || !ok2 || l.w != r.w {
		return false
	}
	_, ok := tnumMeet(l, r)
	return !ok
}
