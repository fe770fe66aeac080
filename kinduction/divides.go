package kinduction

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Divisibility by a variable (divides.go).
//
// A loop that steps x by multiples of a variable d it does not write
// (x += k, x += 3*k, x += k or x += 2*k on two branches) keeps x % d == 0,
// which a check after the loop tests. SAT would have to show two
// dividers agree across an adder; the algebra of the polynomial
// invariants cannot say it either, since x == d*q modulo 2^w does not
// make x a multiple of d (3 is invertible modulo 2^32). The fact is a
// statement over the integers, and it is proved over the integers:
//
//   - at the head, x % d == 0 means x == d*q for an integer q when
//     d != 0 (the IR's x % 0 is x: then x == 0);
//   - x's value on entry is a polynomial E (the straight-line assignment
//     before the head, x = 0 or x = k*m), and after each path through the
//     body (guards ignored, no inner loop) a polynomial P over the
//     variables' values at the head; both must be, as polynomials, d
//     times a polynomial Q plus (for P) x itself, and d must keep its
//     value on every path;
//   - the value of E, or of x + d*Q, is bounded over the integers by the
//     intervals of the range analysis at the head (each symbol a
//     variable's value there, coefficients read as signed w-bit
//     numbers); when those bounds lie inside x's type, the w-bit value
//     the program computes, which is congruent to that integer modulo
//     2^w, is that integer: x' == d*(q + Q) exactly, so x' % d == 0
//     (for d == 0, x' == x).
//
// So the pair holds at every visit of the head, by induction over the
// visits of an execution up to its first violated check; the range
// analysis is sound for C's wrap-around semantics, so the argument holds
// whether overflow wraps or is cut. A check x % d == 0 (or its negation
// compared, or a flag set from it) that the pass of polycheck.go reaches
// with x and d as they were at such a head then holds: DischargeDivisibility
// makes it true.

// IntervalAt gives the integer interval of v's values at l, read in v's
// type (two's complement for signed types), as the range analysis
// computes it; ok is false when there is none.
type IntervalAt func(l *program.Loc, v *program.Var) (lo, hi *big.Int, ok bool)

// divPair is a remainder x % d of two variables compared with zero.
type divPair struct{ x, d *program.Var }

// maxDivPairs bounds the pairs the pass tries.
const maxDivPairs = 16

// divisibilityPairs are the pairs x % d (x and d integer variables of one
// type) that the program compares with zero, in the order of its edges.
func divisibilityPairs(p *program.Program) []divPair {
	var out []divPair
	seen := map[divPair]bool{}
	visit := func(e program.Expr) {
		program.Walk(e, func(x program.Expr) bool {
			b, ok := x.(*program.Binary)
			if !ok || (b.Op != program.Eq && b.Op != program.Ne) {
				return true
			}
			if pr, ok := remainderZero(b); ok && !seen[pr] && len(out) < maxDivPairs {
				seen[pr] = true
				out = append(out, pr)
			}
			return true
		})
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			for _, x := range program.ValueExprs(e.Stmt) {
				visit(x)
			}
		}
	}
	return out
}

// remainderZero reads b as x % d == 0 (or !=), either side, over two
// variables of one integer type.
func remainderZero(b *program.Binary) (divPair, bool) {
	r, z := b.X, b.Y
	if _, ok := r.(*program.Const); ok {
		r, z = z, r
	}
	if c, ok := z.(*program.Const); !ok || c.Val != 0 {
		return divPair{}, false
	}
	rem, ok := r.(*program.Binary)
	if !ok || rem.Op != program.Rem {
		return divPair{}, false
	}
	x, ok1 := rem.X.(*program.VarRef)
	d, ok2 := rem.Y.(*program.VarRef)
	if !ok1 || !ok2 || x.Var == d.Var || x.Var.Type.Kind != program.KindInt || !program.Identical(x.Var.Type, d.Var.Type) {
		return divPair{}, false
	}
	return divPair{x.Var, d.Var}, true
}

// divTruth says whether b, a comparison x % d == 0 (or !=) in st, is
// known to hold (1) or fail (-1) by a divisibility proved at st's base.
func (a *polyAlg) divTruth(b *program.Binary, st *polyState, w int) int {
	pr, ok := remainderZero(b)
	if !ok || pr.x.Type.Width != w || !a.divFacts[st.base][pr] {
		return 0
	}
	rem := b.X
	if _, isConst := rem.(*program.Const); isConst {
		rem = b.Y
	}
	r := rem.(*program.Binary)
	px, ok1 := a.of(r.X, w, st.env)
	pd, ok2 := a.of(r.Y, w, st.env)
	if !ok1 || !ok2 {
		return 0
	}
	// x as the head left it, or plus d times a polynomial bounded
	// there (the exit of a do … while passes the step once more).
	hx, hd := a.headSymbol(st.base, pr.x), a.headSymbol(st.base, pr.d)
	if id, ok := singleSym(pd, w); !ok || id != hd {
		return 0
	}
	rest := px.add(polySym(hx), ^uint64(0))
	mask := widthMask(w)
	for k, c := range rest {
		if c&mask == 0 {
			delete(rest, k)
		}
	}
	if len(rest) > 0 && (a.divAt == nil || !a.multipleInRange(rest, hx, hd, true, pr.x.Type, st.base, a.divAt)) {
		return 0
	}
	if b.Op == program.Eq {
		return 1
	}
	return -1
}

