package kinduction

import (
	"context"

	"github.com/satabs-go/satabs-go/program"
)

// Scaled-down instances. The quantified candidates are stated over index
// terms (counters, bounds, the arrays' lengths and their neighbours), and
// concrete runs filter them (filterQuantified). Over arrays of 10^6 cells
// the runs, bounded in work, never get past the first pass of a quadratic
// loop nest: the inner heads see a handful of states, or none, and the
// candidates a proof needs cannot be told from the thousands that are
// false. The same program over arrays of 64 cells runs to its end many
// times within the same work. So the runs that filter execute a scaled
// copy of the program: every array of at least scaleMinLen cells gets a
// length proportional to its own (N and 2N become 64 and 128), and every
// integer constant near a multiple of the unit the lengths share (N - 1,
// N / 2, 2 * N - 1, sizeof a) moves with them; each candidate is scaled
// the same way, and the candidates whose scaled twin survives the runs
// go on to SAT at the real size. A transfer that fails (a constant that
// was no length, a loop that depends on the exact size) only keeps a
// false candidate, which Houdini drops, or loses a true one: the proof
// is at the real size, never at the scaled one.

// scaleTarget is the length the smallest large array gets.
const scaleTarget = 64

// scaleMinLen is the length from which an array is scaled down.
const scaleMinLen = 4 * scaleTarget

// A scaling maps a program with large arrays to its scaled-down copy.
type scaling struct {
	p *program.Program // the scaled copy
	// orig and origCut are the program and its cut points; consts its
	// constants (the runs' inputs).
	orig    *program.Program
	origCut func(*program.Loc) int
	consts  []int64
	vars    map[*program.Var]*program.Var
	types   map[*program.Type]*program.Type
	// unit is the original length that stands for small units scaled
	// (the smallest large length divided by g), slack the distance from
	// a multiple of unit within which a constant moves with it.
	unit, small, slack int64
	// cut maps the copy's locations (by number) to the cut points of
	// the original system.
	cut  map[int]int
	fail bool
}

// scaleDown returns the scaled-down copy of sys's program, or nil when
// it has no array of scaleMinLen cells or more, or one that does not
// scale (lengths that are no small multiples of one unit, arrays inside
// structs, objects with fixed addresses).
func scaleDown(sys *System) *scaling {
	p := sys.P
	all := append(append(append([]*program.Var(nil), p.Globals...), p.Locals...), p.Objects...)
	var lens []int64
	var walk func(t *program.Type, depth int) bool
	walk = func(t *program.Type, depth int) bool {
		if depth > 8 {
			return false
		}
		switch t.Kind {
		case program.KindArray:
			if t.Len >= scaleMinLen {
				lens = append(lens, t.Len)
			}
			return walk(t.Elem, depth+1)
		case program.KindStruct, program.KindUnion:
			for _, f := range t.Fields {
				if containsLarge(f.Type, 0) {
					return false
				}
			}
		case program.KindPointer:
			return walk(t.Elem, depth+1)
		}
		return true
	}
	for _, v := range all {
		if !walk(v.Type, 0) {
			return nil
		}
	}
	if len(lens) == 0 {
		return nil
	}
	b := lens[0]
	for _, l := range lens {
		b = min(b, l)
	}
	sc := &scaling{vars: map[*program.Var]*program.Var{}, types: map[*program.Type]*program.Type{}, cut: map[int]int{}}
	// The unit: the smallest large length, or its half or quarter when
	// it divides so (N / 2 and N / 4 are common bounds).
	g := int64(1)
	for _, d := range []int64{4, 2} {
		if b%d == 0 {
			g = d
			break
		}
	}
	sc.unit, sc.small = b/g, scaleTarget/g
	sc.slack = min(8, sc.unit/16)
	for _, l := range lens {
		if _, ok := sc.scaleInt(l); !ok {
			return nil
		}
	}
	for _, v := range all {
		if v.Addr != nil && containsLarge(v.Type, 0) {
			return nil
		}
		if t := sc.typ(v.Type); t != v.Type {
			nv := *v
			nv.Type = t
			sc.vars[v] = &nv
		}
	}
	q := program.Clone(p)
	mapVars := func(vs []*program.Var) {
		for i, v := range vs {
			if nv := sc.vars[v]; nv != nil {
				vs[i] = nv
			}
		}
	}
	mapVars(q.Globals)
	mapVars(q.Locals)
	mapVars(q.Objects)
	ids := map[int]bool{}
	for _, l := range p.Locs {
		if ids[l.ID] {
			return nil
		}
		ids[l.ID] = true
	}
	for c, l := range sys.Cuts {
		sc.cut[l.ID] = c
	}
	for _, l := range q.Locs {
		for _, e := range l.Out {
			sc.stmt(e.Stmt)
		}
	}
	if sc.fail {
		return nil
	}
	sc.p = q
	sc.orig, sc.origCut = p, sys.CutIndex
	return sc
}

