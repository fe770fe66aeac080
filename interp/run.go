package interp

import (
	"errors"
	"fmt"
	"slices"

	"github.com/satabs-go/satabs-go/program"
)

// Status says how a run ended.
type Status int

const (
	Finished  Status = iota // reached a location without outgoing edges
	Violated                // a Check's condition was false
	Blocked                 // no outgoing edge was enabled (a failed Assume)
	StepLimit               // Options.MaxSteps edges were executed
	Undefined               // undefined behaviour the IR does not define; see Result.Reason
	NoInput                 // Inputs failed to supply a fitting value; see Result.Reason
	Stopped                 // Options.Stop was closed before the run ended
)

var statusNames = [...]string{"finished", "violated", "blocked", "step limit", "undefined", "no input", "stopped"}

func (s Status) String() string {
	if s >= 0 && int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status%d", int(s))
}

// DefaultMaxSteps is the step limit when Options.MaxSteps is 0.
const DefaultMaxSteps = 10_000_000

// Options control a run.
type Options struct {
	MaxSteps int  // edges to execute at most; 0 means DefaultMaxSteps
	NoTrace  bool // do not record Result.Trace (long random runs)
	// NoInputs leaves Result.Inputs and Result.InputEdges nil: a search
	// that makes many long runs records the inputs of the one it keeps
	// by making it again (recording 10^6 inputs was a tenth of such a
	// run's time, and most of its memory).
	NoInputs bool
	// TraceWindow, when positive, bounds the trace of a long run: it
	// keeps the first and the last TraceWindow steps and counts the
	// steps between them in Result.TraceOmitted (Result.Inputs and
	// Result.InputEdges keep every input).
	TraceWindow int
	// Stop, when closed, ends the run with status Stopped; it is polled
	// every stopPoll steps, so that a long run ends soon after.
	Stop <-chan struct{}
	// Observe, when set, is called with the location the run is at and
	// the state there: at the start and after every executed edge. It
	// must not change the state.
	Observe func(l *program.Loc, s *State)
	// NoAccelerate turns loop acceleration off (accel.go): every
	// iteration is executed; so does Observe, which is shown every state. AccelerateAfter is how often a loop head is
	// visited before the run tries to jump (0: DefaultAccelerateAfter).
	NoAccelerate    bool
	AccelerateAfter int
	// AccelerateObserved keeps loop acceleration on with Observe: the
	// observer is shown the head before and after each jump, not the
	// states of the iterations the jump skips.
	AccelerateObserved bool
	// OnStep, when set, is shown every step as it is executed, in the
	// order of the trace, instead of recording it: Result.Trace stays
	// empty (as with NoTrace). The step has Edge, Var, Type, Value,
	// Skipped and Undefined set but no LHS, and its Value may share
	// storage with the state: it is valid during the call only. A
	// caller that reads the steps in order (the sample runs of package
	// kinduction) saves keeping a trace of the whole run.
	OnStep func(st *Step)
}

// stopPoll is how often (in steps) Run looks at Options.Stop.
const stopPoll = 1 << 14

// A Step is one executed edge. For Assign and Havoc it records the part of
// memory written and the value stored there.
type Step struct {
	Edge  *program.Edge
	Var   *program.Var  // variable containing the written part; nil if nothing was written
	LHS   string        // the written part with concrete indices: "a[2].f" (Var.DisplayName based)
	Type  *program.Type // type of the written part
	Value Value         // the value stored
	// Skipped, when positive, makes this step a jump of loop acceleration
	// (accel.go): that many iterations, each taking the path of the one
	// before and ending at Edge (the loop's back edge), were not executed
	// one by one; their variables took their values at once. Nothing else
	// of the step is set.
	Skipped int64
	// Undefined, when not empty, says that the edge performed an
	// operation that C leaves undefined and the IR defines (it wraps,
	// or follows package bitvec's conventions): "signed overflow:
	// undefined behaviour in main::x * 2". Only the first such operation
	// of the edge is named. A front end that cuts undefined operations
	// (cfront.Options.CutUndefined) leaves no path on which this happens.
	Undefined string
	// place is the written part, whose LHS and Type the trace fills in
	// when unnamed (State.record).
	place   place
	unnamed bool
}

