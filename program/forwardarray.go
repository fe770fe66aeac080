package program

// ForwardArrayPointers replaces the dereferences *(p + e) and *p of a
// pointer variable p that can only hold the address of the first element
// of one array variable A by A[e] and A[0], and returns how many it
// replaced. A heap object (cfront/heap.go: an array variable with a
// length beside it) reached through the pointer malloc returned, and a
// variable-length array passed by its address, become arrays indexed by
// name, as a local array is: the invariant methods that describe a[k]
// over index ranges see the same program for int *a = malloc(...) as for
// int a[n].
//
// p qualifies when it is a local whose address is never taken, every
// assignment to it is &A[0] (the same A, through conversions between
// pointer types) or a copy of another qualifying pointer with the same
// A (through such conversions), and every read of it comes after such an
// assignment on every path, with no havoc in between (the must-analysis
// of ForwardAddresses): then p == &A[0] wherever it is read. A
// dereference is replaced when its type is A's element type and p's
// pointee type is the same, so that p + e moves by elements of A.
//
// Meaning. A pointer is an (object, byte offset) pair and p + e moves the
// offset by e elements; *(p + e) reads A's element e whenever the offset
// e * size stays inside A without wrapping around the offset's width,
// which is exactly when A[e] is in range. Outside that range C's p + e
// is already undefined (C11 6.5.6: arithmetic beyond the array), and
// A[e] is the IR's undefined out-of-range index, cut or reported as the
// run's --undefined says; *(p + e) instead either failed the validity
// test before it as well or, where e * size wraps to an offset inside A,
// read another element, an artefact of the offset's width that C does
// not have. So the program changes only on executions that are undefined
// in C. Only dereferences change: the assignments to p and every
// condition that reads p (__valid(p + e), the heap object's length and
// allocation tests before each access) stay as they are, so a memory
// error is found as before.
func ForwardArrayPointers(p *Program) int {
	candidate := func(v *Var) bool {
		return v != nil && !v.Global && v.Object == 0 && v.Type != nil && v.Type.Kind == KindPointer
	}
	type info struct {
		target *Var // the array A
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
	for _, l := range p.Locs {
		for _, e := range l.Out {
			s, ok := e.Stmt.(*Assign)
			if !ok {
				continue
			}
			r, ok := s.LHS.(*VarRef)
			if !ok || !candidate(r.Var) {
				continue
			}
			in := get(r.Var)
			x := stripPointerCasts(s.RHS)
			if a := firstElementOf(x); a != nil {
				if in.target != nil && in.target != a {
					in.bad = true
				}
				in.target = a
			} else if w, ok := x.(*VarRef); ok && candidate(w.Var) {
				in.links = append(in.links, w.Var)
			} else {
				in.bad = true
			}
		}
	}
	// Copies take their source's target, to a fixed point; a conflict or
	// a source that is not a holder makes the copy bad.
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
					in.target, changed = src.target, true
				case in.target != src.target:
					in.bad, changed = true, true
				}
				if in.bad {
					break
				}
			}
		}
	}
	good := map[*Var]*Var{}
	for v, in := range infos {
		if in.bad || in.target == nil {
			continue
		}
		ok := true
		for _, w := range in.links {
			if src := infos[w]; src == nil || src.bad || src.target != in.target {
				ok = false
			}
		}
		if ok {
			good[v] = in.target
		}
	}
	if len(good) == 0 || p.Entry == nil {
		return 0
	}
	keepAssignedBeforeRead(p, good, func(v *Var) []*Var { return infos[v].links })
	if len(good) == 0 {
		return 0
	}
	// The array element *(p + e) or *p designates, nil when none.
	forwarded := func(x Expr) Expr {
		d, ok := x.(*Deref)
		if !ok {
			return nil
		}
		ptr, idx := d.X, Expr(nil)
		if b, ok := ptr.(*Binary); ok && b.Op == Add && b.Y.Type() != nil && b.Y.Type().IsInteger() {
			ptr, idx = b.X, b.Y
		}
		r, ok := ptr.(*VarRef)
		if !ok {
			return nil
		}
		a := good[r.Var]
		if a == nil {
			return nil
		}
		elem := a.Type.Elem
		if !Identical(r.Var.Type.Elem, elem) || !Identical(d.Type(), elem) {
			return nil
		}
		if idx == nil {
			idx = &Const{Val: 0, T: IntType("int", 32, true)}
		}
		return &Index{X: &VarRef{Var: a}, Index: idx}
	}
	return replaceInStmts(p, forwarded, rewriteIndex)
}

