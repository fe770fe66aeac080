package program

// A Cone says what ConeOfChecks removed from a program.
type Cone struct {
	Locs   int                 // locations removed
	Edges  int                 // edges removed
	Checks map[*CheckInfo]bool // checks no longer in the program
}

// ConeOfChecks restricts p to the cone of influence of its checks, in
// control flow: it removes every edge whose target reaches no check that
// counts (counts(c) true) and that is not itself such a check, then every
// location the entry no longer reaches, and renumbers p.
//
// What follows the last check of every path cannot make a check fail:
// each execution of the result is a prefix of an execution of p, and an
// execution of p that violates a check that counts keeps its prefix up to
// the violation, with the same inputs in the same order. So both have the
// same violations of the checks that count, and a TRUE or a FALSE of one
// is one of the other. Checks that do not count (limits of the model,
// whose violation means UNKNOWN) are removed where no check that counts
// follows them: this is sound only for checks after which p goes on as C
// goes on (the same statements follow), since beyond them lies nothing
// the property depends on; a check whose violation ends the path where C
// goes on (the depth recursion is inlined to) must count.
// Invariants of the result say nothing about the removed locations.
func ConeOfChecks(p *Program, counts func(*CheckInfo) bool) Cone {
	target := func(e *Edge) bool {
		c, ok := e.Stmt.(*Check)
		return ok && c.Check != nil && counts(c.Check)
	}
	live := make(map[*Loc]bool, len(p.Locs))
	var work []*Loc
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if target(e) && !live[l] {
				live[l] = true
				work = append(work, l)
			}
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range n.In {
			if !live[e.From] {
				live[e.From] = true
				work = append(work, e.From)
			}
		}
	}
	cone := Cone{Checks: map[*CheckInfo]bool{}}
	for _, l := range p.Locs {
		for _, e := range append([]*Edge(nil), l.Out...) {
			if !live[e.To] && !target(e) {
				e.Unlink()
				cone.Edges++
			}
		}
	}
	if cone.Edges == 0 {
		return cone
	}
	reach := Reachable(p)
	kept := p.Locs[:0]
	for _, l := range p.Locs {
		if reach[l] {
			kept = append(kept, l)
			continue
		}
		for _, e := range append([]*Edge(nil), l.Out...) {
			e.Unlink()
			cone.Edges++
		}
		cone.Locs++
	}
	for i := len(kept); i < len(p.Locs); i++ {
		p.Locs[i] = nil
	}
	p.Locs = kept
	Renumber(p)
	present := map[*CheckInfo]bool{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*Check); ok && c.Check != nil {
				present[c.Check] = true
			}
		}
	}
	checks := p.Checks[:0:0]
	for _, c := range p.Checks {
		if present[c] {
			checks = append(checks, c)
		} else {
			cone.Checks[c] = true
		}
	}
	p.Checks = checks
	return cone
}
