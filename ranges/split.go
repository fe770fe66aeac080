package ranges

import (
	"context"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// floatDischargeable are the kinds of checks the float stage of
// Discharge may prove: those of the integer stage, and the properties a
// float program states about its values (assertions, error calls) and
// the float checks (an infinity or a NaN produced).
var floatDischargeable = map[program.CheckKind]bool{
	program.CheckAssertion:     true,
	program.CheckReachError:    true,
	program.CheckFloatOverflow: true,
	program.CheckNaN:           true,
}

// The float stage's bounds, in work (env entries computed) over all its
// analyses, in pieces of a split range, and in rounds before a loop head's
// ranges are widened (a loop of up to this many iterations over a counter
// is followed exactly, so that the float values it accumulates keep
// bounds without a relation to the counter).
const (
	floatMaxWork    = 10_000_000
	splitMaxWork    = 8_000_000
	floatMaxPieces  = 4096
	floatWidenAfter = 16
)

// openCheck is a check edge the float stage tries to prove.
type openCheck struct {
	at   *program.Loc
	edge *program.Edge
}

// dischargeFloats is Discharge's float stage: the analysis with float
// variables tracked, on the program with its innermost loops unrolled
// (unroll.go; the program as it is when that is too large), then, for the
// checks it leaves open, the same analysis on pieces of the range of one
// float input (splitRanges). It makes the checks it proves the constant
// true and returns them with the number of candidates.
func dischargeFloats(ctx context.Context, p *program.Program) (discharged []*program.CheckInfo, candidates int) {
	hasFloat := false
	for _, vs := range [][]*program.Var{p.Globals, p.Locals} {
		for _, v := range vs {
			if v.Object == 0 && v.Type.IsFloat() {
				hasFloat = true
			}
		}
	}
	if !hasFloat || len(openChecks(p)) == 0 {
		return nil, 0
	}
	var proved map[*program.CheckInfo]bool
	if q := unrollLoops(p); q != nil {
		proved = proveFloats(ctx, q)
	}
	if proved == nil {
		proved = proveFloats(ctx, p)
	}
	for _, c := range openChecks(p) {
		ci := c.edge.Stmt.(*program.Check).Check
		if floatDischargeable[ci.Kind] {
			candidates++ // the others counted in the integer stage
		}
		if proved[ci] {
			c.edge.Stmt = &program.Check{Cond: program.True, Check: ci}
			discharged = append(discharged, ci)
		}
	}
	return discharged, candidates
}

// openChecks are p's checks of the kinds the float stage may prove that
// are not proved yet.
func openChecks(p *program.Program) []openCheck {
	var open []openCheck
	for _, l := range p.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || c.Check == nil || !(dischargeable[c.Check.Kind] || floatDischargeable[c.Check.Kind]) {
				continue
			}
			if k, isConst := c.Cond.(*program.Const); isConst && !k.IsZero() {
				continue // proved already
			}
			open = append(open, openCheck{l, e})
		}
	}
	return open
}

// proveFloats returns the checks of p that hold at every edge that has
// them; nil when p is too large for the analysis.
func proveFloats(ctx context.Context, p *program.Program) map[*program.CheckInfo]bool {
	open := openChecks(p)
	budget := int64(floatMaxWork)
	opts := options{floats: true, widenAfter: floatWidenAfter, thresholds: floatThresholds(p)}
	run := func(o options) (*Result, error) {
		o.maxWork = budget
		r, err := analyze(ctx, p, o)
		if r != nil {
			budget -= r.a.work
		} else {
			budget = 0
		}
		return r, err
	}
	r0, err := run(opts)
	if err != nil {
		return nil
	}
	proved := make([]bool, len(open))
	for i, c := range open {
		proved[i] = provedIn(r0, c)
	}
	if !allTrue(proved) {
		budget = splitMaxWork
		splitRanges(r0, open, proved, opts, run)
	}
	out := map[*program.CheckInfo]bool{}
	for i, c := range open {
		ci := c.edge.Stmt.(*program.Check).Check
		if _, seen := out[ci]; !seen {
			out[ci] = true
		}
		out[ci] = out[ci] && proved[i]
	}
	return out
}

// provedIn reports whether c holds in r: its location is unreachable or
// its condition true for every value in the ranges there.
func provedIn(r *Result, c openCheck) bool {
	iv, reached := r.Eval(c.at, c.edge.Stmt.(*program.Check).Cond)
	canFalse, _ := iv.truth()
	return !reached || !canFalse
}

