package symex

import (
	"math/bits"
	"sync"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/program"
)

// UsePointsTo switches the narrowing of dereferences by the points-to
// analysis on (the default) or off, for the encoders created after the
// change. Tests compare both encodings; nothing else should change it.
var UsePointsTo = true

// An objSet is a set of object numbers (bit k for object k, 1-based) with
// bit 0 meaning "any value": the pointer may hold any object number.
type objSet []uint64

const anyObject = 0

func newObjSet(n int) objSet { return make(objSet, (n+1+63)/64) }

func (s objSet) has(k int) bool { return s[k/64]&(1<<uint(k%64)) != 0 }
func (s objSet) add(k int)      { s[k/64] |= 1 << uint(k%64) }
func (s objSet) isAny() bool    { return s.has(anyObject) }

// union adds t to s and reports whether s changed.
func (s objSet) union(t objSet) bool {
	changed := false
	for i, w := range t {
		if s[i]|w != s[i] {
			s[i] |= w
			changed = true
		}
	}
	return changed
}

func (s objSet) each(f func(k int)) {
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			f(i*64 + b)
			w &^= 1 << uint(b)
		}
	}
}

// pointsTo is a flow-insensitive, field-insensitive inclusion-based
// (Andersen-style) points-to analysis of a program: for every variable,
// the objects that any pointer stored anywhere in it (a member, an
// element) may designate. See the package documentation ("Points-to
// sets") for the method and why it is sound for every user of the
// encoder.
type pointsTo struct {
	p     *program.Program
	n     int // number of objects
	vars  map[*program.Var]objSet
	empty objSet
	all   objSet
	// stmts are the program's statements in edge order when the analysis
	// ran: a program changed since then (a statement added, replaced or
	// removed) is analysed again.
	stmts []program.Stmt
	nobjs int
}

// pointsToCache keeps the analyses of the programs encoded last, so that
// the many encoders of one engine (a block, a query) share one analysis.
var pointsToCache struct {
	sync.Mutex
	entries []*pointsTo
}

const pointsToCacheSize = 8

// pointsToOf returns the points-to analysis of p, from the cache when p
// has not changed since it was analysed.
func pointsToOf(p *program.Program) *pointsTo {
	c := &pointsToCache
	c.Lock()
	for i, a := range c.entries {
		if a.p == p && a.nobjs == len(p.Objects) && sameStmts(a.stmts, p) {
			// Most recently used last.
			copy(c.entries[i:], c.entries[i+1:])
			c.entries[len(c.entries)-1] = a
			c.Unlock()
			return a
		}
	}
	c.Unlock()
	a := analysePointsTo(p)
	a.stmts = programStmts(p)
	c.Lock()
	if len(c.entries) >= pointsToCacheSize {
		c.entries = c.entries[1:]
	}
	c.entries = append(c.entries, a)
	c.Unlock()
	return a
}

func programStmts(p *program.Program) []program.Stmt {
	var out []program.Stmt
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			out = append(out, ed.Stmt)
		}
	}
	return out
}

// sameStmts reports whether p's statements, in edge order, are stmts.
func sameStmts(stmts []program.Stmt, p *program.Program) bool {
	i := 0
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			if i >= len(stmts) || stmts[i] != ed.Stmt {
				return false
			}
			i++
		}
	}
	return i == len(stmts)
}

// indeterminate reports whether a Havoc gives a variable its indeterminate
// initial value (an uninitialised local, a fresh heap object) rather than
// an input or the effect of a function without body.
func indeterminate(h *program.Havoc) bool {
	switch h.Why {
	case "uninitialised", "malloc", "realloc", "alloca":
		return h.Bodiless == ""
	}
	return false
}

