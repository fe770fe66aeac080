package bmc

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Options configure a bounded check.
type Options struct {
	Unwind int // loop bound: back edges taken at most Unwind times per loop entry
	// UnwindingAssertions asks the solver whether the bound is enough, so
	// that a program whose loops may run longer gets TRUE when they cannot.
	UnwindingAssertions bool
	MaxNodes            int // limit on unrolled locations, 0 for none
	// MaxGates limits the circuit the unrolling builds (its nodes), 0
	// for none (symex.UnrollOptions.MaxGates).
	MaxGates int
	// LoopUnwind, when not nil, gives loops their own bounds (by loop
	// head; the loops it does not list get Unwind), and the unwinding
	// assertion of every loop is decided, not only the first that fails:
	// Result.Deeper lists the loops that need a larger bound. A growing
	// search deepens only those, so that loops bounded by the data (a
	// parser's loops over a short input) keep small bounds while others
	// grow, instead of unrolling every nest to the largest bound.
	LoopUnwind map[*program.Loc]int
	// Prepared says the program is already reducible: it is what
	// symex.MakeReducible returned, e.g. shared with other engines, and
	// Check uses it as it is. Without it Check makes the reducible copy
	// itself. Either way Check does not change the program.
	Prepared bool
	// Counts are havoc edges whose values are no inputs of the program:
	// the iteration counts of accelerated loop paths (accel.Shortcuts),
	// which the replay of a counterexample does not read.
	Counts map[*program.Edge]bool
	// Spread are havoc edges of arrays (the per-iteration inputs of
	// accelerated array loops) whose cells that the formula does not
	// read take, in a counterexample, the value of the closest cell
	// below that it reads (above, before the first) instead of zero: the
	// iterations the shortcut jumped over then see values like those of
	// the iterations it checked.
	Spread map[*program.Edge]bool
	// DeepenFirst (with LoopUnwind and UnwindingAssertions) lets a round
	// whose bounds are not enough end without proving that no check
	// fails: the violations are searched for with the disjunction's
	// budget of work only (a shallow bug is found as before), and when
	// that search is undecided and some loop's unwinding assertion
	// fails, the round returns Deeper without NoViolation. The next,
	// deeper unrolling holds every execution of this one, so the proof
	// is done once, in the round whose bounds are enough, instead of in
	// every round of a growing search (a hash table's operations: the
	// rounds before the last cost as much as the last). Not for
	// k-induction's base case, which needs NoViolation for its step
	// cases.
	DeepenFirst bool
}

// Verdict is the answer of a check.
type Verdict int

const (
	Unknown Verdict = iota
	True
	False
)

// Result is the outcome of a bounded check.
type Result struct {
	Verdict Verdict
	// For False: the violated check the model names and the inputs of
	// the violating execution, in the order the program reads them. The
	// caller confirms them by replay (engine.Confirm) before it reports
	// FALSE.
	Check  *program.CheckInfo
	Inputs []interp.Value
	// InputEdges are the havoc edges of Inputs, one each.
	InputEdges []*program.Edge
	// For Unknown: why.
	Reason string
	// NoViolation says that no check can fail within the bound: every
	// execution that takes each loop's back edges at most Unwind times
	// per entry is safe (the base case of k-induction), whatever the
	// verdict.
	NoViolation bool
	// With Options.LoopUnwind and NoViolation: the heads of the loops
	// whose unwinding assertions fail, and Covered, the smallest of
	// their bounds: every execution in which each loop's back edges are
	// taken at most Covered times per entry is within the unrolling.
	Deeper  []*program.Loc
	Covered int
	Stats   Stats
}

// Stats are figures about the check.
type Stats struct {
	Nodes      int           // unrolled locations
	Checks     int           // check instances in the formula
	Gates      int           // circuit size
	EncodeTime time.Duration // unrolling and circuit building
	CNFTime    time.Duration // Tseitin clauses into the solver
	SolveTime  time.Duration // in the SAT solver
	SolveCalls int
}

