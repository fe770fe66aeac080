package kinduction

import (
	"math/big"
	"slices"

	"github.com/satabs-go/satabs-go/program"
)

// Checks that the polynomial invariants imply (polycheck.go).
//
// An assertion after a loop often states the loop's polynomial
// invariant once more, combined with what follows the loop (x = x*(z -
// 1); 1 + x - y == 0 after a geometric sum): SAT would again have to
// show two multiplier circuits equal. A forward pass over the program
// follows the values as polynomials from each loop head, where every
// variable is a symbol for its value at the head's latest visit and the
// head's polynomial invariants hold (and from the entry, where the
// variables hold their initial values); where paths that differ join, a
// value is unknown. A condition is known to hold where it is, modulo
// 2^w, a combination of the invariants of the head its values come from
// (or an identity); an Assume known to fail ends the path. An assertion
// or error call that every path reaching it shows to hold, or that no
// path reaches, cannot fail.

// polyMaxDisjuncts bounds the states the pass keeps per location.
const polyMaxDisjuncts = 8

// polyState is what the pass knows at a location.
type polyState struct {
	base  *program.Loc // as polyAlg.base
	env   polyEnv
	facts map[*program.Var]bool // flags known to be true or false
	inv   []poly                // the invariants of base, in its symbols
	ord   []ordFact             // comparisons known to hold (orderfacts.go)
	// exact are the narrow signed operations the path assumed not to
	// overflow (--undefined cut), by noOverflowKey, with the variables
	// their operands read (exact.go).
	exact map[string][]*program.Var
}

func (st *polyState) clone() *polyState {
	out := &polyState{base: st.base, env: st.env.clone(), facts: make(map[*program.Var]bool, len(st.facts)), inv: st.inv, ord: st.ord, exact: st.exact}
	for v, b := range st.facts {
		out.facts[v] = b
	}
	return out
}

func joinStates(x, y *polyState) *polyState {
	out := &polyState{base: x.base, env: joinEnv(x.env, y.env), facts: map[*program.Var]bool{}}
	// The generators both paths have.
	for _, p := range x.inv {
		for _, q := range y.inv {
			if polyEqual(p, q) {
				out.inv = append(out.inv, p)
				break
			}
		}
	}
	out.ord = joinOrders(x.ord, y.ord)
	if x.base != y.base {
		// Absent variables mean different things on the two sides.
		out.base, out.inv, out.ord = opaqueBase, nil, nil
	}
	for v, b := range x.facts {
		if c, ok := y.facts[v]; ok && c == b {
			out.facts[v] = b
		}
	}
	for k, vs := range x.exact {
		if _, ok := y.exact[k]; ok {
			if out.exact == nil {
				out.exact = map[string][]*program.Var{}
			}
			out.exact[k] = vs
		}
	}
	return out
}

func statesEqual(x, y *polyState) bool {
	if x.base != y.base || !envEqual(x.env, y.env) || len(x.facts) != len(y.facts) || len(x.inv) != len(y.inv) || len(x.ord) != len(y.ord) || len(x.exact) != len(y.exact) {
		return false
	}
	for k := range x.exact {
		if _, ok := y.exact[k]; !ok {
			return false
		}
	}
	for v, b := range x.facts {
		if c, ok := y.facts[v]; !ok || c != b {
			return false
		}
	}
	return true
}

// readIn makes the algebra read expressions as st's path does: its
// base location and the operations it assumed not to overflow (exact).
// It returns the function that restores the earlier ones.
func (a *polyAlg) readIn(st *polyState) (restore func()) {
	base, exact := a.base, a.exact
	a.base, a.exact = st.base, st.exact
	return func() { a.base, a.exact = base, exact }
}

