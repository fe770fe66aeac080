package ranges

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Result holds the intervals the analysis found at every location.
type Result struct {
	a  *analysis
	in []env // by location ID; nil: unreachable
}

type analysis struct {
	work  int64 // env entries computed so far
	p     *program.Program
	vars  []*program.Var       // the tracked scalar variables: env[0:len(vars)]
	index map[*program.Var]int // their positions in an env
	// arrays are the tracked arrays: one env entry per cell, after the
	// scalars.
	arrays map[*program.Var]arrayCells
	slots  []*program.Type // the type of each env entry
	opts   options
	// The float stage's affine forms (affine.go): the noise symbols, the
	// number of each edge (from 1) and the locations in a cycle.
	syms    *symbols
	edgeNum map[*program.Edge]int64
	cyclic  []bool
	// noWrap are the sums and differences that the assume on the one
	// edge into the source of the edge being transferred says do not
	// overflow (!__overflow_add(x, y): the path of an undefined
	// operation cut, as cfront writes before every signed + and -):
	// x + y there is its exact value, and relates x and y.
	noWrap []*program.Binary
}

// options are the settings of one analysis: the default (Analyze) tracks
// integers only and widens after widenAfter rounds; the float stage of
// Discharge tracks floats too, widens later and to thresholds, and may
// restrict one variable at one location (a piece of a split range).
type options struct {
	floats     bool
	widenAfter int
	maxWork    int64
	thresholds map[softfloat.Format][]softfloat.Bits
	restrict   *restriction
	noAffine   bool // floats without affine forms (for tests)
}

// A restriction keeps, at location at (one that no execution reaches
// twice), only the states where slot's value lies in piece (a float
// range, or an integer interval).
type restriction struct {
	at    *program.Loc
	slot  int
	piece Interval
}

// arrayCells places an array's cells in an env.
type arrayCells struct {
	base int   // env position of cell 0
	len  int64 // cells
}

// Arrays of integers whose address is never taken are tracked cell by
// cell when they are this short, and while the cells of all of them stay
// under maxCells.
const (
	maxArrayLen = 256
	maxCells    = 4096
)

// MaxWork bounds an analysis, in intervals computed (an edge's transfer
// computes one per tracked variable): a program so large that the analysis
// would take long is left alone (ErrTooLarge). A bound on work, not on
// time, so that the answer is the same on every machine.
const MaxWork = 30_000_000

// ErrTooLarge is Analyze's answer for a program beyond MaxWork.
var ErrTooLarge = errors.New("ranges: the program is too large for the range analysis")

// widenAfter is how many times a back edge's target may grow before its
// bounds are widened: small loops converge exactly before that.
const widenAfter = 3

// narrowRounds is how many rounds of the transfer functions refine the
// widened post-fixpoint.
const narrowRounds = 2

// Analyze computes the intervals of p's integer variables at every
// location. When ctx ends first, it returns ctx's error: a result is only
// given once it is a fixpoint.
func Analyze(ctx context.Context, p *program.Program) (*Result, error) {
	return analyze(ctx, p, options{widenAfter: widenAfter, maxWork: MaxWork})
}

