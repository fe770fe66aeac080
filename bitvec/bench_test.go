package bitvec

import (
	"fmt"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// tee adds to a solver and counts.
type tee struct {
	g  *gini.Gini
	cc *clauseCounter
}

func (t tee) Add(m z.Lit) {
	t.g.Add(m)
	t.cc.Add(m)
}

// query builds a problem on a fresh Builder and returns the literals to
// assert plus a model check.
type query func(b *Builder) (lits []z.Lit, check func(value func(z.Lit) bool) error)

func opQuery(w int, op func(b *Builder, x, y BV) BV) query {
	return func(b *Builder) ([]z.Lit, func(func(z.Lit) bool) error) {
		x, y := b.Fresh(w), b.Fresh(w)
		return Lits(op(b, x, y)), nil
	}
}

// factorQuery: x*y == c, 1 < x <= y, no unsigned overflow.
func factorQuery(w int, c uint64) query {
	return func(b *Builder) ([]z.Lit, func(func(z.Lit) bool) error) {
		x, y := b.Fresh(w), b.Fresh(w)
		one := b.Const(w, 1)
		lits := []z.Lit{
			b.Eq(b.Mul(x, y), b.Const(w, c)),
			b.MulOverflowUnsigned(x, y).Not(),
			b.UGt(x, one), b.UGt(y, one), b.ULe(x, y),
		}
		return lits, func(v func(z.Lit) bool) error {
			vx, vy := b.Eval(v, x), b.Eval(v, y)
			if vx*vy&mask(w) != c || vx <= 1 || vy <= 1 {
				return fmt.Errorf("bad factors %d*%d", vx, vy)
			}
			return nil
		}
	}
}

// modFactorQuery: x*y == c (mod 2^w), x, y > 1 (wrapping allowed).
func modFactorQuery(w int, c uint64) query {
	return func(b *Builder) ([]z.Lit, func(func(z.Lit) bool) error) {
		x, y := b.Fresh(w), b.Fresh(w)
		one := b.Const(w, 1)
		lits := []z.Lit{b.Eq(b.Mul(x, y), b.Const(w, c)), b.UGt(x, one), b.UGt(y, one)}
		return lits, func(v func(z.Lit) bool) error {
			vx, vy := b.Eval(v, x), b.Eval(v, y)
			if vx*vy&mask(w) != c || vx <= 1 || vy <= 1 {
				return fmt.Errorf("bad factors %d*%d", vx, vy)
			}
			return nil
		}
	}
}

// divQuery: x / y == q && x % y == r (unsigned or signed) with y > r.
func divQuery(w int, signed bool, q, r int64) query {
	return func(b *Builder) ([]z.Lit, func(func(z.Lit) bool) error) {
		x, y := b.Fresh(w), b.Fresh(w)
		var bq, br BV
		var yBig z.Lit
		if signed {
			bq, br = b.SDivRem(x, y)
			yBig = b.SLt(y, b.ConstSigned(w, -1000))
		} else {
			bq, br = b.UDivRem(x, y)
			yBig = b.UGt(y, b.Const(w, 1000))
		}
		lits := []z.Lit{b.Eq(bq, b.ConstSigned(w, q)), b.Eq(br, b.ConstSigned(w, r)), yBig}
		return lits, func(v func(z.Lit) bool) error {
			vx, vy := b.Eval(v, x), b.Eval(v, y)
			var gq, gr uint64
			if signed {
				sx, sy := sext(vx, w), sext(vy, w)
				gq, gr = uint64(sx/sy)&mask(w), uint64(sx%sy)&mask(w)
			} else {
				gq, gr = vx/vy, vx%vy
			}
			if gq != uint64(q)&mask(w) || gr != uint64(r)&mask(w) {
				return fmt.Errorf("bad model x=%d y=%d", vx, vy)
			}
			return nil
		}
	}
}

func BenchmarkMulDiv(b *testing.B) {
	ops := []struct {
		name string
		op   func(b *Builder, x, y BV) BV
	}{
		{"Mul", (*Builder).Mul},
		{"UDiv", (*Builder).UDiv},
		{"SDiv", (*Builder).SDiv},
		{"MulOverflowSigned", func(b *Builder, x, y BV) BV { return BV{b.MulOverflowSigned(x, y)} }},
	}
	for _, w := range []int{32, 64} {
		for _, o := range ops {
			b.Run(fmt.Sprintf("blast/%s%d", o.name, w), func(b *testing.B) {
				benchBlast(b, opQuery(w, o.op))
			})
		}
	}
	solves := []struct {
		name string
		q    query
	}{
		// 65521 * 65519, two 16-bit primes
		{"factor32", factorQuery(32, 65521*65519)},
		{"factor32small", factorQuery(32, 1009*2003)},
		{"modfactor64", modFactorQuery(64, 0xfedcba9876543211)},
		{"udivrem32", divQuery(32, false, 12345, 678)},
		{"udivrem64", divQuery(64, false, 123456789012, 6789)},
		{"sdivrem32", divQuery(32, true, -12345, 678)},
		{"sdivrem64", divQuery(64, true, -123456789012, 6789)},
	}
	for _, s := range solves {
		b.Run("solve/"+s.name, func(b *testing.B) {
			benchSolve(b, s.q)
		})
	}
}

// benchBlast times circuit construction plus CNF generation.
func benchBlast(b *testing.B, q query) {
	var nodes int
	var cc clauseCounter
	for i := 0; i < b.N; i++ {
		bld := New()
		lits, _ := q(bld)
		cc = clauseCounter{}
		nodes = bld.AddCnf(&cc, lits...)
	}
	b.ReportMetric(float64(nodes), "ands")
	b.ReportMetric(float64(cc.clauses), "clauses")
}

// benchSolve times Solve only; each iteration uses a fresh solver.
func benchSolve(b *testing.B, q query) {
	var cc clauseCounter
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		bld := New()
		lits, check := q(bld)
		g := gini.New()
		if i == 0 {
			bld.AddCnf(tee{g, &cc}, lits...)
		} else {
			bld.AddCnf(g, lits...)
		}
		for _, m := range lits {
			g.Add(m)
			g.Add(0)
		}
		b.StartTimer()
		if g.Solve() != 1 {
			b.Fatal("unsat")
		}
		b.StopTimer()
		if err := check(g.Value); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
	}
	b.ReportMetric(float64(cc.clauses), "clauses")
}
