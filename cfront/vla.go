package cfront

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Variable-length arrays. The IR has arrays of a fixed length only, so a
// local int a[n] becomes an array of a fixed capacity K together with a
// length variable a$len (size_t) that holds n, evaluated where C evaluates
// it, at the declaration:
//
//	assume(n > 0)          with CutUndefined: a size that is not positive is undefined
//	check(a$len <= K)      vla-capacity: always verified, see below
//	a$len = (size_t)n
//	havoc a                uninitialised
//
// Every bounds check of a[i] compares i with a$len, every pointer check
// into a requires the access to end before element a$len, and sizeof a is
// a$len * sizeof(T), so the program behaves as with an array of n
// elements as long as n <= K. The vla-capacity check sees to that: a
// violation is not a bug of the program but the limit of the model, and
// the engines answer UNKNOWN for it. K is the least bound on n that the
// assumptions and branches on the straight-line path to the declaration
// state (assume(n <= 100), if (n > 100) return); a wrong guess costs
// precision (UNKNOWN), never soundness. Where nothing bounds n, K is the
// largest length an object can have (maxLength), or the largest value
// of n's type when less: then the type implies n <= K (no check), or
// with CutUndefined assume(a$len <= K) ends a run that declares a longer
// array, which no machine can allocate (else the check stays). The engines need no smaller K (arrays are
// functional in symex), and the interpreter holds such arrays sparsely
// (interp's sparse.go). Options.BoundedArrays keeps the earlier model:
// vlaDefaultCapacity, grown by the command line, checked.
//
// Arrays with more variable dimensions (int a[n][m], int a[4][m][2])
// are flat: an array of capacity K of the unit type (the elements after
// the last variable dimension, int or int[2]), one length variable per
// variable dimension (a$dim1 = (size_t)m), checked against its own
// capacity, and a$len their product with the constant dimensions. An
// expression whose type is an array with a variable dimension (a[i], a
// row) is a pointer to its first unit, the row's stride (in units) the
// product of its dimensions' lengths: a[i][j] is *(&a[0] + i*m + j).
// Parameters (int f(int n, int a[n][n])) are pointers to units, their
// dimensions evaluated at the call (vlaParams). Pointer checks into such
// an array check the whole object, not each row.

// vlaDefaultCapacity is the capacity of a variable-length array whose
// length no assumption bounds; vlaMaxCapacity bounds any capacity (the
// interpreter holds every element).
const (
	vlaDefaultCapacity = 1024
	vlaMaxCapacity     = 1 << 16
)

// DefaultCapacity and MaxCapacity are the default and the largest
// Options.Capacity.
const (
	DefaultCapacity = vlaDefaultCapacity
	MaxCapacity     = vlaMaxCapacity
)

// defaultCapacity is the capacity of an array whose length nothing bounds.
func (l *lowerer) defaultCapacity() int64 {
	if c := l.opts.Capacity; c > 0 {
		return int64(min(c, vlaMaxCapacity))
	}
	return vlaDefaultCapacity
}

// vlaDecl declares the variable-length array d of cc type at.
func (l *lowerer) vlaDecl(d *cc.Declarator, at *cc.ArrayType) {
	pos := l.posOf(d)
	if !at.IsVLA() || containsVLA(at.Elem()) {
		l.vlaDeclMulti(d, at)
		return
	}
	elem := l.typeOf(at.Elem(), d)
	if elem.Kind == program.KindVoid || elem.Size <= 0 {
		l.failf(d, false, "array of %s", elem)
	}
	size := at.SizeExpression()
	if size == nil {
		l.failf(d, true, "unsupported: variable-length array of unspecified size")
	}
	n := l.rval(size)
	if !n.Type().IsInteger() {
		l.failf(size, false, "array size is not an integer")
	}
	n = l.cast(n, l.ts.ints.Promote(n.Type()))
	capacity, bounded := l.vlaBound(n, elem)
	implied := false // the length's type keeps it within the capacity
	if !bounded {
		capacity, implied = l.unboundedCapacity(n.Type(), elem, l.opts.CutUndefined)
	}
	if l.opts.CutUndefined {
		// A size that is not positive is undefined (C11 6.7.6.2p5); no
		// property checks it.
		l.emitCut(l.binary(program.Gt, n, program.NewConst(n.Type(), 0), program.Bool), pos)
	}
	length := l.newVar(l.fn.name+"::"+d.Name()+"$len", "", l.ts.sizeT, true, pos)
	lenRef := &program.VarRef{Var: length}
	l.emit(&program.Assign{LHS: lenRef, RHS: l.cast(n, l.ts.sizeT)}, pos)
	switch {
	case !bounded && !implied && !l.opts.BoundedArrays && l.opts.CutUndefined:
		// Longer than maxObjectBytes (or a size that is not
		// positive, read as a size_t): no implementation can allocate
		// it (its size may not even be a size_t), an undefined
		// declaration: the run ends there. (Without CutUndefined, the
		// check below: UNKNOWN if a run gets there.)
		l.emit(&program.Assume{Cond: l.binary(program.Le, lenRef, program.NewConst(l.ts.sizeT, uint64(capacity)), program.Bool)}, pos)
	case !implied:
		info := l.newCheck(program.CheckCapacity, pos, "variable-length array "+d.Name()+" holds at most the model's capacity")
		l.emit(&program.Check{Cond: l.binary(program.Le, lenRef, program.NewConst(l.ts.sizeT, uint64(capacity)), program.Bool), Check: info}, pos)
	}
	l.declareVLA(d, l.ts.arrayOf(elem, capacity), length, pos)
}

