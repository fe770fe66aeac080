package impact

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Verdict is the answer of Verify.
type Verdict int

const (
	Unknown Verdict = iota
	True
	False
)

// Options tune Verify.
type Options struct {
	// MaxNodes bounds the tree (0: DefaultMaxNodes); beyond, UNKNOWN.
	MaxNodes int
	// ForcedCovers is how many earlier nodes of a location forced
	// covering tries for a node (0: DefaultForcedCovers; negative: none).
	ForcedCovers int
	// Progress, when set, receives a line per refinement.
	Progress io.Writer
	// Block is where tree nodes are: at the abstraction points of this
	// block encoding, one step a block between two of them (abstract.SBE:
	// every branch and join; the large-block encodings: loop heads).
	Block abstract.BlockEncoding
}

// Defaults of Options.
const (
	DefaultMaxNodes     = 100000
	DefaultForcedCovers = 3
)

// Stats are the figures of a run.
type Stats struct {
	Nodes        int // tree nodes created
	Refinements  int
	Covers       int // nodes covered (including forced)
	ForcedCovers int
	Uncovers     int
	SATCalls     int
	Atoms        int
	PathLen      int // of the last error path
	RefineTime   time.Duration
	CoverTime    time.Duration
	CertifyTime  time.Duration
}

// A Literal is an atom of the run or its negation.
type Literal struct {
	Atom int
	Neg  bool
}

// Result is the outcome of Verify.
type Result struct {
	Verdict Verdict
	Reason  string             // for Unknown
	Check   *program.CheckInfo // the failed check, for False
	Inputs  []interp.Value     // of the error path, for False (to be confirmed by replay)
	// Atoms are the expressions labels are made of; Invariants, for
	// True, hold at each location: one of the cubes (conjunctions of
	// literals over Atoms) is true whenever control is there.
	Atoms      []program.Expr
	Invariants map[*program.Loc][][]Literal
	Stats      Stats
}

// A node of the abstract reachability tree.
type node struct {
	id        int
	loc       *program.Loc // nil for an error node
	parent    *node
	step      *symex.Block // from parent
	children  []*node
	label     []Literal
	has       map[Literal]bool
	isFalse   bool
	coveredBy *node
	covering  map[*node]bool // nodes this one covers
	expanded  bool
}

func (n *node) addLiteral(l Literal) bool {
	if n.has[l] {
		return false
	}
	n.has[l] = true
	n.label = append(n.label, l)
	return true
}

// verifier holds one run.
type verifier struct {
	ctx   context.Context
	p     *program.Program
	opts  Options
	atoms []program.Expr
	index map[string]int
	nodes []*node
	byLoc map[*program.Loc][]*node
	// from lists the blocks that leave each point.
	from  map[*program.Loc][]*symex.Block
	work  []*node
	stats Stats
	// shared is the circuit and solver of label queries; s0 its state
	// and atomLit each atom's literal on it.
	shared  *query
	s0      *symex.State
	atomLit map[int]z.Lit
	axioms  []z.Lit // of the shared encoder, all so far
}

// Verify builds the abstract reachability tree of p until it is complete
// (TRUE, after the certificate check) or an error path is feasible
// (FALSE: the result's inputs drive p to the check). Limits, unsupported
// constructs and refinements that find no labels give UNKNOWN. The error
// is for internal failures only.
func Verify(ctx context.Context, p *program.Program, opts Options) (res *Result, err error) {
	if opts.MaxNodes == 0 {
		opts.MaxNodes = DefaultMaxNodes
	}
	if opts.ForcedCovers == 0 {
		opts.ForcedCovers = DefaultForcedCovers
	}
	v := &verifier{ctx: ctx, p: p, opts: opts, index: map[string]int{}, byLoc: map[*program.Loc][]*node{}, from: map[*program.Loc][]*symex.Block{}}
	defer func() {
		if res != nil {
			res.Stats = v.stats
			res.Stats.Atoms = len(v.atoms)
			res.Atoms = v.atoms
		}
	}()
	if p.Entry == nil {
		return &Result{Verdict: True}, nil
	}
	var out *Result
	caught := symex.Catch(func() { out, err = v.run() })
	if caught != nil {
		return &Result{Reason: caught.Error()}, nil
	}
	var unsup *symex.UnsupportedError
	switch {
	case errors.As(err, &unsup):
		return &Result{Reason: unsup.Error()}, nil
	case err != nil && ctx.Err() != nil:
		return &Result{Reason: bitvec.LimitReason(ctx)}, nil
	case err != nil:
		return nil, err
	}
	return out, nil
}

