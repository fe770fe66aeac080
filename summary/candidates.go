package summary

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Bounds of the candidate generation: the constants of the function's
// own code, of the rest of the program, and the guards.
const (
	maxOwnConstants   = 11
	maxOtherConstants = 4
	maxGuards         = 6
	maxPairedGuards   = 4
)

// Candidates returns candidate conditions of contract c: q is the check
// program of its function (the source of its constants and guards), p
// the program verified (more constants; may be nil). At most max are
// returned, the unguarded first.
func Candidates(c *cfront.Contract, q, p *program.Program, max int) []program.Expr {
	wide := wideType(c)
	params := c.IntParams()
	all := candidateConstants(q, p)
	// The terms: the result, each parameter, the result minus each
	// parameter, all in a type where the difference does not wrap.
	widen := func(v *program.Var) program.Expr { return &program.Cast{X: &program.VarRef{Var: v}, T: wide} }
	var terms, resultTerms []program.Expr
	if c.Result != nil {
		r := widen(c.Result)
		resultTerms = append(resultTerms, r)
		for _, prm := range params {
			resultTerms = append(resultTerms, &program.Binary{Op: program.Sub, X: r, Y: widen(prm), T: wide})
		}
		// The result minus the sum of two parameters (sum(n, m) == n + m).
		for i := range params {
			for j := i + 1; j < len(params); j++ {
				d := &program.Binary{Op: program.Sub, X: r, Y: widen(params[i]), T: wide}
				resultTerms = append(resultTerms, &program.Binary{Op: program.Sub, X: d, Y: widen(params[j]), T: wide})
			}
		}
	}
	// The change of each global, alone and minus each parameter
	// (calls == \old(calls) + n + 1).
	for i, g := range c.Globals {
		d := &program.Binary{Op: program.Sub, X: widen(g), Y: widen(c.Olds[i]), T: wide}
		resultTerms = append(resultTerms, d)
		for _, prm := range params {
			resultTerms = append(resultTerms, &program.Binary{Op: program.Sub, X: d, Y: widen(prm), T: wide})
		}
	}
	// The result against the low bits of each parameter, for the
	// program's smallest moduli that are powers of two (isOdd(n) == n &
	// 1, isEven(n) == 1 - (n & 1)): a mask, since a remainder's
	// divider circuit makes every SAT call of the search slow.
	// Unguarded only: they are many, and each costs every SAT call.
	terms = append(terms, resultTerms...)
	if c.Result != nil {
		r := widen(c.Result)
		for _, k := range moduli(all) {
			kc := program.NewConstInt(wide, k-1)
			for _, prm := range params {
				m := &program.Binary{Op: program.And, X: widen(prm), Y: kc, T: wide}
				terms = append(terms,
					&program.Binary{Op: program.Sub, X: r, Y: m, T: wide},
					&program.Binary{Op: program.Add, X: r, Y: m, T: wide})
			}
		}
	}
	for _, prm := range params {
		terms = append(terms, widen(prm))
	}
	var out []program.Expr
	seen := map[string]bool{}
	add := func(x program.Expr) {
		if len(out) >= max {
			return
		}
		if k := program.ExprString(x); !seen[k] {
			seen[k] = true
			out = append(out, x)
		}
	}
	for _, t := range terms {
		for _, a := range bounds(t, all, wide) {
			add(a)
		}
	}
	// The result minus one or two parameters, modulo 2^w in the
	// result's width w: equal to 0 when the function adds with wrapping
	// arithmetic (--undefined=report: addition(m, n) == m + n even where
	// m + 1 wraps), which no bound of the wide terms describes.
	if c.Result != nil && c.Result.Type.Kind == program.KindInt {
		u := unsigned(c.Result.Type.Width)
		cast := func(v *program.Var) program.Expr { return &program.Cast{X: &program.VarRef{Var: v}, T: u} }
		zero := program.NewConstInt(u, 0)
		r := cast(c.Result)
		for i := range params {
			d := &program.Binary{Op: program.Sub, X: r, Y: cast(params[i]), T: u}
			add(&program.Binary{Op: program.Eq, X: d, Y: zero, T: program.Bool})
			for j := i + 1; j < len(params); j++ {
				dd := &program.Binary{Op: program.Sub, X: d, Y: cast(params[j]), T: u}
				add(&program.Binary{Op: program.Eq, X: dd, Y: zero, T: program.Bool})
			}
		}
	}
	// Powers of two of a parameter, when the program shifts a constant
	// by a variable amount (a count of moves 2^n - 1, a result 2^n):
	// the result and each global's change plus 0 or 1, modulo 2^w in
	// their width w, equal to 1 << p. Unguarded, since a shift by w or
	// more is 0 in the circuits and the interpreter alike, as 2^p is
	// modulo 2^w: hanoi(n) == 2^n - 1 holds modulo 2^32 for every n >= 0.
	if powersOfTwo(q) || p != nil && powersOfTwo(p) || doubles(q) || contractCalls(q) >= 2 {
		for _, x := range powerCandidates(c) {
			add(x)
		}
	}
	// The product of two parameters modulo 2^w in the result's width
	// (mult(n, m) == n * m where m >= 0, by repeated addition),
	// unguarded here and under each guard below.
	products := productCandidates(c)
	for _, x := range products {
		add(x)
	}
	gs := guards(c, q)
	var conds []program.Expr
	for _, g := range gs {
		conds = append(conds, g, &program.Unary{Op: program.LNot, X: g})
	}
	// Pairs of the first guards, both false or both true: the cases of
	// a disjunction such as y1 <= 0 || y2 <= 0.
	for i := 0; i < len(gs) && i < maxPairedGuards; i++ {
		for j := i + 1; j < len(gs) && j < maxPairedGuards; j++ {
			conds = append(conds,
				&program.Binary{Op: program.LAnd, X: &program.Unary{Op: program.LNot, X: gs[i]}, Y: &program.Unary{Op: program.LNot, X: gs[j]}, T: program.Bool},
				&program.Binary{Op: program.LAnd, X: gs[i], Y: gs[j], T: program.Bool})
		}
	}
	for _, gg := range conds {
		{
			for _, t := range resultTerms {
				for _, a := range bounds(t, all, wide) {
					add(&program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: gg}, Y: a, T: program.Bool})
				}
			}
		}
	}
	for _, gg := range conds {
		for _, x := range products {
			add(&program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: gg}, Y: x, T: program.Bool})
		}
	}
	// Each global's change, and its change minus a parameter, modulo
	// 2^w in the global's width, equal to 0, unguarded and under each
	// guard: a counter the function increments n times when n > 0
	// (*acc == \old(*acc) + n) where signed arithmetic wraps, which no
	// bound of the wide terms says.
	for i, g := range c.Globals {
		if g.Type.Kind != program.KindInt {
			continue
		}
		u := unsigned(g.Type.Width)
		cast := func(v *program.Var) program.Expr { return &program.Cast{X: &program.VarRef{Var: v}, T: u} }
		zero := program.NewConstInt(u, 0)
		d := &program.Binary{Op: program.Sub, X: cast(g), Y: cast(c.Olds[i]), T: u}
		eqs := []program.Expr{&program.Binary{Op: program.Eq, X: d, Y: zero, T: program.Bool}}
		for _, prm := range params {
			if prm.Type.Kind == program.KindInt {
				eqs = append(eqs, &program.Binary{Op: program.Eq, X: &program.Binary{Op: program.Sub, X: d, Y: cast(prm), T: u}, Y: zero, T: program.Bool})
			}
		}
		for _, eq := range eqs {
			add(eq)
			for _, gg := range conds {
				add(&program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: gg}, Y: eq, T: program.Bool})
			}
		}
	}
	return out
}

