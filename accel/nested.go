package accel

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A summary is the exact effect of a whole inner loop: one path whose
// only condition is the head's guard v op E, with v counted by ±1 and E
// the same in every iteration, so that the number of iterations is a
// difference, and every update an increment or a reset.
type summary struct {
	a    *analysis
	v    *program.Var
	op   program.BinaryOp // v op E, v on the left
	e    program.Expr
	down bool   // v decreases
	cuts []cond // the body's overflow tests (cut.go)
	// quadCuts are the sums of the counter's values tested for overflow
	// (quadcut.go)
	quadCuts []*program.Var
	// alpha of each increment that reads the counter: d is alpha·v + beta
	// modulo 2^w (quadratic.go)
	alpha map[*program.Var]uint64
}

// summarise returns the summary of loop l, which must contain no loop.
func summarise(ln *symex.LoopNest, l *symex.Loop) (*summary, error) {
	for _, m := range ln.Loops {
		if m != l && l.Body[m.Head] {
			return nil, unsupported("inner loop with loops")
		}
	}
	if len(l.Head.Out) != 2 {
		return nil, unsupported("inner loop head with %d edges", len(l.Head.Out))
	}
	paths := loopPaths(l)
	if len(paths) != 1 {
		return nil, unsupported("inner loop with %d paths", len(paths))
	}
	path := paths[0]
	a, err := analysePath(ln, path, true)
	if err != nil {
		return nil, err
	}
	g, ok := path[0].Stmt.(*program.Assume)
	if !ok {
		return nil, unsupported("inner loop without a guard")
	}
	cmp, ok := g.Cond.(*program.Binary)
	if !ok {
		return nil, unsupported("inner loop guard")
	}
	s := &summary{a: a, op: cmp.Op}
	lhs, rhs := cmp.X, cmp.Y
	if r, ok := rhs.(*program.VarRef); ok && a.byVar[r.Var] != nil && a.byVar[r.Var].inc {
		lhs, rhs = rhs, lhs
		s.op = cmp.Op.Swapped()
	}
	r, ok := lhs.(*program.VarRef)
	if !ok || a.byVar[r.Var] == nil || !a.byVar[r.Var].inc || r.Var.Type.Kind != program.KindInt || readsAny(rhs, a.assigned) {
		return nil, unsupported("inner loop guard is not a counter against a bound")
	}
	s.v, s.e = r.Var, rhs
	d, ok := constOf(a.byVar[r.Var].d)
	if !ok {
		return nil, unsupported("inner loop counter step")
	}
	switch {
	case d == 1:
	case d == r.Var.Type.Mask():
		s.down = true
	default:
		return nil, unsupported("inner loop counter step")
	}
	switch s.op {
	case program.Lt, program.Le, program.Ne:
		if s.down && s.op != program.Ne {
			return nil, unsupported("inner loop counts away from its bound")
		}
	case program.Gt, program.Ge:
		if !s.down {
			return nil, unsupported("inner loop counts away from its bound")
		}
	default:
		return nil, unsupported("inner loop guard")
	}
	// Updates that read the counter (quadratic.go).
	if err := s.checkDeps(); err != nil {
		return nil, err
	}
	// Tests in the body: only overflows cut (cut.go).
	if s.cuts, err = s.cutConds(); err != nil {
		return nil, err
	}
	return s, nil
}

