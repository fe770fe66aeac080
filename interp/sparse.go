package interp

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Sparse arrays. An array longer than SparseMin elements (a variable-length
// array or heap object whose length nothing bounds has the largest length
// C allows, cfront's vla.go) is not held cell by cell: its Value has
// Sparse set and Elems nil, and holds the cells written (or read, for
// aggregate cells: a read of a part materialises nothing, a write does)
// beside a base that gives every other cell its value: zero (ZeroValue,
// a calloc or a global), or a value per cell computed from the cell's
// index alone (an input: RandomInputs, the concrete strategies, a model's
// cells that no read touched), so that every read of a cell not yet
// written gives the same value and replays agree. Reads, writes and
// copies cost what is written, not the length.
//
// Arrays of at most SparseMin elements are dense (Elems) as before; a
// dense value of any length is accepted where a sparse one would be
// (conform), and the accessors below take both.

// SparseMin is the longest array whose zero value and inputs are dense.
const SparseMin = 1 << 20

// Sparse holds a sparse array value.
type Sparse struct {
	Len   int64
	Cells map[int64]*Value // cells written
	Base  *SparseBase
}

// A SparseBase gives the cells of a sparse array that are not written:
// Cell(i) when Cell is set (deterministic: a function of i alone), else
// Zero.
type SparseBase struct {
	Zero Value
	Cell func(i int64) Value
}

// at is the value of base cell i (a fresh copy).
func (b *SparseBase) at(i int64) Value {
	if b.Cell != nil {
		return b.Cell(i)
	}
	return b.Zero.Clone()
}

// NewSparse returns a sparse array of n elements whose cells are base's
// but for cells (which it keeps).
func NewSparse(n int64, base *SparseBase, cells map[int64]Value) Value {
	s := &Sparse{Len: n, Cells: make(map[int64]*Value, len(cells)), Base: base}
	for i, c := range cells {
		if i >= 0 && i < n {
			c := c
			s.Cells[i] = &c
		}
	}
	return Value{Sparse: s}
}

// sparseZero is the zero value of a long array type.
func sparseZero(t *program.Type) Value {
	return Value{Sparse: &Sparse{Len: t.Len, Cells: map[int64]*Value{}, Base: &SparseBase{Zero: ZeroValue(t.Elem)}}}
}

// SparseRandom returns a sparse array of type t whose cells are drawn from
// gen, a deterministic function of the cell's index.
func SparseRandom(t *program.Type, gen func(i int64) Value) Value {
	return Value{Sparse: &Sparse{Len: t.Len, Cells: map[int64]*Value{}, Base: &SparseBase{Cell: gen}}}
}

// Len is the number of elements of an array value (dense or sparse).
func (v Value) Len() int64 {
	if v.Sparse != nil {
		return v.Sparse.Len
	}
	return int64(len(v.Elems))
}

// Elem is element i of an array value, dense or sparse (sharing storage
// with v for dense arrays and written cells; a fresh value for base
// cells). i must be in [0, Len()).
func (v Value) Elem(i int64) Value {
	if s := v.Sparse; s != nil {
		if c, ok := s.Cells[i]; ok {
			return *c
		}
		return s.Base.at(i)
	}
	return v.Elems[i]
}

// elemRef is a pointer to element i of array value v, materialising a
// sparse cell (from its base) so that it can be written in place. A
// sparse array of at most DenseMax cells of which half are materialised
// becomes dense (denseNext, densify): a loop that writes every cell of
// an array of 2^21 cells then costs a slice, not a map entry and an
// object per cell, which the collector scans.
func (v *Value) elemRef(i int64) *Value {
	if s := v.Sparse; s != nil {
		if c, ok := s.Cells[i]; ok {
			return c
		}
		if s.denseNext() {
			v.densify()
			return &v.Elems[i]
		}
		c := s.Base.at(i)
		s.Cells[i] = &c
		return &c
	}
	return &v.Elems[i]
}

// DenseMax is the longest sparse array that is made dense (densify).
const DenseMax = 4 * SparseMin

// denseNext says whether the next cell a write materialises makes the
// array dense: half its cells held, and a length above SparseMin (sparse
// by its length; a shorter array is sparse only by choice, as concrete's
// tracked input arrays, whose base counts the cells it computes) and at
// most DenseMax.
func (s *Sparse) denseNext() bool {
	return s.Len > SparseMin && s.Len <= DenseMax && 2*int64(len(s.Cells)+1) >= s.Len
}

// densify turns sparse array value v into the dense one with the same
// cells: those it holds, and its base's for the others (the base is a
// function of the index alone, so every later read gives what it would
// have given). The value owns its Sparse (Clone copies it), so no other
// value sees the change.
func (v *Value) densify() {
	s := v.Sparse
	elems := make([]Value, s.Len)
	for j := range elems {
		if c, ok := s.Cells[int64(j)]; ok {
			elems[j] = *c
		} else {
			elems[j] = s.Base.at(int64(j))
		}
	}
	v.Sparse, v.Elems = nil, elems
}

// SetElem stores x (owned by v from now on) as element i of array v. A
// sparse cell not held yet is set without computing its base value,
// which the write replaces whole: a base computed per cell (an input)
// is read only where the run reads a cell (concrete's input-free runs
// count those reads).
func (v *Value) SetElem(i int64, x Value) {
	if s := v.Sparse; s != nil {
		if _, ok := s.Cells[i]; !ok {
			if s.denseNext() {
				v.densify()
				v.Elems[i] = x
				return
			}
			// A copy made here: were x's address taken, every call
			// would move x to the heap, dense arrays' writes too.
			c := x
			s.Cells[i] = &c
			return
		}
	}
	*v.elemRef(i) = x
}

// Written returns the indices of the cells of a sparse array that are
// held apart from its base, in increasing order (nil for a dense value).
func (v Value) Written() []int64 {
	if v.Sparse == nil {
		return nil
	}
	out := make([]int64, 0, len(v.Sparse.Cells))
	for i := range v.Sparse.Cells {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

func (s *Sparse) clone() *Sparse {
	c := &Sparse{Len: s.Len, Cells: make(map[int64]*Value, len(s.Cells)), Base: s.Base}
	for i, x := range s.Cells {
		y := x.Clone()
		c.Cells[i] = &y
	}
	return c
}

// equal compares two array values of which at least one is sparse: their
// lengths, the cells either holds, and the bases (the same base, or two
// constant ones with equal values; bases computed per cell that are not
// the same are taken as different).
func sparseEqual(v, w Value) bool {
	if v.Len() != w.Len() {
		return false
	}
	if v.Sparse == nil || w.Sparse == nil {
		// One is dense: compare every cell (dense values are short
		// enough to hold).
		for i := int64(0); i < v.Len(); i++ {
			if !v.Elem(i).Equal(w.Elem(i)) {
				return false
			}
		}
		return true
	}
	b, c := v.Sparse.Base, w.Sparse.Base
	if b != c && (b.Cell != nil || c.Cell != nil || !b.Zero.Equal(c.Zero)) {
		return false
	}
	for i := range v.Sparse.Cells {
		if !v.Elem(i).Equal(w.Elem(i)) {
			return false
		}
	}
	for i := range w.Sparse.Cells {
		if !v.Elem(i).Equal(w.Elem(i)) {
			return false
		}
	}
	return true
}

// formatSparse prints the written cells of a sparse array and its base:
// "{[3]=1, [7]=2, others 0}".
func (v Value) formatSparse(b *strings.Builder, t *program.Type, p *program.Program) {
	s := v.Sparse
	b.WriteByte('{')
	idx := v.Written()
	for k, i := range idx {
		if k == maxShown {
			fmt.Fprintf(b, "... (%d more), ", len(idx)-k)
			break
		}
		fmt.Fprintf(b, "[%d]=", i)
		s.Cells[i].format(b, t.Elem, p)
		b.WriteString(", ")
	}
	if s.Base.Cell != nil {
		fmt.Fprintf(b, "others inputs (%d elements)}", s.Len)
		return
	}
	b.WriteString("others ")
	s.Base.Zero.format(b, t.Elem, p)
	fmt.Fprintf(b, " (%d elements)}", s.Len)
}

// conformSparse conforms a sparse value to array type t: the written
// cells now, the base cells as they are computed.
func conformSparse(v Value, t *program.Type) (Value, error) {
	s := v.Sparse
	if s.Len != t.Len || s.Base == nil {
		return Value{}, fmt.Errorf("value for %s has %d elements", t, s.Len)
	}
	base := s.Base
	if base.Cell == nil {
		z, err := conform(base.Zero, t.Elem)
		if err != nil {
			return Value{}, err
		}
		base = &SparseBase{Zero: z}
	} else {
		gen := base.Cell
		base = &SparseBase{Cell: func(i int64) Value {
			c, err := conform(gen(i), t.Elem)
			if err != nil {
				return ZeroValue(t.Elem)
			}
			return c
		}}
	}
	out := &Sparse{Len: s.Len, Cells: make(map[int64]*Value, len(s.Cells)), Base: base}
	for i, x := range s.Cells {
		if i < 0 || i >= s.Len {
			return Value{}, fmt.Errorf("value for %s has a cell %d", t, i)
		}
		c, err := conform(*x, t.Elem)
		if err != nil {
			return Value{}, err
		}
		out.Cells[i] = &c
	}
	return Value{Sparse: out}, nil
}

// cellRand is the generator of cell i of an array drawn with seed: a
// function of the two alone (splitmix64), the same in every process.
func cellRand(seed uint64, i int64) *rand.Rand {
	a := splitmix(seed ^ splitmix(uint64(i)))
	return rand.New(rand.NewPCG(a, splitmix(a)))
}

func splitmix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// HeldCells is the number of scalars a value of t holds when it is
// created (ZeroValue, inputs): every scalar of dense parts, one element's
// for a sparse array (it holds the cells a run writes, which the run's
// steps bound). Callers that bound the cost of a run by its memory use
// it instead of t.Scalars().
func HeldCells(t *program.Type) int64 {
	switch t.Kind {
	case program.KindArray:
		if t.Len > SparseMin {
			return HeldCells(t.Elem)
		}
		return t.Len * HeldCells(t.Elem)
	case program.KindStruct:
		var n int64
		for _, f := range t.Fields {
			n += HeldCells(f.Type)
		}
		return n
	case program.KindUnion:
		return 1
	}
	return 1
}
