package accel

import (
	"fmt"
	"sort"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// int64T is the type of the segment arithmetic: counters of at most 32
// bits and counts below 2^34 never leave it.
var int64T = program.IntType("long long", 64, true)

// SegmentWhy and SegmentCountWhy are the Whys of the havocs of a segment
// shortcut's inputs: an array per nondeterministic value of the loop's
// body, element j the value of iteration j, and the number of iterations
// (which the havoc's assumption ties to the shortcut's count). Both are
// inputs of the accelerated program, not of the original one:
// Result.Segments says how to expand them into the original's inputs.
const (
	SegmentWhy      = "inputs of an accelerated array loop, one per iteration"
	SegmentCountWhy = "iterations of an accelerated array loop"
)

// SegmentInputs are the input havocs of one segment shortcut in the
// accelerated program: Arrays (element j: the value of the body's havoc
// in iteration j, in the body's order), then Count, the number of
// iterations. The original loop consumes, iteration by iteration, one
// element of each array in order.
type SegmentInputs struct {
	Arrays []*program.Edge
	Count  *program.Edge
}

// maxSegmentInputs bounds the length of a segment's input arrays (the
// model's value of each is a concrete array of that many elements).
const maxSegmentInputs = 1 << 22

// A segLoop is a loop that gets a segment shortcut: a counter v, moved by
// ±1 in every iteration towards a bound E that the loop does not change,
// and a body (branches allowed, no inner loop) whose effect on memory is
// to write, in iteration k, one cell a[k + off] or a[off − k] of some
// arrays with a value computed from k, from values the loop does not
// change, from the cells of the iteration itself (before the write),
// from cells of the written arrays that only later iterations write
// (segRead) and from the body's fresh inputs. The shortcut runs n iterations at once: the
// arrays get a program.Fill each (the solver reads the cells it needs),
// the counter v ± n, and the other scalars the loop assigns their values
// in the last iteration (or any value when that depends on an earlier
// iteration).
//
// The shortcut assumes that every one of the n iterations stays in the
// loop but checks this only in the first and the last (the branches and
// checks of the others are not evaluated): it may take executions the
// program does not have. The bounded search's counterexample through it
// is thus replayed (engine), and a counterexample that the interpreter
// does not confirm is no answer; every execution of the program remains
// one of the accelerated program, so a TRUE holds.
type segLoop struct {
	head *program.Loc
	pos  program.Pos
	v    *program.Var // the counter
	kv   *program.Var // placeholder: the counter's value in the iteration
	jv   *program.Var // placeholder: the iteration's number, from 0
	down bool
	// stride is the counter's step, in absolute value (at most
	// maxStride): the cells of a write are those of every stride-th
	// index in its range.
	stride int64
	op     program.BinaryOp // Lt or Le up, Gt or Ge down, on int64 values
	bound  program.Expr     // E, as int64
	// guard, when the head's guard is not v op E (0 op), is that guard
	// over kv: the shortcut checks it in its first and last iteration,
	// as the body's branches.
	guard program.Expr
	// assigned are the scalars the body assigns, but v; prev their
	// placeholders (their value from the previous iteration).
	assigned []*program.Var
	prev     map[*program.Var]*program.Var
	final    map[*program.Var]program.Expr // value in the iteration, over kv
	writes   []segWrite
	inputs   []*segInput
	copies   map[*program.Var]*program.Var // written array → its value before the shortcut
	copyOrd  []*program.Var
	stay     program.Expr // the iteration stays in the loop (nil: true)
	maxLen   int64        // longest written array
	// rec: a cell written, the guard or stay reads a cell an earlier
	// iteration writes, or a written cell a scalar of an earlier
	// iteration: the shortcut is exact in its first and last iteration
	// only (build).
	rec bool

	// Built by build: the edges the Result lists.
	built    *SegmentInputs
	nonInput []*program.Edge
}

type segWrite struct {
	arr *program.Var
	off program.Expr // int64, the same in every iteration
	// neg: the cell of iteration kv is off − kv (a loop that walks the
	// array backwards from the counter's direction), not kv + off.
	neg bool
	val program.Expr // over kv
	// rec: val reads a value of an earlier iteration (a cell of a
	// written array, a scalar's value before the iteration): the
	// shortcut computes it exactly in the first and the last iteration
	// only (see build).
	rec bool
}

// segRead is a read of written array arr at cell off ± kv; the read is
// Index{ph, …} until beforeWritten decides what ph stands for: the
// array before the loop (a cell no earlier iteration writes) or, in a
// recurrence, the array as the shortcut has it (a cell an earlier
// iteration writes).
type segRead struct {
	arr *program.Var
	off program.Expr
	neg bool
	ph  *program.Var
}

type segInput struct {
	edge *program.Edge
	tmp  *program.Var // ArrayOf(elem, maxLen)
}

// segState is the symbolic state of one point of an iteration of the body.
type segState struct {
	cond   program.Expr                  // path condition; nil: true
	env    map[*program.Var]program.Expr // scalars
	cells  map[*program.Var]program.Expr // written arrays: this iteration's cell
	inputs []int                         // inputs taken, in order
	ragged bool                          // paths into it took different inputs
}

func (s *segState) clone() *segState {
	c := &segState{cond: s.cond, env: map[*program.Var]program.Expr{}, cells: map[*program.Var]program.Expr{}, inputs: s.inputs, ragged: s.ragged}
	for k, v := range s.env {
		c.env[k] = v
	}
	for k, v := range s.cells {
		c.cells[k] = v
	}
	return c
}

// segAnalysis is the state of analyseSegment.
type segAnalysis struct {
	*segLoop
	written map[*program.Var]bool
	offs    map[*program.Var]program.Expr
	negs    map[*program.Var]bool         // the cell is off − kv
	offIdx  map[*program.Var]program.Expr // an index expression of the cell
	// others are the reads of written arrays at a cell that is not (or
	// not yet known to be) the one the iteration writes: they read the
	// array as it was before the loop, which holds only when no earlier
	// iteration writes the cell (checked once the direction is known).
	others []segRead
	err    error
}

func (a *segAnalysis) fail(format string, args ...any) {
	if a.err == nil {
		a.err = unsupported(format, args...)
	}
}

// analyseSegment decides whether loop l gets a segment shortcut.
func analyseSegment(ln *symex.LoopNest, l *symex.Loop) (*segLoop, error) {
	for _, m := range ln.Loops {
		if m != l && l.Body[m.Head] {
			return nil, unsupported("loop with inner loops")
		}
	}
	if len(l.Head.Out) > 2 {
		return nil, unsupported("loop head with %d edges", len(l.Head.Out))
	}
	var in *program.Edge
	for _, e := range l.Head.Out {
		if l.Body[e.To] {
			if in != nil {
				return nil, unsupported("two edges into the body")
			}
			in = e
		}
	}
	if in == nil || in.To == l.Head {
		return nil, unsupported("no body")
	}
	if guard, ok := in.Stmt.(*program.Assume); ok {
		return analyseWith(l, in, guard, nil)
	}
	// A do … while loop: the guard is on the way back to the head. The
	// counter is one of the integers the body assigns.
	err := unsupported("no counter")
	seen := map[*program.Var]bool{}
	for n := range l.Body {
		for _, e := range n.Out {
			as, ok := e.Stmt.(*program.Assign)
			if !ok {
				continue
			}
			r, ok := as.LHS.(*program.VarRef)
			if !ok || seen[r.Var] || r.Var.Type.Kind != program.KindInt || r.Var.Type.Width > 32 {
				continue
			}
			seen[r.Var] = true
		}
	}
	var cands []*program.Var
	for v := range seen {
		cands = append(cands, v)
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].Name < cands[j].Name })
	for _, v := range cands {
		var g *segLoop
		if g, err = analyseWith(l, in, nil, v); err == nil {
			return g, nil
		}
	}
	return nil, err
}

