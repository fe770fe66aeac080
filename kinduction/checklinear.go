package kinduction

import (
	"slices"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Check sides made linear by the head's equalities (see the package
// documentation, "Order checks through the equalities").
//
// An order comparison after a loop, a*a <= n, reads the loop's
// variables as they were at its head's last visit; where the head's
// exact equalities (s == a*a + 2*a + 1) give a product of the
// comparison an odd coefficient, subtracting a multiple of the equality
// removes it without changing the value modulo 2^w: a*a is s - 2*a - 1
// there. The comparison with its sides so rewritten, s - 2*a - 1 <= n,
// is linear over the head's variables: a candidate for SAT like the
// loop's conditions, which initiation and consecution prove or drop.
// Proved, it decides the comparison after the loop through the order
// facts of the check pass (orderfacts.go).

// maxCheckSides bounds the candidates one head gets.
const maxCheckSides = 8

// linearCheckSides adds, after the exact products are known, the
// comparisons of the program with a product that the reached heads'
// equalities make linear as guards of those heads, and says whether it
// added any.
func (s *synth) linearCheckSides() bool {
	headInv := map[*program.Loc][]program.Expr{}
	cutOf := map[*program.Loc]int{}
	exact := false
	for c := 1; c < len(s.sys.Cuts); c++ {
		d := s.doms[c]
		if d == nil || !d.reached {
			continue
		}
		headInv[s.sys.Cuts[c]] = append(slices.Clone(d.atoms(false)), d.exact...)
		cutOf[s.sys.Cuts[c]] = c
		exact = exact || len(d.exact) > 0
	}
	if !exact || !hasProductComparison(s.sys.P) {
		return false
	}
	a := newPolyAlg()
	a.exitEqs = s.exitEqualities()
	a.ranges = intervalAtoms(headInv)
	added := map[int]int{}
	seen := map[string]bool{}
	for c, d := range s.doms {
		if d != nil {
			for _, g := range d.allGuards {
				seen[stringAt(c, g)] = true
			}
		}
	}
	more := false
	for _, w := range []int{32, 64} {
		state, ok := a.flowStates(s.sys, headInv, w)
		if !ok {
			continue
		}
		for _, l := range s.sys.P.Locs {
			for _, e := range l.Out {
				for _, x := range program.ValueExprs(e.Stmt) {
					program.Walk(x, func(y program.Expr) bool {
						b, ok := y.(*program.Binary)
						if !ok || !orderOp(b.Op) {
							return true
						}
						for _, st := range state[l] {
							c, isCut := cutOf[st.base]
							if !isCut || added[c] >= maxCheckSides {
								continue
							}
							g := a.linearComparison(b, st, w)
							if g == nil {
								continue
							}
							if key := stringAt(c, g); !seen[key] {
								seen[key] = true
								d := s.doms[c]
								d.guards = append(d.guards, g)
								d.allGuards = append(d.allGuards, g)
								added[c]++
								more = true
							}
						}
						return true
					})
				}
			}
		}
	}
	return more
}

func stringAt(c int, g program.Expr) string {
	return strings.Repeat(" ", c) + program.ExprString(g)
}

// linearComparison is b (X op Y over w-bit integers of one type) with
// its sides written over the variables at st's base, a loop head, with
// every product removed by the state's equalities; nil when b has no
// product, is already decided, or a product stays.
func (a *polyAlg) linearComparison(b *program.Binary, st *polyState, w int) program.Expr {
	t := b.X.Type()
	if t.Kind != program.KindInt || t.Width != w || !sameInt(t, b.Y.Type()) {
		return nil
	}
	defer a.readIn(st)()
	px, ok1 := a.of(b.X, w, st.env)
	py, ok2 := a.of(b.Y, w, st.env)
	if !ok1 || !ok2 || (polyDegree(px, w) < 2 && polyDegree(py, w) < 2) {
		return nil
	}
	if a.truth(b, st, w) != 0 {
		return nil
	}
	lx, ok1 := linearize(px, st.inv, w)
	ly, ok2 := linearize(py, st.inv, w)
	if !ok1 || !ok2 {
		return nil
	}
	ex, ok1 := a.linearExpr(lx, st.base, t, w)
	ey, ok2 := a.linearExpr(ly, st.base, t, w)
	if !ok1 || !ok2 {
		return nil
	}
	return &program.Binary{Op: b.Op, X: ex, Y: ey, T: program.Bool}
}

// linearize subtracts from p multiples of gens (each 0 modulo 2^w) until
// p has no monomial of degree 2 or more: a monomial's coefficient in a
// generator must be odd (invertible modulo 2^w). The result equals p
// modulo 2^w wherever the generators vanish.
func linearize(p poly, gens []poly, w int) (poly, bool) {
	m := widthMask(w)
	for step := 0; step < 16; step++ {
		var key string
		for k, c := range p {
			if c&m != 0 && degree(k) >= 2 && (key == "" || k < key) {
				key = k
			}
		}
		if key == "" {
			return p, true
		}
		found := false
		for _, g := range gens {
			gc := g[key] & m
			if gc&1 == 0 {
				continue
			}
			k, _ := g.mul(polyConst(p[key] * oddInverse(gc)))
			p = p.add(k, ^uint64(0))
			found = true
			break
		}
		if !found {
			return nil, false
		}
	}
	return nil, false
}

// oddInverse is the inverse of an odd c modulo 2^64 (Newton's
// iteration doubles the correct low bits each step).
func oddInverse(c uint64) uint64 {
	x := c
	for i := 0; i < 6; i++ {
		x *= 2 - c*x
	}
	return x
}

// linearExpr writes a linear polynomial in the symbols of head's
// variables as C in the integer type t of w bits (wrapping as the IR
// computes: the same value modulo 2^w); false for another symbol.
func (a *polyAlg) linearExpr(p poly, head *program.Loc, t *program.Type, w int) (program.Expr, bool) {
	m := widthMask(w)
	keys := make([]string, 0, len(p))
	for k, c := range p {
		if c&m != 0 {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var sum program.Expr
	var konst int64
	for _, k := range keys {
		c := signedMod(p[k], w)
		if k == "" {
			konst = c
			continue
		}
		id, ok := singleKey(k)
		if !ok {
			return nil, false
		}
		hv, ok := a.headOf[id]
		if !ok || hv.head != head || !polyVar(hv.v, w) {
			return nil, false
		}
		var x program.Expr = castTo(t, hv.v)
		mag := c
		if mag < 0 {
			mag = -mag
		}
		if mag != 1 {
			x = &program.Binary{Op: program.Mul, X: program.NewConst(t, uint64(mag)&m), Y: x, T: t}
		}
		switch {
		case sum == nil && c > 0:
			sum = x
		case sum == nil:
			sum = &program.Binary{Op: program.Sub, X: program.NewConst(t, 0), Y: x, T: t}
		case c > 0:
			sum = &program.Binary{Op: program.Add, X: sum, Y: x, T: t}
		default:
			sum = &program.Binary{Op: program.Sub, X: sum, Y: x, T: t}
		}
	}
	switch {
	case sum == nil:
		return program.NewConst(t, uint64(konst)&m), true
	case konst > 0:
		sum = &program.Binary{Op: program.Add, X: sum, Y: program.NewConst(t, uint64(konst)&m), T: t}
	case konst < 0:
		sum = &program.Binary{Op: program.Sub, X: sum, Y: program.NewConst(t, uint64(-konst)&m), T: t}
	}
	return sum, true
}

// singleKey is the symbol of a monomial of degree 1.
func singleKey(k string) (int, bool) {
	if k == "" || strings.Contains(k, ",") {
		return 0, false
	}
	n := 0
	for _, r := range k {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = 10*n + int(r-'0')
	}
	return n, true
}

// hasProductComparison says whether p compares (< <= > >=) an
// expression with a product of two non-constant operands.
func hasProductComparison(p *program.Program) bool {
	found := false
	for _, l := range p.Locs {
		for _, e := range l.Out {
			for _, x := range program.ValueExprs(e.Stmt) {
				program.Walk(x, func(y program.Expr) bool {
					if b, ok := y.(*program.Binary); ok && orderOp(b.Op) && (hasProduct(b.X) || hasProduct(b.Y)) {
						found = true
					}
					return !found
				})
			}
		}
	}
	return found
}

// hasProduct says whether x multiplies two non-constant operands.
func hasProduct(x program.Expr) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if b, ok := y.(*program.Binary); ok && b.Op == program.Mul {
			_, cx := b.X.(*program.Const)
			_, cy := b.Y.(*program.Const)
			found = found || (!cx && !cy)
		}
		return !found
	})
	return found
}
