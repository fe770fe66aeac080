package summary

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// unreachCall are the front end options of SV-COMP's unreach-call:
// undefined operations cut paths.
var unreachCall = cfront.Options{CutUndefined: true}

func parse(t *testing.T, file string) (*cfront.Unit, *program.Program) {
	t.Helper()
	u, err := cfront.ParseUnit(filepath.Join("testdata", file), program.ILP32)
	if err != nil {
		t.Fatal(err)
	}
	p, err := u.Lower(unreachCall)
	if err != nil {
		t.Fatal(err)
	}
	return u, p
}

// found caches find's results: the tests share them.
var found = map[string]struct {
	u   *cfront.Unit
	res *Result
}{}

func find(t *testing.T, file string) (*cfront.Unit, *Result) {
	t.Helper()
	if f, ok := found[file]; ok {
		return f.u, f.res
	}
	u, p := parse(t, file)
	res, err := Find(context.Background(), u, Options{Base: unreachCall, Program: p})
	if err != nil {
		t.Fatal(err)
	}
	found[file] = struct {
		u   *cfront.Unit
		res *Result
	}{u, res}
	return u, res
}

// TestCandidates: the candidates of a function are bounds of its result,
// its parameters and the result minus the parameters against the
// program's constants, and the same under the function's own branch
// conditions; never tests of overflow.
func TestCandidates(t *testing.T) {
	for _, tc := range []struct {
		file, fn string
		want     []string
	}{
		{"fib_safe.c", "fibonacci", []string{"\\result >= 0", "(\\result - n) >= (-1)", "n < 1 ==> \\result <= 0", "!(n == 1) ==> \\result >= 1"}},
		{"mccarthy_safe.c", "f91", []string{"x > 100 ==> (\\result - x) <= (-10)", "x > 100 ==> (\\result - x) >= (-10)", "!(x > 100) ==> \\result >= 91", "!(x > 100) ==> \\result <= 91"}},
		{"sum_safe.c", "sum", []string{"((\\result - n) - m) >= 0", "((\\result - n) - m) <= 0", "n >= 0", "n <= 0 ==> (\\result - m) <= 0"}},
	} {
		u, p := parse(t, tc.file)
		c, err := u.NewContract(tc.fn, program.ILP32, true)
		if err != nil {
			t.Fatal(err)
		}
		o := unreachCall
		o.Entry, o.CheckContract, o.Contracts = tc.fn, true, map[string]*cfront.Contract{tc.fn: c}
		q, err := u.Lower(o)
		if err != nil {
			t.Fatal(err)
		}
		cands := Candidates(c, q, p, DefaultMaxCandidates)
		have := map[string]bool{}
		for _, x := range cands {
			s := ExprString(c, x)
			have[s] = true
			if strings.Contains(s, "overflow") {
				t.Errorf("%s: candidate %s tests an overflow", tc.file, s)
			}
		}
		for _, w := range tc.want {
			if !have[w] {
				t.Errorf("%s: no candidate %s among %d", tc.file, w, len(cands))
			}
		}
		if few := Candidates(c, q, p, 10); len(few) != 10 {
			t.Errorf("%s: %d candidates with a limit of 10", tc.file, len(few))
		}
	}
}

