package cfront_test

import (
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// realloc against glibc: arrays of ints and of structs, filled with
// random values, grown and shrunk by realloc (and realloc(NULL, n)) to
// random lengths; what survives each move is summed into out, natively
// and in the interpreter with the pointer and free checks, which must
// find no violation.

func reallocCases(r *rand.Rand, n int) []libcCase {
	var cases []libcCase
	for i := 0; i < n; i++ {
		var b strings.Builder
		elem, field := "int", ""
		if r.Intn(2) == 0 {
			elem, field = "struct rp", ".b"
		}
		length := 1 + r.Intn(4)
		if r.Intn(4) == 0 {
			fmt.Fprintf(&b, "    %s *a = realloc(0, %d * sizeof(%s));\n", elem, length, elem)
		} else {
			fmt.Fprintf(&b, "    %s *a = malloc(%d * sizeof(%s));\n", elem, length, elem)
		}
		fmt.Fprintf(&b, "    if (!a) return 1;\n")
		fmt.Fprintf(&b, "    for (int k = 0; k < %d; k++) a[k]%s = %d * k + %d;\n", length, field, r.Intn(100)-50, r.Intn(1000))
		for m := r.Intn(3) + 1; m > 0; m-- {
			next := 1 + r.Intn(6)
			fmt.Fprintf(&b, "    { %s *t = realloc(a, %d * sizeof(%s)); if (!t) return 1; a = t; }\n", elem, next, elem)
			for k := length; k < next; k++ {
				fmt.Fprintf(&b, "    a[%d]%s = %d;\n", k, field, r.Intn(1000))
			}
			length = next
		}
		fmt.Fprintf(&b, "    long long s = 0;\n    for (int k = 0; k < %d; k++) s = s * 7 + a[k]%s;\n", length, field)
		fmt.Fprintf(&b, "    out[%%[1]d] = s;\n    free(a);\n")
		cases = append(cases, libcCase(b.String()))
	}
	return cases
}

func TestReallocAgainstGlibc(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	cases := reallocCases(rand.New(rand.NewSource(11)), 30)
	src := strings.Replace(libcProgram(cases), "long long out[", "struct rp { char a; long long b; };\nlong long out[", 1)
	diffAgainstNative(t, nativeDiff{
		gcc: gcc, name: "realloc.c", src: src, cases: cases, model: program.LP64,
		checks: cfront.Checks{Bounds: true, Pointer: true, Free: true},
	})
}
