package kinduction

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/ranges"
)

// TestDivisibilityRandom is a differential test of DischargeDivisibility
// against the interpreter: small programs with one or two loops (in
// sequence) that step x by multiples of an input d, disturbed at random
// (a step off by one, a divisor the loop moves, an entry value that is
// no multiple, a change between the loops, no bounds at all, so that
// values wrap), with the check x % d == 0 after them, directly or
// through a flag. No check the rule discharges may fail in a concrete
// run of the program as it was before (signed overflow wraps there, as
// the IR defines it).
func TestDivisibilityRandom(t *testing.T) {
	n := 80 // 2000 with -long
	if *long {
		n = 2000
	}
	dir := t.TempDir()
	discharged, violated := 0, 0
	for seed := 1; seed <= n; seed++ {
		rng := rand.New(rand.NewSource(int64(seed)))
		src := genDivProgram(rng)
		path := filepath.Join(dir, fmt.Sprintf("d%d.c", seed))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		sys := parseFile(t, path)
		failed := map[string]string{}
		for run := 0; run < 24; run++ {
			in := &mixedInputs{rng: rand.New(rand.NewSource(int64(seed*1000 + run))), large: run%3 == 2}
			r, err := interp.Run(sys.P, in, interp.Options{MaxSteps: 6000, NoTrace: true, NoAccelerate: true})
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, src)
			}
			if r.Status == interp.Violated && r.Check != nil {
				if _, ok := failed[r.Check.ID]; !ok {
					failed[r.Check.ID] = fmt.Sprint(r.Inputs)
					violated++
				}
			}
		}
		res, err := ranges.Analyze(context.Background(), sys.P)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range DischargeDivisibility(sys, PolynomialInvariants(sys), res.Bounds) {
			discharged++
			if in, ok := failed[c.ID]; ok {
				t.Fatalf("seed %d: check %s discharged, but inputs %s violate it\n%s", seed, c.ID, in, src)
			}
		}
	}
	t.Logf("%d programs: %d checks discharged, %d checks violated in runs", n, discharged, violated)
	if discharged == 0 || violated == 0 {
		t.Errorf("degenerate generator: %d discharged, %d violated", discharged, violated)
	}
}

// genDivProgram builds one random program for TestDivisibilityRandom.
func genDivProgram(rng *rand.Rand) string {
	types := []string{"int", "int", "unsigned", "long long", "unsigned long long"}
	ty := types[rng.Intn(len(types))]
	pick := func(xs ...string) string { return xs[rng.Intn(len(xs))] }
	var b strings.Builder
	b.WriteString(polyHeader)
	b.WriteString("int main(void) {\n")
	fmt.Fprintf(&b, "  %s d = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();\n", ty)
	// Bounds on the inputs, sometimes none, sometimes with 0 or negative
	// divisors.
	switch rng.Intn(6) {
	case 0:
	case 1:
		fmt.Fprintf(&b, "  if (d < %s || d > %d) return 0;\n", pick("0", "1", "1"), 1+rng.Intn(60))
	default:
		fmt.Fprintf(&b, "  if (d < %s || d > %d) return 0;\n", pick("1", "1", "0"), 1+rng.Intn(60))
		fmt.Fprintf(&b, "  if (n < 0 || n > %d || m < 0 || m > %d) return 0;\n", rng.Intn(3000), rng.Intn(50))
	}
	entry := pick("0", "0", "0", "d * m", "d * m", "d", "1", "d + 1")
	fmt.Fprintf(&b, "  %s x = %s, j = 0;\n", ty, entry)
	step := func() string {
		c := rng.Intn(5) - 1
		if c == 0 {
			c = 1
		}
		s := fmt.Sprintf("x = x + %d * d", c)
		if rng.Intn(2) == 0 {
			s = fmt.Sprintf("x = x + d * %d", c)
		}
		if rng.Intn(10) == 0 {
			s += " + 1"
		}
		return s
	}
	loop := func() {
		guard := pick("x < n", "x < n", "x < n", "j < m", "x < 2000", "x < 2000", "__VERIFIER_nondet_int()")
		body := step() + ";"
		if rng.Intn(2) == 0 {
			body = fmt.Sprintf("if (__VERIFIER_nondet_int()) %s; else %s;", step(), step())
		}
		if rng.Intn(12) == 0 {
			body += " d = d + 1;"
		}
		body += " j++;"
		if rng.Intn(3) == 0 {
			fmt.Fprintf(&b, "  do { %s } while (%s);\n", body, guard)
		} else {
			fmt.Fprintf(&b, "  while (%s) { %s }\n", guard, body)
		}
	}
	loop()
	if rng.Intn(2) == 0 {
		if rng.Intn(4) == 0 {
			b.WriteString("  x = x + 1;\n")
		}
		b.WriteString("  j = 0;\n")
		loop()
	}
	if rng.Intn(2) == 0 {
		b.WriteString("  int ok = (x % d == 0);\n  if (!ok) reach_error();\n")
	} else {
		b.WriteString("  if (!(x % d == 0)) reach_error();\n")
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}
