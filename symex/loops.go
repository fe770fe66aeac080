package symex

import (
	"fmt"
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// A Loop is a natural loop of the program: a head, the target of one or more
// back edges, and the locations that reach a back edge's source without
// passing through the head.
type Loop struct {
	Head   *program.Loc
	Body   map[*program.Loc]bool
	Parent *Loop
	Depth  int // 1 for outermost loops
}

// LoopNest describes the loops of a program.
type LoopNest struct {
	Loops []*Loop
	// Innermost maps a location to the innermost loop that contains it.
	Innermost map[*program.Loc]*Loop
	byHead    map[*program.Loc]*Loop
}

// FindLoops computes the loops of p from its back edges. It fails on control
// flow that is not reducible in the location order: a loop entered other
// than through its head, a loop location numbered before its head, or two
// loops that overlap without nesting (gotos into loops).
func FindLoops(p *program.Program) (*LoopNest, error) {
	ln := &LoopNest{Innermost: map[*program.Loc]*Loop{}, byHead: map[*program.Loc]*Loop{}}
	reach := program.Reachable(p)
	for _, h := range p.Locs {
		if !reach[h] {
			continue
		}
		var sources []*program.Loc
		for _, e := range h.In {
			if e.IsBackEdge() && reach[e.From] {
				sources = append(sources, e.From)
			}
		}
		if len(sources) == 0 {
			continue
		}
		l := &Loop{Head: h, Body: map[*program.Loc]bool{h: true}}
		work := append([]*program.Loc(nil), sources...)
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			if l.Body[n] {
				continue
			}
			l.Body[n] = true
			for _, e := range n.In {
				if reach[e.From] {
					work = append(work, e.From)
				}
			}
		}
		for n := range l.Body {
			if n.ID < h.ID {
				return nil, fmt.Errorf("%s: irreducible control flow: loop at %s contains earlier location %s", h.Pos, h, n)
			}
			if n == h {
				continue
			}
			for _, e := range n.In {
				if reach[e.From] && !l.Body[e.From] {
					return nil, fmt.Errorf("%s: irreducible control flow: jump into the loop at %s (line %d) from outside", n.Pos, h, h.Pos.Line)
				}
			}
		}
		ln.Loops = append(ln.Loops, l)
		ln.byHead[h] = l
	}
	// Nesting: sort by size, the parent of a loop is the smallest larger loop
	// containing its head.
	sorted := append([]*Loop(nil), ln.Loops...)
	sort.SliceStable(sorted, func(i, j int) bool { return len(sorted[i].Body) < len(sorted[j].Body) })
	for i, l := range sorted {
		for _, m := range sorted[i+1:] {
			if m.Body[l.Head] {
				for n := range l.Body {
					if !m.Body[n] {
						return nil, fmt.Errorf("%s: irreducible control flow: loops at lines %d and %d overlap", l.Head.Pos, l.Head.Pos.Line, m.Head.Pos.Line)
					}
				}
				l.Parent = m
				break
			}
		}
	}
	for _, l := range sorted {
		for n := range l.Body {
			if ln.Innermost[n] == nil {
				ln.Innermost[n] = l
			}
		}
	}
	for _, l := range ln.Loops {
		d := 0
		for m := l; m != nil; m = m.Parent {
			d++
		}
		l.Depth = d
	}
	return ln, nil
}

// Nest returns the loops containing loc, outermost first.
func (ln *LoopNest) Nest(loc *program.Loc) []*Loop {
	var out []*Loop
	for l := ln.Innermost[loc]; l != nil; l = l.Parent {
		out = append(out, l)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// LoopOfHead returns the loop whose head is h, or nil.
func (ln *LoopNest) LoopOfHead(h *program.Loc) *Loop { return ln.byHead[h] }
