package refine

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/modelcheck"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

const counter = `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = 0;
  if (x > 0)
    y = x;
  if (y < 0)
    reach_error();
  return 0;
}
`

func parse(t *testing.T, src string) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	return p
}

// TestImpossibleTransitionNeedsAnAnswer: a solver that cannot answer (the
// context ended) must not make a transition look possible, or a timeout
// reads as "refinement found no new predicate".
func TestImpossibleTransitionNeedsAnAnswer(t *testing.T) {
	p := parse(t, counter)
	st := abstract.NewStructure(p)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, blk := range st.Blocks {
		_, impossible, err := impossibleTransition(ctx, p, blk, nil, nil, nil, nil, nil)
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("block %s: impossible %v, error %v; want context.Canceled", blk, impossible, err)
		}
	}
	a, err := abstract.NewAbstractor(st, abstract.Options{}).Abstract(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	trace := []modelcheck.Step{{Trans: -1}, {Trans: 0}}
	if _, _, err := constrainTransitions(ctx, p, nil, a, trace); !errors.Is(err, context.Canceled) {
		t.Fatalf("constrainTransitions with an ended context: %v", err)
	}
}

// cancelling is a model checker that ends the run's context, as a memory
// limit does, before it answers.
type cancelling struct {
	inner  modelcheck.Checker
	cancel context.CancelCauseFunc
}

func (c cancelling) Check(bp *boolprog.Program) (*modelcheck.Result, error) {
	c.cancel(errors.New("memory limit 1 MB reached"))
	return c.inner.Check(bp)
}

// TestVerifyReportsTheLimit: when the context ends inside an iteration,
// the verdict is UNKNOWN with the limit as its reason.
func TestVerifyReportsTheLimit(t *testing.T) {
	p := parse(t, counter)
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	res, err := Verify(ctx, p, Options{Checker: cancelling{modelcheck.NewBDD(modelcheck.Options{}), cancel}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != Unknown || res.Reason != "memory limit 1 MB reached" {
		t.Fatalf("verdict %v, reason %q; want UNKNOWN for the memory limit", res.Verdict, res.Reason)
	}
}

// TestVerify proves the safe program and finds the bug when the guard is
// removed: the blocks, their execution and weakest preconditions together.
func TestVerify(t *testing.T) {
	res, err := Verify(context.Background(), parse(t, counter), Options{})
	if err != nil || res.Verdict != True {
		t.Fatalf("safe program: verdict %v, error %v, reason %q", res.Verdict, err, res.Reason)
	}
	buggy := parse(t, `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  if (y == 7 && x != 6)
    return 0;
  if (y == 7)
    reach_error();
  return 0;
}
`)
	res, err = Verify(context.Background(), buggy, Options{})
	if err != nil || res.Verdict != False || res.Check == nil || len(res.Inputs) == 0 {
		t.Fatalf("buggy program: verdict %v, error %v, reason %q", res.Verdict, err, res.Reason)
	}
}

// TestVerifySharpens runs the first solves of the abstraction over the
// budget: their relations are taken whole, refinement finds neither a new
// predicate nor an impossible transition for a trace through them, and
// the loop raises the budget and abstracts them again, until the
// abstraction is exact enough for the proof.
func TestVerifySharpens(t *testing.T) {
	calls := 0
	over := func() bool {
		calls++
		return calls <= 40
	}
	res, err := Verify(context.Background(), parse(t, counter), Options{Abstraction: abstract.Options{OverBudget: over}})
	if err != nil || res.Verdict != True {
		t.Fatalf("verdict %v, error %v, reason %q", res.Verdict, err, res.Reason)
	}
	if st := res.Stats.Abstraction; st.Sharpened == 0 || st.Inexact == 0 {
		t.Errorf("%d subtrees taken whole, budget raised %d times; want both", st.Inexact, st.Sharpened)
	}
}

// TestVerifyConfigurations: every block encoding, with global and local
// precision and with predicate minimisation, proves the safe program
// and finds the bug of a program that needs refinement.
func TestVerifyConfigurations(t *testing.T) {
	safe := parse(t, `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = 0, z = 0;
  if (x > 3) { y = x; z = 1; } else { y = 5; }
  if (z == 1) y = y - 1;
  while (__VERIFIER_nondet_int()) { z = z; }
  if (y < 3) reach_error();
  return 0;
}
`)
	buggy := parse(t, `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int(), y = 0;
  if (x > 3) y = x; else y = 5;
  if (y == 9 && x != 9) return 0;
  if (y == 9) reach_error();
  return 0;
}
`)
	for enc := range abstract.BlockEncodings {
		for _, local := range []bool{false, true} {
			for _, min := range []bool{false, true} {
				opts := Options{Block: abstract.BlockEncoding(enc), LocalPrecision: local, MinimisePredicates: min}
				name := fmt.Sprintf("%s local=%v minimise=%v", opts.Block, local, min)
				res, err := Verify(context.Background(), safe, opts)
				if err != nil || res.Verdict != True {
					t.Errorf("%s: safe program: verdict %v, error %v, reason %q", name, res.Verdict, err, res.Reason)
				}
				res, err = Verify(context.Background(), buggy, opts)
				if err != nil || res.Verdict != False || len(res.Inputs) == 0 {
					t.Errorf("%s: buggy program: verdict %v, error %v, reason %q", name, res.Verdict, err, res.Reason)
				}
			}
		}
	}
}

// TestDiscoverStopsWithTheContext: predicate discovery takes the weakest
// precondition of a spurious step back along the trace; with the context
// ended it keeps only the atoms of the step itself, so that a run's
// timeout is never held up by weakest preconditions (which can grow
// without bound through writes at unknown indices).
func TestDiscoverStopsWithTheContext(t *testing.T) {
	p := parse(t, `extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = x + 1;
  int z = y * 3;
  if (z == 7) reach_error();
  return 0;
}`)
	st := abstract.NewStructure(p)
	// The trace: the blocks from the entry to the error, each starting
	// where the one before ended.
	var trace []*symex.Block
	at := p.Entry
	for len(trace) < len(st.Blocks) {
		// From at: the error block if there is one, else a block
		// that goes on (not to the return).
		var next *symex.Block
		rank := func(blk *symex.Block) int {
			switch {
			case blk.Error != nil:
				return 2
			case len(blk.To.Out) > 0:
				return 1
			}
			return 0
		}
		for _, blk := range st.Blocks {
			if blk.From == at && (next == nil || rank(blk) > rank(next)) {
				next = blk
			}
		}
		if next == nil {
			break
		}
		trace = append(trace, next)
		if next.Error != nil {
			break
		}
		at = next.To
	}
	// The step whose condition (z == 7) refinement takes back.
	j := -1
	for i, blk := range trace {
		if symex.BlockCondition(p, blk) != nil {
			j = i
		}
	}
	if j < 1 || trace[len(trace)-1].Error == nil {
		t.Fatalf("no trace to the error through a condition: %v", trace)
	}
	count := func(ctx context.Context) int {
		return discover(ctx, p, newPredicateSet(p, st, false), trace, j)
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	all, first := count(context.Background()), count(ended)
	if first == 0 || all <= first {
		t.Errorf("atoms discovered: %d with a live context, %d with an ended one; want more with the live one, some with the ended one", all, first)
	}
}