// truth says whether cond is known to be true (1), false (-1) or not
// known (0) in st, for comparisons of w-bit operands.
func (a *polyAlg) truth(cond program.Expr, st *polyState, w int) int {
	defer a.readIn(st)()
	switch c := cond.(type) {
	case *program.Const:
		if c.T.Kind == program.KindBool {
			if c.Val&1 != 0 {
				return 1
			}
			return -1
		}
	case *program.Unary:
		if c.Op == program.LNot {
			return -a.truth(c.X, st, w)
		}
	case *program.Cast:
		return a.truth(c.X, st, w)
	case *program.VarRef:
		if b, ok := st.facts[c.Var]; ok {
			if b {
				return 1
			}
			return -1
		}
	case *program.Binary:
		if c.Op == program.Le || c.Op == program.Ge || c.Op == program.Lt || c.Op == program.Gt {
			return a.orderTruth(c, st, w)
		}
		if c.Op != program.Eq && c.Op != program.Ne {
			return 0
		}
		if t := a.divTruth(c, st, w); t != 0 {
			return t
		}
		// A flag compared with zero.
		if z, ok := c.Y.(*program.Const); ok && z.Val == 0 {
			if t := a.truth(c.X, st, w); t != 0 {
				if c.Op == program.Eq {
					return -t
				}
				return t
			}
		}
		t := c.X.Type()
		if t.Kind != program.KindInt || t.Width != w {
			return 0
		}
		px, ok1 := a.of(c.X, w, st.env)
		py, ok2 := a.of(c.Y, w, st.env)
		if !ok1 || !ok2 {
			return 0
		}
		d := px.add(py, ^uint64(0))
		eq := 0
		switch {
		case a.holds(d, st.inv, nil, w, false):
			eq = 1
		case nonzeroConst(d, w):
			eq = -1
		}
		if c.Op == program.Ne {
			return -eq
		}
		return eq
	}
	return 0
}

// orderTruth decides an order comparison X <= Y (>=, <, >) of w-bit
// integers only where its sides are equal: when X - Y is 0 modulo 2^w,
// the two operands are one bit pattern of one type, so X <= Y and
// X >= Y hold and X < Y and X > Y fail in either signedness (sum <=
// n*n after k == i*n, i == n); anything else is not known.
func (a *polyAlg) orderTruth(c *program.Binary, st *polyState, w int) int {
	tx, ty := c.X.Type(), c.Y.Type()
	if tx.Kind != program.KindInt || tx.Width != w || !sameInt(tx, ty) {
		return 0
	}
	d, ok := a.difference(c, st, w)
	if !ok {
		return 0
	}
	if !a.holds(d, st.inv, nil, w, false) {
		// A comparison the head's atoms or the path state, between
		// the same values (orderfacts.go).
		if len(st.ord) == 0 {
			return 0
		}
		defer a.readIn(st)()
		px, ok1 := a.of(c.X, w, st.env)
		py, ok2 := a.of(c.Y, w, st.env)
		if !ok1 || !ok2 {
			return 0
		}
		return a.factTruth(px, py, c.Op, tx.Signed, st, w)
	}
	if c.Op == program.Le || c.Op == program.Ge {
		return 1
	}
	return -1
}

// assumedEquality is X - Y for a condition that says X == Y (X == Y,
// !(X != Y)) over w-bit polynomials.
func (a *polyAlg) assumedEquality(cond program.Expr, st *polyState, w int) (poly, bool) {
	b := negatedEquality(cond)
	if b == nil {
		return nil, false
	}
	return a.difference(b, st, w)
}

// difference is X - Y over w-bit polynomials for a comparison b of w-bit
// integers X and Y, or of narrower ones whose sides are each one symbol
// or a constant (widenedEquality).
func (a *polyAlg) difference(b *program.Binary, st *polyState, w int) (poly, bool) {
	t := b.X.Type()
	if t.Kind != program.KindInt || t.Width > w {
		return nil, false
	}
	defer a.readIn(st)()
	px, ok1 := a.of(b.X, t.Width, st.env)
	py, ok2 := a.of(b.Y, t.Width, st.env)
	if !ok1 || !ok2 {
		return nil, false
	}
	if t.Width < w {
		return a.widenedEquality(px, py, t)
	}
	return px.add(py, ^uint64(0)), true
}

func nonzeroConst(p poly, w int) bool {
	m := widthMask(w)
	for k, c := range p {
		if k != "" && c&m != 0 {
			return false
		}
	}
	return p[""]&m != 0
}

