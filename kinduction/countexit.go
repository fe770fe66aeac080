package kinduction

import (
	"slices"
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Exits of counting loops (see the package documentation, "Exits of
// counting loops").
//
// A loop whose test at a location T (the head, or a location of the
// body outside its inner loops) leaves by !(c < k), where c is a
// variable of the comparison's type T that every path through the body
// moves by exactly +1 and k an expression the loop does not change,
// leaves with c == k if it ran the stay edge before, and with c at its
// value of T's first visit if it did not. Every path from the head
// around the loop passes T once; let d be what the path moves c by from
// the head to T (the same constant on every path) and c0 c's value on
// entry. Then at the visits T_0, T_1, ... of one run of the loop,
// c(T_0) = c0 + d and c(T_{i+1}) = c(T_i) + 1 modulo 2^w. The loop
// stays at T_i only when c(T_i) < k in T's order (signed or not): c(T_i)
// is not T's largest value, so c(T_i) + 1 does not wrap and is the
// integer c(T_i) + 1. Leaving at T_{i+1} says c(T_{i+1}) >= k > c(T_i),
// so c(T_{i+1}) == k. Leaving at T_0 says c == c0 + d >= k, and every
// variable v that no path writes before T (nor any pointer) holds its
// entry value v0; where c0 + d == k, c == k holds. The exit edge
// therefore assumes
//
//	(c == c0 + d && v == v0 && ... && k < c0 + d) || c == k
//
// whose products (c - c0 - d)*(c - k), (v - v0)*(c - k) are zero modulo
// 2^w as well: one factor is (assumedFacts). Where the ranges proved at
// the head refute k < c0 + d (m >= 1 after do { j++; } while (j < m),
// whose T_0 has c0 + d == 1), c == k holds alone. The other orders and
// directions are the same argument: !(c <= k) with +1 leaves with
// c == k + 1 (c(T_i) <= k and c(T_i) + 1 > k: c(T_i) is not the largest
// value, since k would be and c(T_{i+1}) > k could not hold), !(c > k)
// with -1 with c == k, !(c >= k) with -1 with c == k - 1; the first
// visit beyond the target is k < c0 + d - 1, c0 + d < k and
// c0 + d + 1 < k (each ± 1 does not wrap where it is beyond k ± 1). The
// argument holds for every execution, so for those that --undefined cut
// keeps too. With c0 + d == k both sides say c == k; the product
// (c - k)^2 == 0 is weaker (modulo 2^w it does not give c == k) but
// true. A counter of a type other than the comparison's ((long long)i <
// n for an int i) is no counter here: its step may wrap before the
// bound. Entry values
// are read from the straight code before the loop (firstValue): an
// expression over variables the loop does not write, assigned on the
// one way in.

// maxExitConjuncts bounds the entry values one exit fact states.
const maxExitConjuncts = 6

// countingExitFacts are, per edge that leaves a loop of sys by the test
// of a counter, the facts above.
func countingExitFacts(sys *System) map[*program.Edge][]program.Expr {
	out := map[*program.Edge][]program.Expr{}
	a := newPolyAlg()
	for _, l := range sys.Nest.Loops {
		for _, f := range a.countingExits(sys, l) {
			out[f.exit] = append(out[f.exit], f.fact)
		}
	}
	return out
}

// countingExit is the fact of one exit edge, and its counter.
type countingExit struct {
	exit *program.Edge
	fact program.Expr
	c    *program.Var
	step uint64 // 1 or -1 modulo 2^64
}

// exitReading reads cond as a comparison of a variable c with an
// expression k: the exit's target (k, k + 1 or k - 1) and the step
// (+1 or -1) that makes c reach it, as the file's comment lists.
func exitReading(cond program.Expr) (c *program.Var, k program.Expr, delta int, step int, ok bool) {
	if hi, lo, good := atLeast(cond); good {
		if r, isVar := hi.(*program.VarRef); isVar {
			return r.Var, lo, 0, 1, true // c >= k
		}
		if r, isVar := lo.(*program.VarRef); isVar {
			return r.Var, hi, 0, -1, true // c <= k
		}
	}
	if hi, lo, good := moreThan(cond); good {
		if r, isVar := hi.(*program.VarRef); isVar {
			return r.Var, lo, 1, 1, true // c > k
		}
		if r, isVar := lo.(*program.VarRef); isVar {
			return r.Var, hi, -1, -1, true // c < k
		}
	}
	return nil, nil, 0, 0, false
}

// countingExits are the counting exits of loop l.
func (a *polyAlg) countingExits(sys *System, l *symex.Loop) []countingExit {
	// The body is entered only through the head.
	for loc := range l.Body {
		for _, e := range loc.In {
			if !l.Body[e.From] && loc != l.Head {
				return nil
			}
		}
	}
	var paths [][]pathStep
	pathsDone := false
	written := map[*program.Var]bool{}
	for _, v := range innerWrites(l) {
		written[v] = true
	}
	var tests []*program.Loc
	for loc := range l.Body {
		if sys.Nest.Innermost[loc] == l && len(loc.Out) == 2 {
			tests = append(tests, loc)
		}
	}
	sort.Slice(tests, func(i, j int) bool { return tests[i].ID < tests[j].ID })
	var out []countingExit
	for _, t := range tests {
		exit, stay := t.Out[0], t.Out[1]
		if l.Body[exit.To] {
			exit, stay = stay, exit
		}
		if l.Body[exit.To] || !l.Body[stay.To] {
			continue
		}
		ex, ok1 := exit.Stmt.(*program.Assume)
		st, ok2 := stay.Stmt.(*program.Assume)
		if !ok1 || !ok2 {
			continue
		}
		c, k, delta, step, ok := exitReading(ex.Cond)
		if !ok || !c.ByName() || !written[c] || !loopInvariant(k, written) {
			continue
		}
		// The stay edge assumes the negation of the exit's condition.
		c2, k2, delta2, step2, ok := exitReading(&program.Unary{Op: program.LNot, X: st.Cond})
		if ok {
			// Its negation reads as the other comparison of the
			// same two sides (c < k negated is c >= k).
			ok = c2 == c && program.ExprString(k2) == program.ExprString(k) && delta2 == delta && step2 == step
		}
		if !ok && program.ExprString(st.Cond) != program.ExprString(&program.Unary{Op: program.LNot, X: ex.Cond}) &&
			program.ExprString(ex.Cond) != program.ExprString(&program.Unary{Op: program.LNot, X: st.Cond}) {
			continue
		}
		// The paths only for a test that reads as a counter's.
		if !pathsDone {
			pathsDone = true
			if ps, ok := loopPaths(l, l.Head, sys.Nest); ok {
				paths = ps
			}
		}
		if len(paths) == 0 {
			continue
		}
		d, writtenBefore, good := a.countedOnPaths(paths, stay, c, uint64(int64(step)))
		if !good {
			continue
		}
		fact := a.countingFact(l, c, k, delta, step, d, writtenBefore, written)
		if fact == nil {
			continue
		}
		out = append(out, countingExit{exit: exit, fact: fact, c: c, step: uint64(int64(step))})
	}
	return out
}

// loopInvariant says whether x is a pure expression over variables that
// no edge of the loop writes and no pointer can write.
func loopInvariant(x program.Expr, written map[*program.Var]bool) bool {
	good := true
	program.Walk(x, func(y program.Expr) bool {
		switch y := y.(type) {
		case *program.VarRef:
			good = good && y.Var.ByName() && !written[y.Var] && y.Var.Type.Kind == program.KindInt
		case *program.Const, *program.Cast, *program.Unary, *program.Binary:
		default:
			good = false
		}
		return good
	})
	return good
}

// countedOnPaths runs every path through the loop (each variable its own
// symbol at the head) and says whether each passes stay exactly once,
// with c moved by the same constant d from the head to stay's source and
// by step over the whole path, modulo c's width. It returns also the
// variables that some path writes by name before stay (or an inner loop
// it passes there writes): a store into memory writes no variable of
// the facts, each of which is accessed by name only (Var.ByName).
func (a *polyAlg) countedOnPaths(paths [][]pathStep, stay *program.Edge, c *program.Var, step uint64) (uint64, map[*program.Var]bool, bool) {
	w := c.Type.Width
	if c.Type.Kind != program.KindInt || w > 64 || !polyVar(c, w) {
		return 0, nil, false
	}
	defer func(old *program.Loc, rel map[*program.Var]bool) { a.base, a.relevant = old, rel }(a.base, a.relevant)
	a.base, a.relevant = nil, nil
	self := polySym(a.sym(c))
	valueOf := func(env polyEnv) (poly, bool) {
		p, ok := env[c]
		if !ok {
			return self, true
		}
		return p, p != nil
	}
	// delta is p - c as a constant modulo 2^w, when it is one.
	delta := func(p poly) (uint64, bool) {
		q := p.add(self, ^uint64(0))
		for k, coef := range q {
			if k != "" && coef&widthMask(w) != 0 {
				return 0, false
			}
		}
		return q[""] & widthMask(w), true
	}
	var d uint64
	writtenBefore := map[*program.Var]bool{}
	for i, path := range paths {
		env := polyEnv{}
		passed := 0
		for _, s := range path {
			if s.reset != nil {
				for _, v := range innerWrites(s.reset) {
					env[v] = polySym(a.headSymbol(s.reset.Head, v))
					delete(env, a.shadow(v))
					if passed == 0 {
						writtenBefore[v] = true
					}
				}
				continue
			}
			if s.e == stay {
				p, ok := valueOf(env)
				if !ok {
					return 0, nil, false
				}
				dt, ok := delta(p)
				if !ok || (i > 0 && dt != d) {
					return 0, nil, false
				}
				d = dt
				passed++
			}
			if v := writtenVar(s.e.Stmt); v != nil && passed == 0 {
				writtenBefore[v] = true
			}
			if !a.exec(s.e, w, env) {
				return 0, nil, false
			}
		}
		if passed != 1 {
			return 0, nil, false
		}
		p, ok := valueOf(env)
		if !ok {
			return 0, nil, false
		}
		if dt, ok := delta(p); !ok || dt != step&widthMask(w) {
			return 0, nil, false
		}
	}
	return d, writtenBefore, true
}

// writtenVar is the variable st assigns, havocs or ends by name, or nil.
func writtenVar(st program.Stmt) *program.Var {
	switch s := st.(type) {
	case *program.Assign:
		if r, ok := s.LHS.(*program.VarRef); ok {
			return r.Var
		}
	case *program.Havoc:
		if r, ok := s.LHS.(*program.VarRef); ok {
			return r.Var
		}
	case *program.Dead:
		return s.Var
	}
	return nil
}

// effectFree says whether st writes nothing: an assumption, a check or
// nothing.
func effectFree(st program.Stmt) bool {
	switch st.(type) {
	case nil, *program.Assume, *program.Check, *program.Skip:
		return true
	}
	return false
}

// storesToMemory says whether st writes only through an lvalue that is
// no variable's name (a cell, a member, a dereference): no variable
// accessed by name only (Var.ByName) changes.
func storesToMemory(st program.Stmt) bool {
	switch s := st.(type) {
	case *program.Assign:
		_, isVar := s.LHS.(*program.VarRef)
		return !isVar
	case *program.Havoc:
		_, isVar := s.LHS.(*program.VarRef)
		return !isVar
	}
	return false
}

// countingFact is (c == c0 + d && v == v0 && ...) || c == k + delta for
// the loop's counter c, or nil when c's entry value is not known.
func (a *polyAlg) countingFact(l *symex.Loop, c *program.Var, k program.Expr, delta, step int, d uint64, writtenBefore map[*program.Var]bool, written map[*program.Var]bool) program.Expr {
	t := c.Type
	c0, ok := firstValue(l, c, written)
	if !ok {
		return nil
	}
	if d != 0 {
		c0 = &program.Binary{Op: program.Add, X: c0, Y: program.NewConst(t, d), T: t}
	}
	ref := &program.VarRef{Var: c}
	first := program.Expr(&program.Binary{Op: program.Eq, X: ref, Y: c0, T: program.Bool})
	// The entry values of the other variables the loop writes, which
	// hold at T's first visit.
	var vs []*program.Var
	for v := range written {
		if v != c && !writtenBefore[v] && v.ByName() && v.Type.Kind == program.KindInt && v.Type.Width <= 64 {
			vs = append(vs, v)
		}
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	n := 0
	for _, v := range vs {
		v0, ok := firstValue(l, v, written)
		if !ok || n >= maxExitConjuncts {
			continue
		}
		n++
		eq := &program.Binary{Op: program.Eq, X: &program.VarRef{Var: v}, Y: v0, T: program.Bool}
		first = &program.Binary{Op: program.LAnd, X: first, Y: eq, T: program.Bool}
	}
	// Left at T's first visit with c0 + d beyond the target (at the
	// target, the other side holds): k < c0 + d - delta going up, c0 +
	// d - delta < k going down, each as integers (c0 + d ± 1 does not
	// wrap where it is beyond k ± 1).
	e := c0
	if step > 0 {
		if delta == 1 {
			e = &program.Binary{Op: program.Sub, X: c0, Y: program.NewConst(t, 1), T: t}
		}
		first = &program.Binary{Op: program.LAnd, X: first, Y: &program.Binary{Op: program.Lt, X: k, Y: e, T: program.Bool}, T: program.Bool}
	} else {
		if delta == -1 {
			e = &program.Binary{Op: program.Add, X: c0, Y: program.NewConst(t, 1), T: t}
		}
		first = &program.Binary{Op: program.LAnd, X: first, Y: &program.Binary{Op: program.Lt, X: e, Y: k, T: program.Bool}, T: program.Bool}
	}
	target := k
	switch delta {
	case 1:
		target = &program.Binary{Op: program.Add, X: k, Y: program.NewConst(t, 1), T: t}
	case -1:
		target = &program.Binary{Op: program.Sub, X: k, Y: program.NewConst(t, 1), T: t}
	}
	reached := program.Expr(&program.Binary{Op: program.Eq, X: ref, Y: target, T: program.Bool})
	if delta != 0 && t.Width < 64 {
		// k + 1 (k - 1) is the integer, and fits in long long: the
		// same equality over the widened values, for the 64-bit
		// passes (a widening of k + 1 in T needs k's range).
		ll := int64T
		op := program.Add
		if delta < 0 {
			op = program.Sub
		}
		wide := &program.Binary{Op: program.Eq, X: &program.Cast{X: ref, T: ll},
			Y: &program.Binary{Op: op, X: &program.Cast{X: k, T: ll}, Y: program.NewConst(ll, 1), T: ll}, T: program.Bool}
		reached = &program.Binary{Op: program.LAnd, X: reached, Y: wide, T: program.Bool}
	}
	return &program.Binary{Op: program.LOr, X: first, Y: reached, T: program.Bool}
}

// firstValue is the expression whose value v holds whenever control
// enters loop l at its head: the one edge into the head from outside,
// and the straight code before it (each location with one way in),
// assigns v an expression over variables that nothing writes from there
// to the head, nor the loop, nor any pointer.
func firstValue(l *symex.Loop, v *program.Var, written map[*program.Var]bool) (program.Expr, bool) {
	as, ok := entryAssign(l.Head, l.Body, v, 64, func(st program.Stmt) (*program.Var, bool) {
		if w := writtenVar(st); w != nil {
			return w, true
		}
		return nil, effectFree(st) || storesToMemory(st)
	})
	if !ok || !program.Identical(as.RHS.Type(), v.Type) || !loopInvariant(as.RHS, written) {
		return nil, false
	}
	return as.RHS, true
}

// mergeExitFacts adds the facts of more to exits (a new map).
func mergeExitFacts(exits, more map[*program.Edge][]program.Expr) map[*program.Edge][]program.Expr {
	if len(more) == 0 {
		return exits
	}
	out := make(map[*program.Edge][]program.Expr, len(exits)+len(more))
	for e, xs := range exits {
		out[e] = slices.Clone(xs)
	}
	for e, xs := range more {
		out[e] = append(out[e], xs...)
	}
	return out
}

// maxLockstep bounds the candidates lockstepCandidates adds per loop.
const maxLockstep = 8

// lockstepCandidates are, for the counter c of each counting exit and
// each other variable v that every path through the loop moves by the
// same step as c, the candidate v - c == v0 - c0 over their entry values
// (two constants, or one expression): what the exit's fact says of c it
// then says of v (k*y == y*y after a loop that counts c and y from 0 up
// to k). Candidates only: kept when initiation and consecution prove
// them.
func (a *polyAlg) lockstepCandidates(sys *System, cands []*polyCandidate, inner map[*symex.Loop]*innerFacts) []*polyCandidate {
	seen := map[string]bool{}
	for _, pc := range cands {
		seen[polyKey(pc.p, pc.w)] = true
	}
	defer func(rel map[*program.Var]bool) { a.relevant = rel }(a.relevant)
	a.relevant = nil
	var out []*polyCandidate
	for _, l := range sys.Nest.Loops {
		exits := a.countingExits(sys, l)
		if len(exits) == 0 {
			continue
		}
		paths, ok := loopPaths(l, l.Head, sys.Nest)
		if !ok || len(paths) == 0 {
			continue
		}
		written := map[*program.Var]bool{}
		for _, v := range innerWrites(l) {
			written[v] = true
		}
		added := 0
		done := map[*program.Var]bool{}
		for _, x := range exits {
			c, w := x.c, x.c.Type.Width
			if done[c] || (w != 32 && w != 64) {
				continue
			}
			done[c] = true
			envs, _, ok := a.runPaths(paths, w, inner)
			if !ok || len(envs) == 0 {
				continue
			}
			c0, ok := firstValue(l, c, written)
			if !ok {
				continue
			}
			ctrs := a.counters(l, envs, w)
			var step poly
			for _, k := range ctrs {
				if k.v == c {
					step = k.step
				}
			}
			if step == nil {
				continue
			}
			for _, k := range ctrs {
				if k.v == c || added >= maxLockstep || !k.step.add(step, ^uint64(0)).zeroMod(w) {
					continue
				}
				v0, ok := firstValue(l, k.v, written)
				if !ok {
					continue
				}
				var diff uint64
				k0, isConst1 := v0.(*program.Const)
				c0c, isConst2 := c0.(*program.Const)
				switch {
				case isConst1 && isConst2:
					diff = a.constValue(k0) - a.constValue(c0c)
				case program.ExprString(v0) == program.ExprString(c0) && program.Identical(v0.Type(), c0.Type()):
				default:
					continue
				}
				p := polySym(a.sym(k.v)).add(polySym(a.sym(c)), ^uint64(0)).add(polyConst(diff), ^uint64(0))
				key := polyKey(p, w)
				if seen[key] {
					continue
				}
				seen[key] = true
				atom, ok := a.polyAtom(p, w).(*program.Binary)
				if !ok || atom == nil {
					continue
				}
				if pc, ok := a.candidate(atom); ok && pc.w == w {
					out = append(out, pc)
					added++
				}
			}
		}
	}
	return out
}

// constValue is k's value extended to 64 bits as its type extends it.
func (a *polyAlg) constValue(k *program.Const) uint64 {
	p, _ := a.of(&program.Cast{X: k, T: uint64T}, 64, nil)
	return p[""]
}
