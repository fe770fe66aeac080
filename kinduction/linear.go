package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// Linear terms Σ c_i·x_i over variables of at most 32 bits, with small
// integer coefficients, computed in long long: with at most maxLinearVars
// variables and |c_i| ≤ maxLinearCoef the sum cannot overflow, so the
// term's value is the integer one and an interval over it is exact. They
// come from two places, both only suggestions that the SAT fixpoint then
// bounds (or gives up on, widening to the whole range):
//
//   - pairs of variables the loop writes whose combination a·x + b·y
//     varies little over the samples while x and y vary much
//     (2·n − i ∈ [0, 1] for a counter n that moves every other step);
//   - product relations over the samples, x = Σ a_i·y_i + c·y·p with p a
//     parameter the loop does not write (k == i*m + j in nested counting
//     loops), made linear by p's proved bounds: k − j − lo(p)·i. Product
//     relations themselves are no candidates: proving one inductive needs
//     the distributivity of a multiplier circuit, which SAT does not do
//     in reasonable time beyond a few bits.
const (
	maxLinearVars = 4
	maxLinearCoef = 1 << 20
	// maxSpread is the largest spread over the samples of a·x + b·y that
	// makes it a candidate term; the variables themselves must spread
	// more than spreadFactor times that.
	maxSpread    = 4
	spreadFactor = 4
	// At most this many linear terms per loop head from each source.
	maxSpreadTerms  = 4
	maxProductTerms = 6
	maxProducts     = 8
	// maxCheapBound is the largest parameter bound whose product
	// relation is made linear by both bounds, not only the smaller.
	maxCheapBound = 1 << 10
)

// linearExpr writes Σ coef[i]·(long long)vars[i] (zero coefficients
// skipped).
func linearExpr(coef []int64, vars []*program.Var) program.Expr {
	var sum program.Expr
	for i, c := range coef {
		if c == 0 {
			continue
		}
		a := c
		if sum != nil && a < 0 {
			a = -a
		}
		var x program.Expr = castTo(int64T, vars[i])
		if a != 1 {
			x = &program.Binary{Op: program.Mul, X: program.NewConst(int64T, uint64(a)), Y: x, T: int64T}
		}
		switch {
		case sum == nil:
			sum = x
		case c < 0:
			sum = &program.Binary{Op: program.Sub, X: sum, Y: x, T: int64T}
		default:
			sum = &program.Binary{Op: program.Add, X: sum, Y: x, T: int64T}
		}
	}
	return sum
}

// linearOK reports whether Σ coef[i]·x_i is exact in long long over
// vars: few variables of at most 32 bits, small coefficients.
func linearOK(coef []int64, vars []*program.Var) bool {
	n := 0
	for i, c := range coef {
		if c == 0 {
			continue
		}
		n++
		v := vars[i]
		if v.Type.Kind != program.KindInt || v.Type.Width > 32 || c > maxLinearCoef || c < -maxLinearCoef {
			return false
		}
	}
	return n >= 2 && n <= maxLinearVars
}

// linearValue evaluates Σ coef[i]·x_i on a sample point (values extended
// to 64 bits as in domain.samples).
func linearValue(coef []int64, point []uint64) uint64 {
	var s uint64
	for i, c := range coef {
		s += uint64(c) * point[i]
	}
	return s
}

// addLinearTerm adds the term Σ coef[i]·hullVars[i] to d unless d has it,
// starting from the extent of d's samples.
func (s *synth) addLinearTerm(d *domain, coef []int64) bool {
	if !linearOK(coef, d.hullVars) || len(d.runs) == 0 {
		return false
	}
	// Divided by the coefficients' gcd: the same fact over the integers
	// (the sum is exact in long long), without a multiplier: a product
	// relation made linear by a bound of 999999 gave
	// 999999*i - 999999*k == 0, whose step took SAT minutes.
	g := int64(0)
	for _, c := range coef {
		g = gcd(g, abs(c))
	}
	if g > 1 {
		for i := range coef {
			coef[i] /= g
		}
	}
	// Lead with a positive coefficient, so that x − y and y − x are one.
	for _, c := range coef {
		if c < 0 {
			for i := range coef {
				coef[i] = -coef[i]
			}
		}
		if c != 0 {
			break
		}
	}
	x := linearExpr(coef, d.hullVars)
	text := program.ExprString(x)
	for _, t := range d.terms {
		if program.ExprString(t.expr) == text {
			return false
		}
	}
	t := &term{expr: x, t: int64T}
	for i, p := range d.runs {
		v := linearValue(coef, p)
		t.see(v)
		if i == 0 {
			t.lo, t.hi = v, v
		}
		if less(int64T, v, t.lo) {
			t.lo = v
		}
		if less(int64T, t.hi, v) {
			t.hi = v
		}
	}
	t.loWide, t.hiWide = 1, 1
	if st := s.f1.States[d.cut]; st != nil {
		t.at1 = s.e.Eval(st, x).Bits
	}
	d.terms = append(d.terms, t)
	return true
}

