package engine

import (
	"context"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/kinduction"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/ranges"
	"github.com/satabs-go/satabs-go/symex"
)

// Prepare runs the program passes every engine relies on, once, before
// any engine. Four rewrites change p itself, each only on executions
// that are undefined in C, so that counterexamples replay on p:
// program.ForwardAddresses and program.ForwardArrayPointers (a
// dereference of a pointer that can only hold one variable's or array's
// address reads the variable or the cell by name),
// program.IndexFirstElements (*(&A[0] + e) is A[e]) and program.MarkDirect
// (the variables those read are by name only). The others run on a copy
// of p (program.Clone), which the engines then share read-only:
// symex.MakeReducible (loops with a single entry, which
// unrolling needs), then program.SplitRecordArrays (arrays of structs
// accessed member by member become one array per member), then
// program.FlattenMatrices (a matrix int a[N][M] whose every cell access
// is guarded by its bounds is one array a[N*M] in row-major order: the
// same executions), then program.PropagateConstants (a scalar set once
// to a constant is that constant where the assignment dominates the
// read: the dimensions of arrays declared from one n = 1000), then
// program.ScalarCells (arrays accessed only at constant indices become
// one variable per cell), then the restriction to the cone of influence of the
// property's checks in control flow (program.ConeOfChecks: what follows
// the last check of every path is removed, with the model's limit checks
// there; Task.Cone), then the data-dependence slice (program.SliceData:
// assignments that no check, branch or kept address reads are skips;
// Task.Slice), then the ghost indices of scalars taken from cells
// (program.WitnessIndices: written only, never read by the program),
// then the range analysis, which makes the condition of
// every arithmetic, conversion and bounds check it proves the constant
// true, and in programs with float variables also every assertion, error
// call and float check its float intervals prove (ranges.Discharge;
// Task.Discharged lists them), then the assertions that polynomial
// invariants imply (kinduction.DischargePolynomial) and the divisibility
// checks x % k == 0 that the range analysis's bounds at the loop heads
// prove over the integers (kinduction.DischargeDivisibility), so that the
// engines have less to prove. When MakeReducible fails, the engines get p
// as it is and those that unroll answer Unknown with the reason.
func Prepare(p *program.Program) *Task { return prepare(context.Background(), p, true) }

// PrepareContext is Prepare under a run's context: the range analysis,
// the one pass whose time grows with the program's loops and values,
// stops when ctx ends (its checks then stay, as for a program too large
// for it), so that a run whose time ends while it prepares answers at its
// limit. The other passes are linear or nearly so in the program.
func PrepareContext(ctx context.Context, p *program.Program) *Task {
	return prepare(ctx, p, true)
}

// PrepareUnsliced is Prepare without the data-dependence slice, for
// --show-invariants: the invariants of every variable of the program.
func PrepareUnsliced(p *program.Program) *Task { return prepare(context.Background(), p, false) }

