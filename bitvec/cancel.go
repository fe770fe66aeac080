package bitvec

import (
	"unsafe"

	"github.com/go-air/gini/z"
)

// Word-level cancellation of additions and subtractions.
//
// Bit-level structural hashing cannot see that (x + y) - y is x: the
// subtractor's outputs are new gates, and a SAT solver must then prove
// the carry chains equal, again for everything computed from them. A
// cipher's decryption undoing its encryption (TEA: v1 += F(v0); later
// v1 -= F(v0)) is a chain of such steps, where each step's proof feeds
// the next. So the Builder remembers, for every sum and difference it
// built, the two operands, keyed by the result's literals, and answers
//
//	(x + y) - y = x     (x + y) - x = y     (x - y) + y = x     y + (x - y) = x
//
// with the operand's literals themselves. The identities hold modulo 2^w
// for all values, so the result is exact; it only needs the operands to
// be the very same literals, which structural hashing gives when the same
// values are computed the same way.

// wordOp is a recorded sum or difference: result = x + y or x - y.
type wordOp struct {
	sub  bool
	x, y BV
}

// wordKey is the map key of a bit-vector: its literals as bytes.
func wordKey(x BV) string {
	if len(x) == 0 {
		return ""
	}
	return string(unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), len(x)*int(unsafe.Sizeof(z.Lit(0)))))
}

func sameBV(x, y BV) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// cancelAdd returns x + y when one operand is a recorded difference whose
// subtrahend is the other operand.
func (b *Builder) cancelAdd(x, y BV) (BV, bool) {
	if op, ok := b.words[wordKey(x)]; ok && op.sub && sameBV(op.y, y) {
		return op.x, true
	}
	if op, ok := b.words[wordKey(y)]; ok && op.sub && sameBV(op.y, x) {
		return op.x, true
	}
	return nil, false
}

// cancelSub returns x - y when x is a recorded sum with y as an operand.
func (b *Builder) cancelSub(x, y BV) (BV, bool) {
	op, ok := b.words[wordKey(x)]
	if !ok || op.sub {
		return nil, false
	}
	if sameBV(op.y, y) {
		return op.x, true
	}
	if sameBV(op.x, y) {
		return op.y, true
	}
	return nil, false
}

// recordWord remembers that r is x + y (or x - y). Constant results are
// not recorded: they fold anyway, and many unrelated sums share them.
func (b *Builder) recordWord(r BV, sub bool, x, y BV) {
	if IsConst(r) {
		return
	}
	if b.words == nil {
		b.words = make(map[string]wordOp)
	}
	k := wordKey(r)
	if _, ok := b.words[k]; !ok {
		b.words[k] = wordOp{sub: sub, x: x, y: y}
	}
}