// loopWrites returns the variables that edges inside loop body write.
func loopWrites(body map[*program.Loc]bool) map[*program.Var]bool {
	out := map[*program.Var]bool{}
	for _, lhs := range loopLvalues(body) {
		for _, v := range program.Vars(lhs) {
			out[v] = true
		}
	}
	return out
}

// loopLvalues returns the lvalues that the assignments and havocs on
// edges inside loop body write.
func loopLvalues(body map[*program.Loc]bool) []program.Expr {
	var out []program.Expr
	for l := range body {
		for _, ed := range l.Out {
			if !body[ed.To] {
				continue
			}
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				out = append(out, st.LHS)
			case *program.Havoc:
				out = append(out, st.LHS)
			}
		}
	}
	return out
}

// spreadTerms adds the terms a·x + b·y over pairs of variables the loop
// writes whose spread over the samples is at most maxSpread (but not 0:
// equalities are the affine relations' business) while each
// variable spreads more than spreadFactor times as much: relations that
// hold up to a small remainder, as 2·n − i ∈ [0, 1] does.
func (s *synth) spreadTerms(d *domain, written map[*program.Var]bool) {
	if len(d.runs) < 4 {
		return
	}
	spread := func(coef []int64) uint64 {
		lo, hi := int64(0), int64(0)
		for i, p := range d.runs {
			v := int64(linearValue(coef, p))
			if i == 0 || v < lo {
				lo = v
			}
			if i == 0 || v > hi {
				hi = v
			}
		}
		return uint64(hi - lo)
	}
	n := len(d.hullVars)
	varSpread := make([]uint64, n)
	for i, v := range d.hullVars {
		if !written[v] || v.Type.Kind != program.KindInt || v.Type.Width > 32 {
			continue
		}
		coef := make([]int64, n)
		coef[i] = 1
		varSpread[i] = spread(coef)
	}
	added := 0
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if varSpread[i] <= spreadFactor*maxSpread || varSpread[j] <= spreadFactor*maxSpread {
				continue
			}
			for a := int64(1); a <= 4; a++ {
				for b := int64(-4); b <= 4; b++ {
					if b == 0 || (a == 1 && (b == 1 || b == -1)) || gcd(a, abs(b)) != 1 {
						continue
					}
					coef := make([]int64, n)
					coef[i], coef[j] = a, b
					// Spread 0 is an equality, which the affine
					// relations have.
					if sp := spread(coef); sp == 0 || sp > maxSpread {
						continue
					}
					if added < maxSpreadTerms && s.addLinearTerm(d, coef) {
						added++
					}
				}
			}
		}
	}
}

