package abstract

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
)

// An enumeration lists the valuations of the projected literals for which
// the formula (the circuit's guard and axioms) has a model.
//
// While the valuations found are few (blockingLimit), each one is
// excluded by a blocking clause before the next solve. Thousands of
// blocking clauses make every solve several times slower than a solve of
// the formula alone, so beyond that the enumeration goes on with no clause
// added, on a new solver with the formula alone (unless that proves
// slower per valuation, below):
//
// The valuations are explored depth first over the projected literals
// that are not constant (branch, in that order). A subtree is the set of
// valuations with given values on branch[:depth] (the path). Exploring
// a subtree takes one valuation of it, its representative r, then the
// subtrees that keep r's values on branch[depth:k] and flip branch[k],
// for k = depth, depth+1, ...: with r they partition the subtree, so each
// valuation is reached exactly once.
//
// The representative is a valuation already known when the subtree has
// one, else the model of a solve under the path. The path is held in the
// solver's test scopes (gini's Test and Untest), one literal per scope,
// kept in step with the path lazily: only the scopes that differ are
// undone and redone, by unit propagation, and an empty subtree is most
// often refuted by that propagation alone, without a solve. A solve that
// finds a subtree empty leaves its failed assumptions as a nogood: a
// later path that contains one is empty too.
//
// Known valuations come from the solver's models and from simulation: the
// circuit is evaluated on 63 inputs at a time (logic.C.Eval64) around each
// model, each lane with some input bits of the model flipped; a lane that
// satisfies the guard and the axioms is a model of the formula, so its
// valuation belongs to the result. A lane that gives a new valuation is
// simulated around in turn. Simulation adds only valuations that have a
// model, and the enumeration still ends only when the solver finds no
// valuation outside the known ones (with blocking clauses) or every
// subtree was visited (depth first), so the result is exact; simulation
// only saves the solves that would have found those valuations.
//
// Exact, that is, unless a solve runs over the solve budget
// (Options.SolveBudget): its subtree is then taken whole, every valuation
// in it counted as possible. The result is a superset of the exact one,
// still a sound abstraction; the subtrees taken whole are counted
// (Stats.Inexact), and Abstractor.Sharpen computes such blocks again
// with twice the budget when refinement has nothing better to do.
type enumeration struct {
	a    *Abstractor
	ctx  context.Context
	g    *gini.Gini
	b    *bitvec.Builder
	proj []projected
	// branch are the positions of proj that are not constant.
	branch []int
	// load returns a new solver with the formula, for the depth-first
	// search; blocking is the solver with the blocking clauses, kept for
	// when the depth-first search gives up (with the clauses it learned:
	// a fresh solver would have to learn them again, which can cost far
	// more).
	load     func() *gini.Gini
	blocking *gini.Gini
	// path holds the values of branch[:depth] of the subtree under way;
	// scopes are the literals of the solver's open test scopes.
	path   []bool
	scopes []z.Lit
	// minterms are the valuations found, known indexes them by their
	// values on branch.
	minterms [][]bool
	known    mintermTrie
	sim      *simulator
	// nogoods are the failed assumptions of the subtrees that solves
	// found empty (each a set of path literals that has no model);
	// byLit indexes them by literal, inPath marks the path's literals
	// while one is checked.
	nogoods [][]z.Lit
	byLit   map[z.Lit][]int
	inPath  map[z.Lit]bool
	// blocked counts the valuations (a prefix of minterms) that the
	// solver has blocking clauses for.
	blocked int
	// work counts the enumeration's work so far: the propagations of its
	// solves, callWork for each solve and test, and the rounds of
	// simulation. blockingCost is the
	// work per valuation with blocking clauses; the depth-first search
	// started at work depthFirstStart, when depthFirstFrom valuations
	// were known. Work, not time, so that the enumeration takes the same
	// turns on every machine.
	work            int64
	blockingCost    int64
	depthFirstStart int64
	depthFirstFrom  int
	// whole are the paths of the subtrees taken whole: their solve took
	// longer than the solve budget.
	whole [][]bool
	// prior checks paths against the block's earlier relation (prior.go).
	prior *priorCheck
	// Counts for Stats.
	refuted      int // subtrees found empty by unit propagation
	priorRefuted int // subtrees found empty by the earlier relation
	simulated    int // valuations found by simulation
}

