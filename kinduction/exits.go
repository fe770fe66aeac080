package kinduction

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Exact product relations, proved by algebra with the exits of loops
// made equalities (see the package documentation, "Exits as
// equalities").
//
// Nested counting loops keep k == i*m + j at the inner head and
// k == i*m at the outer one; the outer step needs j == m where the
// inner loop ends, which its condition (j < m) alone does not give:
// with the proved bound j <= m at the inner head, the exit j >= m is
// j == m. The hull of the samples extended by products (productTerms)
// states the relations exactly, and the algebra of poly.go proves them
// with those equalities assumed on the edges out of the heads.

// maxExactProducts bounds the exact product relations asked per head,
// maxExactColumns the products of the hull.
const (
	maxExactProducts = 16
	maxExactColumns  = 16
)

// exactProducts proves, after the first fixpoint, the relations of each
// reached head's hull extended by products that hold exactly (in the
// width of their variables), and every equality of the program or its
// exit variants they bring, with exitEqualities assumed; those proved
// are the head's exact atoms (Invariant.Exact: never in a SAT query).
func (s *synth) exactProducts() {
	exits := s.exitEqualities()
	// Signs serve only the remainders of signed divisions by
	// constants.
	var nonneg map[*program.Loc]map[*program.Var]bool
	if hasSignedDivision(s.sys.P) {
		nonneg = s.nonnegative()
	}
	// Without exit equalities, only the product relations of the
	// samples are asked (x*x == s - 2*x - 1 where no exit is an
	// equality): the algebra's own candidates hold as they did.
	if len(exits) == 0 && len(nonneg) == 0 {
		exits = nil
	} else if exits == nil {
		exits = map[*program.Edge][]program.Expr{}
	}
	var extra []program.Expr
	a := newPolyAlg()
	for _, d := range s.doms[1:] {
		if d == nil || !d.reached || d.noHull {
			continue
		}
		// A relation that the head's linear relations give, times
		// variables ((a + b - 3*i)*n), or that those kept give, says
		// nothing new: only new ones are asked.
		var gens, wideGens []poly
		for _, rel := range r64.views(d.rels, len(d.hullVars)) {
			if e, ok := narrowRelation(rel, d.hullVars).(*program.Binary); ok && e != nil {
				if pc, ok := a.candidate(e); ok && pc.w == 32 {
					gens = append(gens, pc.p)
				}
			}
		}
		// So do the equalities proved so far (j == 0, or a relation
		// the algebra proved before the fixpoint).
		for _, at := range append(d.atoms(false), d.algebraic...) {
			if b, ok := at.(*program.Binary); ok && b.Op == program.Eq {
				if pc, ok := a.candidate(b); ok && pc.w == 32 {
					gens = append(gens, pc.p)
				} else if ok && pc.w == 64 {
					wideGens = append(wideGens, pc.p)
				}
			}
		}
		for _, e := range productEqualities(d, d.outerWritten) {
			pc, ok := a.candidate(e.(*program.Binary))
			if !ok || (pc.w != 32 && pc.w != 64) {
				continue
			}
			if pc.w == 32 {
				if inIdeal(pc.p, gens, 32) {
					continue
				}
				gens = append(gens, pc.p)
			} else if inIdeal(pc.p, wideGens, 64) {
				continue
			} else {
				wideGens = append(wideGens, pc.p)
			}
			extra = append(extra, e)
		}
	}
	// Without extra relations the exit equalities and signs may still
	// prove the program's equalities with a product, their exit
	// variants and completions, or those over truncated remainders.
	if len(extra) == 0 && len(nonneg) == 0 && !hasProductEquality(s.sys.P) {
		return
	}
	proved := algebraicAtoms(s.sys, extra, exits, nonneg, s.provedRanges())
	for c, atoms := range proved {
		d := s.doms[c]
		if c == 0 || d == nil || !d.reached {
			continue
		}
		seen := map[string]bool{}
		for _, a := range d.atoms(false) {
			seen[program.ExprString(a)] = true
		}
		for _, a := range atoms {
			text := program.ExprString(a)
			if seen[text] {
				continue
			}
			seen[text] = true
			d.exact = append(d.exact, a)
			s.stats.Algebraic++
		}
	}
}