func (v *verifier) newNode(parent *node, loc *program.Loc, step *symex.Block) *node {
	n := &node{id: len(v.nodes), loc: loc, parent: parent, step: step, has: map[Literal]bool{}, covering: map[*node]bool{}}
	if parent != nil {
		parent.children = append(parent.children, n)
	}
	v.nodes = append(v.nodes, n)
	v.stats.Nodes++
	if loc != nil {
		v.byLoc[loc] = append(v.byLoc[loc], n)
	}
	v.work = append(v.work, n)
	return n
}

// blocked says whether n needs no exploration: it or an ancestor is
// covered or has the label false.
func blocked(n *node) bool {
	for m := n; m != nil; m = m.parent {
		if m.isFalse || m.coveredBy != nil {
			return true
		}
	}
	return false
}

func (v *verifier) progressf(format string, args ...any) {
	if v.opts.Progress != nil {
		fmt.Fprintf(v.opts.Progress, "satabs-go: impact: "+format+"\n", args...)
	}
}

func (v *verifier) run() (*Result, error) {
	st := abstract.NewBlockStructure(v.p, v.opts.Block)
	for _, blk := range st.Blocks {
		v.from[blk.From] = append(v.from[blk.From], blk)
	}
	v.newNode(nil, st.Points[0], nil)
	for len(v.work) > 0 {
		if err := v.ctx.Err(); err != nil {
			return nil, err
		}
		if len(v.nodes) > v.opts.MaxNodes {
			return &Result{Reason: fmt.Sprintf("impact: more than %d tree nodes", v.opts.MaxNodes)}, nil
		}
		n := v.work[len(v.work)-1]
		v.work = v.work[:len(v.work)-1]
		if n.expanded || blocked(n) {
			continue
		}
		if n.loc == nil {
			res, err := v.errorPath(n)
			if res != nil || err != nil {
				return res, err
			}
			continue
		}
		covered, err := v.close(n, true)
		if err != nil {
			return nil, err
		}
		if covered {
			continue
		}
		v.expand(n)
	}
	start := time.Now()
	err := v.certify()
	v.stats.CertifyTime += time.Since(start)
	if err != nil {
		// The end of ctx, or a certificateError: an internal error, the
		// search's bookkeeping is wrong.
		return nil, err
	}
	return &Result{Verdict: True, Invariants: v.invariants()}, nil
}

// expand adds n's children: one per block that leaves its location (an
// error node for an error block).
func (v *verifier) expand(n *node) {
	n.expanded = true
	// Children are pushed in reverse so that the first block is explored
	// first (the stack is last in, first out).
	blocks := v.from[n.loc]
	for i := len(blocks) - 1; i >= 0; i-- {
		v.newNode(n, blocks[i].To, blocks[i])
	}
}