// newEnumeration prepares the enumeration of proj on g, where load put the
// formula (Abstractor.loadFormula); prior are the parts of the block's
// earlier relation, if any (prior.go).
func newEnumeration(ctx context.Context, a *Abstractor, g *gini.Gini, load func() *gini.Gini, b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected, prior []part) *enumeration {
	en := &enumeration{a: a, ctx: ctx, g: g, load: load, b: b, proj: proj}
	for i := range proj {
		if _, ok := en.constant(i); !ok {
			en.branch = append(en.branch, i)
		}
	}
	en.prior = en.newPriorCheck(prior)
	en.path = make([]bool, len(en.branch))
	en.byLit = map[z.Lit][]int{}
	en.inPath = map[z.Lit]bool{}
	en.known = newMintermTrie()
	if simulationEnabled {
		en.sim = newSimulator(b.C(), guard, axioms, proj)
	}
	return en
}

// simulationEnabled turns the simulation around models on; tests turn it
// off to check the depth-first walk alone.
var simulationEnabled = true

// run enumerates every valuation: with blocking clauses up to
// blockingLimit valuations, then depth first, unless that proves slower
// per valuation than the blocking clauses were (slowerDepthFirst times),
// when it goes back to blocking clauses to the end.
//
// A solve that takes longer than the solve budget ends the blocking
// clauses at once: the depth-first search splits what is left into
// subtrees, and takes whole only those whose own solve runs over it.
func (en *enumeration) run() error {
	start := en.work
	done, err := en.block(blockingLimit)
	switch {
	case err == errOverBudget:
		// The depth-first search may not give up for blocking clauses.
		err = nil
	case done || err != nil:
		return err
	case len(en.minterms) > 0:
		en.blockingCost = max(1, (en.work-start)/int64(len(en.minterms)))
	}
	en.blocking, en.g = en.g, en.load()
	en.depthFirstStart, en.depthFirstFrom = en.work, len(en.minterms)
	err = en.explore(0)
	if err != errDepthFirstSlow {
		return err
	}
	en.g = en.blocking
	en.a.Stats.GaveUpDepthFirst++
	if _, err = en.block(-1); err == errOverBudget {
		en.whole = append(en.whole, nil) // every valuation
		err = nil
	}
	return err
}

// errOverBudget ends blocking clauses whose solve took longer than the
// solve budget.
var errOverBudget = errors.New("a solve took longer than the solve budget")

// solveBounded solves within the solve budget: it reports over when the
// budget ran out first (and the enumeration's context had not ended).
func (en *enumeration) solveBounded() (r int, over bool, err error) {
	if over := en.a.Opts.OverBudget; over != nil && over() {
		return 0, true, nil
	}
	// A budget <= 0 only counts.
	ctx, cancel := bitvec.WithWorkBudget(en.ctx, en.a.Opts.SolveBudget)
	defer cancel()
	r, err = bitvec.SolveAssuming(ctx, en.g)
	en.work += bitvec.WorkSpent(ctx) + callWork
	if err != nil && en.ctx.Err() == nil {
		return 0, true, nil
	}
	return r, false, err
}

// constant reports whether projected position i is a constant literal,
// and its value.
func (en *enumeration) constant(i int) (value, ok bool) {
	switch en.proj[i].m {
	case en.b.T():
		return true, true
	case en.b.F():
		return false, true
	}
	return false, false
}

