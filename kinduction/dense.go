package kinduction

import (
	"context"

	"github.com/go-air/gini"
	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
)

// A satInstance is a SAT solver fed with the clauses of cones of the
// builder's circuit: the synthesis's one solver, numbered as the circuit
// is (sharedSAT), or a dense one of its own (denseSAT).
type satInstance interface {
	// addCnf adds the clauses of the cones of roots not added yet.
	addCnf(roots ...z.Lit)
	// solveAssuming solves under lits (circuit literals): 1
	// satisfiable, -1 unsatisfiable, 0 with err when ctx ended.
	solveAssuming(ctx context.Context, lits ...z.Lit) (int, error)
	// A model's value of a circuit literal, after a satisfiable solve.
	bitvec.ModelSolver
}

// sharedSAT is the builder's own incremental solver, whose variables are
// the circuit's nodes.
type sharedSAT struct {
	b *bitvec.Builder
	g *gini.Gini
}

func (s sharedSAT) addCnf(roots ...z.Lit) { s.b.AddCnf(s.g, roots...) }

func (s sharedSAT) solveAssuming(ctx context.Context, lits ...z.Lit) (int, error) {
	return bitvec.SolveAssuming(ctx, s.g, lits...)
}

func (s sharedSAT) Value(m z.Lit) bool { return s.g.Value(m) }
func (s sharedSAT) MaxVar() z.Var      { return s.g.MaxVar() }

// denseSAT is a solver of its own over the cones of the literals it is
// given, its variables numbered densely in the order it meets them.
//
// A SAT solver assigns every variable it has before it reports a model,
// and the shared solver has one per node of the circuit, which grows
// with every candidate encoded and instantiated (hundreds of thousands
// over a merge of two arrays of 64 cells): each model cost that many
// propagations however small its query's cone (a few thousand nodes).
// A dense instance pays for the cones it was given only. It answers the
// same question: the clauses are the cones' own (unsatisfiable is a
// proof), and a model read through Value gives the inputs outside the
// cones false (lazyAxioms evaluates the circuit from the inputs).
type denseSAT struct {
	c     *logic.C
	g     *gini.Gini
	mark  []int8
	local []z.Var // circuit variable → own variable (0: none yet)
}

func newDenseSAT(b *bitvec.Builder) *denseSAT {
	return &denseSAT{c: b.C(), g: gini.New()}
}

// Add takes a clause's circuit literals (0 ends it) for CnfSince.
func (d *denseSAT) Add(m z.Lit) {
	if m == z.LitNull {
		d.g.Add(z.LitNull)
		return
	}
	d.g.Add(d.lit(m))
}

// lit is m in the instance's own numbering, a new variable the first
// time m's variable is met.
func (d *denseSAT) lit(m z.Lit) z.Lit {
	v := m.Var()
	if int(v) >= len(d.local) {
		d.local = append(d.local, make([]z.Var, int(v)+1-len(d.local))...)
	}
	if d.local[v] == 0 {
		d.local[v] = d.g.Lit().Var()
	}
	if m.IsPos() {
		return d.local[v].Pos()
	}
	return d.local[v].Neg()
}

func (d *denseSAT) addCnf(roots ...z.Lit) {
	d.mark, _ = d.c.CnfSince(d, d.mark, roots...)
}

func (d *denseSAT) solveAssuming(ctx context.Context, lits ...z.Lit) (int, error) {
	own := make([]z.Lit, len(lits))
	for i, m := range lits {
		own[i] = d.lit(m)
	}
	return bitvec.SolveAssuming(ctx, d.g, own...)
}

// Value is m's value in the last model; false for a variable the
// instance never met (bitvec.SafeValue's reading of an unseen input).
func (d *denseSAT) Value(m z.Lit) bool {
	v := m.Var()
	val := false
	if int(v) < len(d.local) && d.local[v] != 0 {
		val = d.g.Value(d.local[v].Pos())
	}
	if m.IsPos() {
		return val
	}
	return !val
}

// MaxVar covers every circuit variable: Value answers for all of them.
func (d *denseSAT) MaxVar() z.Var { return z.Var(d.c.Len()) }
