package accel

import (
	"fmt"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
)

// wide is the type of the terms b + k·s: their values are mathematical
// integers, which maxTermBits keeps inside it.
var wide = program.IntType("__int128", 128, true)

// countType is the type of an iteration count.
var countType = program.IntType("unsigned long long", 64, false)

// A term is b + k·s at iteration k, with b and s of type wide; dep says
// whether s may be non-zero. bb and sb bound the bits of |b| and |s|.
type term struct {
	b, s   program.Expr
	dep    bool
	bb, sb int
}

// A rangeCond requires a term to lie in [lo, hi] (a C type's range).
type rangeCond struct {
	t      term
	lo, hi *big.Int
}

// An atom requires f op 0.
type atom struct {
	f  term
	op program.BinaryOp
}

// guards are the conditions of iterations 1 … n−1: ranges and atoms at
// both ends, and conditions that do not depend on k (over the state
// after the first iteration).
type guards struct {
	ranges []rangeCond
	atoms  []atom
	inv    []program.Expr
}

// incVars are the variables the path increments.
func (a *analysis) incVars() map[*program.Var]bool {
	m := map[*program.Var]bool{}
	for _, u := range a.updates {
		if u.inc {
			m[u.v] = true
		}
	}
	return m
}

// afterFirst replaces each reset variable by its value: the state of
// iterations 1 … n−1 (increments stay, as their values at the head).
func (a *analysis) afterFirst(x program.Expr) program.Expr {
	cur := map[*program.Var]program.Expr{}
	for _, u := range a.updates {
		if !u.inc {
			cur[u.v] = u.d
		}
	}
	return substitute(x, cur)
}

// condition adds to g what makes c (when positive, else !c) hold at every
// iteration k = 1 … n−1.
func (a *analysis) condition(g *guards, c program.Expr, positive bool) error {
	if !readsAny(c, a.incVars()) {
		c = a.afterFirst(c)
		if !positive {
			c = &program.Unary{Op: program.LNot, X: c}
		}
		g.inv = append(g.inv, c)
		return nil
	}
	switch c := c.(type) {
	case *program.Unary:
		if c.Op == program.LNot {
			return a.condition(g, c.X, !positive)
		}
	case *program.Cast:
		if c.T.Kind == program.KindBool && c.X.Type().Kind == program.KindInt {
			op := program.Ne
			if !positive {
				op = program.Eq
			}
			return a.compare(g, op, c.X, program.NewConst(c.X.Type(), 0))
		}
	case *program.Binary:
		switch c.Op {
		case program.LAnd, program.LOr:
			if (c.Op == program.LAnd) != positive {
				return unsupported("disjunction that depends on the iteration")
			}
			if err := a.condition(g, c.X, positive); err != nil {
				return err
			}
			return a.condition(g, c.Y, positive)
		case program.Eq, program.Ne, program.Lt, program.Le, program.Gt, program.Ge:
			op := c.Op
			if !positive {
				op = op.Negated()
			}
			return a.compare(g, op, c.X, c.Y)
		case program.AddOverflow, program.SubOverflow:
			if positive {
				return unsupported("overflow that must happen")
			}
			t := c.X.Type()
			if t.Kind != program.KindInt {
				return unsupported("overflow of a non-integer")
			}
			x, err := a.term(g, c.X)
			if err != nil {
				return err
			}
			y, err := a.term(g, c.Y)
			if err != nil {
				return err
			}
			s := combine(x, y, c.Op == program.AddOverflow)
			if !fits(s) {
				return unsupported("terms too large")
			}
			g.ranges = append(g.ranges, typeRange(s, t))
			return nil
		}
	}
	return unsupported("condition %v depends on the iteration", c)
}

// compare adds x op y, for integer x and y.
func (a *analysis) compare(g *guards, op program.BinaryOp, x, y program.Expr) error {
	if x.Type().Kind != program.KindInt || y.Type().Kind != program.KindInt {
		return unsupported("comparison of non-integers")
	}
	tx, err := a.term(g, x)
	if err != nil {
		return err
	}
	ty, err := a.term(g, y)
	if err != nil {
		return err
	}
	f := combine(tx, ty, false)
	if !fits(f) {
		return unsupported("terms too large")
	}
	g.atoms = append(g.atoms, atom{f, op})
	return nil
}

