package bitvec

import "github.com/go-air/gini/z"

// Bitwise operations, comparisons, width changes and selection.

// Not returns the bitwise complement of x.
func (b *Builder) Not(x BV) BV {
	checkWidth("Not", len(x))
	r := make(BV, len(x))
	for i, m := range x {
		r[i] = m.Not()
	}
	return r
}

// And returns the bitwise conjunction of x and y.
func (b *Builder) And(x, y BV) BV {
	r := make(BV, same("And", x, y))
	for i := range r {
		r[i] = b.c.And(x[i], y[i])
	}
	return r
}

// Or returns the bitwise disjunction of x and y.
func (b *Builder) Or(x, y BV) BV {
	r := make(BV, same("Or", x, y))
	for i := range r {
		r[i] = b.c.Or(x[i], y[i])
	}
	return r
}

// Xor returns the bitwise exclusive or of x and y.
func (b *Builder) Xor(x, y BV) BV {
	r := make(BV, same("Xor", x, y))
	for i := range r {
		r[i] = b.c.Xor(x[i], y[i])
	}
	return r
}

// Ite returns a if cond holds and otherwise e, bit by bit.
func (b *Builder) Ite(cond z.Lit, a, e BV) BV {
	r := make(BV, same("Ite", a, e))
	for i := range r {
		r[i] = b.c.Choice(cond, a[i], e[i])
	}
	return r
}

// IsZero returns a literal which holds iff x == 0.
func (b *Builder) IsZero(x BV) z.Lit {
	return b.NonZero(x).Not()
}

// NonZero returns a literal which holds iff x != 0.
func (b *Builder) NonZero(x BV) z.Lit {
	checkWidth("NonZero", len(x))
	return b.c.Ors(x...)
}

// Eq returns a literal which holds iff x == y.
func (b *Builder) Eq(x, y BV) z.Lit {
	same("Eq", x, y)
	x, y = narrowCompare(x, y)
	w := len(x)
	eqs := make([]z.Lit, w)
	for i := range eqs {
		eqs[i] = b.c.Xor(x[i], y[i]).Not()
	}
	return b.c.Ands(eqs...)
}

// Ne returns a literal which holds iff x != y.
func (b *Builder) Ne(x, y BV) z.Lit { return b.Eq(x, y).Not() }

// maj returns the majority of a, b and c, folding constants.
func (b *Builder) maj(x, y, c z.Lit) z.Lit {
	switch c {
	case b.c.T:
		return b.c.Or(x, y)
	case b.c.F:
		return b.c.And(x, y)
	}
	return b.c.Or(b.c.And(x, y), b.c.And(c, b.c.Or(x, y)))
}

// uge returns x >= y (unsigned) as the carry out of x + ~y + 1, on the
// low bits that decide it (narrowCompare).
func (b *Builder) uge(x, y BV) z.Lit {
	x, y = narrowCompare(x, y)
	c := b.c.T
	for i := range x {
		c = b.maj(x[i], y[i].Not(), c)
	}
	return c
}

// ULt returns a literal for x < y, unsigned.
func (b *Builder) ULt(x, y BV) z.Lit {
	same("ULt", x, y)
	return b.uge(x, y).Not()
}

// ULe returns a literal for x <= y, unsigned.
func (b *Builder) ULe(x, y BV) z.Lit {
	same("ULe", x, y)
	return b.uge(y, x)
}

// UGt returns a literal for x > y, unsigned.
func (b *Builder) UGt(x, y BV) z.Lit {
	same("UGt", x, y)
	return b.uge(y, x).Not()
}

// UGe returns a literal for x >= y, unsigned.
func (b *Builder) UGe(x, y BV) z.Lit {
	same("UGe", x, y)
	return b.uge(x, y)
}

// flipSign maps the signed order onto the unsigned one.
func flipSign(x BV) BV {
	r := make(BV, len(x))
	copy(r, x)
	r[len(r)-1] = r[len(r)-1].Not()
	return r
}

// SLt returns a literal for x < y, signed (two's complement).
func (b *Builder) SLt(x, y BV) z.Lit {
	same("SLt", x, y)
	x, y = narrowCompare(x, y)
	return b.uge(flipSign(x), flipSign(y)).Not()
}

// SLe returns a literal for x <= y, signed.
func (b *Builder) SLe(x, y BV) z.Lit {
	same("SLe", x, y)
	x, y = narrowCompare(x, y)
	return b.uge(flipSign(y), flipSign(x))
}

// SGt returns a literal for x > y, signed.
func (b *Builder) SGt(x, y BV) z.Lit {
	same("SGt", x, y)
	x, y = narrowCompare(x, y)
	return b.uge(flipSign(y), flipSign(x)).Not()
}

// SGe returns a literal for x >= y, signed.
func (b *Builder) SGe(x, y BV) z.Lit {
	same("SGe", x, y)
	x, y = narrowCompare(x, y)
	return b.uge(flipSign(x), flipSign(y))
}

// ZeroExt returns x zero-extended to width w (w >= x.Width()).
func (b *Builder) ZeroExt(x BV, w int) BV {
	return b.extend("ZeroExt", x, w, b.c.F)
}

// SignExt returns x sign-extended to width w (w >= x.Width()).
func (b *Builder) SignExt(x BV, w int) BV {
	checkWidth("SignExt", len(x))
	return b.extend("SignExt", x, w, x[len(x)-1])
}

func (b *Builder) extend(op string, x BV, w int, m z.Lit) BV {
	checkWidth(op, len(x))
	if w < len(x) {
		panic("bitvec: " + op + ": target width smaller than operand")
	}
	r := make(BV, w)
	copy(r, x)
	for i := len(x); i < w; i++ {
		r[i] = m
	}
	return r
}

// Trunc returns the w least significant bits of x (1 <= w <= x.Width()).
func (b *Builder) Trunc(x BV, w int) BV {
	checkWidth("Trunc", w)
	if w > len(x) {
		panic("bitvec: Trunc: target width larger than operand")
	}
	r := make(BV, w)
	copy(r, x)
	return r
}

// Resize truncates, zero-extends (signed == false) or sign-extends
// (signed == true) x to width w, as a C integer conversion does.
func (b *Builder) Resize(x BV, w int, signed bool) BV {
	switch {
	case w <= len(x):
		return b.Trunc(x, w)
	case signed:
		return b.SignExt(x, w)
	default:
		return b.ZeroExt(x, w)
	}
}

// Extract returns bits lo through hi of x, both inclusive (as SMT-LIB
// extract[hi:lo]); the result has width hi-lo+1 and bit lo of x becomes
// bit 0.
func (b *Builder) Extract(x BV, lo, hi int) BV {
	if lo < 0 || hi < lo || hi >= len(x) {
		panic("bitvec: Extract: bad bit range")
	}
	r := make(BV, hi-lo+1)
	copy(r, x[lo:hi+1])
	return r
}

// Concat returns the concatenation of hi and lo with hi in the most
// significant positions (as SMT-LIB concat): the result has width
// hi.Width()+lo.Width() and its bits 0..lo.Width()-1 are lo.
func (b *Builder) Concat(hi, lo BV) BV {
	r := make(BV, 0, len(hi)+len(lo))
	r = append(r, lo...)
	return append(r, hi...)
}