// Check runs the bounded check of p. The error is for internal errors only;
// limits, unsupported constructs and insufficient bounds give Unknown.
// The inputs of a counterexample are the same for p and its reducible
// copy: restructuring adds no nondeterministic choice.
func Check(ctx context.Context, p *program.Program, opts Options) (out *Result, err error) {
	// Loading the clauses of a long unrolling stops when ctx ends, as
	// the unrolling and the solves do (bitvec.Builder.InterruptWith).
	defer func() {
		if r := recover(); r != nil {
			if !bitvec.IsInterrupted(r) {
				panic(r)
			}
			out, err = &Result{Reason: bitvec.LimitReason(ctx)}, nil
		}
	}()
	return check(ctx, p, opts)
}

func check(ctx context.Context, p *program.Program, opts Options) (*Result, error) {
	start := time.Now()
	if !opts.Prepared {
		q, err := symex.MakeReducible(p)
		if err != nil {
			return &Result{Reason: err.Error()}, nil
		}
		p = q
	}
	b := bitvec.New()
	b.InterruptWith(ctx)
	e := symex.NewEncoder(p, b)
	u, err := symex.Unroll(ctx, p, e, symex.UnrollOptions{Unwind: opts.Unwind, LoopUnwind: opts.LoopUnwind, MaxNodes: opts.MaxNodes, MaxGates: opts.MaxGates})
	res := &Result{}
	if err != nil {
		var unsup *symex.UnsupportedError
		switch {
		case errors.As(err, &unsup):
			return &Result{Reason: unsup.Error()}, nil
		case ctx.Err() != nil:
			return &Result{Reason: bitvec.LimitReason(ctx)}, nil
		}
		return &Result{Reason: err.Error()}, nil
	}
	res.Stats.Nodes = u.Nodes
	res.Stats.Checks = len(e.Checks)
	res.Stats.EncodeTime = time.Since(start)

	s := &solver{g: gini.New(), b: b, ctx: ctx}
	for _, a := range e.Axioms {
		s.assert(a)
	}
	viols := make([]z.Lit, 0, len(e.Checks))
	for _, c := range e.Checks {
		viols = append(viols, e.Violation(c))
	}
	var cuts []z.Lit
	for _, w := range u.Unwinds {
		if w.Guard != b.F() {
			cuts = append(cuts, w.Guard)
		}
	}
	deepenFirst := opts.DeepenFirst && opts.LoopUnwind != nil && opts.UnwindingAssertions && len(cuts) > 0
	sat, err := s.solveViolations(e, viols, opts.Unwind, b.C().Len(), deepenFirst)
	res.Stats.Gates = b.C().Len()
	if err == errUndecided {
		// The budgeted search found no violation; if the bounds are
		// not enough, the next round searches again (DeepenFirst).
		deeper, derr := s.allUnwindings(u, opts, &Result{Stats: res.Stats})
		res.Stats = deeper.Stats
		if derr != nil {
			return nil, derr
		}
		if ctx.Err() != nil {
			return &Result{Reason: bitvec.LimitReason(ctx), Stats: deeper.Stats}, nil
		}
		if len(deeper.Deeper) > 0 {
			deeper.NoViolation = false
			deeper.Reason = "no violation found within the search's budget; " + deeper.Reason
			return deeper, nil
		}
		// Every unwinding assertion holds: this round is the proof.
		sat, err = s.solveEach()
	}
	res.Stats.SolveCalls = s.calls
	res.Stats.SolveTime = s.time
	res.Stats.CNFTime = s.cnfTime
	if err != nil {
		return &Result{Reason: bitvec.LimitReason(ctx), Stats: res.Stats}, nil
	}
	if sat {
		return s.counterexample(p, e, viols, res, opts)
	}
	// No check fails within the bound. Is the bound enough?
	res.NoViolation = true
	if len(cuts) == 0 {
		res.Verdict = True
		return res, nil
	}
	if !opts.UnwindingAssertions {
		res.Reason = fmt.Sprintf("unwinding bound %d reached (loop at %s); add --unwinding-assertions or raise --unwind", opts.bound(u.Unwinds[0].Loop.Head), u.Unwinds[0].Loop.Head.Pos)
		return res, nil
	}
	if opts.LoopUnwind != nil {
		return s.allUnwindings(u, opts, res)
	}
	for _, w := range u.Unwinds {
		if w.Guard == b.F() {
			continue
		}
		sat, err := s.solve(w.Guard, fmt.Sprintf("bmc-unwind%d-unwinding-%s", opts.Unwind, w.Loop.Head.Pos))
		res.Stats.SolveCalls = s.calls
		res.Stats.SolveTime = s.time
		res.Stats.CNFTime = s.cnfTime
		if err != nil {
			res.Reason = bitvec.LimitReason(ctx)
			return res, nil
		}
		if sat {
			res.Reason = fmt.Sprintf("unwinding assertion of the loop at %s fails: it can run more than %d iterations", w.Loop.Head.Pos, opts.Unwind)
			return res, nil
		}
	}
	res.Verdict = True
	return res, nil
}

