package kinduction

import (
	"context"
	"testing"

	"github.com/go-air/gini"
	"github.com/satabs-go/satabs-go/bitvec"
)

// TestWholeModel: a model of a query whose cone leaves a sum out reads
// the sum's gates as the solver left them (here, never assigned: 0);
// wholeModel evaluates them from the model's inputs, also for gates made
// after the solve.
func TestWholeModel(t *testing.T) {
	b := bitvec.New()
	x := b.Fresh(8)
	y := b.Add(x, b.Const(8, 1))
	goal := b.Eq(x, b.Const(8, 41))
	g := gini.New()
	b.AddCnf(g, goal)
	if r, err := bitvec.SolveAssuming(context.Background(), g, goal); err != nil || r != 1 {
		t.Fatalf("solve: %d %v", r, err)
	}
	val := bitvec.SafeValue(g)
	if got := b.Eval(val, x); got != 41 {
		t.Fatalf("x = %d, want 41", got)
	}
	whole := wholeModel(b, val, nil)
	if got := b.Eval(whole, y); got != 42 {
		t.Errorf("x + 1 = %d in the whole model, want 42", got)
	}
	later := b.Add(y, y)
	if got := b.Eval(whole, later); got != 84 {
		t.Errorf("2*(x + 1), made after the solve, = %d, want 84", got)
	}
}
