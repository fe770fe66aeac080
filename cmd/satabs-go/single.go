package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/satabs-go/satabs-go/abstract"
	"io"
	"maps"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/spf13/pflag"

	"github.com/satabs-go/satabs-go/aiger"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/engine"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/property"
)

// options are the flags of a single-file run.
type options struct {
	property            string
	function            string
	dumpCNF             string
	algorithm           string
	lp64, ilp32         bool
	bmc                 bool
	unwind              int
	unwindingAssertions bool
	showProgram         bool
	showChecks          bool
	checkIDs            []string
	timeout             string
	memoryLimit         string
	stats               bool
	block               string // --block
	precision           string // --precision
	minimise            bool   // --minimise-predicates
	accelerate          bool   // --accelerate
	verbose             bool
	maxIterations       int
	abstraction         string
	writeBP, writeSMV   string
	writeAiger          string // --write-aiger
	writeAigerAbstract  string // --write-aiger-abstract
	portfolio           bool
	predicates          string
	json                bool
	version             bool
	file                string            // the input file, for --json
	jsonStats           map[string]any    // statistics for --json
	checks              cfront.Checks     // the --*-check flags
	mallocMayFail       string            // --malloc-may-fail: true, false, or "" for the property's default
	heapPool            int               // --heap-pool
	heapPoolFixed       bool              // --heap-pool given: no larger pools
	recursionDepth      int               // --recursion-depth: 0 deepens from 1
	engines             string            // --engine
	undefined           string            // --undefined: cut, report, or "" for the property's default
	kInduction          bool              // --k-induction
	showInvariants      bool              // --show-invariants
	witnessFile         string            // --witness
	graphmlFile         string            // --graphml-witness
	dotFile             string            // --dot
	stderr              io.Writer         // for errors while writing outputs
	prop                property.Property // the checked property, for witnesses
	args                []string          // the command line, for witnesses
	task                *engine.Task      // what the engines checked
	proof               *engine.Proof     // the proof of a TRUE, when the engine gave one
	frontEnd            time.Duration     // from start to the end of the first lowering
	prepare             time.Duration     // engine.Prepare's time, the first round
	firstStep           time.Duration     // from start to the first engine step
	// summarise, for a recursive program in the deepening mode, finds
	// contracts of its recursive functions and returns the program with
	// the deeper calls replaced by them, and the contracts in words (nil
	// when there are none).
	summarise func(context.Context) (*program.Program, string)
	// argvProgram lowers the program with main's arguments modelled
	// (cfront.Options.ArgvModel).
	argvProgram func() (*program.Program, error)
	// skippedRounds: the deepening rounds the last deeper lowering saved
	// (deepenByRun), which verify counts as run.
	skippedRounds int
}

