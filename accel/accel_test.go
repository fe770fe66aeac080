package accel

import (
	"fmt"
	"sort"
	"strings"
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
		{"quadratic (a summary: quadratic.go; no shortcut)", "while (i < n) { s += i; i++; }", 1, 0},
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

// TestEntryConstants says which variables a summary reads as constants at
// the loop's head: the values of the closest writes on the one way into
// the loop, when they are constants.
func TestEntryConstants(t *testing.T) {
	tests := []struct {
		name, before string
		want         string // name=value, sorted
	}{
		{"constants before the loop", "i = 0; s = 5;", "i=0 j=0 s=5"},
		{"an input after the constant", "i = 0; i = __VERIFIER_nondet_uint();", "j=0 s=0"},
		{"a join", "if (n) i = 0; else i = 1;", ""},
		{"a value that is no constant", "s = n + 1;", "i=0 j=0"},
		{"a constant expression", "s = 3 * 4 + 1;", "i=0 j=0 s=13"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, j = 0, s = 0;
  ` + tc.before + `
  while (i < n) { i++; s += 2; }
  return (int)s;
}
`
			ln, err := symex.FindLoops(lowerLoop(t, src))
			if err != nil || len(ln.Loops) != 1 {
				t.Fatalf("loops: %v", err)
			}
			l := ln.Loops[0]
			var got []string
			for v, c := range entryConstants(l.Head, l) {
				k, _ := constOf(c)
				got = append(got, fmt.Sprintf("%s=%d", strings.TrimPrefix(v.Name, "main::"), k))
			}
			sort.Strings(got)
			if s := strings.Join(got, " "); s != tc.want {
				t.Errorf("entry constants %q, want %q", s, tc.want)
			}
		})
	}
}
