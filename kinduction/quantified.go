package kinduction

import (
	"context"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A Quantified atom is an indexed predicate over every cell in a range:
//
//	∀K. Lo LoOp K && K HiOp Hi ==> Body
//
// K is an index variable that the program never writes (it is no
// program variable); Lo and Hi are integer expressions of K's type over
// program variables, LoOp is <= or <, HiOp is < or <=; Body is a Bool
// expression over cells at K (a[K] == 42, a[K] != e, b[K] == a[K]).
type Quantified struct {
	K          *program.Var
	Lo, Hi     program.Expr
	LoOp, HiOp program.BinaryOp
	Body       program.Expr
	// formula is Range ==> Body as an expression over K.
	formula program.Expr
}

func newQuantified(k *program.Var, lo program.Expr, loOp program.BinaryOp, hi program.Expr, hiOp program.BinaryOp, body program.Expr) *Quantified {
	body = sameTypeComparisons(body)
	kr := &program.VarRef{Var: k}
	rng := &program.Binary{Op: program.LAnd,
		X: &program.Binary{Op: loOp, X: lo, Y: kr, T: program.Bool},
		Y: &program.Binary{Op: hiOp, X: kr, Y: hi, T: program.Bool}, T: program.Bool}
	f := &program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: rng}, Y: body, T: program.Bool}
	return &Quantified{K: k, Lo: lo, Hi: hi, LoOp: loOp, HiOp: hiOp, Body: body, formula: f}
}

// sameTypeComparisons returns x with every comparison of integers of
// two types made one of a single type: the operand of the narrower type
// (of the second, at equal widths) converted to the other's, as C
// converts the operands of a comparison of a char with an int. The
// generators strip casts to match cells and values (s[k] != 0 from
// (int)s[i] != 0), and composing such a body with a cell of another
// array (t[k] == s[k]) could put a char cell against an int constant,
// which the encoder refuses (width mismatch) and which then cost the
// whole synthesis. A candidate only proposes: any well-typed form is
// proved or dropped by Houdini.
func sameTypeComparisons(x program.Expr) program.Expr {
	var f func(y program.Expr) program.Expr
	f = func(y program.Expr) program.Expr {
		y = program.MapChildren(y, f)
		b, ok := y.(*program.Binary)
		if !ok || !b.Op.IsComparison() {
			return y
		}
		tx, ty := b.X.Type(), b.Y.Type()
		if !tx.IsInteger() || !ty.IsInteger() || program.Identical(tx, ty) {
			return y
		}
		out := *b
		if tx.Width < ty.Width {
			out.X = &program.Cast{X: b.X, T: ty}
		} else {
			out.Y = &program.Cast{X: b.Y, T: tx}
		}
		return &out
	}
	return f(x)
}

// String prints q as \forall k. 0 <= k && k < main::i ==> main::a[k] == 42.
func (q *Quantified) String() string {
	k := q.K.Name
	return `\forall ` + k + ". " + program.ExprString(q.Lo) + " " + q.LoOp.String() + " " + k + " && " +
		k + " " + q.HiOp.String() + " " + program.ExprString(q.Hi) + " ==> " + program.ExprString(q.Body)
}

// Formula returns Range ==> Body as a Bool expression over K and program
// variables: q holds in a state when it holds for every value of K.
func (q *Quantified) Formula() program.Expr { return q.formula }

// A quantEnv gives quantified atoms their meaning in one encoding.
//
// Assumed (in a frame a transition starts from, or any frame of an
// induction step), an atom is instantiated at every index term read so
// far from the nondeterministic bases of the free frame's arrays: a
// formula observes such an array only through reads at index terms (the
// array-property-fragment instantiation of Bradley, Manna and Sipma).
// Instantiation only weakens the assumption, so a proof with it is a
// proof with the quantifier. Instantiating reads cells too (b[t] for
// a[k] == b[k]), which may add index terms; assume repeats for those,
// rounds times, and stops there (incomplete, never unsound).
//
// As a goal (the frame a transition ends in), K is a fresh bit-vector
// (a Skolem constant), one per state and index type: a violated
// conjunction of atoms has one violated atom, so one constant serves
// them all.
type quantEnv struct {
	e      *symex.Encoder
	base   *symex.State // the free frame: its arrays' bases hold the reads
	arrays []*program.Var
	inst   map[instKey]z.Lit
	sk     map[skolemKey]bitvec.BV
	skLit  map[instKey]z.Lit
	// coneKey and cone are the roots of the last cone walked and the
	// nodes it marked: the Stepper asks for the same roots once per
	// frame and cut point. A cone never changes (nodes made later are
	// outside it), so the marks stay valid.
	coneKey string
	cone    []int8
	// ctx, when set, ends an instantiation early once it is done:
	// the instances already made stand (fewer assumptions, never an
	// unsound one) and the caller reports ctx's error.
	ctx context.Context
	// rounds, when positive, replaces quantRounds (Houdini asks with
	// one round first: fewer instances, a proof all the same).
	rounds int
}

type instKey struct {
	st  *symex.State
	q   *Quantified
	idx string
}

type skolemKey struct {
	st *symex.State
	t  *program.Type
}

// quantRounds is how often assume instantiates at the index terms its
// own instantiations read.
const quantRounds = 2

func newQuantEnv(e *symex.Encoder, base *symex.State, vars []*program.Var) *quantEnv {
	qe := &quantEnv{e: e, base: base, inst: map[instKey]z.Lit{}, sk: map[skolemKey]bitvec.BV{}, skLit: map[instKey]z.Lit{}}
	for _, v := range vars {
		if v.Type.Kind == program.KindArray {
			qe.arrays = append(qe.arrays, v)
		}
	}
	return qe
}

// terms returns the distinct index terms read so far from the bases of
// the free frame's arrays, with their keys: those of the reads in the
// cone of roots, or all of them without roots.
func (qe *quantEnv) terms(roots []z.Lit) ([]bitvec.BV, []string) {
	var mark []int8
	if len(roots) > 0 {
		if key := bvKey(roots); key != qe.coneKey {
			qe.coneKey = key
			qe.cone, _ = qe.e.B.C().CnfSince(discard{}, nil, roots...)
		}
		mark = qe.cone
	}
	inCone := func(r symex.ArrayRead) bool {
		if mark == nil {
			return true
		}
		for _, l := range r.Val.Bits {
			if v := int(l.Var()); v < len(mark) && mark[v] == 1 {
				return true
			}
		}
		return false
	}
	var out []bitvec.BV
	var keys []string
	seen := map[string]bool{}
	for _, v := range qe.arrays {
		val, ok := qe.base.Value(v)
		if !ok || val.Arr == nil {
			continue
		}
		reads, ok := val.Arr.BaseReads()
		if !ok {
			continue
		}
		for _, r := range reads {
			if !inCone(r) {
				continue
			}
			k := bvKey(r.Idx)
			if !seen[k] {
				seen[k] = true
				out = append(out, r.Idx)
				keys = append(keys, k)
			}
		}
	}
	return out, keys
}

// discard is an inter.Adder that keeps nothing: CnfSince walks a cone.
type discard struct{}

func (discard) Add(z.Lit) {}

func bvKey(x bitvec.BV) string {
	var sb strings.Builder
	for _, l := range x {
		sb.WriteString(strconv.FormatUint(uint64(l), 36))
		sb.WriteByte(',')
	}
	return sb.String()
}

// bind returns st with q's index variable set to idx (resized to its
// type).
func (qe *quantEnv) bind(st *symex.State, k *program.Var, idx bitvec.BV) *symex.State {
	w := k.Type.Width
	switch {
	case len(idx) > w:
		idx = qe.e.B.Trunc(idx, w)
	case len(idx) < w:
		idx = qe.e.B.Resize(idx, w, false)
	}
	s := st.Clone()
	s.Set(k, symex.Value{Bits: idx})
	return s
}

// assume returns the instantiation of qs in st at the index terms in
// the cone of roots (every index term without roots), and then, for
// quantRounds - 1 more rounds, at those the instantiations read.
func (qe *quantEnv) assume(st *symex.State, qs []*Quantified, roots ...z.Lit) z.Lit {
	if len(qs) == 0 {
		return qe.e.B.T()
	}
	var lits []z.Lit
	// A scalar fact stated as a quantified atom (heldScalar) is
	// assumed as it stands, whatever the index terms.
	for _, q := range qs {
		if scalarFact(q) {
			key := instKey{st, q, ""}
			l, ok := qe.inst[key]
			if !ok {
				l = qe.e.Cond(st, q.Body)
				qe.inst[key] = l
			}
			lits = append(lits, l)
		}
	}
	done := map[string]bool{}
	rounds := quantRounds
	if qe.rounds > 0 {
		rounds = qe.rounds
	}
	for round := 0; round < rounds; round++ {
		if round > 0 && len(roots) > 0 {
			roots = append(roots, lits...)
		}
		ts, keys := qe.terms(roots)
		grew := false
		for i, t := range ts {
			if done[keys[i]] {
				continue
			}
			if qe.ctx != nil && qe.ctx.Err() != nil {
				return qe.e.B.C().Ands(lits...)
			}
			done[keys[i]], grew = true, true
			for _, q := range qs {
				if scalarFact(q) {
					continue
				}
				key := instKey{st, q, keys[i]}
				l, ok := qe.inst[key]
				if !ok {
					l = qe.e.Cond(qe.bind(st, q.K, t), q.formula)
					qe.inst[key] = l
				}
				lits = append(lits, l)
			}
		}
		if !grew {
			break
		}
	}
	return qe.e.B.C().Ands(lits...)
}

// goal returns q in st with its index variable a Skolem constant of st.
func (qe *quantEnv) goal(st *symex.State, q *Quantified) z.Lit {
	key := instKey{st: st, q: q}
	if l, ok := qe.skLit[key]; ok {
		return l
	}
	sk, ok := qe.sk[skolemKey{st, q.K.Type}]
	if !ok {
		sk = qe.e.B.Fresh(q.K.Type.Width)
		qe.sk[skolemKey{st, q.K.Type}] = sk
	}
	l := qe.e.Cond(qe.bind(st, q.K, sk), q.formula)
	qe.skLit[key] = l
	return l
}

// trivial reports whether body is a comparison of an expression with
// itself that always holds (a[k] <= a[k]).
func trivial(body program.Expr) bool {
	b, ok := body.(*program.Binary)
	if !ok || (b.Op != program.Eq && b.Op != program.Le && b.Op != program.Ge) {
		return false
	}
	return program.ExprString(b.X) == program.ExprString(b.Y)
}

// maxFlags bounds the flags of a loop whose guarded cell atoms are
// candidates.
const maxFlags = 4

// readsExpr reports whether x has a subexpression printed as sub.
func readsExpr(x program.Expr, sub program.Expr) bool {
	text := program.ExprString(sub)
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if !found && program.ExprString(y) == text {
			found = true
		}
		return !found
	})
	return found
}

