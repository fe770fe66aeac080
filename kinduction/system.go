package kinduction

import (
	"container/heap"
	"context"
	"fmt"
	"math/bits"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A System is a program seen as a transition system over its cut points:
// the entry and every loop head. A transition runs the loop-free region
// from one cut point up to the next cut points (every cycle passes a loop
// head, so the region is acyclic); a check violated on the way makes the
// transition bad.
type System struct {
	P    *program.Program
	Nest *symex.LoopNest
	// Cuts are the cut points: Cuts[0] is the entry, then the loop heads
	// in location order. The entry may be a loop head too; it is then only
	// Cuts[0].
	Cuts  []*program.Loc
	index map[*program.Loc]int
	vars  []*program.Var
}

// NewSystem finds the cut points of p, whose loops must be single-entry
// (engine.Prepare runs symex.MakeReducible).
func NewSystem(p *program.Program) (*System, error) {
	ln, err := symex.FindLoops(p)
	if err != nil {
		return nil, err
	}
	sys := &System{P: p, Nest: ln, index: map[*program.Loc]int{}}
	sys.addCut(p.Entry)
	for _, l := range p.Locs {
		if ln.LoopOfHead(l) != nil {
			sys.addCut(l)
		}
	}
	sys.vars = append(append(sys.vars, p.Globals...), p.Locals...)
	return sys, nil
}

func (sys *System) addCut(l *program.Loc) {
	if _, ok := sys.index[l]; ok {
		return
	}
	sys.index[l] = len(sys.Cuts)
	sys.Cuts = append(sys.Cuts, l)
}

// CutIndex returns the index of cut point l in Cuts, or -1.
func (sys *System) CutIndex(l *program.Loc) int {
	if i, ok := sys.index[l]; ok {
		return i
	}
	return -1
}

// A Frame is the symbolic state between two transitions: At[c] holds when
// the execution is at cut point c (the literals are mutually exclusive),
// and States[c] is the state there (nil when At[c] is false).
type Frame struct {
	At     []z.Lit
	States []*symex.State
	// Bad holds when the transition that led into this frame violated a
	// check (false for a first frame).
	Bad z.Lit
}

// FreeFrame returns a frame at any cut point with any state: the start of
// an induction step. Every program variable gets a fresh value, so that
// later frames never fall back to the encoder's initial values.
func (sys *System) FreeFrame(e *symex.Encoder) *Frame {
	b := e.B
	n := len(sys.Cuts)
	pc := b.Fresh(max(1, bits.Len(uint(n-1))))
	s := symex.NewState(b.T())
	for _, v := range sys.vars {
		s.Set(v, e.Fresh(v.Type))
	}
	f := &Frame{At: make([]z.Lit, n), States: make([]*symex.State, n), Bad: b.F()}
	for c := range sys.Cuts {
		f.At[c] = b.Eq(pc, b.Const(len(pc), uint64(c)))
		st := s.Clone()
		st.Guard = f.At[c]
		f.States[c] = st
	}
	return f
}

// InitialFrame returns the frame of the program's start: at the entry,
// every variable with any value (the program's own edges initialise the
// globals).
func (sys *System) InitialFrame(e *symex.Encoder) *Frame {
	b := e.B
	n := len(sys.Cuts)
	s := symex.NewState(b.T())
	for _, v := range sys.vars {
		s.Set(v, e.Fresh(v.Type))
	}
	f := &Frame{At: make([]z.Lit, n), States: make([]*symex.State, n), Bad: b.F()}
	for c := range f.At {
		f.At[c] = b.F()
	}
	f.At[0] = b.T()
	f.States[0] = s
	return f
}

// Step executes one transition from f: every cut point's region, with
// states merged where paths join. It returns the next frame, whose Bad is
// the violation of a check on the way.
func (sys *System) Step(ctx context.Context, e *symex.Encoder, f *Frame) (*Frame, error) {
	b := e.B
	n := len(sys.Cuts)
	firstCheck := len(e.Checks)
	arrivals := make([][]*symex.State, n)
	pending := map[*program.Loc]*regionNode{}
	var queue regionHeap
	// leave executes the edges out of loc on s, queueing the states for
	// their targets: cut points end the transition.
	leave := func(loc *program.Loc, s *symex.State) error {
		for i, ed := range loc.Out {
			st := s
			if i < len(loc.Out)-1 {
				st = s.Clone()
			}
			if err := e.Exec(st, ed); err != nil {
				return err
			}
			if st.Guard == b.F() {
				continue
			}
			if c := sys.CutIndex(ed.To); c >= 0 {
				arrivals[c] = append(arrivals[c], st)
				continue
			}
			if ed.IsBackEdge() {
				return fmt.Errorf("kinduction: %s: back edge to %s, which is no loop head", ed.Pos, ed.To)
			}
			nd := pending[ed.To]
			if nd == nil {
				nd = &regionNode{loc: ed.To}
				pending[ed.To] = nd
				heap.Push(&queue, nd)
			}
			nd.states = append(nd.states, st)
		}
		return nil
	}
	for c, loc := range sys.Cuts {
		if f.At[c] == b.F() || f.States[c] == nil {
			continue
		}
		s := f.States[c].Clone()
		s.Guard = f.At[c]
		if err := leave(loc, s); err != nil {
			return nil, err
		}
	}
	for steps := 0; queue.Len() > 0; steps++ {
		if ctx.Err() != nil { // every node: one may read arrays against hundreds of reads
			return nil, ctx.Err()
		}
		nd := heap.Pop(&queue).(*regionNode)
		delete(pending, nd.loc)
		s := e.Merge(nd.states)
		if s == nil {
			continue
		}
		if err := leave(nd.loc, s); err != nil {
			return nil, err
		}
	}
	next := &Frame{At: make([]z.Lit, n), States: make([]*symex.State, n)}
	for c := range next.At {
		s := e.Merge(arrivals[c])
		if s == nil {
			next.At[c] = b.F()
			continue
		}
		next.At[c], next.States[c] = s.Guard, s
	}
	var viols []z.Lit
	for _, ch := range e.Checks[firstCheck:] {
		viols = append(viols, e.Violation(ch))
	}
	next.Bad = b.C().Ors(viols...)
	return next, nil
}

// successors returns, for each cut point, the cut points one transition
// from it can reach in the control-flow graph.
func (sys *System) successors() [][]int {
	out := make([][]int, len(sys.Cuts))
	for c, loc := range sys.Cuts {
		seen := map[*program.Loc]bool{}
		found := map[int]bool{}
		work := []*program.Loc{loc}
		for len(work) > 0 {
			l := work[len(work)-1]
			work = work[:len(work)-1]
			for _, ed := range l.Out {
				if d := sys.CutIndex(ed.To); d >= 0 {
					if !found[d] {
						found[d] = true
						out[c] = append(out[c], d)
					}
					continue
				}
				if !seen[ed.To] {
					seen[ed.To] = true
					work = append(work, ed.To)
				}
			}
		}
	}
	return out
}

// Reached returns the literal that f is at some cut point.
func (f *Frame) Reached(b *bitvec.Builder) z.Lit {
	return b.C().Ors(f.At...)
}

type regionNode struct {
	loc    *program.Loc
	states []*symex.State
}

// regionHeap orders a region's locations by number: edges other than back
// edges go forward in the location order, and back edges end a region.
type regionHeap []*regionNode

func (h regionHeap) Len() int           { return len(h) }
func (h regionHeap) Less(i, j int) bool { return h[i].loc.ID < h[j].loc.ID }
func (h regionHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *regionHeap) Push(x any)        { *h = append(*h, x.(*regionNode)) }
func (h *regionHeap) Pop() any {
	old := *h
	n := old[len(old)-1]
	*h = old[:len(old)-1]
	return n
}
