package concolic

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/internal/threadcpu"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A Judgement is the caller's view of a run that violated a check.
type Judgement int

const (
	// Reject: the run shows nothing (undefined behaviour on the way, a
	// value invented for a function without body, an access the model
	// does not follow); its path stays unexplored for the proof.
	Reject Judgement = iota
	// Counterexample: the run is the answer.
	Counterexample
	// Limit: the run meets a limit of the model (the depth recursion is
	// inlined to): returned only when no counterexample turns up within
	// Options.HoldRuns more runs.
	Limit
	// Harmless: the violated check is one after which no check of the
	// property follows; the path is explored.
	Harmless
)

// Options control an exploration.
type Options struct {
	// Judge says what a violating run is; nil: every violation is a
	// counterexample.
	Judge func(*interp.Result) Judgement
	// MaxSteps bounds each run (0: DefaultMaxSteps); MaxEncoded bounds the
	// edges of a trace encoded (0: DefaultMaxEncoded): branches after it
	// are not flipped.
	MaxSteps   int
	MaxEncoded int
	// QueryWork is the SAT work of one query, in propagations (0:
	// DefaultQueryWork).
	QueryWork int64
	// MaxRuns, when above 0, ends the exploration after that many runs;
	// Work, when above 0, once its queries have made that many
	// propagations in all (bounds in work, the same on every machine).
	MaxRuns int
	Work    int64
	// HoldRuns is how many more runs a Limit run is held for (0:
	// DefaultHoldRuns).
	HoldRuns int
	// Share, between 0 and 1, is the part of one core the exploration
	// takes after Burst (it sleeps between runs while the processor time
	// they took, package threadcpu, is above it); FullSpeed, when true,
	// lifts it.
	Share     float64
	Burst     time.Duration
	FullSpeed func() bool
	// Seeds, when not nil, are where the exploration starts instead of
	// the program's entry: the Outcome.Seeds of a complete exploration
	// (LimitsOnly) of the same program lowered with a smaller model
	// (recursion inlined less deep), whose paths within that model were
	// all explored. Each seed runs again and only its branches after the
	// old limit are flipped; one whose path up to there differs from
	// the old one leaves the exploration incomplete.
	Seeds []Seed
}

// A Seed is a run that met a limit of the model at trace position Bound
// (the violated limit check), with a fingerprint of its path before it.
type Seed struct {
	Run   *interp.Result // without its trace
	Bound int
	Print uint64
}

// fingerprint hashes the positions and kinds of statements of a path,
// which a lowering with another model keeps where it changes nothing.
func fingerprint(trace []*program.Edge) uint64 {
	h := fnv.New64a()
	var buf [8]byte
	for _, e := range trace {
		h.Write([]byte(e.Pos.File))
		binary.LittleEndian.PutUint32(buf[:4], uint32(e.Pos.Line))
		binary.LittleEndian.PutUint32(buf[4:], uint32(e.Pos.Column))
		h.Write(buf[:])
		h.Write([]byte(fmt.Sprintf("%T", e.Stmt)))
	}
	return h.Sum64()
}

// Defaults of Options.
const (
	DefaultMaxSteps   = 200_000
	DefaultMaxEncoded = 200_000
	DefaultQueryWork  = 5_000_000
	DefaultHoldRuns   = 2_000
	// MaxAlsoLimit bounds Outcome.AlsoLimit.
	MaxAlsoLimit = 4096
)

// An Outcome is what an exploration found.
type Outcome struct {
	// Run is the violating run the judge took (a Counterexample, or a
	// Limit held to the end), without its trace; nil for none.
	Run *interp.Result
	// Limit says that Run is a Limit run.
	Limit bool
	// AlsoLimit are the inputs of the other Limit runs met (at most
	// MaxAlsoLimit), in the order they were met.
	AlsoLimit [][]interp.Value
	// LimitsOnly, with Limit, says that the exploration was complete but
	// for the Limit runs: every path was executed or shown infeasible,
	// and every run that violated a check met a limit of the model (or
	// was Harmless). The program whose limits are assumptions (the paths
	// that meet one end there) is then proved, and the Limit runs
	// (Run, then AlsoLimit, when none was left out) are every path that
	// goes beyond a limit.
	LimitsOnly bool
	// Seeds, with LimitsOnly, are the Limit runs as seeds of an
	// exploration of the program with a larger model (Options.Seeds);
	// nil when some were left out of AlsoLimit.
	Seeds []Seed
	// Proved says that every path was explored and none violates a
	// check (see the package documentation).
	Proved bool
	// Incomplete, when not Proved, says why the exploration cannot be a
	// proof (the first reason met).
	Incomplete string
	Runs       int   // runs executed
	Queries    int   // SAT queries made
	Feasible   int   // of which satisfiable
	Undecided  int   // of which undecided within QueryWork
	Diverged   int   // runs that did not follow the path asked for
	Steps      int64 // edges executed
	Encoded    int64 // edges encoded
	Busy       time.Duration
}