// productTerms looks for product relations over d's samples, between the
// variables and the products x·p of a variable x the enclosing loops
// write with a parameter p they do not, and adds each relation's linear
// bounds: the products replaced by x·lo(p) and by x·hi(p), with p's
// interval as proved. Called after the first fixpoint, when those
// intervals are known.
func (s *synth) productTerms(d *domain, written map[*program.Var]bool) {
	n := len(d.hullVars)
	var prods []product
	for i, x := range d.hullVars {
		if !written[x] || x.Type.Kind != program.KindInt || x.Type.Width > 32 {
			continue
		}
		for j, p := range d.hullVars {
			if written[p] || p.Type.Kind != program.KindInt || p.Type.Width > 32 || len(prods) >= maxProducts {
				continue
			}
			prods = append(prods, product{i, j})
		}
	}
	if len(prods) == 0 || len(d.runs) < 2 {
		return
	}
	points := productRows(d, prods)
	cols := n + len(prods)
	rels := r64.views(r64.affineRelations(points, cols), cols)

	// The bounds of each parameter: its natural view's interval.
	bound := func(v *program.Var) (lo, hi int64, ok bool) {
		for _, t := range d.terms {
			if r, isVar := t.expr.(*program.VarRef); isVar && r.Var == v {
				return program.SignExtend(t.lo, v.Type), program.SignExtend(t.hi, v.Type), true
			}
		}
		return 0, 0, false
	}
	added := 0
	var found [][]int64
	for _, rel := range rels {
		coef := make([]int64, cols)
		hasProduct, small := false, true
		for k, a := range rel.Coef {
			c := int64(a)
			if c > maxCoef || c < -maxCoef {
				small = false
				break
			}
			coef[k] = c
			if k >= n && c != 0 {
				hasProduct = true
			}
		}
		if !small || !hasProduct {
			continue
		}
		// Per parameter the bound of smaller magnitude, whose constant
		// multiplier is the cheaper circuit (k − 10000·i is much harder
		// for SAT than k − 10·i), and the other one too when it is
		// small: the upper bound k − 100·i − j ≤ 0 is what keeps k++
		// from wrapping when signed overflow wraps.
		for _, other := range []bool{false, true} {
			lin := append([]int64(nil), coef[:n]...)
			ok := true
			for k, pr := range prods {
				c := coef[n+k]
				if c == 0 {
					continue
				}
				lo, hi, known := bound(d.hullVars[pr.p])
				if !known {
					ok = false
					break
				}
				b, b2 := lo, hi
				if abs(hi) < abs(lo) {
					b, b2 = hi, lo
				}
				if other {
					if abs(b2) > maxCheapBound {
						ok = false
						break
					}
					b = b2
				}
				lin[pr.x] += c * b
			}
			if ok {
				found = append(found, lin)
			}
		}
	}
	// Fewest variables first.
	sort.SliceStable(found, func(i, j int) bool { return nonzero(found[i]) < nonzero(found[j]) })
	for _, lin := range found {
		if added < maxProductTerms && s.addLinearTerm(d, lin) {
			d.terms[len(d.terms)-1].product = true
			added++
		}
	}
}

