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
	"github.com/satabs-go/satabs-go/internal/arraygen"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// TestSameAnswerUnderLoad: an engine alone gives the same verdict and
// the same figures of work (SAT calls, propagations, refinements, bounds,
// invariant atoms, runs; not the durations) on the same program whether
// the machine is idle or busy, so that a run's answer and statistics do
// not depend on the machine. Each engine runs each program twice, the
// second time beside goroutines that keep every core busy. Every engine
// is here with all of its phases: predabs with its invariant synthesis
// and generalisation, kind with its synthesis and its schedule of rounds,
// which are budgeted in work (propagations), never in time.
func TestSameAnswerUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("each run twice")
	}
	if raceDetector {
		t.Skip("every engine twice on several programs: minutes under the race detector (the answers do not depend on its slowdown)")
	}
	engines := map[string]func() Engine{
		"bmc":     func() Engine { return &Bounded{} },
		"predabs": func() Engine { return &PredicateAbstraction{Options: refine.Options{MaxIterations: 30}} },
		"kind":    func() Engine { return &KInduction{} },
		"impact":  func() Engine { return &Impact{} },
		"test":    func() Engine { return &Testing{} },
	}
	// Each program with the engines that end on it within seconds (bmc
	// unrolls lock.c's loop without end, impact and predabs refine
	// array_max.c's for minutes on a loaded machine; concrete testing on
	// a safe program with input runs to the end of its context).
	cases := []struct {
		file, engines string
		src           string // a generated program instead of the file
	}{
		{file: "parity_loop.c", engines: "bmc predabs kind impact"},
		{file: "parity_loop_bug.c", engines: "bmc predabs kind impact test"},
		{file: "overflow_guard.c", engines: "bmc predabs kind impact test"},
		{file: "bitscan.c", engines: "bmc predabs kind impact"},
		{file: "bitscan_bug.c", engines: "bmc predabs kind impact test"},
		{file: "count_to_ten.c", engines: "bmc predabs kind test"},
		{file: "lock.c", engines: "predabs kind impact"},
		{file: "pointer_stride.c", engines: "bmc predabs kind"},
		{file: "array_max.c", engines: "bmc kind test"},
		// k-induction's proof at depth 0 with 54 invariant atoms
		// (quantified ones among them).
		{file: "partition_4.c", engines: "bmc kind", src: arraygen.Program(arraygen.Partition, 4, false)},
	}
	for _, c := range cases {
		var task func() *Task
		if c.src != "" {
			task = func() *Task { return prepareSource(t, c.file, c.src) }
		} else {
			p, err := cfront.Parse(filepath.Join("..", "examples", c.file), cfront.Options{})
			if err != nil {
				t.Fatal(err)
			}
			program.Renumber(p)
			task = func() *Task { return Prepare(p) }
		}
		for _, name := range strings.Fields(c.engines) {
			mk := engines[name]
			idle := runForFigures(t, mk(), task(), false)
			busy := runForFigures(t, mk(), task(), true)
			if idle != busy {
				t.Errorf("%s, %s: idle\n\t%s\nbusy\n\t%s", c.file, name, idle, busy)
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
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
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
