package engine

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/satabs-go/satabs-go/kinduction"
)

// invariantCache is the one invariant synthesis of a task, which every
// engine of the run shares (Task.Invariants).
type invariantCache struct {
	mu      sync.Mutex
	started bool
	done    chan struct{}
	// Set before done is closed.
	invs  []kinduction.Invariant
	stats kinduction.SynthStats
	err   error
	// cancelled: the context the synthesis ran under ended before its
	// own budget did; a later call under a live context starts again.
	cancelled bool
}

// synthBudget bounds the shared invariant synthesis: at most 40 s, and
// half the time the run has left (quantified atoms over arrays take most
// of it; without them the synthesis ends long before).
const synthBudget = 40 * time.Second

// ErrNoInvariants is the error of Task.Invariants for a program whose
// loops could not be made single-entry.
var ErrNoInvariants = errors.New("no invariants: the program's loops are not single-entry")

// Invariants returns the loop invariants of t's program (Synthesize of
// package kinduction: proved inductive, one per cut point), synthesised
// once for every engine of a run. The first call starts the synthesis in
// the background under ctx, on its own budget (synthBudget, at most half
// the time ctx leaves); every call waits at most wait for it,
// so that no engine waits for another engine's need. ready is false when
// the synthesis has not finished within wait: call again later, with
// the same or another wait. Once ready, err says whether it failed or ran
// out of its budget (then there are no invariants, and asking again
// gives the same answer).
func (t *Task) Invariants(ctx context.Context, wait time.Duration) (invs []kinduction.Invariant, st kinduction.SynthStats, ready bool, err error) {
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
		go c.synthesize(ctx, t)
	}
	done := c.done
	c.mu.Unlock()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-done:
	case <-ctx.Done():
		return nil, st, false, ctx.Err()
	case <-timer.C:
		return nil, st, false, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.invs, c.stats, true, c.err
}

// invariantsDone returns a channel closed when the synthesis that
// Invariants started has ended, nil when none was started.
func (t *Task) invariantsDone() <-chan struct{} {
	c := &t.invariants
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.started {
		return nil
	}
	return c.done
}

func (c *invariantCache) synthesize(ctx context.Context, t *Task) {
	budget := synthBudget
	if d, ok := ctx.Deadline(); ok {
		budget = min(budget, max(time.Second, time.Until(d)/2))
	}
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	var (
		invs []kinduction.Invariant
		st   kinduction.SynthStats
	)
	sys, err := kinduction.NewSystem(t.Program)
	if err == nil {
		invs, st, err = kinduction.Synthesize(sctx, sys, kinduction.SynthOptions{})
	}
	c.mu.Lock()
	c.invs, c.stats, c.err = invs, st, err
	c.cancelled = err != nil && ctx.Err() != nil
	close(c.done)
	c.mu.Unlock()
}
