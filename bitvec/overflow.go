package bitvec

import "github.com/go-air/gini/z"

// Overflow predicates for C checks.  Each returns a literal which holds iff
// the exact (mathematical) result of the operation on the operands, read as
// signed or unsigned w-bit integers, is not representable in w bits.

// AddOverflowSigned holds iff x + y overflows as signed integers.
func (b *Builder) AddOverflowSigned(x, y BV) z.Lit {
	w := same("AddOverflowSigned", x, y)
	s, _ := b.addc(x, y, b.c.F)
	sx, sy, ss := x[w-1], y[w-1], s[w-1]
	// operands of equal sign, result of the other sign
	return b.c.And(b.c.Xor(sx, sy).Not(), b.c.Xor(ss, sx))
}

// SubOverflowSigned holds iff x - y overflows as signed integers.
func (b *Builder) SubOverflowSigned(x, y BV) z.Lit {
	w := same("SubOverflowSigned", x, y)
	d, _ := b.addc(x, b.Not(y), b.c.T)
	sx, sy, sd := x[w-1], y[w-1], d[w-1]
	// operands of different sign, result sign differs from x
	return b.c.And(b.c.Xor(sx, sy), b.c.Xor(sd, sx))
}

// AddOverflowUnsigned holds iff x + y >= 2^w (the carry out).
func (b *Builder) AddOverflowUnsigned(x, y BV) z.Lit {
	same("AddOverflowUnsigned", x, y)
	_, c := b.addc(x, y, b.c.F)
	return c
}

// SubOverflowUnsigned holds iff x - y < 0, i.e. x < y (the borrow).
func (b *Builder) SubOverflowUnsigned(x, y BV) z.Lit {
	same("SubOverflowUnsigned", x, y)
	_, c := b.addc(x, b.Not(y), b.c.T)
	return c.Not()
}

// NegOverflowSigned holds iff -x overflows, i.e. x == INT_MIN.
func (b *Builder) NegOverflowSigned(x BV) z.Lit {
	w := len(x)
	checkWidth("NegOverflowSigned", w)
	ms := make([]z.Lit, w)
	for i := 0; i < w-1; i++ {
		ms[i] = x[i].Not()
	}
	ms[w-1] = x[w-1]
	return b.c.Ands(ms...)
}

// DivOverflowSigned holds iff x / y (or x % y) overflows as signed
// integers, i.e. x == INT_MIN and y == -1.  Division by zero is not
// included.
func (b *Builder) DivOverflowSigned(x, y BV) z.Lit {
	same("DivOverflowSigned", x, y)
	return b.c.And(b.NegOverflowSigned(x), b.c.Ands(y...))
}

// MulOverflowUnsigned holds iff x * y >= 2^w.
func (b *Builder) MulOverflowUnsigned(x, y BV) z.Lit {
	w := same("MulOverflowUnsigned", x, y)
	p := b.mulFull(x, y)
	return b.NonZero(p[w:])
}

// MulOverflowSigned holds iff x * y, both signed, is outside
// [-2^(w-1), 2^(w-1)).
func (b *Builder) MulOverflowSigned(x, y BV) z.Lit {
	w := same("MulOverflowSigned", x, y)
	p := b.MulFull(x, y, true)
	// representable iff bits w-1 .. 2w-1 all agree
	s := p[w-1]
	diff := make([]z.Lit, 0, w)
	for _, m := range p[w:] {
		diff = append(diff, b.c.Xor(m, s))
	}
	return b.c.Ors(diff...)
}
