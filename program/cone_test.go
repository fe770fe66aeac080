package program

import "testing"

// TestConeOfChecks: a program built by hand (entry, a branch to a loop
// that only counts, a check of the property, a limit check after it and
// a tail of assignments) keeps exactly what reaches the property's check;
// the limit check and the tail go, the program stays sane, and a program
// without a check of the property keeps its entry alone.
func TestConeOfChecks(t *testing.T) {
	intT := IntType("int", 32, true)
	x := &Var{Name: "x", Type: intT, Global: true}
	prop := &CheckInfo{ID: "main.assertion.1", Kind: CheckAssertion}
	limit := &CheckInfo{ID: "main.heap-pool.1", Kind: CheckHeapPool}
	build := func(withProperty bool) *Program {
		p := &Program{Model: ILP32, Globals: []*Var{x}, Checks: []*CheckInfo{limit}}
		l := make([]*Loc, 8)
		for i := range l {
			l[i] = p.NewLoc(Pos{Line: i + 1}, "main")
		}
		p.Entry = l[0]
		xGt := &Binary{Op: Lt, X: NewConst(intT, 0), Y: &VarRef{x}, T: Bool}
		inc := &Assign{LHS: &VarRef{x}, RHS: &Binary{Op: Add, X: &VarRef{x}, Y: NewConst(intT, 1), T: intT}}
		p.AddEdge(l[0], l[1], &Havoc{LHS: &VarRef{x}}, Pos{})
		p.AddEdge(l[1], l[2], &Assume{Cond: xGt}, Pos{})
		p.AddEdge(l[1], l[3], &Assume{Cond: &Unary{Op: LNot, X: xGt}}, Pos{})
		p.AddEdge(l[2], l[1], inc, Pos{}) // a loop before the check
		if withProperty {
			p.Checks = append(p.Checks, prop)
			p.AddEdge(l[3], l[4], &Check{Cond: xGt, Check: prop}, Pos{})
		} else {
			p.AddEdge(l[3], l[4], &Skip{}, Pos{})
		}
		p.AddEdge(l[4], l[5], &Check{Cond: xGt, Check: limit}, Pos{})
		p.AddEdge(l[5], l[6], inc, Pos{})
		p.AddEdge(l[6], l[7], inc, Pos{})
		p.AddEdge(l[7], l[5], &Skip{}, Pos{}) // a loop after it
		Renumber(p)
		return p
	}
	counts := func(c *CheckInfo) bool { return c.Kind != CheckHeapPool }

	p := build(true)
	cone := ConeOfChecks(p, counts)
	if len(p.Locs) != 5 || cone.Locs != 3 || !cone.Checks[limit] || len(p.Checks) != 1 || p.Checks[0] != prop {
		t.Errorf("with a property check: %d locations left, %d removed, checks %v, removed %v", len(p.Locs), cone.Locs, p.Checks, cone.Checks)
	}
	if err := Sanity(p); err != nil {
		t.Errorf("with a property check: %v", err)
	}
	for i, l := range p.Locs {
		if l.ID != i {
			t.Errorf("location %d numbered %d", i, l.ID)
		}
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*Check); ok && c.Check == limit {
				t.Errorf("the limit check after the property's is still there")
			}
		}
	}

	p = build(false)
	cone = ConeOfChecks(p, counts)
	if len(p.Locs) != 1 || len(p.Entry.Out) != 0 || len(p.Checks) != 0 || cone.Locs != 7 {
		t.Errorf("without a property check: %d locations, %d edges out of the entry, %d checks", len(p.Locs), len(p.Entry.Out), len(p.Checks))
	}

	// Every check counts: the limit check stays, the loop after it goes.
	p = build(true)
	ConeOfChecks(p, func(*CheckInfo) bool { return true })
	if len(p.Locs) != 6 || len(p.Checks) != 2 {
		t.Errorf("every check counts: %d locations, %d checks", len(p.Locs), len(p.Checks))
	}
}