// liveIndeterminate returns the Havoc edges that give a variable its
// indeterminate value and whose value a later statement may read: all
// of them but those of whole locals that nothing reads through a pointer
// (Object 0) and that every path overwrites as a whole before reading
// (backward liveness: an assignment or havoc of the whole variable kills
// it, one of a member or element keeps the rest, so it counts as a
// read). The others add nothing to the points-to sets: no execution
// reads the value they give.
func liveIndeterminate(p *program.Program) map[*program.Edge]bool {
	out := map[*program.Edge]bool{}
	cand := map[*program.Var]int{}
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			h, ok := ed.Stmt.(*program.Havoc)
			if !ok || !indeterminate(h) || !carriesPointer(h.LHS.Type()) {
				continue
			}
			out[ed] = true
			if r, ok := h.LHS.(*program.VarRef); ok && r.Var.Object == 0 && !r.Var.Global {
				if _, seen := cand[r.Var]; !seen {
					cand[r.Var] = len(cand)
				}
			}
		}
	}
	if len(cand) == 0 {
		return out
	}
	words := (len(cand) + 63) / 64
	type effect struct{ use, kill []uint64 }
	effects := map[*program.Edge]effect{}
	mark := func(set []uint64, x program.Expr) {
		program.Walk(x, func(y program.Expr) bool {
			if r, ok := y.(*program.VarRef); ok {
				if i, ok := cand[r.Var]; ok {
					set[i/64] |= 1 << uint(i%64)
				}
			}
			return true
		})
	}
	store := func(ef effect, lhs program.Expr) {
		if r, ok := lhs.(*program.VarRef); ok {
			if i, ok := cand[r.Var]; ok {
				ef.kill[i/64] |= 1 << uint(i%64)
			}
			return
		}
		mark(ef.use, lhs)
	}
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			ef := effect{make([]uint64, words), make([]uint64, words)}
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				mark(ef.use, st.RHS)
				store(ef, st.LHS)
			case *program.Havoc:
				store(ef, st.LHS)
			case *program.Assume:
				mark(ef.use, st.Cond)
			case *program.Check:
				mark(ef.use, st.Cond)
			case *program.Fill:
				for _, x := range []program.Expr{st.Array, st.Lo, st.Hi, st.Val} {
					mark(ef.use, x)
				}
			}
			effects[ed] = ef
		}
	}
	liveIn := make([][]uint64, len(p.Locs))
	for i := range liveIn {
		liveIn[i] = make([]uint64, words)
	}
	index := map[*program.Loc]int{}
	for i, l := range p.Locs {
		index[l] = i
	}
	for changed := true; changed; {
		changed = false
		for i := len(p.Locs) - 1; i >= 0; i-- {
			in := liveIn[i]
			for _, ed := range p.Locs[i].Out {
				ef := effects[ed]
				after := liveIn[index[ed.To]]
				for w := range in {
					n := in[w] | ef.use[w] | after[w]&^ef.kill[w]
					if n != in[w] {
						in[w] = n
						changed = true
					}
				}
			}
		}
	}
	for ed := range out {
		r, ok := ed.Stmt.(*program.Havoc).LHS.(*program.VarRef)
		if !ok {
			continue
		}
		i, ok := cand[r.Var]
		if !ok {
			continue
		}
		if liveIn[index[ed.To]][i/64]&(1<<uint(i%64)) == 0 {
			out[ed] = false
		}
	}
	return out
}

