package concrete

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

const prelude = `extern int __VERIFIER_nondet_int(void); extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int); void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
`

func parse(t *testing.T, src string, cut bool) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource("t.c", []byte(prelude+src), cfront.Options{CutUndefined: cut})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSearch: deep bugs are found, by the strategy expected; safe and
// input-free programs are told apart; undefined behaviour under cut is
// no counterexample.
func TestSearch(t *testing.T) {
	tests := []struct {
		name, src string
		cut       bool
		want      string // "violation by STRATEGY", "deterministic", or a word of the reason
	}{
		{"counter to 5000", `int main(void) { int i = 0; while (i < 5000) i++; __VERIFIER_assert(i != 5000); return 0; }`,
			false, "violation by zeros"},
		{"descending sort, N=1000", `#define N 1000
int main(void) { int a[N]; for (int j = 0; j < N; j++) a[j] = __VERIFIER_nondet_int();
  int swapped = 1;
  while (swapped) { swapped = 0;
    for (int i = 1; i < N; i++) if (a[i-1] < a[i]) { int t = a[i]; a[i] = a[i-1]; a[i-1] = t; swapped = 1; } }
  for (int x = 0; x < N; x++) for (int y = x+1; y < N; y++) __VERIFIER_assert(a[x] <= a[y]);
  return 0; }`, true, "violation by first one, then zeros"},
		// Filled from its end: the cell filled last is a[0]; only it
		// above the others shows the bug.
		{"the cell filled last is the largest", `#define N 3000
int a[N];
int main(void) { for (int i = N - 1; i >= 0; i--) a[i] = __VERIFIER_nondet_int();
  for (int i = 1; i < N; i++) __VERIFIER_assert(a[0] <= a[i]);
  return 0; }`, false, "violation by zeros, then one last"},
		{"magic constant", `int main(void) { int x = __VERIFIER_nondet_int(); if (x == 77777) reach_error(); return 0; }`,
			false, "program constant"}, // either strategy that picks among the constants
		{"input-free and safe", `int main(void) { unsigned s = 0; for (unsigned i = 0; i < 3000; i++) s += i; __VERIFIER_assert(s == 4498500); return 0; }`,
			false, "deterministic"},
		{"input-free, error after signed overflow, cut", `int main(void) { int x = 2147483000; while (x > 0) x++; reach_error(); return 0; }`,
			true, "deterministic"}, // every run blocks: no execution without undefined behaviour
		{"input-free, error after signed overflow, reported", `int main(void) { int x = 2147483000; while (x > 0) x++; reach_error(); return 0; }`,
			false, "violation by zeros"},
		// Objects' addresses get an allocator's layout under every
		// strategy: with zeros they would break its assumptions.
		{"address of an object", `int x; int main(void) { unsigned long a = (unsigned long)&x; if (__VERIFIER_nondet_int() == 0 && a % 4 == 0) reach_error(); return 0; }`,
			false, "violation by zeros"},
		// An uninitialised char array is one input; only a word of the
		// program (a string literal) as its contents reaches the error.
		{"a command name as an input string", `#include <string.h>
int main(void) { char cmd[9]; cmd[8] = 0; if (strcmp(cmd, "restart") == 0) reach_error(); return 0; }`,
			false, "violation by program strings"},
		{"safe with inputs", `int main(void) { unsigned x = __VERIFIER_nondet_uint(); __VERIFIER_assume(x < 100); __VERIFIER_assert(x * 2 < 300); return 0; }`,
			false, "no violation found by"},
	}
	deterministic := []Strategy{}
	for _, s := range Strategies {
		if !s.Random || s.Name == "program constants" {
			deterministic = append(deterministic, s)
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.src, tc.cut)
			// The search ends by its limits (runs and steps); the
			// deadline is a guard against a hang only, far above what a
			// loaded machine needs (20 s was one before).
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			opts := Options{Limits: []int{10_000, 100_000, 1_000_000, 10_000_000}}
			if strings.HasPrefix(tc.want, "no violation") {
				opts.Strategies = deterministic[:len(deterministic)-1] // without randomness the search ends
			}
			out, err := Search(ctx, p, opts)
			if err != nil {
				t.Fatal(err)
			}
			got := out.Reason
			switch {
			case out.Run != nil:
				got = "violation by " + out.Strategy
				if out.Run.Status != interp.Violated {
					t.Errorf("run status %v", out.Run.Status)
				}
			case out.Deterministic:
				got = "deterministic"
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestAcceptAndShare: a violation the judge rejects is counted and the
// search goes on; with a share the search sleeps between runs.
func TestAcceptAndShare(t *testing.T) {
	p := parse(t, `int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assert(x != 0); return 0; }`, false)
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	start := time.Now()
	out, err := Search(ctx, p, Options{Accept: func(*interp.Result) (bool, string) { return false, "judged no bug" }, Share: 0.01})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run != nil || out.Rejected == 0 {
		t.Errorf("run %v, %d rejected", out.Run != nil, out.Rejected)
	}
	// How long a run takes depends on the machine's load (one run took
	// 13 ms beside a load of 20, past any bound drawn from a 300 ms
	// window): the share's arithmetic is TestAllowedBusy's, without a
	// clock. Here the search must have paused: with a share of 1% it
	// ends up over its share after its first run, so it cannot have run
	// for most of the window.
	if elapsed := time.Since(start); out.Busy > elapsed/2 {
		t.Errorf("busy %v of %v with a share of 1%%", out.Busy, elapsed)
	}
	if !strings.Contains(out.Reason, "stopped") {
		t.Errorf("reason %q", out.Reason)
	}
}

// TestAllowedBusy: the running time a share allows after some elapsed
// time, with a burst and a share raised after a while.
func TestAllowedBusy(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		opts    Options
		elapsed time.Duration
		want    time.Duration
	}{
		{Options{Share: 0.01}, 1000 * ms, 10 * ms},
		{Options{Share: 0.5, Burst: 20 * ms}, 100 * ms, 70 * ms},
		{Options{Share: 0.1, RaiseAfter: 100 * ms, RaisedShare: 0.5}, 50 * ms, 5 * ms},
		{Options{Share: 0.1, RaiseAfter: 100 * ms, RaisedShare: 0.5}, 300 * ms, 10*ms + 100*ms},
	} {
		if got := allowedBusy(tc.opts, tc.elapsed); got != tc.want {
			t.Errorf("%+v after %v: %v, want %v", tc.opts, tc.elapsed, got, tc.want)
		}
	}
}

// TestCellLimit: a program too large to hold in memory is not run; an
// array longer than interp.SparseMin is held sparsely and does not count
// its cells.
func TestCellLimit(t *testing.T) {
	p := parse(t, `int a[1000000], b[1000000], c[1000000], d[1000000], e[1000000]; int main(void) { __VERIFIER_assert(a[7] + b[7] + c[7] + d[7] + e[7] == 0); return 0; }`, false)
	out, err := Search(context.Background(), p, Options{})
	if err != nil || out.Runs != 0 || !strings.Contains(out.Reason, "cells") {
		t.Errorf("%v, %d runs, %q", err, out.Runs, out.Reason)
	}
	p = parse(t, `int a[5000000]; int main(void) { __VERIFIER_assert(a[4999999] == 0); return 0; }`, false)
	out, err = Search(context.Background(), p, Options{MaxRuns: 2})
	if err != nil || out.Runs == 0 || strings.Contains(out.Reason, "cells") {
		t.Errorf("sparse: %v, %d runs, %q", err, out.Runs, out.Reason)
	}
}

// TestLimitsFromCells: rounds whose step limit is below cellSweep edges a
// cell are skipped; the first run already has a limit of a few edges a
// cell and reaches the bug behind the last iteration.
func TestLimitsFromCells(t *testing.T) {
	p := parse(t, `#define N 100000
int a[N], b[N];
int main(void) { for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N - 1; i++) b[i] = a[i];
  for (int i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i]);
  return 0; }`, false)
	s, ok := StrategyByName("decreasing (-n)")
	if !ok {
		t.Fatal("no strategy decreasing (-n)")
	}
	decreasing := []Strategy{s}
	// 2·10^5 cells: the first limit of at least cellSweep (8) edges a
	// cell is 2·10^6.
	out, err := Search(context.Background(), p, Options{Limits: []int{10_000, 100_000, 1_000_000, 2_000_000, 10_000_000}, Strategies: decreasing})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || out.Runs != 1 || out.Limit != 2_000_000 {
		t.Errorf("violation %v after %d runs, limit %d; want one run with limit 2000000", out.Run != nil, out.Runs, out.Limit)
	}
}

// TestSweptCells: the first round's limit counts every cell of a sparse
// array a run can sweep (at most interp.DenseMax cells: written half, it
// becomes dense), and of a longer one what it holds when created. The
// merge of two arrays of 10^6 cells into one of 2·10^6 had its first
// limit from 2·10^6 + 1 cells, too small for the run to reach the check
// under --undefined cut (whose assumptions add edges to every iteration).
func TestSweptCells(t *testing.T) {
	p := parse(t, `int a[1000], c[2000000]; int huge[1 << 30];
struct r { int x; int y; } rs[10];
int main(void) { return a[1] + c[1] + huge[1] + rs[1].y; }`, false)
	// Both counts take every scalar (main's locals too); they differ by
	// c, counted whole (2·10^6) against the one cell it holds.
	held, swept := cells(p), sweptCells(p)
	if held < 1000+1+1+20 || held > 1000+1+1+20+4 {
		t.Errorf("held cells %d, want about %d (the memory bound counts what arrays hold)", held, 1000+1+1+20)
	}
	if swept-held != 2000000-1 {
		t.Errorf("swept cells %d, held %d: want c counted whole", swept, held)
	}
}

// TestMaxRuns: a search bounded in runs stops after exactly that many, on
// a safe program with input that random strategies would try forever,
// without any deadline: the same point on every machine.
func TestMaxRuns(t *testing.T) {
	p := parse(t, `int main(void) { unsigned x = __VERIFIER_nondet_uint(); __VERIFIER_assume(x < 100); __VERIFIER_assert(x * 2 < 300); return 0; }`, false)
	for _, n := range []int{1, 25} {
		out, err := Search(context.Background(), p, Options{MaxRuns: n})
		if err != nil {
			t.Fatal(err)
		}
		if out.Run != nil || out.Runs != n || out.Reason != fmt.Sprintf("no violation found by %d concrete runs", n) {
			t.Errorf("MaxRuns %d: %d runs, violation %v, reason %q", n, out.Runs, out.Run != nil, out.Reason)
		}
	}
}

// TestProvisional: a run Provisional marks is held while later runs may
// find a better one, and returned when the hold's budget is spent or the
// search ends.
func TestProvisional(t *testing.T) {
	// Every input above 100 meets the "limit" (line 5); 12 is the bug.
	src := "int main(void) { int x = __VERIFIER_nondet_int();\n  if (x > 100) reach_error();\n  if (x == 12) reach_error();\n  return 0; }"
	p := parse(t, src, false)
	limitCheck := func(r *interp.Result) bool { return r.Check != nil && r.Check.Pos.Line == 5 }
	// An early strategy ("ones", say) takes x above 100 long before a
	// random byte gives 12.
	out, err := Search(context.Background(), p, Options{Provisional: limitCheck, HoldRuns: 4096, HoldSteps: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || limitCheck(out.Run) {
		t.Fatalf("held run not replaced by the bug: %+v", out)
	}
	// A budget of one run: the held run comes back.
	out, err = Search(context.Background(), p, Options{Provisional: limitCheck, HoldRuns: 1, HoldSteps: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || !limitCheck(out.Run) {
		t.Fatalf("held run not returned: %+v", out)
	}
	// No bug at all: the held run comes back when the search ends.
	safe := parse(t, "int main(void) { int x = __VERIFIER_nondet_int();\n  if (x > 100) reach_error();\n  return 0; }", false)
	out, err = Search(context.Background(), safe, Options{Provisional: func(*interp.Result) bool { return true }, HoldRuns: 64, HoldSteps: 1 << 40})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || out.Rejected != 0 {
		t.Fatalf("held run lost: %+v", out)
	}
	// The further provisional runs met during the hold come back too
	// (their inputs), each above 100, at most MaxAlsoHeld.
	if len(out.AlsoHeld) == 0 || len(out.AlsoHeld) > MaxAlsoHeld {
		t.Fatalf("%d further held runs, want 1 to %d", len(out.AlsoHeld), MaxAlsoHeld)
	}
	for _, in := range out.AlsoHeld {
		if len(in) != 1 || in[0].Signed(program.IntType("int", 32, true)) <= 100 {
			t.Errorf("further held run with inputs %v: not one above 100", in)
		}
	}
}

// TestInputsBeyond2to20: a run may read more than 2^20 inputs (up to
// MaxCells): two input arrays of 6·10^5 cells are filled before the
// check reads the last cell of the second, which the "increasing (n)"
// strategy sets to its index.
func TestInputsBeyond2to20(t *testing.T) {
	p := parse(t, `#define N 600000
int a[N], b[N];
int main(void) { for (int i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++) b[i] = __VERIFIER_nondet_int();
  __VERIFIER_assert(b[N - 1] != N - 1);
  return 0; }`, false)
	s, ok := StrategyByName("increasing (n)")
	if !ok {
		t.Fatal("no strategy increasing (n)")
	}
	increasing := []Strategy{s}
	out, err := Search(context.Background(), p, Options{Limits: []int{20_000_000}, Strategies: increasing})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || len(out.Run.Inputs) != 1_200_000 {
		t.Errorf("no violation after 1.2M inputs: %d runs, %q", out.Runs, out.Reason)
	}
}

// TestZerosAhead: zeros runs with the next round's limit, so a bug it
// shows beyond the first round's limit costs one run, not a round of
// every strategy to the limit first. A set filled without duplicates
// (quadratic in what it holds) from inputs that are all equal under
// zeros, then swept four times more, whose last check fails only then:
// about 8,000 edges, 20 a cell, rounds of 4,000 and 16,000 (the
// program's 400 cells skip no round).
func TestZerosAhead(t *testing.T) {
	p := parse(t, `#define N 200
int set[N], vals[N];
int main(void) {
  int n = 0;
  for (int i = 0; i < N; i++) vals[i] = __VERIFIER_nondet_int();
  for (int v = 0; v < N; v++) {
    int found = 0;
    for (int j = 0; j < n; j++) if (set[j] == vals[v]) found = 1;
    if (!found) set[n++] = vals[v];
  }
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < N; i++) if (set[i] > vals[i]) n++;
  __VERIFIER_assert(n > 1);
  return 0; }`, false)
	out, err := Search(context.Background(), p, Options{Limits: []int{4000, 16000, 64000}})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil || out.Strategy != "zeros" || out.Runs != 1 {
		t.Errorf("violation %v by %q after %d runs, want zeros' first run", out.Run != nil, out.Strategy, out.Runs)
	}
	if out.Run != nil && (out.Run.Steps <= 4000 || out.Run.Steps > 16000) {
		t.Errorf("the violation after %d steps, want between the first two limits", out.Run.Steps)
	}
}

// TestInputFreeRunsUncharged: the runs of a program that takes no input
// are its one run up to their limits and go at full speed; a program
// with inputs waits for its share between runs. The share is so small
// that every charged run puts the search over it, and FullSpeed, called
// only when the search would wait, counts the waits without a clock.
func TestInputFreeRunsUncharged(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		maxWaits  int // -1: at least one
		proved    bool
	}{
		{"input-free", `int main(void) { unsigned n = 0, h = 1; while (n < 100000u) { h = (h ^ (h >> 3)) * 5u + n; n++; } __VERIFIER_assert(h % 2 == 0 || h % 2 == 1); return 0; }`, 0, true},
		{"with an input", `int main(void) { unsigned n = 0, h = __VERIFIER_nondet_uint(); while (n < 100000u) { h = (h ^ (h >> 3)) * 5u + n; n++; } __VERIFIER_assert(h % 2 == 0 || h % 2 == 1); return 0; }`, -1, false},
		// A local array is an input until a tracked run shows that
		// every cell is written before it is read: only the run before
		// that probe is charged.
		{"arrays written first", `int main(void) { unsigned a[4]; unsigned n = 0; for (int i = 0; i < 4; i++) a[i] = i; while (n < 20000u) { a[n & 3] = (a[n & 3] ^ (a[(n + 1) & 3] >> 3)) * 5u + n; n++; } __VERIFIER_assert(a[0] % 2 == 0 || a[0] % 2 == 1); return 0; }`, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.src, false)
			waits := 0
			out, err := Search(context.Background(), p, Options{
				Limits:    []int{300, 3000, 30_000, 3_000_000},
				Share:     1e-9,
				FullSpeed: func() bool { waits++; return true },
				MaxRuns:   12,
			})
			if err != nil {
				t.Fatal(err)
			}
			if out.Runs < 2 {
				t.Fatalf("%d runs: the test needs several rounds", out.Runs)
			}
			if tc.maxWaits < 0 && waits == 0 || tc.maxWaits >= 0 && waits > tc.maxWaits {
				t.Errorf("%d waits in %d runs, want at most %d (-1: some)", waits, out.Runs, tc.maxWaits)
			}
			// Twelve runs suffice to prove a program whose runs are
			// all the same run: one per round.
			if tc.proved && !out.Deterministic {
				t.Errorf("not proved in %d runs: %s", out.Runs, out.Reason)
			}
		})
	}
}
