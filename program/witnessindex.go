package program

// WitnessIndices adds a ghost index for each scalar that the program both
// takes from a cell of an array and compares with a cell of that array:
// where x = a[e] is assigned (on any edge), a new variable w (Temp, with
// WitnessOf x and WitnessArray a) is assigned e just before, on an edge
// of its own: w = e; x = a[e]. It returns how many ghosts it added.
//
// The ghost says which cell x was last taken from, which no expression
// over the program's variables says: the existential facts of a search
// (some cell holds the minimum; a loop that looks for x finds it no later
// than the cell it came from) become x == a[w], 0 <= w < length and
// found == 1 || i <= w, facts over variables that the invariant
// synthesis proposes and proves as it does any other (kinduction's
// witness candidates).
//
// A scalar qualifies when it is a variable of integer type, the cells of
// a are of its type (identical), some assignment sets it to a cell of a
// (a[e], the array named, e of integer type), and some expression of the
// program compares it with a cell of a by == or != (through casts):
// the existential fact is what such a comparison needs, and other
// scalars get no ghost, so that programs without searches are as they
// were. The ghost's type is the first index's type that is no constant
// (else the first's); other indices are converted to it (a value that does not fit makes x == a[w] false
// where it is asked, which the proof then drops: never a wrong fact).
//
// Meaning. w is new and no statement reads it; the edge added assigns it
// and nothing else, and consumes no input. So every execution of the
// result is one of p with w's assignments interleaved, the same values
// of p's variables at every step, the same inputs in the same order, the
// same checks failing: a TRUE of one is a TRUE of the other, and a
// counterexample replays on p as it is. The value of w itself is the
// index of the cell x was last assigned from by such an edge (its
// initial value, before any such assignment, is whatever a variable
// never written holds: any), so a candidate over it is a claim the proof
// must show, like any other, and one that does not hold is dropped.
// Witnesses name no temporary, so no invariant over w reaches them.
//
// Run it after the data slice (program.SliceData), which would remove
// the ghost's assignments: nothing reads them.
func WitnessIndices(p *Program) int {
	type pair struct{ x, a *Var }
	taken := map[pair]bool{}
	var order []pair
	// cellOf matches a[e] with a an array variable of cells identical to
	// t and e an integer.
	cellOf := func(x Expr, t *Type) (*Var, Expr, bool) {
		ix, ok := x.(*Index)
		if !ok {
			return nil, nil, false
		}
		r, ok := ix.X.(*VarRef)
		if !ok || r.Var.Type.Kind != KindArray || r.Var.Type.Elem == nil || !ix.Index.Type().IsInteger() {
			return nil, nil, false
		}
		if t != nil && !Identical(r.Var.Type.Elem, t) {
			return nil, nil, false
		}
		return r.Var, ix.Index, true
	}
	// The assignments x = a[e] of an integer variable from a cell of
	// its own type, in edge order, collected before any edge is split.
	type cellAssign struct {
		e     *Edge
		s     *Assign
		x, a  *Var
		index Expr
	}
	var assigns []cellAssign
	for _, e := range p.Edges() {
		s, ok := e.Stmt.(*Assign)
		if !ok {
			continue
		}
		r, ok := s.LHS.(*VarRef)
		if !ok || r.Var.Type.Kind != KindInt {
			continue
		}
		if a, idx, ok := cellOf(s.RHS, r.Var.Type); ok {
			assigns = append(assigns, cellAssign{e, s, r.Var, a, idx})
			k := pair{r.Var, a}
			if !taken[k] {
				taken[k] = true
				order = append(order, k)
			}
		}
	}
	if len(order) == 0 {
		return 0
	}
	compared := map[pair]bool{}
	strip := func(x Expr) Expr {
		for {
			c, ok := x.(*Cast)
			if !ok {
				return x
			}
			x = c.X
		}
	}
	see := func(x, y Expr) {
		r, ok := strip(x).(*VarRef)
		if !ok {
			return
		}
		if a, _, ok := cellOf(strip(y), nil); ok && taken[pair{r.Var, a}] {
			compared[pair{r.Var, a}] = true
		}
	}
	for _, e := range p.Edges() {
		for _, x := range StmtExprs(e.Stmt) {
			Walk(x, func(y Expr) bool {
				if b, ok := y.(*Binary); ok && (b.Op == Eq || b.Op == Ne) {
					see(b.X, b.Y)
					see(b.Y, b.X)
				}
				return true
			})
		}
	}
	ghosts := map[pair]*Var{}
	for _, k := range order {
		if !compared[k] {
			continue
		}
		ghosts[k] = nil // made at the first assignment below
	}
	if len(ghosts) == 0 {
		return 0
	}
	// The ghost takes the type of the first index that is no constant
	// (the counter's: x = a[0] before a loop over an unsigned i whose
	// x = a[i] gives the ghost i's type), else of the first.
	types := map[pair]*Type{}
	constIndex := map[pair]bool{}
	for _, c := range assigns {
		k := pair{c.x, c.a}
		if _, want := ghosts[k]; !want {
			continue
		}
		if _, isConst := c.index.(*Const); types[k] == nil || !isConst && constIndex[k] {
			types[k] = c.index.Type()
			constIndex[k] = isConst
		}
	}
	locs := len(p.Locs)
	added := 0
	for _, c := range assigns {
		a, idx := c.a, c.index
		k := pair{c.x, a}
		w, want := ghosts[k]
		if !want {
			continue
		}
		if w == nil {
			x := c.x
			w = &Var{
				Name: x.Name + "$at$" + a.Name, Type: types[k], Global: x.Global,
				Func: x.Func, Temp: true, Pos: x.Pos, Frame: x.Frame,
				WitnessOf: x, WitnessArray: a,
			}
			ghosts[k] = w
			if x.Global {
				p.Globals = append(p.Globals, w)
			} else {
				p.Locals = append(p.Locals, w)
			}
			added++
		}
		val := idx
		if !Identical(idx.Type(), w.Type) {
			val = &Cast{X: idx, T: w.Type}
		}
		splitEdge(p, c.e, []Stmt{&Assign{LHS: &VarRef{Var: w}, RHS: val}, c.s})
	}
	if len(p.Locs) != locs {
		// The new locations come last: number them in order again so
		// that back edges stay the edges that close loops.
		Renumber(p)
	}
	return added
}
