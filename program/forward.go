package program

// ForwardAddresses replaces the dereferences *p of a pointer variable p
// that can only hold the address of one object part x (a variable, a
// member, an element at a constant index inside its array: staticLvalue;
// or an element at an index over local scalars that no edge after an
// assignment of p writes: fixedLvalue and fixedAfter) by x itself, and
// returns how many it replaced.
//
// p qualifies when it is a local whose address is never taken, every
// assignment to it is &x (the same x) or a copy of another qualifying
// pointer with the same x, and every read of it comes after such an
// assignment on every path, with no havoc of it in between (a
// must-analysis over the control flow; a havoc is an uninitialised
// declaration): then p == &x wherever it is read, and *p is x, read or
// written.
// Only the dereferences change: the assignments to p and the checks that
// read it (validity, lifetime) stay, so the program means what it meant.
//
// The front end passes a caller's variables to an inlined function as
// pointers (f(&i, &n)); after this the function's loop (a recursion
// turned into one) works on the variables themselves, which the
// invariant methods see as plain variables.
func ForwardAddresses(p *Program) int {
	type info struct {
		target Expr // an lvalue that reads no variable (staticLvalue)
		key    string
		bad    bool
		links  []*Var
	}
	infos := map[*Var]*info{}
	get := func(v *Var) *info {
		in := infos[v]
		if in == nil {
			in = &info{}
			infos[v] = in
		}
		return in
	}
	candidate := func(v *Var) bool {
		return v != nil && !v.Global && v.Object == 0 && v.Type != nil && v.Type.Kind == KindPointer
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				r, ok := s.LHS.(*VarRef)
				if !ok || !candidate(r.Var) {
					continue
				}
				in := get(r.Var)
				switch x := s.RHS.(type) {
				case *AddrOf:
					if staticLvalue(x.X) || fixedLvalue(x.X) {
						k := ExprString(x.X)
						if in.target != nil && in.key != k {
							in.bad = true
						}
						in.target, in.key = x.X, k
					} else {
						in.bad = true
					}
				case *VarRef:
					if candidate(x.Var) {
						in.links = append(in.links, x.Var)
					} else {
						in.bad = true
					}
				default:
					in.bad = true
				}
			}
		}
	}
	// Copies take their source's target, to a fixed point; a conflict
	// or a source without one makes the copy bad.
	for changed := true; changed; {
		changed = false
		for _, in := range infos {
			if in.bad {
				continue
			}
			for _, w := range in.links {
				src := infos[w]
				switch {
				case src == nil || src.bad:
					in.bad, changed = true, true
				case src.target == nil:
				case in.target == nil:
					in.target, in.key, changed = src.target, src.key, true
				case in.key != src.key:
					in.bad, changed = true, true
				}
				if in.bad {
					break
				}
			}
		}
	}
	good := map[*Var]Expr{}
	for v, in := range infos {
		if in.bad || in.target == nil {
			continue
		}
		ok := true
		for _, w := range in.links {
			if src := infos[w]; src == nil || src.bad || src.key != in.key {
				ok = false
			}
		}
		if ok {
			good[v] = in.target
		}
	}
	if len(good) == 0 {
		return 0
	}
	// Every read after an assignment on every path.
	if p.Entry == nil {
		return 0
	}
	// A target that reads variables (&a[j]) names one part only while
	// they keep their values: none of them may be written after an
	// assignment of the pointer.
	for v, t := range good {
		if !staticLvalue(t) && !fixedAfter(p, v, lvalueIndexVars(t)) {
			delete(good, v)
		}
	}
	// keepAssignedBeforeRead drops the copies of the pointers dropped
	// here with those it drops itself.
	keepAssignedBeforeRead(p, good, func(v *Var) []*Var { return infos[v].links })
	forwarded := func(x Expr) Expr {
		if d, ok := x.(*Deref); ok {
			if r, ok := d.X.(*VarRef); ok {
				if t := good[r.Var]; t != nil && Identical(t.Type(), d.Type()) {
					return t
				}
			}
		}
		return nil
	}
	return replaceInStmts(p, forwarded, func(t Expr, _ func(Expr) Expr) Expr { return copyLvalue(t) })
}

