package kinduction

import (
	"context"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Exit completions (see the package documentation, "Polynomial
// invariants").
//
// A relation the program tests after a loop holds there only with the
// loop's exit condition: z == a*b after while (y != 0) is, inside the
// loop, z + x*y == a*b, whose extra term vanishes where y == 0. For an
// equality g == 0 that an edge out of a loop head assumes (y == 0 from
// !(y != 0)) and a candidate P == 0, the completions are P + g*R == 0
// with R = c_0 + Σ c_v·v over the variables v the loop writes: they
// agree with P wherever the loop is left that way. The coefficients come
// from the states concrete runs reach at the head (a linear system over
// the rationals, P(s) + g(s)*R(s) == 0 in each state, solved when its
// solution is unique and integer); the completion is then a candidate
// like the others, kept only when initiation and consecution prove it.

// Bounds: completions per program, variables of R, sample runs.
const (
	polyMaxCompletions = 8
	completionVars     = 6
	completionRuns     = 12
)

// exitCompletions are the completions of cands at the loops' exits.
func (a *polyAlg) exitCompletions(sys *System, cands []*polyCandidate) []*polyCandidate {
	type exitEq struct {
		head *program.Loc
		cond *program.Binary // X == Y (or X != Y negated)
		w    int
		vars []*program.Var // written by the loop
	}
	var exits []exitEq
	for _, l := range sys.Nest.Loops {
		writes := innerWrites(l)
		for _, e := range l.Head.Out {
			as, ok := e.Stmt.(*program.Assume)
			if !ok || l.Body[e.To] {
				continue
			}
			for _, cond := range append([]program.Expr{as.Cond}, a.exitEqs[e]...) {
				b := negatedEquality(cond)
				if b == nil || twoVariables(b) {
					continue
				}
				t := b.X.Type()
				if t.Kind != program.KindInt || (t.Width != 32 && t.Width != 64) {
					continue
				}
				var vs []*program.Var
				for _, v := range writes {
					if polyVar(v, t.Width) && len(vs) < completionVars {
						vs = append(vs, v)
					}
				}
				moved := false
				for _, v := range program.Vars(b) {
					moved = moved || slices.Contains(writes, v)
				}
				if moved && len(vs) > 0 {
					exits = append(exits, exitEq{head: l.Head, cond: b, w: t.Width, vars: vs})
				}
			}
		}
	}
	if len(exits) == 0 {
		return nil
	}
	// The candidates the completions start from: the program's
	// equalities with a product.
	var base []*polyCandidate
	for _, pc := range cands {
		if pc.deg >= 2 {
			base = append(base, pc)
		}
	}
	if len(base) == 0 {
		return nil
	}
	want := make([][]*program.Var, len(sys.Cuts))
	for _, x := range exits {
		c := sys.CutIndex(x.head)
		if c <= 0 {
			continue
		}
		want[c] = append(want[c], x.vars...)
		want[c] = append(want[c], program.Vars(x.cond)...)
		for _, pc := range base {
			want[c] = append(want[c], program.Vars(pc.atom)...)
		}
	}
	samples := concreteSamples(context.Background(), sys, want, nil, completionRuns, 1<<14, 64)
	var out []*polyCandidate
	seen := map[string]bool{}
	for _, pc := range cands {
		seen[strconv.Itoa(pc.w)+":"+program.ExprString(pc.atom)] = true
	}
	for _, x := range exits {
		c := sys.CutIndex(x.head)
		if c <= 0 || len(samples[c]) < len(x.vars)+3 {
			continue
		}
		g, ok1 := a.of(x.cond.X, x.w, nil)
		gy, ok2 := a.of(x.cond.Y, x.w, nil)
		if !ok1 || !ok2 {
			continue
		}
		g = g.add(gy, ^uint64(0))
		for _, pc := range base {
			if pc.w != x.w || len(out) >= polyMaxCompletions {
				continue
			}
			coef, ok := a.fitCompletion(pc.p, g, x.vars, samples[c], x.w)
			if !ok {
				continue
			}
			atom := completionAtom(pc.atom.(*program.Binary), x.cond, x.vars, coef)
			if atom == nil {
				continue
			}
			key := strconv.Itoa(pc.w) + ":" + program.ExprString(atom)
			if seen[key] {
				continue
			}
			seen[key] = true
			if cand, ok := a.candidate(atom); ok && cand.w == pc.w {
				out = append(out, cand)
			}
		}
	}
	return out
}

// stripNots returns cond without its leading logical negations, and
// whether their number is odd.
func stripNots(cond program.Expr) (program.Expr, bool) {
	neg := false
	for {
		u, ok := cond.(*program.Unary)
		if !ok || u.Op != program.LNot {
			return cond, neg
		}
		neg, cond = !neg, u.X
	}
}

// negatedEquality is X == Y for a condition that says X == Y (X == Y,
// !(X != Y)), or nil.
func negatedEquality(cond program.Expr) *program.Binary {
	cond, neg := stripNots(cond)
	b, ok := cond.(*program.Binary)
	if !ok || (b.Op == program.Eq) == neg || (b.Op != program.Eq && b.Op != program.Ne) {
		return nil
	}
	return &program.Binary{Op: program.Eq, X: b.X, Y: b.Y, T: program.Bool}
}

// completionMax bounds the sample values a fit uses (larger ones may
// have wrapped, which the rational system does not model) and the
// coefficients it accepts.
const (
	completionMax  = 1 << 20
	completionCoef = 64
)

// fitCompletion solves P(s) + g(s)*(c_0 + Σ c_v·v(s)) == 0 over the
// samples for integer c (c_0 first), when the solution is unique.
func (a *polyAlg) fitCompletion(p, g poly, vars []*program.Var, samples []sample, w int) ([]int64, bool) {
	n := len(vars) + 1
	var rows [][]*big.Rat
	for _, s := range samples {
		pv, ok1 := a.evalSample(p, s, w)
		gv, ok2 := a.evalSample(g, s, w)
		if !ok1 || !ok2 {
			continue
		}
		row := make([]*big.Rat, n+1)
		row[0] = new(big.Rat).SetInt64(gv)
		good := true
		for i, v := range vars {
			x, ok := s[v]
			if !ok {
				good = false
				break
			}
			xv := signedMod(x, v.Type.Width)
			if !v.Type.Signed {
				xv = int64(x & widthMask(v.Type.Width))
			}
			if xv > completionMax || xv < -completionMax {
				good = false
				break
			}
			row[i+1] = new(big.Rat).SetInt64(gv * xv)
		}
		if !good {
			continue
		}
		row[n] = new(big.Rat).SetInt64(-pv)
		rows = append(rows, row)
	}
	if len(rows) < n+2 {
		return nil, false
	}
	// Unique: the system's rank is n.
	check := make([][]*big.Rat, len(rows))
	for i, r := range rows {
		check[i] = make([]*big.Rat, len(r))
		for j, x := range r {
			check[i][j] = new(big.Rat).Set(x)
		}
	}
	sol, ok := solveRat(rows, n)
	if !ok || rankRat(check, n) < n {
		return nil, false
	}
	out := make([]int64, n)
	nonzero := false
	for i, c := range sol {
		if !c.IsInt() || !c.Num().IsInt64() {
			return nil, false
		}
		v := c.Num().Int64()
		if v > completionCoef || v < -completionCoef {
			return nil, false
		}
		out[i] = v
		nonzero = nonzero || (i > 0 && v != 0)
	}
	if !nonzero {
		return nil, false
	}
	return out, true
}

// rankRat is the rank of the first n columns of rows (changed).
func rankRat(rows [][]*big.Rat, n int) int {
	r := 0
	for col := 0; col < n && r < len(rows); col++ {
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
		for i := r + 1; i < len(rows); i++ {
			if rows[i][col].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Quo(rows[i][col], rows[r][col])
			for j := col; j < n; j++ {
				rows[i][j].Sub(rows[i][j], new(big.Rat).Mul(f, rows[r][j]))
			}
		}
		r++
	}
	return r
}

// evalSample is p's value in state s as a signed w-bit integer, when
// every symbol is a variable of s (or its widening) and the value is
// small.
func (a *polyAlg) evalSample(p poly, s sample, w int) (int64, bool) {
	val := func(id int) (uint64, bool) {
		if id < len(a.vars) && a.vars[id] != nil {
			x, ok := s[a.vars[id]]
			return x, ok
		}
		if ek, ok := a.extOf[id]; ok && ek.base < len(a.vars) && a.vars[ek.base] != nil {
			x, ok := s[a.vars[ek.base]]
			if !ok {
				return 0, false
			}
			x &= widthMask(ek.width)
			if ek.signed && ek.width < 64 && x>>uint(ek.width-1)&1 == 1 {
				x |= ^widthMask(ek.width)
			}
			return x, true
		}
		return 0, false
	}
	var sum uint64
	for k, c := range p {
		term := c
		if k != "" {
			for _, f := range strings.Split(k, ",") {
				id, _ := strconv.Atoi(f)
				x, ok := val(id)
				if !ok {
					return 0, false
				}
				term *= x
			}
		}
		sum += term
	}
	v := signedMod(sum, w)
	if v > completionMax*completionMax || v < -completionMax*completionMax {
		return 0, false
	}
	return v, true
}

// completionAtom is X + (EX - EY)*(c_0 + Σ c_v·v) == Y for the
// candidate X == Y and the exit equality EX == EY, in the unsigned type
// of X's width (no operation of the atom overflows).
func completionAtom(cand, exit *program.Binary, vars []*program.Var, coef []int64) *program.Binary {
	t := uint32T
	if cand.X.Type().Width == 64 {
		t = uint64T
	}
	conv := func(x program.Expr) program.Expr {
		if program.Identical(x.Type(), t) {
			return x
		}
		return &program.Cast{X: x, T: t}
	}
	var r program.Expr
	add := func(term program.Expr) {
		if r == nil {
			r = term
		} else {
			r = &program.Binary{Op: program.Add, X: r, Y: term, T: t}
		}
	}
	if coef[0] != 0 {
		add(program.NewConst(t, uint64(coef[0])))
	}
	for i, v := range vars {
		c := coef[i+1]
		if c == 0 {
			continue
		}
		term := conv(&program.VarRef{Var: v})
		if c != 1 {
			term = &program.Binary{Op: program.Mul, X: program.NewConst(t, uint64(c)), Y: term, T: t}
		}
		add(term)
	}
	if r == nil {
		return nil
	}
	g := program.Expr(&program.Binary{Op: program.Sub, X: conv(exit.X), Y: conv(exit.Y), T: t})
	return &program.Binary{Op: program.Eq, X: &program.Binary{Op: program.Add, X: conv(cand.X), Y: &program.Binary{Op: program.Mul, X: g, Y: r, T: t}, T: t}, Y: conv(cand.Y), T: program.Bool}
}

// twoVariables says whether b compares two variables: the exit
// variants (exitVariants) serve those.
func twoVariables(b *program.Binary) bool {
	_, okx := b.X.(*program.VarRef)
	_, oky := b.Y.(*program.VarRef)
	return okx && oky
}
