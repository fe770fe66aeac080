package ranges

import "github.com/satabs-go/satabs-go/program"

// The float stage analyses a copy of the program whose innermost loops are
// unrolled: copy k of a loop's body holds the states after k iterations
// (for k below a bound), the last copy keeps the loop for every later
// iteration. Intervals join the states of all iterations at a loop head
// and lose the relation between a counter and the values it counts (after
// for (i = 0; i < 100; i++) s += x * 0.01, s is bounded only by widening);
// with the iterations apart, each copy holds one value of the counter and
// the sum's bound after that many steps, and the exit joins them. Loops
// whose values are concrete (x doubles until it passes 1e7) are followed
// exactly the same way.

// Bounds on unrolling: iterations per loop, and locations added in all.
const (
	maxUnroll       = 128
	maxUnrolledLocs = 8192
)

// unrollLoops returns a copy of p with its innermost loops unrolled (nil
// when p has none that fit the bounds). Copies of a check edge keep its
// CheckInfo: the check holds when every copy does.
func unrollLoops(p *program.Program) *program.Program {
	q := program.Clone(p)
	added := 0
	changed := false
	// The loops first, then the copies (a copy's exit into a later loop's
	// head would look like a back edge).
	type loop struct {
		h    *program.Loc
		body []*program.Loc
	}
	var loops []loop
	for _, h := range q.Locs {
		if body := naturalLoop(h); body != nil && innermost(h, body) {
			loops = append(loops, loop{h, body})
		}
	}
	for _, lp := range loops {
		h, body := lp.h, lp.body
		k := maxUnroll
		if n := (maxUnrolledLocs - added) / len(body); n < k {
			k = n
		}
		if k < 2 {
			continue
		}
		unroll(q, h, body, k)
		added += k * len(body)
		changed = true
	}
	if !changed {
		return nil
	}
	program.Renumber(q)
	return q
}

// naturalLoop returns the locations of the loop whose head is h (h
// first), or nil when no back edge enters h: the locations that reach a
// back edge's source without passing h.
func naturalLoop(h *program.Loc) []*program.Loc {
	var sources []*program.Loc
	for _, e := range h.In {
		if e.From.ID >= h.ID {
			sources = append(sources, e.From)
		}
	}
	if len(sources) == 0 {
		return nil
	}
	in := map[*program.Loc]bool{h: true}
	body := []*program.Loc{h}
	stack := sources
	for len(stack) > 0 {
		l := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if in[l] {
			continue
		}
		in[l] = true
		body = append(body, l)
		for _, e := range l.In {
			if !in[e.From] {
				stack = append(stack, e.From)
			}
		}
	}
	return body
}

// innermost reports whether no other loop head lies in body (h's loop):
// no edge inside the body but h's back edges goes backward.
func innermost(h *program.Loc, body []*program.Loc) bool {
	in := map[*program.Loc]bool{}
	for _, l := range body {
		in[l] = true
	}
	for _, l := range body {
		for _, e := range l.Out {
			if in[e.To] && e.To != h && e.To.ID <= l.ID {
				return false
			}
		}
	}
	return true
}

// unroll makes k copies of the loop (h, body) after the original: the
// original's back edges go to copy 1's head, copy i's to copy i+1's, the
// last copy's to its own head; exits of every copy go where the
// original's go. Statements are shared (no stage changes the copy's).
func unroll(q *program.Program, h *program.Loc, body []*program.Loc, k int) {
	in := map[*program.Loc]bool{}
	for _, l := range body {
		in[l] = true
	}
	copies := make([]map[*program.Loc]*program.Loc, k+1)
	for i := 1; i <= k; i++ {
		copies[i] = map[*program.Loc]*program.Loc{}
		for _, l := range body {
			c := q.NewLoc(l.Pos, l.Func)
			c.Label, c.Frame = l.Label, l.Frame
			copies[i][l] = c
		}
	}
	// Edges of the copies, from the original's (read before retargeting).
	type edge struct {
		from, to *program.Loc
		e        *program.Edge
	}
	var orig []edge
	for _, l := range body {
		for _, e := range l.Out {
			orig = append(orig, edge{l, e.To, e})
		}
	}
	for i := 1; i <= k; i++ {
		for _, o := range orig {
			to := o.to
			switch {
			case to == h && i < k:
				to = copies[i+1][h]
			case to == h:
				to = copies[k][h]
			case in[to]:
				to = copies[i][to]
			}
			q.AddEdge(copies[i][o.from], to, o.e.Stmt, o.e.Pos)
		}
	}
	for _, o := range orig {
		if o.to == h {
			o.e.Retarget(copies[1][h])
		}
	}
}