// stripPointerCasts removes conversions between pointer types.
func stripPointerCasts(x Expr) Expr {
	for {
		c, ok := x.(*Cast)
		if !ok || c.T == nil || c.T.Kind != KindPointer || c.X.Type() == nil || c.X.Type().Kind != KindPointer {
			return x
		}
		x = c.X
	}
}

// firstElementOf returns A when x is &A[0] for an array variable A.
func firstElementOf(x Expr) *Var {
	ad, ok := x.(*AddrOf)
	if !ok {
		return nil
	}
	ix, ok := ad.X.(*Index)
	if !ok {
		return nil
	}
	c, ok := ix.Index.(*Const)
	if !ok || c.Val != 0 || c.Hi != 0 {
		return nil
	}
	r, ok := ix.X.(*VarRef)
	if !ok || r.Var.Type == nil || r.Var.Type.Kind != KindArray || r.Var.Type.Elem == nil {
		return nil
	}
	return r.Var
}

// keepAssignedBeforeRead removes from good every variable that a
// statement reads where some path from the entry has not assigned it
// (mustAssigned: a havoc unsets it), and then, to a fixed point, every
// variable that copies (links) one removed: a copy of a variable that may
// be read before its assignment may be anything too.
func keepAssignedBeforeRead[T comparable](p *Program, good map[*Var]T, links func(*Var) []*Var) {
	has := mustAssigned(p, func(v *Var) bool { _, ok := good[v]; return ok })
	for _, l := range p.Locs {
		for _, e := range l.Out {
			read := func(x Expr) {
				Walk(x, func(y Expr) bool {
					if r, ok := y.(*VarRef); ok && !has(l, r.Var) {
						delete(good, r.Var)
					}
					return true
				})
			}
			switch s := e.Stmt.(type) {
			case *Assign:
				readAddress(s.LHS, read)
				read(s.RHS)
			case *Havoc:
				readAddress(s.LHS, read)
			case *Assume:
				read(s.Cond)
			case *Check:
				read(s.Cond)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for v := range good {
			for _, w := range links(v) {
				if _, ok := good[w]; !ok {
					delete(good, v)
					changed = true
					break
				}
			}
		}
	}
}

// mustAssigned returns whether each variable that tracked says has been
// assigned on every path from the entry to a location, with no havoc
// since (an uninitialised declaration unsets it).
func mustAssigned(p *Program, tracked func(*Var) bool) func(*Loc, *Var) bool {
	index := map[*Var]int{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			var lhs Expr
			switch s := e.Stmt.(type) {
			case *Assign:
				lhs = s.LHS
			case *Havoc:
				lhs = s.LHS
			}
			if r, ok := lhs.(*VarRef); ok && tracked(r.Var) {
				if _, ok := index[r.Var]; !ok {
					index[r.Var] = len(index)
				}
			}
		}
	}
	words := (len(index) + 63) / 64
	assigned := make(map[*Loc][]uint64, len(p.Locs))
	for _, l := range p.Locs {
		bits := make([]uint64, words)
		if l != p.Entry {
			for _, i := range index {
				bits[i/64] |= 1 << (i % 64)
			}
		}
		assigned[l] = bits
	}
	work := append([]*Loc(nil), p.Locs...)
	queued := make(map[*Loc]bool, len(p.Locs))
	for _, l := range work {
		queued[l] = true
	}
	out := make([]uint64, words)
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		queued[l] = false
		for _, e := range l.Out {
			copy(out, assigned[l])
			switch s := e.Stmt.(type) {
			case *Assign:
				if r, ok := s.LHS.(*VarRef); ok {
					if i, ok := index[r.Var]; ok {
						out[i/64] |= 1 << (i % 64)
					}
				}
			case *Havoc:
				if r, ok := s.LHS.(*VarRef); ok {
					if i, ok := index[r.Var]; ok {
						out[i/64] &^= 1 << (i % 64)
					}
				}
			}
			to := assigned[e.To]
			if to == nil {
				continue
			}
			shrank := false
			for w := range to {
				if to[w]&^out[w] != 0 {
					to[w] &= out[w]
					shrank = true
				}
			}
			if shrank && !queued[e.To] {
				queued[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	return func(l *Loc, v *Var) bool {
		i, ok := index[v]
		return ok && assigned[l][i/64]>>(i%64)&1 == 1
	}
}
