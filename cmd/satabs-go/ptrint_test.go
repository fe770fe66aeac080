package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPointerIntegers: conversions between pointers and integers
// (cfront/addr.go). Each program was run with gcc -m32 and -m64 under
// ASan and UBSan: the TRUE ones pass, the FALSE ones fail as the row
// says (nowhere_false_deref.c and roundup_false_deref.c with ASan;
// roundup_false_deref.c when s.buf is not 8-aligned, as gcc places it).
// Both data models, the bounded mode and the default portfolio.
func TestPointerIntegers(t *testing.T) {
	tests := []struct {
		file, prop, want string
		portfolio        bool // also the default mode
	}{
		{"images_true.c", "unreach-call", "TRUE", true},
		{"images_false.c", "unreach-call", "FALSE(unreach-call)", true},
		{"roundup_true.c", "unreach-call", "TRUE", true},
		{"roundup_true.c", "valid-memsafety", "TRUE", false},
		{"roundup_false_deref.c", "valid-memsafety", "FALSE(valid-deref)", true},
		{"nowhere_false_deref.c", "valid-memsafety", "FALSE(valid-deref)", false},
		{"hashptr_true.c", "unreach-call", "TRUE", false},
		{"hashptr_false.c", "unreach-call", "FALSE(unreach-call)", true},
		{"union_true.c", "unreach-call", "TRUE", true},
		{"union_false.c", "unreach-call", "FALSE(unreach-call)", false},
		{"order_false.c", "unreach-call", "FALSE(unreach-call)", true},
		{"offsetof_true.c", "unreach-call", "TRUE", false},
		{"offsetof_false.c", "unreach-call", "FALSE(unreach-call)", false},
	}
	for _, tc := range tests {
		src := filepath.Join("testdata", "ptrint", tc.file)
		modes := [][]string{{"--bmc", "--unwind", "20", "--unwinding-assertions"}}
		if tc.portfolio {
			modes = append(modes, []string{"--timeout", "120s"})
		}
		for _, dm := range [][]string{nil, {"--64"}} {
			for _, m := range modes {
				args := append(append(append([]string{"--property", filepath.Join("testdata", "properties", tc.prop+".prp")}, dm...), m...), src)
				code, out, errOut := runCLI(args...)
				if got := closingLines(out); !strings.HasSuffix(got, "Result: "+tc.want) {
					t.Errorf("%s %s %v %v: exit %d, want %s\n%s\n%s", tc.file, tc.prop, dm, m, code, tc.want, got, errOut)
				}
				if tc.file == "order_false.c" && !strings.Contains(out, "main.error-call.3") {
					t.Errorf("%s %v %v: not the third call violated\n%s", tc.file, dm, m, out)
				}
			}
		}
	}
}

// TestPointerImageSlice: without a property file nothing reads a heap
// object's length but the conversion of an integer into a pointer into
// it (symex/addr.go), which names no variable: the data slice removed
// the length's write, and the bounded check found a counterexample that
// did not replay (an internal error). gcc -m32/-m64 with ASan and UBSan:
// no error.
func TestPointerImageSlice(t *testing.T) {
	src := filepath.Join("testdata", "ptrint", "heapimage_true.c")
	for _, dm := range []string{"--32", "--64"} {
		code, out, errOut := runCLI(dm, "--bmc", "--unwind", "2", "--unwinding-assertions", src)
		if code != exitTrue {
			t.Errorf("%s: exit %d, want TRUE\n%s%s", dm, code, out, errOut)
		}
	}
}
