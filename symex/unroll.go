package symex

import (
	"container/heap"
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/program"
)

// UnrollOptions bound the unrolling.
type UnrollOptions struct {
	// Unwind is the number of times each loop's back edges may be taken
	// in one entry of the loop: the loop head is visited at most Unwind+1
	// times, so a loop whose body runs n times needs Unwind >= n.
	Unwind int
	// LoopUnwind overrides Unwind for the loops whose heads it lists (a
	// bound per loop, as the growing bounded searches deepen only the
	// loops whose unwinding assertions fail).
	LoopUnwind map[*program.Loc]int
	// MaxNodes stops the unrolling (with an error) when this many unrolled
	// locations were executed; 0 means no limit.
	MaxNodes int
	// MaxGates stops the unrolling (with an error) when the encoder's
	// circuit grows past this many nodes: a few unrolled locations (an
	// array shortcut, a merge of wide states) can make millions of
	// gates, whose encoding and clauses cost far more than the solving
	// of a budgeted search; 0 means no limit.
	MaxGates int
}

// An UnwindEvent is a place where unrolling stopped: a back edge taken
// once more than allowed, under Guard.
type UnwindEvent struct {
	Edge  *program.Edge
	Loop  *Loop
	Guard z.Lit
}

// An Unrolled program is the formula of all executions of a program whose
// loops run at most Unwind iterations: e.Checks hold the checks reached,
// e.Havocs the inputs, e.Axioms what always holds, and Unwinds the
// executions cut off by the bound.
type Unrolled struct {
	E       *Encoder
	Unwinds []UnwindEvent
	Nodes   int // unrolled locations executed
}

// node is a location in one iteration of each loop around it.
type node struct {
	loc    *program.Loc
	iters  []int // one per loop of the location's nest, outermost first
	key    []int // topological key: head ID, iteration, ..., location ID
	states []*State
	index  int // in the heap
}

// Unroll symbolically executes p from its entry, unrolling loops, with
// state merging at join points. Nodes are processed in an order where
// every edge of the unrolled graph goes forward: lexicographic on
// (head₁, i₁, ..., head_d, i_d, location), which is topological because
// locations of a loop are numbered after its head and loops are entered
// only through their heads (FindLoops checks both).
func Unroll(ctx context.Context, p *program.Program, e *Encoder, opts UnrollOptions) (*Unrolled, error) {
	ln, err := FindLoops(p)
	if err != nil {
		return nil, err
	}
	u := &Unrolled{E: e}
	overGates := func() bool { return opts.MaxGates > 0 && e.B.C().Len() > opts.MaxGates }
	if e.Interrupt == nil {
		e.Interrupt = func() bool { return ctx.Err() != nil || overGates() }
		defer func() { e.Interrupt = nil }()
	}
	pending := map[string]*node{}
	var queue nodeHeap
	add := func(loc *program.Loc, iters []int, s *State) {
		k := nodeKey(ln, loc, iters)
		ks := keyString(k)
		n := pending[ks]
		if n == nil {
			n = &node{loc: loc, iters: iters, key: k}
			pending[ks] = n
			heap.Push(&queue, n)
		}
		n.states = append(n.states, s)
	}
	dead := newDeadLocals(p)
	add(p.Entry, make([]int, len(ln.Nest(p.Entry))), NewState(e.B.T()))
	for queue.Len() > 0 {
		if ctx.Err() != nil { // every node: a merge of wide states is long
			return nil, ctx.Err()
		}
		n := heap.Pop(&queue).(*node)
		delete(pending, keyString(n.key))
		if len(n.states) > 1 {
			for _, s := range n.states {
				dead.prune(s, n.loc)
			}
		}
		s := e.Merge(n.states)
		n.states = nil
		if s == nil {
			continue
		}
		u.Nodes++
		if opts.MaxNodes > 0 && u.Nodes > opts.MaxNodes {
			return nil, fmt.Errorf("unrolling exceeds %d locations", opts.MaxNodes)
		}
		if overGates() {
			return nil, fmt.Errorf("unrolling exceeds %d circuit nodes", opts.MaxGates)
		}
		for i, ed := range n.loc.Out {
			st := s
			if i < len(n.loc.Out)-1 {
				st = s.Clone()
			}
			if err := e.Exec(st, ed); err != nil {
				if ctx.Err() != nil {
					return nil, ctx.Err()
				}
				return nil, err
			}
			if st.Guard == e.B.F() {
				continue
			}
			iters, loop := successor(ln, n, ed)
			if loop != nil && iters[loop.Depth-1] > opts.bound(loop) {
				u.Unwinds = append(u.Unwinds, UnwindEvent{Edge: ed, Loop: loop, Guard: st.Guard})
				continue
			}
			add(ed.To, iters, st)
		}
	}
	return u, nil
}

// bound is the number of times loop's back edges may be taken per entry.
func (opts UnrollOptions) bound(loop *Loop) int {
	if k, ok := opts.LoopUnwind[loop.Head]; ok {
		return k
	}
	return opts.Unwind
}

// successor returns the iteration vector of ed.To when ed is taken from
// n, and the loop whose iteration advanced when ed is a back edge.
func successor(ln *LoopNest, n *node, ed *program.Edge) ([]int, *Loop) {
	from := ln.Nest(n.loc)
	to := ln.Nest(ed.To)
	iters := make([]int, len(to))
	common := 0
	for common < len(from) && common < len(to) && from[common] == to[common] {
		common++
	}
	copy(iters, n.iters[:common])
	if ed.IsBackEdge() {
		l := ln.LoopOfHead(ed.To)
		if l != nil && l.Depth <= len(from) && from[l.Depth-1] == l {
			iters[l.Depth-1]++
			return iters, l
		}
	}
	return iters, nil
}

func nodeKey(ln *LoopNest, loc *program.Loc, iters []int) []int {
	nest := ln.Nest(loc)
	k := make([]int, 0, 2*len(nest)+1)
	for i, l := range nest {
		k = append(k, l.Head.ID, iters[i])
	}
	return append(k, loc.ID)
}

func keyString(k []int) string {
	var b strings.Builder
	for i, x := range k {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(x))
	}
	return b.String()
}

func keyLess(a, b []int) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

type nodeHeap []*node

func (h nodeHeap) Len() int           { return len(h) }
func (h nodeHeap) Less(i, j int) bool { return keyLess(h[i].key, h[j].key) }
func (h nodeHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index = i
	h[j].index = j
}
func (h *nodeHeap) Push(x any) {
	n := x.(*node)
	n.index = len(*h)
	*h = append(*h, n)
}
func (h *nodeHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}