func nonzero(coef []int64) int {
	n := 0
	for _, c := range coef {
		if c != 0 {
			n++
		}
	}
	return n
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// entryValue returns the constant that v holds whenever control enters
// the loop at head from outside, when the straight-line code before the
// head assigns one (i = 0 in for (i = 0; …)): the edges back from the
// head's one entry edge, as long as each location has one way in.
func entryValue(head *program.Loc, body map[*program.Loc]bool, v *program.Var) (*program.Const, bool) {
	x, ok := entryExpr(head, body, v)
	c, isConst := x.(*program.Const)
	return c, ok && isConst
}

// entryGuards returns, for each guard g (a loop condition's non-strict
// form) and each variable v of g that the loop writes and that has a
// constant c on entry, the candidate v == c || g: the condition holds
// except before the first iteration (i == 0 || i <= 2*k, where k may be
// negative).
func entryGuards(head *program.Loc, body map[*program.Loc]bool, written map[*program.Var]bool, guards []program.Expr) []program.Expr {
	var out []program.Expr
	for _, g := range guards {
		seen := map[*program.Var]bool{}
		for _, v := range program.Vars(g) {
			if seen[v] || !written[v] {
				continue
			}
			seen[v] = true
			c, ok := entryValue(head, body, v)
			if !ok {
				continue
			}
			first := &program.Binary{Op: program.Eq, X: &program.VarRef{Var: v}, Y: c, T: program.Bool}
			out = append(out, &program.Binary{Op: program.LOr, X: first, Y: g, T: program.Bool})
		}
	}
	return out
}

// slackTerms adds, for each condition X op Y of the loop at head whose
// variables the loop moves by unit steps or not at all (so that the
// slack Y - X moves by a constant dS per iteration), and each other
// counter v of the loop (step dv), the term dS·v - dv·(Y - X), which
// both steps leave as it is: k + j - n when k counts down while j
// counts up to n, so that k's bound follows what is left of the loop.
// Its interval starts from the samples, as every term's.
func (s *synth) slackTerms(d *domain, head *program.Loc, body map[*program.Loc]bool) {
	if len(d.runs) == 0 {
		return
	}
	counters := loopCounters(body)
	written := loopWrites(body)
	idx := map[*program.Var]int{}
	for i, v := range d.hullVars {
		idx[v] = i
	}
	added := 0
	for _, cond := range loopConditions(head) {
		fx, ok1 := linearForm(cond.X)
		fy, ok2 := linearForm(cond.Y)
		if !ok1 || !ok2 {
			continue
		}
		slack := map[*program.Var]int64{}
		for v, c := range fy {
			slack[v] += c
		}
		for v, c := range fx {
			slack[v] -= c
		}
		dS, ok := int64(0), true
		for v, c := range slack {
			if c == 0 {
				continue
			}
			if _, in := idx[v]; !in {
				ok = false
				break
			}
			if written[v] {
				dir, counter := counters[v]
				if !counter {
					ok = false
					break
				}
				dS += c * int64(dir)
			}
		}
		if !ok || dS == 0 {
			continue
		}
		// In the order of the template variables, so that the terms
		// are the same on every run.
		for i, v := range d.hullVars {
			dv, counter := counters[v]
			if !counter || slack[v] != 0 || added >= maxSlackTerms {
				continue
			}
			coef := make([]int64, len(d.hullVars))
			coef[i] += dS
			for u, c := range slack {
				coef[idx[u]] -= int64(dv) * c
			}
			if s.addLinearTerm(d, coef) {
				added++
			}
		}
	}
}

// maxSlackTerms bounds the terms slackTerms adds at one head.
const maxSlackTerms = 4

// linearForm reads e as Σ c·v over integer variables of at most 32 bits
// (the constant left out), through widening casts, + - and products
// with constants; ok is false for anything else.
func linearForm(e program.Expr) (map[*program.Var]int64, bool) {
	out := map[*program.Var]int64{}
	var walk func(e program.Expr, k int64) bool
	walk = func(e program.Expr, k int64) bool {
		switch x := e.(type) {
		case *program.Const:
			return x.T.IsInteger()
		case *program.VarRef:
			if x.Var.Type.Kind != program.KindInt || x.Var.Type.Width > 32 {
				return false
			}
			out[x.Var] += k
			return true
		case *program.Cast:
			from := x.X.Type()
			if !from.IsInteger() || !x.T.IsInteger() || x.T.Width < from.Width || x.T.Width == from.Width && x.T.Signed != from.Signed {
				return false
			}
			return walk(x.X, k)
		case *program.Binary:
			switch x.Op {
			case program.Add:
				return walk(x.X, k) && walk(x.Y, k)
			case program.Sub:
				return walk(x.X, k) && walk(x.Y, -k)
			case program.Mul:
				if c, ok := x.Y.(*program.Const); ok && c.T.IsInteger() {
					return walk(x.X, k*c.SignedValue())
				}
				if c, ok := x.X.(*program.Const); ok && c.T.IsInteger() {
					return walk(x.Y, k*c.SignedValue())
				}
			}
		}
		return false
	}
	if !walk(e, 1) {
		return nil, false
	}
	return out, true
}

// boundTerms maps the text of each bound atom of d's terms to its term.
func (d *domain) boundTerms() map[string]*term {
	var out map[string]*term
	for _, t := range d.terms {
		for _, a := range t.atoms() {
			if out == nil {
				out = map[string]*term{}
			}
			out[program.ExprString(a)] = t
		}
	}
	return out
}

// giveUp widens the side of t that the bound atom a states to its
// type's extreme (both sides for an equality): t no longer claims it.
func (t *term) giveUp(a program.Expr) {
	lo, hi := extremes(t.t)
	op := program.Eq
	if b, ok := a.(*program.Binary); ok {
		op = b.Op
	}
	if op == program.Ge || op == program.Eq {
		t.lo, t.loWide = lo, 5 // past widen's last step
	}
	if op == program.Le || op == program.Eq {
		t.hi, t.hiWide = hi, 5
	}
}
