package bitvec

import (
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

var testWidths = []int{1, 3, 5, 8, 13, 16, 32, 64}

// long runs the randomized comparisons with more operands (minutes more).
var long = flag.Bool("long", false, "more random operands in TestSignExtendedOperands (24 a shape instead of 8)")

// samples returns the number of random pairs for an op at width w.
func samples(name string, w int) int {
	heavy := name == "UDiv" || name == "URem" || name == "SDiv" || name == "SRem" ||
		name == "MulOverflowSigned" || name == "MulOverflowUnsigned" ||
		name == "MulFullSignedHi" || name == "MulFullUnsignedHi"
	switch {
	case testing.Short():
		return 10
	case heavy && w == 64:
		return 40
	case heavy && w >= 32:
		return 100
	default:
		return 300
	}
}

func TestDifferential(t *testing.T) {
	for _, spec := range opSpecs {
		for _, w := range testWidths {
			t.Run(fmt.Sprintf("%s/%d", spec.name, w), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(uint64(w), uint64(len(spec.name))))
				checkSpec(t, spec, w, pairs(r, w, samples(spec.name, w)))
			})
		}
	}
}

func TestOverflowPredicates(t *testing.T) {
	for _, spec := range overflowSpecs {
		for _, w := range testWidths {
			t.Run(fmt.Sprintf("%s/%d", spec.name, w), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(uint64(w)+100, uint64(len(spec.name))))
				checkSpec(t, spec, w, pairs(r, w, samples(spec.name, w)))
			})
		}
	}
}

// One operand constant, the other free: exercises partial folding (e.g.
// constant multipliers, constant divisors).
func TestConstOperand(t *testing.T) {
	for _, spec := range append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...) {
		if spec.unary {
			continue
		}
		for _, w := range []int{3, 8, 13, 32, 64} {
			t.Run(fmt.Sprintf("%s/%d", spec.name, w), func(t *testing.T) {
				t.Parallel()
				r := rand.New(rand.NewPCG(uint64(w)+200, uint64(len(spec.name))))
				consts := edgeValues(w)
				consts = append(consts, 0x0ff0&mask(w), 0x5555555555555555&mask(w), r.Uint64()&mask(w), 10, 1000&mask(w))
				if w == 64 && testing.Short() {
					consts = consts[:4]
				}
				n := 8
				if w == 64 {
					n = 3
				}
				for _, k := range consts {
					k &= mask(w)
					for _, constLeft := range []bool{false, true} {
						b := New()
						x := b.Fresh(w)
						var out BV
						if constLeft {
							out = spec.build(b, b.Const(w, k), x)
						} else {
							out = spec.build(b, x, b.Const(w, k))
						}
						g := gini.New()
						b.AddCnf(g, out...)
						vals := append([]uint64{0, 1, mask(w), intMin(w)}, randValue(r, w), randValue(r, w))
						for i := 0; i < n; i++ {
							vals = append(vals, randValue(r, w))
						}
						for _, v := range vals {
							v &= mask(w)
							assumeValue(g, x, v)
							if g.Solve() != 1 {
								t.Fatal("unsat")
							}
							got := b.Eval(SafeValue(g), out)
							want := spec.ref(w, v, k)
							if constLeft {
								want = spec.ref(w, k, v)
							}
							if got != want {
								t.Fatalf("%s/%d const %#x (left %v), x=%#x: got %#x want %#x", spec.name, w, k, constLeft, v, got, want)
							}
						}
					}
				}
			})
		}
	}
}

// Both operands the very same bit-vector: exercises the word-level
// shortcuts that see identical operands (x / x and x % x need no divider).
func TestSameOperand(t *testing.T) {
	for _, spec := range append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...) {
		if spec.unary {
			continue
		}
		for _, w := range []int{1, 3, 8, 32, 64} {
			r := rand.New(rand.NewPCG(uint64(w)+300, uint64(len(spec.name))))
			b := New()
			x := b.Fresh(w)
			out := spec.build(b, x, x)
			g := gini.New()
			b.AddCnf(g, out...)
			for _, v := range append(edgeValues(w), randValue(r, w), randValue(r, w)) {
				v &= mask(w)
				assumeValue(g, x, v)
				if g.Solve() != 1 {
					t.Fatal("unsat")
				}
				if got, want := b.Eval(SafeValue(g), out), spec.ref(w, v, v); got != want {
					t.Fatalf("%s/%d x=%#x op x: got %#x want %#x", spec.name, w, v, got, want)
				}
			}
		}
	}
	b := New()
	x := b.Fresh(32)
	for name, r := range map[string]BV{"URem": b.URem(x, x), "SRem": b.SRem(x, x)} {
		if v, ok := ConstValue(r); !ok || v != 0 {
			t.Errorf("%s(x, x) is not the constant 0 but a circuit", name)
		}
	}
}

