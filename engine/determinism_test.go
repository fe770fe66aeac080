package engine

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// TestSameAnswerUnderLoad: an engine alone gives the same verdict and
// the same figures of work (SAT calls, refinements, bounds, runs; not
// the durations) on the same program whether the machine is idle or
// busy, so that a run's answer and statistics do not depend on the
// machine. Each engine runs each program twice, the second time beside
// goroutines that keep every core busy.
//
// k-induction is not here: its bounded rounds and its invariant
// synthesis race on the clock (the synthesis has budgets of seconds, the
// rounds wait for it a time that depends on how long they took), so its
// figures, and sometimes which proof answers, follow the load. predabs
// runs without the invariant synthesis and the generalisation for the
// same reason. Its abstraction's budgets per solve (a second) and for
// the enumeration of the initial states (250 ms) are on the clock too:
// the solves of these programs take microseconds and an enumeration about
// a millisecond, a margin of a hundred times, which the race detector
// (ten times slower, beside busy cores) used up: bitscan_bug.c gave up
// its initial states twice and counted 143 SAT calls instead of 144.
func TestSameAnswerUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("each run twice")
	}
	if raceDetector {
		t.Skip("predicate abstraction's initial states have a budget of 250 ms, which the race detector's slowdown reaches")
	}
	engines := []func() Engine{
		func() Engine { return &Bounded{} },
		func() Engine {
			return &PredicateAbstraction{Options: refine.Options{MaxIterations: 30}, NoInvariants: true, NoGeneralize: true}
		},
		func() Engine { return &Impact{} },
	}
	files := []string{"parity_loop.c", "parity_loop_bug.c", "overflow_guard.c", "bitscan_bug.c"}
	for _, file := range files {
		engines := engines
		if file != "parity_loop.c" {
			// Concrete testing on a program with a bug (on a safe one
			// it runs until the end of its context).
			engines = append(engines, func() Engine { return &Testing{} })
		}
		p, err := cfront.Parse(filepath.Join("..", "examples", file), cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		program.Renumber(p)
		for _, mk := range engines {
			idle := runForFigures(t, mk(), Prepare(p), false)
			busy := runForFigures(t, mk(), Prepare(p), true)
			if idle != busy {
				t.Errorf("%s, %s: idle\n\t%s\nbusy\n\t%s", file, mk().Name(), idle, busy)
			}
		}
	}
}

// runForFigures runs e on t (beside busy goroutines on every core when
// busy) and returns its verdict, reason and figures of work as text.
func runForFigures(t *testing.T, e Engine, task *Task, busy bool) string {
	t.Helper()
	var stop atomic.Bool
	var wg sync.WaitGroup
	if busy {
		for range runtime.GOMAXPROCS(0) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				x := uint64(1)
				for !stop.Load() {
					for range 1 << 12 {
						x = x*6364136223846793005 + 1442695040888963407
					}
				}
				_ = x
			}()
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	r, err := e.Run(ctx, task)
	cancel()
	stop.Store(true)
	wg.Wait()
	if err != nil {
		t.Fatalf("%s: %v", e.Name(), err)
	}
	out := fmt.Sprintf("%v (%s)", r.Verdict, r.Reason)
	for _, st := range r.Stats {
		if _, isTime := st.Value.(time.Duration); isTime || timeFigure(st.Key) {
			continue
		}
		out += fmt.Sprintf(" %s=%v", st.Key, st.Value)
	}
	return out
}

// timeFigure says whether a figure is made of durations: the slowest
// segments (ordered by time, with their times), milliseconds per call.
func timeFigure(key string) bool {
	return strings.Contains(key, "slowest") || strings.Contains(key, "_ms_") || strings.HasSuffix(key, "_seconds")
}
