package accel

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// maxSummaryRounds bounds the rounds of Summaries (one per nesting level).
const maxSummaryRounds = 8

// Summaries returns p with every loop that has an exact summary
// (summarise: one path, counted by ±1 against a bound the same in every
// iteration, no other condition nor check in its body) replaced by the
// summary, innermost loops first, so that an outer loop whose inner loops
// are gone may be summarised in turn; and the number of loops replaced.
// The replacement is exact: a run of p that leaves the loop is a run of
// the result and the other way round, and a run that stays in the loop
// forever reaches nothing after it in either. Unlike the shortcuts, a
// summary thus also serves proofs: the bounded search unrolls fewer loops
// (none, when all are summarised, and then its TRUE needs no bound). p
// must be reducible; it is not changed.
func Summaries(p *program.Program) (*program.Program, int) {
	replaced := 0
	for round := 0; round < maxSummaryRounds; round++ {
		ln, err := symex.FindLoops(p)
		if err != nil {
			break
		}
		type plan struct {
			l *symex.Loop
			s *summary
		}
		var plans []plan
		for _, l := range ln.Loops {
			if s, err := summarise(ln, l); err == nil {
				plans = append(plans, plan{l, s})
			}
		}
		if len(plans) == 0 {
			break
		}
		q := program.Clone(p)
		for _, pl := range plans {
			replace(q, pl.l, pl.s)
			replaced++
		}
		program.Renumber(q)
		p = q
	}
	return p, replaced
}

// replace puts the summary s of loop l of q's original in place of the
// loop in q: the head's edge into the body is gone, and its exit edge
// becomes the summary's conditions and updates.
func replace(q *program.Program, l *symex.Loop, s *summary) {
	head := q.Locs[l.Head.ID]
	var exit *program.Edge
	for i, e := range l.Head.Out {
		if !l.Body[e.To] {
			exit = head.Out[i]
		}
	}
	// The body's edges go: its locations are unreachable.
	for n := range l.Body {
		for _, e := range append([]*program.Edge(nil), q.Locs[n.ID].Out...) {
			if e != exit {
				e.Unlink()
			}
		}
	}
	pos := head.Pos
	at := head
	step := func(st program.Stmt) {
		n := q.NewLoc(pos, head.Func)
		n.Frame = head.Frame
		n.Label = "loop summary"
		q.AddEdge(at, n, st, pos)
		at = n
	}
	cur := map[*program.Var]program.Expr{}
	assigned := map[*program.Var]bool{}
	for _, c := range s.apply(cur, assigned) {
		step(&program.Assume{Cond: c})
	}
	// Every new value reads the counter (through the count), its own
	// variable and values the loop does not change: the counter goes
	// last, and every assignment reads the state at the head.
	for _, u := range s.a.updates {
		if u.v != s.v {
			step(&program.Assign{LHS: &program.VarRef{Var: u.v}, RHS: cur[u.v]})
		}
	}
	step(&program.Assign{LHS: &program.VarRef{Var: s.v}, RHS: cur[s.v]})
	// The exit's condition holds after the summary's count of iterations.
	q.AddEdge(at, exit.To, &program.Skip{}, exit.Pos)
	exit.Unlink()
}
