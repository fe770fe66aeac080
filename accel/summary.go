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
	cur := entryConstants(head, l)
	assigned := map[*program.Var]bool{}
	for _, c := range s.apply(cur, assigned) {
		step(&program.Assume{Cond: c})
	}
	// Every new value reads the counter (through the count), its own
	// variable and values the loop does not change: the counter goes
	// last, and every assignment reads the state at the head.
	for _, u := range s.a.updates {
		if u.v != s.v {
			step(&program.Assign{LHS: &program.VarRef{Var: u.v}, RHS: simplify(cur[u.v])})
		}
	}
	step(&program.Assign{LHS: &program.VarRef{Var: s.v}, RHS: simplify(cur[s.v])})
	// The exit's condition holds after the summary's count of iterations.
	q.AddEdge(at, exit.To, &program.Skip{}, exit.Pos)
	exit.Unlink()
}

// maxEntryChain bounds the edges entryConstants walks back.
const maxEntryChain = 256

// entryConstants returns the variables that hold a constant at head
// whenever the loop l is entered: walking back from head along its one
// entry edge (not a back edge) and on through locations with one
// incoming edge, the first edge that writes a scalar integer variable
// nothing points to (an assignment, a havoc or the end of its lifetime)
// tells its value, when that is a constant. Once the loop is replaced by its summary, head is only
// reached that way, so the summary may read these values instead of the
// variables: an unsigned count from 0 to n is then n itself, and the
// product of nested summaries' counts is the program's own n·m (the same
// circuit, where a count Ite(i < n, n − i, 0) is one SAT must prove equal).
func entryConstants(head *program.Loc, l *symex.Loop) map[*program.Var]program.Expr {
	out := map[*program.Var]program.Expr{}
	body := map[int]bool{}
	for n := range l.Body {
		body[n.ID] = true
	}
	var entry *program.Edge
	for _, e := range head.In {
		if body[e.From.ID] {
			continue
		}
		if entry != nil {
			return out // two ways in
		}
		entry = e
	}
	seen := map[*program.Var]bool{}
	for steps := 0; entry != nil && steps < maxEntryChain; steps++ {
		var w *program.VarRef
		var val program.Expr
		switch st := entry.Stmt.(type) {
		case *program.Assign:
			w, _ = st.LHS.(*program.VarRef)
			val = st.RHS
		case *program.Havoc:
			w, _ = st.LHS.(*program.VarRef)
		case *program.Dead:
			w = &program.VarRef{Var: st.Var}
		}
		if w != nil && !seen[w.Var] && w.Var.Object == 0 && w.Var.Type.IsInteger() {
			seen[w.Var] = true
			if val != nil {
				if c, ok := constOf(val); ok && program.Identical(val.Type(), w.Var.Type) {
					out[w.Var] = program.NewConst(w.Var.Type, c)
				}
			}
		}
		from := entry.From
		if len(from.In) != 1 {
			break
		}
		entry = from.In[0]
	}
	return out
}
