package engine

import (
	"context"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
)

// hangGuard is the deadline of the tests' engine runs: a guard against a
// hang only. The runs are bounded in work (iterations, propagations,
// bounds), so where they stop and what they answer is the same on every
// machine; they take seconds, tens of seconds at most on a two-core
// machine loaded twenty times over, far below the guard. The guard stays
// below go test's own limit of ten minutes, so that a hang fails the one
// test that has it, with its name.
const hangGuard = 5 * time.Minute

// workBounded is the context of a test's engine run bounded by props
// propagations of its SAT solves (bitvec.WithWorkBudget: the same point
// on every machine), with hangGuard against a hang.
func workBounded(props int64) (context.Context, context.CancelFunc) {
	guarded, cancelGuard := context.WithTimeout(context.Background(), hangGuard)
	ctx, cancel := bitvec.WithWorkBudget(guarded, props)
	return ctx, func() { cancel(); cancelGuard() }
}