// candidateConstants are the constants of the candidates of a function
// whose check program is q, in the program p (may be nil): q's own and a
// few of p's.
func candidateConstants(q, p *program.Program) []int64 {
	own := constants(q, nil, maxOwnConstants)
	var all []int64
	all = append(all, own...)
	if p != nil {
		all = append(all, constants(p, own, maxOtherConstants)...)
	}
	return all
}

// unsigned is the unsigned integer type of width w.
func unsigned(w int) *program.Type {
	return program.IntType(fmt.Sprintf("unsigned%d", w), w, false)
}

// maxModuli bounds the moduli of the candidates.
const maxModuli = 2

// moduli are the smallest powers of two in ks from 2 up, at most
// maxModuli.
func moduli(ks []int64) []int64 {
	var out []int64
	for _, k := range ks {
		if k >= 2 && k <= 1<<16 && k&(k-1) == 0 {
			out = append(out, k)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	if len(out) > maxModuli {
		out = out[:maxModuli]
	}
	return out
}

// wideName starts the name of the candidates' wide integer types.
const wideName = "__int"

// wideType is a signed integer type in which a result minus a parameter
// of c does not wrap.
func wideType(c *cfront.Contract) *program.Type {
	w := 0
	for _, v := range append(append([]*program.Var{c.Result}, c.IntParams()...), c.Globals...) {
		if v != nil && v.Type.Width > w {
			w = v.Type.Width
		}
	}
	// Two more bits than the widest: a difference of two values and of
	// three (result - p - q) does not wrap.
	return program.IntType(fmt.Sprintf("%s%d", wideName, w+2), w+2, true)
}

// bounds are t >= k and t <= k for each constant k (Houdini keeps both
// when t == k).
func bounds(t program.Expr, ks []int64, wide *program.Type) []program.Expr {
	var out []program.Expr
	for _, k := range ks {
		kc := program.NewConstInt(wide, k)
		for _, op := range []program.BinaryOp{program.Ge, program.Le} {
			out = append(out, &program.Binary{Op: op, X: t, Y: kc, T: program.Bool})
		}
	}
	return out
}

// constants returns the integer constants of q (and their negations),
// with 0 and ±1, the smallest in magnitude first, at most n of them and
// none of except.
func constants(q *program.Program, except []int64, n int) []int64 {
	skip := map[int64]bool{}
	for _, k := range except {
		skip[k] = true
	}
	set := map[int64]bool{}
	if except == nil {
		set[0], set[1], set[-1] = true, true, true
	}
	note := func(x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			k, ok := y.(*program.Const)
			if !ok || k.T.Kind != program.KindInt || k.T.Width > 64 {
				return true
			}
			v := int64(k.Val)
			if k.T.Signed && k.T.Width < 64 {
				v = int64(k.Val<<(64-k.T.Width)) >> (64 - k.T.Width)
			} else if !k.T.Signed && k.Val > math.MaxInt32 {
				return true
			}
			if v > math.MinInt32 && v < math.MaxInt32 {
				set[v], set[-v] = true, true
			}
			return true
		})
	}
	readExprs(q, note)
	var out []int64
	for k := range set {
		if !skip[k] {
			out = append(out, k)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		ai, aj := abs(out[i]), abs(out[j])
		if ai != aj {
			return ai < aj
		}
		return out[i] < out[j]
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

func abs(v int64) int64 {
	if v < 0 {
		return -v
	}
	return v
}

// guards are the atoms of the branch conditions of the check program q
// that read only parameters of the entry function, over c's
// placeholders.
func guards(c *cfront.Contract, q *program.Program) []program.Expr {
	params := map[*program.Var]program.Expr{}
	for _, l := range q.Locs {
		for _, e := range l.Out {
			h, ok := e.Stmt.(*program.Havoc)
			if !ok || !strings.HasPrefix(h.Why, "parameter of ") {
				continue
			}
			r, ok := h.LHS.(*program.VarRef)
			if !ok || r.Var.Temp {
				continue
			}
			for _, prm := range c.Params {
				if prm.CName == r.Var.CName && program.Identical(prm.Type, r.Var.Type) {
					params[r.Var] = &program.VarRef{Var: prm}
				}
			}
		}
	}
	var out []program.Expr
	seen := map[string]bool{}
	for _, l := range q.Locs {
		for _, e := range l.Out {
			a, ok := e.Stmt.(*program.Assume)
			if !ok {
				continue
			}
			for _, atom := range symex.Atoms(a.Cond) {
				vs := program.Vars(atom)
				if len(vs) == 0 || overflowTest(atom) {
					continue
				}
				only := true
				for _, v := range vs {
					if params[v] == nil {
						only = false
					}
				}
				if !only {
					continue
				}
				g := cfront.Substitute(atom, params)
				if k := program.ExprString(g); !seen[k] && len(out) < maxGuards {
					seen[k] = true
					out = append(out, g)
				}
			}
		}
	}
	return out
}

// ExprString prints a condition of contract c with the parameters' C
// names and \result, without the casts to the wide type of the
// candidates and with guarded conditions as implications.
func ExprString(c *cfront.Contract, x program.Expr) string {
	if b, ok := x.(*program.Binary); ok && b.Op == program.LOr {
		if n, ok := b.X.(*program.Unary); ok && n.Op == program.LNot {
			return ExprString(c, n.X) + " ==> " + ExprString(c, b.Y)
		}
	}
	m := map[*program.Var]program.Expr{}
	for _, v := range c.Params {
		m[v] = &program.VarRef{Var: &program.Var{Name: v.CName, Type: v.Type}}
	}
	if c.Result != nil {
		m[c.Result] = &program.VarRef{Var: &program.Var{Name: "\\result", Type: c.Result.Type}}
	}
	for i, g := range c.Globals {
		m[g] = &program.VarRef{Var: &program.Var{Name: g.CName, Type: g.Type}}
		m[c.Olds[i]] = &program.VarRef{Var: &program.Var{Name: c.Olds[i].CName, Type: g.Type}}
	}
	return program.ExprString(plain(cfront.Substitute(x, m)))
}

// plain drops the casts to the candidates' wide type and prints their
// constants as int, for people: the values are the same.
func plain(x program.Expr) program.Expr {
	switch y := x.(type) {
	case *program.Cast:
		if strings.HasPrefix(y.T.Name, wideName) {
			return plain(y.X)
		}
	case *program.Const:
		if strings.HasPrefix(y.T.Name, wideName) && y.T.Width <= 64 {
			v := int64(y.Val<<(64-y.T.Width)) >> (64 - y.T.Width)
			if v >= math.MinInt32 && v <= math.MaxInt32 {
				return program.NewConstInt(program.IntType("int", 32, true), v)
			}
		}
	}
	return program.MapChildren(x, plain)
}

// overflowTest reports whether x tests an overflow: the cut of an
// undefined operation, not a branch of the program.
func overflowTest(x program.Expr) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if b, ok := y.(*program.Binary); ok && (b.Op == program.AddOverflow || b.Op == program.SubOverflow || b.Op == program.MulOverflow) {
			found = true
		}
		return !found
	})
	return found
}

