package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
)

// Pointers to the cells of one array (pointers.go).
//
// A heap array reached through a pointer (int *a = malloc(n * sizeof
// *a); a[i] = 1) is, in the IR, a dereference *(a + i) of a pointer
// variable that holds &$heap1[0]; the candidate generators read cells
// only as Index expressions of array variables, so such a program gets
// no quantified candidates. The synthesis therefore generates its
// candidates from a view of the program in which every dereference
// through a pointer variable that the program's assignments always set
// to one cell of one array (or null) is that array indexed: *(a + i)
// becomes $heap1[i], *(b + i) with b = a + 1 becomes $heap1[i + 1], *s
// becomes $heap2[0]. The view only proposes: its candidates are proved
// on the program itself, where the dereference reads the same cell when
// the pointer holds that address, and each such pointer's address,
// a == &$heap1[0], is a candidate at every loop head, proved (or
// dropped) like any other, so that the proof of a cell atom can rest on
// it. A pointer that may be null at a head (a malloc that may fail,
// unchecked) keeps its address unproved there, and the cell atoms that
// need it are dropped: nothing unsound follows from a wrong view.

// A cellAddr is the address of byte off of array obj.
type cellAddr struct {
	obj *program.Var
	off int64
}

// ptrState is a pointer variable's state in cellPointers' fixpoint.
type ptrState struct {
	set  bool // some assignment gave it an address
	bad  bool // some assignment gave it another value
	addr cellAddr
}

// cellPointers returns the pointer variables (never addressed) that
// every assignment sets to one address in one array of scalars, or to
// null, with that address. Uninitialised values are ignored (the
// variable is read after its first assignment); any other havoc, or an
// address computed from a variable index, excludes the variable.
func cellPointers(p *program.Program) map[*program.Var]cellAddr {
	st := map[*program.Var]*ptrState{}
	var assigns []*program.Assign
	for _, ed := range p.Edges() {
		switch s := ed.Stmt.(type) {
		case *program.Assign:
			if r, ok := s.LHS.(*program.VarRef); ok && r.Var.Type.Kind == program.KindPointer && r.Var.Object == 0 {
				if st[r.Var] == nil {
					st[r.Var] = &ptrState{}
				}
				assigns = append(assigns, s)
			}
		case *program.Havoc:
			if r, ok := s.LHS.(*program.VarRef); ok && r.Var.Type.Kind == program.KindPointer && s.Why != "uninitialised" {
				if st[r.Var] == nil {
					st[r.Var] = &ptrState{}
				}
				st[r.Var].bad = true
			}
		}
	}
	// resolve returns the address x holds, whether x is null, and
	// whether it is understood (an address of a variable not set yet
	// contributes nothing: the fixpoint is optimistic, the proof
	// decides).
	var resolve func(x program.Expr) (a cellAddr, have, ok bool)
	resolve = func(x program.Expr) (cellAddr, bool, bool) {
		switch x := x.(type) {
		case *program.Cast:
			if x.X.Type().Kind != program.KindPointer {
				if c, isConst := x.X.(*program.Const); isConst && c.IsZero() {
					return cellAddr{}, false, true
				}
				return cellAddr{}, false, false
			}
			return resolve(x.X)
		case *program.Const:
			return cellAddr{}, false, x.IsZero()
		case *program.Zero:
			return cellAddr{}, false, true
		case *program.VarRef:
			s := st[x.Var]
			if s == nil || s.bad {
				return cellAddr{}, false, false
			}
			return s.addr, s.set, true
		case *program.AddrOf:
			switch y := x.X.(type) {
			case *program.Index:
				r, isVar := y.X.(*program.VarRef)
				c, isConst := y.Index.(*program.Const)
				if !isVar || !isConst || !scalarArray(r.Var.Type) {
					return cellAddr{}, false, false
				}
				return cellAddr{r.Var, program.SignExtend(c.Val, c.T) * r.Var.Type.Elem.Size}, true, true
			case *program.VarRef:
				if !scalarArray(y.Var.Type) {
					return cellAddr{}, false, false
				}
				return cellAddr{y.Var, 0}, true, true
			}
		case *program.Binary:
			if (x.Op != program.Add && x.Op != program.Sub) || x.X.Type().Kind != program.KindPointer || x.Y.Type().Kind == program.KindPointer {
				return cellAddr{}, false, false
			}
			c, isConst := x.Y.(*program.Const)
			if !isConst {
				return cellAddr{}, false, false
			}
			a, have, ok := resolve(x.X)
			if !ok || !have {
				return cellAddr{}, false, ok
			}
			d := program.SignExtend(c.Val, c.T) * x.X.Type().Elem.Size
			if x.Op == program.Sub {
				d = -d
			}
			a.off += d
			return a, true, true
		case *program.Ite:
			a, ha, oka := resolve(x.Then)
			b, hb, okb := resolve(x.Else)
			switch {
			case !oka || !okb || (ha && hb && a != b):
				return cellAddr{}, false, false
			case ha:
				return a, true, true
			default:
				return b, hb, true
			}
		}
		return cellAddr{}, false, false
	}
	for changed := true; changed; {
		changed = false
		for _, s := range assigns {
			v := s.LHS.(*program.VarRef).Var
			ps := st[v]
			if ps.bad {
				continue
			}
			a, have, ok := resolve(s.RHS)
			switch {
			case !ok || (have && ps.set && a != ps.addr):
				ps.bad, changed = true, true
			case have && !ps.set:
				ps.set, ps.addr, changed = true, a, true
			}
		}
	}
	out := map[*program.Var]cellAddr{}
	for v, s := range st {
		if s.set && !s.bad && sameScalar(v.Type.Elem, s.addr.obj.Type.Elem) && s.addr.off%s.addr.obj.Type.Elem.Size == 0 {
			out[v] = s.addr
		}
	}
	return out
}

