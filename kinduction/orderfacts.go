package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// Order facts of the check pass (polycheck.go), and check sides made
// linear at a loop head (see the package documentation, "Order checks
// through the equalities").
//
// A comparison X < Y of w-bit integers of one type is a function of the
// two bit patterns: where X ≡ X' and Y ≡ Y' modulo 2^w (the head's
// equalities and those the path assumes show the differences to be 0),
// X < Y is X' < Y'. So a comparison that the head's proved atoms state,
// or that the path to the check assumes (the exit !(s <= n) of a loop),
// decides a check whose sides are the same values under other
// polynomials: n < (a + 1)*(a + 1) after that exit, where s == a*a +
// 2*a + 1 holds at the head.

// ordFact is X op Y, a comparison of w-bit integers whose type is
// signed or not, as polynomials in the symbols of a pass's base.
type ordFact struct {
	x, y   poly
	op     program.BinaryOp // Lt, Le, Gt or Ge
	signed bool
}

// orderOps says whether op is one of the four order comparisons.
func orderOp(op program.BinaryOp) bool {
	return op == program.Lt || op == program.Le || op == program.Gt || op == program.Ge
}

// flipOrder is the operator of Y op' X for X op Y.
func flipOrder(op program.BinaryOp) program.BinaryOp {
	switch op {
	case program.Lt:
		return program.Gt
	case program.Le:
		return program.Ge
	case program.Gt:
		return program.Lt
	}
	return program.Le
}

// negateOrder is the operator of !(X op Y).
func negateOrder(op program.BinaryOp) program.BinaryOp {
	switch op {
	case program.Lt:
		return program.Ge
	case program.Le:
		return program.Gt
	case program.Gt:
		return program.Le
	}
	return program.Lt
}

// orderImplies says what X known op Y tells of X q Y: 1 true, -1
// false, 0 not known.
func orderImplies(known, q program.BinaryOp) int {
	switch {
	case known == q:
		return 1
	case known == negateOrder(q):
		return -1
	}
	switch known {
	case program.Lt:
		if q == program.Le {
			return 1
		}
		return -1 // q is Gt or Ge
	case program.Gt:
		if q == program.Ge {
			return 1
		}
		return -1
	}
	return 0 // Le against Lt or Ge, Ge against Gt or Le
}

// orderFactOf is the fact that cond states (negated when neg) over
// w-bit integers of one type, with st's environment and base.
func (a *polyAlg) orderFactOf(b *program.Binary, neg bool, st *polyState, w int) (ordFact, bool) {
	if !orderOp(b.Op) {
		return ordFact{}, false
	}
	tx := b.X.Type()
	if tx.Kind != program.KindInt || tx.Width != w || !sameInt(tx, b.Y.Type()) {
		return ordFact{}, false
	}
	defer a.readIn(st)()
	px, ok1 := a.of(b.X, w, st.env)
	py, ok2 := a.of(b.Y, w, st.env)
	if !ok1 || !ok2 {
		return ordFact{}, false
	}
	op := b.Op
	if neg {
		op = negateOrder(op)
	}
	return ordFact{x: px, y: py, op: op, signed: tx.Signed}, true
}

// assumedOrders are the order facts a condition assumes: itself, or the
// conjuncts of a && b and !(a || b).
func (a *polyAlg) assumedOrders(cond program.Expr, st *polyState, w int) []ordFact {
	cond, neg := stripNots(cond)
	b, ok := cond.(*program.Binary)
	if !ok {
		return nil
	}
	if (b.Op == program.LAnd && !neg) || (b.Op == program.LOr && neg) {
		var x, y program.Expr = b.X, b.Y
		if neg {
			x = &program.Unary{Op: program.LNot, X: x}
			y = &program.Unary{Op: program.LNot, X: y}
		}
		return append(a.assumedOrders(x, st, w), a.assumedOrders(y, st, w)...)
	}
	if f, ok := a.orderFactOf(b, neg, st, w); ok {
		return []ordFact{f}
	}
	return nil
}

// maxOrderFacts bounds the facts a state keeps (the head's atoms first).
const maxOrderFacts = 32

// headOrders are the order facts of a head's atoms, in the symbols of
// st (whose base is the head).
func (a *polyAlg) headOrders(atoms []program.Expr, st *polyState, w int) []ordFact {
	var out []ordFact
	for _, at := range atoms {
		b, ok := at.(*program.Binary)
		if !ok || len(out) >= maxOrderFacts {
			continue
		}
		if f, ok := a.orderFactOf(b, false, st, w); ok {
			out = append(out, f)
		}
	}
	return out
}

// factTruth decides X op Y (px, py; signed or not) from st's order
// facts: a fact X' op' Y' of the same signedness whose sides equal X and
// Y modulo the state's equalities (in either order) decides it as op'
// implies.
func (a *polyAlg) factTruth(px, py poly, op program.BinaryOp, signed bool, st *polyState, w int) int {
	same := func(p, q poly) bool {
		return a.holds(p.add(q, ^uint64(0)), st.inv, nil, w, false)
	}
	for _, f := range st.ord {
		if f.signed != signed {
			continue
		}
		known := f.op
		switch {
		case same(px, f.x) && same(py, f.y):
		case same(px, f.y) && same(py, f.x):
			known = flipOrder(known)
		default:
			continue
		}
		if t := orderImplies(known, op); t != 0 {
			return t
		}
	}
	return 0
}

// joinOrders are the facts both lists have.
func joinOrders(x, y []ordFact) []ordFact {
	var out []ordFact
	for _, f := range x {
		for _, g := range y {
			if f.op == g.op && f.signed == g.signed && polyEqual(f.x, g.x) && polyEqual(f.y, g.y) {
				out = append(out, f)
				break
			}
		}
	}
	return out
}
