package engine

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/lockgen"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

// randomProgram writes a small random C program for the differential
// test of the block encodings: integer variables of mixed widths, loops
// (constant and nondeterministic bounds), branches, a helper function
// called from several places (inlined: entries and returns are points of
// abe-lf), and one assertion that may or may not hold.
func randomProgram(seed uint64) string {
	rng := rand.New(rand.NewPCG(seed, 12))
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	types := []string{"int", "unsigned", "unsigned char", "short"}
	nv := 2 + rng.IntN(3)
	v := func() string { return fmt.Sprintf("v%d", rng.IntN(nv)) }
	w("extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nvoid reach_error(void) {}\n")
	w("void __VERIFIER_assert(int c) { if (!c) reach_error(); }\n")
	w("int step(int a, int k) { if (a < k) return a + 1; return a - %d; }\n", rng.IntN(3))
	w("int main(void) {\n")
	for k := 0; k < nv; k++ {
		if rng.IntN(3) == 0 {
			w("%s v%d = __VERIFIER_nondet_int();\n", types[rng.IntN(len(types))], k)
		} else {
			w("%s v%d = %d;\n", types[rng.IntN(len(types))], k, rng.IntN(8))
		}
	}
	var stmt func(depth int)
	stmt = func(depth int) {
		switch r := rng.IntN(9); {
		case r < 2:
			w("%s += %d;\n", v(), rng.IntN(7)-2)
		case r < 3:
			w("%s = %s + %s;\n", v(), v(), v())
		case r < 4:
			w("%s = step(%s, %d);\n", v(), v(), rng.IntN(12))
		case r < 6:
			w("if (%s < %d) { ", v(), rng.IntN(12))
			stmt(depth + 1)
			w("} else { ")
			stmt(depth + 1)
			w("}\n")
		case r < 7:
			w("if (__VERIFIER_nondet_int()) %s = %d;\n", v(), rng.IntN(10))
		default:
			if depth > 1 {
				w("%s++;\n", v())
				return
			}
			if rng.IntN(2) == 0 {
				w("for (int i%d = 0; i%d < %d; i%d++) {\n", depth, depth, 1+rng.IntN(6), depth)
			} else {
				w("while (__VERIFIER_nondet_int()) {\n")
			}
			for k := 0; k < 1+rng.IntN(3); k++ {
				stmt(depth + 1)
			}
			w("}\n")
		}
	}
	for k := 0; k < 2+rng.IntN(4); k++ {
		stmt(0)
	}
	ops := []string{"<", "<=", ">", ">=", "==", "!="}
	w("__VERIFIER_assert(%s %s %d);\nreturn 0;\n}\n", v(), ops[rng.IntN(len(ops))], rng.IntN(30)-3)
	return b.String()
}

func prepareSource(t *testing.T, name, src string) *Task {
	t.Helper()
	p, err := cfront.ParseSource(name, []byte(src), cfront.Options{})
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, src)
	}
	program.Renumber(p)
	return Prepare(p)
}

// configurations are every block encoding with local and global
// precision.
func configurations() []refine.Options {
	var out []refine.Options
	for i := range abstract.BlockEncodings {
		for _, local := range []bool{true, false} {
			out = append(out, refine.Options{Block: abstract.BlockEncoding(i), LocalPrecision: local, MaxIterations: 20})
		}
	}
	return out
}

func configName(o refine.Options) string {
	prec := "global"
	if o.LocalPrecision {
		prec = "local"
	}
	return o.Block.String() + "/" + prec
}

// TestBlockEncodingsRandom runs predicate abstraction in every
// configuration (block encoding × precision) on random programs and
// compares: every FALSE must replay in the interpreter, no TRUE may meet
// a replayed FALSE of another configuration or of bounded model checking.
// Each configuration's run is bounded in work (configWork propagations,
// 20 iterations), not in time, so that what is compared is the same on
// every machine.
func TestBlockEncodingsRandom(t *testing.T) {
	const configWork = 3_000_000
	n := 16
	switch {
	case raceDetector:
		n = 3 // the race detector slows every SAT call
	case testing.Short():
		n = 6
	}
	decided := map[string]int{}
	for seed := uint64(0); seed < uint64(n); seed++ {
		name := fmt.Sprintf("random%d.c", seed)
		src := randomProgram(seed)
		task := prepareSource(t, name, src)
		verdicts := map[string]Verdict{}
		for i, opts := range configurations() {
			ctx, cancel := workBounded(configWork)
			e := &PredicateAbstraction{Options: opts, NoInvariants: i%2 == 1}
			r, err := e.Run(ctx, task)
			cancel()
			if err != nil {
				t.Fatalf("%s %s: %v\n%s", name, configName(opts), err, src)
			}
			if r.Verdict == False {
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("%s %s: FALSE does not replay: %v\n%s", name, configName(opts), err, src)
				}
			}
			if r.Verdict != Unknown {
				decided[configName(opts)]++
			}
			verdicts[configName(opts)] = r.Verdict
		}
		ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
		br, err := (&Bounded{Fixed: true, Unwind: 8}).Run(ctx, task)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		bugFound := br.Verdict == False && Confirm(task.Source, br) == nil
		for c, v := range verdicts {
			if v == True && bugFound {
				t.Errorf("%s: %s answers TRUE, bounded model checking finds a bug\n%s", name, c, src)
			}
			for c2, v2 := range verdicts {
				if v == True && v2 == False {
					t.Errorf("%s: %s answers TRUE, %s a replayed FALSE\n%s", name, c, c2, src)
				}
			}
		}
	}
	t.Logf("%d programs; decided per configuration: %v", n, decided)
}

// TestLockPrograms: the lock programs of the large-block paper, safe and
// with one bug, are decided by abe-loops with local precision without
// refinement; the safe ones are TRUE, the buggy ones FALSE and replay.
func TestLockPrograms(t *testing.T) {
	for _, n := range []int{5, 10} {
		for _, bug := range []bool{false, true} {
			task := prepareSource(t, fmt.Sprintf("locks%d.c", n), lockgen.Program(n, bug))
			ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
			e := &PredicateAbstraction{Options: refine.Options{Block: abstract.ABELoops, LocalPrecision: true}, NoInvariants: true}
			r, err := e.Run(ctx, task)
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			want := True
			if bug {
				want = False
			}
			if r.Verdict != want {
				t.Fatalf("%d locks, bug %v: %v (%s), want %v", n, bug, r.Verdict, r.Reason, want)
			}
			if bug {
				if err := Confirm(task.Source, r); err != nil {
					t.Fatalf("%d locks: %v", n, err)
				}
			}
			if got := r.Stats.Get("refinements"); got != 0 {
				t.Errorf("%d locks, bug %v: %v refinements, want 0", n, bug, got)
			}
		}
	}
}
