package accel

import (
	"math/big"

	"github.com/satabs-go/satabs-go/program"
)

// Updates of a summarised loop that read its counter. The counter v of
// a summary (nested.go) takes the values v0, v0 ± 1, … in its n
// iterations, so an update that reads it has a closed form too:
//
//	x = x + d(v)   d affine in v modulo 2^w (w x's width): after n
//	               iterations x0 + Σ_{k<n} d(v0 ± k) = x0 + n·d(v0) ±
//	               α·n(n−1)/2, α the coefficient of v (c += i: the sum
//	               of the counter's values);
//	x = e(v)       a reset: after n ≥ 1 iterations e at the last
//	               iteration's counter, v0 ± (n − 1).
//
// d and e may read v and variables the loop does not assign. "Affine
// modulo 2^w" means d ≡ α·val(v) + β (mod 2^w) for an integer α and
// β = d with v replaced by 0, where val(v) is v's value as an integer of
// its type. Under an ordered guard (< <= > >=) the counter never passes
// its bound, so in iteration k val(v) = val(v0) ± k exactly, and every
// integer cast of v is val(v) modulo its width (C extends by v's own
// signedness); d is then affine when it is built from v, casts of v to
// at least w bits, values the loop does not change, and +, −, negation
// and products with a constant in types of at least w bits (each keeps
// the value modulo 2^w). Under != the counter may wrap: v ≡ v0 ± k only
// modulo 2^wv, so casts of v may not widen it and w must be at most wv.
//
// The sum is computed modulo 2^w: n·(α·(T)v0 + β) ± α·t with
// t = n(n−1)/2 computed in W = max(w, wv) bits from the count n (an
// unsigned value of wv bits, exact in W) by halving the even factor
// first, (n/2)·(n−1) or n·((n−1)/2), exact modulo 2^W as n(n−1)/2 is an
// integer; its low w bits are t modulo 2^w. The summary stays exact.

// classifyDep is classify for a value that may read the other variables
// the path assigns: x + d or e, modulo 2^w, with d and e reading them.
func (a *analysis) classifyDep(v *program.Var, val program.Expr) (update, error) {
	t := v.Type
	if t.Kind != program.KindInt || t.Width > 64 {
		return update{}, unsupported("%s: update reads the loop's variables", v)
	}
	saved := a.assigned
	a.assigned = map[*program.Var]bool{v: true}
	coef, rest, err := a.modLinear(val, v, t)
	a.assigned = saved
	if err != nil {
		return update{}, err
	}
	coef.And(coef, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width)), big.NewInt(1)))
	switch {
	case coef.Sign() == 0:
		return update{v: v, d: simplify(rest), dep: true}, nil
	case coef.Cmp(big.NewInt(1)) == 0:
		return update{v: v, inc: true, d: simplify(rest), dep: true}, nil
	}
	return update{}, unsupported("%s: update is not x + d", v)
}

// checkDeps accepts s's updates that read other assigned variables when
// they read the counter only (and, for an increment, affinely).
func (s *summary) checkDeps() error {
	others := map[*program.Var]bool{}
	for v := range s.a.assigned {
		if v != s.v {
			others[v] = true
		}
	}
	for _, u := range s.a.updates {
		if !u.dep {
			continue
		}
		if u.v == s.v {
			return unsupported("counter update reads the loop's variables")
		}
		if readsAny(u.d, others) {
			return unsupported("%s: update reads variables of the loop other than its counter", u.v)
		}
		if !u.inc {
			continue
		}
		alpha, ok := s.affineCoef(u.d, u.v.Type.Width)
		if !ok {
			return unsupported("%s: increment not affine in the counter", u.v)
		}
		if s.alpha == nil {
			s.alpha = map[*program.Var]uint64{}
		}
		s.alpha[u.v] = alpha
	}
	return nil
}

