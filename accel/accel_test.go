package accel

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestShapes says which loops get summaries and shortcuts, and which do
// not (each with the reason the analysis gives).
func TestShapes(t *testing.T) {
	tests := []struct {
		name, body       string
		summaries, paths int
	}{
		{"counted loop", "while (i < n) { i++; s += 2; }", 1, 0},
		{"counted down", "i = n; while (i > 0) { i--; s += 3; }", 1, 0},
		{"counted to a disequality", "while (i != n) { s -= 5; i++; }", 1, 0},
		{"step 2", "while (i < n) i += 2;", 0, 1},
		{"two phases", "while (i < n) { if (i < 1000) i++; else i += 2; }", 0, 2},
		{"reset and increment", "while (i < n) { j = 7; i += 3; s += j; }", 0, 1},
		{"increment by a value the loop keeps", "while (i < n) { s += m; i += 3; }", 0, 1},
		{"assertion in the body", "while (i < n) { if (s != 2 * i) reach_error(); i++; s += 2; }", 0, 1},
		{"nested counters", "while (i < n) { j = 0; while (j < m) { j++; s++; } i++; }", 2, 0},
		{"array write (a segment shortcut)", "while (i < 8) { a[i] = 1; i++; }", 0, 1},
		{"quadratic", "while (i < n) { s += i; i++; }", 0, 0},
		{"geometric", "while (i < n) { s = s * 2; i++; }", 0, 0},
		{"input in the body", "while (i < n) { i += __VERIFIER_nondet_uint(); }", 0, 0},
		{"float", "while (i < n) { d += 1.0; i++; }", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned int a[8];
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint(), m = __VERIFIER_nondet_uint();
  unsigned int i = 0, j = 0, s = 0;
  double d = 0;
  ` + tc.body + `
  if (s == 12345u) reach_error();
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
			sum, n := Summaries(q)
			r := Shortcuts(sum)
			if n != tc.summaries || r.Paths != tc.paths {
				t.Errorf("%d summaries and %d shortcuts, want %d and %d", n, r.Paths, tc.summaries, tc.paths)
			}
			if err := program.Sanity(r.Program); err != nil {
				t.Error(err)
			}
		})
	}
}
