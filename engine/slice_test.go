package engine

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/fngen"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

var updateSlice = flag.Bool("update-slice", false, "rewrite testdata/slice/*.golden")

// sliceProgram writes a random C program for the slicing tests: unsigned
// variables (no undefined behaviour), some read only by other computations,
// a pointer to a local or an array cell, writes through it, branches, a
// bounded loop and error calls guarded by conditions over a few of the
// variables.
func sliceProgram(seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 0x51ce))
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	const nv = 6
	v := func() string { return fmt.Sprintf("v%d", r.IntN(nv)) }
	var expr func(d int) string
	expr = func(d int) string {
		if d == 0 || r.IntN(3) == 0 {
			switch r.IntN(4) {
			case 0:
				return fmt.Sprintf("%du", r.IntN(20))
			case 1:
				return "*p"
			case 2:
				return fmt.Sprintf("a[%d]", r.IntN(4))
			}
			return v()
		}
		ops := []string{"+", "-", "*", "&", "|", "^", "<", "=="}
		if r.IntN(5) == 0 {
			return fmt.Sprintf("(%s >> %d)", expr(d-1), r.IntN(8))
		}
		return fmt.Sprintf("(%s %s %s)", expr(d-1), ops[r.IntN(len(ops))], expr(d-1))
	}
	w("extern unsigned __VERIFIER_nondet_uint(void);\nextern void reach_error(void);\nunsigned g;\nunsigned a[4];\n")
	w("int main(void) {\n")
	for i := 0; i < nv; i++ {
		if r.IntN(2) == 0 {
			w("  unsigned v%d = __VERIFIER_nondet_uint();\n", i)
		} else {
			w("  unsigned v%d = %du;\n", i, r.IntN(10))
		}
	}
	w("  unsigned *p = &%s;\n", []string{"v0", "g", "a[1]"}[r.IntN(3)])
	var stmts func(n, depth int)
	stmts = func(n, depth int) {
		for i := 0; i < n; i++ {
			switch k := r.IntN(10); {
			case k < 4:
				w("  %s = %s;\n", v(), expr(2))
			case k == 4:
				w("  *p = %s;\n", expr(2))
			case k == 5:
				w("  a[%s & 3u] = %s;\n", v(), expr(1))
			case k == 6:
				w("  p = &%s;\n", []string{v(), "g", fmt.Sprintf("a[%d]", r.IntN(4))}[r.IntN(3)])
			case k == 7 && depth < 2:
				w("  if (%s) {\n", expr(1))
				stmts(2, depth+1)
				w("  } else {\n")
				stmts(1, depth+1)
				w("  }\n")
			case k == 8 && depth < 2:
				w("  for (unsigned k%d = 0; k%d < 3u; k%d++) {\n", depth, depth, depth)
				stmts(2, depth+1)
				w("  }\n")
			default:
				w("  if (%s) reach_error();\n", expr(1))
			}
		}
	}
	stmts(8, 0)
	w("  if (%s == %du) reach_error();\n  return 0;\n}\n", v(), r.IntN(10))
	return b.String()
}

