package kinduction

import (
	"context"
	"fmt"
	"io"
	"slices"
	"sort"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// An Invariant is what holds at a loop head every time control reaches
// it, in every execution up to its first check violation: the conjunction
// of Atoms (none: nothing is known; one false atom: the head is
// unreachable). The invariants Synthesize returns are proved together:
// their conjunction over all loop heads is inductive relative to the
// program's start.
type Invariant struct {
	Loc   *program.Loc
	Atoms []program.Expr
	// Shown are the atoms worth printing: Atoms without the intervals of
	// a variable's other-signedness view that say what its own view says.
	Shown []program.Expr
	// Quantified are the invariant's atoms over every cell in a range
	// (∀k. 0 <= k && k < i ==> a[k] == 42), part of the conjunction
	// like Atoms. Users that cannot instantiate them (predicate
	// abstraction, witnesses) leave them out, which only weakens the
	// invariant.
	Quantified []*Quantified
	// Exact are product equalities that the algebra proved with the
	// loops' exits as equalities (exits.go): they hold at the head like
	// Atoms, but SAT and predicate abstraction leave them out (their
	// multipliers would cost every step case); ChecksImplied uses them.
	Exact []program.Expr
}

// SynthOptions bound the synthesis.
type SynthOptions struct {
	// MaxVars is the number of template variables per loop head (default
	// 10); MaxPairVars of them (default 6) also get x−y and x+y.
	MaxVars, MaxPairVars int
	// MaxIterations is the number of candidates refuted before the
	// synthesis stops widening to thresholds and only drops what fails
	// (default 300).
	MaxIterations int
	// Candidates are extra candidate atoms per loop head (Boolean
	// expressions over the program's variables), kept when proved with
	// the rest, dropped when refuted, as the loop conditions are.
	Candidates map[*program.Loc][]program.Expr
	// NarrowBudget bounds the narrowing after the fixpoint, in work: the
	// propagations of its solves, given as the duration they take at
	// bitvec.PropagationsPerSecond (bitvec.Work); 0 means as much work as
	// the fixpoint took, at least a second's. Narrowing stopped by its
	// budget keeps what it proved so far; the budget being work, that is
	// the same on every machine.
	NarrowBudget time.Duration
	// QuantifiedBudget bounds Houdini over the quantified candidates, in
	// work given as a duration like NarrowBudget; 0 means
	// DefaultQuantifiedBudget or twice the work the other templates took,
	// whichever is more (never more than four fifths of what the work
	// budgets of ctx leave, bitvec.WorkLeft). When it runs out, the
	// quantified candidates are dropped and the rest stands.
	QuantifiedBudget time.Duration
	// ProofOnly skips narrowing when the invariant proved before it
	// already rules out every check's violation (checksExcluded): for
	// the engines, which need a proof, not the strongest invariant.
	ProofOnly bool
}

// SynthStats are figures about a synthesis.
type SynthStats struct {
	Iterations int // candidates refuted (SAT calls that found a model)
	SATCalls   int
	Atoms      int // atoms of the proved invariants
	Time       time.Duration
	// QuantifiedCandidates counts the quantified candidates generated,
	// QuantifiedSampled those concrete runs left (before the cap).
	QuantifiedCandidates, QuantifiedSampled int
	// PointerView counts the pointers whose dereferences the candidates
	// were generated as array cells for (pointers.go).
	PointerView int
	// QuantifiedGivenUp counts the candidates that Houdini dropped
	// because their query alone ran out of its share of work.
	QuantifiedGivenUp int
	// QuantifiedScaled says that the runs filtered the candidates on a
	// scaled-down copy of the program (scale.go).
	QuantifiedScaled bool
	// Algebraic counts the hull's relations proved by algebra, without
	// SAT (algebraicRelations).
	Algebraic int
	// The work (propagations) of the phases: ScalarWork before the
	// quantified candidates join (widening of the templates and of the
	// product terms), QuantifiedWork in Houdini's rounds over them
	// (vacuous ones included), NarrowWork in the narrowings after each
	// round (the cell candidates' included): where a synthesis spends
	// its budget, the same on every machine.
	ScalarWork, QuantifiedWork, NarrowWork int64
	// NarrowSkipped says that the invariant ruled out every check's
	// violation before a narrowing, which did not run (checksExcluded).
	NarrowSkipped bool
	// QuantifiedQueries counts Houdini's queries (a candidate and a
	// transition), QuantifiedRefuted those with a model (the candidate
	// dropped), QuantifiedPutOff those that spent their share of work
	// and were put off; QuantifiedSpent counts the rounds that ran out
	// of their budget (every candidate of the round dropped).
	QuantifiedQueries, QuantifiedRefuted, QuantifiedPutOff, QuantifiedSpent int
}

// A term is an integer expression with an interval [lo, hi] (bit patterns
// of the term type's width, ordered by its signedness).
type term struct {
	expr           program.Expr
	t              *program.Type
	lo, hi         uint64
	loWide, hiWide int
	at1            bitvec.BV // the value after the step
	// product says that the term is a product relation made linear
	// (productTerms): a bound whose step query outgrows guardWork is
	// given up (solveSplit).
	product bool
	// natural, for the view of a variable in the other signedness, is
	// the view in its own type: when both intervals say the same, only
	// that one is shown.
	natural *term
	// The extent of the first samples (concrete runs, or the first state
	// SAT found): narrowing tries bounds from there outwards.
	seen           bool
	seenLo, seenHi uint64
}

// A domain is the candidate invariant at one cut point.
type domain struct {
	cut     int
	reached bool
	terms   []*term
	// The affine relations between hullVars modulo 2^64 (each variable
	// sign- or zero-extended by its type, as C converts to unsigned long
	// long) that every sample satisfies.
	hullVars []*program.Var
	hullAt1  []bitvec.BV
	samples  [][]uint64
	// Runs are the samples from concrete runs: reachable states, which
	// the SAT models in samples need not be.
	runs   [][]uint64
	rels   []relation
	noHull bool
	// Guards are candidate atoms from the loop's conditions, dropped when
	// a sample refutes them (Houdini); allGuards keeps them all.
	guards, allGuards []program.Expr
	// cellGuards are the candidates over the cells of small arrays
	// (sumCandidates), proved by a narrowing of their own after the
	// rest.
	cellGuards []program.Expr
	// congruences are the congruence candidates of scalars
	// (congruence.go), dropped like the guards when a sample refutes
	// them and proved with the cell candidates, after the rest: the
	// divider circuit of % slows every query that reads it.
	congruences []program.Expr
	// The variables the loop writes, and those the outermost loop
	// around the head writes.
	written, outerWritten map[*program.Var]bool
	// Weaker maps a guard v == c || g to g, which makes it redundant
	// while g stands.
	weaker map[program.Expr]program.Expr
	// Quants are the quantified candidates still standing, dropped like
	// the guards when a state after a step violates them.
	quants []*Quantified
	// roundAtoms counts the atoms after the last quantified round.
	roundAtoms int
	// algebraic are relations of the hull in the width of their
	// variables that the algebra of poly.go proved (algebraicRelations):
	// assumed before every step, never asked after one. algebraicText
	// holds their texts, whose 64-bit forms the hull no longer asks.
	algebraic []program.Expr
	// exact are the head's product equalities (Invariant.Exact).
	exact         []program.Expr
	algebraicText map[string]bool
}

type synth struct {
	ctx context.Context
	sys *System
	// algebraTried holds the relations (cut and text) that a pass of
	// algebraicRelations has tried (retryAlgebra).
	algebraTried map[string]bool
	// gen is the system the candidates are generated from and filtered
	// on by concrete runs: sys, or its view with dereferences of
	// pointers to array cells as cells (pointers.go). Proofs are on sys.
	gen        *System
	b          *bitvec.Builder
	e          *symex.Encoder
	g          *gini.Gini
	f0, f1     *Frame
	qe         *quantEnv
	axioms     *lazyAxioms
	doms       []*domain // per cut; nil for the entry
	thresholds []int64
	opts       SynthOptions
	start      time.Time
	// scaled is the scaled-down copy whose runs filter candidates
	// (scale.go), once scaledDone; nil when the program has none.
	scaled     *scaling
	scaledDone bool
	dropOnly   bool
	// pairs are the SAT instances of the transitions (pairSAT).
	pairs map[[2]int]*denseSAT
	// budgetDrop says that solveSplit's answer is a guard it dropped
	// for its work, not a model.
	budgetDrop bool
	// fixed are the quantified atoms proved in an earlier round, which
	// Houdini neither asks nor drops.
	fixed map[*Quantified]bool
	// nonEmpty are the quantified candidates whose range had cells in
	// a state that a concrete run of the program reached: never
	// vacuous (dropVacuous).
	nonEmpty map[*Quantified]bool
	stats    SynthStats
}

var (
	int64T  = program.IntType("long long", 64, true)
	uint32T = program.IntType("unsigned int", 32, false)
	uint64T = program.IntType("unsigned long long", 64, false)
	r64     = newRing(64)
)

// Synthesize computes invariants at every loop head of sys by a SAT-based
// fixpoint over templates: intervals of each template variable (signed
// and unsigned views) and of the differences and sums of pairs, affine
// equalities modulo 2^64 between the variables (which include
// congruences such as x ≡ 0 mod 4), and the non-strict forms of the
// loop's conditions. A candidate starts as the first sample that reaches
// the head; each model of "a state satisfying the candidates steps to a
// state outside them" widens the candidate (interval bounds jump to the
// program's constants, then give up), adds a sample to the affine hull,
// or drops a condition. The loop ends when no such model exists: that
// unsatisfiable call is the proof that the candidates, all heads together,
// are inductive relative to the start. Invariants are returned per cut
// point (index as in sys.Cuts; the entry's is empty).
func Synthesize(ctx context.Context, sys *System, opts SynthOptions) ([]Invariant, SynthStats, error) {
	start := time.Now()
	if opts.MaxVars <= 0 {
		opts.MaxVars = 10
	}
	if opts.MaxPairVars == 0 {
		opts.MaxPairVars = 6
	}
	if opts.MaxIterations <= 0 {
		opts.MaxIterations = 300
	}
	// A count of the synthesis's work, for the budgets of its phases.
	ctx, _ = bitvec.WithWorkBudget(ctx, 0)
	s := &synth{ctx: ctx, sys: sys, opts: opts, b: bitvec.New(), g: gini.New(), start: start}
	s.e = symex.NewEncoder(sys.P, s.b)
	s.axioms = newLazyAxioms(s.e)
	s.thresholds = programConstants(sys.P)
	var (
		invs []Invariant
		err  error
	)
	// Atoms are evaluated outside Exec, which catches what the encoding
	// cannot express: an error, never a panic.
	if cerr := symex.Catch(func() { invs, err = s.run() }); cerr != nil {
		invs, err = nil, cerr
	}
	s.stats.Time = time.Since(start)
	return invs, s.stats, err
}

func (s *synth) run() ([]Invariant, error) {
	sys := s.sys
	s.f0 = sys.FreeFrame(s.e)
	f1, err := sys.Step(s.ctx, s.e, s.f0)
	if err != nil {
		return nil, err
	}
	s.f1 = f1
	s.qe = newQuantEnv(s.e, s.f0.States[0], sys.vars)
	live := liveIntegers(sys.P)
	genLive := live
	var addrs []program.Expr
	var walk *walkView
	s.gen, addrs, walk = pointerView(sys)
	if s.gen != sys {
		genLive = liveIntegers(s.gen.P)
		s.stats.PointerView = len(addrs)
	}
	quants := s.quantifiedCandidates(genLive)
	cells := append(constantCells(s.gen), checkConditions(s.gen)...)
	cells = append(cells, throughCells(cells, quants)...)
	// The view's ghost indices become the program's pointer
	// differences (walking.go).
	walk.unviewQuantified(quants)
	cells = walk.unviewAll(cells)
	cells = append(cells, addrs...)
	s.doms = make([]*domain, len(sys.Cuts))
	tvars := make([][]*program.Var, len(sys.Cuts))
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		tvars[c] = templateVars(sys.P, live[head], sys.Nest.LoopOfHead(head).Body, s.opts.MaxVars)
	}
	sums := s.sumCandidates(tvars)
	walkRels := walk.relations(s.gen)
	for c := range sums {
		sums[c] = walk.unviewAll(sums[c])
	}
	exitOrs := exitDisjunctions(sys, live)
	witnesses := witnessCandidates(sys, live)
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		d := &domain{cut: c}
		vs := tvars[c]
		for _, v := range vs {
			d.addVarTerms(v)
		}
		var pairVars []*program.Var
		for _, v := range vs {
			if v.Type.Kind == program.KindInt && v.Type.Width <= 32 && len(pairVars) < s.opts.MaxPairVars {
				pairVars = append(pairVars, v)
			}
		}
		for i, x := range pairVars {
			for _, y := range pairVars[i+1:] {
				d.terms = append(d.terms, &term{expr: wide(program.Sub, x, y), t: int64T})
			}
		}
		d.hullVars = vs
		seen := map[string]bool{}
		// The conditions at the head, and those that leave the loop
		// elsewhere (a do … while tests at the bottom): their
		// non-strict forms, and the exit conditions as they stand
		// (the head of a do … while is entered only while it holds).
		exits := exitConditions(nil, sys.Nest.LoopOfHead(head).Body)
		// A do … while that nothing follows keeps its test at the
		// bottom only as the assume on the edge back to the head
		// (the cone of influence removed the edge out): that
		// condition holds at every arrival but the first, and its
		// forms are candidates as the exit's are. Only those over
		// scalars: an if without else also goes back to the head
		// under its negated condition, and a cell's comparison is
		// never refuted by a sample.
		for _, cond := range exitConditions(head, sys.Nest.LoopOfHead(head).Body) {
			if !readsCells(cond) {
				exits = append(exits, cond)
			}
		}
		for n, cond := range append(loopConditions(head), exits...) {
			ops := []program.BinaryOp{program.Le, program.Ge}
			if n >= len(loopConditions(head)) && cond.Op != program.Eq && cond.Op != program.Ne {
				ops = append(ops, cond.Op)
			}
			for _, op := range ops {
				g := &program.Binary{Op: op, X: cond.X, Y: cond.Y, T: program.Bool}
				text := program.ExprString(g)
				// Skip duplicates and atoms true of every state
				// (unsigned x >= 0).
				if seen[text] || s.e.Cond(s.f0.States[c], g) == s.b.T() {
					continue
				}
				seen[text] = true
				d.guards = append(d.guards, g)
			}
		}
		// Each comparison a compound condition combines (x < n of
		// while (x < n && y < m)): its non-strict forms, as a plain
		// condition's (conjuncts.go).
		for _, cond := range conditionParts(head, sys.Nest.LoopOfHead(head).Body) {
			for _, op := range []program.BinaryOp{program.Le, program.Ge} {
				g := &program.Binary{Op: op, X: cond.X, Y: cond.Y, T: program.Bool}
				text := program.ExprString(g)
				if seen[text] || s.e.Cond(s.f0.States[c], g) == s.b.T() {
					continue
				}
				seen[text] = true
				d.guards = append(d.guards, g)
			}
		}
		loop := sys.Nest.LoopOfHead(head)
		// The conditions under which the enclosing loops run their
		// bodies, as they stand, where this loop writes none of their
		// variables: an inner loop entered while j < 3*i holds keeps it,
		// and the outer step j++ needs the strict form.
		inner := loopWrites(loop.Body)
		for outer := loop.Parent; outer != nil; outer = outer.Parent {
			for _, cond := range bodyConditions(outer) {
				if slices.ContainsFunc(program.Vars(cond), func(v *program.Var) bool { return inner[v] }) {
					continue
				}
				g := &program.Binary{Op: cond.Op, X: cond.X, Y: cond.Y, T: program.Bool}
				text := program.ExprString(g)
				if seen[text] || s.e.Cond(s.f0.States[c], g) == s.b.T() {
					continue
				}
				seen[text] = true
				d.guards = append(d.guards, g)
			}
		}
		d.written = loopWrites(loop.Body)
		d.outerWritten = loopWrites(sys.Nest.Nest(head)[0].Body)
		extra := append(append([]program.Expr(nil), s.opts.Candidates[head]...), liveOnly(cells, live[head])...)
		extra = append(extra, exitOrs[c]...)
		extra = append(extra, witnesses[c]...)
		extra = append(extra, strideCongruences(head, loop.Body)...)
		extra = append(extra, entryBounds(head, loop.Body)...)
		extra = append(extra, flagWitnesses(head, loop.Body)...)
		if walkRels != nil {
			extra = append(extra, walkRels[c]...)
		}
		extra = append(extra, floatCounters(sys.P, loop.Body)...)
		for _, g := range append(extra, phaseCongruences(loop.Body, d.written)...) {
			text := program.ExprString(g)
			if seen[text] || g.Type().Kind != program.KindBool || s.e.Cond(s.f0.States[c], g) == s.b.T() {
				continue
			}
			seen[text] = true
			d.guards = append(d.guards, g)
		}
		d.weaker = map[program.Expr]program.Expr{}
		for _, eg := range entryGuards(head, loop.Body, d.written, d.guards) {
			d.weaker[eg] = eg.(*program.Binary).Y
			d.guards = append(d.guards, eg)
		}
		d.allGuards = append([]program.Expr(nil), d.guards...)
		for _, g := range congruenceCandidates(sys.P, head, loop.Body) {
			if text := program.ExprString(g); !seen[text] && s.e.Cond(s.f0.States[c], g) != s.b.T() {
				seen[text] = true
				d.congruences = append(d.congruences, g)
			}
		}
		for _, g := range sums[c] {
			if text := program.ExprString(g); !seen[text] && s.e.Cond(s.f0.States[c], g) != s.b.T() {
				seen[text] = true
				d.cellGuards = append(d.cellGuards, g)
			}
		}
		if st := f1.States[c]; st != nil {
			for _, t := range d.terms {
				t.at1 = s.e.Eval(st, t.expr).Bits
			}
			for _, v := range d.hullVars {
				d.hullAt1 = append(d.hullAt1, s.e.Eval(st, &program.VarRef{Var: v}).Bits)
			}
		}
		s.doms[c] = d
	}
	s.sampleConcretely()
	// The phases' relations need the samples (phasesplit.go).
	for c, d := range s.doms {
		if d == nil || !d.reached {
			continue
		}
		texts := map[string]bool{}
		for _, g := range d.allGuards {
			texts[program.ExprString(g)] = true
		}
		for _, g := range phaseSplits(sys.P, d, sys.Nest.LoopOfHead(sys.Cuts[c]).Body) {
			if text := program.ExprString(g); !texts[text] {
				texts[text] = true
				d.guards = append(d.guards, g)
				d.allGuards = append(d.allGuards, g)
			}
		}
	}
	s.algebraicRelations()
	for _, d := range s.doms[1:] {
		if d.reached {
			s.spreadTerms(d, d.written)
			s.slackTerms(d, sys.Cuts[d.cut], sys.Nest.LoopOfHead(sys.Cuts[d.cut]).Body)
		}
	}
	if err := s.fixpoint(); err != nil {
		return nil, err
	}
	// With the bounds proved, an exit j >= m from a head where j <= m
	// holds is j == m: exact product relations become provable.
	s.exactProducts()
	// With the parameters' intervals proved, product relations over the
	// samples suggest linear terms; the fixpoint then bounds them (the
	// invariant proved so far stays: it is inductive on its own).
	more := false
	for _, d := range s.doms[1:] {
		if d.reached {
			n := len(d.terms)
			s.productTerms(d, d.outerWritten)
			more = more || len(d.terms) > n
		}
	}
	// A comparison with a product that the head's equalities make
	// linear is a candidate there (checklinear.go).
	more = s.linearCheckSides() || more
	if more {
		if err := s.fixpoint(); err != nil {
			return nil, err
		}
	}
	// The quantified candidates join the proved invariant: Houdini drops
	// those a step refutes (the rest of the invariant is inductive on
	// its own and stays). Joining earlier would make every widening
	// step carry them all.
	scalarWork := bitvec.WorkSpent(s.ctx)
	s.stats.ScalarWork = scalarWork
	for c, d := range s.doms {
		if d != nil && d.reached && len(quants[c]) > 0 {
			d.quants = slices.Clone(quants[c])
		}
	}
	// Two rounds at most: the facts that narrowing proves with the
	// quantified invariants (an accumulator's tot == n after a loop
	// that summed cells of 1) may be what a quantified candidate of a
	// later loop needs (if (tot == n) c[i] = c[i] - 1 keeps c[k] == 0
	// behind i), so Houdini asks once more the candidates it dropped,
	// when narrowing proved more. The quantified atoms of the first
	// round stay (fixed: the atoms narrowing proved may rest on them,
	// and they are inductive with the stronger invariant too).
	for round := 0; round < 2; round++ {
		if round > 0 && !s.secondRound(quants) {
			break
		}
		spent, err := s.quantifiedRound(scalarWork)
		if err != nil {
			return nil, err
		}
		if spent && round == 0 {
			// The first round ran out of its budget and dropped
			// every candidate: a second would ask them all again,
			// with a budget as large, under an invariant that only
			// narrowing's scalar atoms make stronger (merging two
			// sorted arrays spent 30 s' worth twice).
			if err := s.narrowRound(scalarWork); err != nil {
				return nil, err
			}
			break
		}
		if round > 0 && !s.newQuantified() {
			// The invariant is the one the first narrowing ended
			// with, whose candidates were refuted under it (or a
			// stronger one): narrowing again would ask the same.
			break
		}
		for _, d := range s.doms {
			if d != nil {
				d.roundAtoms = len(d.atoms(false))
			}
		}
		if s.opts.ProofOnly && (s.checksExcluded() || s.checksImpliedNow()) {
			// The proof needs nothing narrowing could add.
			s.stats.NarrowSkipped = true
			break
		}
		if err := s.narrowRound(scalarWork); err != nil {
			return nil, err
		}
	}
	invs := make([]Invariant, len(sys.Cuts))
	for c, loc := range sys.Cuts {
		invs[c].Loc = loc
		if c > 0 {
			invs[c].Atoms = s.doms[c].atoms(false)
			invs[c].Shown = s.doms[c].atoms(true)
			if s.doms[c].reached {
				invs[c].Quantified = s.doms[c].quants
			}
			invs[c].Exact = s.doms[c].exact
			s.stats.Atoms += len(invs[c].Atoms) + len(invs[c].Quantified)
		}
	}
	return invs, nil
}