// verdictIn is provedIn, and whether c fails in every state r brings to it.
// A check that is false wherever it is (an error call) fails in every
// state when the branch before it sends every state there (its guard
// cannot be false).
func verdictIn(r *Result, c openCheck) (proved, refuted bool) {
	cond := c.edge.Stmt.(*program.Check).Cond
	iv, reached := r.Eval(c.at, cond)
	canFalse, canTrue := iv.truth()
	if !reached || !canFalse {
		return true, false
	}
	if k, isConst := cond.(*program.Const); !isConst || !k.IsZero() {
		return false, !canTrue
	}
	if len(c.at.In) != 1 {
		return false, false
	}
	in := c.at.In[0]
	branch := in.From
	if as, ok := in.Stmt.(*program.Assume); ok {
		// From the guard, not from the branch's other edges: the cone of
		// influence removes those when no check follows them.
		r.a.setNoWrap(branch)
		defer r.a.setNoWrap(nil)
		return false, r.a.refine(r.in[branch.ID], as.Cond, false) == nil
	}
	for _, e := range branch.Out {
		if e.To != c.at && r.a.transfer(e, r.in[branch.ID]) != nil {
			return false, false
		}
	}
	return false, true
}

func allTrue(xs []bool) bool {
	for _, x := range xs {
		if !x {
			return false
		}
	}
	return true
}

// splitRanges proves more of the open checks by case split: plain
// intervals lose the relations between the values computed from one input
// (x - x*x*x/6 on x in [-1, 1] is bounded by 1.17, not 0.84), and they
// lose less the narrower the input's range. It picks a float variable
// whose range becomes bounded at a location that no execution reaches
// twice (where an assumption bounds an input), splits that range into
// pieces that cover it, and analyses the program once per piece with the
// variable restricted to it there; every execution is in one piece, so a
// check proved in every piece holds. Pieces where some check is still
// open are halved, breadth first, until the checks hold, a piece is one
// value, or the bounds on pieces and work are reached.
func splitRanges(r0 *Result, open []openCheck, proved []bool, opts options, run func(options) (*Result, error)) {
	var targets []*program.Loc
	for i, c := range open {
		if !proved[i] {
			targets = append(targets, c.at)
		}
	}
	at, slot, ok := splitPoint(r0, targets)
	if !ok {
		return
	}
	type piece struct {
		r    Interval
		need []int // the checks to prove in it
	}
	var need []int
	for i := range open {
		if !proved[i] {
			need = append(need, i)
		}
	}
	failed := map[int]bool{}
	queue := []piece{{r0.in[at.ID][slot], need}}
	for n := 0; len(queue) > 0; n++ {
		pc := queue[0]
		queue = queue[1:]
		if n >= floatMaxPieces {
			for _, i := range pc.need {
				failed[i] = true
			}
			continue
		}
		var still []int
		for _, i := range pc.need {
			if !failed[i] {
				still = append(still, i)
			}
		}
		if len(still) == 0 {
			continue
		}
		o := opts
		o.restrict = &restriction{at: at, slot: slot, piece: pc.r}
		r, err := run(o)
		if err != nil {
			for _, i := range still {
				failed[i] = true
			}
			continue
		}
		var left []int
		for _, i := range still {
			switch proved, refuted := verdictIn(r, open[i]); {
			case refuted:
				// Every state the piece brings to the check violates it:
				// a real one is a counterexample, and finer pieces only
				// prove that none reaches it, seldom; leave it to the
				// engines.
				failed[i] = true
			case !proved:
				left = append(left, i)
			}
		}
		if len(left) == 0 {
			continue
		}
		lo, hi, ok := halves(pc.r)
		if pc.r.F == nil {
			lo, hi, ok = intHalves(pc.r)
		}
		if !ok {
			for _, i := range left {
				failed[i] = true
			}
			continue
		}
		queue = append(queue, piece{lo, left}, piece{hi, left})
	}
	for _, i := range need {
		if !failed[i] {
			proved[i] = true
		}
	}
}

