package engine

import (
	"context"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/concolic"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/kinduction"
	"github.com/satabs-go/satabs-go/program"
)

// An Engine decides whether a task's checks hold. Run returns a definite
// verdict only when it is sound: True when every check is proved, False
// with the inputs (or the replayed trace) of a violating execution, which
// the caller confirms in the interpreter. The error is for internal errors
// only; limits and unsupported constructs give Unknown with a reason.
// Engines must not change the task's program.
type Engine interface {
	Name() string
	Run(ctx context.Context, t *Task) (*Result, error)
}

// A Task is what every engine checks: one program, prepared once by
// Prepare, and shared read-only by the engines of a portfolio.
type Task struct {
	// Source is the program as the front end lowered it; counterexamples
	// replay on it, so that their traces show the user's statements.
	Source *program.Program
	// Program is the prepared program (every loop single-entry when
	// Irreducible is nil).
	Program *program.Program
	// Irreducible, when not nil, says why the program could not be made
	// reducible; engines that unroll loops answer Unknown with it.
	Irreducible error
	// TrueBlocked, when not empty, is why TRUE cannot be answered even
	// when every check holds (a part of the property that has no check).
	TrueBlocked string
	// Progress receives one line per step of an engine (-v), or nil.
	Progress io.Writer
	// Discharged are the checks the range analysis proved (their
	// conditions are true in Program), out of DischargeCandidates checks
	// of the kinds it looks at (overflow, conversion, shift, division by
	// zero, array bounds).
	Discharged          []*program.CheckInfo
	DischargeCandidates int
	// Cone is what the restriction to the checks' cone of influence
	// removed from Program (program.ConeOfChecks): the locations and edges
	// after which no check of the property follows, and the model's limit
	// checks among them, which concrete testing on Source then ignores.
	Cone program.Cone
	// Slice is what the data-dependence slice removed from Program
	// (program.SliceData): invariants of Program that name one of
	// Slice.Vars say nothing of Source, and proofs leave them out.
	Slice program.Slice
	// Seeds, when not nil, are the Result.Seeds of the round before on
	// the same program with recursion inlined less deep: directed
	// testing starts from them, not from the entry, and its TRUE covers
	// the paths the round before explored.
	Seeds []concolic.Seed

	// invariants is the loop invariant synthesis the engines share
	// (Invariants).
	invariants invariantCache
	// polynomial are the polynomial invariants of Program's loop heads
	// (kinduction.PolynomialInvariants, indexed like the cut points of
	// kinduction.NewSystem(Program)), proved by Prepare before it
	// discharged checks; nil when none were computed. The discharge
	// changes no execution, so they hold in Program as it is.
	polynomial []kinduction.Invariant
	// helpersAlone is set by the portfolio when only helper engines
	// (concrete testing beside others) are still running: the cores are
	// theirs for the last helperGrace.
	helpersAlone atomic.Bool
	// stopOthers, set by the portfolio before its engines start, stops
	// them all: a counterexample that a run of the interpreter already
	// showed (Result.Ran) ends the run whatever the others would say,
	// and its replay for the trace gets the cores.
	stopOthers func()
}

func (t *Task) source() *program.Program {
	if t.Source != nil {
		return t.Source
	}
	return t.Program
}

// progressf writes a progress line for engine name.
func (t *Task) progressf(name, format string, args ...any) {
	if t.Progress != nil {
		fmt.Fprintf(t.Progress, "satabs-go: %s: %s\n", name, fmt.Sprintf(format, args...))
	}
}

// Verdict is an engine's answer.
type Verdict int

const (
	Unknown Verdict = iota
	True
	False
)

func (v Verdict) String() string {
	switch v {
	case True:
		return "TRUE"
	case False:
		return "FALSE"
	}
	return "UNKNOWN"
}