// A pending run.
type pending struct {
	inputs []interp.Value
	bound  int // flip branches at trace positions >= bound
	// want is the path the run must follow: parent[:at] then edge.
	parent []*program.Edge
	at     int
	edge   *program.Edge
	// revisit, when not nil, makes the run one already explored: the
	// same inputs, the same path (parent, checked); only these queries
	// of it are asked.
	revisit []query
	cost    int // in memory (push)
	// seeded: a seed (Options.Seeds), whose path before bound has the
	// fingerprint print.
	seeded bool
	print  uint64
}

// A query asks for a run that follows a trace to position at and then
// takes edge alt (or, when alt is the trace's own edge there, a Check,
// fails it).
type query struct {
	at  int
	alt *program.Edge
}

// Explore explores p's paths until it finds a counterexample, proves
// every check, runs out of pending runs or MaxRuns, or ctx ends. The
// error is for internal errors of the interpreter only.
func Explore(ctx context.Context, p *program.Program, opts Options) (*Outcome, error) {
	x := &explorer{p: p, opts: opts, out: &Outcome{}, covered: map[*program.Edge]bool{}, start: time.Now()}
	if x.opts.MaxSteps <= 0 {
		x.opts.MaxSteps = DefaultMaxSteps
	}
	if x.opts.MaxEncoded <= 0 {
		x.opts.MaxEncoded = DefaultMaxEncoded
	}
	if x.opts.QueryWork <= 0 {
		x.opts.QueryWork = DefaultQueryWork
	}
	if x.opts.HoldRuns <= 0 {
		x.opts.HoldRuns = DefaultHoldRuns
	}
	if opts.Seeds != nil {
		for _, sd := range opts.Seeds {
			x.push(&x.fresh, &pending{inputs: sd.Run.Inputs, bound: sd.Bound, print: sd.Print, seeded: true})
		}
	} else {
		x.push(&x.fresh, &pending{})
	}
	whole := ctx
	if opts.Work > 0 {
		var cancel context.CancelFunc
		ctx, cancel = bitvec.WithWorkBudget(ctx, opts.Work)
		defer cancel()
	}
	err := x.loop(ctx)
	if whole.Err() == nil && ctx.Err() != nil {
		x.incomplete("the work budget of the exploration was spent")
	}
	out := x.out
	complete := err == nil && ctx.Err() == nil && out.Incomplete == "" && len(x.fresh)+len(x.rest)+len(x.bugs) == 0
	if out.Run == nil && x.held != nil {
		out.Run, out.Limit = x.held, true
		out.LimitsOnly = complete
		if complete && len(x.seeds) == 1+len(out.AlsoLimit) && len(out.AlsoLimit) < MaxAlsoLimit {
			out.Seeds = x.seeds
		}
		x.incomplete("a run meets a limit of the model")
	} else {
		out.AlsoLimit = nil
	}
	if complete && out.Run == nil {
		out.Proved = true
	}
	if out.Incomplete == "" && !out.Proved && out.Run == nil {
		out.Incomplete = "the exploration was stopped"
	}
	return out, err
}

type explorer struct {
	p    *program.Program
	opts Options
	out  *Outcome
	// fresh are pending runs towards edges no run had executed when they
	// were found (taken newest first); rest the others (oldest first).
	fresh, rest []*pending
	// bugs are pending runs asked to violate a check: taken first.
	bugs        []*pending
	covered     map[*program.Edge]bool
	held        *interp.Result
	seeds       []Seed // the Limit runs (Outcome.Seeds), while at most MaxAlsoLimit+1
	heldAt      int    // runs when held was found
	pendingCost int    // of the pending runs (push)
	start       time.Time
}

