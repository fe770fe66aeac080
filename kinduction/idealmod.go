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
// solution is integral (6*a*x - x*z + 12*x == 0 after a loop of cubes
// counted up to a, shown by eleven of the state's generators and not by
// all twelve). solveMod solves the
// equations over the ring of integers modulo 2^w itself: every element
// is 2^v·u with u odd (a unit), and an element of least v divides every
// element of the same or greater v, so invertible row and column
// operations bring the matrix to one pivot per row and column, and the
// system to independent equations p·y == b' that are solvable exactly
// when b' has at least p's v. The caller checks the combination it
// gives, as it checks the rational one: the
// answer true rests on that identity alone.

// solveMod solves Σ_j x_j·A[i][j] ≡ b[i] (mod 2^w) for every row i of A
// (each of n entries). Full pivoting: an entry of least valuation in
// what is left divides every other entry there, so row operations (on b
// too) and column operations (recorded in U, x = U·y) clear its row and
// column; what is left at the end is one equation p·y ≡ b' per pivot,
// solvable when b' has at least p's valuation, and rows that must have
// b' ≡ 0.
func solveMod(A [][]uint64, b []uint64, n, w int) ([]uint64, bool) {
	m := widthMask(w)
	rows := len(A)
	val := func(x uint64) int {
		if x&m == 0 {
			return w
		}
		return bits.TrailingZeros64(x)
	}
	a := make([][]uint64, rows)
	rhs := make([]uint64, rows)
	for i := range A {
		a[i] = make([]uint64, n)
		for j := range a[i] {
			a[i][j] = A[i][j] & m
		}
		rhs[i] = b[i] & m
	}
	// U by columns.
	u := make([][]uint64, n)
	for j := range u {
		u[j] = make([]uint64, n)
		u[j][j] = 1
	}
	rowDone := make([]bool, rows)
	colDone := make([]bool, n)
	type pivot struct{ i, j, v int }
	var pivots []pivot
	for {
		pi, pj, pv := -1, -1, w
		for i := 0; i < rows; i++ {
			if rowDone[i] {
				continue
			}
			for j := 0; j < n; j++ {
				if !colDone[j] {
					if v := val(a[i][j]); v < pv {
						pi, pj, pv = i, j, v
					}
				}
			}
		}
		if pi < 0 {
			break
		}
		inv := oddInverse(a[pi][pj] >> uint(pv))
		// Clear the pivot's row: column operations.
		for j := 0; j < n; j++ {
			e := a[pi][j] & m
			if j == pj || colDone[j] || e == 0 {
				continue
			}
			f := (e >> uint(pv)) * inv // f·pivot == e
			for i := range a {
				a[i][j] = (a[i][j] - f*a[i][pj]) & m
			}
			for t := range u[j] {
				u[j][t] = (u[j][t] - f*u[pj][t]) & m
			}
		}
		// Clear its column: row operations, on the right side too.
		for i := 0; i < rows; i++ {
			e := a[i][pj] & m
			if i == pi || rowDone[i] || e == 0 {
				continue
			}
			f := (e >> uint(pv)) * inv
			for j := range a[i] {
				a[i][j] = (a[i][j] - f*a[pi][j]) & m
			}
			rhs[i] = (rhs[i] - f*rhs[pi]) & m
		}
		rowDone[pi], colDone[pj] = true, true
		pivots = append(pivots, pivot{pi, pj, pv})
	}
	for i := range rhs {
		if !rowDone[i] && rhs[i]&m != 0 {
			return nil, false
		}
	}
	x := make([]uint64, n)
	for _, p := range pivots {
		bi := rhs[p.i] & m
		if bi != 0 && val(bi) < p.v {
			return nil, false
		}
		y := ((bi >> uint(p.v)) * oddInverse(a[p.i][p.j]>>uint(p.v))) & m
		if y == 0 {
			continue
		}
		for t := range x {
			x[t] = (x[t] + y*u[p.j][t]) & m
		}
	}
	return x, true
}
