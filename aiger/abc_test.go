package aiger

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"github.com/satabs-go/satabs-go/engine"
	"github.com/satabs-go/satabs-go/interp"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/impact"
	"github.com/satabs-go/satabs-go/modelcheck"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
)

var (
	abcSeconds     = flag.Int("abc-seconds", 1, "time limit of each ABC call in the tests")
	ourProps       = flag.Int64("our-props", 2_000_000, "work budget (SAT propagations) of each satabs-go engine in the ABC tests")
	ourSeconds     = flag.Int("our-seconds", 30, "guard against a hang of a satabs-go engine in the ABC tests (the work budget -our-props is the bound)")
	randomPrograms = flag.Int("random-programs", 15, "number of random programs TestABCRandom checks")
	randomSeed     = flag.Int("random-seed", 1, "seed of TestABCRandom's programs")
	long           = flag.Bool("long", false, "TestABCExamples: judge the crypto kernels of the examples too (minutes more)")
)

// abcVerdict is what ABC says about a circuit.
type abcVerdict struct {
	status int // 1 proved, 0 a property fails, -1 undecided
	frame  int // for 0: the frame of the counterexample
	output int // for 0: the output ABC names
	// noCexFrames: bmc3 covered frames 0..noCexFrames-1 without a
	// counterexample.
	noCexFrames int
}

func (v abcVerdict) String() string {
	switch v.status {
	case 1:
		return "proved"
	case 0:
		return fmt.Sprintf("fails in frame %d", v.frame)
	}
	return "undecided"
}

var (
	abcFailRE   = regexp.MustCompile(`Output (\d+) of miter .* was asserted in frame (\d+)`)
	abcStatusRE = regexp.MustCompile(`Status = (-?\d+)`)
	abcNoCexRE  = regexp.MustCompile(`No output asserted in (\d+) frames`)
)

