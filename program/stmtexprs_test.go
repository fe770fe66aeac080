package program_test

import (
	"fmt"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// The loop's statements with the expressions each evaluates (StmtExprs)
// and the values each computes (ValueExprs): an assignment's target is
// evaluated as a place, not computed as a value.
func ExampleValueExprs() {
	p := buildLoop()
	for _, e := range p.Edges() {
		var all, vals []string
		for _, x := range program.StmtExprs(e.Stmt) {
			all = append(all, program.ExprString(x))
		}
		for _, x := range program.ValueExprs(e.Stmt) {
			vals = append(vals, program.ExprString(x))
		}
		fmt.Printf("%T: evaluates [%s], computes [%s]\n", e.Stmt, strings.Join(all, ", "), strings.Join(vals, ", "))
	}
	// Output:
	// *program.Assign: evaluates [x, (int){0}], computes [(int){0}]
	// *program.Assume: evaluates [x < 10], computes [x < 10]
	// *program.Assume: evaluates [!(x < 10)], computes [!(x < 10)]
	// *program.Assign: evaluates [x, x + 1], computes [x + 1]
	// *program.Check: evaluates [x == 10], computes [x == 10]
}
