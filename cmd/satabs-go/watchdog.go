package main

import (
	"bytes"
	"context"
	"io"
	"sync"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
)

// The limits are a contract: a run with --timeout T prints its closing
// lines and exits within T of the process's start plus watchdogGrace,
// whatever code is running when T passes (the front end, building a
// circuit, an all-SAT enumeration, BDDs, writing a witness); a run with
// --memory-limit M does the same, with UNKNOWN(memory limit), soon after
// the Go heap passes M, before the operating system would kill it.
//
// Every phase polls the run's context and most end cleanly, through the
// engines, the portfolio and the usual printing. The watchdog is the
// backstop: when the context has ended and the run has not printed within
// watchdogGrace, it prints the closing lines itself (UNKNOWN with the
// limit's reason, in text or --json form) and the run returns exit code 5
// at once, leaving whatever is stuck to die with the process. A run's
// stdout is buffered and written in one piece by whichever of the two
// comes first (the gate); the other's output is dropped, so the closing
// lines are never doubled or interleaved.

// watchdogGrace is how long after the end of its context a run may take
// to print; well under a second, so that a run stays within its limit
// plus one second on a loaded machine. engine.limitGrace, the portfolio's
// wait for engines to stop, is shorter.
var watchdogGrace = 400 * time.Millisecond // a variable for tests

// A gate passes a run's writes on until it is closed, then drops them:
// once a closing output is out, nothing more of the run may follow it.
type gate struct {
	mu     sync.Mutex
	closed bool
	w      io.Writer
}

func (g *gate) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.closed {
		g.w.Write(b)
	}
	return len(b), nil
}

// final writes b, which ends the output, and closes the gate; it reports
// false (and writes nothing) when the gate was closed already.
func (g *gate) final(b []byte) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return false
	}
	g.closed = true
	g.w.Write(b)
	return true
}

func (g *gate) close() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

// A watchdog watches one run's context once armed.
type watchdog struct {
	stdout, stderr *gate
	fired          chan struct{} // closed when the watchdog printed the closing lines
	finished       chan struct{} // closed when the run ends
	armed          sync.Once
	// release undoes the limits' settings of the process (the garbage
	// collector's limit) when the watchdog ends the run: the run's own
	// deferred calls come only when it stops, and an in-process caller
	// (the tests) goes on at once.
	release func()
}

// runGuarded runs a single-file check (check writes its stdout into a
// buffer) under a watchdog that check arms once it knows its limits, and
// returns its exit code, or exitUnknown when the watchdog ended the run.
func runGuarded(stdout, stderr io.Writer, check func(stdout, stderr io.Writer, wd *watchdog) int) int {
	wd := &watchdog{stdout: &gate{w: stdout}, stderr: &gate{w: stderr}, fired: make(chan struct{}), finished: make(chan struct{})}
	var buf bytes.Buffer
	done := make(chan int, 1)
	go func() {
		var out syncBuffer
		out.b = &buf
		code := check(&out, wd.stderr, wd)
		close(wd.finished)
		if wd.stdout.final(out.bytes()) {
			done <- code
		}
	}()
	select {
	case code := <-done:
		wd.stderr.close()
		return code
	case <-wd.fired:
		wd.stderr.close()
		if wd.release != nil {
			wd.release()
		}
		return exitUnknown
	}
}

// arm starts watching ctx: watchdogGrace after it ends, if the run has not
// finished, the closing lines say UNKNOWN with the limit's reason (in the
// --json form when asJSON) and the run is over; release (safe to call
// twice) then undoes the limits' settings.
func (wd *watchdog) arm(ctx context.Context, asJSON bool, file string, release func()) {
	if wd == nil {
		return
	}
	wd.armed.Do(func() {
		wd.release = release
		go func() {
			select {
			case <-wd.finished:
				return
			case <-ctx.Done():
			}
			// From the deadline itself when there is one: on a loaded
			// machine the context's own timer may have fired late.
			wait := watchdogGrace
			if deadline, ok := ctx.Deadline(); ok && bitvec.LimitReason(ctx) == "timeout" {
				wait = time.Until(deadline.Add(watchdogGrace))
			}
			grace := time.NewTimer(wait)
			defer grace.Stop()
			select {
			case <-wd.finished:
				return
			case <-grace.C:
			}
			reason := bitvec.LimitReason(ctx)
			var closing bytes.Buffer
			out := outcome{code: exitUnknown, reason: reason}
			if asJSON {
				verification, result := out.lines()
				writeJSON(&closing, &jsonReport{File: file, Verification: verification, Result: result, Verdict: "unknown", Reason: reason, ExitCode: exitUnknown})
			} else {
				out.print(&closing)
			}
			if wd.stdout.final(closing.Bytes()) {
				wd.stderr.Write([]byte("satabs-go: " + reason + ": the run did not stop within " + watchdogGrace.String() + "; ended by the watchdog\n"))
				close(wd.fired)
			}
		}()
	})
}

// A syncBuffer is a bytes.Buffer safe for the writes of several
// goroutines (engines may print progress while the run prints).
type syncBuffer struct {
	mu sync.Mutex
	b  *bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Bytes()
}
