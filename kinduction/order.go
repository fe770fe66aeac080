package kinduction

import (
	"sort"

	"github.com/satabs-go/satabs-go/program"
)

// Relations between cells: quantified atoms that relate the cells of an
// array to each other. For an array a that the program compares with
// itself (a[j] > a[j + 1], a[j] < a[x]), the bodies are
//
//	a[k] <= a[k + 1], a[k] >= a[k + 1]   each cell against its neighbour
//	a[k] <= a[r], a[r] <= a[k]           each cell against the reference
//	                                     cell at index term r
//	c == c0 || …                         the same, once counter c of an
//	                                     enclosing loop has moved from
//	                                     its entry value c0
//
// over every range [lo, hi) of index terms at the head: 0, the array's
// length and its last index, the counters of the loop and of the loops
// around it with their neighbours (i - 1, i + 1) and entry values
// (j = i + 1), the bounds of the loop's conditions and of the loops
// inside and around it with the first index after each (a loop that
// runs j < n - 1 - i has not touched the cells from n - i on), and the
// index expressions of a in the loop. The reference cells r are those
// index expressions, the bounds' next indices and the cell each
// counter's previous iteration handled (v - 1 counting up, v + 1
// counting down).
//
// They are many (thousands per head); concrete runs filter them before
// any SAT call (filterQuantified), and what survives is what Houdini
// starts from.

// maxOrderTerms bounds the index terms of a head.
const maxOrderTerms = 16

// orderCandidates returns the order candidates of each cut point
// (indexed like sys.Cuts; none at the entry).
func orderCandidates(sys *System, kvar func(*program.Type) *program.Var) [][]*Quantified {
	out := make([][]*Quantified, len(sys.Cuts))
	arrays := selfCompared(sys)
	if len(arrays) == 0 {
		return out
	}
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		for _, a := range arrays {
			terms, refs := orderTerms(sys, head, a)
			if len(terms) == 0 {
				continue
			}
			k := kvar(terms[0].Type())
			kr := &program.VarRef{Var: k}
			cell := func(i program.Expr) program.Expr { return &program.Index{X: &program.VarRef{Var: a}, Index: i} }
			cmp := func(op program.BinaryOp, x, y program.Expr) program.Expr {
				return &program.Binary{Op: op, X: x, Y: y, T: program.Bool}
			}
			next := &program.Binary{Op: program.Add, X: kr, Y: program.NewConstInt(k.Type, 1), T: k.Type}
			bodies := []program.Expr{
				cmp(program.Le, cell(kr), cell(next)),
				cmp(program.Ge, cell(kr), cell(next)),
			}
			var guards []program.Expr
			for _, l := range sys.Nest.Nest(head) {
				for _, v := range sortedVars(loopCounters(l.Body)) {
					if c0, ok := entryValue(l.Head, l.Body, v); ok {
						guards = append(guards, cmp(program.Eq, &program.VarRef{Var: v}, c0))
					}
				}
			}
			for _, p := range refs {
				for _, b := range []program.Expr{cmp(program.Le, cell(kr), cell(p)), cmp(program.Le, cell(p), cell(kr))} {
					bodies = append(bodies, b)
					for _, g := range guards {
						bodies = append(bodies, &program.Binary{Op: program.LOr, X: g, Y: b, T: program.Bool})
					}
				}
			}
			for _, b := range bodies {
				for _, lo := range terms {
					for _, hi := range terms {
						if program.ExprString(lo) == program.ExprString(hi) || oneCell(lo, hi) {
							continue
						}
						out[c] = append(out[c], newQuantified(k, lo, program.Le, hi, program.Lt, b))
					}
				}
			}
		}
	}
	return out
}

// oneCell reports whether [lo, hi) is one fixed cell: constants c and
// c + 1. Reference cells at the counters and bounds say the same of the cells
// that matter, and more.
func oneCell(lo, hi program.Expr) bool {
	l, lok := lo.(*program.Const)
	h, hok := hi.(*program.Const)
	return lok && hok && h.Val == l.Val+1
}

