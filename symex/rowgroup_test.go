package symex

import (
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// TestLongRows reads a nondeterministic matrix (and a cube) whose rows
// are longer than Equal compares, at symbolic indices: two reads at
// equal paths and indices agree (the negation is unsatisfiable with the
// axioms), and reads at different rows, or different cells of one row,
// may differ (satisfiable). Before the row groups, the encoding refused
// the axioms (comparison of arrays of 100 elements).
func TestLongRows(t *testing.T) {
	elemT := program.IntType("int", 32, true)
	rowT := program.ArrayOf(elemT, 100)
	for _, tc := range []struct {
		name string
		typ  *program.Type
		dims int
	}{
		{"matrix", program.ArrayOf(rowT, 3), 2},
		{"cube", program.ArrayOf(program.ArrayOf(rowT, 70), 2), 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// solve reports whether the reads x (at indices p) and y
			// (at q) can differ under the constraints on the indices.
			solve := func(rel func(b *bitvec.Builder, p, q []bitvec.BV) z.Lit) bool {
				b := bitvec.New()
				e := NewEncoder(&program.Program{Model: program.ILP32}, b)
				a := e.Fresh(tc.typ)
				read := func(idx []bitvec.BV) Value {
					v := a
					for _, i := range idx {
						v = e.readArray(v.Arr, i)
					}
					return v
				}
				var p, q []bitvec.BV
				for range tc.dims {
					p = append(p, b.Fresh(indexBits))
					q = append(q, b.Fresh(indexBits))
				}
				// A read at constant indices too, which needs axioms
				// with the symbolic ones.
				zero := make([]bitvec.BV, tc.dims)
				for i := range zero {
					zero[i] = b.Const(indexBits, 0)
				}
				c0 := read(zero)
				x, y := read(p), read(q)
				differ := b.C().And(b.Ne(x.Bits, y.Bits), b.Ne(x.Bits, c0.Bits))
				g := gini.New()
				goals := append([]z.Lit{differ, rel(b, p, q)}, e.Axioms...)
				b.AddCnf(g, goals...)
				for _, m := range goals {
					g.Add(m)
					g.Add(0)
				}
				return g.Solve() == 1
			}
			same := func(b *bitvec.Builder, p, q []bitvec.BV) z.Lit {
				l := b.T()
				for i := range p {
					l = b.C().And(l, b.Eq(p[i], q[i]))
				}
				return l
			}
			if solve(same) {
				t.Errorf("reads at equal indices may differ")
			}
			// A symbolic read at the constant read's indices agrees
			// with it.
			atZero := func(b *bitvec.Builder, p, q []bitvec.BV) z.Lit {
				l := b.Ne(p[0], q[0])
				for i := range p {
					l = b.C().And(l, b.Eq(p[i], b.Const(indexBits, 0)))
				}
				return l
			}
			if solve(atZero) {
				t.Errorf("a read at index 0 may differ from the constant read there")
			}
			for d := range tc.dims {
				other := func(b *bitvec.Builder, p, q []bitvec.BV) z.Lit {
					l := b.T()
					for i := range p {
						if i == d {
							l = b.C().And(l, b.Ne(p[i], q[i]))
						} else {
							l = b.C().And(l, b.Eq(p[i], q[i]))
						}
					}
					return l
				}
				if !solve(other) {
					t.Errorf("reads differing in index %d must be able to differ", d)
				}
			}
		})
	}
}