// TestFind: the contracts found for the families of SV-COMP's recursive
// tasks (the conditions that prove them must be among them), and the
// functions that get none, with the reason.
func TestFind(t *testing.T) {
	for _, tc := range []struct {
		file   string
		want   []string // in Describe's words
		reason string   // when no contract is expected
	}{
		{file: "fib_safe.c", want: []string{"fibonacci: true → \\result >= 0", "\\result - n >= -1", "!(n < 1) ==> \\result >= 1"}},
		{file: "mccarthy_safe.c", want: []string{"x > 100 ==> \\result - x == -10", "!(x > 100) ==> \\result == 91"}},
		{file: "evenodd_safe.c", want: []string{"isEven: true → \\result >= 0 && \\result <= 1", "isOdd: true → \\result >= 0 && \\result <= 1"}},
		{file: "sum_safe.c", want: []string{"(\\result - n) - m == 0"}},
		{file: "gcd_safe.c", want: []string{"!(y1 <= 0) && !(y2 <= 0) ==> \\result >= 1"}},
		{file: "count_notinductive.c", want: []string{"\\result - n >= 0"}},
		{file: "global_safe.c", want: []string{"n <= 0 ==> calls - \\old(calls) == 1", "!(n <= 0) ==> (calls - \\old(calls)) - n == 1"}},
		{file: "global_two_safe.c", want: []string{"even: true → ", "up - \\old(up) >= 1", "odd: true → ", "up - \\old(up) >= 0"}},
		{file: "power_safe.c", want: []string{"solve: true → ", "n >= 0 ==> ((((unsigned32)moves) - ((unsigned32)\\old(moves))) + (unsigned32)1) == ((unsigned32)1 << ((unsigned32)n))", "ones: true → ", "n >= 0 ==> (((unsigned32)\\result) + (unsigned32)1) == ((unsigned32)1 << ((unsigned32)n))"}},
		// Products by repeated addition (DistributeMul makes a * (b -
		// 1) + a one multiplier) and powers of two by doubling, without
		// a shift in the program.
		{file: "product_safe.c", want: []string{"!(b < 0) ==> ((unsigned32)\\result) == (((unsigned32)a) * ((unsigned32)b))"}},
		{file: "doubling_safe.c", want: []string{"ones: true → ", "n >= 1 ==> (((unsigned32)\\result) + (unsigned32)1) == ((unsigned32)1 << ((unsigned32)n))", "count: true → ", "((((unsigned32)steps) - ((unsigned32)\\old(steps))) + (unsigned32)1) == ((unsigned32)1 << ((unsigned32)n))"}},
		{file: "array_nosummary.c", reason: "not a scalar integer"},
		{file: "parity_safe.c", want: []string{"isOdd: true → ", "\\result - (n & 1) == 0", "\\result + (n & 1) == 1", "n >= 0"}},
		{file: "pointer_safe.c", want: []string{"count: true → ", "!(n <= 0) ==> (*acc - \\old(*acc)) - n == 0", "n <= 0 ==> *acc - \\old(*acc) == 0"}},
		{file: "pointer_local_nosummary.c", reason: "uses pointers"},
		{file: "pointer_global_nosummary.c", reason: "has a pointer parameter and uses globals"},
		{file: "pointer_arith_nosummary.c", reason: "uses pointers"},
		{file: "assert_nosummary.c", reason: "may fail under the contracts"},
	} {
		_, res := find(t, tc.file)
		desc := Describe(res.Contracts)
		if tc.reason != "" {
			if res.Contracts != nil || !strings.Contains(res.Reason, tc.reason) {
				t.Errorf("%s: contracts %q, reason %q; want none because %s", tc.file, desc, res.Reason, tc.reason)
			}
			continue
		}
		if res.Contracts == nil {
			t.Errorf("%s: no contracts: %s", tc.file, res.Reason)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(desc, w) {
				t.Errorf("%s: %s not in %s", tc.file, w, desc)
			}
		}
	}
}

// TestContractsHoldConcretely replays the check programs with the
// recursion inlined deep in the interpreter, on small arguments: every
// run that returns satisfies every condition proved (the interpreter is
// the oracle, independent of the SAT encoding).
func TestContractsHoldConcretely(t *testing.T) {
	for _, file := range []string{"fib_safe.c", "mccarthy_safe.c", "evenodd_safe.c", "sum_safe.c", "count_notinductive.c", "global_safe.c", "global_two_safe.c", "parity_safe.c", "double_step_safe.c", "pointer_safe.c", "product_safe.c", "doubling_safe.c"} {
		u, res := find(t, file)
		if res.Contracts == nil {
			t.Fatalf("%s: no contracts: %s", file, res.Reason)
		}
		for _, f := range res.Functions {
			o := unreachCall
			o.Entry, o.CheckContract, o.Contracts, o.RecursionDepth = f, true, res.Contracts, 7
			q, err := u.Lower(o)
			if err != nil {
				t.Fatal(err)
			}
			returned := 0
			for a := int64(-3); a <= 110; a++ {
				for b := int64(-2); b <= 3; b++ {
					if a > 8 && a < 90 || b > 1 && len(res.Contracts[f].Params) < 2 {
						continue
					}
					args := []int64{a, b}
					k := 0
					in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
						h := e.Stmt.(*program.Havoc)
						if h.Bodiless != "" {
							// A call deeper than 7 would use a contract: no concrete run.
							return interp.Value{}, errors.New("too deep")
						}
						v := int64(0)
						if strings.HasPrefix(h.Why, "parameter of ") && k < len(args) {
							v = args[k]
							k++
						}
						return interp.IntValue(ty, uint64(v)), nil
					})
					r, err := interp.Run(q, in, interp.Options{NoTrace: true, MaxSteps: 1 << 22})
					if err != nil {
						t.Fatal(err)
					}
					switch r.Status {
					case interp.Violated:
						t.Errorf("%s: %s(%d, %d) violates %s: %s", file, f, a, b, r.Check.ID, r.Check.Comment)
					case interp.Finished:
						returned++
					}
				}
			}
			if returned == 0 {
				t.Errorf("%s: no run of %s returned", file, f)
			}
		}
	}
}

