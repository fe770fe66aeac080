package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// Congruences of scalars (see the package documentation, "Congruences").
//
// A variable x that every write in a loop moves by a constant step
// (x = x + s, x = x - s) or sets to a constant keeps, between the writes,
// a residue modulo m when m divides every step: at the head,
// (x - x0) % m == 0 for its entry value x0 (x % m == x0 % m for a
// constant x0 >= 0), as long as no step wraps (a step of an unsigned x
// that wraps adds s - 2^w, whose residue modulo an m that is no power of
// two differs). The affine relations state congruences modulo powers of
// two, which wrapping keeps; these are the others. The moduli are the
// divisors m of the gcd of x's steps that are the gcd itself or a
// constant the program divides x by (x % m, x / m), with 3 <= m <=
// maxCongruenceModulus and no power of two. A constant x0 < 0 (whose
// residue C's % gives negative) and sets of x whose residue differs from
// the entry's give none.
//
// Guarded congruences (g != v || x % m == r for a flag g the loop sets
// to constants) are not proposed: the synthesis proves those a program's
// checks state (if (y == 0) assert(x % 3 == 0)) once the divider is
// small (bitvec.udivRemSmall), and ten guarded candidates of a loop whose
// steps depend on x % 5 took the whole of narrowCells' budget.
//
// These are candidates only, proved by SAT like every other (narrowing
// after the rest, narrowCells: the divider circuit of % slows each query
// that reads it, and the widening of the other templates must not pay
// for it). No argument of this comment is trusted: a wrap that breaks a
// congruence makes its query satisfiable, and it goes.

// maxCongruenceModulus bounds the moduli of congruenceCandidates.
const maxCongruenceModulus = 64

// maxCongruences bounds the candidates congruenceCandidates returns for
// one loop.
const maxCongruences = 48

// congruenceCandidates are the candidates above for the loop whose body
// is body, entered at head, in program p.
func congruenceCandidates(p *program.Program, head *program.Loc, body map[*program.Loc]bool) []program.Expr {
	type moves struct {
		steps []int64
		sets  []*program.Const
		bad   bool
	}
	mv := map[*program.Var]*moves{}
	get := func(v *program.Var) *moves {
		if mv[v] == nil {
			mv[v] = &moves{}
		}
		return mv[v]
	}
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				r, ok := st.LHS.(*program.VarRef)
				if !ok {
					continue
				}
				m := get(r.Var)
				if c, ok := st.RHS.(*program.Const); ok && program.Identical(c.T, r.Var.Type) {
					m.sets = append(m.sets, c)
					continue
				}
				if s, ok := castStep(st.RHS, r.Var); ok && s != 0 {
					m.steps = append(m.steps, s)
					continue
				}
				m.bad = true
			case *program.Havoc:
				if r, ok := st.LHS.(*program.VarRef); ok {
					get(r.Var).bad = true
				}
			}
		}
	}
	good := func(v *program.Var) bool {
		return v.ByName() && v.Type.Kind == program.KindInt && v.Type.Width <= 64 && !mv[v].bad
	}
	divisors := programDivisors(p)
	var vars []*program.Var
	for v, m := range mv {
		if good(v) && len(m.steps) > 0 {
			vars = append(vars, v)
		}
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].Name < vars[j].Name })
	written := loopWrites(body)
	var out []program.Expr
	seen := map[string]bool{}
	add := func(x program.Expr) {
		if text := program.ExprString(x); !seen[text] && len(out) < maxCongruences {
			seen[text] = true
			out = append(out, x)
		}
	}
	rem := func(x program.Expr, t *program.Type, m, r uint64) program.Expr {
		mod := &program.Binary{Op: program.Rem, X: x, Y: program.NewConst(t, m), T: t}
		return &program.Binary{Op: program.Eq, X: mod, Y: program.NewConst(t, r), T: program.Bool}
	}
	for _, x := range vars {
		m := mv[x]
		var g int64
		for _, s := range m.steps {
			g = gcd(g, max(s, -s))
		}
		moduli := map[uint64]bool{}
		if congruenceModulus(uint64(g)) {
			moduli[uint64(g)] = true
		}
		for _, d := range divisors[x] {
			moduli[d] = true
		}
		ms := make([]uint64, 0, len(moduli))
		for d := range moduli {
			ms = append(ms, d)
		}
		sort.Slice(ms, func(i, j int) bool { return ms[i] < ms[j] })
		ref := &program.VarRef{Var: x}
		t := x.Type
		for _, d := range ms {
			if uint64(g)%d != 0 {
				continue
			}
			{
				// Every step keeps the residue: the entry's, where
				// the sets agree with it.
				x0, ok := entryExpr(head, body, x)
				if ok && !readsAny(x0, written) {
					k, isConst := x0.(*program.Const)
					switch {
					case isConst && program.SignExtend(k.Val, t) >= 0:
						r := k.Val % d
						agree := true
						for _, c := range m.sets {
							agree = agree && program.SignExtend(c.Val, t) >= 0 && c.Val%d == r
						}
						if agree {
							add(rem(ref, t, d, r))
						}
					case len(m.sets) == 0:
						diff := &program.Binary{Op: program.Sub, X: ref, Y: x0, T: t}
						add(rem(diff, t, d, 0))
					}
				}
			}
		}
	}
	return out
}

// congruenceModulus says whether m is a modulus of the candidates: 3 <=
// m <= maxCongruenceModulus and no power of two.
func congruenceModulus(m uint64) bool {
	return m >= 3 && m <= maxCongruenceModulus && m&(m-1) != 0
}

// castStep is s when x is v + s or v - s (as -s) for a constant s,
// through casts of v, of the constant and of the sum.
func castStep(x program.Expr, v *program.Var) (int64, bool) {
	b, ok := stripCasts(x).(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return 0, false
	}
	r, ok := stripCasts(b.X).(*program.VarRef)
	c, isConst := stripCasts(b.Y).(*program.Const)
	if !ok || r.Var != v || !isConst {
		return 0, false
	}
	d := program.SignExtend(c.Val, c.T)
	if b.Op == program.Sub {
		d = -d
	}
	return d, true
}

// programDivisors are, per variable, the constant divisors m of every
// x % m and x / m of p whose left side reads the variable, when m is a
// congruence modulus.
func programDivisors(p *program.Program) map[*program.Var][]uint64 {
	out := map[*program.Var][]uint64{}
	seen := map[*program.Var]map[uint64]bool{}
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			for _, x := range program.StmtExprs(ed.Stmt) {
				program.Walk(x, func(e program.Expr) bool {
					b, ok := e.(*program.Binary)
					if !ok || (b.Op != program.Rem && b.Op != program.Div) {
						return true
					}
					c, ok := stripCasts(b.Y).(*program.Const)
					if !ok {
						return true
					}
					m := uint64(program.SignExtend(c.Val, c.T))
					if !congruenceModulus(m) {
						return true
					}
					for _, v := range program.Vars(b.X) {
						if seen[v] == nil {
							seen[v] = map[uint64]bool{}
						}
						if !seen[v][m] {
							seen[v][m] = true
							out[v] = append(out[v], m)
						}
					}
					return true
				})
			}
		}
	}
	return out
}
