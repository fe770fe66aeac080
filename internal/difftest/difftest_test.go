package difftest

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// ubChecks are the checks of undefined behaviour that UBSan also reports.
var ubChecks = cfront.Checks{SignedOverflow: true, Shift: true, DivByZero: true}

// TestAgainstGCC runs random cases through gcc, gcc with UBSan, the
// interpreter and the bit-vector encoding (see the package comment).
//
// SATABS_DIFF_LONG=1 runs 100 000 cases instead of 500 (SATABS_DIFF_CASES=N
// runs N). The values through the interpreter and the undefined behaviour
// against UBSan are compared on every case; the proof through SAT, which
// costs most of the time, only on a sample: one case in 10 in long mode
// (SATABS_DIFF_SAT_EVERY=N: one in N; 1: all), every case otherwise.
// SATABS_DIFF_SEED sets the generator's seed.
func TestAgainstGCC(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not found: the differential test needs gcc as its oracle")
	}
	dir := t.TempDir()
	probe := filepath.Join(dir, "probe.c")
	os.WriteFile(probe, []byte("int main(void){return 0;}\n"), 0o644)
	if out, err := exec.Command("gcc", "-m32", "-o", filepath.Join(dir, "probe"), probe).CombinedOutput(); err != nil {
		t.Skipf("gcc -m32 cannot link (install gcc-multilib): %v\n%s", err, out)
	}
	t.Log("data model ILP32: gcc -m32 -std=c11 -O0")
	total, batch, satEvery := 500, 250, 1
	if testing.Short() {
		total = 250
	}
	if os.Getenv("SATABS_DIFF_LONG") == "1" {
		total, batch, satEvery = 100000, 500, 10
	}
	envInt := func(name string, into *int) {
		if s := os.Getenv(name); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 {
				t.Fatalf("%s=%q: want a positive number", name, s)
			}
			*into = n
		}
	}
	envInt("SATABS_DIFF_CASES", &total)
	envInt("SATABS_DIFF_SAT_EVERY", &satEvery)
	seed := int64(1)
	if s := os.Getenv("SATABS_DIFF_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	g := &generator{rng: rand.New(rand.NewSource(seed))}
	var nUB, nBMC int
	unconfirmed = 0
	start := time.Now()
	for done := 0; done < total; done += batch {
		n := min(batch, total-done)
		cases := make([]*testCase, n)
		for i := range cases {
			cases[i] = g.newCase()
		}
		sample := func(i int) bool { return (done+i)%satEvery == 0 }
		ub, bmcCases := checkBatch(t, dir, cases, sample)
		nUB += ub
		nBMC += bmcCases
		if t.Failed() {
			return
		}
		if total > 10*batch && (done/batch)%20 == 19 {
			t.Logf("%d cases checked (%s)", done+n, time.Since(start).Round(time.Second))
		}
	}
	t.Logf("%d cases where only our checks report undefined behaviour (UBSan blind spots, see checkBatch)", unconfirmed)
	t.Logf("%d cases, 0 mismatches of values or undefined behaviour (%d with undefined behaviour; %d values proved through SAT) in %s",
		total, nUB, nBMC, time.Since(start).Round(time.Second))
}

// unconfirmed counts cases where our checks find undefined behaviour that
// UBSan does not report.
var unconfirmed int

var ubsanLine = regexp.MustCompile(`^[^:]*\.c:(\d+):\d+: runtime error: (.*)$`)

