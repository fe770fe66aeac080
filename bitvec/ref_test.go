package bitvec

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// Reference semantics computed with Go arithmetic, and a harness that
// compares circuits against it.

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// sext sign-extends the w-bit value v to int64.
func sext(v uint64, w int) int64 {
	v &= mask(w)
	if w < 64 && v>>uint(w-1)&1 == 1 {
		v |= ^mask(w)
	}
	return int64(v)
}

func intMin(w int) uint64 { return 1 << uint(w-1) }
func intMax(w int) uint64 { return intMin(w) - 1 }

func b2u(c bool) uint64 {
	if c {
		return 1
	}
	return 0
}

func bigS(v uint64, w int) *big.Int { return big.NewInt(sext(v, w)) }
func bigU(v uint64) *big.Int        { return new(big.Int).SetUint64(v) }

// fitsS reports whether v is in [-2^(w-1), 2^(w-1)).
func fitsS(v *big.Int, w int) bool {
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	return v.Cmp(new(big.Int).Neg(lim)) >= 0 && v.Cmp(lim) < 0
}

// fitsU reports whether v is in [0, 2^w).
func fitsU(v *big.Int, w int) bool {
	return v.Sign() >= 0 && v.BitLen() <= w
}

type opSpec struct {
	name  string
	unary bool
	build func(b *Builder, x, y BV) BV
	ref   func(w int, x, y uint64) uint64 // operands already masked
}

func lit1(m z.Lit) BV { return BV{m} }