// combine is x + y or x − y.
func combine(x, y term, add bool) term {
	op := program.Sub
	if add {
		op = program.Add
	}
	return term{
		b:   &program.Binary{Op: op, X: x.b, Y: y.b, T: wide},
		s:   &program.Binary{Op: op, X: x.s, Y: y.s, T: wide},
		dep: x.dep || y.dep,
		bb:  max(x.bb, y.bb) + 1,
		sb:  max(x.sb, y.sb) + 1,
	}
}

func fits(t term) bool { return t.bb <= maxTermBits && t.sb <= maxTermBits }

var zeroWide = program.NewConst(wide, 0)

// typeRange requires t inside the range of integer type ty.
func typeRange(t term, ty *program.Type) rangeCond {
	lo, hi := big.NewInt(0), new(big.Int).Lsh(big.NewInt(1), uint(ty.Width))
	if ty.Signed {
		hi.Rsh(hi, 1)
		lo.Neg(hi)
	}
	return rangeCond{t, lo, hi.Sub(hi, big.NewInt(1))}
}

// term is x (an integer expression on the state at the head of
// iteration k) as b + k·s, adding to g the ranges that make it exact.
func (a *analysis) term(g *guards, x program.Expr) (term, error) {
	t := x.Type()
	if t.Kind != program.KindInt && t.Kind != program.KindBool {
		return term{}, unsupported("non-integer term")
	}
	if t.Width > 64 {
		return term{}, unsupported("term wider than 64 bits")
	}
	if !readsAny(x, a.incVars()) {
		return term{b: castTo(a.afterFirst(x), wide), s: zeroWide, bb: t.Width + 1}, nil
	}
	var out term
	switch x := x.(type) {
	case *program.VarRef:
		u := a.byVar[x.Var]
		signedT := program.IntType(fmt.Sprintf("int%d_t", t.Width), t.Width, true)
		out = term{b: castTo(x, wide), s: castTo(castTo(u.d, signedT), wide), dep: true, bb: t.Width + 1, sb: t.Width}
	case *program.Cast:
		if t.Kind != program.KindInt || x.X.Type().Kind != program.KindInt {
			return term{}, unsupported("cast")
		}
		y, err := a.term(g, x.X)
		if err != nil {
			return term{}, err
		}
		out = y
	case *program.Unary:
		if x.Op != program.Neg {
			return term{}, unsupported("operator")
		}
		y, err := a.term(g, x.X)
		if err != nil {
			return term{}, err
		}
		out = combine(term{b: zeroWide, s: zeroWide}, y, false)
	case *program.Binary:
		if t.Kind != program.KindInt {
			return term{}, unsupported("operator")
		}
		switch x.Op {
		case program.Add, program.Sub:
			l, err := a.term(g, x.X)
			if err != nil {
				return term{}, err
			}
			r, err := a.term(g, x.Y)
			if err != nil {
				return term{}, err
			}
			out = combine(l, r, x.Op == program.Add)
		case program.Mul:
			l, err := a.term(g, x.X)
			if err != nil {
				return term{}, err
			}
			r, err := a.term(g, x.Y)
			if err != nil {
				return term{}, err
			}
			if l.dep && r.dep {
				return term{}, unsupported("product of terms that depend on the iteration")
			}
			if l.dep {
				l, r = r, l
			}
			// l is a factor the same in every iteration: l.b.
			out = term{
				b:   &program.Binary{Op: program.Mul, X: l.b, Y: r.b, T: wide},
				s:   &program.Binary{Op: program.Mul, X: l.b, Y: r.s, T: wide},
				dep: true,
				bb:  l.bb + r.bb,
				sb:  l.bb + r.sb,
			}
		default:
			return term{}, unsupported("operator")
		}
	default:
		return term{}, unsupported("operation on a term that depends on the iteration")
	}
	if !fits(out) {
		return term{}, unsupported("terms too large")
	}
	g.ranges = append(g.ranges, typeRange(out, t))
	return out, nil
}

