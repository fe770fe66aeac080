// Package testmain is the TestMain of the packages whose tests run the
// checker for long: it turns the runtime's sampling of allocations off
// unless a memory profile is asked for (-test.memprofile).
//
// A test binary links the profilers, so the runtime samples one
// allocation in every 512 KB and keeps the call stack of each (the
// product's binary links no profiler and samples nothing). At the end
// of every garbage collection the runtime walks all the stacks sampled
// so far; in a package whose tests synthesise invariants for hundreds of
// programs in one process those are many, and the walk was 5% of
// kinduction's processor time, 3% of cmd/satabs-go's. The tests' answers
// do not depend on it.
package testmain

import (
	"flag"
	"runtime"
	"testing"
)

// Run runs the tests of m (for os.Exit) without sampling allocations
// unless -test.memprofile is set.
func Run(m *testing.M) int {
	flag.Parse()
	if f := flag.Lookup("test.memprofile"); f == nil || f.Value.String() == "" {
		NoAllocationSampling()
	}
	return m.Run()
}

// NoAllocationSampling turns the sampling off, as in the product's
// binary: for a test binary that runs as the product (cmd/satabs-go's
// child processes).
func NoAllocationSampling() {
	runtime.MemProfileRate = 0
}