// apply runs the summary on the symbolic state cur (updating it and
// marking the variables assigned) and returns the conditions under which
// the loop ends.
func (s *summary) apply(cur map[*program.Var]program.Expr, assigned map[*program.Var]bool) []program.Expr {
	sub := func(x program.Expr) program.Expr { return substitute(x, cur) }
	t := s.v.Type
	u := t
	if t.Signed {
		u = program.IntType("unsigned "+t.Name, t.Width, false)
	}
	v0, e := sub(&program.VarRef{Var: s.v}), sub(s.e)
	uv, ue := castTo(v0, u), castTo(e, u)
	one, zero := program.NewConst(u, 1), program.NewConst(u, 0)
	diff := &program.Binary{Op: program.Sub, X: ue, Y: uv, T: u} // E − v, counting up
	if s.down {
		diff = &program.Binary{Op: program.Sub, X: uv, Y: ue, T: u}
	}
	var count program.Expr
	var conds []program.Expr
	// pos, for a signed counter from 0 up to e (0 < e) or from v down to
	// 0 (v > 0), is the count as a value of t whenever the loop runs at
	// all: e, resp. v, itself, positive there. An increment is then
	// Ite(guard, x + (T)pos·d, x), which keeps the product of the
	// bound and the step the program's own (k = y; while (k > 0) {
	// z += x; k--; } gives z + (long long)y·x, the circuit of the
	// program's (long long)x*y, where the zero-extended count
	// Ite(k > 0, k, 0) is a product SAT must prove equal).
	var pos program.Expr
	switch s.op {
	case program.Ne:
		count = diff
	case program.Lt, program.Gt:
		count = &program.Ite{Cond: cmp(s.op, v0, e), Then: diff, Else: zero}
		// Unsigned counters from or down to 0 (j = 0; j < m; j++) run
		// the bound's number of times: the count is the bound itself,
		// which keeps products of counts plain products.
		if !t.Signed {
			if c, ok := constOf(v0); ok && c == 0 && !s.down {
				count = e
			} else if c, ok := constOf(e); ok && c == 0 && s.down {
				count = v0
			}
		} else if c, ok := constOf(v0); ok && c == 0 && !s.down {
			pos = e
		} else if c, ok := constOf(e); ok && c == 0 && s.down {
			pos = v0
		}
	case program.Le, program.Ge:
		// v <= MAX never ends: no exit.
		limit := program.MaxConst(t)
		if s.down {
			limit = program.MinConst(t)
		}
		conds = append(conds, cmp(program.Ne, e, limit))
		count = &program.Ite{Cond: cmp(s.op, v0, e), Then: &program.Binary{Op: program.Add, X: diff, Y: one, T: u}, Else: zero}
	}
	if len(s.cuts) > 0 {
		conds = append(conds, sub(s.cutFormula(s.cuts, count)))
	}
	for _, u := range s.quadCuts {
		conds = append(conds, sub(s.quadCutFormula(u, count)))
	}
	next := map[*program.Var]program.Expr{}
	for _, up := range s.a.updates {
		x := &program.VarRef{Var: up.v}
		if up.dep {
			next[up.v] = s.depValue(up, v0, count, sub)
			if up.inc && pos != nil {
				// As below: where the guard holds, pos is the count.
				next[up.v] = &program.Ite{Cond: cmp(s.op, v0, e), Then: s.depValue(up, v0, pos, sub), Else: sub(x)}
			}
			continue
		}
		if up.inc && pos != nil {
			// Where the guard holds at the start, count = pos − 0 read
			// unsigned, and pos is positive in t: its sign extension
			// (castTo of the signed pos) is its zero extension (castTo
			// of the unsigned count), and a narrower type keeps the
			// same low bits. Where it fails, count = 0 and x stays.
			ty := up.v.Type
			inc := &program.Binary{Op: program.Add, X: sub(x), Y: &program.Binary{Op: program.Mul, X: castTo(pos, ty), Y: sub(up.d), T: ty}, T: ty}
			next[up.v] = &program.Ite{Cond: cmp(s.op, v0, e), Then: inc, Else: sub(x)}
		} else if up.inc {
			ty := up.v.Type
			next[up.v] = &program.Binary{Op: program.Add, X: sub(x), Y: &program.Binary{Op: program.Mul, X: castTo(count, ty), Y: sub(up.d), T: ty}, T: ty}
		} else {
			next[up.v] = &program.Ite{Cond: cmp(program.Ne, count, zero), Then: sub(up.d), Else: sub(x)}
		}
	}
	for v, x := range next {
		cur[v] = x
		assigned[v] = true
	}
	return conds
}

// constOf folds x, an integer expression of constants, sums, differences,
// products, negations and integer casts, to its bits in x's type.
func constOf(x program.Expr) (uint64, bool) {
	t := x.Type()
	if t.Kind != program.KindInt || t.Width > 64 {
		return 0, false
	}
	switch x := x.(type) {
	case *program.Const:
		return x.Val, true
	case *program.Cast:
		v, ok := constOf(x.X)
		if !ok {
			return 0, false
		}
		if from := x.X.Type(); from.Signed && from.Width < 64 && v>>(from.Width-1)&1 == 1 {
			v |= ^from.Mask() // sign extension
		}
		return v & t.Mask(), true
	case *program.Unary:
		v, ok := constOf(x.X)
		if !ok || x.Op != program.Neg {
			return 0, false
		}
		return -v & t.Mask(), true
	case *program.Binary:
		l, ok1 := constOf(x.X)
		r, ok2 := constOf(x.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch x.Op {
		case program.Add:
			return (l + r) & t.Mask(), true
		case program.Sub:
			return (l - r) & t.Mask(), true
		case program.Mul:
			return (l * r) & t.Mask(), true
		}
	}
	return 0, false
}

// simplify folds constant subexpressions and drops additions of 0 and
// multiplications by 1, so that closed forms of nested counters are the
// products the program writes (a solver proves N·M == N·M at once, and
// N·(M·1 + 0) == N·M hardly).
func simplify(x program.Expr) program.Expr {
	if c, ok := constOf(x); ok {
		if k, isConst := x.(*program.Const); isConst {
			return k
		}
		return program.NewConst(x.Type(), c)
	}
	x = program.MapChildren(x, simplify)
	b, ok := x.(*program.Binary)
	if !ok || b.T.Kind != program.KindInt {
		return x
	}
	isConst := func(y program.Expr, v uint64) bool {
		c, ok := y.(*program.Const)
		return ok && c.Val == v && program.Identical(c.T, b.T)
	}
	switch b.Op {
	case program.Add:
		if isConst(b.X, 0) && program.Identical(b.Y.Type(), b.T) {
			return b.Y
		}
		if isConst(b.Y, 0) && program.Identical(b.X.Type(), b.T) {
			return b.X
		}
	case program.Sub:
		if isConst(b.Y, 0) && program.Identical(b.X.Type(), b.T) {
			return b.X
		}
	case program.Mul:
		if isConst(b.X, 1) && program.Identical(b.Y.Type(), b.T) {
			return b.Y
		}
		if isConst(b.Y, 1) && program.Identical(b.X.Type(), b.T) {
			return b.X
		}
	}
	return x
}
