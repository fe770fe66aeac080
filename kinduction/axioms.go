package kinduction

import (
	"context"

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