// staticLvalue says whether x designates one object part whatever the
// state: a variable, its members and its elements at constant indices
// inside the array.
func staticLvalue(x Expr) bool {
	switch x := x.(type) {
	case *VarRef:
		return true
	case *Field:
		return staticLvalue(x.X)
	case *Index:
		c, ok := x.Index.(*Const)
		t := x.X.Type()
		if !ok || t == nil || t.Kind != KindArray {
			return false
		}
		i := c.Val
		if c.T != nil && c.T.Signed && c.T.Width < 64 && i>>(c.T.Width-1)&1 == 1 {
			return false // negative
		}
		return i < uint64(t.Len) && staticLvalue(x.X)
	}
	return false
}

// fixedLvalue says whether x designates one object part once the scalar
// local variables its indices read are fixed: a variable, its members
// and its elements at indices over such variables and constants (a[j],
// m[i][j + 1]), with no dereference, call or array read. Where an index
// is out of the array's range, &x is already undefined in C (or one past
// the end, whose dereference is), so a dereference of the pointer and x
// differ only on executions that are undefined, as in
// ForwardArrayPointers.
func fixedLvalue(x Expr) bool {
	switch x := x.(type) {
	case *VarRef:
		return true
	case *Field:
		return fixedLvalue(x.X)
	case *Index:
		t := x.X.Type()
		if t == nil || t.Kind != KindArray || !fixedLvalue(x.X) {
			return false
		}
		ok := true
		Walk(x.Index, func(y Expr) bool {
			switch y := y.(type) {
			case *VarRef:
				v := y.Var
				ok = ok && !v.Global && v.Object == 0 && v.Type != nil && v.Type.IsInteger()
			case *Const, *Binary, *Unary, *Cast:
			default:
				ok = false
			}
			return ok
		})
		return ok
	}
	return false
}

// fixedAfter says whether no edge that can run after an assignment to
// the pointer ptr writes one of vars (an assignment or havoc of it):
// from the first such assignment on, they keep their values (nor does
// their scope end), and the lvalue over them that ptr is assigned the
// address of names one part.
func fixedAfter(p *Program, ptr *Var, vars []*Var) bool {
	fixed := map[*Var]bool{}
	for _, v := range vars {
		fixed[v] = true
	}
	var work []*Loc
	seen := map[*Loc]bool{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if s, ok := e.Stmt.(*Assign); ok {
				if r, ok := s.LHS.(*VarRef); ok && r.Var == ptr && !seen[e.To] {
					seen[e.To] = true
					work = append(work, e.To)
				}
			}
		}
	}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range l.Out {
			var lhs Expr
			switch s := e.Stmt.(type) {
			case *Assign:
				lhs = s.LHS
			case *Havoc:
				lhs = s.LHS
			case *Dead:
				// Out of scope: the index would read a
				// variable that is no longer there.
				if fixed[s.Var] {
					return false
				}
			}
			if lhs != nil {
				if v, _ := LvalueRoot(lhs); v != nil && fixed[v] {
					return false
				}
			}
			if !seen[e.To] {
				seen[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	return true
}

// copyLvalue returns a copy of a static lvalue, so that no expression
// node is shared between statements.
func copyLvalue(x Expr) Expr {
	switch x := x.(type) {
	case *VarRef:
		return &VarRef{Var: x.Var}
	case *Field:
		return &Field{X: copyLvalue(x.X), Field: x.Field}
	case *Index:
		return &Index{X: copyLvalue(x.X), Index: copyIndex(x.Index)}
	}
	return x
}

// lvalueIndexVars returns the variables the indices of lvalue x read.
func lvalueIndexVars(x Expr) []*Var {
	var out []*Var
	for {
		switch y := x.(type) {
		case *Index:
			out = append(out, Vars(y.Index)...)
			x = y.X
		case *Field:
			x = y.X
		default:
			return out
		}
	}
}

// copyIndex returns a copy of an index term of a fixed lvalue (variable
// references and operators rebuilt; constants, which no pass changes,
// shared).
func copyIndex(x Expr) Expr {
	if r, ok := x.(*VarRef); ok {
		return &VarRef{Var: r.Var}
	}
	return MapChildren(x, copyIndex)
}