// path returns the nodes from the root to n.
func path(n *node) []*node {
	var out []*node
	for m := n; m != nil; m = m.parent {
		out = append(out, m)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// errorPath handles an error node that is not blocked: a feasible path is
// a counterexample; an infeasible one is refined.
func (v *verifier) errorPath(n *node) (*Result, error) {
	nodes := path(n)
	v.stats.PathLen = len(nodes) - 1
	feasible, inputs, err := v.simulate(nodes)
	if err != nil {
		return nil, err
	}
	if feasible {
		return &Result{Verdict: False, Check: n.step.Error, Inputs: inputs}, nil
	}
	start := time.Now()
	ok, err := v.refine(nodes)
	v.stats.RefineTime += time.Since(start)
	if err != nil {
		return nil, err
	}
	if !ok {
		return &Result{Reason: fmt.Sprintf("impact: no labels found that rule out the infeasible path to %s (%s)", n.step.Error.ID, n.step.Error.Pos)}, nil
	}
	v.stats.Refinements++
	v.progressf("refinement %d: path of %d steps to %s, %d atoms, %d nodes", v.stats.Refinements, len(nodes)-1, n.step.Error.ID, len(v.atoms), len(v.nodes))
	return nil, nil
}

// close tries to cover n by an earlier node of its location: plainly (n's
// label implies the other's) and, with force, by IMPACT's forced covering.
// It reports whether n is now covered.
func (v *verifier) close(n *node, force bool) (bool, error) {
	start := time.Now()
	defer func() { v.stats.CoverTime += time.Since(start) }()
	cands := v.byLoc[n.loc]
	for _, w := range cands {
		if w.id >= n.id {
			break
		}
		if w.isFalse || blocked(w) {
			continue
		}
		ok, err := v.implies(n.label, w.label)
		if err != nil {
			return false, err
		}
		if ok {
			v.cover(n, w)
			return true, nil
		}
	}
	if !force || v.opts.ForcedCovers < 0 || n.parent == nil {
		return false, nil
	}
	tried := 0
	for i := len(cands) - 1; i >= 0 && tried < v.opts.ForcedCovers; i-- {
		w := cands[i]
		if w.id >= n.id || w.isFalse || blocked(w) {
			continue
		}
		tried++
		proved, impossible, err := v.post(n.parent.label, n.step, w.label)
		if err != nil {
			return false, err
		}
		if impossible {
			v.release(n)
			n.isFalse = true
			return true, nil
		}
		if len(proved) < len(w.label) {
			continue
		}
		v.strengthen(n, proved)
		v.cover(n, w)
		v.stats.ForcedCovers++
		return true, nil
	}
	return false, nil
}

// cover makes w cover n. A covering node may be an ancestor (that is how
// a loop closes), never a descendant: w is older than n.
func (v *verifier) cover(n, w *node) {
	v.release(n)
	n.coveredBy = w
	w.covering[n] = true
	v.stats.Covers++
}

// release uncovers the nodes covered by n or by anything under it, before
// n's subtree stops counting (n is covered or false).
func (v *verifier) release(n *node) {
	for x := range n.covering {
		v.uncover(x)
	}
	for _, c := range n.children {
		v.release(c)
	}
}

// uncover removes x's cover and puts it back to work.
func (v *verifier) uncover(x *node) {
	if x.coveredBy == nil {
		return
	}
	delete(x.coveredBy.covering, x)
	x.coveredBy = nil
	v.stats.Uncovers++
	v.requeue(x)
}

// requeue puts the unexpanded nodes of x's subtree (x included) back on
// the work list.
func (v *verifier) requeue(x *node) {
	if !x.expanded {
		v.work = append(v.work, x)
		return
	}
	for _, c := range x.children {
		v.requeue(c)
	}
}

// strengthen conjoins literals to n's label; the nodes n covers lose their
// cover if the label grew.
func (v *verifier) strengthen(n *node, lits []Literal) bool {
	grew := false
	for _, l := range lits {
		if n.addLiteral(l) {
			grew = true
		}
	}
	if grew {
		for x := range n.covering {
			v.uncover(x)
		}
	}
	return grew
}

// invariants collects, per location, the labels of the nodes that are
// neither blocked nor false.
func (v *verifier) invariants() map[*program.Loc][][]Literal {
	out := map[*program.Loc][][]Literal{}
	for _, n := range v.nodes {
		if n.loc == nil || blocked(n) {
			continue
		}
		out[n.loc] = append(out[n.loc], append([]Literal(nil), n.label...))
	}
	return out
}