// newFlagSet defines the flags of a single-file run. Batch mode passes
// jsonFile: there --json names the file for the results (JSON), not the
// switch to JSON output.
func newFlagSet(o *options, stderr io.Writer, jsonFile *string) *pflag.FlagSet {
	fs := pflag.NewFlagSet("satabs-go", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.property, "property", "", "SV-COMP property file (.prp); default: unreach-call")
	fs.StringVar(&o.function, "function", "main", "entry function")
	fs.BoolVar(&o.lp64, "64", false, "LP64 data model (long and pointers are 64 bits)")
	fs.BoolVar(&o.ilp32, "32", false, "ILP32 data model (the default)")
	fs.BoolVar(&o.bmc, "bmc", false, "bounded model checking: unroll loops --unwind times")
	fs.IntVar(&o.unwind, "unwind", 8, "loop bound of --bmc: back edges taken per loop entry")
	fs.BoolVar(&o.unwindingAssertions, "unwinding-assertions", false, "with --bmc, prove that --unwind is enough, so that TRUE can be answered")
	fs.BoolVar(&o.showProgram, "show-program", false, "print the lowered program and stop")
	fs.BoolVar(&o.showChecks, "show-checks", false, "list every check with its id and position and stop")
	fs.StringArrayVar(&o.checkIDs, "check", nil, "verify only the check with this id (repeatable)")
	fs.StringVar(&o.timeout, "timeout", "", "give up with UNKNOWN after this long (e.g. 90s, 15m; a bare number is seconds)")
	fs.StringVar(&o.memoryLimit, "memory-limit", "", "give up with UNKNOWN beyond this much memory (e.g. 4GB, 512MiB)")
	fs.BoolVar(&o.stats, "stats", false, "print statistics")
	fs.IntVar(&o.maxIterations, "max-iterations", 100, "give up with UNKNOWN after this many refinement iterations")
	fs.StringVar(&o.abstraction, "abstraction", "exact", "predicate abstraction: exact (all-SAT) or cartesian")
	fs.StringVar(&o.block, "block", engine.DefaultBlock, "predicate abstraction's block encoding: sbe (abstract at every branch and join), abe-lf (at loop heads and entries and returns of inlined calls), abe-loops (at loop heads only); blocks between are loop-free regions abstracted as one formula")
	fs.BoolVar(&o.accelerate, "accelerate", true, "the bounded searches (bmc, k-induction's base case) first try the program with its loops accelerated: exact summaries of counted loops, shortcuts that run n iterations of a loop path at once (--accelerate=false: ordinary unrolling only)")
	fs.BoolVar(&o.minimise, "minimise-predicates", false, "with --precision local, keep of each refinement's new predicates a smallest set that still rules the spurious trace out (predicate minimisation by pseudo-Boolean optimisation)")
	fs.StringVar(&o.precision, "precision", "local", "predicate abstraction's precision: local (each predicate tracked at the abstraction points where refinement needs it) or global (every predicate everywhere)")
	fs.BoolVar(&o.version, "version", false, "print the version and stop")
	if jsonFile != nil {
		fs.StringVar(jsonFile, "json", "", "write the results as a JSON array to this file")
	} else {
		fs.BoolVar(&o.json, "json", false, "print the result as one JSON object on stdout (verdict, property, violated check, trace with values, statistics) instead of text")
	}
	fs.StringVar(&o.predicates, "predicates", "", "initial predicates: a file with one C expression a line, over variables as --show-program names them (main::i) or by unique C name")
	fs.BoolVar(&o.portfolio, "portfolio", true, "in the default mode, run k-induction (whose base case is a bounded search with growing bounds), a bounded search that unwinds each loop until its unwinding assertions hold, concrete testing and directed testing (runs whose untaken branches are solved for the next inputs) beside predicate abstraction, after a straight-line check (one bounded check when every loop unrolls completely); --portfolio=false for pure CEGAR (--engine predabs)")
	fs.StringVar(&o.engines, "engine", "", "run these engines in parallel, the first definite answer wins (comma-separated; default "+strings.Join(engine.Default, ",")+"):\n"+engine.Help())
	fs.StringVar(&o.algorithm, "algorithm", "", "run one algorithm alone: predabs (predicate abstraction with CEGAR, as --portfolio=false) or impact (lazy abstraction with interpolants, as --engine impact)")
	fs.BoolVar(&o.kInduction, "k-induction", false, "prove loops by k-induction with synthesised invariants (the same as --engine kind)")
	fs.BoolVar(&o.showInvariants, "show-invariants", false, "print the invariants synthesised for each loop (proved inductive by SAT) and stop")
	fs.StringVar(&o.writeBP, "write-bp", "", "write the final Boolean program in bp syntax to this file")
	fs.StringVar(&o.writeSMV, "write-smv", "", "write the final Boolean program as an SMV model to this file")
	fs.StringVar(&o.writeAiger, "write-aiger", "", "write the program as a sequential circuit in binary AIGER (one bad-state property per check, in --show-checks order) to this file, for hardware model checkers such as ABC")
	fs.StringVar(&o.writeAigerAbstract, "write-aiger-abstract", "", "write the final Boolean program as a binary AIGER circuit (bad state: an error location) to this file")
	fs.StringVar(&o.witnessFile, "witness", "", "write an SV-COMP witness (YAML format 2.0) to this file: a violation sequence for FALSE, an invariant set of loop invariants for TRUE")
	fs.StringVar(&o.graphmlFile, "graphml-witness", "", "for FALSE, also write the violation witness in the older GraphML format to this file")
	fs.StringVar(&o.dotFile, "dot", "", "write the control-flow program as Graphviz dot to this file: with the counterexample's path for FALSE, with each abstraction point's invariant for a proof")
	fs.BoolVar(&o.checks.SignedOverflow, "signed-overflow-check", false, "check signed + - * / % and unary - for overflow (undefined in C)")
	fs.BoolVar(&o.checks.UnsignedOverflow, "unsigned-overflow-check", false, "check unsigned + - * for wrap-around")
	fs.BoolVar(&o.checks.Conversion, "conversion-check", false, "check conversions to signed types that cannot hold the value")
	fs.BoolVar(&o.checks.Shift, "shift-check", false, "check shift distances and left shifts of negative values or into the sign bit")
	fs.BoolVar(&o.checks.DivByZero, "div-by-zero-check", false, "check / and % for division by zero")
	fs.BoolVar(&o.checks.FloatOverflow, "float-overflow-check", false, "check floating point + - * / and conversions to a narrower floating type for an infinite result from finite operands")
	fs.BoolVar(&o.checks.NaN, "nan-check", false, "check floating point + - * / for a NaN result from operands that are not NaN")
	fs.BoolVar(&o.checks.Bounds, "bounds-check", false, "check array indices, also p[i] through pointers")
	fs.BoolVar(&o.checks.Pointer, "pointer-check", false, "check dereferences for null, out-of-object, dangling and freed pointers, and free() for double and invalid frees")
	fs.BoolVar(&o.checks.Memtrack, "memory-leak-check", false, "check that no allocated heap memory becomes unreachable (at loop heads, exit() and the return from the entry function)")
	fs.StringVar(&o.mallocMayFail, "malloc-may-fail", "", "whether malloc, calloc and realloc may return NULL: true (C) or false (SV-COMP's rule); default false with a property file, true otherwise")
	fs.Lookup("malloc-may-fail").NoOptDefVal = "true"
	fs.IntVar(&o.heapPool, "heap-pool", cfront.DefaultHeapPool, "heap objects an allocation site inside a loop can hand out; more allocations there give UNKNOWN (without the flag: from 4, larger (6, 9, 13, ... up to 1024) while a counterexample exhausts a pool; --bmc: 4)")
	fs.IntVar(&o.recursionDepth, "recursion-depth", 0, "inline recursive calls this deep (a recursion-depth check, always verified, says where a deeper call would go); 0: from 1, deeper (1, 2, 3, 4, 6, 9, ...) while a counterexample reaches the check (--bmc: --unwind)")
	fs.StringVar(&o.undefined, "undefined", "", "what an undefined operation (signed overflow, shift out of range, division by zero, invalid dereference) that no check verifies means: cut (the path ends there, as SV-COMP's unreach-call tasks assume no undefined behaviour) or report (it wraps as the IR defines, and a counterexample through it says so); default cut with an unreach-call property file, report otherwise")
	fs.BoolVarP(&o.verbose, "verbose", "v", false, "print progress on stderr")
	fs.StringVar(&o.dumpCNF, "dump-cnf", "", "write the formula of every bounded check and of every segment's abstraction (before enumeration) as a DIMACS file into this directory, to time other SAT solvers on them")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: satabs-go [flags] FILE.c\n       satabs-go batch [flags] FILE|DIR|TASK.yml|MANIFEST.tsv ...   (see satabs-go batch --help)\n\nflags:\n%s", fs.FlagUsages())
	}
	return fs
}

