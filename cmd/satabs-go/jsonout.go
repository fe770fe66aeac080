package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// jsonReport is the --json form of a single-file run: one JSON object on
// stdout instead of the text. Verification and Result hold exactly the two
// closing lines of the text form.
type jsonReport struct {
	File         string     `json:"file"`
	Verification string     `json:"verification"` // VERIFICATION SUCCESSFUL | FAILED | INCONCLUSIVE
	Result       string     `json:"result"`       // Result: TRUE | FALSE(...) | UNKNOWN(...)
	Verdict      string     `json:"verdict"`      // true, false, unknown, error
	Property     string     `json:"property,omitempty"`
	Reason       string     `json:"reason,omitempty"`
	ExitCode     int        `json:"exit_code"`
	Check        *jsonCheck `json:"violated_check,omitempty"`
	Trace        []jsonStep `json:"trace,omitempty"`
	// OmittedSteps is the number of executed steps a long trace leaves
	// out between its first and its last steps.
	OmittedSteps int            `json:"trace_omitted_steps,omitempty"`
	OmittedAfter int            `json:"trace_omitted_after_step,omitempty"`
	Stats        map[string]any `json:"statistics,omitempty"`
	Error        string         `json:"error,omitempty"` // the one-line input error
}

type jsonCheck struct {
	ID       string      `json:"id"`
	Kind     string      `json:"kind"`
	File     string      `json:"file"`
	Line     int         `json:"line"`
	Function string      `json:"function"`
	Comment  string      `json:"comment"`
	Values   []jsonValue `json:"values,omitempty"` // what the check's condition reads, at the check
}

type jsonStep struct {
	Step     int    `json:"step"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Function string `json:"function"`
	jsonValue
	// Undefined says that the step performs an operation C leaves
	// undefined (with --undefined=report): "signed overflow: undefined
	// behaviour in main::x * 2". A step that writes nothing shown has
	// no lhs and value.
	Undefined string `json:"undefined,omitempty"`
}

type jsonValue struct {
	LHS     string `json:"lhs,omitempty"`
	Value   string `json:"value,omitempty"` // as the text form prints it: decimal (hex), &x+4, {...}
	Decimal *int64 `json:"dec,omitempty"`   // integers: the value, signed by its type
	Hex     string `json:"hex,omitempty"`   // integers and floats: the bits
	Input   bool   `json:"input,omitempty"` // a nondeterministic choice
}

func scalarValue(lhs string, v interp.Value, t *program.Type, p *program.Program) jsonValue {
	out := jsonValue{LHS: lhs, Value: v.Format(t, p)}
	switch {
	case t.IsInteger() && t.Width > 64:
		// No JSON number holds it exactly: the decimal is in value only.
		out.Hex = fmt.Sprintf("0x%x", v.Bits)
		if v.Hi != 0 {
			out.Hex = fmt.Sprintf("0x%x%016x", v.Hi, v.Bits)
		}
	case t.IsInteger():
		d := v.Signed(t)
		out.Decimal = &d
		out.Hex = fmt.Sprintf("0x%x", v.Bits)
	case t.Kind == program.KindFloat && v.Hi != 0:
		out.Hex = fmt.Sprintf("0x%x%016x", v.Hi, v.Bits)
	case t.Kind == program.KindFloat:
		out.Hex = fmt.Sprintf("0x%x", v.Bits)
	}
	return out
}

// counterexampleJSON turns a replayed run into the report's trace and
// violated check, with the same steps as the text form.
func counterexampleJSON(r *jsonReport, p *program.Program, run *interp.Result) {
	for _, st := range counterexampleSteps(run) {
		if st.omitted > 0 {
			r.OmittedSteps, r.OmittedAfter = st.omitted, len(r.Trace)
			continue
		}
		n := len(r.Trace) + 1
		js := jsonStep{Step: n, File: st.pos.File, Line: st.pos.Line, Function: st.fn, Undefined: st.step.Undefined}
		if st.text != "" {
			js.jsonValue = scalarValue(st.text, st.step.Value, st.step.Type, p)
			js.Input = st.input
		}
		r.Trace = append(r.Trace, js)
	}
	c := run.Check
	jc := &jsonCheck{ID: c.ID, Kind: string(c.Kind), File: c.Pos.File, Line: c.Pos.Line, Function: c.Func, Comment: c.Comment}
	if chk, ok := run.Edge.Stmt.(*program.Check); ok && run.State != nil {
		for _, v := range readVars(chk.Cond) {
			jc.Values = append(jc.Values, scalarValue(v.DisplayName(), run.State.Get(v), v.Type, p))
		}
	}
	r.Check = jc
}

func writeJSON(w io.Writer, r *jsonReport) {
	data, _ := json.MarshalIndent(r, "", "  ")
	fmt.Fprintln(w, string(data))
}