// containsLarge reports whether t holds or points to an array of
// scaleMinLen cells or more.
func containsLarge(t *program.Type, depth int) bool {
	if depth > 8 {
		return true
	}
	switch t.Kind {
	case program.KindArray:
		return t.Len >= scaleMinLen || containsLarge(t.Elem, depth+1)
	case program.KindPointer:
		return containsLarge(t.Elem, depth+1)
	case program.KindStruct, program.KindUnion:
		for _, f := range t.Fields {
			if containsLarge(f.Type, depth+1) {
				return true
			}
		}
	}
	return false
}

// scaleInt returns the scaled value of x: m·unit + d, for m >= 1 and
// |d| <= slack, becomes m·small + d; ok is false for other values.
func (sc *scaling) scaleInt(x int64) (int64, bool) {
	neg := x < 0
	if neg {
		x = -x
	}
	if x < sc.unit-sc.slack || x < 0 {
		return 0, false
	}
	m := (x + sc.unit/2) / sc.unit
	d := x - m*sc.unit
	if m < 1 || m > 64*scaleTarget || d < -sc.slack || d > sc.slack {
		return 0, false
	}
	y := m*sc.small + d
	if neg {
		y = -y
	}
	return y, true
}

// typ returns t with its large arrays scaled (t itself when none).
func (sc *scaling) typ(t *program.Type) *program.Type {
	if t == nil {
		return nil
	}
	if u, ok := sc.types[t]; ok {
		return u
	}
	u := t
	switch t.Kind {
	case program.KindArray:
		e := sc.typ(t.Elem)
		n := t.Len
		if n >= scaleMinLen {
			m, ok := sc.scaleInt(n)
			if !ok || m <= 0 {
				sc.fail = true
				m = n
			}
			n = m
		}
		if e != t.Elem || n != t.Len {
			u = program.ArrayOf(e, n)
		}
	case program.KindPointer:
		if e := sc.typ(t.Elem); e != t.Elem {
			c := *t
			c.Elem = e
			c.Name = e.Name + "*"
			u = &c
		}
	}
	sc.types[t] = u
	return u
}

// expr returns x over the scaled copy's variables, types and constants.
func (sc *scaling) expr(x program.Expr) program.Expr {
	switch x := x.(type) {
	case nil:
		return nil
	case *program.VarRef:
		if nv := sc.vars[x.Var]; nv != nil {
			return &program.VarRef{Var: nv}
		}
		return x
	case *program.Const:
		if x.T.Kind != program.KindInt || x.T.Width < 16 || x.T.Width > 64 {
			return x
		}
		if y, ok := sc.scaleInt(x.SignedValue()); ok {
			return program.NewConst(x.T, uint64(y))
		}
		if !x.T.Signed {
			if y, ok := sc.scaleInt(int64(x.Val)); ok && int64(x.Val) >= 0 {
				return program.NewConst(x.T, uint64(y))
			}
		}
		return x
	case *program.Zero:
		return &program.Zero{T: sc.typ(x.T)}
	case *program.Cast:
		return &program.Cast{X: sc.expr(x.X), T: sc.typ(x.T)}
	case *program.AddrOf:
		return &program.AddrOf{X: sc.expr(x.X), T: sc.typ(x.T)}
	case *program.Binary:
		return &program.Binary{Op: x.Op, X: sc.expr(x.X), Y: sc.expr(x.Y), T: sc.typ(x.T)}
	}
	return program.MapChildren(x, sc.expr)
}

// stmt rewrites s, a statement of the copy (no other program's), in
// place.
func (sc *scaling) stmt(s program.Stmt) {
	switch s := s.(type) {
	case *program.Assign:
		s.LHS, s.RHS = sc.expr(s.LHS), sc.expr(s.RHS)
	case *program.Havoc:
		s.LHS = sc.expr(s.LHS)
	case *program.Assume:
		s.Cond = sc.expr(s.Cond)
	case *program.Check:
		s.Cond = sc.expr(s.Cond)
	case *program.Dead:
		if nv := sc.vars[s.Var]; nv != nil {
			s.Var = nv
		}
	case *program.Skip:
	default:
		sc.fail = true // Fill and statements to come: not scaled
	}
}

