package impact

import (
	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A query is one circuit and one solver: states are encoded on the
// circuit, and literals solved under assumptions.
type query struct {
	v *verifier
	b *bitvec.Builder
	e *symex.Encoder
	g *gini.Gini
	// shared marks a query on the run's shared circuit (sharedQuery),
	// with sent of its axioms already in g.
	shared bool
	sent   int
}

func (v *verifier) newQuery() *query {
	b := bitvec.New()
	q := &query{v: v, b: b, e: symex.NewEncoder(v.p, b), g: gini.New()}
	b.AddCnf(q.g, b.T())
	q.g.Add(b.T())
	q.g.Add(0)
	return q
}

// solve reports whether the assumptions can hold together (with every
// axiom the encoder made so far).
func (q *query) solve(assumptions ...z.Lit) (bool, error) {
	for _, m := range assumptions {
		if m == q.b.F() {
			return false, nil
		}
	}
	if q.shared {
		// The shared encoder's axioms hold for every query: they are
		// kept, and each solver gets those it has not had yet.
		q.v.axioms = append(q.v.axioms, q.e.Axioms...)
		q.e.Axioms = q.e.Axioms[:0]
		for ; q.sent < len(q.v.axioms); q.sent++ {
			ax := q.v.axioms[q.sent]
			q.b.AddCnf(q.g, ax)
			q.g.Add(ax)
			q.g.Add(0)
		}
	}
	q.b.AddCnf(q.g, append(append([]z.Lit(nil), assumptions...), q.e.Axioms...)...)
	for _, ax := range q.e.Axioms {
		q.g.Add(ax)
		q.g.Add(0)
	}
	q.e.Axioms = q.e.Axioms[:0]
	q.v.stats.SATCalls++
	r, err := bitvec.SolveAssuming(q.v.ctx, q.g, assumptions...)
	return r == 1, err
}

// literal is l on state s.
func (q *query) literal(s *symex.State, l Literal) z.Lit {
	m := q.e.Cond(s, q.v.atoms[l.Atom])
	if l.Neg {
		return m.Not()
	}
	return m
}

// sharedQuery returns a query with a new solver on the run's one circuit
// for label queries, which has a symbolic state (s0) on which every atom
// is encoded once. A solver per query keeps each solve to the cone of its
// own formula (gini assigns every variable it holds); the circuit is what
// is expensive to build. (The encoder's axioms only relate the fresh
// values of the circuit, so they hold in every query.)
func (v *verifier) sharedQuery() *query {
	if v.shared == nil {
		v.shared = v.newQuery()
		v.s0 = symex.NewState(v.shared.b.T())
		v.atomLit = map[int]z.Lit{}
	}
	q := &query{v: v, b: v.shared.b, e: v.shared.e, g: gini.New(), shared: true}
	q.b.ResetCnf()
	q.b.AddCnf(q.g, q.b.T())
	q.g.Add(q.b.T())
	q.g.Add(0)
	return q
}

// label is the conjunction of lits on the shared state, for q (a
// sharedQuery).
func (v *verifier) label(q *query, lits []Literal) z.Lit {
	ms := make([]z.Lit, len(lits))
	for i, l := range lits {
		m, ok := v.atomLit[l.Atom]
		if !ok {
			m = q.e.Cond(v.s0, v.atoms[l.Atom])
			v.atomLit[l.Atom] = m
		}
		if l.Neg {
			m = m.Not()
		}
		ms[i] = m
	}
	return q.b.C().Ands(ms...)
}

// implies says whether the conjunction a implies the conjunction c over
// every state.
func (v *verifier) implies(a, c []Literal) (bool, error) {
	if len(c) == 0 {
		return true, nil
	}
	q := v.sharedQuery()
	pre, post := v.label(q, a), v.label(q, c)
	sat, err := q.solve(pre, post.Not())
	return !sat, err
}

// post decides, for the states satisfying pre and one execution of step
// from them, which candidate literals hold after it in every case
// (proved) and whether there is no such execution at all (impossible).
func (v *verifier) post(pre []Literal, step *symex.Block, cands []Literal) (proved []Literal, impossible bool, err error) {
	q := v.sharedQuery()
	before := v.label(q, pre)
	s := v.s0.Clone()
	if err := q.e.ExecBlock(s, step); err != nil {
		return nil, false, err
	}
	ms := make([]z.Lit, len(cands))
	for i, l := range cands {
		ms[i] = q.literal(s, l)
	}
	// The candidates' circuits go into the solver before the first call,
	// so that its model gives them their values.
	q.b.AddCnf(q.g, ms...)
	sat, err := q.solve(before, s.Guard)
	if err != nil || !sat {
		return nil, !sat && err == nil, err
	}
	// The strongest conjunction of candidates, Houdini's way: drop what
	// a model of the step falsifies, then ask for a model falsifying the
	// conjunction of the rest; none means all of it holds. (The values
	// are read at once: after a call that fails, the solver has no model.)
	alive := make([]bool, len(cands))
	for i := range alive {
		alive[i] = true
	}
	for {
		value := bitvec.SafeValue(q.g)
		for i := range cands {
			if alive[i] && !q.b.EvalLit(value, ms[i]) {
				alive[i] = false
			}
		}
		var rest []z.Lit
		for i := range cands {
			if alive[i] {
				rest = append(rest, ms[i])
			}
		}
		if len(rest) == 0 {
			return nil, false, nil
		}
		sat, err := q.solve(before, s.Guard, q.b.C().Ands(rest...).Not())
		if err != nil {
			return nil, false, err
		}
		if !sat {
			break
		}
	}
	for i, l := range cands {
		if alive[i] {
			proved = append(proved, l)
		}
	}
	return proved, false, nil
}

// simulate decides whether the path through nodes (root first) can be
// executed; if so it returns the inputs of such an execution, one per
// havoc along it.
func (v *verifier) simulate(nodes []*node) (bool, []interp.Value, error) {
	q := v.newQuery()
	s := symex.NewState(q.b.T())
	for _, n := range nodes[1:] {
		if err := q.e.ExecBlock(s, n.step); err != nil {
			return false, nil, err
		}
	}
	sat, err := q.solve(s.Guard)
	if err != nil || !sat {
		return false, nil, err
	}
	value := bitvec.SafeValue(q.g)
	var inputs []interp.Value
	for _, h := range q.e.Havocs {
		// In a large block only the havocs on the path the model takes
		// are inputs of the run.
		if !q.b.EvalLit(value, h.Guard) {
			continue
		}
		inputs = append(inputs, q.e.ModelValue(value, h.Type, h.Value))
	}
	return true, inputs, nil
}

// atom returns the index of x among the run's atoms, adding it when new.
func (v *verifier) atom(x program.Expr) int {
	key := program.ExprString(x)
	if i, ok := v.index[key]; ok {
		return i
	}
	v.index[key] = len(v.atoms)
	v.atoms = append(v.atoms, x)
	return len(v.atoms) - 1
}
