package symex

import (
	"testing"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// TestSplitOffset checks the element index and inner offset splitOffset
// finds against division, for every 12-bit offset, strides that are and
// are not powers of two and lengths below, at and above smallSplit.
func TestSplitOffset(t *testing.T) {
	b := bitvec.New()
	e := NewEncoder(&program.Program{Model: program.ILP32}, b)
	const w = 12
	for _, stride := range []int64{1, 3, 8, 12, 20} {
		for _, n := range []int64{1, 3, 7, smallSplit, smallSplit + 1} {
			for rel := uint64(0); rel < 1<<w; rel++ {
				i, inner, in := e.splitOffset(b.Const(w, rel), stride, n)
				wantIn := rel/uint64(stride) < uint64(n)
				if in != b.T() && in != b.F() {
					t.Fatalf("stride %d n %d rel %d: condition not constant", stride, n, rel)
				}
				if (in == b.T()) != wantIn {
					t.Fatalf("stride %d n %d rel %d: in = %v, want %v", stride, n, rel, in == b.T(), wantIn)
				}
				if !wantIn {
					continue // unspecified
				}
				iv, ok1 := bitvec.ConstValue(i)
				rv, ok2 := bitvec.ConstValue(inner)
				if !ok1 || !ok2 || iv != rel/uint64(stride) || rv != rel%uint64(stride) {
					t.Fatalf("stride %d n %d rel %d: (%d, %d), want (%d, %d)", stride, n, rel, iv, rv, rel/uint64(stride), rel%uint64(stride))
				}
			}
		}
	}
}
