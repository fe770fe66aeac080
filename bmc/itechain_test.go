package bmc

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestIteArrayChain: arrays merged under a condition, again and again
// (here a struct holding an array, copied or not at each of 24 steps,
// as realloc's copies are in an unrolled loop), are read at a symbolic
// index in a circuit linear in the chain: each merge's reads are made
// once. Reading both arms of every merge again took 2^24 reads.
func TestIteArrayChain(t *testing.T) {
	const steps = 24
	var b strings.Builder
	b.WriteString("extern void reach_error(void);\nextern int __VERIFIER_nondet_int(void);\n")
	b.WriteString("struct s { int x[4]; };\nint main(void) {\n  struct s a, c;\n")
	b.WriteString("  for (int k = 0; k < 4; k++) { a.x[k] = k; c.x[k] = k; }\n")
	for i := 0; i < steps; i++ {
		fmt.Fprintf(&b, "  if (__VERIFIER_nondet_int()) a = c; else c = a;\n")
	}
	b.WriteString("  int i = __VERIFIER_nondet_int();\n  if (i < 0 || i > 3) return 0;\n")
	b.WriteString("  if (a.x[i] != i || c.x[i] != i) reach_error();\n  return 0;\n}\n")
	p, err := cfront.ParseSource("chain.c", []byte(b.String()), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	res, err := Check(context.Background(), p, Options{Unwind: 5, UnwindingAssertions: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != True {
		t.Fatalf("verdict %v (%s)", res.Verdict, res.Reason)
	}
	if res.Stats.Gates > 200_000 {
		t.Errorf("%d gates for a chain of %d merges", res.Stats.Gates, steps)
	}
	t.Logf("%d gates", res.Stats.Gates)
}
