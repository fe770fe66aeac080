package interp_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestMemtrackRandomGraphs: random heaps of up to seven objects (each
// its own allocation site; some in a loop, from pools), linked by random
// pointer stores (to the start or into the middle of an object), some
// freed, some hung from globals, with main's locals dropped at its
// return: the lowered memtrack check fails in the interpreter exactly
// when an object that is allocated is not reachable from the globals
// through allocated objects, as a graph search in Go computes it.
func TestMemtrackRandomGraphs(t *testing.T) {
	runs := 80
	if testing.Short() {
		runs = 30
	}
	leaks := 0
	zeros := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) { return interp.ZeroValue(ty), nil })
	for seed := range runs {
		src, want := randomHeapProgram(rand.New(rand.NewPCG(uint64(seed), 7)))
		p, err := cfront.ParseSource("g.c", []byte(src), cfront.Options{Checks: cfront.Checks{Memtrack: true}})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		r, err := interp.Run(p, zeros, interp.Options{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		got := r.Status == interp.Violated && r.Check != nil && r.Check.Kind == program.CheckMemtrack
		if r.Status != interp.Finished && !got {
			t.Fatalf("seed %d: status %s %s\n%s", seed, r.Status, r.Reason, src)
		}
		if got != want {
			t.Fatalf("seed %d: memtrack violated %v, want %v\n%s", seed, got, want, src)
		}
		if want {
			leaks++
		}
	}
	t.Logf("%d of %d programs leak", leaks, runs)
	if leaks == 0 || leaks == runs {
		t.Errorf("%d of %d programs leak: the generator decides nothing", leaks, runs)
	}
}

// randomHeapProgram writes a program whose objects are x0..x(n-1), each
// with two pointer fields (a to the start of a node, q a void * that may
// point into the middle of one) and returns whether it leaks at the
// return from main.
func randomHeapProgram(rng *rand.Rand) (string, bool) {
	n := 2 + rng.IntN(6)
	var b strings.Builder
	b.WriteString("void *malloc(unsigned long);\nvoid free(void *);\nvoid abort(void);\nstruct node { int v; struct node *a; void *q; int w; };\n")
	nglobals := 1 + rng.IntN(2)
	for g := range nglobals {
		fmt.Fprintf(&b, "struct node *g%d;\n", g)
	}
	b.WriteString("void *gq;\nstruct node *keep[8];\nint main(void) {\n")
	pooled := rng.IntN(2) == 0 && n >= 3 // x0..x2 from one site in a loop
	if pooled {
		b.WriteString("  struct node *first[3];\n  for (int i = 0; i < 3; i++) {\n    first[i] = malloc(sizeof(struct node));\n    if (!first[i]) abort();\n    first[i]->a = 0; first[i]->q = 0;\n  }\n")
	}
	for i := range n {
		if pooled && i < 3 {
			fmt.Fprintf(&b, "  struct node *x%d = first[%d];\n", i, i)
			continue
		}
		fmt.Fprintf(&b, "  struct node *x%d = malloc(sizeof(struct node));\n  if (!x%d) abort();\n  x%d->a = 0; x%d->q = 0;\n", i, i, i, i)
	}
	if pooled {
		b.WriteString("  first[0] = first[1] = first[2] = 0;\n")
	}
	a := make([]int, n) // -1: null
	q := make([]int, n)
	for i := range n {
		a[i], q[i] = -1, -1
	}
	freed := make([]bool, n)
	groots := map[int]bool{}
	for range 2 + rng.IntN(3*n) {
		i, j := rng.IntN(n), rng.IntN(n)
		switch rng.IntN(9) {
		case 0, 1, 2, 3:
			fmt.Fprintf(&b, "  x%d->a = x%d;\n", i, j)
			a[i] = j
		case 4, 5:
			fmt.Fprintf(&b, "  x%d->q = &x%d->w;\n", i, j)
			q[i] = j
		case 6:
			fmt.Fprintf(&b, "  x%d->a = 0;\n", i)
			a[i] = -1
		case 7:
			g := rng.IntN(nglobals)
			fmt.Fprintf(&b, "  g%d = x%d;\n", g, i)
			groots[g*100+i] = true
			for k := range n { // g now holds x(i) only
				if k != i {
					delete(groots, g*100+k)
				}
			}
		case 8:
			fmt.Fprintf(&b, "  gq = &x%d->v;\n", i)
			for k := range n {
				delete(groots, -1-k)
			}
			groots[-1-i] = true
		}
	}
	for i := range n {
		if rng.IntN(5) == 0 {
			fmt.Fprintf(&b, "  free(x%d);\n", i)
			freed[i] = true
		}
	}
	// Reachability from the globals through allocated objects; most
	// objects the stores left unreachable are kept in a global array.
	var seen []bool
	var visit func(i int)
	visit = func(i int) {
		if i < 0 || freed[i] || seen[i] {
			return
		}
		seen[i] = true
		visit(a[i])
		visit(q[i])
	}
	reach := func() {
		seen = make([]bool, n)
		for r := range groots {
			if r >= 0 {
				visit(r % 100)
			} else {
				visit(-1 - r)
			}
		}
	}
	reach()
	for i := range n {
		if !freed[i] && !seen[i] && rng.IntN(4) != 0 {
			fmt.Fprintf(&b, "  keep[%d] = x%d;\n", i, i)
			groots[1000+i] = true
			reach()
		}
	}
	b.WriteString("  return 0;\n}\n")
	leak := false
	for i := range n {
		if !freed[i] && !seen[i] {
			leak = true
		}
	}
	return b.String(), leak
}
