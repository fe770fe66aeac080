package kinduction

import (
	"context"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A Stepper decides induction steps of growing depth on one incremental
// solver. Step case k: from any state at any cut point that satisfies the
// invariants, k transitions that violate no check cannot be followed by
// one that does. The invariants are assumed in every frame; they must be
// proved (Synthesize), as k-induction is sound only with true invariants.
type Stepper struct {
	sys    *System
	b      *bitvec.Builder
	e      *symex.Encoder
	g      *gini.Gini
	frames []*Frame
	// invLits[j] is the invariants in frame j; rebuilt by SetInvariants.
	invs    []Invariant
	invLits []z.Lit
	// qe instantiates the quantified invariants at the index terms of
	// all frames (their arrays share the first frame's bases).
	qe     *quantEnv
	axioms *lazyAxioms
	Calls  int
	Time   time.Duration
}

// InterruptWith stops the stepper's loading of clauses when ctx ends
// (bitvec.Builder.InterruptWith), and its encoding of reads at symbolic
// indices (symex.Encoder.Interrupt): give it the run's context, not a
// budget's, since a stopped stepper cannot be used again.
func (st *Stepper) InterruptWith(ctx context.Context) {
	st.b.InterruptWith(ctx)
	st.e.Interrupt = func() bool { return ctx.Err() != nil }
}

// NewStepper returns a stepper for sys, without invariants.
func NewStepper(sys *System) *Stepper {
	b := bitvec.New()
	st := &Stepper{sys: sys, b: b, e: symex.NewEncoder(sys.P, b), g: gini.New()}
	st.frames = []*Frame{sys.FreeFrame(st.e)}
	st.qe = newQuantEnv(st.e, st.frames[0].States[0], sys.vars)
	st.axioms = newLazyAxioms(st.e)
	return st
}

// SetInvariants sets the invariants assumed in every frame (indexed like
// the cut points; nil: none).
func (st *Stepper) SetInvariants(invs []Invariant) {
	st.invs = invs
	st.invLits = st.invLits[:0]
}

func (st *Stepper) invariantLit(j int) z.Lit {
	for len(st.invLits) <= j {
		f := st.frames[len(st.invLits)]
		var parts []z.Lit
		for c, inv := range st.invs {
			if c >= len(f.At) || f.At[c] == st.b.F() || len(inv.Atoms) == 0 {
				continue
			}
			lits := make([]z.Lit, len(inv.Atoms))
			for i, a := range inv.Atoms {
				lits[i] = st.e.Cond(f.States[c], a)
			}
			parts = append(parts, st.b.C().Implies(f.At[c], st.b.C().Ands(lits...)))
		}
		st.invLits = append(st.invLits, st.b.C().Ands(parts...))
	}
	return st.invLits[j]
}

// quantifiedLit is the quantified invariants of frames 0..k, instantiated
// at the index terms in the cone of roots (after the frames are encoded).
func (st *Stepper) quantifiedLit(k int, roots []z.Lit) z.Lit {
	var parts []z.Lit
	// Twice: the terms one frame's instantiation reads are instantiated
	// in the frames before it too.
	for round := 0; round < 2; round++ {
		if round > 0 {
			roots = append(roots, parts...)
		}
		parts = parts[:0]
		for j := 0; j <= k; j++ {
			f := st.frames[j]
			for c, inv := range st.invs {
				if c >= len(f.At) || f.At[c] == st.b.F() || len(inv.Quantified) == 0 {
					continue
				}
				parts = append(parts, st.b.C().Implies(f.At[c], st.qe.assume(f.States[c], inv.Quantified, roots...)))
			}
		}
	}
	return st.b.C().Ands(parts...)
}

// Check decides the step case at depth k: true when it holds (no path of
// k good transitions then a bad one), false when a path exists or ctx
// ended (then err is set).
func (st *Stepper) Check(ctx context.Context, k int) (bool, error) {
	for len(st.frames) < k+2 {
		f, err := st.sys.Step(ctx, st.e, st.frames[len(st.frames)-1])
		if err != nil {
			return false, err
		}
		st.frames = append(st.frames, f)
	}
	goal := st.frames[k+1].Bad
	if goal == st.b.F() {
		return true, nil
	}
	var assumptions []z.Lit
	for j := 0; j <= k; j++ {
		if j > 0 {
			assumptions = append(assumptions, st.frames[j].Bad.Not())
		}
		assumptions = append(assumptions, st.invariantLit(j))
	}
	var quantified z.Lit
	roots := append([]z.Lit{goal}, assumptions...)
	// The instances can be many (each frame's read terms, two rounds):
	// the encoding stops when ctx ends, as the solver does.
	st.qe.ctx = ctx
	err := symex.Catch(func() { quantified = st.quantifiedLit(k, roots) })
	st.qe.ctx = nil
	if err != nil {
		return false, err
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	assumptions = append(assumptions, quantified)
	start := time.Now()
	r, err := st.axioms.solve(ctx, st.g, append([]z.Lit{goal}, assumptions...), &st.Calls)
	st.Time += time.Since(start)
	if err != nil {
		return false, err
	}
	return r == -1, nil
}

// Exhausted reports whether no transition can be taken after k from any
// state: the frames die out (constant folding), so deeper steps add nothing.
func (st *Stepper) Exhausted(k int) bool {
	if len(st.frames) <= k+1 {
		return false
	}
	for _, a := range st.frames[k+1].At {
		if a != st.b.F() {
			return false
		}
	}
	return true
}

// Atoms counts the atoms of invariants.
func Atoms(invs []Invariant) int {
	n := 0
	for _, inv := range invs {
		n += len(inv.Atoms) + len(inv.Quantified)
	}
	return n
}

// Nontrivial returns the invariants with atoms, of loop heads only.
func Nontrivial(invs []Invariant) []Invariant {
	var out []Invariant
	for c, inv := range invs {
		if c > 0 && len(inv.Atoms)+len(inv.Quantified) > 0 {
			out = append(out, inv)
		}
	}
	return out
}

var _ = program.True
