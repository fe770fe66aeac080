package summary

import (
	"context"
	"errors"
	"math"
	"strings"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Bounds of the concrete tests of candidates: the depth the recursion is
// inlined to, the steps of one run, the runs of one function.
const (
	testDepth    = 5
	testMaxSteps = 1 << 16
	testMaxRuns  = 400
	// All runs, those after a violation included.
	testMaxReruns = 4000
)

// prefilter drops, before any SAT call, the candidates of c (a contract
// of function f) that a concrete call violates: the function runs in the
// interpreter with its recursion inlined to testDepth, on small
// arguments and the program's constants, and a call that returns must
// satisfy every candidate. A run that goes deeper stops at the
// recursion-depth check and tests nothing. Dropping a candidate is always
// sound; this only spares Houdini's SAT calls the obvious ones.
func prefilter(ctx context.Context, u *cfront.Unit, opts Options, f string, c *cfront.Contract, cands []program.Expr, consts []int64) []program.Expr {
	alive := make([]bool, len(cands))
	for i := range alive {
		alive[i] = true
	}
	test := &cfront.Contract{Params: c.Params, Result: c.Result, Post: cands, Globals: c.Globals, Olds: c.Olds, Pointee: c.Pointee}
	fo := opts.Base
	fo.Entry, fo.RecursionDepth, fo.Contracts, fo.CheckContract, fo.Checked = f, testDepth, nil, true, test
	fo.Stderr = nil
	fo.ContractChecks = map[*program.CheckInfo]int{}
	q, err := u.Lower(fo)
	if err != nil {
		return cands
	}
	program.Renumber(q)
	values := testValues(consts)
	n := len(c.IntParams())
	// As many values of each parameter as testMaxRuns allows for all.
	if per := int(math.Pow(testMaxRuns, 1/float64(max(n, 1)))); len(values) > per {
		values = values[:max(per, 2)]
	}
	runs, reruns := 0, 0
	args := make([]int64, n)
	var try func(k int)
	try = func(k int) {
		if runs >= testMaxRuns || reruns >= testMaxReruns || ctx.Err() != nil {
			return
		}
		if k < n {
			for _, v := range values {
				args[k] = v
				try(k + 1)
			}
			return
		}
		runs++
		// Run again after each violation: the next candidate the same
		// call violates.
		for again := true; again && reruns < testMaxReruns; {
			again = false
			reruns++
			next := 0
			in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				h, _ := e.Stmt.(*program.Havoc)
				if h != nil && strings.HasPrefix(h.Why, cfront.GlobalAtEntry) {
					// The globals start as in a program's first call.
					return interp.IntValue(ty, 0), nil
				}
				if h == nil || !strings.HasPrefix(h.Why, "parameter of ") || next >= n {
					return interp.Value{}, errNoTestInput
				}
				next++
				return interp.IntValue(ty, uint64(args[next-1])), nil
			})
			r, err := interp.Run(q, in, interp.Options{NoTrace: true, MaxSteps: testMaxSteps})
			if err != nil || r.Status != interp.Violated {
				return
			}
			if i, ok := fo.ContractChecks[r.Check]; ok && alive[i] {
				alive[i] = false
				skipCheck(q, r.Check)
				again = true
			}
		}
	}
	try(0)
	var out []program.Expr
	for i, x := range cands {
		if alive[i] {
			out = append(out, x)
		}
	}
	return out
}

// skipCheck makes check c of q a skip.
func skipCheck(q *program.Program, c *program.CheckInfo) {
	for _, l := range q.Locs {
		for _, e := range l.Out {
			if s, ok := e.Stmt.(*program.Check); ok && s.Check == c {
				e.Stmt = &program.Skip{}
			}
		}
	}
}

var errNoTestInput = errors.New("not an argument")

// testValues are the arguments of the concrete tests: small numbers and
// the constants of the program with their neighbours.
func testValues(consts []int64) []int64 {
	seen := map[int64]bool{}
	var out []int64
	add := func(v int64) {
		if !seen[v] && v >= -1<<31 && v < 1<<31 {
			seen[v] = true
			out = append(out, v)
		}
	}
	for v := int64(-2); v <= 5; v++ {
		add(v)
	}
	for _, k := range consts {
		add(k - 1)
		add(k)
		add(k + 1)
	}
	return out
}
