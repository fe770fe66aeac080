package symex

import "github.com/satabs-go/satabs-go/program"

// deadLocals tells which variables a state no longer needs at a location:
// a local that is not an object (nothing reads it through a pointer) is
// dead at location L when every edge that names it leaves a location
// numbered below L, and no back edge from L or later leads back to one of
// them. Every path from L goes to higher numbers until it takes a back
// edge, so no path from L reads it again. Inlining gives every call fresh
// locals, and dropping them where they die keeps a join from merging the
// finished calls' variables again at every later join (the cost of deep
// inlining, recursion above all, in Unroll).
type deadLocals struct {
	lastUse map[*program.Var]int // the highest location naming the local
	minBack []int                // per location: the lowest target of a back edge from it or later
}

func newDeadLocals(p *program.Program) *deadLocals {
	d := &deadLocals{lastUse: map[*program.Var]int{}, minBack: make([]int, len(p.Locs)+1)}
	note := func(e program.Expr, at int) {
		program.Walk(e, func(x program.Expr) bool {
			if r, ok := x.(*program.VarRef); ok && !r.Var.Global && r.Var.Object == 0 && d.lastUse[r.Var] < at {
				d.lastUse[r.Var] = at
			}
			return true
		})
	}
	d.minBack[len(p.Locs)] = len(p.Locs)
	for i := len(p.Locs) - 1; i >= 0; i-- {
		loc := p.Locs[i]
		d.minBack[i] = d.minBack[i+1]
		for _, ed := range loc.Out {
			if ed.To.ID <= loc.ID && ed.To.ID < d.minBack[i] {
				d.minBack[i] = ed.To.ID
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
			}
		}
	}
	return d
}

// prune drops from s the locals dead at loc.
func (d *deadLocals) prune(s *State, loc *program.Loc) {
	if loc.ID < 0 || loc.ID >= len(d.minBack) {
		return
	}
	for v := range s.vars {
		if v.Global || v.Object != 0 {
			continue
		}
		last, ok := d.lastUse[v]
		if ok && last < loc.ID && last < d.minBack[loc.ID] {
			delete(s.vars, v)
		}
	}
}
