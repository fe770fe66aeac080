package bmc

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Options configure a bounded check.
type Options struct {
	Unwind int // loop bound: back edges taken at most Unwind times per loop entry
	// UnwindingAssertions asks the solver whether the bound is enough, so
	// that a program whose loops may run longer gets TRUE when they cannot.
	UnwindingAssertions bool
	MaxNodes            int // limit on unrolled locations, 0 for none
	// Prepared says the caller already ran symex.MakeReducible on the
	// program (which changes it), e.g. to share it with another engine.
	Prepared bool
}

// Verdict is the answer of a check.
type Verdict int

const (
	Unknown Verdict = iota
	True
	False
)

// Result is the outcome of a bounded check.
type Result struct {
	Verdict Verdict
	// For False: the violated check and its replayed counterexample.
	Check  *program.CheckInfo
	Inputs []interp.Value
	Replay *interp.Result
	// For Unknown: why.
	Reason string
	// NoViolation says that no check can fail within the bound: every
	// execution that takes each loop's back edges at most Unwind times
	// per entry is safe (the base case of k-induction), whatever the
	// verdict.
	NoViolation bool
	Stats       Stats
}

// Stats are figures about the check.
type Stats struct {
	Nodes      int // unrolled locations
	Checks     int // check instances in the formula
	Gates      int // circuit size
	EncodeTime time.Duration
	SolveTime  time.Duration
	SolveCalls int
}

// Check runs the bounded check of p. The error is for internal errors only;
// limits, unsupported constructs and insufficient bounds give Unknown.
func Check(ctx context.Context, p *program.Program, opts Options) (*Result, error) {
	start := time.Now()
	if !opts.Prepared {
		if err := symex.MakeReducible(p); err != nil {
			return &Result{Reason: err.Error()}, nil
		}
	}
	b := bitvec.New()
	e := symex.NewEncoder(p, b)
	u, err := symex.Unroll(ctx, p, e, symex.UnrollOptions{Unwind: opts.Unwind, MaxNodes: opts.MaxNodes})
	res := &Result{}
	if err != nil {
		var unsup *symex.UnsupportedError
		switch {
		case errors.As(err, &unsup):
			return &Result{Reason: unsup.Error()}, nil
		case ctx.Err() != nil:
			return &Result{Reason: LimitReason(ctx)}, nil
		}
		return &Result{Reason: err.Error()}, nil
	}
	res.Stats.Nodes = u.Nodes
	res.Stats.Checks = len(e.Checks)
	res.Stats.EncodeTime = time.Since(start)

	s := &solver{g: gini.New(), b: b, ctx: ctx}
	for _, a := range e.Axioms {
		s.assert(a)
	}
	viols := make([]z.Lit, 0, len(e.Checks))
	for _, c := range e.Checks {
		viols = append(viols, e.Violation(c))
	}
	anyViol := b.C().Ors(viols...)
	sat, err := s.solve(anyViol)
	res.Stats.Gates = b.C().Len()
	res.Stats.SolveCalls = s.calls
	res.Stats.SolveTime = s.time
	if err != nil {
		return &Result{Reason: LimitReason(ctx), Stats: res.Stats}, nil
	}
	if sat {
		return s.counterexample(p, e, viols, res)
	}
	// No check fails within the bound. Is the bound enough?
	res.NoViolation = true
	var cuts []z.Lit
	for _, w := range u.Unwinds {
		if w.Guard != b.F() {
			cuts = append(cuts, w.Guard)
		}
	}
	if len(cuts) == 0 {
		res.Verdict = True
		return res, nil
	}
	if !opts.UnwindingAssertions {
		res.Reason = fmt.Sprintf("unwinding bound %d reached (loop at %s); add --unwinding-assertions or raise --unwind", opts.Unwind, u.Unwinds[0].Loop.Head.Pos)
		return res, nil
	}
	for _, w := range u.Unwinds {
		if w.Guard == b.F() {
			continue
		}
		sat, err := s.solve(w.Guard)
		res.Stats.SolveCalls = s.calls
		res.Stats.SolveTime = s.time
		if err != nil {
			res.Reason = LimitReason(ctx)
			return res, nil
		}
		if sat {
			res.Reason = fmt.Sprintf("unwinding assertion of the loop at %s fails: it can run more than %d iterations", w.Loop.Head.Pos, opts.Unwind)
			return res, nil
		}
	}
	res.Verdict = True
	return res, nil
}

