package bitvec

import (
	"flag"
	"math/rand"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/softfloat"
)

// The strongest test of the float circuits: on the 6-bit format e3m2
// (3 exponent bits, 2 fraction bits: zeros, subnormals, normals,
// infinities, quiet and signaling NaNs), each operation's circuit on
// symbolic operands and rounding mode is compared through SAT with a
// lookup table of softfloat's results on every operand combination: the
// miter (circuit != table) must be unsatisfiable.

// lookup builds the table: a multiplexer tree over the selector bits
// (least significant first) of constant leaves.
func (b *Builder) lookup(sel []z.Lit, width int, leaf func(i uint64) uint64) BV {
	var rec func(k int, base uint64) BV
	rec = func(k int, base uint64) BV {
		if k < 0 {
			return b.Const(width, leaf(base))
		}
		lo := rec(k-1, base)
		hi := rec(k-1, base|1<<k)
		return b.Ite(sel[k], hi, lo)
	}
	return rec(len(sel)-1, 0)
}

// proveEqual checks that out equals the table on every input.
func proveEqual(t *testing.T, name string, b *Builder, ins []BV, out BV, leaf func(i uint64) uint64) {
	t.Helper()
	var sel []z.Lit
	for _, in := range ins {
		sel = append(sel, in...)
	}
	ref := b.lookup(sel, len(out), leaf)
	miter := b.Ne(out, ref)
	g := gini.New()
	b.AddCnf(g, miter)
	g.Add(miter)
	g.Add(0)
	if g.Solve() == 1 {
		var vs []uint64
		for _, in := range ins {
			vs = append(vs, b.Eval(g.Value, in))
		}
		t.Fatalf("%s: circuit %#x, softfloat %#x on inputs %#x", name, b.Eval(g.Value, out), b.Eval(g.Value, ref), vs)
	}
}

// fields splits a table index into fields of the given widths.
func fields(i uint64, widths ...int) []uint64 {
	r := make([]uint64, len(widths))
	for k, w := range widths {
		r[k] = i & (1<<w - 1)
		i >>= w
	}
	return r
}

func sb(v uint64) softfloat.Bits { return softfloat.Bits{Lo: v} }

