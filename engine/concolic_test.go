package engine

import (
	"context"
	"fmt"
	"testing"
)

// TestDirectedRandom: on the random programs of the block encoding tests,
// every FALSE of directed testing replays, and every TRUE meets no
// replayed FALSE of concrete testing, predicate abstraction or the
// bounded search, nor a FALSE of theirs a TRUE. Everything is bounded in
// work (runs, propagations), so the comparisons are the same on every
// machine.
func TestDirectedRandom(t *testing.T) {
	const directedRuns, directedWork, otherWork = 300, 20_000_000, 6_000_000
	n := 24
	switch {
	case raceDetector:
		n = 4
	case testing.Short():
		n = 10
	}
	found, proved := 0, 0
	for seed := uint64(0); seed < uint64(n); seed++ {
		name := fmt.Sprintf("random%d.c", seed)
		src := randomProgram(seed)
		task := prepareSource(t, name, src)
		ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
		dr, err := (&Directed{MaxRuns: directedRuns, Work: directedWork}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, src)
		}
		switch dr.Verdict {
		case Unknown:
			continue
		case False:
			if err := Confirm(task.Source, dr); err != nil {
				t.Fatalf("%s: the FALSE of directed testing does not replay: %v\n%s", name, err, src)
			}
			found++
		case True:
			proved++
		}
		var others []*Result
		ctx, cancel = context.WithTimeout(context.Background(), hangGuard)
		tr, err := (&Testing{Limits: []int{1000, 10000}, MaxRuns: 400}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		others = append(others, tr)
		ctx, cancel = workBounded(otherWork)
		pr, err := (&PredicateAbstraction{NoInvariants: true}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		others = append(others, pr)
		ctx, cancel = workBounded(otherWork)
		br, err := (&Bounded{}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		others = append(others, br)
		for _, other := range others {
			switch {
			case dr.Verdict == False && other.Verdict == True:
				t.Errorf("%s: directed testing finds a bug that %T proves absent\n%s", name, other, src)
			case dr.Verdict == True && other.Verdict == False && Confirm(task.Source, other) == nil:
				t.Errorf("%s: directed testing proves a program that %T refutes\n%s", name, other, src)
			}
		}
	}
	t.Logf("%d programs: %d bugs found, %d proved by directed testing", n, found, proved)
	if found == 0 || proved == 0 {
		t.Errorf("%d bugs found and %d programs proved in %d random programs: the test shows little", found, proved, n)
	}
}