// step runs edge e on st (a copy); false when the edge cannot be taken
// (an Assume known to fail) or the pass cannot follow it.
func (a *polyAlg) step(e *program.Edge, st *polyState, w int) (*polyState, bool, bool) {
	out := st.clone()
	switch s := e.Stmt.(type) {
	case *program.Assume:
		if a.truth(s.Cond, st, w) < 0 {
			return nil, false, true
		}
		// An equality the path assumes (a loop left by a != b) holds
		// on from here: it joins the generators.
		for _, c := range append([]program.Expr{s.Cond}, a.exitEqs[e]...) {
			if eqs, _ := a.assumedFacts(c, st, w); len(eqs) > 0 {
				out.inv = append(append([]poly(nil), out.inv...), eqs...)
			}
		}
		// So does a comparison (a loop left by !(s <= n)).
		if ords := a.assumedOrders(s.Cond, st, w); len(ords) > 0 && len(out.ord) < maxOrderFacts {
			out.ord = append(append([]ordFact(nil), out.ord...), ords...)
		}
		out.exact = assumedExact(s.Cond, out.exact)
		return out, true, true
	case *program.Assign:
		if r, ok := s.LHS.(*program.VarRef); ok {
			out.exact = forgetExact(out.exact, r.Var)
			delete(out.facts, r.Var)
			// Only variables no pointer can write keep a fact.
			if t := a.truth(s.RHS, st, w); t != 0 && r.Var.ByName() && r.Var.Type.IsInteger() && (s.RHS.Type().Kind == program.KindBool || isBoolCast(s.RHS) || isFlag(s.RHS, st)) {
				out.facts[r.Var] = t > 0
			}
		}
	case *program.Havoc:
		if r, ok := s.LHS.(*program.VarRef); ok {
			out.exact = forgetExact(out.exact, r.Var)
			delete(out.facts, r.Var)
		}
	case *program.Dead:
		out.exact = forgetExact(out.exact, s.Var)
		delete(out.facts, s.Var)
	}
	a.base = st.base
	a.exact = st.exact
	ok := a.exec(e, w, out.env)
	a.base = nil
	a.exact = nil
	return out, true, ok
}

// isFlag says whether x reads a variable with a fact in st: its value
// is 0 or 1 (facts come only from Bool values), which a copy to any
// integer keeps (ok = divisible; assert(ok)).
func isFlag(x program.Expr, st *polyState) bool {
	r, ok := x.(*program.VarRef)
	if !ok {
		return false
	}
	_, known := st.facts[r.Var]
	return known
}

func isBoolCast(x program.Expr) bool {
	c, ok := x.(*program.Cast)
	return ok && c.X.Type().Kind == program.KindBool
}

// DischargePolynomial makes the condition of every assertion and error
// call of sys's program that its polynomial invariants imply (the
// file's comment) the constant true, and returns their CheckInfos. invs
// are PolynomialInvariants(sys).
func DischargePolynomial(sys *System, invs []Invariant) []*program.CheckInfo {
	return dischargePolynomialWithin(sys, invs, dischargeBudget, nil)
}

// DischargePolynomialRanged is DischargePolynomial with the range
// analysis's intervals at the loop heads beside the interval atoms of
// invs: a narrow value widened ((long long)(z - 1) after a loop whose
// head has z >= 1 by the assumption before it) is the widening of its
// parts where the intervals show it does not wrap (widenrange.go). An
// interval the analysis computes holds at every visit of the head, as
// a proved atom does. Call it for the checks DischargePolynomial left.
func DischargePolynomialRanged(sys *System, invs []Invariant, at IntervalAt) []*program.CheckInfo {
	return dischargePolynomialWithin(sys, invs, dischargeBudget, at)
}

// WidensNarrowArithmetic says whether some expression of p widens a
// narrower sum, difference or product ((long long)(z - 1)): the casts
// whose widening DischargePolynomialRanged may distribute.
func WidensNarrowArithmetic(p *program.Program) bool {
	found := false
	for _, l := range p.Locs {
		for _, e := range l.Out {
			reads, _ := stmtExprs(e.Stmt)
			for _, x := range reads {
				program.Walk(x, func(y program.Expr) bool {
					c, ok := y.(*program.Cast)
					if !ok || found {
						return !found
					}
					b, ok := c.X.(*program.Binary)
					if ok && (b.Op == program.Add || b.Op == program.Sub || b.Op == program.Mul) &&
						c.T.Kind == program.KindInt && b.T.Kind == program.KindInt && b.T.Width < c.T.Width {
						found = true
					}
					return !found
				})
			}
			if found {
				return true
			}
		}
	}
	return false
}

