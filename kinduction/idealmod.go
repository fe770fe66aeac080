package kinduction

import "math/bits"

// Membership by elimination modulo 2^w (idealmod.go).
//
// inIdealPlain asks for integers c_j with q == Σ c_j·B_j modulo 2^w,
// one equation per monomial. The rational elimination gives one
// solution of the equations over the rationals, with the free
// coefficients 0; where the basis is dependent (the head's relations
// and the products of an exit's disjunction state the same polynomial
// more than one way), that solution can have fractions while another
// solution is integral (c == 6*a*x - x*z + 12*x after cohencu's loop,
// shown by seven generators and not by all eight). solveMod solves the
// equations over the ring of integers modulo 2^w itself: every element
// is 2^v·u with u odd (a unit), and an element of least v in a row
// divides every other element of that row, so column operations (each
// invertible) bring the matrix to echelon form, and substitution from
// the first row solves it exactly where a solution exists. The caller
// checks the combination it gives, as it checks the rational one: the
// answer true rests on that identity alone.

// solveMod solves Σ_j x_j·A[i][j] ≡ b[i] (mod 2^w) for every row i of A
// (each of n entries).
func solveMod(A [][]uint64, b []uint64, n, w int) ([]uint64, bool) {
	m := widthMask(w)
	rows := len(A)
	val := func(x uint64) int {
		if x&m == 0 {
			return w
		}
		return bits.TrailingZeros64(x)
	}
	// The columns of A, and those of U with A·U the echelon form.
	cols := make([][]uint64, n)
	ucols := make([][]uint64, n)
	for j := range cols {
		cols[j] = make([]uint64, rows)
		for i := range A {
			cols[j][i] = A[i][j] & m
		}
		ucols[j] = make([]uint64, n)
		ucols[j][j] = 1
	}
	var pivotRow []int
	r := 0
	for i := 0; i < rows && r < n; i++ {
		best, bestV := -1, w
		for j := r; j < n; j++ {
			if v := val(cols[j][i]); v < bestV {
				best, bestV = j, v
			}
		}
		if best < 0 {
			continue
		}
		cols[r], cols[best] = cols[best], cols[r]
		ucols[r], ucols[best] = ucols[best], ucols[r]
		inv := oddInverse(cols[r][i] >> uint(bestV))
		for j := r + 1; j < n; j++ {
			e := cols[j][i] & m
			if e == 0 {
				continue
			}
			// f·pivot == e: e's valuation is at least the pivot's.
			f := (e >> uint(bestV)) * inv
			for t := range cols[j] {
				cols[j][t] = (cols[j][t] - f*cols[r][t]) & m
			}
			for t := range ucols[j] {
				ucols[j][t] = (ucols[j][t] - f*ucols[r][t]) & m
			}
		}
		pivotRow = append(pivotRow, i)
		r++
	}
	res := make([]uint64, rows)
	for i := range res {
		res[i] = b[i] & m
	}
	x := make([]uint64, n)
	for k, i := range pivotRow {
		v := val(cols[k][i])
		bi := res[i] & m
		if bi != 0 && val(bi) < v {
			return nil, false
		}
		y := ((bi >> uint(v)) * oddInverse(cols[k][i]>>uint(v))) & m
		if y == 0 {
			continue
		}
		for t := range res {
			res[t] = (res[t] - y*cols[k][t]) & m
		}
		for t := range x {
			x[t] = (x[t] + y*ucols[k][t]) & m
		}
	}
	for _, e := range res {
		if e&m != 0 {
			return nil, false
		}
	}
	return x, true
}
