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
	"github.com/satabs-go/satabs-go/bmc"
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
	Replay  *interp.Result     // the replayed counterexample, for False
	Reason  string             // for Unknown
	Preds   []*abstract.Predicate
	Final   *abstract.Abstraction // the last abstraction
	MC      *modelcheck.Result    // the last model checking result
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
	st := abstract.NewStructure(p)
	abs := abstract.NewAbstractor(st, opts.Abstraction)
	defer func() {
		res.Stats.SATCalls += abs.Stats.SATCalls
		res.Stats.Cubes = abs.Stats.Cubes
		res.Preds = preds.list
	}()
	for iter := 1; ; iter++ {
		res.Stats.Iterations = iter
		if ctx.Err() != nil {
			return unknown(res, bmc.LimitReason(ctx)), nil
		}
		t0 := time.Now()
		a, err := abs.Abstract(ctx, preds.list)
		res.Stats.AbstractionTime += time.Since(t0)
		if err != nil {
			var u *abstract.UnknownError
			if errors.As(err, &u) {
				if ctx.Err() != nil {
					return unknown(res, bmc.LimitReason(ctx)), nil
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
				return unknown(res, bmc.LimitReason(ctx)), nil
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
		var segs []*abstract.Segment
		for _, step := range mc.Trace[1:] {
			segs = append(segs, a.Segment[step.Trans])
		}
		res.Stats.AbstractTraceLen = len(segs)
		t0 = time.Now()
		sim, err := simulate(ctx, p, segs)
		res.Stats.SimulationTime += time.Since(t0)
		if err != nil {
			var u *symex.UnsupportedError
			if errors.As(err, &u) {
				return unknown(res, u.Error()), nil
			}
			if ctx.Err() != nil {
				return unknown(res, bmc.LimitReason(ctx)), nil
			}
			return nil, err
		}
		res.Stats.SATCalls += sim.satCalls
		if sim.feasible {
			if opts.Progress != nil {
				fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, abstract trace of %d steps is real\n", iter, len(preds.list), len(segs))
			}
			rep, err := interp.Run(p, interp.NewSeqInputs(sim.inputs), interp.Options{})
			if err != nil {
				return nil, fmt.Errorf("replay of the counterexample: %w", err)
			}
			if rep.Status == interp.Undefined && len(segs) > 0 && segs[len(segs)-1].Error != nil {
				return unknown(res, bmc.UndefinedReason(segs[len(segs)-1].Error, rep)), nil
			}
			if rep.Status != interp.Violated {
				return nil, fmt.Errorf("counterexample does not replay: the interpreter ends with %s %s", rep.Status, rep.Reason)
			}
			if rep.Check.Kind == program.CheckCapacity {
				return unknown(res, bmc.CapacityReason(rep.Check)), nil
			}
			res.Verdict, res.Check, res.Replay = False, rep.Check, rep
			return res, nil
		}
		t0 = time.Now()
		added := 0
		for _, j := range sim.core {
			added += discover(p, preds, segs, j)
		}
		res.Stats.RefinementTime += time.Since(t0)
		if opts.Progress != nil {
			fmt.Fprintf(opts.Progress, "iteration %d: %d predicates, abstract trace of %d steps is spurious at step %d, %d new predicates\n", iter, len(preds.list)-added, len(segs), sim.failedStep+1, added)
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
	for _, a := range atoms(simplify(e)) {
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

// discover adds the atoms of the weakest preconditions of the conditions
// of step j, taken backwards to the start of the trace.
func discover(p *program.Program, preds *predicateSet, segs []*abstract.Segment, j int) int {
	var phi program.Expr
	first := segs[j].Edges[0]
	switch st := first.Stmt.(type) {
	case *program.Assume:
		phi = st.Cond
	case *program.Check:
		phi = st.Cond
	default:
		return 0
	}
	added := preds.addAtoms(phi)
	// Atoms are collected at segment boundaries (abstraction points), and
	// also where a havoc inside a segment ends the computation: what was
	// found up to it still separates the states.
	for i := j - 1; i >= 0 && phi != nil; i-- {
		edges := segs[i].Edges
		for k := len(edges) - 1; k >= 0 && phi != nil; k-- {
			if k == 0 && segs[i].Error != nil {
				continue
			}
			next := wpEdge(p, edges[k], phi)
			if next == nil {
				added += preds.addAtoms(phi)
			}
			phi = next
		}
		if phi != nil {
			added += preds.addAtoms(phi)
		}
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

// simulate executes the segments on one symbolic state and finds the first
// step at which the path becomes infeasible.
func simulate(ctx context.Context, p *program.Program, segs []*abstract.Segment) (*simulation, error) {
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
		for k, seg := range segs {
			if ctx.Err() != nil {
				err = ctx.Err()
				return
			}
			st.Guard = b.T()
			for i, ed := range seg.Edges {
				if i == 0 && seg.Error != nil {
					c := ed.Stmt.(*program.Check)
					st.Guard = b.C().And(st.Guard, e.Cond(st, c.Cond).Not())
					continue
				}
				if err = e.Exec(st, ed); err != nil {
					return
				}
			}
			conds = append(conds, st.Guard)
			roots := append([]z.Lit{st.Guard}, e.Axioms...)
			b.AddCnf(g, roots...)
			for _, ax := range e.Axioms {
				g.Add(ax)
				g.Add(0)
			}
			e.Axioms = e.Axioms[:0]
			g.Assume(conds...)
			sim.satCalls++
			r, solveErr := bitvec.Solve(ctx, g)
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
			sim.inputs = append(sim.inputs, bmc.ModelValue(e, val, h.Type, h.Value))
		}
	})
	if caught != nil {
		return nil, caught
	}
	return sim, err
}

// constrainTransitions checks each transition of an abstract trace on its
// own: from some concrete state with the step's predicate values, can the
// segment reach a state with the next step's values? Each impossible one
// is removed from its segment's abstraction, narrowed to the predicate
// values gini's failed assumptions name. It returns how many it removed.
func constrainTransitions(ctx context.Context, p *program.Program, abs *abstract.Abstractor, a *abstract.Abstraction, trace []modelcheck.Step) (int, error) {
	n := 0
	for k := 1; k < len(trace); k++ {
		if ctx.Err() != nil {
			return n, nil
		}
		t := a.BP.Trans[trace[k].Trans]
		seg := a.Segment[trace[k].Trans]
		cube, impossible, err := impossibleTransition(ctx, p, seg, a.Preds, trace[k-1].Values, trace[k].Values, t.Changed)
		if err != nil {
			return n, err
		}
		if impossible {
			abs.Constrain(seg, cube)
			n++
		}
	}
	return n, nil
}

func impossibleTransition(ctx context.Context, p *program.Program, seg *abstract.Segment, preds []*abstract.Predicate, cur, next []bool, changed []int) (boolprog.Cube, bool, error) {
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
		for i, ed := range seg.Edges {
			if i == 0 && seg.Error != nil {
				c := ed.Stmt.(*program.Check)
				st.Guard = b.C().And(st.Guard, e.Cond(st, c.Cond).Not())
				continue
			}
			if execErr = e.Exec(st, ed); execErr != nil {
				return
			}
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
	g.Assume(ms...)
	if r, err := bitvec.Solve(ctx, g); err != nil || r == 1 {
		return nil, false, nil // possible, or no time left to say
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
