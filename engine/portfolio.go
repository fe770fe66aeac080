package engine

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// stopGrace is how long the portfolio waits, after the first definite
// answer, for the other engines to stop and hand in their statistics.
const stopGrace = 2 * time.Second

// limitGrace is how long the portfolio waits for its engines once the
// caller's limits have ended (the timeout, the memory limit): an engine
// that has not stopped by then is left behind, and the run reports the
// limit with the figures of the engines that stopped. The command's
// watchdog gives the whole run a little more than this to print.
var limitGrace = 200 * time.Millisecond // a variable for tests

// helperGrace is how long helper engines (a helper is an engine that
// only helps beside others: concrete testing in the background) run on
// after every other engine gave up without an answer.
var helperGrace = 10 * time.Second // a variable for tests

// A helper engine only helps beside others (helper reports true): the
// portfolio stops it helperGrace after every other engine ended without
// an answer, so that it does not keep an undecided task running to its
// time limit.
type helper interface{ helper() bool }

func isHelper(e Engine) bool {
	h, ok := e.(helper)
	return ok && h.helper()
}

// Run runs engines in parallel on t and returns the first definite answer
// (a True, or a False confirmed by replay); the other engines are then
// stopped. Without one it returns the first engine's Unknown, or an
// internal error when an engine failed. A panic in an engine is recovered
// and reported as that engine's internal error; it does not cost another
// engine's definite answer. The result's statistics hold the answering
// engine and every engine's figures, in the order of engines.
func Run(ctx context.Context, t *Task, engines []Engine) *Result {
	if len(engines) == 0 {
		return &Result{Reason: "no engine selected", Internal: errors.New("no engine selected")}
	}
	if (len(t.Discharged) > 0 || t.Cone.Edges > 0) && !openChecks(t.Program) {
		// The range analysis proved every check, or no check of the
		// property is reachable: nothing is left to any engine, and
		// there is no abstraction or invariant to show.
		out := &Result{Engine: "range analysis", Verdict: True}
		if len(t.Discharged) == 0 {
			out.Engine = "cone of influence"
		}
		out.Stats.Add("", "engine", "answered by", out.Engine)
		if len(t.Discharged) == 0 {
			t.progressf(out.Engine, "no check of the property is reachable: TRUE")
		} else {
			t.progressf(out.Engine, "every check discharged: TRUE")
		}
		if t.TrueBlocked != "" {
			out.Verdict, out.Reason = Unknown, t.TrueBlocked
		}
		return out
	}
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	t.stopOthers = cancel
	type answer struct {
		i int
		r *Result
	}
	answers := make(chan answer, len(engines))
	// Leaders start first, with the helpers (concrete testing on a small
	// share finds a shallow bug at once); the others (waiting) when the
	// leaders have ended without an answer, or after leaderHead, when the
	// leaders are stopped: a straight-line program that one bounded check
	// does not decide in that time is left to the engines that search
	// more cleverly (k-induction's bounded search reaches the same
	// formula if it must), and does not take their cores.
	leaderCtx, stopLeaders := context.WithCancel(runCtx)
	defer stopLeaders()
	headOver := false
	var waiting []int
	leaders := 0
	for _, e := range engines {
		if isLeader(e) {
			leaders++
		}
	}
	for i, e := range engines {
		if isLeader(e) {
			go func() { answers <- answer{i, runOne(leaderCtx, ctx, t, e)} }()
		} else if leaders > 0 && isHelper(e) {
			go func() { answers <- answer{i, runOne(runCtx, ctx, t, e)} }()
		} else {
			waiting = append(waiting, i)
		}
	}
	var headTimer <-chan time.Time
	startWaiting := func() {
		for _, i := range waiting {
			e := engines[i]
			go func() { answers <- answer{i, runOne(runCtx, ctx, t, e)} }()
		}
		waiting, headTimer = nil, nil
	}
	leadersRunning := leaders // started and not yet answered
	if leaders == 0 {
		startWaiting()
	} else if len(waiting) > 0 {
		headTimer = time.After(leaderHead)
	}
	results := make([]*Result, len(engines))
	var final *Result
	// With seeds from the round before (Task.Seeds), directed testing
	// is the engine that carries the deepening: another engine's run
	// beyond the depth is held until directed testing ends, whose
	// complete exploration gives the next round its seeds.
	var heldDeep *Result
	directedRunning := false
	if t.Seeds != nil {
		for _, e := range engines {
			if _, ok := e.(*Directed); ok {
				directedRunning = true
			}
		}
	}
	var timer, helperTimer, limitTimer <-chan time.Time
	limitsEnded := ctx.Done()
	helpers := 0 // helper engines started or waiting, not ended
	for _, e := range engines {
		if isHelper(e) {
			helpers++
		}
	}
	// dropWaiting gives up the engines not started: the run is over.
	pending := len(engines)
	dropWaiting := func() {
		for _, i := range waiting {
			if isHelper(engines[i]) {
				helpers--
			}
		}
		pending -= len(waiting)
		waiting, headTimer = nil, nil
	}
collect:
	for pending > 0 {
		var a answer
		select {
		case a = <-answers:
		case <-headTimer:
			headOver = true
			stopLeaders()
			startWaiting()
			continue
		case <-timer:
			break collect // the others did not stop in time: go without their figures
		case <-limitsEnded:
			limitsEnded, limitTimer = nil, time.After(limitGrace)
			dropWaiting()
			continue
		case <-limitTimer:
			break collect // past the limits: go with what has come in
		case <-helperTimer:
			helperTimer = nil
			cancel() // the helpers' last time is over
			continue
		}
		pending--
		if isHelper(engines[a.i]) {
			helpers--
		}
		if isLeader(engines[a.i]) {
			leadersRunning--
			if headOver && a.r.Verdict == Unknown && ctx.Err() == nil && runCtx.Err() == nil {
				a.r.Reason = fmt.Sprintf("stopped after its head start of %v: the other engines took over", leaderHead)
			}
		}
		results[a.i] = a.r
		t.progressf(a.r.Engine, "%s", describe(a.r))
		_, isDirected := engines[a.i].(*Directed)
		if isDirected {
			directedRunning = false
			if final == nil && heldDeep != nil && a.r.Internal == nil && a.r.Verdict == Unknown && !a.r.TooDeep {
				a.r = heldDeep
			}
		}
		if final == nil && directedRunning && !isDirected && a.r.Internal == nil && a.r.Verdict == Unknown && a.r.TooDeep {
			if heldDeep == nil {
				heldDeep = a.r
				t.progressf(a.r.Engine, "held while directed testing explores from the seeds")
			}
		} else if final == nil && a.r.Internal == nil && (a.r.Verdict != Unknown || a.r.TooDeep) {
			// A counterexample that reaches a recursion-depth check
			// ends the run too: no engine can prove the program at this
			// depth, and a bug is found at a deeper one as well.
			final = a.r
			cancel()
			timer = time.After(stopGrace)
			dropWaiting()
		}
		if leadersRunning == 0 && len(waiting) > 0 {
			startWaiting() // the leaders gave up
		}
		if final == nil && pending > 0 && pending == helpers && helperTimer == nil && !t.helpersAlone.Load() {
			// Every main engine gave up: the helpers get the cores, for
			// a while, so that the run ends about when it would without them.
			t.helpersAlone.Store(true)
			helperTimer = time.After(helperGrace)
		}
	}
	if final == nil && heldDeep != nil {
		final = heldDeep
	}
	if final == nil {
		final = undecided(results)
		if ctx.Err() != nil && final.Internal == nil && !strings.HasPrefix(final.Reason, dependsOn) {
			// The run ended at a limit: that is the reason, whichever
			// engine gave up before it for a reason of its own (the
			// straight-line check's head start, say).
			// So it is when no engine that returned says so: the
			// others were still running, or a FALSE found by running
			// stopped them (Result.Ran) and its replay outlasted the
			// limit; their "stopped: another engine answered" or the
			// bounded search's "nothing up to unwind 32" would say
			// why they stopped, not why the run did.
			limit := bitvec.LimitReason(ctx)
			final = &Result{Reason: limit}
			for _, r := range results {
				if r != nil && r.Reason == limit {
					final = r
					break
				}
			}
		}
		if final.Engine == "" && ctx.Err() != nil {
			final = &Result{Reason: bitvec.LimitReason(ctx)} // no engine stopped in time
		}
	}
	disagreement := contradiction(results)
	if disagreement != nil && final.Verdict == True {
		// A replayed counterexample outweighs a proof: the prover is wrong.
		for _, r := range results {
			if r != nil && r.Verdict == False {
				final = r
			}
		}
	}
	out := *final
	out.Stats = nil
	out.Stats.Add("", "engine", "answered by", final.Engine)
	for _, r := range results {
		if r == nil {
			continue
		}
		out.Stats = append(out.Stats, r.Stats...)
		if out.BoolProgram == nil {
			out.BoolProgram = r.BoolProgram
		}
		if r.Internal != nil && r != final {
			out.Faults = append(out.Faults, r.Internal)
		}
	}
	if disagreement != nil {
		out.Faults = append(out.Faults, disagreement)
	}
	out.Proof = t.withoutSliced(out.Proof)
	if out.Verdict == True && t.TrueBlocked != "" {
		out.Verdict, out.Reason, out.Proof = Unknown, t.TrueBlocked, nil
	}
	return &out
}

