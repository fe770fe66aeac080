package abstract

import (
	"context"
	"errors"
	"fmt"
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
}

// An UnknownError says the abstraction could not be built: a construct
// the encoding does not support, or a limit.
type UnknownError struct{ Reason string }

func (e *UnknownError) Error() string { return e.Reason }

// Stats count the abstraction's work. The times split it into building
// circuits (symex encoding of the block and its predicates), loading
// their clauses into the solver, solving, and turning the enumerated
// valuations into cubes.
type Stats struct {
	SATCalls      int
	Cubes         int // satisfying assignments enumerated
	Segments      int // blocks abstracted (not from the cache)
	CachedSegment int // blocks whose abstraction was reused
	BuildTime     time.Duration
	CNFTime       time.Duration
	SolveTime     time.Duration
	CoverTime     time.Duration
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
	key     string
	changed []int
	rel     boolprog.CubeSet
}

// NewAbstractor returns an abstractor for the structure s.
func NewAbstractor(s *Structure, opts Options) *Abstractor {
	if opts.MaxCubes == 0 {
		opts.MaxCubes = 1 << 16
	}
	if opts.CartesianCubeLen == 0 {
		opts.CartesianCubeLen = 3
	}
	return &Abstractor{S: s, Opts: opts, cache: map[*symex.Block]cachedBlock{}}
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
}

// Abstract returns the Boolean program of the structure's program for
// preds: one location per abstraction point and one error location per
// check, one transition per block.
func (a *Abstractor) Abstract(ctx context.Context, preds []*Predicate) (*Abstraction, error) {
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
	out := &Abstraction{BP: bp, Preds: preds, Points: s.Points}
	for _, blk := range s.Blocks {
		if ctx.Err() != nil {
			return nil, &UnknownError{Reason: "timeout"}
		}
		changed, rel, err := a.block(ctx, blk, preds)
		if err != nil {
			return nil, err
		}
		rel = a.constrained(blk, rel)
		to := 0
		if blk.Error != nil {
			to = errLoc[blk.Edges[0]]
		} else {
			to = s.PointIndex[blk.To]
		}
		bp.Trans = append(bp.Trans, boolprog.Transition{
			From: s.PointIndex[blk.From], To: to, Changed: changed, Rel: rel, Comment: blk.String(),
		})
		out.Block = append(out.Block, blk)
	}
	return out, nil
}

// relevant returns the input predicates (those that read variables the
// block reads) and the output predicates (those that read variables it
// writes) of blk, as indices into preds.
func relevant(p *program.Program, blk *symex.Block, preds []*Predicate) (inputs, outputs []int) {
	ef := newEffects()
	for _, e := range blk.Edges {
		ef.edge(p, e)
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

func (a *Abstractor) block(ctx context.Context, blk *symex.Block, preds []*Predicate) ([]int, boolprog.CubeSet, error) {
	p := a.S.P
	inputs, outputs := relevant(p, blk, preds)
	if blk.Error != nil {
		outputs = nil // control goes to the error location; values do not matter
	}
	key := cacheKey(preds, inputs, outputs)
	if c, ok := a.cache[blk]; ok && c.key == key {
		// Predicates are only ever appended, so the same key means the
		// same predicates at the same indices.
		a.Stats.CachedSegment++
		return c.changed, c.rel, nil
	}
	a.Stats.Segments++
	segStart := time.Now()
	calls0, cubes0 := a.Stats.SATCalls, a.Stats.Cubes
	b := bitvec.New()
	e := symex.NewEncoder(p, b)
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
		return nil, nil, err
	}
	a.Stats.BuildTime += time.Since(segStart)
	a.formula = "segment-" + blockName(blk)
	var rel boolprog.CubeSet
	if a.Opts.Cartesian && len(outputs) > 0 {
		rel, err = a.cartesian(ctx, b, e.Axioms, guard, proj, preds)
	} else {
		rel, err = a.allSAT(ctx, b, e.Axioms, guard, proj)
	}
	if err != nil {
		return nil, nil, err
	}
	a.Stats.noteSegment(SegmentStats{
		Block:    fmt.Sprintf("%s at %s", blockName(blk), blk.Edges[0].Pos),
		Literals: len(proj),
		SATCalls: a.Stats.SATCalls - calls0,
		Cubes:    a.Stats.Cubes - cubes0,
		Time:     time.Since(segStart),
	})
	a.cache[blk] = cachedBlock{key: key, changed: outputs, rel: rel}
	return outputs, rel, nil
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
// guard (with the axioms) is satisfiable, with blocking clauses, and returns
// them merged into cubes.
func (a *Abstractor) allSAT(ctx context.Context, b *bitvec.Builder, axioms []z.Lit, guard z.Lit, proj []projected) (boolprog.CubeSet, error) {
	if guard == b.F() {
		return nil, nil
	}
	cnfStart := time.Now()
	g := gini.New()
	b.ResetCnf() // a new solver: every circuit node must be sent again
	roots := append([]z.Lit{guard}, axioms...)
	for _, pj := range proj {
		roots = append(roots, pj.m)
	}
	b.AddCnf(g, roots...)
	unit := func(m z.Lit) {
		g.Add(m)
		g.Add(0)
	}
	unit(b.T())
	unit(guard)
	for _, ax := range axioms {
		unit(ax)
	}
	a.Stats.CNFTime += time.Since(cnfStart)
	bitvec.DumpCNF(ctx, b, a.formula, append([]z.Lit{guard}, axioms...)...)
	var minterms [][]bool
	for {
		if ctx.Err() != nil {
			return nil, &UnknownError{Reason: "timeout"}
		}
		a.Stats.SATCalls++
		solveStart := time.Now()
		r, err := bitvec.SolveAssuming(ctx, g)
		a.Stats.SolveTime += time.Since(solveStart)
		if err != nil {
			return nil, &UnknownError{Reason: "timeout"}
		}
		if r != 1 {
			break
		}
		a.Stats.Cubes++
		val := make([]bool, len(proj))
		value := bitvec.SafeValue(g)
		blocking := false
		for i, pj := range proj {
			val[i] = b.EvalLit(value, pj.m)
			if pj.m == b.T() || pj.m == b.F() {
				continue
			}
			blocking = true
			if val[i] {
				g.Add(pj.m.Not())
			} else {
				g.Add(pj.m)
			}
		}
		g.Add(0)
		minterms = append(minterms, val)
		if !blocking {
			break // every projected literal is constant: one valuation
		}
		if len(minterms) > a.Opts.MaxCubes {
			return nil, &UnknownError{Reason: fmt.Sprintf("abstraction of a block needs more than %d cubes", a.Opts.MaxCubes)}
		}
	}
	coverStart := time.Now()
	defer func() { a.Stats.CoverTime += time.Since(coverStart) }()
	return mergeCubes(proj, minterms), nil
}

// maxInitPreds bounds the predicates whose initial valuations are
// enumerated; with more, every valuation is initial (an over-approximation:
// the entry's first transitions assign the variables anyway).
const maxInitPreds = 12

// initialStates computes the abstract states of the entry: the valuations
// of the predicates that some concrete state has.
func (a *Abstractor) initialStates(ctx context.Context, preds []*Predicate) (boolprog.CubeSet, error) {
	if len(preds) == 0 || len(preds) > maxInitPreds {
		return boolprog.True(), nil
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
	return a.allSAT(ctx, b, e.Axioms, b.T(), proj)
}
