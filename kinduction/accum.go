package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Accumulators. A loop that adds a cell to a sum at every step
// (s = s + a[i], total[0] += a[i]) keeps the sum related to its counter
// by the values of the cells it reads: s == i when every cell read holds
// 1, s <= 3*i when each holds at most 3. Which relation holds is a fact
// about the cells, proved as a quantified atom (∀k < n. a[k] == 1); the
// relation itself is linear, s - c·i between bounds, with c the
// increment of s per step of i. The coefficients come from concrete
// runs: at each loop head, each variable the loop updates and each cell
// of a one-cell array it updates (an accumulator: every assignment reads
// the value it replaces or writes a constant) is followed from visit
// to visit, and where a counter of the loop moved by one, the change of
// the accumulator is an increment. The least and the greatest increment
// seen (the first step of a run left out: it may set what the loop
// starts with) give the terms s - c_min·i (bounded below by its least value
// seen) and s - c_max·i (bounded above by its greatest); equal, they give
// an equality. An accumulator first set inside the loop (if (i == 0)
// s = 0; else s += a[i]) holds anything at the entry: the bounds are
// also proposed behind the counter's entry value (i == 0 || s - 2·i <= 0)
// when they are tighter without the states at the entry. The candidates
// join those of the sums of cells (narrowCells): proved after the
// quantified atoms, which they are assumed with, on their own budget.

// maxSlope bounds the increments that make coefficients; maxSlopeCands
// bounds the candidates per loop head; maxTracked the visits per head
// and run followed.
const (
	maxSlope      = 64
	maxSlopeCands = 16
	maxTracked    = 4096
	// maxWideSlope bounds the coefficients that a varying slope widens
	// to (the program's constants past what the runs saw), and
	// wideSlopes how many of those constants each side tries.
	maxWideSlope = 1 << 16
	wideSlopes   = 2
)

type slopeStat struct {
	n      int
	lo, hi int64
}

type accCut struct {
	accs []program.Expr // the accumulators, as long long
	// accVar is each accumulator's variable (nil for a cell).
	accVar []*program.Var
	// wide says of each accumulator that an update adds a value read
	// from elsewhere (updates): its slope widens to thresholds.
	wide []bool
	ctrs []*program.Var // the counters
	ctrX []program.Expr // the counters, as long long
	// entry is each counter's constant entry value (nil: none).
	entry   []*program.Const
	prev    []int64
	hasPrev bool
	pts     [][]int64 // accumulators, then counters
	runPts  int
	slopes  [][]slopeStat // [accumulator][counter]
}

// accumulators follows the accumulators of every loop head through
// concrete runs; nil when no head has one.
type accumulators struct {
	cuts []*accCut
	// runExpr, when set, maps an accumulator or counter to the
	// program the runs execute (the scaled-down copy, whose large
	// arrays are variables of their own: a held cell $heap1[i]).
	runExpr func(program.Expr) program.Expr
}

