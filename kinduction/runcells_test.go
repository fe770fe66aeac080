package kinduction

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestRunCells: a variable-length object (Var.Extent) counts scaleMinLen
// cells for the filter's runs, whatever its capacity; an array of its
// type's length counts all its cells.
func TestRunCells(t *testing.T) {
	in := program.IntType("int", 32, true)
	size := program.IntType("unsigned int", 32, false)
	length := &program.Var{Name: "$heap1$len", Type: size, Global: true}
	heap := &program.Var{Name: "$heap1", Type: &program.Type{Kind: program.KindArray, Elem: in, Len: 1<<29 - 1}, Global: true, Extent: length}
	fixed := &program.Var{Name: "a", Type: &program.Type{Kind: program.KindArray, Elem: in, Len: 100000}}
	small := &program.Var{Name: "v", Type: &program.Type{Kind: program.KindArray, Elem: in, Len: 8}, Extent: length}
	got := runCells([]*program.Var{length, heap, fixed, small}, (*program.Type).Scalars)
	if want := int64(1 + scaleMinLen + 100000 + 8); got != want {
		t.Errorf("runCells = %d, want %d", got, want)
	}
	if _, steps := filterRuns(runCells([]*program.Var{length, heap}, (*program.Type).Scalars)); steps > 100000 {
		t.Errorf("a heap object of input length gets runs of %d steps", steps)
	}
}
