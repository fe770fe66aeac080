package program

// IndexFirstElements replaces every dereference *(&A[0] + e1 + … + en)
// of an array variable A of scalars, whose every addition moves a
// pointer to A's element type, by the cell A[e1 + … + en], the sum in
// the terms' one integer type (n >= 1; the dereferences of differently
// typed terms stay). It returns how many it replaced.
//
// A variable-length array of two or more variable dimensions (int
// A[n][m]) is, in the IR, one array of the model's capacity reached by
// row-major pointer arithmetic: A[i][j] is *(&A[0] + i*m + j). As a
// cell of A, the invariant methods that describe A[k] over index ranges
// see it as they see a one-dimensional array: the row-major order of
// the cells is the order of the flat index i*m + j.
//
// Meaning. A pointer is an (object, byte offset) pair and &A[0] + e
// moves the offset by e elements; *(&A[0] + e1 + … + en) reads A's
// element e1 + … + en whenever each partial sum stays inside A (C11
// 6.5.6: pointer arithmetic beyond the array is undefined) and the sum
// fits the terms' type (it does when it is inside A: a model's array has
// fewer cells than any index type's maximum). There A[e1 + … + en] reads
// the same element. Outside, C's arithmetic is already undefined, A[e]
// is the IR's undefined out-of-range index, cut or reported as the run's
// --undefined says, and the dereference either failed the validity test
// before it as well or, where a sum wraps to an index inside A, read
// another element, an artefact of the offset's width that C does not
// have. So the program changes only on executions that are undefined in
// C, as with ForwardArrayPointers. Only dereferences change: the
// validity tests that read the pointer (__valid, __same_object, the
// bounds that --undefined cut assumes) stay as they are.
func IndexFirstElements(p *Program) int {
	// cellOf returns A[e1 + … + en] for x = *(&A[0] + e1 + … + en),
	// nil when x is no such dereference.
	cellOf := func(x Expr) Expr {
		d, ok := x.(*Deref)
		if !ok {
			return nil
		}
		var terms []Expr
		ptr := d.X
		for {
			b, ok := ptr.(*Binary)
			if !ok || b.Op != Add || b.T == nil || b.T.Kind != KindPointer || b.Y.Type() == nil || !b.Y.Type().IsInteger() {
				break
			}
			terms = append(terms, b.Y)
			ptr = b.X
			if t := ptr.Type(); t == nil || t.Kind != KindPointer {
				return nil
			}
		}
		a := firstElementOf(ptr)
		if a == nil || len(terms) == 0 {
			return nil
		}
		elem := a.Type.Elem
		if !elem.IsInteger() || !Identical(d.Type(), elem) || !Identical(ptr.Type().Elem, elem) {
			return nil
		}
		// Every addition moves by A's elements: its pointer type's
		// pointee is A's element type.
		for q := d.X; q != ptr; q = q.(*Binary).X {
			if !Identical(q.Type().Elem, elem) {
				return nil
			}
		}
		t := terms[0].Type()
		for _, e := range terms[1:] {
			if !Identical(e.Type(), t) {
				return nil
			}
		}
		// The sum of an execution that stays inside A fits t.
		w := t.Width
		if t.Signed {
			w--
		}
		if a.Type.Len <= 0 || w < 63 && a.Type.Len > int64(1)<<w {
			return nil
		}
		// The terms were collected from the outermost addition in.
		idx := terms[len(terms)-1]
		for i := len(terms) - 2; i >= 0; i-- {
			idx = &Binary{Op: Add, X: idx, Y: terms[i], T: t}
		}
		return &Index{X: &VarRef{Var: a}, Index: idx}
	}
	return replaceInStmts(p, cellOf, rewriteIndex)
}

// replaceInStmts replaces in the expressions of every statement of p
// each outermost subexpression x for which match(x) is not nil by
// finish(match(x), rewrite), where rewrite is the same replacement (for
// the parts of the replacement that may hold more); only the expressions
// that hold a match are rebuilt. It returns how many were replaced.
func replaceInStmts(p *Program, match func(Expr) Expr, finish func(Expr, func(Expr) Expr) Expr) int {
	n := 0
	var rewrite func(x Expr) Expr
	rewrite = func(x Expr) Expr {
		if t := match(x); t != nil {
			n++
			return finish(t, rewrite)
		}
		found := false
		Walk(x, func(y Expr) bool {
			found = found || match(y) != nil
			return !found
		})
		if !found {
			return x
		}
		return MapChildren(x, rewrite)
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				s.LHS, s.RHS = rewrite(s.LHS), rewrite(s.RHS)
			case *Havoc:
				s.LHS = rewrite(s.LHS)
			case *Assume:
				s.Cond = rewrite(s.Cond)
			case *Check:
				s.Cond = rewrite(s.Cond)
			}
		}
	}
	return n
}

// rewriteIndex is a finish of replaceInStmts for a cell: its index may
// itself hold a replacement.
func rewriteIndex(cell Expr, rewrite func(Expr) Expr) Expr {
	ix := cell.(*Index)
	ix.Index = rewrite(ix.Index)
	return ix
}