// A Result is the outcome of a run.
type Result struct {
	Status Status
	Check  *program.CheckInfo // the violated check, when Violated
	// Loc is where the run stopped: the final location, the location whose
	// edges were all disabled, or the source of the failing (Violated,
	// Undefined, NoInput) edge.
	Loc *program.Loc
	// Edge is the last edge executed, or for Undefined and NoInput the edge
	// whose execution failed (it is not part of the trace).
	Edge   *program.Edge
	Reason string // why, for Undefined and NoInput
	// Untracked, for Violated, says that the violated check tested a
	// pointer that is inside a live object but at no part of its type:
	// an access C may allow, which the typed memory model cannot follow.
	Untracked string
	Trace     []Step // executed edges in order, unless Options.NoTrace
	// TraceOmitted, with Options.TraceWindow, is the number of executed
	// edges left out of Trace: those after Trace[Options.TraceWindow-1]
	// and before the last TraceWindow steps.
	TraceOmitted int
	// Bodiless names the first function without body whose result or
	// effect (a Havoc with Bodiless set) the run depended on: a value it
	// invented, or one computed from such a value, decided a branch
	// (an Assume's condition, taken or not), an address the run
	// accessed, or the violated check's condition. Such a run shows no
	// bug. Values are followed per variable: a part of an aggregate
	// taints all of it.
	Bodiless   string
	Inputs     []Value         // the values Inputs supplied, in order
	InputEdges []*program.Edge // the Havoc edge of each input
	Steps      int             // number of executed edges
	Skipped    int64           // edges of the iterations loop acceleration jumped over
	State      *State          // the memory at the end
}

// dependOn records that the run depends on the invented values of fn
// (when not "").
func (r *Result) dependOn(fn string) {
	if fn != "" && r.Bodiless == "" {
		r.Bodiless = fn
	}
}

