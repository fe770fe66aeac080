package kinduction

import "github.com/satabs-go/satabs-go/program"

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
// bits), when each is one symbol or a constant.
func (a *polyAlg) widenedEquality(px, py poly, t *program.Type) (poly, bool) {
	ext := func(p poly) (poly, bool) {
		if id, ok := singleSym(p, t.Width); ok {
			return polySym(a.extSym(id, t.Width, t.Signed)), true
		}
		m := widthMask(t.Width)
		for k, c := range p {
			if k != "" && c&m != 0 {
				return nil, false
			}
		}
		v := p[""] & m
		if t.Signed && v>>uint(t.Width-1)&1 == 1 {
			v |= ^m
		}
		return polyConst(v), true
	}
	ex, ok1 := ext(px)
	ey, ok2 := ext(py)
	if !ok1 || !ok2 {
		return nil, false
	}
	return ex.add(ey, ^uint64(0)), true
}