func analyze(ctx context.Context, p *program.Program, opts options) (*Result, error) {
	a := &analysis{p: p, index: map[*program.Var]int{}, arrays: map[*program.Var]arrayCells{}, opts: opts}
	for _, vs := range [][]*program.Var{p.Globals, p.Locals} {
		for _, v := range vs {
			if v.ByName() && (v.Type.IsInteger() || opts.floats && v.Type.IsFloat()) {
				if _, dup := a.index[v]; !dup {
					a.index[v] = len(a.vars)
					a.vars = append(a.vars, v)
					a.slots = append(a.slots, v.Type)
				}
			}
		}
	}
	// Forms only on the pieces of a split range: there the input has a
	// symbol of its own and a narrow range, where second-order terms are
	// small; on the whole program they cost more than they give (a
	// hundred unrolled sums take seven times as long).
	if opts.floats && !opts.noAffine && opts.restrict != nil {
		a.syms = &symbols{}
		a.edgeNum = map[*program.Edge]int64{}
		for i, e := range p.Edges() {
			a.edgeNum[e] = int64(i) + 1
		}
		a.cyclic = cyclicLocs(p)
	}
	cells := 0
	for _, vs := range [][]*program.Var{p.Globals, p.Locals} {
		for _, v := range vs {
			t := v.Type
			if v.Object != 0 || t.Kind != program.KindArray || !t.Elem.IsInteger() || t.Len <= 0 || t.Len > maxArrayLen || cells+int(t.Len) > maxCells {
				continue
			}
			if _, dup := a.arrays[v]; dup {
				continue
			}
			a.arrays[v] = arrayCells{base: len(a.slots), len: t.Len}
			for i := int64(0); i < t.Len; i++ {
				a.slots = append(a.slots, t.Elem)
			}
			cells += int(t.Len)
		}
	}
	r := &Result{a: a, in: make([]env, len(p.Locs))}
	if p.Entry == nil {
		return r, nil
	}
	// Widening: grow until every location holds what its incoming edges
	// bring, widening at the targets of back edges.
	// A location is computed again only when the state of one of its
	// predecessors changed since it was last computed (dirty): otherwise
	// its incoming state is the one it already took in, so skipping it
	// gives the same fixpoint with less work.
	grown := make([]int, len(p.Locs))
	dirty := make([]bool, len(p.Locs))
	for i := range dirty {
		dirty[i] = true
	}
	for changed := true; changed; {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if a.work > a.opts.maxWork {
			return nil, ErrTooLarge
		}
		changed = false
		for _, l := range p.Locs {
			if !dirty[l.ID] {
				continue
			}
			// The bound holds within a round too: one round over a
			// program of thousands of locations and variables costs
			// more than the whole bound (an AWS priority-queue harness
			// of 9,131 locations analysed for minutes).
			if a.work > a.opts.maxWork {
				return nil, ErrTooLarge
			}
			if l.ID%256 == 0 {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
			}
			dirty[l.ID] = false
			got := a.incoming(l, r.in)
			if envLeq(got, r.in[l.ID]) {
				continue
			}
			for _, e := range l.Out {
				dirty[e.To.ID] = true
			}
			next := envJoin(r.in[l.ID], got)
			if a.backTarget(l) {
				grown[l.ID]++
				if grown[l.ID] > a.opts.widenAfter {
					next = a.envWiden(r.in[l.ID], next)
				}
			}
			r.in[l.ID] = next
			changed = true
		}
	}
	// Narrowing: the transfer functions applied to a post-fixpoint, kept
	// only if the result is a post-fixpoint too (so sound whatever the
	// functions' monotonicity).
	// (As above, a location none of whose predecessors changed would
	// compute the same state again: it is skipped.)
	narrowed := append([]env(nil), r.in...)
	for i := range dirty {
		dirty[i] = true
	}
	for round := 0; round < narrowRounds; round++ {
		for _, l := range p.Locs {
			if !dirty[l.ID] {
				continue
			}
			if a.work > a.opts.maxWork {
				return r, nil // the post-fixpoint, not narrowed
			}
			dirty[l.ID] = false
			got := a.incoming(l, narrowed)
			if envLeq(got, narrowed[l.ID]) {
				if !envLeq(narrowed[l.ID], got) {
					for _, e := range l.Out {
						dirty[e.To.ID] = true
					}
				}
				narrowed[l.ID] = got
			}
		}
	}
	for _, l := range p.Locs {
		if a.work > a.opts.maxWork || !envLeq(a.incoming(l, narrowed), narrowed[l.ID]) {
			return r, nil
		}
	}
	r.in = narrowed
	return r, nil
}

// backTarget reports whether l is the target of a back edge (an edge
// from a location numbered no lower): every cycle has one.
func (a *analysis) backTarget(l *program.Loc) bool {
	for _, e := range l.In {
		if e.From.ID >= l.ID {
			return true
		}
	}
	return false
}

