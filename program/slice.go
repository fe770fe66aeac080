package program

// A Slice says what SliceData removed from a program.
type Slice struct {
	// Assigns is the number of assignments made skips.
	Assigns int
	// Vars are the variables some removed assignment wrote and that no
	// statement of the result reads: their values in the result are not
	// those of the original (an invariant that names one says nothing of
	// the original).
	Vars map[*Var]bool
}

// SliceData removes, by data dependence, the assignments that cannot
// influence a check or a branch: it makes every assignment a skip unless
// what it writes may be read, directly or through other kept assignments,
// by an assume (every branch and cut of the program), a check, or the
// address part of a kept write (an index, a pointer that is dereferenced).
// Control flow, havocs (the inputs, in their order) and Dead statements
// stay as they are. The objects' address variables and their lengths
// (Var.Addr, Var.Extent) are always relevant: the images of pointers read
// them implicitly.
//
// Memory is treated conservatively, by object: a write through a pointer
// is kept when any variable whose address is taken is relevant, or when a
// kept statement reads through a pointer; a kept read through a pointer
// makes every such variable relevant. Whole variables are the unit: a
// write to one field or element of a relevant variable is kept.
//
// Why it is sound: the kept statements read only relevant variables, and
// a relevant variable is written only by kept statements (or by a havoc),
// so with the same inputs the result and the original take the same path
// and give every relevant variable the same value at every step: the same
// assumes pass and the same checks fail. A TRUE of the result is one of
// the original, and a counterexample of the result replays on the
// original, which consumes the same inputs in the same order. The only
// difference on such a path is a removed assignment that C leaves
// undefined (an invalid dereference no check guards): the replay in the
// interpreter then says so and the answer is UNKNOWN, as it would be
// without slicing.
func SliceData(p *Program) Slice {
	rel := map[*Var]bool{}
	memory := false  // a kept statement reads through a pointer
	objects := false // a variable whose address is taken is relevant
	kept := map[*Edge]bool{}
	changed := true
	mark := func(v *Var) {
		if !rel[v] {
			rel[v] = true
			changed = true
			if v.Object != 0 {
				objects = true
			}
		}
	}
	// A conversion between a pointer and an integer, an ordered pointer
	// comparison and a pointer stored into a union read the objects'
	// addresses and, for an integer turned into a pointer, their current
	// lengths (symex/addr.go) without naming them: a program with
	// addresses keeps every write to them.
	for _, v := range p.Objects {
		if v.Addr != nil {
			mark(v.Addr)
			if v.Extent != nil {
				mark(v.Extent)
			}
		}
	}
	read := func(e Expr) {
		Walk(e, func(x Expr) bool {
			switch x := x.(type) {
			case *VarRef:
				mark(x.Var)
			case *Deref:
				if !memory {
					memory, changed = true, true
				}
			}
			return true
		})
	}
	for changed {
		changed = false
		if memory {
			for _, vs := range [][]*Var{p.Globals, p.Locals} {
				for _, v := range vs {
					if v.Object != 0 {
						mark(v)
					}
				}
			}
		}
		for _, l := range p.Locs {
			for _, e := range l.Out {
				if kept[e] {
					continue
				}
				switch s := e.Stmt.(type) {
				case *Assume:
					kept[e], changed = true, true
					read(s.Cond)
				case *Check:
					kept[e], changed = true, true
					read(s.Cond)
				case *Havoc:
					kept[e], changed = true, true
					readAddress(s.LHS, read)
				case *Assign:
					root, viaPointer := LvalueRoot(s.LHS)
					if root == nil && !viaPointer || viaPointer && (memory || objects) || root != nil && rel[root] {
						kept[e], changed = true, true
						readAddress(s.LHS, read)
						read(s.RHS)
					}
				}
			}
		}
	}
	sl := Slice{Vars: map[*Var]bool{}}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if s, ok := e.Stmt.(*Assign); ok && !kept[e] {
				if root, _ := LvalueRoot(s.LHS); root != nil {
					sl.Vars[root] = true
				}
				e.Stmt = &Skip{}
				sl.Assigns++
			}
		}
	}
	return sl
}

// LvalueRoot returns the variable lvalue lv is part of, or whether it
// lies behind a pointer; neither for what is not an lvalue the front end
// makes (such a write is kept).
func LvalueRoot(lv Expr) (*Var, bool) {
	for {
		switch x := lv.(type) {
		case *VarRef:
			return x.Var, false
		case *Index:
			lv = x.X
		case *Field:
			lv = x.X
		case *Deref:
			return nil, true
		default:
			return nil, false
		}
	}
}

// readAddress passes to read the parts of lvalue lv that say where it
// is: indexes and dereferenced pointers.
func readAddress(lv Expr, read func(Expr)) {
	for {
		switch x := lv.(type) {
		case *Index:
			read(x.Index)
			lv = x.X
		case *Field:
			lv = x.X
		case *Deref:
			read(x)
			return
		case *VarRef:
			return
		default:
			read(x)
			return
		}
	}
}
