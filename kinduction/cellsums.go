package kinduction

import (
	"math/bits"
	"time"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Sums of cells. A loop that counts into a table (h[a[i]]++: a
// histogram, a vote, a bucket count) keeps a relation between the sum
// of the table's cells and its counter (h[0] + … + h[3] == i), which no
// template over scalars or single cells states: the cell it writes is
// any. sumCandidates makes the sum of the cells of each small integer
// array (a constant length of at most maxSumCells) a coordinate of an
// affine hull beside the head's template variables, computed from the
// states concrete runs reach at the head; each relation of the hull that
// involves a sum is a candidate atom at the head, kept or dropped by the
// fixpoint as the loop conditions are (the SAT step decides, a reachable
// state can only make the hull weaker). The sums are in the unsigned type
// of the cells' width (cellSum), zero-extended to the hull's 64 bits.

// maxSumCells is the largest array whose sum of cells is a coordinate:
// the sum reads every cell, so each instance costs that many reads.
const maxSumCells = 16

// sumRuns and sumSteps bound the concrete runs of sumCandidates in work:
// the same candidates on every machine.
const (
	sumRuns  = 8
	sumSteps = 1 << 20
)

// cellSum returns the sum of the cells of v in the unsigned type of the
// cells' width, (unsigned)v[0] + … + (unsigned)v[n-1] for int cells:
// modulo the width, an increment of a cell that wraps around still adds
// one to the sum (a sum in 64 bits of sign-extended cells would jump by
// 2^32 - 1 when a cell passes INT_MAX).
func cellSum(v *program.Var) program.Expr {
	w := v.Type.Elem.Width
	u := uint32T
	if w > 32 {
		u = uint64T
	}
	var sum program.Expr
	for j := int64(0); j < v.Type.Len; j++ {
		var cell program.Expr = &program.Index{X: &program.VarRef{Var: v}, Index: program.NewConstInt(program.IntType("int", 32, true), j)}
		if !program.Identical(v.Type.Elem, u) {
			cell = &program.Cast{X: cell, T: u}
		}
		if sum == nil {
			sum = cell
		} else {
			sum = &program.Binary{Op: program.Add, X: sum, Y: cell, T: u}
		}
	}
	if w < 32 {
		name := map[int]string{8: "unsigned char", 16: "unsigned short"}[w]
		sum = &program.Cast{X: sum, T: program.IntType(name, w, false)}
	}
	return sum
}

// summedArrays returns the integer arrays of at least one and at most
// maxSumCells cells that a loop writes at some index.
func summedArrays(sys *System) []*program.Var {
	written := map[*program.Var]bool{}
	for _, ed := range sys.P.Edges() {
		a, ok := ed.Stmt.(*program.Assign)
		if !ok || len(sys.Nest.Nest(ed.From)) == 0 {
			continue
		}
		ix, ok := stripCasts(a.LHS).(*program.Index)
		if !ok {
			continue
		}
		if r, ok := ix.X.(*program.VarRef); ok {
			written[r.Var] = true
		}
	}
	var out []*program.Var
	for _, v := range append(append([]*program.Var(nil), sys.P.Globals...), sys.P.Locals...) {
		if written[v] && scalarArray(v.Type) && v.Type.Elem.Kind == program.KindInt && v.Type.Elem.Width >= 8 && v.Type.Len >= 1 && v.Type.Len <= maxSumCells {
			out = append(out, v)
		}
	}
	return out
}

// sumCandidates returns, per cut point, the candidate atoms relating the
// sums of cells of the small arrays to vars[c] (the head's template
// variables), from the affine hull of the states the runs reach there,
// and the bounds of the accumulators (accum.go) the same runs measure.
func (s *synth) sumCandidates(vars [][]*program.Var) [][]program.Expr {
	out := make([][]program.Expr, len(s.gen.Cuts))
	arrays := summedArrays(s.gen)
	acc := newAccumulators(s.gen, arrays, vars)
	if len(arrays) == 0 && acc == nil {
		return out
	}
	sums := make([]program.Expr, len(arrays))
	w := 64
	for i, v := range arrays {
		sums[i] = cellSum(v)
		w = min(w, max(32, v.Type.Elem.Width))
	}
	// Bounds of the cells: a sum's step adds to one cell of many, and
	// SAT proves S + 1 == S' over 32-bit adders only with the cells
	// small (0 <= h[j] <= i): each cell is bounded below by 0 and
	// above by each template variable, candidates kept where every
	// state the runs reach satisfies them.
	bounds := make([][]program.Expr, len(s.sys.Cuts))
	for c := 1; c < len(bounds); c++ {
		for _, v := range arrays {
			for j := int64(0); j < v.Type.Len; j++ {
				cell := &program.Cast{X: &program.Index{X: &program.VarRef{Var: v}, Index: program.NewConstInt(program.IntType("int", 32, true), j)}, T: int64T}
				if v.Type.Elem.Signed || v.Type.Elem.Width < 64 {
					bounds[c] = append(bounds[c], &program.Binary{Op: program.Ge, X: cell, Y: program.NewConstInt(int64T, 0), T: program.Bool})
				}
				for _, x := range vars[c] {
					if x.Type.Kind == program.KindInt && x.Type.Width <= 32 && v.Type.Elem.Width <= 32 {
						bounds[c] = append(bounds[c], &program.Binary{Op: program.Le, X: cell, Y: castTo(int64T, x), T: program.Bool})
					}
				}
			}
		}
	}
	// The coordinates at cut c: the sums, then vars[c].
	points := make([][][]uint64, len(s.sys.Cuts))
	visits := make([]int, len(s.sys.Cuts))
	const maxPoints = 128
	// The runs execute the scaled-down copy when the program has one
	// (scale.go): over 10^6 cells they would not get past the first
	// loop. The sums and the template variables are the same
	// expressions there (small arrays and scalars are not scaled).
	p, cutIndex, consts := s.gen.P, s.gen.CutIndex, s.thresholds
	if sc := s.scaledCopy(); sc != nil {
		p, cutIndex, consts = sc.p, sc.cutIndex, programConstants(sc.p)
		if acc != nil {
			acc.runExpr = sc.expr
		}
	}
	observe := func(l *program.Loc, st *interp.State) {
		c := cutIndex(l)
		if c <= 0 {
			return
		}
		acc.observe(c, st)
		if len(points[c]) >= maxPoints {
			return
		}
		visits[c]++
		// The first visits of a run, then fewer per doubling.
		if v := visits[c]; v > 16 && v%max(16, 1<<max(0, bits.Len(uint(v))-5)) != 0 {
			return
		}
		point := make([]uint64, 0, len(sums)+len(vars[c]))
		for _, x := range sums {
			val, err := st.Eval(x)
			if err != nil {
				return
			}
			point = append(point, val.Bits)
		}
		for _, v := range vars[c] {
			val, err := st.Eval(&program.VarRef{Var: v})
			if err != nil {
				return
			}
			point = append(point, extend64(val.Bits, v.Type))
		}
		points[c] = append(points[c], point)
		kept := bounds[c][:0]
		for _, b := range bounds[c] {
			if val, err := st.Eval(b); err == nil && val.Bits&1 == 1 {
				kept = append(kept, b)
			}
		}
		bounds[c] = kept
	}
	assumed := program.AssumedRanges(p)
	for run := 0; run < sumRuns && s.ctx.Err() == nil; run++ {
		clear(visits)
		acc.newRun()
		interp.Run(p, withinAssumed(sampleInputs(run, consts), assumed, run), interp.Options{MaxSteps: sumSteps, NoTrace: true, Observe: observe, AccelerateObserved: true, Stop: s.ctx.Done()})
	}
	slopes := slopeThresholds(s.sys.P, s.thresholds)
	for c := 1; c < len(out); c++ {
		out[c] = append(out[c], acc.candidates(c, slopes)...)
		if len(points[c]) < 2 || len(sums) == 0 {
			continue
		}
		out[c] = append(out[c], bounds[c]...)
		n := len(sums) + len(vars[c])
		coord := func(u *program.Type, i int) program.Expr {
			var x program.Expr
			if i < len(sums) {
				x = sums[i]
			} else {
				x = &program.VarRef{Var: vars[c][i-len(sums)]}
			}
			if program.Identical(x.Type(), u) {
				return x
			}
			return &program.Cast{X: x, T: u}
		}
		// The hull is over Z/2^w, w the narrowest width of the sums:
		// a sum is only defined modulo its width, and a relation
		// in w bits (S - i == 0 in unsigned int) is much easier
		// for SAT than one in 64 (where S <= 64 must follow too).
		ring := newRing(uint(w))
		for _, p := range points[c] {
			for i := range p {
				p[i] &= ring.mask
			}
		}
		seen := map[string]bool{}
		for _, rel := range ring.views(ring.affineRelations(points[c], n), n) {
			// Σ a_i·x_i ≡ b (mod 2^w) is 2^(64-w)·Σ a_i·x_i ≡
			// 2^(64-w)·b (mod 2^64), the form relationOver reads.
			for i := range rel.Coef {
				rel.Coef[i] <<= 64 - w
			}
			rel.RHS <<= 64 - w
			onSum := false
			for i := range sums {
				onSum = onSum || rel.Coef[i] != 0
			}
			if !onSum {
				continue
			}
			e := relationOver(rel, coord)
			if e == nil {
				continue
			}
			cands := []program.Expr{e}
			// From runs of the scaled copy, a constant that stands
			// for a length (S == 64 after counting 64 cells) is
			// asked at the original length instead.
			if sc := s.scaledCopy(); sc != nil {
				if u, ok := sc.unscaled(e); ok {
					cands[0] = u
				}
			}
			for _, e := range cands {
				if text := program.ExprString(e); !seen[text] && len(out[c]) < len(bounds[c])+maxSlopeCands+8 {
					seen[text] = true
					out[c] = append(out[c], e)
				}
			}
		}
	}
	return out
}

// cellNarrowTime is the default budget of narrowCells, as a duration
// converted to work: a sum over four 32-bit cells takes about 3 s' worth.
const cellNarrowTime = 10 * time.Second
