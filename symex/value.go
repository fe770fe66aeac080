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

// An Array is a functional array: a base and a list of (possibly guarded)
// writes, newest last. Reads walk the writes from the newest and fall back to
// the base, so arrays of any length cost only what is read and written.
type Array struct {
	Elem *program.Type
	Len  int64
	base *arrayBase
	last *arrayWrite // newest write, nil when none
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
	cells []Value    // cells: element i
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
func (a *Array) HasWrites() bool { return a.last != nil }

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
