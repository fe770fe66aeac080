package concrete

import (
	"context"
	"fmt"
	"time"

	"github.com/satabs-go/satabs-go/internal/threadcpu"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// DefaultLimits are the step limits of the rounds: every strategy runs
// with 10^5 edges, then with four times as many, ... up to 10^8; the
// random strategies go on at the largest with new seeds. Growing by four,
// the rounds before the one that finds a bug cost a third of that round.
var DefaultLimits = []int{100_000, 400_000, 1_600_000, 6_400_000, 25_600_000, 100_000_000}

// cellSweep is the number of edges per scalar cell below which a step
// limit is too small to be worth a run (Search): one sweep over an array
// takes about four edges a cell, and a program over arrays sweeps them
// more than once (fills them, computes, checks). A run that ends before
// its limit costs what it ran whatever the limit, so a higher first limit
// costs more only for runs that never end; each round below it would
// repeat the prefix of every strategy's run.
const cellSweep = 8

// MaxCells bounds the memory of a run: programs whose variables hold more
// scalar cells than this are not run (each cell is an interp.Value).
const MaxCells = 4_000_000

// trackedCells bounds the cells of a program whose run is repeated with
// its input arrays tracked: that run holds the cells it writes in maps,
// several times the memory of a slice.
const trackedCells = 1 << 20

// Options control a search.
type Options struct {
	Limits     []int      // growing step limits; nil: DefaultLimits
	Strategies []Strategy // nil: Strategies
	Seed       uint64     // of the random strategies: the same seed, the same runs
	// Accept says whether a run that violates a check is a counterexample
	// (the caller's judge: undefined behaviour, limits of the model); nil
	// accepts every violation. When it is not, why.
	Accept func(*interp.Result) (bool, string)
	// Share, between 0 and 1, is the part of one core the search may
	// take after Burst: it sleeps between runs until its busy time (the
	// processor time its runs took, package threadcpu) is at most
	// Burst + Share × elapsed time. 0 or 1: no sleeping. After
	// RaiseAfter (when not 0) the share is RaisedShare. A run that took
	// no live input is not counted: all strategies' runs are that one
	// run up to its limit, whose end decides the program (a violation, or
	// its one execution ending), so it goes at the speed the cores give.
	Share       float64
	Burst       time.Duration
	RaiseAfter  time.Duration
	RaisedShare float64
	// FullSpeed, when not nil and true, lifts the share: the cores are
	// free.
	FullSpeed func() bool
	// MaxRuns, when above 0, ends the search after that many runs: a
	// bound in work, where it stops is the same on every machine, unlike
	// the end of the context.
	MaxRuns int
	// Provisional, when not nil, marks an accepted run as one to return
	// only if no better run turns up within HoldRuns more runs and
	// HoldSteps more edges (a run that meets a limit of the model, such
	// as the depth recursion is inlined to: other inputs may still show
	// a bug within that limit). The first such run is held; the search
	// goes on and returns it when either budget is spent, when it ends,
	// or when the context does.
	Provisional func(*interp.Result) bool
	HoldRuns    int
	HoldSteps   int64
}

// MaxAlsoHeld bounds Outcome.AlsoHeld.
const MaxAlsoHeld = 64

// An Outcome is what a search found.
type Outcome struct {
	// Run is the accepted violating run (without its trace), or nil.
	Run *interp.Result
	// AlsoHeld are the inputs of further provisional runs met while Run
	// was held (at most MaxAlsoHeld): other runs that meet a limit of
	// the model, which a deeper model should take in too.
	AlsoHeld [][]interp.Value
	Strategy string // the strategy of Run
	Limit    int    // the step limit of Run's round
	// Deterministic says that a run took no input and ended without a
	// violation (finished or blocked): every execution is that run, so
	// no check can be violated.
	Deterministic bool
	Runs          int
	Steps         int64         // edges executed in all runs
	Rejected      int           // violating runs Accept turned down
	RejectReason  string        // the first of them: why
	Busy          time.Duration // processor time spent running (package threadcpu)
	Reason        string        // without Run and Deterministic: why the search ended
}

// Search runs p in the interpreter on the inputs of the strategies, in
// rounds of growing step limits, until a run violates a check that
// Accept takes, the context ends, or no strategy has anything left to
// try. The error is for internal errors (a malformed program).
func Search(ctx context.Context, p *program.Program, opts Options) (*Outcome, error) {
	limits := opts.Limits
	if len(limits) == 0 {
		limits = DefaultLimits
	}
	strategies := opts.Strategies
	if len(strategies) == 0 {
		strategies = Strategies
		if !havocsChars(p) {
			// Without an input array of chars the strings strategy
			// is random small counts again: leave it out.
			strategies = nil
			for _, s := range Strategies {
				if s.Name != stringsStrategy {
					strategies = append(strategies, s)
				}
			}
		}
	}
	out := &Outcome{}
	ncells := cells(p)
	if ncells > MaxCells {
		out.Reason = fmt.Sprintf("no concrete runs: the variables hold %d cells, more than %d", ncells, MaxCells)
		return out, nil
	}
	constants, floats, strings := Constants(p), FloatConstants(p), Strings(p)
	dead := deadHavocs(p)
	var assumed map[*program.Edge][2]uint64 // assumedRanges, once computed
	assumedDone := false
	start := time.Now()
	// finished[i]: strategy i is not random and its run ended below the
	// step limit; a larger limit would repeat it.
	finished := make([]bool, len(strategies))
	anyRandom := false
	for _, s := range strategies {
		anyRandom = anyRandom || s.Random
	}
	// A run costs time in proportion to the cells it allocates and
	// havocs, whatever its step limit, and a sweep over an array takes
	// a few edges a cell: rounds whose limit is below cellSweep × cells
	// end before the program's sweeps over its arrays do and only
	// repeat that cost, so the search starts with the first limit
	// above (or the largest).
	first := 0
	for first < len(limits)-1 && int64(limits[first]) < cellSweep*sweptCells(p) {
		first++
	}
	triedTracked := false  // a run with its input arrays tracked was made after a run that ended
	probedTracked := false // ... after a run that met the step limit
	// arraysFirst: that probe read no cell of the input arrays before
	// writing it, so the runs whose only inputs are those arrays are
	// the program's one run, as far as it went.
	arraysFirst := false
	// charged is the busy time the share counts: that of runs that took
	// a live input other than arrays written before they are read
	// (Options.Share).
	var charged time.Duration
	// ends are the lengths of the havocs' sequences in the last run that
	// ended (inputs.ends), for the strategy oneLast.
	var ends map[*program.Edge]int
	var held *Outcome // a provisional run, its strategy and limit
	heldRuns, heldSteps := 0, int64(0)
	release := func() *Outcome {
		out.Run, out.Strategy, out.Limit = held.Run, held.Strategy, held.Limit
		return out
	}
search:
	for round := first; ; round++ {
		limit := limits[min(round, len(limits)-1)]
		repeat := round >= len(limits) // at the largest limit again: only new seeds help
		if repeat && !anyRandom {
			break
		}
		inputFree := false // this round's runs take no input: they are all the same run
		for i, s := range strategies {
			if ctx.Err() != nil {
				if held != nil {
					return release(), nil
				}
				out.Reason = fmt.Sprintf("stopped after %d concrete runs", out.Runs)
				return out, nil
			}
			if held != nil && (out.Runs-heldRuns >= opts.HoldRuns || out.Steps-heldSteps >= opts.HoldSteps) {
				return release(), nil
			}
			if finished[i] || inputFree || (repeat && !s.Random) {
				continue
			}
			if opts.MaxRuns > 0 && out.Runs >= opts.MaxRuns {
				break search
			}
			if s.Name == largestAssumed || s.Name == smallestAssumed {
				// The range analysis runs when these strategies
				// first get their turn; without a havoc the
				// assumptions bound, they are the types' limits,
				// which max-n and min+n already try.
				if !assumedDone {
					assumed, assumedDone = assumedRanges(ctx, p), true
				}
				if assumed == nil {
					finished[i] = true
					continue
				}
			}
			if s.Name == oneLast && ends == nil {
				continue // no run has ended yet: its turn comes in a later round
			}
			seed := opts.Seed ^ uint64(round)<<32 ^ uint64(i)
			runLimit := limit
			if s.Random && round > first && !repeat {
				// A round behind: random values rarely make a deep
				// path, the sequences of the others do.
				runLimit = limits[round-1]
			}
			if s.Ahead && round+1 < len(limits) {
				runLimit = limits[round+1]
			}
			runEnds := ends
			in := newStringInputs(s, constants, floats, strings, seed)
			in.dead, in.choice.assumed, in.choice.ends = dead, assumed, runEnds
			ran := threadcpu.Start()
			run, err := interp.Run(p, in, interp.Options{MaxSteps: runLimit, NoTrace: true, NoInputs: true, Stop: ctx.Done()})
			runTook := ran()
			out.Busy += runTook
			if in.live > 0 && !(arraysFirst && in.live == in.arrays) {
				charged += runTook
			}
			if err != nil {
				return nil, fmt.Errorf("concrete run (%s): %w", s.Name, err)
			}
			out.Runs++
			out.Steps += int64(run.Steps)
			ended := run.Status != interp.StepLimit && run.Status != interp.Stopped
			if ended && in.ends != nil {
				ends = in.ends
			}
			if run.Status == interp.Violated {
				ok, why := true, ""
				if opts.Accept != nil {
					ok, why = opts.Accept(run)
				}
				if ok {
					// The runs leave their inputs out; one that is
					// kept is made again with them. A run is a
					// function of its strategy, its seed, the
					// sequences' ends of an earlier run and its
					// limit: the same run (its check and length
					// are compared).
					rin := newStringInputs(s, constants, floats, strings, seed)
					rin.dead, rin.choice.assumed, rin.choice.ends = dead, assumed, runEnds
					ran := threadcpu.Start()
					again, err := interp.Run(p, rin, interp.Options{MaxSteps: runLimit, NoTrace: true, Stop: ctx.Done()})
					took := ran()
					out.Busy += took
					charged += took
					switch {
					case err == nil && again.Status == interp.Violated && again.Check == run.Check && again.Steps == run.Steps:
						run = again
					case ctx.Err() != nil:
						if held != nil {
							return release(), nil
						}
						out.Reason = fmt.Sprintf("stopped after %d concrete runs", out.Runs)
						return out, nil
					default:
						return nil, fmt.Errorf("concrete run (%s) did not repeat with its inputs recorded", s.Name)
					}
				}
				if ok && opts.Provisional != nil && opts.Provisional(run) {
					if held == nil {
						held = &Outcome{Run: run, Strategy: s.Name, Limit: runLimit}
						heldRuns, heldSteps = out.Runs, out.Steps
					} else if len(out.AlsoHeld) < MaxAlsoHeld {
						out.AlsoHeld = append(out.AlsoHeld, run.Inputs)
					}
					if in.live == 0 {
						return release(), nil // the only run there is
					}
					ok, why = false, "held"
				} else if ok {
					out.Run, out.Strategy, out.Limit = run, s.Name, runLimit
					return out, nil
				}
				if why != "held" {
					if out.Rejected == 0 {
						out.RejectReason = why
					}
					out.Rejected++
				}
			}
			// A run whose only live inputs were arrays ran once more
			// with them tracked: when it read no cell of theirs
			// before it wrote the cell (arrays declared without
			// initialiser, filled before they are read), it took no
			// input, and is the program's one run. Made once after
			// the first run that met the step limit too (tracked
			// arrays are sparse, several times slower a step): when
			// it took no input, the runs whose only inputs are the
			// arrays are likely the program's one run, and are not
			// charged to the share (a matter of time only: they are
			// all made, and the proof still needs a tracked run that
			// ends).
			endedHere := run.Status == interp.Finished || run.Status == interp.Blocked
			probe := run.Status == interp.StepLimit && !probedTracked
			if in.live > 0 && in.live == in.arrays && ncells <= trackedCells && (endedHere && !triedTracked || probe) {
				if endedHere {
					triedTracked = true
				} else {
					probedTracked = true
				}
				tin := newStringInputs(s, constants, floats, strings, seed)
				tin.dead, tin.choice.assumed, tin.track = dead, assumed, true
				ran := threadcpu.Start()
				trun, err := interp.Run(p, tin, interp.Options{MaxSteps: runLimit, NoTrace: true, NoInputs: true, Stop: ctx.Done()})
				took := ran()
				out.Busy += took
				if err == nil {
					out.Runs++
					out.Steps += int64(trun.Steps)
				}
				// An error of this run (an operation the sparse arrays
				// do not take) only leaves the proof out.
				switch {
				case err != nil || tin.live > 0:
					charged += took
				case trun.Status == interp.Finished || trun.Status == interp.Blocked:
					out.Deterministic = true
					return out, nil
				case trun.Status == interp.StepLimit:
					// The run before it, charged, was the same run.
					arraysFirst = true
					charged -= runTook
				default:
					charged += took
				}
			}
			// A run whose inputs are all dead havocs is the program's
			// one run, as one without inputs: their values change
			// nothing (deadHavocs).
			if in.live == 0 {
				if run.Status == interp.Finished || run.Status == interp.Blocked {
					out.Deterministic = true
					return out, nil
				}
				if ended {
					out.Reason = fmt.Sprintf("the program takes no input and its one run ends %s without a counterexample", statusText(run))
					return out, nil
				}
				inputFree = true
			}
			if ended && !s.Random {
				finished[i] = true
			}
			pause(ctx, opts, charged, start)
		}
	}
	if held != nil {
		return release(), nil
	}
	out.Reason = fmt.Sprintf("no violation found by %d concrete runs", out.Runs)
	if out.Rejected > 0 {
		out.Reason += fmt.Sprintf(" (%d violating runs are no counterexample: %s)", out.Rejected, out.RejectReason)
	}
	return out, nil
}

func statusText(r *interp.Result) string {
	if r.Reason != "" {
		return r.Status.String() + " (" + r.Reason + ")"
	}
	return r.Status.String()
}

// pause sleeps until the busy time is within the search's share, or the
// cores are free (Options.FullSpeed), or the context ends.
func pause(ctx context.Context, opts Options, busy time.Duration, start time.Time) {
	if opts.Share <= 0 || opts.Share >= 1 {
		return
	}
	for busy > allowedBusy(opts, time.Since(start)) {
		if opts.FullSpeed != nil && opts.FullSpeed() || ctx.Err() != nil {
			return
		}
		t := time.NewTimer(pauseStep)
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
	}
}

// allowedBusy is the running time the share allows after elapsed.
func allowedBusy(opts Options, elapsed time.Duration) time.Duration {
	share := func(d time.Duration, s float64) time.Duration { return time.Duration(float64(d) * s) }
	if opts.RaiseAfter <= 0 || elapsed <= opts.RaiseAfter {
		return opts.Burst + share(elapsed, opts.Share)
	}
	return opts.Burst + share(opts.RaiseAfter, opts.Share) + share(elapsed-opts.RaiseAfter, opts.RaisedShare)
}

// pauseStep is how often a pause looks at its share and Options.FullSpeed.
const pauseStep = 100 * time.Millisecond

// cells counts the scalar cells of p's variables.
func cells(p *program.Program) int64 { return sumOverVars(p, interp.HeldCells) }

// sumOverVars sums count over the types of p's variables, each once.
func sumOverVars(p *program.Program, count func(*program.Type) int64) int64 {
	var n int64
	seen := map[*program.Var]bool{}
	for _, vs := range [][]*program.Var{p.Globals, p.Locals, p.Objects} {
		for _, v := range vs {
			if !seen[v] {
				seen[v] = true
				n += count(v.Type)
			}
		}
	}
	return n
}

// sweptCells counts the scalar cells of p's variables that a run may
// sweep: every cell of an array of at most interp.DenseMax cells, sparse
// or not (a sparse one becomes dense when a run writes half of it, as a
// sweep does), and what a longer one holds when created (its cells are
// too many to sweep within the largest limit). Merging two input arrays
// of 10^6 cells into one of 2·10^6 sweeps all three; counted as held,
// the longer one as one cell, the first round's limit was too small for
// the run to reach the merge's check.
func sweptCells(p *program.Program) int64 {
	var swept func(t *program.Type) int64
	swept = func(t *program.Type) int64 {
		switch t.Kind {
		case program.KindArray:
			if t.Len > interp.DenseMax {
				return interp.HeldCells(t)
			}
			return t.Len * swept(t.Elem)
		case program.KindStruct:
			var n int64
			for _, f := range t.Fields {
				n += swept(f.Type)
			}
			return n
		}
		return 1
	}
	return sumOverVars(p, swept)
}

// havocsChars reports whether a Havoc of p fills an array of chars (or
// an aggregate holding one): the inputs the strings strategy shapes.
func havocsChars(p *program.Program) bool {
	var chars func(t *program.Type, depth int) bool
	chars = func(t *program.Type, depth int) bool {
		if t == nil || depth > 8 {
			return false
		}
		switch t.Kind {
		case program.KindArray:
			return t.Elem != nil && (t.Elem.Kind == program.KindInt && t.Elem.Width == 8 || chars(t.Elem, depth+1))
		case program.KindStruct:
			for _, f := range t.Fields {
				if chars(f.Type, depth+1) {
					return true
				}
			}
		}
		return false
	}
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && chars(h.LHS.Type(), 0) {
			return true
		}
	}
	return false
}