// disjunctionBudget is how much work (propagations) the search for the
// violation of any check may take in one call before the checks are
// taken one at a time: at least this, or disjunctionPerGate times the
// circuit's gates. It was a second, or four times the encoding time
// (some 0.3 µs a node here): work now, so that the search takes the same
// turn on every machine.
const disjunctionPerGate = 4

const disjunctionBudget = bitvec.PropagationsPerSecond

// undecidedForTests makes the budgeted search for any violation
// undecided without a call (tests of DeepenFirst on small programs,
// which any budget decides).
var undecidedForTests bool

// bound is the bound of the loop with this head.
func (opts Options) bound(head *program.Loc) int {
	if k, ok := opts.LoopUnwind[head]; ok {
		return k
	}
	return opts.Unwind
}

// allUnwindings decides the unwinding assertion of every loop cut off by
// the bounds (one query per loop, for the disjunction of its cuts) and
// fills res.Deeper and res.Covered; TRUE when none fails.
func (s *solver) allUnwindings(u *symex.Unrolled, opts Options, res *Result) (*Result, error) {
	var heads []*program.Loc
	cuts := map[*program.Loc][]z.Lit{}
	for _, w := range u.Unwinds {
		if w.Guard == s.b.F() {
			continue
		}
		h := w.Loop.Head
		if cuts[h] == nil {
			heads = append(heads, h)
		}
		cuts[h] = append(cuts[h], w.Guard)
	}
	var reasons []string
	for _, h := range heads {
		sat, err := s.solve(s.b.C().Ors(cuts[h]...), fmt.Sprintf("bmc-unwind%d-unwinding-%s", opts.bound(h), h.Pos))
		res.Stats.SolveCalls = s.calls
		res.Stats.SolveTime = s.time
		res.Stats.CNFTime = s.cnfTime
		if err != nil {
			// Undecided: any loop cut off may need more.
			res.Reason, res.Deeper, res.Covered = bitvec.LimitReason(s.ctx), nil, opts.bound(heads[0])
			for _, h := range heads {
				res.Covered = min(res.Covered, opts.bound(h))
			}
			return res, nil
		}
		if !sat {
			continue
		}
		k := opts.bound(h)
		if len(res.Deeper) == 0 || k < res.Covered {
			res.Covered = k
		}
		res.Deeper = append(res.Deeper, h)
		if len(reasons) < 3 {
			reasons = append(reasons, fmt.Sprintf("the loop at %s can run more than %d iterations", h.Pos, k))
		}
	}
	if len(res.Deeper) == 0 {
		res.Verdict = True
		return res, nil
	}
	if len(res.Deeper) > len(reasons) {
		reasons = append(reasons, fmt.Sprintf("%d more loops", len(res.Deeper)-len(reasons)))
	}
	res.Reason = "unwinding assertions fail: " + strings.Join(reasons, ", ")
	return res, nil
}

