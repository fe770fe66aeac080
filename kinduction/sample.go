package kinduction

import (
	"context"
	"math"
	"math/bits"
	"math/rand/v2"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// A sample is the values of some integer variables in a reachable state.
type sample map[*program.Var]uint64

// concreteSamples runs p in the interpreter on small random inputs (and
// the program's constants) and returns, per cut point, the values of
// want[c] each time a run reaches cut point c, at most perCut of them.
// The states are reachable, so they can only make a candidate invariant
// weaker, never wrong; they save the SAT calls that would find them one by
// one. Sampling stops when ctx ends, with the samples so far.
func concreteSamples(ctx context.Context, sys *System, want [][]*program.Var, consts []int64, runs, maxSteps, perCut int) [][]sample {
	out := make([][]sample, len(sys.Cuts))
	wanted := map[*program.Var]bool{}
	for _, vs := range want {
		for _, v := range vs {
			wanted[v] = true
		}
	}
	if len(wanted) == 0 {
		return out
	}
	assumed := program.AssumedRanges(sys.P)
	for run := 0; run < runs && ctx.Err() == nil; run++ {
		in := withinAssumed(sampleInputs(run, consts), assumed, run)
		vals := map[*program.Var]uint64{}
		// Per run and cut point: the first visits, and the last ones in a
		// ring, so that the samples show where loops start and end.
		quota := max(1, perCut/runs)
		first := make([]int, len(sys.Cuts))
		last := make([][]sample, len(sys.Cuts))
		// The samples are read off the steps in order as the run makes
		// them (no trace of the whole run is kept): no jumps.
		onStep := func(st *interp.Step) {
			if v := st.Var; v != nil && wanted[v] {
				if st.Type != nil && program.Identical(st.Type, v.Type) {
					vals[v] = st.Value.Bits & v.Type.Mask()
				} else {
					delete(vals, v)
				}
			}
			c := sys.CutIndex(st.Edge.To)
			if c <= 0 {
				return
			}
			s := sample{}
			for _, v := range want[c] {
				if x, ok := vals[v]; ok {
					s[v] = x
				}
			}
			if first[c] < quota/2+1 {
				first[c]++
				out[c] = append(out[c], s)
				return
			}
			if len(last[c]) >= quota/2 {
				last[c] = last[c][1:]
			}
			last[c] = append(last[c], s)
		}
		// An internal error of the interpreter keeps the steps before it.
		interp.Run(sys.P, in, interp.Options{MaxSteps: maxSteps, Stop: ctx.Done(), NoAccelerate: true, OnStep: onStep})
		for c := range last {
			out[c] = append(out[c], last[c]...)
		}
	}
	return out
}

// sampleInputs returns the inputs of sample run number run: small
// numbers mostly, the program's constants often, any value sometimes.
func sampleInputs(run int, consts []int64) interp.Inputs {
	rng := rand.New(rand.NewPCG(uint64(run), 0x6b696e64))
	fallback := interp.NewRandomInputs(int64(run))
	return interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
		if t.Kind != program.KindInt {
			return fallback.Havoc(e, t)
		}
		var x int64
		switch r := rng.IntN(10); {
		case r < 6:
			x = int64(rng.IntN(40)) - 4
			if !t.Signed && x < 0 {
				x = -x
			}
		case r < 9 && len(consts) > 0:
			x = consts[rng.IntN(len(consts))]
		default:
			x = int64(rng.Uint64())
		}
		return interp.IntValue(t, uint64(x)), nil
	})
}

// sampleStep bounds how far inside an assumed interval withinAssumed
// moves a value from the bound it crossed.
const sampleStep = 41

