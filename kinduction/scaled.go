package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Cells at a multiple of a counter (scaled.go). A loop whose unit
// counter i moves by one per iteration may handle several cells an
// iteration, at the index terms c*i + d for one constant c >= 1 and
// constant offsets d (a[2*i] = 0; a[2*i + 1] = 0, or a[3*i - 3] ...
// a[3*i - 1]; with c = 1, a[i] and a[i + 1] counting down). Over the
// iterations from the entry value e to i (counting up) those cells make
// the segment [c*e + dmin, c*(i - 1) + dmax], which is
// [c*e + dmin, c*i + dmin) when the offsets are dmin, ..., dmin + c - 1:
// every cell once. Counting down, the iterations from e down to i + 1
// make [c*(i + 1) + dmin, c*e + dmax]. A loop that writes only some of
// the residues modulo c keeps the other cells as they were: its own
// writes give the atom guarded by the class, (k - d) % c != 0 ||
// a[k] == v, and so does every atom a check tests (the even cells that
// a first loop fills and a second one leaves alone hold what the last
// loop checks over all of them).
//
// These are candidates only, over the program's own index terms and
// values; each range and each atom is proved by Houdini in the IR's
// bit-vector meaning, where c*i + d is what the program computes (it
// wraps when the program's index would): a range that wraps states
// another set of cells, proved or dropped as it stands. The proofs go
// through where the scalar invariants bound i so that c*i + d stays in
// the array (the writes are in bounds: under --undefined cut, the
// assume before each write says so; the loop's guard bounds i).

// scaledTerm is an index term c*i + d of a loop body, i a unit counter
// of the loop.
type scaledTerm struct {
	ctr *program.Var
	c   int64
	d   int64
}

// scaledGroup is the offsets with which a loop body writes cells at
// c*i + d for one counter i and one coefficient c.
type scaledGroup struct {
	ctr *program.Var
	c   int64
	ds  []int64 // sorted, at most maxScaledOffsets
}

// maxScaledOffsets bounds the offsets of one group; maxScaledGroups the
// groups of one loop.
const (
	maxScaledOffsets = 4
	maxScaledGroups  = 4
)

// indexForm returns x (through casts) as Σ coef_v·v + c over variables,
// when x is built from constants and variables by +, - and products
// with a constant.
func indexForm(x program.Expr) (map[*program.Var]int64, int64, bool) {
	switch x := stripCasts(x).(type) {
	case *program.Const:
		return map[*program.Var]int64{}, x.SignedValue(), true
	case *program.VarRef:
		if !x.Var.Type.IsInteger() {
			return nil, 0, false
		}
		return map[*program.Var]int64{x.Var: 1}, 0, true
	case *program.Binary:
		switch x.Op {
		case program.Add, program.Sub:
			a, ca, ok1 := indexForm(x.X)
			b, cb, ok2 := indexForm(x.Y)
			if !ok1 || !ok2 {
				return nil, 0, false
			}
			s := int64(1)
			if x.Op == program.Sub {
				s = -1
			}
			for v, c := range b {
				a[v] += s * c
			}
			return a, ca + s*cb, true
		case program.Mul:
			for _, pair := range [][2]program.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				k, ok := stripCasts(pair[0]).(*program.Const)
				if !ok {
					continue
				}
				m := k.SignedValue()
				if m < -maxStride || m > maxStride {
					return nil, 0, false
				}
				a, ca, ok := indexForm(pair[1])
				if !ok {
					return nil, 0, false
				}
				for v := range a {
					a[v] *= m
				}
				return a, ca * m, true
			}
		}
	}
	return nil, 0, false
}

// scaledIndex returns x as c*i + d for a counter i of ctr, a constant
// 1 <= c <= maxStride and a constant d with |d| <= maxStride.
func scaledIndex(x program.Expr, ctr map[*program.Var]int) (scaledTerm, bool) {
	lin, d, ok := indexForm(x)
	if !ok || d < -maxStride || d > maxStride {
		return scaledTerm{}, false
	}
	var out scaledTerm
	for v, c := range lin {
		if c == 0 {
			continue
		}
		if out.ctr != nil || ctr[v] == 0 || c < 1 || c > maxStride {
			return scaledTerm{}, false
		}
		out = scaledTerm{ctr: v, c: c, d: d}
	}
	return out, out.ctr != nil
}

// scaledGroups returns the groups of index terms c*i + d at which the
// body writes cells (a write of a cell's own value too: it says which
// cells the loop passes over), those of c >= 2 and, for a
// counter counting down, those of c = 1 with an offset other than 0
// (a[i + 1] beside a[i]; counting up, the shifted writes of
// quantCandidates give those segments), in a fixed order.
func scaledGroups(body map[*program.Loc]bool, ctr map[*program.Var]int) []scaledGroup {
	var out []scaledGroup
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			a, ok := ed.Stmt.(*program.Assign)
			if !ok {
				continue
			}
			ix, ok := a.LHS.(*program.Index)
			if !ok {
				continue
			}
			t, ok := scaledIndex(ix.Index, ctr)
			if !ok {
				continue
			}
			at := slices.IndexFunc(out, func(g scaledGroup) bool { return g.ctr == t.ctr && g.c == t.c })
			if at < 0 {
				if len(out) >= maxScaledGroups {
					continue
				}
				out = append(out, scaledGroup{ctr: t.ctr, c: t.c})
				at = len(out) - 1
			}
			if !slices.Contains(out[at].ds, t.d) && len(out[at].ds) < maxScaledOffsets {
				out[at].ds = append(out[at].ds, t.d)
				slices.Sort(out[at].ds)
			}
		}
	}
	return slices.DeleteFunc(out, func(g scaledGroup) bool {
		return g.c == 1 && (ctr[g.ctr] > 0 || len(g.ds) < 2 && (len(g.ds) == 0 || g.ds[0] == 0))
	})
}