// analyseWith analyses loop l, entered by edge in from its head: with
// guard its guard (in's statement), or else counter v and in a
// statement of the body.
func analyseWith(l *symex.Loop, in *program.Edge, guard *program.Assume, v *program.Var) (*segLoop, error) {
	a := &segAnalysis{segLoop: &segLoop{head: l.Head, pos: l.Head.Pos, prev: map[*program.Var]*program.Var{},
		final: map[*program.Var]program.Expr{}, copies: map[*program.Var]*program.Var{}},
		written: map[*program.Var]bool{}, offs: map[*program.Var]program.Expr{}, negs: map[*program.Var]bool{}, offIdx: map[*program.Var]program.Expr{}}
	// The body's locations in a topological order (the body is acyclic
	// without the head: no inner loop), and what it assigns.
	var order []*program.Loc
	indeg := map[*program.Loc]int{}
	for n := range l.Body {
		for _, e := range n.Out {
			if n == l.Head && (e != in || guard != nil) {
				continue
			}
			if l.Body[e.To] && e.To != l.Head && n != l.Head {
				indeg[e.To]++
			}
			switch s := e.Stmt.(type) {
			case *program.Assign:
				a.lhs(s.LHS)
			case *program.Havoc:
				a.lhs(s.LHS)
			}
		}
	}
	work := []*program.Loc{in.To}
	if indeg[in.To] != 0 {
		return nil, unsupported("body entered twice")
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		order = append(order, n)
		for _, e := range n.Out {
			if l.Body[e.To] && e.To != l.Head {
				indeg[e.To]--
				if indeg[e.To] == 0 {
					work = append(work, e.To)
				}
			}
		}
	}
	if len(order) != len(l.Body)-1 {
		return nil, unsupported("body not acyclic")
	}
	if a.err != nil {
		return nil, a.err
	}
	if len(a.written) == 0 && !readsArray(l) {
		return nil, unsupported("no array accessed")
	}
	// The counter, from the guard v op E; or else the one integer the
	// guard reads and the body assigns.
	switch {
	case guard == nil:
		if _, ok := a.prev[v]; !ok {
			return nil, unsupported("no counter")
		}
		a.useCounter(v)
	case a.counter(guard.Cond) != nil:
		if err := a.guardCounter(guard.Cond); err != nil {
			return nil, err
		}
	}
	a.kv = &program.Var{Name: "accel$k", Type: a.v.Type, Func: l.Head.Func, Temp: true, Pos: a.pos, Frame: l.Head.Frame}
	a.jv = &program.Var{Name: "accel$j", Type: int64T, Func: l.Head.Func, Temp: true, Pos: a.pos, Frame: l.Head.Frame}
	init := &segState{env: map[*program.Var]program.Expr{a.v: &program.VarRef{Var: a.kv}}, cells: map[*program.Var]program.Expr{}}
	for _, x := range a.assigned {
		p := &program.Var{Name: "accel$prev_" + x.Name, Type: x.Type, Func: l.Head.Func, Temp: true, Pos: a.pos, Frame: l.Head.Frame}
		a.prev[x] = p
		init.env[x] = &program.VarRef{Var: p}
	}
	if a.op == 0 && guard != nil {
		a.segLoop.guard = a.read(init, guard.Cond)
		if a.err != nil {
			return nil, a.err
		}
	}
	// Execute the body.
	first := init
	if guard == nil {
		if first = a.exec(init.clone(), in); first == nil {
			return nil, unsupported("the body's first edge ends the path")
		}
	}
	incoming := map[*program.Loc][]*segState{in.To: {first}}
	var latch []*segState
	for _, n := range order {
		st := a.merge(incoming[n])
		delete(incoming, n)
		if st == nil {
			continue
		}
		for _, e := range n.Out {
			out := a.exec(st.clone(), e)
			if a.err != nil {
				return nil, a.err
			}
			switch {
			case out == nil || !l.Body[e.To]:
				// The path ends (error, exit, break): not an iteration.
			case e.To == l.Head:
				latch = append(latch, out)
			default:
				incoming[e.To] = append(incoming[e.To], out)
			}
		}
	}
	if len(latch) == 0 {
		return nil, unsupported("no iteration returns to the head")
	}
	for _, s := range latch[1:] {
		if !sameInts(s.inputs, latch[0].inputs) {
			latch[0].ragged = true
		}
	}
	fin := a.merge(latch)
	if a.err != nil {
		return nil, a.err
	}
	if fin.ragged {
		return nil, unsupported("inputs on some paths of the body only")
	}
	if len(fin.inputs) != len(a.inputs) {
		return nil, unsupported("inputs on paths that leave the loop")
	}
	step, ok := offsetOf(fin.env[a.v], a.kv)
	if !ok || step == 0 || step > maxStride || step < -maxStride {
		return nil, unsupported("counter step")
	}
	a.stride = step
	if step < 0 {
		a.stride = -step
	}
	if a.stride > 1 && a.op == program.Ne {
		return nil, unsupported("counter step %d towards a bound it may pass", step)
	}
	if a.op == program.Ne || a.op == 0 {
		a.down = step < 0
	} else if a.down != (step < 0) {
		return nil, unsupported("counter moves away from its bound")
	}
	prevs := map[*program.Var]bool{}
	for _, p := range a.prev {
		prevs[p] = true
	}
	// The reads of written arrays at other cells: before the loop, or
	// (a recurrence) as the shortcut has them.
	resolve := map[*program.Var]program.Expr{}
	for _, rd := range a.others {
		earlier, err := a.beforeWritten(rd)
		if err != nil {
			return nil, err
		}
		if earlier {
			resolve[rd.ph] = &program.VarRef{Var: rd.arr}
			continue
		}
		a.oldCell(rd.arr)
		resolve[rd.ph] = &program.VarRef{Var: a.copies[rd.arr]}
	}
	if a.stride > 1 {
		// The cells between the iteration's keep their value (the
		// copies in a deterministic order).
		var arrs []*program.Var
		for arr := range a.written {
			if a.offs[arr] != nil {
				arrs = append(arrs, arr)
			}
		}
		sort.Slice(arrs, func(i, j int) bool { return arrs[i].Name < arrs[j].Name })
		for _, arr := range arrs {
			a.oldCell(arr)
		}
	}
	fix := func(x program.Expr) program.Expr {
		if x == nil || len(resolve) == 0 {
			return x
		}
		return substitute(x, resolve)
	}
	// A value of an earlier iteration: a scalar's, or a cell's.
	earlier := map[*program.Var]bool{}
	for p := range prevs {
		earlier[p] = true
	}
	for arr := range a.written {
		earlier[arr] = true
	}
	for _, x := range a.assigned {
		a.final[x] = fix(fin.env[x])
	}
	for arr := range a.written {
		val := fix(fin.cells[arr])
		if val == nil {
			continue
		}
		w := segWrite{arr: arr, off: a.offs[arr], neg: a.negs[arr], val: val, rec: readsAny(val, earlier)}
		a.rec = a.rec || w.rec
		a.writes = append(a.writes, w)
	}
	sortWrites(a.writes)
	if a.rec && a.stride > 1 {
		return nil, unsupported("recurrence with counter step %d", step)
	}
	a.stay = fix(fin.cond)
	a.segLoop.guard = fix(a.segLoop.guard)
	for _, c := range []program.Expr{a.stay, a.segLoop.guard} {
		if c != nil && readsAny(c, a.written) {
			a.rec = true
		}
	}
	return a.segLoop, nil
}

