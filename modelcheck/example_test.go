package modelcheck_test

import (
	"fmt"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/modelcheck"
)

func Example() {
	// d and e both odd at the start: the loop can be skipped and the
	// assertion (d & 1) != (e & 1) fails.
	p := parityProgram(boolprog.CubeSet{{cur(0), cur(1)}})
	res, err := modelcheck.NewBDD(modelcheck.Options{}).Check(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("reachable:", res.Reachable, "error:", p.Locs[res.Error].Error)
	for _, s := range res.Trace {
		fmt.Printf("L%d %v via transition %d\n", s.Loc, s.Values, s.Trans)
	}

	// d and e even at the start: the parities differ at the loop head.
	p = parityProgram(boolprog.CubeSet{{notCur(0), notCur(1)}})
	res, _ = modelcheck.NewBDD(modelcheck.Options{}).Check(p)
	fmt.Println("reachable:", res.Reachable, "layers:", res.Stats.Layers, "states:", res.Stats.States)
	states, _ := res.ReachableAt(1)
	fmt.Println("invariant at L1:", states)
	// Output:
	// reachable: true error: main.assertion.1
	// L0 [true true] via transition -1
	// L1 [true true] via transition 0
	// L3 [true true] via transition 2
	// L5 [true true] via transition 5
	// reachable: false layers: 6 states: 9
	// invariant at L1: (!b0 & b1) | (b0 & !b1)
}