// declareVLA declares d as a local of the array type t (its capacity)
// whose length the variable length holds, uninitialised.
func (l *lowerer) declareVLA(d *cc.Declarator, t *program.Type, length *program.Var, pos program.Pos) {
	v := l.declareLocal(d, t)
	l.vlaLen[v] = length
	v.Extent = length
	l.emit(&program.Havoc{LHS: &program.VarRef{Var: v}, Why: "uninitialised"}, pos)
	l.noteExtent(v, pos)
}

// maxLength is the largest length an object of elem can have: of
// maxObjectBytes(model) bytes, in elements.
func (l *lowerer) maxLength(elem *program.Type) int64 {
	return l.maxObjectBytes() / max(elem.Size, 1)
}

// maxObjectBytes is the size of the largest object a C implementation of
// the data model can hold: in ILP32, PTRDIFF_MAX (gcc refuses larger
// objects, glibc's malloc fails for them, and pointer differences within
// an object never overflow); in LP64, 2^56 - 1, below PTRDIFF_MAX:
// virtual addresses of the 64-bit machines have at most 57 bits (x86-64
// with 5-level paging, RISC-V Sv57), whose lower half user space is
// (CBMC's default object size limit is the same). A run that would
// allocate more goes no further where malloc may fail (it fails for
// it) and, with SV-COMP's never-failing malloc, in LP64 (the run ends:
// no machine has the bytes), so that no answer rests on an object no
// machine can hold (a length of 2^63 - 1 bytes makes n + 1 overflow
// PTRDIFF_MAX, which careful code treats as an error). In ILP32 the
// limit is PTRDIFF_MAX itself, above which glibc's malloc fails on every
// data model (heap.go says what the model does with such requests). Offsets
// within such objects, and one past their end, are nonnegative and
// below 2^(pointer bits - 1): the model's offsets are exact on them.
func (l *lowerer) maxObjectBytes() int64 {
	if l.p.Model.PointerBits == 64 {
		return 1<<56 - 1
	}
	return 1<<(l.p.Model.PointerBits-1) - 1
}

// ptrdiffMax is PTRDIFF_MAX of the data model: glibc's malloc refuses
// every request above it (since 2.30), on every data model.
func (l *lowerer) ptrdiffMax() int64 {
	return 1<<(l.p.Model.PointerBits-1) - 1
}

// unboundedCapacity is the capacity of an object of elem whose length, of
// integer type t, nothing bounds: the largest length C allows
// (maxLength), or the largest value of t when that is less; implied
// reports that the length cannot exceed it (t unsigned, or signed and
// positive: positive is true), so that no vla-capacity check is needed.
// With Options.BoundedArrays it is the capacity of the earlier model
// (Options.Capacity), checked.
func (l *lowerer) unboundedCapacity(t *program.Type, elem *program.Type, positive bool) (capacity int64, implied bool) {
	if l.opts.BoundedArrays {
		return min(l.defaultCapacity(), max(maxObjectSize/max(elem.Size, 1), 1)), false
	}
	capacity = l.maxLength(elem)
	if !t.IsInteger() || t.Width > 64 || t.Width < 1 {
		return capacity, false
	}
	top := uint64(1)<<uint(t.Width) - 1
	if t.Width == 64 {
		top = ^uint64(0)
	}
	if t.Signed {
		if !positive {
			return capacity, false
		}
		top >>= 1
	}
	if top <= uint64(capacity) {
		return int64(top), true
	}
	return capacity, false
}