func sameInts(x, y []int) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// sortWrites orders writes by variable name, for a deterministic program.
func sortWrites(ws []segWrite) {
	for i := 1; i < len(ws); i++ {
		for j := i; j > 0 && ws[j].arr.Name < ws[j-1].arr.Name; j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
}

// readsArray reports whether the body of l reads an array cell.
func readsArray(l *symex.Loop) bool {
	found := false
	note := func(x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			if ix, ok := y.(*program.Index); ok && ix.X.Type().Kind == program.KindArray {
				found = true
			}
			return !found
		})
	}
	for n := range l.Body {
		for _, e := range n.Out {
			for _, x := range program.ValueExprs(e.Stmt) {
				note(x)
			}
		}
	}
	return found
}

// lhs notes what an assignment of the body writes.
func (a *segAnalysis) lhs(x program.Expr) {
	switch x := x.(type) {
	case *program.VarRef:
		if !x.Var.Type.IsScalar() || x.Var.Type.Kind == program.KindPointer {
			a.fail("assignment to %s", x.Var)
			return
		}
		if _, seen := a.prev[x.Var]; !seen {
			a.prev[x.Var] = nil
			a.assigned = append(a.assigned, x.Var)
		}
	case *program.Index:
		r, ok := x.X.(*program.VarRef)
		if !ok || r.Var.Type.Kind != program.KindArray || !r.Var.Type.Elem.IsScalar() || r.Var.Type.Elem.Kind == program.KindPointer {
			a.fail("write to %s", program.ExprString(x))
			return
		}
		a.written[r.Var] = true
		if r.Var.Type.Len > a.maxLen {
			a.maxLen = r.Var.Type.Len
		}
	default:
		a.fail("write to %s", program.ExprString(x))
	}
}

// counter finds v and E in the guard v op E (either side).
func (a *segAnalysis) counter(g program.Expr) error {
	b, ok := g.(*program.Binary)
	if !ok || !b.Op.IsComparison() || b.Op == program.Eq {
		return unsupported("guard")
	}
	isAssigned := func(v *program.Var) bool {
		_, ok := a.prev[v]
		return ok
	}
	op, x, y := b.Op, b.X, b.Y
	if v := valueVar(y); v != nil && isAssigned(v) {
		op, x, y = op.Swapped(), y, x
	}
	v := valueVar(x)
	if v == nil || !isAssigned(v) || v.Type.Kind != program.KindInt || v.Type.Width > 32 {
		return unsupported("guard is not a counter against a bound")
	}
	ct := x.Type()
	if ct.Kind != program.KindInt || !(ct.Width <= 32 || ct.Width == 64 && ct.Signed) {
		return unsupported("guard type")
	}
	for _, r := range program.Vars(y) {
		if _, ok := a.prev[r]; ok || a.written[r] {
			return unsupported("bound changed by the loop")
		}
	}
	if hasMemoryAccess(y) {
		return unsupported("bound reads memory")
	}
	a.v = v
	// v is now the counter, not a scalar of the body's.
	for i, x := range a.assigned {
		if x == v {
			a.assigned = append(a.assigned[:i:i], a.assigned[i+1:]...)
			break
		}
	}
	delete(a.prev, v)
	a.bound = castTo(y, int64T)
	switch op {
	case program.Lt, program.Le:
		a.op = op
	case program.Gt, program.Ge:
		a.op, a.down = op, true
	case program.Ne:
		// Decided by the step: the shortcut stays on one side of E.
		a.op = program.Ne
	}
	return nil
}

// guardCounter takes as the counter the one integer variable of at most
// 32 bits that guard g reads and the body assigns (a search loop,
// while (a[i] != x) i++): the shortcut then checks g itself in its first
// and last iteration only.
func (a *segAnalysis) guardCounter(g program.Expr) error {
	var v *program.Var
	for _, r := range program.Vars(g) {
		if _, ok := a.prev[r]; !ok || r == v {
			continue
		}
		if v != nil {
			return unsupported("guard reads two variables the loop assigns")
		}
		v = r
	}
	if v == nil || v.Type.Kind != program.KindInt || v.Type.Width > 32 {
		return unsupported("guard without a counter")
	}
	a.useCounter(v)
	return nil
}

// useCounter makes v the counter of a loop whose guard is not v op E.
func (a *segAnalysis) useCounter(v *program.Var) {
	a.v, a.op = v, 0
	for i, x := range a.assigned {
		if x == v {
			a.assigned = append(a.assigned[:i:i], a.assigned[i+1:]...)
			break
		}
	}
	delete(a.prev, v)
}

// valueVar returns the variable x reads when x is the variable, converted
// without changing its value; nil otherwise.
func valueVar(x program.Expr) *program.Var {
	for {
		switch y := x.(type) {
		case *program.VarRef:
			return y.Var
		case *program.Cast:
			from, to := y.X.Type(), y.T
			if from.Kind != program.KindInt || to.Kind != program.KindInt {
				return nil
			}
			if !(program.Identical(from, to) || to.Width > from.Width && (to.Signed || !from.Signed) || to.Width == from.Width && to.Signed == from.Signed) {
				return nil
			}
			x = y.X
		default:
			return nil
		}
	}
}