// exitEqualities are, per edge out of a loop head whose condition says
// x >= y (!(x < y), y <= x), the equality x == y when the head's proved
// atoms bound x <= y: every visit of the head satisfies them, so the
// edge leaves with x == y.
func (s *synth) exitEqualities() map[*program.Edge][]program.Expr {
	out := map[*program.Edge][]program.Expr{}
	for c := 1; c < len(s.sys.Cuts); c++ {
		if d := s.doms[c]; d != nil && d.reached {
			head := s.sys.Cuts[c]
			for e, eqs := range exitEqualities(head, s.sys.Nest.LoopOfHead(head), d.atoms(false)) {
				out[e] = eqs
			}
		}
	}
	// And the facts of counting exits (countexit.go), which need no
	// atom.
	return mergeExitFacts(out, countingExitFacts(s.sys))
}

// exitEqualities are those of the edges out of one loop's head, whose
// invariant atoms are atoms.
func exitEqualities(head *program.Loc, loop *symex.Loop, atoms []program.Expr) map[*program.Edge][]program.Expr {
	out := map[*program.Edge][]program.Expr{}
	for _, e := range exitEdges(head, loop) {
		as, ok := e.Stmt.(*program.Assume)
		if !ok || loop.Body[e.To] {
			continue
		}
		if hi, lo, ok := atLeast(as.Cond); ok && boundedBy(atoms, hi, lo) {
			out[e] = append(out[e], &program.Binary{Op: program.Eq, X: hi, Y: lo, T: program.Bool})
		}
		// A strict exit i > n where i <= n + 1 holds leaves with
		// i == n + 1 (exitstrict.go).
		if eq := strictExitEquality(as.Cond, atoms); eq != nil {
			out[e] = append(out[e], eq)
		}
	}
	return out
}

// atLeast reads cond as hi >= lo over integers of one type.
func atLeast(cond program.Expr) (hi, lo program.Expr, ok bool) {
	cond, neg := stripNots(cond)
	b, isBin := cond.(*program.Binary)
	if !isBin || b.X.Type().Kind != program.KindInt || !sameInt(b.X.Type(), b.Y.Type()) {
		return nil, nil, false
	}
	switch {
	case b.Op == program.Ge && !neg, b.Op == program.Lt && neg:
		return b.X, b.Y, true
	case b.Op == program.Le && !neg, b.Op == program.Gt && neg:
		return b.Y, b.X, true
	}
	return nil, nil, false
}

// boundedBy says whether one of atoms states hi <= lo in hi's type: as
// a comparison (hi <= lo, lo >= hi) or as a difference of the two
// widened exactly to long long (differenceAtMost with d = 0).
func boundedBy(atoms []program.Expr, hi, lo program.Expr) bool {
	t := hi.Type()
	hs, ls := program.ExprString(hi), program.ExprString(lo)
	same := func(x program.Expr, want string) bool { return program.ExprString(x) == want }
	for _, a := range atoms {
		b, ok := a.(*program.Binary)
		if ok && sameInt(b.X.Type(), t) &&
			((b.Op == program.Le && same(b.X, hs) && same(b.Y, ls)) || (b.Op == program.Ge && same(b.X, ls) && same(b.Y, hs))) {
			return true
		}
	}
	return differenceAtMost(atoms, hi, lo, 0)
}

// differenceAtMost says whether one of atoms bounds hi - lo <= d as a
// difference of the two widened exactly to long long:
// (long long)hi - (long long)lo <= c with c <= d, or (long long)lo -
// (long long)hi >= c with c >= -d. Each widening is of a value of hi's
// type, narrower than 64 bits (sign- or zero-extended as that type is
// signed or not), so the difference is the integers' and orders the
// values as the type does.
func differenceAtMost(atoms []program.Expr, hi, lo program.Expr, d int64) bool {
	t := hi.Type()
	hs, ls := program.ExprString(hi), program.ExprString(lo)
	widened := func(x program.Expr) string {
		c, ok := x.(*program.Cast)
		if !ok || !sameInt(c.X.Type(), t) || t.Width >= 64 || c.T.Kind != program.KindInt || c.T.Width != 64 || !c.T.Signed {
			return ""
		}
		return program.ExprString(c.X)
	}
	for _, a := range atoms {
		b, ok := a.(*program.Binary)
		if !ok {
			continue
		}
		k, ok := b.Y.(*program.Const)
		sub, isSub := b.X.(*program.Binary)
		if !ok || !isSub || sub.Op != program.Sub || k.T.Kind != program.KindInt || k.T.Width != 64 {
			continue
		}
		x, y := widened(sub.X), widened(sub.Y)
		if x == "" || y == "" {
			continue
		}
		c := int64(k.Val)
		switch {
		case b.Op == program.Ge && c >= -d && x == ls && y == hs:
			return true
		case b.Op == program.Le && c <= d && x == hs && y == ls:
			return true
		}
	}
	return false
}

