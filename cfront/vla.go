package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Variable-length arrays. The IR has arrays of a fixed length only, so a
// local int a[n] becomes an array of a fixed capacity K together with a
// length variable a$len (size_t) that holds n, evaluated where C evaluates
// it, at the declaration:
//
//	assume(n > 0)          with CutUndefined: a size that is not positive is undefined
//	check(a$len <= K)      vla-capacity: always verified, see below
//	a$len = (size_t)n
//	havoc a                uninitialised
//
// Every bounds check of a[i] compares i with a$len, every pointer check
// into a requires the access to end before element a$len, and sizeof a is
// a$len * sizeof(T), so the program behaves as with an array of n
// elements as long as n <= K. The vla-capacity check sees to that: a
// violation is not a bug of the program but the limit of the model, and
// the engines answer UNKNOWN for it. K is the least bound on n that the
// assumptions and branches on the straight-line path to the declaration
// state (assume(n <= 100), if (n > 100) return), else vlaDefaultCapacity;
// a wrong guess costs precision (UNKNOWN), never soundness.
//
// Only the outermost dimension may vary (int a[n][4], not int a[4][n]).

// vlaDefaultCapacity is the capacity of a variable-length array whose
// length no assumption bounds; vlaMaxCapacity bounds any capacity (the
// interpreter holds every element).
const (
	vlaDefaultCapacity = 1024
	vlaMaxCapacity     = 1 << 16
)

// vlaDecl declares the variable-length array d of cc type at.
func (l *lowerer) vlaDecl(d *cc.Declarator, at *cc.ArrayType) {
	pos := l.posOf(d)
	if et, ok := at.Elem().(*cc.ArrayType); ok && et.IsVLA() {
		l.failf(d, true, "unsupported: variable-length array with more than one variable dimension")
	}
	elem := l.typeOf(at.Elem(), d)
	if elem.Kind == program.KindVoid || elem.Size <= 0 {
		l.failf(d, false, "array of %s", elem)
	}
	size := at.SizeExpression()
	if size == nil {
		l.failf(d, true, "unsupported: variable-length array of unspecified size")
	}
	n := l.rval(size)
	if !n.Type().IsInteger() {
		l.failf(size, false, "array size is not an integer")
	}
	n = l.cast(n, l.ts.ints.Promote(n.Type()))
	capacity := l.vlaCapacity(n)
	if max := maxObjectSize / elem.Size; capacity > max {
		capacity = max
	}
	if l.opts.CutUndefined {
		// A size that is not positive is undefined (C11 6.7.6.2p5); no
		// property checks it.
		l.emitCut(l.binary(program.Gt, n, program.NewConst(n.Type(), 0), program.Bool), pos)
	}
	length := l.newVar(l.fn.name+"::"+d.Name()+"$len", "", l.ts.sizeT, true, pos)
	lenRef := &program.VarRef{Var: length}
	l.emit(&program.Assign{LHS: lenRef, RHS: l.cast(n, l.ts.sizeT)}, pos)
	info := l.newCheck(program.CheckCapacity, pos, "variable-length array "+d.Name()+" holds at most the model's capacity")
	l.emit(&program.Check{Cond: l.binary(program.Le, lenRef, program.NewConst(l.ts.sizeT, uint64(capacity)), program.Bool), Check: info}, pos)
	v := l.declareLocal(d, l.ts.arrayOf(elem, capacity))
	l.vlaLen[v] = length
	l.emit(&program.Havoc{LHS: &program.VarRef{Var: v}, Why: "uninitialised"}, pos)
}

// vlaCapacity guesses a bound on the array size n: from the conditions of
// the assumes on the straight-line path that reaches the current location,
// back to the first join, loop head, label or write of n's variable (a
// constant written there bounds it too).
func (l *lowerer) vlaCapacity(n program.Expr) int64 {
	if c, ok := isConst(n); ok {
		if v := c.SignedValue(); c.T.Width <= 64 && v > 0 && v <= vlaMaxCapacity {
			return v
		}
		return vlaDefaultCapacity
	}
	v := sizeVar(n)
	if v == nil {
		return vlaDefaultCapacity
	}
	best := int64(-1)
	// A labelled location (a loop head, a C label) may get more incoming
	// edges later in the lowering: the path stops there.
	for loc := l.cur; loc != nil && len(loc.In) == 1 && loc.Label == ""; {
		e := loc.In[0]
		switch st := e.Stmt.(type) {
		case *program.Assume:
			for _, b := range conjuncts(st.Cond) {
				if k, ok := upperBound(b, v); ok && (best < 0 || k < best) {
					best = k
				}
			}
		case *program.Assign:
			if writes(st.LHS, v) {
				if c, ok := isConst(st.RHS); ok && c.T.Width <= 64 && (best < 0 || c.SignedValue() < best) {
					best = c.SignedValue() // n = 12 (const int n = 12)
				}
				loc = nil
				continue
			}
		case *program.Havoc:
			if writes(st.LHS, v) {
				loc = nil
				continue
			}
		}
		loc = e.From
	}
	if best <= 0 || best > vlaMaxCapacity {
		return vlaDefaultCapacity
	}
	return best
}

