package modelcheck

import (
	"errors"
	"fmt"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
)

// A Step is one state of an abstract trace.
type Step struct {
	Loc    int    // program counter
	Values []bool // one per predicate
	Trans  int    // index into Program.Trans taken to reach this step; -1 for the first
}

// Stats describes the work of one Check.
type Stats struct {
	Layers     int           // non-empty breadth-first layers; layer k holds the states first reached after k transitions
	Images     int           // image computations: BDD, (transition, layer) pairs with a non-empty source; explicit, (transition, state) pairs
	States     float64       // reachable abstract states (location, valuation) found
	PeakNodes  int           // most BDD nodes live at once in the reachable sets, frontiers and relations (BDD only)
	TableNodes int           // size of the BDD node table at the end (BDD only)
	Time       time.Duration // wall time of Check
}

// A Result is the answer of a Checker.
type Result struct {
	Reachable bool // an error location is reachable
	Error     int  // that location, when Reachable
	// Trace is a shortest abstract counterexample (fewest transitions), from
	// an initial state at Program.Init to Error, when Reachable. When several
	// error locations are reachable in the fewest transitions, Error is the
	// lowest-numbered of them.
	Trace []Step
	Stats Stats

	reachAt func(loc int) (boolprog.CubeSet, error)
}

// ReachableAt returns the abstract states reachable at loc, as a cube set
// over current predicate values. When Reachable is false the search has
// reached its fixpoint and this is exactly the set of reachable valuations
// (an inductive invariant of the abstraction at loc); when Reachable is true
// the search stopped early and this is what was reached so far.
//
// The BDD checker computes the cube set on demand from the BDDs that the
// Result keeps; it is not safe to call from several goroutines at once.
// It fails only when a BDD operation fails (the node table cannot grow):
// the rest of the Result stays valid, only this invariant is missing.
func (r *Result) ReachableAt(loc int) (boolprog.CubeSet, error) {
	if r.reachAt == nil {
		return nil, nil
	}
	return r.reachAt(loc)
}

// A Checker decides reachability of the error locations of a Boolean
// program.
type Checker interface {
	Check(p *boolprog.Program) (*Result, error)
}

// Options tune the checkers. The zero value is usable.
type Options struct {
	// NodeTableSize is the initial size of the BDD node table (0: 1<<13:
	// small checks, which a CEGAR loop runs many of, pay for a big table).
	// The table grows as needed unless MaxNodes bounds it.
	NodeTableSize int
	// CacheSize is the initial number of entries of each BDD operation cache
	// (0: a quarter of the node table); the caches grow with the table.
	CacheSize int
	// MaxNodes bounds the BDD node table (0: no bound); once the table has
	// grown beyond it, Check fails with an error wrapping ErrLimit. The
	// bound is checked between BDD operations, so one operation may
	// overshoot it.
	MaxNodes int
	// Deadline, when not zero, makes Check fail with an error wrapping
	// ErrLimit once it has passed.
	Deadline time.Time
	// Stop, when closed, ends Check as the deadline does: the caller's
	// context ended before its deadline (the memory limit, another
	// engine's answer).
	Stop <-chan struct{}
	// MaxPreds is the most predicates the explicit checker accepts (0: 20).
	MaxPreds int
	// CountNodes makes the BDD checker count live nodes after every layer
	// for Stats.PeakNodes; it costs a pass over the node table per layer.
	CountNodes bool
}

// ErrLimit is wrapped by the errors of a Check stopped by a resource limit
// (Options.Deadline and Stop, Options.MaxNodes, Options.MaxPreds).
var ErrLimit = errors.New("model checking limit reached")

func (o *Options) pastDeadline() bool {
	if o.Stop != nil {
		select {
		case <-o.Stop:
			return true
		default:
		}
	}
	return !o.Deadline.IsZero() && time.Now().After(o.Deadline)
}

// ValidateTrace checks that trace is a run of p that reaches an error
// location: the first step is an initial state at Init, each later step
// follows by the transition it names (which goes from the previous location
// to this one, satisfies Rel, and keeps the unchanged predicates), and the
// last step is at an error location.
func ValidateTrace(p *boolprog.Program, trace []Step) error {
	if len(trace) == 0 {
		return errors.New("empty trace")
	}
	for i, s := range trace {
		if len(s.Values) != len(p.Preds) {
			return fmt.Errorf("step %d: %d values for %d predicates", i, len(s.Values), len(p.Preds))
		}
		if s.Loc < 0 || s.Loc >= len(p.Locs) {
			return fmt.Errorf("step %d: location %d out of range", i, s.Loc)
		}
	}
	first := trace[0]
	if first.Trans != -1 {
		return fmt.Errorf("step 0: Trans %d, want -1", first.Trans)
	}
	if first.Loc != p.Init {
		return fmt.Errorf("step 0: location %d is not the initial location %d", first.Loc, p.Init)
	}
	if !p.InitStates.Holds(first.Values, nil) {
		return fmt.Errorf("step 0: %v is not an initial state", first.Values)
	}
	for i := 1; i < len(trace); i++ {
		prev, s := trace[i-1], trace[i]
		if s.Trans < 0 || s.Trans >= len(p.Trans) {
			return fmt.Errorf("step %d: transition %d out of range", i, s.Trans)
		}
		t := &p.Trans[s.Trans]
		if t.From != prev.Loc || t.To != s.Loc {
			return fmt.Errorf("step %d: transition %d goes L%d -> L%d, trace goes L%d -> L%d",
				i, s.Trans, t.From, t.To, prev.Loc, s.Loc)
		}
		if !t.Allows(prev.Values, s.Values) {
			return fmt.Errorf("step %d: transition %d does not allow %v -> %v", i, s.Trans, prev.Values, s.Values)
		}
	}
	if last := trace[len(trace)-1]; p.Locs[last.Loc].Error == "" {
		return fmt.Errorf("last step at L%d, not an error location", last.Loc)
	}
	return nil
}

func checkProgram(p *boolprog.Program) error {
	if err := p.Sanity(); err != nil {
		return fmt.Errorf("modelcheck: bad Boolean program: %w", err)
	}
	return nil
}
