package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Instrumentation of arithmetic and memory checks has one entry point: the
// lowering calls hook with an opEvent right before it builds the program
// expression of every operator that may need a check. A hook may emit
// check edges with emitCheck; they are placed before the edge that
// evaluates the operator, and inside the right operand of a pure && or ||
// (or an arm of a pure ?:) they are guarded by the condition under which C
// evaluates that operand, so they never report a violation on a path where
// the operation is not performed.
//
// The events are:
//
//	"+" "-" "*" "/" "%" "<<" ">>" "&" "|" "^"   X op Y, both converted to T (shifts: X promoted, Y its own promoted type)
//	"unary -"                                   -X of type T
//	"conversion"                                integer X converted to integer type T
//	"pointer +" "pointer -"                     pointer X moved by Y elements (Y of ptrdiff type)
//	"pointer -" with pointer Y                  pointer difference
//	"[]"                                        array X indexed by Y
//	"*"                                         dereference of pointer X
type opEvent struct {
	Op   string
	X, Y program.Expr
	T    *program.Type
	Pos  program.Pos
	Node cc.Node // the C operation, for the text of comments
}

// Text returns the C source of the operation.
func (ev *opEvent) Text() string { return exprText(ev.Node) }

// defaultInstrument adds no checks: the checks of the command line's flags
// are a later addition.
func defaultInstrument(l *lowerer, ev *opEvent) {}

func (l *lowerer) hook(ev *opEvent) {
	if l.constDep > 0 || l.instrHook == nil {
		return
	}
	l.instrHook(l, ev)
}
