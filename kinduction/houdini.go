package kinduction

import (
	"slices"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
)

// houdini keeps the quantified candidates that are inductive together
// with the proved invariant. It asks one query per candidate and
// transition (a state in c's invariant and candidates, a step to d, the
// candidate false there), so that each query instantiates the assumed
// candidates only at the index terms its own goal reads, and the solver
// (one gini instance for the whole synthesis, the candidates switched
// by assumption literals) keeps what it learnt from one query to the
// next. A model drops every candidate at d that it violates, and the
// steps out of d are asked again (a worklist of cut points: the queries
// into d that held still hold for the candidates left).
//
// A query that spends its share of work (perQuery propagations) is put
// off with its candidate kept; when the worklist is empty the put-off
// queries are asked again with four times the share, maxHardLevel times
// at most, and then the candidate goes (dropping is always sound: what
// stays is checked again). Easy refutations first make the hard queries
// fewer.
func (s *synth) houdini(perQuery int64) error {
	succ := s.sys.successors()
	b := s.b
	pending := make([]bool, len(s.sys.Cuts))
	var work []int
	push := func(c int) {
		if !pending[c] {
			pending[c] = true
			work = append(work, c)
		}
	}
	for c := range s.sys.Cuts {
		push(c)
	}
	type query struct {
		c, d  int
		q     *Quantified
		level int
	}
	var putOff []query
	type edgeCand struct {
		c, d int
		q    *Quantified
	}
	// waiting holds the put-off queries: the worklist does not ask them
	// again (they are asked when it is empty, with the assumptions of
	// that moment).
	waiting := map[edgeCand]bool{}
	// ask settles q at d after a step from c; it reports whether the
	// candidates at d changed.
	ask := func(c, d int, q *Quantified, level int) (bool, error) {
		inst := s.pairSAT(c, d)
		dd := s.doms[d]
		st := s.f1.States[d]
		goal := b.C().And(s.f1.At[d], s.qe.goal(st, q).Not())
		outer := s.ctx
		qctx, cancel := bitvec.WithWorkBudget(outer, perQuery<<(2*level))
		s.ctx = qctx
		// First with the candidates instantiated at the goal's own
		// index terms only: unsatisfiable there is a proof; a model
		// may be spurious, and the query is asked again with the
		// terms those instances read too.
		var sat bool
		var err error
		for _, rounds := range []int{1, quantRounds} {
			assumptions := []z.Lit{s.f0.At[c]}
			if c > 0 {
				s.qe.rounds = rounds
				assumptions = append(assumptions, s.assumeLit(c, s.doms[c].atoms(false), goal))
				s.qe.rounds = 0
			}
			sat, err = s.solveIn(inst, goal, assumptions)
			if err != nil || !sat || c == 0 {
				break
			}
		}
		s.ctx = outer
		cancel()
		s.stats.QuantifiedQueries++
		switch {
		case err != nil && (outer.Err() != nil || qctx.Err() == nil):
			return false, err
		case err != nil && level < maxHardLevel:
			s.stats.QuantifiedPutOff++
			putOff = append(putOff, query{c, d, q, level + 1})
			waiting[edgeCand{c, d, q}] = true
			return false, nil
		case err != nil:
			s.stats.QuantifiedGivenUp++
			dd.quants = slices.DeleteFunc(dd.quants, func(r *Quantified) bool { return r == q })
			return true, nil
		case !sat:
			return false, nil
		}
		// The model refutes q only: the other candidates it violates
		// were not instantiated at their own goals' index terms, so
		// it may be spurious for them (a junk candidate's model
		// leaves a[k + 1] free and would drop a true
		// a[k + 1] == b[k]); each is asked on its own.
		s.stats.QuantifiedRefuted++
		dd.quants = slices.DeleteFunc(dd.quants, func(r *Quantified) bool { return r == q })
		return true, nil
	}
	for len(work) > 0 || len(putOff) > 0 {
		if len(work) == 0 {
			hq := putOff[0]
			putOff = putOff[1:]
			delete(waiting, edgeCand{hq.c, hq.d, hq.q})
			if !slices.Contains(s.doms[hq.d].quants, hq.q) {
				continue
			}
			changed, err := ask(hq.c, hq.d, hq.q, hq.level)
			if err != nil {
				return err
			}
			if changed {
				push(hq.d)
			}
			continue
		}
		c := work[0]
		work = work[1:]
		pending[c] = false
		if c > 0 && !s.doms[c].reached {
			continue
		}
		for _, d := range succ[c] {
			dd := s.doms[d]
			if d == 0 || dd == nil || !dd.reached || s.f1.At[d] == b.F() {
				continue
			}
			// The scan goes over a snapshot: a candidate a model
			// drops is skipped, and d is asked again from every
			// source (push) once the scan is over.
			changed := false
			for _, q := range slices.Clone(dd.quants) {
				if !slices.Contains(dd.quants, q) || waiting[edgeCand{c, d, q}] || s.fixed[q] {
					continue
				}
				ch, err := ask(c, d, q, 0)
				if err != nil {
					return err
				}
				changed = changed || ch
			}
			if changed {
				push(d)
			}
		}
	}
	return nil
}

// quantQueryShare is how many single queries of Houdini the quantified
// phase's budget pays for at its first share each; maxHardLevel how
// often a put-off query gets four times more.
const (
	quantQueryShare = 64
	maxHardLevel    = 2
)