// withinAssumed returns the inputs of in, except that a value of a havoc
// that the assumptions right after it bound (program.AssumedRanges:
// a[i] = nondet(); assume(0 <= a[i] && a[i] <= 10)) and that falls
// outside their interval is drawn inside it instead: the bound it
// crossed, moved inward by less than sampleStep, from a generator seeded
// by run (the small values the sample runs draw, where the interval
// allows them). Without it a
// loop that reads 10^5 such values blocks in its first iterations in
// every run, and no state of the loops after it is sampled. The runs
// are executions of the program all the same (any value is an input);
// they only reach further.
func withinAssumed(in interp.Inputs, assumed map[*program.Edge]program.AssumedRange, run int) interp.Inputs {
	if len(assumed) == 0 {
		return in
	}
	rng := rand.New(rand.NewPCG(uint64(run), 0x617373756d6564))
	return interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
		v, err := in.Havoc(e, t)
		r, ok := assumed[e]
		if err != nil || !ok || t.Kind != program.KindInt {
			return v, err
		}
		x := int64(v.Bits & t.Mask()) // t has at most 63 bits
		if t.Signed {
			x = program.SignExtend(v.Bits, t)
		}
		if x >= r.Lo && x <= r.Hi {
			return v, nil
		}
		// The nearest bound, moved inward by a small random step: a
		// value far inside a wide interval (a length in [1, 2^29))
		// makes a run that never gets past its loop.
		step := int64(sampleStep)
		if span := uint64(r.Hi) - uint64(r.Lo); span < sampleStep {
			step = int64(span) + 1
		}
		if x < r.Lo {
			x = r.Lo + rng.Int64N(step)
		} else {
			x = r.Hi - rng.Int64N(step)
		}
		return interp.IntValue(t, uint64(x)), nil
	})
}

// wideInputs returns the inputs of a run that draws integers of up to
// 16 bits (signed or not as their type), few of them equal.
func wideInputs(run int) interp.Inputs {
	rng := rand.New(rand.NewPCG(uint64(run), 0x77696465))
	fallback := interp.NewRandomInputs(int64(run))
	return interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
		if t.Kind != program.KindInt || t.Width < 16 {
			return fallback.Havoc(e, t)
		}
		x := int64(rng.IntN(1 << 16))
		if t.Signed {
			x -= 1 << 15
		}
		return interp.IntValue(t, uint64(x)), nil
	})
}

// siteInputs returns the inputs of site-profile run number n: the
// first two give every input the same value (0, then all bits set: -1,
// or a mask's largest value through x & m), the others give each input
// site (the havoc's edge, by its position) one way of drawing of its
// own for the whole run: always 0, always -1, always 1, small numbers,
// or 16-bit ones. Runs that give every input alike make the arrays they
// fill alike, and relations that hold of similar data only (k < c[k]
// over cells filled from small random numbers; a bound like
// a[k] <= 16*k + 15 of a running sum from a small start, looked at
// where the other array's sums are as large) survive them: runs where
// one array is all zeros and another as large as its masks allow, or
// where every cell is equal, refute them.
func siteInputs(n int) interp.Inputs {
	rng := rand.New(rand.NewPCG(uint64(n), 0x73697465))
	fallback := interp.NewRandomInputs(int64(n))
	modes := map[program.Pos]int{}
	return interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
		if t.Kind != program.KindInt {
			return fallback.Havoc(e, t)
		}
		mode := n
		if n >= 2 {
			m, ok := modes[e.Pos]
			if !ok {
				m = rng.IntN(5)
				modes[e.Pos] = m
			}
			mode = m
		}
		var x int64
		switch mode {
		case 0:
			x = 0
		case 1:
			x = -1
		case 2:
			x = 1
		case 3:
			x = int64(rng.IntN(40))
		default:
			x = int64(rng.IntN(1 << 16))
			if t.Signed {
				x -= 1 << 15
			}
		}
		return interp.IntValue(t, uint64(x)), nil
	})
}

// hasReference reports whether q's body reads a cell at an index without k
// (a[k] <= a[p]).
func hasReference(q *Quantified) bool {
	found := false
	program.Walk(q.Body, func(y program.Expr) bool {
		if ix, ok := y.(*program.Index); ok && !program.Reads(ix.Index, q.K) {
			found = true
		}
		return !found
	})
	return found
}

