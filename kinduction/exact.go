package kinduction

import (
	"maps"

	"github.com/satabs-go/satabs-go/program"
)

// Widenings that the cut makes exact.
//
// Under --undefined cut the front end guards each signed +, - and * of
// a narrow type T (int) by an assumption !__overflow_op(X, Y): the path
// goes on only where the result of X op Y on the integers lies in T's
// range. There the value of X op Y in T is that integer, so its widening
// to a type of w > width(T) bits is the integer too, and so is
// (wide)X op (wide)Y computed in w bits: the operands' widenings are
// their integer values, and their sum, difference or product fits in w
// bits (|X|, |Y| < 2^(width(T)-1), so |X*Y| < 2^(2*width(T)-2) <=
// 2^(w-1) for w >= 2*width(T) - 1; sums are smaller). The polynomial
// pass therefore reads (wide)(X op Y) as (wide)X op (wide)Y, recursively,
// where the path it follows assumed !__overflow_op(X, Y) for the very
// operands and nothing has written a variable they read since (the key
// is the operation's text; the operands read variables by name only,
// no cell nor pointer, so no store can change them unseen). Without the
// cut the front end makes no such assumption (a check, or nothing), and
// nothing changes. (long long)(a*z)*y == (long long)a*(long long)z*y at
// a check after the assumptions of a*z: geo3-style series, bresenham's
// 2*Y*x - 2*X*y.

// noOverflowKey is the text that names the operation op (Add, Sub, Mul) on x
// and y.
func noOverflowKey(op program.BinaryOp, x, y program.Expr) string {
	return program.ExprString(&program.Binary{Op: op, X: x, Y: y, T: x.Type()})
}

// overflowOps maps the overflow predicates to their operations.
var overflowOps = map[program.BinaryOp]program.BinaryOp{
	program.AddOverflow: program.Add,
	program.SubOverflow: program.Sub,
	program.MulOverflow: program.Mul,
}

// assumedExact is exact (a new map when it changes) with the operation
// that cond, an assumption !__overflow_op(X, Y) over signed operands of
// fewer than 64 bits that read variables by name only, says does not
// overflow.
func assumedExact(cond program.Expr, exact map[string][]*program.Var) map[string][]*program.Var {
	u, ok := cond.(*program.Unary)
	if !ok || u.Op != program.LNot {
		return exact
	}
	b, ok := u.X.(*program.Binary)
	if !ok {
		return exact
	}
	op, ok := overflowOps[b.Op]
	t := b.X.Type()
	if !ok || t.Kind != program.KindInt || !t.Signed || t.Width >= 64 || !program.Identical(t, b.Y.Type()) || !pureScalar(b.X) || !pureScalar(b.Y) {
		return exact
	}
	out := maps.Clone(exact)
	if out == nil {
		out = map[string][]*program.Var{}
	}
	out[noOverflowKey(op, b.X, b.Y)] = append(program.Vars(b.X), program.Vars(b.Y)...)
	return out
}

// forgetExact is exact (a new map when it changes) without the
// operations whose operands read v.
func forgetExact(exact map[string][]*program.Var, v *program.Var) map[string][]*program.Var {
	var out map[string][]*program.Var
	for k, vs := range exact {
		for _, u := range vs {
			if u == v {
				if out == nil {
					out = maps.Clone(exact)
				}
				delete(out, k)
				break
			}
		}
	}
	if out == nil {
		return exact
	}
	return out
}

// exactWidening is the w-bit polynomial of the widening c of a narrow
// signed operation that a.exact holds, as the operation on the widened
// operands.
func (a *polyAlg) exactWidening(c *program.Cast, w int, env polyEnv) (poly, bool) {
	if len(a.exact) == 0 {
		return nil, false
	}
	b, ok := c.X.(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub && b.Op != program.Mul) {
		return nil, false
	}
	t := b.T
	if c.T.Kind != program.KindInt || c.T.Width != w || t.Kind != program.KindInt || !t.Signed || 2*t.Width-1 > w {
		return nil, false
	}
	if _, ok := a.exact[noOverflowKey(b.Op, b.X, b.Y)]; !ok {
		return nil, false
	}
	wide := &program.Binary{Op: b.Op, X: &program.Cast{X: b.X, T: c.T}, Y: &program.Cast{X: b.Y, T: c.T}, T: c.T}
	return a.of(wide, w, env)
}
