package interp

import (
	"math/big"

	"github.com/satabs-go/satabs-go/program"
)

// Loop acceleration: exact jumps over iterations that all do the same.
//
// A loop that counts to 2^28 takes the interpreter minutes. When a loop
// head has been visited DefaultAccelerateAfter times, the run records one
// iteration (A) from the head back to it: its path and the variables it
// assigns. If those are scalar integers that nothing can point to (and
// cells of such arrays of integers), and the iteration neither havocs nor
// writes through pointers, the change δ of each scalar is known. The next iteration (B) is then executed with
// a shadow: for every value it computes, beside the concrete value at
// k = 0 (this iteration), its slope in k, the iteration counted from B, as
// if the head state were s + k·δ. Sums, differences, products with a
// constant factor, negation and widening casts have slopes; a cell read
// at an index with a slope, of an array the iteration does not write, has
// one while the cells along the index form an arithmetic progression
// (scanned in the array); every other operation must see only values of
// slope 0 (it then computes the same at every k). A cell written at an
// index with a slope (inside the array) is a write of v0 + dv·k to cell
// i0 + di·k at each k, which the jump performs cell by cell. Each condition B passes (assumptions, that is branches, and
// checks) whose operands have a slope is an affine comparison, f0 + df·k
// against 0, so its truth value stays as at k = 0 up to a bound computed
// exactly; each value with a slope must stay inside its type up to a bound
// (no wrap-around). When B's path is A's, and every assigned variable's
// slope at the end of B is its δ, iterations 1..n after B take the same
// path and add δ each, for n the least of those bounds: the run adds n·δ
// to the variables at once and goes on. The jump is recorded in the trace
// as one step (Step.Skipped iterations), and the skipped edges are counted
// in Result.Skipped, not in Result.Steps (MaxSteps bounds the work).
// After a jump of at least minUsefulJump iterations the head is recorded
// again at its next visit; after a failed recording or a shorter jump,
// when its visits have doubled (recording costs more than running).
//
// The jump is exact: the state after it is the one the n iterations
// would have reached, and no check on their path could have failed (its
// condition kept the value true). Counterexamples replay with the same
// jumps, and TestAccelerationExact compares runs with and without them.

// maxAccelCells bounds the cells one jump writes (a sparse array of
// 2^61 cells is not filled in one jump: the run steps on and meets its
// step limit).
const maxAccelCells = 1 << 26

// minUsefulJump is the shortest jump after which a loop head is recorded
// again at once; after a shorter one it waits as after a failed recording
// (cancel). Jumps are exact either way: this only bounds the cost of
// recording, which is several times that of executing an iteration.
const minUsefulJump = 16

// DefaultAccelerateAfter is how often a loop head is visited before the
// run tries to jump over iterations (Options.AccelerateAfter).
const DefaultAccelerateAfter = 1000

// accelerator is the acceleration state of one run.
type accelerator struct {
	after   int
	heads   []bool // by location ID: targets of back edges
	visits  []int  // by location ID, as heads
	nextTry []int
	rec     *recording
	// work counts the cells acceleration scanned and wrote: work like the
	// executed edges, which Options.MaxSteps bounds together with them (a
	// loop that jumps at every entry of an enclosing loop scans an array
	// each time).
	work int64
	// budget is the work the run may still do (its step limit less its
	// steps and work), set before each atHead.
	budget int64
	// stop is Options.Stop, which a jump writing cells looks at as the
	// run does between steps; stopped says that it ended a jump.
	stop    <-chan struct{}
	stopped bool
}

// A recording follows one or two iterations of the loop at head.
type recording struct {
	head   *program.Loc
	phase  int // 1: iteration A, 2: iteration B
	path   []*program.Edge
	pathA  []*program.Edge
	start  map[*program.Var]*big.Int // values before the iteration's first write
	delta  map[*program.Var]*big.Int // A's change of each assigned variable
	slope  map[*program.Var]*big.Int // B's shadow: current slope of each
	limits []*big.Int                // bounds on n from B's conditions and values
	work   *int64                    // the accelerator's work counter
	// written are the arrays the iteration writes cells of (from A);
	// sites are B's writes to them, in path order.
	written map[*program.Var]bool
	sites   []cellWrite
	failed  bool
}