// secondRound prepares the second quantified round and reports whether
// there is one: when narrowing proved atoms after the first and Houdini
// dropped candidates there that may now hold. The atoms the first round
// kept are fixed; the dropped candidates join them again.
func (s *synth) secondRound(quants [][]*Quantified) bool {
	grown, dropped := false, false
	for c, d := range s.doms {
		if d == nil || !d.reached {
			continue
		}
		grown = grown || len(d.atoms(false)) > d.roundAtoms
		dropped = dropped || len(d.quants) < len(quants[c])
	}
	if !grown || !dropped || s.ctx.Err() != nil {
		return false
	}
	if s.fixed == nil {
		s.fixed = map[*Quantified]bool{}
	}
	for c, d := range s.doms {
		if d == nil || !d.reached {
			continue
		}
		for _, q := range d.quants {
			s.fixed[q] = true
		}
		for _, q := range quants[c] {
			if !s.fixed[q] {
				d.quants = append(d.quants, q)
			}
		}
	}
	return true
}

// newQuantified reports whether a quantified atom stands that an
// earlier round did not prove.
func (s *synth) newQuantified() bool {
	for _, d := range s.doms {
		if d != nil && slices.ContainsFunc(d.quants, func(q *Quantified) bool { return !s.fixed[q] }) {
			return true
		}
	}
	return false
}

