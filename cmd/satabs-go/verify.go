package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/satabs-go/satabs-go/aiger"
	"io"
	"os"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/concolic"
	"github.com/satabs-go/satabs-go/engine"
	"github.com/satabs-go/satabs-go/internal/fault"
	"github.com/satabs-go/satabs-go/program"
)

// engineChoice reads the flags that pick engines: --bmc (the bounded
// engine at one bound), --engine, --portfolio=false (predicate abstraction
// alone), or the default portfolio.
func (o *options) engineChoice() ([]string, engine.Config, error) {
	cfg := engine.Config{MaxIterations: o.maxIterations, Cartesian: o.abstraction == "cartesian",
		Block: o.block, GlobalPrecision: o.precision == "global", MinimisePredicates: o.minimise, NoAcceleration: !o.accelerate}
	switch {
	case o.bmc && o.engines != "":
		return nil, cfg, errors.New("satabs-go: error: --bmc and --engine exclude each other")
	case o.algorithm != "" && (o.bmc || o.engines != "" || o.kInduction || !o.portfolio):
		return nil, cfg, errors.New("satabs-go: error: --algorithm excludes --bmc, --engine, --k-induction and --portfolio")
	case o.algorithm == "predabs" || o.algorithm == "impact":
		return []string{o.algorithm}, cfg, nil
	case o.algorithm != "":
		return nil, cfg, fmt.Errorf("satabs-go: error: --algorithm %q: want predabs or impact", o.algorithm)
	case o.kInduction && (o.bmc || o.engines != ""):
		return nil, cfg, errors.New("satabs-go: error: --k-induction excludes --bmc and --engine")
	case o.kInduction:
		return []string{"kind"}, cfg, nil
	case o.bmc:
		cfg.Unwind, cfg.FixedUnwind, cfg.UnwindingAssertions = o.unwind, true, o.unwindingAssertions
		return []string{"bmc"}, cfg, nil
	case o.engines != "" && !o.portfolio:
		return nil, cfg, errors.New("satabs-go: error: --engine and --portfolio=false exclude each other")
	case o.engines != "":
		return strings.Split(o.engines, ","), cfg, nil
	case !o.portfolio:
		return []string{"predabs"}, cfg, nil
	}
	return engine.Default, cfg, nil
}