// A cellWrite is an assignment a[i] = v of iteration B: at iteration k it
// writes cell i0 + di·k with v0 + dv·k.
type cellWrite struct {
	array          *program.Var
	i0, di, v0, dv *big.Int
}

// smallForm returns w's four coefficients as int64 when a jump may
// compute its writes in int64 exactly: each at most 2^36 in magnitude
// (and k at most maxAccelCells = 2^26, so no product or sum leaves
// int64), and the element at most 64 bits wide, whose value is then the
// low bits of the exact one (IntValue masks to the width, as fromBig
// reduces modulo 2^w). ok is false otherwise; the jump then computes in
// big.Int.
func (w cellWrite) smallForm() (c [4]int64, ok bool) {
	const lim = 1 << 36
	for x, b := range [...]*big.Int{w.i0, w.di, w.v0, w.dv} {
		if !b.IsInt64() || b.Int64() > lim || b.Int64() < -lim {
			return c, false
		}
		c[x] = b.Int64()
	}
	if wd, _ := intWidth(w.array.Type.Elem); wd > 64 {
		return c, false
	}
	return c, true
}

func newAccelerator(p *program.Program, after int) *accelerator {
	if after <= 0 {
		after = DefaultAccelerateAfter
	}
	a := &accelerator{after: after, heads: make([]bool, len(p.Locs)), visits: make([]int, len(p.Locs)), nextTry: make([]int, len(p.Locs))}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if e.To.ID <= l.ID {
				a.heads[e.To.ID] = true
			}
		}
	}
	return a
}

// eligible reports whether an iteration may assign v: a scalar integer no
// pointer can reach.
func eligible(v *program.Var) bool {
	return v.Object == 0 && v.Type.IsInteger()
}

// pathOf is the path of the iteration being recorded at head l (the
// iteration a jump repeats), or nil.
func (a *accelerator) pathOf(l *program.Loc) []*program.Edge {
	if a.rec == nil || a.rec.head != l || a.rec.phase != 2 {
		return nil
	}
	return a.rec.path
}

// eligibleArray reports whether an iteration may write cells of v: an
// array of integers no pointer can reach.
func eligibleArray(v *program.Var) bool {
	return v.Object == 0 && v.Type.Kind == program.KindArray && v.Type.Elem.IsInteger()
}

// cancel drops a recording that did not lead to a jump; its head is tried
// again after twice as many visits.
func (a *accelerator) cancel() {
	if a.rec != nil {
		h := a.rec.head
		a.nextTry[h.ID] = 2*a.visits[h.ID] + a.after
		a.rec = nil
	}
}

// before is called with each edge the run is about to execute (its
// Assume condition, if any, holds). It records and shadows it.
func (a *accelerator) before(s *State, e *program.Edge) {
	rc := a.rec
	if rc == nil {
		return
	}
	rc.path = append(rc.path, e)
	if rc.phase == 2 && len(rc.path) > len(rc.pathA) {
		rc.failed = true
	}
	if rc.failed {
		return
	}
	switch st := e.Stmt.(type) {
	case *program.Assign:
		if ix, ok := st.LHS.(*program.Index); ok {
			rc.cellAssign(s, ix, st.RHS)
			return
		}
		r, ok := st.LHS.(*program.VarRef)
		if !ok || !eligible(r.Var) {
			rc.failed = true
			return
		}
		if rc.phase == 1 {
			if _, seen := rc.start[r.Var]; !seen {
				rc.start[r.Var] = bigOf(s.Get(r.Var), r.Var.Type)
			}
			return
		}
		d, ok := rc.slopeOf(s, st.RHS)
		if !ok {
			rc.failed = true
			return
		}
		rc.slope[r.Var] = d
	case *program.Assume:
		if rc.phase == 2 {
			rc.condition(s, st.Cond)
		}
	case *program.Check:
		if rc.phase == 2 {
			rc.condition(s, st.Cond)
		}
	case *program.Skip, *program.Dead:
	default: // Havoc and anything else: not the same at every iteration
		rc.failed = true
	}
}