// An outcome is what the two closing lines say.
type outcome struct {
	code       int
	reason     string // for UNKNOWN
	prop       string // for FALSE
	inputError string // the one-line error, for exit code 6
}

func (o outcome) print(w io.Writer) int {
	verification, result := o.lines()
	fmt.Fprintln(w, verification)
	fmt.Fprintln(w, result)
	return o.code
}

// lines returns the two closing lines.
func (o outcome) lines() (string, string) {
	switch o.code {
	case exitTrue:
		return "VERIFICATION SUCCESSFUL", "Result: TRUE"
	case exitFalse:
		return "VERIFICATION FAILED", "Result: FALSE(" + o.prop + ")"
	}
	return "VERIFICATION INCONCLUSIVE", "Result: UNKNOWN(" + oneLine(o.reason) + ")"
}

// finish ends a run: the counterexample (for FALSE) and the two closing
// lines, or with --json one JSON object holding the same.
func (opt *options) finish(stdout io.Writer, out outcome, p *program.Program, replay *interp.Result) int {
	opt.writeOutputs(out, p, replay)
	if !opt.json {
		if out.code == exitFalse && replay != nil {
			printCounterexample(stdout, p, replay)
		}
		return out.print(stdout)
	}
	verification, result := out.lines()
	r := &jsonReport{File: opt.file, Verification: verification, Result: result, ExitCode: out.code, Stats: opt.jsonStats}
	switch out.code {
	case exitTrue:
		r.Verdict = "true"
	case exitFalse:
		r.Verdict, r.Property = "false", out.prop
		if replay != nil {
			counterexampleJSON(r, p, replay)
		}
	case exitUnknown, exitInput:
		r.Verdict, r.Reason = "unknown", out.reason
	default:
		r.Verdict, r.Reason = "error", out.reason
	}
	r.Error = out.inputError
	writeJSON(stdout, r)
	return out.code
}

// inputError reports bad input: the one-line error on stderr and the
// closing lines (or JSON) on stdout, exit code 6.
func (opt *options) inputError(stdout, stderr io.Writer, msg, reason string) int {
	fmt.Fprintln(stderr, msg)
	return opt.finish(stdout, outcome{code: exitInput, reason: reason, inputError: msg}, nil, nil)
}

func oneLine(s string) string {
	s = strings.ReplaceAll(s, "\n", " ")
	s = strings.ReplaceAll(s, "(", "[")
	return strings.ReplaceAll(s, ")", "]")
}

// inputError reports bad input: one line on stderr, the closing lines on
// stdout, exit code 6.
func inputError(stdout, stderr io.Writer, msg, reason string) int {
	fmt.Fprintln(stderr, msg)
	return outcome{code: exitInput, reason: reason}.print(stdout)
}