// powersOfTwo reports whether q shifts a constant left by an amount that
// is not constant.
func powersOfTwo(q *program.Program) bool {
	found := false
	note := func(x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			if b, ok := y.(*program.Binary); ok && b.Op == program.Shl {
				_, constX := plain(b.X).(*program.Const)
				_, constY := plain(b.Y).(*program.Const)
				found = found || constX && !constY
			}
			return !found
		})
	}
	readExprs(q, note)
	return found
}

// doubles reports whether q doubles a value that is not constant: a
// product by a constant power of two (2 * hanoi(n - 1) + 1), a left
// shift by a constant, or a sum of a value with itself.
func doubles(q *program.Program) bool {
	found := false
	note := func(x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			b, ok := y.(*program.Binary)
			if !ok || found {
				return !found
			}
			cx, isConstX := plain(b.X).(*program.Const)
			cy, isConstY := plain(b.Y).(*program.Const)
			switch b.Op {
			case program.Mul:
				k := cy
				if isConstX {
					k = cx
				}
				found = isConstX != isConstY && k.T.Width <= 64 && k.Val >= 2 && k.Val&(k.Val-1) == 0
			case program.Shl:
				found = !isConstX && isConstY
			case program.Add:
				found = !isConstX && program.ExprString(b.X) == program.ExprString(b.Y)
			}
			return !found
		})
	}
	readExprs(q, note)
	return found
}