// abcPath returns the ABC binary or skips the test.
func abcPath(t testing.TB) string {
	for _, name := range []string{"berkeley-abc", "abc"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("ABC (Debian package berkeley-abc) is not installed; scripts/test-deps.sh installs it")
	return ""
}

// runABC runs ABC's command (e.g. "pdr -T 4") on the circuit c.
func runABC(t testing.TB, c *Circuit, command string) abcVerdict {
	t.Helper()
	abc := abcPath(t)
	path := filepath.Join(t.TempDir(), "c.aig")
	var buf bytes.Buffer
	if err := c.WriteBinary(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	// ABC keeps its own limit (-T); this one is a guard against a hang.
	// ABC killed by it (it happened beside a load of 20, with the guard
	// at 20 s) is undecided, as an ABC that gives up: no verdict to
	// compare, and no failure of the test.
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(*abcSeconds+120)*time.Second)
	defer cancel()
	out, _ := exec.CommandContext(ctx, abc, "-c", "read_aiger "+path+"; "+command+"; print_status").CombinedOutput()
	if ctx.Err() != nil {
		t.Logf("ABC (%s) killed after %d s: undecided", command, *abcSeconds+120)
		return abcVerdict{status: -1}
	}
	s := string(out)
	if strings.Contains(s, "Reading AIG from file has failed") || strings.Contains(s, "Repeated") {
		t.Fatalf("ABC cannot read the circuit:\n%s", s)
	}
	v := abcVerdict{status: -1}
	if m := abcNoCexRE.FindStringSubmatch(s); m != nil {
		v.noCexFrames, _ = strconv.Atoi(m[1])
	}
	m := abcStatusRE.FindStringSubmatch(s)
	if m == nil {
		t.Fatalf("ABC prints no status:\n%s", s)
	}
	v.status, _ = strconv.Atoi(m[1])
	if v.status == 0 {
		m := abcFailRE.FindStringSubmatch(s)
		if m == nil {
			t.Fatalf("ABC prints no counterexample frame:\n%s", s)
		}
		v.output, _ = strconv.Atoi(m[1])
		v.frame, _ = strconv.Atoi(m[2])
	}
	return v
}

// engineContext bounds one engine run of judge by a work budget
// (-our-props), so that the same engines decide the same programs on an
// idle and on a loaded machine; the timeout is only a guard against a
// hang, far above what the budget takes.
func engineContext(timeout time.Duration) (context.Context, context.CancelFunc) {
	guarded, cancelGuard := context.WithTimeout(context.Background(), timeout)
	ctx, cancel := bitvec.WithWorkBudget(guarded, *ourProps)
	return ctx, func() { cancel(); cancelGuard() }
}

// recorder is a model checker that remembers every Boolean program it
// checks, with the BDD checker's answer.
type recorder struct {
	inner modelcheck.Checker
	seen  []checked
}

type checked struct {
	bp  *boolprog.Program
	res *modelcheck.Result
}

func (r *recorder) Check(bp *boolprog.Program) (*modelcheck.Result, error) {
	res, err := r.inner.Check(bp)
	if err == nil {
		r.seen = append(r.seen, checked{bp, res})
	}
	return res, err
}

// ours is satabs-go's answer on one program.
type ours struct {
	cegar, bmc refine.Verdict   // refine.True/False/Unknown; bmc mapped the same way
	impact     []refine.Verdict // impact's verdicts (per block encoding), mapped the same way
	steps      int              // length of a FALSE counterexample (edges, the failing check last)
	abstracts  []checked        // every CEGAR iteration's Boolean program
}

func parse(t testing.TB, path string, src []byte, checks cfront.Checks) *program.Program {
	t.Helper()
	var p *program.Program
	var err error
	opts := cfront.Options{Checks: checks}
	if src != nil {
		p, err = cfront.ParseSource(path, src, opts)
	} else {
		p, err = cfront.Parse(path, opts)
	}
	if err != nil {
		t.Fatalf("%s: %v\n%s", path, err, src)
	}
	program.Renumber(p)
	return p
}

func verdictOf(v refine.Verdict) string {
	return [...]string{"unknown", "true", "false"}[v]
}

// replaySteps confirms a counterexample as the engines' results are
// confirmed and returns the length of its replay.
func replaySteps(t *testing.T, name string, p *program.Program, check *program.CheckInfo, inputs []interp.Value) int {
	t.Helper()
	r := &engine.Result{Check: check, Inputs: inputs}
	if err := engine.Confirm(p, r); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return r.Replay.Steps
}

// judge compares satabs-go with ABC on one program: the verdicts of
// predicate abstraction and of bounded model checking with ABC's pdr on
// the concrete circuit, the length of our counterexample with bmc3's, and
// every CEGAR iteration's Boolean program with ABC on its circuit.
func judge(t *testing.T, name string, parseIt func() *program.Program, timeout time.Duration) (compared int) {
	t.Helper()
	var o ours
	rec := &recorder{inner: modelcheck.NewBDD(modelcheck.Options{})}
	ctx, cancel := engineContext(timeout)
	res, err := refine.Verify(ctx, parseIt(), refine.Options{MaxIterations: 30, Checker: rec})
	cancel()
	if err != nil {
		t.Fatalf("%s: refine: %v", name, err)
	}
	o.cegar, o.abstracts = res.Verdict, rec.seen
	if res.Verdict == refine.False {
		o.steps = replaySteps(t, name, parseIt(), res.Check, res.Inputs)
	}
	ctx, cancel = engineContext(timeout)
	br, err := bmc.Check(ctx, parseIt(), bmc.Options{Unwind: 20, UnwindingAssertions: true, MaxNodes: 20000})
	cancel()
	if err != nil {
		t.Fatalf("%s: bmc: %v", name, err)
	}
	o.bmc = refine.Verdict(br.Verdict)
	if br.Verdict == bmc.False {
		if n := replaySteps(t, name, parseIt(), br.Check, br.Inputs); o.steps == 0 || n < o.steps {
			o.steps = n
		}
	}
	// Lazy abstraction, over single-block and large blocks.
	for _, enc := range []abstract.BlockEncoding{abstract.SBE, abstract.ABELoops} {
		ctx, cancel = engineContext(timeout)
		ir, err := impact.Verify(ctx, parseIt(), impact.Options{MaxNodes: 5000, Block: enc})
		cancel()
		if err != nil {
			t.Fatalf("%s: impact %s: %v", name, enc, err)
		}
		v := refine.Verdict(ir.Verdict)
		if ir.Verdict == impact.Unknown {
			t.Logf("%s: impact %s: %s", name, enc, ir.Reason)
		}
		if ir.Verdict == impact.False {
			replaySteps(t, name, parseIt(), ir.Check, ir.Inputs)
		}
		o.impact = append(o.impact, v)
	}

	c, err := FromProgram(parseIt())
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	abc := runABC(t, c, fmt.Sprintf("pdr -T %d", *abcSeconds))
	t.Logf("%s: cegar %s, bmc %s, impact %s/%s, ABC pdr %s (%d steps)", name, verdictOf(o.cegar), verdictOf(o.bmc), verdictOf(o.impact[0]), verdictOf(o.impact[1]), abc, o.steps)
	for _, v := range append([]refine.Verdict{o.cegar, o.bmc}, o.impact...) {
		if v == refine.Unknown || abc.status < 0 {
			continue
		}
		compared++
		if (v == refine.True) != (abc.status == 1) {
			t.Errorf("%s: satabs-go says %s, ABC pdr says %s", name, verdictOf(v), abc)
		}
	}
	if o.steps > 0 {
		// Our counterexample is a path of steps-1 transitions to the bad
		// state: the shortest one, as bmc3 finds it frame by frame, is
		// no longer.
		b := runABC(t, c, fmt.Sprintf("bmc3 -F %d -T %d", o.steps, *abcSeconds))
		if b.status == 0 || b.noCexFrames >= o.steps {
			compared++
			if b.status != 0 || b.frame > o.steps-1 {
				t.Errorf("%s: our counterexample has %d steps, ABC bmc3 -F %d says %s", name, o.steps, o.steps, b)
			}
		}
	}
	for i, a := range o.abstracts {
		ac, err := FromBoolProgram(a.bp)
		if err != nil {
			t.Fatalf("%s: iteration %d: %v", name, i+1, err)
		}
		v := runABC(t, ac, fmt.Sprintf("pdr -T %d", *abcSeconds))
		if v.status < 0 {
			continue
		}
		compared++
		if a.res.Reachable != (v.status == 0) {
			t.Errorf("%s: iteration %d: BDD checker says error reachable %v, ABC pdr says %s", name, i+1, a.res.Reachable, v)
			continue
		}
		if a.res.Reachable {
			// The BDD trace is a shortest one; the circuit's first step
			// starts the program.
			b := runABC(t, ac, fmt.Sprintf("bmc3 -T %d", *abcSeconds))
			if b.status < 0 {
				continue
			}
			compared++
			if b.status != 0 || b.frame != len(a.res.Trace) {
				t.Errorf("%s: iteration %d: shortest abstract counterexample has %d transitions, ABC bmc3 says %s (want frame %d)", name, i+1, len(a.res.Trace)-1, b, len(a.res.Trace))
			}
		}
	}
	return compared
}

// abcFloatPrograms are small float programs for TestABCFloats: the
// circuits of their float operations are a few thousand gates, which ABC
// decides in its time limit.
var abcFloatPrograms = map[string]string{
	"half_true.c": `extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
  float y = x * 0.5f;
  if (y > x) __VERIFIER_error();
  return 0;
}`,
	"plus_one_false.c": `extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = x + 1.0f;
  if (x == x && y == x) __VERIFIER_error();
  return 0;
}`,
	"bytes_true.c": `extern float __VERIFIER_nondet_float(void);
int main(void) {
  float f = __VERIFIER_nondet_float();
  unsigned char *p = (unsigned char *)&f;
  p[3] &= 0x7f;
  if (f < 0.0f) __VERIFIER_error();
  return 0;
}`,
	"sum_loop_true.c": `int main(void) {
  float f = 0.0f;
  int i;
  for (i = 0; i < 3; i++) f += 0.5f;
  if (f != 1.5f) __VERIFIER_error();
  return 0;
}`,
	"cast_true.c": `extern double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  float f = (float)d;
  if (d == d && f > 1.0f && d < 1.0) __VERIFIER_error();
  return 0;
}`,
	"cast_false.c": `extern double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  float f = (float)d;
  if (f == 1.0f && d < 1.0) __VERIFIER_error();
  return 0;
}`,
}

// TestABCFloats: ABC's verdict on the circuits of small float programs
// agrees with ours wherever both decide.
func TestABCFloats(t *testing.T) {
	abcPath(t)
	if testing.Short() {
		t.Skip("ABC runs take a while")
	}
	names := make([]string, 0, len(abcFloatPrograms))
	for name := range abcFloatPrograms {
		names = append(names, name)
	}
	sort.Strings(names)
	n := 0
	for _, name := range names {
		src := []byte(abcFloatPrograms[name])
		n += judge(t, name, func() *program.Program { return parse(t, name, src, cfront.Checks{}) }, time.Duration(*ourSeconds)*time.Second)
	}
	t.Logf("%d verdicts compared on %d programs", n, len(names))
}

// TestABCExamples: on every example, ABC's verdict on the program's
// circuit agrees with ours wherever both decide. The crypto kernels
// (circuits of thousands of gates, which take ABC and our engines to
// their time limits on every CEGAR iteration) only with -long: the
// top-level examples and the checks exercise the same translation.
func TestABCExamples(t *testing.T) {
	abcPath(t)
	if testing.Short() {
		t.Skip("ABC runs take a while")
	}
	patterns := []string{"../examples/*.c", "../examples/checks/*.c"}
	if *long {
		patterns = append(patterns, "../examples/crypto/*.c")
	}
	var files []string
	for _, pat := range patterns {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	all := cfront.Checks{SignedOverflow: true, UnsignedOverflow: true, Conversion: true, Shift: true, DivByZero: true, Bounds: true, Pointer: true}
	n := 0
	for _, f := range files {
		checks := cfront.Checks{}
		if strings.Contains(f, "/checks/") {
			checks = all
		}
		if len(parse(t, f, nil, checks).Checks) == 0 {
			continue // nothing to judge (a no-overflow task parsed without checks)
		}
		n += judge(t, f, func() *program.Program { return parse(t, f, nil, checks) }, time.Duration(*ourSeconds)*time.Second)
	}
	t.Logf("%d verdicts compared on %d programs", n, len(files))
}