// runSingle checks one file under the watchdog of its limits, from start
// (the process's start for the command, the call's in tests).
func runSingle(start time.Time, args []string, stdout, stderr io.Writer) int {
	return runGuarded(stdout, stderr, func(stdout, stderr io.Writer, wd *watchdog) int {
		return checkSingle(start, args, stdout, stderr, wd)
	})
}

func checkSingle(start time.Time, args []string, stdout, stderr io.Writer, wd *watchdog) (code int) {
	var o options
	// A panic outside the engines (which recover their own) is an
	// internal error, reported in the output form asked for (--json).
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "satabs-go: internal error: %v\n%s", r, debug.Stack())
			code = o.finish(stdout, outcome{code: exitInternal, reason: fmt.Sprintf("internal error: %v", r)}, nil, nil)
		}
	}()
	fs := newFlagSet(&o, stderr, nil)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return exitTrue
		}
		return inputError(stdout, stderr, "satabs-go: error: "+err.Error(), "bad command line")
	}
	if o.version {
		fmt.Fprintln(stdout, "satabs-go "+version)
		return exitTrue
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return o.inputError(stdout, stderr, "satabs-go: error: expected exactly one input file", "bad command line")
	}
	path := fs.Arg(0)
	o.file, o.stderr, o.args = path, stderr, append([]string{"satabs-go"}, args...)
	o.heapPoolFixed = fs.Changed("heap-pool")
	prop, err := property.Read(o.property)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: "+err.Error(), "bad property file")
	}
	o.prop = prop
	timeout, err := parseTimeout(o.timeout)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: --timeout: "+err.Error(), "bad command line")
	}
	memLimit, err := parseSize(o.memoryLimit)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: --memory-limit: "+err.Error(), "bad command line")
	}
	if o.abstraction != "exact" && o.abstraction != "cartesian" {
		return o.inputError(stdout, stderr, "satabs-go: error: --abstraction must be exact or cartesian", "bad command line")
	}
	if _, err := abstract.ParseBlockEncoding(o.block); err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: --block: "+err.Error(), "bad command line")
	}
	if o.precision != "local" && o.precision != "global" {
		return o.inputError(stdout, stderr, "satabs-go: error: --precision must be local or global", "bad command line")
	}
	if o.lp64 && o.ilp32 {
		return o.inputError(stdout, stderr, "satabs-go: error: --32 and --64 exclude each other", "bad command line")
	}
	model := program.ILP32
	if o.lp64 {
		model = program.LP64
	}
	cut, err := prop.CutUndefined(o.undefined)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: "+err.Error(), "bad command line")
	}
	// One deadline for the whole run, from its start: the front end's
	// time counts, and every engine of the portfolio shares it.
	ctx, stop := limits(start, timeout, memLimit)
	defer stop()
	wd.arm(ctx, o.json, path, stop)
	flagChecks := o.checks
	flagChecks.Free = flagChecks.Pointer
	checks := prop.Checks(flagChecks)
	mayFail := !prop.Explicit
	switch o.mallocMayFail {
	case "":
	case "true":
		mayFail = true
	case "false":
		mayFail = false
	default:
		return o.inputError(stdout, stderr, "satabs-go: error: --malloc-may-fail must be true or false", "bad command line")
	}
	if o.heapPool < 1 {
		return o.inputError(stdout, stderr, "satabs-go: error: --heap-pool must be at least 1", "bad command line")
	}
	if o.recursionDepth < 0 {
		return o.inputError(stdout, stderr, "satabs-go: error: --recursion-depth must not be negative", "bad command line")
	}
	depth, deepen := o.recursionDepth, false
	switch {
	case depth == 0 && o.bmc:
		depth = o.unwind
	case depth == 0:
		depth, deepen = 1, true
	}
	fopts := cfront.Options{Model: model, Entry: o.function, Stderr: stderr, Checks: checks, CutUndefined: cut, MallocMayFail: mayFail, HeapPool: o.heapPool, RecursionDepth: depth}
	p, err := cfront.Parse(path, fopts)
	o.frontEnd = time.Since(start)
	if err != nil {
		reason := "input error"
		var ce *cfront.Error
		if errors.As(err, &ce) && ce.Internal {
			fmt.Fprintf(stderr, "satabs-go: internal error: %v\n%s", err, ce.Stack)
			return o.finish(stdout, outcome{code: exitInternal, reason: ce.Msg}, nil, nil)
		}
		if errors.As(err, &ce) && ce.Unsupported {
			// Valid C that the model does not cover: UNKNOWN naming the
			// construct (exit 5), its position on stderr as for errors.
			fmt.Fprintln(stderr, err.Error())
			return o.finish(stdout, outcome{code: exitUnknown, reason: "unsupported construct: " + ce.Msg}, nil, nil)
		} else if errors.As(err, &ce) {
			reason = "input error: " + ce.Msg
		}
		return o.inputError(stdout, stderr, err.Error(), reason)
	}
	program.Renumber(p)
	if o.showProgram {
		program.Fprint(stdout, p)
		return exitTrue
	}
	if prop.Unsupported != "" {
		return o.finish(stdout, outcome{code: exitUnknown, reason: prop.Unsupported}, p, nil)
	}
	trueBlocked := prop.TrueBlocked(p)
	keep, err := property.SelectChecks(p, prop, checks, o.checkIDs)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: "+err.Error(), "bad command line")
	}
	if o.showChecks {
		showChecks(stdout, p, keep)
		return exitTrue
	}
	program.KeepChecks(p, keep)
	deepenRecursion := deepen && hasCheck(p, program.CheckRecursion)
	deepenPools := !o.bmc && !o.heapPoolFixed && hasCheck(p, program.CheckHeapPool)
	deepenCapacity := !o.bmc && hasCheck(p, program.CheckCapacity)
	deepen = deepenRecursion || deepenPools || deepenCapacity
	if o.writeAiger != "" {
		if err := writeFile(o.writeAiger, func(w io.Writer) error { return aiger.WriteProgram(w, p) }); err != nil {
			fmt.Fprintf(stderr, "satabs-go: error: --write-aiger: %v\n", err)
		}
	}
	if o.showInvariants {
		return o.printInvariants(ctx, stdout, stderr, p)
	}
	if o.verbose {
		fmt.Fprintf(stderr, "satabs-go: %s: %d locations, %d checks (%s)\n", path, len(p.Locs), len(p.Checks), time.Since(start).Round(time.Millisecond))
		if len(p.Bodiless) > 0 {
			fmt.Fprintf(stderr, "satabs-go: functions without body: %s\n", strings.Join(p.Bodiless, ", "))
		}
	}

	if o.dumpCNF != "" {
		if err := os.MkdirAll(o.dumpCNF, 0o755); err != nil {
			return o.inputError(stdout, stderr, "satabs-go: error: --dump-cnf: "+err.Error(), "bad command line")
		}
		dump := &bitvec.CNFDump{Dir: o.dumpCNF}
		ctx = bitvec.WithCNFDump(ctx, dump)
		defer func() {
			if n := dump.Failures(); n > 0 {
				fmt.Fprintf(stderr, "satabs-go: warning: --dump-cnf: %d formulas could not be written to %s\n", n, o.dumpCNF)
			}
		}()
	}
	// relower lowers the file again with other options and keeps the
	// property's checks, as for p: a deeper program, or main's
	// arguments modelled.
	relower := func(next cfront.Options) (*program.Program, error) {
		q, err := cfront.Parse(path, next)
		if err != nil {
			return nil, err
		}
		program.Renumber(q)
		keep, err := property.SelectChecks(q, prop, checks, o.checkIDs)
		if err != nil {
			return nil, err
		}
		program.KeepChecks(q, keep)
		return q, nil
	}
	var retry func(*engine.Result) (*program.Program, string)
	if deepen {
		lowering := time.Since(start) // the last lowering took at most this long
		retry = func(res *engine.Result) (*program.Program, string) {
			if ctx.Err() != nil {
				return nil, ""
			}
			if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < 2*lowering {
				// The front end cannot be interrupted: a deeper program
				// would take it past the time limit.
				if res.Limit == program.CheckHeapPool {
					return nil, "no time left to lower the program with larger heap pools"
				}
				if res.Limit == program.CheckCapacity {
					return nil, "no time left to lower the program with a larger capacity"
				}
				return nil, "no time left to inline recursion deeper"
			}
			// Silence the front end's notes: they were printed once.
			fopts.Stderr = nil
			lower := func(next cfront.Options) (*program.Program, error) {
				t0 := time.Now()
				q, err := relower(next)
				lowering = time.Since(t0)
				if err != nil {
					return nil, err
				}
				if len(q.Locs) > deepeningLocations {
					return nil, fmt.Errorf("it has %d locations, more than %d", len(q.Locs), deepeningLocations)
				}
				return q, nil
			}
			if res.Limit == program.CheckHeapPool {
				// An allocation site in a loop allocated more objects
				// than its pool holds: half as many again (4, 6, 9,
				// 13, ...; every object costs a case in each access
				// through a pointer and in the memtrack checks, so
				// doubling would overshoot a list bounded by 5 by
				// much).
				if !deepenPools || fopts.HeapPool >= maxHeapPool {
					return nil, sitePoolsText(fopts)
				}
				lowerPools := func(next cfront.Options) (*program.Program, error) {
					q, err := lower(next)
					if err == nil {
						if n := modelCells(q); n > maxModelCells {
							return nil, fmt.Errorf("the objects would hold %d cells, more than %d", n, maxModelCells)
						}
					}
					return q, err
				}
				if q, try := o.deepenByRun(res, fopts, lowerPools, ctx, 2*lowering, largerSitePool, program.CheckHeapPool, byRunSteps(res, deepenPoolsByRunSteps)); q != nil {
					fopts = try
					if o.verbose {
						fmt.Fprintf(stderr, "satabs-go: %s; %s, where the run that exhausted one ends: %d locations, %d checks\n", res.Reason, sitePoolsText(try), len(q.Locs), len(q.Checks))
					}
					return q, ""
				}
				next := largerPools(fopts)
				q, err := lower(next)
				if err != nil {
					return nil, fmt.Sprintf("heap pools of %d objects; of %d, %v", fopts.HeapPool, next.HeapPool, err)
				}
				if n := modelCells(q); n > maxModelCells {
					return nil, fmt.Sprintf("heap pools of %d objects; of %d, the objects would hold %d cells, more than %d", fopts.HeapPool, next.HeapPool, n, maxModelCells)
				}
				fopts = next
				if o.verbose {
					fmt.Fprintf(stderr, "satabs-go: %s; heap pools of %d objects: %d locations, %d checks\n", res.Reason, next.HeapPool, len(q.Locs), len(q.Checks))
				}
				return q, ""
			}
			if res.Limit == program.CheckCapacity {
				// An array or heap object whose length the front end
				// found no bound for is longer than the default
				// capacity: four times as large (1024, 4096, 16384,
				// 65536; the interpreter holds every element).
				capacity := fopts.Capacity
				if capacity <= 0 {
					capacity = cfront.DefaultCapacity
				}
				if !deepenCapacity || capacity >= cfront.MaxCapacity {
					return nil, fmt.Sprintf("an array or heap object is longer than the model's capacity of %d elements", capacity)
				}
				next := fopts
				next.Capacity = min(capacity*4, cfront.MaxCapacity)
				q, err := lower(next)
				if err != nil {
					return nil, fmt.Sprintf("a capacity of %d elements; of %d, %v", capacity, next.Capacity, err)
				}
				if n := modelCells(q); n > maxModelCells {
					// The interpreter (replay, concrete testing) holds
					// every cell of every object.
					return nil, fmt.Sprintf("a capacity of %d elements; of %d, the objects would hold %d cells, more than %d", capacity, next.Capacity, n, maxModelCells)
				}
				if res.Check != nil && sameCheck(q, res.Check) {
					// The check does not depend on the capacity (an
					// object of the largest length an object can have):
					// a larger one changes nothing.
					return nil, ""
				}
				fopts = next
				if o.verbose {
					fmt.Fprintf(stderr, "satabs-go: %s; capacity of unbounded arrays %d elements: %d locations, %d checks\n", res.Reason, next.Capacity, len(q.Locs), len(q.Checks))
				}
				return q, ""
			}
			if !deepenRecursion {
				return nil, ""
			}
			depth := fopts.RecursionDepth
			if q, try := o.deepenByRun(res, fopts, lower, ctx, 2*lowering, deeperRecursion, program.CheckRecursion, byRunSteps(res, deepenByRunSteps)); q != nil {
				fopts = try
				if o.verbose {
					fmt.Fprintf(stderr, "satabs-go: %s; recursion inlined to depth %d, where the run that went deeper ends: %d locations, %d checks\n", res.Reason, try.RecursionDepth, len(q.Locs), len(q.Checks))
				}
				return q, ""
			}
			var why string
			for _, next := range deeper(depth) {
				try := fopts
				try.RecursionDepth = next
				q, err := lower(try)
				if err != nil {
					why = fmt.Sprintf("recursion inlined to depth %d; to depth %d, %v", depth, next, err)
					continue
				}
				fopts = try
				if o.verbose {
					fmt.Fprintf(stderr, "satabs-go: %s; recursion inlined to depth %d: %d locations, %d checks\n", res.Reason, next, len(q.Locs), len(q.Checks))
				}
				return q, ""
			}
			return nil, why
		}
	}
	if deepenRecursion && len(o.checkIDs) == 0 {
		o.summarise = o.contractProgram(path, model, fopts, prop, checks, p, stderr)
	}
	// main's argv with C's strings, bounded: for a FALSE alone, when a
	// counterexample needed them (verify's argvRound). It takes the
	// options of the last lowering (deeper recursion, larger pools).
	o.argvProgram = func() (*program.Program, error) {
		next := fopts
		next.Stderr, next.ArgvModel = nil, true
		return relower(next)
	}
	return o.verify(ctx, p, trueBlocked, stdout, stderr, start, retry)
}

