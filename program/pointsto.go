package program

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// Points-to analysis: a flow-insensitive, field- and offset-sensitive
// analysis of where the pointers of a program may point, in the manner of
// CBMC's value sets (an object and an offset per target), computed by
// iterating every edge's effect to a fixpoint.
//
// A target is a variable (an object, or a variable that only names can
// reach, for the pointers stored in it) with an offset abstraction: the
// byte offsets b + k*s for every integer k (PtOff; s = 0 is the one
// offset b, s = 1 any offset). A set may also be Top: it may point
// anywhere (a value from the environment, an integer, a pointer read
// through a union). Memory is a map from (variable, offset class) to the
// pointers stored there; offsets in an array variable are taken modulo
// its element size (the elements share their cells), and a write through
// Top reaches every pointer cell of every object (Wild).
//
// The analysis follows the IR's memory model: only pointer-typed writes
// (and aggregate copies, havocs and zeroing of what holds pointers) put
// pointers into memory, since integer and byte accesses never address a
// pointer's bytes (Subobjects). It assumes, as the front end guarantees
// when it asks (cut or checked invalid dereferences), that a path reading
// through a pointer that designates no subobject of its type ends there:
// a read yields what was written at the cell it designates. Values of
// havocs that Uninit accepts (uninitialised storage) point nowhere: C
// gives no defined dereference to a pointer made from them.
type PointsTo struct {
	p      *Program
	uninit func(*Havoc) bool
	cells  map[*Var]map[PtOff]*PtSet
	wild   PtSet
	leaves map[*Type][]PtOff
	unions map[*Type]bool
	grew   bool
	// ovr, while a path condition is evaluated, gives the value of a
	// variable read there (nil: the analysis's own).
	ovr    func(*Var) *PtSet
	chains map[*Edge][]chainItem
	// Rounds is the number of passes over the edges to the fixpoint.
	Rounds int
}

// PtOff is the set of byte offsets B + k*S (k any integer) between Lo
// and Hi; S == 0 is the one offset B (Lo == Hi == B), and for S > 0,
// 0 <= B < S. Lo and Hi are noLo and noHi when nothing bounds them; an
// index into an array bounds them (C's pointers stay inside the array or
// one past its end).
//
// End says that offset Hi is reached only one past the end of an array
// (&a[n]): C dereferences nothing there.
type PtOff struct {
	B, S, Lo, Hi int64
	End          bool
}

const (
	noLo = math.MinInt64 / 4
	noHi = math.MaxInt64 / 4
)