// dischargeBudget bounds the ideal memberships DischargePolynomial
// computes (memoInIdeal): it runs in Prepare, before any engine and
// outside the deadline, and each membership is a rational elimination
// (an inlined recursive program of 790 locations asks 780 distinct ones
// in 6.5 s). Past the budget a membership counts as not shown: fewer
// checks are discharged, each engine still has them. Work, not time:
// the same checks on every machine.
const dischargeBudget = 2000

func dischargePolynomialWithin(sys *System, invs []Invariant, budget int, at IntervalAt) []*program.CheckInfo {
	if len(invs) == 0 {
		return nil
	}
	a := newPolyAlg()
	a.idealBudget = budget
	// The exits of counting loops (countexit.go).
	a.exitEqs = countingExitFacts(sys)
	widths := map[int]bool{}
	headInv := map[*program.Loc][]program.Expr{}
	for _, inv := range invs {
		if inv.Loc == nil || len(inv.Atoms) == 0 {
			continue
		}
		headInv[inv.Loc] = inv.Atoms
		for _, at := range inv.Atoms {
			if b, ok := at.(*program.Binary); ok {
				widths[b.X.Type().Width] = true
			}
		}
	}
	a.ranges = intervalAtoms(headInv)
	if at != nil {
		addAnalyzedRanges(sys, a.ranges, at)
	}
	p := sys.P
	proved := map[*program.Edge]bool{}
	first := true
	for w := range widths {
		holds, ok := a.checksHolding(sys, headInv, w)
		if !ok {
			continue
		}
		if first {
			proved, first = holds, false
			continue
		}
		// A check holds when some width's pass shows it: each pass is
		// sound on its own.
		for e := range holds {
			proved[e] = true
		}
	}
	var out []*program.CheckInfo
	for _, l := range p.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || !proved[e] || c.Check == nil {
				continue
			}
			e.Stmt = &program.Check{Cond: program.True, Check: c.Check}
			out = append(out, c.Check)
		}
	}
	return out
}

// checksHoldingAt is checksHolding at each of the widths: the check
// edges that hold at one of them.
func (a *polyAlg) checksHoldingAt(sys *System, headInv map[*program.Loc][]program.Expr, widths map[int]bool) map[*program.Edge]bool {
	proved := map[*program.Edge]bool{}
	for w := range widths {
		holds, ok := a.checksHolding(sys, headInv, w)
		if !ok {
			continue
		}
		for e := range holds {
			proved[e] = true
		}
	}
	return proved
}

// checksHolding runs the pass for w-bit comparisons and returns the
// assertion and error-call edges that cannot fail.
func (a *polyAlg) checksHolding(sys *System, headInv map[*program.Loc][]program.Expr, w int) (map[*program.Edge]bool, bool) {
	state, ok := a.flowStates(sys, headInv, w)
	if !ok {
		return nil, false
	}
	p := sys.P
	holds := map[*program.Edge]bool{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || c.Check == nil || (c.Check.Kind != program.CheckAssertion && c.Check.Kind != program.CheckReachError) {
				continue
			}
			all := true
			for _, st := range state[l] {
				if a.truth(c.Cond, st, w) <= 0 {
					all = false
					break
				}
			}
			if all {
				holds[e] = true
			}
		}
	}
	return holds, true
}