func TestFloatExhaustiveTiny(t *testing.T) {
	f := tinyFormat
	w := f.Width()
	rmOf := func(v uint64) softfloat.RoundingMode { return softfloat.RoundingMode(v) }
	binary := []struct {
		name string
		circ func(b *Builder, rm, x, y BV) BV
		ref  func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits
	}{
		{"FAdd", func(b *Builder, rm, x, y BV) BV { return b.FAdd(f, rm, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits { return softfloat.Add(f, rm, x, y) }},
		{"FSub", func(b *Builder, rm, x, y BV) BV { return b.FSub(f, rm, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits { return softfloat.Sub(f, rm, x, y) }},
		{"FMul", func(b *Builder, rm, x, y BV) BV { return b.FMul(f, rm, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits { return softfloat.Mul(f, rm, x, y) }},
		{"FDiv", func(b *Builder, rm, x, y BV) BV { return b.FDiv(f, rm, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits { return softfloat.Div(f, rm, x, y) }},
		{"FMod", func(b *Builder, rm, x, y BV) BV { return b.FMod(f, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits { return softfloat.Fmod(f, x, y) }},
		{"FRemainder", func(b *Builder, rm, x, y BV) BV { return b.FRemainder(f, x, y) }, func(rm softfloat.RoundingMode, x, y softfloat.Bits) softfloat.Bits {
			return softfloat.Remainder(f, x, y)
		}},
	}
	for _, op := range binary {
		b := New()
		rm, x, y := b.Fresh(3), b.Fresh(w), b.Fresh(w)
		proveEqual(t, op.name, b, []BV{rm, x, y}, op.circ(b, rm, x, y), func(i uint64) uint64 {
			v := fields(i, 3, w, w)
			return op.ref(rmOf(v[0]), sb(v[1]), sb(v[2])).Lo
		})
	}
	unary := []struct {
		name string
		circ func(b *Builder, rm, x BV) BV
		ref  func(rm softfloat.RoundingMode, x softfloat.Bits) uint64
	}{
		{"FSqrt", func(b *Builder, rm, x BV) BV { return b.FSqrt(f, rm, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.Sqrt(f, rm, x).Lo }},
		{"FRoundToIntegral", func(b *Builder, rm, x BV) BV { return b.FRoundToIntegral(f, rm, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 {
			return softfloat.RoundToIntegral(f, rm, x).Lo
		}},
		{"FNeg", func(b *Builder, rm, x BV) BV { return b.FNeg(f, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.Neg(f, x).Lo }},
		{"FAbs", func(b *Builder, rm, x BV) BV { return b.FAbs(f, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.Abs(f, x).Lo }},
		{"FClassify", func(b *Builder, rm, x BV) BV { return b.FClassify(f, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return uint64(softfloat.Classify(f, x)) }},
		{"FILogB", func(b *Builder, rm, x BV) BV { return b.FILogB(f, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return uint64(uint32(softfloat.ILogB(f, x))) }},
		{"FScaleB(-3)", func(b *Builder, rm, x BV) BV { return b.FScaleB(f, rm, x, b.ConstSigned(8, -3)) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.ScaleB(f, rm, x, -3).Lo }},
		{"FScaleB(2)", func(b *Builder, rm, x BV) BV { return b.FScaleB(f, rm, x, b.ConstSigned(8, 2)) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.ScaleB(f, rm, x, 2).Lo }},
		{"FIsSignaling", func(b *Builder, rm, x BV) BV { return BV{b.FIsSignaling(f, x)} }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return b2u(softfloat.IsSignaling(f, x)) }},
		{"FIsNaN FIsInf", func(b *Builder, rm, x BV) BV { return BV{b.FIsNaN(f, x), b.FIsInf(f, x)} }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 {
			return b2u(softfloat.IsNaN(f, x)) | b2u(softfloat.IsInf(f, x))<<1
		}},
	}
	for _, g := range []softfloat.Format{softfloat.Binary32, {ExpBits: 4, FracBits: 5, ExplicitInt: true}, {ExpBits: 2, FracBits: 1}} {
		unary = append(unary, struct {
			name string
			circ func(b *Builder, rm, x BV) BV
			ref  func(rm softfloat.RoundingMode, x softfloat.Bits) uint64
		}{"FConvert", func(b *Builder, rm, x BV) BV { return b.FConvert(f, g, rm, x) }, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 { return softfloat.Convert(f, g, rm, x).Lo }})
	}
	for _, iw := range []int{3, 5} {
		for _, signed := range []bool{false, true} {
			unary = append(unary, struct {
				name string
				circ func(b *Builder, rm, x BV) BV
				ref  func(rm softfloat.RoundingMode, x softfloat.Bits) uint64
			}{"FToInt", func(b *Builder, rm, x BV) BV {
				r, ok := b.FToInt(f, x, iw, signed)
				return append(r, ok)
			}, func(rm softfloat.RoundingMode, x softfloat.Bits) uint64 {
				r, ok := softfloat.ToInt(f, x, iw, signed)
				return r.Lo | b2u(ok)<<iw
			}})
		}
	}
	for _, op := range unary {
		b := New()
		rm, x := b.Fresh(3), b.Fresh(w)
		proveEqual(t, op.name, b, []BV{rm, x}, op.circ(b, rm, x), func(i uint64) uint64 {
			v := fields(i, 3, w)
			return op.ref(rmOf(v[0]), sb(v[1]))
		})
	}
	// Constant divisors (powers of two take FDiv's shortcut).
	for yv := uint64(0); yv < 1<<w; yv++ {
		b := New()
		rm, x := b.Fresh(3), b.Fresh(w)
		proveEqual(t, "FDiv by a constant", b, []BV{rm, x}, b.FDiv(f, rm, x, b.Const(w, yv)), func(i uint64) uint64 {
			v := fields(i, 3, w)
			return softfloat.Div(f, rmOf(v[0]), sb(v[1]), sb(yv)).Lo
		})
	}
	// ldexp by any 6-bit n (clamped, saturating)
	{
		b := New()
		rm, x, n := b.Fresh(3), b.Fresh(w), b.Fresh(6)
		proveEqual(t, "FScaleB", b, []BV{rm, x, n}, b.FScaleB(f, rm, x, n), func(i uint64) uint64 {
			v := fields(i, 3, w, 6)
			return softfloat.ScaleB(f, rmOf(v[0]), sb(v[1]), int64(int8(v[2]<<2))>>2).Lo
		})
	}
	for _, signed := range []bool{false, true} {
		b := New()
		rm, x := b.Fresh(3), b.Fresh(7)
		proveEqual(t, "FFromInt", b, []BV{rm, x}, b.FFromInt(f, rm, x, signed), func(i uint64) uint64 {
			v := fields(i, 3, 7)
			return softfloat.FromInt(f, rmOf(v[0]), sb(v[1]), 7, signed).Lo
		})
	}
	b := New()
	x, y := b.Fresh(w), b.Fresh(w)
	out := BV{b.FEq(f, x, y), b.FLt(f, x, y), b.FLe(f, x, y)}
	proveEqual(t, "FEq FLt FLe", b, []BV{x, y}, out, func(i uint64) uint64 {
		v := fields(i, w, w)
		return b2u(softfloat.Equal(f, sb(v[0]), sb(v[1]))) | b2u(softfloat.Less(f, sb(v[0]), sb(v[1])))<<1 |
			b2u(softfloat.LessEqual(f, sb(v[0]), sb(v[1])))<<2
	})
}

var fmaAll = flag.Bool("fma-all", false, "prove FFMA on e3m2 for every addend (64 solves, minutes)")

// TestFloatExhaustiveFMA proves FFMA on e3m2 for every x, y and rounding
// mode, one solve per addend: eight addends (zeros, a subnormal, normals,
// an infinity, NaNs), two with -short, all 64 with -fma-all.
func TestFloatExhaustiveFMA(t *testing.T) {
	f := tinyFormat
	w := f.Width()
	zs := []uint64{0x20, 0x01, 0x0b, 0x3a, 0x1c, 0x3d, 0x1e, 0x00}
	if testing.Short() {
		zs = zs[:2]
	}
	if *fmaAll {
		zs = zs[:0]
		for v := uint64(0); v < 1<<w; v++ {
			zs = append(zs, v)
		}
	}
	for _, zv := range zs {
		b := New()
		rm, x, y := b.Fresh(3), b.Fresh(w), b.Fresh(w)
		proveEqual(t, "FFMA", b, []BV{rm, x, y}, b.FFMA(f, rm, x, y, b.Const(w, zv)), func(i uint64) uint64 {
			v := fields(i, 3, w, w)
			return softfloat.FMA(f, softfloat.RoundingMode(v[0]), sb(v[1]), sb(v[2]), sb(zv)).Lo
		})
	}
}

// TestFloatMiterDetects checks that the miter finds a wrong table entry.
func TestFloatMiterDetects(t *testing.T) {
	f := tinyFormat
	b := New()
	x, y := b.Fresh(f.Width()), b.Fresh(f.Width())
	rm := b.Const(3, 0)
	out := b.FAdd(f, rm, x, y)
	ref := b.lookup(append(append([]z.Lit{}, x...), y...), len(out), func(i uint64) uint64 {
		v := fields(i, 6, 6)
		r := softfloat.Add(f, 0, sb(v[0]), sb(v[1])).Lo
		if i == 0x5a3 {
			r ^= 4
		}
		return r
	})
	miter := b.Ne(out, ref)
	g := gini.New()
	b.AddCnf(g, miter)
	g.Add(miter)
	g.Add(0)
	if g.Solve() != 1 || b.Eval(g.Value, x) != 0x23 || b.Eval(g.Value, y) != 0x16 {
		t.Fatal("the miter misses a wrong table entry")
	}
}

// TestFloatFMAShortcuts proves FFMA's shortcuts (a constant factor 1, a
// constant addend ±0) on e3m2: for every other operand pair and rounding
// mode the circuit built from FAdd and FMul gives softfloat's FMA.
func TestFloatFMAShortcuts(t *testing.T) {
	f := tinyFormat
	w := f.Width()
	one := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 2, false).Lo
	negZero := softfloat.Neg(f, softfloat.Bits{}).Lo
	cases := []struct {
		name  string
		which int // the constant operand: 0 x, 1 y, 2 w
		val   uint64
	}{{"fma(1, y, w)", 0, one}, {"fma(x, 1, w)", 1, one}, {"fma(x, y, +0)", 2, 0}, {"fma(x, y, -0)", 2, negZero}}
	for _, c := range cases {
		b := New()
		rm, u, v := b.Fresh(3), b.Fresh(w), b.Fresh(w)
		ops := []BV{u, v}
		ops = append(ops[:c.which], append([]BV{b.Const(w, c.val)}, ops[c.which:]...)...)
		if _, ok := b.fmaShortcut(f, rm, ops[0], ops[1], ops[2]); !ok {
			t.Fatalf("%s: no shortcut", c.name)
		}
		proveEqual(t, c.name, b, []BV{rm, u, v}, b.FFMA(f, rm, ops[0], ops[1], ops[2]), func(i uint64) uint64 {
			fs := fields(i, 3, w, w)
			args := []softfloat.Bits{sb(fs[1]), sb(fs[2])}
			args = append(args[:c.which], append([]softfloat.Bits{sb(c.val)}, args[c.which:]...)...)
			return softfloat.FMA(f, softfloat.RoundingMode(fs[0]), args[0], args[1], args[2]).Lo
		})
	}
}

// TestFloatSqrtOfSquare checks FSqrt's shortcut for the root of a square
// (sqrtOfSquare). The lemma it rests on, in softfloat: sqrt(x*x) is |x|
// when both round to nearest and x*x is normal, for every x of three
// small formats and for random binary32 and binary64 operands. The
// circuit: on e3m2 and e4m3, for every operand and pair of modes (a
// directed mode or a square out of the normal range takes the root's
// circuit), by SAT against softfloat's table.
func TestFloatSqrtOfSquare(t *testing.T) {
	lemma := func(f softfloat.Format, x softfloat.Bits) {
		t.Helper()
		for _, rm := range []softfloat.RoundingMode{softfloat.NearestEven, softfloat.NearestAway} {
			for _, rm2 := range []softfloat.RoundingMode{softfloat.NearestEven, softfloat.NearestAway} {
				p := softfloat.Mul(f, rm, x, x)
				if softfloat.Classify(f, p) != softfloat.ClassNormal {
					continue
				}
				if r := softfloat.Sqrt(f, rm2, p); r != softfloat.Abs(f, x) {
					t.Fatalf("%v: sqrt(%#x * %#x) = %#x", f, x, x, r)
				}
			}
		}
	}
	for _, f := range []softfloat.Format{tinyFormat, {ExpBits: 5, FracBits: 6}, {ExpBits: 6, FracBits: 9}} {
		for v := uint64(0); v < 1<<uint(f.Width()); v++ {
			lemma(f, sb(v))
		}
	}
	r := rand.New(rand.NewSource(5))
	for _, f := range []softfloat.Format{softfloat.Binary32, softfloat.Binary64} {
		for i := 0; i < 20000; i++ {
			lemma(f, sb(r.Uint64()&(1<<uint(f.Width())-1)))
		}
	}
	for _, f := range []softfloat.Format{tinyFormat, {ExpBits: 4, FracBits: 3}} {
		w := f.Width()
		b := New()
		rm, rm2, x := b.Fresh(3), b.Fresh(3), b.Fresh(w)
		sq := b.FMul(f, rm, x, x)
		if _, ok := b.squares[wordKey(sq)]; !ok {
			t.Fatal("x * x not recorded")
		}
		proveEqual(t, "FSqrt(FMul(x, x))", b, []BV{rm, rm2, x}, b.FSqrt(f, rm2, sq), func(i uint64) uint64 {
			v := fields(i, 3, 3, w)
			return softfloat.Sqrt(f, softfloat.RoundingMode(v[1]), softfloat.Mul(f, softfloat.RoundingMode(v[0]), sb(v[2]), sb(v[2]))).Lo
		})
	}
}
