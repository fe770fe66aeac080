package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/engine"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/witness"
)

// writeOutputs writes the files that --witness, --graphml-witness and
// --dot ask for, once the verdict is known. Witnesses are written for
// TRUE and FALSE only; a failure to write one is reported on stderr and
// does not change the verdict.
func (o *options) writeOutputs(out outcome, p *program.Program, replay *interp.Result) {
	if p == nil || o.witnessFile == "" && o.graphmlFile == "" && o.dotFile == "" {
		return
	}
	stderr := o.stderr
	if stderr == nil {
		stderr = io.Discard
	}
	report := func(flag string, err error) {
		if err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: %s: %v\n", flag, err)
		}
	}
	var proof *engine.Proof
	if out.code == exitTrue {
		proof = o.proof
	}
	if o.dotFile != "" {
		drawn := p
		if proof != nil && o.task != nil {
			drawn = o.task.Program // the invariants' locations are the prepared program's
		}
		report("--dot", writeFile(o.dotFile, func(w io.Writer) error { return writeDot(w, drawn, out, replay, proof) }))
	}
	if o.witnessFile == "" && o.graphmlFile == "" {
		return
	}
	var wit *witness.Witness
	switch {
	case out.code == exitFalse && replay != nil:
		task, err := o.witnessTask(o.prop.Specification(replay.Check.Kind, true))
		if err != nil {
			report("--witness", err)
			return
		}
		wit, err = witness.Violation(p, replay, task)
		if err != nil {
			report("--witness", err)
			return
		}
	case out.code == exitTrue:
		task, err := o.witnessTask(o.prop.Specification("", false))
		if err != nil {
			report("--witness", err)
			return
		}
		var preds []program.Expr
		var loops []witness.LoopStates
		if proof != nil {
			preds = proof.Preds
			for _, inv := range proof.Invariants {
				if inv.Loc.LoopHead {
					loops = append(loops, witness.LoopStates{Head: inv.Loc, States: inv.States})
				}
			}
		}
		wit = witness.Correctness(p, preds, loops, task)
	default:
		return // no witness for UNKNOWN
	}
	if o.verbose {
		for _, n := range wit.Notes {
			fmt.Fprintf(stderr, "satabs-go: witness: %s\n", n)
		}
	}
	if o.witnessFile != "" {
		report("--witness", writeFile(o.witnessFile, wit.WriteYAML))
	}
	if o.graphmlFile != "" && wit.EntryType == "violation_sequence" {
		report("--graphml-witness", writeFile(o.graphmlFile, wit.WriteGraphML))
	}
}

// witnessTask describes the run for a witness.
func (o *options) witnessTask(spec string) (witness.Task, error) {
	src, err := os.ReadFile(o.file)
	if err != nil {
		return witness.Task{}, err
	}
	model := "ILP32"
	if o.lp64 {
		model = "LP64"
	}
	return witness.Task{
		InputFile: o.file, Source: src, Specification: spec, DataModel: model,
		Producer: "satabs-go", Version: version, CommandLine: strings.Join(o.args, " "),
	}, nil
}

// writeDot draws the program: with the counterexample's path for FALSE,
// with each abstraction point's invariant (the reachable abstract states,
// over the predicates) for a proof by predicate abstraction.
func writeDot(w io.Writer, p *program.Program, out outcome, replay *interp.Result, proof *engine.Proof) error {
	opts := program.DotOptions{Title: fmt.Sprintf("%s: %s", resultLine(out), p.Model.Name)}
	if out.code == exitFalse && replay != nil {
		for _, st := range replay.Trace {
			opts.Trace = append(opts.Trace, st.Edge)
		}
		if _, ok := replay.Edge.Stmt.(*program.Check); ok && replay.Status == interp.Violated {
			opts.Failed = replay.Edge
		}
	}
	if proof != nil {
		opts.Invariants = map[*program.Loc]string{}
		for _, inv := range proof.Invariants {
			opts.Invariants[inv.Loc] = statesText(inv.States, proof.PredTexts)
		}
	}
	return program.WriteDot(w, p, opts)
}

func resultLine(out outcome) string {
	_, result := out.lines()
	return result
}

// maxDotCubes bounds the abstract states drawn at one location.
const maxDotCubes = 8

// statesText writes abstract states over the predicates' texts.
func statesText(states boolprog.CubeSet, preds []string) string {
	switch {
	case len(states) == 0:
		return "unreachable"
	case len(states) > maxDotCubes:
		return fmt.Sprintf("%d abstract states", len(states))
	}
	var parts []string
	for _, c := range states {
		var lits []string
		for _, l := range c {
			if l.Next || l.Pred >= len(preds) {
				continue
			}
			s := preds[l.Pred]
			if l.Neg {
				s = "!(" + s + ")"
			}
			lits = append(lits, s)
		}
		if len(lits) == 0 {
			return "true"
		}
		parts = append(parts, strings.Join(lits, " && "))
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return "(" + strings.Join(parts, ") || (") + ")"
}

// writeFile writes a file through write, which writes to memory first,
// so that an error in write leaves the file untouched.
func writeFile(path string, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() {
		return os.WriteFile(path, b.Bytes(), 0o644) // /dev/stdout, a pipe
	}
	// Written beside and renamed, so that a run the watchdog ends while
	// it writes leaves no half a file.
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return os.WriteFile(path, b.Bytes(), 0o644) // a folder we may write a file in, not create one
	}
	_, err = tmp.Write(b.Bytes())
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), 0o644)
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}