// checkBatch checks one batch and returns the number of cases with
// undefined behaviour and the number of values checked through SAT: those
// of the cases sample selects.
func checkBatch(t *testing.T, dir string, cases []*testCase, sample func(int) bool) (int, int) {
	t.Helper()
	gccSrc, caseOf := source(cases, forGCC, nil, nil)
	cfile := filepath.Join(dir, "batch.c")
	if err := os.WriteFile(cfile, []byte(gccSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(extra ...string) (string, string) {
		exe := filepath.Join(dir, "batch")
		args := append([]string{"-std=c11", "-D_POSIX_C_SOURCE=200809L", "-O0", "-w", "-o", exe, cfile}, extra...)
		if out, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
			t.Fatalf("gcc %v: %v\n%s", args, err, out)
		}
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(exe)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("running the batch: %v\n%s", err, stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	plain, _ := run("-m32")
	// UBSan of gcc 12 with -m32 misses overflows of 64-bit signed
	// multiplication, so undefined behaviour is compared in LP64, with a
	// native build and our LP64 model; values are compared in ILP32.
	_, sanitized := run("-fsanitize=undefined")
	gccVals := make([]uint64, len(cases))
	printed := make([]bool, len(cases))
	for _, ln := range strings.Split(strings.TrimSpace(plain), "\n") {
		f := strings.Fields(ln)
		if len(f) != 2 {
			t.Fatalf("gcc output line %q", ln)
		}
		i, err := strconv.Atoi(f[0])
		if err != nil || i < 0 || i >= len(cases) {
			t.Fatalf("gcc output line %q", ln)
		}
		if cases[i].result.signed {
			var v int64
			v, err = strconv.ParseInt(f[1], 10, 64)
			gccVals[i] = uint64(v)
		} else {
			gccVals[i], err = strconv.ParseUint(f[1], 10, 64)
		}
		if err != nil {
			t.Fatal(err)
		}
		printed[i] = true
	}
	gccUB := make([]string, len(cases))
	for _, ln := range strings.Split(sanitized, "\n") {
		m := ubsanLine.FindStringSubmatch(ln)
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if n >= len(caseOf) || caseOf[n] < 0 {
			t.Fatalf("UBSan report outside the cases: %s", ln)
		}
		if gccUB[caseOf[n]] == "" {
			gccUB[caseOf[n]] = m[2]
		}
	}

	// The interpreter, with the checks as flags.
	res64, ub64, fail64 := ourRun(t, cases, caseOf, program.LP64)
	res, ourUB, _ := ourRun(t, cases, caseOf, program.ILP32)
	p := res.p
	outs := map[string]*program.Var{}
	for _, v := range p.Globals {
		outs[v.Name] = v
	}
	ub := 0
	skip := make([]bool, len(cases))
	for i, c := range cases {
		text := func() string { src, _ := source([]*testCase{c}, forGCC, nil, nil); return src }
		if gccUB[i] == "" && ub64[i] != "" {
			// gcc narrows arithmetic whose result is truncated, e.g.
			// (unsigned char)(a * b) with long long a and b, to the narrow
			// type before UBSan instruments it (and folds x * (a < b) into
			// a conditional), so UBSan misses some real overflows. Each
			// such case is confirmed by computing the failed operation on
			// the mathematical integers (math/big); only then is it
			// tolerated, counted and logged.
			why, ok := exactOverflow(res64.state, fail64[i], ub64[i])
			if !ok {
				t.Errorf("case %d (LP64): our checks say %q, UBSan silent, and exact evaluation does not confirm it: %s\n%s", i, ub64[i], why, text())
				continue
			}
			unconfirmed++
			if unconfirmed <= 10 {
				t.Logf("case %d (LP64): our checks say %q, UBSan silent; exact: %s", i, ub64[i], why)
			}
		} else if (gccUB[i] != "") != (ub64[i] != "") {
			t.Errorf("case %d (LP64): UBSan says %q, our checks say %q\n%s", i, gccUB[i], ub64[i], text())
			continue
		}
		if ourUB[i] == "" && !printed[i] {
			t.Errorf("case %d: gcc -m32 trapped where our checks find no undefined behaviour\n%s", i, text())
			continue
		}
		if ourUB[i] != "" {
			ub++
			skip[i] = true
			continue
		}
		v := outs["out"+strconv.Itoa(i)]
		got := c.result.value(res.state.Get(v).Bits)
		if got != c.result.value(gccVals[i]) {
			t.Errorf("case %d: interpreter %d, gcc %d\n%s", i, int64(got), int64(gccVals[i]), text())
		}
	}
	if t.Failed() {
		return ub, 0
	}

	// The bit-vector encoding: every defined result of the sample equals
	// gcc's.
	var sub []*testCase
	var subVals []uint64
	var subIndex []int
	for i, c := range cases {
		if !skip[i] && sample(i) {
			sub = append(sub, c)
			subVals = append(subVals, gccVals[i])
			subIndex = append(subIndex, i)
		}
	}
	if len(sub) == 0 {
		return ub, 0
	}
	bsrc, subOf := source(sub, forBMC, subVals, make([]bool, len(sub)))
	q, err := cfront.ParseSource("batch.c", []byte(bsrc), cfront.Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	r, err := bmc.Check(context.Background(), q, bmc.Options{Unwind: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != bmc.True {
		msg := ""
		if r.Check != nil && r.Check.Pos.Line < len(subOf) && subOf[r.Check.Pos.Line] >= 0 {
			i := subIndex[subOf[r.Check.Pos.Line]]
			msg, _ = source([]*testCase{cases[i]}, forGCC, nil, nil)
			msg = fmt.Sprintf("case %d, gcc %d:\n%s", i, int64(gccVals[i]), msg)
		}
		t.Errorf("bit-vector encoding disagrees with gcc: %v %s %s", r.Verdict, r.Reason, msg)
	}
	return ub, len(sub)
}

type ourResult struct {
	p     *program.Program
	state *interp.State
}

// ourRun lowers the batch for the interpreter with the undefined-behaviour
// checks as flags, runs it, and returns the final state and, per case, the
// comment ("" when none failed) and the condition of the first failed check.
func ourRun(t *testing.T, cases []*testCase, caseOf []int, model program.DataModel) (ourResult, []string, []program.Expr) {
	t.Helper()
	isrc, _ := source(cases, forInterp, nil, nil)
	p, err := cfront.ParseSource("batch.c", []byte(isrc), cfront.Options{Model: model, Checks: ubChecks})
	if err != nil {
		t.Fatal(err)
	}
	flags := checksToFlags(p)
	res, err := interp.Run(p, interp.NewSeqInputs(nil), interp.Options{NoTrace: true, MaxSteps: 1 << 30})
	if err != nil || res.Status != interp.Finished {
		t.Fatalf("interpreter: %v %v", err, res.Status)
	}
	ub := make([]string, len(cases))
	conds := make([]program.Expr, len(cases))
	for _, f := range flags {
		if res.State.Get(f.v).Bits&1 == 1 && f.line < len(caseOf) && caseOf[f.line] >= 0 && ub[caseOf[f.line]] == "" {
			ub[caseOf[f.line]] = f.info.Comment
			conds[caseOf[f.line]] = f.cond
		}
	}
	return ourResult{p: p, state: res.State}, ub, conds
}

// exactOverflow confirms a failed overflow check independently of the
// encodings: it evaluates the operands of the check's overflow operator
// (they read only the case's inputs, which keep their values to the end of
// the run) and computes the operation on the mathematical integers. It
// says whether the exact result is outside the range of the operand type,
// and shows the computation. A check whose operands are both literals is
// folded to false by the front end (and the operation by gcc, which UBSan
// then does not see; only the guard remains in an operand of && || ?:):
// its operands are read from the comment.
func exactOverflow(s *interp.State, cond program.Expr, comment string) (string, bool) {
	var op *program.Binary
	program.Walk(cond, func(e program.Expr) bool {
		if b, ok := e.(*program.Binary); ok && b.Op.IsOverflow() && op == nil {
			op = b
		}
		return op == nil
	})
	if op == nil {
		if why, ok, found := exactMinCheck(s, cond); found {
			return why, ok
		}
		// Folded: check(false), or inside an operand of && || ?:
		// check(!guard), which failed, so the operation was evaluated.
		return exactLiterals(comment)
	}
	t := op.X.Type()
	if t.Kind != program.KindInt || !t.Signed {
		return "not a signed operation: " + program.ExprString(op), false
	}
	operand := func(e program.Expr) (*big.Int, error) {
		v, err := s.Eval(e)
		if err != nil {
			return nil, err
		}
		return big.NewInt(program.SignExtend(v.Bits, t)), nil
	}
	x, err := operand(op.X)
	if err != nil {
		return err.Error(), false
	}
	y, err := operand(op.Y)
	if err != nil {
		return err.Error(), false
	}
	z := new(big.Int)
	sym := ""
	switch op.Op {
	case program.AddOverflow:
		z.Add(x, y)
		sym = "+"
	case program.SubOverflow:
		z.Sub(x, y)
		sym = "-"
	default:
		z.Mul(x, y)
		sym = "*"
	}
	lo := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1)))
	hi := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1)), big.NewInt(1))
	why := fmt.Sprintf("%s %s %s = %s, outside %s [%s, %s]", x, sym, y, z, t, lo, hi)
	if z.Cmp(lo) >= 0 && z.Cmp(hi) <= 0 {
		return fmt.Sprintf("%s %s %s = %s fits in %s", x, sym, y, z, t), false
	}
	return why, true
}

