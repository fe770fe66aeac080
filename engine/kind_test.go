package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestKindProof: a TRUE of k-induction carries its invariants as a proof
// at the loop head, over the atoms the synthesis proved.
func TestKindProof(t *testing.T) {
	src := `extern void reach_error(void); extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) { unsigned int x = 0; while (__VERIFIER_nondet_uint()) { x += 4; } if (x % 4 != 0) reach_error(); return 0; }`
	p, err := cfront.ParseSource("cong.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	engines, err := New([]string{"kind"}, Config{})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r := Run(ctx, Prepare(p), engines)
	if r.Verdict != True || r.Proof == nil || len(r.Proof.Invariants) == 0 {
		t.Fatalf("got %v %q, proof %+v", r.Verdict, r.Reason, r.Proof)
	}
	inv := r.Proof.Invariants[0]
	if !inv.Loc.LoopHead || len(inv.States) != 1 || len(inv.States[0]) == 0 {
		t.Errorf("invariant %+v at a loop head %v", inv.States, inv.Loc.LoopHead)
	}
	if !strings.Contains(strings.Join(r.Proof.PredTexts, " "), "& (unsigned int)3") {
		t.Errorf("no congruence among %q", r.Proof.PredTexts)
	}
}