func hasMemoryAccess(x program.Expr) bool {
	found := false
	program.Walk(x, func(y program.Expr) bool {
		switch y.(type) {
		case *program.Deref, *program.AddrOf, *program.Index, *program.Valid:
			found = true
		}
		return !found
	})
	return found
}

// merge joins the states of the paths into one location: ites under
// their path conditions.
func (a *segAnalysis) merge(in []*segState) *segState {
	if len(in) == 0 {
		return nil
	}
	if len(in) == 1 {
		return in[0]
	}
	out := in[0].clone()
	for _, s := range in {
		if !sameInts(s.inputs, in[0].inputs) || s.ragged {
			out.ragged = true
		}
		if len(s.inputs) > len(out.inputs) {
			out.inputs = s.inputs
		}
	}
	// cond: the disjunction; nil (true) when one is true.
	var cond program.Expr
	for _, s := range in {
		if s.cond == nil {
			cond = nil
			break
		}
		if cond == nil {
			cond = s.cond
		} else {
			cond = or(cond, s.cond)
		}
	}
	out.cond = cond
	pick := func(get func(*segState) program.Expr) program.Expr {
		v := get(in[len(in)-1])
		for i := len(in) - 2; i >= 0; i-- {
			w := get(in[i])
			if w == v {
				continue
			}
			c := in[i].cond
			if c == nil {
				v = w
				continue
			}
			v = &program.Ite{Cond: c, Then: w, Else: v}
		}
		return v
	}
	for x := range in[0].env {
		out.env[x] = pick(func(s *segState) program.Expr { return s.env[x] })
	}
	for arr := range a.written {
		any := false
		for _, s := range in {
			if s.cells[arr] != nil {
				any = true
			}
		}
		if !any {
			continue
		}
		out.cells[arr] = pick(func(s *segState) program.Expr {
			if v := s.cells[arr]; v != nil {
				return v
			}
			return a.oldCell(arr)
		})
	}
	return out
}

// oldCell is the iteration's cell of written array arr before the
// shortcut (no earlier iteration writes it).
func (a *segAnalysis) oldCell(arr *program.Var) program.Expr {
	c := a.copies[arr]
	if c == nil {
		c = &program.Var{Name: fmt.Sprintf("accel$old%d_%s", a.head.ID, arr.Name), Type: arr.Type, Func: a.head.Func, Temp: true, Pos: a.pos, Frame: a.head.Frame}
		a.copies[arr] = c
		a.copyOrd = append(a.copyOrd, arr)
	}
	return &program.Index{X: &program.VarRef{Var: c}, Index: a.offIdx[arr]}
}

// exec executes edge e of the body on s; nil when the path ends there.
func (a *segAnalysis) exec(s *segState, e *program.Edge) *segState {
	switch st := e.Stmt.(type) {
	case *program.Skip:
	case *program.Dead:
		if st.Var.Object != 0 {
			a.fail("end of the lifetime of %s, whose address is taken", st.Var)
		}
	case *program.Assume:
		s.cond = andOpt(s.cond, a.read(s, st.Cond))
	case *program.Check:
		if c, ok := st.Cond.(*program.Const); ok && c.Val == 0 {
			return nil
		}
		// An execution that goes on passed the check.
		s.cond = andOpt(s.cond, a.read(s, st.Cond))
	case *program.Assign:
		a.store(s, st.LHS, a.read(s, st.RHS))
	case *program.Havoc:
		if st.Bodiless != "" {
			a.fail("call of %s without body", st.Bodiless)
			return nil
		}
		t := st.LHS.Type()
		if a.maxLen == 0 || a.maxLen > maxSegmentInputs {
			a.fail("inputs of a loop over %d cells", a.maxLen)
			return nil
		}
		idx := len(a.inputs)
		tmp := &program.Var{Name: fmt.Sprintf("accel$in%d_%d", a.head.ID, idx), Type: program.ArrayOf(t, a.maxLen), Func: a.head.Func, Temp: true, Pos: a.pos, Frame: a.head.Frame}
		a.inputs = append(a.inputs, &segInput{edge: e, tmp: tmp})
		s.inputs = append(append([]int(nil), s.inputs...), idx)
		a.store(s, st.LHS, &program.Index{X: &program.VarRef{Var: tmp}, Index: a.iteration()})
	default:
		a.fail("statement %T", e.Stmt)
	}
	if a.err != nil {
		return nil
	}
	return s
}

// iteration is the number of the iteration kv, from 0: the placeholder
// jv, which build replaces by |kv − v| once the direction is known.
func (a *segAnalysis) iteration() program.Expr {
	return &program.VarRef{Var: a.jv}
}

// iterationOf is the number of the iteration whose counter is k.
func (g *segLoop) iterationOf(k program.Expr) program.Expr {
	k = castTo(k, int64T)
	v := castTo(&program.VarRef{Var: g.v}, int64T)
	var d program.Expr = &program.Binary{Op: program.Sub, X: k, Y: v, T: int64T}
	if g.down {
		d = &program.Binary{Op: program.Sub, X: v, Y: k, T: int64T}
	}
	if g.stride > 1 {
		d = &program.Binary{Op: program.Div, X: d, Y: program.NewConstInt(int64T, g.stride), T: int64T}
	}
	return d
}

// maxStride bounds the step of a segment loop's counter.
const maxStride = 1 << 16

func andOpt(x, y program.Expr) program.Expr {
	if x == nil {
		return y
	}
	return and(x, y)
}

// store executes the assignment of val to lhs.
func (a *segAnalysis) store(s *segState, lhs program.Expr, val program.Expr) {
	switch x := lhs.(type) {
	case *program.VarRef:
		s.env[x.Var] = val
	case *program.Index:
		arr := x.X.(*program.VarRef).Var
		a.cell(arr, a.unwrapRem(s, a.read(s, x.Index)))
		s.cells[arr] = val
	}
}

// cell checks that idx, the index of an access to written array arr, is
// the iteration's cell kv + off or off − kv, the same at every access
// and in every iteration: an injective map from iterations to cells.
func (a *segAnalysis) cell(arr *program.Var, idx program.Expr) {
	off, neg, ok := a.affineExpr(idx)
	if !ok {
		a.fail("%s: access at %s, not the iteration's cell", arr, program.ExprString(idx))
		return
	}
	if c, ok := constOf(off); ok {
		off = program.NewConst(int64T, c)
	}
	if prev, seen := a.offs[arr]; seen {
		if program.ExprString(prev) != program.ExprString(off) || a.negs[arr] != neg {
			a.fail("%s: two cells per iteration", arr)
		}
		return
	}
	a.offs[arr] = off
	a.negs[arr] = neg
	a.offIdx[arr] = idx
}

