package kinduction

import (
	"slices"
	"sort"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Phase splits (see the package documentation, "Candidates").
//
// A loop whose body compares a variable it writes with a term it does
// not write (if (x > n) y++; if (x < m) y += 2; else y--) runs in
// phases, and its variables keep a different affine relation in each:
// y == n while x <= n, y == x once x >= n. Neither holds at every
// arrival at the head, so the affine hull of all the samples has
// neither; the hull of the samples on each side of the threshold has
// its own. Each such relation, guarded by its side, is a candidate:
//
//	X > Y || rel     (rel holds of every sample with X <= Y)
//	X < Y || rel     (rel holds of every sample with X >= Y)
//	X >= Y || rel, X <= Y || rel   (the same for X < Y, X > Y)
//
// The non-strict sides include the samples at the threshold itself,
// where the phases meet (y == n == x), which is what makes such a pair
// inductive together; the strict sides (X < Y, X > Y) give the
// relations of a phase that changes once X has reached Y: a counter
// that follows i while v < cap and stays at cap from then on. Only
// relations that a sample outside the side refutes are kept: the
// others are in the whole hull already.

// Bounds: comparisons split per loop, relations kept per side, and the
// samples a side needs before its hull says anything (two points of a
// line fix every other coordinate).
const (
	maxPhaseSplits      = 4
	maxSplitRelations   = 4
	minPhaseSideSamples = 4
)

// phaseSplits returns the phase-split candidates of d's head, whose loop
// body is body, from d's concrete samples (d.runs, over d.hullVars).
func phaseSplits(p *program.Program, d *domain, body map[*program.Loc]bool) []program.Expr {
	if !d.reached || len(d.runs) < 2*minPhaseSideSamples {
		return nil
	}
	hull := map[*program.Var]int{}
	for i, v := range d.hullVars {
		hull[v] = i
	}
	var out []program.Expr
	ist := interp.NewState(p)
	for _, cmp := range thresholdComparisons(body, d.written, hull) {
		// The samples on each side of the threshold, strict and not:
		// the phase may change where X reaches Y (y == n while x <= n,
		// y == x while x >= n) or once it has (v == i while v < cap,
		// v == cap while v >= cap).
		sides := [4]struct {
			in, out [][]uint64
			op, neg program.BinaryOp // the side's comparison, and its negation
		}{{op: program.Le, neg: program.Gt}, {op: program.Ge, neg: program.Lt}, {op: program.Lt, neg: program.Ge}, {op: program.Gt, neg: program.Le}}
		ok := true
		for _, pt := range d.runs {
			smp := sample{}
			for v, i := range hull {
				smp[v] = pt[i] & v.Type.Mask()
			}
			st := smp.into(ist)
			for k := range sides {
				x, evaluated := smp.eval(st, &program.Binary{Op: sides[k].op, X: cmp.X, Y: cmp.Y, T: program.Bool})
				if !evaluated {
					ok = false
					break
				}
				if x&1 == 1 {
					sides[k].in = append(sides[k].in, pt)
				} else {
					sides[k].out = append(sides[k].out, pt)
				}
			}
			if !ok {
				break
			}
		}
		if !ok {
			continue
		}
		// A relation of the strict side that the non-strict one has
		// already (both below, or both above): only the stronger
		// candidate, from the non-strict side.
		var seenBelow, seenAbove = map[string]bool{}, map[string]bool{}
		for k, side := range sides {
			if len(side.in) < minPhaseSideSamples || len(side.out) == 0 {
				continue
			}
			rels := r64.affineRelations(side.in, len(d.hullVars))
			kept := 0
			seen := seenBelow
			if k%2 == 1 {
				seen = seenAbove
			}
			for _, rel := range r64.views(rels, len(d.hullVars)) {
				if kept == maxSplitRelations {
					break
				}
				if !slices.ContainsFunc(side.out, func(pt []uint64) bool { return !r64.holds(rel, pt) }) {
					continue
				}
				// In the variables' own width where they have one
				// (narrowRelation): a step query over 64-bit
				// extensions of 32-bit arithmetic outgrows
				// guardWork.
				e := narrowRelation(rel, d.hullVars)
				if e == nil {
					e = relationExpr(rel, d.hullVars)
				}
				if e == nil || seen[program.ExprString(e)] {
					continue
				}
				seen[program.ExprString(e)] = true
				guard := &program.Binary{Op: side.neg, X: cmp.X, Y: cmp.Y, T: program.Bool}
				out = append(out, &program.Binary{Op: program.LOr, X: guard, Y: e, T: program.Bool})
				kept++
			}
		}
	}
	return out
}

// thresholdComparisons returns the comparisons X op Y on the assumes of
// body's branches that stay in the loop (not its exits) between scalar
// terms over hull variables where X reads a variable the loop writes
// and Y none (a constant or a term over variables the loop leaves
// alone), oriented so, at most maxPhaseSplits of them, in the order of
// their locations.
func thresholdComparisons(body map[*program.Loc]bool, written map[*program.Var]bool, hull map[*program.Var]int) []*program.Binary {
	locs := make([]*program.Loc, 0, len(body))
	for l := range body {
		locs = append(locs, l)
	}
	sort.Slice(locs, func(i, j int) bool { return locs[i].ID < locs[j].ID })
	var out []*program.Binary
	seen := map[string]bool{}
	reads := func(x program.Expr) (w, other bool) {
		for _, v := range program.Vars(x) {
			if written[v] {
				w = true
			} else {
				other = true
			}
		}
		return
	}
	for _, l := range locs {
		// The tests that leave the loop split nothing but its last
		// arrival from the rest (i < n || i == n, which i <= n says).
		if slices.ContainsFunc(l.Out, func(ed *program.Edge) bool { return !body[ed.To] }) {
			continue
		}
		for _, ed := range l.Out {
			as, ok := ed.Stmt.(*program.Assume)
			if !ok {
				continue
			}
			b, ok := withoutNegations(as.Cond).(*program.Binary)
			if !ok || b.Op < program.Lt || b.Op > program.Ge || readsCells(b) {
				continue
			}
			if !b.X.Type().IsInteger() || !b.Y.Type().IsInteger() {
				continue
			}
			if slices.ContainsFunc(program.Vars(b), func(v *program.Var) bool { _, ok := hull[v]; return !ok }) {
				continue
			}
			x, y := b.X, b.Y
			if xw, _ := reads(x); !xw {
				x, y = y, x
			}
			if xw, _ := reads(x); !xw {
				continue
			}
			if yw, _ := reads(y); yw {
				continue
			}
			key := program.ExprString(x) + " ? " + program.ExprString(y)
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, &program.Binary{Op: program.Le, X: x, Y: y, T: program.Bool})
			if len(out) == maxPhaseSplits {
				return out
			}
		}
	}
	return out
}