// cellAssign records an assignment to a cell: in A the array it writes,
// in B the cells and values it writes at every k (the cell moves with a
// nonzero slope, stays inside the array, and the array is read nowhere in
// the iteration).
func (rc *recording) cellAssign(s *State, ix *program.Index, rhs program.Expr) {
	r, ok := ix.X.(*program.VarRef)
	if !ok || !eligibleArray(r.Var) {
		rc.failed = true
		return
	}
	if rc.phase == 1 {
		if rc.written == nil {
			rc.written = map[*program.Var]bool{}
		}
		rc.written[r.Var] = true
		return
	}
	di, ok := rc.slopeOf(s, ix.Index)
	if !ok || di.Sign() == 0 || !rc.written[r.Var] {
		rc.failed = true
		return
	}
	dv, ok := rc.slopeOf(s, rhs)
	if !ok {
		rc.failed = true
		return
	}
	iv, err := s.eval(ix.Index)
	if err != nil {
		rc.failed = true
		return
	}
	vv, err := s.eval(rhs)
	if err != nil {
		rc.failed = true
		return
	}
	i0 := bigOf(iv, ix.Index.Type())
	if !rc.withinBounds(i0, di, r.Var.Type.Len) {
		rc.failed = true
		return
	}
	rc.sites = append(rc.sites, cellWrite{array: r.Var, i0: i0, di: di, v0: bigOf(vv, rhs.Type()), dv: dv})
}

// withinBounds bounds k so that cell i0 + di·k stays inside an array of
// length n; false when i0 is outside.
func (rc *recording) withinBounds(i0, di *big.Int, n int64) bool {
	if i0.Sign() < 0 || i0.Cmp(big.NewInt(n-1)) > 0 {
		return false
	}
	switch di.Sign() {
	case 1:
		rc.limit(new(big.Int).Div(new(big.Int).Sub(big.NewInt(n-1), i0), di))
	case -1:
		rc.limit(new(big.Int).Div(i0, new(big.Int).Neg(di)))
	}
	return true
}

// cellRead is the slope of a read of a cell at an index that moves: the
// array is not written in the iteration, so its cells are what they are
// now, and the read is affine while they form an arithmetic progression
// along the index.
func (rc *recording) cellRead(s *State, x *program.Index) (*big.Int, bool) {
	r, ok := x.X.(*program.VarRef)
	if !ok || !eligibleArray(r.Var) || rc.written[r.Var] {
		return nil, false
	}
	di, ok := rc.slopeOf(s, x.Index)
	if !ok {
		return nil, false
	}
	iv, err := s.eval(x.Index)
	if err != nil {
		return nil, false
	}
	i0 := bigOf(iv, x.Index.Type())
	n := r.Var.Type.Len
	if !rc.withinBounds(i0, di, n) {
		return nil, false
	}
	arr := s.peek(r.Var) // read only, in this call
	elem := r.Var.Type.Elem
	if d, k, ok := smallProgression(arr, elem, i0, di, n); ok {
		*rc.work += k
		rc.limit(big.NewInt(k))
		return big.NewInt(d), true
	}
	cell := func(k int64) (*big.Int, bool) {
		j := new(big.Int).Add(i0, new(big.Int).Mul(di, big.NewInt(k)))
		if !j.IsInt64() || j.Int64() < 0 || j.Int64() >= n || j.Int64() >= arr.Len() {
			return nil, false
		}
		return bigOf(arr.Elem(j.Int64()), elem), true
	}
	c0, ok0 := cell(0)
	c1, ok1 := cell(1)
	if !ok0 || !ok1 {
		rc.limit(new(big.Int))
		return new(big.Int), ok0
	}
	d := new(big.Int).Sub(c1, c0)
	k := int64(1)
	defer func() { *rc.work += k }()
	for {
		next, ok := cell(k + 1)
		if !ok || new(big.Int).Sub(next, c0).Cmp(new(big.Int).Mul(d, big.NewInt(k+1))) != 0 {
			break
		}
		k++
	}
	rc.limit(big.NewInt(k))
	return d, true
}

