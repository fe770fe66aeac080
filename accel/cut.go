package accel

import (
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// Cut overflows in summaries. Under --undefined cut (SV-COMP's
// unreach-call assumes no undefined behaviour) every signed + and - of a
// loop body is preceded by an assumption !__overflow_add(x, d) that ends
// the path where the operation would overflow. A summarised loop must
// keep exactly the runs in which every iteration passes these
// assumptions. That is a condition on the n iterations, which
// cutConds states exactly when every such assumption is an overflow
// test of + or - (or * by a value the loop does not change) whose
// operands are, each, either a value the loop does not change or an
// exact variable: one whose update u = u + D comes with the assumption
// !__overflow_add(u, D) (or - D with __overflow_sub) in the same path,
// before u is written. In a run that passes iterations 0 … k−1, an
// exact variable then holds u0 + k·D as a mathematical integer (each
// addition stayed inside the type), so the operands of iteration k are
// linear in k over the integers, and the test of iteration k is that a
// linear function of k lies in the type's range. The set of k where it
// does is an interval, so the tests of iterations 1 … n−1 hold exactly
// when they hold at k = 1 and k = n−1 (guards.formula, whose range
// conditions on the exact variables' own terms hold in every such run,
// as their values are those of an earlier iteration's test). Iteration
// 0 reads the state at the head as it is. With an ordered guard (not
// !=) and a counter of at most 32 bits, n < 2^33 and the 128-bit terms
// do not wrap (maxTermBits).
//
// The summary assumes n == 0 || (tests of iteration 0 && (n == 1 ||
// tests at k = 1 and k = n−1)): a run of the program that leaves the
// loop after n iterations passes every test and satisfies it, and a
// state that satisfies it passes every test of the n iterations by
// induction over k (each exact variable stays u0 + k·D because the test
// of iteration k − 1 passed), so the program runs the n iterations and
// leaves the loop in the summary's state. The summary stays exact.

// cutConds returns the tests of s's path besides its guard (a.conds[1:],
// every one an assumption that cuts an undefined operation), or an error
// when one is not of the shape above.
func (s *summary) cutConds() ([]cond, error) {
	rest := s.a.conds[1:]
	if len(rest) == 0 {
		return nil, nil
	}
	if s.op == program.Ne {
		return nil, unsupported("inner loop with conditions in its body and a guard !=")
	}
	if s.v.Type.Width > 32 {
		return nil, unsupported("inner loop with conditions in its body and a counter over 32 bits")
	}
	exact := s.a.exactVars()
	// The counter under an ordered guard moves from v0 towards E
	// without passing it: v0 ± k in every iteration k < n.
	exact[s.v] = true
	inc := s.a.incVars()
	deps := map[*program.Var]bool{}
	for _, u := range s.a.updates {
		if u.dep {
			deps[u.v] = true
		}
	}
	var out []cond
	for _, c := range rest {
		if !c.undef {
			return nil, unsupported("inner loop with conditions in its body")
		}
		if readsAny(c.e, deps) {
			// Its values are no linear function of the iteration:
			// only the sum of the counter's values (quadcut.go).
			u, ok := s.quadTest(c.e)
			if !ok {
				return nil, unsupported("overflow test of a value that reads the counter")
			}
			s.quadCuts = append(s.quadCuts, u)
			continue
		}
		if !readsAny(c.e, inc) {
			out = append(out, c) // the same test in every iteration
			continue
		}
		x, y, op, ok := overflowTest(c.e)
		if !ok {
			return nil, unsupported("inner loop with conditions in its body")
		}
		if neverOverflows(x, y, op) {
			continue // true in every iteration: no condition
		}
		dx, dy := readsAny(x, inc), readsAny(y, inc)
		if op == program.MulOverflow && dx && dy {
			return nil, unsupported("overflow of a product of terms that depend on the iteration")
		}
		for _, o := range []struct {
			e   program.Expr
			dep bool
		}{{x, dx}, {y, dy}} {
			if o.dep && !exactOperand(o.e, exact) {
				return nil, unsupported("overflow test of %s, not an exact variable", program.ExprString(o.e))
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// neverOverflows reports whether x op y cannot overflow whatever the
// values: the operands are widened from narrower types or constants, and
// the sum (difference, product) of their largest magnitudes fits the
// type (short + short computed in int, as C promotes them).
func neverOverflows(x, y program.Expr, op program.BinaryOp) bool {
	w := x.Type().Width
	if w > 64 {
		return false
	}
	mx, okx := magnitudeBits(x)
	my, oky := magnitudeBits(y)
	if !okx || !oky {
		return false
	}
	// |x| < 2^mx and |y| < 2^my.
	if op == program.MulOverflow {
		return mx+my <= w-1
	}
	return max(mx, my)+1 <= w-1
}

// magnitudeBits is m with |x| < 2^m for every value of x: a constant, or
// a widening cast (a source of a bits, signed or not, is
// below 2^a in magnitude).
func magnitudeBits(x program.Expr) (int, bool) {
	switch x := x.(type) {
	case *program.Const:
		v := constValue(x)
		return v.Abs(v).BitLen(), true
	case *program.Cast:
		from := x.X.Type()
		if from.Kind != program.KindInt && from.Kind != program.KindBool || x.T.Kind != program.KindInt || from.Width >= x.T.Width {
			return 0, false
		}
		if from.Kind == program.KindBool {
			return 1, true
		}
		return from.Width, true // |x| <= 2^(a−1), resp. 2^a − 1
	}
	return 0, false
}

// overflowTest splits !__overflow_op(x, y).
func overflowTest(e program.Expr) (x, y program.Expr, op program.BinaryOp, ok bool) {
	n, isNot := e.(*program.Unary)
	if !isNot || n.Op != program.LNot {
		return nil, nil, 0, false
	}
	b, isBin := n.X.(*program.Binary)
	if !isBin || !b.Op.IsOverflow() || b.X.Type().Kind != program.KindInt || !b.X.Type().Signed {
		return nil, nil, 0, false
	}
	return b.X, b.Y, b.Op, true
}

// exactOperand reports whether x is an exact variable, or one widened
// (sign extension keeps a signed value).
func exactOperand(x program.Expr, exact map[*program.Var]bool) bool {
	if c, ok := x.(*program.Cast); ok && c.T.Kind == program.KindInt && c.T.Width >= c.X.Type().Width {
		x = c.X
	}
	r, ok := x.(*program.VarRef)
	return ok && exact[r.Var]
}

// exactVars are the variables the path increments whose every increment
// is tested for overflow before it is made: a signed u with update
// u + d and a test !__overflow_add(u, D) (either order) with D the
// value d stands for, or !__overflow_sub(u, D) with D a constant other than the type's
// minimum and d standing for −D,
// on the state at the head (the test comes before u is written).
func (a *analysis) exactVars() map[*program.Var]bool {
	out := map[*program.Var]bool{}
	for _, u := range a.updates {
		t := u.v.Type
		if !u.inc || u.dep || t.Kind != program.KindInt || !t.Signed {
			continue
		}
		self := func(e program.Expr) bool {
			r, ok := e.(*program.VarRef)
			return ok && r.Var == u.v
		}
		for _, c := range a.conds {
			x, y, op, ok := overflowTest(c.e)
			if !ok || !c.undef || !program.Identical(x.Type(), t) {
				continue
			}
			var d program.Expr
			switch {
			case op == program.AddOverflow && self(x):
				d = y
			case op == program.AddOverflow && self(y):
				d = x
			case op == program.SubOverflow && self(x):
				// −D must not wrap: a constant other than the
				// type's minimum (k − 1).
				k, isConst := constOf(y)
				if !isConst || k == program.MinConst(t).Val {
					continue
				}
				d = program.NewConst(t, -k&t.Mask())
			default:
				continue
			}
			if sameValue(u.d, d, t) {
				out[u.v] = true
				break
			}
		}
	}
	return out
}

// sameValue reports whether x and y, integer expressions of type t that
// read no variable the path assigns, are the same value modulo 2^w:
// equal as printed after simplification, or constants with equal bits.
func sameValue(x, y program.Expr, t *program.Type) bool {
	cx, okx := constOf(castTo(x, t))
	cy, oky := constOf(castTo(y, t))
	if okx && oky {
		return cx == cy
	}
	if okx != oky {
		return false
	}
	return exprKey(simplify(castTo(x, t))) == exprKey(simplify(castTo(y, t)))
}

func exprKey(x program.Expr) string {
	return fmt.Sprintf("%s:%s", x.Type().Name, program.ExprString(x))
}

// cutFormula is the condition, on the state at the head (before sub),
// under which the n = count iterations pass the tests cs (see above):
// count == 0 || (cs at iteration 0 && (count == 1 || cs at 1 and at
// count − 1)).
func (s *summary) cutFormula(cs []cond, count program.Expr) program.Expr {
	var g guards
	var first program.Expr
	for _, c := range cs {
		first = and(first, c.e)
		if err := s.a.condition(&g, c.e, true); err != nil {
			panic("accel: analysed condition fails: " + err.Error())
		}
	}
	u := count.Type()
	zero, one := program.NewConst(u, 0), program.NewConst(u, 1)
	last := &program.Binary{Op: program.Sub, X: castTo(count, wide), Y: program.NewConst(wide, 1), T: wide}
	rest := or(cmp(program.Eq, count, one), g.formula(program.NewConst(wide, 1), last))
	return or(cmp(program.Eq, count, zero), and(first, rest))
}
