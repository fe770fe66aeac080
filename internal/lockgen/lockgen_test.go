package lockgen

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestProgram: the programs are C the front end accepts, with one
// acquisition and one checked release per lock, and the bug only in the
// buggy one.
func TestProgram(t *testing.T) {
	for _, n := range []int{1, 5, 20} {
		for _, bug := range []bool{false, true} {
			src := Program(n, bug)
			if _, err := cfront.ParseSource("locks.c", []byte(src), cfront.Options{Model: program.ILP32}); err != nil {
				t.Fatalf("%d locks, bug %v: %v\n%s", n, bug, err, src)
			}
			if got := strings.Count(src, "goto ERROR"); got != n {
				t.Errorf("%d locks: %d checked releases", n, got)
			}
			if got := strings.Count(src, "> 0)"); (got == 1) != bug {
				t.Errorf("%d locks, bug %v: %d acquisitions for positive flags only", n, bug, got)
			}
		}
	}
	if !strings.Contains(Task("locks_05_bug.c", "../properties", true), "expected_verdict: false") {
		t.Error("the task of a buggy program expects true")
	}
}
