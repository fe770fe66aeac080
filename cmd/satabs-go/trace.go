package main

import (
	"fmt"
	"io"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// printCounterexample prints a replayed trace: one block per step that
// assigns a user variable or takes an input, with its position and
// function, then the violated check.
//
//	State 3 file f.c line 7 function main
//	  x = -1 (0xffffffff)
func printCounterexample(w io.Writer, p *program.Program, run *interp.Result) {
	fmt.Fprintln(w, "Counterexample:")
	n := 0
	for _, st := range run.Trace {
		if st.Var == nil || st.Edge.From.Func == "" {
			continue // nothing written, or the initialisation of globals
		}
		text := st.LHS
		if h, ok := st.Edge.Stmt.(*program.Havoc); ok && st.Var.Temp && h.Why != "" {
			text = h.Why + "()"
		} else if st.Var.Temp {
			continue
		}
		n++
		fmt.Fprintf(w, "\nState %d %s function %s\n", n, posText(st.Edge.Pos), st.Edge.From.Func)
		fmt.Fprintf(w, "  %s = %s\n", text, st.Value.String(st.Type))
	}
	c := run.Check
	fmt.Fprintf(w, "\nViolated property:\n  %s function %s\n  %s: %s\n\n", posText(c.Pos), c.Func, c.ID, c.Comment)
}

func posText(p program.Pos) string {
	return fmt.Sprintf("file %s line %d", p.File, p.Line)
}