// vlaBound is the capacity of an array of elem of length n when the
// program bounds n (vlaCapacity's bound, at most maxLength(elem)), and
// whether it does.
func (l *lowerer) vlaBound(n program.Expr, elem *program.Type) (int64, bool) {
	b := l.lengthBound(n)
	if b <= 0 {
		return 0, false
	}
	if m := l.maxLength(elem); b > m {
		return 0, false
	}
	if l.opts.BoundedArrays {
		if b > vlaMaxCapacity {
			return 0, false
		}
		if m := maxObjectSize / max(elem.Size, 1); b > m {
			return m, true
		}
	}
	return b, true
}

// vlaCapacity guesses a bound on the array size n (lengthBound), else the
// capacity of Options.Capacity: the dimensions of multi-dimensional arrays.
func (l *lowerer) vlaCapacity(n program.Expr) int64 {
	if b := l.lengthBound(n); b > 0 && b <= vlaMaxCapacity {
		return b
	}
	return l.defaultCapacity()
}

// lengthBound is the least bound on the array size n the program states
// (0: none): a constant, or the conditions of the assumes on the
// straight-line path that reaches the current location, back to the first
// join, loop head, label or write of n's variable (a constant written
// there bounds it too), through the entry function's start into the
// global initialisers.
func (l *lowerer) lengthBound(n program.Expr) int64 {
	if c, ok := isConst(n); ok {
		if v := c.SignedValue(); c.T.Width <= 64 && v > 0 {
			return v
		}
		return 0
	}
	v := sizeVar(n)
	if v == nil {
		return 0
	}
	best := int64(-1)
	// A labelled location (a loop head, a C label) may get more incoming
	// edges later in the lowering: the path stops there. The entry
	// function's first location is labelled but has one edge in, from the
	// global initialisation, which the path follows (const int n = 12 at
	// file scope); what is spliced into that edge later (heap variables,
	// string literals, addresses) writes no variable of the program's.
	for loc := l.cur; loc != nil && len(loc.In) == 1 && (loc.Label == "" || l.initEnd != nil && loc == l.initEnd.To); {
		e := loc.In[0]
		switch st := e.Stmt.(type) {
		case *program.Assume:
			for _, b := range conjuncts(st.Cond) {
				if k, ok := upperBound(b, v); ok && (best < 0 || k < best) {
					best = k
				}
			}
		case *program.Assign:
			if writes(st.LHS, v) {
				if c, ok := isConst(st.RHS); ok && c.T.Width <= 64 && (best < 0 || c.SignedValue() < best) {
					best = c.SignedValue() // n = 12 (const int n = 12)
				}
				loc = nil
				continue
			}
		case *program.Havoc:
			if writes(st.LHS, v) {
				loc = nil
				continue
			}
		}
		loc = e.From
	}
	if best <= 0 {
		return 0
	}
	return best
}

// sizeVar is the variable an array size expression is (up to casts).
func sizeVar(e program.Expr) *program.Var {
	for {
		switch x := e.(type) {
		case *program.Cast:
			e = x.X
		case *program.VarRef:
			return x.Var
		default:
			return nil
		}
	}
}

// writes reports whether assigning lv may change v: lv is rooted at v, or
// writes through a pointer while v's address is taken.
func writes(lv program.Expr, v *program.Var) bool {
	if r, _ := program.LvalueRoot(lv); r != nil {
		return r == v
	}
	return v.Object != 0
}

