package symex

import "github.com/satabs-go/satabs-go/program"

// deadLocals tells which variables a state no longer needs at a location:
// a local that is not an object (nothing reads it through a pointer) is
// dead at location L when every edge that names it leaves a location
// numbered below low(L), the lowest location a path from L can reach.
// An edge to a location numbered at most its source's is a back edge;
// every other edge goes to a higher number. So a path from L stays at L
// and above until it takes a back edge, from some location at or above
// L, to a target at or above minBack(L), the lowest target of a back
// edge from L or later; from there it stays at that target and above
// until the next back edge, and so on: low(L) is the fixed point of
// L ↦ min(L, minBack(L)). One step is not enough: from the back edge of
// an inner loop numbered after its outer loop's latch, a path goes on to
// that latch and back to the outer head, below the inner one, and reads
// there what was used only before the inner loop (the outer loop's
// bound, say); dropping it at a join inside the inner loop made it an
// unconstrained initial value on the next outer iteration (a spurious
// counterexample of the accelerated bounded search, whose shortcut
// chains are numbered after the loops they shorten). Inlining gives every
// call fresh locals, and dropping them where they die keeps a join from
// merging the finished calls' variables again at every later join (the
// cost of deep inlining, recursion above all, in Unroll).
type deadLocals struct {
	lastUse map[*program.Var]int // the highest location naming the local
	low     []int                // per location: the lowest location a path from it reaches
}

func newDeadLocals(p *program.Program) *deadLocals {
	d := &deadLocals{lastUse: map[*program.Var]int{}}
	minBack := make([]int, len(p.Locs)+1)
	note := func(e program.Expr, at int) {
		program.Walk(e, func(x program.Expr) bool {
			if r, ok := x.(*program.VarRef); ok && !r.Var.Global && r.Var.Object == 0 && d.lastUse[r.Var] < at {
				d.lastUse[r.Var] = at
			}
			return true
		})
	}
	minBack[len(p.Locs)] = len(p.Locs)
	for i := len(p.Locs) - 1; i >= 0; i-- {
		loc := p.Locs[i]
		minBack[i] = minBack[i+1]
		for _, ed := range loc.Out {
			if ed.To.ID <= loc.ID && ed.To.ID < minBack[i] {
				minBack[i] = ed.To.ID
			}
			switch s := ed.Stmt.(type) {
			case *program.Assign:
				note(s.LHS, loc.ID)
				note(s.RHS, loc.ID)
			case *program.Havoc:
				note(s.LHS, loc.ID)
			case *program.Assume:
				note(s.Cond, loc.ID)
			case *program.Check:
				note(s.Cond, loc.ID)
			case *program.Dead:
				note(&program.VarRef{Var: s.Var}, loc.ID)
			case *program.Fill:
				note(s.Array, loc.ID)
				note(s.Lo, loc.ID)
				note(s.Hi, loc.ID)
				note(s.Val, loc.ID)
				if s.Rel != nil {
					note(s.Rel, loc.ID)
				}
			}
		}
	}
	// low(L) = L when no back edge from L or later goes below L, else
	// low(minBack(L)), a lower location, whose low is already known.
	d.low = make([]int, len(p.Locs))
	for i := range d.low {
		if minBack[i] >= i {
			d.low[i] = i
		} else {
			d.low[i] = d.low[minBack[i]]
		}
	}
	return d
}

// prune drops from s the locals dead at loc.
func (d *deadLocals) prune(s *State, loc *program.Loc) {
	if loc.ID < 0 || loc.ID >= len(d.low) {
		return
	}
	for v := range s.vars {
		if v.Global || v.Object != 0 {
			continue
		}
		last, ok := d.lastUse[v]
		if ok && last < d.low[loc.ID] {
			delete(s.vars, v)
		}
	}
}
