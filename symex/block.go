package symex

import (
	"fmt"
	"strings"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/program"
)

// A Block is a piece of the program that is executed as one formula: the
// code of one abstract transition (package abstract), one step of an
// abstract counterexample when refinement replays it (package refine).
// ExecBlock gives its meaning forwards, on a symbolic state, and WP
// backwards, on an expression; no other code interprets a block's edges.
//
// A block is an acyclic region of the program from one abstraction point
// to the next: every path from From along Edges ends at To (or, for an
// error block, at the violated check). A straight run (single-block
// encoding) is the special case of one path: Edges[0] may be a condition
// (an Assume, or a Check, which the path passes when the condition holds),
// the others have one successor each. A large block (adjustable block
// encoding) has branches and joins: it is the disjunction of its paths,
// executed with a guard per location and Merge at the joins.
//
// An error block (Error set) is the violation of a check: its last edge
// is the Check, taken when the condition is false, and it leads to the
// check's error location rather than to a program location; the edges
// before it (none in single-block encoding) lead from From to the
// check.
type Block struct {
	From *program.Loc
	To   *program.Loc // nil for an error block
	// Edges are in a topological order of the region (every edge after
	// the edges into its source); in a straight run Edges[k].To is
	// Edges[k+1].From. Edges into To end the block: To is never the
	// source of an edge of the block unless it is From.
	Edges []*program.Edge
	// Error, when set, is the check this block violates: the last edge.
	Error *program.CheckInfo
}

// CheckEdge returns the check edge an error block violates, nil for
// other blocks.
func (b *Block) CheckEdge() *program.Edge {
	if b.Error == nil || len(b.Edges) == 0 {
		return nil
	}
	return b.Edges[len(b.Edges)-1]
}

// Straight reports whether b is one path (each edge's target is the next
// edge's source).
func (b *Block) Straight() bool {
	for k := 1; k < len(b.Edges); k++ {
		if b.Edges[k-1].To != b.Edges[k].From {
			return false
		}
	}
	return true
}

// ExecBlock executes b on s, which it changes: s.Guard becomes the
// condition under which the block runs from s (conjoined to the guard s
// had), and the variables their values after it. An error block assumes
// its check's condition false. Constructs the encoding cannot express give
// an *UnsupportedError positioned at the edge that has them.
//
// A large block keeps a state per location: the state of a location is
// the Merge of the states its incoming edges of the block produce, and
// the block's final state the Merge of those of the edges into To.
// Branches whose conditions are not syntactically complementary (c and
// !c) get fresh selector literals that make their guards exclusive, as
// Merge requires; the selectors are free, so every path stays possible.
func (e *Encoder) ExecBlock(s *State, b *Block) error {
	last := len(b.Edges) - 1
	if b.Straight() {
		for k, ed := range b.Edges {
			if k == last && b.Error != nil {
				if err := e.assumeViolated(s, ed); err != nil {
					return err
				}
				continue
			}
			if err := e.Exec(s, ed); err != nil {
				return err
			}
		}
		return nil
	}
	outs := map[*program.Loc][]*program.Edge{}
	for _, ed := range b.Edges {
		outs[ed.From] = append(outs[ed.From], ed)
	}
	// guardOf gives each out-edge of a branching location its share of
	// the location's guard: the selector conjunction, when needed.
	share := map[*program.Edge]z.Lit{}
	for _, es := range outs {
		if len(es) < 2 || complementary(es) {
			continue
		}
		c := e.B.C()
		rest := e.B.T()
		for i, ed := range es {
			if i == len(es)-1 {
				share[ed] = rest
				break
			}
			sel := e.B.Fresh(1)[0]
			share[ed] = c.And(rest, sel)
			rest = c.And(rest, sel.Not())
		}
	}
	pending := map[*program.Loc][]*State{}
	merged := map[*program.Loc]*State{}
	used := map[*program.Loc]int{}
	var finals []*State
	start := s.Clone()
	for k, ed := range b.Edges {
		var src *State
		if ed.From == b.From {
			src = start
		} else if m, ok := merged[ed.From]; ok {
			src = m
		} else {
			src = e.Merge(pending[ed.From])
			merged[ed.From] = src
		}
		if src == nil {
			continue // no path reaches ed's source
		}
		used[ed.From]++
		st := src
		if used[ed.From] < len(outs[ed.From]) {
			st = src.Clone() // the source state serves later edges too
		}
		if m, ok := share[ed]; ok {
			st.Guard = e.B.C().And(st.Guard, m)
		}
		if k == last && b.Error != nil {
			if err := e.assumeViolated(st, ed); err != nil {
				return err
			}
			finals = append(finals, st)
			continue
		}
		if err := e.Exec(st, ed); err != nil {
			return err
		}
		if ed.To == b.To {
			finals = append(finals, st)
		} else {
			pending[ed.To] = append(pending[ed.To], st)
		}
	}
	out := e.Merge(finals)
	if out == nil {
		s.Guard = e.B.F()
		return nil
	}
	s.Guard, s.vars = out.Guard, out.vars
	return nil
}

