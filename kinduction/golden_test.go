package kinduction

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

var update = flag.Bool("update", false, "rewrite the golden files of --show-invariants")

var long = flag.Bool("long", false, "TestRandomPrograms and TestRandomArrayPrograms: 40 and 24 random programs instead of 20 and 12; TestPolynomialRandom: 3000 instead of 150; TestDivisibilityRandom: 2000 instead of 80")

func parseFile(t testing.TB, path string) *System {
	t.Helper()
	p, err := cfront.Parse(path, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	if p, err = symex.MakeReducible(p); err != nil {
		t.Fatal(err)
	}
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// TestGoldenInvariants compares the printed invariants (--show-invariants)
// of the loops in testdata with their golden files: a congruence modulo
// 4, an unsigned char that wraps, a signed interval beside an unsigned
// one, a counter to a constant bound, three counters in a linear
// relation, a counter that moves every other step (a linear term with a
// small spread, a guard "entry value or loop condition"), nested
// counting loops (product relations made linear). Each program is safe,
// and k-induction with its invariants must prove it.
func TestGoldenInvariants(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.c")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			sys := parseFile(t, path)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			defer cancel()
			// Narrowing and the quantified candidates to the end: the
			// goldens record what the candidates and the narrowing can
			// reach, not where the engine's budgets of work stop them
			// (with SynthOptions{} nested.c loses bounds such as k >= 0).
			invs, _, err := Synthesize(ctx, sys, SynthOptions{NarrowBudget: time.Hour, QuantifiedBudget: time.Hour})
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			WriteInvariants(&b, invs)
			golden := strings.TrimSuffix(path, ".c") + ".golden"
			if *update {
				os.WriteFile(golden, []byte(b.String()), 0o644)
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if b.String() != string(want) {
				t.Errorf("invariants of %s:\n%s\nwant\n%s", path, b.String(), want)
			}
			st := NewStepper(sys)
			st.SetInvariants(invs)
			for k := 0; ; k++ {
				ok, err := st.Check(ctx, k)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					break
				}
				if k == 3 {
					t.Fatalf("%s: no induction step up to k = 3", path)
				}
			}
		})
	}
}

// BenchmarkSynthesizeThreeVars measures the synthesis on one loop over
// three counters (x from i down to 0, y up by 2, z up by 1), which needs
// the relations x + z == i and y == 2*z.
func BenchmarkSynthesizeThreeVars(b *testing.B) {
	sys := parseFile(b, "testdata/three_vars.c")
	for b.Loop() {
		if _, _, err := Synthesize(context.Background(), sys, SynthOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
