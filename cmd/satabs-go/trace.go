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
		if st.omitted > 0 {
			fmt.Fprintf(w, "\n... %d steps left out (the run took %d steps and %d inputs)\n", st.omitted, run.Steps, len(run.Inputs))
			continue
		}
		if k := st.step.Skipped; k > 0 {
			fmt.Fprintf(w, "\n... %d more iterations of the loop at %s, each as the one before (loop acceleration)\n", k, posText(st.step.Edge.To.Pos))
			continue
		}
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
	// omitted, when positive, makes this entry the gap of a long trace:
	// the number of executed steps left out here.
	omitted int
	index   int // of the step in the trace it was picked from
}

// maxShownAroundGap is how many steps a long counterexample (one whose
// replay left steps out, interp.Result.TraceOmitted) shows before and
// after the gap.
const maxShownAroundGap = 100

// counterexampleSteps picks the steps a counterexample shows: those that
// write a user variable or take an input, and those that perform an
// operation undefined in C (interp.Step.Undefined); the initialisation of
// globals and the front end's temporaries are left out. A long run's
// trace has a gap in the middle (interp.Options.TraceWindow): then only
// the first and the last maxShownAroundGap steps are shown, with one
// entry for the gap that counts the executed steps left out.
func counterexampleSteps(run *interp.Result) []shownStep {
	if run.TraceOmitted == 0 {
		return shownSteps(run.Trace)
	}
	gap := len(run.Trace) / 2 // the replay keeps as many first steps as last
	head, tail := shownSteps(run.Trace[:gap]), shownSteps(run.Trace[gap:])
	omitted := run.TraceOmitted
	if len(head) > maxShownAroundGap {
		omitted += gap - head[maxShownAroundGap].index // the raw steps from the first one dropped
		head = head[:maxShownAroundGap]
	}
	if cut := len(tail) - maxShownAroundGap; cut > 0 {
		omitted += tail[cut].index // the raw steps before the first one kept
		tail = tail[cut:]
	}
	out := append(head, shownStep{omitted: omitted})
	return append(out, tail...)
}

// shownSteps picks the shown steps of a trace (counterexampleSteps).
func shownSteps(trace []interp.Step) []shownStep {
	var out []shownStep
	for i, st := range trace {
		if st.Skipped > 0 {
			out = append(out, shownStep{step: st, pos: st.Edge.Pos, fn: st.Edge.From.Func, index: i})
			continue
		}
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
		if text == "" && st.Undefined == "" && st.Skipped == 0 {
			continue
		}
		out = append(out, shownStep{step: st, text: text, pos: st.Edge.Pos, fn: st.Edge.From.Func, input: input && text != "", index: i})
	}
	return out
}