// splitPoint finds where to split: the first location (in program order)
// from which no cycle that the analysis reaches, but one of the targets
// (the open checks), is reachable, where a tracked variable has a finite
// range of more than one value while it had a wider one on every edge
// into it, each an assumption (one bounded it there: an input's range). Float variables come first;
// then integers (a loop count n in [0, 100] that the float values depend
// on).
func splitPoint(r *Result, targets []*program.Loc) (at *program.Loc, slot int, ok bool) {
	a := r.a
	reached := func(l *program.Loc) bool { return r.in[l.ID] != nil }
	for _, floats := range []bool{true, false} {
		for _, l := range a.p.Locs {
			en := r.in[l.ID]
			if en == nil {
				continue
			}
			for i, t := range a.slots {
				if t.IsFloat() != floats || !splittable(en[i]) {
					continue
				}
				bounded := len(l.In) > 0
				for _, e := range l.In {
					if _, isAssume := e.Stmt.(*program.Assume); !isAssume {
						bounded = false
					}
					if pre := r.in[e.From.ID]; pre != nil && leq(pre[i], en[i]) {
						bounded = false // not narrowed here
					}
				}
				if bounded && acyclicFrom(l, reached) && reachesAny(l, targets) {
					return l, i, true
				}
			}
		}
	}
	return nil, 0, false
}

// splittable reports whether iv is a finite range of more than one value.
func splittable(iv Interval) bool {
	if iv.F != nil {
		return iv.F.finite() && !iv.F.single()
	}
	return iv.Known() && iv.Lo.Cmp(iv.Hi) < 0
}

// acyclicFrom reports whether no cycle through locations that reached
// holds is reachable from l (so l is on none): the splitting is for straight-line computations after the
// inputs, where intervals lose only by the dependency between values; a
// loop's widening loses more than a split wins back, at the price of
// analysing the loop once per piece.
func acyclicFrom(l *program.Loc, reached func(*program.Loc) bool) bool {
	const (
		unseen = iota
		active
		done
	)
	state := map[*program.Loc]int{}
	type frame struct {
		l    *program.Loc
		next int
	}
	stack := []frame{{l, 0}}
	state[l] = active
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next == len(top.l.Out) {
			state[top.l] = done
			stack = stack[:len(stack)-1]
			continue
		}
		to := top.l.Out[top.next].To
		top.next++
		if !reached(to) {
			continue
		}
		switch state[to] {
		case active:
			return false
		case unseen:
			state[to] = active
			stack = append(stack, frame{to, 0})
		}
	}
	return true
}

// reachesAny reports whether a path leads from l to one of targets
// through an assignment (a value computed from the state at l: splitting
// at the branch into an error location narrows nothing that matters).
func reachesAny(l *program.Loc, targets []*program.Loc) bool {
	want := map[*program.Loc]bool{}
	for _, t := range targets {
		want[t] = true
	}
	type state struct {
		l        *program.Loc
		assigned bool
	}
	seen := map[state]bool{{l, false}: true}
	stack := []state{{l, false}}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if want[x.l] && x.assigned {
			return true
		}
		for _, e := range x.l.Out {
			_, isAssign := e.Stmt.(*program.Assign)
			next := state{e.To, x.assigned || isAssign}
			if !seen[next] {
				seen[next] = true
				stack = append(stack, next)
			}
		}
	}
	return false
}

// halves splits a finite range of more than one number into two that
// cover it, at its midpoint; a NaN goes with the lower half.
func halves(iv Interval) (lo, hi Interval, ok bool) {
	r := iv.F
	if r == nil || !r.finite() || eqF(r.Format, r.Lo, r.Hi) {
		return Interval{}, Interval{}, false
	}
	f := r.Format
	half := func(x softfloat.Bits) softfloat.Bits { return softfloat.ScaleB(f, softfloat.NearestEven, x, -1) }
	mid := softfloat.Add(f, softfloat.NearestEven, half(r.Lo), half(r.Hi))
	if lessF(f, mid, r.Lo) {
		mid = r.Lo
	}
	if !lessF(f, mid, r.Hi) {
		mid = nextDown(f, r.Hi)
	}
	return Interval{F: &FloatRange{Format: f, Num: true, Lo: r.Lo, Hi: mid, NaN: r.NaN}},
		Interval{F: &FloatRange{Format: f, Num: true, Lo: nextUp(f, mid), Hi: r.Hi}}, true
}

// intHalves splits an integer interval of more than one value in two.
func intHalves(iv Interval) (lo, hi Interval, ok bool) {
	if !iv.Known() || iv.Lo.Cmp(iv.Hi) >= 0 {
		return Interval{}, Interval{}, false
	}
	mid := new(big.Int).Add(iv.Lo, iv.Hi)
	mid.Rsh(mid, 1) // floor
	return Interval{Lo: iv.Lo, Hi: mid}, Interval{Lo: add1(mid), Hi: iv.Hi}, true
}
