package program

// FlattenMatrices makes each two-dimensional array of integers of
// constant dimensions, int a[N][M], one array int a[N*M] whose cell
// e1*M + e2 is a[e1][e2], where that changes no execution, and returns
// how many cells it rewrote. The invariant methods then see the
// row-major cells of a nest over such a matrix as those of a
// variable-length one (program.IndexFirstElements): the flat segments of
// kinduction's row-major nests.
//
// An array qualifies when nothing points to it (Object == 0), every
// occurrence of it is a cell a[e1][e2] or the whole array as the target
// of a havoc (uninitialised), of its zero initialiser or of Dead, and
// every edge that reads or writes a cell a[e1][e2] is reached by one
// chain of assumes and checks (each location on the way has that one
// edge in) among which stand the bounds (e1 >= 0) && (e1 < N) and
// (e2 >= 0) && (e2 < M), as the front end emits them before an access
// when undefined operations are cut or array bounds are checked; e1 and
// e2 of one integer type that holds N*M. Past those conditions e1*M + e2
// lies in [0, N*M) without overflow and names the cell a[e1][e2] names
// (row-major, as C lays the matrix out), so every execution reads and
// writes the same values; the havoc, the zero value and Dead of the
// whole array mean the same of either type. A matrix with a cell not so
// guarded (no cut and no bounds check: the access outside a row is the
// model's undefined read, not the next row's cell) stays as it is.
func FlattenMatrices(p *Program) int {
	type matrix struct {
		n, m int64
		bad  bool
	}
	mats := map[*Var]*matrix{}
	for _, v := range append(append([]*Var(nil), p.Globals...), p.Locals...) {
		t := v.Type
		if v.Object == 0 && t != nil && t.Kind == KindArray && t.Elem.Kind == KindArray && t.Elem.Elem.IsInteger() &&
			t.Len > 0 && t.Elem.Len > 0 && t.Len <= 1<<30/t.Elem.Len {
			mats[v] = &matrix{n: t.Len, m: t.Elem.Len}
		}
	}
	if len(mats) == 0 {
		return 0
	}
	// cellOf returns the matrix and indices of a[e1][e2].
	cellOf := func(x Expr) (*Var, Expr, Expr) {
		outer, ok := x.(*Index)
		if !ok {
			return nil, nil, nil
		}
		inner, ok := outer.X.(*Index)
		if !ok {
			return nil, nil, nil
		}
		r, ok := inner.X.(*VarRef)
		if !ok || mats[r.Var] == nil {
			return nil, nil, nil
		}
		return r.Var, inner.Index, outer.Index
	}
	bound := func(e Expr, n int64) string {
		t := e.Type()
		return ExprString(&Binary{Op: LAnd,
			X: &Binary{Op: Ge, X: e, Y: NewConst(t, 0), T: Bool},
			Y: &Binary{Op: Lt, X: e, Y: NewConst(t, uint64(n)), T: Bool}, T: Bool})
	}
	// guards returns the conditions of the chain of assumes and checks
	// that reaches l.
	guards := func(l *Loc) map[string]bool {
		out := map[string]bool{}
		for len(l.In) == 1 {
			var c Expr
			switch s := l.In[0].Stmt.(type) {
			case *Assume:
				c = s.Cond
			case *Check:
				c = s.Cond
			default:
				return out
			}
			var add func(x Expr)
			add = func(x Expr) {
				out[ExprString(x)] = true
				if b, ok := x.(*Binary); ok && b.Op == LAnd {
					add(b.X)
					add(b.Y)
				}
			}
			add(c)
			l = l.In[0].From
		}
		return out
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				if r, ok := s.LHS.(*VarRef); ok && mats[r.Var] != nil {
					if _, zero := s.RHS.(*Zero); !zero {
						mats[r.Var].bad = true
					}
				}
			case *Fill:
				if v := lvalueRoot(s.Array); v != nil && mats[v] != nil {
					mats[v].bad = true
				}
			}
			var g map[string]bool
			var walk func(x Expr, top bool)
			walk = func(x Expr, top bool) {
				if v, e1, e2 := cellOf(x); v != nil {
					mt := mats[v]
					t := e1.Type()
					if g == nil {
						g = guards(e.From)
					}
					if !Identical(t, e2.Type()) || t.Kind != KindInt || t.Width > 64 ||
						(t.Signed && t.Width < 64 && mt.n*mt.m >= int64(1)<<(t.Width-1)) ||
						(!t.Signed && t.Width < 64 && mt.n*mt.m >= int64(1)<<t.Width) ||
						!inBounds(e1, mt.n, g, bound) || !inBounds(e2, mt.m, g, bound) {
						mt.bad = true
					}
					walk(e1, false)
					walk(e2, false)
					return
				}
				if r, ok := x.(*VarRef); ok && mats[r.Var] != nil && !top {
					mats[r.Var].bad = true
					return
				}
				switch y := x.(type) {
				case *Index:
					walk(y.X, false)
					walk(y.Index, false)
					return
				}
				for _, c := range children(x) {
					walk(c, false)
				}
			}
			switch s := e.Stmt.(type) {
			case *Assign:
				walk(s.LHS, true)
				walk(s.RHS, false)
			case *Havoc:
				walk(s.LHS, true)
			case *Assume:
				walk(s.Cond, false)
			case *Check:
				walk(s.Cond, false)
			case *Fill:
				for _, x := range []Expr{s.Array, s.Lo, s.Hi, s.Val, s.Rel} {
					if x != nil {
						walk(x, false)
					}
				}
			}
		}
	}
	flat := map[*Var]bool{}
	for v, mt := range mats {
		if !mt.bad {
			flat[v] = true
		}
	}
	if len(flat) == 0 {
		return 0
	}
	// Each matrix becomes a new variable of the flat type (variables
	// are shared with the program p was cloned from, which keeps its
	// matrices: counterexamples replay there).
	repl := map[*Var]*Var{}
	for _, v := range sortedFlat(flat, p) {
		mt := mats[v]
		nv := *v
		nv.Type = ArrayOf(v.Type.Elem.Elem, mt.n*mt.m)
		repl[v] = &nv
	}
	// The cells and the whole matrices (havoc, zero value) in every
	// statement; n counts the cells.
	n := 0
	flatVar := map[*Var]bool{}
	for _, nv := range repl {
		flatVar[nv] = true
	}
	match := func(x Expr) Expr {
		if v, _, _ := cellOf(x); v != nil && repl[v] != nil {
			return x
		}
		if r, ok := x.(*VarRef); ok && repl[r.Var] != nil {
			return x
		}
		return nil
	}
	finish := func(x Expr, rewrite func(Expr) Expr) Expr {
		if r, ok := x.(*VarRef); ok {
			return &VarRef{Var: repl[r.Var]}
		}
		v, e1, e2 := cellOf(x)
		n++
		t := e1.Type()
		m := NewConst(t, uint64(mats[v].m))
		// Constant indices make a constant cell (a[1][0] is a[4]), as
		// program.ScalarCells looks for.
		at := foldConsts(&Binary{Op: Add, X: foldConsts(&Binary{Op: Mul, X: rewrite(e1), Y: m, T: t}), Y: rewrite(e2), T: t})
		return &Index{X: &VarRef{Var: repl[v]}, Index: at}
	}
	replaceInStmts(p, match, finish)
	for _, l := range p.Locs {
		for _, e := range l.Out {
			switch s := e.Stmt.(type) {
			case *Assign:
				// The zero initialiser's type is the variable's.
				if r, ok := s.LHS.(*VarRef); ok && flatVar[r.Var] {
					s.RHS = &Zero{T: r.Var.Type}
				}
			case *Dead:
				if nv := repl[s.Var]; nv != nil {
					e.Stmt = &Dead{Var: nv}
				}
			}
		}
	}
	swap := func(vs []*Var) {
		for i, v := range vs {
			if nv := repl[v]; nv != nil {
				vs[i] = nv
			}
		}
	}
	swap(p.Globals)
	swap(p.Locals)
	return n
}

// sortedFlat returns the variables of flat in the order of p's lists.
func sortedFlat(flat map[*Var]bool, p *Program) []*Var {
	var out []*Var
	for _, v := range append(append([]*Var(nil), p.Globals...), p.Locals...) {
		if flat[v] {
			out = append(out, v)
		}
	}
	return out
}

// inBounds reports whether the index e of a dimension of n cells is
// a constant in [0, n) or guarded by its bound (among the conditions g).
func inBounds(e Expr, n int64, g map[string]bool, bound func(Expr, int64) string) bool {
	if c, ok := e.(*Const); ok {
		v := c.Val
		if c.T.Signed {
			if SignExtend(c.Val, c.T) < 0 {
				return false
			}
		}
		return c.Hi == 0 && v < uint64(n)
	}
	return g[bound(e, n)]
}

// children returns the direct subexpressions of x.
func children(x Expr) []Expr {
	var out []Expr
	MapChildren(x, func(c Expr) Expr {
		out = append(out, c)
		return c
	})
	return out
}
