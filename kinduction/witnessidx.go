package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/program"
)

// Witness indices (program.WitnessIndices, run by engine.Prepare): a
// scalar x taken from a cell of an array a and compared with a's cells
// has a ghost w, assigned the index of the cell on every edge x = a[e].
// An existential fact, some cell holds x, is then the scalar fact
// x == a[w] with w in bounds, and what a search for x knows before it
// has found it is that it has not passed w yet. The candidates at each
// loop head where x is live are
//
//	x == a[w]              x still holds the cell it was taken from
//	0 <= w                 (a signed index)
//	(E)w < a$len, w < N    the array's length (its length variable,
//	                       or its type's for an array of fixed length)
//	w < n, w <= n          for each loop condition j < n, j <= n of the
//	                       program whose counter j indexes a (a search
//	                       of a[0..n) took x from a cell it visited)
//	i <= w                 at a loop whose counter i counts up and that
//	                       compares a[i] with x (== or !=): the loop has
//	                       not passed the cell it would stop at;
//	                       w <= i counting down
//	f == c || i <= w       the same, or the loop has set the flag f to
//	                       the constant c (found = 1 when a[i] == x)
//	f != E || i <= w       the same, or a variable f the loop writes no
//	                       longer holds its entry value E (a term over
//	                       variables the loop does not write: pos = n
//	                       before the loop, pos = i when a[i] == x)
//
// Each is a candidate like the loop conditions: refuted by the concrete
// runs or dropped by SAT when it is not inductive with the rest. None is
// assumed: where x was last set to a value that is no cell (min = 0),
// x == a[w] does not hold, and it goes.
func witnessCandidates(sys *System, live map[*program.Loc][]*program.Var) [][]program.Expr {
	var ghosts []*program.Var
	for _, vs := range [][]*program.Var{sys.P.Globals, sys.P.Locals} {
		for _, v := range vs {
			if v.WitnessOf != nil && v.WitnessArray != nil && v.Type.Kind == program.KindInt {
				ghosts = append(ghosts, v)
			}
		}
	}
	out := make([][]program.Expr, len(sys.Cuts))
	if len(ghosts) == 0 {
		return out
	}
	// The bounds of the program's loop conditions over counters that
	// index each array.
	indexes := indexVarsOf(sys.P)
	var conds []*program.Binary
	for c := 1; c < len(sys.Cuts); c++ {
		conds = append(conds, loopConditions(sys.Cuts[c])...)
	}
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		body := sys.Nest.LoopOfHead(head).Body
		counters := loopCounters(body)
		seen := map[string]bool{}
		add := func(g program.Expr) {
			if text := program.ExprString(g); !seen[text] {
				seen[text] = true
				out[c] = append(out[c], g)
			}
		}
		for _, w := range ghosts {
			x, a := w.WitnessOf, w.WitnessArray
			if !slices.Contains(live[head], x) {
				continue
			}
			wr := &program.VarRef{Var: w}
			add(cmp(program.Eq, &program.VarRef{Var: x}, &program.Index{X: &program.VarRef{Var: a}, Index: wr}))
			if w.Type.Signed {
				add(cmp(program.Ge, wr, program.NewConstInt(w.Type, 0)))
			}
			if ext := a.Extent; ext != nil && ext.Type.Kind == program.KindInt {
				add(cmp(program.Lt, &program.Cast{X: wr, T: ext.Type}, &program.VarRef{Var: ext}))
			} else if n := a.Type.Len; n > 0 && fitsType(w.Type, n) {
				add(cmp(program.Lt, wr, program.NewConstInt(w.Type, n)))
			}
			for _, b := range conds {
				j, ok := stripCasts(b.X).(*program.VarRef)
				if !ok || (b.Op != program.Lt && b.Op != program.Le) || !indexes[a][j.Var] ||
					!program.Identical(b.X.Type(), w.Type) || readsAny(b.Y, map[*program.Var]bool{j.Var: true, w: true}) {
					continue
				}
				add(cmp(b.Op, wr, b.Y))
			}
			for _, i := range searchCounters(body, counters, x, a) {
				if !program.Identical(i.Type, w.Type) {
					continue
				}
				ir := &program.VarRef{Var: i}
				notPast := cmp(program.Le, ir, wr)
				if counters[i] < 0 {
					notPast = cmp(program.Le, wr, ir)
				}
				add(notPast)
				for _, f := range constantFlags(body, i, x) {
					add(&program.Binary{Op: program.LOr, X: cmp(program.Eq, &program.VarRef{Var: f.v}, f.c), Y: notPast, T: program.Bool})
				}
				for _, f := range movedFlags(head, body, i, x) {
					add(&program.Binary{Op: program.LOr, X: cmp(program.Ne, &program.VarRef{Var: f.v}, f.c), Y: notPast, T: program.Bool})
				}
			}
		}
	}
	return out
}

