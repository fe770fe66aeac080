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
//
// The second result are the copy relations of the arrays so ordered
// (copyCandidates).
func orderCandidates(sys *System, kvar func(*program.Type) *program.Var, live map[*program.Loc][]*program.Var) (order, copies [][]*Quantified) {
	out := make([][]*Quantified, len(sys.Cuts))
	arrays, copied := selfCompared(sys)
	if len(arrays) == 0 {
		return out, out
	}
	related := newIndexRelated(sys.P)
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		for _, a := range arrays {
			terms, refs := orderTerms(sys, head, a, related)
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
			// An array ordered only because it is copied into one
			// gets the neighbour relations from its start: reference
			// cells and other ranges over it
			// would come by the thousand for a fact no comparison of
			// the program asks.
			if copied[a] {
				refs = nil
			}
			for _, p := range refs {
				for _, b := range []program.Expr{cmp(program.Le, cell(kr), cell(p)), cmp(program.Le, cell(p), cell(kr))} {
					bodies = append(bodies, b)
					for _, g := range guards {
						bodies = append(bodies, &program.Binary{Op: program.LOr, X: g, Y: b, T: program.Bool})
					}
				}
			}
			los := terms
			if copied[a] {
				// And only from the array's start: [0, p - 1) while
				// a loop builds it, [0, n - 1) once built.
				los = nil
				if c0, ok := terms[0].(*program.Const); ok && c0.Val == 0 {
					los = terms[:1]
				}
			}
			for _, b := range bodies {
				for _, lo := range los {
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
	return out, copyCandidates(sys, arrays, kvar, live)
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
// the program reads twice (a[j] > a[j + 1]), in the order of their
// names, and those that a loop copies into them (copied: c[r] = a[p]
// at a counter r of the loop).
func selfCompared(sys *System) ([]*program.Var, map[*program.Var]bool) {
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
	// An array whose cells a loop copies into one the program
	// compares with itself (c[r] = a[p] into a sorted c, r a counter
	// of the loop: a range of cells, not one) is asked about its
	// neighbours: the order c keeps is the order of what it gets.
	copied := map[*program.Var]bool{}
	for grown := true; grown; {
		grown = false
		for c := 1; c < len(sys.Cuts); c++ {
			for _, cp := range countedCopies(sys, c) {
				if set[cp.to] && !set[cp.from] {
					set[cp.from], copied[cp.from] = true, true
					grown = true
				}
			}
		}
	}
	var out []*program.Var
	for v := range set {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, copied
}

// countedCopies returns the copies of cells between two arrays in the
// loop of cut point c whose destination index is a counter of that loop
// (b[x] = a[y], x stepped by the loop).
func countedCopies(sys *System, c int) []cellCopy {
	loop := sys.Nest.LoopOfHead(sys.Cuts[c])
	var edges []*program.Edge
	for _, l := range sortedLocs(loop.Body) {
		edges = append(edges, l.Out...)
	}
	ctr := loopCounters(loop.Body)
	var out []cellCopy
	for _, cp := range cellCopies(edges) {
		if x, ok := stripCasts(cp.at).(*program.VarRef); ok && ctr[x.Var] != 0 {
			out = append(out, cp)
		}
	}
	return out
}

// A cellCopy is a write b[x] = a[y] (casts aside) of a cell of one
// array of integers into another.
type cellCopy struct {
	to, from *program.Var
	at, src  program.Expr // x and y
}

// cellCopies returns the copies of cells between two arrays of
// integers among the edges.
func cellCopies(edges []*program.Edge) []cellCopy {
	var out []cellCopy
	for _, ed := range edges {
		as, ok := ed.Stmt.(*program.Assign)
		if !ok {
			continue
		}
		l, lok := as.LHS.(*program.Index)
		r, rok := stripCasts(as.RHS).(*program.Index)
		if !lok || !rok {
			continue
		}
		lv, ok1 := l.X.(*program.VarRef)
		rv, ok2 := r.X.(*program.VarRef)
		if ok1 && ok2 && lv.Var != rv.Var && scalarArray(lv.Var.Type) && scalarArray(rv.Var.Type) {
			out = append(out, cellCopy{to: lv.Var, from: rv.Var, at: l.Index, src: r.Index})
		}
	}
	return out
}

// copyCandidates returns, for each loop that copies cells of an array a
// into an array b it orders (b[x] = a[y], b among arrays, x a counter
// of the loop), the relations between the cell the loop copies next and
// the cell its previous iteration wrote (x - 1 when x counts up, x + 1
// when it counts down):
//
//	x == x0 || k != y || b[x - 1] <= a[k]      (and a[k] <= b[x - 1])
//
// over the range [y, n), n the length of a: while y is inside the
// array, the next cell to come compares so with the last one written,
// once x has left its entry value x0 (and also without that guard). A
// merge keeps c[r - 1] <= a[p] and c[r - 1] <= b[q] this way, which
// c[k] <= c[k + 1] over [0, r - 1) needs for the next write; one
// quantifier says it, as the range holds the one cell y when y is
// inside [0, n) and none past it.
//
// The relations go to every head where their scalars are live (live,
// nil: every head), not only to the copying loop's: a loop that copies
// the rest of b after a merge must keep c[r - 1] <= b[q] while it copies
// from a, and the loop after it needs it to start.
func copyCandidates(sys *System, arrays []*program.Var, kvar func(*program.Type) *program.Var, live map[*program.Loc][]*program.Var) [][]*Quantified {
	out := make([][]*Quantified, len(sys.Cuts))
	ordered := map[*program.Var]bool{}
	for _, a := range arrays {
		ordered[a] = true
	}
	cmp := func(op program.BinaryOp, x, y program.Expr) program.Expr {
		return &program.Binary{Op: op, X: x, Y: y, T: program.Bool}
	}
	or := func(x, y program.Expr) program.Expr {
		return &program.Binary{Op: program.LOr, X: x, Y: y, T: program.Bool}
	}
	var all []*Quantified
	seen := map[string]bool{}
	for c := 1; c < len(sys.Cuts); c++ {
		head := sys.Cuts[c]
		loop := sys.Nest.LoopOfHead(head)
		ctr := loopCounters(loop.Body)
		for _, cp := range countedCopies(sys, c) {
			x := stripCasts(cp.at).(*program.VarRef)
			y := stripCasts(cp.src)
			if !ordered[cp.to] || !program.Identical(x.Type(), y.Type()) {
				continue
			}
			if _, isConst := y.(*program.Const); isConst {
				continue
			}
			n, ok := inRange(y.Type(), cp.from.Type.Len)
			if !ok {
				continue
			}
			t := y.Type()
			prev := &program.Binary{Op: program.Sub, X: x, Y: program.NewConstInt(t, 1), T: t}
			if ctr[x.Var] < 0 {
				prev = &program.Binary{Op: program.Add, X: x, Y: program.NewConstInt(t, 1), T: t}
			}
			guards := []program.Expr{nil}
			if x0, ok := entryValue(head, loop.Body, x.Var); ok {
				guards = append(guards, cmp(program.Eq, x, x0))
			}
			k := kvar(t)
			kr := &program.VarRef{Var: k}
			ak := &program.Index{X: &program.VarRef{Var: cp.from}, Index: kr}
			bp := &program.Index{X: &program.VarRef{Var: cp.to}, Index: prev}
			for _, body := range []program.Expr{cmp(program.Le, bp, ak), cmp(program.Le, ak, bp)} {
				for _, g := range guards {
					b := or(cmp(program.Ne, kr, y), body)
					if g != nil {
						b = or(g, b)
					}
					q := newQuantified(k, y, program.Le, program.NewConst(t, n), program.Lt, b)
					if text := q.String(); !seen[text] {
						seen[text] = true
						all = append(all, q)
					}
				}
			}
		}
	}
	for c := 1; c < len(sys.Cuts); c++ {
		isLive := map[*program.Var]bool{}
		for _, v := range live[sys.Cuts[c]] {
			isLive[v] = true
		}
		for _, q := range all {
			ok := true
			for _, v := range program.Vars(q.formula) {
				if v != q.K && v.Type.IsInteger() && v.ByName() && live != nil && !isLive[v] {
					ok = false
					break
				}
			}
			if ok {
				// One object per head: the filters and Houdini
				// settle a candidate at its own head.
				qc := *q
				out[c] = append(out[c], &qc)
			}
		}
	}
	return out
}

// orderTerms returns the index terms of head for array a (all of one
// integer type, the type of the loops' counters) and the reference
// cells among them.
//
// A term over a variable not related to a (indexRelated: it indexes a
// nowhere and is compared with no index of a) is none: a merge's c gets
// no reference cell c[p - 1] from the index p of one of its sources,
// nor the bound 64 of p < 64 and the index after it.
func orderTerms(sys *System, head *program.Loc, a *program.Var, related indexRelated) (terms, refs []program.Expr) {
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
			if stale[v] || v.Type.IsInteger() && !related[a][v] {
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
			if !ok || ctr[x.Var] == 0 && loopCounters(inner.Body)[x.Var] == 0 || !related[a][x.Var] {
				continue
			}
			if readsAny(cond.Y, written) {
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
	as, ok := entryAssign(head, body, v, 32, func(st program.Stmt) (*program.Var, bool) {
		switch st := st.(type) {
		case *program.Assign:
			r, ok := st.LHS.(*program.VarRef)
			if !ok {
				return nil, false
			}
			return r.Var, true
		case *program.Havoc:
			r, ok := st.LHS.(*program.VarRef)
			if !ok {
				return nil, false
			}
			return r.Var, true
		}
		return nil, true
	})
	if !ok {
		return nil, false
	}
	return as.RHS, program.Identical(as.RHS.Type(), v.Type)
}

// entryAssign walks back from the one edge into head from outside the
// loop (body), along locations with one way in and at most steps edges,
// to an assignment of v whose right-hand side reads neither v nor a
// variable an edge between it and the head writes. writes says which
// variable an edge writes by name (nil: none) or that the walk cannot
// pass it (false); a write of v that is no assignment ends the walk.
func entryAssign(head *program.Loc, body map[*program.Loc]bool, v *program.Var, steps int, writes func(program.Stmt) (*program.Var, bool)) (*program.Assign, bool) {
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
	for ; entry != nil && steps > 0; steps-- {
		w, ok := writes(entry.Stmt)
		if !ok {
			return nil, false
		}
		if w == v {
			as, ok := entry.Stmt.(*program.Assign)
			if !ok {
				return nil, false
			}
			for _, u := range program.Vars(as.RHS) {
				if u == v || written[u] {
					return nil, false
				}
			}
			return as, true
		}
		if w != nil {
			written[w] = true
		}
		from := entry.From
		if len(from.In) != 1 {
			return nil, false
		}
		entry = from.In[0]
	}
	return nil, false
}