// smallProgression is cellRead's scan in int64, for an index and step
// that fit and cells of at most 62 bits (whose values and consecutive
// differences then fit as well): the scan reads every cell of the
// progression, and in big.Int it allocated several numbers per cell. It
// returns the common difference d and the last k up to which cells
// i0 + di·j, j ≤ k, step by d, with ok false when it does not apply
// (the caller then scans in big.Int) or when cells 0 and 1 are not
// both inside the array. The result is the big.Int scan's: the same
// cells, compared by the same differences (c(j+1) - c(j) == d for every
// j is c(j) - c(0) == d·j for every j).
func smallProgression(arr Value, elem *program.Type, i0, di *big.Int, n int64) (d, k int64, ok bool) {
	w, signed := intWidth(elem)
	if w > 62 || !i0.IsInt64() || !di.IsInt64() {
		return 0, 0, false
	}
	start, step := i0.Int64(), di.Int64()
	if step > 1<<40 || step < -(1<<40) {
		return 0, 0, false
	}
	size := min(n, arr.Len())
	valueAt := func(j int64) (int64, bool) {
		idx := start + step*j
		if idx < 0 || idx >= size {
			return 0, false
		}
		bits := arr.Elem(idx).Bits & widthMask(w)
		if signed && bits>>(w-1)&1 == 1 {
			return int64(bits) - int64(1)<<w, true
		}
		return int64(bits), true
	}
	c0, ok0 := valueAt(0)
	c1, ok1 := valueAt(1)
	if !ok0 || !ok1 {
		return 0, 0, false
	}
	d, k = c1-c0, 1
	prev := c1
	for {
		next, ok := valueAt(k + 1)
		if !ok || next-prev != d {
			break
		}
		prev = next
		k++
	}
	return d, k, true
}

// condition shadows a Bool condition that holds now: it must keep its
// value at every k up to the bound.
func (rc *recording) condition(s *State, cond program.Expr) {
	if d, ok := rc.slopeOf(s, cond); !ok || d.Sign() != 0 {
		rc.failed = true
	}
}