// exactMinCheck confirms the checks of -x (x != MIN) and x / y, x % y
// (x != MIN || y != -1), found in cond, by computing -x or x / y exactly.
func exactMinCheck(s *interp.State, cond program.Expr) (why string, ok, found bool) {
	isMin := func(e program.Expr) (program.Expr, bool) {
		b, ok := e.(*program.Binary)
		if !ok || b.Op != program.Ne {
			return nil, false
		}
		c, ok := b.Y.(*program.Const)
		t := b.X.Type()
		if !ok || t.Kind != program.KindInt || !t.Signed || c.Val != uint64(1)<<uint(t.Width-1) {
			return nil, false
		}
		return b.X, true
	}
	var x, y program.Expr
	program.Walk(cond, func(e program.Expr) bool {
		if found {
			return false
		}
		if b, isOr := e.(*program.Binary); isOr && b.Op == program.LOr {
			if bx, ok := isMin(b.X); ok {
				if ne, ok := b.Y.(*program.Binary); ok && ne.Op == program.Ne {
					x, y, found = bx, ne.X, true
					return false
				}
			}
		}
		if bx, ok := isMin(e); ok {
			x, found = bx, true
		}
		return !found
	})
	if !found {
		return "", false, false
	}
	t := x.Type()
	val := func(e program.Expr) *big.Int {
		v, err := s.Eval(e)
		if err != nil {
			why = err.Error()
			return nil
		}
		return big.NewInt(program.SignExtend(v.Bits, e.Type()))
	}
	bx := val(x)
	if bx == nil {
		return why, false, true
	}
	z := new(big.Int)
	if y == nil {
		z.Neg(bx)
		why = fmt.Sprintf("-(%s) = %s", bx, z)
	} else {
		by := val(y)
		if by == nil {
			return why, false, true
		}
		if by.Sign() == 0 {
			return fmt.Sprintf("%s / 0", bx), false, true
		}
		z.Quo(bx, by)
		why = fmt.Sprintf("%s / %s = %s", bx, by, z)
	}
	hi := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(t.Width-1)), big.NewInt(1))
	if z.Cmp(hi) <= 0 {
		return why + " fits in " + t.String(), false, true
	}
	return fmt.Sprintf("%s, above %s's maximum %s", why, t, hi), true, true
}

