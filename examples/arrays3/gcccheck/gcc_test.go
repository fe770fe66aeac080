// Package gcccheck holds no Go code: its test checks the C programs of
// examples/arrays3 against gcc.
package gcccheck

import (
	"testing"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

// TestAgainstGCC compiles every program of MANIFEST.tsv with gcc (address
// and undefined-behaviour sanitizers when they link) and runs it on
// random inputs, the length N first, from -2 to 11 (the harness): a program expected TRUE never reaches
// reach_error, one expected FALSE reaches it on some input, and no run
// has undefined behaviour or a memory error.
func TestAgainstGCC(t *testing.T) {
	gcctest.RandomSet{
		Dir:      "..",
		Harness:  "testdata/harness.c",
		Main:     "arrays3_main",
		MinTasks: 30,
	}.Check(t)
}