// contradiction reports engines that answered both TRUE and FALSE: a
// soundness bug in the one that answered TRUE, since a FALSE is only
// believed after its counterexample replayed.
func contradiction(results []*Result) error {
	var proved, refuted *Result
	for _, r := range results {
		switch {
		case r == nil || r.Internal != nil:
		case r.Verdict == True:
			proved = r
		case r.Verdict == False:
			refuted = r
		}
	}
	if proved == nil || refuted == nil {
		return nil
	}
	return fmt.Errorf("engines disagree: %s answered TRUE, but the counterexample of %s for %s replays", proved.Engine, refuted.Engine, refuted.Check.ID)
}

// undecided picks the answer when no engine decided: an internal error if
// an engine failed, else a counterexample through a function without body
// (Confirm: the error may be reachable, which says more than a limit),
// else the first engine's reason.
func undecided(results []*Result) *Result {
	for _, r := range results {
		if r != nil && r.Internal != nil {
			return r
		}
	}
	for _, r := range results {
		if r != nil && strings.HasPrefix(r.Reason, dependsOn) {
			return r
		}
	}
	for _, r := range results {
		if r != nil {
			return r
		}
	}
	return &Result{Reason: "no engine answered"}
}

// runOne runs one engine in its own goroutine's frame: a panic becomes an
// internal error with the stack; a False is confirmed by replay on the
// source program; an Unknown after the end of limits (the caller's
// context) says which limit.
func runOne(runCtx, limits context.Context, t *Task, e Engine) (res *Result) {
	defer func() {
		if r := recover(); r != nil {
			if bitvec.IsInterrupted(r) && runCtx.Err() != nil {
				// Loading clauses stopped at the end of the run (a
				// phase that does not catch it itself): no fault.
				res = &Result{Engine: e.Name(), Reason: "stopped: another engine answered"}
				if limits.Err() != nil {
					res.Reason = bitvec.LimitReason(limits)
				}
				return
			}
			err := &PanicError{Value: r, Stack: debug.Stack()}
			res = &Result{Engine: e.Name(), Internal: err, Reason: "internal error: " + oneLine(err.Error())}
		}
	}()
	r, err := e.Run(runCtx, t)
	if err != nil {
		if r == nil {
			r = &Result{}
		}
		r.Internal = err
	}
	if r == nil {
		r = &Result{Internal: errors.New("engine returned no result")}
	}
	r.Engine = e.Name()
	if r.Internal != nil {
		r.Verdict = Unknown
		r.Reason = "internal error: " + oneLine(r.Internal.Error())
		return r
	}
	switch r.Verdict {
	case False:
		if r.Ran && t.stopOthers != nil {
			// The interpreter already ran into the violation: the
			// others are stopped before the replay (a run of 10^7
			// edges again, for the trace) rather than after it.
			t.stopOthers()
		}
		var inconclusive *InconclusiveError
		var tooDeep *TooDeepError
		if err := Confirm(t.source(), r); errors.As(err, &inconclusive) {
			r.Verdict, r.Reason = Unknown, err.Error()
		} else if errors.As(err, &tooDeep) {
			r.Verdict, r.Reason, r.TooDeep, r.Limit = Unknown, err.Error(), true, tooDeep.Limit
		} else if err != nil {
			r.Verdict, r.Internal = Unknown, err
			r.Reason = "internal error: " + oneLine(err.Error())
		}
	case Unknown:
		if limits.Err() != nil {
			r.Reason = bitvec.LimitReason(limits)
		} else if runCtx.Err() != nil {
			r.Reason = "stopped: another engine answered"
		}
	}
	if !r.TooDeep {
		r.LimitsOnly, r.Seeds = false, nil // said of runs beyond a limit only
	}
	return r
}