// atHead is called when the run is at a loop head l; it returns the
// number of iterations it jumped over (0 for none).
func (a *accelerator) atHead(s *State, l *program.Loc) int64 {
	if s.anyTaint {
		// Values invented for a function without body are followed
		// variable by variable (State.taint); a jump would not carry
		// their marks along.
		a.cancel()
		return 0
	}
	if rc := a.rec; rc != nil && rc.head != l {
		return 0 // an inner loop of the recorded iteration
	}
	a.visits[l.ID]++
	rc := a.rec
	if rc == nil {
		if a.visits[l.ID] < a.after || a.visits[l.ID] < a.nextTry[l.ID] {
			return 0
		}
		a.rec = &recording{head: l, phase: 1, start: map[*program.Var]*big.Int{}, work: &a.work}
		return 0
	}
	if rc.failed {
		a.cancel()
		return 0
	}
	if rc.phase == 1 {
		rc.delta = map[*program.Var]*big.Int{}
		rc.slope = map[*program.Var]*big.Int{}
		for v, x := range rc.start {
			d := new(big.Int).Sub(bigOf(s.Get(v), v.Type), x)
			rc.delta[v] = d
			rc.slope[v] = d
		}
		rc.pathA, rc.path, rc.phase, rc.sites = rc.path, nil, 2, nil
		rc.start = map[*program.Var]*big.Int{}
		for v := range rc.delta {
			rc.start[v] = bigOf(s.Get(v), v.Type)
		}
		return 0
	}
	jumped := int64(0) // the iterations jumped over
	defer func() {
		if jumped >= minUsefulJump { // the next entry of the loop may jump again at once
			a.rec, a.nextTry[l.ID] = nil, 0
		} else {
			// No jump, or one so short that recording two iterations
			// cost more than it saved (a branch whose truth changes
			// every few iterations, as a running maximum over input
			// cells): back off as after a failure.
			a.cancel()
		}
	}()
	if len(rc.path) != len(rc.pathA) {
		return 0
	}
	for i := range rc.path {
		if rc.path[i] != rc.pathA[i] {
			return 0
		}
	}
	for v, d := range rc.delta {
		now := new(big.Int).Sub(bigOf(s.Get(v), v.Type), rc.start[v])
		if rc.slope[v].Cmp(d) != 0 || now.Cmp(d) != 0 {
			return 0
		}
	}
	var n *big.Int
	for _, k := range rc.limits {
		if n == nil || k.Cmp(n) < 0 {
			n = k
		}
	}
	if n == nil || n.Sign() <= 0 {
		return 0 // nothing bounds the loop: it does not end this way (or it ends now)
	}
	if !n.IsInt64() {
		n = big.NewInt(1 << 62)
	}
	if len(rc.sites) > 0 && !n.IsInt64() {
		return 0
	}
	if sites := int64(len(rc.sites)); sites > 0 && n.Int64() > a.budget/sites {
		// The cells it writes count as the run's work: a jump that
		// writes more than the step limit leaves the run is not made
		// (the run steps on to its limit), as one beyond
		// maxAccelCells. A jump of 2^25 iterations into two sparse
		// arrays (cells of a map each) took seconds; made, it ended
		// the run at its limit anyway.
		return 0
	}
	if len(rc.sites) > 0 && n.Int64() > maxAccelCells/int64(len(rc.sites)) {
		return 0 // more cells than a run may write: step on (to the step limit)
	}
	if len(rc.sites) > 0 {
		a.work += n.Int64() * int64(len(rc.sites))
	}
	// Per site, once: the array's number and the int64 form when exact.
	type site struct {
		i     int
		small [4]int64 // i0, di, v0, dv
		fast  bool
	}
	sites := make([]site, len(rc.sites))
	for x, w := range rc.sites {
		i, err := s.varIndex(w.array)
		if err != nil {
			return 0
		}
		sites[x].i = i
		sites[x].small, sites[x].fast = w.smallForm()
	}
	for k := int64(1); len(rc.sites) > 0 && k <= n.Int64(); k++ {
		if k%stopPoll == 0 && a.stop != nil {
			select {
			case <-a.stop:
				// Stopped in the middle of the jump: the run ends
				// Stopped, its state half written (Run discards it).
				a.stopped = true
				return 0
			default:
			}
		}
		for x, w := range rc.sites {
			st := &sites[x]
			if st.fast {
				c := st.small
				s.vals[st.i].SetElem(c[0]+c[1]*k, IntValue(w.array.Type.Elem, uint64(c[2]+c[3]*k)))
				continue
			}
			kk := big.NewInt(k)
			j := new(big.Int).Add(w.i0, new(big.Int).Mul(w.di, kk)).Int64()
			v := new(big.Int).Add(w.v0, new(big.Int).Mul(w.dv, kk))
			s.vals[st.i].SetElem(j, fromBig(w.array.Type.Elem, v))
		}
	}
	for v, d := range rc.delta {
		x := new(big.Int).Add(bigOf(s.Get(v), v.Type), new(big.Int).Mul(d, n))
		s.Set(v, fromBig(v.Type, x))
	}
	jumped = n.Int64()
	return n.Int64()
}

