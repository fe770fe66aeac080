package accel

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

var long = flag.Bool("long", false, "run the long random tests")

// A cType is an integer type of the generated programs.
type cType struct {
	name, nondet string
	width        int
	signed       bool
}

var cTypes = []cType{
	{"unsigned char", "uchar", 8, false},
	{"signed char", "schar", 8, true},
	{"unsigned short", "ushort", 16, false},
	{"short", "short", 16, true},
	{"int", "int", 32, true},
	{"unsigned int", "uint", 32, false},
	{"long long", "longlong", 64, true},
	{"unsigned long long", "ulonglong", 64, false},
}

// randomLoop writes a program with one loop over x, y, n and a counter c,
// in the style of SV-COMP's loop-acceleration tasks: linear updates,
// phases split by a guard, resets, wrap-around, guards of every
// comparison, and an assertion after the loop.
func randomLoop(r *rand.Rand) string {
	tx, ty, tn := cTypes[r.IntN(len(cTypes))], cTypes[r.IntN(len(cTypes))], cTypes[r.IntN(len(cTypes))]
	small := func() int { return r.IntN(9) - 4 }
	step := func() int {
		if s := small(); s != 0 {
			return s
		}
		return 1
	}
	var b strings.Builder
	fmt.Fprintf(&b, "extern void reach_error(void);\nextern unsigned char __VERIFIER_nondet_uchar(void);\n")
	for _, t := range []cType{tx, ty, tn} {
		fmt.Fprintf(&b, "extern %s __VERIFIER_nondet_%s(void);\n", t.name, t.nondet)
	}
	fmt.Fprintf(&b, "int main(void) {\n  %s x = __VERIFIER_nondet_%s();\n  %s y = __VERIFIER_nondet_%s();\n  %s n = __VERIFIER_nondet_%s();\n  unsigned char m = __VERIFIER_nondet_uchar();\n  unsigned int c = 0;\n",
		tx.name, tx.nondet, ty.name, ty.nondet, tn.name, tn.nondet)
	guards := []string{"x < n", "x != n", "x <= n", "n > x", "x > n", "x >= n", "c < n", "x + %d < n", "x - y < n", "(x < n) && (y != %d)", "x != n && c < 100000", "(unsigned)x < (unsigned)n", "x * %d < n"}
	g := guards[r.IntN(len(guards))]
	if strings.Contains(g, "%d") {
		g = fmt.Sprintf(g, step())
	}
	fmt.Fprintf(&b, "  while (%s) {\n", g)
	inner := []string{
		"unsigned int j = 0;\n    while (j < m) {\n      j++;\n      y += %d;\n    }\n",
		"unsigned int j = m;\n    while (j != 0) {\n      j--;\n      y += %d;\n    }\n",
		"int j = -2;\n    while (j <= (int)m) {\n      j++;\n      y -= %d;\n    }\n",
		"unsigned char j = 250;\n    while (j != m) {\n      j++;\n      y += %d;\n    }\n",
		"long long j = 9;\n    while (j > m) {\n      y += %d;\n      j--;\n    }\n",
	}
	switch r.IntN(8) {
	case 6, 7:
		fmt.Fprintf(&b, "    "+inner[r.IntN(len(inner))], step())
		fmt.Fprintf(&b, "    x += %d;\n", step())
	case 0:
		fmt.Fprintf(&b, "    x += %d;\n", step())
	case 1:
		fmt.Fprintf(&b, "    x += %d;\n    y += %d;\n", step(), small())
	case 2:
		fmt.Fprintf(&b, "    if (x < %d)\n      x += %d;\n    else\n      x += %d;\n", r.IntN(200)-50, step(), step())
	case 3:
		fmt.Fprintf(&b, "    y = %d;\n    x += %d;\n", small(), step())
	case 4:
		fmt.Fprintf(&b, "    x = x + y;\n")
	case 5:
		fmt.Fprintf(&b, "    x -= %d;\n    if (c == %d) break;\n", step(), r.IntN(300))
	}
	fmt.Fprintf(&b, "    c++;\n  }\n  if (x == %d && c > %d)\n    reach_error();\n  return 0;\n}\n", small(), r.IntN(5))
	return b.String()
}

// interesting are values that make loops long, short or wrap.
func randomValue(r *rand.Rand, t *program.Type) interp.Value {
	var v uint64
	switch r.IntN(6) {
	case 0:
		v = uint64(r.IntN(9)) - 4
	case 1:
		v = uint64(r.IntN(1000))
	case 2:
		v = uint64(r.IntN(70000)) - 1000
	case 3:
		v = r.Uint64()
	case 4:
		v = uint64(1)<<(t.Width-1) - uint64(r.IntN(2000)) // near the maximum
	default:
		v = uint64(1)<<(t.Width-1) + uint64(r.IntN(2000)) // near the minimum
	}
	return interp.IntValue(t, v&t.Mask())
}

// randomCount is an iteration count and path selector for a shortcut.
func randomCount(r *rand.Rand, paths int) uint64 {
	var n uint64
	switch r.IntN(5) {
	case 0:
		n = 1 + uint64(r.IntN(3))
	case 1:
		n = 1 + uint64(r.IntN(300))
	case 2:
		n = 1 + uint64(r.IntN(1<<17))
	default:
		n = 1 + r.Uint64N(1<<maxCountBits)
	}
	return uint64(r.IntN(paths))<<selectorShift | n
}

