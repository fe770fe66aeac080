package program

import (
	"math/big"
	"slices"
)

// ScalarCells replaces each array of scalars that the program reads and
// writes only at constant indices by one scalar variable per cell it
// names (cnt[0] becomes cnt$0), and returns how many arrays it replaced.
// A counter, a flag or an accumulator kept in a one-cell array (int
// cnt[1]; cnt[0] = cnt[0] + 1) is then a variable like any other: the
// interval, affine and polynomial methods of the invariant synthesis,
// which follow variables and not the cells of arrays, relate it to the
// loop counters (cnt$0 == i*N + j), and predicate abstraction and the
// bounded searches see a scalar too.
//
// An array a of type T[N] qualifies when its address is never taken
// (Object 0: no pointer reaches it), its length is its type's (no
// Extent, no Addr), T is a scalar type, and every occurrence of a is
//   - a[c] with c an integer constant in [0, N), in any expression or as
//     the left-hand side of an Assign or a Havoc,
//   - a = {0}, the whole array assigned the zero value (a global's or an
//     initialised local's first value), which becomes one such
//     assignment per named cell,
//   - a Havoc of the whole array (an uninitialised local), which stays
//     (it is one input of the run, which the replay of a counterexample
//     on the source program reads as one value) and is followed by the
//     copy of each named cell into its variable, or
//   - Dead a, which becomes one Dead per cell variable (and stays when a
//     does).
//
// Any other occurrence disqualifies a: an index that is not a constant
// (the cell it names depends on the state), a constant outside [0, N)
// (the IR's undefined access stays as it is), a whole-array copy or
// comparison, a Fill, the array's address.
//
// Meaning. The cells of a that no constant index names are never read,
// so they need no variable. Every other access names one cell by a
// constant: a[c] and a$c hold the same value in every state, by
// induction over the execution (both start from the same zero value or
// from the same havocked array; each write of a[c] is the write of a$c;
// no other statement writes a cell, since nothing else names a, and no
// pointer reaches it). So the program runs as before, consuming the same
// inputs, with the same checks failing. The new variables are
// temporaries (Temp, no CName): no witness names them.
func ScalarCells(p *Program) int {
	cand := map[*Var]map[int64]bool{}
	for _, vs := range [][]*Var{p.Globals, p.Locals} {
		for _, v := range vs {
			t := v.Type
			if t != nil && t.Kind == KindArray && t.Len >= 1 && t.Elem != nil && !t.Elem.IsAggregate() && t.Elem.Kind != KindArray &&
				v.Object == 0 && v.Extent == nil && v.Addr == nil {
				cand[v] = map[int64]bool{}
			}
		}
	}
	if len(cand) == 0 {
		return 0
	}
	// cell matches a[c] with a a candidate and c a constant in range.
	cell := func(x Expr) (*Var, int64, bool) {
		ix, ok := x.(*Index)
		if !ok {
			return nil, 0, false
		}
		r, ok := ix.X.(*VarRef)
		if !ok || cand[r.Var] == nil {
			return nil, 0, false
		}
		c, ok := ix.Index.(*Const)
		if !ok || !c.T.IsInteger() {
			return nil, 0, false
		}
		b := c.Big()
		if b.Sign() < 0 || b.Cmp(big.NewInt(r.Var.Type.Len)) >= 0 {
			return nil, 0, false
		}
		return r.Var, b.Int64(), true
	}
	var scan func(x Expr)
	scan = func(x Expr) {
		if v, c, ok := cell(x); ok {
			if cand[v] != nil {
				cand[v][c] = true
			}
			return
		}
		if r, ok := x.(*VarRef); ok {
			delete(cand, r.Var)
			return
		}
		MapChildren(x, func(y Expr) Expr { scan(y); return y })
	}
	whole := func(x Expr) (*Var, bool) {
		r, ok := x.(*VarRef)
		if ok && cand[r.Var] != nil {
			return r.Var, true
		}
		return nil, false
	}
	havocked := map[*Var]bool{}
	for _, e := range p.Edges() {
		switch s := e.Stmt.(type) {
		case *Assign:
			if _, ok := whole(s.LHS); ok {
				if _, zero := s.RHS.(*Zero); zero {
					continue
				}
			}
			scan(s.LHS)
			scan(s.RHS)
		case *Havoc:
			if v, ok := whole(s.LHS); ok {
				havocked[v] = true
				continue
			}
			scan(s.LHS)
		case *Assume:
			scan(s.Cond)
		case *Check:
			scan(s.Cond)
		case *Fill:
			// The rewrite leaves a Fill as it is: no array it names,
			// at any index, may become variables.
			for _, x := range []Expr{s.Array, s.Lo, s.Hi, s.Val, s.Rel} {
				if x != nil {
					for _, v := range Vars(x) {
						delete(cand, v)
					}
				}
			}
		}
	}
	// A Dead of a variable disqualified above stays as it is; one of a
	// candidate never disqualifies it.
	cells := map[*Var]map[int64]*Var{}
	order := map[*Var][]int64{}
	for _, vs := range [][]*Var{p.Globals, p.Locals} {
		for _, v := range vs {
			used := cand[v]
			if used == nil || len(used) > maxScalarCells {
				continue
			}
			cells[v] = map[int64]*Var{}
			for c := range used {
				order[v] = append(order[v], c)
			}
			slices.Sort(order[v])
			for _, c := range order[v] {
				cells[v][c] = &Var{
					Name: v.Name + "$" + big.NewInt(c).String(), Type: v.Type.Elem,
					Global: v.Global, Func: v.Func, Temp: true, Pos: v.Pos,
					ScopeEnd: v.ScopeEnd, Frame: v.Frame,
				}
			}
		}
	}
	if len(cells) == 0 {
		return 0
	}
	locs := len(p.Locs)
	var rewrite func(x Expr) Expr
	rewrite = func(x Expr) Expr {
		if v, c, ok := cell(x); ok && cells[v] != nil {
			return &VarRef{Var: cells[v][c]}
		}
		return MapChildren(x, rewrite)
	}
	// chain makes e the statements of stmts in order (a Skip when there
	// are none).
	chain := func(e *Edge, stmts []Stmt) {
		if len(stmts) == 0 {
			e.Stmt = &Skip{}
			return
		}
		splitEdge(p, e, stmts)
	}
	for _, e := range p.Edges() {
		switch s := e.Stmt.(type) {
		case *Assign:
			if r, ok := s.LHS.(*VarRef); ok && cells[r.Var] != nil {
				// a = {0}: the scan let no other whole assignment pass.
				var stmts []Stmt
				for _, c := range order[r.Var] {
					cv := cells[r.Var][c]
					stmts = append(stmts, &Assign{LHS: &VarRef{Var: cv}, RHS: &Zero{T: cv.Type}})
				}
				chain(e, stmts)
				continue
			}
			e.Stmt = &Assign{LHS: rewrite(s.LHS), RHS: rewrite(s.RHS)}
		case *Havoc:
			if r, ok := s.LHS.(*VarRef); ok && cells[r.Var] != nil {
				stmts := []Stmt{s}
				for _, c := range order[r.Var] {
					cv := cells[r.Var][c]
					idx := &Index{X: &VarRef{Var: r.Var}, Index: NewConstInt(IntType("int", 32, true), c)}
					stmts = append(stmts, &Assign{LHS: &VarRef{Var: cv}, RHS: idx})
				}
				chain(e, stmts)
				continue
			}
			e.Stmt = rewriteOperands(s, rewrite)
		case *Assume, *Check:
			e.Stmt = rewriteOperands(s, rewrite)
		case *Dead:
			if cs := cells[s.Var]; cs != nil {
				var stmts []Stmt
				if havocked[s.Var] {
					stmts = append(stmts, s)
				}
				for _, c := range order[s.Var] {
					stmts = append(stmts, &Dead{Var: cs[c]})
				}
				chain(e, stmts)
			}
		}
	}
	replaceVars := func(vs []*Var) []*Var {
		out := make([]*Var, 0, len(vs))
		for _, v := range vs {
			cs := cells[v]
			if cs == nil || havocked[v] {
				out = append(out, v)
			}
			for _, c := range order[v] {
				out = append(out, cs[c])
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
	return len(cells)
}

// maxScalarCells bounds the cells of one array that ScalarCells makes
// variables of: past it, the array stays (a table read at many constant
// indices is no counter).
const maxScalarCells = 16
