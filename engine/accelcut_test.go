package engine

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestAcceleratedCutSums runs the bounded search on the accelerated
// program alone, with undefined operations cut as SV-COMP's unreach-call
// tasks assume (accel/cut.go, accel/quadcut.go): a product by repeated
// addition (addmul_t) and a sum of the counter in long long (gsum_t)
// are proved by their summaries, whose overflow tests are exact; the
// buggy twins, whose error needs 10^5 iterations, are found and
// replayed.
func TestAcceleratedCutSums(t *testing.T) {
	if raceDetector {
		t.Skip("one engine's search alone, nothing concurrent: about a second, fifty times that under -race")
	}
	tests := []struct {
		file string
		want bmc.Verdict
	}{
		{"loopset3/addmul_t.c", bmc.True},
		{"loopset3/addmul_f.c", bmc.False},
		{"sums36/gsum_t.c", bmc.True},
		{"sums36/gsum_f.c", bmc.False},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", "internal", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			p, err := cfront.ParseSource(filepath.Base(tc.file), src, cfront.Options{CutUndefined: true})
			if err != nil {
				t.Fatal(err)
			}
			program.Renumber(p)
			task := Prepare(p)
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
}
