package bitvec

import "github.com/go-air/gini/z"

// Simplify returns a literal equivalent to m, simplified by what m itself
// says holds. m is taken apart into the conjunction of its leaves (m =
// And(a, b) gives the leaves of a and of b; any other literal is a leaf),
// and each leaf's cone is built again with every other leaf replaced by
// the constant it must have (cofactoring). The rebuilt cone folds
// constants through And, recognises the multiplexers and exclusive ors
// the builder makes (Choice, Xor) and cancels exclusive ors: x ⊕ (x ⊕ y)
// is y.
//
// A violation is the path condition and the negated check; in the
// branch "if (swap)" of a constant-time swap the path condition fixes
// the mask to all ones, the swapped limb a ⊕ (mask ∧ (a ⊕ b)) becomes b
// and the check "a' != b" the constant false: no SAT call for what
// CDCL refutes slowly, bit by bit, deciding on every gate of the
// formula.
//
// Why the result is equivalent: for a node x, x ∧ g ≡ x ∧ g[x := 1],
// and replacing the other leaves in a leaf l only changes l where one of
// them is false, which, taking the leaves deepest first (a leaf in the
// cone of another is below it), leaves the conjunction false either way.
// Any subset of the replacements is equivalent as well, so the work
// budget may stop the rebuilding anywhere.
//
// work is decremented by the nodes visited; when it reaches zero the rest
// of the cone is kept as it is. Nodes are added to the builder; m's cone
// is not changed.
func (b *Builder) Simplify(m z.Lit, work *int) z.Lit {
	if *work <= 0 {
		return m
	}
	leaves := b.conjuncts(m, nil, map[z.Lit]bool{})
	if len(leaves) < 2 {
		return m
	}
	s := b.cofactorScratch()
	minUnit := z.Var(1 << 30)
	for _, l := range leaves {
		v := l.Var()
		if val, ok := s.unit(v); ok && val != l.IsPos() {
			return b.c.F // x ∧ ¬x
		}
		s.setUnit(v, l.IsPos())
		minUnit = min(minUnit, v)
	}
	s.minUnit, s.work = minUnit, work
	out := b.c.T
	for _, l := range leaves {
		r := s.node(l.Var())
		if !l.IsPos() {
			r = r.Not()
		}
		out = b.c.And(out, r)
		if out == b.c.F {
			break
		}
	}
	return out
}

// conjuncts appends the leaves of m's conjunction to dst, each once.
func (b *Builder) conjuncts(m z.Lit, dst []z.Lit, seen map[z.Lit]bool) []z.Lit {
	if seen[m] {
		return dst
	}
	seen[m] = true
	if m.IsPos() && m != b.c.T {
		if x, y := b.c.Ins(m); x != z.LitNull {
			return b.conjuncts(y, b.conjuncts(x, dst, seen), seen)
		}
	}
	return append(dst, m)
}

// cofactor rebuilds cones with units replaced by constants. Its tables
// are indexed by variable and valid for one generation (one Simplify):
// the builder keeps them between calls.
type cofactor struct {
	b       *Builder
	gen     uint32
	unitGen []uint32 // unitGen[v] == gen: v is a unit, of value unitVal[v]
	unitVal []bool
	memoGen []uint32 // memoGen[v] == gen: memo[v] is v rebuilt
	memo    []z.Lit
	minUnit z.Var // no variable below it has a unit in its cone
	work    *int
}

// cofactorScratch starts a generation of the builder's tables, grown to
// the circuit.
func (b *Builder) cofactorScratch() *cofactor {
	s := b.simp
	if s == nil {
		s = &cofactor{b: b}
		b.simp = s
	}
	n := b.c.Len() + 1
	if len(s.memo) < n {
		s.unitGen = append(s.unitGen, make([]uint32, n-len(s.unitGen))...)
		s.unitVal = append(s.unitVal, make([]bool, n-len(s.unitVal))...)
		s.memoGen = append(s.memoGen, make([]uint32, n-len(s.memoGen))...)
		s.memo = append(s.memo, make([]z.Lit, n-len(s.memo))...)
	}
	s.gen++
	return s
}

func (s *cofactor) unit(v z.Var) (bool, bool) {
	if int(v) < len(s.unitGen) && s.unitGen[v] == s.gen {
		return s.unitVal[v], true
	}
	return false, false
}

func (s *cofactor) setUnit(v z.Var, val bool) {
	s.unitGen[v], s.unitVal[v] = s.gen, val
}

// lit returns m rebuilt.
func (s *cofactor) lit(m z.Lit) z.Lit {
	v := m.Var()
	var r z.Lit
	if val, ok := s.unit(v); ok {
		r = s.b.Bool(val)
	} else {
		r = s.node(v)
	}
	if !m.IsPos() {
		r = r.Not()
	}
	return r
}