// flowStates runs the pass for w-bit comparisons and returns what it
// knows at each location (nothing at one no path reaches).
func (a *polyAlg) flowStates(sys *System, headInv map[*program.Loc][]program.Expr, w int) (map[*program.Loc][]*polyState, bool) {
	p := sys.P
	reset := func(h *program.Loc) *polyState {
		st := &polyState{base: h, env: polyEnv{}, facts: map[*program.Var]bool{}}
		a.base = h
		for _, at := range headInv[h] {
			b, ok := at.(*program.Binary)
			if !ok || b.Op != program.Eq || b.X.Type().Width != w {
				continue
			}
			px, ok1 := a.of(b.X, w, st.env)
			py, ok2 := a.of(b.Y, w, st.env)
			if ok1 && ok2 {
				st.inv = append(st.inv, px.add(py, ^uint64(0)))
			}
		}
		a.base = nil
		st.ord = a.headOrders(headInv[h], st, w)
		return st
	}
	// Each location keeps up to polyMaxDisjuncts states, one per way
	// its paths from the cut point differ (an assertion after the join
	// of two branches is checked on each), and joins them beyond.
	state := map[*program.Loc][]*polyState{}
	if sys.Nest.LoopOfHead(p.Entry) != nil {
		state[p.Entry] = []*polyState{reset(p.Entry)}
	} else {
		state[p.Entry] = []*polyState{{env: polyEnv{}, facts: map[*program.Var]bool{}}}
	}
	work := []*program.Loc{p.Entry}
	queued := map[*program.Loc]bool{p.Entry: true}
	budget := 64 * (len(p.Locs) + 16)
	for len(work) > 0 {
		if budget--; budget < 0 {
			return nil, false
		}
		l := work[0]
		work = work[1:]
		queued[l] = false
		for _, e := range l.Out {
			changed := false
			for _, cur := range state[l] {
				if a.spend(len(cur.env) + len(cur.facts)) {
					return nil, false
				}
				next, taken, ok := a.step(e, cur, w)
				if !ok {
					return nil, false
				}
				if !taken {
					continue
				}
				if sys.Nest.LoopOfHead(e.To) != nil {
					if _, seen := state[e.To]; seen {
						continue
					}
					state[e.To], changed = []*polyState{reset(e.To)}, true
					continue
				}
				if slices.ContainsFunc(state[e.To], func(old *polyState) bool { return statesEqual(old, next) }) {
					continue
				}
				sts := append(slices.Clone(state[e.To]), next)
				if len(sts) > polyMaxDisjuncts {
					j := sts[0]
					for _, o := range sts[1:] {
						j = joinStates(j, o)
					}
					if old := state[e.To]; len(old) == 1 && statesEqual(old[0], j) {
						continue
					}
					sts = []*polyState{j}
				}
				state[e.To], changed = sts, true
			}
			if changed && !queued[e.To] {
				queued[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	return state, true
}

// ChecksImplied says whether every assertion and error call of sys's
// program holds by the pass of DischargePolynomial from invs, proved
// invariants of sys's heads (their equalities are the generators), with
// the exits of loops made equalities where the atoms bound them
// (exitEqualities: i <= n at the head of while (i < n) leaves with
// i == n, so that k == i*m there gives k == n*m after the loop, which SAT
// would have to show across two multipliers). It changes nothing.
func ChecksImplied(sys *System, invs []Invariant) bool {
	return ChecksImpliedFrom(sys, invs, 0)
}

// ChecksImpliedFrom is ChecksImplied where the first covered
// transitions from the start are known to violate no check (a bounded
// search's base case): with covered >= 1, a check that no path from a
// loop head reaches (the allocation's capacity check before the first
// loop) is executed only in the first transition, and needs no
// algebra.
func ChecksImpliedFrom(sys *System, invs []Invariant, covered int) bool {
	var beforeLoops map[*program.Loc]bool
	if covered >= 1 {
		beforeLoops = unreachedFromHeads(sys)
	}
	a := newPolyAlg()
	a.exitEqs = map[*program.Edge][]program.Expr{}
	widths := map[int]bool{}
	headInv := map[*program.Loc][]program.Expr{}
	for _, inv := range invs {
		if inv.Loc == nil || len(inv.Atoms) == 0 {
			continue
		}
		atoms := append(slices.Clone(inv.Atoms), inv.Exact...)
		headInv[inv.Loc] = atoms
		for _, at := range atoms {
			if b, ok := at.(*program.Binary); ok && b.Op == program.Eq {
				widths[b.X.Type().Width] = true
			}
		}
		if loop := sys.Nest.LoopOfHead(inv.Loc); loop != nil {
			for e, eqs := range exitEqualities(inv.Loc, loop, atoms) {
				a.exitEqs[e] = eqs
			}
		}
	}
	a.exitEqs = mergeExitFacts(a.exitEqs, countingExitFacts(sys))
	exact := false
	for _, inv := range invs {
		exact = exact || len(inv.Exact) > 0
	}
	if (len(a.exitEqs) == 0 && !exact) || len(widths) == 0 {
		return false
	}
	a.ranges = intervalAtoms(headInv)
	proved := a.checksHoldingAt(sys, headInv, widths)
	for _, l := range sys.P.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || c.Cond == program.True {
				continue
			}
			if k, isConst := c.Cond.(*program.Const); isConst && k.Val&1 == 1 {
				continue
			}
			if !proved[e] && !beforeLoops[l] {
				return false
			}
		}
	}
	return true
}

// maxDisjunctProducts bounds the products one disjunction gives.
const maxDisjunctProducts = 16

// assumedFacts are the equalities X - Y and the disequalities (each
// != 0) that a condition assumes: those of its conjuncts (a && b, and
// !(a || b)), each an equality or its negation.
func (a *polyAlg) assumedFacts(cond program.Expr, st *polyState, w int) (eqs, neqs []poly) {
	cond, neg := stripNots(cond)
	b, ok := cond.(*program.Binary)
	if !ok {
		return nil, nil
	}
	switch {
	case (b.Op == program.LAnd && !neg) || (b.Op == program.LOr && neg):
		var x, y program.Expr = b.X, b.Y
		if neg {
			x = &program.Unary{Op: program.LNot, X: x}
			y = &program.Unary{Op: program.LNot, X: y}
		}
		e1, n1 := a.assumedFacts(x, st, w)
		e2, n2 := a.assumedFacts(y, st, w)
		return append(e1, e2...), append(n1, n2...)
	case (b.Op == program.LOr && !neg) || (b.Op == program.LAnd && neg):
		// One of two sides holds (a loop left by !(a != 0 && b != 0)):
		// an equality D1 == 0 of one side or D2 == 0 of the other
		// holds, so D1*D2 == 0 does, modulo 2^w too; for each
		// equality of a side that states several (a counting exit,
		// countexit.go), each such product.
		var x, y program.Expr = b.X, b.Y
		if neg {
			x = &program.Unary{Op: program.LNot, X: x}
			y = &program.Unary{Op: program.LNot, X: y}
		}
		// A side the state refutes leaves the other whole (a
		// counting exit's first visit beyond a bound the ranges
		// exclude).
		if a.refuted(x, st, w) {
			return a.assumedFacts(y, st, w)
		}
		if a.refuted(y, st, w) {
			return a.assumedFacts(x, st, w)
		}
		e1, _ := a.assumedFacts(x, st, w)
		e2, _ := a.assumedFacts(y, st, w)
		var out []poly
		for _, p := range e1 {
			for _, q := range e2 {
				if d, ok := p.mul(q); ok && len(out) < maxDisjunctProducts {
					out = append(out, d)
				}
			}
		}
		return out, nil
	case b.Op != program.Eq && b.Op != program.Ne:
		return nil, nil
	}
	d, ok := a.difference(b, st, w)
	if !ok {
		return nil, nil
	}
	if (b.Op == program.Eq) != neg {
		return []poly{d}, nil
	}
	return nil, []poly{d}
}

// unreachedFromHeads are the locations of sys's program that no path
// from a loop head reaches: only the first transition from the start
// runs them. Nil when the entry is itself a loop head.
func unreachedFromHeads(sys *System) map[*program.Loc]bool {
	p := sys.P
	if sys.Nest.LoopOfHead(p.Entry) != nil {
		return nil
	}
	seen := program.ReachableFrom(sys.Cuts[1:]...)
	out := map[*program.Loc]bool{}
	for _, l := range p.Locs {
		if !seen[l] {
			out[l] = true
		}
	}
	return out
}

// addAnalyzedRanges intersects, at every loop head, the intervals of the
// integer variables that at gives with those ranges holds.
func addAnalyzedRanges(sys *System, ranges map[*program.Loc]map[*program.Var][2]*big.Int, at IntervalAt) {
	vars := append(slices.Clone(sys.P.Globals), sys.P.Locals...)
	for _, l := range sys.Nest.Loops {
		h := l.Head
		for _, v := range vars {
			if v.Type.Kind != program.KindInt || v.Type.Width > 64 {
				continue
			}
			lo, hi, ok := at(h, v)
			if !ok || lo == nil || hi == nil {
				continue
			}
			if ranges[h] == nil {
				ranges[h] = map[*program.Var][2]*big.Int{}
			}
			if cur, seen := ranges[h][v]; seen {
				if cur[0].Cmp(lo) > 0 {
					lo = cur[0]
				}
				if cur[1].Cmp(hi) < 0 {
					hi = cur[1]
				}
			}
			ranges[h][v] = [2]*big.Int{lo, hi}
		}
	}
}

// refuted says whether cond is known to be false in st: a conjunct is,
// or the pass's truth says so, or the intervals of an order
// comparison's sides do (rangeTruth).
func (a *polyAlg) refuted(cond program.Expr, st *polyState, w int) bool {
	x, neg := stripNots(cond)
	if b, ok := x.(*program.Binary); ok {
		switch {
		case b.Op == program.LAnd && !neg:
			return a.refuted(b.X, st, w) || a.refuted(b.Y, st, w)
		case b.Op == program.LOr && neg:
			return a.refuted(&program.Unary{Op: program.LNot, X: b.X}, st, w) || a.refuted(&program.Unary{Op: program.LNot, X: b.Y}, st, w)
		case orderOp(b.Op):
			if t := a.rangeTruth(b, st, w); t != 0 {
				return (t < 0) != neg
			}
		}
	}
	return a.truth(cond, st, w) < 0
}

// rangeTruth decides an order comparison X op Y of integers of one type
// T from the intervals of its sides: each side's polynomial in T's width,
// its monomials' intervals (symRange: the ranges proved at st's base
// head, or the types') summed; a sum inside T's range is the side's
// value read in T (they are equal modulo 2^w and both in T's range).
// The pass's values are polynomials modulo 2^w: a comparison wider
// than w is not known. 1 true, -1 false, 0 not known.
func (a *polyAlg) rangeTruth(b *program.Binary, st *polyState, w int) int {
	t := b.X.Type()
	if !orderOp(b.Op) || t.Kind != program.KindInt || t.Width > w || !sameInt(t, b.Y.Type()) {
		return 0
	}
	defer a.readIn(st)()
	tlo, thi := typeRange(t)
	interval := func(x program.Expr) (*big.Int, *big.Int, bool) {
		p, ok := a.of(x, t.Width, st.env)
		if !ok {
			return nil, nil, false
		}
		lo, hi := new(big.Int), new(big.Int)
		for k, c := range p {
			if c&widthMask(t.Width) == 0 {
				continue
			}
			ml, mh, ok := monomialInterval(k, c, t.Width, func(id int) (*big.Int, *big.Int, bool) {
				return a.symRange(id, t.Width, t.Signed)
			})
			if !ok {
				return nil, nil, false
			}
			lo.Add(lo, ml)
			hi.Add(hi, mh)
		}
		if lo.Cmp(tlo) < 0 || hi.Cmp(thi) > 0 {
			return nil, nil, false
		}
		return lo, hi, true
	}
	xl, xh, ok1 := interval(b.X)
	yl, yh, ok2 := interval(b.Y)
	if !ok1 || !ok2 {
		return 0
	}
	op, xl, xh, yl, yh := b.Op, xl, xh, yl, yh
	if op == program.Gt || op == program.Ge {
		// Y < X, Y <= X.
		op, xl, xh, yl, yh = flipOrder(op), yl, yh, xl, xh
	}
	switch op {
	case program.Lt:
		if xh.Cmp(yl) < 0 {
			return 1
		}
		if xl.Cmp(yh) >= 0 {
			return -1
		}
	case program.Le:
		if xh.Cmp(yl) <= 0 {
			return 1
		}
		if xl.Cmp(yh) > 0 {
			return -1
		}
	}
	return 0
}
