package abstract

import (
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Structure is the division of a program into abstraction points and the
// blocks between them (one per abstract transition). It does not depend
// on the predicates.
type Structure struct {
	P      *program.Program
	Points []*program.Loc // abstraction points; Points[0] is the entry
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

// NewStructure computes the abstraction points and blocks of p, over
// the locations reachable from the entry.
func NewStructure(p *program.Program) *Structure {
	s := &Structure{P: p, PointIndex: map[*program.Loc]int{}}
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