// Operands that are sign extensions of narrower vectors (a C conversion
// to a wider signed type), and constants: exercises the narrowing of
// sums, differences and comparisons to the bits that decide them.
func TestSignExtendedOperands(t *testing.T) {
	// Random operands per operation, shape and order: the circuits are
	// built and loaded once for all of them, so a few find a wrong gate
	// as well as many (-long: 24).
	operands := 8
	if *long {
		operands = 24
	}
	type shape struct{ w, nx, ny int } // widths of the extended vectors (0: a constant)
	shapes := []shape{{64, 32, 32}, {64, 32, 8}, {64, 1, 63}, {64, 33, 0}, {32, 8, 8}, {32, 16, 0}, {8, 3, 5}, {8, 7, 7}, {4, 1, 1}}
	for _, spec := range append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...) {
		if spec.unary {
			continue
		}
		for _, sh := range shapes {
			r := rand.New(rand.NewPCG(uint64(sh.w*100+sh.nx), uint64(len(spec.name)+sh.ny)))
			b := New()
			fx := b.Fresh(sh.nx)
			x := b.SignExt(fx, sh.w)
			var fy BV
			var y BV
			k := uint64(sext(^uint64(2), 64)) & mask(sh.w) // -3
			if sh.ny == 0 {
				y = b.Const(sh.w, k)
			} else {
				fy = b.Fresh(sh.ny)
				y = b.SignExt(fy, sh.w)
			}
			for _, swap := range []bool{false, true} {
				out := spec.build(b, x, y)
				if swap {
					out = spec.build(b, y, x)
				}
				g := gini.New()
				b.ResetCnf()
				b.AddCnf(g, out...)
				for range operands {
					vx := randValue(r, sh.nx)
					vy := k
					assumeValue(g, fx, vx)
					if fy != nil {
						vy = randValue(r, sh.ny)
						assumeValue(g, fy, vy)
						vy = uint64(sext(vy, sh.ny)) & mask(sh.w)
					}
					vx = uint64(sext(vx, sh.nx)) & mask(sh.w)
					if g.Solve() != 1 {
						t.Fatal("unsat")
					}
					want := spec.ref(sh.w, vx, vy)
					if swap {
						want = spec.ref(sh.w, vy, vx)
					}
					if got := b.Eval(SafeValue(g), out); got != want {
						t.Fatalf("%s/%d on sign extensions of %d and %d bits (swapped %v), x=%#x y=%#x: got %#x want %#x", spec.name, sh.w, sh.nx, sh.ny, swap, vx, vy, got, want)
					}
				}
			}
		}
	}
}

// TestSignExtendedNarrow checks that sums, differences and comparisons of
// sign extensions are built on the bits that decide them: the difference
// of two 64-bit sign extensions of 32-bit values is the sign extension of
// its 33 low bits, and their comparison needs no gate of the upper half.
func TestSignExtendedNarrow(t *testing.T) {
	b := New()
	x, y := b.SignExt(b.Fresh(32), 64), b.SignExt(b.Fresh(32), 64)
	for name, r := range map[string]BV{"Add": b.Add(x, y), "Sub": b.Sub(x, y)} {
		if n := signedWidth(r); n != 33 {
			t.Errorf("%s of 64-bit sign extensions of 32 bits: the sign extension of %d bits, want 33", name, n)
		}
	}
	before := b.C().Len()
	b.SLt(x, y)
	narrow := b.C().Len() - before
	u, v := b.Fresh(32), b.Fresh(32)
	before = b.C().Len()
	b.SLt(u, v)
	if full := b.C().Len() - before; narrow > full {
		t.Errorf("SLt of 64-bit sign extensions of 32 bits: %d gates, a 32-bit SLt %d", narrow, full)
	}
}