// verify runs the chosen engines on the prepared program and reports.
// When the answer is UNKNOWN because the program recurses deeper than it
// was lowered for, retry (when not nil) lowers it deeper: the engines run
// again on that program, or, when it gives none, the answer stays UNKNOWN
// with the reason retry gives added.
func (o *options) verify(ctx context.Context, p *program.Program, trueBlocked string, stdout, stderr io.Writer, start time.Time, retry func(*engine.Result) (*program.Program, string)) int {
	fault.Point("cmd/verify")
	names, cfg, err := o.engineChoice()
	if err != nil {
		return o.inputError(stdout, stderr, err.Error(), "bad command line")
	}
	if cfg.Predicates, err = readPredicates(o.predicates, p); err != nil {
		return o.inputError(stdout, stderr, err.Error(), "bad predicates file")
	}
	cfg.Background = len(names) > 1 // concrete testing takes a small share beside others
	engines, err := engine.New(names, cfg)
	if err != nil {
		return o.inputError(stdout, stderr, "satabs-go: error: --engine: "+err.Error(), "bad command line")
	}
	var task *engine.Task
	var res *engine.Result
	cutRoundsOver := false
	summarised, rounds := false, 0
	firstRound := true
	var seeds []concolic.Seed // directed testing's, from the round before
	if o.argvProgram != nil && readsEnvironment(p) && ctx.Err() == nil {
		// main reads its argv, which the program verified leaves
		// unknown: a counterexample through it is no FALSE, and a
		// proof over every argv rarely comes. Look for a bug with C's
		// arguments, bounded, first, for a part of the time (the
		// rounds below would keep the whole of it when they time out).
		aq, aTask, aRes, err := o.argvRound(ctx, names, cfg, argvFirstShare, argvFirstDefault, "main reads its arguments: first looking for a counterexample with them modelled (at most 3 strings of 8 characters)", stderr)
		if err != nil {
			return o.inputError(stdout, stderr, err.Error(), "bad command line")
		}
		if aRes != nil {
			p, task, res = aq, aTask, aRes
		}
	}
	// The rounds (deeper recursion, larger pools) end by break; none
	// when the first round with main's arguments found a bug.
	for found := res != nil; !found; {
		prepStart := time.Now()
		task = engine.PrepareContext(ctx, p)
		task.TrueBlocked = trueBlocked
		task.Seeds, seeds = seeds, nil
		if firstRound {
			// The time to the first engine step: the front end, then
			// Prepare's passes.
			o.prepare, o.firstStep = time.Since(prepStart), time.Since(start)
			firstRound = false
		}
		if o.verbose {
			task.Progress = stderr
			fmt.Fprintf(stderr, "satabs-go: program prepared in %s: first engine step at %s\n", o.prepare.Round(time.Millisecond), o.firstStep.Round(time.Millisecond))
			if task.DischargeCandidates > 0 {
				fmt.Fprintf(stderr, "satabs-go: ranges: %d of %d checks discharged\n", len(task.Discharged), task.DischargeCandidates)
			}
			if task.Cone.Locs > 0 {
				fmt.Fprintf(stderr, "satabs-go: cone of influence: %d locations after the last check of the property removed\n", task.Cone.Locs)
			}
			if task.Slice.Assigns > 0 {
				fmt.Fprintf(stderr, "satabs-go: data-dependence slice: %d assignments no check or branch depends on removed\n", task.Slice.Assigns)
			}
			if task.Irreducible != nil {
				fmt.Fprintf(stderr, "satabs-go: bounded engines disabled: %v\n", task.Irreducible)
			}
		}
		res = engine.Run(ctx, task, engines)
		if retry == nil || res.Verdict != engine.Unknown || !res.TooDeep || res.Internal != nil {
			break
		}
		// A counterexample reached the depth the recursion is inlined to,
		// which ends the round at once (concrete testing meets one almost
		// at once in a recursion its inputs do not bound). A bug within
		// that depth is still a bug: look for one, for a part of the time
		// left, in the program whose deeper calls are cut, before going
		// deeper.
		// One such round that runs out of its time is the last.
		if res.LimitsOnly {
			// Directed testing explored every path within the limits:
			// the round below has nothing to find.
			if o.verbose {
				fmt.Fprintf(stderr, "satabs-go: no counterexample within the model's limits (every path there explored): no round with them cut\n")
			}
		} else if cut := cutRecursion(p); cut != nil && !cutRoundsOver {
			cutTask, cutRes, err := o.cutRound(ctx, cut, names, cfg, trueBlocked, stderr)
			if err != nil {
				return o.inputError(stdout, stderr, err.Error(), "bad command line")
			}
			if cutRes.Verdict == engine.False {
				p, task, res = cut, cutTask, cutRes
				break
			}
			cutRoundsOver = cutRes.Verdict == engine.Unknown && ctx.Err() == nil && cutRes.Reason == "timeout"
		}
		// Try once to prove the program with contracts of its recursive
		// functions: a TRUE of the program whose deeper calls are
		// replaced by proved contracts is a TRUE; any other answer of that
		// over-approximation means nothing, and the rounds go on as
		// without it. It comes after contractAfterRounds rounds (or when
		// the cut rounds are over, the program is large, or there is no
		// deeper program), so that what the deepening decides is decided
		// as fast as without contracts.
		rounds++
		tryContracts := func() bool {
			if o.summarise == nil || summarised {
				return false
			}
			summarised = true
			cTask, cRes, err := o.contractRound(ctx, names, cfg, trueBlocked, stderr)
			if err != nil || cRes == nil || cRes.Verdict != engine.True {
				return false
			}
			p, task, res = cTask.Source, cTask, cRes
			return true
		}
		if (rounds >= contractAfterRounds || cutRoundsOver || len(p.Locs) > contractAfterLocations) && tryContracts() {
			break
		}
		q, why := retry(res)
		if q != nil && o.skippedRounds > 0 {
			// The deepening jumped over rounds (deepenByRun): they
			// count for the contracts as if they had run.
			rounds += o.skippedRounds
			o.skippedRounds = 0
			if rounds >= contractAfterRounds && tryContracts() {
				break
			}
		}
		if q == nil {
			if tryContracts() {
				break
			}
			if why != "" {
				res.Reason += "; " + why
			}
			break
		}
		if res.Limit == program.CheckRecursion && res.LimitsOnly {
			// q is p with recursion inlined deeper (retry): directed
			// testing goes on from the runs that went deeper than p's.
			seeds = res.Seeds
		}
		p = q
		// Predicates name the variables of a program: read them again.
		// The engines start afresh.
		if cfg.Predicates, err = readPredicates(o.predicates, p); err != nil {
			return o.inputError(stdout, stderr, err.Error(), "bad predicates file")
		}
		if engines, err = engine.New(names, cfg); err != nil {
			return o.inputError(stdout, stderr, "satabs-go: error: --engine: "+err.Error(), "bad command line")
		}
	}
	if res.Verdict == engine.Unknown && res.Internal == nil && !res.TooDeep && hasEnvironment(p) && o.argvProgram != nil && ctx.Err() == nil {
		// The counterexample went through main's argv, which the
		// program verified leaves unknown: look for one with C's
		// arguments, bounded, in the rest of the time (a TRUE of that
		// program means nothing; the first round with them, when main
		// reads them, had a part of the time only).
		aq, aTask, aRes, err := o.argvRound(ctx, names, cfg, 1, argvRoundDefault, "main's arguments modelled (at most 3 strings of 8 characters): looking for a counterexample with them", stderr)
		if err != nil {
			return o.inputError(stdout, stderr, err.Error(), "bad command line")
		}
		if aRes != nil {
			p, task, res = aq, aTask, aRes
		}
	}
	for _, f := range res.Faults {
		fmt.Fprintf(stderr, "satabs-go: internal error in an engine whose answer was not needed: %v\n", f)
		printStack(stderr, f)
	}
	if err := writeBoolProgram(o.writeBP, res.BoolProgram, boolprog.WriteBP); err != nil {
		fmt.Fprintf(stderr, "satabs-go: error: --write-bp: %v\n", err)
	}
	if err := writeBoolProgram(o.writeSMV, res.BoolProgram, boolprog.WriteSMV); err != nil {
		fmt.Fprintf(stderr, "satabs-go: error: --write-smv: %v\n", err)
	}
	if err := writeBoolProgram(o.writeAigerAbstract, res.BoolProgram, aiger.WriteBoolProgram); err != nil {
		fmt.Fprintf(stderr, "satabs-go: error: --write-aiger-abstract: %v\n", err)
	}
	stats := res.Stats
	if task.DischargeCandidates > 0 {
		stats = append(stats, engine.Stat{Key: "ranges_discharged_checks", Label: "checks discharged by ranges", Value: fmt.Sprintf("%d of %d", len(task.Discharged), task.DischargeCandidates)})
	}
	if task.Cone.Locs > 0 {
		stats = append(stats, engine.Stat{Key: "cone_removed_locations", Label: "locations outside the checks' cone", Value: task.Cone.Locs})
	}
	if task.Slice.Assigns > 0 {
		stats = append(stats, engine.Stat{Key: "slice_removed_assignments", Label: "assignments outside the data slice", Value: task.Slice.Assigns})
	}
	if o.frontEnd > 0 {
		stats = append(stats, engine.Stat{Key: "front_end_seconds", Label: "front end time", Value: o.frontEnd})
	}
	stats = append(stats, engine.Stat{Key: "prepare_seconds", Label: "prepare time", Value: o.prepare})
	stats = append(stats, engine.Stat{Key: "first_engine_step_seconds", Label: "time to the first engine step", Value: o.firstStep})
	stats = append(stats, engine.Stat{Key: "total_seconds", Label: "total time", Value: time.Since(start)})
	if o.json {
		o.jsonStats = stats.Map()
	} else if o.stats {
		stats.WriteText(stdout)
	}
	o.task, o.proof = task, res.Proof
	switch {
	case res.Internal != nil:
		fmt.Fprintf(stderr, "satabs-go: internal error: %s: %v\n", res.Engine, res.Internal)
		printStack(stderr, res.Internal)
		return o.finish(stdout, outcome{code: exitInternal, reason: "internal error: " + res.Internal.Error()}, p, nil)
	case res.Verdict == engine.True:
		return o.finish(stdout, outcome{code: exitTrue}, p, nil)
	case res.Verdict == engine.False:
		return o.finish(stdout, outcome{code: exitFalse, prop: res.Check.Kind.Property()}, p, res.Replay)
	}
	return o.finish(stdout, outcome{code: exitUnknown, reason: res.Reason}, p, nil)
}