// quantifiedRound runs Houdini over the quantified candidates of every
// head (d.quants) on its budget of work. The candidates in s.fixed are
// proved already and never asked; when the budget runs out, every other
// candidate goes, and it reports that (spent).
func (s *synth) quantifiedRound(scalarWork int64) (spent bool, err error) {
	more := false
	for _, d := range s.doms {
		if d != nil && d.reached && len(d.quants) > 0 {
			more = true
		}
	}
	if !more {
		return false, nil
	}
	// On a budget of work of its own (SynthOptions.QuantifiedBudget,
	// at most four fifths of what the synthesis has left, so that
	// the rest can still be narrowed): when it runs out, the
	// quantified candidates go and the rest stands, proved.
	outer := s.ctx
	budget := bitvec.Work(s.opts.QuantifiedBudget)
	if budget <= 0 {
		budget = max(bitvec.Work(DefaultQuantifiedBudget), 2*scalarWork)
	}
	if left, ok := bitvec.WorkLeft(outer); ok {
		budget = max(1, min(budget, left*4/5))
	}
	qctx, cancel := bitvec.WithWorkBudget(outer, budget)
	s.ctx = qctx
	err = s.houdini(max(1, budget/quantQueryShare))
	if err == nil {
		err = s.dropVacuous()
	}
	s.stats.QuantifiedWork += bitvec.WorkSpent(qctx)
	cancel()
	s.ctx = outer
	switch {
	case err != nil && outer.Err() == nil && qctx.Err() != nil:
		s.stats.QuantifiedSpent++
		for _, d := range s.doms {
			if d != nil {
				d.quants = slices.DeleteFunc(d.quants, func(q *Quantified) bool { return !s.fixed[q] })
			}
		}
		return true, nil
	case err != nil:
		return false, err
	}
	return false, nil
}

// narrowRound runs the narrowing stages after a quantified round.
func (s *synth) narrowRound(scalarWork int64) error {
	// Narrowing is a bonus: on its own budget of work (by default as
	// much as the widening of the other templates took, at least a
	// second's), and I stays as proved when it runs out.
	outer := s.ctx
	start := bitvec.WorkSpent(outer)
	defer func() { s.stats.NarrowWork += bitvec.WorkSpent(outer) - start }()
	budget := bitvec.Work(s.opts.NarrowBudget)
	if budget <= 0 {
		budget = max(bitvec.Work(time.Second), scalarWork)
	}
	// Two stages, each a Houdini fixpoint of its own that keeps what it
	// proved when the next runs out of work: first the dropped
	// conditions alone (few candidates, often the facts a proof needs
	// that rest on the quantified invariants: t == b[n - 1] after a
	// copy), then everything, the first stage's survivors assumed.
	// Together in one stage, the many tighter bounds of a program with
	// 10^6-cell arrays spent the budget before the conditions were
	// settled, and nothing stayed.
	//
	// Each query that has a model costs about as many propagations as
	// the instance has variables, which the quantified candidates'
	// instances make hundreds of thousands on large arrays: the first
	// stage's budget grows with the work so far, so that
	// its few candidates are settled where the proof needs them (at
	// most maxGuardNarrow's worth).
	guardBudget := max(budget, min(bitvec.WorkSpent(outer), bitvec.Work(maxGuardNarrow)))
	if s.stats.QuantifiedScaled {
		// Over arrays too large for the runs (scale.go) every model
		// costs its 10^5 propagations however little the work so far
		// was (filtered on a scaled copy, Houdini had few false
		// candidates to drop): the whole of maxGuardNarrow.
		guardBudget = max(guardBudget, bitvec.Work(maxGuardNarrow))
	}
	if left, ok := bitvec.WorkLeft(outer); ok {
		guardBudget = max(1, min(guardBudget, left/2))
	}
	for _, mode := range []narrowMode{narrowGuards, narrowAll} {
		b := budget
		if mode == narrowGuards {
			b = guardBudget
		}
		nctx, cancel := bitvec.WithWorkBudget(outer, b)
		s.ctx = nctx
		// The quantified invariants are assumed at the goals' own
		// index terms only (one round): narrowing asks many queries,
		// each over the whole invariant, and a weaker assumption only
		// proves less.
		s.qe.rounds = 1
		err := s.narrow(mode)
		s.qe.rounds = 0
		cancel()
		s.ctx = outer
		if err != nil && outer.Err() != nil {
			return err
		}
		if err != nil && nctx.Err() == nil {
			return err
		}
	}
	if err := s.narrowCells(scalarWork); err != nil {
		return err
	}
	return nil
}

