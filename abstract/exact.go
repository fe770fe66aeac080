package abstract

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Options configure an abstractor.
type Options struct {
	// MaxCubes bounds the satisfying assignments enumerated for one
	// block; beyond it the abstraction fails (an UnknownError).
	MaxCubes int
	// Cartesian abstracts each next-state predicate separately, with cubes
	// over the current predicates of at most CartesianCubeLen literals.
	Cartesian        bool
	CartesianCubeLen int
	// Assume maps a location to a condition that holds whenever control
	// reaches it (a proved invariant, such as kinduction's at a loop
	// head). The abstraction of every block that starts there assumes
	// it; since it holds in every execution, that removes only abstract
	// transitions from unreachable states.
	Assume map[*program.Loc]program.Expr
	// SolveBudget bounds one solve of an enumeration, in propagations of
	// the SAT solver (0: DefaultSolveBudget; negative: no bound). A
	// subtree whose solve needs more is taken whole: every valuation in it
	// counts as possible, so the abstraction stays sound but is no longer
	// exact there (Stats.Inexact); Sharpen doubles the budget and drops
	// those blocks' abstractions. Work, not time, so that the abstraction
	// is the same on every machine.
	SolveBudget int64
	// OverBudget, when set, decides instead of the budget which solves
	// run over the budget, without running them: tests place them with
	// it.
	OverBudget func() bool
}

// DefaultSolveBudget is the default Options.SolveBudget. A solve of an
// abstraction that takes longer is most often a proof no SAT solver
// finds at all (x | a and a | b imply x | b at 32 bits: neither gini nor
// CaDiCaL within 300 s), which would hold the whole run up. It was a
// second, and is about that much work (bitvec.PropagationsPerSecond).
const DefaultSolveBudget = 1 * bitvec.PropagationsPerSecond

// An UnknownError says the abstraction could not be built: a construct
// the encoding does not support, or a limit.
type UnknownError struct {
	Reason string
	// CubeLimit: the exact abstraction of a block has more than MaxCubes
	// cubes (the block is then abstracted Cartesian instead).
	CubeLimit bool
}

func (e *UnknownError) Error() string { return e.Reason }

// Stats count the abstraction's work. The times split it into building
// circuits (symex encoding of the block and its predicates), loading
// their clauses into the solver, solving (with the unit propagations that
// refute empty subtrees), simulating the circuit around models, and
// turning the enumerated valuations into cubes.
type Stats struct {
	// SATCalls counts the solves of the enumerations (not the empty
	// subtrees refuted without one, counted in Refuted).
	SATCalls int
	// Cubes counts the satisfying assignments enumerated: the distinct
	// valuations of the projected literals, whether a solve or the
	// simulation found them (Simulated counts the latter).
	Cubes     int
	Simulated int
	Refuted   int // by unit propagation or a nogood
	// PriorRefuted counts the empty subtrees the block's earlier
	// relation refuted (prior.go).
	PriorRefuted int
	// GaveUpDepthFirst counts the enumerations whose depth-first search
	// cost more per valuation than blocking clauses, which finished them.
	GaveUpDepthFirst int
	Segments         int // blocks abstracted (not from the cache)
	CachedSegment    int // blocks whose abstraction was reused
	Factored         int // blocks abstracted as a chain of independent factors
	// InitialGivenUp counts the enumerations of initial states that took
	// longer than initialBudget (every valuation is then initial).
	InitialGivenUp int
	// Inexact counts the subtrees of enumerations taken whole because
	// their solve took longer than the solve budget; Sharpened counts the
	// doublings of that budget.
	Inexact   int
	Sharpened int
	// CartesianFallbacks counts the groups of blocks whose exact
	// abstraction had more than MaxCubes cubes and that were abstracted
	// Cartesian instead.
	CartesianFallbacks int
	BuildTime          time.Duration
	CNFTime            time.Duration
	SolveTime          time.Duration
	SimulateTime       time.Duration // simulating the circuit around models
	CoverTime          time.Duration
	// Slowest are the segments that took longest, slowest first (at most
	// slowestSegments of them, each counted once per enumeration).
	Slowest []SegmentStats
}

