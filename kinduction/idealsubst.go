package kinduction

import (
	"sort"
	"strconv"
)

// Substitutions in ideal memberships.
//
// inIdeal combines the generators and their products with one symbol;
// t - L*M*N follows from t - a*M*N and a - L only through (a - L)*M*N,
// a product with two. An equality of two symbols (or of one and a
// constant) is a substitution instead: every polynomial f has f(a) -
// f(L) = (a - L)*h for an h with integer coefficients (a^k - L^k
// factors so), so q with a replaced by L differs from q by a multiple of
// a - L, and so does each generator. When the substituted q is a
// combination of the substituted generators, q is one of the
// generators: the membership stays sound modulo 2^w.

// maxUnitSubst bounds the substitutions of one membership.
const maxUnitSubst = 8

// unitSubstituted is q and gens with each generator of the form ±s +
// c*u or ±s + c (s and u symbols) used to replace s (and dropped);
// false when there is none.
func unitSubstituted(q poly, gens []poly, w int) (poly, []poly, bool) {
	m := widthMask(w)
	rest := append([]poly(nil), gens...)
	done := 0
	for done < maxUnitSubst {
		found := -1
		var sym int
		var val poly
		for i, g := range rest {
			if s, v, ok := unitEquality(g, m); ok {
				found, sym, val = i, s, v
				break
			}
		}
		if found < 0 {
			break
		}
		rest = append(rest[:found:found], rest[found+1:]...)
		var ok bool
		if q, ok = substSym(q, sym, val); !ok {
			return nil, nil, false
		}
		for i := range rest {
			if rest[i], ok = substSym(rest[i], sym, val); !ok {
				return nil, nil, false
			}
		}
		done++
	}
	return q, rest, done > 0
}

// unitEquality reads g (modulo m + 1) as s == val: g has two monomials,
// a symbol s with coefficient ±1 and a constant or another symbol.
func unitEquality(g poly, m uint64) (int, poly, bool) {
	var keys []string
	for k, c := range g {
		if c&m != 0 {
			keys = append(keys, k)
		}
	}
	if len(keys) != 2 {
		return 0, nil, false
	}
	sort.Strings(keys)
	for i, k := range keys {
		c := g[k] & m
		if degree(k) != 1 || (c != 1 && c != m) {
			continue
		}
		other := keys[1-i]
		if degree(other) > 1 {
			continue
		}
		// c*s + d*o == 0: s == -d*o/c, with 1/c == c for c == ±1.
		d := g[other]
		coef := d
		if c == 1 {
			coef = -d
		}
		id, err := strconv.Atoi(k)
		if err != nil {
			return 0, nil, false
		}
		return id, poly{other: coef}, true
	}
	return 0, nil, false
}