// productEqualities are the relations of d's samples, extended by the
// products x·p of a variable the loop nest writes and one it does not
// (productTerms) and by those of two written variables, that have a product and small coefficients, written in
// the width of their variables of 32 bits (the 64-bit relation between
// the extended values and their exact products implies it modulo 2^32).
func productEqualities(d *domain, written map[*program.Var]bool) []program.Expr {
	var prods []product
	// A factor that is constant in every sample makes its products
	// linear: their relations say what the hull without them says
	// (x*tot == 0 where tot == 0), and cost the algebra and SAT.
	varies := make([]bool, len(d.hullVars))
	for _, pt := range d.runs {
		for i := range varies {
			varies[i] = varies[i] || pt[i] != d.runs[0][i]
		}
	}
	// A temporary of the front end that equals a program variable in
	// every sample (an allocation's length $heap1$len and the n it was
	// computed from) makes the same products under another name; the
	// algebra follows the program's variables, not the division that
	// may have set the temporary, so the variable's products are asked.
	copies := make([]bool, len(d.hullVars))
	for i, v := range d.hullVars {
		if !v.Temp {
			continue
		}
		for j, u := range d.hullVars {
			if !u.Temp && sameColumn(d.runs, i, j) {
				copies[i] = true
				break
			}
		}
	}
	int32 := func(i int) bool {
		v := d.hullVars[i]
		return v.Type.Kind == program.KindInt && v.Type.Width == 32 && varies[i] && !copies[i]
	}
	// A written variable times one the nest does not write first (k ==
	// i*m + j), then with the products of two written variables or a
	// square too (2*s == i*i - i + 2*j when the inner loop runs up to
	// the outer counter): a hull over more columns needs more varied
	// samples, or its basis mixes the relations of the first.
	var out []program.Expr
	seen := map[string]bool{}
	for _, both := range []bool{false, true} {
		n := len(prods)
		for i, x := range d.hullVars {
			if !written[x] || !int32(i) {
				continue
			}
			for j, p := range d.hullVars {
				if written[p] != both || !int32(j) || (both && j < i) || len(prods) >= maxExactColumns {
					continue
				}
				prods = append(prods, product{i, j})
			}
		}
		if len(prods) == n {
			continue
		}
		// Each product alone, then all: the fewer the columns, the
		// fewer the relations that the samples satisfy by chance
		// (the hull's basis mixes them into the true one).
		sets := [][]product{prods}
		for _, pr := range prods[n:] {
			sets = append(sets, []product{pr})
		}
		for _, set := range append(sets[1:], sets[0]) {
			for _, e := range hullProducts(d, set) {
				if text := program.ExprString(e); !seen[text] && len(out) < maxExactProducts {
					seen[text] = true
					out = append(out, e)
				}
			}
		}
	}
	return out
}

// sameColumn says whether columns i and j of the samples are equal in
// every sample.
func sameColumn(runs [][]uint64, i, j int) bool {
	for _, pt := range runs {
		if pt[i] != pt[j] {
			return false
		}
	}
	return len(runs) > 0
}

// product is the column x·p of a hull over d.hullVars (their indices).
type product struct{ x, p int }

// productRows are d's samples, each followed by the products prods of
// its values (modulo 2^64).
func productRows(d *domain, prods []product) [][]uint64 {
	points := make([][]uint64, len(d.runs))
	for k, pt := range d.runs {
		row := append([]uint64(nil), pt...)
		for _, pr := range prods {
			row = append(row, pt[pr.x]*pt[pr.p])
		}
		points[k] = row
	}
	return points
}

