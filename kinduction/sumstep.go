package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Sums of cells kept by linear steps, proved without SAT. A candidate
// of sumCandidates, Σ a_A·S_A + Σ c_v·v == b modulo 2^w (S_A the sum of
// all the cells of a small array A, v scalars), is kept by the step
// from its loop head back to the head when every path through the body
// (guards ignored, as in the polynomial invariants: feasible or not)
// changes it by zero: each scalar v by a linear function of the head's
// values, each sum S_A by the increments of its updates
// A[e] = A[e] + d, the cell read at the index written, with e in bounds
// on the path (an assume 0 <= e && e < n before the write, as
// --undefined cut makes: a write outside the array changes no cell of
// it). SAT would have to show h[0] + … + (h[j] + 1) + … equal to
// h[0] + … + h[3] + 1 across 32-bit adders, for every j: hundreds of
// millions of propagations when the cells may be large, which is the
// case of a table counting 10^6 values. The entry into the head and the
// other transitions are asked by SAT as before.

// linForm is a linear form modulo 2^w: coefficients by symbol (a
// *program.Var for a scalar's value at the head, a sumSym for the sum
// of an array's cells at the head, an int for a havoc's value, nil for
// the constant term).
type linForm map[any]uint64

type sumSym struct{ arr *program.Var }

func (f linForm) add(g linForm, k uint64, mask uint64) linForm {
	out := linForm{}
	for s, c := range f {
		out[s] = c
	}
	for s, c := range g {
		out[s] = (out[s] + k*c) & mask
		if out[s] == 0 {
			delete(out, s)
		}
	}
	return out
}

// sumLinear reads x as a linear form modulo 2^w over the scalars in env
// (their current values; absent: the head's) and the cells of arrays
// (cell symbols [arr, j] at constant indices, for the candidate only),
// or false.
func sumLinear(x program.Expr, w int, env map[*program.Var]linForm, cells bool) (linForm, bool) {
	mask := widthMask(w)
	t := x.Type()
	if t.Kind != program.KindInt || t.Width < w || t.Width > 64 {
		return nil, false
	}
	switch x := x.(type) {
	case *program.Const:
		return linForm{nil: x.Val & mask}, true
	case *program.VarRef:
		if !x.Var.ByName() {
			return nil, false
		}
		if f, ok := env[x.Var]; ok {
			return f, f != nil
		}
		return linForm{x.Var: 1}, true
	case *program.Index:
		r, ok := x.X.(*program.VarRef)
		c, isConst := stripCasts(x.Index).(*program.Const)
		if !cells || !ok || !isConst || !r.Var.ByName() || c.Val >= uint64(r.Var.Type.Len) {
			return nil, false
		}
		return linForm{cellSym{r.Var, int64(c.Val)}: 1}, true
	case *program.Cast:
		if c, ok := x.X.(*program.Const); ok && c.T.Kind == program.KindInt && c.T.Width <= 64 {
			v := c.Val & widthMask(c.T.Width)
			if c.T.Signed && c.T.Width < 64 && v>>uint(c.T.Width-1)&1 == 1 {
				v |= ^widthMask(c.T.Width)
			}
			return linForm{nil: v & mask}, true
		}
		// A conversion between integers of at least w bits keeps
		// the value modulo 2^w.
		return sumLinear(x.X, w, env, cells)
	case *program.Binary:
		switch x.Op {
		case program.Add, program.Sub:
			p, ok1 := sumLinear(x.X, w, env, cells)
			q, ok2 := sumLinear(x.Y, w, env, cells)
			if !ok1 || !ok2 {
				return nil, false
			}
			if x.Op == program.Add {
				return p.add(q, 1, mask), true
			}
			return p.add(q, mask, mask), true
		case program.Mul:
			for _, sides := range [][2]program.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				if c, ok := stripCasts(sides[0]).(*program.Const); ok && c.T.Kind == program.KindInt {
					k, ok := sumLinear(sides[0], w, env, cells)
					p, ok2 := sumLinear(sides[1], w, env, cells)
					if ok && ok2 {
						return linForm{}.add(p, k[nil], mask), true
					}
				}
			}
		}
	}
	return nil, false
}

type cellSym struct {
	arr *program.Var
	j   int64
}

