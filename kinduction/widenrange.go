package kinduction

import (
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Narrow values widened under proved ranges (see the package
// documentation, "Polynomial invariants").
//
// A long long sum of int terms (c = c + 3*i + 1 with c long long: the
// product 3*i is an int, widened) is a polynomial modulo 2^64 only when
// the narrow value does not wrap: the widening of a w'-bit value is not
// in general the widening of its parts (3*i may overflow where 3*(long
// long)i does not). Where it does not wrap, it is: if the integer value
// of a polynomial P over the symbols (each read as the integer its type
// holds, each coefficient as a signed w'-bit integer) lies in the range
// of the narrow type T, then the w'-bit value of P read in T is that
// integer (they are equal modulo 2^w' and both lie in T's range), so
// its widening is Σ c·Π ext(s) exactly, modulo any 2^w. The integer's
// range is interval arithmetic over the symbols' ranges: the interval
// atoms (v >= k, v <= k over a variable of the comparison's type)
// proved at the loop head the symbols stand for (the values at its
// latest visit, where the proved atoms hold). A symbol without a range
// is read in its type's range (a variable's value always is); a value
// some havoc gave refuses the widening, as before.
//
// The program's own equalities may widen narrow parts they cannot
// prove fit where they stand ((long long)(n - 1) in a check after the
// loop): such an equality is stated as its widened polynomial (the
// atom polyAtom builds, whose meaning is exactly that polynomial), a
// candidate like the others; the check itself is then shown by the
// pass of polycheck.go, which widens only under the head's ranges.

// symRange is the interval of symbol id's integer value, read in a type
// of width bits and the given signedness, when the proved ranges give
// one: a variable's own symbol in a pass whose start is a loop head
// (curRange), or a head symbol (ranges of that head).
func (a *polyAlg) symRange(id, width int, signed bool) (lo, hi *big.Int, ok bool) {
	if id < 0 || id >= len(a.vars) {
		return nil, nil, false
	}
	if ek, ok := a.extOf[id]; ok && ek.width < width {
		// The extension of a narrower value: the narrow value's
		// integer, sign-extended (read signed) or zero-extended (read
		// either way), or sign-extended and known non-negative.
		lo, hi, ok := a.symRange(ek.base, ek.width, ek.signed)
		if !ok {
			lo, hi = typeRange(program.IntType("", ek.width, ek.signed))
		}
		if !ek.signed || signed || lo.Sign() >= 0 {
			return lo, hi, true
		}
		return nil, nil, false
	}
	var r map[*program.Var][2]*big.Int
	v := a.vars[id]
	if v != nil {
		r = a.curRange
	} else if hv, isHead := a.headOf[id]; isHead {
		v, r = hv.v, a.ranges[hv.head]
	}
	if v == nil || v.Type.Kind != program.KindInt || v.Type.Width != width || v.Type.Signed != signed {
		return nil, nil, false
	}
	if iv, found := r[v]; found {
		return iv[0], iv[1], true
	}
	// Every value of a variable lies in its type's range.
	lo, hi = typeRange(v.Type)
	return lo, hi, true
}

// widenFitting is the widening (sign or zero extension, by signed) of
// the width-bit polynomial p, a polynomial of the wide symbols, when the
// proved ranges show that p's integer value fits the narrow type; with
// guess set, without that proof (the candidates of polyCandidates only:
// see the file's comment).
func (a *polyAlg) widenFitting(p poly, width int, signed bool) (poly, bool) {
	m := widthMask(width)
	t := program.IntType("", width, signed)
	tlo, thi := typeRange(t)
	lo, hi := new(big.Int), new(big.Int)
	// The range first: symbols for widenings are numbered only when
	// the widening stands (the numbering orders printed atoms).
	for k, c := range p {
		if c&m == 0 {
			continue
		}
		// Any representative of c is exact when the sum fits; the
		// signed one (monomialInterval's) keeps the intervals small.
		ml, mh, ok := monomialInterval(k, c, width, func(id int) (*big.Int, *big.Int, bool) {
			if sl, sh, ok := a.symRange(id, width, signed); ok {
				return sl, sh, true
			}
			return tlo, thi, a.guessWiden
		})
		if !ok {
			return nil, false
		}
		lo.Add(lo, ml)
		hi.Add(hi, mh)
	}
	if !a.guessWiden && (lo.Cmp(tlo) < 0 || hi.Cmp(thi) > 0) {
		return nil, false
	}
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := poly{}
	for _, k := range keys {
		c := p[k]
		if c&m == 0 {
			continue
		}
		term := polyConst(uint64(signedMod(c, width)))
		if k != "" {
			for _, f := range strings.Split(k, ",") {
				id, _ := strconv.Atoi(f)
				var good bool
				if term, good = term.mul(polySym(a.extSym(id, width, signed))); !good {
					return nil, false
				}
			}
		}
		out = out.add(term, 1)
	}
	return out, true
}

// intervalAtoms are, per loop head, the ranges of the variables that
// the head's proved atoms bound by constants on both sides (v >= k,
// v <= k, k <= v, ... over the variable's own type), or through an
// order between two variables of one type (i <= n with n <= k bounds
// i <= k).
func intervalAtoms(atomsAt map[*program.Loc][]program.Expr) map[*program.Loc]map[*program.Var][2]*big.Int {
	out := map[*program.Loc]map[*program.Var][2]*big.Int{}
	for head, atoms := range atomsAt {
		los, his := map[*program.Var]*big.Int{}, map[*program.Var]*big.Int{}
		var orders [][2]*program.Var // x <= y
		for _, at := range atoms {
			if b, ok := at.(*program.Binary); ok && (b.Op == program.Le || b.Op == program.Ge) {
				x, okx := b.X.(*program.VarRef)
				y, oky := b.Y.(*program.VarRef)
				if okx && oky && program.Identical(x.Var.Type, y.Var.Type) && x.Var.Type.Kind == program.KindInt {
					if b.Op == program.Le {
						orders = append(orders, [2]*program.Var{x.Var, y.Var})
					} else {
						orders = append(orders, [2]*program.Var{y.Var, x.Var})
					}
					continue
				}
			}
			b, ok := at.(*program.Binary)
			if !ok {
				continue
			}
			x, y, op := b.X, b.Y, b.Op
			if _, isVar := x.(*program.VarRef); !isVar {
				x, y = y, x
				switch op {
				case program.Le:
					op = program.Ge
				case program.Ge:
					op = program.Le
				default:
					continue
				}
			}
			r, ok := x.(*program.VarRef)
			if !ok || r.Var.Type.Kind != program.KindInt || !program.Identical(r.Var.Type, x.Type()) || !program.Identical(x.Type(), y.Type()) {
				continue
			}
			k, ok := y.(*program.Const)
			if !ok {
				continue
			}
			val := constValue(k.Val, r.Var.Type)
			switch op {
			case program.Ge:
				if cur, seen := los[r.Var]; !seen || val.Cmp(cur) > 0 {
					los[r.Var] = val
				}
			case program.Le:
				if cur, seen := his[r.Var]; !seen || val.Cmp(cur) < 0 {
					his[r.Var] = val
				}
			}
		}
		for range 3 {
			for _, o := range orders {
				if h, ok := his[o[1]]; ok {
					if cur, seen := his[o[0]]; !seen || h.Cmp(cur) < 0 {
						his[o[0]] = h
					}
				}
				if l, ok := los[o[0]]; ok {
					if cur, seen := los[o[1]]; !seen || l.Cmp(cur) > 0 {
						los[o[1]] = l
					}
				}
			}
		}
		// Bounds through linear atoms (j <= 2*i with i <= 2000;
		// rangeprop.go).
		linearRanges(atoms, los, his)
		for v := range los {
			if _, ok := his[v]; !ok {
				_, his[v] = typeRange(v.Type)
			}
		}
		for v := range his {
			if _, ok := los[v]; !ok {
				los[v], _ = typeRange(v.Type)
			}
		}
		for v, lo := range los {
			if hi, ok := his[v]; ok && lo.Cmp(hi) <= 0 {
				if out[head] == nil {
					out[head] = map[*program.Var][2]*big.Int{}
				}
				out[head][v] = [2]*big.Int{lo, hi}
			}
		}
	}
	return out
}

// constValue is the integer a constant's bits hold in type t.
func constValue(bits uint64, t *program.Type) *big.Int {
	bits &= widthMask(t.Width)
	if t.Signed && t.Width <= 64 && bits>>uint(t.Width-1)&1 == 1 {
		return big.NewInt(signedMod(bits, t.Width))
	}
	return new(big.Int).SetUint64(bits)
}

// widenedCandidate is the program's equality b with its narrow parts
// widened whether or not they fit (guessWiden), stated as the atom of
// that polynomial (polyAtom), so that the candidate means exactly what
// its algebra proves; false when b is no polynomial that way either.
func (a *polyAlg) widenedCandidate(b *program.Binary) (*polyCandidate, bool) {
	a.guessWiden = true
	pc, ok := a.candidate(b)
	a.guessWiden = false
	if !ok || (pc.w != 32 && pc.w != 64) {
		return nil, false
	}
	atom, ok := a.polyAtom(pc.p, pc.w).(*program.Binary)
	if !ok || atom == nil {
		return nil, false
	}
	return a.candidate(atom)
}

// provedRanges are the intervals of the reached heads' proved atoms.
func (s *synth) provedRanges() map[*program.Loc]map[*program.Var][2]*big.Int {
	at := map[*program.Loc][]program.Expr{}
	for c, d := range s.doms {
		if c > 0 && d != nil && d.reached {
			at[s.sys.Cuts[c]] = d.atoms(false)
		}
	}
	return intervalAtoms(at)
}
