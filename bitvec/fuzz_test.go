package bitvec

import (
	"sync"
	"testing"
)

var allSpecs = append(opSpecs[:len(opSpecs):len(opSpecs)], overflowSpecs...)

// Circuits are built once per (op, width) and reused across fuzz inputs.
var (
	fuzzMu       sync.Mutex
	fuzzCircuits = map[[2]int]*circuit{}
)

func fuzzCircuit(op, w int) *circuit {
	key := [2]int{op, w}
	c := fuzzCircuits[key]
	if c == nil {
		c = newCircuit(allSpecs[op], w)
		fuzzCircuits[key] = c
	}
	return c
}

func fuzzArith(t *testing.T, w int, x, y uint64, op uint8) {
	spec := allSpecs[int(op)%len(allSpecs)]
	x &= mask(w)
	y &= mask(w)
	if spec.unary {
		y = 0
	}
	want := spec.ref(w, x, y)
	// constant path
	if got := constRun(t, New(), spec, w, x, y); got != want {
		t.Fatalf("%s/%d(%#x, %#x) folded to %#x, want %#x", spec.name, w, x, y, got, want)
	}
	// solver path
	fuzzMu.Lock()
	defer fuzzMu.Unlock()
	got, ok := fuzzCircuit(int(op)%len(allSpecs), w).run(x, y)
	if !ok {
		t.Fatalf("%s/%d(%#x, %#x): unsat", spec.name, w, x, y)
	}
	if got != want {
		t.Fatalf("%s/%d(%#x, %#x) = %#x, want %#x", spec.name, w, x, y, got, want)
	}
}

func addSeeds(f *testing.F) {
	seeds := [][2]uint64{
		{0, 0}, {1, 0}, {^uint64(0), ^uint64(0)},
		{1 << 31, ^uint64(0)}, {1 << 63, ^uint64(0)},
		{0x7fffffff, 2}, {0x7fffffffffffffff, 2},
		{12345678, 31}, {0xdeadbeefcafe, 63}, {100, 7},
	}
	for i, s := range seeds {
		f.Add(s[0], s[1], uint8(i*7))
	}
	// every op once
	for op := range allSpecs {
		f.Add(uint64(0x80000001), uint64(0xfffffffe), uint8(op))
	}
}

func FuzzArith32(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64, op uint8) {
		fuzzArith(t, 32, x, y, op)
	})
}

func FuzzArith64(f *testing.F) {
	addSeeds(f)
	f.Fuzz(func(t *testing.T, x, y uint64, op uint8) {
		fuzzArith(t, 64, x, y, op)
	})
}

// FuzzArithOdd uses widths 1..64 chosen by the input.
func FuzzArithOdd(f *testing.F) {
	for i := 0; i < 20; i++ {
		f.Add(uint64(i)*0x9e3779b97f4a7c15, uint64(i*31+1), uint8(i*5), uint8(i*13))
	}
	f.Fuzz(func(t *testing.T, x, y uint64, op, w uint8) {
		fuzzArith(t, 1+int(w)%64, x, y, op)
	})
}