// node returns the rebuilt positive literal of v, whether or not v is a
// unit itself (a leaf is rebuilt from its inputs). Variables are in
// topological order (logic.C.At): one below every unit has none in its
// cone and stays as it is.
func (s *cofactor) node(v z.Var) z.Lit {
	m := v.Pos()
	if v <= 1 || v < s.minUnit || int(v) >= len(s.memo) {
		return m
	}
	if s.memoGen[v] == s.gen {
		return s.memo[v]
	}
	x, y := s.b.c.Ins(m)
	if x == z.LitNull || *s.work <= 0 {
		return m // an input, or out of work: kept as it is
	}
	*s.work--
	var r z.Lit
	// The condition of a multiplexer and the first input of an And are
	// rebuilt first: when constant, only the branch taken (or nothing)
	// is visited, so that a path through joined states visits its own
	// path's values.
	if i, t, e, ok := s.b.mux(m.Not()); ok {
		// m is ¬ite(i, t, e)
		switch i = s.lit(i); i {
		case s.b.c.T:
			r = s.lit(t).Not()
		case s.b.c.F:
			r = s.lit(e).Not()
		default:
			r = s.b.ite(i, s.lit(t), s.lit(e)).Not()
		}
	} else if x = s.lit(x); x == s.b.c.F {
		r = x
	} else {
		r = s.b.c.And(x, s.lit(y))
	}
	s.memoGen[v], s.memo[v] = s.gen, r
	return r
}

// mux recognises m as ite(i, t, e) = (i ∧ t) ∨ (¬i ∧ e), the shape of
// logic.C's Choice and Xor: m = ¬And(¬And(i, t), ¬And(¬i, e)).
func (b *Builder) mux(m z.Lit) (i, t, e z.Lit, ok bool) {
	if m.IsPos() {
		return 0, 0, 0, false
	}
	p, q := b.c.Ins(m)
	if p == z.LitNull || p.IsPos() || q.IsPos() || p.Var() <= 1 || q.Var() <= 1 {
		return 0, 0, 0, false
	}
	p1, p2 := b.c.Ins(p.Not())
	q1, q2 := b.c.Ins(q.Not())
	if p1 == z.LitNull || q1 == z.LitNull {
		return 0, 0, 0, false
	}
	switch {
	case p1 == q1.Not():
		return p1, p2, q2, true
	case p1 == q2.Not():
		return p1, p2, q1, true
	case p2 == q1.Not():
		return p2, p1, q2, true
	case p2 == q2.Not():
		return p2, p1, q1, true
	}
	return 0, 0, 0, false
}

// xorParts recognises m as x ⊕ y.
func (b *Builder) xorParts(m z.Lit) (x, y z.Lit, ok bool) {
	if i, t, e, isMux := b.mux(m); isMux && e == t.Not() {
		return i, e, true // ite(i, ¬e, e) = i ⊕ e
	}
	if i, t, e, isMux := b.mux(m.Not()); isMux && e == t.Not() {
		return i, e.Not(), true // ¬(i ⊕ e) = i ⊕ ¬e
	}
	return 0, 0, false
}

// ite is logic.C's Choice with constants folded and exclusive ors
// cancelled.
func (b *Builder) ite(i, t, e z.Lit) z.Lit {
	switch {
	case i == b.c.T || t == e:
		return t
	case i == b.c.F:
		return e
	case e == t.Not():
		return b.xor(i, e)
	}
	return b.c.Choice(i, t, e)
}

// xor is logic.C's Xor with constants folded and x ⊕ (x ⊕ y) = y.
func (b *Builder) xor(x, y z.Lit) z.Lit {
	switch {
	case x == b.c.F:
		return y
	case x == b.c.T:
		return y.Not()
	case y == b.c.F:
		return x
	case y == b.c.T:
		return x.Not()
	case x == y:
		return b.c.F
	case x == y.Not():
		return b.c.T
	}
	for k := 0; k < 2; k++ {
		if u, w, ok := b.xorParts(y); ok {
			switch x {
			case u:
				return w
			case u.Not():
				return w.Not()
			case w:
				return u
			case w.Not():
				return u.Not()
			}
		}
		x, y = y, x
	}
	return b.c.Xor(x, y)
}

// CircuitValue returns the value of every literal of the circuit under
// the inputs' values in a model (value, e.g. SafeValue of the solver):
// the gates are evaluated, not read from the model, so that a gate whose
// clauses the solver never got (a cone Simplify replaced) reads right.
func (b *Builder) CircuitValue(value func(z.Lit) bool) func(z.Lit) bool {
	n := b.c.Len()
	vs := make([]bool, n)
	for i := 2; i < n; i++ {
		if x, _ := b.c.Ins(z.Var(i).Pos()); x == z.LitNull {
			vs[i] = value(z.Var(i).Pos())
		}
	}
	b.c.Eval(vs)
	return func(m z.Lit) bool {
		v := false
		if int(m.Var()) < n {
			v = vs[m.Var()]
		}
		if m.IsPos() {
			return v
		}
		return !v
	}
}
