package csmith

import (
	"context"
	"errors"
	"fmt"
	"github.com/satabs-go/satabs-go/engine"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

const (
	gccTimeout     = 1 * time.Second
	maxSteps       = 3_000_000 // interpreter steps per program
	encodeMaxSteps = 20_000    // programs up to this many steps also go through the encoding
	encodeMaxNodes = 200_000
	encodeTimeout  = 20 * time.Second
	// regressionGuard replaces both limits for the regressions of
	// testdata, which must agree (a skip is a failure there): a guard
	// against a hang only, far above their second or so beside a load of
	// 20, where 1 s of gcc's binary or 20 s of encoding could run out.
	regressionGuard = 5 * time.Minute
)

// model is the data model of the runs: ILP32 with gcc -m32 when it links,
// LP64 otherwise.
func model(t *testing.T, dir string) program.DataModel {
	src := []byte("#include <stdio.h>\nint main(void) { printf(\"%d\\n\", (int)sizeof(long)); return 0; }\n")
	c := filepath.Join(dir, "m32.c")
	if err := os.WriteFile(c, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-m32", "-o", filepath.Join(dir, "m32"), c).CombinedOutput(); err != nil {
		t.Logf("gcc -m32 cannot link (install gcc-multilib: scripts/test-deps.sh), using LP64: %s", out)
		return program.LP64
	}
	return program.ILP32
}

// tally counts the outcomes of one way of running the programs.
type tally struct {
	agree, mismatch int
	skips           map[string]int
}

func (t *tally) skip(reason string) {
	if t.skips == nil {
		t.skips = map[string]int{}
	}
	t.skips[reason]++
}

func (t *tally) String() string {
	n := 0
	var rs []string
	for r, c := range t.skips {
		n += c
		rs = append(rs, fmt.Sprintf("%5d  %s", c, r))
	}
	sort.Strings(rs)
	s := fmt.Sprintf("agree %d, mismatch %d, skipped %d", t.agree, t.mismatch, n)
	if len(rs) > 0 {
		s += "\n" + strings.Join(rs, "\n")
	}
	return s
}

// skipReason shortens a skip message to the construct, without positions
// and names, so that reasons can be counted.
var positionRE = regexp.MustCompile(`\b\d+\b|'[^']*'|"[^"]*"|\b[gplf]_\w+|func_\d+`)

func skipReason(msg string) string {
	return positionRE.ReplaceAllString(msg, "_")
}

// differential runs one combined program three ways and records the
// outcome in the tallies; it reports mismatches with t.Errorf. The
// encoding that takes longer than encodeLimit is skipped.
func differential(t *testing.T, name string, src []byte, m program.DataModel, want uint64, ti, te *tally, encodeLimit time.Duration) {
	t.Helper()
	p, crc, err := Prepare(name, src, m, want, true)
	var skip *Skip
	if errors.As(err, &skip) {
		ti.skip(skipReason(skip.Reason))
		te.skip("front end: " + skipReason(skip.Reason))
		return
	}
	if err != nil {
		ti.mismatch++
		t.Errorf("%s: front end: %v", name, err)
		return
	}
	r, err := Interp(p, crc, maxSteps)
	switch {
	case err != nil:
		ti.mismatch++
		t.Errorf("%s: interpreter: %v", name, err)
		return
	case r.Status == interp.StepLimit:
		ti.skip("interpreter step limit")
		te.skip("interpreter step limit")
		return
	case r.Status != interp.Finished || r.Checksum != want:
		ti.mismatch++
		t.Errorf("%s: interpreter: %v %s, checksum %016x, gcc %016x", name, r.Status, r.Reason, r.Checksum, want)
		return
	}
	ti.agree++
	if r.Steps > encodeMaxSteps {
		te.skip("not small")
		return
	}
	for _, equal := range []bool{true, false} {
		if !equal {
			p, _, err = Prepare(name, src, m, want, false)
			if err != nil {
				te.mismatch++
				t.Errorf("%s: front end, second time: %v", name, err)
				return
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), encodeLimit)
		res, err := Encode(ctx, p, encodeMaxNodes)
		cancel()
		switch {
		case err != nil:
			te.mismatch++
			t.Errorf("%s: encoding: %v", name, err)
			return
		case res.Verdict == bmc.Unknown:
			te.skip("encoding: " + skipReason(res.Reason))
			return
		case equal && res.Verdict != bmc.True:
			te.mismatch++
			t.Errorf("%s: encoding: the checksum can differ from gcc's %016x (%s)", name, want, res.Check.ID)
			return
		case !equal && res.Verdict != bmc.False:
			te.mismatch++
			t.Errorf("%s: encoding: the checksum cannot be gcc's %016x", name, want)
			return
		}
		if res.Verdict == bmc.False {
			if err := engine.Confirm(p, &engine.Result{Check: res.Check, Inputs: res.Inputs}); err != nil {
				te.mismatch++
				t.Errorf("%s: encoding: %v", name, err)
				return
			}
		}
	}
	te.agree++
}

// TestCsmith generates programs from fixed seeds and compares gcc, the
// interpreter and the encoding. SATABS_CSMITH_LONG=N runs N programs
// instead of the short sample; SATABS_CSMITH_FIRST sets the first seed.
func TestCsmith(t *testing.T) {
	if _, err := exec.LookPath("csmith"); err != nil {
		t.Skip("csmith is not installed (scripts/test-deps.sh installs it)")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc is not installed")
	}
	n := 30
	if testing.Short() {
		n = 10
	}
	if s := os.Getenv("SATABS_CSMITH_LONG"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("SATABS_CSMITH_LONG=%q: %v", s, err)
		}
		n = v
	}
	args := Args // unless SATABS_CSMITH_ARGS replaces them
	if s := os.Getenv("SATABS_CSMITH_ARGS"); s != "" {
		args = strings.Fields(s)
	}
	runSeeds(t, n, args)
}