// liveOnly returns the atoms of cells whose integer scalars are live at
// the head (live) or may be read through a pointer: a fact about a
// variable that every path from the head writes before it reads it
// cannot serve a proof there (t == b[n - 1] at a loop before t = a[n - 1]),
// and each costs narrowing a query per transition.
func liveOnly(cells []program.Expr, live []*program.Var) []program.Expr {
	isLive := map[*program.Var]bool{}
	for _, v := range live {
		isLive[v] = true
	}
	var out []program.Expr
	for _, g := range cells {
		ok := true
		for _, v := range program.Vars(g) {
			if v.Type.IsInteger() && v.ByName() && !isLive[v] {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, g)
		}
	}
	return out
}

// quantifiedCandidates returns the quantified candidates of each cut
// point: the cell atoms and the relations between cells that concrete runs do not
// refute, at most maxQuantified of each head (cell atoms first).
func (s *synth) quantifiedCandidates(live map[*program.Loc][]*program.Var) [][]*Quantified {
	kvar := indexVars(s.gen.P)
	s.nonEmpty = map[*Quantified]bool{}
	cands := quantCandidates(s.gen, live, kvar)
	held := heldCandidates(s.gen, live, cands)
	order, copies := orderCandidates(s.gen, kvar, live)
	strict := map[*Quantified]bool{}
	own := map[*Quantified]bool{}
	for c := range cands {
		for _, q := range cands[c] {
			if selfComparison(q.Body) {
				strict[q] = true
				own[q] = true
			}
		}
		for _, q := range order[c] {
			strict[q] = true
		}
		cands[c] = append(cands[c], copies[c]...)
		cands[c] = append(cands[c], order[c]...)
		cands[c] = append(cands[c], held[c]...)
		s.stats.QuantifiedCandidates += len(cands[c])
	}
	// Longer runs than the scalar samples' (a sort of a hundred cells
	// takes 40,000 steps to reach the loop after it; one of 10^6 cells
	// takes 3·10^6 steps to fill it and 5·10^6 for the first pass),
	// fewer of them: at most 2^24 steps in all, at least two runs.
	cells := runCells(append(append([]*program.Var(nil), s.gen.P.Globals...), s.gen.P.Locals...), interp.HeldCells)
	// The runs are bounded in work, not time (2^24 steps of the
	// interpreter in all, a few seconds), so that the candidates that
	// survive are the same on every machine; only the synthesis's
	// context cuts them shorter. Each run has at most 2^23 steps, so
	// that the two runs stay within 2^24 however large the arrays: with
	// 12 steps a cell, two runs over 10^6-cell arrays took 5·10^7 steps
	// (the synthesis's whole time at N = 10^6), while the loops that
	// fill or check such arrays are jumped over by acceleration anyway.
	// seenCells: the candidates whose range had cells in a state the
	// runs (of the program or of its scaled copy) looked at, which go
	// first when a head has more than maxQuantified (evidenceFirst).
	seenCells := map[*Quantified]bool{}
	if sc := s.scaledCopy(); sc != nil {
		sc.consts = s.thresholds
		// Arrays too large for the runs to get through the loops
		// (scale.go): the runs execute the scaled-down copy.
		cands = sc.filter(s.ctx, cands, strict, own, s.nonEmpty, seenCells)
		s.stats.QuantifiedScaled = true
	} else {
		runs, steps := filterRuns(cells)
		cands = filterQuantified(s.ctx, s.gen, cands, strict, own, s.nonEmpty, s.thresholds, runs, steps)
	}
	for q := range s.nonEmpty {
		seenCells[q] = true
	}
	for c := range cands {
		s.stats.QuantifiedSampled += len(cands[c])
		seen := map[string]bool{}
		var out []*Quantified
		for _, q := range evidenceFirst(cands[c], seenCells) {
			if text := q.String(); !seen[text] && len(out) < maxQuantified {
				seen[text] = true
				out = append(out, q)
			}
		}
		cands[c] = out
	}
	return cands
}

// filterRuns returns how many runs filter the quantified candidates of
// a program with the given number of scalar cells, and the steps of
// each: 12 steps a cell, at least 100,000 and at most 2^23, so that all
// runs together stay within 2^24 steps whatever the arrays' size.
func filterRuns(cells int64) (runs, steps int) {
	steps = int(min(max(100000, 12*cells), 1<<23))
	return max(2, min(12, (1<<24)/steps)), steps
}

// dropVacuous drops the quantified atoms whose range is empty in every
// state the rest of the invariant allows (while bj == 0, anything holds
// for 0 <= k < bj): they say nothing, and instantiating them costs.
func (s *synth) dropVacuous() error {
	for c, d := range s.doms {
		if d == nil || len(d.quants) == 0 {
			continue
		}
		st := s.f0.States[c]
		base := []z.Lit{s.f0.At[c], s.lit(st, d.atoms(false))}
		// The queries are over the head's scalar atoms and a range,
		// in a dense instance of their own (denseSAT): the shared
		// solver has a variable per node of every candidate encoded
		// and instantiated so far (900,000 over the merge of two
		// arrays of 10^6 cells), and paid a million propagations
		// for each range with cells, which spent the phase's budget.
		inst := newDenseSAT(s.b)
		var keep []*Quantified
		for _, q := range d.quants {
			// A range with cells in a state a run reached is not
			// empty under the invariant (which that state
			// satisfies); a candidate of an earlier round was
			// asked there. Keeping a vacuous atom costs queries,
			// never soundness.
			if s.nonEmpty[q] || s.fixed[q] {
				keep = append(keep, q)
				continue
			}
			k := s.qe.bind(st, q.K, s.b.Fresh(q.K.Type.Width))
			rng := q.formula.(*program.Binary).X.(*program.Unary).X
			sat, err := s.solveIn(inst, s.e.Cond(k, rng), base)
			if err != nil {
				return err
			}
			if sat {
				keep = append(keep, q)
			}
		}
		d.quants = keep
	}
	return nil
}

// fixpoint checks each pair of cut points (c, d) that one transition
// joins: can a state in c's candidate step to one outside d's? Each such
// state widens d's candidate. A pass over all pairs in which every call
// is unsatisfiable proves the candidates inductive together (the entry's
// candidate is true).
func (s *synth) fixpoint() error {
	succ := s.sys.successors()
	for {
		changed := false
		for c := range s.sys.Cuts {
			for _, d := range succ[c] {
				if d == 0 {
					continue
				}
				for {
					sat, err := s.refute(c, d)
					if err != nil {
						return err
					}
					if !sat {
						break
					}
					changed = true
				}
			}
		}
		if !changed {
			return nil
		}
	}
}

// refute looks for a state in c's candidate that steps to one outside
// d's, and widens d's candidate to include the latter when there is one.
func (s *synth) refute(c, d int) (bool, error) {
	if err := s.ctx.Err(); err != nil {
		return false, err
	}
	b, f1 := s.b, s.f1
	if !s.doms[d].reached && !(c == 0 || s.doms[c].reached) {
		return false, nil
	}
	if c > 0 && !s.doms[c].reached {
		return false, nil
	}
	goal := f1.At[d]
	first := !s.doms[d].reached
	if !first {
		goal = b.C().And(goal, s.goalLit(d).Not())
	}
	// The assumptions come after the goal: its reads are index terms
	// to instantiate at.
	s.budgetDrop = false
	sat, err := s.solveSplit(c, d, goal)
	if err != nil || !sat {
		return false, err
	}
	if s.budgetDrop {
		return true, nil // a guard dropped: no model to widen by
	}
	s.stats.Iterations++
	if s.stats.Iterations >= s.opts.MaxIterations {
		s.dropOnly = true
	}
	// The model on the whole circuit: the first point of a head is a
	// state outside the goal's cone (the goal was only to get there),
	// and a later one reads terms no atom of the goal holds.
	s.update(s.doms[d], s.axioms.model(sharedSAT{b, s.g}))
	return true, nil
}

// splitWork is the work a step query of the fixpoint gets as one
// disjunction (some candidate of the target fails) before it is asked
// candidate by candidate.
var splitWork = bitvec.Work(300 * time.Millisecond)

// fromCut are the assumptions of a step from cut c toward goal: the
// execution at c, in c's candidate (instantiated for goal, which must
// be encoded first).
func (s *synth) fromCut(c int, goal z.Lit) []z.Lit {
	as := []z.Lit{s.f0.At[c]}
	if c > 0 {
		as = append(as, s.assumeLit(c, s.doms[c].atoms(false), goal))
	}
	return as
}

