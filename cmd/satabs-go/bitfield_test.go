package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestWideBitfields: a bit-field of a type wider than int computes in
// its own width, as GCC does (the programs' comments give gcc -m32 and
// -m64's behaviour): the error of bitfield40.c is reached with
// s.e == 2^40 - 1 in both data models, bitfield40_safe.c is safe. Any
// engine's answer counts.
func TestWideBitfields(t *testing.T) {
	for _, model := range []string{"--32", "--64"} {
		code, out, errOut := runCLI(model, "--timeout", "60s", filepath.Join("testdata", "bitfield40.c"))
		if code != exitFalse || !strings.Contains(out, "1099511627775") {
			t.Errorf("%s bitfield40.c: exit %d, want %d with s.e = 1099511627775\n%s%s", model, code, exitFalse, out, errOut)
		}
		code, out, errOut = runCLI(model, "--timeout", "60s", filepath.Join("testdata", "bitfield40_safe.c"))
		if code != exitTrue {
			t.Errorf("%s bitfield40_safe.c: exit %d, want %d\n%s%s", model, code, exitTrue, closingLines(out), errOut)
		}
	}
}
