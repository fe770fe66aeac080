package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/program"
)

// Walking pointers (walking.go).
//
// A pointer that walks one array (int *p = a; while (p < a + N) *p++ =
// 5) holds a different cell at every step, so cellPointers, which
// resolves a pointer to one fixed cell, leaves it out, and its
// dereferences give no candidates. In the view of pointers.go such a
// pointer p is replaced by a ghost index, an integer variable p$idx of
// the pointer's width that holds p - &a[0]: p = &a[c] becomes p$idx = c,
// p = q ± e becomes p$idx = q$idx ± e, *(p + e) becomes a[p$idx + e], a
// comparison of two pointers into a becomes the comparison of their
// indices, and p - q the difference of the indices. The view then has
// index loops where the program has pointer loops, and the generators
// propose for it what they propose for any index: ∀k < p$idx. a[k] == 5.
//
// The view only proposes. Every candidate is translated back before it
// is proved, p$idx becoming the program's own pointer difference
// p - &a[0] (an integer expression the encoder evaluates from p's
// offset), and proved on the program itself. With it come, at every
// head, the candidates that p points into a (__same_object(p, &a[0]))
// and that its index lies in [0, len(a)], on which the proofs of the
// translated atoms rest; they are proved or dropped like any other. A
// wrong view costs candidates, never soundness.

// walkGhost is a walking pointer's ghost index.
type walkGhost struct {
	obj   *program.Var // the array the pointer walks
	ghost *program.Var // its index in the view
}

// walkingPointers returns the pointer variables (never addressed, not
// in fixed) that every assignment sets to an address in one array of
// scalars of the pointer's element type: a constant cell, another such
// pointer into the same array, either plus or minus an integer.
// Uninitialised values are ignored; any other havoc excludes the
// variable, and so does any other value.
func walkingPointers(p *program.Program, fixed map[*program.Var]cellAddr) map[*program.Var]*program.Var {
	obj := map[*program.Var]*program.Var{}
	bad := map[*program.Var]bool{}
	var assigns []*program.Assign
	cand := func(v *program.Var) bool {
		_, isFixed := fixed[v]
		return v.Type.Kind == program.KindPointer && v.Object == 0 && !isFixed && v.Type.Elem != nil && v.Type.Elem.IsInteger()
	}
	for _, ed := range p.Edges() {
		switch s := ed.Stmt.(type) {
		case *program.Assign:
			if r, ok := s.LHS.(*program.VarRef); ok && cand(r.Var) {
				assigns = append(assigns, s)
			}
		case *program.Havoc:
			if r, ok := s.LHS.(*program.VarRef); ok && cand(r.Var) && s.Why != "uninitialised" {
				bad[r.Var] = true
			}
		}
	}
	// target returns the array x points into, nil when it is not (yet)
	// known, and false when x is no such address.
	var target func(x program.Expr) (*program.Var, bool)
	target = func(x program.Expr) (*program.Var, bool) {
		switch x := x.(type) {
		case *program.Cast:
			if x.X.Type().Kind != program.KindPointer || !sameType(x.X.Type(), x.T) {
				return nil, false
			}
			return target(x.X)
		case *program.VarRef:
			if !cand(x.Var) || bad[x.Var] {
				return nil, false
			}
			return obj[x.Var], true
		case *program.AddrOf:
			if a, ok := constCellArray(x); ok {
				return a, true
			}
		case *program.Binary:
			if (x.Op == program.Add || x.Op == program.Sub) && x.X.Type().Kind == program.KindPointer && x.Y.Type().IsInteger() {
				return target(x.X)
			}
		}
		return nil, false
	}
	for changed := true; changed; {
		changed = false
		for _, s := range assigns {
			v := s.LHS.(*program.VarRef).Var
			if bad[v] {
				continue
			}
			a, ok := target(s.RHS)
			switch {
			case !ok || (a != nil && obj[v] != nil && a != obj[v]):
				bad[v], changed = true, true
			case a != nil && obj[v] == nil:
				if !sameScalar(v.Type.Elem, a.Type.Elem) {
					bad[v], changed = true, true
				} else {
					obj[v], changed = a, true
				}
			}
		}
	}
	out := map[*program.Var]*program.Var{}
	for v, a := range obj {
		if !bad[v] {
			out[v] = a
		}
	}
	return out
}