// contractCalls counts the calls by contract of check program q: each
// is a run of havocs (its globals, its result) marked with
// cfront.ContractResult.
func contractCalls(q *program.Program) int {
	byContract := func(e *program.Edge) bool {
		h, ok := e.Stmt.(*program.Havoc)
		return ok && strings.HasSuffix(h.Bodiless, cfront.ContractResult)
	}
	after := map[*program.Loc]bool{}
	for _, l := range q.Locs {
		for _, e := range l.Out {
			if byContract(e) {
				after[e.To] = true
			}
		}
	}
	n := 0
	for _, l := range q.Locs {
		for _, e := range l.Out {
			if byContract(e) && !after[l] {
				n++
			}
		}
	}
	return n
}

// powerCandidates are t + k == 1 << p modulo 2^w for k in {0, 1}, t the
// result or the change of a global (of width w) and p a parameter, alone
// and guarded by p >= 0 and by p >= 1.
func powerCandidates(c *cfront.Contract) []program.Expr {
	var out []program.Expr
	term := func(v, old *program.Var) program.Expr {
		u := unsigned(v.Type.Width)
		x := program.Expr(&program.Cast{X: &program.VarRef{Var: v}, T: u})
		if old != nil {
			x = &program.Binary{Op: program.Sub, X: x, Y: &program.Cast{X: &program.VarRef{Var: old}, T: u}, T: u}
		}
		return x
	}
	var terms []program.Expr
	if c.Result != nil && c.Result.Type.Kind == program.KindInt {
		terms = append(terms, term(c.Result, nil))
	}
	for i, g := range c.Globals {
		if g.Type.Kind == program.KindInt {
			terms = append(terms, term(g, c.Olds[i]))
		}
	}
	for _, t := range terms {
		u := t.Type()
		for _, prm := range c.Params {
			if prm.Type.Kind != program.KindInt {
				continue
			}
			pow := &program.Binary{Op: program.Shl, X: program.NewConstInt(u, 1), Y: &program.Cast{X: &program.VarRef{Var: prm}, T: unsigned(prm.Type.Width)}, T: u}
			for _, k := range []int64{0, 1} {
				lhs := t
				if k != 0 {
					lhs = &program.Binary{Op: program.Add, X: t, Y: program.NewConstInt(u, k), T: u}
				}
				eq := &program.Binary{Op: program.Eq, X: lhs, Y: pow, T: program.Bool}
				// And for p >= 0 only, where a function returns at
				// once for every p <= 0, and for p >= 1, where it
				// returns 1 at p == 1 (and never returns for p < 1).
				out = append(out, eq)
				for _, lo := range []int64{0, 1} {
					ge := &program.Binary{Op: program.Ge, X: &program.VarRef{Var: prm}, Y: program.NewConstInt(prm.Type, lo), T: program.Bool}
					out = append(out, &program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: ge}, Y: eq, T: program.Bool})
				}
			}
		}
	}
	return out
}