func gcd64(a, b int64) int64 {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func exactOff(b int64) PtOff { return PtOff{B: b, Lo: b, Hi: b} }

func mkOff(b, s, lo, hi int64) PtOff {
	if s < 0 {
		s = -s
	}
	if s == 0 {
		return exactOff(b)
	}
	if lo <= noLo {
		lo = noLo
	}
	if hi >= noHi {
		hi = noHi
	}
	b %= s
	if b < 0 {
		b += s
	}
	if lo == hi {
		return exactOff(lo)
	}
	return PtOff{B: b, S: s, Lo: lo, Hi: hi}
}

// bounded reports whether the offsets have both bounds.
func (o PtOff) bounded() bool { return o.Lo > noLo && o.Hi < noHi }

// Join is the least offset set that holds both.
func (o PtOff) Join(q PtOff) PtOff {
	d := o.B - q.B
	n := mkOff(o.B, gcd64(gcd64(o.S, q.S), d), min(o.Lo, q.Lo), max(o.Hi, q.Hi))
	switch {
	case o.Hi > q.Hi:
		n.End = o.End
	case q.Hi > o.Hi:
		n.End = q.End
	default:
		n.End = o.End && q.End
	}
	if n.S == 0 || !n.bounded() {
		n.End = false
	}
	return n
}

// withEnd marks offset Hi as one past the end of an array.
func (o PtOff) withEnd() PtOff {
	if o.S != 0 && o.bounded() {
		o.End = true
	}
	return o
}

func shiftBound(x, c int64) int64 {
	if x <= noLo || x >= noHi {
		return x
	}
	return x + c
}

// add moves the offsets by c bytes.
func (o PtOff) add(c int64) PtOff {
	return mkOff(o.B+c, o.S, shiftBound(o.Lo, c), shiftBound(o.Hi, c))
}

// addAny moves the offsets by any multiple of m bytes.
func (o PtOff) addAny(m int64) PtOff {
	if m == 0 {
		return o
	}
	return mkOff(o.B, gcd64(o.S, m), noLo, noHi)
}

// addUpTo moves the offsets by k*m bytes for some 0 <= k <= n.
func (o PtOff) addUpTo(m, n int64) PtOff {
	if m == 0 || n == 0 {
		return o
	}
	if m < 0 || n < 0 || n > maxConstMove/m {
		return o.addAny(m)
	}
	return mkOff(o.B, gcd64(o.S, m), o.Lo, shiftBound(o.Hi, n*m))
}

// meets reports whether the two sets share an offset.
func (o PtOff) meets(q PtOff) bool {
	if o.Hi < q.Lo || q.Hi < o.Lo {
		return false
	}
	g := gcd64(o.S, q.S)
	if g == 0 {
		return o.B == q.B
	}
	return (o.B-q.B)%g == 0
}

// offsets lists the offsets of o in [0, size), or false when they are
// more than max (or unbounded and o is not one offset).
func (o PtOff) offsets(size, max int64) ([]int64, bool) {
	if o.S == 0 {
		if o.B < 0 || o.B >= size {
			return nil, true
		}
		return []int64{o.B}, true
	}
	lo, hi := o.Lo, o.Hi
	if lo < 0 {
		lo = 0
	}
	if hi > size-1 {
		hi = size - 1
	}
	if hi < lo {
		return nil, true
	}
	first := lo + ((o.B-lo)%o.S+o.S)%o.S
	if first > hi {
		return nil, true
	}
	if (hi-first)/o.S+1 > max {
		return nil, false
	}
	var out []int64
	for x := first; x <= hi; x += o.S {
		out = append(out, x)
	}
	return out, true
}

func (o PtOff) String() string {
	if o.S == 0 {
		return fmt.Sprint(o.B)
	}
	r := ""
	if o.bounded() {
		r = fmt.Sprintf("[%d,%d]", o.Lo, o.Hi)
	} else if o.Lo > noLo || o.Hi < noHi {
		r = fmt.Sprintf("[%d,%d]", o.Lo, o.Hi)
	}
	if o.S == 1 {
		return "?" + r
	}
	return fmt.Sprintf("%d+%dk", o.B, o.S) + r
}

// A PtSet is a set of targets, or Top.
type PtSet struct {
	Top bool
	M   map[*Var]PtOff
}

// add adds target (v, o) and reports whether the set grew.
func (s *PtSet) add(v *Var, o PtOff) bool {
	if s.Top {
		return false
	}
	if s.M == nil {
		s.M = map[*Var]PtOff{}
	}
	old, ok := s.M[v]
	if !ok {
		s.M[v] = o
		return true
	}
	n := old.Join(o)
	if n == old {
		return false
	}
	if old.S != 0 && n.S != 0 {
		// Widening: a range that grows again grows for ever (p++ in a
		// loop); its bound goes.
		if n.Lo < old.Lo {
			n.Lo = noLo
		}
		if n.Hi > old.Hi {
			n.Hi, n.End = noHi, false
		}
	}
	s.M[v] = n
	return true
}

// union adds t to s and reports whether s grew.
func (s *PtSet) union(t *PtSet) bool {
	if t == nil || s.Top {
		return false
	}
	if t.Top {
		s.Top, s.M = true, nil
		return true
	}
	grew := false
	for v, o := range t.M {
		if s.add(v, o) {
			grew = true
		}
	}
	return grew
}

func (s *PtSet) String() string {
	if s.Top {
		return "⊤"
	}
	var parts []string
	for v, o := range s.M {
		parts = append(parts, v.Name+"+"+o.String())
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ", ") + "}"
}

var topSet = &PtSet{Top: true}

// AnalyzePointsTo computes the points-to sets of p. uninit says which
// havocs stand for uninitialised storage (nil: none).
func AnalyzePointsTo(p *Program, uninit func(*Havoc) bool) *PointsTo {
	a := &PointsTo{p: p, uninit: uninit, cells: map[*Var]map[PtOff]*PtSet{}, leaves: map[*Type][]PtOff{}, unions: map[*Type]bool{}}
	reach := map[*Loc]bool{p.Entry: true}
	for {
		a.grew = false
		a.Rounds++
		for _, loc := range p.Locs {
			if !reach[loc] {
				continue
			}
			for _, e := range loc.Out {
				if as, ok := e.Stmt.(*Assume); ok && a.never(as.Cond) {
					continue
				}
				if !reach[e.To] {
					reach[e.To] = true
					a.grew = true
				}
				if as, ok := e.Stmt.(*Assign); ok && as.LHS.Type().Kind == KindPointer {
					if r, ok := as.RHS.(*VarRef); ok && r.Var.Object == 0 {
						dst, dtop := a.locs(as.LHS)
						a.write(dst, dtop, PtOff{}, a.filtered(e, r.Var))
						continue
					}
				}
				a.edge(e.Stmt)
			}
		}
		if !a.grew {
			return a
		}
	}
}

// never reports whether an assume's condition cannot hold: it compares
// a pointer with the address of a variable the pointer cannot hold (the
// cases of a call through a function pointer that cannot be taken).
func (a *PointsTo) never(c Expr) bool {
	b, ok := c.(*Binary)
	if !ok || b.Op != Eq || b.X.Type().Kind != KindPointer {
		return false
	}
	return refuted(a.eval(b.X), b.Y) || refuted(a.eval(b.Y), b.X)
}

// Never reports whether the condition of an assume can never hold, as
// far as the analysis sees (never).
func (a *PointsTo) Never(c Expr) bool { return a.never(c) }

// Eval is the set of targets of the pointer expression e.
func (a *PointsTo) Eval(e Expr) *PtSet { return a.eval(e) }

func (a *PointsTo) edge(st Stmt) {
	switch st := st.(type) {
	case *Assign:
		t := st.LHS.Type()
		if len(a.ptrLeaves(t)) == 0 {
			return
		}
		dst, dtop := a.locs(st.LHS)
		a.assign(dst, dtop, t, st.RHS)
	case *Havoc:
		t := st.LHS.Type()
		if len(a.ptrLeaves(t)) == 0 || (a.uninit != nil && a.uninit(st)) {
			return
		}
		dst, dtop := a.locs(st.LHS)
		for _, d := range a.ptrLeaves(t) {
			a.write(dst, dtop, d, topSet)
		}
	case *Fill:
		t := st.Array.Type()
		if len(a.ptrLeaves(t)) == 0 {
			return
		}
		dst, dtop := a.locs(st.Array)
		for _, d := range a.ptrLeaves(t) {
			a.write(dst, dtop, d, topSet)
		}
	}
}

// assign stores the pointers of rhs (of type t) at dst.
func (a *PointsTo) assign(dst *PtSet, dtop bool, t *Type, rhs Expr) {
	if t.Kind == KindPointer {
		a.write(dst, dtop, PtOff{}, a.eval(rhs))
		return
	}
	switch r := rhs.(type) {
	case *Zero:
		return
	case *Ite:
		a.assign(dst, dtop, t, r.Then)
		a.assign(dst, dtop, t, r.Else)
		return
	case *VarRef, *Field, *Index, *Deref:
		src, stop := a.locs(rhs)
		for _, d := range a.ptrLeaves(t) {
			a.write(dst, dtop, d, a.read(src, stop, d))
		}
		return
	}
	for _, d := range a.ptrLeaves(t) {
		a.write(dst, dtop, d, topSet)
	}
}

// write stores val at every target of dst moved by d.
func (a *PointsTo) write(dst *PtSet, dtop bool, d PtOff, val *PtSet) {
	if val == nil || (!val.Top && len(val.M) == 0) {
		return
	}
	if dtop || dst.Top {
		if a.wild.union(val) {
			a.grew = true
		}
		return
	}
	for v, o := range dst.M {
		for _, key := range a.cellKeys(v, moveLeaf(o, d)) {
			m := a.cells[v]
			if m == nil {
				m = map[PtOff]*PtSet{}
				a.cells[v] = m
			}
			c := m[key]
			if c == nil {
				c = &PtSet{}
				m[key] = c
			}
			if c.union(val) {
				a.grew = true
			}
		}
	}
}

// read is the pointers stored at every target of src moved by d.
func (a *PointsTo) read(src *PtSet, stop bool, d PtOff) *PtSet {
	if stop || src.Top {
		return topSet
	}
	out := &PtSet{}
	for v, o := range src.M {
		if a.hasUnion(v.Type) {
			return topSet // a union's bits may be another member's
		}
		for _, key := range a.cellKeys(v, moveLeaf(o, d)) {
			for k, c := range a.cells[v] {
				if k.meets(key) {
					out.union(c)
				}
			}
		}
		if v.Object != 0 {
			out.union(&a.wild)
		}
		if out.Top {
			return topSet
		}
	}
	return out
}

// maxSplitElems is the most elements of an array whose cells are kept
// apart.
const maxSplitElems = 64

// moveLeaf moves offsets o to the leaf d of a value there: by d.B, and
// by the multiples of d.S that d's range allows.
func moveLeaf(o PtOff, d PtOff) PtOff {
	o = o.add(d.B)
	if d.S == 0 {
		return o
	}
	if d.bounded() {
		return o.addUpTo(d.S, (d.Hi-d.Lo)/d.S)
	}
	return o.addAny(d.S)
}

// period is the size of the cells of v: its element size for an array
// of more than maxSplitElems elements (whose elements share their
// cells), else its size.
func period(v *Var) int64 {
	t := v.Type
	if t.Kind == KindArray && t.Elem != nil && t.Elem.Size > 0 && (t.Len > maxSplitElems || v.Extent != nil) {
		return t.Elem.Size
	}
	if t.Size > 0 {
		return t.Size
	}
	return 1
}

// maxCellSplit is the most cells a bounded set of offsets reaches one
// by one.
const maxCellSplit = 64

// cellKeys are the classes of cells of v that offsets o designate: each
// offset inside v modulo the period when o has few, else the offsets
// modulo the period, B + k*S with S dividing it; none when o holds no
// offset inside v.
func (a *PointsTo) cellKeys(v *Var, o PtOff) []PtOff {
	P := period(v)
	size := v.Type.Size
	if size <= 0 {
		size = 1
	}
	if xs, ok := o.offsets(size, maxCellSplit); ok {
		out := make([]PtOff, 0, len(xs))
		for _, x := range xs {
			k := exactOff(x % P)
			if len(out) == 0 || out[len(out)-1] != k {
				out = append(out, k)
			}
		}
		return out
	}
	g := gcd64(o.S, P)
	if g == P {
		return []PtOff{exactOff(o.B % P)}
	}
	return []PtOff{mkOff(o.B, g, noLo, noHi)}
}

// hasUnion reports whether a value of type t contains a union.
func (a *PointsTo) hasUnion(t *Type) bool {
	if r, ok := a.unions[t]; ok {
		return r
	}
	r := false
	switch t.Kind {
	case KindUnion:
		r = true
	case KindArray:
		r = t.Elem != nil && a.hasUnion(t.Elem)
	case KindStruct:
		for _, f := range t.Fields {
			if a.hasUnion(f.Type) {
				r = true
			}
		}
	}
	a.unions[t] = r
	return r
}

// ptrLeaves are the offsets of the pointers in a value of type t.
func (a *PointsTo) ptrLeaves(t *Type) []PtOff {
	if l, ok := a.leaves[t]; ok {
		return l
	}
	var out []PtOff
	var walk func(t *Type, o PtOff)
	walk = func(t *Type, o PtOff) {
		switch t.Kind {
		case KindPointer:
			for _, x := range out {
				if x == o {
					return
				}
			}
			out = append(out, o)
		case KindArray:
			if t.Len > 0 && t.Elem != nil {
				walk(t.Elem, o.addUpTo(t.Elem.Size, t.Len-1))
			}
		case KindStruct, KindUnion:
			for _, f := range t.Fields {
				if f.BitWidth == 0 {
					walk(f.Type, o.add(f.Offset))
				}
			}
		}
	}
	walk(t, PtOff{})
	a.leaves[t] = out
	return out
}

// locs is the set of places the lvalue e designates; true when anywhere.
func (a *PointsTo) locs(e Expr) (*PtSet, bool) { return a.places(e, false) }

// places is locs; addr says that the lvalue is the operand of &, where an
// index may designate the end of its array (and nothing is accessed).
func (a *PointsTo) places(e Expr, addr bool) (*PtSet, bool) {
	switch x := e.(type) {
	case *VarRef:
		return &PtSet{M: map[*Var]PtOff{x.Var: {}}}, false
	case *Field:
		s, top := a.places(x.X, addr)
		if top || s.Top {
			return topSet, true
		}
		off := x.X.Type().Fields[x.Field].Offset
		return shift(s, func(o PtOff) PtOff { return o.add(off) }), false
	case *Index:
		s, top := a.places(x.X, addr)
		if top || s.Top {
			return topSet, true
		}
		at := x.X.Type()
		if _, ok := x.Index.(*Const); !ok && at.Len > 0 && at.Elem != nil && at.Elem.Size > 0 {
			// An access is inside the array (its index is checked or
			// cut); &a[i] may also be one past its end, as C's pointers
			// may (none beyond).
			if addr {
				return shift(s, func(o PtOff) PtOff { return o.addUpTo(at.Elem.Size, at.Len).withEnd() }), false
			}
			return shift(s, func(o PtOff) PtOff { return o.addUpTo(at.Elem.Size, at.Len-1) }), false
		}
		return shift(s, a.mover(at.Elem, x.Index, false)), false
	case *Deref:
		s := a.eval(x.X)
		return s, s.Top
	}
	return topSet, true
}

func shift(s *PtSet, f func(PtOff) PtOff) *PtSet {
	out := &PtSet{M: make(map[*Var]PtOff, len(s.M))}
	for v, o := range s.M {
		out.add(v, f(o))
	}
	return out
}

// maxConstMove bounds the byte moves taken exactly.
const maxConstMove = 1 << 40

// mover moves offsets by n elements of type elem (back when neg).
func (a *PointsTo) mover(elem *Type, n Expr, neg bool) func(PtOff) PtOff {
	size := int64(1)
	if elem != nil && elem.Size > 0 {
		size = elem.Size
	}
	if c, ok := n.(*Const); ok && c.Hi == 0 {
		v := int64(c.Val)
		if c.T.Signed {
			v = c.SignedValue()
		}
		if v > -maxConstMove && v < maxConstMove {
			if neg {
				v = -v
			}
			return func(o PtOff) PtOff { return o.add(v * size) }
		}
	}
	return func(o PtOff) PtOff { return o.addAny(size) }
}

// eval is the set of targets of the pointer value e.
func (a *PointsTo) eval(e Expr) *PtSet {
	switch x := e.(type) {
	case *Const:
		if x.IsZero() {
			return &PtSet{}
		}
		return topSet
	case *Zero:
		return &PtSet{}
	case *Cast:
		if x.X.Type().Kind == KindPointer {
			return a.eval(x.X)
		}
		if c, ok := x.X.(*Const); ok && c.IsZero() {
			return &PtSet{}
		}
		return topSet
	case *Binary:
		if (x.Op == Add || x.Op == Sub) && x.X.Type().Kind == KindPointer && x.Y.Type().Kind != KindPointer {
			s := a.eval(x.X)
			if s.Top {
				return s
			}
			return shift(s, a.mover(x.X.Type().Elem, x.Y, x.Op == Sub))
		}
		return topSet
	case *Ite:
		s := &PtSet{}
		s.union(a.eval(x.Then))
		s.union(a.eval(x.Else))
		return s
	case *AddrOf:
		s, top := a.places(x.X, true)
		if top {
			return topSet
		}
		return s
	case *VarRef, *Field, *Index, *Deref:
		if r, ok := e.(*VarRef); ok && a.ovr != nil {
			if s := a.ovr(r.Var); s != nil {
				return s
			}
		}
		s, top := a.locs(e)
		return a.read(s, top, PtOff{})
	}
	return topSet
}

// A chainItem is an edge on the straight line that leads to an edge:
// an assume, or a definition of a variable only names reach.
type chainItem struct {
	cond Expr // an assume's condition
	def  *Var // else the variable defined
	rhs  Expr // by this value (nil: a havoc)
}

// maxChain bounds the edges looked back from an assignment.
const maxChain = 16

// chain is the straight-line code before e, nearest first, up to a
// definition of y: the edges every path to e takes last.
func (a *PointsTo) chain(e *Edge, y *Var) []chainItem {
	if c, ok := a.chains[e]; ok {
		return c
	}
	var out []chainItem
	cur := e.From
	for len(out) < maxChain && len(cur.In) == 1 {
		in := cur.In[0]
		if in.From == cur {
			break
		}
		switch st := in.Stmt.(type) {
		case *Assume:
			out = append(out, chainItem{cond: st.Cond})
		case *Assign:
			if r, ok := st.LHS.(*VarRef); ok && r.Var.Object == 0 {
				if r.Var == y {
					goto done
				}
				out = append(out, chainItem{def: r.Var, rhs: st.RHS})
			}
		case *Havoc:
			if r, ok := st.LHS.(*VarRef); ok && r.Var.Object == 0 {
				if r.Var == y {
					goto done
				}
				out = append(out, chainItem{def: r.Var})
			}
		}
		cur = in.From
	}
done:
	if a.chains == nil {
		a.chains = map[*Edge][]chainItem{}
	}
	a.chains[e] = out
	return out
}

// filtered is the value of register y at edge e, narrowed by the
// straight-line conditions before e: a target t of y stays unless some
// assume there compares a pointer with the address of an object that
// the pointer cannot hold when y is t (a call through a function
// pointer taken from y's object: dev->ops->open == &uart0_open holds
// only for the devices whose operations hold uart0_open).
func (a *PointsTo) filtered(e *Edge, y *Var) *PtSet {
	s := a.eval(&VarRef{Var: y})
	if s.Top || len(s.M) == 0 {
		return s
	}
	if len(s.M) == 1 {
		for t, o := range s.M {
			if len(splitOffsets(t, o)) < 2 {
				return s
			}
		}
	}
	ch := a.chain(e, y)
	var conds []int
	for i, it := range ch {
		if it.cond != nil {
			if b, ok := it.cond.(*Binary); ok && b.Op == Eq && b.X.Type().Kind == KindPointer {
				conds = append(conds, i)
			}
		}
	}
	if len(conds) == 0 {
		return s
	}
	out := &PtSet{}
	for t, o := range s.M {
		for _, q := range splitOffsets(t, o) {
			one := &PtSet{M: map[*Var]PtOff{t: q}}
			if a.possible(ch, conds, y, one) {
				out.add(t, q)
			}
		}
	}
	return out
}

// maxSplit is the most offsets splitOffsets lists one by one.
const maxSplit = 16

// splitOffsets lists the offsets of o inside v one by one, when there
// are few; else o itself.
func splitOffsets(v *Var, o PtOff) []PtOff {
	if o.S == 0 || v.Type.Size <= 0 {
		return []PtOff{o}
	}
	xs, ok := o.offsets(v.Type.Size, maxSplit)
	if !ok || len(xs) == 0 {
		return []PtOff{o}
	}
	out := make([]PtOff, len(xs))
	for i, x := range xs {
		out[i] = exactOff(x)
	}
	return out
}

// possible reports whether every condition conds of ch may hold when y
// holds the targets one.
func (a *PointsTo) possible(ch []chainItem, conds []int, y *Var, one *PtSet) bool {
	saved := a.ovr
	defer func() { a.ovr = saved }()
	var at func(i int) func(*Var) *PtSet
	depth := 0
	at = func(i int) func(*Var) *PtSet {
		return func(v *Var) *PtSet {
			if v == y {
				return one
			}
			for j := i + 1; j < len(ch); j++ {
				if ch[j].def != v {
					continue
				}
				if ch[j].rhs == nil || depth > maxChain {
					return topSet
				}
				prev := a.ovr
				depth++
				a.ovr = at(j)
				r := a.eval(ch[j].rhs)
				a.ovr = prev
				depth--
				return r
			}
			return nil
		}
	}
	for _, i := range conds {
		b := ch[i].cond.(*Binary)
		a.ovr = at(i)
		if refuted(a.eval(b.X), b.Y) || refuted(a.eval(b.Y), b.X) {
			return false
		}
	}
	return true
}

// refuted reports whether a pointer with targets s cannot equal the
// address x, when x is an address (never null) of a variable.
func refuted(s *PtSet, x Expr) bool {
	for {
		c, ok := x.(*Cast)
		if !ok {
			break
		}
		x = c.X
	}
	ad, ok := x.(*AddrOf)
	if !ok || s.Top {
		return false
	}
	r, ok := ad.X.(*VarRef)
	if !ok {
		return false
	}
	_, in := s.M[r.Var]
	return !in
}

// SafeAccess reports whether every target of s is, at every offset it
// may have inside its object, a subobject of type t (Subobjects), so that
// an access as t through such a pointer is one the typed model holds
// exactly: no bytes of another type are there. Offsets outside the
// object designate none of its bytes.
func SafeAccess(s *PtSet, t *Type) bool {
	if s.Top {
		return false
	}
	for v, o := range s.M {
		if !safeAt(v.Type, t, o) {
			return false
		}
	}
	return true
}

// maxSafeOffsets bounds the offsets safeAt tries one by one.
const maxSafeOffsets = 1 << 12

func safeAt(ot, t *Type, o PtOff) bool {
	if ot == nil || t == nil {
		return false
	}
	subs := Subobjects(ot, t)
	at := func(x int64) bool {
		for _, s := range subs {
			if _, ok := s.Locate(x); ok {
				return true
			}
		}
		return false
	}
	size := ot.Size
	if xs, ok := o.offsets(size, maxSafeOffsets); ok {
		for _, x := range xs {
			if o.End && x == o.Hi {
				continue // one past the end of an array: no access
			}
			if !at(x) {
				return false
			}
		}
		return true
	}
	if ot.Kind == KindArray && ot.Elem != nil && ot.Elem.Size > 0 && t.Size <= ot.Elem.Size && ot.Len > 0 {
		// The elements repeat: the offsets modulo one element.
		P := ot.Elem.Size
		g := gcd64(o.S, P)
		if P/g > maxSafeOffsets {
			return false
		}
		for r := o.B % g; r < P; r += g {
			if !at(r) {
				return false
			}
		}
		return true
	}
	return false
}