func (x *explorer) incomplete(format string, args ...any) {
	if x.out.Incomplete == "" {
		x.out.Incomplete = fmt.Sprintf(format, args...)
	}
}

// next pops the next pending run.
func (x *explorer) next() *pending {
	n := x.pop()
	if n != nil {
		x.pendingCost -= n.cost
	}
	return n
}

func (x *explorer) pop() *pending {
	if len(x.bugs) > 0 {
		n := x.bugs[len(x.bugs)-1]
		x.bugs = x.bugs[:len(x.bugs)-1]
		return n
	}
	for len(x.fresh) > 0 {
		n := x.fresh[len(x.fresh)-1]
		x.fresh = x.fresh[:len(x.fresh)-1]
		if !x.covered[n.edge] {
			return n
		}
		x.rest = append(x.rest, n) // covered since: its turn comes with the others (same cost)
	}
	if len(x.rest) > 0 {
		n := x.rest[0]
		x.rest[0] = nil
		x.rest = x.rest[1:]
		return n
	}
	return nil
}

// maxPendingCost bounds the memory of the pending runs: their input
// cells and the trace edges they keep, in all.
const maxPendingCost = 8_000_000

// push queues n, unless the pending runs hold too much memory already:
// then n is dropped and the exploration is no proof.
func (x *explorer) push(queue *[]*pending, n *pending) {
	n.cost = 1 + len(n.parent)/4
	for _, v := range n.inputs {
		n.cost += cells(v)
	}
	if x.pendingCost+n.cost > maxPendingCost {
		x.incomplete("too many pending runs")
		return
	}
	x.pendingCost += n.cost
	*queue = append(*queue, n)
}

// cells counts the scalar cells of an input (a sparse array as many).
func cells(v interp.Value) int {
	switch {
	case v.Sparse != nil:
		return 64
	case v.Elems != nil:
		n := 0
		for _, e := range v.Elems {
			n += cells(e)
		}
		return n
	case v.Union != nil:
		return 1 + len(v.Union.Bytes)/8
	}
	return 1
}

func (x *explorer) loop(ctx context.Context) error {
	for {
		if ctx.Err() != nil {
			return nil
		}
		if x.opts.MaxRuns > 0 && x.out.Runs >= x.opts.MaxRuns {
			x.incomplete("run limit reached")
			return nil
		}
		if x.held != nil && x.out.Runs-x.heldAt >= x.opts.HoldRuns {
			return nil
		}
		n := x.next()
		if n == nil {
			return nil
		}
		x.pause(ctx)
		ran := threadcpu.Start()
		done, err := x.step(ctx, n)
		x.out.Busy += ran()
		if err != nil || done {
			return err
		}
	}
}

// pause sleeps while the busy time is above the share.
func (x *explorer) pause(ctx context.Context) {
	if x.opts.Share <= 0 || x.opts.Share >= 1 {
		return
	}
	for {
		allowed := x.opts.Burst + time.Duration(float64(time.Since(x.start))*x.opts.Share)
		if x.out.Busy <= allowed || ctx.Err() != nil || x.opts.FullSpeed != nil && x.opts.FullSpeed() {
			return
		}
		t := time.NewTimer(50 * time.Millisecond)
		select {
		case <-ctx.Done():
		case <-t.C:
		}
		t.Stop()
	}
}

// inputsFor supplies a pending run's inputs, then zeros.
type inputsFor struct {
	vals []interp.Value
	next int
}

func (in *inputsFor) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	if in.next < len(in.vals) {
		v := in.vals[in.next]
		in.next++
		if shapeOK(v, t) {
			return v, nil
		}
		return interp.ZeroValue(t), nil
	}
	in.next++
	return interp.ZeroValue(t), nil
}

// shapeOK says whether v can stand for a value of t (an input of the
// parent's list may meet another Havoc in the child).
func shapeOK(v interp.Value, t *program.Type) bool {
	switch t.Kind {
	case program.KindStruct:
		if len(v.Elems) != len(t.Fields) {
			return false
		}
		for i, f := range t.Fields {
			if !shapeOK(v.Elems[i], f.Type) {
				return false
			}
		}
		return true
	case program.KindArray:
		return v.Sparse != nil || int64(len(v.Elems)) == t.Len && (t.Len == 0 || shapeOK(v.Elems[0], t.Elem))
	case program.KindUnion:
		return v.Union != nil && int64(len(v.Union.Bytes)) == t.Size
	}
	return v.Elems == nil && v.Union == nil && v.Sparse == nil
}

