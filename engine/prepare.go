package engine

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Prepare runs the program passes every engine relies on, once, before
// any engine: on a copy of p (program.Clone), which the engines then share read-only; p
// itself stays as the front end made it (counterexamples replay on it).
// Today the pass is symex.MakeReducible (loops with a single entry, which
// unrolling needs). When it fails, the engines get p as it is and those
// that unroll answer Unknown with the reason.
func Prepare(p *program.Program) *Task {
	q, err := symex.MakeReducible(p)
	if err != nil {
		return &Task{Source: p, Program: p, Irreducible: err}
	}
	return &Task{Source: p, Program: q}
}
