package ranges

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// randomTnum is a random tnum of w bits and one of its values.
func randomTnum(rng *rand.Rand, w int) tnum {
	m := rng.Uint64() & rng.Uint64() & widthMask(w)
	if rng.IntN(4) == 0 {
		m = 0
	}
	return tnum{rng.Uint64() & widthMask(w) &^ m, m, w}
}

// members lists the values of a (all of them for a narrow mask, else a
// sample).
func members(rng *rand.Rand, a tnum) []uint64 {
	var out []uint64
	for k := 0; k < 64; k++ {
		out = append(out, a.value|rng.Uint64()&a.mask)
	}
	return append(out, a.value, a.value|a.mask)
}

// TestTnumOpsSound8: on 8-bit tnums, every operation's result holds the
// operation's value on every pair of members (exhaustive over the
// members, for random tnums), as brute force computes it modulo 2^8.
func TestTnumOpsSound8(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	const w = 8
	ops := []struct {
		name string
		abs  func(a, b tnum) tnum
		conc func(x, y uint64) uint64
	}{
		{"and", tnumAnd, func(x, y uint64) uint64 { return x & y }},
		{"or", tnumOr, func(x, y uint64) uint64 { return x | y }},
		{"xor", tnumXor, func(x, y uint64) uint64 { return x ^ y }},
		{"add", tnumAdd, func(x, y uint64) uint64 { return x + y }},
		{"sub", tnumSub, func(x, y uint64) uint64 { return x - y }},
		{"mul", tnumMul, func(x, y uint64) uint64 { return x * y }},
		{"join", tnumJoin, func(x, y uint64) uint64 { return x }},
		{"not", func(a, b tnum) tnum { return tnumNot(a) }, func(x, y uint64) uint64 { return ^x }},
		{"shl 3", func(a, b tnum) tnum { return tnumShl(a, 3) }, func(x, y uint64) uint64 { return x << 3 }},
		{"lshr 3", func(a, b tnum) tnum { return tnumShr(a, 3, false) }, func(x, y uint64) uint64 { return x >> 3 }},
		{"ashr 3", func(a, b tnum) tnum { return tnumShr(a, 3, true) }, func(x, y uint64) uint64 { return uint64(int8(x) >> 3) }},
		{"sext 16", func(a, b tnum) tnum { return tnumResize(tnumResize(a, 16, true), 8, false) }, func(x, y uint64) uint64 { return x }},
	}
	for _, op := range ops {
		for round := 0; round < 300; round++ {
			a, b := randomTnum(rng, w), randomTnum(rng, w)
			r := op.abs(a, b)
			if r.value&r.mask != 0 || (r.value|r.mask)&^widthMask(w) != 0 {
				t.Fatalf("%s(%+v, %+v) = %+v: not a tnum of %d bits", op.name, a, b, r, w)
			}
			for x := uint64(0); x < 256; x++ {
				if !a.contains(x) {
					continue
				}
				for y := uint64(0); y < 256; y++ {
					if !b.contains(y) {
						continue
					}
					if z := op.conc(x, y) & widthMask(w); !r.contains(z) {
						t.Fatalf("%s(%+v, %+v) = %+v does not hold %d op %d = %d", op.name, a, b, r, x, y, z)
					}
				}
			}
		}
	}
	// sign extension keeps every member's value
	for round := 0; round < 300; round++ {
		a := randomTnum(rng, w)
		r := tnumResize(a, 16, true)
		for _, x := range members(rng, a) {
			if !r.contains(uint64(int64(int8(x))) & 0xffff) {
				t.Fatalf("sext(%+v) = %+v does not hold %d", a, r, int8(x))
			}
		}
	}
}

// TestTnumIntervals8: converting between intervals and tnums keeps every
// value, for every 8-bit interval of both signednesses (brute force), and
// the meet of tnums is exact.
func TestTnumIntervals8(t *testing.T) {
	for _, typ := range []*program.Type{program.IntType("unsigned char", 8, false), program.IntType("signed char", 8, true)} {
		min, max := typeMin(typ).Int64(), typeMax(typ).Int64()
		for lo := min; lo <= max; lo += 3 {
			for hi := lo; hi <= max; hi += 5 {
				iv := Interval{Lo: big.NewInt(lo), Hi: big.NewInt(hi)}
				tn, ok := tnumOfInterval(iv, typ)
				if !ok {
					t.Fatalf("%s %s: no tnum", typ, iv)
				}
				back := tn.interval(typ)
				for v := lo; v <= hi; v++ {
					if !tn.contains(uint64(v) & 0xff) {
						t.Fatalf("%s %s: tnum %+v does not hold %d", typ, iv, tn, v)
					}
					if back.Lo.Int64() > v || back.Hi.Int64() < v {
						t.Fatalf("%s %s: tnum %+v as interval %s does not hold %d", typ, iv, tn, back, v)
					}
				}
			}
		}
	}
	rng := rand.New(rand.NewPCG(9, 9))
	for round := 0; round < 2000; round++ {
		a, b := randomTnum(rng, 8), randomTnum(rng, 8)
		m, ok := tnumMeet(a, b)
		for x := uint64(0); x < 256; x++ {
			both := a.contains(x) && b.contains(x)
			if both && (!ok || !m.contains(x)) || !both && ok && m.contains(x) {
				t.Fatalf("meet(%+v, %+v) = %+v, %v: wrong on %d", a, b, m, ok, x)
			}
		}
	}
}
