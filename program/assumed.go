package program

import "math"

// An AssumedRange is the interval an assumption right after a havoc puts
// on the havocked integer: Lo <= value <= Hi, as the integer of the
// havocked lvalue's type.
type AssumedRange struct {
	Lo, Hi int64
}

// assumedChain bounds the edges AssumedRanges follows from a havoc.
const assumedChain = 8

// AssumedRanges returns, for each havoc of an integer lvalue of at most
// 63 bits (a variable, a cell a[i], a member) that assumptions on the one
// way out of it bound more tightly than its type, the interval they
// allow: x = nondet(); assume(0 <= x && x <= 10), or a[i] = nondet()
// followed by assume(a[i] >= 0 && a[i] < 16). Syntactic, for the makers
// of inputs: the assumptions are read along the chain of single edges
// after the havoc (at most assumedChain) up to a statement that may
// change the lvalue or what it reads (its variables, any write through a
// pointer) or another havoc, each a conjunction of comparisons of the lvalue, as written
// or widened without loss, with constants; other conjuncts are passed
// over. An input drawn inside the interval is still any input: the
// interval only spares runs that the assumption would block at once.
func AssumedRanges(p *Program) map[*Edge]AssumedRange {
	out := map[*Edge]AssumedRange{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			h, ok := e.Stmt.(*Havoc)
			if !ok || h.LHS == nil {
				continue
			}
			t := h.LHS.Type()
			if t == nil || t.Kind != KindInt || t.Width > 63 {
				continue
			}
			if r, ok := assumedAfter(e, h.LHS); ok {
				out[e] = r
			}
		}
	}
	return out
}

// assumedAfter reads the assumptions on lv along the single edges after
// havoc e.
func assumedAfter(e *Edge, lv Expr) (AssumedRange, bool) {
	t := lv.Type()
	var lo, hi int64
	if t.Signed {
		lo, hi = -(int64(1) << (t.Width - 1)), int64(1)<<(t.Width-1)-1
	} else {
		lo, hi = 0, int64(1)<<t.Width-1
	}
	typeLo, typeHi := lo, hi
	text := ExprString(lv)
	reads := map[*Var]bool{}
	for _, v := range Vars(lv) {
		reads[v] = true
	}
	l := e.To
chain:
	for step := 0; step < assumedChain && len(l.Out) == 1; step++ {
		switch s := l.Out[0].Stmt.(type) {
		case *Assume:
			for _, c := range conjuncts(s.Cond) {
				if b, ok := boundOn(c, text, t); ok {
					lo, hi = max(lo, b.Lo), min(hi, b.Hi)
				}
			}
		case *Check, *Skip, *Dead:
		case *Assign:
			if writesAny(s.LHS, reads) {
				break chain // the assumptions after it are on another value
			}
		default: // a havoc, a call: the chain ends, with what it read
			break chain
		}
		l = l.Out[0].To
	}
	if lo > hi || lo == typeLo && hi == typeHi {
		return AssumedRange{}, false
	}
	return AssumedRange{lo, hi}, true
}

// writesAny says whether an assignment to lhs may change a variable of
// reads: its root variable is one of them, or it writes through a
// pointer.
func writesAny(lhs Expr, reads map[*Var]bool) bool {
	for {
		switch x := lhs.(type) {
		case *VarRef:
			return reads[x.Var]
		case *Index:
			lhs = x.X
		case *Field:
			lhs = x.X
		default:
			return true
		}
	}
}

// conjuncts splits a condition at its conjunctions.
func conjuncts(c Expr) []Expr {
	if b, ok := c.(*Binary); ok && b.Op == LAnd {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []Expr{c}
}

// boundOn reads one comparison of the lvalue printed as text (of integer
// type t) with a constant, possibly negated, as an interval of the
// lvalue's value.
func boundOn(c Expr, text string, t *Type) (AssumedRange, bool) {
	negate := false
	if u, ok := c.(*Unary); ok && u.Op == LNot {
		c, negate = u.X, true
	}
	b, ok := c.(*Binary)
	if !ok || !b.Op.IsComparison() || b.Op == Ne && !negate || b.Op == Eq && negate {
		return AssumedRange{}, false
	}
	op := b.Op
	if negate {
		op = op.Negated()
	}
	x, y := b.X, b.Y
	if _, ok := x.(*Const); ok {
		x, y, op = y, x, op.Swapped()
	}
	k, ok := y.(*Const)
	if !ok || !sameValue(x, text, t) {
		return AssumedRange{}, false
	}
	ct := k.T
	if ct == nil || ct.Kind != KindInt || ct.Width > 64 {
		return AssumedRange{}, false
	}
	// The constant as an integer of the comparison's type; a value
	// beyond int64 bounds nothing the lvalue (at most 63 bits) can
	// exceed.
	var v int64
	if ct.Signed {
		v = SignExtend(k.Val, ct)
	} else if k.Val > math.MaxInt64 {
		return AssumedRange{}, false
	} else {
		v = int64(k.Val)
	}
	switch op {
	case Eq:
		return AssumedRange{v, v}, true
	case Lt:
		if v == math.MinInt64 {
			return AssumedRange{}, false
		}
		return AssumedRange{math.MinInt64, v - 1}, true
	case Le:
		return AssumedRange{math.MinInt64, v}, true
	case Gt:
		if v == math.MaxInt64 {
			return AssumedRange{}, false
		}
		return AssumedRange{v + 1, math.MaxInt64}, true
	case Ge:
		return AssumedRange{v, math.MaxInt64}, true
	}
	return AssumedRange{}, false
}

// sameValue says whether x is the lvalue printed as text (of type t), as
// it stands or cast to a type that holds each of t's values unchanged.
func sameValue(x Expr, text string, t *Type) bool {
	if c, ok := x.(*Cast); ok {
		u := c.T
		if u == nil || u.Kind != KindInt {
			return false
		}
		lossless := u.Signed == t.Signed && u.Width >= t.Width || u.Signed && !t.Signed && u.Width > t.Width
		if !lossless {
			return false
		}
		x = c.X
	}
	return ExprString(x) == text
}