// affineCoef returns α with x ≡ α·val(v) + x[v := 0] (mod 2^w), when x
// is built as the comment above says.
func (s *summary) affineCoef(x program.Expr, w int) (uint64, bool) {
	v := s.v
	wv := v.Type.Width
	mask := ^uint64(0)
	if w < 64 {
		mask = 1<<w - 1
	}
	if !readsAny(x, map[*program.Var]bool{v: true}) {
		return 0, true
	}
	t := x.Type()
	if t.Kind != program.KindInt || t.Width < w {
		return 0, false
	}
	switch x := x.(type) {
	case *program.VarRef:
		// x == v: wv >= w. Under != v ≡ v0 ± k modulo 2^wv, under an
		// ordered guard exactly: modulo 2^w either way.
		return 1, true
	case *program.Cast:
		if r, ok := x.X.(*program.VarRef); ok && r.Var == v {
			if s.op == program.Ne && (x.T.Width > wv || w > wv) {
				return 0, false
			}
			return 1, true
		}
		if x.X.Type().Kind != program.KindInt || x.X.Type().Width < w {
			return 0, false
		}
		return s.affineCoef(x.X, w)
	case *program.Unary:
		if x.Op != program.Neg {
			return 0, false
		}
		a, ok := s.affineCoef(x.X, w)
		return -a & mask, ok
	case *program.Binary:
		switch x.Op {
		case program.Add, program.Sub:
			a1, ok1 := s.affineCoef(x.X, w)
			a2, ok2 := s.affineCoef(x.Y, w)
			if !ok1 || !ok2 {
				return 0, false
			}
			if x.Op == program.Sub {
				a2 = -a2
			}
			return (a1 + a2) & mask, true
		case program.Mul:
			f, o := x.X, x.Y
			if readsAny(f, map[*program.Var]bool{v: true}) {
				f, o = o, f
			}
			c, ok := constOf(f)
			if !ok {
				return 0, false
			}
			a, ok := s.affineCoef(o, w)
			return (a * c) & mask, ok
		}
	}
	return 0, false
}

// depValue is the value of u after the summary's count iterations, on
// the state at the head (sub maps the head's variables), v0 the
// counter's value there. count is the unsigned count, or, for an
// increment, the positive signed bound pos where the guard holds (its
// sign extension is the count's zero extension).
func (s *summary) depValue(u update, v0, count program.Expr, sub func(program.Expr) program.Expr) program.Expr {
	ty := u.v.Type
	x := sub(&program.VarRef{Var: u.v})
	ct := count.Type()
	zeroC, oneC := program.NewConst(ct, 0), program.NewConst(ct, 1)
	if !u.inc {
		// The counter in the last iteration: v0 ± (n − 1), in v's type.
		steps := castTo(&program.Binary{Op: program.Sub, X: count, Y: oneC, T: ct}, s.v.Type)
		op := program.Add
		if s.down {
			op = program.Sub
		}
		last := &program.Binary{Op: op, X: v0, Y: steps, T: s.v.Type}
		at := substitute(u.d, map[*program.Var]program.Expr{s.v: last})
		return &program.Ite{Cond: cmp(program.Ne, count, zeroC), Then: sub(at), Else: x}
	}
	alpha := program.NewConst(ty, s.alpha[u.v])
	beta := sub(substitute(u.d, map[*program.Var]program.Expr{s.v: program.NewConst(s.v.Type, 0)}))
	// d at the first iteration: α·(T)v0 + β.
	first := &program.Binary{Op: program.Add, X: &program.Binary{Op: program.Mul, X: alpha, Y: castTo(v0, ty), T: ty}, Y: castTo(beta, ty), T: ty}
	lin := &program.Binary{Op: program.Mul, X: castTo(count, ty), Y: first, T: ty}
	// n(n−1)/2 in W bits, the even factor halved first.
	ww := max(ty.Width, ct.Width)
	wt := program.IntType("unsigned W", ww, false)
	if ww == 64 {
		wt = countType
	}
	n := castTo(count, wt)
	one := program.NewConst(wt, 1)
	nm1 := &program.Binary{Op: program.Sub, X: n, Y: one, T: wt}
	half := func(e program.Expr) program.Expr {
		return &program.Binary{Op: program.Shr, X: e, Y: one, T: wt}
	}
	even := cmp(program.Eq, &program.Binary{Op: program.And, X: n, Y: one, T: wt}, program.NewConst(wt, 0))
	var tri program.Expr = &program.Ite{Cond: even,
		Then: &program.Binary{Op: program.Mul, X: half(n), Y: nm1, T: wt},
		Else: &program.Binary{Op: program.Mul, X: n, Y: half(nm1), T: wt}}
	if ct.Width <= 32 && ww == 64 {
		// n < 2^32: n(n−1) < 2^64 is exact, and even; the product
		// is then the one the program writes for the sum.
		tri = half(&program.Binary{Op: program.Mul, X: n, Y: nm1, T: wt})
	}
	quad := &program.Binary{Op: program.Mul, X: alpha, Y: castTo(tri, ty), T: ty}
	op := program.Add
	if s.down {
		op = program.Sub
	}
	return &program.Binary{Op: op, X: &program.Binary{Op: program.Add, X: x, Y: lin, T: ty}, Y: quad, T: ty}
}
