package program

// PropagateConstants replaces the reads of a scalar that the program
// sets once to a constant by that constant, where the assignment comes
// before the read on every path, and returns how many reads it replaced.
//
// A variable v qualifies when nothing points to it (Object == 0: no
// address of it is ever taken, so no dereference writes it), it is an
// integer of at most 64 bits, and the program has exactly one statement
// that writes it: an assignment v = c of a constant (after the folding
// below), with no havoc (an uninitialised declaration), no Dead and no
// other assignment of v anywhere. Every execution of that statement
// stores c, nothing else changes v, so wherever every path from the
// entry has passed the assignment, v holds c: the reads at locations
// that the assignment's target dominates (the target has that one edge
// in, so passing the target is passing the assignment) are c in every
// execution, defined or not. The assignment itself stays, so the
// program means what it meant (counterexamples and witnesses name v as
// before); a read left as it is (before the assignment, or in a Fill)
// is still v.
//
// The replacements fold: a cast of a constant integer to an integer type
// and +, - and * of two constant integers of one type (modulo 2^w, as
// the IR computes them; overflow checks are their own operators) are
// constants. So a variable set from one that became a constant
// qualifies in the next round: the dimensions of two variable-length
// arrays declared from the same n = 1000 (A$dim1 = (unsigned int)n,
// B$dim1 = (unsigned int)n) become the constant 1000u, and the
// row-major cells A[i*A$dim1 + j] and B[i*B$dim1 + j] are at one index
// term, which a proof over both arrays needs without relating two
// multipliers.
func PropagateConstants(p *Program) int {
	total := 0
	var dom *domTree
	for round := 0; round < 8; round++ {
		defs := onceConstants(p)
		if len(defs) == 0 {
			break
		}
		if dom == nil {
			dom = dominators(p)
		}
		n := 0
		for _, l := range p.Locs {
			// The constants of the variables whose assignment
			// every path to l has passed.
			vals := map[*Var]*Const{}
			for v, e := range defs {
				if len(e.To.In) == 1 && dom.dominates(e.To, l) {
					vals[v] = foldConsts(e.Stmt.(*Assign).RHS).(*Const)
				}
			}
			if len(vals) == 0 {
				continue
			}
			read := func(x Expr) Expr {
				if r, ok := x.(*VarRef); ok && vals[r.Var] != nil {
					c := vals[r.Var]
					return &Const{T: c.T, Val: c.Val, Hi: c.Hi}
				}
				return nil
			}
			for _, ed := range l.Out {
				n += replaceReads(ed.Stmt, read)
			}
		}
		total += n
		if n == 0 {
			break
		}
	}
	return total
}

// onceConstants returns the variables that qualify for
// PropagateConstants, each with the one edge that assigns it.
func onceConstants(p *Program) map[*Var]*Edge {
	writes := map[*Var]int{}
	def := map[*Var]*Edge{}
	bad := map[*Var]bool{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				if r, ok := s.LHS.(*VarRef); ok {
					writes[r.Var]++
					def[r.Var] = e
				} else if v := lvalueRoot(s.LHS); v != nil {
					bad[v] = true
				}
			case *Havoc:
				if v := lvalueRoot(s.LHS); v != nil {
					bad[v] = true
				}
			case *Fill:
				if v := lvalueRoot(s.Array); v != nil {
					bad[v] = true
				}
			case *Dead:
				bad[s.Var] = true
			}
			for _, x := range StmtExprs(e.Stmt) {
				Walk(x, func(y Expr) bool {
					if a, ok := y.(*AddrOf); ok {
						if v := lvalueRoot(a.X); v != nil {
							bad[v] = true
						}
					}
					return true
				})
			}
		}
	}
	out := map[*Var]*Edge{}
	for v, n := range writes {
		if n != 1 || bad[v] || v.Object != 0 || v.Type == nil || v.Type.Kind != KindInt || v.Type.Width > 64 {
			continue
		}
		e := def[v]
		if c, ok := foldConsts(e.Stmt.(*Assign).RHS).(*Const); !ok || !Identical(c.T, v.Type) {
			continue
		}
		out[v] = e
	}
	return out
}

// lvalueRoot returns the variable an lvalue designates part of without
// a dereference, nil for one through a pointer.
func lvalueRoot(x Expr) *Var {
	for {
		switch y := x.(type) {
		case *VarRef:
			return y.Var
		case *Index:
			x = y.X
		case *Field:
			x = y.X
		default:
			return nil
		}
	}
}