// read is x in the iteration's state s.
func (a *segAnalysis) read(s *segState, x program.Expr) program.Expr {
	if a.err != nil {
		return x
	}
	switch y := x.(type) {
	case *program.VarRef:
		if v, ok := s.env[y.Var]; ok {
			return v
		}
		if a.written[y.Var] {
			a.fail("%s read whole", y.Var)
		}
		return x
	case *program.Index:
		if r, ok := y.X.(*program.VarRef); ok && a.written[r.Var] {
			idx := a.unwrapRem(s, a.read(s, y.Index))
			if a.err != nil {
				return x
			}
			off, neg, ok := a.affineExpr(idx)
			if !ok {
				a.fail("%s: access at %s, not the iteration's cell", r.Var, program.ExprString(idx))
				return x
			}
			if !a.sameCell(r.Var, off, neg) {
				// Not the cell the iteration writes (so far): the
				// cell as it was before the loop if no earlier
				// iteration writes it, or else the cell as the
				// shortcut has it (beforeWritten decides).
				ph := &program.Var{Name: fmt.Sprintf("accel$rd%d_%d_%s", a.head.ID, len(a.others), r.Var.Name), Type: r.Var.Type, Func: a.head.Func, Temp: true, Pos: a.pos, Frame: a.head.Frame}
				a.others = append(a.others, segRead{arr: r.Var, off: off, neg: neg, ph: ph})
				return &program.Index{X: &program.VarRef{Var: ph}, Index: idx}
			}
			if v := s.cells[r.Var]; v != nil {
				return v
			}
			return a.oldCell(r.Var)
		}
	case *program.Deref, *program.AddrOf, *program.Valid:
		a.fail("memory access %s", program.ExprString(x))
		return x
	}
	return program.MapChildren(x, func(z program.Expr) program.Expr { return a.read(s, z) })
}

// beforeWritten decides whether read rd, at a cell other than the one
// its iteration writes, reads a cell no earlier iteration writes (false)
// or one an earlier iteration writes (true: a recurrence): with the
// write at s·k + o1 and the read at s·k + o2 (s = ±1 for both), the
// iteration k' that writes the cell read in iteration k is k + s·(o2 −
// o1), before or after k in the loop's direction. The two offsets must
// differ by a constant.
func (a *segAnalysis) beforeWritten(rd segRead) (bool, error) {
	o1, seen := a.offs[rd.arr]
	if !seen {
		return false, unsupported("%s: read at a cell the loop writes in no iteration", rd.arr)
	}
	if a.sameCell(rd.arr, rd.off, rd.neg) {
		return false, nil // the iteration's own cell, read before its write
	}
	b1, c1 := splitConst(o1)
	b2, c2 := splitConst(rd.off)
	if a.negs[rd.arr] != rd.neg {
		return false, unsupported("%s: cells read and written in opposite directions", rd.arr)
	}
	if b1 != b2 {
		return false, unsupported("%s: cells read and written at offsets that differ by no constant", rd.arr)
	}
	d := c2 - c1
	if rd.neg {
		d = -d
	}
	if d == 0 || d%a.stride != 0 {
		return false, nil // the iteration's own cell, or one no iteration writes
	}
	// Earlier: k' < k counting up, k' > k counting down.
	return (d < 0) != a.down, nil
}

// sameCell reports whether off ± kv is the cell the iteration writes in
// arr (false when no write of arr is known yet).
func (a *segAnalysis) sameCell(arr *program.Var, off program.Expr, neg bool) bool {
	o, seen := a.offs[arr]
	if !seen || a.negs[arr] != neg {
		return false
	}
	b1, c1 := splitConst(o)
	b2, c2 := splitConst(off)
	return b1 == b2 && c1 == c2
}

// splitConst splits int64 offset x into a constant and the rest (its
// text; "" when x is constant).
func splitConst(x program.Expr) (string, int64) {
	if c, ok := constOf(x); ok {
		return "", int64(c)
	}
	if b, ok := x.(*program.Binary); ok && (b.Op == program.Add || b.Op == program.Sub) {
		if c, ok := constOf(b.Y); ok {
			rest, d := splitConst(b.X)
			if b.Op == program.Sub {
				return rest, d - int64(c)
			}
			return rest, d + int64(c)
		}
		if c, ok := constOf(b.X); ok && b.Op == program.Add {
			rest, d := splitConst(b.Y)
			return rest, d + int64(c)
		}
	}
	return program.ExprString(x), 0
}

// affineExpr returns o (of type int64) and false when x is kv + o, and
// o and true when x is o − kv, with o as in offsetExpr.
func (a *segAnalysis) affineExpr(x program.Expr) (program.Expr, bool, bool) {
	if o, ok := a.offsetExpr(x); ok {
		return o, false, true
	}
	o, ok := a.negOffsetExpr(x)
	return o, true, ok
}

// negOffsetExpr returns o (of type int64) when x is o − kv: a value that
// no iteration changes minus kv + o', or such a value plus or minus
// terms no iteration changes.
func (a *segAnalysis) negOffsetExpr(x program.Expr) (program.Expr, bool) {
	switch y := x.(type) {
	case *program.Cast:
		from, to := y.X.Type(), y.T
		if from.Kind != program.KindInt || to.Kind != program.KindInt || to.Width < from.Width {
			return nil, false
		}
		return a.negOffsetExpr(y.X)
	case *program.Binary:
		bin := func(op program.BinaryOp, x, y program.Expr) program.Expr {
			return &program.Binary{Op: op, X: x, Y: y, T: int64T}
		}
		switch y.Op {
		case program.Sub:
			// c − (kv + o) = (c − o) − kv
			if o, ok := a.offsetExpr(y.Y); ok && a.invariant(y.X) {
				return bin(program.Sub, castTo(y.X, int64T), o), true
			}
			// (o − kv) − c
			if o, ok := a.negOffsetExpr(y.X); ok && a.invariant(y.Y) {
				return bin(program.Sub, o, castTo(y.Y, int64T)), true
			}
		case program.Add:
			if o, ok := a.negOffsetExpr(y.X); ok && a.invariant(y.Y) {
				return bin(program.Add, o, castTo(y.Y, int64T)), true
			}
			if o, ok := a.negOffsetExpr(y.Y); ok && a.invariant(y.X) {
				return bin(program.Add, castTo(y.X, int64T), o), true
			}
		}
	}
	return nil, false
}

// invariant reports whether integer y reads no value an iteration
// changes (nor memory).
func (a *segAnalysis) invariant(y program.Expr) bool {
	changing := map[*program.Var]bool{a.kv: true, a.jv: true, a.v: true}
	for _, p := range a.prev {
		changing[p] = true
	}
	return y.Type().Kind == program.KindInt && y.Type().Width <= 64 && !readsAny(y, changing) && !hasMemoryAccess(y)
}

