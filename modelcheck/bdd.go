package modelcheck

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/dalzilio/rudd"
	"github.com/satabs-go/satabs-go/boolprog"
)

// NewBDD returns the BDD-based checker: breadth-first forward reachability
// with an explicit program counter and a partitioned transition relation
// (see the package documentation).
func NewBDD(opts Options) Checker { return &bddChecker{opts: opts} }

type bddChecker struct{ opts Options }

// replacerMu serialises rudd.NewReplacer, which numbers replacers with an
// unsynchronised package-level counter; checks may run in parallel.
var replacerMu sync.Mutex

// bddFailure carries a rudd error out of the BDD operations to Check.
type bddFailure struct{ err error }

func (c *bddChecker) Check(p *boolprog.Program) (res *Result, err error) {
	start := time.Now()
	if err := checkProgram(p); err != nil {
		return nil, err
	}
	m, err := newMachine(p, &c.opts)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(bddFailure)
			if !ok {
				panic(r)
			}
			res, err = nil, f.err
		}
	}()
	res = m.run()
	// Only the reachable sets stay alive, for ReachableAt.
	m.layers = nil
	res.Stats.Time = time.Since(start)
	return res, nil
}

// machine holds the BDD encoding of one program. Predicate i has the BDD
// variables 2i (current value) and 2i+1 (next value).
type machine struct {
	p    *boolprog.Program
	opts *Options
	b    *rudd.BDD
	n    int // predicates

	out, in [][]int       // transition indices leaving and entering each location
	rel     []rudd.Node   // per transition: Rel over current and next variables
	quant   []rudd.Node   // per transition: the current variables of Changed (nil if none)
	toCur   rudd.Replacer // next variable i -> current variable i, for all i

	layers [][]rudd.Node // layers[k][loc]: states first reached after k transitions
	reach  []rudd.Node   // per location: all states reached so far

	stats Stats
}

func curVar(i int) int  { return 2 * i }
func nextVar(i int) int { return 2*i + 1 }

func newMachine(p *boolprog.Program, opts *Options) (*machine, error) {
	n := len(p.Preds)
	size := opts.NodeTableSize
	if size <= 0 {
		size = 1 << 13
	}
	cache := opts.CacheSize
	if cache <= 0 {
		cache = max(size/4, 1024)
	}
	// rudd needs at least one variable.
	b, err := rudd.New(2*max(n, 1), rudd.Nodesize(size), rudd.Cachesize(cache), rudd.Cacheratio(25))
	if err != nil {
		return nil, fmt.Errorf("modelcheck: %w", err)
	}
	m := &machine{p: p, opts: opts, b: b, n: n, out: p.Outgoing()}
	m.in = make([][]int, len(p.Locs))
	for i, t := range p.Trans {
		m.in[t.To] = append(m.in[t.To], i)
	}
	olds, news := make([]int, max(n, 1)), make([]int, max(n, 1))
	for i := range olds {
		olds[i], news[i] = nextVar(i), curVar(i)
	}
	replacerMu.Lock()
	m.toCur, err = b.NewReplacer(olds, news)
	replacerMu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("modelcheck: %w", err)
	}
	return m, nil
}

// check turns a failed rudd operation (a nil node) into a bddFailure.
func (m *machine) check(n rudd.Node) rudd.Node {
	if n == nil {
		panic(bddFailure{fmt.Errorf("modelcheck: BDD failure: %s", m.b.Error())})
	}
	return n
}

func (m *machine) and(x, y rudd.Node) rudd.Node { return m.check(m.b.Apply(x, y, rudd.OPand)) }
func (m *machine) or(x, y rudd.Node) rudd.Node  { return m.check(m.b.Apply(x, y, rudd.OPor)) }

// diff returns x ∧ ¬y. (rudd's OPdiff is not used: its shortcut for a
// false left operand returns the right one.)
func (m *machine) diff(x, y rudd.Node) rudd.Node { return m.and(x, m.not(y)) }
func (m *machine) not(x rudd.Node) rudd.Node     { return m.check(m.b.Not(x)) }
func (m *machine) isFalse(x rudd.Node) bool      { return *x == 0 }
func (m *machine) isTrue(x rudd.Node) bool       { return *x == 1 }

// varSet returns the conjunction of the given BDD variables.
func (m *machine) varSet(vars []int) rudd.Node { return m.check(m.b.Makeset(vars)) }

// cube returns the BDD of a conjunction of literals.
func (m *machine) cube(c boolprog.Cube) rudd.Node {
	// Conjoin from the bottom of the order up, so each step adds a node on
	// top of the previous result.
	lits := slices.Clone(c)
	slices.SortFunc(lits, func(a, b boolprog.Lit) int { return litVar(b) - litVar(a) })
	f := m.b.True()
	for _, l := range lits {
		v := litVar(l)
		lit := m.b.Ithvar(v)
		if l.Neg {
			lit = m.b.NIthvar(v)
		}
		f = m.and(f, m.check(lit))
	}
	return f
}

func litVar(l boolprog.Lit) int {
	if l.Next {
		return nextVar(l.Pred)
	}
	return curVar(l.Pred)
}

// cubeSet returns the BDD of a disjunction of cubes.
func (m *machine) cubeSet(s boolprog.CubeSet) rudd.Node {
	f := m.b.False()
	for _, c := range s {
		f = m.or(f, m.cube(c))
	}
	return f
}

// valuation returns the BDD of one complete valuation of the predicates,
// over the current or the next variables.
func (m *machine) valuation(vals []bool, preds []int, next bool) rudd.Node {
	c := make(boolprog.Cube, len(preds))
	for k, i := range preds {
		c[k] = boolprog.Lit{Pred: i, Next: next, Neg: !vals[i]}
	}
	return m.cube(c)
}