// conjuncts splits a condition at && and at the || of a negation (the
// branch not taken by if (a || b) return).
func conjuncts(c program.Expr) []program.Expr {
	if b, ok := c.(*program.Binary); ok && b.Op == program.LAnd {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	if u, ok := c.(*program.Unary); ok && u.Op == program.LNot {
		if b, ok := u.X.(*program.Binary); ok && b.Op == program.LOr {
			return append(conjuncts(&program.Unary{Op: program.LNot, X: b.X}), conjuncts(&program.Unary{Op: program.LNot, X: b.Y})...)
		}
	}
	return []program.Expr{c}
}

// upperBound recognises v <= k, v < k, k >= v, k > v and the negations of
// v > k, v >= k (up to casts of v), and returns the bound on v.
func upperBound(c program.Expr, v *program.Var) (int64, bool) {
	negated := false
	if u, ok := c.(*program.Unary); ok && u.Op == program.LNot {
		negated, c = true, u.X
	}
	b, ok := c.(*program.Binary)
	if !ok || !b.Op.IsComparison() {
		return 0, false
	}
	op, x, y := b.Op, b.X, b.Y
	if _, ok := isConst(x); ok {
		// k op v: mirror to v op' k.
		x, y = y, x
		op = map[program.BinaryOp]program.BinaryOp{program.Lt: program.Gt, program.Le: program.Ge, program.Gt: program.Lt, program.Ge: program.Le}[op]
	}
	k, ok := isConst(y)
	if !ok || sizeVar(x) != v || k.T.Width > 64 {
		return 0, false
	}
	if negated {
		op = map[program.BinaryOp]program.BinaryOp{program.Gt: program.Le, program.Ge: program.Lt}[op]
	}
	bound := k.SignedValue()
	if !k.T.Signed && int64(k.Val) < 0 {
		return 0, false
	}
	switch op {
	case program.Le:
		return bound, true
	case program.Lt:
		return bound - 1, true
	}
	return 0, false
}

// vlaSizeof is sizeof a for the variable-length array variable v.
func (l *lowerer) vlaSizeof(v *program.Var) program.Expr {
	return l.binary(program.Mul, &program.VarRef{Var: l.vlaLen[v]}, program.NewConst(l.ts.sizeT, uint64(v.Type.Elem.Size)), l.ts.sizeT)
}

// vlaInBounds is the condition that pointer p, if it points into a
// variable-length array, points to a part that ends within its length
// (the object itself holds the capacity): one conjunct per such array
// whose address is taken.
func (l *lowerer) vlaInBounds(p program.Expr) program.Expr {
	var cond program.Expr = program.True
	if len(l.vlaLen) == 0 {
		return cond
	}
	bytePtr := l.ts.ptrTo(l.ts.char)
	for _, o := range l.p.Objects {
		length := l.vlaLen[o]
		if length == nil || !l.mayPointInto(p, o) {
			continue
		}
		if l.vlaFull[o] && p.Type().Elem.Kind != program.KindVoid {
			// Allocated, the object is as long as its type: __valid(p),
			// a place of p's type inside the object, and the liveness
			// test beside (o$alloc) imply the bound. (A void pointer
			// counts one byte, which __valid does not look at.)
			continue
		}
		same := &program.Binary{Op: program.SameObject, X: p, Y: &program.AddrOf{X: &program.VarRef{Var: o}, T: l.ts.ptrTo(o.Type)}, T: program.Bool}
		size := p.Type().Elem.Size
		if p.Type().Elem.Kind == program.KindVoid {
			size = 1
		}
		end := &program.Binary{Op: program.Add, X: l.cast(p, bytePtr), Y: program.NewConst(l.ts.ptrdiffT, uint64(size)), T: bytePtr}
		base := &program.AddrOf{X: &program.Index{X: &program.VarRef{Var: o}, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(o.Type.Elem)}
		limit := &program.Binary{Op: program.Add, X: l.cast(base, bytePtr), Y: l.cast(l.vlaSizeof(o), l.ts.ptrdiffT), T: bytePtr}
		cond = l.and(cond, l.or(l.not(same), &program.Binary{Op: program.Le, X: end, Y: limit, T: program.Bool}))
	}
	return cond
}

// multiDimCapacity is the capacity of each variable dimension of an
// array with several whose length no assumption bounds.
const multiDimCapacity = 32

// containsVLA reports whether t is an array type with a variable
// dimension at some depth.
func containsVLA(t cc.Type) bool {
	for {
		at, ok := t.(*cc.ArrayType)
		if !ok {
			return false
		}
		if at.IsVLA() {
			return true
		}
		t = at.Elem()
	}
}

// vlaUnit is the element type of t after its last variable dimension.
func vlaUnit(t cc.Type) cc.Type {
	for containsVLA(t) {
		t = t.(*cc.ArrayType).Elem()
	}
	return t
}

// vlaElems is the number of units (vlaUnit) of an object of array type t,
// which has a variable dimension, as a size_t expression over the length
// variables of its dimensions.
func (l *lowerer) vlaElems(t cc.Type, at cc.Node) program.Expr {
	var n program.Expr = program.NewConst(l.ts.sizeT, 1)
	for containsVLA(t) {
		a := t.(*cc.ArrayType)
		var dim program.Expr
		if a.IsVLA() {
			v := l.vlaTypeLen[a]
			if v == nil {
				l.failf(at, true, "unsupported: variable-length array type whose size is not evaluated here")
			}
			dim = &program.VarRef{Var: v}
		} else {
			dim = program.NewConst(l.ts.sizeT, uint64(a.Len()))
		}
		n = l.binary(program.Mul, n, dim, l.ts.sizeT)
		t = a.Elem()
	}
	return n
}

// vlaDim evaluates the size of variable dimension a into a new length
// variable named name (C evaluates it where the type is declared):
// positive, or undefined (cut under CutUndefined).
func (l *lowerer) vlaDim(a *cc.ArrayType, name string, at cc.Node) (*program.Var, program.Expr) {
	pos := l.posOf(at)
	size := a.SizeExpression()
	if size == nil {
		l.failf(at, true, "unsupported: variable-length array of unspecified size")
	}
	n := l.rval(size)
	if !n.Type().IsInteger() {
		l.failf(size, false, "array size is not an integer")
	}
	n = l.cast(n, l.ts.ints.Promote(n.Type()))
	if l.opts.CutUndefined {
		l.emitCut(l.binary(program.Gt, n, program.NewConst(n.Type(), 0), program.Bool), pos)
	}
	v := l.newVar(name, "", l.ts.sizeT, true, pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: l.cast(n, l.ts.sizeT)}, pos)
	if l.vlaSaved != nil {
		if _, ok := l.vlaSaved[a]; !ok {
			l.vlaSaved[a] = l.vlaTypeLen[a]
		}
	}
	l.vlaTypeLen[a] = v
	return v, n
}

// vlaTypeDims evaluates the variable dimensions in t, the type of a
// parameter or of a pointer variable named name, behind pointers and
// arrays (those of the outermost array of a parameter too, which C
// evaluates though the parameter is a pointer).
func (l *lowerer) vlaTypeDims(t cc.Type, name string, at cc.Node) {
	k := 0
	for t != nil {
		switch x := t.(type) {
		case *cc.PointerType:
			t = x.Elem()
			continue
		case *cc.ArrayType:
			if x.IsVLA() {
				l.vlaDim(x, fmt.Sprintf("%s::%s$dim%d", l.fn.name, name, k), at)
				k++
			}
			t = x.Elem()
			continue
		}
		t = nil
	}
}

// vlaDeclMulti declares d, an array with a variable dimension that is not
// only its outermost one (see the comment at the top).
func (l *lowerer) vlaDeclMulti(d *cc.Declarator, at *cc.ArrayType) {
	pos := l.posOf(d)
	unit := l.typeOf(vlaUnit(at), d)
	if unit.Kind == program.KindVoid || unit.Size <= 0 {
		l.failf(d, false, "array of %s", unit)
	}
	var dims []vlaDimension
	constant := int64(1)
	for t := cc.Type(at); containsVLA(t); {
		a := t.(*cc.ArrayType)
		if a.IsVLA() {
			v, n := l.vlaDim(a, fmt.Sprintf("%s::%s$dim%d", l.fn.name, d.Name(), len(dims)), d)
			dims = append(dims, vlaDimension{v: v, n: n})
		} else {
			constant *= a.Len()
		}
		t = a.Elem()
	}
	var capacity int64
	if l.opts.BoundedArrays {
		capacity = l.boundedMultiCapacity(d, unit, constant, dims)
	} else {
		capacity = l.multiCapacity(d, unit, constant, dims)
	}
	var total program.Expr = program.NewConst(l.ts.sizeT, uint64(constant))
	for _, dm := range dims {
		ref := &program.VarRef{Var: dm.v}
		if dm.cap > 0 {
			info := l.newCheck(program.CheckCapacity, pos, fmt.Sprintf("a dimension of variable-length array %s holds at most the model's capacity", d.Name()))
			l.emit(&program.Check{Cond: l.binary(program.Le, ref, program.NewConst(l.ts.sizeT, uint64(dm.cap)), program.Bool), Check: info}, pos)
		}
		total = l.binary(program.Mul, total, ref, l.ts.sizeT)
	}
	length := l.newVar(l.fn.name+"::"+d.Name()+"$len", "", l.ts.sizeT, true, pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: length}, RHS: total}, pos)
	l.declareVLA(d, l.ts.arrayOf(unit, capacity), length, pos)
}

