package symex

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// BenchmarkMakeReducibleRecursion restructures a recursive-descent
// parser inlined eight levels deep: about 3,000 locations whose shared
// recursion levels make 61 irreducible loops, one a round. Each round
// costs time linear in the loops' locations at each nesting level (it was
// linear in the whole program per loop: 4.3 s → 0.63 s a run, measured
// one after the other on a loaded machine).
func BenchmarkMakeReducibleRecursion(b *testing.B) {
	p, err := cfront.Parse("../cmd/satabs-go/testdata/realc/rdcalc_true.c", cfront.Options{RecursionDepth: 8})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := MakeReducible(p); err != nil {
			b.Fatal(err)
		}
	}
}