// replaceReads rewrites the expressions s reads (not the variable an
// assignment or havoc stores into, but the indices and pointers on its
// way) with read, which returns the replacement of a subexpression or
// nil; the expressions rebuilt fold (foldConsts). It returns how many
// subexpressions it replaced.
func replaceReads(s Stmt, read func(Expr) Expr) int {
	n := 0
	var rewrite func(x Expr) Expr
	rewrite = func(x Expr) Expr {
		if t := read(x); t != nil {
			n++
			return t
		}
		found := false
		Walk(x, func(y Expr) bool {
			found = found || read(y) != nil
			return !found
		})
		if !found {
			return x
		}
		return foldConsts(MapChildren(x, rewrite))
	}
	var lvalue func(x Expr) Expr
	lvalue = func(x Expr) Expr {
		switch y := x.(type) {
		case *Index:
			ix, idx := lvalue(y.X), rewrite(y.Index)
			if ix == y.X && idx == y.Index {
				return x
			}
			return &Index{X: ix, Index: idx}
		case *Field:
			if f := lvalue(y.X); f != y.X {
				return &Field{X: f, Field: y.Field}
			}
			return x
		case *Deref:
			return rewrite(x)
		}
		return x
	}
	switch s := s.(type) {
	case *Assign:
		s.LHS, s.RHS = lvalue(s.LHS), rewrite(s.RHS)
	case *Havoc:
		s.LHS = lvalue(s.LHS)
	case *Assume:
		s.Cond = rewrite(s.Cond)
	case *Check:
		s.Cond = rewrite(s.Cond)
	}
	return n
}

// foldConsts returns x folded where its operands are constants: a cast
// of an integer constant to an integer type, and +, - and * of two
// integer constants of x's type, of at most 64 bits. Anything else is x.
func foldConsts(x Expr) Expr {
	small := func(t *Type) bool { return t != nil && t.Kind == KindInt && t.Width <= 64 }
	switch y := x.(type) {
	case *Cast:
		c, ok := foldConsts(y.X).(*Const)
		if !ok || !small(c.T) || !small(y.T) {
			return x
		}
		v := c.Val
		if c.T.Signed {
			v = uint64(SignExtend(c.Val, c.T))
		}
		return NewConst(y.T, v)
	case *Binary:
		if y.Op != Add && y.Op != Sub && y.Op != Mul {
			return x
		}
		a, ok1 := foldConsts(y.X).(*Const)
		b, ok2 := foldConsts(y.Y).(*Const)
		if !ok1 || !ok2 || !small(y.T) || !Identical(a.T, y.T) || !Identical(b.T, y.T) {
			return x
		}
		switch y.Op {
		case Add:
			return NewConst(y.T, a.Val+b.Val)
		case Sub:
			return NewConst(y.T, a.Val-b.Val)
		}
		return NewConst(y.T, a.Val*b.Val)
	}
	return x
}

// domTree is the dominator tree of a program's locations reachable
// from its entry, numbered by a walk of the tree: a dominates l when l's
// interval lies in a's.
type domTree struct{ pre, post map[*Loc]int }

// dominators computes the dominator tree by the iterative algorithm of
// Cooper, Harvey and Kennedy over a reverse postorder.
func dominators(p *Program) *domTree {
	order := ReversePostorder(p)
	rpo := make(map[*Loc]int, len(order))
	for i, l := range order {
		rpo[l] = i
	}
	idom := map[*Loc]*Loc{p.Entry: p.Entry}
	intersect := func(a, b *Loc) *Loc {
		for a != b {
			for rpo[a] > rpo[b] {
				a = idom[a]
			}
			for rpo[b] > rpo[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, l := range order {
			if l == p.Entry {
				continue
			}
			var d *Loc
			for _, e := range l.In {
				if _, reached := rpo[e.From]; !reached || idom[e.From] == nil {
					continue
				}
				if d == nil {
					d = e.From
				} else {
					d = intersect(e.From, d)
				}
			}
			if d != nil && idom[l] != d {
				idom[l] = d
				changed = true
			}
		}
	}
	children := map[*Loc][]*Loc{}
	for _, l := range order {
		if l != p.Entry {
			children[idom[l]] = append(children[idom[l]], l)
		}
	}
	t := &domTree{pre: map[*Loc]int{}, post: map[*Loc]int{}}
	type frame struct {
		l *Loc
		i int
	}
	clock := 0
	walk := []frame{{p.Entry, 0}}
	t.pre[p.Entry] = clock
	for len(walk) > 0 {
		f := &walk[len(walk)-1]
		if f.i < len(children[f.l]) {
			c := children[f.l][f.i]
			f.i++
			clock++
			t.pre[c] = clock
			walk = append(walk, frame{c, 0})
			continue
		}
		clock++
		t.post[f.l] = clock
		walk = walk[:len(walk)-1]
	}
	return t
}

// dominates reports whether every path from the entry to l passes a (a
// location dominates itself; an unreachable l is dominated by none).
func (t *domTree) dominates(a, l *Loc) bool {
	pa, ok1 := t.pre[a]
	pl, ok2 := t.pre[l]
	return ok1 && ok2 && pa <= pl && t.post[l] <= t.post[a]
}
