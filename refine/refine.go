package refine

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/modelcheck"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Options configure the loop.
type Options struct {
	MaxIterations int // default 100
	Abstraction   abstract.Options
	// Predicates are added to the initial ones (atoms of the checks).
	Predicates []program.Expr
	// Progress, when set, receives one line per iteration.
	Progress io.Writer
	// Checker is the model checker; nil means the BDD checker.
	Checker modelcheck.Checker
	// Generalize, when set, is asked for loop invariants when refinement
	// produces the same predicate shifted by a constant (i + 1 < 8,
	// i + 2 < 8): the shape's non-strict forms are its candidates at
	// the heads of the loops that write the shape's variables. The
	// proved candidates become predicates, and everything proved is
	// assumed at its head (Result.Assumed), so that refinement stops
	// unrolling the loop.
	Generalize Generalizer
}

// Verdict is the loop's answer.
type Verdict int

const (
	Unknown Verdict = iota
	True
	False
)

// Result is the outcome of Verify.
type Result struct {
	Verdict Verdict
	Check   *program.CheckInfo // violated, for False
	Inputs  []interp.Value     // of the feasible trace, for False; engine.Confirm replays them
	Reason  string             // for Unknown
	Preds   []*abstract.Predicate
	Final   *abstract.Abstraction // the last abstraction
	MC      *modelcheck.Result    // the last model checking result
	// Assumed are the invariant atoms Generalize proved and the
	// abstraction assumed at loop heads, besides Options.Abstraction's.
	Assumed map[*program.Loc][]program.Expr
	Stats   Stats
}

// Stats are the loop's figures.
type Stats struct {
	Iterations       int
	AbstractionTime  time.Duration
	ModelCheckTime   time.Duration
	SimulationTime   time.Duration
	RefinementTime   time.Duration
	SATCalls         int // abstraction and simulation
	Cubes            int
	BDDNodes         int // largest BDD node table of the model checker
	AbstractTraceLen int // of the last abstract counterexample
	// Abstraction splits the abstraction's work (its SAT calls and
	// cubes are also in SATCalls and Cubes).
	Abstraction abstract.Stats
}