// deeper returns the recursion depths to try after depth, in order: half
// as deep again (1, 2, 3, 4, 6, 9, 13, ...), so that a linear recursion
// gets deep in few rounds, else one deeper, for a recursion whose calls
// branch (each level multiplies the program).
func deeper(depth int) []int {
	next := depth + max(1, depth/2)
	if next == depth+1 {
		return []int{next}
	}
	return []int{next, depth + 1}
}

// deepenByRun lowers the program with a larger model, one step of
// larger's schedule at a time (deeper recursion, larger heap pools),
// until the runs that reached a check of the model's limit of kind limit
// (res's inputs and the further runs concrete testing met, replayed in
// the interpreter) no longer end at one: the model those runs need,
// found in a few cheap lowerings and replays instead of one round of
// every engine per step (a parser whose input nests five parentheses
// deep needs fifteen levels of its three mutually recursive functions; a
// table of ten malloc'd entries, pools of 13 objects). It returns nil
// when res has no counterexample, a larger lowering fails, or the time
// left (minus margin) runs out; the caller then goes one step as before.
// When the runs need more than maxSteps steps, it goes that many. The
// replays share a budget of steps; when it runs out, a model that res's
// own run passes is taken. The model is a choice only: every answer is
// still that of the engines on the program lowered to it.
// o.skippedRounds is set to the rounds of one step each that the jump
// saves.
func (o *options) deepenByRun(res *engine.Result, fopts cfront.Options, lower func(cfront.Options) (*program.Program, error), ctx context.Context, margin time.Duration, larger func(cfront.Options, *program.CheckInfo) cfront.Options, limit program.CheckKind, maxSteps int) (*program.Program, cfront.Options) {
	if res.Check == nil {
		return nil, fopts // no run (a program without input has one with no inputs)
	}
	runs := append([][]interp.Value{res.Inputs}, res.LimitRuns...)
	budget := int64(deepenByRunMaxSteps)
	cur := fopts
	met := res.Check // the limit the last run ended at
	for step := range maxSteps {
		if deadline, ok := ctx.Deadline(); ctx.Err() != nil || ok && time.Until(deadline) < margin {
			return nil, fopts
		}
		try := larger(cur, met)
		q, err := lower(try)
		if err != nil {
			return nil, fopts
		}
		passed := true
		for i, in := range runs {
			if budget <= 0 {
				if i == 0 {
					return nil, fopts
				}
				break // res's own run passed: the first of runs
			}
			rep, err := interp.Run(q, zeroPadded(in), interp.Options{MaxSteps: int(budget), NoTrace: true})
			if err != nil {
				return nil, fopts
			}
			budget -= int64(rep.Steps)
			if rep.Status == interp.Violated && rep.Check != nil && rep.Check.Kind == limit {
				passed = false
				met = rep.Check
				break
			}
			if i == 0 && rep.Status == interp.StepLimit {
				return nil, fopts // res's own run is too long to follow
			}
		}
		if passed || step == maxSteps-1 {
			o.skippedRounds = step
			return q, try
		}
		cur = try
	}
	return nil, fopts
}

