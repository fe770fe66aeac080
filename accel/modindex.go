package accel

import "github.com/satabs-go/satabs-go/program"

// unwrapRem takes an index x % m (m a positive constant, x the
// iteration's counter plus an offset the loop keeps: b[(i + 1) % N] of a
// rotation) as x itself in the iterations where 0 <= x < m, where the
// remainder is x (C's %, signed or unsigned, truncates: x % m == x for
// such x). The condition joins the path condition of state s, so the
// shortcut covers only iterations that satisfy it: it is linear in the
// counter (x is kv + o with o the same in every iteration), so the set of
// iterations where it holds is an interval, and checking it in the
// first and the last iteration, as the shortcut checks every branch,
// covers those between. The iteration where x reaches m (the wrap-around
// cell) is then an ordinary iteration of the loop, whose edges stay.
// Other indices are returned as they are.
func (a *segAnalysis) unwrapRem(s *segState, x program.Expr) program.Expr {
	if _, _, ok := a.affineExpr(x); ok {
		return x
	}
	switch y := x.(type) {
	case *program.Cast:
		from, to := y.X.Type(), y.T
		if from.Kind != program.KindInt || to.Kind != program.KindInt || to.Width < from.Width {
			return x
		}
		inner := a.unwrapRem(s, y.X)
		if inner == y.X {
			return x
		}
		return &program.Cast{X: inner, T: y.T}
	case *program.Binary:
		if y.Op != program.Rem {
			return x
		}
		t := y.X.Type()
		if t.Kind != program.KindInt || t.Width > 32 || !program.Identical(t, y.Y.Type()) {
			return x
		}
		if _, _, ok := a.affineExpr(y.X); !ok {
			return x
		}
		m, ok := y.Y.(*program.Const)
		if !ok {
			return x
		}
		mv := int64(m.Val & t.Mask())
		if t.Signed {
			mv = m.SignedValue()
		}
		if mv <= 0 {
			return x
		}
		// 0 <= x < m over the values of x's type (exact in 64 bits).
		x64 := castTo(y.X, int64T)
		in := and(cmp(program.Ge, x64, program.NewConstInt(int64T, 0)), cmp(program.Lt, x64, program.NewConstInt(int64T, mv)))
		s.cond = andOpt(s.cond, in)
		return y.X
	}
	return x
}