func prepare(ctx context.Context, p *program.Program, slice bool) *Task {
	// *p is x where p can only hold &x: the variables an inlined
	// function reaches through pointers (a recursion made a loop by
	// the front end's tail calls) are plain variables for every engine.
	program.ForwardAddresses(p)
	// *(p + e) is A[e] where p can only hold &A[0]: a heap object
	// reached through malloc's pointer is an array indexed by name.
	program.ForwardArrayPointers(p)
	// *(&A[0] + i*m + j) is A[i*m + j]: a variable-length array of
	// several variable dimensions is one array indexed by name, its
	// cells in row-major order.
	program.IndexFirstElements(p)
	// Their variables, whose addresses are then only copied between
	// the pointers that held them, are by name only (Var.Direct).
	program.MarkDirect(p)
	q, err := symex.MakeReducible(p)
	if err != nil {
		return &Task{Source: p, Program: p, Irreducible: err}
	}
	// Arrays of records accessed member by member become one array per
	// member, which the array invariant methods handle as they do any
	// array of integers (q is a copy: counterexamples replay on p, whose
	// inputs are the same). The copy shares p's variables (*program.Var):
	// a pass on q that changes a variable (its type, its length) makes a
	// new one and uses it in q only, or replay on p breaks.
	program.SplitRecordArrays(q)
	// A matrix of constant dimensions whose every cell access is
	// guarded by its bounds is one array in row-major order, as a
	// variable-length one is after IndexFirstElements: the same
	// executions, and the invariant methods see one index term.
	program.FlattenMatrices(q)
	// A scalar set once to a constant is that constant where the
	// assignment has passed on every path (n = 1000 and the dimensions
	// of the arrays declared from it): two arrays of one shape are then
	// indexed by one term.
	program.PropagateConstants(q)
	// Arrays read and written only at constant indices (a counter kept
	// in cnt[0]) become one variable per cell, which the invariant
	// methods relate to the other variables as they do any scalar.
	program.ScalarCells(q)
	t := &Task{Source: p, Program: q}
	t.Cone = program.ConeOfChecks(q, func(c *program.CheckInfo) bool { return !outsideCone(c.Kind) })
	if slice {
		t.Slice = program.SliceData(q)
	}
	// A scalar taken from a cell and compared with the cells gets a
	// ghost index of the cell it came from (after the slice, which
	// would remove the ghost's assignments: nothing reads them), so
	// that the invariants can say that some cell holds it.
	program.WitnessIndices(q)
	// A program too large for the analysis keeps all its checks.
	t.Discharged, t.DischargeCandidates, _ = ranges.Discharge(ctx, q)
	// Assertions that polynomial invariants imply (kinduction's algebra,
	// no SAT): a loop's product relation asserted after the loop.
	if sys, err := kinduction.NewSystem(q); err == nil && ctx.Err() == nil {
		t.polynomial = kinduction.PolynomialInvariants(sys)
		t.Discharged = append(t.Discharged, kinduction.DischargePolynomial(sys, t.polynomial)...)
		// The range analysis's intervals at the loop heads, computed
		// once and only for the passes below that need them.
		var at kinduction.IntervalAt
		analyzed := false
		intervals := func() kinduction.IntervalAt {
			if !analyzed {
				analyzed = true
				if r, err := ranges.Analyze(ctx, q); err == nil {
					at = r.Bounds
				}
			}
			return at
		}
		// Checks left whose polynomials widen narrow arithmetic
		// ((long long)(z - 1)): again with the intervals, under
		// which the widening may distribute.
		if len(t.polynomial) > 0 && ctx.Err() == nil && hasAssertions(q) && kinduction.WidensNarrowArithmetic(q) {
			if at := intervals(); at != nil {
				t.Discharged = append(t.Discharged, kinduction.DischargePolynomialRanged(sys, t.polynomial, at)...)
			}
		}
		// Divisibility by a variable (x % k == 0 after x += 3*k), proved
		// over the integers with the range analysis's bounds at the
		// loop heads: the analysis runs only where such a check is.
		if kinduction.HasDivisibility(sys) && ctx.Err() == nil {
			if at := intervals(); at != nil {
				t.Discharged = append(t.Discharged, kinduction.DischargeDivisibility(sys, t.polynomial, at)...)
			}
		}
	}
	return t
}

// hasAssertions reports whether p still has an assertion or error-call
// check whose condition is not the constant true.
func hasAssertions(p *program.Program) bool {
	for _, l := range p.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || c.Check == nil || (c.Check.Kind != program.CheckAssertion && c.Check.Kind != program.CheckReachError) {
				continue
			}
			if k, isConst := c.Cond.(*program.Const); !isConst || k.Val&1 == 0 {
				return true
			}
		}
	}
	return false
}

// outsideCone reports whether checks of kind k may go where no check of
// the property follows them: limits of the model (their violation means
// UNKNOWN) after which the program goes on as C does, only with values
// the model did not keep (a heap object longer than its capacity, a pool
// exhausted). A recursion-depth check is not one: the path ends there in
// the model, where C would return from the call and might reach a check,
// so it stays in the cone as a check of the property does.
func outsideCone(k program.CheckKind) bool {
	return k == program.CheckCapacity || k == program.CheckHeapPool
}

// readsSliced reports whether e reads a variable the slice removed the
// assignments of.
func (t *Task) readsSliced(e program.Expr) bool {
	if len(t.Slice.Vars) == 0 {
		return false
	}
	for _, v := range program.Vars(e) {
		if t.Slice.Vars[v] {
			return true
		}
	}
	return false
}

// withoutSliced returns proof without the literals of predicates that
// read a variable the slice removed the assignments of (each cube is
// weakened: what is left holds in the source program too, whose relevant
// variables take the values they take in Program).
func (t *Task) withoutSliced(proof *Proof) *Proof {
	if proof == nil || len(t.Slice.Vars) == 0 {
		return proof
	}
	drop := map[int]bool{}
	for i, e := range proof.Preds {
		if t.readsSliced(e) {
			drop[i] = true
		}
	}
	if len(drop) == 0 {
		return proof
	}
	out := &Proof{Preds: proof.Preds, PredTexts: proof.PredTexts}
	for _, inv := range proof.Invariants {
		states := make(boolprog.CubeSet, 0, len(inv.States))
		for _, c := range inv.States {
			var kept boolprog.Cube
			for _, lit := range c {
				if !drop[lit.Pred] {
					kept = append(kept, lit)
				}
			}
			states = append(states, kept)
		}
		out.Invariants = append(out.Invariants, Invariant{Loc: inv.Loc, States: states})
	}
	return out
}