// solveSplit decides whether a step from c leaves d's candidate (goal). When the one query runs out of splitWork, it is
// asked again for each atom of the candidate alone (and each quantified
// candidate): a model of any is a model of goal, and all unsatisfiable
// is goal unsatisfiable. CDCL proves many small goals much faster than
// their disjunction over adders (3*i - a - b == 0 with a dozen interval
// and difference atoms: 33 s as one query). The model of the last solve
// is the one s.update reads.
func (s *synth) solveSplit(c, d int, goal z.Lit) (bool, error) {
	assumptions := s.fromCut(c, goal)
	dom := s.doms[d]
	if !dom.reached {
		return s.solve(goal, assumptions)
	}
	ctx, cancel := bitvec.WithWorkBudget(s.ctx, splitWork)
	lits := append([]z.Lit{goal}, assumptions...)
	r, err := s.axioms.solve(ctx, s.g, lits, &s.stats.SATCalls)
	cancel()
	if err == nil {
		return r == 1, nil
	}
	if err := s.ctx.Err(); err != nil {
		return false, err
	}
	s.retryAlgebra(dom)
	st := s.f1.States[d]
	var goals []z.Lit
	var guards []program.Expr // the guard each goal asks for, or nil
	goalAtoms := dom.goalAtoms()
	for _, a := range goalAtoms {
		goals = append(goals, s.e.Cond(st, a).Not())
		if slices.Contains(dom.guards, a) {
			guards = append(guards, a)
		} else {
			guards = append(guards, nil)
		}
	}
	for _, q := range dom.quants {
		goals = append(goals, s.qe.goal(st, q).Not())
		guards = append(guards, nil)
	}
	bounds := dom.boundTerms()
	for i, g := range goals {
		gl := s.b.C().And(s.f1.At[d], g)
		if i < len(goalAtoms) {
			if t, ok := bounds[program.ExprString(goalAtoms[i])]; ok {
				// A bound of a term is a guess; one whose step
				// query outgrows guardWork is given up, that
				// side of the term widened to its type's
				// extreme, as a guard is dropped: only a weaker
				// candidate. A product term's (productTerms)
				// step may need SAT to relate two constant
				// multipliers (m - 1000*q - r under q++: 48 s);
				// under --undefined cut, a bound on x after
				// x = x * y asks for a product that does not
				// overflow beyond the bound, a factoring problem
				// (a 64-bit accumulator multiplied by a cell on
				// a branch the cells' contents never take: 200 s
				// before the quantified invariants could exclude
				// it).
				atom := goalAtoms[i]
				if sat, err := s.solveOrDrop(c, gl, func() { t.giveUp(atom) }); err != nil || sat {
					return sat, err
				}
				continue
			}
		}
		if guards[i] == nil {
			sat, err := s.solve(gl, s.fromCut(c, gl))
			if err != nil || sat {
				return sat, err
			}
			continue
		}
		// A guard (a condition of the program) is only a candidate:
		// one whose step query outgrows guardWork is dropped as if
		// refuted, which only widens the candidate (narrowing may
		// take it back on a budget of its own). x % k == 0 under
		// x += k, over a divider per side, took half a minute and held
		// up every other candidate of the head.
		guard := guards[i]
		if sat, err := s.solveOrDrop(c, gl, func() {
			dom.guards = slices.DeleteFunc(dom.guards, func(e program.Expr) bool { return e == guard })
		}); err != nil || sat {
			return sat, err
		}
	}
	return false, nil
}

// solveOrDrop asks the step query gl from cut c on guardWork's budget
// and reports whether it is satisfiable; when the query outgrows the
// budget, drop gives its candidate up (a guard dropped, a product
// term's side widened: only a weaker candidate set) and it reports true,
// as for a refutation, so that the fixpoint goes on.
func (s *synth) solveOrDrop(c int, gl z.Lit, drop func()) (bool, error) {
	ctx, cancel := bitvec.WithWorkBudget(s.ctx, guardWork)
	r, err := s.axioms.solve(ctx, s.g, append([]z.Lit{gl}, s.fromCut(c, gl)...), &s.stats.SATCalls)
	cancel()
	if err != nil {
		if err := s.ctx.Err(); err != nil {
			return false, err
		}
		drop()
		s.budgetDrop = true
		return true, nil
	}
	return r == 1, nil
}

// guardWork is the work a step query for one guard of the program gets
// in solveSplit before the guard is dropped.
var guardWork = bitvec.Work(time.Second)

// maxGuardNarrow bounds the work of narrowing's first stage (the
// dropped conditions), beyond NarrowBudget's default.
const maxGuardNarrow = 10 * time.Second

// A narrowMode says which candidates narrow tries.
type narrowMode int

const (
	narrowAll    narrowMode = iota // tighter bounds and the dropped conditions
	narrowGuards                   // the dropped conditions only
	narrowCells                    // the candidates over small arrays' cells (sumCandidates)
)

// narrow strengthens the inductive candidates I with atoms that hold
// after every transition from a state in I (from the entry too): tighter
// interval bounds, from the seen extent outwards through the thresholds,
// and the dropped loop conditions. Widening overshoots, as it must to
// end; this is the descending step that takes some of it back. The
// candidates C are checked by Houdini: assumed with I before the step,
// refuted ones dropped, until C holds after every step from a state in
// I ∧ C (and from the entry). I is inductive on its own, so I ∧ C is.
func (s *synth) narrow(mode narrowMode) error {
	b, f0, f1 := s.b, s.f0, s.f1
	type cand struct {
		d     *domain
		t     *term
		up    bool
		val   uint64
		atom  program.Expr
		alive bool
	}
	for round := 0; round < 1; round++ {
		var cands []*cand
		for _, d := range s.doms[1:] {
			if !d.reached {
				continue
			}
			if mode == narrowCells {
				for _, g := range append(slices.Clone(d.cellGuards), d.congruences...) {
					if !slices.Contains(d.guards, g) {
						cands = append(cands, &cand{d: d, atom: g, alive: true})
					}
				}
				continue
			}
			for _, t := range d.terms {
				if mode == narrowGuards {
					break
				}
				for _, up := range []bool{false, true} {
					op := program.Ge
					if up {
						op = program.Le
					}
					for _, v := range s.tighter(t, up) {
						atom := &program.Binary{Op: op, X: t.expr, Y: program.NewConst(t.t, v), T: program.Bool}
						cands = append(cands, &cand{d: d, t: t, up: up, val: v, atom: atom, alive: true})
					}
				}
			}
			if round > 0 {
				continue
			}
			have := map[program.Expr]bool{}
			for _, g := range d.guards {
				have[g] = true
			}
			for _, g := range d.allGuards {
				if !have[g] {
					cands = append(cands, &cand{d: d, atom: g, alive: true})
				}
			}
			for _, g := range s.droppedRelations(d) {
				cands = append(cands, &cand{d: d, atom: g, alive: true})
			}
		}
		if len(cands) == 0 {
			return nil
		}
		// Houdini, pair by pair as in run: the candidates still alive are
		// assumed before the step too, so that candidates at different
		// heads can support each other; I alone is inductive already.
		alive := func(d *domain) []*cand {
			var out []*cand
			for _, cd := range cands {
				if cd.alive && cd.d == d {
					out = append(out, cd)
				}
			}
			return out
		}
		succ := s.sys.successors()
		kept := newSumKeptCache(s.sys).kept
		for changed := true; changed; {
			changed = false
			for c := range s.sys.Cuts {
				if c > 0 && !s.doms[c].reached {
					continue
				}
				for _, dc := range succ[c] {
					if dc == 0 || !s.doms[dc].reached {
						continue
					}
					if f1.At[dc] == b.F() {
						continue
					}
					// query asks for a step from c that refutes one of
					// targets and drops those the model refutes.
					query := func(targets []*cand) (bool, error) {
						var fails []z.Lit
						for _, cd := range targets {
							fails = append(fails, s.e.Cond(f1.States[dc], cd.atom).Not())
						}
						goal := b.C().And(f1.At[dc], b.C().Ors(fails...))
						assumptions := []z.Lit{f0.At[c]}
						if c > 0 {
							atoms := s.doms[c].atoms(false)
							for _, cd := range alive(s.doms[c]) {
								atoms = append(atoms, cd.atom)
							}
							assumptions = append(assumptions, s.assumeLit(c, atoms, goal))
						}
						inst := s.pairSAT(c, dc)
						sat, err := s.solveIn(inst, goal, assumptions)
						if err != nil || !sat {
							return false, err
						}
						val := s.axioms.model(inst)
						refuted := false
						for i, cd := range targets {
							if b.EvalLit(val, fails[i]) {
								cd.alive, refuted, changed = false, true, true
							}
						}
						if !refuted {
							return false, fmt.Errorf("kinduction: narrowing: a model refutes no candidate")
						}
						return true, nil
					}
					// Candidates over scalars are asked together,
					// until no model refutes one. A candidate that
					// reads array cells is asked alone: the quantified
					// invariants are instantiated at the reads in the
					// goal's cone, and two complementary candidates
					// (i < n, i >= n) in a disjunction make it
					// constant, without a read in its cone, so that
					// the model would refute cell facts spuriously.
					var scalars, cells []*cand
					for _, cd := range alive(s.doms[dc]) {
						if readsCells(cd.atom) {
							cells = append(cells, cd)
						} else {
							scalars = append(scalars, cd)
						}
					}
					for len(scalars) > 0 {
						sat, err := query(scalars)
						if err != nil {
							return err
						}
						if !sat {
							break
						}
						out := scalars[:0]
						for _, cd := range scalars {
							if cd.alive {
								out = append(out, cd)
							}
						}
						scalars = out
					}
					for _, cd := range cells {
						// A sum of cells that every path around
						// the loop keeps, by the algebra
						// (sumstep.go), needs no query on the
						// step back to its head.
						if c == dc && mode == narrowCells && kept(c, cd.atom) {
							continue
						}
						if _, err := query([]*cand{cd}); err != nil {
							return err
						}
					}
				}
			}
		}
		for _, cd := range cands {
			switch {
			case !cd.alive:
			case cd.t == nil:
				cd.d.guards = append(cd.d.guards, cd.atom)
			case cd.up:
				if less(cd.t.t, cd.val, cd.t.hi) {
					cd.t.hi = cd.val
				}
			default:
				if less(cd.t.t, cd.t.lo, cd.val) {
					cd.t.lo = cd.val
				}
			}
		}
	}
	return nil
}