var opSpecs = []opSpec{
	{name: "Add", build: (*Builder).Add, ref: func(w int, x, y uint64) uint64 { return (x + y) & mask(w) }},
	{name: "Sub", build: (*Builder).Sub, ref: func(w int, x, y uint64) uint64 { return (x - y) & mask(w) }},
	{name: "Mul", build: (*Builder).Mul, ref: func(w int, x, y uint64) uint64 { return (x * y) & mask(w) }},
	{name: "UDiv", build: (*Builder).UDiv, ref: func(w int, x, y uint64) uint64 {
		if y == 0 {
			return mask(w)
		}
		return x / y
	}},
	{name: "URem", build: (*Builder).URem, ref: func(w int, x, y uint64) uint64 {
		if y == 0 {
			return x
		}
		return x % y
	}},
	{name: "SDiv", build: (*Builder).SDiv, ref: func(w int, x, y uint64) uint64 {
		sx, sy := sext(x, w), sext(y, w)
		switch {
		case sy == 0 && sx < 0:
			return 1
		case sy == 0:
			return mask(w)
		case x == intMin(w) && sy == -1:
			return x
		}
		return uint64(sx/sy) & mask(w)
	}},
	{name: "SRem", build: (*Builder).SRem, ref: func(w int, x, y uint64) uint64 {
		sx, sy := sext(x, w), sext(y, w)
		switch {
		case sy == 0:
			return x
		case sy == -1:
			return 0
		}
		return uint64(sx%sy) & mask(w)
	}},
	{name: "Shl", build: (*Builder).Shl, ref: func(w int, x, y uint64) uint64 {
		if y >= uint64(w) {
			return 0
		}
		return x << y & mask(w)
	}},
	{name: "LShr", build: (*Builder).LShr, ref: func(w int, x, y uint64) uint64 {
		if y >= uint64(w) {
			return 0
		}
		return x >> y
	}},
	{name: "AShr", build: (*Builder).AShr, ref: func(w int, x, y uint64) uint64 {
		if y >= uint64(w) {
			y = uint64(w - 1)
		}
		return uint64(sext(x, w)>>y) & mask(w)
	}},
	{name: "And", build: (*Builder).And, ref: func(w int, x, y uint64) uint64 { return x & y }},
	{name: "Or", build: (*Builder).Or, ref: func(w int, x, y uint64) uint64 { return x | y }},
	{name: "Xor", build: (*Builder).Xor, ref: func(w int, x, y uint64) uint64 { return x ^ y }},
	{name: "Neg", unary: true, build: func(b *Builder, x, _ BV) BV { return b.Neg(x) },
		ref: func(w int, x, _ uint64) uint64 { return -x & mask(w) }},
	{name: "Not", unary: true, build: func(b *Builder, x, _ BV) BV { return b.Not(x) },
		ref: func(w int, x, _ uint64) uint64 { return ^x & mask(w) }},
	{name: "IsZero", unary: true, build: func(b *Builder, x, _ BV) BV { return lit1(b.IsZero(x)) },
		ref: func(w int, x, _ uint64) uint64 { return b2u(x == 0) }},
	{name: "NonZero", unary: true, build: func(b *Builder, x, _ BV) BV { return lit1(b.NonZero(x)) },
		ref: func(w int, x, _ uint64) uint64 { return b2u(x != 0) }},
	{name: "Eq", build: func(b *Builder, x, y BV) BV { return lit1(b.Eq(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x == y) }},
	{name: "Ne", build: func(b *Builder, x, y BV) BV { return lit1(b.Ne(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x != y) }},
	{name: "ULt", build: func(b *Builder, x, y BV) BV { return lit1(b.ULt(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x < y) }},
	{name: "ULe", build: func(b *Builder, x, y BV) BV { return lit1(b.ULe(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x <= y) }},
	{name: "UGt", build: func(b *Builder, x, y BV) BV { return lit1(b.UGt(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x > y) }},
	{name: "UGe", build: func(b *Builder, x, y BV) BV { return lit1(b.UGe(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(x >= y) }},
	{name: "SLt", build: func(b *Builder, x, y BV) BV { return lit1(b.SLt(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(sext(x, w) < sext(y, w)) }},
	{name: "SLe", build: func(b *Builder, x, y BV) BV { return lit1(b.SLe(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(sext(x, w) <= sext(y, w)) }},
	{name: "SGt", build: func(b *Builder, x, y BV) BV { return lit1(b.SGt(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(sext(x, w) > sext(y, w)) }},
	{name: "SGe", build: func(b *Builder, x, y BV) BV { return lit1(b.SGe(x, y)) },
		ref: func(w int, x, y uint64) uint64 { return b2u(sext(x, w) >= sext(y, w)) }},
}

var overflowSpecs = []opSpec{
	{name: "AddOverflowSigned", build: func(b *Builder, x, y BV) BV { return lit1(b.AddOverflowSigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsS(new(big.Int).Add(bigS(x, w), bigS(y, w)), w))
		}},
	{name: "SubOverflowSigned", build: func(b *Builder, x, y BV) BV { return lit1(b.SubOverflowSigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsS(new(big.Int).Sub(bigS(x, w), bigS(y, w)), w))
		}},
	{name: "MulOverflowSigned", build: func(b *Builder, x, y BV) BV { return lit1(b.MulOverflowSigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsS(new(big.Int).Mul(bigS(x, w), bigS(y, w)), w))
		}},
	{name: "NegOverflowSigned", unary: true, build: func(b *Builder, x, _ BV) BV { return lit1(b.NegOverflowSigned(x)) },
		ref: func(w int, x, _ uint64) uint64 {
			return b2u(!fitsS(new(big.Int).Neg(bigS(x, w)), w))
		}},
	{name: "DivOverflowSigned", build: func(b *Builder, x, y BV) BV { return lit1(b.DivOverflowSigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			if y == 0 {
				return 0
			}
			return b2u(!fitsS(new(big.Int).Quo(bigS(x, w), bigS(y, w)), w))
		}},
	{name: "AddOverflowUnsigned", build: func(b *Builder, x, y BV) BV { return lit1(b.AddOverflowUnsigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsU(new(big.Int).Add(bigU(x), bigU(y)), w))
		}},
	{name: "SubOverflowUnsigned", build: func(b *Builder, x, y BV) BV { return lit1(b.SubOverflowUnsigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsU(new(big.Int).Sub(bigU(x), bigU(y)), w))
		}},
	{name: "MulOverflowUnsigned", build: func(b *Builder, x, y BV) BV { return lit1(b.MulOverflowUnsigned(x, y)) },
		ref: func(w int, x, y uint64) uint64 {
			return b2u(!fitsU(new(big.Int).Mul(bigU(x), bigU(y)), w))
		}},
	// The signed high half of MulFull against big.Int.
	{name: "MulFullSignedHi", build: func(b *Builder, x, y BV) BV { return b.MulFull(x, y, true)[len(x):] },
		ref: func(w int, x, y uint64) uint64 {
			p := new(big.Int).Mul(bigS(x, w), bigS(y, w))
			p.Rsh(p, uint(w))
			return uint64(p.Int64()) & mask(w)
		}},
	{name: "MulFullUnsignedHi", build: func(b *Builder, x, y BV) BV { return b.MulFull(x, y, false)[len(x):] },
		ref: func(w int, x, y uint64) uint64 {
			p := new(big.Int).Mul(bigU(x), bigU(y))
			p.Rsh(p, uint(w))
			return p.Uint64()
		}},
}

func findSpec(name string) opSpec {
	for _, s := range append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...) {
		if s.name == name {
			return s
		}
	}
	panic("no spec " + name)
}

// edgeValues returns interesting operand values for width w.
func edgeValues(w int) []uint64 {
	m := mask(w)
	vs := []uint64{0, 1, 2, m, m - 1, intMin(w), intMin(w) + 1, intMax(w),
		uint64(w - 1), uint64(w), uint64(w + 1), 3, 7}
	seen := map[uint64]bool{}
	var out []uint64
	for _, v := range vs {
		v &= m
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// randValue returns a random w-bit value biased toward small magnitudes and
// edge-like values.
func randValue(r *rand.Rand, w int) uint64 {
	m := mask(w)
	switch r.IntN(6) {
	case 0:
		return r.Uint64() & 0xff & m
	case 1:
		return -(r.Uint64() & 0xff) & m
	case 2:
		k := r.IntN(w + 1)
		return (r.Uint64() & mask(max(k, 1))) & m
	default:
		return r.Uint64() & m
	}
}

// pairs returns edge pairs plus n random pairs for width w.
func pairs(r *rand.Rand, w, n int) [][2]uint64 {
	var ps [][2]uint64
	ev := edgeValues(w)
	for _, a := range ev {
		for _, b := range ev {
			ps = append(ps, [2]uint64{a, b})
		}
	}
	for i := 0; i < n; i++ {
		ps = append(ps, [2]uint64{randValue(r, w), randValue(r, w)})
	}
	return ps
}

// circuit is a built circuit for one op and width, loaded into a solver.
type circuit struct {
	b    *Builder
	g    *gini.Gini
	x, y BV
	out  BV
	w    int
}

func newCircuit(spec opSpec, w int) *circuit {
	b := New()
	x, y := b.Fresh(w), b.Fresh(w)
	out := spec.build(b, x, y)
	g := gini.New()
	b.AddCnf(g, Lits(out)...)
	return &circuit{b: b, g: g, x: x, y: y, out: out, w: w}
}

func assumeValue(g *gini.Gini, x BV, v uint64) {
	for i, m := range x {
		if i < 64 && v>>uint(i)&1 == 1 {
			g.Assume(m)
		} else {
			g.Assume(m.Not())
		}
	}
}

// run solves the circuit under the operand values and returns the output.
func (c *circuit) run(x, y uint64) (uint64, bool) {
	assumeValue(c.g, c.x, x)
	assumeValue(c.g, c.y, y)
	if c.g.Solve() != 1 {
		return 0, false
	}
	return c.b.Eval(SafeValue(c.g), c.out), true
}

// constRun builds the op on constant operands and returns the folded value.
func constRun(t testing.TB, b *Builder, spec opSpec, w int, x, y uint64) uint64 {
	t.Helper()
	n := b.C().Len()
	out := spec.build(b, b.Const(w, x), b.Const(w, y))
	v, ok := ConstValue(out)
	if !ok {
		t.Fatalf("%s/%d: constant operands %#x, %#x gave a non-constant result", spec.name, w, x, y)
	}
	if b.C().Len() != n {
		t.Fatalf("%s/%d: constant operands %#x, %#x added %d nodes", spec.name, w, x, y, b.C().Len()-n)
	}
	return v
}

// checkSpec compares circuit and reference on pairs.
func checkSpec(t *testing.T, spec opSpec, w int, ps [][2]uint64) {
	t.Helper()
	c := newCircuit(spec, w)
	cb := New()
	for _, p := range ps {
		x, y := p[0], p[1]
		if spec.unary {
			y = 0
		}
		want := spec.ref(w, x, y)
		got, ok := c.run(x, y)
		if !ok {
			t.Fatalf("%s/%d(%#x, %#x): unsat", spec.name, w, x, y)
		}
		if got != want {
			t.Fatalf("%s/%d(%#x, %#x) = %#x, want %#x", spec.name, w, x, y, got, want)
		}
		if cv := constRun(t, cb, spec, w, x, y); cv != want {
			t.Fatalf("%s/%d(%#x, %#x) folded to %#x, want %#x", spec.name, w, x, y, cv, want)
		}
	}
}
