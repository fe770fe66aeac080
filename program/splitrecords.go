package program

// SplitRecordArrays replaces every array of structs that the program only
// accesses member by member (a[e].f, read or written) by one array per
// member (a.f[e]), and returns how many variables it split. The invariant
// methods, which learn facts about arrays of integers, then see the
// members of records as the arrays of integers they are.
//
// An array a of type struct S[N] qualifies when its address is never
// taken (Object 0, so no pointer reaches it and its layout is not
// observable), its length is its type's (no Extent, no Addr), every member
// of S is a scalar that is not a bit-field, and every occurrence of a in
// the program is
//   - a[e].f in any expression or as the left-hand side of an Assign or
//     a Havoc (e itself may read a the same way),
//   - a = {0}, the whole array assigned the zero value (a global's
//     initialiser), which becomes one such assignment per member, or
//   - Dead a, which becomes one Dead per member, or
//   - a whole record copied, a[e] = x or x = a[e] (x a struct variable
//     when it is the left-hand side, any expression otherwise, b[d]
//     included), which becomes one assignment per member, when e, d and
//     x do not read the variable assigned (no member's assignment changes
//     what the next ones read).
//
// A Havoc of the whole array (an uninitialised local) disqualifies it: it
// is one input of the run, which the replay of a counterexample on the
// source program reads as one value. So does any other use (a whole
// record read elsewhere, a Fill).
//
// A struct variable that is no array (a record held aside while a sort
// moves the others, struct rec held = a[i]) is split the same way, one
// scalar per member (held.key): every occurrence is v.f, v = {0}, Dead v
// or a whole copy as above with v on either side. Its members are then
// integer variables, which the invariant templates relate to each other
// (held.pay == held.key + 1000) as they relate any scalars; as a struct,
// no template saw them.
//
// The meaning is unchanged: a[e].f and a.f[e] are the same cell, both
// undefined for e outside [0, N), and nothing else reads the cells. The
// new variables are temporaries (Temp, no CName): no witness names them.
func SplitRecordArrays(p *Program) int {
	cand := map[*Var]bool{}
	for _, vs := range [][]*Var{p.Globals, p.Locals} {
		for _, v := range vs {
			if splittable(v) {
				cand[v] = true
			}
		}
	}
	if len(cand) == 0 {
		return 0
	}
	// Disqualify arrays used other than member by member.
	var scan func(x Expr)
	scan = func(x Expr) {
		if v, ix, _, ok := recordCell(x); ok && cand[v] {
			if ix != nil {
				scan(ix)
			}
			return
		}
		switch y := x.(type) {
		case *VarRef:
			delete(cand, y.Var)
			return
		case *AddrOf:
			// No address of a cell: the new arrays are no objects.
			for _, v := range Vars(y.X) {
				delete(cand, v)
			}
		}
		MapChildren(x, func(y Expr) Expr { scan(y); return y })
	}
	whole := func(x Expr) (*Var, bool) {
		r, ok := x.(*VarRef)
		if ok && cand[r.Var] {
			return r.Var, true
		}
		return nil, false
	}
	for _, e := range p.Edges() {
		switch s := e.Stmt.(type) {
		case *Assign:
			if v, ok := whole(s.LHS); ok {
				if _, zero := s.RHS.(*Zero); zero {
					continue
				}
				if v.Type.Kind == KindArray {
					delete(cand, v)
					continue
				}
			}
			if lc, rc, ok := recordCopy(s, cand); ok {
				// A struct variable is copied from or into a
				// named record only (a variable or a cell),
				// whose members the copy then names.
				for _, pair := range [][2]Expr{{s.LHS, s.RHS}, {s.RHS, s.LHS}} {
					if v, ok := recordSide(pair[0], cand); ok && v.Type.Kind == KindStruct && !namedRecord(pair[1]) {
						delete(cand, v)
					}
				}
				// A record copied from or into a cell: one
				// assignment per member, each of which must not
				// change what the later ones read.
				root := s.LHS
				var rest []Expr
				if lc != nil {
					root, rest = lc.X, append(rest, lc.Index)
				}
				if rc != nil {
					rest = append(rest, rc.Index)
				} else if _, ok := whole(s.RHS); !ok {
					rest = append(rest, s.RHS)
				}
				sides := []*Var{}
				for _, x := range []Expr{s.LHS, s.RHS} {
					if v, ok := recordSide(x, cand); ok {
						sides = append(sides, v)
					}
				}
				for _, x := range rest {
					if Reads(x, root.(*VarRef).Var) {
						for _, v := range sides {
							delete(cand, v)
						}
					}
					scan(x)
				}
				if rc == nil {
					if v, ok := whole(s.RHS); ok && v == root.(*VarRef).Var {
						delete(cand, v)
					}
				}
				continue
			}
			scan(s.LHS)
			scan(s.RHS)
		case *Havoc:
			scan(s.LHS)
		case *Assume:
			scan(s.Cond)
		case *Check:
			scan(s.Cond)
		case *Fill:
			scan(s.Array)
			scan(s.Lo)
			scan(s.Hi)
			scan(s.Val)
			if s.Rel != nil {
				scan(s.Rel)
			}
		case *Dead:
		}
	}
	if len(cand) == 0 {
		return 0
	}
	parts := map[*Var][]*Var{}
	for v := range cand {
		rec := v.Type
		if rec.Kind == KindArray {
			rec = rec.Elem
		}
		fs := make([]*Var, len(rec.Fields))
		for i, m := range rec.Fields {
			t := m.Type
			if v.Type.Kind == KindArray {
				t = ArrayOf(m.Type, v.Type.Len)
			}
			fs[i] = &Var{
				Name: v.Name + "." + m.Name, Type: t,
				Global: v.Global, Func: v.Func, Temp: true, Pos: v.Pos,
				ScopeEnd: v.ScopeEnd, Frame: v.Frame,
			}
		}
		parts[v] = fs
	}
	locs := len(p.Locs)
	var rewrite func(x Expr) Expr
	rewrite = func(x Expr) Expr {
		if v, ix, f, ok := recordCell(x); ok && parts[v] != nil {
			if ix == nil {
				return &VarRef{Var: parts[v][f]}
			}
			return &Index{X: &VarRef{Var: parts[v][f]}, Index: rewrite(ix)}
		}
		return MapChildren(x, rewrite)
	}
	for _, e := range p.Edges() {
		switch s := e.Stmt.(type) {
		case *Assign:
			if r, ok := s.LHS.(*VarRef); ok && parts[r.Var] != nil && isZero(s.RHS) {
				var chain []Stmt
				for _, fv := range parts[r.Var] {
					chain = append(chain, &Assign{LHS: &VarRef{Var: fv}, RHS: &Zero{T: fv.Type}})
				}
				splitEdge(p, e, chain)
				continue
			}
			if _, _, ok := recordCopy(s, parts); ok {
				var chain []Stmt
				for f := range s.LHS.Type().Fields {
					chain = append(chain, &Assign{LHS: rewrite(&Field{X: s.LHS, Field: f}), RHS: rewrite(&Field{X: s.RHS, Field: f})})
				}
				splitEdge(p, e, chain)
				continue
			}
			e.Stmt = &Assign{LHS: rewrite(s.LHS), RHS: rewrite(s.RHS)}
		case *Havoc, *Assume, *Check:
			e.Stmt = rewriteOperands(s, rewrite)
		case *Dead:
			if fs := parts[s.Var]; fs != nil {
				var chain []Stmt
				for _, fv := range fs {
					chain = append(chain, &Dead{Var: fv})
				}
				splitEdge(p, e, chain)
			}
		}
	}
	replaceVars := func(vs []*Var) []*Var {
		out := make([]*Var, 0, len(vs))
		for _, v := range vs {
			if fs := parts[v]; fs != nil {
				out = append(out, fs...)
			} else {
				out = append(out, v)
			}
		}
		return out
	}
	p.Globals = replaceVars(p.Globals)
	p.Locals = replaceVars(p.Locals)
	if len(p.Locs) != locs {
		// The new locations come last: number them in order again so
		// that back edges stay the edges that close loops.
		Renumber(p)
	}
	return len(parts)
}