// droppedRelations returns the affine relations of the concrete runs'
// hull at d's head that the fixpoint dropped (a sample of the hull now
// violates them), as candidates for narrowing. The runs reach only
// reachable states, so these relations are what a reachable head shows;
// the fixpoint's models, taken before the quantified invariants stood,
// may have refuted them with array cells no execution holds (sum + i ==
// n while a loop subtracts cells that an earlier loop set to 1). Under
// the quantified invariants narrowing asks them again, as it asks the
// dropped guards; Houdini keeps only those the step proves.
func (s *synth) droppedRelations(d *domain) []program.Expr {
	if len(d.runs) == 0 {
		return nil
	}
	n := len(d.hullVars)
	seen := map[string]bool{}
	for _, a := range d.atoms(false) {
		seen[program.ExprString(a)] = true
	}
	var out []program.Expr
	for _, rel := range r64.views(r64.affineRelations(d.runs, n), n) {
		if !d.noHull && !slices.ContainsFunc(d.samples, func(pt []uint64) bool { return !r64.holds(rel, pt) }) {
			// Still in the hull: an atom already.
			continue
		}
		if r := narrowRelation(rel, d.hullVars); r != nil && d.algebraicText[program.ExprString(r)] {
			continue
		}
		e := relationExpr(rel, d.hullVars)
		if e == nil {
			continue
		}
		if text := program.ExprString(e); !seen[text] {
			seen[text] = true
			out = append(out, e)
		}
		if len(out) == maxDroppedRelations {
			break
		}
	}
	return out
}

// maxDroppedRelations bounds the dropped relations narrowing asks again
// per head: each is one more atom in every query of the stage.
const maxDroppedRelations = 8

// narrowCells proves the candidates over the cells of small arrays
// (sumCandidates) by a narrowing of their own, after the rest: a sum's
// step needs adder reasoning that costs SAT seconds, and a budget spent
// on them must not cost the other invariants. The budget is work:
// NarrowBudget, or by default cellNarrowTime's worth or the widening's
// work, whichever is more; when it runs out, no cell candidate stays.
func (s *synth) narrowCells(scalarWork int64) error {
	any := false
	for _, d := range s.doms[1:] {
		any = any || (d.reached && len(d.cellGuards)+len(d.congruences) > 0)
	}
	if !any {
		return nil
	}
	outer := s.ctx
	budget := bitvec.Work(s.opts.NarrowBudget)
	if budget <= 0 {
		budget = max(bitvec.Work(cellNarrowTime), scalarWork)
	}
	if left, ok := bitvec.WorkLeft(outer); ok {
		budget = max(1, min(budget, left))
	}
	nctx, cancel := bitvec.WithWorkBudget(outer, budget)
	defer cancel()
	s.ctx = nctx
	s.qe.rounds = 1
	err := s.narrow(narrowCells)
	s.qe.rounds = 0
	s.ctx = outer
	if err != nil && (outer.Err() != nil || nctx.Err() == nil) {
		return err
	}
	return nil
}

// tighter returns the bounds narrowing tries for t: the seen extent and
// the thresholds beyond it, strictly inside the current bound, at most
// maxNarrow of them (spread over the range, the nearest kept).
func (s *synth) tighter(t *term, up bool) []uint64 {
	if !t.seen {
		return nil
	}
	cur, seen := t.lo, t.seenLo
	between := func(v uint64) bool {
		return (v == seen || less(t.t, v, seen)) && less(t.t, cur, v)
	}
	if up {
		cur, seen = t.hi, t.seenHi
		between = func(v uint64) bool {
			return (v == seen || less(t.t, seen, v)) && less(t.t, v, cur)
		}
	}
	var vals []uint64
	if between(seen) {
		vals = append(vals, seen)
	}
	for _, c := range s.thresholds {
		if v, ok := inRange(t.t, c); ok && v != seen && between(v) {
			vals = append(vals, v)
		}
	}
	// Nearest to the seen extent first.
	sort.Slice(vals, func(i, j int) bool {
		if up {
			return less(t.t, vals[i], vals[j])
		}
		return less(t.t, vals[j], vals[i])
	})
	if len(vals) > maxNarrow {
		spread := make([]uint64, 0, maxNarrow)
		for i := 0; i < maxNarrow; i++ {
			spread = append(spread, vals[i*(len(vals)-1)/(maxNarrow-1)])
		}
		vals = spread
	}
	return vals
}

// maxNarrow is the number of bounds narrowing tries per term and side.
const maxNarrow = 8

// sampleConcretely starts each domain from the states that concrete runs
// reach at its head.
func (s *synth) sampleConcretely() {
	want := make([][]*program.Var, len(s.sys.Cuts))
	for c := 1; c < len(want); c++ {
		d := s.doms[c]
		want[c] = d.hullVars
		for _, g := range append(slices.Clone(d.guards), d.congruences...) {
			for _, v := range program.Vars(g) {
				// Samples hold scalars: a guard over an array
				// cell is never refuted by one.
				if v.Type.IsInteger() {
					want[c] = append(want[c], v)
				}
			}
		}
	}
	samples := concreteSamples(s.ctx, s.sys, want, s.thresholds, sampleRuns(s.sys.P), 20000, 96)
	// One interpreter state for every sample: a new one would allocate
	// every array of the program per sample.
	ist := interp.NewState(s.sys.P)
	for c := 1; c < len(want); c++ {
		d := s.doms[c]
		for _, smp := range samples[c] {
			if !smp.complete(d.hullVars) {
				continue
			}
			st := smp.into(ist)
			vals := make([]uint64, len(d.terms))
			ok := true
			for i, t := range d.terms {
				if vals[i], ok = smp.eval(st, t.expr); !ok {
					break
				}
			}
			if !ok {
				continue
			}
			for i, t := range d.terms {
				x := vals[i]
				t.see(x)
				switch {
				case !d.reached:
					t.lo, t.hi = x, x
				case less(t.t, x, t.lo):
					t.lo = x
				case less(t.t, t.hi, x):
					t.hi = x
				}
			}
			d.reached = true
			point := make([]uint64, len(d.hullVars))
			for i, v := range d.hullVars {
				point[i] = extend64(smp[v], v.Type)
			}
			d.samples = append(d.samples, point)
			d.runs = append(d.runs, point)
			out := d.guards[:0]
			for _, g := range d.guards {
				if x, ok := smp.eval(st, g); !ok || x&1 == 1 {
					out = append(out, g)
				}
			}
			d.guards = out
			cong := d.congruences[:0]
			for _, g := range d.congruences {
				if x, ok := smp.eval(st, g); !ok || x&1 == 1 {
					cong = append(cong, g)
				}
			}
			d.congruences = cong
		}
		if d.reached {
			d.rels = r64.affineRelations(d.samples, len(d.hullVars))
			// The samples gave the exact extent of short runs: what SAT
			// finds beyond goes to thresholds at once.
			for _, t := range d.terms {
				t.loWide, t.hiWide = 1, 1
			}
		}
	}
}

// wide returns (long long)x op (long long)y, which cannot overflow for
// variables of at most 32 bits.
func wide(op program.BinaryOp, x, y *program.Var) program.Expr {
	return &program.Binary{Op: op, X: castTo(int64T, x), Y: castTo(int64T, y), T: int64T}
}

func castTo(t *program.Type, v *program.Var) program.Expr {
	r := &program.VarRef{Var: v}
	if program.Identical(v.Type, t) {
		return r
	}
	return &program.Cast{X: r, T: t}
}

// addVarTerms adds v's signed and unsigned views (a Bool has one).
func (d *domain) addVarTerms(v *program.Var) {
	r := &program.VarRef{Var: v}
	d.terms = append(d.terms, &term{expr: r, t: v.Type})
	if v.Type.Kind != program.KindInt {
		return
	}
	other := program.IntType(otherName(v.Type), v.Type.Width, !v.Type.Signed)
	nat := d.terms[len(d.terms)-1]
	d.terms = append(d.terms, &term{expr: &program.Cast{X: r, T: other}, t: other, natural: nat})
}