// readsArray reports whether x reads a cell of array variable v.
func readsArray(x program.Expr, v *program.Var) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if ix, ok := y.(*program.Index); ok {
			if r, isVar := ix.X.(*program.VarRef); isVar && r.Var == v {
				found = true
			}
		}
		return !found
	})
	return found
}

// maxQuantified bounds the quantified candidates per loop head.
const maxQuantified = 48

// indexVars returns the index variable of each integer type: k for the
// first type asked for, then k1, k2, ..., skipping the names of program
// variables.
func indexVars(p *program.Program) func(t *program.Type) *program.Var {
	taken := map[string]bool{}
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		taken[v.Name] = true
	}
	byType := map[string]*program.Var{}
	next := 0
	return func(t *program.Type) *program.Var {
		key := t.String()
		if v, ok := byType[key]; ok {
			return v
		}
		name := "k"
		for ; ; next++ {
			if next > 0 {
				name = "k" + strconv.Itoa(next)
			}
			if !taken[name] {
				break
			}
		}
		next++
		v := &program.Var{Name: name, CName: name, Type: t, Temp: true}
		byType[key] = v
		return v
	}
}

// loopCounters returns the integer variables whose every write in the
// loop body is v = v + 1 (direction +1) or v = v - 1 (direction -1).
func loopCounters(body map[*program.Loc]bool) map[*program.Var]int {
	dir := map[*program.Var]int{}
	for v, d := range steadySteps(body, func(x program.Expr, v *program.Var) int64 { return int64(stepOf(x, v)) }) {
		dir[v] = int(d)
	}
	return dir
}

// stridedCounters returns the integer variables whose every write in
// the loop body is v = v + s (or v = v - s) for one constant step s with
// 2 <= |s| <= maxStride, with that step: the loop visits the cells
// congruent to its entry value modulo |s|.
func stridedCounters(body map[*program.Loc]bool) map[*program.Var]int64 {
	return steadySteps(body, constStep)
}

// steadySteps returns the integer variables whose every write in the
// loop body moves them by one same nonzero step, as step (0: not a step)
// reads it from the value written.
func steadySteps(body map[*program.Loc]bool, step func(x program.Expr, v *program.Var) int64) map[*program.Var]int64 {
	steps := map[*program.Var]int64{}
	bad := map[*program.Var]bool{}
	for l := range body {
		for _, ed := range l.Out {
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				r, ok := st.LHS.(*program.VarRef)
				if !ok {
					continue
				}
				d := step(st.RHS, r.Var)
				if d == 0 || !r.Var.Type.IsInteger() || (steps[r.Var] != 0 && steps[r.Var] != d) {
					bad[r.Var] = true
					continue
				}
				steps[r.Var] = d
			case *program.Havoc:
				if r, ok := st.LHS.(*program.VarRef); ok {
					bad[r.Var] = true
				}
			}
		}
	}
	for v := range bad {
		delete(steps, v)
	}
	return steps
}

// maxStride bounds the steps of strided counters.
const maxStride = 64

// constStep returns s when x is v + s or v - s (-s) for a constant s with
// 2 <= s <= maxStride (through casts), else 0.
func constStep(x program.Expr, v *program.Var) int64 {
	b, ok := stripCasts(x).(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return 0
	}
	r, ok := stripCasts(b.X).(*program.VarRef)
	if !ok || r.Var != v {
		return 0
	}
	c, ok := stripCasts(b.Y).(*program.Const)
	if !ok || c.SignedValue() < 2 || c.SignedValue() > maxStride {
		return 0
	}
	if b.Op == program.Add {
		return c.SignedValue()
	}
	return -c.SignedValue()
}

// strideGuard returns the condition that k is no cell a loop of step
// s, entered with its counter at start, visits: (k - start) % |s| != 0
// (with & for a power of two), in k's type.
func strideGuard(k *program.Var, start program.Expr, s int64) program.Expr {
	m := max(s, -s)
	diff := &program.Binary{Op: program.Sub, X: &program.VarRef{Var: k}, Y: start, T: k.Type}
	var rem program.Expr
	if m&(m-1) == 0 {
		rem = &program.Binary{Op: program.And, X: diff, Y: program.NewConstInt(k.Type, m-1), T: k.Type}
	} else {
		rem = &program.Binary{Op: program.Rem, X: diff, Y: program.NewConstInt(k.Type, m), T: k.Type}
	}
	return &program.Binary{Op: program.Ne, X: rem, Y: program.NewConstInt(k.Type, 0), T: program.Bool}
}

// strideCongruences returns, for each strided counter of the loop at
// head whose step is no power of two and that indexes a cell the loop
// writes or reads, the candidate (v - start) % |s| == 0 for its entry value start
// (a term the loop does not write): the affine relations state
// congruences modulo powers of two only, and the cells a loop of step 3
// visits are told apart by it. Other counters get none: the divider
// circuit of % makes every SAT call that reads it slow (a scalar y += 12
// made the synthesis of a two-line loop take minutes).
func strideCongruences(head *program.Loc, body map[*program.Loc]bool) []program.Expr {
	var out []program.Expr
	written := loopWrites(body)
	strided := stridedCounters(body)
	indexes := map[*program.Var]bool{}
	for l := range body {
		for _, ed := range l.Out {
			// Cells written, and cells read (a loop that checks
			// a[i] for i += 3 tests the cells of one class).
			reads, _ := stmtExprs(ed.Stmt) // a written cell's lvalue too
			for _, x := range reads {
				program.Walk(x, func(e program.Expr) bool {
					if ix, ok := e.(*program.Index); ok {
						for _, u := range program.Vars(ix.Index) {
							indexes[u] = true
						}
					}
					return true
				})
			}
		}
	}
	for v := range strided {
		if !indexes[v] {
			delete(strided, v)
		}
	}
	vars := make([]*program.Var, 0, len(strided))
	for v := range strided {
		vars = append(vars, v)
	}
	sort.Slice(vars, func(i, j int) bool { return vars[i].Name < vars[j].Name })
next:
	for _, v := range vars {
		m := max(strided[v], -strided[v])
		if m&(m-1) == 0 {
			continue
		}
		start, ok := entryExpr(head, body, v)
		if !ok {
			continue
		}
		if readsAny(start, written) {
			continue next
		}
		rem := &program.Binary{Op: program.Rem, X: &program.Binary{Op: program.Sub, X: &program.VarRef{Var: v}, Y: start, T: v.Type}, Y: program.NewConstInt(v.Type, m), T: v.Type}
		out = append(out, &program.Binary{Op: program.Eq, X: rem, Y: program.NewConstInt(v.Type, 0), T: program.Bool})
	}
	return out
}

// exitConditions returns the comparisons on the edges that leave the
// loop body (the condition at the bottom of a do … while, a break),
// without their negations, and on the edges that go back to the head
// (the same bottom condition when nothing follows the loop and the cone
// of influence removed the edge out of it) when head is not nil, in the
// order of the locations.
func exitConditions(head *program.Loc, body map[*program.Loc]bool) []*program.Binary {
	var out []*program.Binary
	for _, l := range sortedLocs(body) {
		for _, ed := range l.Out {
			a, ok := ed.Stmt.(*program.Assume)
			if !ok || body[ed.To] && ed.To != head {
				continue
			}
			if b, ok := withoutNegations(a.Cond).(*program.Binary); ok && b.Op.IsComparison() && b.X.Type().Kind == program.KindInt {
				out = append(out, b)
			}
		}
	}
	return out
}

// offsetCounter returns the counter c when x is c + e, e + c, c - e or
// e - c (through casts) for a counter c of ctr and an e that reads no
// variable the loop writes, else nil: the loop writes the cells at a
// fixed distance from its counter, or, for e - c, mirrored about e
// (b[n - 1 - i] = a[i]).
func offsetCounter(x program.Expr, ctr map[*program.Var]int, written map[*program.Var]bool) *program.Var {
	b, ok := stripCasts(x).(*program.Binary)
	if !ok || b.Op != program.Add && b.Op != program.Sub {
		return nil
	}
	for _, pair := range [][2]program.Expr{{b.X, b.Y}, {b.Y, b.X}} {
		c, isVar := stripCasts(pair[0]).(*program.VarRef)
		if !isVar || ctr[c.Var] == 0 {
			continue
		}
		if !readsAny(pair[1], written) {
			return c.Var
		}
	}
	return nil
}

// stepOf returns +1 when x is v + 1, -1 when x is v - 1 (through the
// casts of C's integer promotions), else 0.
func stepOf(x program.Expr, v *program.Var) int {
	x = stripCasts(x)
	b, ok := x.(*program.Binary)
	if !ok || (b.Op != program.Add && b.Op != program.Sub) {
		return 0
	}
	r, ok := stripCasts(b.X).(*program.VarRef)
	if !ok || r.Var != v {
		return 0
	}
	c, ok := stripCasts(b.Y).(*program.Const)
	if !ok || c.Val != 1 {
		return 0
	}
	if b.Op == program.Add {
		return 1
	}
	return -1
}

func stripCasts(x program.Expr) program.Expr {
	for {
		c, ok := x.(*program.Cast)
		if !ok {
			return x
		}
		x = c.X
	}
}

// replace rebuilds x with every subexpression that f maps replaced.
func replace(x program.Expr, f func(program.Expr) (program.Expr, bool)) program.Expr {
	if y, ok := f(x); ok {
		return y
	}
	return program.MapChildren(x, func(y program.Expr) program.Expr { return replace(y, f) })
}

func substVar(x program.Expr, v, k *program.Var) program.Expr {
	return replace(x, func(y program.Expr) (program.Expr, bool) {
		if r, ok := y.(*program.VarRef); ok && r.Var == v {
			return &program.VarRef{Var: k}, true
		}
		return nil, false
	})
}

// substExpr returns x with every read of v replaced by e.
func substExpr(x program.Expr, v *program.Var, e program.Expr) program.Expr {
	return replace(x, func(y program.Expr) (program.Expr, bool) {
		if r, ok := y.(*program.VarRef); ok && r.Var == v {
			return e, true
		}
		return nil, false
	})
}

// negate returns the comparison that holds exactly when c does not.
func negate(c *program.Binary) *program.Binary {
	neg := map[program.BinaryOp]program.BinaryOp{program.Eq: program.Ne, program.Ne: program.Eq,
		program.Lt: program.Ge, program.Ge: program.Lt, program.Gt: program.Le, program.Le: program.Gt}
	return &program.Binary{Op: neg[c.Op], X: c.X, Y: c.Y, T: program.Bool}
}