// Exhaustive check of all ops at small widths.
func TestExhaustiveSmall(t *testing.T) {
	for _, w := range []int{1, 2, 3, 4} {
		var ps [][2]uint64
		for x := uint64(0); x <= mask(w); x++ {
			for y := uint64(0); y <= mask(w); y++ {
				ps = append(ps, [2]uint64{x, y})
			}
		}
		for _, spec := range append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...) {
			checkSpec(t, spec, w, ps)
		}
	}
}

// Shift amounts of a width different from the shifted value.
func TestShiftAmountWidths(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for _, w := range []int{1, 5, 8, 13, 32, 64} {
		for _, aw := range []int{1, 2, 3, 4, 6, 7, 8, 32, 64, 70} {
			for _, name := range []string{"Shl", "LShr", "AShr"} {
				spec := findSpec(name)
				b := New()
				x, s := b.Fresh(w), b.Fresh(aw)
				out := spec.build(b, x, s)
				g := gini.New()
				b.AddCnf(g, out...)
				amts := []uint64{0, 1, uint64(w - 1), uint64(w), uint64(w + 1), mask(min(aw, 64))}
				for i := 0; i < 20; i++ {
					amts = append(amts, r.Uint64())
				}
				for _, a := range amts {
					a &= mask(min(aw, 64))
					v := randValue(r, w)
					// amount bits above 63 (aw == 70) are random too
					var hi uint64
					if aw > 64 {
						hi = r.Uint64() & mask(aw-64)
					}
					assumeValue(g, x, v)
					assumeValue(g, s[:min(aw, 64)], a)
					if aw > 64 {
						assumeValue(g, s[64:], hi)
					}
					if g.Solve() != 1 {
						t.Fatal("unsat")
					}
					got := b.Eval(g.Value, out)
					ra := a
					if hi != 0 {
						ra = ^uint64(0)
					}
					want := spec.ref(w, v, ra)
					if got != want {
						t.Fatalf("%s w=%d aw=%d (%#x, %#x hi %#x) = %#x, want %#x", name, w, aw, v, a, hi, got, want)
					}
					// constant amount: pure rewiring + folding
					n := b.C().Len()
					amt := b.Const(aw, a)
					if aw > 64 {
						copy(amt[64:], b.Const(aw-64, hi))
					}
					cout := spec.build(b, b.Const(w, v), amt)
					cv, ok := ConstValue(cout)
					if !ok || cv != want || b.C().Len() != n {
						t.Fatalf("%s constant fold w=%d aw=%d: %#x %v", name, w, aw, cv, ok)
					}
				}
			}
		}
	}
}

func TestWidthOps(t *testing.T) {
	b := New()
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		w := 1 + r.IntN(40)
		v := r.Uint64() & mask(w)
		x := b.Const(w, v)
		w2 := w + r.IntN(64-w+1)
		if got, _ := ConstValue(b.ZeroExt(x, w2)); got != v {
			t.Fatalf("ZeroExt")
		}
		if got, _ := ConstValue(b.SignExt(x, w2)); got != uint64(sext(v, w))&mask(w2) {
			t.Fatalf("SignExt(%#x, %d->%d) = %#x", v, w, w2, got)
		}
		k := 1 + r.IntN(w)
		if got, _ := ConstValue(b.Trunc(x, k)); got != v&mask(k) {
			t.Fatalf("Trunc")
		}
		lo := r.IntN(w)
		hi := lo + r.IntN(w-lo)
		if got, _ := ConstValue(b.Extract(x, lo, hi)); got != v>>uint(lo)&mask(hi-lo+1) {
			t.Fatalf("Extract(%#x, %d, %d) = %#x", v, lo, hi, got)
		}
		y := b.Const(8, 0xa5)
		if got, _ := ConstValue(b.Concat(x, y)); got != (v<<8|0xa5)&mask(w+8) {
			t.Fatalf("Concat")
		}
		if got, _ := ConstValue(b.Resize(x, w2, true)); got != uint64(sext(v, w))&mask(w2) {
			t.Fatalf("Resize signed")
		}
		if got, _ := ConstValue(b.Resize(x, k, false)); got != v&mask(k) {
			t.Fatalf("Resize trunc")
		}
	}
	// Ite with a free condition, solved both ways.
	x, y := b.Const(8, 0x12), b.Const(8, 0x34)
	c := b.C().Lit()
	out := b.Ite(c, x, y)
	g := gini.New()
	b.AddCnf(g, out...)
	for _, cond := range []bool{true, false} {
		if cond {
			g.Assume(c)
		} else {
			g.Assume(c.Not())
		}
		if g.Solve() != 1 {
			t.Fatal("unsat")
		}
		want := uint64(0x34)
		if cond {
			want = 0x12
		}
		if got := b.Eval(g.Value, out); got != want {
			t.Fatalf("Ite(%v) = %#x", cond, got)
		}
	}
	if got, _ := ConstValue(b.Ite(b.T(), x, y)); got != 0x12 {
		t.Fatal("Ite(T)")
	}
}

