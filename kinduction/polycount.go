package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Counter-scaled candidates (see the package documentation, "Polynomial
// invariants").
//
// A candidate P == 0 that a loop does not keep may still change by the
// same amount on every path: P∘T = P + R for each path T through the
// body, with R a polynomial the loop keeps (R∘T = R: a constant, or
// variables the loop does not write). When a variable k of the loop
// moves by the same loop-kept D on every path (k∘T = k + D), the
// combination
//
//	Q = D·P - k·R
//
// is kept by every path: Q∘T = D·(P + R) - (k + D)·R = D·P - k·R. That
// is the shape of a quantity counted out one step at a time: q*d + r ==
// m with left-- and q, r advanced (R = 1 on both branches, the reset of
// r under r + 1 == d included: residuals are compared modulo the
// equalities the path assumes), or a quotient counted by x -= k with q++
// (D = -k, R = 1: x + k*q == k*m). Q == 0 is only a candidate: it joins
// the others and is kept only when the fixpoint of invariants proves
// its initiation and its consecution by the identities (a wrong guess
// costs a candidate, never soundness).

// polyMaxCounterScaled bounds how many such candidates join.
const polyMaxCounterScaled = 16

// counterScaled proposes D·P - k·R for each candidate P, each loop and
// each variable k of that loop as above.
func (a *polyAlg) counterScaled(sys *System, cands []*polyCandidate, inner map[*symex.Loop]*innerFacts) []*polyCandidate {
	seen := map[string]bool{}
	for _, pc := range cands {
		seen[polyKey(pc.p, pc.w)] = true
	}
	// The counters need not be variables the candidates depend on.
	saved := a.relevant
	a.relevant = nil
	defer func() { a.relevant = saved }()
	var out []*polyCandidate
	for _, l := range sys.Nest.Loops {
		paths, ok := loopPaths(l, l.Head, sys.Nest)
		if !ok || len(paths) == 0 {
			continue
		}
		type run struct {
			envs  []polyEnv
			facts []pathFacts
		}
		byW := map[int]*run{}
		for _, pc := range cands {
			if len(out) >= polyMaxCounterScaled {
				return out
			}
			r, ok := byW[pc.w]
			if !ok {
				envs, facts, good := a.runPaths(paths, pc.w, inner)
				if !good {
					envs = nil
				}
				r = &run{envs, facts}
				byW[pc.w] = r
			}
			if len(r.envs) == 0 {
				continue
			}
			R, ok := a.commonIncrement(pc.p, r.envs, r.facts, pc.w)
			if !ok {
				continue
			}
			for _, k := range a.counters(l, r.envs, pc.w) {
				D := k.step
				q1, ok1 := D.mul(pc.p)
				q2, ok2 := polySym(a.sym(k.v)).mul(R)
				if !ok1 || !ok2 {
					continue
				}
				q := q1.add(q2, ^uint64(0))
				if polyDegree(q, pc.w) < 1 || len(q) > polyMaxTerms || polyDegree(q, pc.w) > polyMaxDegree {
					continue
				}
				key := polyKey(q, pc.w)
				if seen[key] {
					continue
				}
				seen[key] = true
				atom := a.polyAtom(q, pc.w)
				if atom == nil {
					continue
				}
				rc, ok := a.candidate(atom.(*program.Binary))
				if !ok || rc.w != pc.w {
					continue
				}
				if a.scaled == nil {
					a.scaled = map[*polyCandidate]bool{}
				}
				a.scaled[rc] = true
				out = append(out, rc)
				if len(out) >= polyMaxCounterScaled {
					return out
				}
			}
		}
	}
	return out
}

// commonIncrement is R when every path moves p by R (modulo the
// equalities the path assumes), R nonzero and kept by every path.
func (a *polyAlg) commonIncrement(p poly, envs []polyEnv, facts []pathFacts, w int) (poly, bool) {
	incs := make([]poly, len(envs))
	for i, env := range envs {
		q, ok := a.subst(p, env)
		if !ok {
			return nil, false
		}
		incs[i] = q.add(p, ^uint64(0))
	}
	for _, R := range incs {
		if R.zeroMod(w) || !a.kept(R, envs, w) {
			continue
		}
		good := true
		for i, inc := range incs {
			d := inc.add(R, ^uint64(0))
			if d.zeroMod(w) {
				continue
			}
			if !a.holds(d, facts[i].eqs, facts[i].neqs, w, true) {
				good = false
				break
			}
		}
		if good {
			return R, true
		}
	}
	return nil, false
}

// kept says whether every path leaves p as it is.
func (a *polyAlg) kept(p poly, envs []polyEnv, w int) bool {
	for _, env := range envs {
		q, ok := a.subst(p, env)
		if !ok || !q.add(p, ^uint64(0)).zeroMod(w) {
			return false
		}
	}
	return true
}

type counter struct {
	v    *program.Var
	step poly
}

// counters are the variables of w bits that every path of the loop moves
// by the same nonzero polynomial, which the paths keep.
func (a *polyAlg) counters(l *symex.Loop, envs []polyEnv, w int) []counter {
	var vs []*program.Var
	for v := range envs[0] {
		if polyVar(v, w) {
			vs = append(vs, v)
		}
	}
	sort.Slice(vs, func(i, j int) bool { return a.sym(vs[i]) < a.sym(vs[j]) })
	var out []counter
	for _, v := range vs {
		x := polySym(a.sym(v))
		var step poly
		good := true
		for i, env := range envs {
			val, ok := env[v]
			if !ok {
				good = false
				break
			}
			d := val.add(x, ^uint64(0))
			if i == 0 {
				step = d
			} else if !d.add(step, ^uint64(0)).zeroMod(w) {
				good = false
				break
			}
		}
		if !good || step.zeroMod(w) || !a.kept(step, envs, w) {
			continue
		}
		out = append(out, counter{v, step})
	}
	return out
}

// withoutRedundantScaled drops from a head's proved atoms the
// counter-scaled ones that the others give (in their ideal): proved
// atoms all hold, so dropping some leaves a weaker but valid invariant,
// and the steps are spared circuits that say nothing new.
func (a *polyAlg) withoutRedundantScaled(atoms []*polyCandidate) []*polyCandidate {
	if len(a.scaled) == 0 {
		return atoms
	}
	out := atoms
	for i := len(out) - 1; i >= 0; i-- {
		pc := out[i]
		if !a.scaled[pc] {
			continue
		}
		var gens []poly
		for j, o := range out {
			if j != i && o.w == pc.w {
				gens = append(gens, o.p)
			}
		}
		if inIdeal(pc.p, sharing(pc.p, gens), pc.w) {
			out = append(out[:i:i], out[i+1:]...)
		}
	}
	return out
}