// incoming joins what l's incoming edges bring, and at the entry the
// initial state (every variable any value: globals are initialised by
// the program's own edges).
func (a *analysis) incoming(l *program.Loc, in []env) env {
	var got env
	if l == a.p.Entry {
		got = a.top()
	}
	for _, e := range l.In {
		got = envJoin(got, a.transfer(e, in[e.From.ID]))
	}
	if r := a.opts.restrict; r != nil && r.at == l && got != nil {
		m, nonEmpty := meet(got[r.slot], r.piece)
		if !nonEmpty {
			return nil
		}
		if m.F != nil {
			// The state's own form still holds (the piece, from another
			// analysis, may carry one of its symbols: not that); better,
			// the piece's value on its own symbol, fresh where l is in no
			// cycle.
			f := *m.F
			f.Aff = nil
			if g := got[r.slot].F; g != nil {
				f.Aff = g.Aff
			}
			if f.finite() && a.syms != nil && !a.cyclic[l.ID] {
				f.Aff = affRange(&f, symSplit)
			}
			m = Interval{F: &f}
		}
		got = append(env(nil), got...)
		got[r.slot] = m
	}
	return got
}

// cyclicLocs marks the locations of p that lie on a cycle (in a strongly
// connected component with an edge inside it).
func cyclicLocs(p *program.Program) []bool {
	n := len(p.Locs)
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	cyc := make([]bool, n)
	var stack []int
	next := 0
	var visit func(v int)
	visit = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		for _, e := range p.Locs[v].Out {
			w := e.To.ID
			if w == v {
				cyc[v] = true
			}
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			if len(comp) > 1 {
				for _, w := range comp {
					cyc[w] = true
				}
			}
		}
	}
	for v := 0; v < n; v++ {
		if index[v] < 0 {
			visit(v)
		}
	}
	return cyc
}

func (a *analysis) top() env {
	en := make(env, len(a.slots))
	for i, t := range a.slots {
		en[i] = Top(t)
	}
	return en
}

// transfer is the state after edge e from state en.
func (a *analysis) transfer(e *program.Edge, en env) env {
	if en == nil {
		return nil
	}
	a.work += int64(len(en)) + 1
	a.setNoWrap(e.From)
	defer a.setNoWrap(nil)
	if a.syms != nil {
		// New symbols on an edge that no execution passes twice only.
		a.syms.base, a.syms.next = a.edgeNum[e], 0
		if a.cyclic[e.From.ID] && a.cyclic[e.To.ID] || e.From == e.To {
			a.syms.base = -1
		}
		defer a.scratch()
	}
	switch s := e.Stmt.(type) {
	case *program.Assign:
		return a.store(en, s.LHS, s.RHS)
	case *program.Havoc:
		return a.store(en, s.LHS, nil)
	case *program.Assume:
		en = a.refine(en, s.Cond, true)
		if def := flagDefinition(e, s.Cond); def != nil {
			en = a.refine(en, def, true)
		}
		return en
	case *program.Check:
		// The path goes on only where the check holds.
		return a.refine(en, s.Cond, true)
	case *program.Skip, *program.Dead:
		return en
	}
	// A statement this analysis does not know: nothing is known after it.
	return a.top()
}

// flagDefinition reads an assumption on a flag (f != 0, f == 0, f, and
// their negations) whose value the straight-line code just before the
// edge set from a condition, f = (int)(c) with no write to f or to c's
// variables since: the same assumption on c, which bounds c's variables
// (assume_abort_if_not(n >= 0 && n <= 100) passes n's bounds through its
// parameter). nil when there is none.
func flagDefinition(e *program.Edge, cond program.Expr) program.Expr {
	want := true
	for {
		u, ok := cond.(*program.Unary)
		if !ok || u.Op != program.LNot {
			break
		}
		cond, want = u.X, !want
	}
	var f *program.Var
	switch c := cond.(type) {
	case *program.VarRef:
		f = c.Var
	case *program.Binary:
		r, ok1 := c.X.(*program.VarRef)
		z, ok2 := c.Y.(*program.Const)
		if !ok1 || !ok2 || z.Val != 0 || (c.Op != program.Ne && c.Op != program.Eq) {
			return nil
		}
		f = r.Var
		if c.Op == program.Eq {
			want = !want
		}
	default:
		return nil
	}
	if !f.Type.IsInteger() || !f.ByName() {
		return nil
	}
	written := map[*program.Var]bool{}
	loc := e.From
	for steps := 0; steps < 8 && len(loc.In) == 1; steps++ {
		in := loc.In[0]
		switch st := in.Stmt.(type) {
		case *program.Assign:
			r, ok := st.LHS.(*program.VarRef)
			if !ok {
				return nil
			}
			if r.Var != f {
				written[r.Var] = true
				break
			}
			def := st.RHS
			if c, ok := def.(*program.Cast); ok && c.X.Type().Kind == program.KindBool {
				def = c.X
			}
			if def.Type().Kind != program.KindBool {
				return nil
			}
			for _, v := range program.Vars(def) {
				if written[v] || !v.ByName() || v == f {
					return nil
				}
			}
			if !want {
				def = &program.Unary{Op: program.LNot, X: def}
			}
			return def
		case *program.Havoc:
			r, ok := st.LHS.(*program.VarRef)
			if !ok || r.Var == f {
				return nil
			}
			written[r.Var] = true
		case *program.Assume, *program.Skip, *program.Dead:
			if d, ok := st.(*program.Dead); ok && d.Var == f {
				return nil
			}
		default:
			return nil
		}
		loc = in.From
	}
	return nil
}