// hasEnvironment reports whether p havocs a pointer main gets from C's
// startup (program.EnvironmentPrefix): argv, which p leaves unknown.
func hasEnvironment(p *program.Program) bool {
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && strings.HasPrefix(h.Bodiless, program.EnvironmentPrefix) {
			return true
		}
	}
	return false
}

// readsEnvironment reports whether p reads a pointer main gets from C's
// startup (hasEnvironment) anywhere but in the havoc that sets it.
func readsEnvironment(p *program.Program) bool {
	env := map[*program.Var]bool{}
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && strings.HasPrefix(h.Bodiless, program.EnvironmentPrefix) {
			if r, ok := h.LHS.(*program.VarRef); ok {
				env[r.Var] = true
			}
		}
	}
	if len(env) == 0 {
		return false
	}
	reads := func(x program.Expr) bool {
		found := false
		program.Walk(x, func(y program.Expr) bool {
			if r, ok := y.(*program.VarRef); ok && env[r.Var] {
				found = true
			}
			return !found
		})
		return found
	}
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && strings.HasPrefix(h.Bodiless, program.EnvironmentPrefix) {
			continue
		}
		for _, x := range program.StmtExprs(e.Stmt) {
			if reads(x) {
				return true
			}
		}
	}
	return false
}