// see widens the seen extent to x.
func (t *term) see(x uint64) {
	switch {
	case !t.seen:
		t.seen, t.seenLo, t.seenHi = true, x, x
	case less(t.t, x, t.seenLo):
		t.seenLo = x
	case less(t.t, t.seenHi, x):
		t.seenHi = x
	}
}

// redundant reports whether t, a view in the other signedness, bounds
// its variable no tighter than the natural view: the natural interval
// lies in the range where both views agree.
func (t *term) redundant() bool {
	n := t.natural
	if n == nil {
		return false
	}
	if n.t.Signed {
		return program.SignExtend(n.lo, n.t) >= 0
	}
	return n.hi <= n.t.Mask()>>1
}

// otherName names the integer type of t's width and the other signedness.
func otherName(t *program.Type) string {
	names := map[int][2]string{8: {"signed char", "unsigned char"}, 16: {"short", "unsigned short"}, 32: {"int", "unsigned int"}, 64: {"long long", "unsigned long long"}}
	if n, ok := names[t.Width]; ok {
		if t.Signed {
			return n[1]
		}
		return n[0]
	}
	if t.Signed {
		return fmt.Sprintf("unsigned __int%d", t.Width)
	}
	return fmt.Sprintf("__int%d", t.Width)
}

func (s *synth) solve(goal z.Lit, assumptions []z.Lit) (bool, error) {
	if goal == s.b.F() {
		return false, nil
	}
	lits := append([]z.Lit{goal}, assumptions...)
	r, err := s.axioms.solve(s.ctx, s.g, lits, &s.stats.SATCalls)
	if err != nil {
		return false, err
	}
	return r == 1, nil
}

// pairSAT is the SAT instance of the queries of Houdini and narrowing on
// the transition from c to d: one of its own, which holds the cones of
// that transition's queries only (denseSAT). A model of the shared
// solver costs as many propagations as the whole circuit has nodes.
func (s *synth) pairSAT(c, d int) *denseSAT {
	if s.pairs == nil {
		s.pairs = map[[2]int]*denseSAT{}
	}
	inst := s.pairs[[2]int{c, d}]
	if inst == nil {
		inst = newDenseSAT(s.b)
		s.pairs[[2]int{c, d}] = inst
	}
	return inst
}

// solveIn is solve in the instance inst.
func (s *synth) solveIn(inst satInstance, goal z.Lit, assumptions []z.Lit) (bool, error) {
	if goal == s.b.F() {
		return false, nil
	}
	lits := append([]z.Lit{goal}, assumptions...)
	r, err := s.axioms.solveIn(s.ctx, inst, lits, &s.stats.SATCalls)
	if err != nil {
		return false, err
	}
	return r == 1, nil
}

// assumeLit is the candidate at cut c before a step: atoms and the
// quantified candidates instantiated at the index terms read so far
// (call it after the goal is encoded).
func (s *synth) assumeLit(c int, atoms []program.Expr, goals ...z.Lit) z.Lit {
	st := s.f0.States[c]
	plain := s.lit(st, atoms)
	return s.b.C().And(plain, s.qe.assume(st, s.doms[c].quants, append(goals, plain)...))
}

// goalLit is d's candidate after a step, the quantified candidates at a
// Skolem index.
func (s *synth) goalLit(d int) z.Lit {
	st := s.f1.States[d]
	lits := []z.Lit{s.lit(st, s.doms[d].goalAtoms())}
	for _, q := range s.doms[d].quants {
		lits = append(lits, s.qe.goal(st, q))
	}
	return s.b.C().Ands(lits...)
}

// lit is the conjunction of atoms in state st.
func (s *synth) lit(st *symex.State, atoms []program.Expr) z.Lit {
	lits := make([]z.Lit, len(atoms))
	for i, a := range atoms {
		lits[i] = s.e.Cond(st, a)
	}
	return s.b.C().Ands(lits...)
}

// update makes d include the state after the step in model val.
func (s *synth) update(d *domain, val func(z.Lit) bool) {
	b := s.b
	point := make([]uint64, len(d.hullVars))
	for i, v := range d.hullVars {
		point[i] = extend64(b.Eval(val, d.hullAt1[i]), v.Type)
	}
	if !d.reached {
		d.reached = true
		for _, t := range d.terms {
			x := b.Eval(val, t.at1)
			t.lo, t.hi = x, x
			t.see(x)
		}
		d.samples = [][]uint64{point}
		d.rels = r64.affineRelations(d.samples, len(point))
		// The goal did not encode the quantified candidates (the head
		// was not reached): the model says nothing about them.
		quants := d.quants
		d.keepGuards(s, val)
		d.quants = quants
		return
	}
	for _, t := range d.terms {
		x := b.Eval(val, t.at1)
		if less(t.t, x, t.lo) {
			t.lo = s.widen(t, x, false)
		}
		if less(t.t, t.hi, x) {
			t.hi = s.widen(t, x, true)
		}
	}
	if !d.noHull {
		for _, rel := range d.rels {
			if !r64.holds(rel, point) {
				if s.dropOnly {
					d.noHull, d.rels = true, nil
					break
				}
				d.samples = append(d.samples, point)
				d.rels = r64.affineRelations(d.samples, len(point))
				break
			}
		}
	}
	d.keepGuards(s, val)
}

// keepGuards drops the guard candidates that the state after the step
// violates.
func (d *domain) keepGuards(s *synth, val func(z.Lit) bool) {
	st := s.f1.States[d.cut]
	out := d.guards[:0]
	for _, gd := range d.guards {
		if s.b.EvalLit(val, s.e.Cond(st, gd)) {
			out = append(out, gd)
		}
	}
	d.guards = out
	var qs []*Quantified
	for _, q := range d.quants {
		if s.b.EvalLit(val, s.qe.goal(st, q)) {
			qs = append(qs, q)
		}
	}
	d.quants = qs
}

// extend64 embeds a value of integer type t in 64 bits as C converts it
// to unsigned long long.
func extend64(x uint64, t *program.Type) uint64 {
	if t.Kind == program.KindInt && t.Signed {
		return uint64(program.SignExtend(x, t))
	}
	return x & t.Mask()
}

// less compares bit patterns of type t.
func less(t *program.Type, x, y uint64) bool {
	if t.Kind == program.KindInt && t.Signed {
		return program.SignExtend(x, t) < program.SignExtend(y, t)
	}
	return x&t.Mask() < y&t.Mask()
}

// extremes returns the smallest and largest bit patterns of t.
func extremes(t *program.Type) (lo, hi uint64) {
	if t.Kind == program.KindInt && t.Signed {
		return 1 << (t.Width - 1), t.Mask() >> 1
	}
	return 0, t.Mask()
}

// widen moves t's bound (the upper when up) to include x: exactly the
// first time, then to the nearest program constant beyond x, then (or
// when only dropping) to the end of the range.
func (s *synth) widen(t *term, x uint64, up bool) uint64 {
	lo, hi := extremes(t.t)
	n := &t.loWide
	end := lo
	if up {
		n, end = &t.hiWide, hi
	}
	*n++
	switch {
	case s.dropOnly || *n > 4:
		return end
	case *n == 1:
		return x
	}
	best, found := end, false
	for _, c := range s.thresholds {
		cv, ok := inRange(t.t, c)
		if !ok {
			continue
		}
		if up && !less(t.t, cv, x) && (!found || less(t.t, cv, best)) {
			best, found = cv, true
		}
		if !up && !less(t.t, x, cv) && (!found || less(t.t, best, cv)) {
			best, found = cv, true
		}
	}
	return best
}

// inRange returns constant c as a bit pattern of t when t can hold it.
func inRange(t *program.Type, c int64) (uint64, bool) {
	if t.Kind == program.KindInt && t.Signed {
		if t.Width < 64 && (c < -1<<(t.Width-1) || c >= 1<<(t.Width-1)) {
			return 0, false
		}
		return uint64(c) & t.Mask(), true
	}
	if c < 0 || (t.Width < 64 && uint64(c) > t.Mask()) {
		return 0, false
	}
	return uint64(c), true
}

// atoms returns d's candidate invariant as expressions (when shown,
// without redundant views).
func (d *domain) atoms(shown bool) []program.Expr {
	if !d.reached {
		return []program.Expr{program.False}
	}
	var out []program.Expr
	for _, t := range d.terms {
		if shown && t.redundant() {
			continue
		}
		out = append(out, t.atoms()...)
	}
	seen := map[string]bool{}
	for _, rel := range r64.views(d.rels, len(d.hullVars)) {
		if len(d.algebraicText) > 0 {
			if r := narrowRelation(rel, d.hullVars); r != nil && d.algebraicText[program.ExprString(r)] {
				continue
			}
		}
		if e := relationExpr(rel, d.hullVars); e != nil && !seen[program.ExprString(e)] {
			seen[program.ExprString(e)] = true
			out = append(out, e)
		}
	}
	stands := map[program.Expr]bool{}
	for _, g := range d.guards {
		stands[g] = true
	}
	for _, g := range d.guards {
		if !stands[d.weaker[g]] {
			out = append(out, g)
		}
	}
	out = append(out, d.algebraic...)
	if shown {
		// The same atom from a term and a loop condition: once.
		texts := map[string]bool{}
		uniq := out[:0]
		for _, a := range out {
			if t := program.ExprString(a); !texts[t] {
				texts[t] = true
				uniq = append(uniq, a)
			}
		}
		out = uniq
	}
	return out
}