// selfComparison reports whether body (behind a guard: c == 0 || body)
// compares two cells of one array: a relation between cells, whatever
// made it.
func selfComparison(body program.Expr) bool {
	if b, ok := body.(*program.Binary); ok && b.Op == program.LOr {
		body = b.Y
	}
	b, ok := body.(*program.Binary)
	if !ok || !b.Op.IsComparison() {
		return false
	}
	x, xok := stripCasts(b.X).(*program.Index)
	y, yok := stripCasts(b.Y).(*program.Index)
	return xok && yok && program.ExprString(x.X) == program.ExprString(y.X)
}

// selfCompared returns the arrays of integers that some comparison of
// the program reads twice (a[j] > a[j + 1]), in the order of their names.
func selfCompared(sys *System) []*program.Var {
	set := map[*program.Var]bool{}
	for _, ed := range sys.P.Edges() {
		reads, _ := stmtExprs(ed.Stmt)
		for _, x := range reads {
			program.Walk(x, func(y program.Expr) bool {
				b, ok := y.(*program.Binary)
				if !ok || !b.Op.IsComparison() {
					return true
				}
				l, lok := stripCasts(b.X).(*program.Index)
				r, rok := stripCasts(b.Y).(*program.Index)
				if !lok || !rok {
					return true
				}
				lv, ok1 := l.X.(*program.VarRef)
				rv, ok2 := r.X.(*program.VarRef)
				if ok1 && ok2 && lv.Var == rv.Var && scalarArray(lv.Var.Type) {
					set[lv.Var] = true
				}
				return true
			})
		}
	}
	var out []*program.Var
	for v := range set {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// orderTerms returns the index terms of head for array a (all of one
// integer type, the type of the loops' counters) and the reference
// cells among them.
func orderTerms(sys *System, head *program.Loc, a *program.Var) (terms, refs []program.Expr) {
	nest := sys.Nest.Nest(head)
	loop := sys.Nest.LoopOfHead(head)
	var t *program.Type
	ctr := map[*program.Var]int{}
	for _, l := range nest {
		for v, d := range loopCounters(l.Body) {
			ctr[v] = d
		}
	}
	for _, v := range sortedVars(ctr) {
		if v.Type.Kind == program.KindInt {
			t = v.Type
			break
		}
	}
	if t == nil {
		return nil, nil
	}
	// Variables written in the loops inside the head's loop hold what
	// the last inner run left at the head: stale, no terms of it.
	stale := map[*program.Var]bool{}
	for l := range loop.Body {
		if inner := sys.Nest.LoopOfHead(l); inner != nil && l != head {
			for v := range loopWrites(inner.Body) {
				if ctr[v] == 0 {
					stale[v] = true
				}
			}
		}
	}
	seen := map[string]bool{}
	add := func(x program.Expr, ref bool) {
		x = stripCasts(x)
		if !program.Identical(x.Type(), t) || len(terms) >= maxOrderTerms {
			return
		}
		for _, v := range program.Vars(x) {
			if stale[v] {
				return
			}
		}
		text := program.ExprString(x)
		if seen[text] {
			if ref {
				for _, p := range refs {
					if program.ExprString(p) == text {
						return
					}
				}
				refs = append(refs, x)
			}
			return
		}
		seen[text] = true
		terms = append(terms, x)
		if ref {
			refs = append(refs, x)
		}
	}
	one := program.NewConstInt(t, 1)
	plus := func(x program.Expr) program.Expr {
		if c, ok := x.(*program.Const); ok {
			return program.NewConst(t, c.Val+1)
		}
		return &program.Binary{Op: program.Add, X: x, Y: one, T: t}
	}
	minus := func(x program.Expr) program.Expr {
		return &program.Binary{Op: program.Sub, X: x, Y: one, T: t}
	}
	if c, ok := inRange(t, a.Type.Len); ok {
		add(program.NewConstInt(t, 0), false)
		add(program.NewConst(t, c), false)
		add(program.NewConst(t, c-1), false)
	}
	// Counters, innermost loop first: its terms matter most.
	for i := len(nest) - 1; i >= 0; i-- {
		l := nest[i]
		for _, v := range sortedVars(loopCounters(l.Body)) {
			if ctr[v] == 0 {
				continue
			}
			r := &program.VarRef{Var: v}
			add(r, false)
			if e, ok := entryExpr(l.Head, l.Body, v); ok {
				add(e, false)
			}
			// The cell the previous iteration handled is a reference:
			// v - 1 when v counts up, v + 1 when it counts down.
			add(minus(r), true)
			add(plus(r), ctr[v] < 0)
		}
	}
	// Bounds of the loop's conditions, of the loops around it and of
	// the loops inside it (those that do not move within the head's
	// loop), and the next index after each.
	heads := []*program.Loc{}
	for i := len(nest) - 1; i >= 0; i-- {
		heads = append(heads, nest[i].Head)
	}
	for l := range loop.Body {
		if l != head && sys.Nest.LoopOfHead(l) != nil {
			heads = append(heads, l)
		}
	}
	sort.SliceStable(heads[len(nest):], func(i, j int) bool { return heads[len(nest)+i].ID < heads[len(nest)+j].ID })
	for _, h := range heads {
		inner := sys.Nest.LoopOfHead(h)
		written := loopWrites(inner.Body)
		for _, cond := range loopConditions(h) {
			x, ok := stripCasts(cond.X).(*program.VarRef)
			if !ok || ctr[x.Var] == 0 && loopCounters(inner.Body)[x.Var] == 0 {
				continue
			}
			moving := false
			for _, v := range program.Vars(cond.Y) {
				if written[v] {
					moving = true
				}
			}
			if moving {
				continue
			}
			add(cond.Y, false)
			add(plus(stripCasts(cond.Y)), true)
		}
	}
	// Index expressions of a in the loop.
	for _, l := range sortedLocs(loop.Body) {
		for _, ed := range l.Out {
			reads, _ := stmtExprs(ed.Stmt)
			if as, ok := ed.Stmt.(*program.Assign); ok {
				reads = append(reads, as.LHS)
			}
			for _, x := range reads {
				program.Walk(x, func(y program.Expr) bool {
					if ix, ok := y.(*program.Index); ok {
						if r, ok := ix.X.(*program.VarRef); ok && r.Var == a {
							if _, isConst := stripCasts(ix.Index).(*program.Const); !isConst {
								add(ix.Index, true)
							}
						}
					}
					return true
				})
			}
		}
	}
	return terms, refs
}

// entryExpr returns the expression v holds whenever control enters the
// loop at head from outside, when the straight-line code before the head
// assigns one (j = i + 1 in for (j = i + 1; …)) that does not read v and
// that no later edge on the way changes the variables of.
func entryExpr(head *program.Loc, body map[*program.Loc]bool, v *program.Var) (program.Expr, bool) {
	var entry *program.Edge
	for _, ed := range head.In {
		if body[ed.From] {
			continue
		}
		if entry != nil {
			return nil, false
		}
		entry = ed
	}
	written := map[*program.Var]bool{}
	for steps := 0; entry != nil && steps < 32; steps++ {
		switch st := entry.Stmt.(type) {
		case *program.Assign:
			r, ok := st.LHS.(*program.VarRef)
			if !ok {
				return nil, false
			}
			if r.Var == v {
				for _, u := range program.Vars(st.RHS) {
					if u == v || written[u] {
						return nil, false
					}
				}
				return st.RHS, program.Identical(st.RHS.Type(), v.Type)
			}
			written[r.Var] = true
		case *program.Havoc:
			r, ok := st.LHS.(*program.VarRef)
			if !ok || r.Var == v {
				return nil, false
			}
			written[r.Var] = true
		}
		from := entry.From
		if len(from.In) != 1 {
			return nil, false
		}
		entry = from.In[0]
	}
	return nil, false
}