// provesDivisible says whether x % d == 0 holds at every visit of loop's
// head (the file's comment).
func (a *polyAlg) provesDivisible(sys *System, loop *symex.Loop, pr divPair, at IntervalAt, states map[*program.Loc][]*polyState) bool {
	head := loop.Head
	w := pr.x.Type.Width
	if !polyVar(pr.x, w) || !polyVar(pr.d, w) {
		return false
	}
	written := loopWrites(loop.Body)
	if !written[pr.x] || written[pr.d] {
		return false
	}
	if !a.entersDivisible(loop, pr, at, states) {
		return false
	}
	defer func(old *program.Loc) { a.base = old }(a.base)
	a.base = nil
	paths, ok := loopPaths(loop, head, sys.Nest)
	if !ok || len(paths) == 0 {
		return false
	}
	envs, _, ok := a.runPaths(paths, w, nil)
	if !ok {
		return false
	}
	mask := widthMask(w)
	for _, env := range envs {
		if pd, moved := env[pr.d]; moved {
			if id, one := singleSym(pd, w); !one || id != a.sym(pr.d) {
				return false
			}
		}
		px, moved := env[pr.x]
		if !moved {
			continue
		}
		// P - x, modulo 2^w.
		rest := px.add(polySym(a.sym(pr.x)), ^uint64(0))
		for k, c := range rest {
			if c&mask == 0 {
				delete(rest, k)
			}
		}
		if !a.multipleInRange(rest, a.sym(pr.x), a.sym(pr.d), true, pr.x.Type, head, at) {
			return false
		}
	}
	return true
}

// entersDivisible says whether x % d == 0 holds whenever control enters
// loop: x's entry value (the straight-line assignment before the head)
// is d times a polynomial, bounded inside x's type; or, given the pass's
// states (nil in the first round), every entry edge leaves a state
// where a fact proved at an earlier loop's head shows it (x and d as
// that loop left them).
func (a *polyAlg) entersDivisible(loop *symex.Loop, pr divPair, at IntervalAt, states map[*program.Loc][]*polyState) bool {
	head := loop.Head
	w := pr.x.Type.Width
	defer func(old *program.Loc) { a.base = old }(a.base)
	if e, ok := entryExpr(head, loop.Body, pr.x); ok {
		a.base = nil
		if p0, ok := a.of(e, w, polyEnv{}); ok && a.multipleInRange(p0, a.sym(pr.x), a.sym(pr.d), false, pr.x.Type, head, at) {
			return true
		}
	}
	if states == nil {
		return false
	}
	goal := &program.Binary{Op: program.Eq, X: &program.Binary{Op: program.Rem, X: &program.VarRef{Var: pr.x}, Y: &program.VarRef{Var: pr.d}, T: pr.x.Type}, Y: program.NewConst(pr.x.Type, 0), T: program.Bool}
	entries := 0
	for _, e := range head.In {
		if loop.Body[e.From] {
			continue
		}
		entries++
		if len(states[e.From]) == 0 {
			return false
		}
		for _, st := range states[e.From] {
			next, taken, ok := a.step(e, st, w)
			if !ok {
				return false
			}
			if !taken {
				continue
			}
			a.base = next.base
			if a.divTruth(goal, next, w) != 1 {
				return false
			}
		}
	}
	return entries > 0
}

// multipleInRange says whether p (modulo 2^w) is the symbol dSym times
// a polynomial, and whether p, plus the symbol xSym when withX, is
// bounded over the integers inside type t by the intervals at head; the
// symbols are variables' values at head (their own symbols, or head's).
func (a *polyAlg) multipleInRange(p poly, xSym, dSym int, withX bool, t *program.Type, head *program.Loc, at IntervalAt) bool {
	w := t.Width
	mask := widthMask(w)
	dKey := strconv.Itoa(dSym)
	symRange := func(id int) (*big.Int, *big.Int, bool) {
		if id < 0 || id >= len(a.vars) {
			return nil, nil, false
		}
		v := a.vars[id]
		if v == nil {
			hv, ok := a.headOf[id]
			if !ok || hv.head != head {
				return nil, nil, false
			}
			v = hv.v
		}
		if v.Type.Kind != program.KindInt || v.Type.Width > 64 {
			return nil, nil, false
		}
		return at(head, v)
	}
	lo, hi := new(big.Int), new(big.Int)
	if withX {
		xl, xh, ok := symRange(xSym)
		if !ok {
			return false
		}
		lo.Set(xl)
		hi.Set(xh)
	}
	for k, c := range p {
		if c&mask == 0 {
			continue
		}
		if k == "" {
			return false // a constant term is no multiple of d
		}
		if !slices.Contains(strings.Split(k, ","), dKey) {
			return false
		}
		ml, mh, ok := monomialInterval(k, c, w, symRange)
		if !ok {
			return false
		}
		lo.Add(lo, ml)
		hi.Add(hi, mh)
	}
	tlo, thi := typeRange(t)
	return lo.Cmp(tlo) >= 0 && hi.Cmp(thi) <= 0
}