// step executes one pending run and queues its children; done says the
// exploration has its answer.
func (x *explorer) step(ctx context.Context, n *pending) (bool, error) {
	stop := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		select {
		case <-ctx.Done():
			close(stop)
		case <-finished:
		}
	}()
	run, err := interp.Run(x.p, &inputsFor{vals: n.inputs}, interp.Options{MaxSteps: x.opts.MaxSteps, NoAccelerate: true, Stop: stop})
	close(finished)
	if err != nil {
		return false, err
	}
	x.out.Runs++
	x.out.Steps += int64(run.Steps)
	trace := make([]*program.Edge, 0, len(run.Trace))
	for _, st := range run.Trace {
		trace = append(trace, st.Edge)
	}
	for _, ed := range trace {
		x.covered[ed] = true
	}
	if n.revisit != nil && !slices.Equal(trace, n.parent) {
		x.out.Diverged++
		x.incomplete("a run did not repeat itself")
		return false, nil
	}
	if n.seeded && (len(trace) < n.bound || fingerprint(trace[:n.bound]) != n.print) {
		x.out.Diverged++
		x.incomplete("a run of an earlier round did not follow its path there")
		return false, nil
	}
	if n.edge != nil && !follows(trace, n) {
		x.out.Diverged++
		x.incomplete("a run did not follow the path its query asked for")
	}
	switch run.Status {
	case interp.Finished, interp.Blocked:
	case interp.Violated:
		j := Counterexample
		if x.opts.Judge != nil {
			j = x.opts.Judge(run)
		}
		switch j {
		case Counterexample:
			run.Trace = nil
			x.out.Run = run
			return true, nil
		case Limit:
			// Not incomplete: a held run is the answer unless a
			// counterexample comes (Explore).
			run.Trace = nil
			if len(x.seeds) <= MaxAlsoLimit {
				x.seeds = append(x.seeds, Seed{Run: run, Bound: len(trace) - 1, Print: fingerprint(trace[:len(trace)-1])})
			}
			if x.held == nil {
				x.held, x.heldAt = run, x.out.Runs
			} else if len(x.out.AlsoLimit) < MaxAlsoLimit {
				x.out.AlsoLimit = append(x.out.AlsoLimit, run.Inputs)
			}
		case Reject:
			x.incomplete("a violation that is no counterexample (%s)", run.Check.ID)
		}
		// The violating edge is the last of the trace and ends the
		// path; the branches before it are flipped below.
	case interp.Stopped:
		return false, nil
	default:
		x.incomplete("a run ended with %s", run.Status)
	}
	return false, x.flip(ctx, n, run, trace)
}

// follows says whether trace starts with the path n asked for.
func follows(trace []*program.Edge, n *pending) bool {
	if len(trace) <= n.at {
		return false
	}
	for i := 0; i < n.at; i++ {
		if trace[i] != n.parent[i] {
			return false
		}
	}
	return trace[n.at] == n.edge
}

