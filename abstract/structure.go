package abstract

import (
	"fmt"
	"sort"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// A BlockEncoding says where the abstraction points are (the
// configurations of the large-block and adjustable-block papers).
type BlockEncoding int

const (
	// SBE (single-block encoding): the entry, every join and branch,
	// and the start of every condition and check; blocks are straight.
	SBE BlockEncoding = iota
	// ABELoopsFunctions (abe-lf): the entry, loop heads, and the entries
	// and returns of inlined calls; blocks are loop-free regions.
	ABELoopsFunctions
	// ABELoops (abe-loops): the entry and loop heads only.
	ABELoops
)

// BlockEncodings are the names of the block encodings, for flags.
var BlockEncodings = []string{"sbe", "abe-lf", "abe-loops"}

func (b BlockEncoding) String() string {
	if int(b) < len(BlockEncodings) {
		return BlockEncodings[b]
	}
	return fmt.Sprintf("BlockEncoding(%d)", int(b))
}

// ParseBlockEncoding reads a block encoding's name.
func ParseBlockEncoding(s string) (BlockEncoding, error) {
	for i, n := range BlockEncodings {
		if n == s {
			return BlockEncoding(i), nil
		}
	}
	return 0, fmt.Errorf("unknown block encoding %q (sbe, abe-lf or abe-loops)", s)
}

// Structure is the division of a program into abstraction points and the
// blocks between them (one per abstract transition). It does not depend
// on the predicates.
type Structure struct {
	P        *program.Program
	Encoding BlockEncoding
	Points   []*program.Loc // abstraction points; Points[0] is the entry
	// PointIndex maps a point to its index in Points.
	PointIndex map[*program.Loc]int
	Blocks     []*symex.Block
	// CheckEdges lists the check edges, in the order of their error
	// locations in the Boolean program.
	CheckEdges []*program.Edge
}

// isPoint decides where abstract locations are: the entry, joins, branches,
// and the start of every condition or check, so that a block is a
// straight run of assignments, possibly after one condition.
func isPoint(p *program.Program, l *program.Loc) bool {
	if l == p.Entry || len(l.In) != 1 || len(l.Out) != 1 {
		return true
	}
	switch l.Out[0].Stmt.(type) {
	case *program.Assume, *program.Check:
		return true
	}
	return false
}

// NewStructure computes the abstraction points and blocks of p for
// single-block encoding, over the locations reachable from the entry.
func NewStructure(p *program.Program) *Structure {
	return NewBlockStructure(p, SBE)
}

// NewBlockStructure computes the abstraction points and blocks of p for
// the block encoding enc, over the locations reachable from the entry.
func NewBlockStructure(p *program.Program, enc BlockEncoding) *Structure {
	if enc != SBE {
		return newLargeBlocks(p, enc)
	}
	s := &Structure{P: p, Encoding: enc, PointIndex: map[*program.Loc]int{}}
	reach := program.Reachable(p)
	for _, l := range p.Locs {
		if reach[l] && isPoint(p, l) {
			s.PointIndex[l] = len(s.Points)
			s.Points = append(s.Points, l)
		}
	}
	for _, from := range s.Points {
		for _, first := range from.Out {
			if c, ok := first.Stmt.(*program.Check); ok {
				s.CheckEdges = append(s.CheckEdges, first)
				s.Blocks = append(s.Blocks, &symex.Block{From: from, Edges: []*program.Edge{first}, Error: c.Check})
			}
			blk := &symex.Block{From: from, Edges: []*program.Edge{first}}
			l := first.To
			seen := map[*program.Loc]bool{}
			for !isPoint(p, l) && !seen[l] {
				seen[l] = true
				e := l.Out[0]
				blk.Edges = append(blk.Edges, e)
				l = e.To
			}
			if seen[l] {
				// A cycle without a point cannot be entered from the
				// entry; it is unreachable.
				continue
			}
			blk.To = l
			s.Blocks = append(s.Blocks, blk)
		}
	}
	return s
}

// largePoints returns the abstraction points of a large-block encoding:
// the entry; every location a back edge of a depth-first search from the
// entry leads to, and every location the front end marked as a loop head
// (so that every cycle has a point and the regions between points are
// acyclic, loops of gotos and irreducible ones included); for abe-lf
// also every location entered by an edge from another inlined call
// (program.Loc.Frame differs): the entry of an inlined function and the
// return to its caller.
func largePoints(p *program.Program, enc BlockEncoding, reach map[*program.Loc]bool) map[*program.Loc]bool {
	points := map[*program.Loc]bool{p.Entry: true}
	// Iterative depth-first search; onStack marks the current path.
	onStack := map[*program.Loc]bool{}
	done := map[*program.Loc]bool{}
	type frame struct {
		l *program.Loc
		k int
	}
	stack := []frame{{p.Entry, 0}}
	onStack[p.Entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.k < len(top.l.Out) {
			next := top.l.Out[top.k].To
			top.k++
			switch {
			case onStack[next]:
				points[next] = true // a back edge
			case !done[next]:
				onStack[next] = true
				stack = append(stack, frame{next, 0})
			}
			continue
		}
		onStack[top.l] = false
		done[top.l] = true
		stack = stack[:len(stack)-1]
	}
	for _, l := range p.Locs {
		if !reach[l] {
			continue
		}
		if l.LoopHead {
			points[l] = true
		}
		if enc == ABELoopsFunctions {
			for _, e := range l.In {
				if e.From.Frame != l.Frame {
					points[l] = true
				}
			}
		}
	}
	return points
}

// newLargeBlocks cuts p at the points of enc. From each point, the
// locations reachable without passing another point form an acyclic
// region; for every point it reaches there is one block (the edges on
// paths from the start to that point), and for every check in it one
// error block (the edges on paths to the check, then its violation).
func newLargeBlocks(p *program.Program, enc BlockEncoding) *Structure {
	s := &Structure{P: p, Encoding: enc, PointIndex: map[*program.Loc]int{}}
	reach := program.Reachable(p)
	points := largePoints(p, enc, reach)
	for _, l := range p.Locs {
		if reach[l] && points[l] {
			s.PointIndex[l] = len(s.Points)
			s.Points = append(s.Points, l)
		}
	}
	checkSeen := map[*program.Edge]bool{}
	for _, from := range s.Points {
		// The region: from, and the non-points reachable from it
		// without passing a point, in a topological order.
		order := regionOrder(from, points)
		inRegion := map[*program.Loc]bool{}
		for _, l := range order {
			inRegion[l] = true
		}
		var targets []*program.Loc
		var checks []*program.Edge
		tseen := map[*program.Loc]bool{}
		for _, l := range order {
			for _, e := range l.Out {
				if points[e.To] && !tseen[e.To] {
					tseen[e.To] = true
					targets = append(targets, e.To)
				}
				if _, ok := e.Stmt.(*program.Check); ok {
					checks = append(checks, e)
				}
			}
		}
		sort.Slice(targets, func(i, j int) bool { return targets[i].ID < targets[j].ID })
		for _, c := range checks {
			if !checkSeen[c] {
				checkSeen[c] = true
				s.CheckEdges = append(s.CheckEdges, c)
			}
			live := reaching(order, from, points, func(l *program.Loc) bool { return l == c.From })
			blk := &symex.Block{From: from, Error: c.Stmt.(*program.Check).Check}
			blk.Edges = regionEdges(order, live, points, func(e *program.Edge) bool { return false })
			blk.Edges = append(blk.Edges, c)
			s.Blocks = append(s.Blocks, blk)
		}
		for _, to := range targets {
			into := func(e *program.Edge) bool { return e.To == to }
			live := reaching(order, from, points, func(l *program.Loc) bool {
				for _, e := range l.Out {
					if into(e) {
						return true
					}
				}
				return false
			})
			blk := &symex.Block{From: from, To: to, Edges: regionEdges(order, live, points, into)}
			s.Blocks = append(s.Blocks, blk)
		}
	}
	return s
}

// regionOrder returns from and the non-points reachable from it without
// passing a point, in a topological order (from first).
func regionOrder(from *program.Loc, points map[*program.Loc]bool) []*program.Loc {
	var post []*program.Loc
	seen := map[*program.Loc]bool{from: true}
	var visit func(l *program.Loc)
	visit = func(l *program.Loc) {
		for _, e := range l.Out {
			if points[e.To] || seen[e.To] {
				continue
			}
			seen[e.To] = true
			visit(e.To)
		}
		post = append(post, l)
	}
	visit(from)
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// reaching marks the locations of the region (in topological order)
// from which a location where target holds can be reached inside it.
func reaching(order []*program.Loc, from *program.Loc, points map[*program.Loc]bool, target func(*program.Loc) bool) map[*program.Loc]bool {
	live := map[*program.Loc]bool{}
	for i := len(order) - 1; i >= 0; i-- {
		l := order[i]
		if target(l) {
			live[l] = true
			continue
		}
		for _, e := range l.Out {
			if !points[e.To] && live[e.To] {
				live[l] = true
				break
			}
		}
	}
	return live
}

// regionEdges returns, in the region's order, the edges from live
// locations that end the block (end) or lead to a live non-point.
func regionEdges(order []*program.Loc, live map[*program.Loc]bool, points map[*program.Loc]bool, end func(*program.Edge) bool) []*program.Edge {
	var out []*program.Edge
	for _, l := range order {
		if !live[l] {
			continue
		}
		for _, e := range l.Out {
			if end(e) || (!points[e.To] && live[e.To]) {
				out = append(out, e)
			}
		}
	}
	return out
}
