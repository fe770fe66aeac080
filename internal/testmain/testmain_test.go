package testmain

import (
	"flag"
	"os"
	"runtime"
	"testing"
)

func TestMain(m *testing.M) { os.Exit(Run(m)) }

// TestNoSampling: without -test.memprofile the allocations are not
// sampled; with it they are, at the testing package's rate.
func TestNoSampling(t *testing.T) {
	wanted := flag.Lookup("test.memprofile").Value.String() != ""
	if got := runtime.MemProfileRate; (got == 0) == wanted {
		t.Errorf("MemProfileRate %d with -test.memprofile %v", got, wanted)
	}
}