// LimitReason says why ctx ended, for an UNKNOWN verdict: the cause
// given to it ("memory limit ..."), "timeout", or "interrupted".
func LimitReason(ctx context.Context) string {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) && !errors.Is(cause, context.DeadlineExceeded) {
		return cause.Error()
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "timeout"
	}
	return "interrupted"
}

// counterexample reads the inputs of a violating execution from the model
// and replays them in the interpreter.
func (s *solver) counterexample(p *program.Program, e *symex.Encoder, viols []z.Lit, res *Result) (*Result, error) {
	val := bitvec.SafeValue(s.g)
	for i, c := range e.Checks {
		if s.b.EvalLit(val, viols[i]) {
			res.Check = c.Check
			break
		}
	}
	for _, h := range e.Havocs {
		if !s.b.EvalLit(val, h.Guard) {
			continue
		}
		res.Inputs = append(res.Inputs, ModelValue(e, val, h.Type, h.Value))
	}
	rep, err := interp.Run(p, interp.NewSeqInputs(res.Inputs), interp.Options{})
	if err != nil {
		return nil, fmt.Errorf("replay of the counterexample: %w", err)
	}
	res.Replay = rep
	if rep.Status != interp.Violated {
		return nil, fmt.Errorf("counterexample for %s does not replay: the interpreter ends with %s %s", res.Check.ID, rep.Status, rep.Reason)
	}
	res.Check = rep.Check
	res.Verdict = False
	return res, nil
}

// ModelValue converts the symbolic value v of type t to the concrete value
// a model gives it. Elements of nondeterministic arrays that no read
// touched are zero.
func ModelValue(e *symex.Encoder, val func(z.Lit) bool, t *program.Type, v symex.Value) interp.Value {
	b := e.B
	switch t.Kind {
	case program.KindBool, program.KindInt:
		return interp.IntValue(t, b.Eval(val, v.Bits))
	case program.KindPointer:
		off, obj := e.PointerParts(v)
		return interp.PointerValue(int(b.Eval(val, obj)), b.EvalSigned(val, off))
	case program.KindUnion:
		bytes := make([]byte, t.Size)
		for i := range bytes {
			bytes[i] = byte(b.Eval(val, v.Bits[i*8:i*8+8]))
		}
		return interp.Value{Bytes: bytes}
	case program.KindStruct:
		out := interp.Value{Elems: make([]interp.Value, len(t.Fields))}
		for i, f := range t.Fields {
			out.Elems[i] = ModelValue(e, val, f.Type, v.Elems[i])
		}
		return out
	case program.KindArray:
		out := interp.ZeroValue(t)
		reads, _ := v.Arr.BaseReads()
		for _, r := range reads {
			i := b.Eval(val, r.Idx)
			if i < uint64(t.Len) {
				out.Elems[i] = ModelValue(e, val, t.Elem, r.Val)
			}
		}
		return out
	}
	return interp.Value{}
}

// solver wraps gini for one formula: circuits are added incrementally and
// each query is solved under an assumption, so learnt clauses carry over.
type solver struct {
	g     *gini.Gini
	b     *bitvec.Builder
	ctx   context.Context
	calls int
	time  time.Duration
}

func (s *solver) assert(m z.Lit) {
	s.b.AddCnf(s.g, m)
	s.g.Add(m)
	s.g.Add(0)
}

// solve reports whether m can hold; an error when the context ends first.
func (s *solver) solve(m z.Lit) (bool, error) {
	if m == s.b.F() {
		return false, nil
	}
	s.calls++
	start := time.Now()
	defer func() { s.time += time.Since(start) }()
	s.b.AddCnf(s.g, m)
	s.g.Assume(m)
	r, err := bitvec.Solve(s.ctx, s.g)
	return r == 1, err
}
