package abstract

import (
	"github.com/satabs-go/satabs-go/program"
)

// A Predicate is a Bool expression over program variables, evaluated
// bit-precisely. Predicates hold everywhere in the program (they are not
// scoped to locations): each becomes one Boolean variable of the abstract
// program.
type Predicate struct {
	Expr program.Expr
	Text string
	// vars are the variables the predicate depends on; a predicate with a
	// dereference depends on every object as well.
	vars     map[*program.Var]bool
	hasDeref bool
}

// NewPredicate returns the predicate e, which must have type Bool.
func NewPredicate(p *program.Program, e program.Expr) *Predicate {
	pr := &Predicate{Expr: e, Text: program.ExprString(e), vars: map[*program.Var]bool{}}
	program.Walk(e, func(x program.Expr) bool {
		switch x := x.(type) {
		case *program.VarRef:
			pr.vars[x.Var] = true
		case *program.Deref:
			pr.hasDeref = true
		}
		return true
	})
	if pr.hasDeref {
		for _, o := range p.Objects {
			pr.vars[o] = true
		}
	}
	return pr
}

// DependsOn reports whether the predicate's value may change when one of
// vars changes.
func (pr *Predicate) DependsOn(vars map[*program.Var]bool) bool {
	for v := range pr.vars {
		if vars[v] {
			return true
		}
	}
	return false
}

// effects are the variables a segment of code reads and writes. A write
// through a pointer may write every object; a read through one may read
// every object. A partial write (an array element, a member) also reads the
// variable, since the rest of it survives.
type effects struct {
	reads, writes map[*program.Var]bool
	// killed are variables wholly written before the current edge on
	// every path: reading them reads no initial value.
	killed map[*program.Var]bool
}

func newEffects() *effects {
	return &effects{reads: map[*program.Var]bool{}, writes: map[*program.Var]bool{}}
}

func (ef *effects) read(p *program.Program, e program.Expr) {
	program.Walk(e, func(x program.Expr) bool {
		switch x := x.(type) {
		case *program.VarRef:
			if !ef.killed[x.Var] {
				ef.reads[x.Var] = true
			}
		case *program.Deref:
			for _, o := range p.Objects {
				ef.reads[o] = true
			}
		}
		return true
	})
}

func (ef *effects) write(p *program.Program, lhs program.Expr) {
	switch x := lhs.(type) {
	case *program.VarRef:
		ef.writes[x.Var] = true
	case *program.Index:
		ef.read(p, x.Index)
		ef.write(p, x.X)
		ef.read(p, x.X) // the other elements survive
	case *program.Field:
		ef.write(p, x.X)
		ef.read(p, x.X)
	case *program.Deref:
		ef.read(p, x.X)
		for _, o := range p.Objects {
			ef.writes[o] = true
			ef.reads[o] = true
		}
	}
}

func (ef *effects) edge(p *program.Program, e *program.Edge) {
	switch st := e.Stmt.(type) {
	case *program.Assign:
		ef.read(p, st.RHS)
		ef.write(p, st.LHS)
	case *program.Havoc:
		ef.write(p, st.LHS)
	case *program.Assume:
		ef.read(p, st.Cond)
	case *program.Check:
		ef.read(p, st.Cond)
	}
}