// A PanicError is a panic recovered in an engine.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("panic: %v", e.Value) }

// Confirm replays a False result's inputs in the interpreter on p and
// keeps the replayed run; the violation must be reached, or the result is
// no counterexample (an internal error: the engine and the interpreter
// disagree). This is the one place where a FALSE is confirmed; engines
// only report inputs. A Replay already set is checked the same way. A
// run that depends on the result or effect of a function without body
// (interp.Result.Bodiless) is inconclusive: those values are invented.
func Confirm(p *program.Program, r *Result) error {
	rep := r.Replay
	if rep == nil {
		var err error
		rep, err = interp.Run(p, interp.NewSeqInputs(r.Inputs), interp.Options{MaxSteps: ReplayMaxSteps, TraceWindow: ReplayTraceWindow})
		if err != nil {
			return fmt.Errorf("replay of the counterexample: %w", err)
		}
	}
	if rep.Status == interp.Undefined && r.Check != nil {
		where := ""
		if rep.Edge != nil {
			where = " at " + rep.Edge.Pos.String()
		}
		return &InconclusiveError{fmt.Sprintf("the counterexample to %s passes through undefined behaviour%s: %s", r.Check.ID, where, rep.Reason)}
	}
	if rep.Status != interp.Violated {
		what := "the counterexample"
		if r.Check != nil {
			what += " for " + r.Check.ID
		}
		return fmt.Errorf("%s does not replay: the interpreter ends with %s %s", what, rep.Status, rep.Reason)
	}
	if strings.HasSuffix(rep.Bodiless, contractResult) {
		// The result of a call replaced by its contract (cfront): the
		// program is an over-approximation; end the run as a
		// recursion-depth check does.
		return &TooDeepError{fmt.Sprintf(bodilessReason+"%s", rep.Bodiless), program.CheckRecursion}
	}
	if strings.HasPrefix(rep.Bodiless, program.EnvironmentPrefix) {
		return &InconclusiveError{fmt.Sprintf(dependsOn+"%s, whose objects the model does not have", rep.Bodiless)}
	}
	if rep.Bodiless != "" {
		return &InconclusiveError{fmt.Sprintf(bodilessReason+"%s, which has no body", rep.Bodiless)}
	}
	if rep.Untracked != "" {
		return &InconclusiveError{fmt.Sprintf("the counterexample to %s at %s rests on an access the typed memory model does not follow (%s; C may allow it)", rep.Check.ID, rep.Check.Pos, rep.Untracked)}
	}
	if rep.Check.Kind == program.CheckRecursion || rep.Check.Kind == program.CheckHeapPool {
		return &TooDeepError{fmt.Sprintf("%s at %s: %s", rep.Check.ID, rep.Check.Pos, rep.Check.Comment), rep.Check.Kind}
	}
	if rep.Check.Kind == program.CheckCapacity {
		// A larger capacity may decide (the command line lowers the
		// program again).
		return &TooDeepError{fmt.Sprintf("%s at %s: beyond the model: %s", rep.Check.ID, rep.Check.Pos, rep.Check.Comment), program.CheckCapacity}
	}
	r.Replay, r.Check = rep, rep.Check
	return nil
}