func TestConstHelpers(t *testing.T) {
	b := New()
	if v, ok := ConstValue(b.Const(64, 0xdeadbeefcafef00d)); !ok || v != 0xdeadbeefcafef00d {
		t.Fatal("Const 64")
	}
	if v, ok := ConstValue(b.Const(5, 0xff)); !ok || v != 0x1f {
		t.Fatal("Const truncates")
	}
	if _, ok := ConstValue(b.ConstSigned(128, -1)); ok {
		t.Fatal("ConstValue of wide all-ones should not fit")
	}
	if v, ok := ConstBig(b.ConstSigned(128, -1)); !ok || v.BitLen() != 128 || v.Bit(127) != 1 {
		t.Fatal("ConstBig")
	}
	big1 := new(big.Int).Lsh(big.NewInt(3), 100)
	if v, ok := ConstBig(b.ConstBig(128, big1)); !ok || v.Cmp(big1) != 0 {
		t.Fatal("ConstBig roundtrip")
	}
	if v, ok := ConstBig(b.ConstBig(8, big.NewInt(-2))); !ok || v.Int64() != 0xfe {
		t.Fatal("ConstBig negative")
	}
	x := b.Fresh(8)
	if _, ok := ConstValue(x); ok || IsConst(x) {
		t.Fatal("Fresh is not constant")
	}
	// x*0 and x&0 fold to zero, x+0 folds to x without new nodes.
	n := b.C().Len()
	if v, ok := ConstValue(b.Mul(x, b.Zero(8))); !ok || v != 0 {
		t.Fatal("x*0")
	}
	if s := b.Add(x, b.Zero(8)); b.Eq(s, x) != b.T() {
		t.Fatal("x+0")
	}
	if b.Eq(b.Mul(x, b.Const(8, 1)), x) != b.T() {
		t.Fatal("x*1")
	}
	if b.Eq(b.Shl(x, b.Const(3, 2)), b.Concat(b.Trunc(x, 6), b.Zero(2))) != b.T() {
		t.Fatal("x<<2")
	}
	if b.C().Len() != n {
		t.Fatalf("folding created %d nodes", b.C().Len()-n)
	}
	// Eval of constants needs no solver.
	if b.Eval(nil, b.Const(16, 0xbeef)) != 0xbeef || b.EvalSigned(nil, b.Const(16, 0xbeef)) != int64(int16(-0x4111)) {
		t.Fatal("Eval constants")
	}
}

// Multiplication by a constant must build one adder row per nonzero digit.
func TestMulConstSize(t *testing.T) {
	b := New()
	x, y := b.Fresh(32), b.Fresh(32)
	size := func(f func() BV) int {
		n := b.C().Len()
		f()
		return b.C().Len() - n
	}
	two := size(func() BV { return b.Mul(x, b.Const(32, 1<<5|1<<17)) })
	ones := size(func() BV { return b.Mul(b.Const(32, 0xffffffff), x) })
	run := size(func() BV { return b.Mul(x, b.Const(32, 0x0ff0)) })
	dense := size(func() BV { return b.Mul(x, b.Const(32, 0x55555555)) })
	general := size(func() BV { return b.Mul(x, y) })
	t.Logf("nodes: x*(2 bits) %d, x*-1 %d, x*0xff0 %d, x*0x55555555 %d, x*y %d", two, ones, run, dense, general)
	if ones > two || run > 2*two || two*4 > dense || dense >= general {
		t.Fatal("constant multiplication not folded enough")
	}
}