// goalAtoms are the atoms a step must keep: all but the algebraic ones,
// which every step keeps (proved without SAT).
func (d *domain) goalAtoms() []program.Expr {
	atoms := d.atoms(false)
	if len(d.algebraic) == 0 {
		return atoms
	}
	out := atoms[:0:0]
	for _, a := range atoms {
		if !slices.Contains(d.algebraic, a) {
			out = append(out, a)
		}
	}
	return out
}

// narrowRelation is the relation rel itself when every variable it
// involves has 64 bits, and otherwise rel over the extended vars taken
// modulo 2^32, when every variable it involves has 32 bits (their
// extensions agree with them there): Σ a_i·x_i ≡ b (mod 2^64) gives
// Σ a_i·x_i ≡ b (mod 2^32), in unsigned int, which the algebra of
// poly.go can follow across a step that writes x_i in its own width. Nil
// when no coefficient is left or one is too large (relationExpr).
func narrowRelation(rel relation, vars []*program.Var) program.Expr {
	nonzero := false
	coef := make([]uint64, len(rel.Coef))
	all64 := true
	for i, a := range rel.Coef {
		if a != 0 {
			t := vars[i].Type
			all64 = all64 && t.Kind == program.KindInt && t.Width == 64
		}
	}
	if all64 {
		// Variables of 64 bits are their own extensions: the
		// relation modulo 2^64 is the one to prove.
		return relationExpr(rel, vars)
	}
	for i, a := range rel.Coef {
		if a == 0 {
			continue
		}
		if t := vars[i].Type; t.Kind != program.KindInt || t.Width != 32 {
			return nil
		}
		coef[i] = a << 32
		nonzero = nonzero || coef[i] != 0
	}
	if !nonzero {
		return nil
	}
	return relationExpr(relation{Coef: coef, RHS: rel.RHS << 32}, vars)
}

// algebraicRelations proves by algebra, before any SAT call, the hull's
// relations (from the concrete runs) in the width of their variables
// (narrowRelation), at every reached head: a relation that every path
// through the loop keeps, from values every arrival satisfies, needs no
// SAT step (a + b - 3*i == 0 when each branch adds 3 to a + b: a
// multiplier and three adders in every query otherwise).
func (s *synth) algebraicRelations() {
	var extra []program.Expr
	for _, d := range s.doms[1:] {
		if !d.reached || d.noHull {
			continue
		}
		for _, rel := range r64.views(d.rels, len(d.hullVars)) {
			if e := narrowRelation(rel, d.hullVars); e != nil {
				extra = append(extra, e)
			}
		}
	}
	if len(extra) == 0 {
		return
	}
	proved := algebraicAtoms(s.sys, extra, nil, nil, nil)
	for c, atoms := range proved {
		d := s.doms[c]
		if c == 0 || d == nil || !d.reached || len(atoms) == 0 {
			continue
		}
		if d.algebraicText == nil {
			d.algebraicText = map[string]bool{}
		}
		for _, a := range atoms {
			if text := program.ExprString(a); !d.algebraicText[text] {
				d.algebraicText[text] = true
				d.algebraic = append(d.algebraic, a)
				s.stats.Algebraic++
			}
		}
	}
}

// retryAlgebra runs algebraicRelations again when d's hull has a
// relation (in the width of its variables) that no pass has tried yet.
// The first pass sees the runs' hull only; at a head no concrete run
// reached (a loop after one of 10^5 iterations), the hull comes from the
// fixpoint's models, and its relations (i - p - n - z == 0 when each
// branch adds one to i and to one of p, n, z) went to SAT in their
// 64-bit forms, whose adders a step query took most of a minute to show
// equal. Proved relations are inductive on their own (every arrival
// satisfies them, every path keeps them), so assuming them from any
// point of the fixpoint on is sound.
func (s *synth) retryAlgebra(d *domain) {
	if !d.reached || d.noHull {
		return
	}
	if s.algebraTried == nil {
		s.algebraTried = map[string]bool{}
	}
	fresh := false
	for _, rel := range r64.views(d.rels, len(d.hullVars)) {
		e := narrowRelation(rel, d.hullVars)
		if e == nil {
			continue
		}
		text := program.ExprString(e)
		key := fmt.Sprint(d.cut, " ", text)
		if !d.algebraicText[text] && !s.algebraTried[key] {
			s.algebraTried[key] = true
			fresh = true
		}
	}
	if fresh {
		s.algebraicRelations()
	}
}

func (t *term) atoms() []program.Expr {
	lo, hi := extremes(t.t)
	cmp := func(op program.BinaryOp, v uint64) program.Expr {
		return &program.Binary{Op: op, X: t.expr, Y: program.NewConst(t.t, v), T: program.Bool}
	}
	if t.lo == t.hi {
		return []program.Expr{cmp(program.Eq, t.lo)}
	}
	var out []program.Expr
	if t.lo != lo {
		out = append(out, cmp(program.Ge, t.lo))
	}
	if t.hi != hi {
		out = append(out, cmp(program.Le, t.hi))
	}
	return out
}

// maxCoef is the largest coefficient (in absolute value) of a relation
// that becomes a candidate: while few samples are known, the hull's basis
// has huge coefficients, whose multiplier circuits are hard for SAT and
// which real invariants rarely need.
const maxCoef = 64

// relationExpr writes Σ a_i·x_i ≡ b (mod 2^64) as C: divided by the
// largest power of two 2^k that divides every coefficient, it is a
// relation modulo 2^(64−k), computed in unsigned int when that modulus is
// at most 2^32 and in unsigned long long otherwise, masked unless the
// modulus is the type's. Relations with a coefficient beyond maxCoef give
// nil.
func relationExpr(rel relation, vars []*program.Var) program.Expr {
	return relationOver(rel, func(u *program.Type, i int) program.Expr { return castTo(u, vars[i]) })
}

// relationOver is relationExpr over any coordinates: coord(u, i) is the
// i-th coordinate converted to the unsigned type u.
func relationOver(rel relation, coord func(u *program.Type, i int) program.Expr) program.Expr {
	k := uint(64)
	for _, a := range rel.Coef {
		if a != 0 {
			k = min(k, r64.tz(a))
		}
	}
	m := 64 - k
	u := uint64T
	if m <= 32 {
		u = uint32T
	}
	ring := newRing(m)
	coef := make([]uint64, len(rel.Coef))
	for i, a := range rel.Coef {
		coef[i] = (a >> k) & ring.mask
	}
	rhs := (rel.RHS >> k) & ring.mask
	half := uint64(1) << (m - 1)
	for _, c := range coef {
		if c > maxCoef && -c&ring.mask > maxCoef {
			return nil
		}
	}
	// Lead with a positive coefficient: negate the relation if needed.
	for _, c := range coef {
		if c == 0 {
			continue
		}
		if c > half {
			for i := range coef {
				coef[i] = -coef[i] & ring.mask
			}
			rhs = -rhs & ring.mask
		}
		break
	}
	var sum program.Expr
	for i, c := range coef {
		if c == 0 {
			continue
		}
		neg := c > half
		if neg {
			c = -c & ring.mask
		}
		x := coord(u, i)
		if c != 1 {
			x = &program.Binary{Op: program.Mul, X: program.NewConst(u, c), Y: x, T: u}
		}
		switch {
		case sum == nil && neg:
			sum = &program.Unary{Op: program.Neg, X: x}
		case sum == nil:
			sum = x
		case neg:
			sum = &program.Binary{Op: program.Sub, X: sum, Y: x, T: u}
		default:
			sum = &program.Binary{Op: program.Add, X: sum, Y: x, T: u}
		}
	}
	if rhs > half {
		// sum == -c reads better as sum + c == 0.
		sum = &program.Binary{Op: program.Add, X: sum, Y: program.NewConst(u, -rhs&ring.mask), T: u}
		rhs = 0
	}
	if int(m) < u.Width {
		sum = &program.Binary{Op: program.And, X: sum, Y: program.NewConst(u, ring.mask), T: u}
	}
	return &program.Binary{Op: program.Eq, X: sum, Y: program.NewConst(u, rhs), T: program.Bool}
}

// WriteInvariants prints each loop head's invariant, the shown atoms one a
// line under the loop's position:
//
//	loop at f.c:12:
//	  main::i >= 0
//
// A loop without invariant shows "true", an unreachable one "false".
func WriteInvariants(w io.Writer, invs []Invariant) {
	for c, inv := range invs {
		if c == 0 {
			continue
		}
		fmt.Fprintf(w, "loop at %s:\n", inv.Loc.Pos)
		if len(inv.Shown) == 0 && len(inv.Quantified) == 0 && len(inv.Exact) == 0 {
			fmt.Fprintln(w, "  true")
		}
		for _, a := range append(slices.Clone(inv.Shown), inv.Exact...) {
			fmt.Fprintf(w, "  %s\n", program.ExprString(a))
		}
		for _, q := range inv.Quantified {
			fmt.Fprintf(w, "  %s\n", q)
		}
	}
}

// readsCells reports whether x reads an array cell.
func readsCells(x program.Expr) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if _, ok := y.(*program.Index); ok {
			found = true
		}
		return !found
	})
	return found
}
