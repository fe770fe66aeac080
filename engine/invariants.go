package engine

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/kinduction"
)

// invariantCache is the one invariant synthesis of a task, which every
// engine of the run shares (Task.Invariants).
type invariantCache struct {
	mu      sync.Mutex
	started bool
	done    chan struct{}
	// spent counts the synthesis's work (bitvec.WorkSpent of its
	// context) while it runs.
	spent func() int64
	// Set before done is closed: the result, and work, what it spent.
	invs  []kinduction.Invariant
	stats kinduction.SynthStats
	err   error
	work  int64
	// cancelled: the context the synthesis ran under ended before its
	// own budget did; a later call under a live context starts again.
	cancelled bool
}

// synthBudget bounds the shared invariant synthesis, in propagations: it
// was 40 s (and at most half the time the run had left); 120M
// propagations is about as much here (bitvec.PropagationsPerSecond), and
// the same on every machine. Quantified atoms over arrays take most of
// it; without them the synthesis ends long before.
var synthBudget = bitvec.Work(40 * time.Second)

// ErrNoInvariants is the error of Task.Invariants for a program whose
// loops could not be made single-entry.
var ErrNoInvariants = errors.New("no invariants: the program's loops are not single-entry")

// Invariants returns the loop invariants of t's program (Synthesize of
// package kinduction: proved inductive, one per cut point), synthesised
// once for every engine of a run. The first call starts the synthesis in
// the background under ctx, on its own budget of work (synthBudget); a
// call waits for it until the synthesis has done `until` work
// (propagations since it started), so that no engine waits for another
// engine's need. ready is true when the synthesis finished within that
// much work: the answer depends on the work the synthesis needs, never
// on how fast the machine does it, so an engine alone takes the same
// turns on every machine. When not ready, call again later with a
// larger until. Once ready, err says whether it failed or ran out of its
// budget (then there are no invariants, and asking again gives the same
// answer).
func (t *Task) Invariants(ctx context.Context, until int64) (invs []kinduction.Invariant, st kinduction.SynthStats, ready bool, err error) {
	if t.Irreducible != nil {
		return nil, st, true, ErrNoInvariants
	}
	c := &t.invariants
	c.mu.Lock()
	if c.started && c.cancelled && ctx.Err() == nil {
		c.started = false
	}
	if !c.started {
		c.started, c.cancelled = true, false
		c.done = make(chan struct{})
		// The synthesis's own count, apart from the caller's budgets.
		sctx, cancel := bitvec.WithWorkBudget(bitvec.WithoutWorkBudgets(ctx), synthBudget)
		c.spent = func() int64 { return bitvec.WorkSpent(sctx) }
		go c.synthesize(sctx, cancel, ctx, t)
	}
	done, spent := c.done, c.spent
	c.mu.Unlock()
	// The synthesis's work is polled: when it is seen is the clock's
	// business, what it is (and so the answer) is not.
	tick := time.NewTicker(invariantsPoll)
	defer tick.Stop()
	for waiting := true; waiting; {
		select {
		case <-done:
			waiting = false
		case <-ctx.Done():
			return nil, st, false, ctx.Err()
		case <-tick.C:
			waiting = spent() < until
		}
	}
	select {
	case <-done:
	default:
		return nil, st, false, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.work > until {
		return nil, st, false, nil
	}
	return c.invs, c.stats, true, c.err
}

// invariantsPoll is how often Invariants looks at the synthesis's work.
const invariantsPoll = 2 * time.Millisecond

// synthesisWork is the work (propagations) the synthesis had spent when
// it finished, and whether it has.
func (t *Task) synthesisWork() (int64, bool) {
	c := &t.invariants
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.started {
		return 0, false
	}
	select {
	case <-c.done:
		return c.work, true
	default:
		return 0, false
	}
}

// synthesize runs the synthesis under sctx (the caller's context ctx with
// the synthesis's budget of work).
func (c *invariantCache) synthesize(sctx context.Context, cancel context.CancelFunc, ctx context.Context, t *Task) {
	defer cancel()
	var (
		invs []kinduction.Invariant
		st   kinduction.SynthStats
	)
	sys, err := kinduction.NewSystem(t.Program)
	if err == nil {
		// The engines need a proof: narrowing is skipped when the
		// invariant rules out the checks before it.
		invs, st, err = kinduction.Synthesize(sctx, sys, kinduction.SynthOptions{ProofOnly: true})
	}
	c.mu.Lock()
	c.invs, c.stats, c.err, c.work = invs, st, err, bitvec.WorkSpent(sctx)
	c.cancelled = err != nil && ctx.Err() != nil
	close(c.done)
	c.mu.Unlock()
}