// offsetExpr returns o (of type int64) when x is kv + o: kv's value,
// converted without change, plus or minus terms that read no value an
// iteration changes (nor memory).
func (a *segAnalysis) offsetExpr(x program.Expr) (program.Expr, bool) {
	changing := map[*program.Var]bool{a.kv: true, a.jv: true, a.v: true}
	for _, p := range a.prev {
		changing[p] = true
	}
	invariant := func(y program.Expr) bool {
		return y.Type().Kind == program.KindInt && y.Type().Width <= 64 && !readsAny(y, changing) && !hasMemoryAccess(y)
	}
	bin := func(op program.BinaryOp, x, y program.Expr) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: int64T}
	}
	switch y := x.(type) {
	case *program.VarRef:
		if y.Var == a.kv {
			return program.NewConst(int64T, 0), true
		}
	case *program.Cast:
		from, to := y.X.Type(), y.T
		if from.Kind != program.KindInt || to.Kind != program.KindInt || to.Width < from.Width {
			return nil, false
		}
		return a.offsetExpr(y.X)
	case *program.Binary:
		if y.Op != program.Add && y.Op != program.Sub {
			return nil, false
		}
		if o, ok := a.offsetExpr(y.X); ok && invariant(y.Y) {
			return bin(y.Op, o, castTo(y.Y, int64T)), true
		}
		if o, ok := a.offsetExpr(y.Y); ok && y.Op == program.Add && invariant(y.X) {
			return bin(program.Add, castTo(y.X, int64T), o), true
		}
	}
	return nil, false
}

// offsetOf returns c when x is kv + c (kv's value, converted without
// change, plus or minus constants).
func offsetOf(x program.Expr, kv *program.Var) (int64, bool) {
	switch y := x.(type) {
	case *program.VarRef:
		return 0, y.Var == kv
	case *program.Cast:
		if valueVar(y) == nil {
			// Only conversions that keep the value of a counter.
			from, to := y.X.Type(), y.T
			if from.Kind != program.KindInt || to.Kind != program.KindInt || to.Width < from.Width {
				return 0, false
			}
		}
		return offsetOf(y.X, kv)
	case *program.Binary:
		if y.Op != program.Add && y.Op != program.Sub {
			return 0, false
		}
		if c, ok := y.Y.(*program.Const); ok {
			o, ok := offsetOf(y.X, kv)
			if !ok {
				return 0, false
			}
			d := c.SignedValue()
			if y.Op == program.Sub {
				d = -d
			}
			return o + d, true
		}
		if c, ok := y.X.(*program.Const); ok && y.Op == program.Add {
			o, ok := offsetOf(y.Y, kv)
			return o + c.SignedValue(), ok
		}
	case *program.Ite:
		o1, ok1 := offsetOf(y.Then, kv)
		o2, ok2 := offsetOf(y.Else, kv)
		return o1, ok1 && ok2 && o1 == o2
	}
	return 0, false
}

