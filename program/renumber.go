package program

import "slices"

// Renumber orders p's locations in reverse postorder of a depth-first
// search from the entry that follows edges in their order, and puts
// unreachable locations last. Afterwards the back edges (target number not
// above source number) are exactly the edges that close loops: the front
// end may create locations in any order (an inlined body after the code
// that follows the call), but unrolling and abstraction need every
// location of a loop numbered after the loop's head.
func Renumber(p *Program) {
	if p.Entry == nil {
		return
	}
	order := ReversePostorder(p)
	seen := make(map[*Loc]bool, len(order))
	for _, l := range order {
		seen[l] = true
	}
	for _, l := range p.Locs {
		if !seen[l] {
			order = append(order, l)
		}
	}
	for i, l := range order {
		l.ID = i
	}
	p.Locs = order
}

// ReversePostorder lists the locations reachable from p.Entry in reverse
// postorder of a depth-first search that follows edges in their order:
// every location after its predecessors, but for back edges.
func ReversePostorder(p *Program) []*Loc {
	if p.Entry == nil {
		return nil
	}
	seen := make(map[*Loc]bool, len(p.Locs))
	post := make([]*Loc, 0, len(p.Locs))
	// Iterative DFS: a frame is a location and the index of its next edge.
	type frame struct {
		l    *Loc
		next int
	}
	stack := []frame{{p.Entry, 0}}
	seen[p.Entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(top.l.Out) {
			to := top.l.Out[top.next].To
			top.next++
			if !seen[to] {
				seen[to] = true
				stack = append(stack, frame{to, 0})
			}
			continue
		}
		post = append(post, top.l)
		stack = stack[:len(stack)-1]
	}
	slices.Reverse(post)
	return post
}

// Reachable returns the locations reachable from p.Entry.
func Reachable(p *Program) map[*Loc]bool {
	if p.Entry == nil {
		return map[*Loc]bool{}
	}
	return ReachableFrom(p.Entry)
}

// ReachableFrom returns the locations reachable from any of starts
// (starts included).
func ReachableFrom(starts ...*Loc) map[*Loc]bool {
	seen := map[*Loc]bool{}
	var work []*Loc
	for _, l := range starts {
		if !seen[l] {
			seen[l] = true
			work = append(work, l)
		}
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range n.Out {
			if !seen[e.To] {
				seen[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	return seen
}
