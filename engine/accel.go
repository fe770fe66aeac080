package engine

import (
	"github.com/satabs-go/satabs-go/accel"
	"github.com/satabs-go/satabs-go/program"
)

// shortcuts is the task's program with the shortcuts of its accelerated
// loop paths (package accel) for a bounded search, and the havoc edges of
// their iteration counts, which are no inputs. Every execution through a
// shortcut is one of the program's, so the search's FALSE replays on the
// program and its TRUE (every ordinary path unrolled) is unchanged.
func (t *Task) shortcuts(engine string) (*program.Program, map[*program.Edge]bool) {
	r := accel.Shortcuts(t.Program)
	if r.Paths > 0 {
		t.progressf(engine, "loop acceleration: %d paths of %d loops get shortcuts", r.Paths, r.Loops)
	}
	return r.Program, r.Counts
}