// Verify runs the CEGAR loop on p.
func Verify(ctx context.Context, p *program.Program, opts Options) (*Result, error) {
	if opts.MaxIterations == 0 {
		opts.MaxIterations = 100
	}
	checker := opts.Checker
	if checker == nil {
		var mo modelcheck.Options
		if d, ok := ctx.Deadline(); ok {
			mo.Deadline = d
		}
		checker = modelcheck.NewBDD(mo)
	}
	res := &Result{}
	preds := newPredicateSet(p)
	for _, c := range checkConditions(p) {
		preds.addAtoms(c)
	}
	for _, e := range opts.Predicates {
		preds.addAtoms(e)
	}
	var sh *shifts
	if opts.Generalize != nil {
		sh = newShifts(p)
		var initial []program.Expr
		for _, pr := range preds.list {
			initial = append(initial, pr.Expr)
		}
		sh.add(initial)
		sh.asked = map[string]bool{}
	}
	st := abstract.NewStructure(p)
	abs := abstract.NewAbstractor(st, opts.Abstraction)
	defer func() {
		res.Stats.SATCalls += abs.Stats.SATCalls
		res.Stats.Cubes = abs.Stats.Cubes
		res.Stats.Abstraction = abs.Stats
		res.Preds = preds.list
	}()
	for iter := 1; ; iter++ {
		res.Stats.Iterations = iter
		if ctx.Err() != nil {
			return unknown(res, bitvec.LimitReason(ctx)), nil
		}
		t0 := time.Now()
		a, err := abs.Abstract(ctx, preds.list)
		res.Stats.AbstractionTime += time.Since(t0)
		if err != nil {
			var u *abstract.UnknownError
			if errors.As(err, &u) {
				if ctx.Err() != nil {
					return unknown(res, bitvec.LimitReason(ctx)), nil
				}
				return unknown(res, u.Reason), nil
			}
			return nil, err
		}
		res.Final = a
		t0 = time.Now()
		mc, err := checker.Check(a.BP)
		res.Stats.ModelCheckTime += time.Since(t0)
		if err != nil {
			if ctx.Err() != nil {
				return unknown(res, bitvec.LimitReason(ctx)), nil
			}
			return unknown(res, "model checking: "+err.Error()), nil
		}
		res.MC = mc
		if mc.Stats.TableNodes > res.Stats.BDDNodes {
			res.Stats.BDDNodes = mc.Stats.TableNodes
		}
		if !mc.Reachable {
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, no error location reachable\n", iter, len(preds.list))
			}
			res.Verdict = True
			return res, nil
		}
		var blocks []*symex.Block
		for _, step := range mc.Trace[1:] {
			blocks = append(blocks, a.Block[step.Trans])
		}
		res.Stats.AbstractTraceLen = len(blocks)
		t0 = time.Now()
		sim, err := simulate(ctx, p, blocks)
		res.Stats.SimulationTime += time.Since(t0)
		if err != nil {
			var u *symex.UnsupportedError
			if errors.As(err, &u) {
				return unknown(res, u.Error()), nil
			}
			if ctx.Err() != nil {
				return unknown(res, bitvec.LimitReason(ctx)), nil
			}
			return nil, err
		}
		res.Stats.SATCalls += sim.satCalls
		if sim.feasible {
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, abstract trace of %d steps is real\n", iter, len(preds.list), len(blocks))
			}
			res.Verdict, res.Check, res.Inputs = False, blocks[len(blocks)-1].Error, sim.inputs
			return res, nil
		}
		t0 = time.Now()
		added := 0
		for _, j := range sim.core {
			added += discover(p, preds, blocks, j)
		}
		res.Stats.RefinementTime += time.Since(t0)
		if sh != nil && added > 0 {
			var fresh []program.Expr
			for _, pr := range preds.list[len(preds.list)-added:] {
				fresh = append(fresh, pr.Expr)
			}
			extra := map[*program.Loc][]program.Expr{}
			say := func(msg string) {
				if opts.Progress != nil {
					fmt.Fprintf(opts.Progress, "iteration %d: %s\n", iter, msg)
				}
			}
			added += sh.generalize(ctx, opts.Generalize, preds, fresh, extra, say)
			if len(extra) > 0 {
				assumeMore(abs, res, extra)
			}
		}
		if opts.Progress != nil {
			fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, abstract trace of %d steps is spurious at step %d, %d new predicates\n", iter, len(preds.list)-added, len(blocks), sim.failedStep+1, added)
		}
		if added == 0 {
			// The predicates are there; some abstract transition of the
			// trace must be impossible by itself (Cartesian abstraction, or
			// an abstract state no concrete state has).
			t0 = time.Now()
			n, err := constrainTransitions(ctx, p, abs, a, mc.Trace)
			res.Stats.RefinementTime += time.Since(t0)
			if err != nil {
				var u *symex.UnsupportedError
				if errors.As(err, &u) {
					return unknown(res, u.Error()), nil
				}
				if ctx.Err() != nil {
					return unknown(res, bitvec.LimitReason(ctx)), nil
				}
				return nil, err
			}
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "iteration %d: %d transition constraints\n", iter, n)
			}
			if n == 0 {
				return unknown(res, fmt.Sprintf("refinement found no new predicate after %d iterations", iter)), nil
			}
		}
		if iter >= opts.MaxIterations {
			return unknown(res, fmt.Sprintf("no answer within %d iterations", opts.MaxIterations)), nil
		}
	}
}

// assumeMore makes the abstraction assume extra invariant atoms at loop
// heads, besides what it assumed before. Blocks abstracted before stay
// cached without them, which is sound (an assumption only removes
// abstract transitions from unreachable states).
func assumeMore(abs *abstract.Abstractor, res *Result, extra map[*program.Loc][]program.Expr) {
	assume := map[*program.Loc]program.Expr{}
	for l, c := range abs.Opts.Assume {
		assume[l] = c
	}
	if res.Assumed == nil {
		res.Assumed = map[*program.Loc][]program.Expr{}
	}
	for l, atoms := range extra {
		for _, a := range atoms {
			if c := assume[l]; c != nil {
				assume[l] = &program.Binary{Op: program.LAnd, X: c, Y: a, T: program.Bool}
			} else {
				assume[l] = a
			}
			res.Assumed[l] = append(res.Assumed[l], a)
		}
	}
	abs.Opts.Assume = assume
}