// Incremental use: several AddCnf calls into one solver.
func TestIncremental(t *testing.T) {
	b := New()
	g := gini.New()
	x, y := b.Fresh(16), b.Fresh(16)
	p1 := b.Eq(b.Add(x, y), b.Const(16, 1000))
	b.AddCnf(g, p1)
	g.Add(p1)
	g.Add(0)
	if g.Solve() != 1 {
		t.Fatal("unsat 1")
	}
	if (b.Eval(g.Value, x)+b.Eval(g.Value, y))&0xffff != 1000 {
		t.Fatal("model 1")
	}
	p2 := b.Eq(b.Mul(x, b.Const(16, 3)), y)
	nAdded := b.AddCnf(g, p2)
	if nAdded == 0 {
		t.Fatal("nothing added")
	}
	g.Add(p2)
	g.Add(0)
	if g.Solve() != 1 {
		t.Fatal("unsat 2")
	}
	vx, vy := b.Eval(g.Value, x), b.Eval(g.Value, y)
	if (vx+vy)&0xffff != 1000 || vx*3&0xffff != vy {
		t.Fatalf("model 2: %d %d", vx, vy)
	}
	// Re-adding the same roots adds nothing.
	if n := b.AddCnf(g, p1, p2); n != 0 {
		t.Fatalf("re-added %d nodes", n)
	}
	// Assumption-only constraint: x is odd and y is odd: x + 3x = 4x = 1000
	// mod 2^16 forces x even.
	b.AddCnf(g, x[0])
	g.Assume(x[0])
	if g.Solve() != -1 {
		t.Fatal("expected unsat")
	}
	if g.Solve() != 1 {
		t.Fatal("assumption not dropped")
	}
}

// SafeValue on a Fresh input the solver never saw.
func TestSafeValue(t *testing.T) {
	b := New()
	g := gini.New()
	x := b.Fresh(4)
	u := b.Fresh(1000)
	b.AddCnf(g, x...)
	assumeValue(g, x, 9)
	if g.Solve() != 1 {
		t.Fatal("unsat")
	}
	v := SafeValue(g)
	if b.Eval(v, x) != 9 || b.Eval(v, u) != 0 {
		t.Fatal("SafeValue")
	}
	if !v(u[0].Not()) {
		t.Fatal("SafeValue negation")
	}
}

// solveFor asserts lits and solves.
func solveFor(t *testing.T, b *Builder, g *gini.Gini, lits ...z.Lit) int {
	t.Helper()
	b.AddCnf(g, lits...)
	g.Assume(lits...)
	return g.Solve()
}