// build adds the shortcut of n iterations from start back to head.
func (g *segLoop) build(q *program.Program, start, head *program.Loc, n program.Expr, newLoc func() *program.Loc) {
	pos := head.Pos
	at := start
	step := func(s program.Stmt) *program.Edge {
		l := newLoc()
		e := q.AddEdge(at, l, s, pos)
		at = l
		return e
	}
	local := func(v *program.Var) *program.Var {
		q.Locals = append(q.Locals, v)
		return v
	}
	i64 := func(v int64) program.Expr { return program.NewConstInt(int64T, v) }
	bin := func(op program.BinaryOp, x, y program.Expr) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: int64T}
	}
	t := g.v.Type
	n64 := castTo(n, int64T)
	v64 := castTo(&program.VarRef{Var: g.v}, int64T)
	limit := uint64(1) << maxCountBits
	if len(g.inputs) > 0 && uint64(g.maxLen) < limit {
		limit = uint64(g.maxLen)
	}
	step(&program.Assume{Cond: and(cmp(program.Ge, n, program.NewConst(countType, 1)), cmp(program.Le, n, program.NewConst(countType, limit)))})
	// The guard holds in the first and the last iteration, and so in
	// every one between (no value wraps in 64 bits).
	// sn is the counter's way in n iterations.
	var last64 program.Expr
	sn := n64
	if g.stride > 1 {
		sn = bin(program.Mul, n64, i64(g.stride))
	}
	op := g.op
	if g.down {
		last64 = bin(program.Add, bin(program.Sub, v64, sn), i64(g.stride))
		if op == program.Ne {
			op = program.Gt
		}
	} else {
		last64 = bin(program.Sub, bin(program.Add, v64, sn), i64(g.stride))
		if op == program.Ne {
			op = program.Lt
		}
	}
	vlast := castTo(last64, t)
	if g.op == 0 {
		// No value of the counter leaves its type (v ± n included).
		var end program.Expr = bin(program.Add, v64, sn)
		limit := castTo(program.MaxConst(t), int64T)
		if g.down {
			end, limit, op = bin(program.Sub, v64, sn), castTo(program.MinConst(t), int64T), program.Ge
		} else {
			op = program.Le
		}
		step(&program.Assume{Cond: cmp(op, end, limit)})
	} else {
		step(&program.Assume{Cond: and(cmp(op, v64, g.bound), cmp(op, last64, g.bound))})
	}
	// Inputs: an array per havoc of the body, and the count.
	if len(g.inputs) > 0 {
		g.built = &SegmentInputs{}
		for _, in := range g.inputs {
			local(in.tmp)
			g.built.Arrays = append(g.built.Arrays, step(&program.Havoc{LHS: &program.VarRef{Var: in.tmp}, Why: SegmentWhy}))
		}
		c := local(&program.Var{Name: fmt.Sprintf("accel$count%d", head.ID), Type: countType, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
		g.built.Count = step(&program.Havoc{LHS: &program.VarRef{Var: c}, Why: SegmentCountWhy})
		step(&program.Assume{Cond: cmp(program.Eq, &program.VarRef{Var: c}, n)})
	}
	for _, arr := range g.copyOrd {
		step(&program.Assign{LHS: &program.VarRef{Var: local(g.copies[arr])}, RHS: &program.VarRef{Var: arr}})
	}
	at1 := func(x program.Expr, k program.Expr) program.Expr {
		x = substitute(x, map[*program.Var]program.Expr{g.jv: g.iterationOf(&program.VarRef{Var: g.kv})})
		return substitute(x, map[*program.Var]program.Expr{g.kv: k})
	}
	prevs := map[*program.Var]bool{}
	for _, p := range g.prev {
		prevs[p] = true
	}
	// The values before the first iteration are those at the head;
	// before the last, pre: values the solver chooses (those at the
	// head when n = 1), for the scalars whose earlier value some
	// expression of the last iteration reads. The cells of earlier
	// iterations are read from the array as the shortcut has it.
	atHead := map[*program.Var]program.Expr{}
	for _, x := range g.assigned {
		atHead[g.prev[x]] = &program.VarRef{Var: x}
	}
	first := func(x program.Expr) program.Expr {
		return substitute(at1(x, &program.VarRef{Var: g.v}), atHead)
	}
	readPrev := map[*program.Var]bool{}
	note := func(x program.Expr) {
		if x == nil {
			return
		}
		for _, r := range program.Vars(x) {
			readPrev[r] = readPrev[r] || prevs[r]
		}
	}
	note(g.guard)
	note(g.stay)
	for _, w := range g.writes {
		if w.rec {
			note(w.val)
		}
	}
	for _, x := range g.assigned {
		if f := g.final[x]; readsAny(f, prevs) && !keptOrSet(f, g.prev[x], prevs) {
			note(f)
		}
	}
	beforeLast := map[*program.Var]program.Expr{}
	for _, x := range g.assigned {
		p := g.prev[x]
		if !readPrev[p] {
			continue
		}
		pre := local(&program.Var{Name: fmt.Sprintf("accel$pre%d_%s", head.ID, x.Name), Type: x.Type, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
		g.nonInput = append(g.nonInput, step(&program.Havoc{LHS: &program.VarRef{Var: pre}, Why: CountWhy}))
		step(&program.Assume{Cond: or(cmp(program.Ne, n, program.NewConst(countType, 1)), cmp(program.Eq, &program.VarRef{Var: pre}, &program.VarRef{Var: x}))})
		beforeLast[p] = &program.VarRef{Var: pre}
	}
	last := func(x program.Expr) program.Expr {
		return substitute(at1(x, vlast), beforeLast)
	}
	for _, c := range []program.Expr{g.guard, g.stay} {
		if c != nil {
			step(&program.Assume{Cond: first(c)})
		}
	}
	// The cell of iteration k (an int64) of write w.
	cellOf := func(w segWrite, k64 program.Expr) program.Expr {
		if w.neg {
			return bin(program.Sub, w.off, k64)
		}
		return bin(program.Add, k64, w.off)
	}
	type cellAsg struct {
		arr *program.Var
		idx program.Expr
		tmp *program.Var
	}
	// recurrenceCells computes each recurrence's cell of one iteration
	// (k64; its value by val) into a temporary named prefix.
	recurrenceCells := func(prefix string, val func(program.Expr) program.Expr, k64 program.Expr) []cellAsg {
		var out []cellAsg
		for i, w := range g.writes {
			if !w.rec {
				continue
			}
			tmp := local(&program.Var{Name: fmt.Sprintf("accel$%s%d_%d", prefix, head.ID, i), Type: w.arr.Type.Elem, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
			step(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: val(w.val)})
			out = append(out, cellAsg{w.arr, cellOf(w, k64), tmp})
		}
		return out
	}
	// A recurrence's cell of the first iteration, before any is written.
	firsts := recurrenceCells("first", first, v64)
	// The arrays: cell m = k + off of iteration k, in [lo, hi); a
	// recurrence's cells are the values mid the solver chooses, but those
	// of its first and last iteration, related to the cells before them
	// as the iteration relates them (Fill.Rel, at the cells read).
	type segCells struct {
		k      *program.Var
		kv     program.Expr // the iteration of cell k
		lo, hi program.Expr
		mid    *program.Var
	}
	cells := make([]segCells, len(g.writes))
	mids := map[*program.Var]*segCells{}
	for i, w := range g.writes {
		k := local(&program.Var{Name: fmt.Sprintf("accel$cell%d_%d", head.ID, i), Type: int64T, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
		kv := castTo(bin(program.Sub, &program.VarRef{Var: k}, w.off), t)
		var lo, hi program.Expr
		switch {
		case w.neg:
			// Cell m = off − k: iteration k = off − m, and the cells
			// from off − (the largest k) to off − (the smallest).
			kv = castTo(bin(program.Sub, w.off, &program.VarRef{Var: k}), t)
			kmin, kmax := v64, last64
			if g.down {
				kmin, kmax = last64, v64
			}
			lo = bin(program.Sub, w.off, kmax)
			hi = bin(program.Add, bin(program.Sub, w.off, kmin), i64(1))
		case g.down:
			lo = bin(program.Add, last64, w.off)
			hi = bin(program.Add, bin(program.Add, v64, w.off), i64(1))
		case g.stride > 1:
			lo = bin(program.Add, v64, w.off)
			hi = bin(program.Add, bin(program.Add, last64, w.off), i64(1))
		default:
			lo = bin(program.Add, v64, w.off)
			hi = bin(program.Add, bin(program.Add, v64, n64), w.off)
		}
		cells[i] = segCells{k: k, kv: kv, lo: lo, hi: hi}
		if w.rec {
			cells[i].mid = local(&program.Var{Name: fmt.Sprintf("accel$mid%d_%s", head.ID, w.arr.Name), Type: w.arr.Type, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
			g.nonInput = append(g.nonInput, step(&program.Havoc{LHS: &program.VarRef{Var: cells[i].mid}, Why: CountWhy}))
			mids[w.arr] = &cells[i]
		}
	}
	// throughMid reads the cells of earlier iterations of recurrences
	// from their mid.
	var throughMid func(x program.Expr) program.Expr
	throughMid = func(x program.Expr) program.Expr {
		if ix, ok := x.(*program.Index); ok {
			if r, ok := ix.X.(*program.VarRef); ok && mids[r.Var] != nil {
				c := mids[r.Var]
				idx := throughMid(ix.Index)
				m := castTo(idx, int64T)
				return &program.Ite{Cond: and(cmp(program.Le, c.lo, m), cmp(program.Lt, m, c.hi)),
					Then: &program.Index{X: &program.VarRef{Var: c.mid}, Index: idx},
					Else: &program.Index{X: ix.X, Index: idx}}
			}
		}
		return program.MapChildren(x, throughMid)
	}
	// The exact writes first: a recurrence's relation reads their cells
	// as the loop leaves them.
	order := make([]int, 0, len(g.writes))
	for _, rec := range []bool{false, true} {
		for i, w := range g.writes {
			if w.rec == rec {
				order = append(order, i)
			}
		}
	}
	for _, i := range order {
		w, c := g.writes[i], cells[i]
		f := &program.Fill{Array: &program.VarRef{Var: w.arr}, Index: c.k, Lo: c.lo, Hi: c.hi, Val: at1(w.val, c.kv)}
		if g.stride > 1 {
			// Only every stride-th cell is an iteration's; the others
			// keep their value.
			hit := cmp(program.Eq, &program.Binary{Op: program.Rem, X: bin(program.Sub, castTo(c.kv, int64T), v64), Y: i64(g.stride), T: int64T}, i64(0))
			f.Val = &program.Ite{Cond: hit, Then: f.Val, Else: &program.Index{X: &program.VarRef{Var: g.copies[w.arr]}, Index: &program.VarRef{Var: c.k}}}
		}
		if w.rec {
			f.Val = &program.Index{X: &program.VarRef{Var: c.mid}, Index: &program.VarRef{Var: c.k}}
			// The iteration of cell k stays in the loop and computes
			// its cell from the earlier ones (when neither reads a
			// scalar of an earlier iteration).
			var rel program.Expr
			if !readsAny(w.val, prevs) {
				rel = cmp(program.Eq, f.Val, throughMid(at1(w.val, c.kv)))
			}
			for _, x := range []program.Expr{g.guard, g.stay} {
				if x != nil && !readsAny(x, prevs) {
					rel = and(rel, throughMid(at1(x, c.kv)))
				}
			}
			f.Rel = rel
		}
		step(f)
	}
	for _, c := range firsts {
		step(&program.Assign{LHS: &program.Index{X: &program.VarRef{Var: c.arr}, Index: c.idx}, RHS: &program.VarRef{Var: c.tmp}})
	}
	for _, c := range []program.Expr{g.guard, g.stay} {
		if c != nil {
			step(&program.Assume{Cond: last(c)})
		}
	}
	// The scalars: their value in the last iteration, computed before
	// any is assigned (none reads another: they read the state at the
	// head, pre and the arrays).
	type asg struct {
		x   *program.Var
		tmp *program.Var
	}
	var asgs []asg
	for _, x := range g.assigned {
		f := g.final[x]
		at := vlast
		var again program.Expr // the update once more, in the last iteration
		if readsAny(f, prevs) {
			if !keptOrSet(f, g.prev[x], prevs) {
				// Its value in the last iteration, from pre.
				tmp := local(&program.Var{Name: fmt.Sprintf("accel$last%d_%s", head.ID, x.Name), Type: x.Type, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
				step(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: last(f)})
				asgs = append(asgs, asg{x, tmp})
				continue
			}
			// x keeps its value or is set: its value is the one of
			// the last iteration that set it, w, which the solver
			// chooses (the replay confirms), applied to x.
			w := local(&program.Var{Name: fmt.Sprintf("accel$w%d_%s", head.ID, x.Name), Type: int64T, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
			g.nonInput = append(g.nonInput, step(&program.Havoc{LHS: &program.VarRef{Var: w}, Why: CountWhy}))
			wref := &program.VarRef{Var: w}
			step(&program.Assume{Cond: and(cmp(program.Ge, wref, i64(0)), cmp(program.Lt, wref, n64))})
			var way program.Expr = wref
			if g.stride > 1 {
				way = bin(program.Mul, wref, i64(g.stride))
			}
			if g.down {
				at = castTo(bin(program.Sub, v64, way), t)
			} else {
				at = castTo(bin(program.Add, v64, way), t)
			}
			again = f
			f = substitute(f, map[*program.Var]program.Expr{g.prev[x]: &program.VarRef{Var: x}})
		}
		tmp := local(&program.Var{Name: fmt.Sprintf("accel$last%d_%s", head.ID, x.Name), Type: x.Type, Func: head.Func, Temp: true, Pos: pos, Frame: head.Frame})
		step(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: at1(f, at)})
		if again != nil {
			// The last iteration leaves the final value as it is
			// (it was the last to act on it): a maximum is at least
			// the last cell, a cleared flag has no reason to be set.
			again = substitute(again, map[*program.Var]program.Expr{g.prev[x]: &program.VarRef{Var: tmp}})
			step(&program.Assume{Cond: cmp(program.Eq, at1(again, vlast), &program.VarRef{Var: tmp})})
		}
		asgs = append(asgs, asg{x, tmp})
	}
	// A recurrence's cell of the last iteration, from pre and the cells
	// of the earlier iterations.
	lasts := recurrenceCells("lastcell", last, last64)
	for _, s := range asgs {
		step(&program.Assign{LHS: &program.VarRef{Var: s.x}, RHS: &program.VarRef{Var: s.tmp}})
	}
	for _, c := range lasts {
		step(&program.Assign{LHS: &program.Index{X: &program.VarRef{Var: c.arr}, Index: c.idx}, RHS: &program.VarRef{Var: c.tmp}})
	}
	var next program.Expr = bin(program.Add, v64, sn)
	if g.down {
		next = bin(program.Sub, v64, sn)
	}
	q.AddEdge(at, head, &program.Assign{LHS: &program.VarRef{Var: g.v}, RHS: castTo(next, t)}, pos)
}

// keptOrSet reports whether f, the value of a scalar after an
// iteration, is its value before (prev) or a value of the iteration, by
// cases: prev occurs only as a branch of ites (and in their
// conditions: a maximum), and f reads no other value of an earlier
// iteration.
func keptOrSet(f program.Expr, prev *program.Var, prevs map[*program.Var]bool) bool {
	if r, ok := f.(*program.VarRef); ok && r.Var == prev {
		return true
	}
	if ite, ok := f.(*program.Ite); ok {
		others := map[*program.Var]bool{}
		for p := range prevs {
			if p != prev {
				others[p] = true
			}
		}
		return !readsAny(ite.Cond, others) && keptOrSet(ite.Then, prev, prevs) && keptOrSet(ite.Else, prev, prevs)
	}
	return !readsAny(f, prevs)
}

// ExpandInputs turns the inputs of a counterexample of the accelerated
// program (vals, read at the havoc edges edges, as bmc.Result gives
// them) into inputs of the original program: the arrays of a segment
// shortcut and its count c become c rounds of one element of each
// array, the values the original loop reads iteration by iteration.
func (r *Result) ExpandInputs(vals []interp.Value, edges []*program.Edge) ([]interp.Value, error) {
	if len(vals) != len(edges) {
		return nil, fmt.Errorf("accel: %d inputs at %d edges", len(vals), len(edges))
	}
	first := map[*program.Edge]*SegmentInputs{}
	for _, s := range r.SegmentInputs {
		first[s.Arrays[0]] = s
	}
	var out []interp.Value
	for i := 0; i < len(vals); i++ {
		s := first[edges[i]]
		if s == nil {
			out = append(out, vals[i])
			continue
		}
		m := len(s.Arrays)
		if i+m >= len(vals) || edges[i+m] != s.Count {
			return nil, fmt.Errorf("accel: inputs of a segment shortcut out of order")
		}
		arrays := vals[i : i+m]
		for j := range arrays {
			if edges[i+j] != s.Arrays[j] {
				return nil, fmt.Errorf("accel: inputs of a segment shortcut out of order")
			}
		}
		count := vals[i+m].Bits
		for k := uint64(0); k < count; k++ {
			for _, a := range arrays {
				if k >= uint64(a.Len()) {
					return nil, fmt.Errorf("accel: segment inputs beyond their array")
				}
				out = append(out, a.Elem(int64(k)))
			}
		}
		i += m
	}
	return out, nil
}
