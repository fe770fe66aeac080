package engine

import (
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
)

// BenchmarkPrepare runs Prepare (MakeReducible, cone, slice, ranges) on
// the large examples, lowered once with the options of unreach-call.
func BenchmarkPrepare(b *testing.B) {
	files, _ := filepath.Glob("../examples/large/*.i")
	if len(files) == 0 {
		b.Skip("no large examples")
	}
	for _, f := range files {
		p, err := cfront.Parse(f, cfront.Options{CutUndefined: true})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(f), func(b *testing.B) {
			for b.Loop() {
				Prepare(p)
			}
		})
	}
}
