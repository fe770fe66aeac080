package accel

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// lowerCut lowers src (ILP32) with undefined operations cut, as
// --undefined cut does, and makes it reducible.
func lowerCut(t *testing.T, src string) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource("loop.c", []byte(src), cfront.Options{Model: program.ILP32, CutUndefined: true})
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	q, err := symex.MakeReducible(p)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestCutSummaries is the differential test of summaries whose loop
// body tests signed additions for overflow (--undefined cut, cut.go):
// on random inputs, many of them near the limits of the types so that
// some iteration overflows, the summarised program ends as the
// interpreter's run of the original, in the same status (Blocked where
// an iteration's test fails) and with the same values. Both directions
// of exactness are covered: a run the summary blocks must block in the
// program, and the other way round.
func TestCutSummaries(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 26))
	counters := []string{"int", "int", "int", "long long"} // a long long counter is refused
	accs := []string{"long long", "int", "int", "short", "unsigned", "signed char"}
	programs, compared, blocked := 0, 0, 0
	for i := 0; i < 60; i++ {
		ct, at, bt := counters[r.IntN(len(counters))], accs[r.IntN(len(accs))], accs[r.IntN(len(accs))]
		var loop string
		switch r.IntN(4) {
		case 0:
			loop = fmt.Sprintf("%s k = (%s)y;\n  while (k > 0) { z = z + d; w = w - e; k = k - 1; }\n", ct, ct)
		case 1:
			loop = fmt.Sprintf("%s k = 0;\n  while (k < (%s)y) { z = z + d; k = k + 1; w = e + w; }\n", ct, ct)
		case 2:
			loop = fmt.Sprintf("%s k = (%s)x;\n  while (k <= (%s)y) { k = k + 1; z = z - d; w = w + 3; }\n", ct, ct, ct)
		default:
			loop = fmt.Sprintf("%s k = (%s)y;\n  while (k >= (%s)x) { z = d + z; k = k - 1; w = w + e; }\n", ct, ct, ct)
		}
		src := fmt.Sprintf(`extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  %s d = (%s)__VERIFIER_nondet_int();
  %s e = (%s)__VERIFIER_nondet_int();
  %s z = (%s)__VERIFIER_nondet_int();
  %s w = (%s)__VERIFIER_nondet_int();
  %s  return 0;
}
`, at, at, bt, bt, at, at, bt, bt, loop)
		q := lowerCut(t, src)
		sum, n := Summaries(q)
		if n != 1 {
			continue
		}
		programs++
		names := []string{"main::x", "main::y", "main::d", "main::e", "main::z", "main::w"}
		for s := 0; s < 40; s++ {
			var inputs []interp.Value
			for _, name := range names {
				ty := varByName(q, name).Type
				var v interp.Value
				switch name {
				case "main::x", "main::y":
					v = interp.IntValue(ty, uint64(int64(r.IntN(3000)-1500)))
				case "main::d", "main::e":
					if r.IntN(2) == 0 {
						v = interp.IntValue(ty, uint64(int64(r.IntN(41)-20)))
					} else {
						v = randomValue(r, ty)
					}
				default:
					v = randomValue(r, ty)
					if r.IntN(2) == 0 {
						// Near a limit: a few iterations from overflow.
						limit := uint64(1)<<(ty.Width-1) - 1 // the largest signed value
						off := uint64(r.IntN(20000))
						if r.IntN(2) == 0 {
							v = interp.IntValue(ty, limit-off)
						} else {
							v = interp.IntValue(ty, limit+1+off) // the smallest, and above
						}
					}
				}
				inputs = append(inputs, v)
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 200_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := interp.Run(sum, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 200_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status == interp.StepLimit {
				continue
			}
			if got.Status != orig.Status {
				var text strings.Builder
				program.Fprint(&text, sum)
				t.Fatalf("inputs %v: status %v, without summaries %v\n%s\n%s", inputs, got.Status, orig.Status, src, text.String())
			}
			compared++
			if orig.Status == interp.Blocked {
				blocked++
				continue
			}
			if orig.Status != interp.Finished {
				t.Fatalf("inputs %v: status %v\n%s", inputs, orig.Status, src)
			}
			sameEnds(t, q, sum, got, orig, []string{"main::z", "main::w", "main::k"}, inputs, src)
		}
	}
	t.Logf("%d programs summarised, %d runs compared, %d blocked by an overflow", programs, compared, blocked)
	if programs < 20 || blocked < 50 || compared-blocked < 50 {
		t.Errorf("too few: %d programs, %d runs, %d blocked", programs, compared, blocked)
	}
}

// TestCutSummaryShapes: a test of an operand that is no exact variable
// (z's update is not the value tested) or a guard != leaves the loop
// unsummarised; the plain cases are summarised.
func TestCutSummaryShapes(t *testing.T) {
	head := `extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), x = __VERIFIER_nondet_int(), z = 0, k;
`
	cases := []struct {
		loop string
		want int
	}{
		{"for (k = 0; k < n; k++) z = z + x;", 1},
		{"for (k = n; k > 0; k--) z = z - 7;", 1},
		{"for (k = 0; k != n; k++) z = z + x;", 0},
		{"unsigned u = 0; for (k = 0; k < n; k++) { u = u + 1; z = z + x; }", 1},
		{"for (k = 0; k < n; k++) { z = z + x; z = z + 1; }", 0},
		{"int t = 0; for (k = 0; k < n; k++) { t = z + x; }", 1},
	}
	for _, c := range cases {
		q := lowerCut(t, head+"  "+c.loop+"\n  return z;\n}\n")
		if _, n := Summaries(q); n != c.want {
			t.Errorf("%s: %d summaries, want %d", c.loop, n, c.want)
		}
	}
}

// TestQuadraticSummaries is the differential test of the summaries of
// updates that read the counter (quadratic.go): c = c + a*i + b and
// resets r = i*a + b, in types narrower and wider than the counter's,
// signed and unsigned, under each guard (!= included, where the counter
// wraps), against the interpreter's run of the original program
// (without cut: signed arithmetic wraps as the IR defines), and nested
// counters whose inner count is the outer counter.
func TestQuadraticSummaries(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 1))
	counters := []string{"int", "unsigned", "short", "unsigned char", "signed char"}
	accs := []string{"long long", "int", "unsigned", "short", "unsigned char", "unsigned long long"}
	programs, compared := 0, 0
	for i := 0; i < 120; i++ {
		ct, at, rt := counters[r.IntN(len(counters))], accs[r.IntN(len(accs))], accs[r.IntN(len(accs))]
		a, b := r.IntN(9)-4, r.IntN(21)-10
		body := fmt.Sprintf("c = c + %d * (%s)i + (%s)x; s = (%s)i * %d + %d;", a, at, at, rt, b, a)
		if r.IntN(3) == 0 {
			body = fmt.Sprintf("c = c + (%s)i; s = (%s)i;", at, rt)
		}
		var loop string
		switch r.IntN(8) {
		case 6:
			loop = fmt.Sprintf("for (i = 0; i < (%s)y; i++) { %s }", ct, body)
		case 7:
			loop = fmt.Sprintf("for (i = (%s)y; i > 0; i--) { %s }", ct, body)
		case 0:
			loop = fmt.Sprintf("for (i = (%s)x; i < (%s)y; i++) { %s }", ct, ct, body)
		case 1:
			loop = fmt.Sprintf("for (i = (%s)y; i > (%s)x; i--) { %s }", ct, ct, body)
		case 2:
			loop = fmt.Sprintf("for (i = (%s)x; i <= (%s)y; i++) { %s }", ct, ct, body)
		case 3:
			loop = fmt.Sprintf("for (i = (%s)y; i >= (%s)x; i--) { %s }", ct, ct, body)
		case 4:
			loop = fmt.Sprintf("for (i = (%s)x; i != (%s)y; i++) { %s }", ct, ct, body)
		default:
			loop = fmt.Sprintf("for (i = 0; i < (%s)y; i++) { for (j = 0; j < i; j++) { c = c + 1; } s = j; }", ct)
		}
		src := fmt.Sprintf(`extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  %s c = (%s)__VERIFIER_nondet_int();
  %s s = (%s)__VERIFIER_nondet_int();
  %s i = 0, j = 0;
  %s
  return 0;
}
`, at, at, rt, rt, ct, loop)
		q := lowerLoop(t, src)
		sum, n := Summaries(q)
		if n == 0 {
			continue
		}
		programs++
		names := []string{"main::x", "main::y", "main::c", "main::s"}
		for k := 0; k < 25; k++ {
			var inputs []interp.Value
			for _, name := range names {
				ty := varByName(q, name).Type
				v := randomValue(r, ty)
				if name == "main::x" || name == "main::y" {
					v = interp.IntValue(ty, uint64(int64(r.IntN(600)-300)))
				}
				inputs = append(inputs, v)
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 50_000, NoTrace: true, NoAccelerate: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status == interp.StepLimit {
				continue
			}
			got, err := interp.Run(sum, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 50_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != orig.Status {
				t.Fatalf("inputs %v: status %v, without summaries %v\n%s", inputs, got.Status, orig.Status, src)
			}
			if orig.Status != interp.Finished {
				t.Fatalf("inputs %v: status %v\n%s", inputs, orig.Status, src)
			}
			compared++
			sameEnds(t, q, sum, got, orig, []string{"main::c", "main::s", "main::i"}, inputs, src)
		}
	}
	t.Logf("%d programs summarised, %d runs compared", programs, compared)
	if programs < 25 || compared < 500 {
		t.Errorf("too few: %d programs, %d runs", programs, compared)
	}
}

// TestQuadraticShapes: which updates that read the counter a summary
// takes (quadratic.go).
func TestQuadraticShapes(t *testing.T) {
	head := `extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), x = __VERIFIER_nondet_int(), k, j = 0;
  long long z = 0;
`
	cases := []struct {
		loop string
		cut  bool
		want int
	}{
		{"for (k = 0; k < n; k++) z = z + k;", false, 1},
		{"for (k = n; k > 0; k--) z = z + 3 * (long long)k - x;", false, 1},
		{"for (k = 0; k < n; k++) { z = z + k; j = 2 * k; }", false, 1},
		{"for (k = 0; k < n; k++) z = z + k * k;", false, 0},
		{"for (k = 0; k < n; k++) z = z + (long long)(k + x);", false, 0},
		{"for (k = 0; k < n; k++) { j = j + 1; z = z + j; }", false, 0},
		{"for (k = 0; k != n; k++) z = z + k;", false, 0},
		{"for (k = 0; k < n; k++) z = z + k;", true, 1},
		{"for (k = 0; k < n; k++) z = z + 2 * (long long)k;", true, 0},
		{"unsigned u = 0, m; for (m = 0; m != (unsigned)n; m++) u = u + m;", true, 1},
	}
	for _, c := range cases {
		src := head + "  " + c.loop + "\n  return (int)z;\n}\n"
		q := lowerLoop(t, src)
		if c.cut {
			q = lowerCut(t, src)
		}
		if _, n := Summaries(q); n != c.want {
			t.Errorf("%s (cut %v): %d summaries, want %d", c.loop, c.cut, n, c.want)
		}
	}
}

// TestQuadraticCutSummaries is the differential test of the overflow
// tests of sums of the counter's values under --undefined cut
// (quadcut.go): c = c + i in int and long long, counting up and down
// from negative and positive values, c near the limits of its type so
// that some runs overflow before the last iteration, at the vertex of
// the partial sums, or not at all.
func TestQuadraticCutSummaries(t *testing.T) {
	r := rand.New(rand.NewPCG(36, 2))
	programs, compared, blocked := 0, 0, 0
	for i := 0; i < 40; i++ {
		at := []string{"int", "long long"}[r.IntN(2)]
		var loop string
		switch r.IntN(4) {
		case 0:
			loop = "for (i = x; i < y; i++) { c = c + i; k = k + 1; }"
		case 1:
			loop = "for (i = y; i > x; i--) { c = c + i; k = k + 2; }"
		case 2:
			loop = "for (i = x; i <= y; i++) { k = k - 1; c = c + i; }"
		default:
			loop = "for (i = y; i >= x; i--) { c = i + c; }"
		}
		src := fmt.Sprintf(`extern int __VERIFIER_nondet_int(void);
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  %s c = (%s)__VERIFIER_nondet_longlong();
  int i = 0, k = 0;
  %s
  return 0;
}
`, at, at, loop)
		q := lowerCut(t, src)
		sum, n := Summaries(q)
		if n != 1 {
			t.Fatalf("not summarised:\n%s", src)
		}
		programs++
		ct := varByName(q, "main::c").Type
		for s := 0; s < 50; s++ {
			x := int64(r.IntN(4000) - 2000)
			y := x + int64(r.IntN(3000)) - 200
			limit := int64(1)<<(ct.Width-1) - 1
			var c int64
			switch r.IntN(4) {
			case 0:
				c = limit - int64(r.IntN(4_000_000))
			case 1:
				c = -limit - 1 + int64(r.IntN(4_000_000))
			case 2:
				c = int64(r.IntN(2000) - 1000)
			default:
				// Near the limit by the vertex: the partial sums of a
				// run from negative to positive values dip first.
				c = -limit - 1 + int64(r.IntN(2_000_000))
				x = -int64(r.IntN(1500))
				y = int64(r.IntN(2500))
			}
			inputs := []interp.Value{
				interp.IntValue(varByName(q, "main::x").Type, uint64(x)),
				interp.IntValue(varByName(q, "main::y").Type, uint64(y)),
				interp.IntValue(program.IntType("long long", 64, true), uint64(c)),
			}
			orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 200_000, NoTrace: true, NoAccelerate: true})
			if err != nil {
				t.Fatal(err)
			}
			if orig.Status == interp.StepLimit {
				continue
			}
			got, err := interp.Run(sum, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 200_000, NoTrace: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != orig.Status {
				t.Fatalf("inputs %v: status %v, without summaries %v\n%s", inputs, got.Status, orig.Status, src)
			}
			compared++
			if orig.Status == interp.Blocked {
				blocked++
				continue
			}
			if orig.Status != interp.Finished {
				t.Fatalf("inputs %v: status %v\n%s", inputs, orig.Status, src)
			}
			sameEnds(t, q, sum, got, orig, []string{"main::c", "main::i", "main::k"}, inputs, src)
		}
	}
	t.Logf("%d programs summarised, %d runs compared, %d blocked by an overflow", programs, compared, blocked)
	if blocked < 200 || compared-blocked < 200 {
		t.Errorf("too few: %d runs, %d blocked", compared, blocked)
	}
}