// A Result is an engine's answer with its evidence.
type Result struct {
	Engine  string // the engine that answered
	Verdict Verdict
	Reason  string // for Unknown: why

	// For False: the violated check and the inputs of the violating
	// execution; Replay is the interpreter's run on them, filled in by
	// Confirm (or by the engine, which Confirm then checks).
	Check  *program.CheckInfo
	Inputs []interp.Value
	Replay *interp.Result
	// Ran says that the inputs come from a run of the interpreter that
	// violated the check and that Confirm's rules accepted (concrete
	// testing): the replay only adds the trace.
	Ran bool

	// For True, when the engine has one: the proof.
	Proof *Proof
	// The last abstraction the engine built (predicate abstraction), for
	// --write-bp and --write-smv; nil for engines without one.
	BoolProgram *boolprog.Program

	// Internal is the internal error that ended the engine, for a verdict
	// the portfolio reports as an internal error. Faults are the internal
	// errors of other engines of a portfolio that answered nonetheless.
	Internal error
	Faults   []error
	Stats    Stats

	// TooDeep, for Unknown, says that a counterexample reached a
	// recursion-depth check (program.CheckRecursion): the program
	// recurses deeper than the front end inlined, and a deeper inlining
	// may decide; or a heap-pool check (program.CheckHeapPool): an
	// allocation site allocates more objects than its pool holds, and
	// larger pools may decide. Limit says which of the two.
	TooDeep bool
	Limit   program.CheckKind
	// LimitRuns, with TooDeep, are the inputs of further runs that met a
	// limit of the model (concrete testing's, beside Inputs): a deeper
	// model that takes them in too saves rounds.
	LimitRuns [][]interp.Value
	// LimitsOnly, with TooDeep, says that the engine explored every
	// execution within the model's limits (directed testing's complete
	// exploration) and none violates a check: the program whose limit
	// checks are assumptions is proved (a round that looks for a
	// counterexample in it has nothing to find), and Inputs with
	// LimitRuns are the runs that go beyond a limit (all of them, unless
	// there were more than concolic.MaxAlsoLimit).
	LimitsOnly bool
	// Seeds, with LimitsOnly when every run beyond a limit met a
	// recursion-depth check, are directed testing's runs beyond it, with
	// which an exploration of the program with recursion inlined deeper
	// starts (Task.Seeds): the paths within this depth need no second
	// exploration.
	Seeds []concolic.Seed
}

// A Proof is the evidence of a TRUE verdict: invariants per program
// location, each a set of abstract states over predicates. For predicate
// abstraction these are the reachable states of the final Boolean program
// at its abstraction points, an inductive invariant of the abstraction.
type Proof struct {
	Preds      []program.Expr // predicate i of the cubes' literals
	PredTexts  []string       // their text, as the Boolean program names them
	Invariants []Invariant
}

// An Invariant holds at Loc in every execution: one of States (cubes
// over the proof's predicates) is true there.
type Invariant struct {
	Loc    *program.Loc
	States boolprog.CubeSet
}

// Stats are ordered statistics. Text output, --json and batch mode read
// them from here: Key is the JSON name, Label the text, Group the engine
// ("" for the run as a whole).
type Stats []Stat

// A Stat is one figure. Value is an int, a time.Duration (JSON: seconds
// as a number, key ending in _seconds) or a string.
type Stat struct {
	Group string
	Key   string
	Label string
	Value any
}

// Add appends a figure.
func (s *Stats) Add(group, key, label string, value any) {
	*s = append(*s, Stat{Group: group, Key: key, Label: label, Value: value})
}

// Map returns the figures as one JSON object: durations in seconds.
func (s Stats) Map() map[string]any {
	m := make(map[string]any, len(s))
	for _, st := range s {
		if d, ok := st.Value.(time.Duration); ok {
			m[st.Key] = d.Seconds()
			continue
		}
		m[st.Key] = st.Value
	}
	return m
}

// Get returns the value of the figure with key, or nil.
func (s Stats) Get(key string) any {
	for _, st := range s {
		if st.Key == key {
			return st.Value
		}
	}
	return nil
}

// WriteText prints the figures, grouped by engine, as the text output's
// "Statistics:" block.
func (s Stats) WriteText(w io.Writer) {
	fmt.Fprintln(w, "Statistics:")
	group := ""
	for _, st := range s {
		indent := "  "
		if st.Group != "" {
			if st.Group != group {
				fmt.Fprintf(w, "  %s:\n", st.Group)
			}
			indent = "    "
		}
		group = st.Group
		v := st.Value
		if d, ok := v.(time.Duration); ok {
			v = d.Round(time.Millisecond)
		}
		label := st.Label + ":"
		fmt.Fprintf(w, "%s%-*s %v\n", indent, 26-len(indent), label, v)
	}
}

// oneLine makes a reason fit the Result: line.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