// cmp is the comparison x op y (of one type).
func cmp(op program.BinaryOp, x, y program.Expr) program.Expr {
	return &program.Binary{Op: op, X: x, Y: y, T: program.Bool}
}

// fitsType reports whether the non-negative n is a value of t.
func fitsType(t *program.Type, n int64) bool {
	w := t.Width
	if t.Signed {
		w--
	}
	return w >= 63 || n < int64(1)<<w
}

// indexVarsOf returns, per array variable, the variables that index it
// somewhere in p (a[j], through casts).
func indexVarsOf(p *program.Program) map[*program.Var]map[*program.Var]bool {
	out := map[*program.Var]map[*program.Var]bool{}
	for _, ed := range p.Edges() {
		for _, x := range program.StmtExprs(ed.Stmt) {
			program.Walk(x, func(y program.Expr) bool {
				ix, ok := y.(*program.Index)
				if !ok {
					return true
				}
				r, ok := ix.X.(*program.VarRef)
				j, isVar := stripCasts(ix.Index).(*program.VarRef)
				if ok && isVar {
					if out[r.Var] == nil {
						out[r.Var] = map[*program.Var]bool{}
					}
					out[r.Var][j.Var] = true
				}
				return true
			})
		}
	}
	return out
}

// searchCounters returns the counters i of the loop (body) that it
// compares a[i] with x at, by == or != (through casts).
func searchCounters(body map[*program.Loc]bool, counters map[*program.Var]int, x, a *program.Var) []*program.Var {
	var out []*program.Var
	cellAt := func(y program.Expr) *program.Var {
		ix, ok := stripCasts(y).(*program.Index)
		if !ok {
			return nil
		}
		if r, ok := ix.X.(*program.VarRef); !ok || r.Var != a {
			return nil
		}
		i, ok := stripCasts(ix.Index).(*program.VarRef)
		if !ok || counters[i.Var] == 0 {
			return nil
		}
		return i.Var
	}
	isX := func(y program.Expr) bool {
		r, ok := stripCasts(y).(*program.VarRef)
		return ok && r.Var == x
	}
	for _, loc := range sortedLocs(body) {
		for _, ed := range loc.Out {
			for _, e := range program.StmtExprs(ed.Stmt) {
				program.Walk(e, func(y program.Expr) bool {
					b, ok := y.(*program.Binary)
					if !ok || (b.Op != program.Eq && b.Op != program.Ne) {
						return true
					}
					for _, s := range [][2]program.Expr{{b.X, b.Y}, {b.Y, b.X}} {
						if i := cellAt(s[0]); i != nil && isX(s[1]) && !slices.Contains(out, i) {
							out = append(out, i)
						}
					}
					return true
				})
			}
		}
	}
	return out
}

type constFlag struct {
	v *program.Var
	c program.Expr
}

// constantFlags returns the integer variables the loop (body) sets to a
// constant (f = c), other than i and x, with the constants: at most
// maxFlags.
func constantFlags(body map[*program.Loc]bool, i, x *program.Var) []constFlag {
	var out []constFlag
	seen := map[string]bool{}
	for _, loc := range sortedLocs(body) {
		for _, ed := range loc.Out {
			s, ok := ed.Stmt.(*program.Assign)
			if !ok {
				continue
			}
			r, ok := s.LHS.(*program.VarRef)
			if !ok || r.Var == i || r.Var == x || r.Var.Type.Kind != program.KindInt {
				continue
			}
			k, ok := s.RHS.(*program.Const)
			if !ok || !program.Identical(k.Type(), r.Var.Type) {
				continue
			}
			text := program.ExprString(cmp(program.Eq, s.LHS, k))
			if !seen[text] && len(out) < maxFlags {
				seen[text] = true
				out = append(out, constFlag{r.Var, k})
			}
		}
	}
	return out
}

// movedFlags returns the integer variables the loop (body) writes, other
// than i and x, that enter it at head with the value of a term over
// variables the loop does not write, with that term: at most maxFlags.
func movedFlags(head *program.Loc, body map[*program.Loc]bool, i, x *program.Var) []constFlag {
	written := loopWrites(body)
	var out []constFlag
	for _, f := range sortedVars(written) {
		if f == i || f == x || f.Type.Kind != program.KindInt || f.WitnessOf != nil || len(out) >= maxFlags {
			continue
		}
		e, ok := entryExpr(head, body, f)
		if !ok || readsAny(e, written) {
			continue
		}
		out = append(out, constFlag{f, e})
	}
	return out
}
