package interp

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestSparseValues: an array longer than SparseMin is held sparsely; its
// cells read the base until written, copies are independent, equality
// and printing see the written cells and the base.
func TestSparseValues(t *testing.T) {
	long := program.ArrayOf(i32, 1<<40)
	z := ZeroValue(long)
	if z.Sparse == nil || z.Elems != nil || z.Len() != 1<<40 {
		t.Fatalf("zero value of %s: sparse %v, %d elements", long, z.Sparse != nil, z.Len())
	}
	if got := z.Elem(1 << 39); got.Bits != 0 {
		t.Errorf("unwritten cell %d", got.Bits)
	}
	w := z.Clone()
	w.SetElem(1<<39, iv(i32, 5))
	if z.Elem(1<<39).Bits != 0 || w.Elem(1<<39).Bits != 5 {
		t.Errorf("clone shares cells: %d %d", z.Elem(1<<39).Bits, w.Elem(1<<39).Bits)
	}
	if z.Equal(w) || !w.Equal(w.Clone()) {
		t.Errorf("equality of sparse values")
	}
	w.SetElem(1<<39, iv(i32, 0))
	if !z.Equal(w) {
		t.Errorf("a cell written back to its base value differs")
	}
	w.SetElem(3, iv(i32, -1))
	if s := w.Format(long, nil); !strings.Contains(s, "[3]=-1") || !strings.Contains(s, "others 0") {
		t.Errorf("format %q", s)
	}
	// Conform (State.Set) masks written cells and computed base cells.
	gen := SparseRandom(long, func(i int64) Value { return Value{Bits: uint64(i) | 0xff00000000} })
	st := NewState(nil)
	v := &program.Var{Name: "a", Type: long}
	if err := st.Set(v, gen); err != nil {
		t.Fatal(err)
	}
	if got := st.Get(v).Elem(1234567).Bits; got != 1234567 {
		t.Errorf("base cell read %#x, want %#x", got, 1234567)
	}
	// Dense values of a long type are still accepted (conform), and
	// dense values of short types stay dense.
	if s := ZeroValue(program.ArrayOf(i32, 8)); s.Sparse != nil || len(s.Elems) != 8 {
		t.Errorf("short array not dense")
	}
	// A struct element type: a write of one member materialises the cell.
	st2 := structType(program.KindStruct, "s", member("x", i32), member("y", i32))
	sa := ZeroValue(program.ArrayOf(st2, 1<<30))
	sa.elemRef(7).Elems[1] = iv(i32, 9)
	if sa.Elem(7).Elems[1].Bits != 9 || sa.Elem(8).Elems[1].Bits != 0 || len(sa.Written()) != 1 {
		t.Errorf("struct cells: %v", sa.Written())
	}
}

// TestSparseRandomInputsDeterministic: RandomInputs give every cell of a
// sparse array a value of its own that does not depend on the order of
// reads, and the same seed gives the same cells.
func TestSparseRandomInputsDeterministic(t *testing.T) {
	long := program.ArrayOf(u8, 1<<36)
	a, err := NewRandomInputs(3).Havoc(nil, long)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewRandomInputs(3).Havoc(nil, long)
	var distinct = map[uint64]bool{}
	for _, i := range []int64{5, 1 << 35, 0, 5, 77, 1<<36 - 1} {
		x, y := a.Elem(i).Bits, b.Elem(i).Bits
		if x != y || x > 0xff {
			t.Errorf("cell %d: %#x and %#x", i, x, y)
		}
		distinct[x] = true
	}
	if len(distinct) < 2 {
		t.Errorf("every cell the same value: %v", distinct)
	}
}

// TestDensify: a sparse array longer than SparseMin and of at most
// DenseMax cells becomes dense when half its cells are written, and keeps
// every cell's value: the written ones and the base's (computed per
// index) for the others. A longer one stays sparse, and so does a short
// one (sparse by choice: its base is computed only for the cells read).
func TestDensify(t *testing.T) {
	const n = SparseMin + 10
	calls := 0
	base := &SparseBase{Cell: func(i int64) Value { calls++; return iv(i32, i*7+1) }}
	v := NewSparse(n, base, nil)
	for i := int64(0); i < n/2; i++ {
		v.SetElem(2*i, iv(i32, -i))
		if v.Sparse == nil && i+1 < n/2 {
			t.Fatalf("dense after %d writes of %d cells", i+1, n)
		}
	}
	if v.Sparse != nil || len(v.Elems) != n {
		t.Fatalf("not dense after %d writes of %d cells", n/2, n)
	}
	for i := int64(0); i < n; i++ {
		want := iv(i32, i*7+1)
		if i%2 == 0 {
			want = iv(i32, -i/2)
		}
		if got := v.Elem(i); got.Bits != want.Bits {
			t.Fatalf("cell %d: %#x, want %#x", i, got.Bits, want.Bits)
		}
	}
	long := NewSparse(DenseMax+1, base, nil)
	for i := int64(0); i < 3; i++ {
		long.SetElem(i, iv(i32, 0))
	}
	if long.Sparse == nil {
		t.Errorf("an array of %d cells made dense", DenseMax+1)
	}
	calls = 0
	short := NewSparse(100, base, nil)
	for i := int64(0); i < 100; i++ {
		short.SetElem(i, iv(i32, i))
	}
	if short.Sparse == nil || calls != 0 {
		t.Errorf("short sparse array: dense %v, %d base cells computed", short.Sparse == nil, calls)
	}
}
