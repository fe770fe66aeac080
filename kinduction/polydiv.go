package kinduction

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Quotients and remainders by constants in the algebra (see the package
// documentation, "Polynomial invariants").
//
// e / c, e % c, e >> k and e & (2^k - 1), with c and k constants, are no
// polynomials, but C defines them so that e == c*q + r holds exactly
// over the integers (/ and % truncate towards zero, >> of a signed value
// and & round down), hence modulo 2^w. The algebra gives the quotient q
// and the remainder r of a value e (its polynomial modulo 2^w, the width
// of e's type: a narrower pass knows e only modulo 2^w, too little to
// divide) one symbol each, shared by every expression with the same
// value, divisor and rounding (y % 2 and y / 2; in unsigned arithmetic
// also y & 1 and y >> 1), and a check that meets them assumes their
// defining equality e - c*q - r == 0. The symbols are functions of e's
// value: a substitution of the variables maps them to the symbols of the
// substituted e, and a havoc of a symbol that e mentions makes them
// unknown as it does e.
//
// A check over such symbols (holds) first eliminates variables: a
// defining equality with a variable of coefficient ±1 (y - 2*q - r, or
// y - 1 - 2*q' - r' after y - 1 is halved) is a substitution y :=
// 2*q + r in the goal and the other equalities. Then, when the goal is
// not yet a combination of the equalities, it splits on the values of
// the remainders of small range (at most three: r in [0, c) when
// rounding down, (-c, c) when truncating): each value is substituted,
// and a case whose equalities contradict (a nonzero constant, or the
// constant 1 as a combination modulo 2: 2*q0 - 2*q1 - 1 == 0 has no
// solution) or whose disequalities vanish (the path assumed r != 1) is
// infeasible; every feasible case must give the goal.

// divKey names the quotient and remainder of a w-bit value by c.
type divKey struct {
	e      string // exact key of e's polynomial modulo 2^w
	c      uint64
	w      int
	signed bool // the value is signed
	trunc  bool // rounding towards zero (signed / and %), else down
}

// divInfo is what a division symbol stands for.
type divInfo struct {
	key  divKey
	e    poly
	q, r int
	quot bool // the symbol is the quotient, else the remainder
}

// exactKey names p modulo 2^w exactly (with its sign).
func exactKey(p poly, w int) string {
	m := widthMask(w)
	keys := make([]string, 0, len(p))
	for k, c := range p {
		if c&m != 0 {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s:%d;", k, p[k]&m)
	}
	return b.String()
}

// divSyms are the symbols of the quotient and the remainder of e by c.
func (a *polyAlg) divSyms(e poly, c uint64, w int, signed, trunc bool) (int, int) {
	k := divKey{e: exactKey(e, w), c: c, w: w, signed: signed, trunc: trunc}
	if a.divs == nil {
		a.divs, a.divOf = map[divKey][2]int{}, map[int]*divInfo{}
	}
	if ids, ok := a.divs[k]; ok {
		return ids[0], ids[1]
	}
	q := len(a.vars)
	r := q + 1
	a.vars = append(a.vars, nil, nil)
	a.divs[k] = [2]int{q, r}
	a.divOf[q] = &divInfo{key: k, e: e, q: q, r: r, quot: true}
	a.divOf[r] = &divInfo{key: k, e: e, q: q, r: r}
	return q, r
}

// constDivisor is the value of a constant operand (a cast of one
// included), sign-extended from its type.
func constDivisor(x program.Expr) (int64, bool) {
	if c, ok := x.(*program.Cast); ok {
		if _, ok := c.X.(*program.Const); ok && c.T.Kind == program.KindInt && c.X.Type().Kind == program.KindInt {
			v, ok := constDivisor(c.X)
			if !ok {
				return 0, false
			}
			// A conversion keeps the value when it fits.
			if w := c.T.Width; w < 64 {
				lo, hi := int64(0), int64(1)<<uint(w)-1
				if c.T.Signed {
					lo, hi = -(int64(1) << uint(w-1)), int64(1)<<uint(w-1)-1
				}
				if v < lo || v > hi {
					return 0, false
				}
			}
			return v, true
		}
		return 0, false
	}
	c, ok := x.(*program.Const)
	if !ok || c.T.Kind != program.KindInt || c.T.Width > 64 || c.T.Width == 0 {
		return 0, false
	}
	v := c.Val & widthMask(c.T.Width)
	if c.T.Signed && c.T.Width < 64 && v>>uint(c.T.Width-1)&1 == 1 {
		v |= ^widthMask(c.T.Width)
	}
	if !c.T.Signed && c.T.Width == 64 && int64(v) < 0 {
		return 0, false
	}
	return int64(v), true
}

// divMaxConst bounds the divisors of the algebra (a larger one makes
// no case split and seldom an invariant).
const divMaxConst = 1 << 16

// division translates x / c, x % c, x >> k and x & (2^k - 1) of type t
// (w == t.Width) into the symbol of its quotient or remainder.
func (a *polyAlg) division(x *program.Binary, w int, env polyEnv) (poly, bool) {
	t := x.Type()
	if t.Width != w || x.X.Type().Width != w {
		return nil, false
	}
	v, ok := constDivisor(x.Y)
	if !ok {
		return nil, false
	}
	var c uint64
	trunc, quot := false, false
	switch x.Op {
	case program.Div, program.Rem:
		if v < 2 || v > divMaxConst {
			return nil, false
		}
		c, trunc, quot = uint64(v), t.Signed, x.Op == program.Div
	case program.Shr:
		if v < 1 || v >= int64(w) || v > 16 {
			return nil, false
		}
		c, quot = 1<<uint(v), true
	case program.And:
		// A mask of low bits: the remainder modulo its successor.
		if v < 1 || v > divMaxConst-1 || (v+1)&v != 0 {
			return nil, false
		}
		c = uint64(v) + 1
	default:
		return nil, false
	}
	e, ok := a.of(x.X, w, env)
	if !ok {
		return nil, false
	}
	q, r := a.divSyms(e, c, w, t.Signed, trunc)
	if quot {
		return polySym(q), true
	}
	return polySym(r), true
}

// mentionsDeep says whether symbol key occurs in p, or in the value a
// division symbol of p divides.
func (a *polyAlg) mentionsDeep(p poly, key string) bool {
	if p.mentions(key) {
		return true
	}
	for k := range p {
		for _, s := range strings.Split(k, ",") {
			if s == "" {
				continue
			}
			id, _ := strconv.Atoi(s)
			if d, ok := a.divOf[id]; ok && a.mentionsDeep(d.e, key) {
				return true
			}
		}
	}
	return false
}

// divSymbolsOf are the division symbols of ps, and of the values they
// divide, in the order of their numbers.
func (a *polyAlg) divSymbolsOf(ps ...poly) []int {
	if len(a.divOf) == 0 {
		return nil
	}
	seen := map[int]bool{}
	var out []int
	var visit func(p poly)
	visit = func(p poly) {
		for k := range p {
			for _, s := range strings.Split(k, ",") {
				if s == "" {
					continue
				}
				id, _ := strconv.Atoi(s)
				d, ok := a.divOf[id]
				if !ok || seen[d.q] {
					continue
				}
				seen[d.q] = true
				out = append(out, d.q)
				visit(d.e)
			}
		}
	}
	for _, p := range ps {
		visit(p)
	}
	sort.Ints(out)
	return out
}

// divDefinition is e - c*q - r for the division whose quotient is q.
func (a *polyAlg) divDefinition(q int) poly {
	d := a.divOf[q]
	return d.e.add(poly{strconv.Itoa(d.q): d.key.c}, ^uint64(0)).add(polySym(d.r), ^uint64(0))
}

// substSym replaces symbol id by v in p.
func substSym(p poly, id int, v poly) (poly, bool) {
	key := strconv.Itoa(id)
	if !p.mentions(key) {
		return p, true
	}
	out := poly{}
	for k, c := range p {
		term := polyConst(c)
		if k != "" {
			for _, s := range strings.Split(k, ",") {
				f := poly{s: 1}
				if s == key {
					f = v
				}
				var ok bool
				if term, ok = term.mul(f); !ok {
					return nil, false
				}
			}
		}
		out = out.add(term, 1)
		if len(out) > polyMaxTerms {
			return nil, false
		}
	}
	return out, true
}

// pathFacts are a goal's equalities (generators) and disequalities.
type pathFacts struct {
	eqs, neqs []poly
}

func (f pathFacts) subst(id int, v poly) (pathFacts, bool) {
	out := pathFacts{eqs: make([]poly, 0, len(f.eqs)), neqs: make([]poly, 0, len(f.neqs))}
	for _, g := range f.eqs {
		h, ok := substSym(g, id, v)
		if !ok {
			return pathFacts{}, false
		}
		out.eqs = append(out.eqs, h)
	}
	for _, g := range f.neqs {
		h, ok := substSym(g, id, v)
		if !ok {
			return pathFacts{}, false
		}
		out.neqs = append(out.neqs, h)
	}
	return out, true
}

// divMaxSplit bounds the remainders a check splits on.
const divMaxSplit = 3

// holds says whether q == 0 modulo 2^w follows from the equalities eqs
// and the disequalities neqs (each != 0), with the definitions of the
// division symbols they meet (see above); with share, from those that
// share a symbol with q (sharing) as the loop passes ask.
func (a *polyAlg) holds(q poly, eqs, neqs []poly, w int, share bool) bool {
	gens := func(q poly, eqs []poly) []poly {
		if share {
			return sharing(q, eqs)
		}
		return eqs
	}
	if a.memoInIdeal(q, gens(q, eqs), w) {
		return true
	}
	divs := a.divSymbolsOf(append(append([]poly{q}, eqs...), neqs...)...)
	if len(divs) == 0 {
		return false
	}
	f := pathFacts{eqs: append([]poly(nil), eqs...), neqs: neqs}
	var defs []poly
	for _, d := range divs {
		if a.divOf[d].key.w == w {
			defs = append(defs, a.divDefinition(d))
		}
	}
	// Eliminate the variables the definitions give.
	for i := 0; i < len(defs); i++ {
		id, val, ok := unitSymbol(defs[i], w, a)
		if !ok {
			continue
		}
		var good bool
		if q, good = substSym(q, id, val); !good {
			return false
		}
		if f, good = f.subst(id, val); !good {
			return false
		}
		for j := range defs {
			if j != i {
				if defs[j], good = substSym(defs[j], id, val); !good {
					return false
				}
			}
		}
		defs[i] = nil
	}
	for _, d := range defs {
		if d != nil {
			f.eqs = append(f.eqs, d)
		}
	}
	if a.memoInIdeal(q, gens(q, f.eqs), w) {
		return true
	}
	// Split on the remainders of small range.
	type split struct {
		r    int
		vals []int64
	}
	var splits []split
	for _, d := range divs {
		info := a.divOf[d]
		if info.key.w != w || info.key.c > 2 || len(splits) >= divMaxSplit {
			continue
		}
		vals := []int64{0, 1}
		if info.key.trunc && !a.nonnegValue(info.e, w) {
			vals = []int64{-1, 0, 1}
		}
		splits = append(splits, split{info.r, vals})
	}
	if len(splits) == 0 {
		return false
	}
	var try func(i int, q poly, f pathFacts) bool
	try = func(i int, q poly, f pathFacts) bool {
		if infeasible(f, w) {
			return true
		}
		if i == len(splits) {
			return a.memoInIdeal(q, gens(q, f.eqs), w)
		}
		for _, v := range splits[i].vals {
			val := polyConst(uint64(v))
			q2, ok := substSym(q, splits[i].r, val)
			if !ok {
				return false
			}
			f2, ok := f.subst(splits[i].r, val)
			if !ok || !try(i+1, q2, f2) {
				return false
			}
		}
		return true
	}
	return try(0, q, f)
}

// unitSymbol finds in g a symbol s that is no division symbol, of degree
// one in g with coefficient ±1 and in no other monomial, and gives the
// value g == 0 assigns it.
func unitSymbol(g poly, w int, a *polyAlg) (int, poly, bool) {
	m := widthMask(w)
	keys := make([]string, 0, len(g))
	for k := range g {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		c := g[k] & m
		if degree(k) != 1 || (c != 1 && c != m) {
			continue
		}
		id, _ := strconv.Atoi(k)
		if _, ok := a.divOf[id]; ok {
			continue
		}
		only := true
		for k2 := range g {
			if k2 != k && g[k2]&m != 0 && slicesContainsSym(k2, k) {
				only = false
				break
			}
		}
		if !only {
			continue
		}
		// s*c + rest == 0, c == ±1: s == -c*rest.
		rest := g.add(poly{k: g[k]}, ^uint64(0))
		sign := ^uint64(0)
		if c == m {
			sign = 1
		}
		return id, poly{}.add(rest, sign), true
	}
	return 0, nil, false
}

func slicesContainsSym(key, sym string) bool {
	for _, s := range strings.Split(key, ",") {
		if s == sym {
			return true
		}
	}
	return false
}

// infeasible says whether no values satisfy f modulo 2^w: an equality
// that is a constant not 0, or whose variable coefficients are all
// multiples of a power of two that its constant is not; the constant
// 1 as a combination of the equalities modulo 2; a disequality that is
// 0 or a combination of the equalities.
func infeasible(f pathFacts, w int) bool {
	m := widthMask(w)
	for _, g := range f.eqs {
		// The largest power of two dividing every variable coefficient.
		tz := w
		for k, c := range g {
			if k != "" && c&m != 0 {
				tz = min(tz, trailingZeros(c&m))
			}
		}
		if c := g[""] & m; c != 0 && (tz == w || trailingZeros(c) < tz) {
			return true
		}
	}
	if oneModTwo(f.eqs) {
		return true
	}
	for _, d := range f.neqs {
		if d.zeroMod(w) || inIdeal(d, sharing(d, f.eqs), w) {
			return true
		}
	}
	return false
}

func trailingZeros(c uint64) int {
	n := 0
	for c != 0 && c&1 == 0 {
		c >>= 1
		n++
	}
	return n
}

// oneModTwo says whether the constant 1 is a sum of the equalities
// reduced modulo 2 (then they have no common solution, since every
// integer combination of them vanishes where they do).
func oneModTwo(eqs []poly) bool {
	pivots := map[string]map[string]bool{}
	for _, g := range eqs {
		row := map[string]bool{}
		for k, c := range g {
			if c&1 == 1 {
				row[k] = true
			}
		}
		for {
			lead := ""
			for k := range row {
				if k != "" && pivots[k] != nil && (lead == "" || k > lead) {
					lead = k
				}
			}
			if lead == "" {
				break
			}
			for k := range pivots[lead] {
				if row[k] {
					delete(row, k)
				} else {
					row[k] = true
				}
			}
		}
		lead := ""
		for k := range row {
			if k != "" && (lead == "" || k > lead) {
				lead = k
			}
		}
		if lead == "" {
			if row[""] {
				return true
			}
			continue
		}
		pivots[lead] = row
	}
	return false
}

// nonnegValue says whether e is a variable's symbol (its value at the
// head whose paths are checked) that the head's proved atoms show
// non-negative: its remainder truncated towards zero is not negative.
func (a *polyAlg) nonnegValue(e poly, w int) bool {
	id, ok := singleSym(e, w)
	if !ok || id >= len(a.vars) || a.vars[id] == nil {
		return false
	}
	v := a.vars[id]
	return a.curNonneg[v] && v.Type.Width == w
}
