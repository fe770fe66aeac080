package kinduction

import (
	"math/rand/v2"
	"testing"
)

// TestInIdealModulo: memberships whose combination is integral only
// with another choice of the dependent generators' coefficients (x from
// 2x and 3x: the rational elimination gives 1/2 of 2x), or only modulo
// 2^w (x from 3x, by 3's inverse), are shown; those with none are not
// (x from 2x and 4x: every combination is even).
func TestInIdealModulo(t *testing.T) {
	x, y := polySym(1), polySym(2)
	times := func(c uint64, p poly) poly { q, _ := p.mul(polyConst(c)); return q }
	xy, _ := x.mul(y)
	rows := []struct {
		name string
		q    poly
		gens []poly
		want bool
	}{
		{"two_and_three", x, []poly{times(2, x), times(3, x)}, true},
		{"inverse_of_three", x, []poly{times(3, x)}, true},
		{"even_only", x, []poly{times(2, x), times(4, x)}, false},
		{"product_dependent", times(6, xy).add(times(6, x), 1), []poly{times(4, x), times(6, x).add(y, 1), times(9, x).add(times(3, y), 1)}, true},
		{"not_a_multiple", y, []poly{times(2, x), times(3, x)}, false},
	}
	for _, r := range rows {
		if got := inIdealPlain(r.q, r.gens, 32); got != r.want {
			t.Errorf("%s: in ideal %v, want %v", r.name, got, r.want)
		}
	}
}

// TestSolveModRandom compares solveMod with every assignment on small
// systems modulo 2^4: it finds a solution exactly when one exists, and
// the solution it gives is one.
func TestSolveModRandom(t *testing.T) {
	const w = 4
	rng := rand.New(rand.NewPCG(5, 9))
	for trial := 0; trial < 3000; trial++ {
		rows, n := 1+rng.IntN(3), 1+rng.IntN(3)
		A := make([][]uint64, rows)
		b := make([]uint64, rows)
		for i := range A {
			A[i] = make([]uint64, n)
			for j := range A[i] {
				A[i][j] = uint64(rng.IntN(16))
				if rng.IntN(3) == 0 {
					A[i][j] &^= 1 // more even entries
				}
			}
			b[i] = uint64(rng.IntN(16))
		}
		satisfies := func(x []uint64) bool {
			for i := range A {
				var s uint64
				for j := range x {
					s += A[i][j] * x[j]
				}
				if (s-b[i])&15 != 0 {
					return false
				}
			}
			return true
		}
		exists := false
		x := make([]uint64, n)
		for k := 0; k < 1<<(4*n) && !exists; k++ {
			for j := range x {
				x[j] = uint64(k>>(4*j)) & 15
			}
			exists = satisfies(x)
		}
		sol, ok := solveMod(A, b, n, w)
		if ok != exists {
			t.Fatalf("A %v b %v: solvable %v, solveMod says %v", A, b, exists, ok)
		}
		if ok && !satisfies(sol) {
			t.Fatalf("A %v b %v: solveMod's %v is no solution", A, b, sol)
		}
	}
}