// sumRelation reads a candidate as Σ a_A·S_A + Σ c_v·v + b == 0 modulo
// 2^w: an equality whose cells are, for each array, all its cells with
// one coefficient.
func sumRelation(atom program.Expr) (linForm, int, bool) {
	eq, ok := atom.(*program.Binary)
	if !ok || eq.Op != program.Eq || eq.X.Type().Kind != program.KindInt {
		return nil, 0, false
	}
	w := eq.X.Type().Width
	mask := widthMask(w)
	l, ok1 := sumLinear(eq.X, w, nil, true)
	r, ok2 := sumLinear(eq.Y, w, nil, true)
	if !ok1 || !ok2 {
		return nil, 0, false
	}
	f := l.add(r, mask, mask)
	out := linForm{}
	coef := map[*program.Var]uint64{}
	count := map[*program.Var]int64{}
	for s, c := range f {
		cs, isCell := s.(cellSym)
		if !isCell {
			out[s] = c
			continue
		}
		if have, ok := coef[cs.arr]; ok && have != c {
			return nil, 0, false
		}
		coef[cs.arr] = c
		count[cs.arr]++
	}
	if len(coef) == 0 {
		return nil, 0, false
	}
	for arr, c := range coef {
		if count[arr] != arr.Type.Len {
			return nil, 0, false
		}
		out[sumSym{arr}] = c
	}
	return out, w, true
}

// sumKeptByLoop reports whether every path around the loop of head
// keeps the candidate atom (a sumRelation), as the algebra shows: the
// step from the head back to itself then needs no SAT query. False
// when the atom is no such relation or a path does what the algebra
// does not follow (an inner loop, a write of a summed array other than
// an update in bounds, a havoc of one).
func sumKeptByLoop(sys *System, head *program.Loc, atom program.Expr) bool {
	rel, w, ok := sumRelation(atom)
	if !ok {
		return false
	}
	loop := sys.Nest.LoopOfHead(head)
	if loop == nil {
		return false
	}
	paths, ok := loopPaths(loop, head, sys.Nest)
	if !ok || len(paths) == 0 {
		return false
	}
	for _, path := range paths {
		if !sumKeptOnPath(path, rel, w) {
			return false
		}
	}
	return true
}

// sumKeptOnPath runs one path on linear forms and compares the
// relation's value after it with its value before.
func sumKeptOnPath(path []pathStep, rel linForm, w int) bool {
	mask := widthMask(w)
	summed := map[*program.Var]bool{}
	for s := range rel {
		if ss, ok := s.(sumSym); ok {
			summed[ss.arr] = true
		}
	}
	env := map[*program.Var]linForm{}
	delta := map[*program.Var]linForm{}
	// The conditions assumed since the last edge that changed the
	// state: the bounds of a write's index.
	var assumed []program.Expr
	havocs := 0
	for _, st := range path {
		if st.reset != nil {
			return false
		}
		switch s := st.e.Stmt.(type) {
		case *program.Assume:
			assumed = append(assumed, s.Cond)
			continue
		case *program.Check, *program.Skip:
			continue
		case *program.Assign:
			switch lhs := s.LHS.(type) {
			case *program.VarRef:
				if summed[lhs.Var] {
					return false
				}
				if lhs.Var.ByName() && lhs.Var.Type.Kind == program.KindInt {
					f, ok := sumLinear(s.RHS, w, env, false)
					if !ok || lhs.Var.Type.Width < w {
						f = nil
					}
					env[lhs.Var] = f
				} else if _, inRel := rel[lhs.Var]; inRel {
					return false
				}
			case *program.Index:
				r, ok := lhs.X.(*program.VarRef)
				if !ok {
					// A store through a pointer: the summed
					// arrays and the scalars read are by name.
					break
				}
				if !summed[r.Var] {
					break
				}
				d, ok := updateIncrement(lhs, s.RHS, w, env)
				if !ok || !(inBounds(assumed, lhs.Index, r.Var.Type.Len) || constIndexIn(lhs.Index, r.Var.Type.Len)) {
					return false
				}
				if delta[r.Var] == nil {
					delta[r.Var] = linForm{}
				}
				delta[r.Var] = delta[r.Var].add(d, 1, mask)
			default:
				// Members and dereferences: objects the relation's
				// by-name variables are not (a member of a struct
				// variable the relation reads would be a VarRef's
				// part: refuse).
				if v, _ := program.LvalueRoot(s.LHS); v != nil && (summed[v] || rel[v] != 0) {
					return false
				}
			}
		case *program.Havoc:
			r, ok := s.LHS.(*program.VarRef)
			if !ok {
				if v, _ := program.LvalueRoot(s.LHS); v != nil && (summed[v] || rel[v] != 0) {
					return false
				}
				break
			}
			if summed[r.Var] {
				return false
			}
			havocs++
			env[r.Var] = linForm{havocs: 1}
		default:
			// Dead, Fill: not followed.
			return false
		}
		assumed = nil
	}
	diff := linForm{}
	for s, c := range rel {
		switch s := s.(type) {
		case *program.Var:
			now, ok := env[s]
			if !ok {
				continue
			}
			if now == nil {
				return false
			}
			diff = diff.add(now, c, mask).add(linForm{s: 1}, mask*c, mask)
		case sumSym:
			if d := delta[s.arr]; d != nil {
				diff = diff.add(d, c, mask)
			}
		}
	}
	return len(diff) == 0
}