// constCellArray returns the array of &a[c] (c constant) or &a, an
// array of scalars.
func constCellArray(x *program.AddrOf) (*program.Var, bool) {
	switch y := x.X.(type) {
	case *program.Index:
		r, isVar := y.X.(*program.VarRef)
		if _, isConst := y.Index.(*program.Const); isVar && isConst && scalarArray(r.Var.Type) {
			return r.Var, true
		}
	case *program.VarRef:
		if scalarArray(y.Var.Type) {
			return y.Var, true
		}
	}
	return nil, false
}

// walkView holds the walking pointers of a view and their ghosts.
type walkView struct {
	ghosts map[*program.Var]walkGhost
	byVar  map[*program.Var]*program.Var // ghost index -> pointer
}

func newWalkView(p *program.Program, fixed map[*program.Var]cellAddr) *walkView {
	ptrs := walkingPointers(p, fixed)
	if len(ptrs) == 0 {
		return nil
	}
	w := &walkView{ghosts: map[*program.Var]walkGhost{}, byVar: map[*program.Var]*program.Var{}}
	for _, v := range sortedVars(ptrs) {
		g := &program.Var{Name: v.Name + "$idx", CName: v.CName, Type: ghostType(v.Type), Global: v.Global, Func: v.Func, Temp: true, Frame: v.Frame, Pos: v.Pos, ScopeEnd: v.ScopeEnd}
		w.ghosts[v] = walkGhost{obj: ptrs[v], ghost: g}
		w.byVar[g] = v
	}
	return w
}

// ghostType is the signed integer type of pointer type pt's width.
func ghostType(pt *program.Type) *program.Type {
	if pt.Size == 8 {
		return program.IntType("long", 64, true)
	}
	return program.IntType("int", 32, true)
}

// index returns the index of pointer x in the array it points into,
// as an expression over the ghosts of type t, that array, and whether
// x mentions a walking pointer; false when x is not understood.
func (w *walkView) index(x program.Expr, t *program.Type) (program.Expr, *program.Var, bool, bool) {
	switch x := x.(type) {
	case *program.Cast:
		if x.X.Type().Kind == program.KindPointer && sameType(x.X.Type(), x.T) {
			return w.index(x.X, t)
		}
	case *program.VarRef:
		if g, ok := w.ghosts[x.Var]; ok {
			return &program.VarRef{Var: g.ghost}, g.obj, true, true
		}
	case *program.AddrOf:
		if a, ok := constCellArray(x); ok {
			c := int64(0)
			if ix, isIndex := x.X.(*program.Index); isIndex {
				k := ix.Index.(*program.Const)
				c = program.SignExtend(k.Val, k.T)
			}
			return program.NewConstInt(t, c), a, false, true
		}
	case *program.Binary:
		if (x.Op == program.Add || x.Op == program.Sub) && x.X.Type().Kind == program.KindPointer && x.Y.Type().IsInteger() {
			i, a, walks, ok := w.index(x.X, t)
			if !ok {
				return nil, nil, false, false
			}
			y := w.rewrite(x.Y)
			if !sameType(y.Type(), t) {
				y = &program.Cast{X: y, T: t}
			}
			return &program.Binary{Op: x.Op, X: i, Y: y, T: t}, a, walks, true
		}
	}
	return nil, nil, false, false
}

// rewrite returns x with the dereferences, comparisons and differences
// of walking pointers made index expressions.
func (w *walkView) rewrite(x program.Expr) program.Expr {
	switch y := x.(type) {
	case *program.Deref:
		if i, a, walks, ok := w.index(y.X, ghostType(y.X.Type())); ok && walks {
			return &program.Index{X: &program.VarRef{Var: a}, Index: i}
		}
	case *program.Valid:
		// __valid(p) (the cut of an invalid dereference *p++) of a
		// walking pointer: its index lies inside the array.
		if ix, ok := validIndex(w, y); ok {
			return ix
		}
	case *program.Binary:
		if c, ok := sameWalkedObject(w, y); ok {
			return c
		}
		if y.X.Type().Kind == program.KindPointer && y.Y.Type().Kind == program.KindPointer && (y.Op.IsComparison() || y.Op == program.Sub) {
			t := ghostType(y.X.Type())
			i, a, wx, ok1 := w.index(y.X, t)
			j, b, wy, ok2 := w.index(y.Y, t)
			if ok1 && ok2 && a == b && (wx || wy) {
				if y.Op == program.Sub {
					var d program.Expr = &program.Binary{Op: program.Sub, X: i, Y: j, T: t}
					if !sameType(t, y.T) {
						d = &program.Cast{X: d, T: y.T}
					}
					return d
				}
				return &program.Binary{Op: y.Op, X: i, Y: j, T: y.T}
			}
		}
	}
	return program.MapChildren(x, w.rewrite)
}