// slopeOf returns the slope in k of e's value at the current point of
// iteration B, recording the bounds that keep it exact; ok is false when
// e's value is not affine in k.
func (rc *recording) slopeOf(s *State, e program.Expr) (*big.Int, bool) {
	zero := new(big.Int)
	switch x := e.(type) {
	case *program.Const, *program.Zero:
		return zero, true
	case *program.VarRef:
		if d, ok := rc.slope[x.Var]; ok {
			return d, true
		}
		return zero, true
	case *program.Unary:
		d, ok := rc.slopeOf(s, x.X)
		if !ok || d.Sign() == 0 {
			return zero, ok
		}
		if !x.Type().IsInteger() || x.Op == program.LNot {
			return nil, false
		}
		// -x and ~x (= -x - 1, or max - x unsigned) have slope -d.
		nd := new(big.Int).Neg(d)
		return nd, rc.inRange(s, x, nd)
	case *program.Binary:
		return rc.binarySlope(s, x)
	case *program.Cast:
		d, ok := rc.slopeOf(s, x.X)
		if !ok || d.Sign() == 0 {
			return zero, ok
		}
		if !x.X.Type().IsInteger() || !x.T.IsInteger() {
			return nil, false
		}
		if x.T.Kind == program.KindBool { // x != 0 keeps its value
			v, err := s.eval(x.X)
			if err != nil {
				return nil, false
			}
			rc.compare(program.Ne, bigOf(v, x.X.Type()), d, true)
			return zero, true
		}
		// The number is kept while it fits the target type.
		return d, rc.inRange(s, x, d)
	case *program.Ite:
		dc, ok := rc.slopeOf(s, x.Cond)
		if !ok || dc.Sign() != 0 {
			return nil, false
		}
		c, err := s.eval(x.Cond)
		if err != nil {
			return nil, false
		}
		if c.Bits&1 != 0 {
			return rc.slopeOf(s, x.Then)
		}
		return rc.slopeOf(s, x.Else)
	}
	if ix, ok := e.(*program.Index); ok {
		for _, v := range program.Vars(ix.Index) {
			if d, ok := rc.slope[v]; ok && d.Sign() != 0 {
				return rc.cellRead(s, ix)
			}
		}
		if r, ok := ix.X.(*program.VarRef); ok && rc.written[r.Var] {
			return nil, false // a cell the iteration may write
		}
	}
	// Anything else (cells, fields, dereferences, floats...) must read
	// only values that are the same at every k.
	for _, v := range program.Vars(e) {
		if d, ok := rc.slope[v]; ok && d.Sign() != 0 || rc.written[v] {
			return nil, false
		}
	}
	return zero, true
}

func (rc *recording) binarySlope(s *State, x *program.Binary) (*big.Int, bool) {
	zero := new(big.Int)
	dx, ok := rc.slopeOf(s, x.X)
	if !ok {
		return nil, false
	}
	dy, ok := rc.slopeOf(s, x.Y)
	if !ok {
		return nil, false
	}
	if dx.Sign() == 0 && dy.Sign() == 0 {
		return zero, true
	}
	ot := x.X.Type()
	if !ot.IsInteger() || !x.Y.Type().IsInteger() {
		return nil, false
	}
	val := func(e program.Expr) (*big.Int, bool) {
		v, err := s.eval(e)
		if err != nil {
			return nil, false
		}
		return bigOf(v, e.Type()), true
	}
	vx, okx := val(x.X)
	vy, oky := val(x.Y)
	if !okx || !oky {
		return nil, false
	}
	switch {
	case x.Op.IsComparison():
		// x - y against 0.
		v, err := s.eval(x)
		if err != nil {
			return nil, false
		}
		rc.compare(x.Op, new(big.Int).Sub(vx, vy), new(big.Int).Sub(dx, dy), v.Bits&1 != 0)
		return zero, true
	case x.Op == program.Add, x.Op == program.Sub, x.Op == program.AddOverflow, x.Op == program.SubOverflow:
		r, d := new(big.Int).Add(vx, vy), new(big.Int).Add(dx, dy)
		if x.Op == program.Sub || x.Op == program.SubOverflow {
			r, d = new(big.Int).Sub(vx, vy), new(big.Int).Sub(dx, dy)
		}
		if x.Op.IsOverflow() { // no overflow now, and none up to the bound
			return zero, rc.within(r, d, x.X.Type())
		}
		return d, rc.inRange(s, x, d)
	case x.Op == program.Mul, x.Op == program.MulOverflow:
		if dx.Sign() != 0 && dy.Sign() != 0 {
			return nil, false
		}
		r := new(big.Int).Mul(vx, vy)
		d := new(big.Int).Mul(dx, vy)
		if dx.Sign() == 0 {
			d = new(big.Int).Mul(dy, vx)
		}
		if x.Op == program.MulOverflow {
			return zero, rc.within(r, d, x.X.Type())
		}
		return d, rc.inRange(s, x, d)
	}
	return nil, false // / % << >> & | ^ of a changing value
}