// solveViolations reports whether some check can be violated; on true,
// the solver holds a model of a violation. It first asks for the
// disjunction of all violations for a while (one call finds any shallow
// bug), then, when that call is undecided, for each check's violation
// alone, in execution order: the cone of one check is often far easier
// than the disjunction (the sortedness checks of a bubble sort of 8 ints:
// 32 s for the disjunction, under 3 s one by one), and each check proved
// becomes a unit clause that helps the next.
//
// With budgetOnly, an undecided first call returns errUndecided, and
// solveEach goes on with the checks one at a time when the caller wants
// the proof after all.
func (s *solver) solveViolations(e *symex.Encoder, viols []z.Lit, unwind int, gates int, budgetOnly bool) (bool, error) {
	var distinct []z.Lit
	seen := map[z.Lit]bool{}
	// Each violation is simplified by its own path condition
	// (bitvec.Simplify), within a budget of visited nodes proportional
	// to the circuit; the counterexample is then read by evaluating the
	// circuit (the solver has no clauses for the cones replaced).
	work := min(simplifyWork*(s.b.C().Len()+1000), simplifyMaxWork)
	asked := map[z.Lit]bool{}
	add := func(m z.Lit) {
		if asked[m] {
			return
		}
		asked[m] = true
		if w := s.b.Simplify(m, &work); w != m {
			m, s.simplified = w, true
		}
		if m != s.b.F() && !seen[m] {
			seen[m] = true
			distinct = append(distinct, m)
		}
	}
	c := s.b.C()
	for i, v := range viols {
		if v == s.b.F() {
			continue
		}
		// A check after a join (the assertion of every iteration of a
		// loop reaches one error location) is solved path by path: its
		// violation on each joined path, and on whatever the paths do
		// not cover (nothing, when they are the join's guards).
		parts := e.Checks[i].Parts
		if len(parts) < 2 {
			add(v)
			continue
		}
		for _, p := range parts {
			add(c.And(p, v))
		}
		add(c.And(c.Ors(parts...).Not(), v))
	}
	anyViol := c.Ors(distinct...) // the violations, path by path: all of them
	name := fmt.Sprintf("bmc-unwind%d-violation", unwind)
	if len(distinct) <= 1 {
		return s.solve(anyViol, name)
	}
	if !undecidedForTests {
		budget, cancel := bitvec.WithWorkBudget(s.ctx, max(disjunctionBudget, disjunctionPerGate*int64(gates)))
		whole := s.ctx
		s.ctx = budget
		sat, err := s.solve(anyViol, name)
		s.ctx = whole
		cancel()
		if err == nil || whole.Err() != nil {
			return sat, err
		}
	}
	s.distinct, s.unwind = distinct, unwind
	if budgetOnly {
		return false, errUndecided
	}
	return s.solveEach()
}

// errUndecided is solveViolations' answer with budgetOnly when the
// budgeted search for any violation ran out of work.
var errUndecided = errors.New("undecided within the budget")

// solveEach solves the distinct violations that solveViolations
// gathered one at a time, each proved one a unit clause for the next.
func (s *solver) solveEach() (bool, error) {
	for i, v := range s.distinct {
		sat, err := s.solve(v, fmt.Sprintf("bmc-unwind%d-check%d", s.unwind, i))
		if err != nil || sat {
			return sat, err
		}
		s.assert(v.Not()) // proved: no execution violates this check
	}
	return false, nil
}