// sizeVar is the variable an array size expression is (up to casts).
func sizeVar(e program.Expr) *program.Var {
	for {
		switch x := e.(type) {
		case *program.Cast:
			e = x.X
		case *program.VarRef:
			return x.Var
		default:
			return nil
		}
	}
}

// writes reports whether assigning lv may change v: lv is rooted at v, or
// writes through a pointer while v's address is taken.
func writes(lv program.Expr, v *program.Var) bool {
	if r := rootVar(lv); r != nil {
		return r == v
	}
	return v.Object != 0
}

// conjuncts splits a condition at && and at the || of a negation (the
// branch not taken by if (a || b) return).
func conjuncts(c program.Expr) []program.Expr {
	if b, ok := c.(*program.Binary); ok && b.Op == program.LAnd {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	if u, ok := c.(*program.Unary); ok && u.Op == program.LNot {
		if b, ok := u.X.(*program.Binary); ok && b.Op == program.LOr {
			return append(conjuncts(&program.Unary{Op: program.LNot, X: b.X}), conjuncts(&program.Unary{Op: program.LNot, X: b.Y})...)
		}
	}
	return []program.Expr{c}
}

// upperBound recognises v <= k, v < k, k >= v, k > v and the negations of
// v > k, v >= k (up to casts of v), and returns the bound on v.
func upperBound(c program.Expr, v *program.Var) (int64, bool) {
	negated := false
	if u, ok := c.(*program.Unary); ok && u.Op == program.LNot {
		negated, c = true, u.X
	}
	b, ok := c.(*program.Binary)
	if !ok || !b.Op.IsComparison() {
		return 0, false
	}
	op, x, y := b.Op, b.X, b.Y
	if _, ok := isConst(x); ok {
		// k op v: mirror to v op' k.
		x, y = y, x
		op = map[program.BinaryOp]program.BinaryOp{program.Lt: program.Gt, program.Le: program.Ge, program.Gt: program.Lt, program.Ge: program.Le}[op]
	}
	k, ok := isConst(y)
	if !ok || sizeVar(x) != v || k.T.Width > 64 {
		return 0, false
	}
	if negated {
		op = map[program.BinaryOp]program.BinaryOp{program.Gt: program.Le, program.Ge: program.Lt}[op]
	}
	bound := k.SignedValue()
	if !k.T.Signed && int64(k.Val) < 0 {
		return 0, false
	}
	switch op {
	case program.Le:
		return bound, true
	case program.Lt:
		return bound - 1, true
	}
	return 0, false
}

// vlaSizeof is sizeof a for the variable-length array variable v.
func (l *lowerer) vlaSizeof(v *program.Var) program.Expr {
	return l.binary(program.Mul, &program.VarRef{Var: l.vlaLen[v]}, program.NewConst(l.ts.sizeT, uint64(v.Type.Elem.Size)), l.ts.sizeT)
}

// vlaInBounds is the condition that pointer p, if it points into a
// variable-length array, points to a part that ends within its length
// (the object itself holds the capacity): one conjunct per such array
// whose address is taken.
func (l *lowerer) vlaInBounds(p program.Expr) program.Expr {
	var cond program.Expr = program.True
	if len(l.vlaLen) == 0 {
		return cond
	}
	bytePtr := l.ts.ptrTo(l.ts.char)
	for _, o := range l.p.Objects {
		length := l.vlaLen[o]
		if length == nil {
			continue
		}
		same := &program.Binary{Op: program.SameObject, X: p, Y: &program.AddrOf{X: &program.VarRef{Var: o}, T: l.ts.ptrTo(o.Type)}, T: program.Bool}
		size := p.Type().Elem.Size
		if p.Type().Elem.Kind == program.KindVoid {
			size = 1
		}
		end := &program.Binary{Op: program.Add, X: l.cast(p, bytePtr), Y: program.NewConst(l.ts.ptrdiffT, uint64(size)), T: bytePtr}
		base := &program.AddrOf{X: &program.Index{X: &program.VarRef{Var: o}, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(o.Type.Elem)}
		limit := &program.Binary{Op: program.Add, X: l.cast(base, bytePtr), Y: l.cast(l.vlaSizeof(o), l.ts.ptrdiffT), T: bytePtr}
		cond = l.and(cond, l.or(l.not(same), &program.Binary{Op: program.Le, X: end, Y: limit, T: program.Bool}))
	}
	return cond
}