// inRange bounds k so that e's value, now v0, moving by d per k, stays in
// e's type. v0 is the value C computes now (wrapped, if the operation
// wrapped): the value at k is congruent to v0 + d·k modulo 2^width, so it
// is v0 + d·k while that stays in the type's range.
func (rc *recording) inRange(s *State, e program.Expr, d *big.Int) bool {
	v, err := s.eval(e)
	if err != nil {
		return false
	}
	return rc.within(bigOf(v, e.Type()), d, e.Type())
}

// within requires v0 + d·k to lie in t's range for k = 0..n: false when
// it does not at k = 0, else a bound on n.
func (rc *recording) within(v0, d *big.Int, t *program.Type) bool {
	lo, hi := typeRange(t)
	if v0.Cmp(lo) < 0 || v0.Cmp(hi) > 0 {
		return false
	}
	switch d.Sign() {
	case 1:
		rc.limit(new(big.Int).Div(new(big.Int).Sub(hi, v0), d))
	case -1:
		rc.limit(new(big.Int).Div(new(big.Int).Sub(v0, lo), new(big.Int).Neg(d)))
	}
	return true
}

func (rc *recording) limit(n *big.Int) { rc.limits = append(rc.limits, n) }

// compare bounds k so that f0 + df·k op 0 keeps its value now (holds).
func (rc *recording) compare(op program.BinaryOp, f0, df *big.Int, holds bool) {
	if df.Sign() == 0 {
		return
	}
	neg := func(x *big.Int) *big.Int { return new(big.Int).Neg(x) }
	switch op {
	case program.Lt: // f < 0
		rc.below(f0, df, holds)
	case program.Le: // f - 1 < 0
		rc.below(new(big.Int).Sub(f0, big.NewInt(1)), df, holds)
	case program.Gt: // -f < 0
		rc.below(neg(f0), neg(df), holds)
	case program.Ge: // not f < 0
		rc.below(f0, df, !holds)
	case program.Eq, program.Ne:
		if f0.Sign() == 0 {
			rc.limit(new(big.Int)) // equal now, not at k = 1
			return
		}
		// The next k at which f is 0, if any.
		q, m := new(big.Int).DivMod(neg(f0), df, new(big.Int))
		if df.Sign() < 0 {
			q, m = new(big.Int).DivMod(f0, neg(df), new(big.Int))
		}
		if m.Sign() == 0 && q.Sign() > 0 {
			rc.limit(q.Sub(q, big.NewInt(1)))
		}
	default:
		rc.limit(new(big.Int))
	}
}

// below bounds k so that whether f0 + df·k < 0 stays holds.
func (rc *recording) below(f0, df *big.Int, holds bool) {
	switch {
	case holds && df.Sign() > 0: // f0 + df·k < 0 while k <= (-f0 - 1) / df
		rc.limit(new(big.Int).Div(new(big.Int).Sub(new(big.Int).Neg(f0), big.NewInt(1)), df))
	case !holds && df.Sign() < 0: // f0 + df·k >= 0 while k <= f0 / -df
		rc.limit(new(big.Int).Div(f0, new(big.Int).Neg(df)))
	}
}
