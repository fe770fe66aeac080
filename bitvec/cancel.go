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

// Distribution of products over sums with a constant.
//
// A function that multiplies by repeated addition (mult(n, m) = n +
// mult(n, m - 1)) has the contract \result == n * m, and its proof asks
// whether n + n * (m - 1) == n * m: two multipliers, whose equivalence a
// SAT solver cannot prove at 32 bits. With DistributeMul the Builder
// rewrites x * (z + c) as x * z + x * c, and x * (z - c) and x * (c - z)
// alike, for a constant c and a z and an x that are not: the identities
// hold modulo 2^w, so the circuits stay exact, and the two products
// above become n * m - n and n * m, one multiplier, after which the
// question is one of adders. It costs an adder and a product by a
// constant per rewrite, and takes a product's circuit away from the
// overflow predicates of the same operands (which then build their own),
// so it is off by default: the contract search turns it on.

// maxDistribute bounds the nesting of the rewrites of one product.
const maxDistribute = 4

// DistributeMul turns the rewrite of products over sums with a constant
// on or off for the products built from now on.
func (b *Builder) DistributeMul(on bool) { b.distribute = on }

// distributeMul returns x * y rewritten over a recorded sum or
// difference with a constant that is y or x.
func (b *Builder) distributeMul(x, y BV) (BV, bool) {
	if !b.distribute || b.distDepth >= maxDistribute || IsConst(x) || IsConst(y) {
		return nil, false
	}
	for _, f := range [2][2]BV{{x, y}, {y, x}} {
		x, y := f[0], f[1]
		op, ok := b.words[wordKey(y)]
		if !ok {
			continue
		}
		zc, cc := IsConst(op.x), IsConst(op.y)
		if zc == cc {
			continue
		}
		b.distDepth++
		px, py := b.Mul(x, op.x), b.Mul(x, op.y)
		var r BV
		if op.sub {
			r = b.Sub(px, py)
		} else {
			r = b.Add(px, py)
		}
		b.distDepth--
		return r, true
	}
	return nil, false
}
