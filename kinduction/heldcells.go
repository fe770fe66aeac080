package kinduction

import (
	"slices"

	"github.com/satabs-go/satabs-go/program"
)

// Values held aside. A loop that copies cells of one index into scalars
// (t1 = a1[e]; t2 = a2[e]: a record taken out of an array of records,
// split per member by program.SplitRecordArrays, or two parallel arrays
// read at one index) keeps in the scalars what the cells satisfied: a
// cell atom P(a1[k], a2[k]) over those arrays only (pay[k] == key[k] +
// 1000) gives the scalar candidate P(t1, t2) (held.pay == held.key +
// 1000), which a later write of the scalars back into the arrays needs
// to keep the atom. The two rest on each other (the scalar holds because
// the cells did, the cells because the scalar was written back), so the
// scalar candidate is proved with the quantified ones, by the same
// Houdini: it is a quantified atom whose range is the one index 0 and
// whose body does not read the index (heldScalar), the same fact.

// maxHeld bounds the candidates of values held aside per loop head.
const maxHeld = 8

// heldCandidates returns, per cut point, the scalar candidates that the
// cell atoms in cands give through the copies of cells into scalars, at
// the heads where the scalars they read are live.
func heldCandidates(sys *System, live map[*program.Loc][]*program.Var, cands [][]*Quantified) [][]*Quantified {
	out := make([][]*Quantified, len(sys.Cuts))
	// The copies t = a[e] of one index expression, grouped by the
	// loop they are in and the index.
	type groupKey struct {
		loop *program.Loc
		idx  string
	}
	groups := map[groupKey]map[*program.Var]*program.Var{}
	var order []groupKey
	for _, ed := range sys.P.Edges() {
		a, ok := ed.Stmt.(*program.Assign)
		if !ok {
			continue
		}
		t, ok := a.LHS.(*program.VarRef)
		if !ok || !t.Var.Type.IsInteger() || !t.Var.ByName() {
			continue
		}
		ix, ok := a.RHS.(*program.Index)
		if !ok {
			continue
		}
		arr, ok := ix.X.(*program.VarRef)
		if !ok || !scalarArray(arr.Var.Type) || !program.Identical(arr.Var.Type.Elem, t.Var.Type) {
			continue
		}
		nest := sys.Nest.Nest(ed.From)
		if len(nest) == 0 {
			continue
		}
		key := groupKey{nest[len(nest)-1].Head, program.ExprString(ix.Index)}
		g := groups[key]
		if g == nil {
			g = map[*program.Var]*program.Var{}
			groups[key] = g
			order = append(order, key)
		}
		if prev, dup := g[arr.Var]; dup && prev != t.Var {
			// Two scalars from one array at one index: which one
			// stands for the cell is not clear.
			g[arr.Var] = nil
			continue
		}
		g[arr.Var] = t.Var
	}
	isLive := make([]map[*program.Var]bool, len(sys.Cuts))
	for c := 1; c < len(sys.Cuts); c++ {
		isLive[c] = map[*program.Var]bool{}
		for _, v := range live[sys.Cuts[c]] {
			isLive[c][v] = true
		}
	}
	seen := map[string]bool{}
	var bodies []*Quantified
	for _, qs := range cands {
		for _, q := range qs {
			if text := program.ExprString(q.Body); !seen[text] && cellsAtIndex(q) {
				seen[text] = true
				bodies = append(bodies, q)
			}
		}
	}
	done := make([]map[string]bool, len(sys.Cuts))
	for _, key := range order {
		g := groups[key]
		for _, q := range bodies {
			body, ok := substHeld(q.Body, g)
			if !ok || trivial(body) {
				continue
			}
			vars := program.Vars(body)
			text := program.ExprString(body)
			for c := 1; c < len(sys.Cuts); c++ {
				if len(out[c]) >= maxHeld || !slices.ContainsFunc(vars, func(v *program.Var) bool { return isLive[c][v] }) {
					continue
				}
				if slices.ContainsFunc(vars, func(v *program.Var) bool { return v.Type.IsInteger() && !isLive[c][v] }) {
					continue
				}
				if done[c] == nil {
					done[c] = map[string]bool{}
				}
				if done[c][text] {
					continue
				}
				done[c][text] = true
				out[c] = append(out[c], heldScalar(q.K, body))
			}
		}
	}
	return out
}

// cellsAtIndex reports whether q's body reads its index variable only
// as the index of cells (a[k], never a[k + 1] or k itself).
func cellsAtIndex(q *Quantified) bool {
	ok := true
	var check func(x program.Expr) program.Expr
	check = func(x program.Expr) program.Expr {
		switch y := x.(type) {
		case *program.Index:
			if r, isK := y.Index.(*program.VarRef); !isK || r.Var != q.K {
				ok = false
			}
			return x
		case *program.VarRef:
			if y.Var == q.K {
				ok = false
			}
			return x
		}
		return program.MapChildren(x, check)
	}
	check(q.Body)
	return ok
}

// substHeld replaces every cell a[k] of body by the scalar g[a] holding
// it; false when a cell's array has no such scalar.
func substHeld(body program.Expr, g map[*program.Var]*program.Var) (program.Expr, bool) {
	ok := true
	out := replace(body, func(x program.Expr) (program.Expr, bool) {
		ix, isIx := x.(*program.Index)
		if !isIx {
			return nil, false
		}
		r, isVar := ix.X.(*program.VarRef)
		if !isVar || g[r.Var] == nil {
			ok = false
			return x, true
		}
		return &program.VarRef{Var: g[r.Var]}, true
	})
	return out, ok
}

// heldScalar states the scalar fact body as a quantified atom: over the
// one index 0, with a body that does not read the index, the same fact.
// Assumed, it is instantiated once, as it stands (quantEnv.assume).
func heldScalar(k *program.Var, body program.Expr) *Quantified {
	zero := program.NewConst(k.Type, 0)
	return newQuantified(k, zero, program.Le, zero, program.Le, body)
}

// scalarFact reports whether q's body does not read its index variable
// (heldScalar's atoms).
func scalarFact(q *Quantified) bool {
	return !slices.Contains(program.Vars(q.Body), q.K)
}