// indexedAt reports whether x reads a cell of an array variable at
// index variable v.
func indexedAt(x program.Expr, v *program.Var) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		if ix, ok := y.(*program.Index); ok {
			if _, ok := ix.X.(*program.VarRef); ok {
				if r, ok := stripCasts(ix.Index).(*program.VarRef); ok && r.Var == v {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// cellAtom is the body of a quantified candidate, over the index
// variable k.
type cellAtom struct {
	k    *program.Var
	body program.Expr
	// lens are the lengths of the arrays the body reads.
	lens []int64
	// checked are the heads of the loops a check of which tests the
	// body at a counter (checkedFirst).
	checked map[*program.Loc]bool
}

// quantCandidates returns the quantified candidates of each cut point
// (indexed like sys.Cuts; none at the entry). The cell atoms come from
// every loop: for a counter i (moved by one per iteration) and an array
// cell at i, the comparisons the loop makes over cells at i (a[i] != e
// gives a[k] != e and a[k] == e), the value it writes (a[i] = 42 gives
// a[k] == 42, b[i] = a[i] gives b[k] == a[k]), and the comparisons over
// the written value (if (a[i] >= 0) b[j] = a[i] gives b[k] >= 0), with
// no counter of the loop left in them (other scalars it writes may stay:
// if (a[i] > max) max = a[i] gives a[k] <= max). Every cell atom goes to
// every loop head, with the ranges there: from the entry value of each
// of its counters to the counter, the whole of each array the atom
// reads, and 0 up to each integer variable live at the head and from it
// to the end of each array the atom reads.
func quantCandidates(sys *System, live map[*program.Loc][]*program.Var, kvar func(*program.Type) *program.Var) [][]*Quantified {
	out := make([][]*Quantified, len(sys.Cuts))
	related := newIndexRelated(sys.P)
	var atoms []cellAtom
	seen := map[string]bool{}
	// at holds the position in atoms of each atom's text.
	at := map[string]int{}
	// added is the position of the atom the last call of add made or
	// found (-1: none).
	added := -1
	add := func(k *program.Var, body program.Expr, counters map[*program.Var]int) {
		added = -1
		// Constants folded: composed atoms (c[k] == (1 + 1) - 1)
		// are one with the atom they equal.
		body = symex.Simplify(cancelMirrors(body))
		var lens []int64
		ok := true
		program.Walk(body, func(y program.Expr) bool {
			switch y := y.(type) {
			case *program.VarRef:
				// A counter left in the atom (b[k] == a[i]) moves
				// with the loop: no cell keeps such a relation.
				// Other written scalars may (a[k] <= max).
				if counters[y.Var] != 0 {
					ok = false
				}
			case *program.Index:
				// Cells of arrays of scalars only: a read of an
				// array of aggregates at a new index compares
				// aggregates, which the encoding may not do.
				r, isVar := y.X.(*program.VarRef)
				if !isVar || !scalarArray(r.Var.Type) {
					ok = false
					break
				}
				lens = append(lens, r.Var.Type.Len)
			case *program.Deref, *program.AddrOf:
				ok = false
			}
			return ok
		})
		if !ok || len(lens) == 0 || trivial(body) {
			return
		}
		text := program.ExprString(body)
		if seen[text] {
			added = at[text]
			return
		}
		seen[text] = true
		added, at[text] = len(atoms), len(atoms)
		atoms = append(atoms, cellAtom{k: k, body: body, lens: lens})
	}
	// Updates read the cell they write (b[i] = b[i] + incr): their
	// atoms compose with what earlier loops left in the cell.
	type update struct {
		arr, idx, k *program.Var
		own         *program.Index
		rhs         program.Expr
		ctr         map[*program.Var]int
	}
	var updates []update
	// Writes of a value read from cells (a[i] = a[i - 1]): their
	// atoms compose with the equalities other loops leave in the cells
	// read.
	type move struct {
		cell   *program.Index
		idx, k *program.Var
		rhs    program.Expr
		ctr    map[*program.Var]int
	}
	var moves []move
	heads := sys.Cuts[1:]
	counters := map[*program.Loc]map[*program.Var]int{}
	// The cells each loop indexes at multiples of its counters, and the
	// residue classes it writes there (scaled.go).
	scaledAt := map[*program.Loc][]scaledGroup{}
	type residueClass struct {
		k    *program.Var
		c, d int64
	}
	var classes []residueClass
	// The index terms a loop writes at, its counter plus an offset the
	// loop does not write (b[i + 1] = 5 through a pointer b = a + 1):
	// the cells from the term at the counter's entry value to the term.
	type shifted struct {
		ctr *program.Var
		at  program.Expr
	}
	shifts := map[*program.Loc][]shifted{}
	// The index terms a loop writes at mirrored about a term the loop
	// does not write (a[n - 1 - i] = t): the cells between the counter
	// and the term, [i, n - 1 - i], are those neither end has reached.
	mirrors := map[*program.Loc][]shifted{}
	// The row-major index terms of two-level nests (flatnest.go).
	nests := flatNests(sys)
	flatAt := map[*program.Loc][]flatNest{}
	for _, f := range nests {
		flatAt[f.inner] = append(flatAt[f.inner], f)
	}
	for _, head := range heads {
		body := sys.Nest.LoopOfHead(head).Body
		ctr := loopCounters(body)
		counters[head] = ctr
		var comps []*program.Binary
		// The conditions the loop's checks test, whole (a ternary,
		// a conjunction): the cells a check passes over keep them.
		var passes []program.Expr
		type write struct {
			arr *program.Var
			idx *program.Var
			rhs program.Expr
			// at is the index when it is the counter plus an
			// offset the loop does not write (nil: the counter).
			at program.Expr
			// guard is the branch of the body the write is under,
			// when it reads a cell at the counter (nil: none).
			guard *program.Binary
		}
		written := loopWrites(body)
		var writes []write
		// Flags: scalars the loop sets to a constant (rv = 0 when two
		// cells differ). A fact about the cells so far holds while the
		// flag has not been set: rv == 0 || a[k] == b[k].
		type flag struct {
			v *program.Var
			c *program.Const
		}
		var flags []flag
		flagSeen := map[string]bool{}
		for _, l := range sortedLocs(body) {
			for _, ed := range l.Out {
				if a, ok := ed.Stmt.(*program.Assign); ok {
					r, isVar := a.LHS.(*program.VarRef)
					c, isConst := stripCasts(a.RHS).(*program.Const)
					if isVar && isConst && ctr[r.Var] == 0 && r.Var.Type.IsInteger() && len(flags) < maxFlags {
						c = program.NewConst(r.Var.Type, c.Val)
						if key := r.Var.Name + "=" + program.ExprString(c); !flagSeen[key] {
							flagSeen[key] = true
							flags = append(flags, flag{r.Var, c})
						}
					}
				}
			}
		}
		for _, l := range sortedLocs(body) {
			for _, ed := range l.Out {
				reads, _ := stmtExprs(ed.Stmt)
				if a, ok := ed.Stmt.(*program.Assume); ok && a.Undefined {
					// The assumes that cut undefined operations
					// (h[a[i]] in bounds, no overflow) are no
					// comparisons the program makes: the candidates
					// are those of the program without them, whose
					// behaviours include the program's.
					reads = nil
				}
				if c := passCondition(ed); c != nil && len(passes) < maxPasses {
					passes = append(passes, c)
					// Under a branch of the body, the cells the
					// branch skips need not pass: !guard || c.
					if g := loopBranchGuard(sys.Nest, ed.From); g != nil && len(passes) < maxPasses {
						passes = append(passes, &program.Binary{Op: program.LOr, X: negate(g), Y: c, T: program.Bool})
					}
				}
				for _, x := range reads {
					program.Walk(x, func(y program.Expr) bool {
						if b, ok := y.(*program.Binary); ok && b.Op.IsComparison() && b.X.Type().IsInteger() {
							comps = append(comps, b)
						}
						return true
					})
				}
				if a, ok := ed.Stmt.(*program.Assign); ok {
					if ix, ok := a.LHS.(*program.Index); ok {
						r, ok1 := ix.X.(*program.VarRef)
						i, ok2 := stripCasts(ix.Index).(*program.VarRef)
						if ok1 && ok2 && ctr[i.Var] != 0 && a.RHS.Type().IsInteger() {
							writes = append(writes, write{r.Var, i.Var, a.RHS, nil, cellGuard(sys.Nest, ed.From, i.Var)})
						} else if c := offsetCounter(ix.Index, ctr, assignedVars(body)); ok1 && c != nil && a.RHS.Type().IsInteger() {
							// b[i + off] = a[i]: the cell at
							// k + off holds a[k].
							writes = append(writes, write{r.Var, c, a.RHS, ix.Index, nil})
						}
					}
				}
			}
		}
		// A loop of a constant step s >= 2 (i += 2) writes the cells
		// congruent to its entry value: a[i] = v gives
		// (k - start) % s != 0 || a[k] == v.
		strided := stridedCounters(body)
		for _, l := range sortedLocs(body) {
			for _, ed := range l.Out {
				a, ok := ed.Stmt.(*program.Assign)
				if !ok || !a.RHS.Type().IsInteger() {
					continue
				}
				ix, ok := a.LHS.(*program.Index)
				if !ok {
					continue
				}
				arr, ok1 := ix.X.(*program.VarRef)
				i, ok2 := stripCasts(ix.Index).(*program.VarRef)
				if !ok1 || !ok2 || strided[i.Var] == 0 || readsExpr(a.RHS, ix) {
					continue
				}
				start, ok := entryExpr(head, body, i.Var)
				if !ok {
					continue
				}
				if readsAny(start, written) {
					continue
				}
				k := kvar(i.Var.Type)
				cell := &program.Index{X: arr, Index: &program.VarRef{Var: k}}
				eq := &program.Binary{Op: program.Eq, X: cell, Y: substVar(a.RHS, i.Var, k), T: program.Bool}
				own := map[*program.Var]int{i.Var: 1}
				for v, d := range ctr {
					own[v] = d
				}
				add(k, &program.Binary{Op: program.LOr, X: strideGuard(k, start, strided[i.Var]), Y: eq, T: program.Bool}, own)
			}
		}
		// A check the loop makes at a strided counter holds at the
		// cells the loop visits: (k - start) % s != 0 || c(k) (a loop
		// of i += 2 that tests a[i] leaves the odd cells untested, and
		// a loop before it of the same step may never write them).
		for _, i := range sortedVars(strided) {
			start, ok := entryExpr(head, body, i)
			if !ok || readsAny(start, written) {
				continue
			}
			k := kvar(i.Type)
			own := maps.Clone(ctr)
			own[i] = 1
			for _, c := range passes {
				if !indexedAt(c, i) {
					continue
				}
				add(k, &program.Binary{Op: program.LOr, X: strideGuard(k, start, strided[i]), Y: substVar(c, i, k), T: program.Bool}, own)
				if added >= 0 {
					if atoms[added].checked == nil {
						atoms[added].checked = map[*program.Loc]bool{}
					}
					atoms[added].checked[head] = true
				}
			}
		}
		// Their ranges are a counter's: from the entry value to
		// the counter, and beyond.
		if len(strided) > 0 {
			both := maps.Clone(ctr)
			for v, st := range strided {
				both[v] = 1
				if st < 0 {
					both[v] = -1
				}
			}
			counters[head] = both
		}
		// Cells at a multiple of a unit counter (a[2*i + 1] = 0,
		// scaled.go): the values written, whole and guarded by the
		// residue class written, and the comparisons and checks the
		// loop makes at such a cell, with the index term as k.
		scaledAt[head] = scaledGroups(body, ctr)
		partial := partialResidues(body, ctr)
		for _, l := range sortedLocs(body) {
			for _, ed := range l.Out {
				if a, ok := ed.Stmt.(*program.Assign); ok && a.RHS.Type().IsInteger() {
					ix, isIx := a.LHS.(*program.Index)
					if !isIx {
						continue
					}
					arr, isVar := ix.X.(*program.VarRef)
					t, ok := scaledIndex(ix.Index, ctr)
					if !isVar || !ok || t.c < 2 || readsExpr(a.RHS, ix) {
						continue
					}
					k := kvar(t.ctr.Type)
					if !program.Identical(ix.Index.Type(), k.Type) {
						continue
					}
					val, _ := substTerm(a.RHS, ix.Index, k)
					cell := &program.Index{X: arr, Index: &program.VarRef{Var: k}}
					eq := &program.Binary{Op: program.Eq, X: cell, Y: val, T: program.Bool}
					guard := strideGuard(k, program.NewConstInt(k.Type, t.d), t.c)
					add(k, eq, ctr)
					if lo, hi, ok := valueRange(a.RHS); ok {
						add(k, &program.Binary{Op: program.Ge, X: cell, Y: lo, T: program.Bool}, ctr)
						add(k, &program.Binary{Op: program.Le, X: cell, Y: hi, T: program.Bool}, ctr)
					}
					if !partial[scaledTerm{t.ctr, t.c, 0}] {
						continue
					}
					add(k, &program.Binary{Op: program.LOr, X: guard, Y: eq, T: program.Bool}, ctr)
					cls := residueClass{k, t.c, t.d}
					if !slices.Contains(classes, cls) && len(classes) < maxScaledGroups*maxScaledOffsets {
						classes = append(classes, cls)
					}
				}
			}
		}
		scaledConds := append([]program.Expr(nil), passes...)
		for _, c := range comps {
			scaledConds = append(scaledConds, c)
		}
		for _, c := range scaledConds {
			program.Walk(c, func(y program.Expr) bool {
				ix, ok := y.(*program.Index)
				if !ok {
					return true
				}
				t, ok := scaledIndex(ix.Index, ctr)
				if !ok || t.c < 2 {
					return true
				}
				k := kvar(t.ctr.Type)
				if !program.Identical(ix.Index.Type(), k.Type) {
					return true
				}
				sub, _ := substTerm(c, ix.Index, k)
				add(k, sub, ctr)
				if b, ok := sub.(*program.Binary); ok && b.Op.IsComparison() {
					add(k, negate(b), ctr)
				}
				return true
			})
		}
		for _, i := range sortedVars(ctr) {
			k := kvar(i.Type)
			for _, c := range passes {
				if indexedAt(c, i) {
					add(k, substVar(c, i, k), ctr)
					if added >= 0 {
						if atoms[added].checked == nil {
							atoms[added].checked = map[*program.Loc]bool{}
						}
						atoms[added].checked[head] = true
					}
				}
			}
			for _, c := range comps {
				if indexedAt(c, i) {
					for _, b := range []program.Expr{substVar(c, i, k), substVar(negate(c), i, k)} {
						add(k, b, ctr)
						for _, f := range flags {
							set := &program.Binary{Op: program.Eq, X: &program.VarRef{Var: f.v}, Y: f.c, T: program.Bool}
							add(k, &program.Binary{Op: program.LOr, X: set, Y: b, T: program.Bool}, ctr)
						}
					}
				}
			}
		}
		// The cells of a row-major nest at their flat index: the
		// checks, comparisons and writes of the inner loop over cells
		// at the nest's term t, with t made k.
		for _, f := range flatAt[head] {
			k := kvar(f.j.Type)
			if !program.Identical(f.at.Type(), k.Type) {
				continue
			}
			terms := sameCounter(flatAt[head], f)
			for _, c := range passes {
				if b, ok := atFlat(c, terms, k); ok {
					add(k, b, ctr)
					if added >= 0 {
						if atoms[added].checked == nil {
							atoms[added].checked = map[*program.Loc]bool{}
						}
						atoms[added].checked[head] = true
					}
				}
			}
			for _, c := range comps {
				if c.Op == program.Eq || c.Op == program.Ne {
					// Equalities come from the checks and the
					// writes: without runs at the nest's heads (a
					// large matrix), both polarities of each stay
					// for Houdini.
					continue
				}
				for _, x := range []program.Expr{c, negate(c)} {
					if b, ok := atFlat(x, terms, k); ok {
						add(k, b, ctr)
					}
				}
			}
			for _, w := range writes {
				if w.at == nil || program.ExprString(w.at) != program.ExprString(f.at) {
					continue
				}
				cell := &program.Index{X: &program.VarRef{Var: w.arr}, Index: &program.VarRef{Var: k}}
				v, _ := atFlat(w.rhs, terms, k)
				add(k, &program.Binary{Op: program.Eq, X: cell, Y: v, T: program.Bool}, ctr)
			}
		}
		for _, w := range writes {
			if w.at != nil && slices.ContainsFunc(flatAt[head], func(f flatNest) bool {
				return program.ExprString(f.at) == program.ExprString(w.at)
			}) {
				// A write of a row-major nest: its atoms are over
				// the flat index (above), not relative to the row.
				continue
			}
			k := kvar(w.idx.Type)
			cell := &program.Index{X: &program.VarRef{Var: w.arr}, Index: &program.VarRef{Var: k}}
			own := &program.Index{X: &program.VarRef{Var: w.arr}, Index: &program.VarRef{Var: w.idx}}
			if w.at != nil {
				cell = &program.Index{X: &program.VarRef{Var: w.arr}, Index: substVar(w.at, w.idx, k)}
				own = &program.Index{X: &program.VarRef{Var: w.arr}, Index: w.at}
			}
			if readsExpr(w.rhs, own) {
				if w.at != nil {
					continue
				}
				updates = append(updates, update{arr: w.arr, idx: w.idx, k: k, own: own, rhs: w.rhs, ctr: ctr})
				continue
			}
			moves = append(moves, move{cell: cell, idx: w.idx, k: k, rhs: w.rhs, ctr: ctr})
			if start, ok := entryExpr(head, body, w.idx); ok && w.at == nil && ctr[w.idx] > 0 {
				if seq := sequenceAtom(w.arr, w.idx, k, w.rhs, start); seq != nil {
					add(k, seq, ctr)
				}
			}
			// A value held in a scalar the body sets once from
			// cells (t = a[i]; a[i] = a[j]; a[j] = t: a swap) is,
			// for composing, what it was set from: a[j] gets what
			// a[i] held when the iteration began.
			if def := heldDef(body, w.rhs, ctr); def != nil {
				moves = append(moves, move{cell: cell, idx: w.idx, k: k, rhs: def, ctr: ctr})
			}
			if w.at != nil && len(mirrors[head]) < 8 {
				if m := mirrorTerm(w.at, w.idx); m != nil {
					mirrors[head] = append(mirrors[head], shifted{w.idx, w.at})
				}
			}
			add(k, &program.Binary{Op: program.Eq, X: cell, Y: substVar(w.rhs, w.idx, k), T: program.Bool}, ctr)
			if w.at == nil {
				if v := lockstepValue(head, body, w.rhs, w.idx, k, ctr); v != nil {
					add(k, &program.Binary{Op: program.Eq, X: cell, Y: v, T: program.Bool}, ctr)
				}
				if w.guard != nil {
					// if (a[i] >= 0) b[i] = 1: the cells whose
					// guard held hold the value.
					eq := &program.Binary{Op: program.Eq, X: cell, Y: substVar(w.rhs, w.idx, k), T: program.Bool}
					add(k, &program.Binary{Op: program.LOr, X: substVar(negate(w.guard), w.idx, k), Y: eq, T: program.Bool}, ctr)
				}
			}
			if w.at != nil && !program.Reads(w.rhs, w.idx) {
				// A value that does not depend on the counter
				// is the cell's at k itself, on the range the
				// shifted writes cover: a[k] == 5 for
				// k in [1, i + 1).
				add(k, &program.Binary{Op: program.Eq, X: &program.Index{X: &program.VarRef{Var: w.arr}, Index: &program.VarRef{Var: k}}, Y: w.rhs, T: program.Bool}, ctr)
				if b, ok := stripCasts(w.at).(*program.Binary); ok && b.Op == program.Add && len(shifts[head]) < 8 {
					shifts[head] = append(shifts[head], shifted{w.idx, w.at})
				}
			}
			// A running sum written ahead of its counter (ps[i + 1] =
			// ps[i] + v[i]) has its bounds over the plain cell
			// (runningSumBounds), on the cells written so far.
			if w.at != nil && program.Reads(w.rhs, w.idx) && runningSumWrite(w.arr, w.at, w.idx, w.rhs) && len(shifts[head]) < 8 {
				if b, ok := stripCasts(w.at).(*program.Binary); ok && b.Op == program.Add {
					shifts[head] = append(shifts[head], shifted{w.idx, w.at})
				}
			}
			// A value masked or reduced to a range (x & 15,
			// unsigned x % n) bounds the cell, whatever x is:
			// tables indexed by the cell (h[a[i]]++) need it.
			if lo, hi, ok := valueRange(w.rhs); ok {
				add(k, &program.Binary{Op: program.Ge, X: cell, Y: lo, T: program.Bool}, ctr)
				add(k, &program.Binary{Op: program.Le, X: cell, Y: hi, T: program.Bool}, ctr)
			}
			text := program.ExprString(w.rhs)
			for _, c := range comps {
				hit := false
				byCell := replace(c, func(y program.Expr) (program.Expr, bool) {
					if program.ExprString(y) == text {
						hit = true
						return cell, true
					}
					return nil, false
				})
				if hit {
					add(k, substVar(byCell, w.idx, k), ctr)
					add(k, substVar(negate(byCell.(*program.Binary)), w.idx, k), ctr)
				}
			}
		}
		// The writes of one array at one counter together: the
		// branches of a conditional write (if (i % 2 == 0) a[i] = 2;
		// else a[i] = 0) each give a value or a range, and the cell
		// holds one of them, between the least and the greatest
		// (0 <= a[k] <= 2), which no single branch's atom says.
		type span struct {
			arr, idx *program.Var
			lo, hi   int64
			n        int
			known    bool
		}
		var spans []*span
		for _, w := range writes {
			if w.at != nil {
				continue
			}
			var sp *span
			for _, x := range spans {
				if x.arr == w.arr && x.idx == w.idx {
					sp = x
				}
			}
			if sp == nil {
				sp = &span{arr: w.arr, idx: w.idx, known: true}
				spans = append(spans, sp)
			}
			lo, hi, ok := writtenRange(w.rhs)
			if !ok {
				sp.known = false
				continue
			}
			if sp.n == 0 || lo < sp.lo {
				sp.lo = lo
			}
			if sp.n == 0 || hi > sp.hi {
				sp.hi = hi
			}
			sp.n++
		}
		for _, sp := range spans {
			et := sp.arr.Type.Elem
			if !sp.known || sp.n < 2 || !et.IsInteger() || et.Width > 64 {
				continue
			}
			k := kvar(sp.idx.Type)
			cell := &program.Index{X: &program.VarRef{Var: sp.arr}, Index: &program.VarRef{Var: k}}
			lo, okLo := inRange(et, sp.lo)
			hi, okHi := inRange(et, sp.hi)
			if okLo && okHi {
				add(k, &program.Binary{Op: program.Ge, X: cell, Y: program.NewConst(et, lo), T: program.Bool}, ctr)
				add(k, &program.Binary{Op: program.Le, X: cell, Y: program.NewConst(et, hi), T: program.Bool}, ctr)
			}
		}
		// And the cell holds the value of one of them: a write
		// guarded by a cell of another array (if (a[i] > 0) b[i] =
		// a[i]; else b[i] = 0) gives b[k] == a[k] || b[k] == 0,
		// which neither branch's atom says (values that are no
		// constants have no span). A value read from the array
		// itself (m[i] = m[i - 1]) makes no choice: a running
		// maximum's m[k] == m[k - 1] || m[k] == a[k] cost its proof
		// half as much work again and served no check.
		type choice struct {
			arr, idx *program.Var
			eqs      []program.Expr
			texts    map[string]bool
		}
		var choices []*choice
		for _, w := range writes {
			// Values read from the array written (m[i] = m[i - 1])
			// relate its cells to each other, which the relations
			// between cells say (order.go): no choice of them.
			if w.at != nil || readsArray(w.rhs, w.arr) {
				continue
			}
			var ch *choice
			for _, x := range choices {
				if x.arr == w.arr && x.idx == w.idx {
					ch = x
				}
			}
			if ch == nil {
				ch = &choice{arr: w.arr, idx: w.idx, texts: map[string]bool{}}
				choices = append(choices, ch)
			}
			k := kvar(w.idx.Type)
			cell := &program.Index{X: &program.VarRef{Var: w.arr}, Index: &program.VarRef{Var: k}}
			eq := &program.Binary{Op: program.Eq, X: cell, Y: substVar(w.rhs, w.idx, k), T: program.Bool}
			if text := program.ExprString(eq); !ch.texts[text] {
				ch.texts[text] = true
				ch.eqs = append(ch.eqs, eq)
			}
		}
		for _, ch := range choices {
			if len(ch.eqs) < 2 || len(ch.eqs) > maxChoices {
				continue
			}
			body := ch.eqs[0]
			for _, eq := range ch.eqs[1:] {
				body = &program.Binary{Op: program.LOr, X: body, Y: eq, T: program.Bool}
			}
			add(kvar(ch.idx.Type), body, ctr)
		}
		// Two arrays written at the counter from one value (a[i] = x;
		// b[i] = -x, with x fresh in each iteration) keep the relation
		// between the two values in every cell pair, which neither
		// write's atom states: b[k] == -a[k].
		for _, w := range writes {
			if w.at != nil {
				continue
			}
			for _, v := range writes {
				if v.at != nil || v.arr == w.arr || v.idx != w.idx {
					continue
				}
				k := kvar(w.idx.Type)
				if b := pairedCells(w.arr, w.rhs, v.arr, v.rhs, w.idx, k, ctr); b != nil {
					add(k, b, ctr)
				}
			}
		}
		// Two arrays written at one index term in one iteration, at a
		// counter or anywhere (array1[index] = c; array2[index] = -c),
		// may keep cells that cancel or agree pairwise (pairedcells.go).
		for _, b := range cancellingPairs(body, kvar) {
			add(b.k, b.body, ctr)
		}
	}
	// A loop that writes one residue class modulo c leaves the others
	// as they were: every atom a check tests holds on the class it
	// writes, (k - d) % c != 0 || P(k), whatever the other cells hold.
	for _, cls := range classes {
		for _, a := range append([]cellAtom(nil), atoms...) {
			if a.k != cls.k || a.checked == nil {
				continue
			}
			guard := strideGuard(cls.k, program.NewConstInt(cls.k.Type, cls.d), cls.c)
			add(cls.k, &program.Binary{Op: program.LOr, X: guard, Y: a.body, T: program.Bool}, nil)
		}
	}
	// b[k] == a[k] before an update b[i] = b[i] + incr gives
	// b[k] == a[k] + incr behind its counter (the cells ahead keep the
	// old atom, with the ranges from the counter on).
	for _, u := range updates {
		ownText := program.ExprString(u.own)
		for _, a := range append([]cellAtom(nil), atoms...) {
			eq, ok := a.body.(*program.Binary)
			if !ok || eq.Op != program.Eq || a.k != u.k {
				continue
			}
			lhs, ok := eq.X.(*program.Index)
			if !ok {
				continue
			}
			if r, isVar := lhs.X.(*program.VarRef); !isVar || r.Var != u.arr {
				continue
			}
			if kr, isVar := stripCasts(lhs.Index).(*program.VarRef); !isVar || kr.Var != u.k || readsArray(eq.Y, u.arr) {
				continue
			}
			val := replace(u.rhs, func(y program.Expr) (program.Expr, bool) {
				if program.ExprString(y) == ownText {
					return eq.Y, true
				}
				return nil, false
			})
			add(u.k, &program.Binary{Op: program.Eq, X: lhs, Y: substVar(val, u.idx, u.k), T: program.Bool}, u.ctr)
		}
	}
	// A write b[i] = x[e] (any value that reads cells x[e], at indices e
	// over the counter) after a loop that left x[k] == y(k) gives
	// b[k] == y(e) with e over k: the value is what the cell read held.
	// A shift a[i] = a[i - 1] after a copy b[k] == a[k] gives
	// a[k] == b[k - 1] behind its counter, while the cells not reached
	// yet keep a[k] == b[k].
	for _, m := range moves {
		for _, a := range append([]cellAtom(nil), atoms...) {
			eq, ok := a.body.(*program.Binary)
			if !ok || eq.Op != program.Eq {
				continue
			}
			for _, sides := range [][2]program.Expr{{eq.X, eq.Y}, {eq.Y, eq.X}} {
				lhs, ok := stripCasts(sides[0]).(*program.Index)
				if !ok {
					continue
				}
				x, isVar := lhs.X.(*program.VarRef)
				if kr, isK := stripCasts(lhs.Index).(*program.VarRef); !isVar || !isK || kr.Var != a.k || readsArray(sides[1], x.Var) {
					continue
				}
				hit := false
				val := replace(m.rhs, func(y program.Expr) (program.Expr, bool) {
					ix, ok := y.(*program.Index)
					if !ok {
						return nil, false
					}
					if r, ok := ix.X.(*program.VarRef); !ok || r.Var != x.Var || !program.Identical(ix.Index.Type(), a.k.Type) {
						return nil, false
					}
					hit = true
					return substExpr(sides[1], a.k, ix.Index), true
				})
				if hit {
					add(m.k, &program.Binary{Op: program.Eq, X: m.cell, Y: substVar(val, m.idx, m.k), T: program.Bool}, m.ctr)
				}
			}
		}
	}
	// A running sum, a cell written as the cell before it plus a value
	// (s[i] = s[i - 1] + e, the counter counting up), grows with its
	// index by what e adds: with e in [lo, hi], a sum of k or k + 1
	// such values from cell 0 gives lo·k (+ lo) <= s[k] <= hi·k (+ hi),
	// in long long (exact), proposed with the slopes rounded outwards to
	// powers of two (runningSumBounds). What bounds e is its form (e & 127), a
	// constant, or the cell atoms x[k] >= lo and x[k] <= hi of the cell
	// e reads at the counter, from any loop (an input loop's masked
	// values). The bound is what keeps s[k] + e from wrapping.
	for _, m := range moves {
		for _, b := range runningSumBounds(m.cell, m.idx, m.k, m.rhs, m.ctr, atoms) {
			add(m.k, b, m.ctr)
		}
	}
	// The index terms the program starts its counters at (cnt = s + 1
	// before a loop over a[cnt]), over variables their loop does not
	// write: bounds of segments at every head where those variables
	// are live.
	var starts []program.Expr
	startSeen := map[string]bool{}
	for _, head := range heads {
		body := sys.Nest.LoopOfHead(head).Body
		w := assignedVars(body)
	counter:
		for _, i := range sortedVars(counters[head]) {
			// The floor of a sweep counting down is a start too
			// (sweepFloor).
			if counters[head][i] < 0 {
				if f, ok := sweepFloor(sys.Nest.LoopOfHead(head), i, w); ok {
					if _, isConst := f.(*program.Const); !isConst {
						if text := program.ExprString(f); !startSeen[text] && len(starts) < 16 {
							startSeen[text] = true
							starts = append(starts, f)
						}
					}
				}
			}
			x, ok := entryExpr(head, body, i)
			if !ok {
				continue
			}
			if _, isConst := x.(*program.Const); isConst {
				continue
			}
			if readsAny(x, w) {
				continue counter
			}
			if text := program.ExprString(x); !startSeen[text] && len(starts) < 16 {
				startSeen[text] = true
				starts = append(starts, x)
			}
		}
	}
	cellEnds := writtenConstCells(sys.P)
	for c, head := range sys.Cuts {
		if c == 0 {
			continue
		}
		body := sys.Nest.LoopOfHead(head).Body
		isLive := map[*program.Var]bool{}
		for _, v := range live[head] {
			isLive[v] = true
		}
		type rng struct {
			lo, hi     program.Expr
			loOp, hiOp program.BinaryOp
			start      bool // from a term a loop starts a counter at
		}
		ranges := map[*program.Var][]rng{}
		rseen := map[string]bool{}
		writes := assignedVars(body)
		addRange := func(k *program.Var, r rng) {
			key := k.Type.String() + ":" + program.ExprString(r.lo) + r.loOp.String() + program.ExprString(r.hi) + r.hiOp.String()
			if !rseen[key] {
				rseen[key] = true
				ranges[k] = append(ranges[k], r)
			}
		}
		held := heldRanges(sys.Nest.LoopOfHead(head))
		flats := flatRanges(nests)[head]
		for _, a := range atoms {
			k := a.k
			zero := program.NewConstInt(k.Type, 0)
			// The segments of the row-major nests of this head.
			for _, r := range flats {
				if program.Identical(r.lo.Type(), k.Type) && program.Identical(r.hi.Type(), k.Type) {
					addRange(k, rng{r.lo, r.hi, program.Le, program.Lt, false})
				}
			}
			// Past the cell an enclosing loop works on: [i + 1, n)
			// at an inner head (heldindex.go).
			for _, r := range held {
				if program.Identical(r.lo.Type(), k.Type) {
					addRange(k, rng{r.lo, r.hi, program.Le, r.hiOp, false})
				}
			}
			for _, i := range sortedVars(counters[head]) {
				if !program.Identical(i.Type, k.Type) {
					continue
				}
				// The entry value: a constant, or a term over
				// variables the loop does not write (j = i - 1
				// before an inner loop), which stays valid at the
				// head.
				start, ok := entryExpr(head, body, i)
				if !ok || !program.Identical(start.Type(), k.Type) {
					continue
				}
				if readsAny(start, writes) {
					continue
				}
				iv := &program.VarRef{Var: i}
				if counters[head][i] > 0 {
					addRange(k, rng{start, iv, program.Le, program.Lt, false})
					for _, sh := range shifts[head] {
						if sh.ctr == i && program.Identical(sh.at.Type(), k.Type) {
							addRange(k, rng{symex.Simplify(substExpr(sh.at, i, start)), sh.at, program.Le, program.Lt, false})
						}
					}
					for _, m := range mirrors[head] {
						if m.ctr == i && program.Identical(m.at.Type(), k.Type) {
							addRange(k, rng{iv, m.at, program.Le, program.Le, false})
						}
					}
				} else {
					addRange(k, rng{iv, start, program.Lt, program.Le, false})
				}
				// The cells the loop has not reached yet: up to the
				// end, or up to a cell the program writes at a
				// constant index (a sentinel a[n - 1] = 0 that a
				// search stops at).
				for _, n := range a.lens {
					if c, ok := inRange(k.Type, n); ok && counters[head][i] > 0 {
						addRange(k, rng{iv, program.NewConst(k.Type, c), program.Le, program.Lt, false})
					}
				}
				for _, e := range cellEnds {
					if c, ok := inRange(k.Type, e); ok && counters[head][i] > 0 {
						addRange(k, rng{iv, program.NewConst(k.Type, c), program.Le, program.Lt, false})
					}
				}
				if counters[head][i] < 0 {
					addRange(k, rng{zero, iv, program.Le, program.Le, false})
					// The sweep down to its floor, and the cells
					// of it not reached yet.
					if f, ok := sweepFloor(sys.Nest.LoopOfHead(head), i, writes); ok {
						addRange(k, rng{f, start, program.Le, program.Le, false})
						addRange(k, rng{f, iv, program.Le, program.Le, false})
					}
				}
				// The cells between two counters of the loop (those
				// a partition has not classified yet, [i, j)); from a
				// counter counting up to one counting down, [i, j]:
				// the cell at each is the next it handles (an
				// in-place reversal swaps a[i] and a[j]).
				for _, j := range sortedVars(counters[head]) {
					if j != i && program.Identical(j.Type, k.Type) {
						jv := &program.VarRef{Var: j}
						addRange(k, rng{iv, jv, program.Le, program.Lt, false})
						if counters[head][i] > 0 && counters[head][j] < 0 {
							addRange(k, rng{iv, jv, program.Le, program.Le, false})
						}
					}
				}
				// The cells at multiples of the counter (scaled.go).
				for _, g := range scaledAt[head] {
					if g.ctr != i {
						continue
					}
					var ends []*program.Binary
					for _, cond := range append(loopConditions(head), exitConditions(head, body)...) {
						x, isVar := stripCasts(cond.X).(*program.VarRef)
						if isVar && x.Var == i && (cond.Op == program.Lt || cond.Op == program.Le) &&
							program.Identical(cond.Y.Type(), k.Type) && !program.Reads(cond.Y, i) {
							ends = append(ends, cond)
						}
					}
					var lens []uint64
					for _, n := range a.lens {
						if c, ok := inRange(k.Type, n); ok {
							lens = append(lens, c)
						}
					}
					for _, r := range scaledRanges(g, counters[head][i], start, ends, lens, k.Type) {
						addRange(k, rng{r.lo, r.hi, program.Le, r.hiOp, false})
					}
				}
				// The whole sweep of the loop: for (j = 0; j <= n; j++)
				// reads the cells from the start to n.
				if counters[head][i] > 0 {
					for _, cond := range append(loopConditions(head), exitConditions(head, body)...) {
						x, isVar := stripCasts(cond.X).(*program.VarRef)
						if !isVar || x.Var != i || (cond.Op != program.Lt && cond.Op != program.Le) ||
							!program.Identical(cond.Y.Type(), k.Type) || program.Reads(cond.Y, i) {
							continue
						}
						addRange(k, rng{start, cond.Y, program.Le, cond.Op, false})
						// The cells of the sweep not reached yet,
						// [i, n): those of an array of n cells
						// whose capacity is larger (a
						// variable-length or allocated one).
						addRange(k, rng{iv, cond.Y, program.Le, cond.Op, false})
					}
					// A bound of a wider type ((long long)i < n):
					// the same, up to n cast to the counter's type.
					for _, cond := range append(loopConditions(head), exitConditions(head, body)...) {
						x, isVar := stripCasts(cond.X).(*program.VarRef)
						if !isVar || x.Var != i || (cond.Op != program.Lt && cond.Op != program.Le) || program.Reads(cond.Y, i) {
							continue
						}
						if n := narrowedBound(cond.Y, k.Type); n != nil {
							addRange(k, rng{start, n, program.Le, cond.Op, false})
							addRange(k, rng{iv, n, program.Le, cond.Op, false})
						}
					}
				}
			}
			for _, n := range a.lens {
				if c, ok := inRange(k.Type, n); ok {
					addRange(k, rng{zero, program.NewConst(k.Type, c), program.Le, program.Lt, false})
				}
			}
			for _, v := range live[head] {
				// A length held in a wider type (long long n
				// indexing with an int): [0, (int)n).
				if n := narrowedBound(&program.VarRef{Var: v}, k.Type); n != nil {
					addRange(k, rng{zero, n, program.Le, program.Lt, false})
				}
				if program.Identical(v.Type, k.Type) {
					vr := &program.VarRef{Var: v}
					addRange(k, rng{zero, vr, program.Le, program.Lt, false})
					// The cells from v to the end: what a loop
					// that ended before this head left beyond its
					// index (a partition's upper part [i, n)).
					for _, n := range a.lens {
						if c, ok := inRange(k.Type, n); ok {
							addRange(k, rng{vr, program.NewConst(k.Type, c), program.Le, program.Lt, false})
						}
					}
				}
			}
		start:
			for _, t := range starts {
				if !program.Identical(t.Type(), k.Type) {
					continue
				}
				for _, u := range program.Vars(t) {
					if !isLive[u] {
						continue start
					}
				}
				addRange(k, rng{zero, t, program.Le, program.Lt, true})
				for _, n := range a.lens {
					if c, ok := inRange(k.Type, n); ok {
						addRange(k, rng{t, program.NewConst(k.Type, c), program.Le, program.Lt, true})
					}
				}
			}
		}
		for _, a := range checkedFirst(atoms, head) {
			for _, r := range ranges[a.k] {
				if !r.start && !related.bounds(a.body, r.lo, r.hi) {
					continue
				}
				out[c] = append(out[c], newQuantified(a.k, r.lo, r.loOp, r.hi, r.hiOp, a.body))
			}
		}
	}
	return out
}

// checkedFirst returns atoms with those that a check of head's loop
// tests first, each group in its order. A head gets at most
// maxQuantified candidates, those the runs saw cells of first, the
// others in this order (evidenceFirst): where no run reaches the head
// (a loop behind one whose inputs the program's assumptions mostly
// reject), what the loop's own checks state over its sweep comes
// before the atoms of the other loops, of which dozens may come first.
func checkedFirst(atoms []cellAtom, head *program.Loc) []cellAtom {
	out := make([]cellAtom, 0, len(atoms))
	for _, a := range atoms {
		if a.checked[head] {
			out = append(out, a)
		}
	}
	for _, a := range atoms {
		if !a.checked[head] {
			out = append(out, a)
		}
	}
	return out
}

// indexRelated holds, per array, the variables that index it somewhere
// in the program (in a[e], every variable of e) and those that a
// comparison of scalars compares with one of them (n in i < n): the
// variables whose values say where in the array a segment starts or
// ends.
type indexRelated map[*program.Var]map[*program.Var]bool

func newIndexRelated(p *program.Program) indexRelated {
	out := indexRelated{}
	var cmps []*program.Binary
	for _, ed := range p.Edges() {
		reads, _ := stmtExprs(ed.Stmt)
		for _, x := range reads {
			program.Walk(x, func(y program.Expr) bool {
				switch y := y.(type) {
				case *program.Index:
					if a, _ := program.LvalueRoot(y); a != nil {
						if out[a] == nil {
							out[a] = map[*program.Var]bool{}
						}
						for _, v := range program.Vars(y.Index) {
							out[a][v] = true
						}
					}
				case *program.Binary:
					if y.Op.IsComparison() && !readsCells(y.X) && !readsCells(y.Y) {
						cmps = append(cmps, y)
					}
				}
				return true
			})
		}
	}
	for _, vs := range out {
		var more []*program.Var
		for _, b := range cmps {
			xs, ys := program.Vars(b.X), program.Vars(b.Y)
			if slices.ContainsFunc(xs, func(v *program.Var) bool { return vs[v] }) {
				more = append(more, ys...)
			}
			if slices.ContainsFunc(ys, func(v *program.Var) bool { return vs[v] }) {
				more = append(more, xs...)
			}
		}
		for _, v := range more {
			vs[v] = true
		}
	}
	return out
}

// bounds reports whether the scalar variables of lo and hi are all
// related to an array the body reads (a segment [q, n) of a, where q
// indexes only b and is compared with no index of a, says nothing the
// program's uses of a ask: a merge's a[k] >= 0 over [q, n)). A body
// that reads no array keeps every range.
func (ir indexRelated) bounds(body, lo, hi program.Expr) bool {
	var arrays []*program.Var
	program.Walk(body, func(y program.Expr) bool {
		if ix, ok := y.(*program.Index); ok {
			if a, _ := program.LvalueRoot(ix); a != nil && !slices.Contains(arrays, a) {
				arrays = append(arrays, a)
			}
		}
		return true
	})
	if len(arrays) == 0 {
		return true
	}
	for _, v := range append(program.Vars(lo), program.Vars(hi)...) {
		if !v.Type.IsInteger() {
			continue
		}
		if !slices.ContainsFunc(arrays, func(a *program.Var) bool { return ir[a][v] }) {
			return false
		}
	}
	return true
}

// constantCells returns the candidates a[c] == x for the writes a[c] = x
// outside loops at a constant index or one over scalars (a sentinel:
// a[n - 1] = 0, or a[i] = 0 after a loop that stopped at i) and the
// reads x = a[c] there (p = a[n - 1]), kept at
// the loop heads where they hold, as the loop conditions are. With the
// quantified atoms they bound searches: while (a[i] != 0) i++ stops at
// n - 1.
func constantCells(sys *System) []program.Expr {
	var out []program.Expr
	seen := map[string]bool{}
	for _, ed := range sys.P.Edges() {
		a, ok := ed.Stmt.(*program.Assign)
		if !ok || len(sys.Nest.Nest(ed.From)) > 0 {
			continue
		}
		// x = a[c] is the same fact read the other way (a value taken
		// from the last cell).
		lhs, rhs := a.LHS, a.RHS
		if r, isVar := lhs.(*program.VarRef); isVar && r.Var.Type.IsInteger() {
			if _, isIdx := stripCasts(rhs).(*program.Index); isIdx {
				lhs, rhs = rhs, lhs
			}
		}
		ix, ok := stripCasts(lhs).(*program.Index)
		if !ok {
			continue
		}
		if r, ok := ix.X.(*program.VarRef); !ok || !scalarArray(r.Var.Type) || !rhs.Type().IsInteger() {
			continue
		}
		if !scalarIndex(ix.Index) {
			continue
		}
		g := &program.Binary{Op: program.Eq, X: lhs, Y: rhs, T: program.Bool}
		if text := program.ExprString(g); !seen[text] && len(out) < 16 {
			seen[text] = true
			out = append(out, g)
		}
	}
	return out
}

// throughCells returns, for each candidate a[c] == x of cells (a cell
// at a constant index) and each quantified candidate whose body is an
// equality a[k] == y of the same array at k, the candidate y[k := c] == x:
// a value taken from a cell keeps its relation to what the cell equalled
// (t = a[63] after a copy b[k] == a[k] gives t == b[63], which still
// holds once a shift has overwritten a[63]). At most 16.
func throughCells(cells []program.Expr, quants [][]*Quantified) []program.Expr {
	var out []program.Expr
	seen := map[string]bool{}
	for _, c := range cells {
		eq, ok := c.(*program.Binary)
		if !ok || eq.Op != program.Eq {
			continue
		}
		cell, ok := stripCasts(eq.X).(*program.Index)
		if !ok {
			continue
		}
		arr, ok := cell.X.(*program.VarRef)
		if _, isConst := stripCasts(cell.Index).(*program.Const); !ok || !isConst {
			continue
		}
		for _, qs := range quants {
			for _, q := range qs {
				body, ok := q.Body.(*program.Binary)
				if !ok || body.Op != program.Eq {
					continue
				}
				for _, sides := range [][2]program.Expr{{body.X, body.Y}, {body.Y, body.X}} {
					ix, ok := stripCasts(sides[0]).(*program.Index)
					if !ok {
						continue
					}
					r, isVar := ix.X.(*program.VarRef)
					kr, isK := stripCasts(ix.Index).(*program.VarRef)
					if !isVar || !isK || r.Var != arr.Var || kr.Var != q.K || readsArray(sides[1], arr.Var) {
						continue
					}
					idx := stripCasts(cell.Index).(*program.Const)
					y := substExpr(sides[1], q.K, program.NewConst(q.K.Type, idx.Val))
					g := &program.Binary{Op: program.Eq, X: y, Y: eq.Y, T: program.Bool}
					if !program.Identical(y.Type(), eq.Y.Type()) {
						continue
					}
					if text := program.ExprString(g); !seen[text] && len(out) < 16 {
						seen[text] = true
						out = append(out, g)
					}
				}
			}
		}
	}
	return out
}

// checkConditions returns the conditions of the checks outside loops
// that compare integers (a check(c), or a branch on !c to a check that
// always fails: if (!(c)) reach_error()), and the comparisons assigned
// there (the argument of an assertion function: a[s] == p after a
// partition), and Boolean combinations of such comparisons, whole, and
// each conjunct of a conjunction (comparisonFormula):
// candidates at
// the loop heads before them, kept where they hold, as the loop
// conditions are.
func checkConditions(sys *System) []program.Expr {
	var out []program.Expr
	seen := map[string]bool{}
	for _, ed := range sys.P.Edges() {
		if len(sys.Nest.Nest(ed.From)) > 0 {
			continue
		}
		// The condition of a check, or a comparison passed on to
		// one (the parameter of __VERIFIER_assert, inlined).
		var cond program.Expr
		switch st := ed.Stmt.(type) {
		case *program.Check:
			cond = st.Cond
		case *program.Assign:
			cond = stripCasts(st.RHS)
		case *program.Assume:
			// A branch away from an error: if (!(c)) reach_error()
			// checks c as a check(c) would.
			if failsAt(ed.To) {
				if u, ok := st.Cond.(*program.Unary); ok && u.Op == program.LNot {
					cond = u.X
				} else if b, ok := st.Cond.(*program.Binary); ok && b.Op.IsComparison() {
					cond = negate(b)
				}
			}
		}
		b, ok := cond.(*program.Binary)
		if !ok || !comparisonFormula(b, new(int)) {
			continue
		}
		cands := []program.Expr{b}
		if b.Op == program.LAnd {
			// Each conjunct may hold at a head where the whole does
			// not yet (a loop that establishes one, then another).
			cands = append(cands, conjunctsOf(b)...)
		}
		// A check under a branch (if (pos < n) check(a[pos] == x))
		// holds only where the branch is taken: the implication
		// pos >= n || a[pos] == x is the candidate that can hold at
		// the heads before it.
		if g := branchGuard(sys, ed.From); g != nil {
			cands = append(cands, &program.Binary{Op: program.LOr, X: negate(g), Y: b, T: program.Bool})
		}
		for _, c := range cands {
			if text := program.ExprString(c); !seen[text] && len(out) < 16 {
				seen[text] = true
				out = append(out, c)
			}
		}
	}
	return out
}

// maxFormulaLeaves bounds the comparisons of a check's condition that
// checkConditions proposes whole.
const maxFormulaLeaves = 4

// comparisonFormula says whether e is a comparison of integers, or a
// negation, conjunction or disjunction of such (found == 0 ||
// a[pos] == key after a search that records where it found the key),
// with at most maxFormulaLeaves comparisons (counted in *leaves).
func comparisonFormula(e program.Expr, leaves *int) bool {
	switch e := e.(type) {
	case *program.Unary:
		return e.Op == program.LNot && comparisonFormula(e.X, leaves)
	case *program.Binary:
		if e.Op == program.LAnd || e.Op == program.LOr {
			return comparisonFormula(e.X, leaves) && comparisonFormula(e.Y, leaves)
		}
		*leaves++
		return e.Op.IsComparison() && e.X.Type().IsInteger() && *leaves <= maxFormulaLeaves
	}
	return false
}

// conjunctsOf splits a conjunction into its conjuncts.
func conjunctsOf(e program.Expr) []program.Expr {
	if b, ok := e.(*program.Binary); ok && b.Op == program.LAnd {
		return append(conjunctsOf(b.X), conjunctsOf(b.Y)...)
	}
	return []program.Expr{e}
}

// branchGuard returns the comparison of the branch that the code outside
// loops takes to reach l: the condition of the nearest assume on the way
// back through locations with one way in (past the cuts of undefined
// operations, not through a loop's exit), when no assignment on the way
// writes a variable it reads (nil when there is none).
func branchGuard(sys *System, l *program.Loc) *program.Binary {
	// A loop's exit (an edge from inside a loop) is no branch: its
	// condition is a candidate of its own, and what follows the loop
	// is no branch.
	return guardBack(l, func(l *program.Loc, ed *program.Edge) bool {
		return len(sys.Nest.Nest(l)) == 0 && len(sys.Nest.Nest(ed.From)) == 0
	})
}

// scalarArray reports whether t is an array of integers.
func scalarArray(t *program.Type) bool {
	return t.Kind == program.KindArray && t.Elem.IsInteger()
}

func sortedLocs(body map[*program.Loc]bool) []*program.Loc {
	out := make([]*program.Loc, 0, len(body))
	for l := range body {
		out = append(out, l)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// sortedVars is the keys of m by name.
func sortedVars[V any](m map[*program.Var]V) []*program.Var {
	out := make([]*program.Var, 0, len(m))
	for v := range m {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// DefaultQuantifiedBudget is the work the quantified candidates get by
// default (SynthOptions.QuantifiedBudget), given as the duration it takes
// at bitvec.PropagationsPerSecond (90M propagations), or twice the work
// the rest of the synthesis took when that is more. Houdini over the
// relations between cells of a nest of loops takes seconds: each query
// instantiates tens of atoms at the index terms of its goal.
const DefaultQuantifiedBudget = 30 * time.Second

// valueRange returns the range [lo, hi] that the form of x bounds it to,
// in x's type: x & m with a constant m >= 0 is in [0, m], an unsigned
// x % n with a constant n > 0 in [0, n - 1], also under casts that keep
// every value of the range.
func valueRange(x program.Expr) (lo, hi *program.Const, ok bool) {
	inner, casts := peelCasts(x)
	b, isBin := inner.(*program.Binary)
	if !isBin || !b.T.IsInteger() || b.T.Width > 64 {
		return nil, nil, false
	}
	c, isConst := stripCasts(b.Y).(*program.Const)
	if !isConst {
		if b.Op != program.And {
			return nil, nil, false
		}
		if c, isConst = stripCasts(b.X).(*program.Const); !isConst {
			return nil, nil, false
		}
	}
	v := c.SignedValue()
	var top int64
	switch {
	case b.Op == program.And && v >= 0:
		top = v
	case b.Op == program.Rem && !b.T.Signed && v > 0:
		top = v - 1
	default:
		return nil, nil, false
	}
	// The range is x's, in x's type: through casts only when each
	// keeps every value of [0, top] ((unsigned char)(v & 1) is in
	// [0, 1]; (signed char)(v & 255) is not in [0, 255]).
	if !castsKeep(casts, 0, top) {
		return nil, nil, false
	}
	t := x.Type()
	return program.NewConstInt(t, 0), program.NewConstInt(t, top), true
}

// peelCasts returns the operand under the casts above x and those
// casts' types, outermost first.
func peelCasts(x program.Expr) (program.Expr, []*program.Type) {
	var casts []*program.Type
	for {
		c, isCast := x.(*program.Cast)
		if !isCast {
			return x, casts
		}
		casts = append(casts, c.T)
		x = c.X
	}
}

// castsKeep says whether each of casts is an integer type of 2 to 64
// bits that holds every value of [lo, hi] (lo <= hi, hi >= 0): a value
// in that range passes through them unchanged.
func castsKeep(casts []*program.Type, lo, hi int64) bool {
	for _, t := range casts {
		if !t.IsInteger() || t.Width > 64 || t.Width < 2 || lo < program.MinConst(t).SignedValue() || uint64(hi) > program.MaxConst(t).Val {
			return false
		}
	}
	return true
}

// maxPasses bounds the check conditions of one loop that become cell
// atoms.
const maxPasses = 8

// passCondition returns the condition under which an edge's check
// passes: a check's own, or that of a branch away from a check that
// always fails (if (!(c)) reach_error() passes on c); nil for other
// edges. The condition stands whole, whatever its form (c ? x : y,
// x && y): the loop's comparisons give its parts.
func passCondition(ed *program.Edge) program.Expr {
	switch st := ed.Stmt.(type) {
	case *program.Check:
		if _, isConst := st.Cond.(*program.Const); !isConst {
			return st.Cond
		}
	case *program.Assume:
		if st.Undefined || !failsAt(ed.To) {
			return nil
		}
		var c program.Expr
		if u, ok := st.Cond.(*program.Unary); ok && u.Op == program.LNot {
			c = u.X
		} else if b, ok := st.Cond.(*program.Binary); ok && b.Op.IsComparison() {
			c = negate(b)
		} else {
			return nil
		}
		// An assertion function's parameter, inlined: the value
		// assigned just before (cond = (int)(c)) is what it tests.
		if len(ed.From.In) == 1 {
			if a, ok := ed.From.In[0].Stmt.(*program.Assign); ok {
				if r, ok := a.LHS.(*program.VarRef); ok && program.Reads(c, r.Var) && !program.Reads(a.RHS, r.Var) {
					c = truthOf(substExpr(c, r.Var, a.RHS))
				}
			}
		}
		return c
	}
	return nil
}

// truthOf writes (int)(c) != 0 (and its negation (int)(c) == 0) of
// a condition c as c (!c): the same atom as the loop's comparisons
// give, not a second form of it.
func truthOf(x program.Expr) program.Expr {
	b, ok := x.(*program.Binary)
	if !ok || (b.Op != program.Ne && b.Op != program.Eq) {
		return x
	}
	z, isConst := b.Y.(*program.Const)
	cast, isCast := b.X.(*program.Cast)
	if !isConst || z.Val != 0 || !isCast || cast.X.Type().Kind != program.KindBool {
		return x
	}
	if b.Op == program.Ne {
		return cast.X
	}
	if c, ok := cast.X.(*program.Binary); ok && c.Op.IsComparison() {
		return negate(c)
	}
	return &program.Unary{Op: program.LNot, X: cast.X}
}

// failsAt reports whether l leads, through Skip edges only, to a check
// that always fails (the call of reach_error).
func failsAt(l *program.Loc) bool {
	for range 4 {
		var next *program.Loc
		for _, e := range l.Out {
			switch st := e.Stmt.(type) {
			case *program.Check:
				if c, ok := st.Cond.(*program.Const); ok && c.Val&1 == 0 {
					return true
				}
			case *program.Skip:
				next = e.To
			}
		}
		if next == nil || len(l.Out) != 1 {
			return false
		}
		l = next
	}
	return false
}

// maxChoices bounds the writes of one array at one counter in one loop
// whose values make one disjunction (b[k] == a[k] || b[k] == 0).
const maxChoices = 4

// writtenRange returns the values a written expression may take, as
// signed integers: a constant's, or a range valueRange knows.
func writtenRange(x program.Expr) (lo, hi int64, ok bool) {
	if c, isConst := stripCasts(x).(*program.Const); isConst && c.T.IsInteger() && c.T.Width <= 64 {
		return c.SignedValue(), c.SignedValue(), true
	}
	l, h, ok := valueRange(x)
	if !ok {
		return 0, 0, false
	}
	return l.SignedValue(), h.SignedValue(), true
}

// maxSumBounds bounds the value ranges a running sum's addend gets from
// the cell atoms of the cells it reads.
const maxSumBounds = 2

// runningSumBounds returns the linear bounds of the cells of a running
// sum: for a write cell = arr[i - 1] + e (or e + arr[i - 1]) at a counter
// i that counts up, with cell arr[k], and e bounded by [lo, hi] (its form,
// a constant, or the atoms x[k] >= lo, x[k] <= hi of the one cell x[i]
// it reads), the bodies (long long)arr[k] - P·(long long)k <= hi and
// <= 0 for P = hi rounded up to a power of two, and the same with >=, lo
// and lo rounded down: the cells hold sums of k + 1 (or k) values of e.
func runningSumBounds(cell *program.Index, idx, k *program.Var, rhs program.Expr, ctr map[*program.Var]int, atoms []cellAtom) []program.Expr {
	arr, ok := cell.X.(*program.VarRef)
	if !ok || ctr[idx] <= 0 || !scalarArray(arr.Var.Type) || !arr.Var.Type.Elem.IsInteger() || arr.Var.Type.Elem.Width > 32 {
		return nil
	}
	// The cell written is at the counter plus a constant (ps[i + 1] =
	// ps[i] + v[i]): the bounds are over the plain cell a[k], which
	// holds its index's sum whichever counter value wrote it.
	off, ok := counterOffset(cell.Index, k)
	if !ok {
		return nil
	}
	cell = &program.Index{X: cell.X, Index: &program.VarRef{Var: k}}
	sum, ok := stripCasts(rhs).(*program.Binary)
	if !ok || sum.Op != program.Add {
		return nil
	}
	prev := func(x program.Expr) bool {
		ix, ok := stripCasts(x).(*program.Index)
		if !ok {
			return false
		}
		r, ok := ix.X.(*program.VarRef)
		o, isOff := counterOffset(ix.Index, idx)
		return ok && r.Var == arr.Var && isOff && o == off-1
	}
	var e program.Expr
	switch {
	case prev(sum.X):
		e = sum.Y
	case prev(sum.Y):
		e = sum.X
	default:
		return nil
	}
	if readsArray(e, arr.Var) {
		return nil
	}
	var los, his []int64
	if lo, hi, ok := writtenRange(e); ok {
		los, his = []int64{lo}, []int64{hi}
	} else if ix, ok := stripCasts(e).(*program.Index); ok {
		x, isVar := ix.X.(*program.VarRef)
		at, isCtr := stripCasts(ix.Index).(*program.VarRef)
		if !isVar || !isCtr || at.Var != idx || !program.Identical(at.Var.Type, k.Type) {
			return nil
		}
		// The cell atoms over x[k] against constants.
		for _, a := range atoms {
			b, ok := a.body.(*program.Binary)
			if !ok || a.k != k || (b.Op != program.Ge && b.Op != program.Le) {
				continue
			}
			c, isConst := stripCasts(b.Y).(*program.Const)
			lhs, isIx := stripCasts(b.X).(*program.Index)
			if !isConst || !isIx || !c.T.IsInteger() || c.T.Width > 32 {
				continue
			}
			if r, ok := lhs.X.(*program.VarRef); !ok || r.Var != x.Var {
				continue
			}
			if kr, ok := stripCasts(lhs.Index).(*program.VarRef); !ok || kr.Var != k {
				continue
			}
			if b.Op == program.Ge && len(los) < maxSumBounds {
				los = append(los, c.SignedValue())
			}
			if b.Op == program.Le && len(his) < maxSumBounds {
				his = append(his, c.SignedValue())
			}
		}
	} else if lo, hi, ok := narrowRange(e); ok {
		los, his = []int64{lo}, []int64{hi}
	} else {
		return nil
	}
	if len(los) == 0 && len(his) == 0 {
		// No atom bounds the cell read: its type may (a cell of an
		// unsigned char array is in [0, 255]).
		if lo, hi, ok := narrowRange(e); ok {
			los, his = []int64{lo}, []int64{hi}
		}
	}
	kx := castTo(int64T, k)
	sx := &program.Cast{X: cell, T: int64T}
	var out []program.Expr
	bound := func(coef int64, op program.BinaryOp, off int64) {
		if coef < -maxWideSlope || coef > maxWideSlope {
			return
		}
		// A flat bound the cell's type gives already (an unsigned
		// cell >= 0) says nothing and costs a proof at every range.
		if coef == 0 && typeImplies(arr.Var.Type.Elem, op, off) {
			return
		}
		out = append(out, &program.Binary{Op: op, X: slopeTerm(sx, kx, coef), Y: program.NewConst(int64T, uint64(off)), T: program.Bool})
	}
	// The slope is a power of two, hi rounded up and lo down (toward
	// zero for a positive lo, away from it for a negative one): over
	// k >= 0 the bound is weaker, and the step compares 2^m·k with
	// 2^m·(k - 1), a shift, where a multiplier by 127 took SAT millions
	// of propagations to relate to the one by 127 at the cell before.
	for _, hi := range his {
		bound(pow2Slope(hi, true), program.Le, hi)
		bound(pow2Slope(hi, true), program.Le, 0)
	}
	for _, lo := range los {
		bound(pow2Slope(lo, false), program.Ge, lo)
		bound(pow2Slope(lo, false), program.Ge, 0)
	}
	return out
}

// pow2Slope returns the power of two (or 0, or minus a power of two)
// nearest to x on the side of up (x itself when it is one): 127 up is
// 128, 127 down is 64, -5 up is -4, -5 down is -8.
func pow2Slope(x int64, up bool) int64 {
	switch {
	case x == 0:
		return 0
	case x < 0:
		return -pow2Slope(-x, !up)
	}
	p := int64(1)
	for p < x && p < 1<<40 {
		p <<= 1
	}
	if p == x || up {
		return p
	}
	return p >> 1
}

// scalarIndex reports whether an index is a constant or an integer
// expression over scalar variables (no cell, no dereference).
func scalarIndex(x program.Expr) bool {
	ok := x.Type().IsInteger()
	program.Walk(x, func(y program.Expr) bool {
		switch y := y.(type) {
		case *program.VarRef:
			if !y.Var.Type.IsInteger() {
				ok = false
			}
		case *program.Const, *program.Cast, *program.Binary, *program.Unary:
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// writtenConstCells returns the constant indices c > 0 at which the
// program assigns a cell of an array of scalars (a[c] = e), at most
// eight, in the order of the program's edges.
func writtenConstCells(p *program.Program) []int64 {
	var out []int64
	for _, ed := range p.Edges() {
		a, ok := ed.Stmt.(*program.Assign)
		if !ok {
			continue
		}
		ix, ok := a.LHS.(*program.Index)
		if !ok {
			continue
		}
		r, isVar := ix.X.(*program.VarRef)
		c, isConst := stripCasts(ix.Index).(*program.Const)
		if !isVar || !isConst || !scalarArray(r.Var.Type) {
			continue
		}
		v := program.SignExtend(c.Val, c.T)
		if v > 0 && v < r.Var.Type.Len && !slices.Contains(out, v) && len(out) < 8 {
			out = append(out, v)
		}
	}
	return out
}