// Run executes p from p.Entry, with the nondeterministic values of Havoc
// edges taken from in. The error is for malformed programs only (an
// internal error of the tool); Run then returns the partial result too.
func Run(p *program.Program, in Inputs, opts Options) (*Result, error) {
	if p.Entry == nil {
		return nil, errors.New("interp: program without entry location")
	}
	max := opts.MaxSteps
	if max <= 0 {
		max = DefaultMaxSteps
	}
	s := NewState(p)
	r := &Result{State: s, Loc: p.Entry}
	tr := traceRecorder{window: opts.TraceWindow}
	defer func() { r.Trace, r.TraceOmitted = tr.trace(s) }()
	// stop ends the run at edge e; an UndefinedError becomes the Undefined
	// status, other errors are internal.
	stop := func(e *program.Edge, err error) (*Result, error) {
		r.Edge = e
		var u *UndefinedError
		if errors.As(err, &u) {
			r.Status = Undefined
			r.Reason = u.Reason
			return r, nil
		}
		return r, fmt.Errorf("%s -> %s %s: %w", e.From, e.To, program.StmtString(e.Stmt), err)
	}
	// zeroPrefix: every edge executed so far was a Skip or assigned a
	// zero value to a whole variable, so every variable still holds the
	// zero value NewState gave it, and such an assignment (the
	// initialisation of every global, an array of 10^6 cells) has
	// nothing to write.
	zeroPrefix := true
	var acc *accelerator
	if !opts.NoAccelerate && (opts.Observe == nil || opts.AccelerateObserved) { // an observer sees every state
		acc = newAccelerator(p, opts.AccelerateAfter)
	}
	// step is the step being executed: one for the whole run, since
	// OnStep's step is valid during the call only and the trace keeps
	// copies (one escaping to the heap per step was a fifth of the
	// interpreter's time in the sample runs).
	var step Step
	for {
		loc := r.Loc
		if acc != nil && loc.ID < len(acc.heads) && acc.heads[loc.ID] {
			u, ut := s.undefined, s.untracked
			pathLen, back := len(acc.pathOf(loc)), r.Edge
			acc.budget, acc.stop = int64(max)-int64(r.Steps)-acc.work, opts.Stop
			n := acc.atHead(s, loc)
			if acc.stopped {
				r.Status = Stopped
				return r, nil
			}
			if n > 0 {
				zeroPrefix = false
				r.Skipped += n * int64(pathLen)
				if opts.OnStep != nil {
					opts.OnStep(&Step{Edge: back, Skipped: n})
				} else if !opts.NoTrace {
					tr.add(Step{Edge: back, Skipped: n})
				}
			}
			s.undefined, s.untracked = u, ut
		}
		if opts.Observe != nil {
			opts.Observe(loc, s)
		}
		if len(loc.Out) == 0 {
			r.Status = Finished
			return r, nil
		}
		if r.Steps >= max || acc != nil && int64(r.Steps)+acc.work >= int64(max) {
			r.Status = StepLimit
			return r, nil
		}
		if opts.Stop != nil && r.Steps%stopPoll == 0 {
			select {
			case <-opts.Stop:
				r.Status = Stopped
				return r, nil
			default:
			}
		}
		var taken *program.Edge
		var undefined string // of the taken Assume's condition
		for _, e := range loc.Out {
			if a, ok := e.Stmt.(*program.Assume); ok {
				s.undefined = ""
				s.readTaint = ""
				b, err := s.evalBool(a.Cond)
				if err != nil {
					return stop(e, err)
				}
				r.dependOn(s.readTaint)
				if !b {
					continue
				}
				undefined = s.undefined
			}
			if taken != nil {
				r.Edge = e
				return r, fmt.Errorf("interp: %s: edges to %s and %s are both enabled", loc, taken.To, e.To)
			}
			taken = e
		}
		if taken == nil {
			r.Status = Blocked
			return r, nil
		}
		if acc != nil && acc.rec != nil {
			acc.before(s, taken)
		}
		step = Step{Edge: taken}
		s.undefined = undefined
		switch st := taken.Stmt.(type) {
		case *program.Skip:
		case *program.Assume:
			zeroPrefix = false
		case *program.Assign:
			if _, zero := st.RHS.(*program.Zero); zero && zeroPrefix {
				if v, whole := st.LHS.(*program.VarRef); whole && program.Identical(v.Type(), st.RHS.Type()) {
					i, err := s.varIndex(v.Var)
					if err != nil {
						return stop(taken, err)
					}
					s.record(&step, place{root: i}, opts)
					break
				}
			}
			zeroPrefix = false
			s.readTaint = ""
			x, err := s.eval(st.RHS)
			if err != nil {
				return stop(taken, err)
			}
			valueTaint := s.readTaint
			s.readTaint = ""
			pl, err := s.place(st.LHS)
			if err != nil {
				return stop(taken, err)
			}
			r.dependOn(s.readTaint)
			s.setTaint(pl.root, valueTaint, len(pl.steps) == 0)
			if !program.Identical(st.LHS.Type(), st.RHS.Type()) {
				return stop(taken, fmt.Errorf("interp: assignment of %s to %s", st.RHS.Type(), st.LHS.Type()))
			}
			if _, fresh := st.RHS.(*program.Zero); !fresh {
				// eval's aggregates may share storage with the
				// state; a Zero's value is made for this edge alone
				// (an array of 10^6 structs is not built twice).
				x = x.Clone()
			}
			if err := s.write(pl, x); err != nil {
				return stop(taken, err)
			}
			s.record(&step, pl, opts)
		case *program.Havoc:
			zeroPrefix = false
			s.readTaint = ""
			pl, err := s.place(st.LHS)
			if err != nil {
				return stop(taken, err)
			}
			r.dependOn(s.readTaint)
			s.setTaint(pl.root, st.Bodiless, len(pl.steps) == 0)
			t := st.LHS.Type()
			x, err := in.Havoc(taken, t)
			if err == nil {
				x, err = conform(x, t)
			}
			if err != nil {
				r.Status, r.Reason, r.Edge = NoInput, err.Error(), taken
				return r, nil
			}
			if !opts.NoInputs {
				r.Inputs = appendDoubling(r.Inputs, x.Clone())
				r.InputEdges = appendDoubling(r.InputEdges, taken)
			}
			if err := s.write(pl, x); err != nil {
				return stop(taken, err)
			}
			s.record(&step, pl, opts)
		case *program.Check:
			zeroPrefix = false
			s.untracked = ""
			s.readTaint = ""
			ok, err := s.evalBool(st.Cond)
			if err != nil {
				return stop(taken, err)
			}
			if !ok {
				r.dependOn(s.readTaint)
				r.Steps++
				r.Edge = taken
				if opts.OnStep != nil {
					step.Undefined = s.undefined
					opts.OnStep(&step)
				} else if !opts.NoTrace {
					step.Undefined = s.undefined
					tr.add(step)
				}
				r.Status = Violated
				r.Check = st.Check
				r.Untracked = s.untracked
				return r, nil
			}
		case *program.Fill:
			zeroPrefix = false
			s.readTaint = ""
			held, err := s.fill(st)
			if err != nil {
				return stop(taken, err)
			}
			if !held {
				// Its relation fails at a cell: no execution, as a
				// failed Assume.
				r.Status = Blocked
				return r, nil
			}
		case *program.Dead:
			zeroPrefix = false
			i, err := s.varIndex(st.Var)
			if err != nil {
				return stop(taken, err)
			}
			s.dead[i] = true
		default:
			return stop(taken, fmt.Errorf("interp: unknown statement %T", taken.Stmt))
		}
		r.Steps++
		r.Edge = taken
		if opts.OnStep != nil {
			step.Undefined = s.undefined
			opts.OnStep(&step)
		} else if !opts.NoTrace {
			step.Undefined = s.undefined
			tr.add(step)
		}
		r.Loc = taken.To
	}
}

