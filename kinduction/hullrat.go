package kinduction

import (
	"math/big"
	"slices"
)

// Relations of small samples over the rationals.
//
// The hull over Z/2^64 (affine.go) also has the relations that hold
// only modulo a power of two: with product columns, x*x - x is even in
// every sample, and 2^63*(x*x - x) joins the module. An echelon basis
// then shows the relation an inner head keeps (2*c == 2*i*n - i*i - i +
// 2*j) only mixed with such multiples, whose coefficients are too large
// to be candidates. Over the rationals those do not exist: where every
// value of the samples (products included) is small enough that nothing
// wrapped, the kernel of the samples' differences over Q is the set of
// their integer relations, each scaled to coprime integer coefficients.
// They are candidates like the hull's, proved by the algebra or dropped.

// ratLimit bounds the sample values the rational kernel reads.
const ratLimit = 1 << 30

// ratRelations are relations of points (n columns each) over the
// rationals, as relations modulo 2^64 with coprime integer
// coefficients: the kernel's basis of the reduced echelon form, with
// the columns in their order and reversed. Nil when a value is not
// small.
func ratRelations(points [][]uint64, n int) []relation {
	if len(points) < 2 {
		return nil
	}
	for _, pt := range points {
		for _, x := range pt[:n] {
			if v := int64(x); v >= ratLimit || v <= -ratLimit {
				return nil
			}
		}
	}
	var out []relation
	for _, reversed := range []bool{false, true} {
		order := make([]int, n)
		for i := range order {
			order[i] = i
		}
		if reversed {
			slices.Reverse(order)
		}
		for _, vec := range ratKernel(points, order) {
			var rhs uint64
			coef := make([]uint64, n)
			for i, c := range vec {
				coef[i] = uint64(c)
				rhs += uint64(c) * points[0][i]
			}
			out = append(out, relation{Coef: coef, RHS: rhs})
		}
	}
	return out
}

// ratKernel is a basis of the integer vectors v (columns in order) with
// v·(p - points[0]) == 0 for every point p, each with coprime entries
// that fit in int64.
func ratKernel(points [][]uint64, order []int) [][]int64 {
	n := len(order)
	var rows [][]*big.Rat
	for _, pt := range points[1:] {
		row := make([]*big.Rat, n)
		for j, col := range order {
			row[j] = new(big.Rat).SetInt64(int64(pt[col]) - int64(points[0][col]))
		}
		rows = append(rows, row)
	}
	// Reduced echelon form.
	pivots := rrefRat(rows, n, n)
	isPivot := map[int]int{}
	for i, col := range pivots {
		isPivot[col] = i
	}
	var out [][]int64
	for free := 0; free < n; free++ {
		if _, ok := isPivot[free]; ok {
			continue
		}
		vec := make([]*big.Rat, n)
		for j := range vec {
			vec[j] = new(big.Rat)
		}
		vec[free].SetInt64(1)
		for i, col := range pivots {
			vec[col].Neg(rows[i][free])
		}
		// Scale to coprime integers.
		lcm := big.NewInt(1)
		for _, x := range vec {
			d := x.Denom()
			g := new(big.Int).GCD(nil, nil, lcm, d)
			lcm.Mul(lcm, new(big.Int).Quo(d, g))
		}
		ints := make([]*big.Int, n)
		g := new(big.Int)
		for j, x := range vec {
			ints[j] = new(big.Int).Quo(new(big.Int).Mul(x.Num(), lcm), x.Denom())
			g.GCD(nil, nil, g, new(big.Int).Abs(ints[j]))
		}
		ok := g.Sign() != 0
		res := make([]int64, n)
		for j, col := range order {
			if !ok {
				break
			}
			v := new(big.Int).Quo(ints[j], g)
			if !v.IsInt64() {
				ok = false
				break
			}
			res[col] = v.Int64()
		}
		if ok {
			out = append(out, res)
		}
	}
	return out
}
