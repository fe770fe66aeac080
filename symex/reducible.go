package symex

import (
	"fmt"
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// MakeReducible returns a copy of p (program.Clone) in which every loop
// is entered only through its head, which unrolling needs; p itself is
// not changed, so engines can share it and --show-program prints what
// they were given. A jump into the middle of a loop (a goto into a while
// body, common in CIL output) becomes: set a dispatch variable to the
// entry's number and go to the head; the head first tests the variable,
// and a non-zero value resets it and jumps on to the entry. The
// executions, and so the verdicts and the counterexamples, are the same;
// the dispatch costs one pass through the head. The copy's locations are
// renumbered (program.Renumber); checks and variables are p's own, plus
// one dispatch variable per restructured loop.
//
// Loops are the strongly connected components of the graph, found again
// inside each component without its head (a loop nesting forest); a
// component with more than one entry location is irreducible.
func MakeReducible(p *program.Program) (*program.Program, error) {
	q := program.Clone(p)
	program.Renumber(q)
	for round := 0; ; round++ {
		if round > 256 {
			return nil, fmt.Errorf("control flow too irreducible to restructure")
		}
		reach := program.Reachable(q)
		found := findIrreducible(q, reach)
		if len(found) == 0 {
			return q, nil
		}
		// The loops found are disjoint (each in its own component of
		// the nesting forest, none inside another): each is
		// restructured without changing the others.
		for _, f := range found {
			dispatch(q, f.head, f.entries)
		}
		program.Renumber(q)
	}
}

// An irreducibleLoop is a loop's head (its first location in reverse
// postorder) and the edges that enter the loop elsewhere.
type irreducibleLoop struct {
	head    *program.Loc
	entries []*program.Edge
}

// findIrreducible returns the outermost irreducible loops, one per
// component of the loop nesting forest that has one (the first found in
// it, descending into single-entry loops), or none when every loop has a
// single entry.
func findIrreducible(p *program.Program, nodes map[*program.Loc]bool) []irreducibleLoop {
	var members []*program.Loc
	for _, n := range p.Locs {
		if nodes[n] {
			members = append(members, n)
		}
	}
	pos := make([]int, len(p.Locs)) // pos[ID]-1: index in the current subgraph, 0 outside
	return irreducibleIn(p, members, pos)
}

// irreducibleIn is findIrreducible on the subgraph induced by members, in
// location order (ascending ID, as program.Renumber left them). pos is
// scratch space indexed by location ID, zero on entry and on return. Its
// cost is linear in the members and their edges at each level of the
// loop nesting forest, not in the whole program.
func irreducibleIn(p *program.Program, members []*program.Loc, pos []int) []irreducibleLoop {
	var found []irreducibleLoop
	for _, scc := range components(members, pos) {
		if !isCycle(scc) {
			continue
		}
		// scc is in location order; pos marks its members for the tests
		// below.
		for i, n := range scc {
			pos[n.ID] = i + 1
		}
		inSCC := func(l *program.Loc) bool {
			return l.ID < len(pos) && pos[l.ID] > 0 && scc[pos[l.ID]-1] == l
		}
		var entryLocs []*program.Loc
		for _, n := range scc {
			entered := n == p.Entry
			for _, e := range n.In {
				if !inSCC(e.From) {
					entered = true
				}
			}
			if entered {
				entryLocs = append(entryLocs, n)
			}
		}
		if len(entryLocs) == 0 {
			clearPos(scc, pos)
			continue // unreachable cycle
		}
		h := entryLocs[0] // lowest number: first in reverse postorder
		if len(entryLocs) > 1 {
			var side []*program.Edge
			for _, n := range entryLocs[1:] {
				for _, e := range n.In {
					if !inSCC(e.From) {
						side = append(side, e)
					}
				}
			}
			clearPos(scc, pos)
			sortEdges(side)
			found = append(found, irreducibleLoop{h, side})
			continue
		}
		clearPos(scc, pos)
		inner := make([]*program.Loc, 0, len(scc)-1)
		for _, n := range scc {
			if n != h {
				inner = append(inner, n)
			}
		}
		found = append(found, irreducibleIn(p, inner, pos)...)
	}
	return found
}

func clearPos(locs []*program.Loc, pos []int) {
	for _, n := range locs {
		pos[n.ID] = 0
	}
}

// isCycle reports whether a component contains a cycle: more than one
// location, or one with an edge to itself.
func isCycle(scc []*program.Loc) bool {
	if len(scc) > 1 {
		return true
	}
	for _, n := range scc {
		for _, e := range n.Out {
			if e.To == n {
				return true
			}
		}
	}
	return false
}

// components returns the strongly connected components of the subgraph
// induced by members (in location order), each in location order, in the
// order Tarjan's algorithm (iterative, roots in location order) completes
// them. pos is scratch space indexed by location ID, zero on entry and on
// return.
func components(members []*program.Loc, pos []int) [][]*program.Loc {
	for i, n := range members {
		pos[n.ID] = i + 1
	}
	defer clearPos(members, pos)
	local := func(l *program.Loc) int { // index in members, or -1
		if l.ID < len(pos) && pos[l.ID] > 0 && members[pos[l.ID]-1] == l {
			return pos[l.ID] - 1
		}
		return -1
	}
	index := make([]int, len(members)) // Tarjan's index+1, 0 unvisited
	low := make([]int, len(members))
	onStack := make([]bool, len(members))
	var stack []int
	var out [][]*program.Loc
	next := 1
	type frame struct {
		n, i int
	}
	for root := range members {
		if index[root] != 0 {
			continue
		}
		calls := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(calls) > 0 {
			f := &calls[len(calls)-1]
			if outs := members[f.n].Out; f.i < len(outs) {
				w := local(outs[f.i].To)
				f.i++
				if w < 0 {
					continue
				}
				if index[w] == 0 {
					index[w], low[w] = next, next
					next++
					stack = append(stack, w)
					onStack[w] = true
					calls = append(calls, frame{w, 0})
				} else if onStack[w] && index[w] < low[f.n] {
					low[f.n] = index[w]
				}
				continue
			}
			n := f.n
			calls = calls[:len(calls)-1]
			if len(calls) > 0 {
				parent := calls[len(calls)-1].n
				if low[n] < low[parent] {
					low[parent] = low[n]
				}
			}
			if low[n] == index[n] {
				var scc []int
				for {
					w := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[w] = false
					scc = append(scc, w)
					if w == n {
						break
					}
				}
				sort.Ints(scc)
				locs := make([]*program.Loc, len(scc))
				for i, w := range scc {
					locs[i] = members[w]
				}
				out = append(out, locs)
			}
		}
	}
	return out
}

func sortEdges(es []*program.Edge) {
	for i := 1; i < len(es); i++ {
		for j := i; j > 0 && edgeLess(es[j], es[j-1]); j-- {
			es[j], es[j-1] = es[j-1], es[j]
		}
	}
}

func edgeLess(a, b *program.Edge) bool {
	if a.To.ID != b.To.ID {
		return a.To.ID < b.To.ID
	}
	return a.From.ID < b.From.ID
}

// dispatch routes the side entries of the loop at h through h.
func dispatch(p *program.Program, h *program.Loc, entries []*program.Edge) {
	intT := program.IntType("int", 32, true)
	d := &program.Var{Name: fmt.Sprintf("$dispatch%d", len(p.Globals)), CName: "$dispatch", Type: intT, Global: true, Temp: true, Pos: h.Pos}
	p.Globals = append(p.Globals, d)
	dref := &program.VarRef{Var: d}
	num := func(k int) program.Expr { return program.NewConst(intT, uint64(k)) }

	// Zero the variable at the start of the program.
	start := p.NewLoc(p.Entry.Pos, p.Entry.Func)
	p.AddEdge(start, p.Entry, &program.Assign{LHS: dref, RHS: num(0)}, p.Entry.Pos)
	p.Entry = start

	// The old head's work moves to a new location; the head dispatches.
	// Both keep the head's label and loop-head flag: the loop's back edges
	// still arrive at h, its condition is now tested at work.
	work := p.NewLoc(h.Pos, h.Func)
	work.Label, work.Frame, work.LoopHead = h.Label, h.Frame, h.LoopHead
	for _, e := range h.Out {
		e.From = work
		work.Out = append(work.Out, e)
	}
	h.Out = nil
	targets := map[*program.Loc]int{}
	var order []*program.Loc
	for _, e := range entries {
		if _, ok := targets[e.To]; !ok {
			targets[e.To] = len(order) + 1
			order = append(order, e.To)
		}
	}
	for k, t := range order {
		cond := &program.Binary{Op: program.Eq, X: dref, Y: num(k + 1), T: program.Bool}
		reset := p.NewLoc(t.Pos, t.Func)
		reset.Frame = t.Frame
		p.AddEdge(h, reset, &program.Assume{Cond: cond}, h.Pos)
		p.AddEdge(reset, t, &program.Assign{LHS: dref, RHS: num(0)}, t.Pos)
	}
	p.AddEdge(h, work, &program.Assume{Cond: &program.Binary{Op: program.Eq, X: dref, Y: num(0), T: program.Bool}}, h.Pos)
	// Each side entry sets the variable and goes to the head instead.
	for _, e := range entries {
		old := e.To
		set := p.NewLoc(e.Pos, e.From.Func)
		set.Frame = e.From.Frame
		e.Retarget(set)
		p.AddEdge(set, h, &program.Assign{LHS: dref, RHS: num(targets[old])}, e.Pos)
	}
}
