package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// runCEGAR is the default mode: predicate abstraction with refinement.
func runCEGAR(ctx context.Context, o options, p *program.Program, stdout, stderr io.Writer, start time.Time) int {
	opts := refine.Options{
		MaxIterations: o.maxIterations,
		Abstraction:   abstract.Options{Cartesian: o.abstraction == "cartesian"},
	}
	if o.verbose {
		opts.Progress = stderr
	}
	res, err := refine.Verify(ctx, p, opts)
	if err != nil {
		fmt.Fprintf(stderr, "satabs-go: internal error: %v\n", err)
		return outcome{code: exitInternal, reason: "internal error"}.print(stdout)
	}
	if res.Final != nil {
		if err := writeBoolProgram(o.writeBP, res.Final.BP, boolprog.WriteBP); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-bp: %v\n", err)
		}
		if err := writeBoolProgram(o.writeSMV, res.Final.BP, boolprog.WriteSMV); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-smv: %v\n", err)
		}
	}
	if o.stats {
		printCEGARStats(stdout, res, time.Since(start))
	}
	switch res.Verdict {
	case refine.True:
		return outcome{code: exitTrue}.print(stdout)
	case refine.False:
		printCounterexample(stdout, p, res.Replay)
		return outcome{code: exitFalse, prop: res.Check.Kind.Property()}.print(stdout)
	}
	return outcome{code: exitUnknown, reason: res.Reason}.print(stdout)
}

func writeBoolProgram(path string, bp *boolprog.Program, write func(io.Writer, *boolprog.Program) error) error {
	if path == "" {
		return nil
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f, bp); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func printCEGARStats(w io.Writer, res *refine.Result, total time.Duration) {
	s := res.Stats
	fmt.Fprintf(w, "Statistics:\n")
	fmt.Fprintf(w, "  iterations:        %d\n", s.Iterations)
	fmt.Fprintf(w, "  predicates:        %d\n", len(res.Preds))
	fmt.Fprintf(w, "  SAT calls:         %d\n", s.SATCalls)
	fmt.Fprintf(w, "  enumerated cubes:  %d\n", s.Cubes)
	fmt.Fprintf(w, "  BDD nodes (peak):  %d\n", s.BDDNodes)
	fmt.Fprintf(w, "  abstraction time:  %s\n", s.AbstractionTime.Round(time.Millisecond))
	fmt.Fprintf(w, "  model checking:    %s\n", s.ModelCheckTime.Round(time.Millisecond))
	fmt.Fprintf(w, "  simulation time:   %s\n", s.SimulationTime.Round(time.Millisecond))
	fmt.Fprintf(w, "  refinement time:   %s\n", s.RefinementTime.Round(time.Millisecond))
	fmt.Fprintf(w, "  total time:        %s\n", total.Round(time.Millisecond))
}