// newAccumulators finds, per loop head, the accumulators (variables of
// vars[c] and one-cell arrays of arrays that the loop assigns) and the
// counters of vars[c].
func newAccumulators(sys *System, arrays []*program.Var, vars [][]*program.Var) *accumulators {
	a := &accumulators{cuts: make([]*accCut, len(sys.Cuts))}
	any := false
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		body := sys.Nest.LoopOfHead(head).Body
		ctr := loopCounters(body)
		assigned, others := updates(body)
		ac := &accCut{}
		for _, v := range vars[c] {
			if v.Type.Kind != program.KindInt || !assigned[v] {
				continue
			}
			if ctr[v] != 0 {
				ac.ctrs = append(ac.ctrs, v)
				ac.ctrX = append(ac.ctrX, castTo(int64T, v))
				var e *program.Const
				if k, ok := entryValue(head, body, v); ok {
					e = program.NewConst(v.Type, k.Val)
				}
				ac.entry = append(ac.entry, e)
			}
			// A counter is an accumulator too, of the others: a count
			// of the cells that match moves by one with the index.
			ac.accs = append(ac.accs, castTo(int64T, v))
			ac.accVar = append(ac.accVar, v)
			ac.wide = append(ac.wide, addsValues(others[v], ctr))
		}
		for _, arr := range arrays {
			if arr.Type.Len == 1 && assigned[arr] {
				cell := &program.Index{X: &program.VarRef{Var: arr}, Index: program.NewConstInt(program.IntType("int", 32, true), 0)}
				ac.accs = append(ac.accs, &program.Cast{X: cell, T: int64T})
				ac.accVar = append(ac.accVar, nil)
				ac.wide = append(ac.wide, addsValues(others[arr], ctr))
			}
		}
		// A cell the loop updates at an index it does not write
		// (a[i] = a[i] + 1 in an inner loop over j: heldindex.go).
		for _, cell := range heldCells(body) {
			ac.accs = append(ac.accs, &program.Cast{X: cell, T: int64T})
			ac.accVar = append(ac.accVar, nil)
			ac.wide = append(ac.wide, false)
		}
		if len(ac.accs) == 0 || len(ac.ctrs) == 0 {
			continue
		}
		ac.slopes = make([][]slopeStat, len(ac.accs))
		for i := range ac.slopes {
			ac.slopes[i] = make([]slopeStat, len(ac.ctrs))
		}
		a.cuts[c] = ac
		any = true
	}
	if !any {
		return nil
	}
	return a
}

// updates returns the variables that assignments inside body update,
// as a whole (v = …) or at a cell (v[e] = …), each assignment reading
// the value it replaces (s = s + a[i], s = s * a[i]) or writing a
// constant (a reset, if (i == 0) s = 0): the accumulators' updates. A
// variable assigned anything else (best = y, an index) is none, and
// havocs make none. readsOthers are, for each, the other variables its
// updates read (v in s = s + v; a and i in s = s + a[i]).
func updates(body map[*program.Loc]bool) (out map[*program.Var]bool, readsOthers map[*program.Var][]*program.Var) {
	out = map[*program.Var]bool{}
	readsOthers = map[*program.Var][]*program.Var{}
	bad := map[*program.Var]bool{}
	for l := range body {
		for _, ed := range l.Out {
			if !body[ed.To] {
				continue
			}
			var lhs, rhs program.Expr
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				lhs, rhs = st.LHS, st.RHS
			case *program.Havoc:
				lhs = st.LHS
			default:
				continue
			}
			root := stripCasts(lhs)
			if ix, ok := root.(*program.Index); ok {
				root = ix.X
			}
			r, ok := root.(*program.VarRef)
			if !ok {
				continue
			}
			_, isConst := stripCasts(rhs).(*program.Const)
			if rhs != nil && (isConst || readsExpr(rhs, lhs)) {
				out[r.Var] = true
				for _, u := range program.Vars(rhs) {
					if u != r.Var {
						readsOthers[r.Var] = append(readsOthers[r.Var], u)
					}
				}
			} else {
				bad[r.Var] = true
			}
		}
	}
	for v := range bad {
		delete(out, v)
	}
	return out, readsOthers
}

// newRun forgets the previous visits: increments are within one run.
func (a *accumulators) newRun() {
	if a == nil {
		return
	}
	for _, ac := range a.cuts {
		if ac != nil {
			ac.hasPrev, ac.runPts = false, 0
		}
	}
}

