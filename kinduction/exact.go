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
//
// Three places read it. The check pass (polycheck.go) keeps the set per
// path state (polyState.exact, intersected at joins). The loop paths of
// the invariant passes (runPaths) keep it per path, and an assignment
// v = X op Y of a narrow signed v from an exact operation records the
// widening of v's new value, (wide)X op (wide)Y, in the environment
// under a shadow variable (polyAlg.shadows): a later (wide)v, and the
// substitution of v's widened symbol at the path's end, read it (x = x + 1
// after !__overflow_add(x, 1) widens to (wide)x + 1 whatever x's range).
// And an equality of the program whose polynomial only the exact
// widenings of the assumptions just before it give (the assertion after
// its !__overflow chain) is a candidate as that polynomial's atom over
// the widened variables (polyAtom), never as its own text, whose narrow
// operations wrap where the candidate's do not.

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

// exactBefore are the operations that the straight code before l
// assumed not to overflow: the assumptions on the edges back from l
// along locations with one way in, up to the first edge that writes
// something.
func exactBefore(l *program.Loc) map[string][]*program.Var {
	var exact map[string][]*program.Var
	for steps := 0; len(l.In) == 1 && steps < 64; steps++ {
		in := l.In[0]
		if as, ok := in.Stmt.(*program.Assume); ok {
			exact = assumedExact(as.Cond, exact)
		} else if !effectFree(in.Stmt) {
			break
		}
		l = in.From
	}
	return exact
}

// noteWide sets env[shadow(v)] for v = rhs: the w-bit polynomial of
// (wide)rhs where rhs is an operation the path assumed not to overflow,
// read in env before the assignment; otherwise the entry goes.
func (a *polyAlg) noteWide(v *program.Var, rhs program.Expr, w int, env polyEnv) {
	sh := a.shadow(v)
	delete(env, sh)
	t := v.Type
	if len(a.exact) == 0 || t.Kind != program.KindInt || !t.Signed || t.Width >= w || !program.Identical(t, rhs.Type()) {
		return
	}
	wt := program.IntType("", w, true)
	if p, ok := a.exactWidening(&program.Cast{X: rhs, T: wt}, w, env); ok {
		env[sh] = p
	}
}

// shadow is the variable that stands for v's exact widening in an
// environment (polyAlg.shadows).
func (a *polyAlg) shadow(v *program.Var) *program.Var {
	if a.shadows == nil {
		a.shadows = map[*program.Var]*program.Var{}
	}
	sh := a.shadows[v]
	if sh == nil {
		sh = &program.Var{Name: v.Name + "$wide", Type: v.Type}
		a.shadows[v] = sh
	}
	return sh
}
