package kinduction

import (
	"time"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
)

// checksExcluded reports whether the invariant proved so far already
// rules out every check's violation: from each cut point (the entry
// with any state, as the program starts; a head in its proved atoms and
// quantified atoms), one transition violates no check. That is the
// induction step at depth 0, which the invariant (inductive relative to
// the start) makes a proof of the program; narrowing only adds atoms,
// and the proof needs none of them, so the synthesis may stop before it.
//
// Only a gate: the answer decides whether narrowing runs, never a
// verdict (the engines prove the program with the invariants
// returned, as before). A model, which may be spurious (the quantified
// atoms are instantiated at the index terms the violation reads, and
// those their instances read), a query that spends its share of work,
// or a program without checks answer false, and narrowing runs as
// before.
func (s *synth) checksExcluded() bool {
	b := s.b
	if s.f1 == nil || s.f1.Bad == b.F() {
		return false
	}
	outer := s.ctx
	qctx, cancel := bitvec.WithWorkBudget(outer, bitvec.Work(excludedBudget))
	s.ctx = qctx
	defer func() {
		cancel()
		s.ctx = outer
		s.qe.rounds = 0
	}()
	for c := range s.sys.Cuts {
		if s.f0.At[c] == b.F() {
			continue
		}
		if c > 0 && (s.doms[c] == nil || !s.doms[c].reached) {
			// No state reaches the head: its invariant is false.
			continue
		}
		inst := s.pairSAT(c, -1)
		excluded := false
		for _, rounds := range []int{1, quantRounds} {
			assumptions := []z.Lit{s.f0.At[c]}
			if c > 0 {
				s.qe.rounds = rounds
				assumptions = append(assumptions, s.assumeLit(c, s.doms[c].atoms(false), s.f1.Bad))
				s.qe.rounds = 0
			}
			sat, err := s.solveIn(inst, s.f1.Bad, assumptions)
			if err != nil {
				return false
			}
			if !sat {
				excluded = true
				break
			}
			if c == 0 {
				break
			}
		}
		if !excluded {
			return false
		}
	}
	return true
}

// excludedBudget bounds the work of checksExcluded's queries, all cut
// points together: a small part of what narrowing spends when it is
// worth skipping (seconds' worth on sorts over 64 cells).
const excludedBudget = time.Second

// checksImpliedNow reports whether the invariant proved so far, with its
// exact atoms, implies every check through the algebra of the exits
// (ChecksImplied): the engines' proof then needs nothing narrowing
// could add. Only a gate, like checksExcluded: the engines ask
// ChecksImpliedFrom again on what the synthesis returns, which holds at
// least these atoms.
func (s *synth) checksImpliedNow() bool {
	exact := false
	invs := make([]Invariant, len(s.sys.Cuts))
	for c, loc := range s.sys.Cuts {
		invs[c].Loc = loc
		if d := s.doms[c]; c > 0 && d != nil {
			invs[c].Atoms = d.atoms(false)
			invs[c].Exact = d.exact
			exact = exact || len(d.exact) > 0
		}
	}
	return exact && ChecksImplied(s.sys, invs)
}