// filterQuantified runs p concretely (the samples' inputs, until ctx
// ends: runs cut short filter with what they saw) and drops the
// quantified candidates of each cut point that a state reached there
// violates: such a candidate is no invariant. In a range of more than
// filterPositions cells only some are looked at (its ends and a spread
// in between), which may keep a false candidate, never drop a true one.
// A candidate whose range or body is undefined in a state (a read out of
// bounds) is dropped too: its instances cannot be proved.
//
// Candidates in strict (the relations between cells, generated by the thousand) must
// also have said something in some state (informative), except those
// in own, the program's own comparisons at a counter, a few per
// comparison, that the runs never showed over two cells (a loop whose
// inputs the program's assumptions mostly reject: runs end after an
// iteration or two; one shown and silent, a cell compared with itself,
// goes), and of those
// with one body, one whose range lay within another's in every state
// looked at goes (dropSubsumed). The others stay when nothing refutes
// them: a guard that random runs seldom make false (two arrays equal so
// far) would drop facts that proofs need.
//
// At a head no run reaches, the strict candidates with a reference cell
// go (they come by the thousand), except those in own: the program's own
// comparisons at a counter (a[where] <= a[k] from a check
// a[where] <= a[cnt]), a few per comparison, which a loop behind one over
// 10^6 cells needs as much as one behind 64.
//
// nonEmpty (when not nil) gets the candidates that held in a state
// whose range had cells: a state the program reaches satisfies every
// proved invariant, so their ranges are not empty under the invariant
// (dropVacuous need not ask SAT).
func filterQuantified(ctx context.Context, sys *System, cands [][]*Quantified, strict, own, nonEmpty map[*Quantified]bool, consts []int64, runs, maxSteps int) [][]*Quantified {
	return filterOn(ctx, sys.P, sys.CutIndex, cands, strict, own, nonEmpty, consts, runs, maxSteps)
}

// evidenceFirst orders the candidates of one head for the cut at
// maxQuantified: those whose range had cells in some state a run looked
// at (seen) first, each group in its own order. A candidate whose range
// was empty wherever the runs went was never tested by them (any body
// holds of no cells: a[k] == 0 for r <= k < p while r >= p), so it must
// not take the place of one the runs have tested; it is kept after them,
// where room is left.
func evidenceFirst(qs []*Quantified, seen map[*Quantified]bool) []*Quantified {
	out := make([]*Quantified, 0, len(qs))
	for _, q := range qs {
		if seen[q] {
			out = append(out, q)
		}
	}
	for _, q := range qs {
		if !seen[q] {
			out = append(out, q)
		}
	}
	return out
}

// filterOn is filterQuantified on the runs of p, whose location l is
// the cut point cutIndex(l) of the candidates (<= 0: none).
func filterOn(ctx context.Context, p *program.Program, cutIndex func(*program.Loc) int, cands [][]*Quantified, strict, own, nonEmpty map[*Quantified]bool, consts []int64, runs, maxSteps int) [][]*Quantified {
	alive := make([][]*Quantified, len(cands))
	total := 0
	for c := range cands {
		alive[c] = append([]*Quantified(nil), cands[c]...)
		total += len(cands[c])
	}
	if total == 0 {
		return alive
	}
	// The cells a candidate may speak of: those of every array its body
	// reads at an index over k.
	cellsOf := map[*Quantified]int64{}
	for _, qs := range cands {
		for _, q := range qs {
			n := int64(math.MaxInt64)
			program.Walk(q.Body, func(y program.Expr) bool {
				if ix, ok := y.(*program.Index); ok && program.Reads(ix.Index, q.K) {
					n = min(n, ix.X.Type().Len)
				}
				return true
			})
			cellsOf[q] = n
		}
	}
	visits := make([]int, len(cands))
	reached := make([]bool, len(cands))
	// The values of the range bounds in the state at hand: candidates
	// share them.
	bounds := map[program.Expr]boundValue{}
	// informative holds the candidates that said something in some
	// state (informative); the others say nothing where the runs went.
	informative := map[*Quantified]bool{}
	// shown holds those whose range had two cells or more in some
	// state where they held.
	shown := map[*Quantified]bool{}
	// The range of each candidate in each state it was looked at, for
	// the subsumption below ([0, 0) when empty).
	ranges := map[*Quantified][][2]int64{}
	observe := func(l *program.Loc, st *interp.State) {
		c := cutIndex(l)
		if c <= 0 || len(alive[c]) == 0 {
			return
		}
		visits[c]++
		reached[c] = true
		// The first 16 visits of a run, then about 16 per doubling
		// of the visits (every 16th up to 512, every 32nd up to 1024,
		// …): loops repeat, and a long run over a large array would
		// look for minutes, but the late states (an outer counter far
		// from its start) refute what the early ones cannot.
		if v := visits[c]; v > 16 && v%max(16, 1<<max(0, bits.Len(uint(v))-5)) != 0 {
			return
		}
		out := alive[c][:0]
		clear(bounds)
		for _, q := range alive[c] {
			holds, said, from, to := holdsConcretely(st, q, cellsOf[q], bounds)
			if holds {
				out = append(out, q)
				// A range of one cell says what a scalar atom
				// could: the candidate must speak of two cells at
				// once somewhere (a relation between cells
				// that holds of one pair only is seldom what a
				// loop keeps).
				if said && to-from >= 2 {
					informative[q] = true
				}
				if to-from >= 2 {
					shown[q] = true
				}
				if to <= from {
					from, to = 0, 0
				} else if nonEmpty != nil {
					nonEmpty[q] = true
				}
				ranges[q] = append(ranges[q], [2]int64{from, to})
			}
		}
		alive[c] = out
	}
	// A third more runs (when there are four or more) draw per input
	// site (siteInputs).
	all := runs + runs/3*boolInt(runs >= 4)
	assumed := program.AssumedRanges(p)
	for run := 0; run < all && ctx.Err() == nil; run++ {
		clear(visits)
		// Every other run draws from a wide range: the small numbers
		// of the scalar samples repeat in a large array, and a sorted
		// stretch of equal cells satisfies relations between cells it should refute.
		in := sampleInputs(run, consts)
		switch {
		case run >= runs:
			in = siteInputs(run - runs)
		case run%2 == 1:
			in = wideInputs(run)
		}
		in = withinAssumed(in, assumed, run)
		// Jumps over uniform iterations (a loop that fills or checks
		// 10^6 cells) leave states out, which only refutes less.
		interp.Run(p, in, interp.Options{MaxSteps: maxSteps, NoTrace: true, Observe: observe, AccelerateObserved: true, Stop: ctx.Done()})
	}
	// Runs cut short by ctx (the filter's time budget) filter with what
	// they saw.
	for c := range alive {
		if !reached[c] {
			// No run got here (a loop behind a long one): of the
			// strict candidates, only the cells compared with their
			// neighbours stay, no reference cells.
			out := alive[c][:0]
			for _, q := range alive[c] {
				if !strict[q] || !hasReference(q) || own[q] {
					out = append(out, q)
				}
			}
			alive[c] = out
			continue
		}
		var loose, tight []*Quantified
		for _, q := range alive[c] {
			switch {
			case !strict[q]:
				loose = append(loose, q)
			case informative[q] || (own[q] && !shown[q]):
				tight = append(tight, q)
			}
		}
		alive[c] = append(loose, dropSubsumed(tight, ranges)...)
	}
	return alive
}