// mentions reports whether x reads a walking pointer.
func (w *walkView) mentions(x program.Expr) bool {
	for _, v := range program.Vars(x) {
		if _, ok := w.ghosts[v]; ok {
			return true
		}
	}
	return false
}

// stmt returns the view's statement for s, and false when s uses a
// walking pointer in a way the view does not translate.
func (w *walkView) stmt(s program.Stmt) (program.Stmt, bool) {
	switch s := s.(type) {
	case *program.Assign:
		if r, ok := s.LHS.(*program.VarRef); ok {
			if g, isWalker := w.ghosts[r.Var]; isWalker {
				i, _, _, ok := w.index(s.RHS, g.ghost.Type)
				if !ok {
					return s, false
				}
				return &program.Assign{LHS: &program.VarRef{Var: g.ghost}, RHS: i}, !w.mentions(i)
			}
		}
		out := &program.Assign{LHS: w.rewrite(s.LHS), RHS: w.rewrite(s.RHS)}
		return out, !w.mentions(out.LHS) && !w.mentions(out.RHS)
	case *program.Havoc:
		if r, ok := s.LHS.(*program.VarRef); ok {
			if g, isWalker := w.ghosts[r.Var]; isWalker {
				h := *s
				h.LHS = &program.VarRef{Var: g.ghost}
				return &h, true
			}
		}
		h := *s
		h.LHS = w.rewrite(s.LHS)
		return &h, !w.mentions(h.LHS)
	case *program.Assume:
		c := w.rewrite(s.Cond)
		return &program.Assume{Cond: c}, !w.mentions(c)
	case *program.Check:
		c := w.rewrite(s.Cond)
		return &program.Check{Cond: c, Check: s.Check}, !w.mentions(c)
	case *program.Fill:
		for _, x := range []program.Expr{s.Array, s.Lo, s.Hi, s.Val, s.Rel} {
			if x != nil && w.mentions(x) {
				return s, false
			}
		}
	}
	return s, true
}

// unview returns x with every ghost index replaced by the program's
// pointer difference it stands for.
func (w *walkView) unview(x program.Expr) program.Expr {
	if r, ok := x.(*program.VarRef); ok {
		if v, isGhost := w.byVar[r.Var]; isGhost {
			g := w.ghosts[v]
			return &program.Binary{Op: program.Sub, X: &program.VarRef{Var: v}, Y: w.base(v), T: g.ghost.Type}
		}
		return x
	}
	return program.MapChildren(x, w.unview)
}

// base is &a[0] of the array that v walks, of v's type.
func (w *walkView) base(v *program.Var) program.Expr {
	a := w.ghosts[v].obj
	cell := &program.Index{X: &program.VarRef{Var: a}, Index: program.NewConstInt(intT, 0)}
	var addr program.Expr = &program.AddrOf{X: cell, T: program.PointerTo(a.Type.Elem, v.Type.Size)}
	if !sameType(addr.Type(), v.Type) {
		addr = &program.Cast{X: addr, T: v.Type}
	}
	return addr
}

// atoms are the candidates every walking pointer brings: it points
// into its array, and its index lies in [0, len(a)].
func (w *walkView) atoms() []program.Expr {
	var out []program.Expr
	for _, v := range sortedVars(w.objs()) {
		g := w.ghosts[v]
		ref := &program.VarRef{Var: v}
		idx := w.unview(&program.VarRef{Var: g.ghost})
		out = append(out,
			&program.Binary{Op: program.SameObject, X: ref, Y: w.base(v), T: program.Bool},
			&program.Binary{Op: program.Ge, X: idx, Y: program.NewConstInt(g.ghost.Type, 0), T: program.Bool},
			&program.Binary{Op: program.Le, X: idx, Y: program.NewConstInt(g.ghost.Type, g.obj.Type.Len), T: program.Bool})
		if size := g.obj.Type.Elem.Size; size > 1 && size&(size-1) == 0 {
			// p sits on a cell's first byte: its byte offset in a
			// is a multiple of the cell's size.
			char := program.IntType("char", 8, true)
			cp := program.PointerTo(char, v.Type.Size)
			bytes := &program.Binary{Op: program.Sub, X: &program.Cast{X: ref, T: cp}, Y: &program.Cast{X: w.base(v), T: cp}, T: g.ghost.Type}
			low := &program.Binary{Op: program.And, X: bytes, Y: program.NewConstInt(g.ghost.Type, size-1), T: g.ghost.Type}
			out = append(out, &program.Binary{Op: program.Eq, X: low, Y: program.NewConstInt(g.ghost.Type, 0), T: program.Bool})
		}
	}
	return out
}