// tracked returns the env position of an lvalue that is a tracked
// variable, or a cell of a tracked array at an index that has one value.
func (a *analysis) tracked(lhs program.Expr, en env) (int, bool) {
	switch x := lhs.(type) {
	case *program.VarRef:
		i, ok := a.index[x.Var]
		return i, ok
	case *program.Index:
		if c, lo, hi, ok := a.cells(x, en); ok && lo == hi {
			return c.base + int(lo), true
		}
	}
	return 0, false
}

// cells returns the tracked array an Index reads or writes and the range
// of cells its index can select; ok is false when the array is not
// tracked or the index may lie outside it.
func (a *analysis) cells(x *program.Index, en env) (c arrayCells, lo, hi int64, ok bool) {
	r, isVar := x.X.(*program.VarRef)
	if !isVar {
		return c, 0, 0, false
	}
	if c, ok = a.arrays[r.Var]; !ok {
		return c, 0, 0, false
	}
	iv := a.eval(x.Index, en)
	if !iv.Known() || iv.Lo.Sign() < 0 || iv.Hi.Cmp(bigInt(c.len-1)) > 0 {
		return c, 0, 0, false
	}
	return c, iv.Lo.Int64(), iv.Hi.Int64(), true
}

// store is en after lhs = rhs (rhs nil: any value). A store to a cell at
// an index of several values joins the value into each cell it may
// select; one whose index may lie outside the array into every cell.
func (a *analysis) store(en env, lhs, rhs program.Expr) env {
	value := func(t *program.Type) Interval {
		if rhs == nil {
			return Top(t)
		}
		if v := a.eval(rhs, en); v.Known() || v.F != nil && t.IsFloat() {
			return v
		}
		return Top(t)
	}
	switch x := lhs.(type) {
	case *program.VarRef:
		if i, ok := a.index[x.Var]; ok {
			out := append(env(nil), en...)
			out[i] = value(a.slots[i])
			return out
		}
		c, ok := a.arrays[x.Var]
		if !ok {
			return en
		}
		// The whole array: zero, a copy of a tracked array, or unknown.
		out := append(env(nil), en...)
		var from *arrayCells
		if r, isVar := rhs.(*program.VarRef); isVar {
			if src, ok := a.arrays[r.Var]; ok && src.len == c.len {
				from = &src
			}
		}
		for k := int64(0); k < c.len; k++ {
			slot := c.base + int(k)
			switch {
			case rhs == nil:
				out[slot] = Top(a.slots[slot])
			case isZero(rhs):
				out[slot] = single(new(big.Int))
			case from != nil:
				out[slot] = en[from.base+int(k)]
			default:
				out[slot] = Top(a.slots[slot])
			}
		}
		return out
	case *program.Index:
		r, isVar := x.X.(*program.VarRef)
		if !isVar {
			return en
		}
		c, tracked := a.arrays[r.Var]
		if !tracked {
			return en
		}
		out := append(env(nil), en...)
		v := value(a.slots[c.base])
		_, lo, hi, ok := a.cells(x, en)
		if !ok {
			lo, hi = 0, c.len-1
		}
		if ok && lo == hi {
			out[c.base+int(lo)] = v
			return out
		}
		for k := lo; k <= hi; k++ {
			out[c.base+int(k)] = join(out[c.base+int(k)], v)
		}
		return out
	}
	return en
}

