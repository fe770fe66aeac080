package kinduction

import "github.com/satabs-go/satabs-go/program"

// runCells is the number of scalar cells of vars that the concrete runs
// filtering the quantified candidates budget their steps for
// (filterRuns: 12 steps a cell, so that a run gets through the loops
// over the arrays). held counts the cells of a type.
//
// An array whose length the run sets (Var.Extent: a heap object, a
// variable-length array) has the front end's capacity as its type's
// length (2^29 - 1 ints for malloc(sizeof(int) * n) with n from input),
// a limit of the model, not a size of the program: a run's loops go
// over the length its inputs give, and the inputs are small numbers and
// the program's constants. Counted at its capacity, such an array gave
// two runs of 2^23 steps each that never left the first loop when an
// input was that capacity; counted at scaleMinLen cells (the length
// from which an array counts as large), the runs are many and short and
// see every loop with the small lengths. Only the filter's runs change:
// they keep or drop candidates, and Houdini proves what is kept.
func runCells(vars []*program.Var, held func(*program.Type) int64) int64 {
	var n int64
	for _, v := range vars {
		t := v.Type
		if v.Extent != nil && t != nil && t.Kind == program.KindArray && t.Len > scaleMinLen {
			n += scaleMinLen * held(t.Elem)
			continue
		}
		n += held(t)
	}
	return n
}
