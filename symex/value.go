package symex

import (
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// A Value is the symbolic value of a program type.
//
//   - Bool, Int: Bits of the type's width.
//   - Pointer: Bits = offset (PointerOffsetBits, low) then object number
//     (PointerObjectBits, high); all zero is NULL.
//   - Union: Bits = the Size*8 bits of its storage, little-endian.
//   - Struct: Elems, one per member.
//   - Array: Arr.
type Value struct {
	Bits  bitvec.BV
	Elems []Value
	Arr   *Array
}

// An Array is a functional array: a base, the cells written at constant
// indices over it (one value per cell), and a list of (possibly guarded)
// writes newer than those cells, newest last. A write at a constant index
// goes into the cells while no write at a symbolic index came before it;
// later writes go into the list. Reads walk the list from the newest,
// then look the cell up (or, at a symbolic index, choose among the
// cells) and fall back to the base, so arrays of any length cost only
// what is read and written, and constant indices cost a lookup.
type Array struct {
	Elem  *program.Type
	Len   int64
	base  *arrayBase
	cells *cells      // written at constant indices before any write in last
	last  *arrayWrite // newest write, nil when none
}

type baseKind int

const (
	baseZero  baseKind = iota // every element zero
	baseFresh                 // every element nondeterministic
	baseIte                   // cond ? a : b, from merging arrays of different bases
	baseCells                 // one given value per element (ArrayOf)
)

type arrayBase struct {
	kind  baseKind
	cond  z.Lit
	a, b  *Array
	reads []baseRead // fresh: elements read so far, for consistency
	// within (fresh) restricts the pointers in the elements to null and
	// these objects (nil: none), as freshWithin does.
	within objSet
	// byConst (fresh) finds the read at a constant index; symReads are
	// the positions in reads of reads at symbolic indices: a read at a
	// constant index needs axioms only with those.
	byConst  map[uint64]int
	symReads []int
	cells    []Value // cells: element i
	// iteReads (ite) remembers the reads of an ite base by index.
	iteReads map[string]Value
	// group (fresh) is set on the rows of a nondeterministic array of
	// long arrays (rows of more than maxArrayEqual elements): each row
	// is a fresh array whose path is the indices it was read at from
	// the outermost base, and reads of two rows agree when their paths
	// and indices are equal (rowgroup.go). children is the group of the
	// rows read from this base when it is not itself a row.
	group    *rowGroup
	path     []bitvec.BV
	children *rowGroup
}

type baseRead struct {
	idx bitvec.BV
	val Value
}

type arrayWrite struct {
	prev  *arrayWrite
	depth int
	guard z.Lit
	idx   bitvec.BV
	val   Value
	// constIdx is idx's value when isConst: compared once, as integers,
	// with constant read indices.
	constIdx uint64
	isConst  bool
	// seg, when set, makes the write a segment (program.Fill): every
	// index in [lo, hi) at once; idx and val are unused.
	seg *segment
}

// A segment is the write of a whole range of cells, lo <= idx < hi
// (indexBits wide, signed), each with the value val(idx): the effect of
// an accelerated loop over an array (program.Fill). Reads evaluate val at
// their own index, so the formula grows with the reads, not with the
// length of the range.
type segment struct {
	lo, hi bitvec.BV
	val    func(idx bitvec.BV) Value
	// done caches val by index, so that reads at the same index share it.
	done []baseRead
	// rel, when not nil, must hold at every index of the segment that
	// is read, when guard (the write's) holds (program.Fill.Rel).
	rel   func(idx bitvec.BV) z.Lit
	guard z.Lit
}

// indexBits is the width indices are normalised to.
const indexBits = 64

// ArrayRead is one element of a nondeterministic base array that some read
// made concrete in a model (for counterexamples).
type ArrayRead struct {
	Idx bitvec.BV
	Val Value
}

// BaseReads returns, for an array whose base is nondeterministic, the
// elements read from the base; ok is false for other bases.
func (a *Array) BaseReads() ([]ArrayRead, bool) {
	if a.base.kind != baseFresh {
		return nil, false
	}
	out := make([]ArrayRead, len(a.base.reads))
	for i, r := range a.base.reads {
		out[i] = ArrayRead{Idx: r.idx, Val: r.val}
	}
	return out, true
}

// HasWrites reports whether any write was made to a.
func (a *Array) HasWrites() bool { return a.last != nil || a.cells != nil }

// ArrayOf returns the array value of type t whose element i is elems[i],
// for circuits that keep every element in its own state bits (package
// aiger). A read at a symbolic index is a multiplexer over the elements;
// out of bounds it reads zero (interp calls such a read undefined).
func (e *Encoder) ArrayOf(t *program.Type, elems []Value) Value {
	if int64(len(elems)) != t.Len {
		panic("symex: ArrayOf: wrong number of elements")
	}
	return Value{Arr: &Array{Elem: t.Elem, Len: t.Len, base: &arrayBase{kind: baseCells, cells: elems}}}
}

// Element returns element i of array value v of type t.
func (e *Encoder) Element(v Value, i int64) Value {
	return e.readArray(v.Arr, e.B.Const(indexBits, uint64(i)))
}