// readExprs calls note on the values q's statements read: assigned
// values, assumptions and checks.
func readExprs(q *program.Program, note func(program.Expr)) {
	for _, l := range q.Locs {
		for _, e := range l.Out {
			for _, x := range program.ValueExprs(e.Stmt) {
				note(x)
			}
		}
	}
}

// productCandidates are (unsigned)\result == (unsigned)p * (unsigned)q
// in the result's width w, for two integer parameters p and q: the
// result of a function that adds p, q times, wrapping as signed
// arithmetic does under --undefined=report. The products are modulo 2^w,
// so no wider multiplier is needed, and a caller that compares
// mult(m, n) with mult(n, m) gets two products of the same operands,
// which the circuits build once (bitvec's Mul orders its operands).
func productCandidates(c *cfront.Contract) []program.Expr {
	if c.Result == nil || c.Result.Type.Kind != program.KindInt {
		return nil
	}
	u := unsigned(c.Result.Type.Width)
	cast := func(v *program.Var) program.Expr { return &program.Cast{X: &program.VarRef{Var: v}, T: u} }
	params := c.IntParams()
	var out []program.Expr
	for i := range params {
		for j := i + 1; j < len(params); j++ {
			prod := &program.Binary{Op: program.Mul, X: cast(params[i]), Y: cast(params[j]), T: u}
			out = append(out, &program.Binary{Op: program.Eq, X: cast(c.Result), Y: prod, T: program.Bool})
		}
	}
	return out
}
