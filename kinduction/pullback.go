package kinduction

import (
	"context"
	"slices"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Completions of an enclosing loop's relation (see the package
// documentation, "Polynomial invariants").
//
// An inner loop ends where its exit equality g == 0 holds (j == 2*i
// after while (j < 2*i), with the bound proved); the code from there to
// the enclosing head (i = i + 1) then makes the enclosing loop's
// relation P hold again. So P read through that code (Q, P with i + 1
// for i) holds wherever the inner loop is left that way, and Q + g*R == 0
// is a candidate at the inner head, for an R = c_0 + Σ c_v·v over the
// variables the inner loop writes and those of g and Q, fitted to the
// states concrete runs reach at the inner head as exitCompletions fits
// its own (c == (i - 1)*i + j inside, from c == (i - 1)*i outside). The
// candidate is the atom of the polynomial Q + g*R (narrow parts widened
// as guesses: the atom means exactly that polynomial); initiation and
// consecution prove it or drop it like any other.

// maxStraight bounds the edges from an inner exit to the enclosing head.
const maxStraight = 32

// pulledCompletions are the completions of cands, read through the code
// from each inner loop's exits to its enclosing head, at the inner head.
func (a *polyAlg) pulledCompletions(sys *System, cands []*polyCandidate) []*polyCandidate {
	type job struct {
		loop *symex.Loop
		g    poly
		w    int
		q    poly
		vars []*program.Var
		// written are the variables the inner loop writes.
		written map[*program.Var]bool
	}
	var jobs []job
	// Every variable is followed here: the exit's variables need not be
	// the candidates' (the caller widens the relevant ones after).
	defer func(rel map[*program.Var]bool) { a.relevant = rel }(a.relevant)
	a.relevant = nil
	for _, l := range sys.Nest.Loops {
		if l.Parent == nil {
			continue
		}
		writes := innerWrites(l)
		for _, e := range l.Head.Out {
			as, ok := e.Stmt.(*program.Assume)
			if !ok || l.Body[e.To] {
				continue
			}
			path, ok := straightTo(e.To, l.Parent.Head, l)
			if !ok {
				continue
			}
			for _, cond := range append([]program.Expr{as.Cond}, a.exitEqs[e]...) {
				b := negatedEquality(cond)
				if b == nil {
					continue
				}
				for _, pc := range cands {
					if pc.deg < 2 || len(jobs) >= 4*polyMaxCompletions {
						continue
					}
					a.guessWiden = true
					g, okg := a.difference(b, &polyState{env: polyEnv{}}, pc.w)
					env := polyEnv{}
					okq := okg
					for _, pe := range path {
						okq = okq && a.exec(pe, pc.w, env)
					}
					var q poly
					if okq {
						q, okq = a.subst(pc.p, env)
					}
					a.guessWiden = false
					if !okq || polyDegree(g, pc.w) < 1 {
						continue
					}
					var vs []*program.Var
					add := func(v *program.Var) {
						if v.Type.Kind == program.KindInt && v.Type.Width <= pc.w && v.ByName() && !slices.Contains(vs, v) && len(vs) < completionVars {
							vs = append(vs, v)
						}
					}
					for _, v := range writes {
						add(v)
					}
					for _, v := range append(program.Vars(b), program.Vars(pc.atom)...) {
						add(v)
					}
					wr := map[*program.Var]bool{}
					for _, v := range writes {
						wr[v] = true
					}
					jobs = append(jobs, job{loop: l, g: g, w: pc.w, q: q, vars: vs, written: wr})
				}
			}
		}
	}
	if len(jobs) == 0 {
		return nil
	}
	want := make([][]*program.Var, len(sys.Cuts))
	for _, j := range jobs {
		if c := sys.CutIndex(j.loop.Head); c > 0 {
			want[c] = append(want[c], j.vars...)
			for _, pc := range cands {
				want[c] = append(want[c], program.Vars(pc.atom)...)
			}
		}
	}
	samples := concreteSamples(context.Background(), sys, want, nil, completionRuns, 1<<14, 64)
	seen := map[string]bool{}
	for _, pc := range cands {
		seen[polyKey(pc.p, pc.w)] = true
	}
	var out []*polyCandidate
	for _, j := range jobs {
		c := sys.CutIndex(j.loop.Head)
		if c <= 0 || len(samples[c]) < len(j.vars)+3 || len(out) >= polyMaxCompletions {
			continue
		}
		vars, coef, ok := a.fitSmallest(j.q, j.g, j.vars, j.written, samples[c], j.w)
		if !ok {
			continue
		}
		r := polyConst(uint64(coef[0]))
		for i, v := range vars {
			s := polySym(a.sym(v))
			if v.Type.Width < j.w {
				s = polySym(a.extSym(a.sym(v), v.Type.Width, v.Type.Signed))
			}
			r = r.add(poly{}.add(s, uint64(coef[i+1])), 1)
		}
		gr, ok := j.g.mul(r)
		if !ok {
			continue
		}
		total := j.q.add(gr, 1)
		key := polyKey(total, j.w)
		if seen[key] || polyDegree(total, j.w) < 1 {
			continue
		}
		seen[key] = true
		atom, ok := a.polyAtom(total, j.w).(*program.Binary)
		if !ok || atom == nil {
			continue
		}
		if cand, ok := a.candidate(atom); ok && cand.w == j.w {
			out = append(out, cand)
		}
	}
	return out
}

// straightTo is the edges from loc to head when each location on the
// way has one edge out (none back into loop), at most maxStraight.
func straightTo(loc, head *program.Loc, loop *symex.Loop) ([]*program.Edge, bool) {
	var path []*program.Edge
	for loc != head {
		if len(loc.Out) != 1 || len(path) >= maxStraight || loop.Body[loc] {
			return nil, false
		}
		e := loc.Out[0]
		switch e.Stmt.(type) {
		case *program.Assign, *program.Skip, *program.Assume:
			// An assume (no overflow of i + 1, with --undefined
			// cut) only restricts the path.
		default:
			return nil, false
		}
		path = append(path, e)
		loc = e.To
	}
	return path, true
}

// fitSmallest fits the completion's factor R over the fewest of vars:
// a constant, one variable, two, then all (fitCompletion's unique
// solution over the samples). Variables that the samples keep related
// (an inner counter equal to its bound wherever the outer head sees
// it) make the fit over all of them ambiguous, where a smaller set has
// one solution.
func (a *polyAlg) fitSmallest(q, g poly, vars []*program.Var, written map[*program.Var]bool, samples []sample, w int) ([]*program.Var, []int64, bool) {
	try := func(vs []*program.Var) ([]*program.Var, []int64, bool) {
		if len(samples) < len(vs)+3 {
			return nil, nil, false
		}
		coef, ok := a.fitCompletion(q, g, vs, samples, w)
		return vs, coef, ok
	}
	if vs, coef, ok := try(nil); ok {
		return vs, coef, true
	}
	// Variables the inner loop does not write first: a written one's
	// values at the inner head follow the others' (c == N wherever the
	// samples see it after an inner loop ran), and fit by chance.
	small := slices.Clone(vars)
	slices.SortStableFunc(small, func(x, y *program.Var) int {
		return cmpBool(written[x], written[y])
	})
	for i, v := range small {
		if vs, coef, ok := try([]*program.Var{v}); ok {
			return vs, coef, true
		}
		for _, u := range small[i+1:] {
			if vs, coef, ok := try([]*program.Var{v, u}); ok {
				return vs, coef, true
			}
		}
	}
	return try(vars)
}

// cmpBool orders false before true.
func cmpBool(x, y bool) int {
	switch {
	case x == y:
		return 0
	case !x:
		return -1
	}
	return 1
}
