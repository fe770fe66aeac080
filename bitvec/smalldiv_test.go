package bitvec

import (
	"math/rand/v2"
	"testing"

	"github.com/go-air/gini"
)

// The divider by a small constant (udivRemSmall) against the integers:
// every dividend and divisor at 6 bits, random dividends at 32 and 64
// bits, quotient and remainder, unsigned and signed (SDivRem divides the
// magnitudes by UDivRem).
func TestSmallConstantDivisor(t *testing.T) {
	check := func(w int, v uint64, xs []uint64) {
		t.Helper()
		b := New()
		x := b.Fresh(w)
		q, r := b.UDivRem(x, b.Const(w, v))
		sq, sr := b.SDivRem(x, b.Const(w, v))
		g := gini.New()
		b.AddCnf(g, Lits(q, r, sq, sr)...)
		for _, xv := range xs {
			xv &= mask(w)
			assumeValue(g, x, xv)
			if g.Solve() != 1 {
				t.Fatal("unsat")
			}
			val := SafeValue(g)
			if gq, gr := b.Eval(val, q), b.Eval(val, r); gq != xv/v || gr != xv%v {
				t.Fatalf("%d bits: %d / %d = %d rem %d, want %d rem %d", w, xv, v, gq, gr, xv/v, xv%v)
			}
			sx, sv := sext(xv, w), sext(v, w)
			if sv == 0 || (sv == -1 && sx == sext(intMin(w), w)) {
				continue
			}
			if gq, gr := b.EvalSigned(val, sq), b.EvalSigned(val, sr); gq != sext(uint64(sx/sv), w) || gr != sext(uint64(sx%sv), w) {
				t.Fatalf("%d bits signed: %d / %d = %d rem %d, want %d rem %d", w, sx, sv, gq, gr, sx/sv, sx%sv)
			}
		}
	}
	var all []uint64
	for x := range uint64(64) {
		all = append(all, x)
	}
	for v := uint64(1); v < 64; v++ {
		check(6, v, all)
	}
	r := rand.New(rand.NewPCG(3, 7))
	for _, w := range []int{32, 64} {
		for _, v := range []uint64{3, 5, 6, 7, 10, 12, 1000, 65535} {
			xs := append([]uint64{0, 1, v - 1, v, v + 1, mask(w), mask(w) - 1, intMin(w)}, r.Uint64(), r.Uint64(), r.Uint64())
			check(w, v, xs)
		}
	}
}

// The remainder by 3 of a 32-bit x is kept by x + 3 where that does not
// wrap (a loop's congruence i % 3 == 0): unsatisfiable through the 2-bit
// partial remainders, with a circuit a tenth the restoring divider's
// triangle of subtractors (about 3,500 gates at 32 bits), whose queries
// a SAT solver spent seconds on.
func TestSmallConstantDivisorResidue(t *testing.T) {
	b := New()
	x := b.Fresh(32)
	three := b.Const(32, 3)
	n := b.C().Len()
	_, r0 := b.UDivRem(x, three)
	if size := b.C().Len() - n; size > 500 {
		t.Errorf("x %% 3 at 32 bits takes %d gates", size)
	}
	y := b.Add(x, three)
	_, r1 := b.UDivRem(y, three)
	// x % 3 == 0, x < 2^31 and (x + 3) % 3 != 0: unsatisfiable.
	goal := b.C().Ands(b.Eq(r0, b.Zero(32)), b.ULt(x, b.Const(32, 1<<31)), b.Eq(r1, b.Zero(32)).Not())
	g := gini.New()
	b.AddCnf(g, goal)
	g.Assume(goal)
	if g.Solve() != -1 {
		t.Fatal("(x + 3) % 3 != 0 after x % 3 == 0")
	}
}
