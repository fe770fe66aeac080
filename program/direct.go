package program

// MarkDirect sets Var.Direct on the objects of p that no pointer can
// reach, and returns how many it marked.
//
// An object v qualifies when every address of it in the program is the
// whole right side of an assignment h = &v to a holder (a local pointer
// variable whose own address is never taken), and every read of a
// holder is the whole right side of an assignment to another holder: no
// dereference, comparison, conversion, check, call argument or store
// ever reads a pointer that may hold &v, so every access of v is by
// name. A read inside a condition that dereferences nothing (a
// comparison of pointers, a validity test) makes no pointer and does not
// count. An address of a part of v (&v.f, &v[i], (char *)&v, &v + 1)
// disqualifies v. Run after ForwardAddresses, which turns the
// dereferences *h of holders that can only hold &v into v itself: the
// variables a function inlined with pointer parameters works on (a
// recursion that the front end made a loop) then qualify.
func MarkDirect(p *Program) int {
	holder := func(v *Var) bool {
		return v != nil && !v.Global && v.Object == 0 && v.Type != nil && v.Type.Kind == KindPointer
	}
	bad := map[*Var]bool{}      // objects whose address goes elsewhere
	escaped := map[*Var]bool{}  // holders read other than by a copy
	holds := map[*Var][]*Var{}  // holder -> objects assigned to it
	copies := map[*Var][]*Var{} // holder -> holders copied into it
	read := func(x Expr) {
		Walk(x, func(y Expr) bool {
			// A condition that dereferences nothing (__valid(h), h ==
			// &v, the lifetime tests that --undefined cut assumes
			// before each *h) reads pointers but makes none.
			if y.Type() == Bool && !derefs(y) {
				return false
			}
			switch y := y.(type) {
			case *AddrOf:
				Walk(y.X, func(z Expr) bool {
					if r, ok := z.(*VarRef); ok {
						bad[r.Var] = true
					}
					return true
				})
			case *VarRef:
				if y.Var.Type != nil && y.Var.Type.Kind == KindPointer {
					escaped[y.Var] = true
				}
			}
			return true
		})
	}
	// An lvalue reads what its address needs (a dereference's pointer, an
	// index), not the variable it names.
	lvalue := func(x Expr) {
		if _, ok := x.(*VarRef); !ok {
			read(x)
		}
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				if h, ok := s.LHS.(*VarRef); ok && holder(h.Var) {
					switch x := s.RHS.(type) {
					case *AddrOf:
						if r, ok := x.X.(*VarRef); ok && r.Var.Object != 0 {
							holds[h.Var] = append(holds[h.Var], r.Var)
							continue
						}
					case *VarRef:
						if holder(x.Var) {
							copies[h.Var] = append(copies[h.Var], x.Var)
							continue
						}
					}
				}
				lvalue(s.LHS)
				read(s.RHS)
			case *Havoc:
				lvalue(s.LHS)
			case *Assume:
				read(s.Cond)
			case *Check:
				read(s.Cond)
			case *Fill:
				read(s.Array)
				read(s.Lo)
				read(s.Hi)
				read(s.Val)
				read(s.Rel)
			case *Skip, *Dead:
			default:
				return 0 // a statement this pass does not know
			}
		}
	}
	// The objects each holder may hold, through copies, to a fixed point.
	may := map[*Var]map[*Var]bool{}
	for h, vs := range holds {
		may[h] = map[*Var]bool{}
		for _, v := range vs {
			may[h][v] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for h, srcs := range copies {
			for _, g := range srcs {
				for v := range may[g] {
					if may[h] == nil {
						may[h] = map[*Var]bool{}
					}
					if !may[h][v] {
						may[h][v], changed = true, true
					}
				}
			}
		}
	}
	for h, vs := range may {
		if escaped[h] {
			for v := range vs {
				bad[v] = true
			}
		}
	}
	n := 0
	for _, v := range p.Objects {
		v.Direct = !bad[v] && v.Addr == nil && v.Extent == nil
		if v.Direct {
			n++
		}
	}
	return n
}

// derefs says whether x dereferences a pointer.
func derefs(x Expr) bool {
	found := false
	Walk(x, func(y Expr) bool {
		if _, ok := y.(*Deref); ok {
			found = true
		}
		return !found
	})
	return found
}