// isZero reports whether e is the zero value of its type.
func isZero(e program.Expr) bool {
	switch x := e.(type) {
	case *program.Zero:
		return true
	case *program.Const:
		return x.IsZero()
	}
	return false
}

// refine is en restricted to the states where cond has the value want;
// nil when there is none.
func (a *analysis) refine(en env, cond program.Expr, want bool) env {
	if en == nil {
		return nil
	}
	if b, isBin := cond.(*program.Binary); !isBin || !b.Op.IsLogical() || !a.opts.floats {
		// (The float stage evaluates && and || by refinement.)
		canFalse, canTrue := a.eval(cond, en).truth()
		if want && !canTrue || !want && !canFalse {
			return nil
		}
	}
	switch x := cond.(type) {
	case *program.Unary:
		if x.Op == program.LNot {
			return a.refine(en, x.X, !want)
		}
	case *program.Binary:
		switch {
		case x.Op == program.LAnd && want, x.Op == program.LOr && !want:
			return a.refine(a.refine(en, x.X, want), x.Y, want)
		case x.Op == program.LAnd, x.Op == program.LOr:
			a.work += int64(len(en)) // the join: an interval per variable
			return envJoin(a.refine(en, x.X, want), a.refine(en, x.Y, want))
		case x.Op.IsOverflow() && x.Op != program.MulOverflow && !want && x.X.Type().IsInteger():
			return a.noOverflow(en, x)
		case x.Op.IsComparison() && x.X.Type().IsInteger():
			op := x.Op
			if !want {
				op = op.Negated()
			}
			en = a.bound(en, x.X, op, a.eval(x.Y, en))
			if en == nil {
				return nil
			}
			return a.bound(en, x.Y, op.Swapped(), a.eval(x.X, en))
		}
	case *program.FloatOp:
		switch x.Op {
		case program.FEq, program.FLt, program.FLe:
			if a.opts.floats {
				return a.refineFloat(en, x, want)
			}
		}
	case *program.VarRef:
		v := int64(0)
		if want {
			v = 1
		}
		return a.bound(en, x, program.Eq, single(bigInt(v)))
	}
	return en
}

// noOverflow restricts the operands of x + y or x - y so that the
// exact result lies in their type (an assume !__overflow_add(x, y),
// the path condition of an operation whose overflow cuts the path).
func (a *analysis) noOverflow(en env, o *program.Binary) env {
	t := o.X.Type()
	tmin, tmax := typeMin(t), typeMax(t)
	l, r := a.eval(o.X, en), a.eval(o.Y, en)
	if !l.Known() || !r.Known() {
		return en
	}
	var xlo, xhi, ylo, yhi *big.Int
	if o.Op == program.AddOverflow { // min <= x + y <= max
		xlo, xhi = new(big.Int).Sub(tmin, r.Hi), new(big.Int).Sub(tmax, r.Lo)
		ylo, yhi = new(big.Int).Sub(tmin, l.Hi), new(big.Int).Sub(tmax, l.Lo)
	} else { // min <= x - y <= max
		xlo, xhi = new(big.Int).Add(tmin, r.Lo), new(big.Int).Add(tmax, r.Hi)
		ylo, yhi = new(big.Int).Sub(l.Lo, tmax), new(big.Int).Sub(l.Hi, tmin)
	}
	en = a.bound(a.bound(en, o.X, program.Ge, single(xlo)), o.X, program.Le, single(xhi))
	if en == nil {
		return nil
	}
	return a.bound(a.bound(en, o.Y, program.Ge, single(ylo)), o.Y, program.Le, single(yhi))
}

