package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/bmc"
)

// TestAcceleratedSearch runs the bounded search on accelerated loops
// alone (its bounds and work budget are fixed, so the answer does not
// depend on the machine): bugs behind 10^9 and 2^32 iterations, behind
// phases and two counters, each FALSE confirmed by replay (nested_bug.c
// is found too, but its replay of 2^32 iterations over two loops takes
// seconds); proofs of
// counted loops whose summaries leave no loop; and no answer where the
// loops cannot be accelerated.
func TestAcceleratedSearch(t *testing.T) {
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
	// A loop over an array is not accelerated: no search.
	task := straightTask(t, `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
int a[100]; int main(void) { for (int i = 0; i < 100; i++) a[i] = __VERIFIER_nondet_int(); return 0; }`)
	if res := task.acceleratedSearch(context.Background(), "test"); res != nil {
		t.Errorf("array loop: verdict %v", res.Verdict)
	}
}