// contractResult is cfront.ContractResult: it ends the name of the
// havoc of a call's result given by a contract.
const contractResult = " by its contract"

// bodilessReason starts the reason of a counterexample through a function
// without body.
const bodilessReason = dependsOn + "function "

// dependsOn starts the reason of a counterexample through an invented
// value: a body-less function's or the environment's (main's argv).
const dependsOn = "depends on "

// ReplayMaxSteps bounds Confirm's replay: above the largest step limit of
// concrete testing (concrete.DefaultLimits).
const ReplayMaxSteps = 200_000_000

// ReplayTraceWindow is the trace Confirm keeps of a long replay: the
// first and the last steps (interp.Options.TraceWindow); the inputs are
// all kept.
const ReplayTraceWindow = 5000

// An InconclusiveError is a counterexample that replays but shows no bug:
// its run stops at an operation C leaves undefined and no check verifies
// (an invalid dereference, say) before the violation, where the encoding
// gave the operation some value and C gives it none; or
// it depends on the result or effect of a function without body, whose
// values the encoding invented; or
// its violated pointer check failed only because memory is typed (the
// pointer is inside a live object, at no part of the accessed type:
// interp.Result.Untracked), an access C may allow. No bug of the engine
// either: the answer is UNKNOWN with Reason.
type InconclusiveError struct{ Reason string }

func (e *InconclusiveError) Error() string { return e.Reason }

// A TooDeepError is a counterexample that replays to a recursion-depth
// check (program.CheckRecursion): the program recurses deeper than the
// front end inlined; or to a heap-pool check (program.CheckHeapPool): an
// allocation site allocates more objects than its pool holds; or to a
// vla-capacity check (program.CheckCapacity): an array or heap object is
// longer than its modelled capacity. No bug of the program: the answer is
// UNKNOWN, and the caller may lower the program again with deeper
// recursion, larger pools or a larger capacity (Limit says which).
type TooDeepError struct {
	Reason string
	Limit  program.CheckKind
}

func (e *TooDeepError) Error() string { return e.Reason }

func describe(r *Result) string {
	switch {
	case r.Internal != nil:
		return "internal error: " + oneLine(r.Internal.Error())
	case r.Verdict == Unknown:
		return "UNKNOWN (" + r.Reason + ")"
	}
	return r.Verdict.String()
}

// openChecks reports whether p has a check whose condition is not the
// constant true.
func openChecks(p *program.Program) bool {
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*program.Check); ok {
				if k, isConst := c.Cond.(*program.Const); !isConst || k.IsZero() {
					return true
				}
			}
		}
	}
	return false
}
