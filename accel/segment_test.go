package accel

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestSegmentShapes says which array loops get a segment shortcut and
// which do not.
func TestSegmentShapes(t *testing.T) {
	tests := []struct {
		name, body string
		segments   int
		inputs     int // segments with inputs
	}{
		{"copy to a bound", "for (i = 0; i < n; i++) a[i] = b[i];", 1, 0},
		{"constant", "for (i = 0; i < 8; i++) a[i] = 7;", 1, 0},
		{"inputs", "for (i = 0; i < 8; i++) a[i] = __VERIFIER_nondet_uint();", 1, 1},
		{"two inputs per iteration", "for (i = 0; i < 8; i++) { a[i] = __VERIFIER_nondet_uint(); b[i] = __VERIFIER_nondet_uint(); }", 1, 1},
		{"counting down at an offset", "for (i = 7; i > 0; i--) a[i - 1] = b[i] + i;", 1, 0},
		{"do while", "i = 0; do { a[i] = __VERIFIER_nondet_uint(); i++; } while (i < 8);", 1, 1},
		{"do while counting down", "i = 7; do { a[i] = b[i] + 1; i--; } while (i > 0);", 1, 0},
		{"disequality guard", "i = 0; while (i != n) { a[i] = m; i++; }", 1, 0},
		{"reverse copy", "for (i = 0; i < 8; i++) a[i] = b[7 - i];", 1, 0},
		{"copy at an offset the loop keeps", "for (i = 0; i < 8 - m; i++) a[i + m] = b[i];", 1, 0},
		{"reversed write", "for (i = 0; i < 8; i++) a[7 - i] = b[i] + i;", 1, 0},
		{"reversed write counting down", "for (i = 8; i > 0; i--) a[8 - i] = b[i - 1];", 1, 0},
		{"reversed write at a kept offset", "for (i = 0; i < m; i++) a[m - 1 - i] = b[i];", 1, 0},
		{"reversed own cell", "for (i = 0; i < 8; i++) a[7 - i] = a[7 - i] + b[i];", 1, 0},
		{"reversed inputs", "for (i = 0; i < 8; i++) a[7 - i] = __VERIFIER_nondet_uint();", 1, 1},
		{"in-place swap (two cells per iteration)", "for (i = 0; i < 4; i++) { s = a[i]; a[i] = a[7 - i]; a[7 - i] = s; }", 0, 0},
		{"reversed read of the written array", "for (i = 0; i < 8; i++) a[i] = a[7 - i];", 0, 0},
		{"reversed offset the loop changes", "for (i = 0; i < 4; i++) { a[s - i] = b[i]; s = s + 1; }", 0, 0},
		{"shift left (cells read before written)", "for (i = 0; i < 7; i++) a[i] = a[i + 1] + b[i];", 1, 0},
		{"shift right counting down", "for (i = 7; i > 0; i--) a[i] = a[i - 1];", 1, 0},
		{"shift right counting up (recurrence)", "for (i = 1; i < 8; i++) a[i] = a[i - 1];", 1, 0},
		{"shift left counting down (recurrence)", "for (i = 6; i >= 0; i--) a[i] = a[i + 1];", 1, 0},
		{"reversed shift", "for (i = 0; i < 7; i++) a[7 - i] = a[6 - i];", 1, 0},
		{"reversed recurrence", "for (i = 0; i < 7; i++) a[6 - i] = a[7 - i];", 1, 0},
		{"shift at a kept offset", "for (i = 0; i < 7 - m; i++) a[i + m] = a[i + m + 1];", 1, 0},
		{"shift by a kept distance", "for (i = 0; i < 4; i++) a[i] = a[i + m];", 0, 0},
		{"offset the loop changes", "for (i = 0; i < 4; i++) { a[i + s] = b[i]; s = s + 1; }", 0, 0},
		{"guarded write", "for (i = 0; i < 8; i++) if (b[i] > m) a[i] = b[i]; else a[i] = 0;", 1, 0},
		{"write on one branch", "for (i = 0; i < 8; i++) if (b[i] > m) a[i] = 1;", 1, 0},
		{"own cell", "for (i = 0; i < 8; i++) a[i] = a[i] * 2 + b[i];", 1, 0},
		{"check loop", "for (i = 0; i < 8; i++) if (a[i] != b[i]) reach_error();", 1, 0},
		{"scalar of the last iteration", "for (i = 0; i < 8; i++) { s = b[i]; a[i] = s + 1; }", 1, 0},
		{"sum over cells", "for (i = 0; i < 8; i++) s += a[i];", 1, 0},
		{"earlier cell (prefix sums)", "for (i = 1; i < 8; i++) a[i] = a[i - 1] + b[i];", 1, 0},
		{"two cells per iteration", "for (i = 0; i < 7; i++) { a[i] = 1; a[i + 1] = 2; }", 0, 0},
		{"cell from a scalar of an earlier iteration", "for (i = 0; i < 8; i++) { a[i] = s; s = b[i]; }", 1, 0},
		{"step 2", "for (i = 0; i < 8; i += 2) a[i] = 1;", 1, 0},
		{"step 3 counting down", "for (i = 7; i >= 1; i -= 3) a[i - 1] = b[i] + i;", 1, 0},
		{"step 2 with inputs", "for (i = 1; i < 8; i += 2) a[i] = __VERIFIER_nondet_uint();", 1, 1},
		{"step 2 reading the cell between", "for (i = 0; i < 7; i += 2) a[i] = a[i + 1];", 1, 0},
		{"step 2 reading the cell behind", "for (i = 2; i < 8; i += 2) a[i] = a[i - 1] + 1u;", 1, 0},
		{"step 2 to a bound it may pass", "for (i = 0; i != n; i += 2) a[i] = 1;", 0, 0},
		{"step 2 recurrence", "for (i = 2; i < 8; i += 2) a[i] = a[i - 2] + 1u;", 0, 0},
		{"input on one branch", "for (i = 0; i < 8; i++) if (b[i]) a[i] = __VERIFIER_nondet_uint();", 0, 0},
		{"through a pointer", "for (i = 0; i < 8; i++) p[i] = 0;", 0, 0},
		{"bound read from the array", "for (i = 0; i < a[0]; i++) a[i] = 0;", 0, 0},
		{"inner loop (the inner one only)", "for (i = 0; i < 8; i++) for (j = 0; j < 8; j++) a[j] = i;", 1, 0},
		{"64-bit counter", "for (l = 0; l < 8; l++) a[l] = 1;", 0, 0},
		{"running maximum in an array", "for (i = 1; i < 8; i++) { a[i] = __VERIFIER_nondet_uint() & 15u; b[i] = b[i - 1]; if (a[i] > b[i]) b[i] = a[i]; }", 1, 1},
		{"prefix sums through a scalar", "for (i = 0; i < 8; i++) { s += b[i]; a[i] = s; }", 1, 0},
		{"running check of neighbours", "for (i = 1; i < 8; i++) { a[i] = a[i - 1] + b[i]; if (a[i] < a[i - 1]) reach_error(); }", 1, 0},
		{"second-order recurrence", "for (i = 2; i < 8; i++) a[i] = a[i - 1] + a[i - 2];", 1, 0},
		{"recurrence counting down", "for (i = 6; i >= 0; i--) a[i] = a[i + 1] * 3u + b[i];", 1, 0},
		{"guard reads an earlier cell", "i = 1; while (i < 7 && a[i - 1] < m) { a[i] = a[i - 1] + 1u; i++; }", 1, 0},
	}
	recurrences := map[string]bool{
		"shift right counting up (recurrence)": true, "shift left counting down (recurrence)": true,
		"reversed recurrence": true, "earlier cell (prefix sums)": true,
		"running maximum in an array": true, "running check of neighbours": true,
		"second-order recurrence": true, "recurrence counting down": true, "guard reads an earlier cell": true,
		"cell from a scalar of an earlier iteration": true, "prefix sums through a scalar": true,
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned int a[8], b[8];
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint(), m = __VERIFIER_nondet_uint();
  unsigned int i = 0, j = 0, s = 0;
  unsigned long long l;
  unsigned int *p = b;
  ` + tc.body + `
  if (s == 12345u || a[3] == 5u) reach_error();
  return 0;
}
`
			p, err := cfront.ParseSource("shape.c", []byte(src), cfront.Options{Model: program.ILP32})
			if err != nil {
				t.Fatal(err)
			}
			q, err := symex.MakeReducible(p)
			if err != nil {
				t.Fatal(err)
			}
			r := Shortcuts(q)
			if r.Segments != tc.segments || len(r.SegmentInputs) != tc.inputs {
				t.Errorf("%d segment shortcuts, %d with inputs; want %d and %d", r.Segments, len(r.SegmentInputs), tc.segments, tc.inputs)
			}
			if want := recurrences[tc.name]; (r.Recurrences == 1) != want || r.Recurrences > 1 {
				t.Errorf("%d shortcuts of recurrences, want them: %v", r.Recurrences, want)
			}
			if err := program.Sanity(r.Program); err != nil {
				t.Error(err)
			}
		})
	}
}

// randomArrayLoop returns a program with one counted loop over arrays
// a and d of 10 unsigned cells: guarded and unguarded writes at a fixed
// offset from the counter, values from the counter, an invariant k, the
// cells of b and c (never written) at any index, the iteration's own
// cell, a scalar of the iteration, and inputs.
func randomArrayLoop(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString(`extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned int a[10], b[10], c[10], d[10];
int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  unsigned int t = 0;
  int i;
`)
	for j := 0; j < 10; j++ {
		fmt.Fprintf(&b, "  b[%d] = __VERIFIER_nondet_uint(); c[%d] = __VERIFIER_nondet_uint();\n", j, j)
	}
	lo, hi := 1+r.IntN(2), 7+r.IntN(3)
	// An offset of 9 or 10 is the reversed cell 9 − i or 10 − i.
	offs := map[string]int{"a": r.IntN(5) - 1, "d": r.IntN(5) - 1}
	for arr, o := range offs {
		if o > 1 {
			offs[arr] = o + 6
		}
	}
	cell := func(arr string) string {
		switch o := offs[arr]; {
		case o > 1:
			return fmt.Sprintf("%s[%d - i]", arr, o)
		case o > 0:
			return fmt.Sprintf("%s[i + %d]", arr, o)
		case o < 0:
			return fmt.Sprintf("%s[i - %d]", arr, -o)
		}
		return arr + "[i]"
	}
	// other is a cell of arr at another offset in the same direction:
	// read before the loop writes it, or after (a recurrence, which
	// gets no shortcut).
	other := func(arr string) string {
		o := offs[arr]
		if o > 1 {
			return fmt.Sprintf("%s[%d - i]", arr, 9+r.IntN(2))
		}
		switch r.IntN(3) {
		case 0:
			return arr + "[i - 1]"
		case 1:
			return arr + "[i + 1]"
		}
		return arr + "[i]"
	}
	var expr func(depth int) string
	expr = func(depth int) string {
		if depth > 1 {
			return []string{"(unsigned int)i", "k", "b[i]", "3u"}[r.IntN(4)]
		}
		switch r.IntN(10) {
		case 9:
			return other([]string{"a", "d"}[r.IntN(2)])
		case 0:
			return "(unsigned int)i"
		case 1:
			return "k"
		case 2:
			return "b[i]"
		case 3:
			return "b[9 - i]"
		case 4:
			return "c[i + 1]"
		case 5:
			return cell([]string{"a", "d"}[r.IntN(2)])
		case 6:
			return "(" + expr(depth+1) + " + " + expr(depth+1) + ")"
		case 7:
			return "(" + expr(depth+1) + " * 3u)"
		}
		return "(" + expr(depth+1) + " ^ " + expr(depth+1) + ")"
	}
	cond := func() string {
		switch r.IntN(3) {
		case 0:
			return expr(1) + " < " + expr(1)
		case 1:
			return "(b[i] & 1u)"
		}
		return fmt.Sprintf("i == %d", lo+r.IntN(hi-lo))
	}
	var body []string
	inputs := false
	for s := 1 + r.IntN(3); s > 0; s-- {
		arr := []string{"a", "d"}[r.IntN(2)]
		switch r.IntN(7) {
		case 6:
			// A neighbour of the cell: written earlier (a recurrence)
			// or later.
			body = append(body, fmt.Sprintf("%s = %s + %s;", cell(arr), other(arr), expr(1)))
		case 0:
			body = append(body, fmt.Sprintf("if (%s) %s = %s; else %s = %s;", cond(), cell(arr), expr(0), cell(arr), expr(0)))
		case 1:
			body = append(body, fmt.Sprintf("if (%s) %s = %s;", cond(), cell(arr), expr(0)))
		case 2:
			body = append(body, fmt.Sprintf("t = %s; %s = t + 1u;", expr(0), cell(arr)))
		case 3:
			if !inputs {
				inputs = true
				body = append(body, fmt.Sprintf("%s = __VERIFIER_nondet_uint();", cell(arr)))
				break
			}
			fallthrough
		default:
			body = append(body, fmt.Sprintf("%s = %s;", cell(arr), expr(0)))
		}
	}
	switch r.IntN(6) {
	case 4:
		fmt.Fprintf(&b, "  for (i = %d; i < %d; i += 2) {\n", lo, hi)
	case 5:
		fmt.Fprintf(&b, "  for (i = %d; i >= %d; i -= 3) {\n", hi-1, lo)
	case 0:
		fmt.Fprintf(&b, "  for (i = %d; i < %d; i++) {\n", lo, hi)
	case 1:
		fmt.Fprintf(&b, "  for (i = %d; i != %d; i++) {\n", lo, hi)
	case 2:
		fmt.Fprintf(&b, "  for (i = %d; i >= %d; i--) {\n", hi-1, lo)
	default:
		fmt.Fprintf(&b, "  i = %d;\n  do {\n", hi-1)
		for _, s := range body {
			fmt.Fprintf(&b, "    %s\n", s)
		}
		fmt.Fprintf(&b, "    i--;\n  } while (i > %d);\n", lo-1)
		body = nil
	}
	if body != nil {
		for _, s := range body {
			fmt.Fprintf(&b, "    %s\n", s)
		}
		b.WriteString("  }\n")
	}
	b.WriteString("  if (a[3] == 12345u) reach_error();\n  return 0;\n}\n")
	return b.String()
}

// TestSegmentsReplay is the differential test of the segment shortcuts
// against the interpreter (which executes program.Fill): a run of the
// accelerated program that takes the segment shortcut for n iterations,
// its input arrays holding the values the original loop reads in those
// iterations, ends as the run of the original program on the same
// inputs, with the same values in every array and scalar; and
// ExpandInputs turns the accelerated run's inputs into the original's.
func TestSegmentsReplay(t *testing.T) {
	programs, samples := 24, 6
	if *long {
		programs, samples = 400, 30
	}
	r := rand.New(rand.NewPCG(26, 5))
	shortcut, taken, recurrences := 0, 0, 0
	for p := 0; p < programs; p++ {
		src := randomArrayLoop(r)
		q := lowerLoop(t, src)
		res := Shortcuts(q)
		if res.Segments == 0 {
			continue
		}
		shortcut++
		if err := program.Sanity(res.Program); err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		m := 0
		if len(res.SegmentInputs) > 0 {
			m = len(res.SegmentInputs[0].Arrays)
		}
		for s := 0; s < samples; s++ {
			var inputs []interp.Value
			for j := 0; j < 21+20; j++ {
				inputs = append(inputs, interp.IntValue(program.IntType("unsigned int", 32, false), uint64(r.IntN(7))))
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status != interp.Finished && orig.Status != interp.Violated {
				t.Fatalf("original run ends %v %s\n%s", orig.Status, orig.Reason, src)
			}
			n := uint64(1 + r.IntN(9))
			var accIn []interp.Value
			var accEdges []*program.Edge
			inputsOf := func() interp.InputFunc {
				first, next := true, 0
				accIn, accEdges = nil, nil
				return func(e *program.Edge, ty *program.Type) (interp.Value, error) {
					h := e.Stmt.(*program.Havoc)
					var v interp.Value
					switch {
					case res.Counts[e]:
						name := program.ExprString(h.LHS)
						if first && strings.HasPrefix(name, "accel$n") {
							first = false
							return interp.IntValue(ty, 255<<selectorShift|n), nil
						}
						if strings.HasPrefix(name, "accel$mid") {
							// The cells of a recurrence between its first
							// and last iteration: those of the original
							// run, where no other iteration writes them.
							arr := globalByName(q, name[strings.Index(name, "_")+1:])
							recurrences++
							return orig.State.Get(arr), nil
						}
						return interp.IntValue(ty, 0), nil
					case h.Why == SegmentWhy:
						v = interp.ZeroValue(ty)
						pos := 0
						for _, a := range res.SegmentInputs[0].Arrays {
							if a == e {
								break
							}
							pos++
						}
						for j := uint64(0); j < n && next+int(j)*m+pos < len(inputs); j++ {
							v.Elems[j] = inputs[next+int(j)*m+pos]
						}
					case h.Why == SegmentCountWhy:
						v = interp.IntValue(ty, n)
						next += int(n) * m
					default:
						v = inputs[next]
						next++
					}
					accIn = append(accIn, v)
					accEdges = append(accEdges, e)
					return v, nil
				}
			}
			recBefore := recurrences
			acc, err := interp.Run(res.Program, inputsOf(), interp.Options{MaxSteps: 20_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if acc.Status == interp.Blocked && recurrences > recBefore && relBlocks(t, res.Program, inputsOf()) {
				t.Fatalf("shortcut of %d: a recurrence's relation fails on the cells of the original run\n%s", n, src)
			}
			if acc.Status == interp.Blocked || acc.Status == interp.Undefined && orig.Status != interp.Undefined {
				// More iterations than the loop has (the checks of
				// the last one may read cells out of bounds first,
				// which the interpreter calls undefined and the
				// bounded search reads as any value).
				continue
			}
			taken++
			if acc.Status != orig.Status {
				t.Fatalf("shortcut of %d: status %v %s, without shortcuts %v\n%s", n, acc.Status, acc.Reason, orig.Status, src)
			}
			for _, name := range []string{"a", "b", "c", "d"} {
				v := globalByName(q, name)
				if v == nil {
					continue
				}
				if a, o := acc.State.Get(v), orig.State.Get(v); !reflect.DeepEqual(a, o) {
					t.Fatalf("shortcut of %d: %s ends %v, without shortcuts %v\n%s", n, name, a, o, src)
				}
			}
			for _, name := range []string{"main::i", "main::k", "main::t"} {
				v := varByName(q, name)
				if a, o := acc.State.Get(v), orig.State.Get(v); a.Bits != o.Bits {
					t.Fatalf("shortcut of %d: %s ends %d, without shortcuts %d\n%s", n, name, a.Bits, o.Bits, src)
				}
			}
			exp, err := res.ExpandInputs(accIn, accEdges)
			if err != nil {
				t.Fatal(err)
			}
			if len(exp) != len(orig.Inputs) || !reflect.DeepEqual(exp, orig.Inputs) {
				t.Fatalf("shortcut of %d: expanded inputs %v, the original reads %v\n%s", n, exp, orig.Inputs, src)
			}
		}
	}
	t.Logf("%d of %d programs with a segment shortcut, %d runs through it, %d through recurrences", shortcut, programs, taken, recurrences)
	if shortcut < programs/2 || taken < shortcut || recurrences == 0 {
		t.Errorf("too few segment shortcuts: %d programs, %d runs", shortcut, taken)
	}
}

// relBlocks reports whether the run of p on in is blocked by the
// relation of a Fill alone: it is not without the relations.
func relBlocks(t *testing.T, p *program.Program, in interp.Inputs) bool {
	var fills []*program.Fill
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if f, ok := e.Stmt.(*program.Fill); ok && f.Rel != nil {
				fills = append(fills, f)
			}
		}
	}
	rels := make([]program.Expr, len(fills))
	for i, f := range fills {
		rels[i], f.Rel = f.Rel, nil
	}
	defer func() {
		for i, f := range fills {
			f.Rel = rels[i]
		}
	}()
	r, err := interp.Run(p, in, interp.Options{MaxSteps: 20_000, NoTrace: true})
	if err != nil {
		t.Fatal(err)
	}
	return r.Status != interp.Blocked
}

func globalByName(p *program.Program, name string) *program.Var {
	for _, v := range p.Globals {
		if v.Name == name {
			return v
		}
	}
	return nil // unused: the front end drops it
}
