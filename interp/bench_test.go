package interp

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// BenchmarkLoop runs a counting loop over an array: about 5 edges per
// iteration.
func BenchmarkLoop(b *testing.B) {
	bl := newBuilder(nil)
	a := bl.global("a", program.ArrayOf(u32, 100))
	i, s := bl.global("i", u32), bl.global("s", u32)
	bl.while(program.True, func() {
		bl.assign(idx(ref(a), bin(program.Rem, ref(i), num(u32, 100))), ref(i))
		bl.assign(ref(s), bin(program.Add, ref(s), idx(ref(a), bin(program.Rem, ref(s), num(u32, 100)))))
		bl.assign(ref(i), bin(program.Add, ref(i), num(u32, 1)))
	})
	p := bl.p
	if err := program.Sanity(p); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r, err := Run(p, NewSeqInputs(nil), Options{MaxSteps: 1_000_000, NoTrace: true})
		if err != nil || r.Status != StepLimit {
			b.Fatal(err, r.Status)
		}
	}
}
