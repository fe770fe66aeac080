package modelcheck_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/randbp"
	"github.com/satabs-go/satabs-go/modelcheck"
)

var checkers = []struct {
	name string
	new  func(modelcheck.Options) modelcheck.Checker
}{
	{"bdd", modelcheck.NewBDD},
	{"explicit", modelcheck.NewExplicit},
}

// check runs c on p, validates the trace if any and fails the test on an
// error.
func check(t *testing.T, c modelcheck.Checker, p *boolprog.Program) *modelcheck.Result {
	t.Helper()
	res, err := c.Check(p)
	if err != nil {
		t.Fatalf("Check: %v\nprogram:\n%s", err, p)
	}
	if res.Reachable {
		if err := modelcheck.ValidateTrace(p, res.Trace); err != nil {
			t.Fatalf("invalid trace: %v\ntrace: %v\nprogram:\n%s", err, res.Trace, p)
		}
		if last := res.Trace[len(res.Trace)-1].Loc; last != res.Error {
			t.Fatalf("trace ends at L%d, Error is L%d", last, res.Error)
		}
	} else if res.Trace != nil {
		t.Fatalf("trace without Reachable")
	}
	return res
}

// reachableAt returns res.ReachableAt(loc) and fails the test on an error.
func reachableAt(t *testing.T, res *modelcheck.Result, loc int) boolprog.CubeSet {
	t.Helper()
	states, err := res.ReachableAt(loc)
	if err != nil {
		t.Fatalf("ReachableAt(%d): %v", loc, err)
	}
	return states
}

// sameSet reports whether two cube sets over current values of n
// predicates denote the same set.
func sameSet(a, b boolprog.CubeSet, n int) (bool, []bool) {
	vals := make([]bool, n)
	for bits := 0; bits < 1<<n; bits++ {
		for i := range vals {
			vals[i] = bits>>i&1 == 1
		}
		if a.Holds(vals, nil) != b.Holds(vals, nil) {
			return false, vals
		}
	}
	return true, nil
}

func TestParityUnreachable(t *testing.T) {
	p := parityProgram(boolprog.CubeSet{{notCur(0), notCur(1)}})
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if res.Reachable {
				t.Fatalf("error reachable: %v", res.Trace)
			}
			// At the loop head the parities differ.
			want := boolprog.CubeSet{{cur(0), notCur(1)}, {notCur(0), cur(1)}}
			if ok, v := sameSet(reachableAt(t, res, 1), want, 2); !ok {
				t.Errorf("ReachableAt(1) = %v, differs from %v at %v", reachableAt(t, res, 1), want, v)
			}
			if got := reachableAt(t, res, 5); len(got) != 0 {
				t.Errorf("ReachableAt(error) = %v", got)
			}
			if ok, _ := sameSet(reachableAt(t, res, 0), boolprog.CubeSet{{notCur(0), notCur(1)}}, 2); !ok {
				t.Errorf("ReachableAt(0) = %v", reachableAt(t, res, 0))
			}
			// L0: 1 state, L1..L4: 2 each.
			if res.Stats.States != 9 {
				t.Errorf("States = %v, want 9", res.Stats.States)
			}
		})
	}
}

func TestParityReachable(t *testing.T) {
	// Starting with d and e odd, the loop can be skipped: L0 L1 L3 L5.
	p := parityProgram(boolprog.CubeSet{{cur(0), cur(1)}})
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if !res.Reachable || res.Error != 5 {
				t.Fatalf("Reachable %v Error %d", res.Reachable, res.Error)
			}
			var locs []int
			for _, s := range res.Trace {
				locs = append(locs, s.Loc)
			}
			if fmt.Sprint(locs) != "[0 1 3 5]" {
				t.Errorf("trace locations %v, want [0 1 3 5]", locs)
			}
		})
	}
}