// wholeCubes are the cubes of the subtrees taken whole, with the values
// of the constant projected literals.
func (en *enumeration) wholeCubes() boolprog.CubeSet {
	var out boolprog.CubeSet
	for _, path := range en.whole {
		cube := boolprog.Cube{}
		onBranch := map[int]bool{}
		for k, v := range path {
			l := en.proj[en.branch[k]].lit
			l.Neg = !v
			cube = append(cube, l)
			onBranch[en.branch[k]] = true
		}
		for i, pj := range en.proj {
			if v, ok := en.constant(i); ok && !onBranch[i] {
				l := pj.lit
				l.Neg = !v
				cube = append(cube, l)
			}
		}
		out = append(out, cube)
	}
	return out
}

// blockingLimit is how many valuations the enumeration excludes with
// blocking clauses before it goes on depth first. Few blocking clauses
// cost little, and they need no solve per empty subtree: with many
// projected literals and few valuations the depth-first search has many
// empty subtrees, some of them hard to refute.
var blockingLimit = 256

// The depth-first search gives up when, after at least
// depthFirstTrial times the cost of a valuation with blocking clauses,
// its own cost per valuation is slowerDepthFirst times that. Both are
// large: the cost of blocking clauses is measured while they are few and
// simulation finds most valuations, and it leaves out their last solve,
// the proof that no valuation is left, which with hundreds of clauses
// over some 60 literals can take longer than everything before it (a
// segment of a 4-cell partition took over 40 s there, against 2 s for
// the whole walk). The walk itself starts slowly, next to the known
// valuations, where the empty subtrees are.
var (
	depthFirstTrial  int64 = 4096
	slowerDepthFirst int64 = 16
)

// callWork is the work counted for a solve or a test of the enumeration
// besides its propagations (the cost of a call, in propagations: some
// 0.1 ms at bitvec.PropagationsPerSecond).
const callWork = 300

// gatesPerPropagation: a round of simulation (one evaluation of the
// circuit in 63 lanes) counts callWork and a propagation per so many
// gates, about what it costs beside a solve.
const gatesPerPropagation = 64

// errDepthFirstSlow ends a depth-first search that costs more per
// valuation than blocking clauses did.
var errDepthFirstSlow = errors.New("depth-first enumeration slower than blocking clauses")

// slow reports whether the depth-first search costs more than it saves.
func (en *enumeration) slow() bool {
	if en.blockingCost <= 0 {
		return false
	}
	spent := en.work - en.depthFirstStart
	if spent < depthFirstTrial*en.blockingCost {
		return false
	}
	found := len(en.minterms) - en.depthFirstFrom
	return spent > slowerDepthFirst*en.blockingCost*int64(found+1)
}

// block enumerates with blocking clauses, one per valuation, until limit
// valuations are known (no limit if negative): it reports whether it
// found them all.
func (en *enumeration) block(limit int) (bool, error) {
	a := en.a
	for limit < 0 || len(en.minterms) < limit {
		if len(en.branch) > 0 {
			for ; en.blocked < len(en.minterms); en.blocked++ {
				for k := range en.branch {
					en.g.Add(en.lit(k, !en.minterms[en.blocked][en.branch[k]]))
				}
				en.g.Add(0)
			}
		}
		if en.ctx.Err() != nil {
			return false, &UnknownError{Reason: "timeout"}
		}
		start := time.Now()
		a.Stats.SATCalls++
		r, over, err := en.solveBounded()
		a.Stats.SolveTime += time.Since(start)
		if over {
			return false, errOverBudget
		}
		if err != nil {
			return false, &UnknownError{Reason: "timeout"}
		}
		if r != 1 {
			return true, nil
		}
		if _, isNew, err := en.add(en.model()); err != nil {
			return false, err
		} else if !isNew {
			return false, fmt.Errorf("abstract: internal error: a model of a blocked valuation")
		}
		if len(en.branch) == 0 {
			return true, nil // every projected literal is constant: one valuation
		}
		if err := en.simulate(); err != nil {
			return false, err
		}
	}
	return false, nil
}