func unknown(res *Result, reason string) *Result {
	res.Verdict = Unknown
	res.Reason = reason
	return res
}

// checkConditions returns the conditions of the program's checks: their
// atoms are the initial predicates.
func checkConditions(p *program.Program) []program.Expr {
	var out []program.Expr
	for _, e := range p.Edges() {
		if c, ok := e.Stmt.(*program.Check); ok {
			out = append(out, c.Cond)
		}
	}
	return out
}

// predicateSet is the growing list of predicates, without duplicates.
type predicateSet struct {
	p    *program.Program
	list []*abstract.Predicate
	seen map[string]bool
}

func newPredicateSet(p *program.Program) *predicateSet {
	return &predicateSet{p: p, seen: map[string]bool{}}
}

// addAtoms adds the atoms of e that are new and returns how many.
func (ps *predicateSet) addAtoms(e program.Expr) int {
	n := 0
	for _, a := range symex.Atoms(symex.Simplify(e)) {
		if a.Type().Kind != program.KindBool {
			continue
		}
		pr := abstract.NewPredicate(ps.p, a)
		if ps.seen[pr.Text] {
			continue
		}
		ps.seen[pr.Text] = true
		ps.list = append(ps.list, pr)
		n++
	}
	return n
}

// discover adds the atoms of the weakest preconditions of the condition
// of step j, taken backwards to the start of the trace.
func discover(p *program.Program, preds *predicateSet, blocks []*symex.Block, j int) int {
	phi := blocks[j].Condition()
	if phi == nil {
		return 0
	}
	added := preds.addAtoms(phi)
	// Atoms are collected at block boundaries (abstraction points), and
	// also where a havoc inside a block ends the computation: what was
	// found up to it still separates the states.
	for i := j - 1; i >= 0; i-- {
		pre, cut := symex.WP(p, blocks[i], phi)
		if pre == nil {
			added += preds.addAtoms(cut)
			break
		}
		added += preds.addAtoms(pre)
		phi = pre
	}
	return added
}

// simulation is the result of replaying a control path.
type simulation struct {
	feasible   bool
	inputs     []interp.Value // for a feasible path
	failedStep int            // first infeasible step
	core       []int          // steps whose conditions contradict each other
	satCalls   int
}

// simulate executes the blocks on one symbolic state and finds the first
// step at which the path becomes infeasible.
func simulate(ctx context.Context, p *program.Program, blocks []*symex.Block) (*simulation, error) {
	b := bitvec.New()
	e := symex.NewEncoder(p, b)
	g := gini.New()
	b.AddCnf(g, b.T())
	g.Add(b.T())
	g.Add(0)
	st := symex.NewState(b.T())
	var conds []z.Lit
	sim := &simulation{}
	var err error
	caught := symex.Catch(func() {
		for k, blk := range blocks {
			if ctx.Err() != nil {
				err = ctx.Err()
				return
			}
			st.Guard = b.T()
			if err = e.ExecBlock(st, blk); err != nil {
				return
			}
			conds = append(conds, st.Guard)
			roots := append([]z.Lit{st.Guard}, e.Axioms...)
			b.AddCnf(g, roots...)
			for _, ax := range e.Axioms {
				g.Add(ax)
				g.Add(0)
			}
			e.Axioms = e.Axioms[:0]
			sim.satCalls++
			r, solveErr := bitvec.SolveAssuming(ctx, g, conds...)
			if solveErr != nil {
				err = solveErr
				return
			}
			if r != 1 {
				sim.failedStep = k
				why := g.Why(nil)
				inCore := map[z.Lit]bool{}
				for _, m := range why {
					inCore[m] = true
				}
				for j, c := range conds {
					if inCore[c] {
						sim.core = append(sim.core, j)
					}
				}
				if len(sim.core) == 0 {
					sim.core = []int{k}
				}
				return
			}
		}
		sim.feasible = true
		val := bitvec.SafeValue(g)
		for _, h := range e.Havocs {
			sim.inputs = append(sim.inputs, e.ModelValue(val, h.Type, h.Value))
		}
	})
	if caught != nil {
		return nil, caught
	}
	return sim, err
}

