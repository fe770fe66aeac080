package bitvec

import (
	"context"
	"errors"
	"sync/atomic"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// SolveAssuming runs g's solve under ctx with the assumptions: it returns
// 1 (SAT), -1 (UNSAT, and g.Why names failed assumptions), or 0 with
// ctx's error when ctx ends first (the solver is stopped and stays
// usable). Every SAT call of the tool goes through it, so that --timeout
// and --memory-limit interrupt a single hard call too. The assumptions
// are its argument, never set by the caller with g.Assume beforehand.
//
// The solve is gini's SolveWithin (the fork in third_party/gini): it sees
// ctx's end within 20000 propagations (a millisecond or so), without a
// goroutine or polling, and it stops only at the end of ctx or of a work
// budget, never at a moment of the clock: until ctx's deadline, the same
// calls give the same models and the same learnt clauses on every
// machine. When ctx carries work budgets (WithWorkBudget), the solve may
// make at most the propagations they have left; it charges them what it
// made, and a budget that runs out ends its context (with cause
// ErrWorkBudget), at the same point on every machine.
func SolveAssuming(ctx context.Context, g *gini.Gini, assumptions ...z.Lit) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	meters := workMeters(ctx)
	limit := int64(0)
	for _, m := range meters {
		left := m.left.Load()
		if left <= 0 {
			m.cancel(ErrWorkBudget)
			return 0, ctx.Err()
		}
		if limit == 0 || left < limit {
			limit = left
		}
	}
	g.Assume(assumptions...)
	r, used := g.SolveWithin(limit, ctx.Done())
	for _, m := range meters {
		if m.left.Add(-used) <= 0 {
			m.cancel(ErrWorkBudget)
		}
	}
	if r == 0 {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		// Unreachable: SolveWithin stops early only at ctx's end or at
		// the limit, and a meter whose budget ran out ended ctx.
		return 0, context.Canceled
	}
	return r, nil
}

// ErrWorkBudget is the cause of the end of a context from WithWorkBudget
// whose budget the solves under it spent.
var ErrWorkBudget = errors.New("work budget spent")

// A workMeter is the budget of a context from WithWorkBudget: the
// propagations its solves may still make.
type workMeter struct {
	parent *workMeter
	budget int64
	left   atomic.Int64
	cancel context.CancelCauseFunc
}

type workKey struct{}

// WithWorkBudget returns a context that ends, with cause ErrWorkBudget,
// once the SAT solves made under it (SolveAssuming) have made props
// propagations (props <= 0: no budget, only the count of WorkSpent), and
// its cancel function. A phase of an engine budgeted so stops at the same
// point on every machine, however loaded, unlike one under a timeout; the
// clock stays for --timeout alone. Budgets nest: a solve is charged to
// every enclosing one.
//
// Only the SAT solver's work is counted: a phase that does much work
// between its solves needs a bound of its own on that work.
func WithWorkBudget(parent context.Context, props int64) (context.Context, context.CancelFunc) {
	m := &workMeter{budget: props}
	m.parent, _ = parent.Value(workKey{}).(*workMeter)
	if props <= 0 {
		// A count alone: it never ends, and needs no context of its own
		// to cancel (cheap enough for every solve of an enumeration).
		m.left.Store(1 << 62)
		m.cancel = func(error) {}
		return context.WithValue(parent, workKey{}, m), func() {}
	}
	ctx, cancel := context.WithCancelCause(parent)
	m.cancel = cancel
	m.left.Store(props)
	return context.WithValue(ctx, workKey{}, m), func() { cancel(context.Canceled) }
}

// WorkSpent is the number of propagations the solves under ctx's
// innermost work budget (WithWorkBudget) have made so far (0 without
// one).
func WorkSpent(ctx context.Context) int64 {
	m, _ := ctx.Value(workKey{}).(*workMeter)
	if m == nil {
		return 0
	}
	if m.budget <= 0 {
		return 1<<62 - m.left.Load()
	}
	return m.budget - m.left.Load()
}

// WorkLeft is the work (propagations) the budgets of ctx leave to its
// solves, the least of them; ok is false when ctx has no budget.
func WorkLeft(ctx context.Context) (left int64, ok bool) {
	for _, m := range workMeters(ctx) {
		if m.budget > 0 && (!ok || m.left.Load() < left) {
			left, ok = max(0, m.left.Load()), true
		}
	}
	return left, ok
}

// WithoutWorkBudgets returns ctx without its work budgets (its end and
// values stay): for work that runs beside the caller's, such as a
// synthesis shared by every engine, whose solves must not be charged to
// the engine that happened to start it.
func WithoutWorkBudgets(ctx context.Context) context.Context {
	return context.WithValue(ctx, workKey{}, (*workMeter)(nil))
}

// Work converts a budget given as a duration to propagations, at
// PropagationsPerSecond: options that were durations keep their type and
// mean that much work, the same on every machine.
func Work(d time.Duration) int64 {
	return int64(d.Seconds() * PropagationsPerSecond)
}

// workMeters lists ctx's work budgets, innermost first.
func workMeters(ctx context.Context) []*workMeter {
	var out []*workMeter
	for m, _ := ctx.Value(workKey{}).(*workMeter); m != nil; m = m.parent {
		out = append(out, m)
	}
	return out
}

// LimitReason says why ctx ended, for an UNKNOWN verdict: the cause given
// to it ("memory limit ...", "work budget spent"), "timeout", or
// "interrupted". It is the wording for the error SolveAssuming returns
// when ctx ends.
func LimitReason(ctx context.Context) string {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(cause, context.Canceled) && !errors.Is(cause, context.DeadlineExceeded) {
		return cause.Error()
	}
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "timeout"
	}
	return "interrupted"
}

// PropagationsPerSecond converts the engines' former budgets of time into
// budgets of work: about what gini propagates per second here, measured
// once on the development machine (idle, 2 cores): 2 to 15 million a
// second over the solves of the examples' engines (predicate abstraction
// 2-7M, bounded model checking and k-induction 6-20M), 0.2M on a
// pigeonhole formula. A budget of d seconds became d*PropagationsPerSecond
// propagations: about as generous as before on an idle machine, and the
// same on every machine.
const PropagationsPerSecond = 3_000_000