// counterexample reads the inputs of a violating execution from the model
// and replays them in the interpreter.
func (s *solver) counterexample(p *program.Program, e *symex.Encoder, viols []z.Lit, res *Result, opts Options) (*Result, error) {
	counts := opts.Counts
	val := bitvec.SafeValue(s.g)
	if s.simplified {
		val = s.b.CircuitValue(val)
	}
	for i, c := range e.Checks {
		if s.b.EvalLit(val, viols[i]) {
			res.Check = c.Check
			break
		}
	}
	for _, h := range e.Havocs {
		if counts[h.Edge] || !s.b.EvalLit(val, h.Guard) {
			continue
		}
		v := e.ModelValue(val, h.Type, h.Value)
		if opts.Spread[h.Edge] {
			v = s.spread(e, val, h.Type, h.Value, v)
		}
		res.Inputs = append(res.Inputs, v)
		res.InputEdges = append(res.InputEdges, h.Edge)
	}
	res.Verdict = False
	return res, nil
}

// spread returns the model value v of array x of type t with the cells
// the formula does not read set as Options.Spread says.
func (s *solver) spread(e *symex.Encoder, val func(z.Lit) bool, t *program.Type, x symex.Value, v interp.Value) interp.Value {
	reads, ok := x.Arr.BaseReads()
	if !ok || len(reads) == 0 || v.Sparse != nil {
		return v // (a sparse array keeps its zero base)
	}
	read := make([]bool, len(v.Elems))
	for _, r := range reads {
		if i := s.b.Eval(val, r.Idx); i < uint64(len(read)) {
			read[i] = true
		}
	}
	// Forwards from each read cell, then backwards before the first.
	last := -1
	for i := range v.Elems {
		if read[i] {
			last = i
		} else if last >= 0 {
			v.Elems[i] = v.Elems[last]
		}
	}
	first := -1
	for i := range v.Elems {
		if read[i] {
			first = i
			break
		}
	}
	for i := 0; i < first; i++ {
		v.Elems[i] = v.Elems[first]
	}
	return v
}

// solver wraps gini for one formula: circuits are added incrementally and
// each query is solved under an assumption, so learnt clauses carry over.
type solver struct {
	g       *gini.Gini
	b       *bitvec.Builder
	ctx     context.Context
	calls   int
	time    time.Duration // solving
	cnfTime time.Duration // adding clauses
	// asserted are the unit clauses added, for --dump-cnf.
	asserted []z.Lit
	// simplified says that a violation was replaced by its simplified
	// form, whose model gives values to inputs, not to every gate.
	simplified bool
	// distinct are the violations solveEach solves one at a time, and
	// unwind the bound that names them in a --dump-cnf directory.
	distinct []z.Lit
	unwind   int
}

// simplifyWork is the budget of bitvec.Simplify over all violations, in
// nodes visited per node of the circuit, and at most simplifyMaxWork (a
// few tenths of a second): the cones of a hundred 64-bit multipliers
// under range assumptions are millions of nodes that no path condition
// simplifies.
const (
	simplifyWork    = 16
	simplifyMaxWork = 1 << 20
)

func (s *solver) assert(m z.Lit) {
	start := time.Now()
	defer func() { s.cnfTime += time.Since(start) }()
	s.b.AddCnf(s.g, m)
	s.g.Add(m)
	s.g.Add(0)
	s.asserted = append(s.asserted, m)
}

// solve reports whether m can hold; an error when the context ends first.
// name names the formula in a --dump-cnf directory.
func (s *solver) solve(m z.Lit, name string) (bool, error) {
	if m == s.b.F() {
		return false, nil
	}
	s.calls++
	start := time.Now()
	s.b.AddCnf(s.g, m)
	s.cnfTime += time.Since(start)
	bitvec.DumpCNF(s.ctx, s.b, name, append(s.asserted, m)...)
	start = time.Now()
	defer func() { s.time += time.Since(start) }()
	r, err := bitvec.SolveAssuming(s.ctx, s.g, m)
	return r == 1, err
}