// argvBlocked is why the program with main's arguments modelled proves
// nothing; argvRoundDefault is its round's time without a time limit.
const (
	argvBlocked      = "main's arguments are modelled for counterexamples only: at most 3 strings of at most 8 characters"
	argvRoundDefault = 60 * time.Second
	// argvFirstShare: the part of the time left that the first round
	// with main's arguments modelled gets, when main reads them
	// (argvFirstDefault without a time limit).
	argvFirstShare   = 4
	argvFirstDefault = 20 * time.Second
)

// cutRecursion returns a copy of p whose recursion-depth and heap-pool
// checks are assumptions (a recursion-depth check is check(false), so
// assume(false)): its executions are those of p that stay within the
// depth and the pools p was lowered for, so each of its counterexamples
// is one of p. It returns nil when p has no such check.
func cutRecursion(p *program.Program) *program.Program {
	q := program.Clone(p)
	cut := false
	for _, l := range q.Locs {
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*program.Check); ok && c.Check != nil && deepens(c.Check.Kind) {
				e.Stmt = &program.Assume{Cond: c.Cond}
				cut = true
			}
		}
	}
	if !cut {
		return nil
	}
	var checks []*program.CheckInfo
	for _, c := range q.Checks {
		if !deepens(c.Kind) {
			checks = append(checks, c)
		}
	}
	q.Checks = checks
	return q
}