// quantified returns q over the scaled copy.
func (sc *scaling) quantified(q *Quantified) *Quantified {
	return newQuantified(q.K, sc.expr(q.Lo), q.LoOp, sc.expr(q.Hi), q.HiOp, sc.expr(q.Body))
}

// cutIndex returns the original system's cut point of the copy's
// location l (0 when none: the entry or no cut point).
func (sc *scaling) cutIndex(l *program.Loc) int {
	if c, ok := sc.cut[l.ID]; ok {
		return c
	}
	return 0
}

// filter is filterQuantified on the runs of the scaled copy: each
// candidate stays when its scaled twin does. seen (when not nil) gets
// the candidates whose scaled twin had cells in its range in a state of
// the copy's runs (evidence, not a proof of non-emptiness at the real
// size: nonEmpty gets only what the program's own runs saw).
func (sc *scaling) filter(ctx context.Context, cands [][]*Quantified, strict, own, nonEmpty, seen map[*Quantified]bool) [][]*Quantified {
	scaled := make([][]*Quantified, len(cands))
	back := map[*Quantified]*Quantified{}
	sStrict, sOwn := map[*Quantified]bool{}, map[*Quantified]bool{}
	for c, qs := range cands {
		for _, q := range qs {
			t := sc.quantified(q)
			back[t] = q
			sStrict[t], sOwn[t] = strict[q], own[q]
			scaled[c] = append(scaled[c], t)
		}
	}
	cells := runCells(append(append([]*program.Var(nil), sc.p.Globals...), sc.p.Locals...), (*program.Type).Scalars)
	runs, steps := filterRuns(cells)
	sSeen := map[*Quantified]bool{}
	alive := filterOn(ctx, sc.p, sc.cutIndex, scaled, sStrict, sOwn, sSeen, programConstants(sc.p), runs, steps)
	if seen != nil {
		for t := range sSeen {
			seen[back[t]] = true
		}
	}
	// The runs of the program itself still refute: a state they reach
	// is a state of the real size, which the copy may lack (a
	// candidate true of every copy's run may fail at the real size).
	// Nothing else of theirs counts (what they say nothing about, or
	// where they never go, the copy decides).
	kept := map[*Quantified]bool{}
	for _, q := range alive {
		for _, t := range q {
			kept[back[t]] = true
		}
	}
	var real [][]*Quantified
	for c := range cands {
		var qs []*Quantified
		for _, q := range cands[c] {
			if kept[q] {
				qs = append(qs, q)
			}
		}
		real = append(real, qs)
	}
	cells0 := runCells(append(append([]*program.Var(nil), sc.orig.Globals...), sc.orig.Locals...), (*program.Type).Scalars)
	runs0, steps0 := filterRuns(cells0)
	return filterOn(ctx, sc.orig, sc.origCut, real, nil, nil, nonEmpty, sc.consts, runs0, steps0)
}

// scaledCopy returns the scaled-down copy of the synthesis's program
// (nil when it has none), computed once.
func (s *synth) scaledCopy() *scaling {
	if !s.scaledDone {
		s.scaledDone, s.scaled = true, scaleDown(s.gen)
	}
	return s.scaled
}

// unscaleInt is the inverse of scaleInt: m·small + d, for m >= 1 and
// |d| <= slack, becomes m·unit + d. A value seen in a run of the copy
// that matches (64 cells counted) stands for its original (10^6).
func (sc *scaling) unscaleInt(y int64) (int64, bool) {
	neg := y < 0
	if neg {
		y = -y
	}
	m := (y + sc.small/2) / sc.small
	d := y - m*sc.small
	// Within a quarter unit: away from the values between multiples.
	slack := min(sc.slack, sc.small/4-1)
	if m < 1 || m > 64*scaleTarget || d < -slack || d > slack {
		return 0, false
	}
	x := m*sc.unit + d
	if neg {
		x = -x
	}
	return x, true
}

// unscaled returns x, a candidate computed from runs of the copy, with
// its integer constants that stand for lengths (unscaleInt) replaced by
// the originals, and whether it had any.
func (sc *scaling) unscaled(x program.Expr) (program.Expr, bool) {
	changed := false
	var f func(program.Expr) program.Expr
	f = func(x program.Expr) program.Expr {
		if c, ok := x.(*program.Const); ok {
			if c.T.Kind != program.KindInt || c.T.Width < 16 || c.T.Width > 64 {
				return c
			}
			v := c.SignedValue()
			if !c.T.Signed {
				v = int64(c.Val)
			}
			if y, ok := sc.unscaleInt(v); ok {
				changed = true
				return program.NewConst(c.T, uint64(y))
			}
			return c
		}
		return program.MapChildren(x, f)
	}
	y := f(x)
	return y, changed
}