// observe records the visit of cut c in state st.
func (a *accumulators) observe(c int, st *interp.State) {
	if a == nil {
		return
	}
	ac := a.cuts[c]
	if ac == nil || ac.runPts >= maxTracked {
		return
	}
	ac.runPts++
	pt := make([]int64, 0, len(ac.accs)+len(ac.ctrs))
	for _, x := range append(append([]program.Expr(nil), ac.accs...), ac.ctrX...) {
		if a.runExpr != nil {
			x = a.runExpr(x)
		}
		v, err := st.Eval(x)
		if err != nil {
			ac.hasPrev = false
			return
		}
		pt = append(pt, int64(v.Bits))
	}
	na := len(ac.accs)
	if ac.hasPrev {
		for j := range ac.ctrs {
			di := pt[na+j] - ac.prev[na+j]
			if di != 1 && di != -1 {
				continue
			}
			// The first step sets what the loop starts with (an
			// accumulator set when i == 0): no increment.
			if e := ac.entry[j]; e != nil && ac.prev[na+j] == e.SignedValue() {
				continue
			}
			for i := 0; i < na; i++ {
				d := (pt[i] - ac.prev[i]) * di
				st := &ac.slopes[i][j]
				if st.n == 0 || d < st.lo {
					st.lo = d
				}
				if st.n == 0 || d > st.hi {
					st.hi = d
				}
				st.n++
			}
		}
	}
	ac.prev, ac.hasPrev = pt, true
	ac.pts = append(ac.pts, pt)
}

// candidates returns the bounds of the terms acc - c·ctr at cut c. A
// slope that varies and comes from values read (s = s + v) may have
// steeper steps than the runs saw; as interval bounds widen to the
// program's constants, each side of such a slope is also tried with the
// first wideSlopes of thresholds (slopeThresholds, sorted) beyond it:
// s - 255·i <= 0 when v is an unsigned char or an assumption bounds it
// by 255, whatever the runs drew.
func (a *accumulators) candidates(c int, thresholds []int64) []program.Expr {
	if a == nil || a.cuts[c] == nil {
		return nil
	}
	ac := a.cuts[c]
	na := len(ac.accs)
	var out []program.Expr
	seen := map[string]bool{}
	emit := func(e program.Expr) {
		if text := program.ExprString(e); !seen[text] && len(out) < maxSlopeCands {
			seen[text] = true
			out = append(out, e)
		}
	}
	for i := 0; i < na; i++ {
		for j, ctr := range ac.ctrs {
			// Each pair of counters once.
			if ac.accVar[i] == ctr || slices.Index(ac.ctrs, ac.accVar[i]) > j {
				continue
			}
			st := ac.slopes[i][j]
			if st.n < 2 {
				continue
			}
			type side struct {
				coef  int64
				upper bool
				wide  bool // a threshold beyond the slope seen
			}
			var sides []side
			if st.lo >= -maxSlope && st.hi <= maxSlope {
				sides = []side{{st.hi, true, false}, {st.lo, false, false}, {st.hi, false, false}, {st.lo, true, false}}
			}
			if st.lo != st.hi && ac.wide[i] {
				// Beyond what the runs saw; from it when it was no
				// coefficient above (beyond maxSlope).
				tried := len(sides) > 0
				for _, t := range wideCoefs(thresholds, st.hi, true, tried) {
					sides = append(sides, side{t, true, true})
				}
				for _, t := range wideCoefs(thresholds, st.lo, false, tried) {
					sides = append(sides, side{t, false, true})
				}
			}
			for _, side := range sides {
				// The far side of a slope that varies is no bound.
				if st.lo != st.hi && side.coef >= st.lo && side.coef <= st.hi && (side.upper != (side.coef == st.hi)) {
					continue
				}
				term := slopeTerm(ac.accs[i], ac.ctrX[j], side.coef)
				all, inner := extent(ac.pts, i, na+j, side.coef, side.upper, ac.entry[j])
				op := program.Ge
				if side.upper {
					op = program.Le
				}
				bound := func(v int64) program.Expr {
					return &program.Binary{Op: op, X: term, Y: program.NewConst(int64T, uint64(v)), T: program.Bool}
				}
				if all.ok {
					emit(bound(all.v))
				}
				// A widened slope's bound beyond the entry says what the
				// runs' increments made it, not what the slope does.
				if inner.ok && (!all.ok || inner.v != all.v) && !side.wide {
					first := &program.Binary{Op: program.Eq, X: &program.VarRef{Var: ctr}, Y: ac.entry[j], T: program.Bool}
					emit(&program.Binary{Op: program.LOr, X: first, Y: bound(inner.v), T: program.Bool})
				}
			}
		}
	}
	return out
}

