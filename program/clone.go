package program

// Clone returns a copy of p that passes can rewrite without touching p:
// new locations, edges and statements, in the same order, with the same
// numbers, labels and positions, so that the copy prints as p does.
//
// What no pass changes in place is shared rather than copied: expressions
// (Expr trees are immutable once built: rewriting builds new nodes),
// types, variables and check descriptions. A *Var or *CheckInfo of the
// copy is thus the original's, and maps keyed by them (the checks to keep,
// a counterexample's violated check) mean the same in both. The lists
// that hold them (Globals, Locals, Objects, Checks, Notes) are new slices,
// so a pass may add a variable or drop a check from the copy alone.
// Locations and edges are new: a *Loc or *Edge of the copy is not one of
// p's, and results that name them (traces, abstraction points) belong to
// the program they were computed on.
func Clone(p *Program) *Program {
	q := &Program{
		Model:        p.Model,
		Globals:      append([]*Var(nil), p.Globals...),
		Locals:       append([]*Var(nil), p.Locals...),
		Objects:      append([]*Var(nil), p.Objects...),
		Checks:       append([]*CheckInfo(nil), p.Checks...),
		Notes:        append([]string(nil), p.Notes...),
		Bodiless:     append([]string(nil), p.Bodiless...),
		RoundingMode: p.RoundingMode,
		Locs:         make([]*Loc, 0, len(p.Locs)),
	}
	locs := make(map[*Loc]*Loc, len(p.Locs))
	copyLoc := func(l *Loc) *Loc {
		if l == nil {
			return nil
		}
		if c, ok := locs[l]; ok {
			return c
		}
		c := &Loc{ID: l.ID, Pos: l.Pos, Func: l.Func, Label: l.Label, Frame: l.Frame, LoopHead: l.LoopHead}
		locs[l] = c
		return c
	}
	for _, l := range p.Locs {
		q.Locs = append(q.Locs, copyLoc(l))
	}
	q.Entry = copyLoc(p.Entry)
	// Edges in Out order, then In lists in the original's order, so that
	// every traversal of the copy visits edges as it would in p.
	edges := map[*Edge]*Edge{}
	copyEdge := func(e *Edge) *Edge {
		if c, ok := edges[e]; ok {
			return c
		}
		c := &Edge{From: copyLoc(e.From), To: copyLoc(e.To), Stmt: cloneStmt(e.Stmt), Pos: e.Pos}
		edges[e] = c
		return c
	}
	for _, l := range p.Locs {
		c := locs[l]
		for _, e := range l.Out {
			c.Out = append(c.Out, copyEdge(e))
		}
	}
	for _, l := range p.Locs {
		c := locs[l]
		for _, e := range l.In {
			c.In = append(c.In, copyEdge(e))
		}
	}
	return q
}

// cloneStmt returns a new statement with s's fields; expressions, variables
// and check descriptions are shared.
func cloneStmt(s Stmt) Stmt {
	switch s := s.(type) {
	case *Assign:
		c := *s
		return &c
	case *Havoc:
		c := *s
		return &c
	case *Assume:
		c := *s
		return &c
	case *Check:
		c := *s
		return &c
	case *Skip:
		return &Skip{}
	case *Dead:
		c := *s
		return &c
	case *Fill:
		c := *s
		return &c
	}
	return s // unknown statements (Sanity reports them) stay shared
}
