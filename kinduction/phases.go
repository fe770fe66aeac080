package kinduction

import (
	"math/bits"
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// maxPhaseModulus bounds the moduli of phaseCongruences.
const maxPhaseModulus = 64

// phaseCongruences returns candidates for loops whose steps change at
// thresholds: for each comparison in the loop (at the head or in its
// body) of a variable x the loop writes with a constant c, and each
// power of two m (2 ≤ m ≤ maxPhaseModulus) that divides a constant step
// x += d or x -= d of the loop, the congruences of the phase past the
// threshold,
//
//	x < c || ((x - c) & (m - 1)) == 0
//	x > c || ((x - c) & (m - 1)) == 0
//
// (in x's type: the difference modulo 2^w, which m divides). A loop
// that steps by 1 below c and by 4 above it stays a multiple of 4 away
// from c once past it, and such a fact, beside the loop condition's
// non-strict form, is what makes the exit value exact (x reaches the
// bound of a later phase exactly, not past it). The candidates are
// kept or dropped like the loop's conditions.
func phaseCongruences(body map[*program.Loc]bool, written map[*program.Var]bool) []program.Expr {
	locs := make([]*program.Loc, 0, len(body))
	for l := range body {
		locs = append(locs, l)
	}
	sort.Slice(locs, func(i, j int) bool { return locs[i].ID < locs[j].ID })
	type threshold struct {
		x *program.VarRef
		c *program.Const
	}
	var thresholds []threshold
	steps := map[*program.Var]uint64{} // the largest power of two dividing a step
	seen := map[string]bool{}
	for _, l := range locs {
		for _, ed := range l.Out {
			switch st := ed.Stmt.(type) {
			case *program.Assume:
				b, ok := withoutNegations(st.Cond).(*program.Binary)
				if !ok || b.Op < program.Lt || b.Op > program.Ge {
					continue
				}
				x, c := b.X, b.Y
				if _, ok := x.(*program.Const); ok {
					x, c = c, x
				}
				xr, ok1 := x.(*program.VarRef)
				cc, ok2 := c.(*program.Const)
				if !ok1 || !ok2 || !written[xr.Var] || xr.Var.Type.Kind != program.KindInt || !program.Identical(cc.T, xr.Var.Type) {
					continue
				}
				key := xr.Var.Name + "<" + program.ExprString(cc)
				if !seen[key] {
					seen[key] = true
					thresholds = append(thresholds, threshold{xr, cc})
				}
			case *program.Assign:
				lhs, ok := st.LHS.(*program.VarRef)
				if !ok || lhs.Var.Type.Kind != program.KindInt {
					continue
				}
				b, ok := st.RHS.(*program.Binary)
				if !ok || (b.Op != program.Add && b.Op != program.Sub) {
					continue
				}
				y, d := b.X, b.Y
				if b.Op == program.Add {
					if _, ok := y.(*program.Const); ok {
						y, d = d, y
					}
				}
				yr, ok1 := y.(*program.VarRef)
				dc, ok2 := d.(*program.Const)
				if !ok1 || !ok2 || yr.Var != lhs.Var || dc.Val == 0 {
					continue
				}
				v := dc.Val & lhs.Var.Type.Mask()
				if b.Op == program.Sub {
					v = -v & lhs.Var.Type.Mask()
				}
				if v == 0 {
					continue
				}
				if m := uint64(1) << bits.TrailingZeros64(v); m > steps[lhs.Var] {
					steps[lhs.Var] = m
				}
			}
		}
	}
	var out []program.Expr
	for _, th := range thresholds {
		t := th.x.Var.Type
		for m := uint64(2); m <= min(steps[th.x.Var], maxPhaseModulus); m *= 2 {
			diff := &program.Binary{Op: program.Sub, X: th.x, Y: th.c, T: t}
			cong := &program.Binary{Op: program.Eq, X: &program.Binary{Op: program.And, X: diff, Y: program.NewConst(t, m-1), T: t}, Y: program.NewConst(t, 0), T: program.Bool}
			for _, op := range []program.BinaryOp{program.Lt, program.Gt} {
				before := &program.Binary{Op: op, X: th.x, Y: th.c, T: program.Bool}
				out = append(out, &program.Binary{Op: program.LOr, X: before, Y: cong, T: program.Bool})
			}
		}
	}
	return out
}
