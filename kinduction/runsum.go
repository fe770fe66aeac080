package kinduction

import "github.com/satabs-go/satabs-go/program"

// counterOffset returns c when x is v, v + c or v - c for a constant c
// (through the casts of C's integer promotions).
func counterOffset(x program.Expr, v *program.Var) (int64, bool) {
	x = stripCasts(x)
	if r, ok := x.(*program.VarRef); ok {
		return 0, r.Var == v
	}
	b, ok := x.(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return 0, false
	}
	r, ok := stripCasts(b.X).(*program.VarRef)
	if !ok || r.Var != v {
		return 0, false
	}
	c, ok := stripCasts(b.Y).(*program.Const)
	if !ok || !c.T.IsInteger() || c.T.Width > 64 {
		return 0, false
	}
	off := c.SignedValue()
	if off < -1<<20 || off > 1<<20 {
		return 0, false
	}
	if b.Op == program.Sub {
		off = -off
	}
	return off, true
}

// maxNarrowWidth is the widest type whose range bounds a running sum's
// addend by its type alone (as the accumulators' extremes of types of
// at most 16 bits).
const maxNarrowWidth = 16

// narrowRange returns the values an integer expression of a narrow type
// can take, through the casts above it that keep every one of them: a
// cell of an unsigned char array widened to unsigned int is in
// [0, 255], whatever the cell holds. It is the type's range, a fact of
// C's semantics, not a guess.
func narrowRange(x program.Expr) (lo, hi int64, ok bool) {
	x, casts := peelCasts(x)
	t := x.Type()
	if t == nil || !t.IsInteger() || t.Width < 2 || t.Width > maxNarrowWidth {
		return 0, 0, false
	}
	// A wider type keeps every value, but a signed source widened to
	// an unsigned type does not keep the negative ones.
	lo, hi = program.MinConst(t).SignedValue(), program.MaxConst(t).SignedValue()
	if !castsKeep(casts, lo, hi) {
		return 0, 0, false
	}
	return lo, hi, true
}

// runningSumWrite reports whether rhs, written at the index at (the
// counter idx plus a constant), adds a value to the cell of arr just
// before it (ps[i + 1] = ps[i] + v[i]): a running sum whose cells the
// loop has written are those from the index at the counter's entry
// value up to at, the range the shifted writes give.
func runningSumWrite(arr *program.Var, at program.Expr, idx *program.Var, rhs program.Expr) bool {
	off, ok := counterOffset(at, idx)
	if !ok {
		return false
	}
	sum, ok := stripCasts(rhs).(*program.Binary)
	if !ok || sum.Op != program.Add {
		return false
	}
	for _, x := range []program.Expr{sum.X, sum.Y} {
		ix, ok := stripCasts(x).(*program.Index)
		if !ok {
			continue
		}
		r, isVar := ix.X.(*program.VarRef)
		if o, isOff := counterOffset(ix.Index, idx); isVar && r.Var == arr && isOff && o == off-1 {
			return true
		}
	}
	return false
}

// typeImplies reports whether every value of the integer type t (of at
// most 32 bits, read in long long) satisfies x op c for op >= or <=.
func typeImplies(t *program.Type, op program.BinaryOp, c int64) bool {
	if !t.IsInteger() || t.Width > 32 {
		return false
	}
	lo, hi := program.MinConst(t).SignedValue(), program.MaxConst(t).SignedValue()
	switch op {
	case program.Ge:
		return lo >= c
	case program.Le:
		return hi <= c
	}
	return false
}