// explore enumerates the subtree of en.path[:depth].
func (en *enumeration) explore(depth int) error {
	rep := en.known.find(en.path[:depth])
	if rep < 0 {
		found, err := en.solve(depth)
		if err != nil || found < 0 {
			return err
		}
		rep = found
	}
	r := en.minterms[rep]
	for k := depth; k < len(en.branch); k++ {
		en.prior.invalidate(depth)
		for j := depth; j < k; j++ {
			en.path[j] = r[en.branch[j]]
		}
		en.path[k] = !r[en.branch[k]]
		if err := en.explore(k + 1); err != nil {
			return err
		}
	}
	return nil
}

// lit is the literal that says branch position k has value v.
func (en *enumeration) lit(k int, v bool) z.Lit {
	m := en.proj[en.branch[k]].m
	if v {
		return m
	}
	return m.Not()
}

// solve looks for a valuation in the subtree of en.path[:depth], where
// none is known: it returns its index in en.minterms, or -1 when the
// subtree is empty.
func (en *enumeration) solve(depth int) (int, error) {
	a := en.a
	if en.ctx.Err() != nil {
		return -1, &UnknownError{Reason: "timeout"}
	}
	if en.excluded(depth) {
		en.refuted++
		return -1, nil
	}
	if en.prior.excludes(en.path[:depth]) {
		en.priorRefuted++
		return -1, nil
	}
	start := time.Now()
	// Bring the scopes in step with the path.
	common := 0
	for common < len(en.scopes) && common < depth && en.scopes[common] == en.lit(common, en.path[common]) {
		common++
	}
	for len(en.scopes) > common {
		en.pop()
	}
	for k := common; k < depth; k++ {
		m := en.lit(k, en.path[k])
		en.g.Assume(m)
		r, _ := en.g.Test(nil)
		en.work += callWork
		en.scopes = append(en.scopes, m)
		if r == -1 {
			en.pop()
			en.refuted++
			a.Stats.SolveTime += time.Since(start)
			return -1, nil
		}
	}
	a.Stats.SATCalls++
	r, over, err := en.solveBounded()
	a.Stats.SolveTime += time.Since(start)
	if over {
		// Take the subtree whole; the next solve brings the scopes in
		// step with its path.
		en.whole = append(en.whole, append([]bool(nil), en.path[:depth]...))
		return -1, nil
	}
	if err != nil {
		return -1, &UnknownError{Reason: "timeout"}
	}
	if en.slow() {
		return -1, errDepthFirstSlow
	}
	if r != 1 {
		if len(en.scopes) > 0 {
			en.learn(en.g.Why(nil))
			en.pop()
		}
		return -1, nil
	}
	val := en.model()
	for k := 0; k < depth; k++ {
		if val[en.branch[k]] != en.path[k] {
			return -1, fmt.Errorf("abstract: internal error: a model outside the subtree it was asked in")
		}
	}
	idx, isNew, err := en.add(val)
	if err != nil {
		return -1, err
	}
	if !isNew {
		return -1, fmt.Errorf("abstract: internal error: a model in a subtree already enumerated")
	}
	return idx, en.simulate()
}

// model returns the valuation of the solver's model.
func (en *enumeration) model() []bool {
	value := bitvec.SafeValue(en.g)
	val := make([]bool, len(en.proj))
	for i, pj := range en.proj {
		val[i] = en.b.EvalLit(value, pj.m)
	}
	return val
}

// simulate adds the valuations that simulation finds around the
// solver's model.
func (en *enumeration) simulate() error {
	if en.sim == nil {
		return nil
	}
	start := time.Now()
	err := en.sim.around(en, bitvec.SafeValue(en.g))
	en.a.Stats.SimulateTime += time.Since(start)
	return err
}

