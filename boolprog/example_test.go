package boolprog_test

import (
	"fmt"
	"os"

	"github.com/satabs-go/satabs-go/boolprog"
)

func Example() {
	p := parityProgram()
	if err := p.Sanity(); err != nil {
		fmt.Println(err)
	}
	fmt.Print(p)
	// Output:
	// preds 2
	//   b0  d & 1
	//   b1  e & 1
	// init L0  !b0 & !b1
	// L0 parity.c:3 main
	//   -> L1 changed b0  'b0  // d = 1;
	// L1 parity.c:4 main (while head)
	//   -> L2  T  // [*]
	//   -> L3  T  // [!*]
	// L2 parity.c:5 main
	//   -> L1 changed b0 b1  (!b1 & !'b0 & 'b1) | (b1 & 'b0 & !'b1)  // d = e; e++;
	// L3 parity.c:7 main
	//   -> L4  (b0 & !b1) | (!b0 & b1)  // check((d & 1) != (e & 1))
	//   -> L5  (b0 & b1) | (!b0 & !b1)  // !((d & 1) != (e & 1))
	// L4 parity.c:8 main
	// L5 parity.c:7 main  error main.assertion.1
}

func ExampleWriteBP() {
	p := &boolprog.Program{
		Preds: []boolprog.Predicate{{Name: "b0", Text: "i > 10"}, {Name: "b1", Text: "j > 10"}},
		Locs:  []boolprog.Loc{{ID: 0, Label: "f.c:3 main"}, {ID: 1, Label: "f.c:4 main"}},
		Trans: []boolprog.Transition{{
			From: 0, To: 1, Changed: []int{0},
			// i = j: the new b0 is b1.
			Rel:     boolprog.CubeSet{{cur(1), next(0)}, {notCur(1), notNext(0)}},
			Comment: "i = j;",
		}},
		InitStates: boolprog.True(),
	}
	if err := boolprog.WriteBP(os.Stdout, p); err != nil {
		fmt.Println(err)
	}
	// Output:
	// // Boolean program: 2 predicates, 2 locations, 1 transition
	//
	// decl b0; // i > 10
	// decl b1; // j > 10
	//
	// void main()
	// begin
	//         // initial states
	//         goto L0;
	//
	//         // f.c:3 main
	//         // i = j;
	// L0:     b0 := b1;
	//         goto L1;
	//
	//         // f.c:4 main
	// L1:     return;
	// end
}

func ExampleCubeSet_String() {
	s := boolprog.CubeSet{
		{{Pred: 0}, {Pred: 1, Next: true, Neg: true}},
		{{Pred: 2, Neg: true}},
	}
	fmt.Println(s)
	fmt.Println(boolprog.True(), boolprog.CubeSet{})
	// Output:
	// (b0 & !'b1) | !b2
	// T F
}
