// Package gcccheck holds no Go code: its test checks the C programs of
// examples/matrices against gcc.
package gcccheck

import (
	"testing"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

// TestAgainstGCC compiles every program of MANIFEST.tsv with gcc (address
// and undefined-behaviour sanitizers when they link) at small sizes and
// runs it on random inputs, with the harness of examples/arrays2 (the
// same input model): a program expected TRUE never reaches reach_error,
// one expected FALSE reaches it on some input, and no run has undefined
// behaviour or a memory error.
func TestAgainstGCC(t *testing.T) {
	gcctest.RandomSet{
		Dir:      "..",
		Harness:  "../../arrays2/gcccheck/testdata/harness.c",
		Main:     "arrays2_main",
		MinTasks: 8,
		Resize:   gcctest.SmallSizes,
	}.Check(t)
}
