package main

import (
	"fmt"
	"io"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// printCounterexample prints a replayed trace: one block per step that
// assigns a user variable or takes an input, with its position and
// function, then the violated check with the values, at the check, of the
// variables its condition reads (the operands of the failed operation).
//
//	State 3 file f.c line 7 function main
//	  x = -1 (0xffffffff)
func printCounterexample(w io.Writer, p *program.Program, run *interp.Result) {
	fmt.Fprintln(w, "Counterexample:")
	for n, st := range counterexampleSteps(run) {
		fmt.Fprintf(w, "\nState %d %s function %s\n", n+1, posText(st.pos), st.fn)
		if st.text != "" {
			fmt.Fprintf(w, "  %s = %s\n", st.text, st.step.Value.Format(st.step.Type, p))
		}
		if st.step.Undefined != "" {
			fmt.Fprintf(w, "  %s\n", st.step.Undefined)
		}
	}
	c := run.Check
	fmt.Fprintf(w, "\nViolated property:\n  %s function %s\n  %s: %s\n", posText(c.Pos), c.Func, c.ID, c.Comment)
	if chk, ok := run.Edge.Stmt.(*program.Check); ok && run.State != nil {
		for _, v := range readVars(chk.Cond) {
			fmt.Fprintf(w, "  %s = %s\n", v.DisplayName(), run.State.Get(v).Format(v.Type, p))
		}
	}
	fmt.Fprintln(w)
}

// readVars returns the variables whose values e reads, each once, in
// first-seen order; a variable only addressed (&x) is not read.
func readVars(e program.Expr) []*program.Var {
	var out []*program.Var
	seen := map[*program.Var]bool{}
	program.Walk(e, func(x program.Expr) bool {
		switch x := x.(type) {
		case *program.AddrOf:
			if _, ok := x.X.(*program.VarRef); ok {
				return false
			}
		case *program.VarRef:
			if !seen[x.Var] {
				seen[x.Var] = true
				out = append(out, x.Var)
			}
		}
		return true
	})
	return out
}

func posText(p program.Pos) string {
	return fmt.Sprintf("file %s line %d", p.File, p.Line)
}

// shownStep is a step of a counterexample as users see it.
type shownStep struct {
	step  interp.Step
	text  string // what was written: the variable part, or "__VERIFIER_nondet_int()"; "" when nothing shown was
	pos   program.Pos
	fn    string
	input bool
}

// counterexampleSteps picks the steps a counterexample shows: those that
// write a user variable or take an input, and those that perform an
// operation undefined in C (interp.Step.Undefined); the initialisation of
// globals and the front end's temporaries are left out.
func counterexampleSteps(run *interp.Result) []shownStep {
	var out []shownStep
	for _, st := range run.Trace {
		text := st.LHS
		h, input := st.Edge.Stmt.(*program.Havoc)
		switch {
		case st.Var == nil || st.Edge.From.Func == "":
			text = ""
		case st.Var.Temp && (!input || h.Why == ""):
			text = ""
		case st.Var.Temp:
			text = h.Why + "()"
		}
		if text == "" && st.Undefined == "" {
			continue
		}
		out = append(out, shownStep{step: st, text: text, pos: st.Edge.Pos, fn: st.Edge.From.Func, input: input && text != ""})
	}
	return out
}