// deepenByRunSteps bounds the lowerings deepenByRun tries: a round goes
// at most that many steps of deeper's schedule deeper (1, 3, 6, 13, 28,
// ...), and as deep when the runs need more. Going straight to the depth
// the deepest run needs (hanoi(31): 42) costs a bug within a smaller
// depth its quick end there: the runs that went too deep run to their
// step limits instead (hanoi_moves_false, a bug at n = 9: 28 s with one
// step per round, 55 s with the jump to 42, found at 13 either way).
// deepenByRunMaxSteps bounds the edges of all its replays.
// deepenPoolsByRunSteps is deepenByRunSteps for heap pools, counted
// over all sites (4, 6, 9, 13: a loop that allocates ten objects from one
// site gets its pool in one round, from two sites both pools).
const (
	deepenByRunSteps      = 2
	deepenPoolsByRunSteps = 6
	deepenByRunMaxSteps   = 20_000_000
)

// byRunSteps is deepenByRun's bound on the steps of one round, steps,
// or limitsOnlyFactor times as many when res's runs are every run beyond
// the limits (Result.LimitsOnly): then no bug is within them, and the
// jump costs no quick end at a bug of a smaller model.
func byRunSteps(res *engine.Result, steps int) int {
	if res.LimitsOnly {
		return steps * limitsOnlyFactor
	}
	return steps
}

