package bitvec

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// Widths above 64 bits against math/big.

func bmask(w int) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), uint(w))
	return m.Sub(m, big.NewInt(1))
}

func bwrap(v *big.Int, w int) *big.Int { return new(big.Int).And(v, bmask(w)) }

func bsigned(v *big.Int, w int) *big.Int {
	r := new(big.Int).Set(v)
	if v.Bit(w-1) == 1 {
		r.Sub(r, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return r
}

func bbool(c bool) *big.Int { return big.NewInt(int64(b2u(c))) }

type wideSpec struct {
	name  string
	build func(b *Builder, x, y BV) BV
	ref   func(w int, x, y *big.Int) *big.Int
}

var wideSpecs = []wideSpec{
	{"Add", (*Builder).Add, func(w int, x, y *big.Int) *big.Int { return bwrap(new(big.Int).Add(x, y), w) }},
	{"Sub", (*Builder).Sub, func(w int, x, y *big.Int) *big.Int { return bwrap(new(big.Int).Sub(x, y), w) }},
	{"Mul", (*Builder).Mul, func(w int, x, y *big.Int) *big.Int { return bwrap(new(big.Int).Mul(x, y), w) }},
	{"UDiv", (*Builder).UDiv, func(w int, x, y *big.Int) *big.Int {
		if y.Sign() == 0 {
			return bmask(w)
		}
		return new(big.Int).Quo(x, y)
	}},
	{"URem", (*Builder).URem, func(w int, x, y *big.Int) *big.Int {
		if y.Sign() == 0 {
			return x
		}
		return new(big.Int).Rem(x, y)
	}},
	{"SDiv", (*Builder).SDiv, func(w int, x, y *big.Int) *big.Int {
		sx, sy := bsigned(x, w), bsigned(y, w)
		if sy.Sign() == 0 {
			if sx.Sign() < 0 {
				return big.NewInt(1)
			}
			return bmask(w)
		}
		return bwrap(new(big.Int).Quo(sx, sy), w)
	}},
	{"SRem", (*Builder).SRem, func(w int, x, y *big.Int) *big.Int {
		sx, sy := bsigned(x, w), bsigned(y, w)
		if sy.Sign() == 0 {
			return x
		}
		return bwrap(new(big.Int).Rem(sx, sy), w)
	}},
	{"Shl", (*Builder).Shl, func(w int, x, y *big.Int) *big.Int {
		if y.Cmp(big.NewInt(int64(w))) >= 0 {
			return new(big.Int)
		}
		return bwrap(new(big.Int).Lsh(x, uint(y.Uint64())), w)
	}},
	{"LShr", (*Builder).LShr, func(w int, x, y *big.Int) *big.Int {
		if y.Cmp(big.NewInt(int64(w))) >= 0 {
			return new(big.Int)
		}
		return new(big.Int).Rsh(x, uint(y.Uint64()))
	}},
	{"AShr", (*Builder).AShr, func(w int, x, y *big.Int) *big.Int {
		s := uint(w - 1)
		if y.Cmp(big.NewInt(int64(w))) < 0 {
			s = uint(y.Uint64())
		}
		return bwrap(new(big.Int).Rsh(bsigned(x, w), s), w)
	}},
	{"ULt", func(b *Builder, x, y BV) BV { return lit1(b.ULt(x, y)) },
		func(w int, x, y *big.Int) *big.Int { return bbool(x.Cmp(y) < 0) }},
	{"SLe", func(b *Builder, x, y BV) BV { return lit1(b.SLe(x, y)) },
		func(w int, x, y *big.Int) *big.Int { return bbool(bsigned(x, w).Cmp(bsigned(y, w)) <= 0) }},
	{"MulOverflowSigned", func(b *Builder, x, y BV) BV { return lit1(b.MulOverflowSigned(x, y)) },
		func(w int, x, y *big.Int) *big.Int {
			return bbool(!fitsS(new(big.Int).Mul(bsigned(x, w), bsigned(y, w)), w))
		}},
	{"MulOverflowUnsigned", func(b *Builder, x, y BV) BV { return lit1(b.MulOverflowUnsigned(x, y)) },
		func(w int, x, y *big.Int) *big.Int { return bbool(!fitsU(new(big.Int).Mul(x, y), w)) }},
}

func randBig(r *rand.Rand, w int) *big.Int {
	v := new(big.Int)
	switch r.IntN(5) {
	case 0:
		v.SetUint64(r.Uint64() & 0xffff)
	case 1:
		v.SetUint64(r.Uint64() & 0xff)
		v = bwrap(v.Neg(v), w)
	case 2:
		v.SetUint64(uint64(r.IntN(w + 2)))
	default:
		for i := 0; i < w; i++ {
			v.SetBit(v, i, uint(r.IntN(2)))
		}
		v.Rsh(v, uint(r.IntN(w)))
	}
	return v
}

// withBit returns m if bit is 1 and not m otherwise.
func withBit(m z.Lit, bit uint) z.Lit {
	if bit == 1 {
		return m
	}
	return m.Not()
}

func TestWide(t *testing.T) {
	for _, w := range []int{65, 100, 128} {
		for _, spec := range wideSpecs {
			t.Run(fmt.Sprintf("%s/%d", spec.name, w), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(uint64(w), 3))
				b := New()
				x, y := b.Fresh(w), b.Fresh(w)
				out := spec.build(b, x, y)
				g := gini.New()
				b.AddCnf(g, out...)
				imin := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
				edges := []*big.Int{big.NewInt(0), big.NewInt(1), bmask(w), imin, new(big.Int).Sub(imin, big.NewInt(1)), big.NewInt(int64(w))}
				var ps [][2]*big.Int
				for _, a := range edges {
					for _, c := range edges {
						ps = append(ps, [2]*big.Int{a, c})
					}
				}
				for i := 0; i < 15; i++ {
					ps = append(ps, [2]*big.Int{randBig(r, w), randBig(r, w)})
				}
				cb := New()
				for _, p := range ps {
					want := spec.ref(w, p[0], p[1])
					for i := range x {
						g.Assume(withBit(x[i], p[0].Bit(i)))
						g.Assume(withBit(y[i], p[1].Bit(i)))
					}
					if g.Solve() != 1 {
						t.Fatal("unsat")
					}
					if got := b.EvalBig(g.Value, out); got.Cmp(want) != 0 {
						t.Fatalf("%s/%d(%v, %v) = %v, want %v", spec.name, w, p[0], p[1], got, want)
					}
					cout := spec.build(cb, cb.ConstBig(w, p[0]), cb.ConstBig(w, p[1]))
					if got, ok := ConstBig(cout); !ok || got.Cmp(want) != 0 {
						t.Fatalf("%s/%d(%v, %v) folded to %v, want %v", spec.name, w, p[0], p[1], got, want)
					}
				}
			})
		}
	}
}
