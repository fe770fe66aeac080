package boolprog

// This file decides how the writers print each transition. A transition's
// Rel is a set of cubes (minterms, as all-SAT enumerates them), which
// printed as such grows with 2^n; most transitions are functions, which
// print small. With R the relation (Rel, over the current values and the
// next values of Changed) the plan is
//
//	guard     D = exists next. R: the states where the transition is enabled
//	function  next(b) = f, where R determines next(b) from the current state
//	choice    where next(b) is independent of the other next values: the
//	          states where it must become true (pos) and false (neg);
//	          elsewhere in D it is free (bp's schoose[pos, neg])
//	havoc     next(b) unconstrained
//	rest      a constraint on the remaining next values, over the current
//	          and those next values
//
// and R equals D & (next(b) <-> f for each function) & ((pos -> next(b)) &
// (neg -> !next(b)) for each choice) & rest. The plan is checked against R
// with BDDs; a transition whose plan does not match (a bug) is printed as
// one constraint, R itself. Formulas are printed with don't-cares: f, pos,
// neg and rest only matter inside D.

type updateKind uint8

const (
	updFunc   updateKind = iota // next(b) = f
	updChoose                   // next(b) = schoose[pos, neg]
	updHavoc                    // next(b) = *
	updRest                     // constrained by the rest formula
)

// An update says how a Changed predicate gets its next value.
type update struct {
	pred     int
	kind     updateKind
	f        *formula // updFunc
	pos, neg *formula // updChoose
}

// same reports whether the update keeps the value: next(b) = b.
func (u *update) same() bool {
	return u.kind == updFunc && u.f.kind == fLit && !u.f.neg && u.f.level == int32(curLevel(u.pred))
}

type transPlan struct {
	never   bool     // Rel is false: the transition is never taken
	guard   *formula // over current values
	updates []update // one per Changed predicate, in order
	rest    *formula // over current values and next values of updRest predicates
}

type plan struct {
	m     *bddManager
	p     *Program
	init  *formula
	trans []transPlan
	// shared: formulas are printed with DEFINEs for shared BDD nodes (SMV),
	// so a BDD's size is its number of nodes, not its size as a tree.
	shared bool
	// fallbacks counts transitions whose decomposition did not check out.
	fallbacks int
}

// isopLimit bounds the sums of products tried (in literals); beyond it the
// BDD is printed.
const isopLimit = 4000

func newPlan(p *Program, shared bool) *plan {
	pl := &plan{m: newBDD(), p: p, shared: shared}
	initStates := pl.cubeSet(p.InitStates)
	pl.init = pl.formulaFor(initStates, initStates)
	pl.trans = make([]transPlan, len(p.Trans))
	for i := range p.Trans {
		pl.trans[i] = pl.transition(&p.Trans[i])
	}
	return pl
}

// cubeSet returns the BDD of s. Each cube is built bottom-up and the
// disjunction as a balanced tree, since all-SAT can give thousands of
// cubes.
func (pl *plan) cubeSet(s CubeSet) bddNode {
	m := pl.m
	bdds := make([]bddNode, 0, len(s))
	var lits []bddLit
	for _, c := range s {
		lits = lits[:0]
		for _, l := range c {
			level := curLevel(l.Pred)
			if l.Next {
				level = nextLevel(l.Pred)
			}
			lits = append(lits, bddLit{int32(level), l.Neg})
		}
		bdds = append(bdds, m.cubeOf(lits))
	}
	for len(bdds) > 1 {
		var next []bddNode
		for i := 0; i < len(bdds); i += 2 {
			if i+1 < len(bdds) {
				next = append(next, m.or(bdds[i], bdds[i+1]))
			} else {
				next = append(next, bdds[i])
			}
		}
		bdds = next
	}
	if len(bdds) == 0 {
		return bddFalse
	}
	return bdds[0]
}