// splittable reports whether v's type and storage let SplitRecordArrays
// split it (its uses are checked apart).
func splittable(v *Var) bool {
	t := v.Type
	if t != nil && t.Kind == KindArray {
		if t.Len < 1 {
			return false
		}
		t = t.Elem
	}
	if t == nil || t.Kind != KindStruct {
		return false
	}
	if v.Object != 0 || v.Extent != nil || v.Addr != nil || len(t.Fields) == 0 {
		return false
	}
	for _, m := range t.Fields {
		if m.BitWidth != 0 || m.Type == nil || m.Type.IsAggregate() || m.Type.Kind == KindArray {
			return false
		}
	}
	return true
}

// recordCopy matches an assignment of a whole record from or into a
// record of set (a cell of an array, or a struct variable): lhs = rhs of
// struct type where lhs is such a cell a[e] or a variable, rhs such a
// cell or any expression, and one side at least is in set; the cells are
// returned (nil for a side that is none).
func recordCopy[T any](s *Assign, set map[*Var]T) (lc, rc *Index, ok bool) {
	if s.LHS.Type().Kind != KindStruct {
		return nil, nil, false
	}
	cell := func(x Expr) *Index {
		if ix, isIx := x.(*Index); isIx {
			if r, isRef := ix.X.(*VarRef); isRef {
				if _, in := set[r.Var]; in {
					return ix
				}
			}
		}
		return nil
	}
	lc, rc = cell(s.LHS), cell(s.RHS)
	_, lv := recordSide(s.LHS, set)
	_, rv := recordSide(s.RHS, set)
	if !lv && !rv {
		return nil, nil, false
	}
	if _, isVar := s.LHS.(*VarRef); lc == nil && !isVar {
		return nil, nil, false
	}
	return lc, rc, true
}

