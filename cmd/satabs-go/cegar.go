package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/aiger"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
	"github.com/satabs-go/satabs-go/symex"
)

// maxPortfolioUnwind bounds the bounded search that runs beside CEGAR.
const maxPortfolioUnwind = 1024

// maxPortfolioNodes stops the bounded search when an unrolling grows past
// this many locations (nested loops grow as the bound to their depth).
const maxPortfolioNodes = 300000

// verdict is one engine's answer in the default mode.
type verdict struct {
	engine string
	code   int // exitTrue, exitFalse, exitUnknown
	reason string
	check  *program.CheckInfo
	replay *interp.Result
	err    error // internal error
}

// runCEGAR is the default mode: predicate abstraction with refinement and,
// unless --portfolio=false, a bounded search with growing bounds beside it
// for bugs deep in loops with constant bounds, which refinement reaches
// only one iteration at a time. The first definite answer wins; both are
// sound (a FALSE replays in the interpreter, a TRUE of the bounded search
// needs its unwinding assertions proved).
func runCEGAR(ctx context.Context, o options, p *program.Program, stdout, stderr io.Writer, start time.Time) int {
	initial, err := readPredicates(o.predicates, p)
	if err != nil {
		return o.inputError(stdout, stderr, err.Error(), "bad predicates file")
	}
	if err := symex.MakeReducible(p); err != nil && o.portfolio {
		fmt.Fprintf(stderr, "satabs-go: bounded search disabled: %v\n", err)
		o.portfolio = false
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	answers := make(chan verdict, 2)
	var cegarRes *refine.Result
	cegarDone := make(chan struct{})
	go func() {
		defer close(cegarDone)
		opts := refine.Options{
			MaxIterations: o.maxIterations,
			Abstraction:   abstract.Options{Cartesian: o.abstraction == "cartesian"},
			Predicates:    initial,
		}
		if o.verbose {
			opts.Progress = stderr
		}
		res, err := refine.Verify(ctx, p, opts)
		cegarRes = res
		answers <- fromCEGAR(res, err)
	}()
	engines := 1
	if o.portfolio {
		engines++
		go func() { answers <- boundedSearch(ctx, o, p, stderr) }()
	}
	var final verdict
	for i := 0; i < engines; i++ {
		v := <-answers
		if o.verbose {
			fmt.Fprintf(stderr, "satabs-go: %s: %s\n", v.engine, verdictText(v))
		}
		if v.err != nil || v.code != exitUnknown {
			final = v
			break
		}
		if final.engine == "" || final.engine != "predicate abstraction" {
			final = v // report CEGAR's reason for UNKNOWN when there is one
		}
	}
	cancel()
	<-cegarDone
	if final.err != nil {
		fmt.Fprintf(stderr, "satabs-go: internal error: %v\n", final.err)
		return o.finish(stdout, outcome{code: exitInternal, reason: "internal error"}, p, nil)
	}
	if cegarRes != nil && cegarRes.Final != nil {
		if err := writeBoolProgram(o.writeBP, cegarRes.Final.BP, boolprog.WriteBP); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-bp: %v\n", err)
		}
		if err := writeBoolProgram(o.writeSMV, cegarRes.Final.BP, boolprog.WriteSMV); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-smv: %v\n", err)
		}
		if err := writeBoolProgram(o.writeAigerAbstract, cegarRes.Final.BP, aiger.WriteBoolProgram); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-aiger-abstract: %v\n", err)
		}
	}
	if o.json {
		o.jsonStats = cegarStatsMap(cegarRes, final.engine, time.Since(start))
	} else if o.stats {
		printCEGARStats(stdout, cegarRes, final.engine, time.Since(start))
	}
	if final.code == exitTrue && final.engine == "predicate abstraction" {
		o.proof = cegarRes
	}
	switch final.code {
	case exitTrue:
		return o.finish(stdout, o.trueOutcome(), p, nil)
	case exitFalse:
		return o.finish(stdout, outcome{code: exitFalse, prop: final.check.Kind.Property()}, p, final.replay)
	}
	return o.finish(stdout, outcome{code: exitUnknown, reason: final.reason}, p, nil)
}

