package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestHeapLengthBound: a heap object that every allocation of its site
// fills to its capacity (a constant count, as malloc(sizeof *n)) needs no
// length bound in its pointer checks, since __valid and the liveness
// test imply it; the answers stay those of gcc's sanitizers (each program
// says which): use after free, one past a node through a cast pointer,
// past three ints, malloc(0) (whose object holds one element the
// allocation does not give, so it keeps the bound).
func TestHeapLengthBound(t *testing.T) {
	tests := []struct {
		file    string
		code    int
		verdict string
		bound   bool // the pointer checks read the object's length
	}{
		{"node_ok.c", exitTrue, "TRUE", false},
		{"node_uaf.c", exitFalse, "FALSE(valid-deref)", false},
		{"node_past.c", exitFalse, "FALSE(valid-deref)", false},
		{"three_ok.c", exitTrue, "TRUE", false},
		{"three_past.c", exitFalse, "FALSE(valid-deref)", false},
		{"zero_len.c", exitFalse, "FALSE(valid-deref)", true},
	}
	prp := filepath.Join("testdata", "properties", "valid-memsafety.prp")
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src := filepath.Join("testdata", "heapbound", tc.file)
			_, prog, errOut := runCLI("--property", prp, "--show-program", src)
			if got := strings.Contains(prog, "$len * "); got != tc.bound {
				t.Errorf("length bound in the checks: %v, want %v\n%s", got, tc.bound, errOut)
			}
			code, out, errOut := runCLI("--property", prp, "--bmc", "--unwind", "2", "--unwinding-assertions", src)
			if code != tc.code || !strings.Contains(out, "Result: "+tc.verdict+"\n") {
				t.Errorf("exit %d, want %d (%s)\n%s%s", code, tc.code, tc.verdict, out, errOut)
			}
		})
	}
}