// dropSubsumed drops each candidate whose body is another's (or the
// other's body behind a guard: c == 0 || body) and whose range lay
// within the other's in every state the runs looked at: the other says
// more where the runs went. Of two with the same ranges everywhere, the
// first stays.
func dropSubsumed(qs []*Quantified, ranges map[*Quantified][][2]int64) []*Quantified {
	body := func(q *Quantified) (string, string) {
		text := program.ExprString(q.Body)
		if b, ok := q.Body.(*program.Binary); ok && b.Op == program.LOr {
			return text, program.ExprString(b.Y)
		}
		return text, text
	}
	within := func(a, b [][2]int64) bool {
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if a[i][1] > a[i][0] && (a[i][0] < b[i][0] || a[i][1] > b[i][1]) {
				return false
			}
		}
		return true
	}
	var out []*Quantified
	for i, q := range qs {
		full, plain := body(q)
		dominated := false
		for j, o := range qs {
			if i == j || q.K != o.K {
				continue
			}
			oFull, _ := body(o)
			if oFull != full && oFull != plain {
				continue
			}
			if !within(ranges[q], ranges[o]) {
				continue
			}
			// Equal in every state, same body: the first stays.
			if oFull == full && within(ranges[o], ranges[q]) && j > i {
				continue
			}
			dominated = true
			break
		}
		if !dominated {
			out = append(out, q)
		}
	}
	return out
}

// filterPositions bounds the cells of a range that filterQuantified
// looks at.
const filterPositions = 48