// argvRound runs fresh engines on the program with main's arguments
// modelled, for a part of the time left (sideRound's share and
// fallback); it returns that program, its task and the result only for
// a counterexample (nil otherwise: a TRUE there proves nothing).
func (o *options) argvRound(ctx context.Context, names []string, cfg engine.Config, share int, fallback time.Duration, what string, stderr io.Writer) (*program.Program, *engine.Task, *engine.Result, error) {
	q, err := o.argvProgram()
	if err != nil {
		if o.verbose {
			fmt.Fprintf(stderr, "satabs-go: main's arguments not modelled: %v\n", err)
		}
		return nil, nil, nil, nil
	}
	task, res, err := o.sideRound(ctx, q, names, cfg, argvBlocked, share, fallback, what, stderr)
	if err != nil || res.Verdict != engine.False {
		return nil, nil, nil, err
	}
	return q, task, res, nil
}

// cutRoundShare is the part of the time left that a round on the program
// with cut recursion gets (cutRoundDefault without a time limit).
const (
	cutRoundShare   = 4
	cutRoundDefault = 20 * time.Second
)

// cutRound runs fresh engines on the program with cut recursion, for a
// part of the time left.
func (o *options) cutRound(ctx context.Context, cut *program.Program, names []string, cfg engine.Config, trueBlocked string, stderr io.Writer) (*engine.Task, *engine.Result, error) {
	return o.sideRound(ctx, cut, names, cfg, trueBlocked, cutRoundShare, cutRoundDefault, "recursion and heap pools cut at the model's limits: looking for a counterexample within them", stderr)
}

// sideRound runs fresh engines on q, a variant of the program verified
// (recursion cut, or abstracted by contracts), for 1/share of the time
// left (fallback without a time limit); what says in -v what it does.
func (o *options) sideRound(ctx context.Context, q *program.Program, names []string, cfg engine.Config, trueBlocked string, share int, fallback time.Duration, what string, stderr io.Writer) (*engine.Task, *engine.Result, error) {
	var err error
	if cfg.Predicates, err = readPredicates(o.predicates, q); err != nil {
		return nil, nil, err
	}
	engines, err := engine.New(names, cfg)
	if err != nil {
		return nil, nil, errors.New("satabs-go: error: --engine: " + err.Error())
	}
	budget := fallback
	if d, ok := ctx.Deadline(); ok {
		budget = time.Until(d) / time.Duration(share)
	}
	cctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	task := engine.PrepareContext(cctx, q)
	task.TrueBlocked = trueBlocked
	if o.verbose {
		task.Progress = stderr
		fmt.Fprintf(stderr, "satabs-go: %s for %v\n", what, budget.Round(time.Millisecond))
	}
	return task, engine.Run(cctx, task, engines), nil
}

// printInvariants runs the invariant synthesis alone (--show-invariants).
func (o *options) printInvariants(ctx context.Context, stdout, stderr io.Writer, p *program.Program) int {
	if err := engine.ShowInvariants(ctx, engine.PrepareUnsliced(p), stdout); err != nil {
		fmt.Fprintf(stderr, "satabs-go: --show-invariants: %v\n", err)
		return exitUnknown
	}
	return exitTrue
}

// printStack prints the stack of a recovered panic.
func printStack(w io.Writer, err error) {
	var pe *engine.PanicError
	if errors.As(err, &pe) {
		w.Write(pe.Stack)
	}
}

// writeBoolProgram writes bp to path with write; nothing without a path
// or a Boolean program.
func writeBoolProgram(path string, bp *boolprog.Program, write func(io.Writer, *boolprog.Program) error) error {
	if path == "" || bp == nil {
		return nil
	}
	return writeFile(path, func(w io.Writer) error { return write(w, bp) })
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
