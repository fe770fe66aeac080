package symex

import (
	"fmt"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// A Block is a piece of the program that is executed as one formula: the
// code of one abstract transition (package abstract), one step of an
// abstract counterexample when refinement replays it (package refine).
// ExecBlock gives its meaning forwards, on a symbolic state, and WP
// backwards, on an expression; no other code interprets a block's edges.
//
// Today a block is a straight run of edges from one abstraction point to
// the next: Edges[0] may be a condition (an Assume, or a Check, which the
// path passes when the condition holds), the others have one successor
// each. An error block (Error set) is the violation of a check: its only
// edge is the Check, taken when the condition is false, and it leads to
// the check's error location rather than to a program location.
//
// Large blocks (loop-free regions with branches between abstraction
// points) will keep From, To and Error and generalise Edges to an acyclic
// region, executed with a guard per location and Encoder.Merge at joins;
// callers that go through ExecBlock, WP and Condition need not change.
type Block struct {
	From *program.Loc
	To   *program.Loc // nil for an error block
	// Edges are executed in order; Edges[k].To is Edges[k+1].From.
	Edges []*program.Edge
	// Error, when set, is the check this block violates.
	Error *program.CheckInfo
}

// ExecBlock executes b on s, which it changes: s.Guard becomes the
// condition under which the block runs from s (conjoined to the guard s
// had), and the variables their values after it. An error block assumes
// its check's condition false. Constructs the encoding cannot express give
// an *UnsupportedError positioned at the edge that has them.
func (e *Encoder) ExecBlock(s *State, b *Block) error {
	for k, ed := range b.Edges {
		if k == 0 && b.Error != nil {
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

// assumeViolated restricts s to the executions that violate the check on
// edge ed.
func (e *Encoder) assumeViolated(s *State, ed *program.Edge) (err error) {
	defer unsupportedAt(ed, &err)
	c := ed.Stmt.(*program.Check)
	s.Guard = e.B.C().And(s.Guard, e.Cond(s, c.Cond).Not())
	return nil
}

// Condition returns the condition b's first edge assumes: an Assume's,
// a Check's (its negation for an error block), or nil when the block
// starts with an assignment.
func (b *Block) Condition() program.Expr {
	if len(b.Edges) == 0 {
		return nil
	}
	switch st := b.Edges[0].Stmt.(type) {
	case *program.Assume:
		return st.Cond
	case *program.Check:
		if b.Error != nil {
			return &program.Unary{Op: program.LNot, X: st.Cond}
		}
		return st.Cond
	}
	return nil
}

// String prints b's statements, skips left out, separated by "; ":
// "[x < 10]; x = x + 1". An error block reads "[!(c)] /* id fails */".
func (b *Block) String() string {
	var parts []string
	for k, e := range b.Edges {
		if k == 0 && b.Error != nil {
			parts = append(parts, fmt.Sprintf("[!(%s)] /* %s fails */", program.ExprString(e.Stmt.(*program.Check).Cond), b.Error.ID))
			continue
		}
		if _, ok := e.Stmt.(*program.Skip); ok {
			continue
		}
		parts = append(parts, program.StmtString(e.Stmt))
	}
	if len(parts) == 0 {
		return "skip"
	}
	return strings.Join(parts, "; ")
}
