package kinduction

import (
	"context"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
)

// hangGuard is the deadline of the tests' syntheses and step cases: a
// guard against a hang only. What they do is bounded in work (the
// synthesis's own budgets, synthWork, propagations), the same on every
// machine; on a two-core machine loaded twenty times over they take
// seconds, the synthesis of a sort a minute, far below the guard.
const hangGuard = 8 * time.Minute

// synthWork bounds the synthesis on a random program, far above what
// any of them takes (at most about 51M propagations, the sorts of
// TestRandomArrayPrograms; most take under 3M): a program whose
// templates take more would be skipped, the same ones on every machine.
const synthWork = 200_000_000

// workBounded is a context bounded by props propagations of its SAT
// solves (bitvec.WithWorkBudget), with hangGuard against a hang.
func workBounded(props int64) (context.Context, context.CancelFunc) {
	guarded, cancelGuard := context.WithTimeout(context.Background(), hangGuard)
	ctx, cancel := bitvec.WithWorkBudget(guarded, props)
	return ctx, func() { cancel(); cancelGuard() }
}

// synthesizeBounded returns sys's invariants synthesised under synthWork
// propagations, failing the test on an error.
func synthesizeBounded(t *testing.T, sys *System, opts SynthOptions) []Invariant {
	t.Helper()
	ctx, cancel := workBounded(synthWork)
	defer cancel()
	invs, _, err := Synthesize(ctx, sys, opts)
	if err != nil {
		t.Fatal(err)
	}
	return invs
}

// stepWithin reports whether the induction step with invs holds at some
// k <= maxK.
func stepWithin(t *testing.T, sys *System, invs []Invariant, maxK int) bool {
	t.Helper()
	st := NewStepper(sys)
	st.SetInvariants(invs)
	for k := 0; k <= maxK; k++ {
		ok, err := st.Check(context.Background(), k)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			return true
		}
	}
	return false
}