func TestCounterShortest(t *testing.T) {
	for _, tc := range []struct{ w, target int }{{1, 1}, {3, 0}, {3, 5}, {4, 13}, {5, 31}} {
		p := counterProgram(tc.w, tc.target)
		if err := p.Sanity(); err != nil {
			t.Fatal(err)
		}
		for _, c := range checkers {
			t.Run(fmt.Sprintf("%s/%d-%d", c.name, tc.w, tc.target), func(t *testing.T) {
				res := check(t, c.new(modelcheck.Options{}), p)
				if !res.Reachable || res.Error != 2 {
					t.Fatalf("Reachable %v Error %d", res.Reachable, res.Error)
				}
				if want := tc.target + 3; len(res.Trace) != want {
					t.Fatalf("trace of %d steps, want %d: %v", len(res.Trace), want, res.Trace)
				}
				if res.Stats.Layers != tc.target+3 {
					t.Errorf("Layers = %d, want %d", res.Stats.Layers, tc.target+3)
				}
			})
		}
	}
}

func TestCounterLoopFixpoint(t *testing.T) {
	// Without the exits the counter loops through all values: the fixpoint
	// at L1 is every valuation, reached after 2^w layers.
	p := counterProgram(4, 3)
	p.Trans = p.Trans[:len(p.Trans)-3]
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if res.Reachable {
				t.Fatal("error reachable")
			}
			if ok, v := sameSet(reachableAt(t, res, 1), boolprog.True(), 4); !ok {
				t.Errorf("ReachableAt(1) = %v misses %v", reachableAt(t, res, 1), v)
			}
			if res.Stats.Layers != 17 {
				t.Errorf("Layers = %d, want 17", res.Stats.Layers)
			}
			if res.Stats.States != 32 {
				t.Errorf("States = %v, want 32", res.Stats.States)
			}
		})
	}
}

func TestEmptyRel(t *testing.T) {
	p := &boolprog.Program{
		Preds:      preds("x == 0"),
		Locs:       locs(3, map[int]string{2: "main.assertion.1"}),
		InitStates: boolprog.True(),
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{0}, Rel: boolprog.True()},
			{From: 1, To: 2, Rel: boolprog.CubeSet{}},
			{From: 1, To: 2, Changed: []int{0}, Rel: boolprog.CubeSet{{cur(0), notCur(0)}}},
		},
	}
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			if res := check(t, c.new(modelcheck.Options{}), p); res.Reachable {
				t.Fatalf("error reachable through an empty relation: %v", res.Trace)
			}
		})
	}
}

func TestErrorAtInit(t *testing.T) {
	p := &boolprog.Program{
		Preds:      preds("x == 0", "y == 0"),
		Locs:       locs(2, map[int]string{1: "main.reach_error.1"}),
		Init:       1,
		InitStates: boolprog.CubeSet{{cur(1)}},
		Trans:      []boolprog.Transition{{From: 1, To: 0, Rel: boolprog.True()}},
	}
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if !res.Reachable || res.Error != 1 || len(res.Trace) != 1 || res.Trace[0].Trans != -1 {
				t.Fatalf("got %+v", res)
			}
			if res.Stats.Layers != 1 {
				t.Errorf("Layers = %d, want 1", res.Stats.Layers)
			}
		})
	}
	// Without initial states nothing is reachable.
	p.InitStates = boolprog.CubeSet{}
	for _, c := range checkers {
		t.Run(c.name+"/no-init", func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if res.Reachable || res.Stats.Layers != 0 || res.Stats.States != 0 {
				t.Fatalf("got %+v", res)
			}
		})
	}
}

func TestLowestErrorFirst(t *testing.T) {
	// Errors L3 and L2 both at distance 1; L1 at distance 2.
	p := &boolprog.Program{
		Locs:       locs(5, map[int]string{1: "c1", 2: "c2", 3: "c3"}),
		InitStates: boolprog.True(),
		Trans: []boolprog.Transition{
			{From: 0, To: 4, Rel: boolprog.True()},
			{From: 4, To: 1, Rel: boolprog.True()},
			{From: 0, To: 3, Rel: boolprog.True()},
			{From: 0, To: 2, Rel: boolprog.True()},
		},
	}
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if !res.Reachable || res.Error != 2 || len(res.Trace) != 2 || res.Trace[1].Trans != 3 {
				t.Fatalf("got %+v", res)
			}
		})
	}
}