// formulaFor returns a formula for some function g with lower <= g <=
// upper: a factored irredundant sum of products or product of sums when
// one is small, otherwise a BDD in the interval (restricted to the care
// set).
func (pl *plan) formulaFor(lower, upper bddNode) *formula {
	m := pl.m
	if lower == bddFalse {
		return formFalse
	}
	if upper == bddTrue {
		return formTrue
	}
	f := m.restrict(lower, m.or(lower, m.neg(upper)))
	if m.size(f) > m.size(lower) { // restrict usually shrinks, not always
		f = lower
	}
	bddForm := m.nodeForm(f)
	if bddForm.kind != fNode {
		return bddForm
	}
	// The smaller of a sum of products and a product of sums, if any is
	// within the limit.
	var sop *formula
	sopLits := isopLimit + 1
	if cubes, _, ok := m.isop(lower, upper, isopLimit); ok {
		sop = sopFormula(cubes)
		sopLits = m.treeLits(sop, nil, isopLimit+1)
	}
	if cubes, _, ok := m.isop(m.neg(upper), m.neg(lower), isopLimit); ok {
		cnf := cnfFormula(cubes)
		if lits := m.treeLits(cnf, nil, isopLimit+1); lits < sopLits {
			sop, sopLits = cnf, lits
		}
	}
	if sop == nil {
		return bddForm
	}
	if pl.shared {
		// A DEFINE per node costs about three literals.
		if sopLits <= 3*m.size(f)+3 {
			return sop
		}
		return bddForm
	}
	if sopLits <= m.treeLits(bddForm, map[bddNode]int{}, sopLits+1) {
		return sop
	}
	return bddForm
}

// transition decomposes t (see the comment at the top of this file).
func (pl *plan) transition(t *Transition) transPlan {
	m := pl.m
	rel := pl.cubeSet(t.Rel)
	if rel == bddFalse {
		return transPlan{never: true}
	}
	nextLevels := make([]int, len(t.Changed))
	for k, c := range t.Changed {
		nextLevels[k] = nextLevel(c)
	}
	allNext := m.cube(nextLevels)
	guard := m.exist(rel, allNext)
	tp := transPlan{guard: pl.formulaFor(guard, guard), updates: make([]update, len(t.Changed))}
	careless := m.neg(guard) // don't-cares of everything but the guard

	// Functions and havocs first; what remains goes to choices or rest.
	pos := make([]bddNode, len(t.Changed))
	neg := make([]bddNode, len(t.Changed))
	var decided []int // next levels of functions and havocs
	var open []int    // indices into Changed
	for k, c := range t.Changed {
		x := m.variable(nextLevel(c), false)
		pos[k] = m.exist(m.and(rel, x), allNext)
		neg[k] = m.exist(m.and(rel, m.neg(x)), allNext)
		u := &tp.updates[k]
		u.pred = c
		switch {
		case m.exist(rel, m.cube([]int{nextLevel(c)})) == rel:
			u.kind = updHavoc
			decided = append(decided, nextLevel(c))
		case m.and(pos[k], neg[k]) == bddFalse:
			u.kind = updFunc
			u.f = pl.formulaFor(pos[k], m.or(pos[k], careless))
			decided = append(decided, nextLevel(c))
		default:
			open = append(open, k)
		}
	}
	rest := m.exist(rel, m.cube(decided))
	var restLevels []int
	for i, k := range open {
		c := t.Changed[k]
		var others []int
		for _, k2 := range open[i+1:] {
			others = append(others, nextLevel(t.Changed[k2]))
		}
		others = append(others, restLevels...)
		projection := m.exist(rest, m.cube(others))
		without := m.exist(rest, m.cube([]int{nextLevel(c)}))
		u := &tp.updates[k]
		if m.and(without, projection) == rest {
			u.kind = updChoose
			mustTrue := m.and(pos[k], m.neg(neg[k]))
			mustFalse := m.and(neg[k], m.neg(pos[k]))
			u.pos = pl.formulaFor(mustTrue, m.or(mustTrue, careless))
			u.neg = pl.formulaFor(mustFalse, m.or(mustFalse, careless))
			rest = without
			continue
		}
		u.kind = updRest
		restLevels = append(restLevels, nextLevel(c))
	}
	tp.rest = formTrue
	if len(restLevels) > 0 {
		tp.rest = pl.formulaFor(rest, m.or(rest, careless))
	}
	if pl.relation(&tp) != rel {
		pl.fallbacks++
		tp = transPlan{guard: formTrue, updates: make([]update, len(t.Changed)), rest: pl.formulaFor(rel, rel)}
		for k, c := range t.Changed {
			tp.updates[k] = update{pred: c, kind: updRest}
		}
	}
	return tp
}

// relation returns the BDD of what tp prints.
func (pl *plan) relation(tp *transPlan) bddNode {
	m := pl.m
	if tp.never {
		return bddFalse
	}
	r := m.and(m.toBDD(tp.guard), m.toBDD(tp.rest))
	for _, u := range tp.updates {
		x := m.variable(nextLevel(u.pred), false)
		switch u.kind {
		case updFunc:
			r = m.and(r, m.iff(x, m.toBDD(u.f)))
		case updChoose:
			r = m.and(r, m.and(m.implies(m.toBDD(u.pos), x), m.implies(m.toBDD(u.neg), m.neg(x))))
		}
	}
	return r
}