// scaledExpr returns c*x + d in type t.
func scaledExpr(t *program.Type, c int64, x program.Expr, d int64) program.Expr {
	var e program.Expr = x
	if c != 1 {
		e = &program.Binary{Op: program.Mul, X: program.NewConstInt(t, c), Y: x, T: t}
	}
	if d != 0 {
		e = &program.Binary{Op: program.Add, X: e, Y: program.NewConstInt(t, d), T: t}
	}
	return symex.Simplify(e)
}

// scaledRange is a candidate segment [lo, hi) or [lo, hi].
type scaledRange struct {
	lo, hi program.Expr
	hiOp   program.BinaryOp
}

// scaledRanges returns the segments of group g at a loop head, for
// index variables of type t: the cells the iterations so far handled
// (from the entry value start to the counter), those of the whole
// sweep and those not reached yet (to each end of the sweep, from the
// loop conditions ends, and to the constant lengths lens).
func scaledRanges(g scaledGroup, dir int, start program.Expr, ends []*program.Binary, lens []uint64, t *program.Type) []scaledRange {
	if len(g.ds) == 0 {
		return nil
	}
	iv := &program.VarRef{Var: g.ctr}
	c := g.c
	// The block of c cells the first offset falls in starts at r0
	// (a loop that writes a[2*i + 1] only leaves the cells
	// [2*e, 2*i) as the even ones were and the odd ones written).
	r0 := g.ds[0] - ((g.ds[0]%c)+c)%c
	if !slices.Contains(g.ds, r0) {
		g.ds = append([]int64{r0}, g.ds...)
	}
	dmax := g.ds[len(g.ds)-1]
	var out []scaledRange
	if dir > 0 {
		// Done: [c*e + r0, c*i + (dmax + 1 - c)), and to each
		// offset's own c*i + d.
		his := []program.Expr{scaledExpr(t, c, iv, dmax+1-c)}
		for _, d := range g.ds {
			his = append(his, scaledExpr(t, c, iv, d))
		}
		lo := scaledExpr(t, c, start, r0)
		for _, hi := range his {
			out = append(out, scaledRange{lo, hi, program.Lt})
		}
		// The sweep's end: i < n runs up to n - 1, i <= n up to n.
		var sweepEnds []program.Expr
		for _, cond := range ends {
			n := cond.Y
			if cond.Op == program.Lt {
				sweepEnds = append(sweepEnds, scaledExpr(t, c, n, dmax+1-c))
			} else {
				sweepEnds = append(sweepEnds, scaledExpr(t, c, n, dmax+1))
			}
		}
		for _, n := range lens {
			sweepEnds = append(sweepEnds, program.NewConst(t, n))
		}
		for _, end := range sweepEnds {
			out = append(out, scaledRange{lo, end, program.Lt})
			out = append(out, scaledRange{scaledExpr(t, c, iv, r0), end, program.Lt})
		}
		return out
	}
	// Counting down, the iterations e, ..., i + 1 handled
	// [c*(i + 1) + dmin, c*e + dmax]; the cells below are not reached.
	// Every offset bounds them (a[i] under if (i >= 0) beside a[i + 1]
	// leaves [i + 2, ...) at the exit i = -2, not a[-1]).
	for _, d := range g.ds {
		lo := scaledExpr(t, c, iv, c+d)
		out = append(out, scaledRange{lo, scaledExpr(t, c, start, dmax+1), program.Lt})
		out = append(out, scaledRange{lo, scaledExpr(t, c, start, d+1), program.Lt})
		out = append(out, scaledRange{program.NewConstInt(t, 0), lo, program.Lt})
	}
	return out
}

// substTerm returns x with every subexpression printed as the index
// term at replaced by k, and whether one was.
func substTerm(x, at program.Expr, k *program.Var) (program.Expr, bool) {
	text := program.ExprString(at)
	hit := false
	y := replace(x, func(y program.Expr) (program.Expr, bool) {
		if program.ExprString(y) == text {
			hit = true
			return &program.VarRef{Var: k}, true
		}
		return nil, false
	})
	return y, hit
}

// partialResidues returns the pairs (i, c) (as scaledTerm with d = 0)
// of the writes of cells at c*i + d, c >= 2, whose offsets leave some
// residue modulo c unwritten: such a loop keeps the cells of the other
// classes. A write of a cell's own value (a[2*i] = a[2*i]) changes no
// cell and writes no class.
func partialResidues(body map[*program.Loc]bool, ctr map[*program.Var]int) map[scaledTerm]bool {
	classes := map[scaledTerm]map[int64]bool{}
	for l := range body {
		for _, ed := range l.Out {
			a, ok := ed.Stmt.(*program.Assign)
			if !ok {
				continue
			}
			ix, ok := a.LHS.(*program.Index)
			if !ok || program.ExprString(stripCasts(a.RHS)) == program.ExprString(ix) {
				continue
			}
			t, ok := scaledIndex(ix.Index, ctr)
			if !ok || t.c < 2 {
				continue
			}
			key := scaledTerm{t.ctr, t.c, 0}
			if classes[key] == nil {
				classes[key] = map[int64]bool{}
			}
			classes[key][((t.d%t.c)+t.c)%t.c] = true
		}
	}
	out := map[scaledTerm]bool{}
	for key, rs := range classes {
		if int64(len(rs)) < key.c {
			out[key] = true
		}
	}
	return out
}