// TestSliceAgainstInterpreter: random programs run in the interpreter
// with the same random inputs before and after SliceData end alike (the
// same status, the same violated check, the same inputs consumed), and
// the sliced program is sane.
func TestSliceAgainstInterpreter(t *testing.T) {
	if raceDetector {
		t.Skip("the front end, the slice and the interpreter, all in the test's goroutine: nothing concurrent")
	}
	removed := 0
	var sources []string
	for seed := uint64(0); seed < 40; seed++ {
		sources = append(sources, sliceProgram(seed))
	}
	// internal/fngen's programs: function pointers and recursion, an
	// error call on a few bits of the result.
	for seed := uint64(0); seed < 10; seed++ {
		sources = append(sources, fngen.Generate(seed).WithClaim(fmt.Sprintf("if ((result & 7u) == %du) reach_error();", seed%8)))
	}
	for seed, src := range sources {
		p, err := cfront.ParseSource(fmt.Sprintf("slice%d.c", seed), []byte(src), cfront.Options{})
		if err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, src)
		}
		q := program.Clone(p)
		removed += program.SliceData(q).Assigns
		if err := program.Sanity(q); err != nil {
			t.Fatalf("seed %d: sliced program: %v", seed, err)
		}
		for run := int64(0); run < 10; run++ {
			in1, in2 := &countingInputs{in: interp.NewRandomInputs(run)}, &countingInputs{in: interp.NewRandomInputs(run)}
			r1, err1 := interp.Run(p, in1, interp.Options{MaxSteps: 10000, NoTrace: true})
			r2, err2 := interp.Run(q, in2, interp.Options{MaxSteps: 10000, NoTrace: true})
			if (err1 == nil) != (err2 == nil) {
				t.Fatalf("seed %d run %d: errors %v and %v", seed, run, err1, err2)
			}
			if err1 != nil {
				continue
			}
			if r1.Status != r2.Status || checkID(r1) != checkID(r2) || in1.n != in2.n {
				t.Fatalf("seed %d run %d: original %s %s after %d inputs, sliced %s %s after %d inputs\n%s", seed, run, r1.Status, checkID(r1), in1.n, r2.Status, checkID(r2), in2.n, src)
			}
		}
	}
	if removed == 0 {
		t.Errorf("no assignment sliced away in any program")
	}
	t.Logf("%d assignments removed", removed)
}

// TestSliceVerdicts: the bounded engine answers alike on random programs
// with and without the slice (their loops are bounded, so its answers are
// TRUE or FALSE), and each FALSE found on the sliced program replays on
// the original (Confirm).
func TestSliceVerdicts(t *testing.T) {
	if raceDetector {
		t.Skip("the bounded search called directly (Bounded.Run), in the test's goroutine: nothing concurrent")
	}
	for seed := uint64(1000); seed < 1030; seed++ {
		src := sliceProgram(seed)
		p, err := cfront.ParseSource(fmt.Sprintf("slice%d.c", seed), []byte(src), cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var verdicts [2]Verdict
		for i, slice := range []bool{false, true} {
			q, err := symex.MakeReducible(p)
			if err != nil {
				t.Fatal(err)
			}
			task := &Task{Source: p, Program: q}
			if slice {
				task.Slice = program.SliceData(q)
			}
			res, err := (&Bounded{Fixed: true, Unwind: 4, UnwindingAssertions: true, NoAcceleration: true}).Run(context.Background(), task)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			verdicts[i] = res.Verdict
			if res.Verdict == False {
				if err := Confirm(p, res); err != nil {
					t.Errorf("seed %d (slice %v): %v", seed, slice, err)
				}
			}
		}
		if verdicts[0] != verdicts[1] || verdicts[0] == Unknown {
			t.Errorf("seed %d: %v without the slice, %v with it\n%s", seed, verdicts[0], verdicts[1], src)
		}
	}
}

// TestSliceGolden prints the sliced programs of testdata/slice.
func TestSliceGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/slice/*.c")
	if len(files) == 0 {
		t.Fatal("no testdata/slice/*.c")
	}
	for _, f := range files {
		p, err := cfront.Parse(f, cfront.Options{})
		if err != nil {
			t.Fatal(err)
		}
		sl := program.SliceData(p)
		var names []string
		for v := range sl.Vars {
			names = append(names, v.Name)
		}
		sort.Strings(names)
		got := fmt.Sprintf("// %d assignments removed; sliced variables: %s\n%s", sl.Assigns, strings.Join(names, ", "), p)
		golden := strings.TrimSuffix(f, ".c") + ".golden"
		if *updateSlice {
			os.WriteFile(golden, []byte(got), 0o644)
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if got != string(want) {
			t.Errorf("%s: sliced program differs from %s (go test ./engine -run TestSliceGolden -update-slice):\n%s", f, golden, got)
		}
	}
}

// countingInputs counts the inputs a run takes.
type countingInputs struct {
	in interp.Inputs
	n  int
}

func (c *countingInputs) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	c.n++
	return c.in.Havoc(e, t)
}

func checkID(r *interp.Result) string {
	if r.Check == nil {
		return ""
	}
	return r.Check.ID
}