// limitsOnlyFactor: see byRunSteps.
const limitsOnlyFactor = 3

// zeroPadded supplies vals, then zeros: a run that ended at a limit of
// the model read no inputs after it, and goes on past it with zeros (a
// loop that allocates a fixed number of objects fills its malloc'd
// objects with inputs).
func zeroPadded(vals []interp.Value) interp.Inputs {
	seq := interp.NewSeqInputs(vals)
	return interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
		if seq.Next < len(seq.Vals) {
			return seq.Havoc(e, t)
		}
		return interp.ZeroValue(t), nil
	})
}

// deeperRecursion is one step of deeper's schedule for the recursion
// depth; largerPools one step of every heap pool's (half as many again,
// at most maxHeapPool); largerSitePool one step of the pool of the
// allocation site whose heap-pool check a run met (the others keep
// theirs: every object costs a case at each dereference and in the
// memtrack checks, so a table of ten malloc'd entries should not give
// its one-off allocations thirteen objects each).
func deeperRecursion(o cfront.Options, _ *program.CheckInfo) cfront.Options {
	o.RecursionDepth = deeper(o.RecursionDepth)[0]
	return o
}

func largerPools(o cfront.Options) cfront.Options {
	o.HeapPool = min(o.HeapPool+max(1, o.HeapPool/2), maxHeapPool)
	return o
}