// at is t's value at iteration k (an expression of type wide).
func (t term) at(k program.Expr) program.Expr {
	if !t.dep {
		return t.b
	}
	return &program.Binary{Op: program.Add, X: t.b, Y: &program.Binary{Op: program.Mul, X: k, Y: t.s, T: wide}, T: wide}
}

func and(x, y program.Expr) program.Expr {
	if x == nil {
		return y
	}
	return &program.Binary{Op: program.LAnd, X: x, Y: y, T: program.Bool}
}

func or(x, y program.Expr) program.Expr {
	return &program.Binary{Op: program.LOr, X: x, Y: y, T: program.Bool}
}

func cmp(op program.BinaryOp, x, y program.Expr) program.Expr {
	return &program.Binary{Op: op, X: x, Y: y, T: program.Bool}
}

// formula is g at k = first and k = last (the iterations 1 and n−1).
func (g *guards) formula(first, last program.Expr) program.Expr {
	var out program.Expr
	for _, c := range g.inv {
		out = and(out, c)
	}
	for _, k := range []program.Expr{first, last} {
		for _, r := range g.ranges {
			v := r.t.at(k)
			out = and(out, cmp(program.Le, program.NewConstBig(wide, r.lo), v))
			out = and(out, cmp(program.Le, v, program.NewConstBig(wide, r.hi)))
		}
	}
	for _, at := range g.atoms {
		f0, f1 := at.f.at(first), at.f.at(last)
		if at.op == program.Ne {
			// One strict sign at both ends: no zero between them.
			pos := and(cmp(program.Gt, f0, zeroWide), cmp(program.Gt, f1, zeroWide))
			neg := and(cmp(program.Lt, f0, zeroWide), cmp(program.Lt, f1, zeroWide))
			out = and(out, or(pos, neg))
			continue
		}
		out = and(out, cmp(at.op, f0, zeroWide))
		out = and(out, cmp(at.op, f1, zeroWide))
	}
	if out == nil {
		return program.NewConst(program.Bool, 1)
	}
	return out
}

// build adds the shortcut chain of a from start back to head, for n
// iterations (n an expression of countType), with locations from newLoc.
func (a *analysis) build(q *program.Program, start, head *program.Loc, n program.Expr, newLoc func() *program.Loc) {
	pos := head.Pos
	at := start
	step := func(s program.Stmt) {
		l := newLoc()
		q.AddEdge(at, l, s, pos)
		at = l
	}
	step(&program.Assume{Cond: and(cmp(program.Ge, n, program.NewConst(countType, 1)),
		cmp(program.Le, n, program.NewConst(countType, 1<<maxCountBits)))})
	// Iteration 0: the path's conditions themselves.
	for _, c := range a.conds {
		step(&program.Assume{Cond: c.e})
	}
	// Iterations 1 … n−1.
	var g guards
	for _, c := range a.conds {
		if err := a.condition(&g, c.e, true); err != nil {
			panic("accel: analysed condition fails: " + err.Error())
		}
	}
	last := &program.Binary{Op: program.Sub, X: castTo(n, wide), Y: program.NewConst(wide, 1), T: wide}
	step(&program.Assume{Cond: or(cmp(program.Eq, n, program.NewConst(countType, 1)), g.formula(program.NewConst(wide, 1), last))})
	for i, u := range a.updates {
		v := &program.VarRef{Var: u.v}
		var rhs program.Expr = u.d
		if u.inc {
			t := u.v.Type
			rhs = &program.Binary{Op: program.Add, X: v, Y: &program.Binary{Op: program.Mul, X: castTo(n, t), Y: u.d, T: t}, T: t}
		}
		if i == len(a.updates)-1 {
			q.AddEdge(at, head, &program.Assign{LHS: v, RHS: rhs}, pos)
			return
		}
		step(&program.Assign{LHS: v, RHS: rhs})
	}
}