// monomialInterval is the interval of the integer c·Π s over the
// symbols of monomial key k (ids joined by commas; "" for the constant),
// c read as a signed w-bit integer, from the symbols' intervals
// (symRange); false when one has none.
func monomialInterval(k string, c uint64, w int, symRange func(id int) (lo, hi *big.Int, ok bool)) (*big.Int, *big.Int, bool) {
	ml, mh := big.NewInt(signedMod(c, w)), big.NewInt(signedMod(c, w))
	if k == "" {
		return ml, mh, true
	}
	for _, f := range strings.Split(k, ",") {
		id, err := strconv.Atoi(f)
		if err != nil {
			return nil, nil, false
		}
		sl, sh, ok := symRange(id)
		if !ok {
			return nil, nil, false
		}
		ml, mh = mulInterval(ml, mh, sl, sh)
	}
	return ml, mh, true
}

// mulInterval is the interval of the products of [al, ah] and [bl, bh].
func mulInterval(al, ah, bl, bh *big.Int) (*big.Int, *big.Int) {
	ps := []*big.Int{
		new(big.Int).Mul(al, bl), new(big.Int).Mul(al, bh),
		new(big.Int).Mul(ah, bl), new(big.Int).Mul(ah, bh),
	}
	lo, hi := ps[0], ps[0]
	for _, p := range ps[1:] {
		if p.Cmp(lo) < 0 {
			lo = p
		}
		if p.Cmp(hi) > 0 {
			hi = p
		}
	}
	return lo, hi
}

// typeRange is the integers an integer type holds.
func typeRange(t *program.Type) (*big.Int, *big.Int) {
	w := uint(t.Width)
	if t.Signed {
		lo := new(big.Int).Lsh(big.NewInt(-1), w-1)
		hi := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w-1), big.NewInt(1))
		return lo, hi
	}
	return new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), w), big.NewInt(1))
}

// HasDivisibility says whether sys's program compares a remainder of
// two variables with zero: whether DischargeDivisibility, which needs
// the range analysis, can find anything.
func HasDivisibility(sys *System) bool { return len(divisibilityPairs(sys.P)) > 0 }

// DischargeDivisibility makes the condition of every assertion and error
// call that a divisibility by a variable proved at a loop head implies
// (the file's comment) the constant true, and returns their CheckInfos.
// invs are PolynomialInvariants(sys) (their equalities join the pass's
// generators), at the range analysis of sys's program.
func DischargeDivisibility(sys *System, invs []Invariant, at IntervalAt) []*program.CheckInfo {
	pairs := divisibilityPairs(sys.P)
	if len(pairs) == 0 || at == nil {
		return nil
	}
	a := newPolyAlg()
	a.divFacts, a.divAt = map[*program.Loc]map[divPair]bool{}, at
	headInv := map[*program.Loc][]program.Expr{}
	for _, inv := range invs {
		if inv.Loc != nil && len(inv.Atoms) > 0 {
			headInv[inv.Loc] = inv.Atoms
		}
	}
	widths := map[int]bool{}
	// Rounds: a loop entered where an earlier loop's fact holds (x's
	// value as that loop left it) starts with the fact; each round's
	// pass knows the facts proved so far.
	for round := 0; round <= len(sys.Nest.Loops); round++ {
		states := map[int]map[*program.Loc][]*polyState{}
		changed := false
		for _, loop := range sys.Nest.Loops {
			for _, pr := range pairs {
				if a.divFacts[loop.Head][pr] {
					continue
				}
				w := pr.x.Type.Width
				if round > 0 && states[w] == nil {
					st, ok := a.flowStates(sys, headInv, w)
					if !ok {
						continue
					}
					states[w] = st
				}
				if !a.provesDivisible(sys, loop, pr, at, states[w]) {
					continue
				}
				if a.divFacts[loop.Head] == nil {
					a.divFacts[loop.Head] = map[divPair]bool{}
				}
				a.divFacts[loop.Head][pr] = true
				widths[w], changed = true, true
			}
		}
		if !changed && round > 0 {
			break
		}
	}
	if len(widths) == 0 {
		return nil
	}
	proved := a.checksHoldingAt(sys, headInv, widths)
	var out []*program.CheckInfo
	for _, l := range sys.P.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || !proved[e] || c.Check == nil || c.Cond == program.True {
				continue
			}
			e.Stmt = &program.Check{Cond: program.True, Check: c.Check}
			out = append(out, c.Check)
		}
	}
	return out
}