func largerSitePool(o cfront.Options, met *program.CheckInfo) cfront.Options {
	if met == nil || met.Kind != program.CheckHeapPool {
		return largerPools(o)
	}
	cur := max(o.HeapPool, o.SitePools[met.Pos])
	if cur <= 0 {
		cur = cfront.DefaultHeapPool
	}
	pools := maps.Clone(o.SitePools)
	if pools == nil {
		pools = map[program.Pos]int{}
	}
	pools[met.Pos] = min(cur+max(1, cur/2), maxHeapPool)
	o.SitePools = pools
	return o
}

// sitePoolsText says how large the heap pools of o are.
func sitePoolsText(o cfront.Options) string {
	pool := o.HeapPool
	if pool <= 0 {
		pool = cfront.DefaultHeapPool
	}
	var sites []string
	for pos, n := range o.SitePools {
		if n > pool {
			sites = append(sites, fmt.Sprintf("%d at %s:%d", n, filepath.Base(pos.File), pos.Line))
		}
	}
	if len(sites) == 0 {
		return fmt.Sprintf("heap pools of %d objects", pool)
	}
	sort.Strings(sites)
	return fmt.Sprintf("heap pools of %d objects (%s)", pool, strings.Join(sites, ", "))
}

// deepeningLocations bounds the program that deepening recursion lowers:
// a deeper inlining with more locations is not tried.
const deepeningLocations = 200_000

// maxModelCells bounds the scalars of all objects of a program that
// capacity deepening lowers.
const maxModelCells = 1 << 23

// modelCells is the number of scalars the objects of p hold.
func modelCells(p *program.Program) int64 {
	var n int64
	for _, v := range p.Objects {
		n += interp.HeldCells(v.Type)
	}
	return n
}

// sameCheck reports whether q has a check of c's ID with c's comment:
// the same limit, which a new lowering did not move.
func sameCheck(q *program.Program, c *program.CheckInfo) bool {
	for _, d := range q.Checks {
		if d.ID == c.ID {
			return d.Comment == c.Comment
		}
	}
	return false
}

// maxHeapPool bounds the pools that deepening tries (from --heap-pool's
// default, half as large again each time).
const maxHeapPool = 1024

// hasCheck reports whether p has checks of kind k: recursion-depth checks
// (the front end cut a recursion at the depth asked for) or heap-pool
// checks (an allocation site in a loop).
func hasCheck(p *program.Program, k program.CheckKind) bool {
	for _, c := range p.Checks {
		if c.Kind == k {
			return true
		}
	}
	return false
}

// deepens reports whether a check of kind k is a limit of the model that
// a new lowering can raise: the recursion depth or the heap's pools.
func deepens(k program.CheckKind) bool {
	return k == program.CheckRecursion || k == program.CheckHeapPool || k == program.CheckCapacity
}

// limits returns a context that ends timeout after start or when the
// heap grows past memLimit (0: no limit).
func limits(start time.Time, timeout time.Duration, memLimit int64) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	var stops []func()
	if timeout > 0 {
		c2, cancel2 := context.WithDeadlineCause(ctx, start.Add(timeout), errors.New("timeout"))
		ctx = c2
		stops = append(stops, cancel2)
	}
	if memLimit > 0 {
		stops = append(stops, watchMemory(memLimit, cancel))
	}
	var once sync.Once // the watchdog may call it too
	return ctx, func() {
		once.Do(func() {
			for _, s := range stops {
				s()
			}
			cancel(nil)
		})
	}
}
func showChecks(w io.Writer, p *program.Program, keep map[*program.CheckInfo]bool) {
	for _, c := range p.Checks {
		mark := ""
		if !keep[c] {
			mark = " (not checked)"
		}
		fmt.Fprintf(w, "%s %s %s %s%s\n", c.ID, c.Kind, c.Pos, c.Comment, mark)
	}
	if len(p.Bodiless) > 0 {
		fmt.Fprintf(w, "functions without body: %s (any result and effect: a counterexample through them is UNKNOWN)\n", strings.Join(p.Bodiless, ", "))
	}
}