// bound restricts the variable under e (through casts that keep every
// value) so that e op r can hold. Under a sum or difference of two
// integers that cannot wrap in the env (i + k <= n with i + k inside
// the type), it restricts both operands: i <= n - k, k <= n - i.
func (a *analysis) bound(en env, e program.Expr, op program.BinaryOp, r Interval) env {
	for {
		c, ok := e.(*program.Cast)
		if !ok || !keepsValue(c.X.Type(), c.T) {
			break
		}
		e = c.X
	}
	if b, ok := e.(*program.Binary); ok && (b.Op == program.Add || b.Op == program.Sub) && b.Type().IsInteger() {
		return a.boundSum(en, b, op, r)
	}
	i, ok := a.tracked(e, en)
	if !ok || !r.Known() || !en[i].Known() {
		return en
	}
	cur := en[i]
	lo, hi := cur.Lo, cur.Hi
	switch op {
	case program.Lt:
		hi = minBig(hi, sub1(r.Hi))
	case program.Le:
		hi = minBig(hi, r.Hi)
	case program.Gt:
		lo = maxBig(lo, add1(r.Lo))
	case program.Ge:
		lo = maxBig(lo, r.Lo)
	case program.Eq:
		lo, hi = maxBig(lo, r.Lo), minBig(hi, r.Hi)
	case program.Ne:
		if v, ok := r.Single(); ok {
			if lo.Cmp(v) == 0 {
				lo = add1(lo)
			}
			if hi.Cmp(v) == 0 {
				hi = sub1(hi)
			}
		}
	}
	if lo.Cmp(hi) > 0 {
		return nil
	}
	out := append(env(nil), en...)
	out[i] = Interval{Lo: lo, Hi: hi}
	return out
}

func envJoin(x, y env) env {
	if x == nil {
		return y
	}
	if y == nil {
		return x
	}
	out := make(env, len(x))
	for i := range x {
		out[i] = join(x[i], y[i])
	}
	return out
}

func envLeq(x, y env) bool {
	if x == nil {
		return true
	}
	if y == nil {
		return false
	}
	for i := range x {
		if !leq(x[i], y[i]) {
			return false
		}
	}
	return true
}

func (a *analysis) envWiden(old, next env) env {
	if old == nil {
		return next
	}
	out := make(env, len(next))
	for i := range next {
		if t := a.slots[i]; t.IsFloat() && old[i].F != nil && next[i].F != nil {
			out[i] = Interval{F: floatWiden(old[i].F, next[i].F, a.opts.thresholds[t.Float])}
			continue
		}
		out[i] = widen(a.slots[i], old[i], next[i])
	}
	return out
}

// At returns the interval of v when control is at l, and whether l is
// reached at all; an untracked variable has its type's whole range.
func (r *Result) At(l *program.Loc, v *program.Var) (Interval, bool) {
	en := r.in[l.ID]
	if en == nil {
		return Interval{}, false
	}
	if i, ok := r.a.index[v]; ok {
		return en[i], true
	}
	return Top(v.Type), true
}

// Bounds is At as the integer bounds of v's values at l, read in v's
// type; ok is false where no execution reaches l or the interval is
// not known (the form kinduction.IntervalAt takes).
func (r *Result) Bounds(l *program.Loc, v *program.Var) (lo, hi *big.Int, ok bool) {
	iv, reached := r.At(l, v)
	if !reached || !iv.Known() {
		return nil, nil, false
	}
	return iv.Lo, iv.Hi, true
}

// Eval returns the values e can have when control is at l; ok is false
// when no execution reaches l.
func (r *Result) Eval(l *program.Loc, e program.Expr) (iv Interval, ok bool) {
	en := r.in[l.ID]
	if en == nil {
		return Interval{}, false
	}
	r.a.scratch()
	r.a.setNoWrap(l)
	defer r.a.setNoWrap(nil)
	return r.a.eval(e, en), true
}

// Fprint writes the intervals of the tracked variables at each reached
// location that is the target of a back edge (a loop head), for tests and
// --show-ranges style output.
func (r *Result) Fprint(w io.Writer) {
	for _, l := range r.a.p.Locs {
		if !r.a.backTarget(l) {
			continue
		}
		en := r.in[l.ID]
		if en == nil {
			fmt.Fprintf(w, "%s (%s): unreachable\n", l, l.Pos)
			continue
		}
		fmt.Fprintf(w, "%s (%s):", l, l.Pos)
		for i, v := range r.a.vars {
			if !leq(Top(v.Type), en[i]) {
				fmt.Fprintf(w, " %s in %s", v.Name, en[i])
			}
		}
		fmt.Fprintln(w)
	}
}