// TestPointeeOnlyWithoutMemoryChecks: under memory safety a call by
// contract would read and write the object of a pointer parameter
// unchecked, so the parameter keeps the function without contract.
func TestPointeeOnlyWithoutMemoryChecks(t *testing.T) {
	u, p := parse(t, "pointer_safe.c")
	base := unreachCall
	base.Checks.Pointer = true
	res, err := Find(context.Background(), u, Options{Base: base, Program: p})
	if err != nil {
		t.Fatal(err)
	}
	if res.Contracts != nil || !strings.Contains(res.Reason, "is not an integer") {
		t.Errorf("contracts %q, reason %q; want none under pointer checks", Describe(res.Contracts), res.Reason)
	}
}

// TestImpliedBy: a bound implies the weaker bounds of the same term and
// the same bound under more guards; nothing else.
func TestImpliedBy(t *testing.T) {
	x := &program.Var{Name: "x", Type: program.IntType("int", 32, true)}
	y := &program.Var{Name: "y", Type: program.IntType("int", 32, true)}
	ref := func(v *program.Var) program.Expr { return &program.VarRef{Var: v} }
	k := func(v int64) program.Expr { return program.NewConstInt(x.Type, v) }
	cmp := func(op program.BinaryOp, t program.Expr, v int64) program.Expr {
		return &program.Binary{Op: op, X: t, Y: k(v), T: program.Bool}
	}
	g := cmp(program.Ge, ref(y), 0)
	h := cmp(program.Le, ref(y), 5)
	guard := func(c, a program.Expr) program.Expr {
		return &program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: c}, Y: a, T: program.Bool}
	}
	cands := []program.Expr{
		cmp(program.Ge, ref(x), 3),           // 0
		cmp(program.Ge, ref(x), 1),           // 1: by 0
		cmp(program.Le, ref(x), 1),           // 2
		guard(g, cmp(program.Ge, ref(x), 2)), // 3: by 0
		guard(g, cmp(program.Ge, ref(x), 5)), // 4
		guard(&program.Binary{Op: program.LAnd, X: g, Y: h, T: program.Bool}, cmp(program.Ge, ref(x), 4)), // 5: by 4
		cmp(program.Ge, ref(y), 3),           // 6
		guard(h, cmp(program.Ge, ref(x), 5)), // 7
	}
	want := [][]int{nil, {0}, nil, {0, 4}, nil, {4, 7}, nil, nil}
	got := impliedBy(cands)
	for i := range cands {
		if fmt.Sprint(got[i]) != fmt.Sprint(want[i]) {
			t.Errorf("candidate %d (%s): implied by %v, want %v", i, program.ExprString(cands[i]), got[i], want[i])
		}
	}
}

// TestFindOnBudget: contracts whose proof needs a bound through two
// nested calls (ackermann(m - 1, ackermann(m, n - 1)) > n) are found and
// proved within a work budget of a 60 s run (the budget of
// cmd/satabs-go's search is 30M propagations): the hard questions (a
// bound through a chain of wide additions) are dropped on their own
// budget, and the simple candidates' contract is the answer when the
// search on all of them runs out. The program is lowered with its
// recursion inlined once, as the command line does. Under
// --undefined=report, the result minus the parameters modulo 2^w.
func TestFindOnBudget(t *testing.T) {
	for _, tc := range []struct {
		file   string
		want   []string
		report bool // --undefined=report: signed arithmetic wraps
	}{
		{file: "ackermann_gt.c", want: []string{"\\result - n >= 1"}},
		{file: "double_step_safe.c", want: []string{"\\result - y >= 2"}},
		// addition(m + 1, n - 1) where m + 1 may wrap: the result is m +
		// n modulo 2^32.
		{file: "addition_safe.c", want: []string{"((((unsigned32)\\result) - ((unsigned32)m)) - ((unsigned32)n)) == (unsigned32)0"}, report: true},
	} {
		u, err := cfront.ParseUnit(filepath.Join("testdata", tc.file), program.ILP32)
		if err != nil {
			t.Fatal(err)
		}
		o := unreachCall
		o.RecursionDepth = 1
		p, err := u.Lower(o)
		if err != nil {
			t.Fatal(err)
		}
		base := unreachCall
		base.CutUndefined = !tc.report
		ctx, cancel := bitvec.WithWorkBudget(context.Background(), 20_000_000)
		res, err := Find(ctx, u, Options{Base: base, Program: p})
		cancel()
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		if res.Contracts == nil {
			t.Errorf("%s: no contracts: %s", tc.file, res.Reason)
			continue
		}
		desc := Describe(res.Contracts)
		for _, w := range tc.want {
			if !strings.Contains(desc, w) {
				t.Errorf("%s: %s not in %s", tc.file, w, desc)
			}
		}
	}
}
