package accel

import (
	"github.com/satabs-go/satabs-go/program"
)

// The overflow test of a sum of the counter's values. Under --undefined
// cut, c = c + (T)i (c signed, i the summary's counter, T c's type, the
// cast widening or none) comes with the test !__overflow_add(c, (T)i).
// In a run that passed the tests of iterations 0 … k−1, c holds exactly
// S(k) = c0 + Σ_{j<k} d_j with d_j = a ± j (a = val(i0): the counter
// never passes its bound under an ordered guard, and (T)i is its value),
// and the test of iteration k is S(k+1) inside T's range R. So the run
// passes all n tests exactly when S(1 … n) ⊆ R, that is when the least
// and the largest of them are in R. S(j+1) − S(j) = d_j, which is linear
// in j with slope ±1, so S falls while d_j < 0 and rises after (counting
// up: the least is S(max(1, j*)) with j* = clamp(−a, 0, n), the number
// of negative d_j, and the largest is S(1) or S(n)), or, counting down,
// rises while d_j > 0 and falls after (the largest is S(max(1, j*)),
// j* = clamp(a, 0, n), the least S(1) or S(n)). The summary assumes
// n == 0 || S(1), S(n) and S(max(1, j*)) are in R, computed in 128 bits
// (|a| < 2^32, n <= 2^32: no wrap), which is exactly the condition that
// every iteration's test passes. Together with cut.go's tests of the
// other variables (each iteration's tests are a conjunction) the summary
// stays exact.

// quadTest recognises !__overflow_add(c, D) (either order) with c an
// increment of s that reads the counter, whose increment d is D, and D
// the counter itself or a widening cast of it.
func (s *summary) quadTest(e program.Expr) (*program.Var, bool) {
	x, y, op, ok := overflowTest(e)
	if !ok || op != program.AddOverflow {
		return nil, false
	}
	for _, pair := range [][2]program.Expr{{x, y}, {y, x}} {
		r, isRef := pair[0].(*program.VarRef)
		if !isRef {
			continue
		}
		for _, u := range s.a.updates {
			if u.v != r.Var || !u.dep || !u.inc || !u.v.Type.Signed || s.alpha[u.v] != 1 {
				continue
			}
			if !counterValue(pair[1], s.v) || !sameValue(u.d, pair[1], u.v.Type) {
				continue
			}
			return u.v, true
		}
	}
	return nil, false
}

// counterValue reports whether d is v or a cast of v to at least its
// width (so that d's value is v's value as an integer).
func counterValue(d program.Expr, v *program.Var) bool {
	if c, ok := d.(*program.Cast); ok && c.T.Kind == program.KindInt && c.T.Width >= v.Type.Width {
		if c.T.Width == v.Type.Width && c.T.Signed != v.Type.Signed {
			return false
		}
		d = c.X
	}
	r, ok := d.(*program.VarRef)
	return ok && r.Var == v
}

// quadCutFormula is the condition above for the sum u, on the state at
// the head, after count iterations.
func (s *summary) quadCutFormula(u *program.Var, count program.Expr) program.Expr {
	w := func(x int64) program.Expr { return program.NewConst(wide, uint64(x)) }
	bin := func(op program.BinaryOp, x, y program.Expr) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: wide}
	}
	n := castTo(count, wide)
	c0 := castTo(&program.VarRef{Var: u}, wide)
	a := castTo(&program.VarRef{Var: s.v}, wide)
	sign := program.Add
	if s.down {
		sign = program.Sub
	}
	// S(j) = c0 + j·a ± j(j−1)/2.
	sum := func(j program.Expr) program.Expr {
		tri := bin(program.Div, bin(program.Mul, j, bin(program.Sub, j, w(1))), w(2))
		return bin(sign, bin(program.Add, c0, bin(program.Mul, j, a)), tri)
	}
	// j* = clamp(∓a, 0, n), at least 1.
	neg := bin(program.Sub, w(0), a)
	if s.down {
		neg = a
	}
	ite := func(c, x, y program.Expr) program.Expr { return &program.Ite{Cond: c, Then: x, Else: y} }
	star := ite(cmp(program.Lt, neg, w(1)), w(1), ite(cmp(program.Gt, neg, n), n, neg))
	r := typeRange(term{}, u.Type)
	lo, hi := program.NewConstBig(wide, r.lo), program.NewConstBig(wide, r.hi)
	var in program.Expr
	for _, j := range []program.Expr{w(1), n, star} {
		v := sum(j)
		in = and(in, and(cmp(program.Le, lo, v), cmp(program.Le, v, hi)))
	}
	return or(cmp(program.Eq, count, program.NewConst(count.Type(), 0)), in)
}