// complementary reports whether edges are two Assumes of c and !c.
func complementary(es []*program.Edge) bool {
	if len(es) != 2 {
		return false
	}
	a, ok1 := es[0].Stmt.(*program.Assume)
	c, ok2 := es[1].Stmt.(*program.Assume)
	if !ok1 || !ok2 {
		return false
	}
	return negationOf(a.Cond, c.Cond) || negationOf(c.Cond, a.Cond)
}

// negationOf reports whether x is syntactically !y.
func negationOf(x, y program.Expr) bool {
	u, ok := x.(*program.Unary)
	return ok && u.Op == program.LNot && program.ExprString(u.X) == program.ExprString(y)
}

// assumeViolated restricts s to the executions that violate the check on
// edge ed.
func (e *Encoder) assumeViolated(s *State, ed *program.Edge) (err error) {
	defer unsupportedAt(ed, &err)
	c := ed.Stmt.(*program.Check)
	s.Guard = e.B.C().And(s.Guard, e.Cond(s, c.Cond).Not())
	return nil
}

// Condition returns the condition b's first edge assumes: an Assume's, a
// Check's (its negation for an error block of that one edge), or nil
// when the block starts with an assignment. It is the whole condition of
// a block of single-block encoding; BlockCondition gives that of any
// block.
func (b *Block) Condition() program.Expr {
	if len(b.Edges) == 0 {
		return nil
	}
	if b.Error != nil && len(b.Edges) == 1 {
		return &program.Unary{Op: program.LNot, X: b.Edges[0].Stmt.(*program.Check).Cond}
	}
	switch st := b.Edges[0].Stmt.(type) {
	case *program.Assume:
		return st.Cond
	case *program.Check:
		return st.Cond
	}
	return nil
}

// String prints b's statements, skips left out, separated by "; ":
// "[x < 10]; x = x + 1". An error block's violated check reads
// "[!(c)] /* id fails */". A large block prints its edges in their
// order inside braces.
func (b *Block) String() string {
	var parts []string
	last := len(b.Edges) - 1
	for k, e := range b.Edges {
		if k == last && b.Error != nil {
			parts = append(parts, fmt.Sprintf("[!(%s)] /* %s fails */", program.ExprString(e.Stmt.(*program.Check).Cond), b.Error.ID))
			continue
		}
		if _, ok := e.Stmt.(*program.Skip); ok {
			continue
		}
		parts = append(parts, program.StmtString(e.Stmt))
	}
	if !b.Straight() {
		return fmt.Sprintf("{%d edges: %s}", len(b.Edges), strings.Join(parts, "; "))
	}
	if len(parts) == 0 {
		return "skip"
	}
	return strings.Join(parts, "; ")
}