// updateIncrement reads rhs, written to the cell lhs, as that cell's
// value plus an increment linear over the scalars (A[e] + d, d + A[e],
// A[e] - d, the same index e as written), and returns the increment.
func updateIncrement(lhs *program.Index, rhs program.Expr, w int, env map[*program.Var]linForm) (linForm, bool) {
	mask := widthMask(w)
	own := program.ExprString(lhs)
	for rhs.Type().Kind == program.KindInt && rhs.Type().Width >= w {
		c, ok := rhs.(*program.Cast)
		if !ok {
			break
		}
		rhs = c.X
	}
	b, ok := rhs.(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) || b.Type().Width < w {
		return nil, false
	}
	isOwn := func(x program.Expr) bool {
		for {
			c, ok := x.(*program.Cast)
			if !ok || c.Type().Kind != program.KindInt || c.X.Type().Kind != program.KindInt || c.X.Type().Width < w {
				break
			}
			x = c.X
		}
		return program.ExprString(x) == own
	}
	sides := [][2]program.Expr{{b.X, b.Y}}
	if b.Op == program.Add {
		sides = append(sides, [2]program.Expr{b.Y, b.X})
	}
	for _, sd := range sides {
		if !isOwn(sd[0]) {
			continue
		}
		d, ok := sumLinear(sd[1], w, env, false)
		if !ok {
			return nil, false
		}
		if b.Op == program.Sub {
			return linForm{}.add(d, mask, mask), true
		}
		return d, true
	}
	return nil, false
}

// inBounds reports whether one of the assumed conditions is
// e >= 0 && e < n, for the index e as written.
func inBounds(assumed []program.Expr, e program.Expr, n int64) bool {
	text := program.ExprString(e)
	for _, a := range assumed {
		and, ok := a.(*program.Binary)
		if !ok || and.Op != program.LAnd {
			continue
		}
		lo, hi := !e.Type().Signed, false
		for _, side := range []program.Expr{and.X, and.Y} {
			c, ok := side.(*program.Binary)
			if !ok || program.ExprString(c.X) != text {
				continue
			}
			k, ok := symex.Simplify(c.Y).(*program.Const)
			if !ok || !k.T.IsInteger() {
				continue
			}
			switch {
			case c.Op == program.Ge && k.Val == 0:
				lo = true
			case c.Op == program.Lt && k.T.Width <= 64 && (k.Val == uint64(n) && (k.T.Signed || !e.Type().Signed)):
				hi = true
			}
		}
		if lo && hi {
			return true
		}
	}
	return false
}

// constIndexIn reports whether e is a constant index in [0, n).
func constIndexIn(e program.Expr, n int64) bool {
	c, ok := symex.Simplify(e).(*program.Const)
	if !ok || !c.T.IsInteger() || c.T.Width > 64 {
		return false
	}
	v := int64(c.Val)
	if c.T.Signed {
		v = c.SignedValue()
	}
	return v >= 0 && v < n
}

// sumKeptCache holds sumKeptByLoop's answers per loop head and atom:
// one atom object may stand at several heads, kept by one loop and not
// by another.
type sumKeptCache struct {
	sys *System
	m   map[headAtom]bool
}

type headAtom struct {
	c    int
	atom program.Expr
}

func newSumKeptCache(sys *System) *sumKeptCache {
	return &sumKeptCache{sys: sys, m: map[headAtom]bool{}}
}

// kept is sumKeptByLoop for the loop of cut point c.
func (sc *sumKeptCache) kept(c int, atom program.Expr) bool {
	k := headAtom{c, atom}
	ok, done := sc.m[k]
	if !done {
		ok = sumKeptByLoop(sc.sys, sc.sys.Cuts[c], atom)
		sc.m[k] = ok
	}
	return ok
}