func (w *walkView) objs() map[*program.Var]*program.Var {
	m := map[*program.Var]*program.Var{}
	for v, g := range w.ghosts {
		m[v] = g.obj
	}
	return m
}

// unviewQuantified translates the quantified candidates of the view in
// place.
func (w *walkView) unviewQuantified(cands [][]*Quantified) {
	if w == nil {
		return
	}
	for _, qs := range cands {
		for _, q := range qs {
			n := newQuantified(q.K, w.unview(q.Lo), q.LoOp, w.unview(q.Hi), q.HiOp, w.unview(q.Body))
			*q = *n
		}
	}
}

// unviewAll translates candidate atoms of the view.
func (w *walkView) unviewAll(xs []program.Expr) []program.Expr {
	if w == nil {
		return xs
	}
	out := slices.Clone(xs)
	for i, x := range out {
		out[i] = w.unview(x)
	}
	return out
}

// addGhosts declares the ghosts in q.
func (w *walkView) addGhosts(q *program.Program) {
	for _, v := range sortedVars(w.objs()) {
		g := w.ghosts[v].ghost
		if g.Global {
			q.Globals = append(q.Globals, g)
		} else {
			q.Locals = append(q.Locals, g)
		}
	}
}

// shiftCopies rewrites, in the view, each read of a ghost t$idx that a
// copy t = p and then steps p = p ± c, on the one path that reaches the
// read, make p$idx - Σc: *p++ = v copies p into a temporary, steps p
// and writes through the temporary, which is the write a[p$idx - 1] =
// v at the loop's counter, as the generators know writes. Equal values
// on that path; and the view only proposes.
func (w *walkView) shiftCopies(q *program.Program) {
	isGhost := func(v *program.Var) bool { _, ok := w.byVar[v]; return ok }
	// shifted returns the expression equal to t$idx on entry to l:
	// walking back over the one path that reaches l, the steps of
	// each ghost are summed until t's copy is found.
	shifted := func(l *program.Loc, t *program.Var) program.Expr {
		delta := map[*program.Var]int64{}
		unknown := map[*program.Var]bool{}
		for steps := 0; steps < 16 && len(l.In) == 1 && !l.LoopHead; steps++ {
			ed := l.In[0]
			l = ed.From
			switch a := ed.Stmt.(type) {
			case *program.Havoc:
				if r, ok := a.LHS.(*program.VarRef); ok {
					if r.Var == t {
						return nil
					}
					unknown[r.Var] = true
				}
			case *program.Assign:
				r, ok := a.LHS.(*program.VarRef)
				if !ok {
					continue
				}
				if r.Var == t {
					src, ok := a.RHS.(*program.VarRef)
					if !ok || !isGhost(src.Var) || src.Var == t || unknown[src.Var] {
						return nil
					}
					if delta[src.Var] == 0 {
						return src
					}
					return &program.Binary{Op: program.Sub, X: src, Y: program.NewConstInt(src.Var.Type, delta[src.Var]), T: src.Var.Type}
				}
				if c, ok := constStepOf(a.RHS, r.Var); ok {
					delta[r.Var] += c
				} else {
					unknown[r.Var] = true
				}
			}
		}
		return nil
	}
	for _, ed := range q.Edges() {
		var f func(x program.Expr) program.Expr
		f = func(x program.Expr) program.Expr {
			x = program.MapChildren(x, f)
			ix, ok := x.(*program.Index)
			if !ok {
				return x
			}
			r, ok := ix.Index.(*program.VarRef)
			if !ok || !isGhost(r.Var) {
				return x
			}
			if e := shifted(ed.From, r.Var); e != nil {
				return &program.Index{X: ix.X, Index: e}
			}
			return x
		}
		switch s := ed.Stmt.(type) {
		case *program.Assign:
			ed.Stmt = &program.Assign{LHS: f(s.LHS), RHS: f(s.RHS)}
		case *program.Assume:
			ed.Stmt = &program.Assume{Cond: f(s.Cond), Undefined: s.Undefined}
		case *program.Check:
			ed.Stmt = &program.Check{Cond: f(s.Cond), Check: s.Check}
		}
	}
}