// flip encodes run's path and asks its queries: for a new run, from
// n.bound on, every other branch and every passed check; for a revisit,
// those it lists. A new run asks at once the queries that may show a
// violation or reach an edge no run has executed, deepest first (the
// checks of a program are mostly at the end of its paths); the others
// wait in a revisit of the run, asked when nothing new is pending.
func (x *explorer) flip(ctx context.Context, n *pending, run *interp.Result, trace []*program.Edge) (err error) {
	b := bitvec.New()
	b.InterruptWith(ctx)
	enc := symex.NewEncoder(x.p, b)
	enc.Interrupt = func() bool { return ctx.Err() != nil }
	c := b.C()
	st := symex.NewState(b.T())
	limit := len(trace)
	if limit > x.opts.MaxEncoded {
		limit = x.opts.MaxEncoded
		x.incomplete("a trace longer than %d edges", x.opts.MaxEncoded)
	}
	defer func() {
		if r := recover(); r != nil {
			if bitvec.IsInterrupted(r) {
				err = nil
				return
			}
			panic(r)
		}
	}()
	// The queries, with the literal of each and the number of inputs
	// read before its position.
	type asked struct {
		query
		m      z.Lit
		inputs int
	}
	var qs []asked
	wanted := map[query]bool{}
	for _, q := range n.revisit {
		wanted[q] = true
	}
	add := func(q query, cond z.Lit) {
		if n.revisit != nil && !wanted[q] {
			return
		}
		if m := c.And(st.Guard, cond); m != b.F() {
			qs = append(qs, asked{q, m, len(enc.Havocs)})
		}
	}
	// branches adds the queries of the edges out of the location at
	// position at other than taken (nil: the run was blocked there).
	branches := func(at int, taken *program.Edge) {
		from := run.Loc
		if taken != nil {
			from = taken.From
		}
		for _, o := range from.Out {
			if o == taken {
				continue
			}
			as, ok := o.Stmt.(*program.Assume)
			if !ok {
				x.incomplete("a branch that is no assumption at %s", o.Pos)
				continue
			}
			var cond z.Lit
			if err := symex.Catch(func() { cond = enc.Cond(st, as.Cond) }); err != nil {
				x.incomplete("%v", err)
				continue
			}
			add(query{at, o}, cond)
		}
	}
	for i := 0; i < limit; i++ {
		if ctx.Err() != nil {
			return nil
		}
		ed := trace[i]
		if i >= n.bound {
			if len(ed.From.Out) > 1 {
				branches(i, ed)
			}
			if ch, ok := ed.Stmt.(*program.Check); ok && !(run.Status == interp.Violated && i == len(trace)-1) {
				var cond z.Lit
				if err := symex.Catch(func() { cond = enc.Cond(st, ch.Cond) }); err != nil {
					x.incomplete("%v", err)
				} else {
					add(query{i, ed}, cond.Not())
				}
			}
		}
		if err := enc.Exec(st, ed); err != nil {
			var u *symex.UnsupportedError
			if errors.As(err, &u) {
				x.incomplete("%v", err)
				return nil
			}
			return err
		}
		x.out.Encoded++
	}
	// A run blocked by an assumption: the edges it could not take are
	// branches too (__VERIFIER_assume, a library model's choice that
	// must satisfy a condition).
	if run.Status == interp.Blocked && limit == len(trace) && len(trace) >= n.bound && run.Loc != nil {
		branches(len(trace), nil)
	}
	// failing says whether q asks for a check to fail.
	failing := func(q query) bool { return q.at < len(trace) && q.alt == trace[q.at] }
	g := gini.New()
	var children []*pending // deepest first
	solve := func(q asked) {
		x.out.Queries++
		assume := append([]z.Lit{q.m}, enc.Axioms...)
		b.AddCnf(g, assume...)
		qctx, cancel := bitvec.WithWorkBudget(ctx, x.opts.QueryWork)
		r, serr := bitvec.SolveAssuming(qctx, g, assume...)
		cancel()
		if serr != nil {
			if ctx.Err() == nil {
				x.out.Undecided++
				x.incomplete("a query undecided within its work")
			}
			return
		}
		if r != 1 {
			return
		}
		x.out.Feasible++
		val := bitvec.SafeValue(g)
		inputs := make([]interp.Value, 0, max(q.inputs, len(n.inputs)))
		for _, h := range enc.Havocs[:q.inputs] {
			inputs = append(inputs, enc.ModelValue(val, h.Type, h.Value))
		}
		if len(n.inputs) > len(inputs) {
			inputs = append(inputs, n.inputs[len(inputs):]...)
		}
		children = append(children, &pending{inputs: inputs, bound: q.at + 1, parent: trace, at: q.at, edge: q.alt})
	}
	var later []query
	for i := len(qs) - 1; i >= 0; i-- {
		if ctx.Err() != nil {
			return nil
		}
		q := qs[i]
		if n.revisit == nil && !failing(q.query) && x.covered[q.alt] {
			later = append(later, q.query)
			continue
		}
		solve(q)
	}
	if len(later) > 0 {
		x.push(&x.rest, &pending{inputs: n.inputs, revisit: later, parent: trace})
	}
	// Queued so that the deepest new branch is taken first.
	for i := len(children) - 1; i >= 0; i-- {
		child := children[i]
		switch {
		case failing(query{child.at, child.edge}):
			x.push(&x.bugs, child)
		case !x.covered[child.edge]:
			x.push(&x.fresh, child)
		default:
			x.push(&x.rest, child)
		}
	}
	return nil
}