// appendDoubling appends x to xs, doubling the capacity when it is full:
// append grows long slices by a quarter, so a run that reads 10^6 inputs
// (Values of over a hundred bytes) copied them about five times over.
func appendDoubling[T any](xs []T, x T) []T {
	if len(xs) == cap(xs) {
		grown := make([]T, len(xs), 2*len(xs)+16)
		copy(grown, xs)
		xs = grown
	}
	return append(xs, x)
}

// record fills in the written part of a step.
func (s *State) record(step *Step, pl place, opts Options) {
	if opts.OnStep != nil {
		// Shown at once: the place is the state's scratch, the value
		// read in place.
		step.Var, step.Type = s.vars[pl.root], s.placeType(pl)
		if v, err := s.read(pl); err == nil {
			step.Value = v
		}
		return
	}
	if opts.NoTrace {
		return
	}
	step.Var = s.vars[pl.root]
	pl.steps = slices.Clone(pl.steps) // State.placeSteps is the next place's
	// LHS and Type are made when the trace is (traceRecorder.trace):
	// a window keeps a few thousand of the run's steps, and formatting
	// every step's place cost a fifth of a traced run.
	step.place, step.unnamed = pl, true
	v, err := s.read(pl)
	if err == nil {
		step.Value = v.Clone()
	}
}

// traceRecorder keeps a run's steps: all of them, or with a window w the
// first w and, in a ring, the last w.
type traceRecorder struct {
	window  int
	head    []Step
	tail    []Step // ring of the last window steps after head
	next    int    // where the ring's next step goes
	omitted int
}

func (t *traceRecorder) add(st Step) {
	switch {
	case t.window <= 0 || len(t.head) < t.window:
		t.head = append(t.head, st)
	case len(t.tail) < t.window:
		t.tail = append(t.tail, st)
	default:
		if t.tail[t.next].Skipped == 0 { // a jump is no executed edge
			t.omitted++
		}
		t.tail[t.next] = st
		t.next = (t.next + 1) % t.window
	}
}

// trace returns the steps kept, in order, and how many were left out.
func (t *traceRecorder) trace(s *State) ([]Step, int) {
	out, omitted := t.head, 0
	if len(t.tail) > 0 {
		out = append(out, t.tail[t.next:]...)
		out = append(out, t.tail[:t.next]...)
		omitted = t.omitted
	}
	for i := range out {
		if st := &out[i]; st.unnamed {
			st.LHS, st.Type = s.placeString(st.place), s.placeType(st.place)
			st.place, st.unnamed = place{}, false
		}
	}
	return out, omitted
}
