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
	// Block is where the abstraction points are (abstract.SBE: every
	// branch and join).
	Block abstract.BlockEncoding
	// LocalPrecision tracks each predicate only at the abstraction
	// points where refinement placed it; otherwise every predicate is
	// tracked everywhere (global precision).
	LocalPrecision bool
	// MinimisePredicates, with LocalPrecision, keeps of each
	// refinement's new placements only a smallest set that still rules
	// the spurious trace out (predicate minimisation; see minimise).
	MinimisePredicates bool
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
	Points      int // abstraction points
	Blocks      int // blocks (abstract transitions)
	Refinements int // iterations that refined (added predicates or constraints)
	// PredsPerPointAvg and PredsPerPointMax are the predicates tracked
	// per abstraction point in the last abstraction.
	PredsPerPointAvg float64
	PredsPerPointMax int
	// MinimiseChecks counts the exact checks of predicate minimisation,
	// MinimisedAway the placements it removed.
	MinimiseChecks int
	MinimisedAway  int
}

// abstractionEnds is the loop's answer when abstracting ends with err:
// UNKNOWN for what the abstraction cannot express or the end of ctx (its
// limit named), an internal error otherwise.
func abstractionEnds(ctx context.Context, res *Result, err error) (*Result, error) {
	var u *abstract.UnknownError
	if errors.As(err, &u) {
		if ctx.Err() != nil {
			return unknown(res, bitvec.LimitReason(ctx)), nil
		}
		return unknown(res, u.Reason), nil
	}
	return nil, err
}