// analysePointsTo computes the least solution of the inclusion
// constraints of p's statements by iterating over them to a fixed point.
func analysePointsTo(p *program.Program) *pointsTo {
	a := &pointsTo{p: p, n: len(p.Objects), vars: map[*program.Var]objSet{}, nobjs: len(p.Objects)}
	a.empty = newObjSet(a.n)
	a.all = newObjSet(a.n)
	a.all.add(anyObject)
	for _, vs := range [][]*program.Var{p.Globals, p.Locals, p.Objects} {
		for _, v := range vs {
			if _, ok := a.vars[v]; !ok {
				a.vars[v] = newObjSet(a.n)
			}
		}
	}
	live := liveIndeterminate(p)
	var edges []*program.Edge
	for _, l := range p.Locs {
		for _, ed := range l.Out {
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				if carriesPointer(st.LHS.Type()) {
					edges = append(edges, ed)
				}
			case *program.Havoc:
				if carriesPointer(st.LHS.Type()) && (!indeterminate(st) || live[ed]) {
					edges = append(edges, ed)
				}
			case *program.Fill:
				if carriesPointer(st.Array.Type()) {
					edges = append(edges, ed)
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, ed := range edges {
			var lhs program.Expr
			var val objSet
			switch st := ed.Stmt.(type) {
			case *program.Assign:
				lhs, val = st.LHS, a.eval(st.RHS)
			case *program.Havoc:
				lhs, val = st.LHS, a.all
			case *program.Fill:
				lhs, val = st.Array, a.eval(st.Val)
			}
			a.roots(lhs, func(v *program.Var) {
				set, ok := a.vars[v]
				if !ok { // a variable missing from the program's lists
					set = newObjSet(a.n)
					a.vars[v] = set
				}
				if set.union(val) {
					changed = true
				}
			})
		}
	}
	return a
}

// carriesPointer reports whether a value of type t may hold a pointer.
// Integers cannot: a conversion of a non-zero integer to a pointer is not
// encoded, and a byte written into a pointer changes its offset only.
// Unions cannot either (a pointer stored in a union is not encoded).
func carriesPointer(t *program.Type) bool {
	switch t.Kind {
	case program.KindPointer:
		return true
	case program.KindArray:
		return carriesPointer(t.Elem)
	case program.KindStruct:
		for _, f := range t.Fields {
			if carriesPointer(f.Type) {
				return true
			}
		}
	}
	return false
}

// content is the set of what variable v holds: every variable the
// analysis does not know (one an engine made after it ran) may hold
// anything.
func (a *pointsTo) content(v *program.Var) objSet {
	if s, ok := a.vars[v]; ok {
		return s
	}
	return a.all
}

// eval returns the objects the pointers in the value of x may designate.
// The result may be shared: callers must not change it.
func (a *pointsTo) eval(x program.Expr) objSet {
	if !carriesPointer(x.Type()) {
		return a.empty
	}
	switch x := x.(type) {
	case *program.Const, *program.Zero:
		return a.empty
	case *program.VarRef:
		return a.content(x.Var)
	case *program.Index:
		return a.eval(x.X)
	case *program.Field:
		return a.eval(x.X)
	case *program.Deref:
		return a.load(a.eval(x.X))
	case *program.AddrOf:
		return a.addr(x.X)
	case *program.Cast:
		if x.X.Type().Kind == program.KindPointer {
			return a.eval(x.X)
		}
		if c, ok := x.X.(*program.Const); ok && c.IsZero() {
			return a.empty
		}
		// An integer converts to a pointer into any object whose
		// address range holds it (addr.go).
		return a.all
	case *program.Binary:
		if x.X.Type().Kind == program.KindPointer {
			return a.eval(x.X) // pointer ± integer keeps the object
		}
	case *program.Ite:
		return a.join(a.eval(x.Then), a.eval(x.Else))
	}
	return a.all
}

func (a *pointsTo) join(s, t objSet) objSet {
	if s.isAny() || t.isAny() {
		return a.all
	}
	out := newObjSet(a.n)
	out.union(s)
	out.union(t)
	return out
}

// load is what a read through a pointer in s finds: the contents of the
// objects in s. A read through a pointer that designates no object is
// undefined (and unconstrained in the encoding): the pointer checks
// report it, and the interpreter stops there.
func (a *pointsTo) load(s objSet) objSet {
	if s.isAny() {
		return a.all
	}
	out := newObjSet(a.n)
	s.each(func(k int) {
		if k >= 1 && k <= len(a.p.Objects) {
			out.union(a.content(a.p.Objects[k-1]))
		}
	})
	return out
}

// addr returns the objects the address of lvalue x may designate.
func (a *pointsTo) addr(x program.Expr) objSet {
	switch x := x.(type) {
	case *program.VarRef:
		if x.Var.Object == 0 {
			return a.empty // not encoded
		}
		out := newObjSet(a.n)
		if x.Var.Object <= a.n {
			out.add(x.Var.Object)
		} else {
			out.add(anyObject)
		}
		return out
	case *program.Index:
		return a.addr(x.X)
	case *program.Field:
		return a.addr(x.X)
	case *program.Deref:
		return a.eval(x.X)
	}
	return a.all
}

// roots calls f with every variable a store into lvalue x may change.
func (a *pointsTo) roots(x program.Expr, f func(*program.Var)) {
	switch x := x.(type) {
	case *program.VarRef:
		f(x.Var)
	case *program.Index:
		a.roots(x.X, f)
	case *program.Field:
		a.roots(x.X, f)
	case *program.Deref:
		s := a.eval(x.X)
		if s.isAny() {
			for _, v := range a.p.Objects {
				f(v)
			}
			return
		}
		s.each(func(k int) {
			if k >= 1 && k <= len(a.p.Objects) {
				f(a.p.Objects[k-1])
			}
		})
	default:
		for _, v := range a.p.Objects {
			f(v)
		}
	}
}

// mayDesignate returns the object numbers a pointer computed by x may
// designate, or nil when it may designate any object.
func (a *pointsTo) mayDesignate(x program.Expr) objSet {
	s := a.eval(x)
	if s.isAny() {
		return nil
	}
	return s
}

// restrictObject is the condition that the object part obj of an
// indeterminate pointer is null or one of the objects in s: a decision
// on obj's bits from the highest, whose branches fold to constants on
// the ranges of numbers wholly in or out of the set (the cells of a heap
// pool have consecutive numbers), so that it costs a few gates per
// boundary of the set rather than a comparison per object.
func (e *Encoder) restrictObject(obj []z.Lit, s objSet) z.Lit {
	b := e.B
	in := func(k uint64) bool { return k == 0 || (k < uint64(len(s))*64 && s.has(int(k))) }
	// allIn and allOut say whether every number in [lo, lo+2^i) is in
	// (out of) the set.
	var decide func(i int, lo uint64) z.Lit
	decide = func(i int, lo uint64) z.Lit {
		first := in(lo)
		same := true
		for k := lo + 1; k < lo+1<<uint(i); k++ {
			if in(k) != first {
				same = false
				break
			}
		}
		if same {
			if first {
				return b.T()
			}
			return b.F()
		}
		hi := decide(i-1, lo+1<<uint(i-1))
		low := decide(i-1, lo)
		return b.C().Choice(obj[i-1], hi, low)
	}
	return decide(len(obj), 0)
}

// forEachDeref calls f with every dereference in st's expressions.
func forEachDeref(st program.Stmt, f func(*program.Deref)) {
	var walk func(x program.Expr)
	walk = func(x program.Expr) {
		switch x := x.(type) {
		case *program.Deref:
			f(x)
			walk(x.X)
		case *program.Valid:
			f(&program.Deref{X: x.X})
			walk(x.X)
		case *program.Unary:
			walk(x.X)
		case *program.Binary:
			walk(x.X)
			walk(x.Y)
		case *program.Cast:
			walk(x.X)
		case *program.Ite:
			walk(x.Cond)
			walk(x.Then)
			walk(x.Else)
		case *program.Index:
			walk(x.X)
			walk(x.Index)
		case *program.Field:
			walk(x.X)
		case *program.AddrOf:
			walk(x.X)
		case *program.FloatOp:
			for _, y := range x.Args {
				walk(y)
			}
		}
	}
	switch st := st.(type) {
	case *program.Assign:
		walk(st.LHS)
		walk(st.RHS)
	case *program.Havoc:
		walk(st.LHS)
	case *program.Assume:
		walk(st.Cond)
	case *program.Check:
		walk(st.Cond)
	case *program.Fill:
		walk(st.Array)
		walk(st.Lo)
		walk(st.Hi)
		walk(st.Val)
	}
}

// setString prints s (nil: any object) with the objects' names.
func (a *pointsTo) setString(s objSet) string {
	if s == nil || s.isAny() {
		return "{*}"
	}
	out := "{"
	sep := ""
	s.each(func(k int) {
		out += sep + a.p.Objects[k-1].Name
		sep = ", "
	})
	return out + "}"
}