// lowerLoop lowers src (ILP32) and makes it reducible, as Prepare does
// before acceleration.
func lowerLoop(t *testing.T, src string) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource("loop.c", []byte(src), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	q, err := symex.MakeReducible(p)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestShortcutsReplay is the differential test of the shortcuts against
// the interpreter: a run of the accelerated program that takes a
// shortcut (the first visit of the loop head chooses one, the later ones
// the ordinary edges) must end as the run of the original program on the
// same inputs, in the same status and with the same final values, since
// the shortcut claims to be n iterations of a path of the loop.
func TestShortcutsReplay(t *testing.T) {
	programs, samples := 30, 16
	if *long {
		programs, samples = 300, 50
	}
	r := rand.New(rand.NewPCG(26, 3))
	accelerated, taken := 0, 0
	for i := 0; i < programs; i++ {
		src := randomLoop(r)
		q := lowerLoop(t, src)
		res := Shortcuts(q)
		if res.Paths == 0 {
			continue
		}
		accelerated++
		if err := program.Sanity(res.Program); err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		for s := 0; s < samples; s++ {
			var inputs []interp.Value
			for _, v := range []string{"main::x", "main::y", "main::n", "main::m"} {
				inputs = append(inputs, randomValue(r, varByName(q, v).Type))
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status != interp.Finished && orig.Status != interp.Violated {
				continue // too long to compare
			}
			// Mostly counts near the iterations the loop runs (c at the
			// end), so that few iterations are left after the shortcut.
			choice := randomCount(r, res.Paths)
			if iters := orig.State.Get(varByName(q, "main::c")).Bits; r.IntN(4) > 0 && iters > 0 {
				n := iters - uint64(r.IntN(3))
				if r.IntN(3) == 0 {
					n = 1 + r.Uint64N(iters)
				}
				choice = choice>>selectorShift<<selectorShift | max(n, 1)
			}
			first := true
			next := 0
			in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if res.Counts[e] {
					if first {
						first = false
						return interp.IntValue(ty, choice), nil
					}
					return interp.IntValue(ty, 0), nil
				}
				next++
				return inputs[next-1], nil
			})
			acc, err := interp.Run(res.Program, in, interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if acc.Status == interp.Blocked || acc.Status == interp.StepLimit {
				// The shortcut does not apply, or the rest of the loop
				// is long (the interpreter does not jump over
				// iterations that choose whether to take a shortcut).
				continue
			}
			taken++
			if acc.Status != orig.Status {
				t.Fatalf("inputs %v, shortcut %#x: status %v, without shortcuts %v\n%s", inputs, choice, acc.Status, orig.Status, src)
			}
			for _, name := range []string{"main::x", "main::y", "main::n", "main::m", "main::c"} {
				v := varByName(q, name)
				if a, o := acc.State.Get(v), orig.State.Get(v); a.Bits != o.Bits {
					t.Fatalf("inputs %v, shortcut %#x: %s ends %d, without shortcuts %d\n%s", inputs, choice, name, a.Bits, o.Bits, src)
				}
			}
		}
	}
	t.Logf("%d of %d programs accelerated, %d runs through a shortcut", accelerated, programs, taken)
	if accelerated < programs/3 || taken < accelerated {
		t.Errorf("too few shortcuts: %d programs, %d runs", accelerated, taken)
	}
}

func varByName(p *program.Program, name string) *program.Var {
	for _, v := range p.Locals {
		if v.Name == name {
			return v
		}
	}
	panic("no variable " + name)
}

// TestSummariesReplay is the differential test of the exact summaries
// against the interpreter: on the same inputs, the program with its
// loops summarised ends as the original, in the same status and with
// the same final values; where a summary blocks (a loop that never
// ends), the original runs to its step limit.
func TestSummariesReplay(t *testing.T) {
	programs, samples := 40, 10
	if *long {
		programs, samples = 400, 50
	}
	r := rand.New(rand.NewPCG(26, 4))
	summarised, compared := 0, 0
	for i := 0; i < programs; i++ {
		src := randomLoop(r)
		q := lowerLoop(t, src)
		sum, n := Summaries(q)
		if n == 0 {
			continue
		}
		summarised++
		for s := 0; s < samples; s++ {
			var inputs []interp.Value
			for _, v := range []string{"main::x", "main::y", "main::n", "main::m"} {
				inputs = append(inputs, randomValue(r, varByName(q, v).Type))
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := interp.Run(sum, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status == interp.StepLimit || (got.Status == interp.Blocked && orig.Status == interp.StepLimit) {
				continue // a loop that runs long in both, or forever
			}
			if orig.Status == interp.StepLimit {
				continue // an outer loop the summary of its inner loop shortened
			}
			compared++
			if got.Status != orig.Status {
				t.Fatalf("inputs %v: status %v, without summaries %v\n%s", inputs, got.Status, orig.Status, src)
			}
			sameEnds(t, q, sum, got, orig, []string{"main::x", "main::y", "main::n", "main::m", "main::c"}, inputs, src)
		}
	}
	t.Logf("%d of %d programs summarised, %d runs compared", summarised, programs, compared)
	if summarised < programs/8 || compared < summarised {
		t.Errorf("too few summaries: %d programs, %d runs", summarised, compared)
	}
}

// sameEnds fails the test when a run of the summarised program sum ends
// with other values of names than the run of q without summaries (the
// program's text and the summarised one's in the message).
func sameEnds(t *testing.T, q, sum *program.Program, got, orig *interp.Result, names []string, inputs []interp.Value, src string) {
	t.Helper()
	for _, name := range names {
		v := varByName(q, name)
		if a, o := got.State.Get(v), orig.State.Get(v); a.Bits != o.Bits {
			var text strings.Builder
			program.Fprint(&text, sum)
			t.Fatalf("inputs %v: %s ends %d, without summaries %d\n%s\n%s", inputs, name, a.Bits, o.Bits, src, text.String())
		}
	}
}
