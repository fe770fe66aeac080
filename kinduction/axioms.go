package kinduction

import (
	"context"
	"slices"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/symex"
)

// lazyAxioms solves with the encoder's axioms (reads of a
// nondeterministic array at equal indices agree) added on demand.
//
// The axioms grow with the square of the reads, and the quantified
// atoms read many cells: instantiated at every index term they made
// queries of hundreds of thousands of nodes, almost all of them axioms
// between cells no step relates. A query is first solved with the axioms
// a model has needed so far; a model is then evaluated on the whole
// circuit (inputs the solver never saw read false), and the axioms it
// violates join and the query is solved again. Without some axioms the
// query is weaker, so unsatisfiable is a proof; a model that violates
// none is a model of the query with all of them.
type lazyAxioms struct {
	e  *symex.Encoder
	vs []bool
	// modelOf is the instance whose last model vs holds (evaluated on
	// the whole circuit), nil when the last solve had none.
	modelOf satInstance
	// sets are the axioms each SAT instance has needed so far: an
	// axiom a model of one transition's query violated joins that
	// instance only. Shared, every dense instance took the axioms of
	// every other (800 on the merge of two arrays of 10^6 cells) with
	// their cones (the index terms and cells of other transitions'
	// reads): 140,000 variables each, as many propagations a model.
	sets map[satInstance]*axiomSet
}

// An axiomSet is the axioms active in one SAT instance.
type axiomSet struct {
	active map[z.Lit]bool
	on     []z.Lit
}

func newLazyAxioms(e *symex.Encoder) *lazyAxioms {
	return &lazyAxioms{e: e, sets: map[satInstance]*axiomSet{}}
}

// solve solves g under lits and the axioms that matter: 1 satisfiable,
// -1 unsatisfiable (0 with err when ctx ended). calls counts the solver
// calls made.
func (la *lazyAxioms) solve(ctx context.Context, g *gini.Gini, lits []z.Lit, calls *int) (int, error) {
	return la.solveIn(ctx, sharedSAT{la.e.B, g}, lits, calls)
}

// solveIn is solve in the instance inst.
func (la *lazyAxioms) solveIn(ctx context.Context, inst satInstance, lits []z.Lit, calls *int) (int, error) {
	set := la.sets[inst]
	if set == nil {
		set = &axiomSet{active: map[z.Lit]bool{}}
		la.sets[inst] = set
	}
	la.modelOf = nil
	for {
		all := append(append([]z.Lit(nil), set.on...), lits...)
		inst.addCnf(all...)
		*calls++
		r, err := inst.solveAssuming(ctx, all...)
		if err != nil || r != 1 {
			return r, err
		}
		violated := la.violated(inst, set)
		if len(violated) == 0 {
			la.modelOf = inst
			return 1, nil
		}
		for _, ax := range violated {
			set.active[ax] = true
			set.on = append(set.on, ax)
		}
	}
}

// violated returns the axioms not active yet that the model of g,
// extended to the whole circuit, violates.
func (la *lazyAxioms) violated(g bitvec.ModelSolver, set *axiomSet) []z.Lit {
	b := la.e.B
	c := b.C()
	n := c.Len()
	if cap(la.vs) < n {
		la.vs = make([]bool, n)
	}
	vs := la.vs[:n]
	value := bitvec.SafeValue(g)
	for v := 1; v < n; v++ {
		vs[v] = value(z.Var(v).Pos())
	}
	c.Eval(vs)
	var out []z.Lit
	for _, ax := range la.e.Axioms {
		if ax == b.T() || set.active[ax] {
			continue
		}
		val := vs[ax.Var()]
		if !ax.IsPos() {
			val = !val
		}
		if !val {
			out = append(out, ax)
		}
	}
	return out
}

// model returns the model of inst's last satisfiable solve evaluated on
// the whole circuit: its inputs as the solver assigned them (inputs it
// never saw read false), every gate computed from them, gates made since
// on the first read of one. A gate's own variable in the solver is not
// read: the solver has the clauses of the query's cones only, and a gate
// outside them (a candidate's failure when another's made the
// disjunction of the goal constant true, a variable of the state no atom
// of the goal reads) holds whatever value the solver left it.
func (la *lazyAxioms) model(inst satInstance) func(z.Lit) bool {
	var known []bool
	if la.modelOf == inst {
		known = slices.Clone(la.vs[:min(len(la.vs), la.e.B.C().Len())])
	}
	return wholeModel(la.e.B, bitvec.SafeValue(inst), known)
}

// wholeModel returns solver's model extended to the whole circuit: its
// inputs as solver reads them, every gate evaluated from them (gates
// made later too, on the first read of one). known, when not empty, is
// a prefix of the circuit evaluated so already; wholeModel owns it.
func wholeModel(b *bitvec.Builder, solver func(z.Lit) bool, known []bool) func(z.Lit) bool {
	c := b.C()
	vs := known
	eval := func() {
		n := c.Len()
		from := len(vs)
		vs = slices.Grow(vs, n-from)[:n]
		for v := max(from, 1); v < n; v++ {
			vs[v] = solver(z.Var(v).Pos())
		}
		c.Eval(vs)
	}
	if len(vs) == 0 {
		eval()
	}
	return func(m z.Lit) bool {
		if int(m.Var()) >= len(vs) {
			eval()
		}
		v := vs[m.Var()]
		if m.IsPos() {
			return v
		}
		return !v
	}
}