// constrainTransitions checks each transition of an abstract trace on its
// own: from some concrete state with the step's predicate values, can the
// block reach a state with the next step's values? Each impossible one
// is removed from its block's abstraction, narrowed to the predicate
// values gini's failed assumptions name. It returns how many it removed.
// An error (the end of ctx, an unsupported construct) means the trace was
// not checked to the end: no count of zero may be read from it.
func constrainTransitions(ctx context.Context, p *program.Program, abs *abstract.Abstractor, a *abstract.Abstraction, trace []modelcheck.Step) (int, error) {
	n := 0
	for k := 1; k < len(trace); k++ {
		if err := ctx.Err(); err != nil {
			return n, err
		}
		t := a.BP.Trans[trace[k].Trans]
		blk := a.Block[trace[k].Trans]
		cube, impossible, err := impossibleTransition(ctx, p, blk, a.Preds, trace[k-1].Values, trace[k].Values, t.Changed)
		if err != nil {
			return n, err
		}
		if impossible {
			abs.Constrain(blk, cube)
			n++
		}
	}
	return n, nil
}

// impossibleTransition decides whether blk can go from a state with the
// predicate values cur to one with the values next (of the changed
// predicates). When it cannot, it returns the values that contradict
// each other. It returns an error when the solver could not decide (ctx
// ended): "possible" is a claim it needs an answer for.
func impossibleTransition(ctx context.Context, p *program.Program, blk *symex.Block, preds []*abstract.Predicate, cur, next []bool, changed []int) (boolprog.Cube, bool, error) {
	b := bitvec.New()
	e := symex.NewEncoder(p, b)
	type assumption struct {
		m   z.Lit
		lit boolprog.Lit
	}
	var assume []assumption
	var guard z.Lit
	var execErr error
	caught := symex.Catch(func() {
		st0 := symex.NewState(b.T())
		for i, pr := range preds {
			m := e.Cond(st0, pr.Expr)
			if !cur[i] {
				m = m.Not()
			}
			assume = append(assume, assumption{m, boolprog.Lit{Pred: i, Neg: !cur[i]}})
		}
		st := symex.NewState(b.T())
		if execErr = e.ExecBlock(st, blk); execErr != nil {
			return
		}
		for _, i := range changed {
			m := e.Cond(st, preds[i].Expr)
			if !next[i] {
				m = m.Not()
			}
			assume = append(assume, assumption{m, boolprog.Lit{Pred: i, Next: true, Neg: !next[i]}})
		}
		guard = st.Guard
	})
	if caught != nil {
		return nil, false, caught
	}
	if execErr != nil {
		return nil, false, execErr
	}
	g := gini.New()
	roots := append([]z.Lit{guard}, e.Axioms...)
	for _, as := range assume {
		roots = append(roots, as.m)
	}
	b.AddCnf(g, roots...)
	for _, u := range append([]z.Lit{b.T(), guard}, e.Axioms...) {
		g.Add(u)
		g.Add(0)
	}
	ms := make([]z.Lit, len(assume))
	for i, as := range assume {
		ms[i] = as.m
	}
	switch r, err := bitvec.SolveAssuming(ctx, g, ms...); {
	case err != nil:
		return nil, false, fmt.Errorf("checking the transition from %s: %w", blk.From, err)
	case r == 1:
		return nil, false, nil
	case r != -1:
		return nil, false, fmt.Errorf("checking the transition from %s: the solver gave no answer", blk.From)
	}
	inCore := map[z.Lit]bool{}
	for _, m := range g.Why(nil) {
		inCore[m] = true
	}
	var cube boolprog.Cube
	for _, as := range assume {
		if inCore[as.m] {
			cube = append(cube, as.lit)
			delete(inCore, as.m) // one literal per solver literal
		}
	}
	return cube, true, nil
}
