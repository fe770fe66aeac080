package engine

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/internal/arrayprogs"
	"github.com/satabs-go/satabs-go/program"
)

// TestAcceleratedSearch runs the bounded search on accelerated loops
// alone (its bounds and work budget are fixed, so the answer does not
// depend on the machine): bugs behind 10^9 and 2^32 iterations, behind
// phases and two counters, each FALSE confirmed by replay (nested_bug.c
// is found too, but its replay of 2^32 iterations over two loops takes
// seconds); proofs of counted loops whose summaries leave no loop
// (nested counters: t == N·M, whose summary is the product itself when
// the counters start at constants); and no answer where the loops cannot
// be accelerated.
func TestAcceleratedSearch(t *testing.T) {
	if raceDetector {
		t.Skip("one engine's search alone, nothing concurrent: about a second, forty times that under -race")
	}
	tests := []struct {
		file string
		want bmc.Verdict // Unknown: no answer (nil)
	}{
		{"sum_n_bug.c", bmc.False},
		{"wrap_uint_bug.c", bmc.False},
		{"count_down_bug.c", bmc.False},
		{"phases_n_bug.c", bmc.False},
		{"meet_bug.c", bmc.False},
		{"mult_bug.c", bmc.False},
		{"sum_n_safe.c", bmc.True},
		{"mult_safe.c", bmc.True},
		{"nested_safe.c", bmc.True},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "examples", "deep-loops", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			task := straightTask(t, string(src))
			res := task.acceleratedSearch(context.Background(), "test")
			got := bmc.Unknown
			if res != nil {
				got = res.Verdict
			}
			if got != tc.want {
				t.Fatalf("verdict %v, want %v", got, tc.want)
			}
			if got == bmc.False {
				r := &Result{Verdict: False, Check: res.Check, Inputs: res.Inputs}
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("no replay: %v", err)
				}
			}
		})
	}
	// A loop that reads an earlier iteration's cell is not accelerated:
	// no search.
	task := straightTask(t, `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[100]; int main(void) { for (int i = 1; i < 100; i++) a[i] = a[i - 1] + 1; return 0; }`)
	if res := task.acceleratedSearch(context.Background(), "test"); res != nil {
		t.Errorf("prefix loop: verdict %v", res.Verdict)
	}
	// A shortcut of an inner loop is numbered after the outer loop's
	// latch; the bounded search once dropped the outer bound r at a
	// join of the inner loop as dead (symex/live.go) and found a
	// counterexample that did not replay. The program is safe.
	task = straightTask(t, `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x; unsigned used = 0; int r = __VERIFIER_nondet_int();
  if (r < 0 || r > 2) return 1;
  for (int i = 0; i < r; i++) { unsigned n = 0; unsigned k = 1; while (k != 0) { if (n < used) x = 1; n++; k--; } used += n; }
  if (used > r) reach_error();
  return 0;
}`)
	if res := task.acceleratedSearch(context.Background(), "test"); res != nil && res.Verdict != bmc.True {
		t.Errorf("inner loop shortcut: verdict %v, want TRUE or none", res.Verdict)
	}
}

// TestSegmentSearch runs the bounded search on accelerated array loops
// alone (fixed bounds and work): bugs after the last iteration of
// copies, initialisations, running checks and sentinel searches are
// found and replayed; on the safe variants it finds no bug (a
// counterexample through a segment shortcut that does not replay is no
// answer). The programs have 10^5 cells; the test gives them 5000: the
// formula does not depend on the size, the replays do.
func TestSegmentSearch(t *testing.T) {
	if raceDetector {
		t.Skip("one engine's search alone, nothing concurrent: about a second, forty times that under -race")
	}
	tests := []struct {
		file  string
		found bool
	}{
		{"standard_copy_last_bug.c", true},
		{"standard_init_global_bug.c", true},
		{"standard_running_bug.c", true},
		{"standard_sentinel_bug.c", true},
		{"standard_copy_last.c", false},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "examples", "arrays", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			text := strings.Replace(string(src), "#define N 100000", "#define N 5000", 1)
			task := straightTask(t, text)
			res := task.acceleratedSearch(context.Background(), "test")
			found := res != nil && res.Verdict == bmc.False
			if found != tc.found {
				t.Fatalf("bug found: %v, want %v", found, tc.found)
			}
			if found {
				r := &Result{Verdict: False, Check: res.Check, Inputs: res.Inputs}
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("no replay: %v", err)
				}
				// The search's own replay is on the source program,
				// whose edges the witness, --dot and the printed trace
				// follow (it was on the prepared copy, and --dot failed
				// when k-induction answered through a segment).
				edges := map[*program.Edge]bool{}
				for _, l := range task.Source.Locs {
					for _, e := range l.Out {
						edges[e] = true
					}
				}
				for i, st := range res.replay.Trace {
					if st.Edge != nil && !edges[st.Edge] {
						t.Fatalf("trace step %d is not an edge of the source program", i)
					}
				}
			}
		})
	}
}

// TestSegmentFamilies runs the accelerated search alone on the families
// of internal/arrayprogs whose loops the segment shortcuts cover (a
// recurrence: prefix sums, a running maximum in an array), at 5000
// cells in a few styles: the bug, behind the whole loop, is found and
// replays; the safe variant gives no counterexample (one through a
// shortcut that does not replay is no answer). The running maximum's
// bug is found in one style only: the cells between the first and the
// last iteration are the solver's choice, and in the others it chooses
// a first cell above the last (the replay, where that cell is the
// maximum, then finds no bug).
func TestSegmentFamilies(t *testing.T) {
	if raceDetector {
		t.Skip("one engine's encoding, nothing concurrent: about 5 s, ten times that under -race")
	}
	tests := []struct {
		family string
		seed   int64
		bug    bool
	}{
		{"prefixsum", 1, true},
		{"prefixsum", 2, true},
		{"prefixsum", 1, false},
		{"running", 1, true},
		{"running", 1, false},
	}
	for _, tc := range tests {
		f, ok := arrayprogs.Lookup(tc.family)
		if !ok {
			t.Fatalf("no family %s", tc.family)
		}
		t.Run(arrayprogs.Name(f, 5000, tc.bug)+"_"+strconv.FormatInt(tc.seed, 10), func(t *testing.T) {
			task := straightTask(t, arrayprogs.Program(f, 5000, tc.bug, tc.seed))
			res := task.acceleratedSearch(context.Background(), "test")
			found := res != nil && res.Verdict == bmc.False
			if found != tc.bug {
				t.Fatalf("bug found: %v, want %v", found, tc.bug)
			}
			if found {
				r := &Result{Verdict: False, Check: res.Check, Inputs: res.Inputs}
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("no replay: %v", err)
				}
			}
		})
	}
}
