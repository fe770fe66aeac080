package concrete

import (
	"context"
	"math/big"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/ranges"
)

// The strategies of assumed ranges give every input the largest (or the
// smallest) value the program lets it take: an input that an assumption
// right after its havoc bounds (v = nondet(); assume(-80 <= v && v <= 80))
// takes that bound, any other one its type's limit. Boundary values of
// the inputs' own ranges reach the extremes of sums and counts that the
// type's limits (which the assumptions block) and random picks miss: a
// bound n <= 400 and 400 inputs at 80 each.
const (
	largestAssumed  = "largest assumed values"
	smallestAssumed = "smallest assumed values"
)

// assumedChain bounds the edges followed from a havoc to the location
// whose interval is its assumed range.
const assumedChain = 8

// assumedRanges returns, for the havocs of integer variables that the
// assumptions after them bound more tightly than their type, the bounds
// (as sign-extended bits). The range of an edge's variable is read from
// the range analysis (package ranges) at the locations that follow the
// havoc along a chain of single edges that do not write the variable
// (the assumptions of __VERIFIER_assume, declarations between), the
// tightest of them. A havoc of a cell or a member (a[i] = nondet()) gets
// the interval its assumptions state as written (program.AssumedRanges).
// Nil when no havoc is bounded (or the analysis gives nothing for a
// program too large, and no cell is bounded).
func assumedRanges(ctx context.Context, p *program.Program) map[*program.Edge][2]uint64 {
	var havocs []*program.Edge
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && h.Bodiless == "" {
			if r, ok := h.LHS.(*program.VarRef); ok && r.Var.ByName() && r.Var.Type.IsInteger() && r.Var.Type.Width <= 64 {
				havocs = append(havocs, e)
			}
		}
	}
	out := map[*program.Edge][2]uint64{}
	// A cell or member that a havoc fills (a[i] = nondet(), followed by
	// assume(0 <= a[i] && a[i] <= 10)): the range analysis follows no
	// cell, the assumptions after it are read as written.
	for e, r := range program.AssumedRanges(p) {
		if _, whole := e.Stmt.(*program.Havoc).LHS.(*program.VarRef); !whole {
			out[e] = [2]uint64{uint64(r.Lo), uint64(r.Hi)}
		}
	}
	var res *ranges.Result
	if len(havocs) > 0 {
		var err error
		if res, err = ranges.Analyze(ctx, p); err != nil {
			havocs = nil
		}
	}
	for _, e := range havocs {
		v := e.Stmt.(*program.Havoc).LHS.(*program.VarRef).Var
		top := ranges.Top(v.Type)
		lo, hi := top.Lo, top.Hi
		l := e.To
		for step := 0; step < assumedChain; step++ {
			iv, reached := res.At(l, v)
			if !reached || !iv.Known() {
				break
			}
			if iv.Lo.Cmp(lo) > 0 {
				lo = iv.Lo
			}
			if iv.Hi.Cmp(hi) < 0 {
				hi = iv.Hi
			}
			if len(l.Out) != 1 || writes(l.Out[0].Stmt, v) {
				break
			}
			l = l.Out[0].To
		}
		if lo.Cmp(hi) > 0 || lo.Cmp(top.Lo) == 0 && hi.Cmp(top.Hi) == 0 {
			continue
		}
		out[e] = [2]uint64{bits64(lo), bits64(hi)}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// writes says whether s may change v (an assignment or havoc naming it
// whole; v is accessed by name only).
func writes(s program.Stmt, v *program.Var) bool {
	var lhs program.Expr
	switch s := s.(type) {
	case *program.Assign:
		lhs = s.LHS
	case *program.Havoc:
		lhs = s.LHS
	case *program.Assume, *program.Check, *program.Skip, *program.Dead:
		return false
	default:
		return true
	}
	r, ok := lhs.(*program.VarRef)
	return !ok || r.Var == v
}

// bits64 is the two's complement bits of a value within 64 bits.
func bits64(x *big.Int) uint64 {
	if x.Sign() >= 0 {
		return x.Uint64()
	}
	return uint64(x.Int64())
}

// assumedValue is the n-th value of an assumed-range strategy: the bound
// of the current edge's range, or the type's limit.
func assumedValue(c *choice, w int, signed bool, largest bool) uint64 {
	if r, ok := c.assumed[c.edge]; ok && c.edge != nil {
		if largest {
			return r[1]
		}
		return r[0]
	}
	min, max := limits(w, signed)
	if largest {
		return max
	}
	return min
}