// excluded reports whether the path of depth has a nogood. One would
// contain the path's last literal: a nogood within the rest holds of the
// representative of the parent subtree, which has a model.
func (en *enumeration) excluded(depth int) bool {
	if depth == 0 {
		return false
	}
	cands := en.byLit[en.lit(depth-1, en.path[depth-1])]
	if len(cands) == 0 {
		return false
	}
	clear(en.inPath)
	for k := 0; k < depth; k++ {
		en.inPath[en.lit(k, en.path[k])] = true
	}
	for _, c := range cands {
		all := true
		for _, m := range en.nogoods[c] {
			if !en.inPath[m] {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// learn records the failed assumptions of a solve as a nogood.
func (en *enumeration) learn(core []z.Lit) {
	if len(core) == 0 {
		return
	}
	c := len(en.nogoods)
	en.nogoods = append(en.nogoods, append([]z.Lit(nil), core...))
	for _, m := range core {
		en.byLit[m] = append(en.byLit[m], c)
	}
}

// pop closes the innermost test scope. Every scope left open holds a
// prefix of a path that has a valuation, so unit propagation cannot find
// a conflict there; if it ever did, the enumeration goes on with a fresh
// solver.
func (en *enumeration) pop() {
	en.scopes = en.scopes[:len(en.scopes)-1]
	if en.g.Untest() == -1 {
		en.refresh()
	}
}

// refresh continues the depth-first search on a fresh copy of the loaded
// formula, with no scope open.
func (en *enumeration) refresh() {
	en.g = en.load()
	en.scopes = en.scopes[:0]
}

// add records the valuation val unless it is known; it returns its index.
func (en *enumeration) add(val []bool) (int, bool, error) {
	idx, isNew := en.known.insert(en.branch, val, len(en.minterms))
	if !isNew {
		return idx, false, nil
	}
	en.minterms = append(en.minterms, val)
	en.a.Stats.Cubes++
	if len(en.minterms) > en.a.Opts.MaxCubes {
		return -1, false, &UnknownError{Reason: fmt.Sprintf("abstraction of a block needs more than %d cubes", en.a.Opts.MaxCubes), CubeLimit: true}
	}
	return idx, true, nil
}

// A mintermTrie indexes valuations by their values on the branch
// positions: node 0 is the root, next[n][v] the child of node n for value
// v (0: none), rep[n] the index of a valuation below n.
type mintermTrie struct {
	next [][2]int32
	rep  []int32
}

func newMintermTrie() mintermTrie {
	return mintermTrie{next: make([][2]int32, 1), rep: []int32{-1}}
}

// find returns the index of a valuation whose values on the branch
// positions start with path, or -1.
func (t *mintermTrie) find(path []bool) int {
	n := int32(0)
	for _, v := range path {
		n = t.next[n][b2i(v)]
		if n == 0 {
			return -1
		}
	}
	return int(t.rep[n])
}

// contains reports whether a valuation with val's values on branch is
// there.
func (t *mintermTrie) contains(branch []int, val []bool) bool {
	n := int32(0)
	for _, i := range branch {
		n = t.next[n][b2i(val[i])]
		if n == 0 {
			return false
		}
	}
	return t.rep[n] >= 0
}

// insert adds val (indexed idx) unless a valuation with its values on
// branch is there; it returns the index of the one there and whether val
// was new.
func (t *mintermTrie) insert(branch []int, val []bool, idx int) (int, bool) {
	n := int32(0)
	isNew := false
	for _, i := range branch {
		v := b2i(val[i])
		if t.next[n][v] == 0 {
			t.next[n][v] = int32(len(t.next))
			t.next = append(t.next, [2]int32{})
			t.rep = append(t.rep, int32(idx))
			isNew = true
		}
		n = t.next[n][v]
	}
	if !isNew && len(branch) == 0 && t.rep[0] < 0 {
		isNew = true
	}
	if t.rep[0] < 0 {
		t.rep[0] = int32(idx)
	}
	if !isNew {
		return int(t.rep[n]), false
	}
	return idx, true
}

func b2i(v bool) int {
	if v {
		return 1
	}
	return 0
}

// A simulator evaluates the circuit on 63 inputs at once around a model.
type simulator struct {
	c      *logic.C
	guard  z.Lit
	axioms []z.Lit
	proj   []projected
	inputs []z.Var // the inputs in the formula's cones
	vals   []uint64
	rng    *rand.Rand
	rot    int      // the input the next round flips first
	seeds  [][]bool // input values that gave new valuations, to simulate around
	// projLanes and val are the round's values of the projected
	// literals, in all lanes and in one.
	projLanes []uint64
	val       []bool
}

// lanes is how many inputs Eval64 evaluates at once: it sets the
// constant's variable to 2^63-1, so the top bit is not usable.
const (
	lanes    = 63
	laneMask = 1<<lanes - 1
)

func newSimulator(c *logic.C, guard z.Lit, axioms []z.Lit, proj []projected) *simulator {
	s := &simulator{c: c, guard: guard, axioms: axioms, proj: proj, vals: make([]uint64, c.Len()), rng: rand.New(rand.NewSource(1)),
		projLanes: make([]uint64, len(proj)), val: make([]bool, len(proj))}
	seen := make([]bool, c.Len())
	var stack []z.Var
	visit := func(m z.Lit) {
		if v := m.Var(); v > 1 && !seen[v] {
			seen[v] = true
			stack = append(stack, v)
		}
	}
	visit(guard)
	for _, m := range axioms {
		visit(m)
	}
	for _, pj := range proj {
		visit(pj.m)
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		x, y := c.Ins(v.Pos())
		if x == z.LitNull {
			s.inputs = append(s.inputs, v)
			continue
		}
		visit(x)
		visit(y)
	}
	return s
}

// around simulates around the model value, then around every input that
// gave a new valuation, adding the valuations found to en.
func (s *simulator) around(en *enumeration, value func(z.Lit) bool) error {
	if len(s.inputs) == 0 {
		return nil
	}
	seed := make([]bool, len(s.inputs))
	for j, v := range s.inputs {
		seed[j] = value(v.Pos())
	}
	s.seeds = append(s.seeds[:0], seed)
	for len(s.seeds) > 0 {
		if en.ctx.Err() != nil {
			return &UnknownError{Reason: "timeout"}
		}
		seed := s.seeds[len(s.seeds)-1]
		s.seeds = s.seeds[:len(s.seeds)-1]
		if err := s.round(en, seed); err != nil {
			return err
		}
	}
	return nil
}

// round evaluates the circuit on 63 variations of seed: the first lanes
// flip one input each (from s.rot on, so that successive rounds flip
// different ones), the others two or three inputs at random.
func (s *simulator) round(en *enumeration, seed []bool) error {
	n := len(s.inputs)
	for j, v := range s.inputs {
		if seed[j] {
			s.vals[v] = laneMask
		} else {
			s.vals[v] = 0
		}
	}
	single := min(n, lanes/2)
	for l := 0; l < lanes; l++ {
		if l < single {
			s.vals[s.inputs[(s.rot+l)%n]] ^= 1 << l
			continue
		}
		for f := 2 + s.rng.Intn(2); f > 0; f-- {
			s.vals[s.inputs[s.rng.Intn(n)]] ^= 1 << l
		}
	}
	s.rot = (s.rot + single) % n
	s.c.Eval64(s.vals)
	en.work += callWork + int64(len(s.vals))/gatesPerPropagation
	ok := s.lane(s.guard)
	for _, m := range s.axioms {
		ok &= s.lane(m)
	}
	for i, pj := range s.proj {
		s.projLanes[i] = s.lane(pj.m)
	}
	for l := 0; ok != 0 && l < lanes; l++ {
		if ok&(1<<l) == 0 {
			continue
		}
		for i, x := range s.projLanes {
			s.val[i] = x&(1<<l) != 0
		}
		if en.known.contains(en.branch, s.val) {
			continue
		}
		if _, _, err := en.add(append([]bool(nil), s.val...)); err != nil {
			return err
		}
		en.simulated++
		next := make([]bool, n)
		for j, v := range s.inputs {
			next[j] = s.vals[v]&(1<<l) != 0
		}
		s.seeds = append(s.seeds, next)
	}
	return nil
}

// lane returns the values of m in the lanes of the last evaluation.
func (s *simulator) lane(m z.Lit) uint64 {
	x := s.vals[m.Var()]
	if !m.IsPos() {
		x = ^x
	}
	return x & laneMask
}
