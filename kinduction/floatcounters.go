package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// floatCounters returns candidates relating a float counter to an integer
// one that a loop steps together: where the body's only write of a
// floating variable f is f = f + c (or f - c, c a float constant) and its
// only write of an integer variable i is i = i + d (or i - d) with c and d
// the same number, the candidate is
//
//	f == (F)i
//
// with (F) the conversion to f's type in the program's rounding mode, and
// f == (F)i * 2^k when c is d times a power of two (stepRatio). A
// float counter stays equal to an int one only while every step is exact
// (below 2^24 for a float stepping by 1), so the candidate holds only
// where the loop's bounds say so; it is kept or dropped like every other
// candidate (proved inductive with the rest of the invariant, never
// assumed), and it is what lets k-induction prove (int)f == i over such a
// loop without unrolling it 2^24 times.
func floatCounters(p *program.Program, body map[*program.Loc]bool) []program.Expr {
	writes := map[*program.Var]int{}
	steps := map[*program.Var]counterStep{}
	locs := make([]*program.Loc, 0, len(body))
	for l := range body {
		locs = append(locs, l)
	}
	sort.Slice(locs, func(i, j int) bool { return locs[i].ID < locs[j].ID })
	for _, l := range locs {
		for _, ed := range l.Out {
			if !body[ed.To] {
				continue
			}
			var lhs program.Expr
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				lhs = st.LHS
				if r, ok := st.LHS.(*program.VarRef); ok {
					if s, ok := stepExpr(r.Var, st.RHS); ok {
						steps[r.Var] = s
					}
				}
			case *program.Havoc:
				lhs = st.LHS
			default:
				continue
			}
			for _, v := range program.Vars(lhs) {
				writes[v]++
			}
		}
	}
	var floats, ints []*program.Var
	for v := range steps {
		if writes[v] != 1 {
			continue
		}
		switch {
		case v.Type.Kind == program.KindFloat:
			floats = append(floats, v)
		case v.Type.Kind == program.KindInt && v.Type.Width <= 64:
			ints = append(ints, v)
		}
	}
	byName := func(vs []*program.Var) {
		sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
	}
	byName(floats)
	byName(ints)
	var out []program.Expr
	for _, f := range floats {
		fs := steps[f]
		for _, i := range ints {
			is := steps[i]
			scale, ok := stepRatio(f.Type, fs.c, is.c)
			if fs.neg != is.neg || !ok {
				continue
			}
			var rhs program.Expr = program.NewFloatOp(program.FConvert, p.RoundingModeExpr(), f.Type, &program.VarRef{Var: i})
			if scale != nil {
				rhs = program.NewFloatOp(program.FMul, p.RoundingModeExpr(), f.Type, rhs, scale)
			}
			out = append(out, program.NewFloatOp(program.FEq, nil, program.Bool, &program.VarRef{Var: f}, rhs))
		}
	}
	return out
}

// A counterStep is a constant step of a counter: v = v + c, or v - c
// when neg.
type counterStep struct {
	c   *program.Const
	neg bool
}

// stepExpr recognises rhs as v + c or v - c (c + v too), c a constant: an
// integer step (casts of the promotions stripped) or a float one (FAdd,
// FSub in v's float type, c of that type).
func stepExpr(v *program.Var, rhs program.Expr) (counterStep, bool) {
	isV := func(x program.Expr) bool {
		r, ok := stripCasts(x).(*program.VarRef)
		return ok && r.Var == v
	}
	if v.Type.Kind == program.KindFloat {
		op, ok := rhs.(*program.FloatOp)
		if !ok || (op.Op != program.FAdd && op.Op != program.FSub) || !program.Identical(op.T, v.Type) {
			return counterStep{}, false
		}
		x, y := op.Args[0], op.Args[1]
		if op.Op == program.FAdd && !isV(x) {
			x, y = y, x
		}
		r, okx := x.(*program.VarRef)
		c, oky := y.(*program.Const)
		if !okx || r.Var != v || !oky || !program.Identical(c.T, v.Type) {
			return counterStep{}, false
		}
		return counterStep{c: c, neg: op.Op == program.FSub}, true
	}
	b, ok := stripCasts(rhs).(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return counterStep{}, false
	}
	x, y := b.X, b.Y
	if b.Op == program.Add && !isV(x) {
		x, y = y, x
	}
	c, ok := stripCasts(y).(*program.Const)
	if !isV(x) || !ok || c.T.Kind != program.KindInt {
		return counterStep{}, false
	}
	return counterStep{c: c, neg: b.Op == program.Sub}, true
}

// stepRatio compares a float counter's step fc (of type ft) with an int
// counter's step ic: ok when fc is ic times a power of two 2^k (|k| <= 8),
// with scale nil when k is 0, else the constant 2^k of type ft (the
// counters then keep f == (F)i * 2^k: 0.25f per step beside 1).
func stepRatio(ft *program.Type, fc, ic *program.Const) (scale *program.Const, ok bool) {
	if sameNumber(ft, fc, ic) {
		return nil, true
	}
	one := softfloat.FromInt(ft.Float, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 64, true)
	for k := 1; k <= 8; k++ {
		for _, up := range []bool{false, true} {
			p := one
			for j := 0; j < k; j++ {
				two := softfloat.FromInt(ft.Float, softfloat.NearestEven, softfloat.Bits{Lo: 2}, 64, true)
				if up {
					p = softfloat.Mul(ft.Float, softfloat.NearestEven, p, two)
				} else {
					p = softfloat.Div(ft.Float, softfloat.NearestEven, p, two)
				}
			}
			// fc / 2^k is exact (a power of two), then compared with ic.
			q := softfloat.Div(ft.Float, softfloat.NearestEven, fc.FloatBits(), p)
			if softfloat.Mul(ft.Float, softfloat.NearestEven, q, p) == fc.FloatBits() && sameNumber(ft, program.FloatConst(ft, q), ic) {
				return program.FloatConst(ft, p), true
			}
		}
	}
	return nil, false
}

// sameNumber reports whether the float constant fc (of type ft) and the
// integer constant ic (read in its own type) are the same nonzero number.
func sameNumber(ft *program.Type, fc, ic *program.Const) bool {
	if fc == nil || ic == nil || ic.IsZero() {
		return false
	}
	n, ok := softfloat.ToInt(ft.Float, fc.FloatBits(), 64, true)
	if !ok {
		return false
	}
	var want int64
	if ic.T.Signed {
		want = ic.SignedValue()
	} else {
		want = int64(ic.Val)
		if want < 0 {
			return false
		}
	}
	return int64(n.Lo) == want && softfloat.FromInt(ft.Float, softfloat.NearestEven, n, 64, true) == fc.FloatBits()
}