// encode builds the per-transition relations and quantification sets.
func (m *machine) encode() {
	m.rel = make([]rudd.Node, len(m.p.Trans))
	m.quant = make([]rudd.Node, len(m.p.Trans))
	sets := map[string]rudd.Node{}
	for i := range m.p.Trans {
		t := &m.p.Trans[i]
		m.rel[i] = m.cubeSet(t.Rel)
		if len(t.Changed) == 0 {
			continue
		}
		key := fmt.Sprint(t.Changed)
		q, ok := sets[key]
		if !ok {
			vars := make([]int, len(t.Changed))
			for k, c := range t.Changed {
				vars[k] = curVar(c)
			}
			q = m.varSet(vars)
			sets[key] = q
		}
		m.quant[i] = q
	}
}

// image returns the successors of the states from (over current variables)
// under transition ti, over current variables.
func (m *machine) image(from rudd.Node, ti int) rudd.Node {
	m.stats.Images++
	if m.quant[ti] == nil {
		return m.and(from, m.rel[ti])
	}
	// ∃ cur(Changed). from ∧ Rel, then next(Changed) -> cur(Changed).
	img := m.check(m.b.AndExist(m.quant[ti], from, m.rel[ti]))
	return m.check(m.b.Replace(img, m.toCur))
}

// run computes the layers until an error location is reached or no new
// state appears.
func (m *machine) run() *Result {
	p := m.p
	m.encode()
	locs := len(p.Locs)
	errs := p.ErrorLocs()
	m.reach = make([]rudd.Node, locs)
	first := make([]rudd.Node, locs)
	for i := range locs {
		m.reach[i] = m.b.False()
		first[i] = m.b.False()
	}
	first[p.Init] = m.cubeSet(p.InitStates)
	m.reach[p.Init] = first[p.Init]
	m.layers = [][]rudd.Node{first}
	m.checkLimits()
	m.countNodes(first)
	res := &Result{reachAt: m.reachableAt}
	for {
		frontier := m.layers[len(m.layers)-1]
		for _, e := range errs {
			if !m.isFalse(frontier[e]) {
				res.Reachable, res.Error = true, e
				res.Trace = m.trace(e)
				m.finish(res)
				return res
			}
		}
		next := make([]rudd.Node, locs)
		for i := range next {
			next[i] = m.b.False()
		}
		for loc, from := range frontier {
			if m.isFalse(from) {
				continue
			}
			for _, ti := range m.out[loc] {
				if m.isFalse(m.rel[ti]) {
					continue
				}
				to := m.p.Trans[ti].To
				next[to] = m.or(next[to], m.image(from, ti))
				m.checkLimits()
			}
		}
		grown := false
		for loc := range next {
			if m.isFalse(next[loc]) {
				continue
			}
			next[loc] = m.diff(next[loc], m.reach[loc])
			if !m.isFalse(next[loc]) {
				m.reach[loc] = m.or(m.reach[loc], next[loc])
				grown = true
			}
		}
		if !grown {
			m.finish(res)
			return res
		}
		m.layers = append(m.layers, next)
		m.countNodes(next)
	}
}

// finish fills in the statistics.
func (m *machine) finish(res *Result) {
	m.stats.Layers = len(m.layers)
	if m.isFalse(m.layers[0][m.p.Init]) {
		m.stats.Layers = 0 // no initial state: not even layer 0
	}
	states := new(big.Int)
	// Satcount counts over all BDD variables; the reachable sets leave the
	// next variables (and the spare one of an empty program) free.
	free := uint(m.b.Varnum() - m.n)
	for _, r := range m.reach {
		c := m.b.Satcount(r)
		states.Add(states, c.Rsh(c, free))
	}
	m.stats.States, _ = new(big.Float).SetInt(states).Float64()
	m.stats.TableNodes = m.tableNodes()
	res.Stats = m.stats
}

// countNodes records the live node count when Options.CountNodes is set:
// the nodes of the reachable sets, the newest frontier and the relations.
func (m *machine) countNodes(frontier []rudd.Node) {
	if !m.opts.CountNodes {
		return
	}
	roots := make([]rudd.Node, 0, 2*len(m.reach)+len(m.rel))
	roots = append(roots, m.reach...)
	roots = append(roots, frontier...)
	roots = append(roots, m.rel...)
	count := 0
	m.b.Allnodes(func(id, level, low, high int) error {
		count++
		return nil
	}, roots...)
	m.stats.PeakNodes = max(m.stats.PeakNodes, count)
}

// tableNodes returns the size of the node table. rudd reports it only in
// its Stats text.
func (m *machine) tableNodes() int {
	stats := m.b.Stats()
	const key = "Allocated:"
	i := strings.Index(stats, key)
	if i < 0 {
		return 0
	}
	var n int
	if _, err := fmt.Sscan(stats[i+len(key):], &n); err != nil {
		return 0
	}
	return n
}

// checkLimits stops the search when the deadline has passed or the node
// table has outgrown Options.MaxNodes (rudd's own Maxnodesize option is not
// applied by its New, so the bound is enforced here, between operations).
func (m *machine) checkLimits() {
	if m.opts.pastDeadline() {
		panic(bddFailure{fmt.Errorf("%w: deadline passed after %d layers", ErrLimit, len(m.layers))})
	}
	if m.opts.MaxNodes > 0 {
		if size := m.tableNodes(); size > m.opts.MaxNodes {
			panic(bddFailure{fmt.Errorf("%w: BDD node table of %d nodes exceeds %d", ErrLimit, size, m.opts.MaxNodes)})
		}
	}
}