// boundSum is bound for e = x + y or x - y whose exact value lies in
// e's type for every value of the env (so that e is that value): e op r
// bounds x by r - y (r + y) and y by r - x (x - r), with the operands'
// intervals read before either is restricted.
func (a *analysis) boundSum(en env, e *program.Binary, op program.BinaryOp, r Interval) env {
	if !r.Known() || op == program.Ne {
		return en
	}
	l, m := a.eval(e.X, en), a.eval(e.Y, en)
	if !l.Known() || !m.Known() {
		return en
	}
	lo, hi := exact(e.Op, l, m)
	t := e.Type()
	if (lo.Cmp(typeMin(t)) < 0 || hi.Cmp(typeMax(t)) > 0) && !a.exactHere(e) {
		return en // the sum may wrap: no relation between the operands
	}
	var rx, ry Interval
	opY := op
	if e.Op == program.Add { // x op r - y, y op r - x
		rx = Interval{Lo: new(big.Int).Sub(r.Lo, m.Hi), Hi: new(big.Int).Sub(r.Hi, m.Lo)}
		ry = Interval{Lo: new(big.Int).Sub(r.Lo, l.Hi), Hi: new(big.Int).Sub(r.Hi, l.Lo)}
	} else { // x op r + y, y op' x - r
		rx = Interval{Lo: new(big.Int).Add(r.Lo, m.Lo), Hi: new(big.Int).Add(r.Hi, m.Hi)}
		ry = Interval{Lo: new(big.Int).Sub(l.Lo, r.Hi), Hi: new(big.Int).Sub(l.Hi, r.Lo)}
		opY = op.Swapped()
	}
	a.work++
	en = a.bound(en, e.X, op, rx)
	if en == nil {
		return nil
	}
	return a.bound(en, e.Y, opY, ry)
}

// setNoWrap reads a.noWrap for the states at l (none for nil).
func (a *analysis) setNoWrap(l *program.Loc) {
	a.noWrap = a.noWrap[:0]
	if l != nil && len(l.In) == 1 {
		if as, ok := l.In[0].Stmt.(*program.Assume); ok {
			a.noWrap = appendNoWrap(a.noWrap, as.Cond)
		}
	}
}

// appendNoWrap adds the sums and differences whose overflow cond (an
// assumption) denies: !__overflow_add(x, y), and those of conjunctions.
func appendNoWrap(out []*program.Binary, cond program.Expr) []*program.Binary {
	switch x := cond.(type) {
	case *program.Unary:
		if o, ok := x.X.(*program.Binary); ok && x.Op == program.LNot && (o.Op == program.AddOverflow || o.Op == program.SubOverflow) {
			return append(out, o)
		}
	case *program.Binary:
		if x.Op == program.LAnd {
			return appendNoWrap(appendNoWrap(out, x.X), x.Y)
		}
	}
	return out
}

// exactHere says whether e (x + y or x - y) is one of a.noWrap: on
// every path that reaches the edge being transferred, its value is the
// exact one.
func (a *analysis) exactHere(e *program.Binary) bool {
	for _, o := range a.noWrap {
		if (o.Op == program.AddOverflow) != (e.Op == program.Add) || (o.Op == program.SubOverflow) != (e.Op == program.Sub) {
			continue
		}
		if sameExpr(o.X, e.X) && sameExpr(o.Y, e.Y) {
			return true
		}
	}
	return false
}

// sameExpr says whether x and y are the same expression (the same
// variables, constants and operations).
func sameExpr(x, y program.Expr) bool {
	if x == y {
		return true
	}
	if vx, ok := x.(*program.VarRef); ok {
		vy, ok := y.(*program.VarRef)
		return ok && vx.Var == vy.Var
	}
	return program.Identical(x.Type(), y.Type()) && program.ExprString(x) == program.ExprString(y)
}