// holdsConcretely reports whether q holds in st at the cells of its
// range that filterQuantified looks at (false also when its range or
// body is undefined there, or its range not within the n cells of its
// arrays), whether it said anything there (informative), and its range
// [from, to) there.
func holdsConcretely(st *interp.State, q *Quantified, n int64, bounds map[program.Expr]boundValue) (holds, said bool, from, to int64) {
	eval := func(x program.Expr) boundValue {
		if b, ok := bounds[x]; ok {
			return b
		}
		v, err := st.Eval(x)
		b := boundValue{v.Bits, err == nil}
		bounds[x] = b
		return b
	}
	lo, hi := eval(q.Lo), eval(q.Hi)
	if !lo.ok || !hi.ok {
		return false, false, 0, 0
	}
	// A guard over no cell (c == 0 || …) that holds makes q hold, and
	// say nothing, at every cell.
	if g, ok := q.Body.(*program.Binary); ok && g.Op == program.LOr && !program.Reads(g.X, q.K) {
		if v := eval(g.X); v.ok && v.bits&1 == 1 {
			return true, false, 0, 0
		}
	}
	t := q.K.Type
	from, to = int64(extend64(lo.bits&t.Mask(), t)), int64(extend64(hi.bits&t.Mask(), t))
	if q.LoOp == program.Lt {
		from++
	}
	if q.HiOp == program.Le {
		to++
	}
	if to <= from {
		return true, false, from, to
	}
	if from < 0 || to > n {
		return false, false, 0, 0
	}
	check := func(k uint64) bool {
		if err := st.Set(q.K, interp.IntValue(t, k)); err != nil {
			return false
		}
		v, err := st.Eval(q.Body)
		if err != nil || v.Bits&1 == 0 {
			return false
		}
		if !said {
			said = informative(st, q.Body)
		}
		return true
	}
	n = to - from
	if n <= filterPositions {
		for k := from; k != to; k++ {
			if !check(uint64(k)) {
				return false, false, 0, 0
			}
		}
		return true, said, from, to
	}
	for i := int64(0); i < filterPositions; i++ {
		var k int64
		switch {
		case i < filterPositions/3:
			k = from + i
		case i < 2*filterPositions/3:
			k = to - 1 - (i - filterPositions/3)
		default:
			k = from + n*(i-2*filterPositions/3)/(filterPositions/3)
		}
		if !check(uint64(k)) {
			return false, false, 0, 0
		}
	}
	return true, said, from, to
}

// A boundValue is the value of an expression in a state, ok when defined.
type boundValue struct {
	bits uint64
	ok   bool
}

// informative reports whether body, true in st, says something there: a
// guard (c == 0 || body) is false, and a comparison of two cells of an
// array is not one of a cell with itself.
func informative(st *interp.State, body program.Expr) bool {
	if b, ok := body.(*program.Binary); ok && b.Op == program.LOr {
		g, err := st.Eval(b.X)
		if err != nil || g.Bits&1 == 1 {
			return false
		}
		body = b.Y
	}
	b, ok := body.(*program.Binary)
	if !ok {
		return true
	}
	x, xok := stripCasts(b.X).(*program.Index)
	y, yok := stripCasts(b.Y).(*program.Index)
	if !xok || !yok || program.ExprString(x.X) != program.ExprString(y.X) {
		return true
	}
	i, err1 := st.Eval(x.Index)
	j, err2 := st.Eval(y.Index)
	return err1 != nil || err2 != nil || i.Bits != j.Bits
}

// complete reports whether s has a value for every variable of vs.
func (s sample) complete(vs []*program.Var) bool {
	for _, v := range vs {
		if _, ok := s[v]; !ok {
			return false
		}
	}
	return true
}

// into sets s's values in st and returns it. Variables s has no value
// for keep what st held; eval never reads them.
func (s sample) into(st *interp.State) *interp.State {
	for v, x := range s {
		st.Set(v, interp.IntValue(v.Type, x))
	}
	return st
}

// sampleRuns is the number of concrete runs for p: 24, fewer when its
// variables have many scalar cells (every run allocates, fills and
// copies them all: 10^6 of them cost a quarter of a second a run), at least 1.
func sampleRuns(p *program.Program) int {
	var n int64
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		n += interp.HeldCells(v.Type)
	}
	const budget = 1 << 17
	if n <= budget {
		return 24
	}
	return int(max(1, 24*budget/n))
}

// eval evaluates an integer or Bool expression in st, a sample's state;
// ok is false when the expression reads a variable the sample has no
// value for, or is undefined.
func (s sample) eval(st *interp.State, x program.Expr) (uint64, bool) {
	for _, v := range program.Vars(x) {
		if _, ok := s[v]; !ok {
			return 0, false
		}
	}
	val, err := st.Eval(x)
	if err != nil {
		return 0, false
	}
	return val.Bits, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