// SegmentStats are the figures of one enumeration of one block.
type SegmentStats struct {
	Block    string // From->To and the block's first position
	Literals int    // projected predicate literals
	SATCalls int
	Cubes    int // satisfying assignments
	Time     time.Duration
}

const slowestSegments = 5

// noteSegment keeps seg among the slowest.
func (s *Stats) noteSegment(seg SegmentStats) {
	i := sort.Search(len(s.Slowest), func(i int) bool { return s.Slowest[i].Time < seg.Time })
	if i >= slowestSegments {
		return
	}
	s.Slowest = append(s.Slowest, SegmentStats{})
	copy(s.Slowest[i+1:], s.Slowest[i:])
	s.Slowest[i] = seg
	if len(s.Slowest) > slowestSegments {
		s.Slowest = s.Slowest[:slowestSegments]
	}
}

// An Abstractor builds the Boolean program of a program for a set of
// predicates. It keeps the abstraction of each block and reuses it while
// the predicates that block's transition depends on stay the same.
type Abstractor struct {
	S     *Structure
	Opts  Options
	Stats Stats
	cache map[*symex.Block]cachedBlock
	// constraints are cubes that refinement proved impossible for a
	// block's transition; they are removed from its relation.
	constraints map[*symex.Block][]boolprog.Cube
	// formula names the enumeration under way, in --dump-cnf files.
	formula string
	// initCache holds the initial states of the predicate lists asked
	// for, keyed by the predicates' identities.
	initCache map[string]boolprog.CubeSet
}

// Constrain removes the valuations of cube (over current values and
// next values of the block's changed predicates) from blk's abstract
// transition from now on. Refinement calls it for transitions it proved
// impossible (Cartesian abstraction loses such facts).
func (a *Abstractor) Constrain(blk *symex.Block, cube boolprog.Cube) {
	if a.constraints == nil {
		a.constraints = map[*symex.Block][]boolprog.Cube{}
	}
	a.constraints[blk] = append(a.constraints[blk], cube)
}

// constrained returns rel without the valuations of the constraints.
func (a *Abstractor) constrained(blk *symex.Block, rel boolprog.CubeSet) boolprog.CubeSet {
	for _, cube := range a.constraints[blk] {
		var out boolprog.CubeSet
		for _, r := range rel {
			out = append(out, sharp(r, cube)...)
		}
		rel = out
	}
	return rel
}

// sharp returns r ∧ ¬c as disjoint cubes: r itself when they do not meet,
// nothing when r lies inside c, else r ∧ ¬l₁, r ∧ l₁ ∧ ¬l₂, ... over the
// literals of c that r does not fix.
func sharp(r, c boolprog.Cube) boolprog.CubeSet {
	var free []boolprog.Lit
	for _, l := range c {
		switch litIn(r, l) {
		case -1:
			return boolprog.CubeSet{r} // disjoint
		case 0:
			free = append(free, l)
		}
	}
	var out boolprog.CubeSet
	prefix := append(boolprog.Cube(nil), r...)
	for _, l := range free {
		neg := l
		neg.Neg = !neg.Neg
		piece := append(append(boolprog.Cube(nil), prefix...), neg)
		out = append(out, piece)
		prefix = append(prefix, l)
	}
	return out
}

// litIn returns 1 when cube fixes l's variable to l, -1 when to its
// negation, 0 when it leaves it free.
func litIn(cube boolprog.Cube, l boolprog.Lit) int {
	for _, m := range cube {
		if m.Pred == l.Pred && m.Next == l.Next {
			if m.Neg == l.Neg {
				return 1
			}
			return -1
		}
	}
	return 0
}

type cachedBlock struct {
	key   string
	parts []part
	// inexact says some subtree of its enumeration was taken whole.
	inexact bool
	// preds are the predicates the parts' literals index.
	preds []*Predicate
}

// extends reports whether preds starts with the predicates of c, so that
// c's literals mean the same in an enumeration for preds.
func (c cachedBlock) extends(preds []*Predicate) bool {
	if len(c.preds) > len(preds) {
		return false
	}
	for i, pr := range c.preds {
		if preds[i] != pr {
			return false
		}
	}
	return true
}