// A vlaDimension is a variable dimension of an array with several: its
// length variable, the promoted size expression it holds, and the
// capacity its length is checked against (0: no check of its own).
type vlaDimension struct {
	v   *program.Var
	n   program.Expr
	cap int64
}

// multiCapacity is the capacity, in units, of the flat array of d with
// the constant dimensions' product constant and the variable dimensions
// dims, as a one-dimensional array gets it (vlaDecl): when the program
// bounds every variable dimension (vlaBound) and the product of the
// bounds is an object C allows, that product, with a vla-capacity check
// per dimension (the bounds are guesses); otherwise the largest length
// an object of units can have (maxLength), and a declaration whose
// dimensions multiply to more (or whose product wraps around in size_t)
// ends the run under CutUndefined (no implementation can allocate it,
// as for one dimension) and is a vla-capacity check otherwise.
func (l *lowerer) multiCapacity(d *cc.Declarator, unit *program.Type, constant int64, dims []vlaDimension) int64 {
	limit := l.maxLength(unit)
	if constant > limit {
		l.failf(d, true, "unsupported: variable-length array %s whose constant dimensions exceed the model's capacity", d.Name())
	}
	capacity, bounded := constant, true
	for i := range dims {
		b, ok := l.vlaBound(dims[i].n, unit)
		if !ok || b > limit/capacity {
			bounded = false
			break
		}
		capacity *= b
		dims[i].cap = b
	}
	if bounded {
		return capacity
	}
	pos := l.posOf(d)
	sizeT := l.ts.sizeT
	var tooLong program.Expr = program.False
	var total program.Expr = program.NewConst(sizeT, uint64(constant))
	for i := range dims {
		dims[i].cap = 0
		// The size itself, before its conversion to size_t can wrap.
		// (A type that cannot hold limit cannot exceed it.)
		n := dims[i].n
		if top, ok := inRangeOf(n.Type(), limit); ok {
			tooLong = l.or(tooLong, l.binary(program.Gt, n, top, program.Bool))
		}
		ref := &program.VarRef{Var: dims[i].v}
		tooLong = l.or(tooLong, &program.Binary{Op: program.MulOverflow, X: total, Y: ref, T: program.Bool})
		total = l.binary(program.Mul, total, ref, sizeT)
	}
	tooLong = l.or(tooLong, l.binary(program.Gt, total, program.NewConst(sizeT, uint64(limit)), program.Bool))
	if l.opts.CutUndefined {
		l.emit(&program.Assume{Cond: l.not(tooLong)}, pos)
	} else {
		info := l.newCheck(program.CheckCapacity, pos, fmt.Sprintf("variable-length array %s holds at most the model's capacity", d.Name()))
		l.emit(&program.Check{Cond: l.not(tooLong), Check: info}, pos)
	}
	return limit
}

