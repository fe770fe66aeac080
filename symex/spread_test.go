package symex

import (
	"testing"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// TestSpreadWrites: writes at symbolic indices into a short array (a
// table of buckets indexed by a hash, written in every iteration of an
// unrolled loop) stay in its cells, so that a read at a symbolic index
// costs a choice among the cells however many writes came before, and,
// every cell being written, makes no element of the fresh base (which
// would add an axiom per earlier read). A long array keeps its list of
// writes. TestArraysAgainstModel checks the values.
func TestSpreadWrites(t *testing.T) {
	intT := program.IntType("int", 32, true)
	for _, tc := range []struct {
		n      int64
		spread bool
	}{{4, true}, {spreadCells, true}, {spreadCells + 1, false}} {
		b := bitvec.New()
		e := NewEncoder(&program.Program{Model: program.ILP32}, b)
		a := e.Fresh(program.ArrayOf(intT, tc.n)).Arr
		for k := int64(0); k < tc.n; k++ {
			a = e.writeArray(a, b.T(), b.Const(indexBits, uint64(k)), Value{Bits: b.Fresh(32)})
		}
		for range 50 {
			a = e.writeArray(a, b.Fresh(1)[0], b.Fresh(indexBits), Value{Bits: b.Fresh(32)})
		}
		if got := a.last == nil; got != tc.spread {
			t.Errorf("%d cells: in the cells after 50 symbolic writes: %v, want %v", tc.n, got, tc.spread)
		}
		if !tc.spread {
			continue
		}
		gates, axioms := b.C().Len(), len(e.Axioms)
		for range 10 {
			e.readArray(a, b.Fresh(indexBits))
		}
		// An ite of 32 bits and an index comparison per cell and read
		// (with 50 writes in a list: some 50 of each per read).
		if cost := b.C().Len() - gates; cost > 10*int(tc.n)*(4*32+2*indexBits) {
			t.Errorf("%d cells: 10 reads at symbolic indices cost %d gates", tc.n, cost)
		}
		if len(e.Axioms) != axioms {
			t.Errorf("%d cells: the reads made %d axioms of the base", tc.n, len(e.Axioms)-axioms)
		}
	}
}