// slopeThresholds are the coefficients a varying slope widens to: the
// program's constants and the extremes of its integer types of at most
// 16 bits (an increment read from an unsigned char is at most 255,
// whether or not the program names 255).
func slopeThresholds(p *program.Program, consts []int64) []int64 {
	set := map[int64]bool{}
	for _, c := range consts {
		set[c] = true
	}
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		if t := v.Type; t.Kind == program.KindInt && t.Width <= 16 {
			lo, hi := extremes(t)
			set[program.SignExtend(lo, t)] = true
			set[int64(hi)] = true
		}
	}
	out := make([]int64, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	slices.Sort(out)
	return out
}

// addsValues says whether an accumulator's updates read a variable that
// is no counter of the loop (an input v in s = s + v, an array in
// s = s + a[i]): the increments are values from elsewhere, whose
// steepest the runs may not have drawn. Increments read from counters
// (sum += i) grow with the loop, and no constant bounds their slope.
func addsValues(reads []*program.Var, ctr map[*program.Var]int) bool {
	return slices.ContainsFunc(reads, func(u *program.Var) bool { return ctr[u] == 0 })
}

// wideCoefs are the first wideSlopes thresholds (sorted ascending)
// beyond slope x (above it when up, below it otherwise; x itself too
// unless strict), within maxWideSlope in magnitude.
func wideCoefs(thresholds []int64, x int64, up, strict bool) []int64 {
	var out []int64
	if !strict {
		if up {
			x--
		} else {
			x++
		}
	}
	if up {
		for _, t := range thresholds {
			if t > x && t <= maxWideSlope && len(out) < wideSlopes {
				out = append(out, t)
			}
		}
		return out
	}
	for k := len(thresholds) - 1; k >= 0; k-- {
		if t := thresholds[k]; t < x && t >= -maxWideSlope && len(out) < wideSlopes {
			out = append(out, t)
		}
	}
	return out
}

// slopeTerm is acc - coef·ctr in long long.
func slopeTerm(acc, ctr program.Expr, coef int64) program.Expr {
	switch {
	case coef == 0:
		return acc
	case coef == 1:
		return &program.Binary{Op: program.Sub, X: acc, Y: ctr, T: int64T}
	case coef == -1:
		return &program.Binary{Op: program.Add, X: acc, Y: ctr, T: int64T}
	case coef > 0:
		return &program.Binary{Op: program.Sub, X: acc, Y: &program.Binary{Op: program.Mul, X: program.NewConst(int64T, uint64(coef)), Y: ctr, T: int64T}, T: int64T}
	default:
		return &program.Binary{Op: program.Add, X: acc, Y: &program.Binary{Op: program.Mul, X: program.NewConst(int64T, uint64(-coef)), Y: ctr, T: int64T}, T: int64T}
	}
}

type extremum struct {
	v  int64
	ok bool
}

// extent returns the greatest (upper) or least value of acc - coef·ctr
// over pts, and the same over the points where the counter is not at
// its entry value (when it has one).
func extent(pts [][]int64, acc, ctr int, coef int64, upper bool, entry *program.Const) (all, inner extremum) {
	var e int64
	if entry != nil {
		e = entry.SignedValue()
	}
	better := func(x extremum, v int64) extremum {
		if !x.ok || (upper && v > x.v) || (!upper && v < x.v) {
			return extremum{v, true}
		}
		return x
	}
	for _, p := range pts {
		v := p[acc] - coef*p[ctr]
		all = better(all, v)
		if entry != nil && p[ctr] != e {
			inner = better(inner, v)
		}
	}
	return all, inner
}