// exactLiterals confirms the overflow of a signed + - * of constant
// operands, named in a folded check's comment (the front end folded the
// check because the operands are constant): the operation is parsed back
// with program.ParseExpr in LP64 (C's conversions included), its operands
// evaluated by the interpreter, and the operation redone on the
// mathematical integers.
func exactLiterals(comment string) (string, bool) {
	const prefix = "arithmetic overflow on signed "
	if text, ok := strings.CutPrefix(comment, prefix+"unary minus in "); ok {
		return exactFoldedNegation(text)
	}
	if !strings.HasPrefix(comment, prefix) || len(comment) < len(prefix)+5 {
		return "not a folded overflow of constants: " + comment, false
	}
	op := comment[len(prefix) : len(prefix)+1]
	text, ok := strings.CutPrefix(comment[len(prefix)+1:], " in ")
	if !ok || !strings.Contains("+-*", op) {
		return "not a folded overflow of constants: " + comment, false
	}
	e, err := program.ParseExpr(&program.Program{Model: program.LP64}, text, false)
	if err != nil {
		return "cannot read the folded operation back: " + err.Error(), false
	}
	b, ok := e.(*program.Binary)
	want := map[string]program.BinaryOp{"+": program.Add, "-": program.Sub, "*": program.Mul}[op]
	if !ok || b.Op != want {
		return "the folded operation is not a " + op + ": " + comment, false
	}
	t := b.X.Type()
	if t.Kind != program.KindInt || !t.Signed {
		return "the operation is unsigned: " + comment, false
	}
	st := interp.NewState(nil)
	xv, err1 := st.Eval(b.X)
	yv, err2 := st.Eval(b.Y)
	if err1 != nil || err2 != nil {
		return fmt.Sprintf("cannot evaluate the operands: %v %v", err1, err2), false
	}
	x := big.NewInt(program.SignExtend(xv.Bits, t))
	y := big.NewInt(program.SignExtend(yv.Bits, t))
	z := new(big.Int)
	switch op {
	case "+":
		z.Add(x, y)
	case "-":
		z.Sub(x, y)
	default:
		z.Mul(x, y)
	}
	w := t.Width
	lo := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))
	hi := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w-1)), big.NewInt(1))
	if z.Cmp(lo) >= 0 && z.Cmp(hi) <= 0 {
		return fmt.Sprintf("%s %s %s = %s fits in int%d", x, op, y, z, w), false
	}
	return fmt.Sprintf("%s %s %s = %s, outside int%d [%s, %s] (constants, folded)", x, op, y, z, w, lo, hi), true
}