// Reverse direction: ask the solver for operands.
func TestReverse(t *testing.T) {
	t.Run("Mul3", func(t *testing.T) {
		b := New()
		g := gini.New()
		x := b.Fresh(8)
		p := b.Mul(x, b.Const(8, 3))
		for c := uint64(0); c < 256; c++ {
			if solveFor(t, b, g, b.Eq(p, b.Const(8, c))) != 1 {
				t.Fatalf("x*3 == %d unsat", c)
			}
			vx := b.Eval(g.Value, x)
			if vx*3&0xff != c || vx != c*171&0xff { // 171 = 3^-1 mod 256
				t.Fatalf("x*3 == %d: x = %d", c, vx)
			}
		}
	})
	t.Run("Mul2Odd", func(t *testing.T) {
		b := New()
		g := gini.New()
		x := b.Fresh(8)
		if solveFor(t, b, g, b.Eq(b.Mul(x, b.Const(8, 2)), b.Const(8, 1))) != -1 {
			t.Fatal("x*2 == 1 should be unsat")
		}
	})
	t.Run("Factor", func(t *testing.T) {
		b := New()
		g := gini.New()
		x, y := b.Fresh(16), b.Fresh(16)
		one := b.Const(16, 1)
		lits := []z.Lit{
			b.Eq(b.Mul(x, y), b.Const(16, 143)),
			b.MulOverflowUnsigned(x, y).Not(),
			b.UGt(x, one), b.UGt(y, one), b.ULe(x, y),
		}
		if solveFor(t, b, g, lits...) != 1 {
			t.Fatal("unsat")
		}
		if vx, vy := b.Eval(g.Value, x), b.Eval(g.Value, y); vx != 11 || vy != 13 {
			t.Fatalf("143 = %d*%d", vx, vy)
		}
		// A prime has no such factorization.
		lits[0] = b.Eq(b.Mul(x, y), b.Const(16, 251))
		if solveFor(t, b, g, lits...) != -1 {
			t.Fatal("251 factored")
		}
	})
	t.Run("UDivRem", func(t *testing.T) {
		b := New()
		g := gini.New()
		x := b.Fresh(16)
		q, r := b.UDivRem(x, b.Const(16, 7))
		if solveFor(t, b, g, b.Eq(q, b.Const(16, 5)), b.Eq(r, b.Const(16, 3))) != 1 {
			t.Fatal("unsat")
		}
		if vx := b.Eval(g.Value, x); vx != 38 {
			t.Fatalf("x = %d", vx)
		}
		if solveFor(t, b, g, b.Eq(r, b.Const(16, 7))) != -1 {
			t.Fatal("x % 7 == 7 should be unsat")
		}
	})
	t.Run("SDivRem", func(t *testing.T) {
		b := New()
		g := gini.New()
		x, y := b.Fresh(32), b.Fresh(32)
		q, r := b.SDivRem(x, y)
		lits := []z.Lit{
			b.Eq(q, b.ConstSigned(32, 5)),
			b.Eq(r, b.ConstSigned(32, -3)),
			b.Eq(y, b.ConstSigned(32, -7)),
		}
		if solveFor(t, b, g, lits...) != 1 {
			t.Fatal("unsat")
		}
		if vx := b.EvalSigned(g.Value, x); vx != 38-76 {
			t.Fatalf("x = %d", vx)
		}
		// A remainder with the wrong sign is impossible.
		lits = []z.Lit{b.SLt(x, b.Zero(32)), b.SGt(r, b.Zero(32))}
		if solveFor(t, b, g, lits...) != -1 {
			t.Fatal("negative dividend with positive remainder")
		}
	})
	t.Run("ShlOverflow", func(t *testing.T) {
		b := New()
		g := gini.New()
		x, s := b.Fresh(8), b.Fresh(8)
		lits := []z.Lit{b.Eq(b.Shl(x, s), b.Const(8, 0x80)), x[0]}
		if solveFor(t, b, g, lits...) != 1 {
			t.Fatal("unsat")
		}
		if vs := b.Eval(g.Value, s); vs != 7 {
			t.Fatalf("s = %d", vs)
		}
	})
	t.Run("NoSignedBelowMin", func(t *testing.T) {
		b := New()
		g := gini.New()
		x := b.Fresh(32)
		if solveFor(t, b, g, b.SLt(x, b.Const(32, intMin(32)))) != -1 {
			t.Fatal("x < INT_MIN")
		}
	})
	t.Run("MulOverflowWitness", func(t *testing.T) {
		b := New()
		g := gini.New()
		x, y := b.Fresh(32), b.Fresh(32)
		lits := []z.Lit{b.MulOverflowSigned(x, y), b.SGt(x, b.Zero(32)), b.SLt(y, b.ConstSigned(32, -1)), b.SGt(y, b.ConstSigned(32, -100))}
		if solveFor(t, b, g, lits...) != 1 {
			t.Fatal("unsat")
		}
		vx, vy := b.EvalSigned(g.Value, x), b.EvalSigned(g.Value, y)
		if p := vx * vy; p >= -(1 << 31) {
			t.Fatalf("%d*%d = %d does not overflow", vx, vy, p)
		}
	})
}

func TestPanics(t *testing.T) {
	b := New()
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	mustPanic("Add mismatch", func() { b.Add(b.Fresh(8), b.Fresh(16)) })
	mustPanic("Const 0", func() { b.Const(0, 0) })
	mustPanic("Extract", func() { b.Extract(b.Fresh(8), 0, 8) })
	mustPanic("ZeroExt", func() { b.ZeroExt(b.Fresh(8), 4) })
	mustPanic("Trunc", func() { b.Trunc(b.Fresh(8), 9) })
}

// Structural hashing shares the low half of the overflow checks' products
// with Mul, and one divider between quotient and remainder.
func TestSharing(t *testing.T) {
	b := New()
	x, y := b.Fresh(32), b.Fresh(32)
	b.MulOverflowUnsigned(x, y)
	n := b.C().Len()
	b.Mul(x, y)
	b.Mul(y, x)
	if b.C().Len() != n {
		t.Fatalf("Mul after MulOverflowUnsigned added %d nodes", b.C().Len()-n)
	}
	b.UDiv(x, y)
	n = b.C().Len()
	b.URem(x, y)
	if b.C().Len() != n {
		t.Fatalf("URem after UDiv added %d nodes", b.C().Len()-n)
	}
	b.SRem(x, y)
	n = b.C().Len()
	b.SDiv(x, y)
	if b.C().Len() != n {
		t.Fatalf("SDiv after SRem added %d nodes", b.C().Len()-n)
	}
}
