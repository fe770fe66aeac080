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
// with (F) the conversion to f's type in the program's rounding mode. A
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
			if fs.neg != is.neg || !sameNumber(f.Type, fs.c, is.c) {
				continue
			}
			conv := program.NewFloatOp(program.FConvert, p.RoundingModeExpr(), f.Type, &program.VarRef{Var: i})
			out = append(out, program.NewFloatOp(program.FEq, nil, program.Bool, &program.VarRef{Var: f}, conv))
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
