package kinduction

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/ranges"
)

// TestDischargeRanged: a geometric sum whose ratio z is a narrow input
// widened after the loop (x = x * (z - 1), x long long) shows
// 1 + x - y == 0 only when z - 1 does not wrap in z's type: the range
// analysis's interval of z at the head (z >= 1, assumed before the loop)
// shows it, for int and unsigned z. With z >= 0 unsigned, z == 0 makes
// z - 1 wrap to 2^32 - 1 and the check fails (gcc: x = 4294967295,
// y = 0), and it is not discharged. The loop head's own check is
// discharged with the intervals in every case.
func TestDischargeRanged(t *testing.T) {
	const tmpl = `int main(void) {
  %s z = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (!(z >= %s) || k < 1) return 0;
  long long x = 1, y = z, c = 1;
  while (1) {
    if (!(x * z - x - y + 1 == 0)) reach_error();
    if (!(c < k)) break;
    c = c + 1;
    x = x * z + 1;
    y = y * z;
  }
  x = x * (z - 1);
  if (!(1 + x - y == 0)) reach_error();
  return 0;
}`
	cases := []struct {
		typ, lo string
		final   bool // the check after the loop is discharged with the intervals
	}{
		{"int", "1", true},
		{"unsigned", "1u", true},
		{"unsigned", "0u", false},
	}
	dir := t.TempDir()
	// finalLine is the line of the check after the loop (polyHeader's
	// two lines first).
	const finalLine = 16
	lines := func(cs []*program.CheckInfo) map[int]bool {
		out := map[int]bool{}
		for _, c := range cs {
			out[c.Pos.Line] = true
		}
		return out
	}
	for i, tc := range cases {
		path := filepath.Join(dir, fmt.Sprintf("geo%d.c", i))
		if err := os.WriteFile(path, []byte(polyHeader+fmt.Sprintf(tmpl, tc.typ, tc.lo)), 0o644); err != nil {
			t.Fatal(err)
		}
		plain := lines(DischargePolynomial(parseFile(t, path), PolynomialInvariants(parseFile(t, path))))
		sys := parseFile(t, path)
		if !WidensNarrowArithmetic(sys.P) {
			t.Errorf("%s z >= %s: no widened narrow arithmetic found", tc.typ, tc.lo)
		}
		r, err := ranges.Analyze(context.Background(), sys.P)
		if err != nil {
			t.Fatal(err)
		}
		at := r.Bounds
		ranged := lines(DischargePolynomialRanged(sys, PolynomialInvariants(sys), at))
		if plain[finalLine] || ranged[finalLine] != tc.final || !ranged[finalLine-7] {
			t.Errorf("%s z >= %s: checks discharged at lines %v, with the intervals %v; want the loop's (%d) with the intervals, and the final one (%d): %v", tc.typ, tc.lo, plain, ranged, finalLine-7, finalLine, tc.final)
		}
	}
}