// inRangeOf returns c as a constant of integer type t when t holds it.
func inRangeOf(t *program.Type, c int64) (program.Expr, bool) {
	top := t.Mask()
	if t.Signed {
		top >>= 1
	}
	if c < 0 || uint64(c) > top {
		return nil, false
	}
	return program.NewConst(t, uint64(c)), true
}

// boundedMultiCapacity is the capacity of the earlier model
// (Options.BoundedArrays): each variable dimension gets the bound the
// program states or multiDimCapacity, halved (the largest first) until
// the product fits vlaMaxCapacity, with a vla-capacity check each.
func (l *lowerer) boundedMultiCapacity(d *cc.Declarator, unit *program.Type, constant int64, dims []vlaDimension) int64 {
	for i := range dims {
		c := l.vlaCapacity(dims[i].n)
		if c == l.defaultCapacity() {
			c = multiDimCapacity
		}
		dims[i].cap = c
	}
	limit := int64(vlaMaxCapacity)
	if max := maxObjectSize / unit.Size; max < limit {
		limit = max
	}
	capacity := func() int64 {
		k := constant
		for _, dm := range dims {
			k *= dm.cap
		}
		return k
	}
	for capacity() > limit {
		largest := 0
		for i, dm := range dims {
			if dm.cap > dims[largest].cap {
				largest = i
			}
		}
		if dims[largest].cap == 1 {
			l.failf(d, true, "unsupported: variable-length array %s whose constant dimensions exceed the model's capacity", d.Name())
		}
		dims[largest].cap /= 2
	}
	return capacity()
}