// exactFoldedNegation confirms a folded check of -x for a constant x: it
// overflows exactly when x is the minimum of its (promoted) type.
func exactFoldedNegation(text string) (string, bool) {
	e, err := program.ParseExpr(&program.Program{Model: program.LP64}, text, false)
	if err != nil {
		return "cannot read the folded negation back: " + err.Error(), false
	}
	u, ok := e.(*program.Unary)
	if !ok || u.Op != program.Neg {
		return "the folded operation is not a negation: " + text, false
	}
	t := u.X.Type()
	v, err := interp.NewState(nil).Eval(u.X)
	if err != nil {
		return "cannot evaluate the operand: " + err.Error(), false
	}
	x := program.SignExtend(v.Bits, t)
	if !t.Signed || x != program.SignExtend(1<<uint(t.Width-1), t) {
		return fmt.Sprintf("-(%d) fits in %s", x, t), false
	}
	return fmt.Sprintf("-(%d) is outside %s (constant, folded)", x, t), true
}

type flag struct {
	v    *program.Var
	cond program.Expr
	info *program.CheckInfo
	line int
}

// checksToFlags replaces every check edge by an assignment of its failure
// to a new global, so that a run goes on after a failed check and reports
// all of them.
func checksToFlags(p *program.Program) []flag {
	var out []flag
	for _, e := range p.Edges() {
		c, ok := e.Stmt.(*program.Check)
		if !ok {
			continue
		}
		v := &program.Var{Name: "$fail" + strconv.Itoa(len(out)), Type: program.Bool, Global: true, Temp: true}
		p.Globals = append(p.Globals, v)
		e.Stmt = &program.Assign{LHS: &program.VarRef{Var: v}, RHS: &program.Unary{Op: program.LNot, X: c.Cond}}
		out = append(out, flag{v: v, cond: c.Cond, info: c.Check, line: c.Check.Pos.Line})
	}
	p.Checks = nil
	return out
}
