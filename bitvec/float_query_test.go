package bitvec

import (
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/softfloat"
)

// TestFloatQueries asks the solver questions a verifier asks about float
// code; each satisfiable one has its model checked in softfloat, each
// unsatisfiable one is a theorem of IEEE arithmetic. x+y == y+x is
// immediate because FAdd builds both on one circuit (minutes otherwise).
func TestFloatQueries(t *testing.T) {
	f := softfloat.Binary32
	cf := func(s string) softfloat.Bits { v, _ := softfloat.Parse(f, s); return v }
	type query struct {
		name  string
		sat   bool
		build func(b *Builder, x, y BV) z.Lit
		check func(x, y softfloat.Bits) bool // the property in softfloat
	}
	ne := softfloat.NearestEven
	finite := func(x softfloat.Bits) bool { return !softfloat.IsNaN(f, x) && !softfloat.IsInf(f, x) }
	qs := []query{
		{"x+1 == x for a finite x", true,
			func(b *Builder, x, y BV) z.Lit {
				return b.c.Ands(b.Eq(b.FAdd(f, b.Const(3, 0), x, b.fpConst(f, cf("1"))), x), b.FIsNaN(f, x).Not(), b.FIsInf(f, x).Not())
			},
			func(x, y softfloat.Bits) bool { return softfloat.Add(f, ne, x, cf("1")) == x && finite(x) }},
		{"x/3*3 != x for a normal x", true,
			func(b *Builder, x, y BV) z.Lit {
				r := b.FMul(f, b.Const(3, 0), b.FDiv(f, b.Const(3, 0), x, b.fpConst(f, cf("3"))), b.fpConst(f, cf("3")))
				return b.c.And(b.FEq(f, r, x).Not(), b.Eq(b.FClassify(f, x), b.Const(3, uint64(softfloat.ClassNormal))))
			},
			func(x, y softfloat.Bits) bool {
				r := softfloat.Mul(f, ne, softfloat.Div(f, ne, x, cf("3")), cf("3"))
				return !softfloat.Equal(f, r, x) && softfloat.Classify(f, x) == softfloat.ClassNormal
			}},
		{"x*y == 1 but x != 1/y", true,
			func(b *Builder, x, y BV) z.Lit {
				one := b.fpConst(f, cf("1"))
				return b.c.And(b.FEq(f, b.FMul(f, b.Const(3, 0), x, y), one), b.FEq(f, x, b.FDiv(f, b.Const(3, 0), one, y)).Not())
			},
			func(x, y softfloat.Bits) bool {
				return softfloat.Equal(f, softfloat.Mul(f, ne, x, y), cf("1")) && !softfloat.Equal(f, x, softfloat.Div(f, ne, cf("1"), y))
			}},
		{"x+0 != x for x neither -0 nor NaN", false,
			func(b *Builder, x, y BV) z.Lit {
				return b.c.Ands(b.Ne(b.FAdd(f, b.Const(3, 0), x, b.fpConst(f, cf("0"))), x), b.Ne(x, b.fpConst(f, cf("-0"))), b.FIsNaN(f, x).Not())
			}, nil},
		{"x*y != y*x without NaNs", false,
			func(b *Builder, x, y BV) z.Lit {
				rm := b.Fresh(3)
				return b.c.Ands(b.Ne(b.FMul(f, rm, x, y), b.FMul(f, rm, y, x)), b.FIsNaN(f, x).Not(), b.FIsNaN(f, y).Not())
			}, nil},
		{"x+y != y+x without NaNs", false,
			func(b *Builder, x, y BV) z.Lit {
				rm := b.Fresh(3)
				return b.c.Ands(b.Ne(b.FAdd(f, rm, x, y), b.FAdd(f, rm, y, x)), b.FIsNaN(f, x).Not(), b.FIsNaN(f, y).Not())
			}, nil},
	}
	for _, q := range qs {
		b := New()
		x, y := b.Fresh(f.Width()), b.Fresh(f.Width())
		m := q.build(b, x, y)
		g := gini.New()
		b.AddCnf(g, m)
		g.Assume(m)
		r := g.Solve()
		if (r == 1) != q.sat {
			t.Errorf("%s: solver says %d", q.name, r)
			continue
		}
		if r == 1 {
			xs, ys := softfloat.Bits{Lo: b.Eval(g.Value, x)}, softfloat.Bits{Lo: b.Eval(g.Value, y)}
			if !q.check(xs, ys) {
				t.Errorf("%s: the model x = %#x, y = %#x does not satisfy it in softfloat", q.name, xs.Lo, ys.Lo)
			}
		}
	}
}