// constStepOf returns c when x is v + c or v - c (as -c) for a constant c.
func constStepOf(x program.Expr, v *program.Var) (int64, bool) {
	b, ok := x.(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return 0, false
	}
	r, ok := b.X.(*program.VarRef)
	c, isConst := stripCasts(b.Y).(*program.Const)
	if !ok || r.Var != v || !isConst {
		return 0, false
	}
	d := program.SignExtend(c.Val, c.T)
	if b.Op == program.Sub {
		d = -d
	}
	return d, true
}

// relations returns, per cut point of the view, the candidates that
// tie each walking pointer to the other variables its loop steps by a
// constant: when both enter the loop with values E_x, E_y over
// variables the loop does not write and every write in the loop steps
// x by dx and y by dy, dy*(x - E_x) == dx*(y - E_y) holds at the head
// while both step once per iteration (p - &a[0] == n - len while
// while (len-- > 0) *q++ = *p++ copies). Over the ghosts' type,
// translated back to the program's pointer differences; Houdini keeps
// them or drops them like any other.
func (w *walkView) relations(view *System) [][]program.Expr {
	if w == nil {
		return nil
	}
	out := make([][]program.Expr, len(view.Cuts))
	for c := 1; c < len(view.Cuts); c++ {
		head := view.Cuts[c]
		body := view.Nest.LoopOfHead(head).Body
		written := loopWrites(body)
		steps := steadySteps(body, func(x program.Expr, v *program.Var) int64 {
			d, _ := constStepOf(x, v)
			return d
		})
		type stepper struct {
			v     *program.Var
			d     int64
			entry program.Expr
		}
		// The comparisons of ghosts that decide whether the loop runs,
		// in their non-strict forms both ways (p != end runs the loop
		// while p - &a[0] <= end - &a[0]).
		for _, ed := range head.Out {
			a, ok := ed.Stmt.(*program.Assume)
			if !ok {
				continue
			}
			b, ok := stripNot(a.Cond).(*program.Binary)
			if !ok || !b.Op.IsComparison() || !b.X.Type().IsInteger() || !w.readsGhost(b) {
				continue
			}
			for _, op := range []program.BinaryOp{program.Le, program.Ge} {
				out[c] = append(out[c], w.unview(&program.Binary{Op: op, X: b.X, Y: b.Y, T: program.Bool}))
			}
		}
		// A ghost the loop does not write keeps its entry value.
		for _, v := range sortedVars(w.byVar) {
			if written[v] {
				continue
			}
			if e, ok := entryExpr(head, body, v); ok && !readsAny(e, written) {
				out[c] = append(out[c], w.unview(&program.Binary{Op: program.Eq, X: &program.VarRef{Var: v}, Y: e, T: program.Bool}))
			}
		}
		var ghosts, all []stepper
		for _, v := range sortedVars(steps) {
			e, ok := entryExpr(head, body, v)
			if !ok || readsAny(e, written) || v.Type.Kind != program.KindInt {
				continue
			}
			st := stepper{v, steps[v], e}
			all = append(all, st)
			if _, isGhost := w.byVar[v]; isGhost {
				ghosts = append(ghosts, st)
			}
		}
		for _, x := range ghosts {
			t := x.v.Type
			for _, y := range all {
				if y.v == x.v || y.v.Type.Width > t.Width {
					continue
				}
				if _, isGhost := w.byVar[y.v]; isGhost && y.v.Name < x.v.Name {
					continue
				}
				conv := func(e program.Expr) program.Expr {
					if sameType(e.Type(), t) {
						return e
					}
					return &program.Cast{X: e, T: t}
				}
				mul := func(k int64, e program.Expr) program.Expr {
					if k == 1 {
						return e
					}
					return &program.Binary{Op: program.Mul, X: program.NewConstInt(t, k), Y: e, T: t}
				}
				lhs := mul(y.d, &program.Binary{Op: program.Sub, X: &program.VarRef{Var: x.v}, Y: conv(x.entry), T: t})
				rhs := mul(x.d, &program.Binary{Op: program.Sub, X: conv(&program.VarRef{Var: y.v}), Y: conv(y.entry), T: t})
				out[c] = append(out[c], w.unview(&program.Binary{Op: program.Eq, X: lhs, Y: rhs, T: program.Bool}))
			}
		}
	}
	return out
}

func stripNot(x program.Expr) program.Expr {
	if u, ok := x.(*program.Unary); ok && u.Op == program.LNot {
		return u.X
	}
	return x
}

func (w *walkView) readsGhost(x program.Expr) bool {
	for _, v := range program.Vars(x) {
		if _, ok := w.byVar[v]; ok {
			return true
		}
	}
	return false
}