func filter(xs []int, keep func(int) bool) []int {
	var out []int
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

// mergeSorted merges two increasing lists of indices.
func mergeSorted(a, b []int) []int {
	if len(b) == 0 {
		return a
	}
	out := append(append([]int(nil), a...), b...)
	sort.Ints(out)
	return out
}

// NewAbstractor returns an abstractor for the structure s.
func NewAbstractor(s *Structure, opts Options) *Abstractor {
	if opts.MaxCubes == 0 {
		opts.MaxCubes = 1 << 16
	}
	if opts.CartesianCubeLen == 0 {
		opts.CartesianCubeLen = 3
	}
	if opts.SolveBudget == 0 {
		opts.SolveBudget = DefaultSolveBudget
	}
	return &Abstractor{S: s, Opts: opts, cache: map[*symex.Block]cachedBlock{}}
}

// SolveBudget is the bound on one solve (negative: none), for the checks
// refinement makes of the abstraction's transitions as well.
func (a *Abstractor) SolveBudget() int64 { return a.Opts.SolveBudget }

// Sharpen doubles the solve budget when a solve went over it since the
// last call (an enumeration's subtree taken whole, or a check that the
// caller reports with overBudget) and drops the abstractions that are
// not exact, so that the next Abstract computes them again. It reports
// whether it did; refinement calls it when a spurious trace leaves it
// nothing else to do.
func (a *Abstractor) Sharpen(overBudget bool) bool {
	if a.Opts.SolveBudget < 0 {
		return false
	}
	for blk, c := range a.cache {
		if c.inexact {
			delete(a.cache, blk)
			overBudget = true
		}
	}
	if !overBudget {
		return false
	}
	a.Opts.SolveBudget *= 2
	a.Stats.Sharpened++
	return true
}

// An Abstraction is a Boolean program with the map back to the program.
type Abstraction struct {
	BP *boolprog.Program
	// Block maps each transition of BP to its block.
	Block []*symex.Block
	Preds []*Predicate
	// Points are the program locations of BP's locations 0..len(Points)-1
	// (the abstraction points); the error locations follow them.
	Points []*program.Loc
	// Precision is the precision the abstraction was built with (nil:
	// every predicate at every point).
	Precision Precision
	// EndsBlock tells, for each transition, whether it is the last of its
	// block's chain: a block whose abstraction factorises into relations
	// over disjoint predicates is a chain of transitions, one per
	// factor, through locations of its own (after the error locations).
	EndsBlock []bool
}

// Tracked reports whether predicate i is tracked at point l.
func (a *Abstraction) Tracked(l *program.Loc, i int) bool {
	return a.Precision.tracks(l, i)
}

// A Precision says which predicates are tracked at each abstraction
// point: the indices (into the predicate list) at each point. A nil
// Precision tracks every predicate everywhere (global precision).
type Precision map[*program.Loc]map[int]bool

// tracks reports whether pr tracks predicate i at l.
func (pr Precision) tracks(l *program.Loc, i int) bool {
	return pr == nil || pr[l][i]
}

// Abstract returns the Boolean program of the structure's program for
// preds, all tracked everywhere: one location per abstraction point and
// one error location per check, one transition per block.
func (a *Abstractor) Abstract(ctx context.Context, preds []*Predicate) (*Abstraction, error) {
	return a.AbstractWith(ctx, preds, nil)
}

// AbstractWith is Abstract with the precision prec (nil: global). A
// block is abstracted over the predicates tracked at its two ends only:
// those tracked at its start are its inputs, those tracked at its end
// its outputs; predicates not tracked at its end become unknown there
// (changed, with any value), so that the reachable abstract states of a
// point say nothing about them.
func (a *Abstractor) AbstractWith(ctx context.Context, preds []*Predicate, prec Precision) (*Abstraction, error) {
	s := a.S
	bp := &boolprog.Program{}
	for _, pr := range preds {
		bp.Preds = append(bp.Preds, boolprog.Predicate{Name: fmt.Sprintf("b%d", len(bp.Preds)), Text: pr.Text})
	}
	for i, l := range s.Points {
		bp.Locs = append(bp.Locs, boolprog.Loc{ID: i, Label: fmt.Sprintf("%s %s", l.Pos, l.Func)})
	}
	errLoc := map[*program.Edge]int{}
	for _, e := range s.CheckEdges {
		c := e.Stmt.(*program.Check).Check
		errLoc[e] = len(bp.Locs)
		bp.Locs = append(bp.Locs, boolprog.Loc{ID: len(bp.Locs), Label: fmt.Sprintf("%s %s", c.Pos, c.ID), Error: c.ID})
	}
	bp.Init = 0
	init, err := a.initialStates(ctx, preds)
	if err != nil {
		return nil, err
	}
	bp.InitStates = init
	out := &Abstraction{BP: bp, Preds: preds, Points: s.Points, Precision: prec}
	type chainEnd struct {
		blk  *symex.Block
		from int
		to   int
	}
	for _, blk := range s.Blocks {
		if ctx.Err() != nil {
			return nil, &UnknownError{Reason: "timeout"}
		}
		parts, err := a.block(ctx, blk, preds, prec)
		if err != nil {
			return nil, err
		}
		if len(a.constraints[blk]) > 0 && len(parts) > 1 {
			parts = []part{joinParts(parts)}
		}
		if len(parts) == 1 {
			parts[0].rel = a.constrained(blk, parts[0].rel)
		}
		to := 0
		if blk.Error != nil {
			to = errLoc[blk.CheckEdge()]
		} else {
			to = s.PointIndex[blk.To]
		}
		from := s.PointIndex[blk.From]
		// A block whose relation factorises is a chain of transitions
		// through auxiliary locations, one per factor.
		for k, pt := range parts {
			next := to
			if k < len(parts)-1 {
				next = len(bp.Locs)
				bp.Locs = append(bp.Locs, boolprog.Loc{ID: next, Label: fmt.Sprintf("inside block %d", len(out.Block))})
			}
			comment := blk.String()
			if len(parts) > 1 {
				comment = fmt.Sprintf("part %d of %d: %s", k+1, len(parts), comment)
			}
			bp.Trans = append(bp.Trans, boolprog.Transition{From: from, To: next, Changed: pt.changed, Rel: pt.rel, Comment: comment})
			out.Block = append(out.Block, blk)
			out.EndsBlock = append(out.EndsBlock, k == len(parts)-1)
			from = next
		}
	}
	return out, nil
}

// relevant returns the input predicates (those that read variables the
// block reads) and the output predicates (those that read variables it
// writes) of blk, as indices into preds.
//
// Reads count only where they are exposed: a variable wholly assigned
// (or havocked) on every path to a read is not read from the block's
// initial state there, so predicates on it need no initial value (the
// havoc of a large block's first statement would otherwise make every
// predicate on that variable an input as well as an output).
func relevant(p *program.Program, blk *symex.Block, preds []*Predicate) (inputs, outputs []int) {
	ef := newEffects()
	killedAt := map[*program.Loc]map[*program.Var]bool{}
	for _, e := range blk.Edges {
		killed := killedAt[e.From]
		if e.From == blk.From {
			killed = nil
		}
		ef.killed = killed
		ef.edge(p, e)
		out := killed
		if v := wholeVar(e); v != nil && !killed[v] {
			out = map[*program.Var]bool{v: true}
			for w := range killed {
				out[w] = true
			}
		}
		if e.To == blk.To || e.To == blk.From {
			continue
		}
		if prev, seen := killedAt[e.To]; !seen {
			killedAt[e.To] = out
		} else {
			both := map[*program.Var]bool{}
			for v := range prev {
				if out[v] {
					both[v] = true
				}
			}
			killedAt[e.To] = both
		}
	}
	for i, pr := range preds {
		if pr.DependsOn(ef.writes) {
			outputs = append(outputs, i)
		}
		if pr.DependsOn(ef.reads) {
			inputs = append(inputs, i)
		}
	}
	return inputs, outputs
}

// wholeVar returns the variable edge e assigns or havocs as a whole, nil
// for other edges.
func wholeVar(e *program.Edge) *program.Var {
	var lhs program.Expr
	switch st := e.Stmt.(type) {
	case *program.Assign:
		lhs = st.LHS
	case *program.Havoc:
		lhs = st.LHS
	}
	if r, ok := lhs.(*program.VarRef); ok {
		return r.Var
	}
	return nil
}

// A part is one factor of a block's abstraction: a relation over the
// current values and the next values of changed.
type part struct {
	changed []int
	rel     boolprog.CubeSet
}

// joinParts conjoins the factors of a block into one relation.
func joinParts(parts []part) part {
	out := part{rel: boolprog.CubeSet{boolprog.Cube{}}}
	for _, pt := range parts {
		out.changed = mergeSorted(out.changed, pt.changed)
		var rel boolprog.CubeSet
		for _, x := range out.rel {
			for _, y := range pt.rel {
				rel = append(rel, append(append(boolprog.Cube(nil), x...), y...))
			}
		}
		out.rel = rel
	}
	return out
}

// block abstracts one block; loading a huge block's clauses stops when
// ctx ends (bitvec.Builder.InterruptWith), as its solves do.
func (a *Abstractor) block(ctx context.Context, blk *symex.Block, preds []*Predicate, prec Precision) (parts []part, err error) {
	defer func() {
		if r := recover(); r != nil {
			if !bitvec.IsInterrupted(r) {
				panic(r)
			}
			parts, err = nil, &UnknownError{Reason: bitvec.LimitReason(ctx)}
		}
	}()
	return a.blockParts(ctx, blk, preds, prec)
}

func (a *Abstractor) blockParts(ctx context.Context, blk *symex.Block, preds []*Predicate, prec Precision) ([]part, error) {
	p := a.S.P
	inputs, outputs := relevant(p, blk, preds)
	var havocked []int // not tracked at the end: any value
	if prec != nil {
		inputs = filter(inputs, func(i int) bool { return prec[blk.From][i] })
		written := map[int]bool{}
		for _, i := range outputs {
			written[i] = true
		}
		outputs = outputs[:0:0]
		for i := range preds {
			switch {
			case !prec[blk.To][i]:
				havocked = append(havocked, i)
			case written[i] || !prec[blk.From][i]:
				outputs = append(outputs, i)
			}
		}
	}
	if blk.Error != nil {
		outputs, havocked = nil, nil // control goes to the error location; values do not matter
	}
	withHavocked := func(parts []part) []part {
		last := &parts[len(parts)-1]
		last.changed = mergeSorted(last.changed, havocked)
		return parts
	}
	key := cacheKey(preds, inputs, outputs)
	var prior []part // the block's earlier relation (prior.go)
	if c, ok := a.cache[blk]; ok {
		if c.key == key {
			// Predicates are only ever appended, so the same key means
			// the same predicates at the same indices.
			a.Stats.CachedSegment++
			return withHavocked(copyParts(c.parts)), nil
		}
		if c.extends(preds) {
			prior = c.parts
		}
	}
	a.Stats.Segments++
	segStart := time.Now()
	calls0, cubes0, inexact0 := a.Stats.SATCalls, a.Stats.Cubes, a.Stats.Inexact
	b := bitvec.New()
	b.InterruptWith(ctx)
	e := symex.NewEncoder(p, b)
	e.Interrupt = func() bool { return ctx.Err() != nil }
	var proj []projected
	var guard z.Lit
	err := encodeSafely(blk.Edges[0].Pos, func() error {
		cur := symex.NewState(b.T())
		for _, i := range inputs {
			proj = append(proj, projected{lit: boolprog.Lit{Pred: i}, m: e.Cond(cur, preds[i].Expr)})
		}
		pre := b.T()
		if c := a.Opts.Assume[blk.From]; c != nil {
			pre = e.Cond(cur, c)
		}
		st := symex.NewState(b.T())
		if err := e.ExecBlock(st, blk); err != nil {
			return err
		}
		for _, i := range outputs {
			proj = append(proj, projected{lit: boolprog.Lit{Pred: i, Next: true}, m: e.Cond(st, preds[i].Expr)})
		}
		guard = b.C().And(pre, st.Guard)
		return nil
	})
	if err != nil {
		return nil, err
	}
	a.Stats.BuildTime += time.Since(segStart)
	a.formula = "segment-" + blockName(blk)
	var parts []part
	if a.Opts.Cartesian && len(outputs) > 0 {
		rel, err := a.cartesian(ctx, b, e.Axioms, guard, proj, preds)
		if err != nil {
			return nil, err
		}
		parts = []part{{changed: outputs, rel: rel}}
	} else {
		for _, group := range factors(p, blk, preds, append(append([]int(nil), inputs...), outputs...), a.Opts.Assume[blk.From]) {
			in := map[int]bool{}
			for _, i := range group {
				in[i] = true
			}
			var gproj []projected
			var changed []int
			for _, pj := range proj {
				if in[pj.lit.Pred] {
					gproj = append(gproj, pj)
					if pj.lit.Next {
						changed = append(changed, pj.lit.Pred)
					}
				}
			}
			rel, err := a.allSAT(ctx, b, e.Axioms, guard, gproj, prior)
			var u *UnknownError
			if errors.As(err, &u) && u.CubeLimit {
				// Too many cubes for the exact relation: the Cartesian
				// one, an over-approximation (each next-state predicate
				// over a few current ones), for this group of this block.
				// Refinement then works with transition constraints.
				// Its parts have at most 2^(CartesianCubeLen+1) cubes
				// each: no limit applies to them.
				a.Stats.CartesianFallbacks++
				limit := a.Opts.MaxCubes
				a.Opts.MaxCubes = math.MaxInt
				rel, err = a.cartesian(ctx, b, e.Axioms, guard, gproj, preds)
				a.Opts.MaxCubes = limit
			}
			if err != nil {
				return nil, err
			}
			parts = append(parts, part{changed: changed, rel: rel})
		}
		if len(parts) > 1 {
			a.Stats.Factored++
		}
	}
	a.Stats.noteSegment(SegmentStats{
		Block:    fmt.Sprintf("%s at %s", blockName(blk), blk.Edges[0].Pos),
		Literals: len(proj),
		SATCalls: a.Stats.SATCalls - calls0,
		Cubes:    a.Stats.Cubes - cubes0,
		Time:     time.Since(segStart),
	})
	a.cache[blk] = cachedBlock{key: key, parts: copyParts(parts), inexact: a.Stats.Inexact > inexact0, preds: preds}
	return withHavocked(parts), nil
}

func copyParts(parts []part) []part {
	out := make([]part, len(parts))
	for i, pt := range parts {
		out[i] = part{changed: append([]int(nil), pt.changed...), rel: pt.rel}
	}
	return out
}

// blockName names blk by its ends in statistics and --dump-cnf files:
// L3-L5, or L3-error-<check id> for an error block.
func blockName(blk *symex.Block) string {
	if blk.Error != nil {
		return fmt.Sprintf("L%d-error-%s", blk.From.ID, blk.Error.ID)
	}
	return fmt.Sprintf("L%d-L%d", blk.From.ID, blk.To.ID)
}

// cacheKey names the predicates a block's abstraction depends on, so
// that it can be reused when only other predicates were added.
func cacheKey(preds []*Predicate, inputs, outputs []int) string {
	var b strings.Builder
	for _, i := range inputs {
		b.WriteString(preds[i].Text)
		b.WriteByte('\x00')
	}
	b.WriteByte('\x01')
	for _, i := range outputs {
		b.WriteString(preds[i].Text)
		b.WriteByte('\x00')
	}
	return b.String()
}

type projected struct {
	lit boolprog.Lit // the predicate variable (current or next)
	m   z.Lit        // its value in the formula
}

// encodeSafely turns symex's unsupported-construct errors into
// UnknownErrors.
func encodeSafely(pos program.Pos, f func() error) error {
	var err error
	if caught := symex.Catch(func() { err = f() }); caught != nil {
		err = caught
	}
	var u *symex.UnsupportedError
	if errors.As(err, &u) {
		if u.Pos == (program.Pos{}) && pos != (program.Pos{}) {
			u.Pos = pos
		}
		return &UnknownError{Reason: u.Error()}
	}
	return err
}

// allSAT enumerates the valuations of the projected literals for which
// guard (with the axioms) is satisfiable (see enumeration) and returns them
// merged into cubes.
func (a *Abstractor) allSAT(ctx context.Context, b *bitvec.Builder, axioms []z.Lit, guard z.Lit, proj []projected, prior []part) (boolprog.CubeSet, error) {
	if guard == b.F() {
		return nil, nil
	}
	load := func() *gini.Gini { return a.loadFormula(b, guard, axioms, proj) }
	g := load()
	roots := append([]z.Lit(nil), axioms...)
	for _, pj := range proj {
		roots = append(roots, pj.m)
	}
	bitvec.DumpCNFCones(ctx, b, a.formula, roots[len(axioms):], append([]z.Lit{guard}, axioms...)...)
	en := newEnumeration(ctx, a, g, load, b, guard, axioms, proj, prior)
	if err := en.run(); err != nil {
		return nil, err
	}
	a.Stats.Refuted += en.refuted
	a.Stats.PriorRefuted += en.priorRefuted
	a.Stats.Simulated += en.simulated
	a.Stats.Inexact += len(en.whole)
	minterms := en.minterms
	coverStart := time.Now()
	rel := append(mergeCubes(proj, minterms), en.wholeCubes()...)
	a.Stats.CoverTime += time.Since(coverStart)
	if ctx.Err() != nil {
		return nil, &UnknownError{Reason: "timeout"}
	}
	return rel, nil
}

// loadFormula returns a new solver with the enumeration's formula: the
// clauses of the cones of guard, the axioms and the projected literals,
// and guard and the axioms as units.
func (a *Abstractor) loadFormula(b *bitvec.Builder, guard z.Lit, axioms []z.Lit, proj []projected) *gini.Gini {
	start := time.Now()
	g := gini.New()
	b.ResetCnf() // a new solver: every circuit node must be sent again
	roots := append([]z.Lit{guard}, axioms...)
	for _, pj := range proj {
		roots = append(roots, pj.m)
	}
	b.AddCnf(g, roots...)
	for _, m := range append([]z.Lit{b.T(), guard}, axioms...) {
		g.Add(m)
		g.Add(0)
	}
	a.Stats.CNFTime += time.Since(start)
	return g
}

// maxInitPreds bounds the predicates whose initial valuations are
// enumerated; with more, every valuation is initial (an over-approximation:
// the entry's first transitions assign the variables anyway).
const maxInitPreds = 12

// initialBudget bounds the enumeration of the initial abstract states, in
// propagations (it was 250 ms: about that much work at
// bitvec.PropagationsPerSecond).
// They only sharpen the abstraction: every block's exact relation already
// needs a concrete state for the valuation it starts from, so an
// inconsistent initial valuation has no successor through any block that
// reads its predicates. A hard enumeration (predicates over a remainder
// by a symbolic divisor, where one solve can take a minute) gives way to
// every valuation.
const initialBudget = bitvec.PropagationsPerSecond / 4

// initialStates computes the abstract states of the entry: the valuations
// of the predicates that some concrete state has, or every valuation when
// that needs more work than initialBudget. The result is kept for the same
// predicates (PathAllowed asks again for every trace it checks).
func (a *Abstractor) initialStates(ctx context.Context, preds []*Predicate) (boolprog.CubeSet, error) {
	if len(preds) == 0 || len(preds) > maxInitPreds {
		return boolprog.True(), nil
	}
	var key strings.Builder
	for _, pr := range preds {
		fmt.Fprintf(&key, "%p;", pr)
	}
	if c, ok := a.initCache[key.String()]; ok {
		return c, nil
	}
	b := bitvec.New()
	e := symex.NewEncoder(a.S.P, b)
	var proj []projected
	err := encodeSafely(program.Pos{}, func() error {
		st := symex.NewState(b.T())
		for i, pr := range preds {
			proj = append(proj, projected{lit: boolprog.Lit{Pred: i}, m: e.Cond(st, pr.Expr)})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	a.formula = "initial-states"
	budget, cancel := bitvec.WithWorkBudget(ctx, initialBudget)
	defer cancel()
	init, err := a.allSAT(budget, b, e.Axioms, b.T(), proj, nil)
	var u *UnknownError
	if errors.As(err, &u) && ctx.Err() == nil && (budget.Err() != nil || u.CubeLimit) {
		// Over its budget or the cube limit: every valuation is initial
		// (an over-approximation).
		a.Stats.InitialGivenUp++
		init, err = boolprog.True(), nil
	}
	if err != nil {
		return nil, err
	}
	if a.initCache == nil {
		a.initCache = map[string]boolprog.CubeSet{}
	}
	a.initCache[key.String()] = init
	return init, nil
}