func fromCEGAR(res *refine.Result, err error) verdict {
	v := verdict{engine: "predicate abstraction", err: err}
	if err != nil {
		return v
	}
	switch res.Verdict {
	case refine.True:
		v.code = exitTrue
	case refine.False:
		v.code, v.check, v.replay = exitFalse, res.Check, res.Replay
	default:
		v.code, v.reason = exitUnknown, res.Reason
	}
	return v
}

// boundedSearch runs bounded model checking with unwinding assertions at
// bounds 1, 2, 4, ... until an answer, the largest bound, or the end of ctx.
func boundedSearch(ctx context.Context, o options, p *program.Program, stderr io.Writer) verdict {
	v := verdict{engine: "bounded search", code: exitUnknown, reason: "bounded search found nothing"}
	for k := 1; k <= maxPortfolioUnwind; k *= 2 {
		res, err := bmc.Check(ctx, p, bmc.Options{Unwind: k, UnwindingAssertions: true, Prepared: true, MaxNodes: maxPortfolioNodes})
		if err != nil {
			v.err = err
			return v
		}
		if ctx.Err() != nil {
			return v
		}
		switch res.Verdict {
		case bmc.True:
			v.code = exitTrue
			return v
		case bmc.False:
			v.code, v.check, v.replay = exitFalse, res.Check, res.Replay
			return v
		}
		if o.verbose {
			fmt.Fprintf(stderr, "satabs-go: bounded search: unwind %d: %s\n", k, res.Reason)
		}
		if res.Stats.Nodes == 0 {
			return v // unsupported construct: more unwinding will not help
		}
	}
	return v
}

func verdictText(v verdict) string {
	switch {
	case v.err != nil:
		return "internal error"
	case v.code == exitTrue:
		return "TRUE"
	case v.code == exitFalse:
		return "FALSE"
	}
	return "UNKNOWN (" + v.reason + ")"
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

func cegarStatsMap(res *refine.Result, engine string, total time.Duration) map[string]any {
	m := map[string]any{"engine": engine, "total_seconds": total.Seconds()}
	if res != nil {
		s := res.Stats
		m["iterations"] = s.Iterations
		m["predicates"] = len(res.Preds)
		m["sat_calls"] = s.SATCalls
		m["enumerated_cubes"] = s.Cubes
		m["bdd_nodes"] = s.BDDNodes
		m["abstraction_seconds"] = s.AbstractionTime.Seconds()
		m["model_checking_seconds"] = s.ModelCheckTime.Seconds()
		m["simulation_seconds"] = s.SimulationTime.Seconds()
		m["refinement_seconds"] = s.RefinementTime.Seconds()
	}
	return m
}

func printCEGARStats(w io.Writer, res *refine.Result, engine string, total time.Duration) {
	fmt.Fprintf(w, "Statistics:\n")
	fmt.Fprintf(w, "  answered by:       %s\n", engine)
	if res != nil {
		s := res.Stats
		fmt.Fprintf(w, "  iterations:        %d\n", s.Iterations)
		fmt.Fprintf(w, "  predicates:        %d\n", len(res.Preds))
		fmt.Fprintf(w, "  SAT calls:         %d\n", s.SATCalls)
		fmt.Fprintf(w, "  enumerated cubes:  %d\n", s.Cubes)
		fmt.Fprintf(w, "  BDD nodes:         %d\n", s.BDDNodes)
		fmt.Fprintf(w, "  abstraction time:  %s\n", s.AbstractionTime.Round(time.Millisecond))
		fmt.Fprintf(w, "  model checking:    %s\n", s.ModelCheckTime.Round(time.Millisecond))
		fmt.Fprintf(w, "  simulation time:   %s\n", s.SimulationTime.Round(time.Millisecond))
		fmt.Fprintf(w, "  refinement time:   %s\n", s.RefinementTime.Round(time.Millisecond))
	}
	fmt.Fprintf(w, "  total time:        %s\n", total.Round(time.Millisecond))
}

// readPredicates parses a --predicates file: one C expression a line;
// blank lines and lines starting with # or // are skipped.
func readPredicates(path string, p *program.Program) ([]program.Expr, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: error: cannot read predicates: %v", path, err)
	}
	var out []program.Expr
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "//") {
			continue
		}
		e, err := program.ParseExpr(p, line, true)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: error: %v", path, i+1, err)
		}
		out = append(out, e)
	}
	return out, nil
}