// vlaParams evaluates the variable dimensions in the types of fd's
// parameters, after they are bound, at the start of an inlined call. The
// lengths of variable dimensions evaluated during the call (parameters,
// declarations) are per call: the returned function restores those of
// the caller (an outer call of the same function), to be called when the
// call ends.
func (l *lowerer) vlaParams(params []*cc.Parameter) func() {
	outer := l.vlaSaved
	l.vlaSaved = map[*cc.ArrayType]*program.Var{}
	for _, prm := range params {
		if prm.Declarator != nil && prm.Name() != "" {
			l.vlaTypeDims(prm.Type(), prm.Name(), prm.Declarator)
		}
	}
	return func() {
		for a, v := range l.vlaSaved {
			l.vlaTypeLen[a] = v
		}
		l.vlaSaved = outer
	}
}

// vlaIndex lowers x, a subscript, when its base is an array or pointer
// whose elements are arrays with a variable dimension: the result, a row,
// is a pointer to its first unit, the base's first unit plus the index
// times the row's stride.
func (l *lowerer) vlaIndex(x *cc.PostfixExpression) (program.Expr, bool) {
	var elem cc.Type
	switch bt := x.PostfixExpression.Type().(type) {
	case *cc.ArrayType:
		elem = bt.Elem()
	case *cc.PointerType:
		elem = bt.Elem()
	}
	if elem == nil || !containsVLA(elem) {
		return nil, false
	}
	base := l.expr(x.PostfixExpression)
	b := l.decay(base, x)
	if l.mayChange(b, x.ExpressionList) {
		b = l.snapshot(b, l.posOf(x))
	}
	i := l.rval(x.ExpressionList)
	if b.Type().Kind != program.KindPointer || !i.Type().IsInteger() {
		l.failf(x, true, "unsupported: subscript of an array with a variable dimension")
	}
	stride := l.cast(l.vlaElems(elem, x), l.ts.ptrdiffT)
	off := l.binary(program.Mul, l.cast(i, l.ts.ptrdiffT), stride, l.ts.ptrdiffT)
	return l.arith(program.Add, b, off, x), true
}

// vlaRow returns the row type when at, an addition, subtraction,
// compound assignment, increment or decrement, does arithmetic on a
// pointer to arrays with a variable dimension (int (*p)[m]; p + 1), whose
// steps are rows; nil otherwise.
func (l *lowerer) vlaRow(at cc.Node) cc.Type {
	var operands []cc.Type
	switch x := at.(type) {
	case *cc.AdditiveExpression:
		if x.AdditiveExpression != nil && x.MultiplicativeExpression != nil {
			operands = []cc.Type{x.AdditiveExpression.Type(), x.MultiplicativeExpression.Type()}
		}
	case *cc.AssignmentExpression:
		if x.UnaryExpression != nil {
			operands = []cc.Type{x.UnaryExpression.Type()}
		}
	case *cc.PostfixExpression:
		if x.Case == cc.PostfixExpressionInc || x.Case == cc.PostfixExpressionDec {
			operands = []cc.Type{x.PostfixExpression.Type()}
		}
	case *cc.UnaryExpression:
		if x.Case == cc.UnaryExpressionInc || x.Case == cc.UnaryExpressionDec {
			operands = []cc.Type{x.UnaryExpression.Type()}
		}
	}
	for _, t := range operands {
		var elem cc.Type
		switch pt := t.(type) {
		case *cc.PointerType:
			elem = pt.Elem()
		case *cc.ArrayType:
			elem = pt.Elem() // an array of rows, decayed
		}
		if elem != nil && containsVLA(elem) {
			return elem
		}
	}
	return nil
}