// namedRecord reports whether x is a record that a variable or a cell
// of an array holds.
func namedRecord(x Expr) bool {
	switch x.(type) {
	case *VarRef, *Index:
		return true
	}
	return false
}

func isZero(x Expr) bool {
	_, ok := x.(*Zero)
	return ok
}

// recordSide reports the record of set that x is, whole: a cell a[e] of
// an array in set or a struct variable in set.
func recordSide[T any](x Expr, set map[*Var]T) (*Var, bool) {
	if ix, ok := x.(*Index); ok {
		x = ix.X
	}
	if r, ok := x.(*VarRef); ok {
		if _, in := set[r.Var]; in {
			return r.Var, true
		}
	}
	return nil, false
}

// recordCell matches a[e].f with a a variable (a, e and f), or v.f with
// v a struct variable (v, nil and f).
func recordCell(x Expr) (*Var, Expr, int, bool) {
	f, ok := x.(*Field)
	if !ok {
		return nil, nil, 0, false
	}
	if r, ok := f.X.(*VarRef); ok && r.Var.Type.Kind == KindStruct {
		return r.Var, nil, f.Field, true
	}
	ix, ok := f.X.(*Index)
	if !ok {
		return nil, nil, 0, false
	}
	r, ok := ix.X.(*VarRef)
	if !ok {
		return nil, nil, 0, false
	}
	return r.Var, ix.Index, f.Field, true
}

// splitEdge makes e a chain of edges executing stmts in order, through
// new locations of e's source's function and frame.
func splitEdge(p *Program, e *Edge, stmts []Stmt) {
	to := e.To
	e.Stmt = stmts[0]
	from := e.From
	for i := 1; i < len(stmts); i++ {
		mid := p.NewLoc(from.Pos, from.Func)
		mid.Frame = from.Frame
		e.Retarget(mid)
		e = p.AddEdge(mid, to, stmts[i], e.Pos)
		from = mid
	}
}

// rewriteOperands returns a Havoc, Assume or Check with f applied to
// the expression it reads or writes (the other fields as they are), and
// any other statement as it is: the cases in which the passes that
// replace variables (SplitRecordArrays, ScalarCells) only rename.
func rewriteOperands(s Stmt, f func(Expr) Expr) Stmt {
	switch s := s.(type) {
	case *Havoc:
		h := *s
		h.LHS = f(s.LHS)
		return &h
	case *Assume:
		return &Assume{Cond: f(s.Cond), Undefined: s.Undefined}
	case *Check:
		return &Check{Cond: f(s.Cond), Check: s.Check}
	}
	return s
}
