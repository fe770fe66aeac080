package kinduction

import (
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Equalities of narrow integers in a wide pass (see the package
// documentation, "Exits as equalities").
//
// A loop over int counters whose relation lives in long long (a sum
// c += 3LL*i + 1 tested against (long long)n*(n - 1) after while (i < n))
// leaves with the 32-bit equality i == n, while the candidates and the
// check are polynomials modulo 2^64 over the widenings of i and n. Two
// w'-bit values that are equal modulo 2^w' have equal sign extensions
// and equal zero extensions, and unequal ones have unequal extensions
// (both are injective): so X == Y (or X != Y) between w'-bit sides that
// are each one symbol or a constant is, in every wider pass, the same
// relation between the widenings of the sides, in the comparison type's
// signedness, which is the widening a cast of the symbol to a wider type
// reads as (polyAlg.of).

// widenedEquality is ext(X) - ext(Y) modulo 2^64 (or any wider width)
// for the w'-bit polynomials px and py of a comparison in type t (w'
// bits), when each is one symbol, a constant, or a polynomial that fits
// t under the proved ranges (widenFitting).
func (a *polyAlg) widenedEquality(px, py poly, t *program.Type) (poly, bool) {
	ext := func(p poly) (poly, bool) {
		if id, ok := singleSym(p, t.Width); ok {
			return polySym(a.extSym(id, t.Width, t.Signed)), true
		}
		m := widthMask(t.Width)
		for k, c := range p {
			if k != "" && c&m != 0 {
				// A side that fits its type under the proved ranges
				// widens too (widenrange.go).
				return a.widenFitting(p, t.Width, t.Signed)
			}
		}
		return polyConst(extend64(p[""], t)), true
	}
	ex, ok1 := ext(px)
	ey, ok2 := ext(py)
	if !ok1 || !ok2 {
		return nil, false
	}
	return ex.add(ey, ^uint64(0)), true
}

// variableSym says whether symbol id is a variable's value or the
// widening of one (the sides exitVariants exchanges).
func (a *polyAlg) variableSym(id int) bool {
	if id < 0 || id >= len(a.vars) {
		return false
	}
	if a.vars[id] != nil {
		return true
	}
	ek, ok := a.extOf[id]
	return ok && ek.base < len(a.vars) && a.vars[ek.base] != nil
}

// widenedVar is the expression of type t that widening symbol id reads
// as: its variable converted to the integer type of the widening's
// width and signedness, then to t; nil for any other symbol.
func (a *polyAlg) widenedVar(id int, t *program.Type, varOf func(int) *program.Var) program.Expr {
	ek, ok := a.extOf[id]
	if !ok {
		return nil
	}
	v := varOf(ek.base)
	if v == nil || v.Type.Kind != program.KindInt || v.Type.Width < ek.width || ek.width >= t.Width {
		return nil
	}
	narrow := program.IntType(otherName(&program.Type{Width: ek.width, Signed: !ek.signed}), ek.width, ek.signed)
	var x program.Expr = &program.VarRef{Var: v}
	if !program.Identical(v.Type, narrow) {
		x = &program.Cast{X: x, T: narrow}
	}
	return &program.Cast{X: x, T: t}
}

// substituteSym is p with every occurrence of symbol x (a power's
// factors too) replaced by symbol y.
func substituteSym(p poly, x, y string) poly {
	q := poly{}
	for k, c := range p {
		nk := ""
		if k != "" {
			for _, f := range strings.Split(k, ",") {
				if f == x {
					f = y
				}
				nk = mulKey(nk, f)
			}
		}
		q = q.add(poly{nk: c}, 1)
	}
	return q
}