func TestNoPredicates(t *testing.T) {
	p := &boolprog.Program{
		Locs:       locs(3, map[int]string{2: "c"}),
		InitStates: boolprog.True(),
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Rel: boolprog.True()},
			{From: 1, To: 0, Rel: boolprog.True()},
		},
	}
	for _, c := range checkers {
		t.Run(c.name, func(t *testing.T) {
			res := check(t, c.new(modelcheck.Options{}), p)
			if res.Reachable || res.Stats.States != 2 {
				t.Fatalf("got %+v", res)
			}
			if got := reachableAt(t, res, 1); !got.Holds(nil, nil) {
				t.Errorf("ReachableAt(1) = %v, want true", got)
			}
		})
	}
}

func TestLimits(t *testing.T) {
	p := counterProgram(5, 31)
	_, err := modelcheck.NewBDD(modelcheck.Options{Deadline: time.Now().Add(-time.Second)}).Check(p)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("BDD past deadline: %v", err)
	}
	_, err = modelcheck.NewExplicit(modelcheck.Options{Deadline: time.Now().Add(-time.Second)}).Check(p)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("explicit past deadline: %v", err)
	}
	stopped := make(chan struct{})
	close(stopped) // the caller's context ended (a memory limit)
	_, err = modelcheck.NewBDD(modelcheck.Options{Stop: stopped}).Check(p)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("BDD stopped: %v", err)
	}
	_, err = modelcheck.NewExplicit(modelcheck.Options{Stop: stopped}).Check(p)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("explicit stopped: %v", err)
	}
	_, err = modelcheck.NewExplicit(modelcheck.Options{MaxPreds: 4}).Check(p)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("explicit with too many predicates: %v", err)
	}
	// 400 random initial states over 16 predicates need thousands of nodes.
	r := rand.New(rand.NewPCG(5, 6))
	big := &boolprog.Program{Locs: locs(1, nil)}
	for i := range 16 {
		big.Preds = append(big.Preds, boolprog.Predicate{Name: fmt.Sprintf("b%d", i)})
	}
	for range 400 {
		var c boolprog.Cube
		for i := range 16 {
			c = append(c, boolprog.Lit{Pred: i, Neg: r.IntN(2) == 0})
		}
		big.InitStates = append(big.InitStates, c)
	}
	_, err = modelcheck.NewBDD(modelcheck.Options{NodeTableSize: 200, MaxNodes: 300}).Check(big)
	if !errors.Is(err, modelcheck.ErrLimit) {
		t.Errorf("BDD with a tiny node table: %v", err)
	}
}

func TestRejectsBadProgram(t *testing.T) {
	p := parityProgram(boolprog.True())
	p.Trans[0].To = 99
	for _, c := range checkers {
		if _, err := c.new(modelcheck.Options{}).Check(p); err == nil {
			t.Errorf("%s accepted a program that fails Sanity", c.name)
		}
	}
}

// TestRandomAgree compares the BDD checker with the explicit one on random
// small programs: same verdict, same error location, same shortest trace
// length, same layers and state counts, valid traces, and the same
// reachable sets at the fixpoint.
func TestRandomAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	bdd := modelcheck.NewBDD(modelcheck.Options{NodeTableSize: 1 << 10})
	explicit := modelcheck.NewExplicit(modelcheck.Options{})
	programs := 600
	if testing.Short() {
		programs = 100
	}
	reachable := 0
	longest := 0
	for i := range programs {
		nlocs := 3 + r.IntN(8)
		if i%10 == 0 {
			nlocs = 10 + r.IntN(20) // longer traces
		}
		cfg := randbp.Config{
			Preds: 2 + r.IntN(5), Locs: nlocs, Errors: 1 + r.IntN(2), Trans: nlocs + r.IntN(2*nlocs),
			MaxChanged: 1 + r.IntN(3), MaxCubes: 1 + r.IntN(4), MaxLits: 1 + r.IntN(4), EmptyRel: 0.05,
		}
		p := randbp.Program(r, cfg)
		// Sometimes start somewhere else than L0.
		if r.IntN(4) == 0 {
			p.Init = r.IntN(nlocs)
		}
		a := check(t, bdd, p)
		b := check(t, explicit, p)
		fail := func(format string, args ...any) {
			t.Fatalf("program %d: %s\nbdd: %+v\nexplicit: %+v\nprogram:\n%s", i, fmt.Sprintf(format, args...), a, b, p)
		}
		if a.Reachable != b.Reachable {
			fail("verdicts differ")
		}
		if a.Stats.Layers != b.Stats.Layers || a.Stats.States != b.Stats.States {
			fail("layers %d/%d, states %v/%v", a.Stats.Layers, b.Stats.Layers, a.Stats.States, b.Stats.States)
		}
		if a.Reachable {
			reachable++
			longest = max(longest, len(a.Trace))
			if a.Error != b.Error || len(a.Trace) != len(b.Trace) {
				fail("error L%d/L%d, trace length %d/%d", a.Error, b.Error, len(a.Trace), len(b.Trace))
			}
			continue
		}
		for loc := range p.Locs {
			if ok, v := sameSet(reachableAt(t, a, loc), reachableAt(t, b, loc), len(p.Preds)); !ok {
				fail("reachable sets at L%d differ at %v: %v vs %v", loc, v, reachableAt(t, a, loc), reachableAt(t, b, loc))
			}
		}
	}
	t.Logf("%d programs, %d with a reachable error, longest trace %d steps", programs, reachable, longest)
	if reachable < programs/10 || reachable > programs*9/10 {
		t.Errorf("random programs are unbalanced: %d of %d reachable", reachable, programs)
	}
}

