package bmc

import (
	"context"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/arraygen"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestArrayFamilies: with the complete bound and unwinding assertions,
// every safe program of the array families is proved and every buggy one
// fails with inputs that violate an assertion in the interpreter. The
// families have many checks behind one error location (an assertion in
// a loop), which the check solves path by path.
func TestArrayFamilies(t *testing.T) {
	sizes := []int{2, 3, 4}
	if testing.Short() {
		sizes = []int{2, 3}
	}
	for _, f := range arraygen.Families {
		for _, n := range sizes {
			for _, bug := range []bool{false, true} {
				name := arraygen.Name(f, n, bug)
				p, err := cfront.ParseSource(name+".c", []byte(arraygen.Program(f, n, bug)), cfront.Options{Model: program.ILP32})
				if err != nil {
					t.Fatal(err)
				}
				res, err := Check(context.Background(), p, Options{Unwind: arraygen.Unwind(f, n), UnwindingAssertions: true})
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				want := True
				if bug {
					want = False
				}
				if res.Verdict != want {
					t.Fatalf("%s: verdict %v, want %v (%s)", name, res.Verdict, want, res.Reason)
				}
				if !bug {
					continue
				}
				run, err := interp.Run(p, interp.NewSeqInputs(res.Inputs), interp.Options{NoTrace: true})
				if err != nil || run.Status != interp.Violated {
					t.Errorf("%s: the counterexample does not replay: %v %v", name, run.Status, err)
				}
			}
		}
	}
}
