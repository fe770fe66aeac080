package kinduction

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Polynomial equalities, proved by algebra (see the package
// documentation, "Polynomial invariants").
//
// A loop that keeps y*y - 2*x + y == 0 or x == n*n*n needs an invariant
// with products of variables, and SAT cannot prove the step of one: it
// would have to show that two different multiplier circuits agree
// ((y+1)*(y+1) against y*y + 2*y + 1), which it does not do in any
// useful time. Over Z/2^w that step is an identity of polynomials:
// + - * and constant shifts are ring operations modulo 2^w, and a
// conversion to a type of at least w bits keeps a value modulo 2^w, so
// an expression built from them is a polynomial in the variables with
// coefficients modulo 2^w, and substituting the loop's updates into a
// polynomial is composing polynomials. When P∘T - P is the zero
// polynomial for every path T through the loop body, or a combination
// with integer coefficients of the other candidates (P∘T = Σ c_j·P_j),
// the candidates P == 0 hold after an iteration whenever they held
// before, whatever the guards were: the proof ignores branch conditions
// (it holds for every path, feasible or not) and undefined behaviour (a
// cut path only removes executions). The polynomial identity is exact,
// so nothing is left to SAT; the atoms are then assumed like the
// synthesised invariants, and an assertion of the same expression folds
// to the invariant's own circuit.
//
// The first arrivals come from a forward pass over the whole program
// (polyFlow): the value of each variable as a polynomial in the inputs,
// or unknown where paths that differ join. P == 0 must hold there as an
// identity too. An inner loop is one step of its outer loop's paths
// (pathStep.reset), and its own first arrivals are the paths from the
// outer head (initiatedOnPaths).

// A poly is a polynomial with coefficients modulo 2^64 (reduced modulo
// 2^w when compared): monomial key (sorted symbol numbers, one per
// degree, comma-separated; "" is the constant) to coefficient.
type poly map[string]uint64

// Bounds on the algebra: polynomials of more terms or a higher degree
// are given up (no candidate of real programs needs them, and a product
// of large polynomials would cost more than it proves).
const (
	polyMaxTerms  = 256
	polyMaxDegree = 8
	polyMaxPaths  = 256
	polyMaxSteps  = 1 << 16
	polyMaxCands  = 48
)

func polyConst(c uint64) poly {
	if c == 0 {
		return poly{}
	}
	return poly{"": c}
}

func polySym(id int) poly { return poly{strconv.Itoa(id): 1} }

func (p poly) add(q poly, sign uint64) poly {
	out := poly{}
	for k, c := range p {
		out[k] = c
	}
	for k, c := range q {
		if s := out[k] + sign*c; s != 0 {
			out[k] = s
		} else {
			delete(out, k)
		}
	}
	return out
}

func degree(k string) int {
	if k == "" {
		return 0
	}
	return strings.Count(k, ",") + 1
}

func mulKey(a, b string) string {
	if a == "" {
		return b
	}
	if b == "" {
		return a
	}
	var ids []int
	for _, s := range append(strings.Split(a, ","), strings.Split(b, ",")...) {
		n, _ := strconv.Atoi(s)
		ids = append(ids, n)
	}
	sort.Ints(ids)
	parts := make([]string, len(ids))
	for i, n := range ids {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

func (p poly) mul(q poly) (poly, bool) {
	out := poly{}
	for a, c := range p {
		for b, d := range q {
			if degree(a)+degree(b) > polyMaxDegree {
				return nil, false
			}
			k := mulKey(a, b)
			if s := out[k] + c*d; s != 0 {
				out[k] = s
			} else {
				delete(out, k)
			}
		}
	}
	if len(out) > polyMaxTerms {
		return nil, false
	}
	return out, true
}

// zeroMod says whether every coefficient of p is 0 modulo 2^w.
func (p poly) zeroMod(w int) bool {
	m := widthMask(w)
	for _, c := range p {
		if c&m != 0 {
			return false
		}
	}
	return true
}

func widthMask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// polyEnv gives the current value of variables: a polynomial, nil for a
// value that is no polynomial (unknown), absent for the variable's own
// symbol (its value where the pass started).
type polyEnv map[*program.Var]poly

// polyAlg numbers the symbols: program variables and fresh values.
type polyAlg struct {
	// idealMemo holds memoInIdeal's answers; idealEvals counts those it
	// computed, at most idealBudget when that is not 0 (idealSpent says
	// that some membership went unasked).
	idealMemo               map[string]bool
	idealEvals, idealBudget int
	idealSpent              bool
	ids                     map[*program.Var]int
	vars                    []*program.Var // by symbol number; nil for a fresh value
	fresh                   map[*program.Edge]int
	// base says what a variable absent from an environment holds: its
	// own symbol (nil), its value at the latest visit of a loop head
	// (a symbol per head and variable), or nothing known (opaqueBase).
	base  *program.Loc
	heads map[headVar]int
	work  int
	// exts numbers the widenings of symbols; extOf is their key.
	exts  map[extKey]int
	extOf map[int]extKey
	// relevant, when not nil, are the only variables the passes follow:
	// those of the candidates and those their values are computed from
	// (relevantVars); any other variable reads as unknown.
	relevant map[*program.Var]bool
	// exitEqs are equalities that hold on edges out of a loop head
	// besides the edge's own condition (exitEqualities): an exit
	// j >= m from a head whose proved invariant bounds j <= m leaves
	// with j == m. The paths assume them as they assume the program's
	// equalities, and they give exit variants as those do.
	exitEqs map[*program.Edge][]program.Expr
	// exact are the narrow signed operations that the path the pass
	// follows assumed not to overflow (polyState.exact, exact.go).
	exact map[string][]*program.Var
	// shadows are the variables that stand in an environment for the
	// widenings of narrow variables assigned from such an operation:
	// env[shadow(v)] is the w-bit polynomial of (wide)v after
	// v = X op Y (exact.go).
	shadows map[*program.Var]*program.Var
	// divs numbers the quotients and remainders by constants
	// (polydiv.go), divOf says what each such symbol stands for.
	divs  map[divKey][2]int
	divOf map[int]*divInfo
	// nonneg are, per loop head, variables its proved atoms show
	// non-negative; curNonneg those of the head whose paths a check
	// follows (their symbols are the values there), for the sign of a
	// remainder that truncates.
	nonneg    map[*program.Loc]map[*program.Var]bool
	curNonneg map[*program.Var]bool
	// divFacts are, per loop head, the remainders x % d proved 0 there
	// (divides.go).
	divFacts map[*program.Loc]map[divPair]bool
	// divAt are the range analysis's intervals for divTruth; headOf
	// says which head and variable each head symbol stands for.
	divAt  IntervalAt
	headOf map[int]headVar
	// scaled are the counter-scaled candidates (polycount.go).
	scaled map[*polyCandidate]bool
	// ranges are, per loop head, the variables' intervals its proved
	// atoms give; curRange those of the head whose paths a check
	// follows; guessWiden widens without them (widenrange.go).
	ranges     map[*program.Loc]map[*program.Var][2]*big.Int
	curRange   map[*program.Var][2]*big.Int
	guessWiden bool
}

// relevantVars are the variables of the candidates and, transitively,
// those assigned to them: the only values a pass over the program needs
// to decide the candidates. Following the others cost most of a large
// program's preparation (a driver's thousands of globals).
func relevantVars(p *program.Program, cands []*polyCandidate) map[*program.Var]bool {
	rel := map[*program.Var]bool{}
	var work []*program.Var
	add := func(vs []*program.Var) {
		for _, v := range vs {
			if !rel[v] {
				rel[v] = true
				work = append(work, v)
			}
		}
	}
	for _, c := range cands {
		add(program.Vars(c.atom))
	}
	from := map[*program.Var][]program.Expr{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if as, ok := e.Stmt.(*program.Assign); ok {
				if r, ok := as.LHS.(*program.VarRef); ok {
					from[r.Var] = append(from[r.Var], as.RHS)
				}
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, rhs := range from[v] {
			add(program.Vars(rhs))
		}
	}
	return rel
}

// follows says whether the passes follow v's value.
func (a *polyAlg) follows(v *program.Var) bool { return a.relevant == nil || a.relevant[v] }

// extKey is the widening of symbol base, a value of width bits.
type extKey struct {
	base, width int
	signed      bool
}

// extSym is the symbol of the widening of symbol base.
func (a *polyAlg) extSym(base, width int, signed bool) int {
	// The extension of an extension: a zero extension, or a sign
	// extension sign-extended again, is the first extension to every
	// width ((long long)(6 * (int)a) for a short a is 6 times the
	// widening of a).
	if inner, ok := a.extOf[base]; ok && inner.width < width && (!inner.signed || signed) {
		return base
	}
	k := extKey{base, width, signed}
	if id, ok := a.exts[k]; ok {
		return id
	}
	if a.exts == nil {
		a.exts, a.extOf = map[extKey]int{}, map[int]extKey{}
	}
	id := len(a.vars)
	a.vars = append(a.vars, nil)
	a.exts[k], a.extOf[id] = id, k
	return id
}

// singleSym says whether p is, modulo 2^w, one symbol, and which.
func singleSym(p poly, w int) (int, bool) {
	m := widthMask(w)
	id, found := -1, false
	for k, c := range p {
		if c&m == 0 {
			continue
		}
		if found || degree(k) != 1 || c&m != 1 {
			return 0, false
		}
		n, _ := strconv.Atoi(k)
		id, found = n, true
	}
	return id, found
}

type headVar struct {
	head *program.Loc
	v    *program.Var
}

// opaqueBase is the base of a join of states from different bases.
var opaqueBase = &program.Loc{ID: -1}

// memoInIdeal is inIdeal(q, gens, w), remembered per polyAlg: the check
// pass (polycheck.go) asks the same membership at every path and join
// that reaches a condition with the same facts, and each answer is a
// rational elimination (a program of 800 locations with nested inlined
// calls asked 5,376 of them, 780 distinct, for 16 s before any engine
// ran). The key is each polynomial's canonical form modulo 2^w in order
// (inIdeal depends on the order of gens only through the basis it
// builds from them, which the key keeps), so a remembered answer is the
// answer.
func (a *polyAlg) memoInIdeal(q poly, gens []poly, w int) bool {
	var b strings.Builder
	b.WriteString(strconv.Itoa(w))
	b.WriteByte('#')
	b.WriteString(polyKey(q, w))
	for _, g := range gens {
		b.WriteByte('|')
		b.WriteString(polyKey(g, w))
	}
	k := b.String()
	if in, ok := a.idealMemo[k]; ok {
		return in
	}
	if a.idealBudget > 0 && a.idealEvals >= a.idealBudget {
		// Out of work: no membership shown, which proves nothing
		// (the pass then discharges fewer checks).
		a.idealSpent = true
		return false
	}
	a.idealEvals++
	in := inIdeal(q, gens, w)
	if a.idealMemo == nil {
		a.idealMemo = map[string]bool{}
	}
	a.idealMemo[k] = in
	return in
}

func newPolyAlg() *polyAlg {
	return &polyAlg{ids: map[*program.Var]int{}, fresh: map[*program.Edge]int{}, heads: map[headVar]int{}}
}

// innerFacts is what an inner loop's passage gives a path of its outer
// loop: the variables it writes, and its proved invariants.
type innerFacts struct {
	writes []*program.Var
	atoms  []*polyCandidate
}

// headSymbol is the symbol of v's value at the latest visit of head.
func (a *polyAlg) headSymbol(head *program.Loc, v *program.Var) int {
	k := headVar{head, v}
	id, ok := a.heads[k]
	if !ok {
		id = len(a.vars)
		a.heads[k] = id
		a.vars = append(a.vars, nil)
		if a.headOf == nil {
			a.headOf = map[int]headVar{}
		}
		a.headOf[id] = k
	}
	return id
}

// absent is the value of v where an environment does not map it.
func (a *polyAlg) absent(v *program.Var) (poly, bool) {
	switch a.base {
	case nil:
		return polySym(a.sym(v)), true
	case opaqueBase:
		return nil, false
	}
	return polySym(a.headSymbol(a.base, v)), true
}

func (a *polyAlg) sym(v *program.Var) int {
	if id, ok := a.ids[v]; ok {
		return id
	}
	a.ids[v] = len(a.vars)
	a.vars = append(a.vars, v)
	return a.ids[v]
}

// freshOf is the symbol of the value a havoc edge gives: one per edge,
// so that two reads of the same havoc agree and two havocs never do.
func (a *polyAlg) freshOf(e *program.Edge) int {
	if id, ok := a.fresh[e]; ok {
		return id
	}
	a.fresh[e] = len(a.vars)
	a.vars = append(a.vars, nil)
	return a.fresh[e]
}

// polyWork bounds the values the passes copy (a pass over a large
// program with many variables gives up rather than take seconds).
const polyWork = 1 << 22

// spend counts n units of work and says whether the bound is passed.
func (a *polyAlg) spend(n int) bool {
	a.work += n + 1
	return a.work > polyWork
}

// polyVar says whether v can be a variable of a polynomial modulo 2^w:
// a scalar integer of at least w bits that no pointer can write (an
// object whose every access is by name, Var.ByName, is one).
func polyVar(v *program.Var, w int) bool {
	return v.Type.Kind == program.KindInt && v.Type.Width >= w && v.Type.Width <= 64 && v.ByName()
}

// of translates x into a polynomial modulo 2^w under env, or false when
// x is not one.
func (a *polyAlg) of(x program.Expr, w int, env polyEnv) (poly, bool) {
	t := x.Type()
	if t.Kind != program.KindInt || t.Width < w || t.Width > 64 {
		return nil, false
	}
	switch x := x.(type) {
	case *program.Const:
		return polyConst(x.Val), true
	case *program.VarRef:
		if !polyVar(x.Var, w) || !a.follows(x.Var) {
			return nil, false
		}
		if p, ok := env[x.Var]; ok {
			return p, p != nil
		}
		return a.absent(x.Var)
	case *program.Cast:
		if c, ok := x.X.(*program.Const); ok && c.T.Kind == program.KindInt && c.T.Width <= 64 {
			v := c.Val & widthMask(c.T.Width)
			if c.T.Signed && c.T.Width < 64 && v>>uint(c.T.Width-1)&1 == 1 {
				v |= ^widthMask(c.T.Width)
			}
			return polyConst(v), true
		}
		if p, ok := a.exactWidening(x, w, env); ok {
			return p, true
		}
		if r, ok := x.X.(*program.VarRef); ok && r.Var.Type.Signed && x.T.Kind == program.KindInt && x.T.Width == w && x.T.Width > r.Var.Type.Width {
			if p := env[a.shadow(r.Var)]; p != nil {
				return p, true
			}
		}
		if src := x.X.Type(); src.Kind == program.KindInt && src.Width < w {
			// A narrower value widened: the widening of one symbol
			// (an input, a variable the loop does not write) is a
			// symbol of its own, a function of that symbol's value.
			p, ok := a.of(x.X, src.Width, env)
			if !ok {
				return nil, false
			}
			if id, ok := singleSym(p, src.Width); ok {
				return polySym(a.extSym(id, src.Width, src.Signed)), true
			}
			return a.widenFitting(p, src.Width, src.Signed)
		}
		return a.of(x.X, w, env)
	case *program.Unary:
		p, ok := a.of(x.X, w, env)
		if !ok {
			return nil, false
		}
		switch x.Op {
		case program.Neg:
			return poly{}.add(p, ^uint64(0)), true
		case program.BitNot: // ~x == -x - 1
			return poly{}.add(p, ^uint64(0)).add(polyConst(1), ^uint64(0)), true
		}
		return nil, false
	case *program.Binary:
		switch x.Op {
		case program.Add, program.Sub, program.Mul:
		case program.Div, program.Rem, program.Shr, program.And:
			return a.division(x, w, env)
		case program.Shl:
			c, ok := x.Y.(*program.Const)
			if !ok || c.Val >= uint64(t.Width) {
				return nil, false
			}
			p, ok := a.of(x.X, w, env)
			if !ok {
				return nil, false
			}
			return p.mul(polyConst(1 << c.Val))
		default:
			return nil, false
		}
		p, ok := a.of(x.X, w, env)
		if !ok {
			return nil, false
		}
		q, ok := a.of(x.Y, w, env)
		if !ok {
			return nil, false
		}
		switch x.Op {
		case program.Add:
			return p.add(q, 1), true
		case program.Sub:
			return p.add(q, ^uint64(0)), true
		}
		return p.mul(q)
	}
	return nil, false
}

// subst composes p with env: each variable symbol replaced by its value.
func (a *polyAlg) subst(p poly, env polyEnv) (poly, bool) {
	out := poly{}
	for k, c := range p {
		term := polyConst(c)
		if k != "" {
			for _, s := range strings.Split(k, ",") {
				id, _ := strconv.Atoi(s)
				f := polySym(id)
				if v := a.vars[id]; v != nil {
					if q, ok := env[v]; ok {
						if q == nil {
							return nil, false
						}
						f = q
					}
				} else if d, ok := a.divOf[id]; ok {
					// The quotient or remainder of the substituted
					// value.
					e, ok := a.subst(d.e, env)
					if !ok {
						return nil, false
					}
					q, r := a.divSyms(e, d.key.c, d.key.w, d.key.signed, d.key.trunc)
					f = polySym(r)
					if d.quot {
						f = polySym(q)
					}
				} else if ek, ok := a.extOf[id]; ok {
					// The widening of a variable the environment
					// changed: of its new value, when that is one
					// symbol.
					if v := a.vars[ek.base]; v != nil {
						if q, ok := env[v]; ok {
							if q == nil {
								return nil, false
							}
							if b, ok := singleSym(q, ek.width); ok {
								f = polySym(a.extSym(b, ek.width, ek.signed))
							} else if wq := env[a.shadow(v)]; wq != nil && ek.signed {
								// Assigned from an operation the
								// path assumed not to overflow
								// (exact.go).
								f = wq
							} else if f, ok = a.widenFitting(q, ek.width, ek.signed); !ok {
								return nil, false
							}
						}
					}
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

// exec runs edge e on env for polynomials modulo 2^w; false when the
// edge does what the algebra cannot follow (a Fill).
func (a *polyAlg) exec(e *program.Edge, w int, env polyEnv) bool {
	switch s := e.Stmt.(type) {
	case *program.Assign:
		r, ok := s.LHS.(*program.VarRef)
		if !ok || !a.follows(r.Var) {
			// Stores into memory, array cells and members: the
			// polynomials' variables are scalars nothing points to.
			return true
		}
		a.noteWide(r.Var, s.RHS, w, env)
		if p, ok := a.of(s.RHS, w, env); ok && polyVar(r.Var, w) {
			env[r.Var] = p
		} else if vw := r.Var.Type.Width; vw < w && polyVar(r.Var, vw) && program.Identical(r.Var.Type, s.RHS.Type()) {
			// A narrower variable holds its own width's polynomial,
			// read only widened (of, Cast; subst).
			if q, good := a.of(s.RHS, vw, env); good {
				env[r.Var] = q
			} else {
				env[r.Var] = nil
			}
		} else {
			env[r.Var] = nil
		}
	case *program.Havoc:
		if r, ok := s.LHS.(*program.VarRef); ok {
			delete(env, a.shadow(r.Var))
		}
		if r, ok := s.LHS.(*program.VarRef); ok && a.follows(r.Var) {
			// A narrower variable gets its symbol too: it is read
			// only widened (of, Cast).
			if polyVar(r.Var, min(w, r.Var.Type.Width)) {
				// The symbol stands for the edge's latest value: values
				// of an earlier execution held elsewhere become
				// unknown.
				id := a.freshOf(e)
				key := strconv.Itoa(id)
				for v, p := range env {
					if p != nil && a.mentionsDeep(p, key) {
						env[v] = nil
					}
				}
				env[r.Var] = polySym(id)
			} else {
				env[r.Var] = nil
			}
		}
	case *program.Dead:
		delete(env, a.shadow(s.Var))
		if a.follows(s.Var) {
			env[s.Var] = nil
		}
	case *program.Fill:
		return false
	}
	return true
}

// mentions says whether symbol key occurs in p.
func (p poly) mentions(key string) bool {
	for k := range p {
		for _, s := range strings.Split(k, ",") {
			if s == key {
				return true
			}
		}
	}
	return false
}

func (env polyEnv) clone() polyEnv {
	out := make(polyEnv, len(env))
	for v, p := range env {
		out[v] = p
	}
	return out
}

func polyEqual(p, q poly) bool { return maps.Equal(p, q) }

// polyCandidate is an equality X == Y the program tests, as P = X - Y
// modulo 2^w.
type polyCandidate struct {
	atom program.Expr // X == Y
	p    poly
	w    int
	deg  int
}

// polyCandidates are the equalities (== and !=) between integer
// expressions of the program that are polynomials over variables only,
// none when none of them has a product.
func (a *polyAlg) polyCandidates(p *program.Program) []*polyCandidate {
	var out []*polyCandidate
	seen := map[string]bool{}
	var exact map[string][]*program.Var
	visit := func(x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			b, ok := y.(*program.Binary)
			if !ok || (b.Op != program.Eq && b.Op != program.Ne) || len(out) >= 4*polyMaxCands {
				return true
			}
			pc, ok := a.candidate(b)
			if !ok {
				pc, ok = a.widenedCandidate(b)
			}
			if !ok && len(exact) > 0 {
				// The equality as the polynomial of its exact
				// widenings, where the code before it assumed its
				// narrow operations do not overflow (exact.go):
				// the candidate is that polynomial's atom, over
				// the widened variables, not b.
				a.exact = exact
				pc, ok = a.candidate(b)
				a.exact = nil
				if ok {
					atom, good := a.polyAtom(pc.p, pc.w).(*program.Binary)
					ok = good && atom != nil
					if ok {
						pc.atom = atom
					}
				}
			}
			if ok {
				key := strconv.Itoa(pc.w) + ":" + program.ExprString(pc.atom)
				if !seen[key] {
					seen[key] = true
					out = append(out, pc)
				}
			}
			return true
		})
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			exact = exactBefore(l)
			for _, x := range program.ValueExprs(e.Stmt) {
				visit(x)
			}
			exact = nil
			// A product saved in a variable (xy = x * y) is the
			// equality v == x * y wherever neither changes.
			if as, ok := e.Stmt.(*program.Assign); ok {
				if r, ok := as.LHS.(*program.VarRef); ok && polyVar(r.Var, r.Var.Type.Width) && program.Identical(r.Var.Type, as.RHS.Type()) {
					if rhs, ok := a.of(as.RHS, r.Var.Type.Width, nil); ok && polyDegree(rhs, r.Var.Type.Width) >= 2 && !slices.Contains(program.Vars(as.RHS), r.Var) {
						visit(&program.Binary{Op: program.Eq, X: as.LHS, Y: as.RHS, T: program.Bool})
					}
				}
			}
		}
	}
	// Products first; linear equalities are candidates too: they help
	// the products' steps (z == 6*n + 6 in the step of
	// y == 3*n*n + 3*n + 1), and a linear relation whose SAT step
	// passes expensive guards (counters chosen by l % 3) costs nothing
	// here.
	sort.SliceStable(out, func(i, j int) bool { return out[i].deg >= 2 && out[j].deg < 2 })
	if len(out) > polyMaxCands {
		out = out[:polyMaxCands]
	}
	return out
}

// candidate is the equality (or the negation of the disequality) b as
// a polynomial candidate, when both sides are polynomials of integers
// of at most 64 bits and their difference has degree 1 or more.
func (a *polyAlg) candidate(b *program.Binary) (*polyCandidate, bool) {
	if b.Op != program.Eq && b.Op != program.Ne {
		return nil, false
	}
	t := b.X.Type()
	if t.Kind != program.KindInt || t.Width > 64 {
		return nil, false
	}
	w := t.Width
	px, ok1 := a.of(b.X, w, nil)
	py, ok2 := a.of(b.Y, w, nil)
	if !ok1 || !ok2 {
		return nil, false
	}
	d := px.add(py, ^uint64(0))
	deg := polyDegree(d, w)
	if deg < 1 {
		return nil, false
	}
	atom := program.Expr(b)
	if b.Op == program.Ne {
		atom = &program.Binary{Op: program.Eq, X: b.X, Y: b.Y, T: program.Bool}
	}
	return &polyCandidate{atom: atom, p: d, w: w, deg: deg}, true
}

// polyDegree is the degree of p modulo 2^w.
func polyDegree(p poly, w int) int {
	deg := 0
	for k, c := range p {
		if c&widthMask(w) != 0 {
			deg = max(deg, degree(k))
		}
	}
	return deg
}

// A pathStep is an edge of a path through a loop body, or the passage
// through an inner loop (reset): the variables that loop writes take
// their values at its head, where its invariants hold.
type pathStep struct {
	e     *program.Edge
	reset *symex.Loop
}

// loopPaths returns the paths from the head of loop l through its body
// to target (the head again, or the head of a loop inside it), an inner
// loop passed as one reset step at its head
// (its back edges are not followed: the reset stands for every number
// of its iterations), or false when there are too many.
func loopPaths(l *symex.Loop, target *program.Loc, nest *symex.LoopNest) ([][]pathStep, bool) {
	var out [][]pathStep
	var path []pathStep
	on := map[*program.Loc]bool{}
	steps := 0
	var walk func(loc *program.Loc) bool
	walk = func(loc *program.Loc) bool {
		on[loc] = true
		defer delete(on, loc)
		for _, e := range loc.Out {
			if steps++; steps > polyMaxSteps {
				return false
			}
			inner := nest.LoopOfHead(e.To)
			switch {
			case e.To == target:
				out = append(out, append(append([]pathStep(nil), path...), pathStep{e: e}))
				if len(out) > polyMaxPaths {
					return false
				}
			case e.To == l.Head:
				// around l again, not to the target
			case !l.Body[e.To]:
				// leaves the loop
			case on[e.To]:
				// A back edge of an inner loop: its reset covers it.
				if inner == nil {
					return false
				}
			default:
				path = append(path, pathStep{e: e})
				if inner != nil {
					path = append(path, pathStep{reset: inner})
				}
				ok := walk(e.To)
				if inner != nil {
					path = path[:len(path)-1]
				}
				path = path[:len(path)-1]
				if !ok {
					return false
				}
			}
		}
		return true
	}
	if !walk(l.Head) {
		return nil, false
	}
	return out, true
}

// innerWrites are the variables the edges of loop l assign, havoc or end
// (those leaving it too: an over-approximation costs only precision).
func innerWrites(l *symex.Loop) []*program.Var {
	seen := map[*program.Var]bool{}
	var out []*program.Var
	note := func(v *program.Var) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for loc := range l.Body {
		for _, e := range loc.Out {
			switch s := e.Stmt.(type) {
			case *program.Assign:
				if r, ok := s.LHS.(*program.VarRef); ok {
					note(r.Var)
				}
			case *program.Havoc:
				if r, ok := s.LHS.(*program.VarRef); ok {
					note(r.Var)
				}
			case *program.Dead:
				note(s.Var)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// polyFlow computes, for every location, the values of the variables
// there in every execution, as polynomials modulo 2^w in the symbols of
// the inputs (nil where paths with different values join); false when
// the pass does not settle.
func (a *polyAlg) polyFlow(p *program.Program, w int) (map[*program.Loc]polyEnv, bool) {
	state := map[*program.Loc]polyEnv{p.Entry: {}}
	// Sweeps in reverse postorder: a location is visited after its
	// predecessors (but for back edges), so a loop-free stretch is done
	// in one sweep and a loop in a few.
	order := program.ReversePostorder(p)
	index := make(map[*program.Loc]int, len(order))
	for i, l := range order {
		index[l] = i
	}
	dirty := make([]bool, len(order))
	dirty[0] = true
	budget := 64 * (len(p.Locs) + 16)
	for again := true; again; {
		again = false
		for i, l := range order {
			if !dirty[i] {
				continue
			}
			dirty[i] = false
			if budget--; budget < 0 {
				return nil, false
			}
			for _, e := range l.Out {
				if a.spend(len(state[l])) {
					return nil, false
				}
				env := state[l].clone()
				if !a.exec(e, w, env) {
					return nil, false
				}
				old, seen := state[e.To]
				var next polyEnv
				if !seen {
					next = env
				} else {
					next = joinEnv(old, env)
					if envEqual(old, next) {
						continue
					}
				}
				state[e.To] = next
				j, ok := index[e.To]
				if !ok {
					continue
				}
				dirty[j] = true
				if j <= i {
					again = true
				}
			}
		}
	}
	return state, true
}

// joinEnv is the values two paths agree on: a variable whose values
// differ (or that one path leaves as its own symbol) is unknown.
func joinEnv(x, y polyEnv) polyEnv {
	out := polyEnv{}
	for v, p := range x {
		if q, ok := y[v]; ok && p != nil && q != nil && polyEqual(p, q) {
			out[v] = p
		} else {
			out[v] = nil
		}
	}
	for v := range y {
		if _, ok := x[v]; !ok {
			out[v] = nil
		}
	}
	return out
}

func envEqual(x, y polyEnv) bool {
	return maps.EqualFunc(x, y, func(p, q poly) bool { return (p == nil) == (q == nil) && polyEqual(p, q) })
}

// PolynomialInvariants returns, per cut point of sys (indexed like
// sys.Cuts), the polynomial equalities of the program that hold at that
// loop head whenever control reaches it, proved by algebra (the file's
// comment): no SAT call; the passes give up beyond polyWork.
func PolynomialInvariants(sys *System) []Invariant {
	a := newPolyAlg()
	cands := a.polyCandidates(sys.P)
	if len(cands) == 0 {
		return nil
	}
	// An outer loop's paths pass its inner loops' counting exits.
	a.exitEqs = countingExitFacts(sys)
	return a.invariants(sys, cands)
}

// maxAlgebraicCands bounds the equalities AlgebraicAtoms tries beside the
// program's own.
const maxAlgebraicCands = 64

// algebraicAtoms returns, per cut point of sys, those of the equalities
// extra that the algebra of PolynomialInvariants proves at that head
// (with the program's own equalities as the other candidates, whose
// identities a step may need): the linear relations the synthesis
// finds over its samples, proved without SAT when every path keeps them
// (a + b == 3*i where each path adds 3 to a + b and 1 to i).
func algebraicAtoms(sys *System, extra []program.Expr, exits map[*program.Edge][]program.Expr, nonneg map[*program.Loc]map[*program.Var]bool, ranges map[*program.Loc]map[*program.Var][2]*big.Int) [][]program.Expr {
	a := newPolyAlg()
	a.exitEqs = exits
	a.nonneg = nonneg
	a.ranges = ranges
	cands := a.polyCandidates(sys.P)
	want := map[string]bool{}
	n := 0
	for _, x := range extra {
		b, ok := x.(*program.Binary)
		if !ok || n >= maxAlgebraicCands {
			continue
		}
		pc, ok := a.candidate(b)
		if !ok {
			continue
		}
		text := program.ExprString(pc.atom)
		if want[text] {
			continue
		}
		want[text] = true
		n++
		cands = append(cands, pc)
	}
	if n == 0 && exits == nil {
		return nil
	}
	invs := a.invariants(sys, cands)
	if invs == nil {
		return nil
	}
	out := make([][]program.Expr, len(invs))
	for c, inv := range invs {
		for _, at := range inv.Atoms {
			// With exit equalities, the program's own equalities and
			// their variants may hold where they did not without.
			if want[program.ExprString(at)] || exits != nil {
				out[c] = append(out[c], at)
			}
		}
	}
	return out
}

// invariants proves cands at the heads of sys (PolynomialInvariants).
func (a *polyAlg) invariants(sys *System, cands []*polyCandidate) []Invariant {
	a.relevant = relevantVars(sys.P, cands)
	invs := make([]Invariant, len(sys.Cuts))
	found := false
	flows := map[int]map[*program.Loc]polyEnv{}
	// Inner loops first: their invariants hold where an outer loop's
	// paths pass them.
	order := make([]int, 0, len(sys.Cuts))
	depth := map[int]int{}
	for c := 1; c < len(sys.Cuts); c++ {
		order = append(order, c)
		if l := sys.Nest.LoopOfHead(sys.Cuts[c]); l != nil {
			for q := l.Parent; q != nil; q = q.Parent {
				depth[c]++
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return depth[order[i]] > depth[order[j]] })
	inner := map[*symex.Loop]*innerFacts{}
	byWidth := map[int][]*polyCandidate{}
	for _, pc := range cands {
		byWidth[pc.w] = append(byWidth[pc.w], pc)
	}
	widths := make([]int, 0, len(byWidth))
	for w := range byWidth {
		widths = append(widths, w)
	}
	sort.Ints(widths)
	for _, l := range sys.Nest.Loops {
		inner[l] = &innerFacts{writes: innerWrites(l)}
	}
	// Two rounds: an inner loop's first arrivals may need its outer
	// loop's invariants, which rest on the inner loop's. Every atom
	// proved in a round stays: each proof assumes only atoms proved by
	// then, all of which hold at every earlier visit of their heads (an
	// induction over the execution).
	cands = append(cands, a.exitVariants(sys, cands)...)
	cands = append(cands, a.exitCompletions(sys, cands)...)
	// Each level of a nest pulls back the completions of the level
	// above (t == a*M*N at the outer head, t == a*M*N + (b - 5)*N in
	// the middle, then + c innermost).
	for pulled, depth := cands, 0; len(pulled) > 0 && depth < 3; depth++ {
		pulled = a.pulledCompletions(sys, pulled)
		cands = append(cands, pulled...)
	}
	a.relevant = relevantVars(sys.P, cands)
	cands = append(cands, a.residuals(sys, cands, inner)...)
	if more := a.counterScaled(sys, cands, inner); len(more) > 0 {
		cands = append(cands, more...)
		a.relevant = relevantVars(sys.P, cands)
	}
	// Counters that move with a counting exit's counter (countexit.go).
	if more := a.lockstepCandidates(sys, cands, inner); len(more) > 0 {
		cands = append(cands, more...)
		a.relevant = relevantVars(sys.P, cands)
	}
	byWidth = map[int][]*polyCandidate{}
	for _, pc := range cands {
		byWidth[pc.w] = append(byWidth[pc.w], pc)
	}
	// A joint greatest fixpoint over the heads: every head starts with
	// every candidate, and each pass keeps at a head those that hold on
	// its first arrivals (from the flow, or from the enclosing head's
	// candidates still kept) and after each path through its body (the
	// inner loops' candidates still kept assumed where the path passes
	// them), until nothing changes. What is left holds at every visit
	// of every head, by induction over the execution: each check
	// assumes candidates only at visits before the one it is about (an
	// inner loop's first arrival comes after its outer head's visit; an
	// outer step passes the inner head's last visit). An inner loop's
	// entry may need its outer loop's relation, whose step needs the
	// inner loop's (division by doubling, lcm with inner loops).
	heads := map[*symex.Loop]bool{}
	for _, c := range order {
		if l := sys.Nest.LoopOfHead(sys.Cuts[c]); l != nil {
			heads[l] = true
		}
	}
	for l, f := range inner {
		if heads[l] {
			f.atoms = slices.Clone(cands)
		}
	}
	// A head's pass depends on its own candidates and on those of the
	// loops its paths assume: its parent, the parent's inner loops
	// (which its entries pass) and its own inner loops. A pass over
	// unchanged inputs keeps what it kept, so it is skipped.
	version := map[*symex.Loop]int{}
	deps := map[*symex.Loop][]*symex.Loop{}
	for _, l := range sys.Nest.Loops {
		deps[l] = append(deps[l], l)
		if l.Parent != nil {
			deps[l] = append(deps[l], l.Parent)
		}
		for _, m := range sys.Nest.Loops {
			if m != l && m.Parent != nil && (m.Parent == l || m.Parent == l.Parent) {
				deps[l] = append(deps[l], m)
			}
		}
	}
	inputs := func(l *symex.Loop) string {
		var b strings.Builder
		for _, d := range deps[l] {
			fmt.Fprintf(&b, "%d,", version[d])
		}
		return b.String()
	}
	done := map[*symex.Loop]string{}
	converged := false
	for pass := 0; pass < polyMaxPasses && !converged; pass++ {
		converged = true
		for _, c := range order {
			head := sys.Cuts[c]
			invs[c].Loc = head
			loop := sys.Nest.LoopOfHead(head)
			if loop == nil {
				continue
			}
			if in, ok := done[loop]; ok && in == inputs(loop) {
				continue
			}
			facts := inner[loop]
			next := a.keptAt(sys, loop, head, facts.atoms, widths, inner, flows)
			if len(next) != len(facts.atoms) {
				facts.atoms = next
				version[loop]++
				converged = false
			}
			done[loop] = inputs(loop)
		}
	}
	if !converged {
		return nil
	}
	for _, c := range order {
		loop := sys.Nest.LoopOfHead(sys.Cuts[c])
		if loop == nil {
			continue
		}
		for _, pc := range a.withoutRedundantScaled(inner[loop].atoms) {
			invs[c].Atoms = append(invs[c].Atoms, pc.atom)
			invs[c].Shown = append(invs[c].Shown, pc.atom)
			found = true
		}
	}
	if !found {
		return nil
	}
	invs[0].Loc = sys.Cuts[0]
	return invs
}

// initiated keeps the candidates that hold on every arrival at head from
// outside its loop.
func (a *polyAlg) initiated(cands []*polyCandidate, head *program.Loc, loop *symex.Loop, flow map[*program.Loc]polyEnv, w int) []*polyCandidate {
	var envs []polyEnv
	for _, e := range head.In {
		if loop.Body[e.From] {
			continue
		}
		st, ok := flow[e.From]
		if !ok {
			continue // unreachable
		}
		env := st.clone()
		if !a.exec(e, w, env) {
			return nil
		}
		envs = append(envs, env)
	}
	if head == nil || len(envs) == 0 {
		return nil
	}
	var out []*polyCandidate
	for _, pc := range cands {
		ok := true
		for _, env := range envs {
			q, good := a.subst(pc.p, env)
			if !good || !q.zeroMod(w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, pc)
		}
	}
	return out
}

// runPaths executes each path from the values at its start (each
// variable its own symbol): the values at its end, and the equalities
// it assumes (with the invariants of the inner loops it passes).
func (a *polyAlg) runPaths(paths [][]pathStep, w int, inner map[*symex.Loop]*innerFacts) ([]polyEnv, []pathFacts, bool) {
	envs := make([]polyEnv, 0, len(paths))
	eqs := make([]pathFacts, 0, len(paths))
	st := &polyState{env: polyEnv{}}
	for _, path := range paths {
		env := polyEnv{}
		var assumed, neqs []poly
		// The operations the path assumed not to overflow, and the
		// widenings they make exact (exact.go).
		var exact map[string][]*program.Var
		for _, step := range path {
			if step.reset != nil {
				exact = nil
				f := inner[step.reset]
				if f == nil {
					return nil, nil, false
				}
				for _, v := range f.writes {
					env[v] = polySym(a.headSymbol(step.reset.Head, v))
					delete(env, a.shadow(v))
				}
				for _, pc := range f.atoms {
					if pc.w != w {
						continue
					}
					if q, ok := a.subst(pc.p, env); ok {
						assumed = append(assumed, q)
					}
				}
				continue
			}
			e := step.e
			if as, ok := e.Stmt.(*program.Assume); ok {
				st.env = env
				for _, c := range append([]program.Expr{as.Cond}, a.exitEqs[e]...) {
					eq, ne := a.assumedFacts(c, st, w)
					assumed = append(assumed, eq...)
					neqs = append(neqs, ne...)
				}
				exact = assumedExact(as.Cond, exact)
			}
			a.exact = exact
			ok := a.exec(e, w, env)
			a.exact = nil
			if !ok {
				return nil, nil, false
			}
			if v := writtenVar(e.Stmt); v != nil {
				exact = forgetExact(exact, v)
			}
		}
		envs = append(envs, env)
		eqs = append(eqs, pathFacts{eqs: assumed, neqs: neqs})
	}
	return envs, eqs, true
}

// initiatedOnPaths keeps the candidates that hold at the end of every
// path (from an outer head's values), given the equalities each assumes
// and the outer head's invariants proved so far.
func (a *polyAlg) initiatedOnPaths(cands []*polyCandidate, paths [][]pathStep, w int, inner map[*symex.Loop]*innerFacts, outer []*polyCandidate) []*polyCandidate {
	envs, eqs, ok := a.runPaths(paths, w, inner)
	if !ok || len(envs) == 0 {
		return nil
	}
	// The outer head's invariants hold where the paths start.
	for i := range eqs {
		for _, pc := range outer {
			if pc.w == w {
				eqs[i].eqs = append(eqs[i].eqs, pc.p)
			}
		}
	}
	var out []*polyCandidate
	for _, pc := range cands {
		good := true
		for i, env := range envs {
			q, ok := a.subst(pc.p, env)
			if !ok || !a.holds(q, eqs[i].eqs, eqs[i].neqs, w, true) {
				good = false
				break
			}
		}
		if good {
			out = append(out, pc)
		}
	}
	return out
}

// consecution drops candidates until every one that is left holds after
// each path whenever all held before (Houdini over the identities).
func (a *polyAlg) consecution(cands []*polyCandidate, paths [][]pathStep, w int, inner map[*symex.Loop]*innerFacts) []*polyCandidate {
	envs, eqs, ok := a.runPaths(paths, w, inner)
	if !ok {
		return nil
	}
	alive := cands
	for changed := true; changed && len(alive) > 0; {
		changed = false
		var next []*polyCandidate
		for _, pc := range alive {
			ok := true
			for i, env := range envs {
				q, good := a.subst(pc.p, env)
				if good && q.add(pc.p, ^uint64(0)).zeroMod(w) {
					// The path keeps P as it is (it writes none of
					// its variables, or only in ways that cancel).
					continue
				}
				if !good || !a.combination(q, alive, eqs[i], w) {
					ok = false
					break
				}
			}
			if ok {
				next = append(next, pc)
			} else {
				changed = true
			}
		}
		alive = next
	}
	return alive
}

// combination says whether q is, modulo 2^w, a sum Σ c_j·B_j with
// integer c_j (zero included) of the candidates' polynomials, the
// equalities the path assumes (y2 + 1 == x2 on the branch that resets
// y2) and their products with the symbols. The c_j are
// found by Gaussian elimination over the rationals on the coefficients
// read as signed w-bit integers, and the identity is then checked
// modulo 2^w, so a wrong guess costs a candidate, never soundness.
func (a *polyAlg) combination(q poly, cands []*polyCandidate, assumed pathFacts, w int) bool {
	gens := make([]poly, 0, len(cands)+len(assumed.eqs))
	for _, pc := range cands {
		gens = append(gens, pc.p)
	}
	return a.holds(q, append(gens, assumed.eqs...), assumed.neqs, w, true)
}

// inIdeal says whether q is, modulo 2^w, a sum Σ c_j·B_j with integer
// c_j of the generators gens and their products with the variables of
// q (see combination).
func inIdeal(q poly, gens []poly, w int) bool {
	if inIdealPlain(q, gens, w) {
		return true
	}
	// With the equalities of two symbols substituted (idealsubst.go).
	if sq, sg, ok := unitSubstituted(q, gens, w); ok {
		return inIdealPlain(sq, sg, w)
	}
	return false
}

// inIdealPlain is inIdeal without substitutions.
func inIdealPlain(q poly, gens []poly, w int) bool {
	if q.zeroMod(w) {
		return true
	}
	keys := map[string]int{}
	var order []string
	note := func(k string) {
		if _, ok := keys[k]; !ok {
			keys[k] = len(order)
			order = append(order, k)
		}
	}
	for k := range q {
		note(k)
	}
	// The basis: each candidate, and each candidate times each symbol
	// of q and of the candidates (geometric sums step to z·P: x*z - x -
	// y + 1 after x = x*z + 1, y = y*z).
	basis := append([]poly(nil), gens...)
	syms := map[string]bool{}
	for _, p := range append([]poly{q}, gens...) {
		for k := range p {
			for _, s := range strings.Split(k, ",") {
				if s != "" {
					syms[s] = true
				}
			}
		}
	}
	symList := make([]string, 0, len(syms))
	for s := range syms {
		symList = append(symList, s)
	}
	sort.Strings(symList)
	for _, k := range symList {
		for _, g := range gens {
			if m, ok := g.mul(poly{k: 1}); ok && len(basis) < 4*polyMaxCands {
				basis = append(basis, m)
			}
		}
	}
	m := widthMask(w)
	covered := map[string]bool{}
	for _, b := range basis {
		for k, c := range b {
			note(k)
			if c&m != 0 {
				covered[k] = true
			}
		}
	}
	// A monomial of q that no element of the basis has cannot be
	// matched: no elimination needed.
	for k, c := range q {
		if c&m != 0 && !covered[k] {
			return false
		}
	}
	sort.Strings(order)
	n := len(basis)
	rows := make([][]*big.Rat, len(order))
	for i, k := range order {
		row := make([]*big.Rat, n+1)
		for j, b := range basis {
			row[j] = new(big.Rat).SetInt64(signedMod(b[k], w))
		}
		row[n] = new(big.Rat).SetInt64(signedMod(q[k], w))
		rows[i] = row
	}
	combines := func(coef []uint64) bool {
		sum := poly{}
		for j, k := range coef {
			if k&m == 0 {
				continue
			}
			term, _ := basis[j].mul(polyConst(k))
			sum = sum.add(term, 1)
		}
		return sum.add(q, ^uint64(0)).zeroMod(w)
	}
	if sol, ok := solveRat(rows, n); ok {
		coef := make([]uint64, n)
		integral := true
		for j, c := range sol {
			if !c.IsInt() || !c.Num().IsInt64() {
				integral = false
				break
			}
			coef[j] = uint64(c.Num().Int64())
		}
		if integral && combines(coef) {
			return true
		}
	}
	// The equations modulo 2^w themselves (idealmod.go).
	A := make([][]uint64, len(order))
	rhs := make([]uint64, len(order))
	for i, k := range order {
		A[i] = make([]uint64, n)
		for j, b := range basis {
			A[i][j] = b[k]
		}
		rhs[i] = q[k]
	}
	coef, ok := solveMod(A, rhs, n, w)
	return ok && combines(coef)
}

func signedMod(c uint64, w int) int64 {
	c &= widthMask(w)
	if w < 64 && c>>uint(w-1)&1 == 1 {
		c |= ^widthMask(w)
	}
	return int64(c)
}

// rrefRat brings rows to reduced row echelon form over their first
// cols columns (pivots scaled to 1, the other entries of a pivot's
// column cleared), updating every entry up to column width (width >=
// cols: the columns past cols, a right-hand side, follow the rows). It
// returns the pivot columns in row order: row i's pivot is pivots[i],
// and the rows from len(pivots) on are zero in the first cols columns.
func rrefRat(rows [][]*big.Rat, cols, width int) []int {
	var pivots []int
	r := 0
	for col := 0; col < cols && r < len(rows); col++ {
		p := -1
		for i := r; i < len(rows); i++ {
			if rows[i][col].Sign() != 0 {
				p = i
				break
			}
		}
		if p < 0 {
			continue
		}
		rows[r], rows[p] = rows[p], rows[r]
		// The matrices are sparse: the pivot row's zero entries change
		// nothing (0 times the inverse, minus f times 0), and are skipped;
		// one product is reused.
		inv := new(big.Rat).Inv(rows[r][col])
		var nz []int
		for j := col; j < width; j++ {
			if rows[r][j].Sign() != 0 {
				rows[r][j].Mul(rows[r][j], inv)
				nz = append(nz, j)
			}
		}
		f, prod := new(big.Rat), new(big.Rat)
		for i := range rows {
			if i == r || rows[i][col].Sign() == 0 {
				continue
			}
			f.Set(rows[i][col])
			for _, j := range nz {
				rows[i][j].Sub(rows[i][j], prod.Mul(f, rows[r][j]))
			}
		}
		pivots = append(pivots, col)
		r++
	}
	return pivots
}

// solveRat solves the linear system rows (n unknowns, the last column the
// right-hand side) over the rationals, free unknowns 0.
func solveRat(rows [][]*big.Rat, n int) ([]*big.Rat, bool) {
	pivots := rrefRat(rows, n, n+1)
	r := len(pivots)
	for i := r; i < len(rows); i++ {
		if rows[i][n].Sign() != 0 {
			return nil, false
		}
	}
	sol := make([]*big.Rat, n)
	for j := range sol {
		sol[j] = new(big.Rat)
	}
	for i, col := range pivots {
		sol[col].Set(rows[i][n])
	}
	return sol, true
}

// Merge returns the invariants of a with the atoms of b added at the same
// cut points (both indexed like the cut points of one System; either may
// be nil).
func Merge(a, b []Invariant) []Invariant {
	if len(b) == 0 {
		return a
	}
	if len(a) == 0 {
		return b
	}
	out := make([]Invariant, len(a))
	copy(out, a)
	for c := range out {
		if c < len(b) {
			out[c].Atoms = append(append([]program.Expr(nil), out[c].Atoms...), b[c].Atoms...)
			out[c].Shown = append(append([]program.Expr(nil), out[c].Shown...), b[c].Shown...)
			out[c].Exact = append(append([]program.Expr(nil), out[c].Exact...), b[c].Exact...)
		}
	}
	return out
}

// Bounds on the residual candidates: the generations of residuals taken
// from residuals, and how many join the program's equalities.
const (
	polyResidualRounds = 3
	polyMaxResiduals   = 16
)

// residuals proposes, for each candidate P and each path through a
// loop body (inner loops passed as their heads' values), the residual
// P∘path - P as a candidate R == 0 of its own, when it is a nonconstant
// polynomial over the program's variables: the increment of P that the
// step leaves must itself vanish for P to be kept as it is. For
// y == 3*n*n + 3*n + 1 under n++, y += z, z += 6 it is z - 6*n - 6, an
// equality the program never tests; the residual of x == n*n*n under
// x += y is y's own candidate. Residuals of residuals follow, a few
// generations (the finite differences of a polynomial sum). They are
// candidates like the others: kept only when initiation and
// consecution prove them.
func (a *polyAlg) residuals(sys *System, cands []*polyCandidate, inner map[*symex.Loop]*innerFacts) []*polyCandidate {
	seen := map[string]bool{}
	gens := map[int][]poly{}
	for _, pc := range cands {
		seen[polyKey(pc.p, pc.w)] = true
		gens[pc.w] = append(gens[pc.w], pc.p)
	}
	var out []*polyCandidate
	frontier := cands
	for round := 0; round < polyResidualRounds && len(frontier) > 0 && len(out) < polyMaxResiduals; round++ {
		var next []*polyCandidate
		for _, l := range sys.Nest.Loops {
			paths, ok := loopPaths(l, l.Head, sys.Nest)
			if !ok {
				continue
			}
			byW := map[int][]polyEnv{}
			for _, pc := range frontier {
				envs, ok := byW[pc.w]
				if !ok {
					envs, _, _ = a.runPaths(paths, pc.w, inner)
					byW[pc.w] = envs
				}
				for _, env := range envs {
					q, ok := a.subst(pc.p, env)
					if !ok {
						continue
					}
					r := q.add(pc.p, ^uint64(0))
					if polyDegree(r, pc.w) < 1 || len(out) >= polyMaxResiduals {
						continue
					}
					key := polyKey(r, pc.w)
					if seen[key] {
						continue
					}
					seen[key] = true
					// A residual the candidates already give (the
					// geometric sum's z·P) says nothing new.
					if inIdeal(r, sharing(r, gens[pc.w]), pc.w) {
						continue
					}
					// The candidate is the atom read back: its symbols
					// are the variables' own (a value at an inner head
					// becomes the variable).
					atom := a.polyAtom(r, pc.w)
					if atom == nil {
						continue
					}
					rc, ok := a.candidate(atom.(*program.Binary))
					if !ok || rc.w != pc.w {
						continue
					}
					if k := polyKey(rc.p, rc.w); k != key {
						if seen[k] {
							continue
						}
						seen[k] = true
					}
					gens[pc.w] = append(gens[pc.w], rc.p)
					out = append(out, rc)
					next = append(next, rc)
				}
			}
		}
		frontier = next
	}
	return out
}

// polyKey names p modulo 2^w up to its sign.
func polyKey(p poly, w int) string {
	m := widthMask(w)
	keys := make([]string, 0, len(p))
	for k, c := range p {
		if c&m != 0 {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	if len(keys) == 0 {
		return ""
	}
	// The sign that makes the first coefficient at most half the ring.
	sign := uint64(1)
	if c := p[keys[0]] & m; c > m>>1 {
		sign = ^uint64(0)
	}
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s:%d;", k, (sign*p[k])&m)
	}
	return strconv.Itoa(w) + "|" + b.String()
}

// polyAtom writes P == 0 modulo 2^w as C in the unsigned type of w bits
// (32 or 64), when every symbol of P is a program variable of the
// algebra; nil otherwise.
func (a *polyAlg) polyAtom(p poly, w int) program.Expr {
	var t *program.Type
	switch w {
	case 32:
		t = uint32T
	case 64:
		t = uint64T
	default:
		return nil
	}
	// A symbol of a variable's value at an inner loop's head (a path
	// of the outer loop passed it) stands for the variable there: the
	// residual is a guess, proved or dropped at every head.
	headVars := map[int]*program.Var{}
	for hv, id := range a.heads {
		headVars[id] = hv.v
	}
	varOf := func(id int) *program.Var {
		if id < 0 || id >= len(a.vars) {
			return nil
		}
		if v := a.vars[id]; v != nil {
			return v
		}
		return headVars[id]
	}
	m := widthMask(w)
	keys := make([]string, 0, len(p))
	for k := range p {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sum program.Expr
	for _, k := range keys {
		c := p[k] & m
		if c == 0 {
			continue
		}
		var term program.Expr
		if k == "" || c != 1 {
			term = program.NewConst(t, c)
		}
		if k != "" {
			for _, f := range strings.Split(k, ",") {
				id, _ := strconv.Atoi(f)
				x := a.widenedVar(id, t, varOf)
				if v := varOf(id); v != nil && polyVar(v, w) {
					x = castTo(t, v)
				}
				if x == nil {
					return nil
				}
				if term == nil {
					term = x
				} else {
					term = &program.Binary{Op: program.Mul, X: term, Y: x, T: t}
				}
			}
		}
		if sum == nil {
			sum = term
		} else {
			sum = &program.Binary{Op: program.Add, X: sum, Y: term, T: t}
		}
	}
	if sum == nil {
		return nil
	}
	return &program.Binary{Op: program.Eq, X: sum, Y: program.NewConst(t, 0), T: program.Bool}
}

// polyMaxVariants bounds the candidates exitVariants adds.
const polyMaxVariants = 16

// exitVariants proposes, for each equality x == y between two variables
// that the program assumes (a loop left by x != y) and each candidate P
// with at most four monomials that contain x, the variants of P with x
// replaced by y in some of those monomials: a relation that the program
// tests where x and y meet is, inside the loop, often the same relation
// with each variable in its own place (a*(u + v) == x*y at the exit of
// while (a != b) is a*u + b*v == x*y in the loop). They are candidates
// like the others: kept only when initiation and consecution prove them.
func (a *polyAlg) exitVariants(sys *System, cands []*polyCandidate) []*polyCandidate {
	type pair struct{ x, y int }
	pairs := map[int][]pair{}
	// The exit's variables need not be the candidates' (a == L leaves
	// the loop that t == L*M*N is tested after, and only L is one of
	// its variables): every variable is followed here.
	defer func(rel map[*program.Var]bool) { a.relevant = rel }(a.relevant)
	a.relevant = nil
	seenPair := map[[3]int]bool{}
	for _, l := range sys.P.Locs {
		for _, e := range l.Out {
			as, ok := e.Stmt.(*program.Assume)
			if !ok {
				continue
			}
			conds := append([]program.Expr{as.Cond}, a.exitEqs[e]...)
			for _, w := range []int{32, 64} {
				for _, cond := range conds {
					d, ok := a.assumedEquality(cond, &polyState{env: polyEnv{}}, w)
					if !ok || len(d) != 2 {
						continue
					}
					var ids []int
					for k, c := range d {
						if degree(k) != 1 || (c&widthMask(w) != 1 && c&widthMask(w) != widthMask(w)) {
							ids = nil
							break
						}
						id, _ := strconv.Atoi(k)
						if !a.variableSym(id) {
							ids = nil
							break
						}
						ids = append(ids, id)
					}
					if len(ids) != 2 || seenPair[[3]int{w, ids[0], ids[1]}] {
						continue
					}
					seenPair[[3]int{w, ids[0], ids[1]}], seenPair[[3]int{w, ids[1], ids[0]}] = true, true
					pairs[w] = append(pairs[w], pair{ids[0], ids[1]}, pair{ids[1], ids[0]})
				}
			}
		}
	}
	seen := map[string]bool{}
	for _, pc := range cands {
		seen[polyKey(pc.p, pc.w)] = true
	}
	var out []*polyCandidate
	for _, pc := range cands {
		for _, pr := range pairs[pc.w] {
			xs := strconv.Itoa(pr.x)
			var with []string
			for k, c := range pc.p {
				if c&widthMask(pc.w) != 0 && slices.Contains(strings.Split(k, ","), xs) {
					with = append(with, k)
				}
			}
			if len(with) == 0 || len(with) > 4 {
				continue
			}
			sort.Strings(with)
			// First every occurrence of x replaced (a power too), then
			// one occurrence in some of the monomials.
			for mask := 0; mask < 1<<len(with); mask++ {
				if len(out) >= polyMaxVariants {
					return out
				}
				q := poly{}
				if mask == 0 {
					q = substituteSym(pc.p, xs, strconv.Itoa(pr.y))
				} else {
					for k, c := range pc.p {
						q[k] = c
					}
				}
				for i, k := range with {
					if mask&(1<<i) == 0 {
						continue
					}
					c := q[k]
					delete(q, k)
					ids := strings.Split(k, ",")
					for j, f := range ids {
						if f == xs {
							ids[j] = strconv.Itoa(pr.y)
							break
						}
					}
					nk := ""
					for _, f := range ids {
						nk = mulKey(nk, f)
					}
					q = q.add(poly{nk: c}, 1)
				}
				key := polyKey(q, pc.w)
				if polyDegree(q, pc.w) < 1 || seen[key] {
					continue
				}
				seen[key] = true
				atom := a.polyAtom(q, pc.w)
				if atom == nil {
					continue
				}
				if rc, ok := a.candidate(atom.(*program.Binary)); ok && rc.w == pc.w {
					out = append(out, rc)
				}
			}
		}
	}
	return out
}

// polyMaxPasses bounds the passes of the joint fixpoint (invariants);
// one that has not converged by then gives no invariant.
const polyMaxPasses = 16

// keptAt is one pass of invariants at one head: the candidates of cur
// that hold on the head's first arrivals and after every path through
// its loop's body, the other heads' current candidates assumed.
func (a *polyAlg) keptAt(sys *System, loop *symex.Loop, head *program.Loc, cur []*polyCandidate, widths []int, inner map[*symex.Loop]*innerFacts, flows map[int]map[*program.Loc]polyEnv) []*polyCandidate {
	paths, ok := loopPaths(loop, head, sys.Nest)
	if !ok {
		return nil
	}
	// A loop inside another is entered from the outer head's values:
	// its first arrivals are the paths from there.
	var entries [][]pathStep
	if loop.Parent != nil {
		if entries, ok = loopPaths(loop.Parent, head, sys.Nest); !ok {
			return nil
		}
	}
	var out []*polyCandidate
	for _, w := range widths {
		var these []*polyCandidate
		for _, pc := range cur {
			if pc.w == w {
				these = append(these, pc)
			}
		}
		if len(these) == 0 {
			continue
		}
		var alive []*polyCandidate
		if loop.Parent != nil {
			// The entry paths start at the outer head, whose
			// proved ranges hold there (k = 2*i widens exactly
			// where i <= 300).
			a.curNonneg, a.curRange = a.nonneg[loop.Parent.Head], a.ranges[loop.Parent.Head]
			alive = a.initiatedOnPaths(these, entries, w, inner, inner[loop.Parent].atoms)
			a.curNonneg, a.curRange = nil, nil
		} else {
			flow, ok := flows[w]
			if !ok {
				flow, ok = a.polyFlow(sys.P, w)
				if !ok {
					flow = nil
				}
				flows[w] = flow
			}
			if flow == nil {
				continue
			}
			alive = a.initiated(these, head, loop, flow, w)
		}
		a.curNonneg, a.curRange = a.nonneg[head], a.ranges[head]
		out = append(out, a.consecution(alive, paths, w, inner)...)
		a.curNonneg, a.curRange = nil, nil
	}
	return out
}

// sharing are the generators that share a symbol with q: the others
// rarely take part in a combination that gives q, and each costs the
// elimination a column per symbol. Fewer generators only prove less.
// An equality of two symbols or a symbol and a constant (j == m, 0 == j
// where a loop ends) that shares a symbol with one of those joins them
// too: it is a substitution in them (k - i*m - j with j == 0 gives
// k - i*m, whose symbols need not include j).
func sharing(q poly, gens []poly) []poly {
	syms := map[string]bool{}
	note := func(p poly) {
		for k := range p {
			for _, f := range strings.Split(k, ",") {
				if f != "" {
					syms[f] = true
				}
			}
		}
	}
	hits := func(g poly) bool {
		for k := range g {
			for _, f := range strings.Split(k, ",") {
				if syms[f] {
					return true
				}
			}
		}
		return false
	}
	note(q)
	var out []poly
	taken := make([]bool, len(gens))
	for i, g := range gens {
		if hits(g) {
			out, taken[i] = append(out, g), true
		}
	}
	for _, g := range out {
		note(g)
	}
	for i, g := range gens {
		if !taken[i] && substitution(g) && hits(g) {
			out = append(out, g)
		}
	}
	return out
}

// substitution says whether g is x - y or x - c: two monomials of
// degree at most one.
func substitution(g poly) bool {
	n := 0
	for k, c := range g {
		if c == 0 {
			continue
		}
		if degree(k) > 1 {
			return false
		}
		n++
	}
	return n <= 2
}