// sameScalar reports whether a read of type t of a cell of type u is
// the cell's value: both integers of one width and signedness.
func sameScalar(t, u *program.Type) bool {
	return t.Kind == program.KindInt && u.Kind == program.KindInt && t.Width == u.Width && t.Signed == u.Signed && t.Size == u.Size
}

// cellIndex returns the array cell that *x designates when x is a
// resolved pointer variable, plus or minus an integer: ptrs[v] at
// byte off, *(v + i) is obj[i + off/size].
func cellIndex(x program.Expr, ptrs map[*program.Var]cellAddr) (*program.Index, bool) {
	var v *program.Var
	var i program.Expr
	neg := false
	switch x := x.(type) {
	case *program.VarRef:
		v = x.Var
	case *program.Binary:
		r, ok := x.X.(*program.VarRef)
		if !ok || (x.Op != program.Add && x.Op != program.Sub) || !x.Y.Type().IsInteger() {
			return nil, false
		}
		v, i, neg = r.Var, x.Y, x.Op == program.Sub
	default:
		return nil, false
	}
	a, ok := ptrs[v]
	if !ok {
		return nil, false
	}
	base := a.off / a.obj.Type.Elem.Size
	var idx program.Expr
	switch {
	case i == nil:
		idx = program.NewConstInt(intT, base)
	case neg:
		idx = &program.Binary{Op: program.Sub, X: program.NewConstInt(i.Type(), base), Y: i, T: i.Type()}
	case base == 0:
		idx = i
	default:
		idx = &program.Binary{Op: program.Add, X: i, Y: program.NewConstInt(i.Type(), base), T: i.Type()}
	}
	return &program.Index{X: &program.VarRef{Var: a.obj}, Index: idx}, true
}

var intT = program.IntType("int", 32, true)

// viewDerefs rewrites every dereference in x that cellIndex resolves.
func viewDerefs(x program.Expr, ptrs map[*program.Var]cellAddr) (program.Expr, bool) {
	changed := false
	var f func(y program.Expr) program.Expr
	f = func(y program.Expr) program.Expr {
		y = program.MapChildren(y, f)
		if d, ok := y.(*program.Deref); ok {
			if ix, ok := cellIndex(d.X, ptrs); ok {
				changed = true
				return ix
			}
		}
		return y
	}
	out := f(x)
	return out, changed
}

// pointerView returns the system of the view described above and the
// addresses of the resolved pointers as candidate atoms (v ==
// &obj[c]), or sys itself and none when no dereference resolves. The
// view's cut points are sys's, in the same order.
func pointerView(sys *System) (*System, []program.Expr, *walkView) {
	ptrs := cellPointers(sys.P)
	walk := newWalkView(sys.P, ptrs)
	if len(ptrs) == 0 && walk == nil {
		return sys, nil, nil
	}
	q := program.Clone(sys.P)
	any := false
	if walk != nil {
		// The walking pointers first (walking.go): all or none.
		stmts := map[*program.Edge]program.Stmt{}
		for _, ed := range q.Edges() {
			s, ok := walk.stmt(ed.Stmt)
			if !ok {
				walk, stmts = nil, nil
				break
			}
			stmts[ed] = s
		}
		if walk != nil {
			for ed, s := range stmts {
				ed.Stmt = s
			}
			walk.addGhosts(q)
			walk.shiftCopies(q)
			any = true
		}
	}
	for _, ed := range q.Edges() {
		switch s := ed.Stmt.(type) {
		case *program.Assign:
			l, c1 := viewDerefs(s.LHS, ptrs)
			r, c2 := viewDerefs(s.RHS, ptrs)
			if c1 || c2 {
				ed.Stmt, any = &program.Assign{LHS: l, RHS: r}, true
			}
		case *program.Havoc:
			if l, ok := viewDerefs(s.LHS, ptrs); ok {
				h := *s
				h.LHS = l
				ed.Stmt, any = &h, true
			}
		case *program.Assume:
			if c, ok := viewDerefs(s.Cond, ptrs); ok {
				ed.Stmt, any = &program.Assume{Cond: c}, true
			}
		case *program.Check:
			if c, ok := viewDerefs(s.Cond, ptrs); ok {
				ed.Stmt, any = &program.Check{Cond: c, Check: s.Check}, true
			}
		}
	}
	if !any {
		return sys, nil, nil
	}
	view, err := NewSystem(q)
	if err != nil || len(view.Cuts) != len(sys.Cuts) {
		return sys, nil, nil
	}
	for i := range view.Cuts {
		if view.Cuts[i].ID != sys.Cuts[i].ID {
			return sys, nil, nil
		}
	}
	var atoms []program.Expr
	for _, v := range sortedVars(ptrs) {
		a := ptrs[v]
		cell := &program.Index{X: &program.VarRef{Var: a.obj}, Index: program.NewConstInt(intT, a.off/a.obj.Type.Elem.Size)}
		addr := &program.AddrOf{X: cell, T: program.PointerTo(a.obj.Type.Elem, v.Type.Size)}
		var rhs program.Expr = addr
		if !sameType(addr.T, v.Type) {
			rhs = &program.Cast{X: addr, T: v.Type}
		}
		atoms = append(atoms, &program.Binary{Op: program.Eq, X: &program.VarRef{Var: v}, Y: rhs, T: program.Bool})
	}
	if walk != nil {
		atoms = append(atoms, walk.atoms()...)
	}
	return view, atoms, walk
}

func sameType(t, u *program.Type) bool { return t.String() == u.String() }