// TestConcurrentChecks runs BDD checks in parallel with small node tables
// and Go garbage collections in between, so rudd's own collector reclaims
// nodes whose finalizers have run while other checks are going on. The
// verdicts must match the explicit checker's.
func TestConcurrentChecks(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	const workers, each = 4, 40
	type job struct {
		p    *boolprog.Program
		want *modelcheck.Result
	}
	var jobs [workers][]job
	for w := range workers {
		for range each {
			p := randbp.Program(r, randbp.Config{
				Preds: 8 + r.IntN(6), Locs: 4 + r.IntN(10), Errors: 1, Trans: 20,
				MaxChanged: 4, MaxCubes: 5, MaxLits: 5,
			})
			want := check(t, modelcheck.NewExplicit(modelcheck.Options{}), p)
			jobs[w] = append(jobs[w], job{p, want})
		}
	}
	errs := make(chan error, workers)
	for w := range workers {
		go func() {
			c := modelcheck.NewBDD(modelcheck.Options{NodeTableSize: 128})
			for i, j := range jobs[w] {
				if i%8 == 0 {
					runtime.GC()
				}
				got, err := c.Check(j.p)
				if err != nil {
					errs <- err
					return
				}
				if got.Reachable != j.want.Reachable || len(got.Trace) != len(j.want.Trace) || got.Stats.States != j.want.Stats.States {
					errs <- fmt.Errorf("worker %d program %d: bdd %+v, explicit %+v", w, i, got, j.want)
					return
				}
				if got.Reachable {
					if err := modelcheck.ValidateTrace(j.p, got.Trace); err != nil {
						errs <- err
						return
					}
				}
			}
			errs <- nil
		}()
	}
	for range workers {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestCollectorDuringCheck runs the Go collector over and over while one
// BDD check with a small node table runs, so that rudd's finalizers (which
// release the nodes of dropped results) run at the same time as the
// operations that take new references and as rudd's own collections.
// Under -race it catches unsynchronised reference counts; without it, it
// checks that no node in use was reclaimed: the verdict, the number of
// layers and the number of reachable states match the explicit checker's.
func TestCollectorDuringCheck(t *testing.T) {
	p := structuredProgram()
	want := check(t, modelcheck.NewExplicit(modelcheck.Options{}), p)
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		for {
			select {
			case <-done:
				return
			default:
				runtime.GC()
			}
		}
	}()
	defer func() {
		close(done)
		<-stopped
	}()
	for range 4 {
		got := check(t, modelcheck.NewBDD(modelcheck.Options{NodeTableSize: 256}), p)
		if got.Reachable != want.Reachable || got.Stats.Layers != want.Stats.Layers || got.Stats.States != want.Stats.States {
			t.Fatalf("bdd %+v, explicit %+v", got.Stats, want.Stats)
		}
	}
}
