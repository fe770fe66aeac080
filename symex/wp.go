package symex

import (
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// WP returns the precondition of phi over block b, as predicate
// discovery needs it: an expression over the state before the block that
// holds exactly when phi holds after it, for executions that run through
// the block. Assignments substitute (array elements and pointers become
// case distinctions); conditions are not part of it (they restrict which
// executions run through, they change no value). The result is
// simplified (Simplify).
//
// When the precondition is not an expression of this kind, because an
// edge havocs something phi reads or assigns it in a way substitution
// cannot express (a whole array or a union member phi reads otherwise),
// WP returns pre == nil and, as cut, the precondition of phi over the
// edges after that one: the last expression computed, which still
// separates the states at that point of the block.
//
// Over a large block, the precondition is taken along every path and
// joined at branches: ite(c, pre₁, pre₂) at a branch of c and !c, which
// is exact there; other branchings (nondeterministic, switch) chain ites
// over their conditions, which is exact when the conditions exclude each
// other and a heuristic otherwise (predicates only guide refinement).
func WP(p *program.Program, b *Block, phi program.Expr) (pre, cut program.Expr) {
	if TooLargeForWP(phi) {
		return nil, phi
	}
	if !b.Straight() {
		return wpLarge(p, b, phi)
	}
	for k := len(b.Edges) - 1; k >= 0; k-- {
		next := wpEdge(p, b.Edges[k], phi)
		if next == nil {
			return nil, phi
		}
		phi = next
	}
	return phi, nil
}

// wpEdge returns the precondition of phi over edge e as WP defines it, or
// nil where there is none.
func wpEdge(p *program.Program, e *program.Edge, phi program.Expr) program.Expr {
	switch st := e.Stmt.(type) {
	case *program.Assign:
		return substitute(p, phi, st.LHS, st.RHS)
	case *program.Havoc:
		if mentionsLvalue(p, phi, st.LHS) {
			return nil
		}
	}
	return phi
}

// MaxWPNodes bounds the expressions WP takes further back. Substitution
// into array cells and through pointers makes case distinctions, so a
// precondition can double at every write along a trace (an S-box loop's
// x[k] ^= S[t]); past this size its atoms no longer help refinement, and
// building and comparing them (which nothing interrupts) would take the
// run's time and memory.
const MaxWPNodes = 4000

// TooLargeForWP reports whether e has more than MaxWPNodes nodes: WP
// then returns it as the cut, and callers that take preconditions
// backwards along a trace stop there.
func TooLargeForWP(e program.Expr) bool {
	n := 0
	program.Walk(e, func(program.Expr) bool {
		n++
		return n <= MaxWPNodes
	})
	return n > MaxWPNodes
}

// mentionsLvalue reports whether phi may read what lv designates.
func mentionsLvalue(p *program.Program, phi, lv program.Expr) bool {
	root, viaPtr := lvalueRoot(lv)
	found := false
	program.Walk(phi, func(x program.Expr) bool {
		switch x := x.(type) {
		case *program.VarRef:
			if viaPtr && x.Var.Object != 0 || x.Var == root {
				found = true
			}
		case *program.Deref:
			found = true
		}
		return !found
	})
	return found
}

func lvalueRoot(lv program.Expr) (*program.Var, bool) {
	for {
		switch x := lv.(type) {
		case *program.VarRef:
			return x.Var, false
		case *program.Index:
			lv = x.X
		case *program.Field:
			lv = x.X
		default:
			return nil, true
		}
	}
}

// substitute returns phi[lhs := rhs]: phi evaluated before the assignment
// means the same as the original after it. Array elements and pointers
// become case distinctions (ite). It returns nil when phi reads lhs in a
// way the substitution cannot express.
func substitute(p *program.Program, phi, lhs, rhs program.Expr) program.Expr {
	ok := true
	var rewrite, rewriteAddr func(x program.Expr) program.Expr
	// An address does not depend on the value stored there: under &, only
	// the indices and pointers on the way are rewritten.
	rewriteAddr = func(x program.Expr) program.Expr {
		switch y := x.(type) {
		case *program.Index:
			return &program.Index{X: rewriteAddr(y.X), Index: rewrite(y.Index)}
		case *program.Field:
			return &program.Field{X: rewriteAddr(y.X), Field: y.Field}
		case *program.Deref:
			return &program.Deref{X: rewrite(y.X)}
		}
		return x
	}
	rewrite = func(x program.Expr) program.Expr {
		if !ok {
			return x
		}
		if a, is := x.(*program.AddrOf); is {
			return &program.AddrOf{X: rewriteAddr(a.X), T: a.T}
		}
		switch lv := lhs.(type) {
		case *program.VarRef:
			if r, is := x.(*program.VarRef); is && r.Var == lv.Var {
				return rhs
			}
		case *program.Index:
			if ix, is := x.(*program.Index); is && program.ExprString(ix.X) == program.ExprString(lv.X) {
				j := rewrite(ix.Index)
				same := &program.Binary{Op: program.Eq, X: castTo(lv.Index, j.Type()), Y: j, T: program.Bool}
				return &program.Ite{Cond: same, Then: rhs, Else: &program.Index{X: ix.X, Index: j}}
			}
			if program.ExprString(x) == program.ExprString(lv.X) {
				ok = false // the whole array is read
				return x
			}
		case *program.Field:
			if f, is := x.(*program.Field); is && program.ExprString(f.X) == program.ExprString(lv.X) {
				if f.Field == lv.Field && lv.X.Type().Kind == program.KindStruct {
					return rhs
				}
				if lv.X.Type().Kind == program.KindUnion {
					ok = false
				}
				return x
			}
			if program.ExprString(x) == program.ExprString(lv.X) {
				ok = false
				return x
			}
		case *program.Deref:
			switch y := x.(type) {
			case *program.Deref:
				if program.Identical(y.Type(), lhs.Type()) {
					q := rewrite(y.X)
					same := &program.Binary{Op: program.Eq, X: lv.X, Y: q, T: program.Bool}
					return &program.Ite{Cond: same, Then: rhs, Else: &program.Deref{X: q}}
				}
				ok = false
				return x
			case *program.VarRef:
				if y.Var.Object != 0 {
					if !program.Identical(y.Type(), lhs.Type()) {
						if len(program.Subobjects(y.Type(), lhs.Type())) > 0 {
							ok = false
						}
						return x
					}
					addr := &program.AddrOf{X: y, T: lv.X.Type()}
					same := &program.Binary{Op: program.Eq, X: lv.X, Y: addr, T: program.Bool}
					return &program.Ite{Cond: same, Then: rhs, Else: y}
				}
			}
		}
		return program.MapChildren(x, rewrite)
	}
	out := rewrite(phi)
	if !ok {
		return nil
	}
	return Simplify(out)
}

func castTo(e program.Expr, t *program.Type) program.Expr {
	if program.Identical(e.Type(), t) {
		return e
	}
	return &program.Cast{X: e, T: t}
}

// Simplify folds constant subexpressions and trivial ites, so that
// predicates from weakest preconditions stay readable and do not repeat.
// Constants are evaluated by the interpreter, so folding means what
// execution means.
//
// It does not reassociate (x + 1) + 1 into x + 2, although that would be
// exact: predicates discovered along an unrolled loop then share one chain
// of adders, which the solver reasons about far faster than about
// separate adders for x + 2, x + 3, ... (measured: 1.2 s against 20 s for
// a ten-iteration loop).
func Simplify(x program.Expr) program.Expr {
	x = program.MapChildren(x, Simplify)
	switch y := x.(type) {
	case *program.Ite:
		if c, ok := y.Cond.(*program.Const); ok {
			if c.Val != 0 {
				return y.Then
			}
			return y.Else
		}
		if program.ExprString(y.Then) == program.ExprString(y.Else) {
			return y.Then
		}
	case *program.Binary:
		if y.Op == program.Eq && program.ExprString(y.X) == program.ExprString(y.Y) {
			return program.True
		}
	}
	if isConstant(x) && x.Type().IsInteger() {
		v, err := interp.NewState(nil).Eval(x)
		if err == nil {
			return program.NewConst(x.Type(), v.Bits)
		}
	}
	return x
}

func isConstant(x program.Expr) bool {
	if _, ok := x.(*program.Const); ok {
		return false // already folded
	}
	constant := true
	program.Walk(x, func(y program.Expr) bool {
		switch y.(type) {
		case *program.VarRef, *program.Deref, *program.AddrOf, *program.Zero, *program.Index, *program.Field:
			constant = false
		}
		return constant
	})
	return constant
}

// maxPreconditionText bounds the printed size of a precondition over a
// large block; beyond it the computation stops as at a havoc (the last
// expression is the cut), so that branches do not multiply the text.
const maxPreconditionText = 4000

// wpRegion computes, backwards over b's region, an expression at each
// source location from post (the value wanted after an edge into To,
// or after the violated check of an error block) and step (the
// expression before one edge, from the one after it; nil where there is
// none). Branches combine as join says. It returns the expression at
// From, or nil and the cut: the expression after the edge where step
// gave nil.
func wpRegion(b *Block, post program.Expr, step func(ed *program.Edge, after program.Expr) program.Expr, join func(es []*program.Edge, ws []program.Expr) program.Expr) (pre, cut program.Expr) {
	last := len(b.Edges) - 1
	outs := map[*program.Loc][]*program.Edge{}
	var order []*program.Loc
	for _, ed := range b.Edges {
		if _, ok := outs[ed.From]; !ok {
			order = append(order, ed.From)
		}
		outs[ed.From] = append(outs[ed.From], ed)
	}
	at := map[*program.Loc]program.Expr{}
	for i := len(order) - 1; i >= 0; i-- {
		l := order[i]
		var ws []program.Expr
		for _, ed := range outs[l] {
			after := at[ed.To]
			if ed.To == b.To || (b.Error != nil && ed == b.Edges[last]) {
				after = post
			}
			if after == nil {
				// A target the block does not lead on from: nothing to
				// carry back (cannot happen in a block built from a region).
				after = post
			}
			w := step(ed, after)
			if w == nil {
				return nil, after
			}
			ws = append(ws, w)
		}
		x := Simplify(join(outs[l], ws))
		if len(ws) > 1 && len(program.ExprString(x)) > maxPreconditionText {
			return nil, ws[0]
		}
		at[l] = x
	}
	return at[b.From], nil
}

// wpLarge is WP for a block with branches: at a branch of c and !c the
// precondition is ite(c, pre₁, pre₂); other branchings chain ites over
// their conditions, the last edge's precondition as the rest.
func wpLarge(p *program.Program, b *Block, phi program.Expr) (pre, cut program.Expr) {
	return wpRegion(b, phi, func(ed *program.Edge, after program.Expr) program.Expr {
		return wpEdge(p, ed, after)
	}, iteJoin)
}

func iteJoin(es []*program.Edge, ws []program.Expr) program.Expr {
	acc := ws[len(ws)-1]
	for i := len(ws) - 2; i >= 0; i-- {
		c := edgeCondition(es[i])
		if c == nil {
			acc = ws[i]
			continue
		}
		acc = &program.Ite{Cond: c, Then: ws[i], Else: acc}
	}
	return acc
}

func edgeCondition(ed *program.Edge) program.Expr {
	switch st := ed.Stmt.(type) {
	case *program.Assume:
		return st.Cond
	case *program.Check:
		return st.Cond
	}
	return nil
}

// BlockCondition returns the condition under which b runs, as an
// expression over the state before it, for predicate discovery: the
// conditions along its paths (an error block's violated check among
// them) taken back to its start through the assignments, branches of c
// and !c joined as ite(c, ...), other branchings as disjunctions. Where
// a havoc stands between a condition and the start, the conjuncts that
// read what it writes are left out (true), and so is everything an
// assignment substitution cannot express. It
// returns nil when the block has no condition.
func BlockCondition(p *program.Program, b *Block) program.Expr {
	if len(b.Edges) == 0 {
		return nil
	}
	last := len(b.Edges) - 1
	pre, _ := wpRegion(b, program.True, func(ed *program.Edge, after program.Expr) program.Expr {
		if b.Error != nil && ed == b.Edges[last] {
			return &program.Unary{Op: program.LNot, X: ed.Stmt.(*program.Check).Cond}
		}
		switch st := ed.Stmt.(type) {
		case *program.Assume:
			return and(st.Cond, after)
		case *program.Check:
			return and(st.Cond, after)
		}
		if w := wpEdge(p, ed, after); w != nil {
			return w
		}
		if h, ok := ed.Stmt.(*program.Havoc); ok {
			return dropMentioning(p, after, h.LHS)
		}
		return program.True
	}, func(es []*program.Edge, ws []program.Expr) program.Expr {
		if complementary(es) {
			a := es[0].Stmt.(*program.Assume).Cond
			return &program.Ite{Cond: a, Then: after(ws[0], a), Else: after(ws[1], es[1].Stmt.(*program.Assume).Cond)}
		}
		acc := ws[0]
		for _, w := range ws[1:] {
			acc = or(acc, w)
		}
		return acc
	})
	if pre == nil {
		return nil
	}
	if c, ok := pre.(*program.Const); ok && c.Val != 0 {
		return nil
	}
	return pre
}

// dropMentioning weakens phi to the conjuncts that do not read lv (a
// havoc makes them unknown): a conjunct that reads it becomes true.
func dropMentioning(p *program.Program, phi, lv program.Expr) program.Expr {
	if x, ok := phi.(*program.Binary); ok && x.Op == program.LAnd {
		return and(dropMentioning(p, x.X, lv), dropMentioning(p, x.Y, lv))
	}
	if mentionsLvalue(p, phi, lv) {
		return program.True
	}
	return phi
}

// after strips the leading conjunct c from w = c && rest (as BlockCondition
// built it), for the branches of an ite over c.
func after(w, c program.Expr) program.Expr {
	if x, ok := w.(*program.Binary); ok && x.Op == program.LAnd && program.ExprString(x.X) == program.ExprString(c) {
		return x.Y
	}
	if program.ExprString(w) == program.ExprString(c) {
		return program.True
	}
	return w
}

func isTrue(x program.Expr) bool {
	c, ok := x.(*program.Const)
	return ok && c.Type().Kind == program.KindBool && c.Val != 0
}

func and(x, y program.Expr) program.Expr {
	switch {
	case isTrue(x):
		return y
	case isTrue(y):
		return x
	}
	return &program.Binary{Op: program.LAnd, X: x, Y: y, T: program.Bool}
}

func or(x, y program.Expr) program.Expr {
	if isTrue(x) || isTrue(y) {
		return program.True
	}
	return &program.Binary{Op: program.LOr, X: x, Y: y, T: program.Bool}
}