// Verify runs the CEGAR loop on p.
func Verify(ctx context.Context, p *program.Program, opts Options) (*Result, error) {
	if opts.MaxIterations == 0 {
		opts.MaxIterations = 100
	}
	checker := opts.Checker
	if checker == nil {
		mo := modelcheck.Options{Stop: ctx.Done()}
		if d, ok := ctx.Deadline(); ok {
			mo.Deadline = d
		}
		checker = modelcheck.NewBDD(mo)
	}
	res := &Result{}
	st := abstract.NewBlockStructure(p, opts.Block)
	preds := newPredicateSet(p, st, opts.LocalPrecision)
	for _, blk := range st.Blocks {
		// A check's atoms start at the points its error blocks leave.
		if blk.Error != nil {
			preds.addAtoms(blk.CheckEdge().Stmt.(*program.Check).Cond, blk.From)
		}
	}
	for _, e := range opts.Predicates {
		preds.addAtoms(e, nil)
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
	abs := abstract.NewAbstractor(st, opts.Abstraction)
	res.Stats.Points, res.Stats.Blocks = len(st.Points), len(st.Blocks)
	defer func() {
		res.Stats.SATCalls += abs.Stats.SATCalls
		res.Stats.Cubes = abs.Stats.Cubes
		res.Stats.Abstraction = abs.Stats
		res.Preds = preds.list
		res.Stats.PredsPerPointAvg, res.Stats.PredsPerPointMax = preds.perPoint()
	}()
	for iter := 1; ; iter++ {
		res.Stats.Iterations = iter
		if ctx.Err() != nil {
			return unknown(res, bitvec.LimitReason(ctx)), nil
		}
		t0 := time.Now()
		a, err := abs.AbstractWith(ctx, preds.list, preds.precision())
		res.Stats.AbstractionTime += time.Since(t0)
		if err != nil {
			return abstractionEnds(ctx, res, err)
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
			if a.EndsBlock[step.Trans] {
				blocks = append(blocks, a.Block[step.Trans])
			}
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
		res.Stats.Refinements++
		t0 = time.Now()
		added, before := 0, len(preds.list)
		preds.log = preds.log[:0]
		for _, j := range sim.core {
			added += discover(ctx, p, preds, blocks, j)
		}
		if opts.MinimisePredicates && added > 0 {
			removed, checks, err := minimise(ctx, abs, preds, blocks, preds.log)
			res.Stats.MinimiseChecks += checks
			res.Stats.MinimisedAway += removed
			added -= removed
			if err != nil {
				return abstractionEnds(ctx, res, err)
			}
		}
		res.Stats.RefinementTime += time.Since(t0)
		if sh != nil && len(preds.list) > before {
			var fresh []program.Expr
			for _, pr := range preds.list[before:] {
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
			fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, abstract trace of %d steps is spurious at step %d, %d new predicates\n", iter, before, len(blocks), sim.failedStep+1, len(preds.list)-before)
		}
		if added == 0 {
			// The predicates are there; some abstract transition of the
			// trace must be impossible by itself (Cartesian abstraction, or
			// an abstract state no concrete state has).
			t0 = time.Now()
			n, overBudget, err := constrainTransitions(ctx, p, abs, a, mc.Trace)
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
				// A solve that went over the budget may have kept the
				// spurious transition: give it more time, if it had any.
				if !abs.Sharpen(overBudget) {
					return unknown(res, fmt.Sprintf("refinement found no new predicate after %d iterations", iter)), nil
				}
				if opts.Progress != nil {
					fmt.Fprintf(opts.Progress, "iteration %d: solve budget raised to %d propagations\n", iter, abs.SolveBudget())
				}
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

// predicateSet is the growing list of predicates, without duplicates,
// and with local precision the points where each is tracked.
type predicateSet struct {
	p     *program.Program
	st    *abstract.Structure
	list  []*abstract.Predicate
	index map[string]int
	local bool
	at    abstract.Precision // with local precision
	// log collects the placements added (with local precision).
	log []placement
}

func newPredicateSet(p *program.Program, st *abstract.Structure, local bool) *predicateSet {
	ps := &predicateSet{p: p, st: st, index: map[string]int{}, local: local}
	if local {
		ps.at = abstract.Precision{}
		for _, l := range st.Points {
			ps.at[l] = map[int]bool{}
		}
	}
	return ps
}

// precision returns the precision to abstract with: nil for global.
func (ps *predicateSet) precision() abstract.Precision { return ps.at }

// addAtoms adds the atoms of e at point l (every point when l is nil,
// and always with global precision) and returns how many predicates or
// placements are new.
func (ps *predicateSet) addAtoms(e program.Expr, l *program.Loc) int {
	n := 0
	for _, a := range symex.Atoms(symex.Simplify(e)) {
		if a.Type().Kind != program.KindBool {
			continue
		}
		text := program.ExprString(a)
		i, ok := ps.index[text]
		if !ok {
			i = len(ps.list)
			ps.index[text] = i
			ps.list = append(ps.list, abstract.NewPredicate(ps.p, a))
			if !ps.local {
				n++
			}
		}
		if !ps.local {
			continue
		}
		for _, pt := range ps.st.Points {
			if (l == nil || pt == l) && !ps.at[pt][i] {
				ps.at[pt][i] = true
				ps.log = append(ps.log, placement{i, pt})
				n++
			}
		}
	}
	return n
}

// perPoint returns the average and the largest number of predicates
// tracked at a point.
func (ps *predicateSet) perPoint() (float64, int) {
	if len(ps.st.Points) == 0 {
		return 0, 0
	}
	if !ps.local {
		return float64(len(ps.list)), len(ps.list)
	}
	total, most := 0, 0
	for _, pt := range ps.st.Points {
		n := len(ps.at[pt])
		total += n
		most = max(most, n)
	}
	return float64(total) / float64(len(ps.st.Points)), most
}

// discover adds the atoms of the weakest preconditions of the condition
// of step j, taken backwards to the start of the trace, or until a
// precondition grows too large (symex.TooLargeForWP) or ctx ends.
func discover(ctx context.Context, p *program.Program, preds *predicateSet, blocks []*symex.Block, j int) int {
	phi := symex.BlockCondition(p, blocks[j])
	if phi == nil {
		return 0
	}
	added := preds.addAtoms(phi, blocks[j].From)
	// Atoms are collected at block boundaries (abstraction points), each
	// at the point where the precondition holds, and also where a havoc
	// inside a block ends the computation: what was found up to it still
	// separates the states (placed at the block's start and end).
	for i := j - 1; i >= 0 && ctx.Err() == nil; i-- {
		if symex.TooLargeForWP(phi) {
			break // its atoms are placed already; going on costs more than it gives
		}
		pre, cut := symex.WP(p, blocks[i], phi)
		if pre == nil {
			added += preds.addAtoms(cut, blocks[i].From)
			added += preds.addAtoms(cut, blocks[i].To)
			break
		}
		added += preds.addAtoms(pre, blocks[i].From)
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
			// A large block has havocs on paths the model does not
			// take; their guards (within the block) are false.
			if b.EvalLit(val, h.Guard) {
				sim.inputs = append(sim.inputs, e.ModelValue(val, h.Type, h.Value))
			}
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
// not checked to the end: no count of zero may be read from it. A check
// that takes longer than the abstractor's solve budget counts as possible;
// overBudget says one did.
func constrainTransitions(ctx context.Context, p *program.Program, abs *abstract.Abstractor, a *abstract.Abstraction, trace []modelcheck.Step) (n int, overBudget bool, err error) {
	budget := int64(-1)
	var testOver func() bool
	if abs != nil {
		budget, testOver = abs.SolveBudget(), abs.Opts.OverBudget
	}
	start := 0 // the step before the current block's chain
	for k := 1; k < len(trace); k++ {
		if err := ctx.Err(); err != nil {
			return n, overBudget, err
		}
		if !a.EndsBlock[trace[k].Trans] {
			continue
		}
		blk := a.Block[trace[k].Trans]
		var changed []int // of the whole chain
		for j := start + 1; j <= k; j++ {
			changed = append(changed, a.BP.Trans[trace[j].Trans].Changed...)
		}
		cur := trace[start].Values
		start = k
		var from, to []int // the predicates the step's two points track
		for i := range a.Preds {
			if a.Tracked(blk.From, i) {
				from = append(from, i)
			}
		}
		for _, i := range changed {
			if blk.To != nil && a.Tracked(blk.To, i) {
				to = append(to, i)
			}
		}
		if testOver != nil && testOver() {
			overBudget = true
			continue
		}
		check := ctx
		var cancel context.CancelFunc = func() {}
		if budget > 0 {
			check, cancel = bitvec.WithWorkBudget(ctx, budget)
		}
		cube, impossible, err := impossibleTransition(check, p, blk, a.Preds, from, cur, trace[k].Values, to)
		cancel()
		if err != nil && ctx.Err() == nil && check.Err() != nil {
			overBudget = true
			continue
		}
		if err != nil {
			return n, overBudget, err
		}
		if impossible {
			abs.Constrain(blk, cube)
			n++
		}
	}
	return n, overBudget, nil
}

// impossibleTransition decides whether blk can go from a state with the
// predicate values cur to one with the values next (of the changed
// predicates). When it cannot, it returns the values that contradict
// each other. It returns an error when the solver could not decide (ctx
// ended): "possible" is a claim it needs an answer for.
func impossibleTransition(ctx context.Context, p *program.Program, blk *symex.Block, preds []*abstract.Predicate, tracked []int, cur, next []bool, changed []int) (boolprog.Cube, bool, error) {
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
		for _, i := range tracked {
			m := e.Cond(st0, preds[i].Expr)
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
