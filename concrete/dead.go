package concrete

import "github.com/satabs-go/satabs-go/program"

// deadHavocs returns the Havoc edges whose value no execution reads: the
// edge assigns a whole scalar variable (integer, Bool or float) that
// nothing can point to (Object == 0), that is no object's extent or
// address nor the rounding mode (which statements read without naming
// them), and that is not live at the edge's target: on every path from
// there, an assignment or havoc of the whole variable comes before any
// statement that reads it (liveness, a backward fixed point over the
// control-flow graph; the program ends with nothing live). An
// uninitialised local that the program sets before its first use
// (int i; for (i = 0; ...)) is one. Havocs of functions without body and
// of addresses are never dead: their value is no input.
//
// The value of a dead havoc does not change the run: the interpreter
// executes the same edges with the same values of every live variable
// whatever it is, so a run whose only inputs are dead havocs is every
// execution of the program, as one without inputs is.
func deadHavocs(p *program.Program) map[*program.Edge]bool {
	special := map[*program.Var]bool{}
	if p.RoundingMode != nil {
		special[p.RoundingMode] = true // read by every float operation
	}
	all := append(append(append([]*program.Var(nil), p.Globals...), p.Locals...), p.Objects...)
	for _, v := range all {
		if v.Extent != nil {
			special[v.Extent] = true
		}
		if v.Addr != nil {
			special[v.Addr] = true
		}
	}
	scalar := func(v *program.Var) bool {
		t := v.Type
		return t != nil && (t.Kind == program.KindInt || t.Kind == program.KindBool || t.Kind == program.KindFloat)
	}
	// The candidates: variables some havoc of an input sets whole.
	index := map[*program.Var]int{}
	var havocs []*program.Edge
	for _, e := range p.Edges() {
		h, ok := e.Stmt.(*program.Havoc)
		if !ok || h.Bodiless != "" || len(h.Why) >= len(program.AddressWhy) && h.Why[:len(program.AddressWhy)] == program.AddressWhy {
			continue
		}
		r, ok := h.LHS.(*program.VarRef)
		if !ok || r.Var.Object != 0 || special[r.Var] || !scalar(r.Var) {
			continue
		}
		if _, seen := index[r.Var]; !seen {
			index[r.Var] = len(index)
		}
		havocs = append(havocs, e)
	}
	if len(havocs) == 0 {
		return nil
	}
	n := len(index)
	words := (n + 63) / 64
	type set []uint64
	// Per edge: the candidates it reads and the one it sets whole (-1: none).
	uses := map[*program.Edge]set{}
	defs := map[*program.Edge]int{}
	readAll := func(s set, e program.Expr) {
		program.Walk(e, func(x program.Expr) bool {
			if r, ok := x.(*program.VarRef); ok {
				if i, ok := index[r.Var]; ok {
					s[i/64] |= 1 << uint(i%64)
				}
			}
			return true
		})
	}
	// lhs reads what an lvalue names except a whole candidate, which it
	// sets (its index is returned).
	lhs := func(s set, e program.Expr) int {
		if r, ok := e.(*program.VarRef); ok {
			if i, ok := index[r.Var]; ok {
				return i
			}
			return -1
		}
		readAll(s, e)
		return -1
	}
	for _, e := range p.Edges() {
		s := make(set, words)
		def := -1
		switch st := e.Stmt.(type) {
		case *program.Assign:
			def = lhs(s, st.LHS)
			readAll(s, st.RHS)
		case *program.Havoc:
			def = lhs(s, st.LHS)
		case *program.Assume:
			readAll(s, st.Cond)
		case *program.Check:
			readAll(s, st.Cond)
		case *program.Fill:
			readAll(s, st.Array)
			readAll(s, st.Lo)
			readAll(s, st.Hi)
			readAll(s, st.Val)
			if st.Rel != nil {
				readAll(s, st.Rel)
			}
		case *program.Skip, *program.Dead:
		default:
			// A statement this analysis does not know: it may read
			// every candidate.
			for i := range s {
				s[i] = ^uint64(0)
			}
		}
		uses[e], defs[e] = s, def
	}
	// live[l]: the candidates some path from l reads before setting them.
	live := make([]set, len(p.Locs))
	for i := range live {
		live[i] = make(set, words)
	}
	for changed := true; changed; {
		changed = false
		for i := len(p.Locs) - 1; i >= 0; i-- {
			l := p.Locs[i]
			for _, e := range l.Out {
				u, d, out := uses[e], defs[e], live[e.To.ID]
				for w := 0; w < words; w++ {
					x := out[w]
					if d >= 0 && d/64 == w {
						x &^= 1 << uint(d%64)
					}
					x |= u[w]
					if x&^live[i][w] != 0 {
						live[i][w] |= x
						changed = true
					}
				}
			}
		}
	}
	dead := map[*program.Edge]bool{}
	for _, e := range havocs {
		i := index[e.Stmt.(*program.Havoc).LHS.(*program.VarRef).Var]
		if live[e.To.ID][i/64]&(1<<uint(i%64)) == 0 {
			dead[e] = true
		}
	}
	return dead
}