// hullProducts are the relations of d's samples over its variables and
// the products prods that have a product and small coefficients, over
// variables of 32 bits.
func hullProducts(d *domain, prods []product) []program.Expr {
	n := len(d.hullVars)
	if len(prods) == 0 || len(d.runs) < 2 {
		return nil
	}
	points := productRows(d, prods)
	cols := n + len(prods)
	var out []program.Expr
	// The rational kernel's relations too, free of the multiples of
	// relations modulo powers of two that mix into the hull's basis
	// (hullrat.go).
	rels := append(r64.views(r64.affineRelations(points, cols), cols), ratRelations(points, cols)...)
	for _, rel := range rels {
		hasProduct, ok, wide := false, true, false
		coef := make([]uint64, cols)
		for k, a := range rel.Coef {
			if a == 0 {
				continue
			}
			if c := int64(a); c > maxCoef || c < -maxCoef {
				ok = false
				break
			}
			if k < n && d.hullVars[k].Type.Width != 32 {
				// A variable of 64 bits (a long long total of int
				// counters) makes the relation one of 64 bits,
				// over the extended values as the samples have
				// them: C converts int to unsigned long long by
				// sign extension, unsigned int by zero extension.
				ok = ok && d.hullVars[k].Type.Width == 64 && d.hullVars[k].Type.Kind == program.KindInt
				wide = true
			}
			hasProduct = hasProduct || k >= n
			coef[k] = a
		}
		if !ok || !hasProduct {
			continue
		}
		rhs := rel.RHS
		if !wide {
			for k := range coef {
				coef[k] <<= 32
			}
			rhs <<= 32
		}
		e := relationOver(relation{Coef: coef, RHS: rhs}, func(u *program.Type, i int) program.Expr {
			if i < n {
				return castTo(u, d.hullVars[i])
			}
			pr := prods[i-n]
			return &program.Binary{Op: program.Mul, X: castTo(u, d.hullVars[pr.x]), Y: castTo(u, d.hullVars[pr.p]), T: u}
		})
		if e != nil {
			out = append(out, e)
		}
	}
	return out
}

// sameInt says whether a and b are one integer type (width and sign).
func sameInt(a, b *program.Type) bool {
	return a.Kind == program.KindInt && b.Kind == program.KindInt && a.Width == b.Width && a.Signed == b.Signed
}

// nonnegative are, per reached loop head, the variables of at most 64
// bits whose proved atoms say v >= 0 (or 0 <= v) in their own type.
func (s *synth) nonnegative() map[*program.Loc]map[*program.Var]bool {
	out := map[*program.Loc]map[*program.Var]bool{}
	for c, d := range s.doms {
		if c == 0 || d == nil || !d.reached {
			continue
		}
		for _, at := range d.atoms(false) {
			b, ok := at.(*program.Binary)
			if !ok {
				continue
			}
			x, y := b.X, b.Y
			switch b.Op {
			case program.Ge:
			case program.Le:
				x, y = y, x
			default:
				continue
			}
			r, ok := x.(*program.VarRef)
			if !ok || !program.Identical(r.Var.Type, x.Type()) {
				continue
			}
			if v, ok := constDivisor(y); !ok || v != 0 {
				continue
			}
			if out[s.sys.Cuts[c]] == nil {
				out[s.sys.Cuts[c]] = map[*program.Var]bool{}
			}
			out[s.sys.Cuts[c]][r.Var] = true
		}
	}
	return out
}

// hasSignedDivision says whether p divides a signed value by a constant
// (/ or %).
func hasSignedDivision(p *program.Program) bool {
	found := false
	for _, l := range p.Locs {
		for _, e := range l.Out {
			for _, x := range program.ValueExprs(e.Stmt) {
				program.Walk(x, func(y program.Expr) bool {
					if b, ok := y.(*program.Binary); ok && (b.Op == program.Div || b.Op == program.Rem) && b.T.Signed {
						if _, ok := constDivisor(b.Y); ok {
							found = true
						}
					}
					return !found
				})
			}
		}
	}
	return found
}

// hasProductEquality says whether p tests an equality with a product of
// variables (a candidate of the algebra of degree 2 or more).
func hasProductEquality(p *program.Program) bool {
	for _, pc := range newPolyAlg().polyCandidates(p) {
		if pc.deg >= 2 {
			return true
		}
	}
	return false
}