// TestCsmithFloat is TestCsmith on programs with floats (FloatArgs), 12
// seeds (5 with -short, SATABS_CSMITH_LONG=N for N; 20 before, when it
// was the package's slowest test at 52 s of a run of the whole suite).
func TestCsmithFloat(t *testing.T) {
	if _, err := exec.LookPath("csmith"); err != nil {
		t.Skip("csmith is not installed (scripts/test-deps.sh installs it)")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc is not installed")
	}
	n := 12
	if testing.Short() {
		n = 5
	}
	if s := os.Getenv("SATABS_CSMITH_LONG"); s != "" {
		v, err := strconv.Atoi(s)
		if err != nil {
			t.Fatalf("SATABS_CSMITH_LONG=%q: %v", s, err)
		}
		n = v
	}
	runSeeds(t, n, FloatArgs)
}

// runSeeds runs n seeds (from SATABS_CSMITH_FIRST, else 1) with csmith
// options args three ways and logs the tallies.
func runSeeds(t *testing.T, n int, args []string) {
	first := uint64(1)
	if s := os.Getenv("SATABS_CSMITH_FIRST"); s != "" {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("SATABS_CSMITH_FIRST=%q: %v", s, err)
		}
		first = v
	}
	dir := t.TempDir()
	m := model(t, dir)
	keep := os.Getenv("SATABS_CSMITH_KEEP") // directory for mismatching programs
	var tg, ti, te tally
	start := time.Now()
	for seed := first; seed < first+uint64(n); seed++ {
		name := fmt.Sprintf("csmith-%d.c", seed)
		gen, err := Generate(context.Background(), seed, args)
		if err != nil {
			t.Fatal(err)
		}
		src := Combine(name, gen)
		want, err := GCC(dir, src, m, gccTimeout)
		if errors.Is(err, ErrTimeout) {
			tg.skip("gcc build times out")
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		tg.agree++
		before := ti.mismatch + te.mismatch
		differential(t, name, src, m, want, &ti, &te, encodeTimeout)
		if keep != "" && ti.mismatch+te.mismatch > before {
			os.WriteFile(filepath.Join(keep, name), gen, 0o644)
		}
	}
	t.Logf("%d seeds from %d, data model %s, %s, csmith %s", n, first, m.Name, time.Since(start).Round(time.Second), strings.Join(args, " "))
	t.Logf("gcc: ran %d\n%s", tg.agree, &tg)
	t.Logf("interpreter vs gcc: %s", &ti)
	t.Logf("encoding vs gcc: %s", &te)
}

var expectRE = regexp.MustCompile(`(?m)^/\* expect: ([0-9a-f]{16}) \*/`)

// TestRegressions runs the reduced programs of testdata, each with the
// gcc checksum it records (/* expect: 16 hex digits */, ILP32), through the
// interpreter and the encoding, and through gcc when gcc -m32 links.
func TestRegressions(t *testing.T) {
	files, err := filepath.Glob("testdata/*.c")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	m := model(t, dir)
	for _, f := range files {
		gen, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		e := expectRE.FindSubmatch(gen)
		if e == nil {
			t.Fatalf("%s: no /* expect: ... */ line", f)
		}
		want, _ := strconv.ParseUint(string(e[1]), 16, 64)
		src := Combine(filepath.Base(f), gen)
		if m == program.ILP32 {
			got, err := GCC(dir, src, m, regressionGuard)
			if err != nil || got != want {
				t.Errorf("%s: gcc: %016x %v, expected %016x", f, got, err, want)
			}
		}
		var ti, te tally
		differential(t, f, src, program.ILP32, want, &ti, &te, regressionGuard)
		if ti.agree != 1 || te.agree != 1 {
			t.Errorf("%s: interpreter %s; encoding %s", f, &ti, &te)
		}
	}
}
