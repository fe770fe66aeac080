package impact

import (
	"fmt"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// refine relabels the infeasible path through nodes (root first, an error
// node last) so that its last node is false. It reports false when the
// candidate atoms are too weak for that; the tree is then unchanged in
// what matters (labels only grew by proved literals).
func (v *verifier) refine(nodes []*node) (bool, error) {
	cands := v.candidates(nodes)
	k := len(nodes) - 1
	// Forward: φ_i is what φ_{i-1} (with node i-1's label) and step i
	// prove among the candidates.
	phi := make([][]Literal, len(nodes))
	impossibleAt := -1
	for i := 1; i <= k; i++ {
		if err := v.ctx.Err(); err != nil {
			return false, err
		}
		pre := union(nodes[i-1].label, phi[i-1])
		var want []Literal
		for _, l := range cands {
			if !nodes[i].has[l] {
				want = append(want, l)
			}
		}
		proved, impossible, err := v.post(pre, nodes[i].step, want)
		if err != nil {
			return false, err
		}
		if impossible {
			impossibleAt = i
			break
		}
		phi[i] = proved
	}
	if impossibleAt < 0 {
		return false, nil
	}
	for i := 1; i < impossibleAt; i++ {
		n := nodes[i]
		if v.strengthen(n, phi[i]) {
			if _, err := v.close(n, false); err != nil {
				return false, err
			}
		}
	}
	n := nodes[impossibleAt]
	v.release(n)
	n.isFalse = true
	return true, nil
}

// union returns the literals of a and then those of b not in a.
func union(a, b []Literal) []Literal {
	if len(b) == 0 {
		return a
	}
	seen := make(map[Literal]bool, len(a))
	out := append([]Literal(nil), a...)
	for _, l := range a {
		seen[l] = true
	}
	for _, l := range b {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}

// candidates returns the literals refinement tries along the path: from
// χ_k = false backwards, χ_{i-1} = wp(step_i, cond_i ⇒ χ_i), each χ_i whole
// (positive) and its atoms (both ways), until a havoc stops the weakest
// precondition; then the atoms of what was computed up to it.
func (v *verifier) candidates(nodes []*node) []Literal {
	var out []Literal
	seen := map[Literal]bool{}
	add := func(l Literal) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	addExpr := func(x program.Expr, whole bool) {
		x = fold(symex.Simplify(x))
		if _, ok := x.(*program.Const); ok || x.Type().Kind != program.KindBool {
			return
		}
		if whole {
			add(Literal{Atom: v.atom(x)})
		}
		for _, a := range symex.Atoms(x) {
			if a.Type().Kind != program.KindBool {
				continue
			}
			i := v.atom(a)
			add(Literal{Atom: i})
			add(Literal{Atom: i, Neg: true})
		}
	}
	// What the path does forwards: its conditions, and what a scalar
	// assignment v = e leaves when e does not read v (v == e). Weakest
	// preconditions fold such facts into the later conditions (g = 0 then
	// x / (g | 1) becomes x / (0 | 1)); the forward calls need them whole.
	for _, n := range nodes[1:] {
		for _, e := range n.step.Edges {
			switch st := e.Stmt.(type) {
			case *program.Assume:
				addExpr(st.Cond, false)
			case *program.Check:
				addExpr(st.Cond, false)
			case *program.Assign:
				if z, ok := st.RHS.(*program.Zero); ok && z.T.Kind == program.KindArray {
					v.zeroCells(st.LHS, z.T, addExpr)
					continue
				}
				ref, ok := st.LHS.(*program.VarRef)
				t := st.LHS.Type()
				if !ok || !(t.IsInteger() || t.Kind == program.KindBool) || program.Reads(st.RHS, ref.Var) {
					continue
				}
				addExpr(&program.Binary{Op: program.Eq, X: st.LHS, Y: st.RHS, T: program.Bool}, false)
			}
		}
	}
	var chi program.Expr = program.NewConst(program.Bool, 0)
	for i := len(nodes) - 1; i >= 1 && v.ctx.Err() == nil; i-- {
		step := nodes[i].step
		phi := chi
		if c := condition(v.p, step); c != nil {
			phi = fold(symex.Simplify(&program.Binary{Op: program.LOr, X: not(c), Y: chi, T: program.Bool}))
		}
		if symex.TooLargeForWP(phi) {
			break
		}
		pre, cut := symex.WP(v.p, step, phi)
		if pre == nil {
			addExpr(cut, true)
			// Past a havoc of a scalar, what does not depend on the
			// value still carries over: ∀v. (A ∨ B) follows from B when
			// only A reads v.
			if len(step.Edges) != 1 {
				break
			}
			h, ok := step.Edges[0].Stmt.(*program.Havoc)
			if !ok {
				break
			}
			ref, isVar := h.LHS.(*program.VarRef)
			if !isVar {
				break
			}
			rest, ok := dropReading(cut, ref.Var)
			if !ok {
				break
			}
			chi = fold(rest)
			if c, isConst := chi.(*program.Const); isConst && c.Val == 0 {
				break
			}
			addExpr(chi, true)
			continue
		}
		chi = fold(symex.Simplify(pre))
		addExpr(chi, true)
	}
	return out
}

// maxCellAtoms bounds the cells of a zeroed array that become atoms.
const maxCellAtoms = 16

// zeroCells adds, for an array of integers set to zero as a whole (a
// global's initialisation, = {0}), the atoms lv[i] == 0 of its first
// cells: weakest preconditions only ever see the cells later reads name.
func (v *verifier) zeroCells(lv program.Expr, t *program.Type, add func(program.Expr, bool)) {
	if t.Kind != program.KindArray || !(t.Elem.IsInteger() || t.Elem.Kind == program.KindBool) {
		return
	}
	idx := program.IntType("int", 32, true)
	for i := int64(0); i < t.Len && i < maxCellAtoms; i++ {
		cell := &program.Index{X: lv, Index: program.NewConst(idx, uint64(i))}
		add(&program.Binary{Op: program.Eq, X: cell, Y: &program.Zero{T: t.Elem}, T: program.Bool}, false)
	}
}

// condition is the condition under which step runs, over the state
// before it: its edge's for a block of one edge, else the conditions of
// its paths taken back to its start (symex.BlockCondition). It only
// makes candidates: the forward SAT calls decide what holds.
func condition(p *program.Program, step *symex.Block) program.Expr {
	if len(step.Edges) == 1 {
		return step.Condition()
	}
	return symex.BlockCondition(p, step)
}

// dropReading returns a formula that implies ∀v.x: x without the
// disjuncts that read v. It fails (ok false) when a part that reads v
// cannot be dropped (a conjunct, an atom).
func dropReading(x program.Expr, v *program.Var) (program.Expr, bool) {
	if !program.Reads(x, v) {
		return x, true
	}
	b, ok := x.(*program.Binary)
	if !ok {
		return nil, false
	}
	switch b.Op {
	case program.LOr:
		l, lok := dropReading(b.X, v)
		r, rok := dropReading(b.Y, v)
		switch {
		case lok && rok:
			return &program.Binary{Op: program.LOr, X: l, Y: r, T: program.Bool}, true
		case lok:
			return l, true
		case rok:
			return r, true
		}
		return boolConst(false), true
	case program.LAnd:
		l, lok := dropReading(b.X, v)
		r, rok := dropReading(b.Y, v)
		if lok && rok {
			return &program.Binary{Op: program.LAnd, X: l, Y: r, T: program.Bool}, true
		}
	}
	return nil, false
}

// fold removes Bool constants under the logical connectives (true || x
// is true, false || x is x, ...), which symex.Simplify leaves.
func fold(x program.Expr) program.Expr {
	constant := func(e program.Expr) (bool, bool) {
		c, ok := e.(*program.Const)
		if !ok || c.Type().Kind != program.KindBool {
			return false, false
		}
		return c.Val != 0, true
	}
	switch y := x.(type) {
	case *program.Unary:
		if y.Op != program.LNot {
			return x
		}
		inner := fold(y.X)
		if v, ok := constant(inner); ok {
			return boolConst(!v)
		}
		return not(inner)
	case *program.Binary:
		if y.Op != program.LAnd && y.Op != program.LOr {
			return x
		}
		a, b := fold(y.X), fold(y.Y)
		absorbing := y.Op == program.LOr // true absorbs ||, false absorbs &&
		for _, pair := range [][2]program.Expr{{a, b}, {b, a}} {
			if v, ok := constant(pair[0]); ok {
				if v == absorbing {
					return boolConst(absorbing)
				}
				return pair[1]
			}
		}
		return &program.Binary{Op: y.Op, X: a, Y: b, T: program.Bool}
	}
	return x
}

func boolConst(v bool) program.Expr {
	if v {
		return program.NewConst(program.Bool, 1)
	}
	return program.NewConst(program.Bool, 0)
}

func not(x program.Expr) program.Expr {
	if u, ok := x.(*program.Unary); ok && u.Op == program.LNot {
		return u.X
	}
	return &program.Unary{Op: program.LNot, X: x}
}

// certificateError is a TRUE that its certificate does not support: an
// internal error of the search.
type certificateError struct{ what string }

func (e *certificateError) Error() string {
	return "impact: the proof does not check: " + e.what
}

// certify checks the finished tree as a proof, with SAT calls of its own:
// the root is labelled true; every node that is neither blocked nor false
// is expanded, and the step to each child leads from its label into the
// child's (or is impossible, for a false child); every covered node's
// label implies its coverer's, which is not blocked; every error node that
// is not blocked is false. Then the labels of each location's unblocked
// nodes hold there in every execution, and no check can fail.
func (v *verifier) certify() error {
	root := v.nodes[0]
	if len(root.label) != 0 || root.isFalse {
		return &certificateError{"the root is not labelled true"}
	}
	for _, n := range v.nodes {
		if err := v.ctx.Err(); err != nil {
			return err
		}
		if n.parent != nil && blocked(n.parent) {
			continue // under a covered or false node
		}
		if n.coveredBy != nil {
			w := n.coveredBy
			if blocked(w) || w.loc != n.loc || w.isFalse && !n.isFalse {
				return &certificateError{fmt.Sprintf("node %d is covered by node %d, which cannot cover", n.id, w.id)}
			}
			ok, err := v.implies(n.label, w.label)
			if err != nil {
				return err
			}
			if !ok {
				return &certificateError{fmt.Sprintf("node %d's label does not imply its coverer's", n.id)}
			}
		}
		if n.parent != nil {
			proved, impossible, err := v.post(n.parent.label, n.step, n.label)
			if err != nil {
				return err
			}
			if !impossible && (n.isFalse || len(proved) < len(n.label)) {
				var texts []string
				for _, l := range n.label {
					texts = append(texts, fmt.Sprintf("%v:%s", l.Neg, program.ExprString(v.atoms[l.Atom])))
				}
				return &certificateError{fmt.Sprintf("the step into node %d does not lead into its label (false %v, proved %d of %v; step %s)", n.id, n.isFalse, len(proved), texts, n.step)}
			}
		}
		if blocked(n) {
			continue
		}
		if n.loc == nil {
			return &certificateError{fmt.Sprintf("error node %d (%s) is reachable in the tree", n.id, n.step.Error.ID)}
		}
		if !n.expanded {
			return &certificateError{fmt.Sprintf("node %d is neither expanded nor covered", n.id)}
		}
		if want := len(v.from[n.loc]); len(n.children) != want {
			return &certificateError{fmt.Sprintf("node %d has %d children for %d blocks", n.id, len(n.children), want)}
		}
	}
	return nil
}
