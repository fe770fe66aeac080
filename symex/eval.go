package symex

import (
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// Eval returns the value of the pure expression x in state s.
func (e *Encoder) Eval(s *State, x program.Expr) Value {
	b := e.B
	switch x := x.(type) {
	case *program.Const:
		if x.T.Kind == program.KindPointer {
			if x.Val != 0 {
				unsupported("pointer constant %d", x.Val)
			}
			return Value{Bits: b.Zero(e.ScalarWidth(x.T))}
		}
		if x.T.Width > 64 {
			return Value{Bits: b.ConstBig(x.T.Width, x.Big())}
		}
		return Value{Bits: b.Const(x.T.Width, x.Val)}
	case *program.Zero:
		return e.Zero(x.T)
	case *program.VarRef:
		return e.get(s, x.Var)
	case *program.Unary:
		v := e.Eval(s, x.X).Bits
		switch x.Op {
		case program.Neg:
			return Value{Bits: b.Neg(v)}
		case program.BitNot:
			return Value{Bits: b.Not(v)}
		case program.LNot:
			return Value{Bits: bitvec.BV{v[0].Not()}}
		}
	case *program.Binary:
		return e.binary(s, x)
	case *program.Cast:
		from := x.X.Type()
		switch {
		case from.Kind == program.KindPointer && x.T.Kind == program.KindInt:
			// gcc: a wider integer sign-extends the pointer's bits.
			return Value{Bits: b.Resize(e.image(s, e.Eval(s, x.X)), x.T.Width, true)}
		case x.T.Kind == program.KindPointer && (from.Kind == program.KindInt || from.Kind == program.KindBool):
			v := e.Eval(s, x.X).Bits
			if c, ok := bitvec.ConstValue(v); ok && c == 0 {
				return Value{Bits: b.Zero(e.ScalarWidth(x.T))}
			}
			return e.fromImage(s, b.Resize(v, e.offBits, from.Signed))
		}
		return e.cast(e.Eval(s, x.X), from, x.T)
	case *program.Ite:
		c := e.Eval(s, x.Cond).Bits[0]
		switch c {
		case b.T():
			return e.Eval(s, x.Then)
		case b.F():
			return e.Eval(s, x.Else)
		}
		return e.Ite(c, e.evalUnder(s, c, x.Then), e.evalUnder(s, c.Not(), x.Else), x.Type())
	case *program.Index:
		arr := e.Eval(s, x.X).Arr
		idx := e.normIndex(e.Eval(s, x.Index).Bits, x.Index.Type())
		if e.TrackUndefined {
			e.undefinedIf(e.inRange(idx, arr.Len).Not())
		}
		return e.readArray(arr, idx)
	case *program.Field:
		t := x.X.Type()
		v := e.Eval(s, x.X)
		if t.Kind == program.KindUnion {
			return e.fromBits(t.Fields[x.Field].Type, v.Bits)
		}
		return v.Elems[x.Field]
	case *program.Deref:
		return e.deref(s, e.Eval(s, x.X), e.mayDesignate(x.X), e.mayDesignate(x), x.Type())
	case *program.AddrOf:
		return e.addr(s, x.X)
	case *program.Valid:
		return Value{Bits: bitvec.BV{e.valid(e.Eval(s, x.X), e.mayDesignate(x.X), x.X.Type().Elem)}}
	case *program.FloatOp:
		return e.floatOp(s, x)
	}
	unsupported("expression %s", program.ExprString(x))
	return Value{}
}

// Cond evaluates a Bool expression to a literal.
func (e *Encoder) Cond(s *State, x program.Expr) z.Lit {
	return e.Eval(s, x).Bits[0]
}

func (e *Encoder) binary(s *State, x *program.Binary) Value {
	b := e.B
	tx := x.X.Type()
	if e.TrackUndefined && (x.Op == program.LAnd || x.Op == program.LOr) {
		l := e.Eval(s, x.X).Bits[0]
		if x.Op == program.LAnd {
			return Value{Bits: bitvec.BV{b.C().And(l, e.evalUnder(s, l, x.Y).Bits[0])}}
		}
		return Value{Bits: bitvec.BV{b.C().Or(l, e.evalUnder(s, l.Not(), x.Y).Bits[0])}}
	}
	xv, yv := e.Eval(s, x.X), e.Eval(s, x.Y)
	if tx.Kind == program.KindPointer {
		return e.pointerBinary(s, x, xv, yv)
	}
	l, r := xv.Bits, yv.Bits
	lit := func(m z.Lit) Value { return Value{Bits: bitvec.BV{m}} }
	signed := tx.Signed
	switch x.Op {
	case program.AddOverflow:
		if signed {
			return lit(b.AddOverflowSigned(l, r))
		}
		return lit(b.AddOverflowUnsigned(l, r))
	case program.SubOverflow:
		if signed {
			return lit(b.SubOverflowSigned(l, r))
		}
		return lit(b.SubOverflowUnsigned(l, r))
	case program.MulOverflow:
		if signed {
			return lit(b.MulOverflowSigned(l, r))
		}
		return lit(b.MulOverflowUnsigned(l, r))
	case program.Add:
		return Value{Bits: b.Add(l, r)}
	case program.Sub:
		return Value{Bits: b.Sub(l, r)}
	case program.Mul:
		return Value{Bits: b.Mul(l, r)}
	case program.Div:
		if signed {
			return Value{Bits: b.SDiv(l, r)}
		}
		return Value{Bits: b.UDiv(l, r)}
	case program.Rem:
		if signed {
			return Value{Bits: b.SRem(l, r)}
		}
		return Value{Bits: b.URem(l, r)}
	case program.Shl:
		return Value{Bits: b.Shl(l, r)}
	case program.Shr:
		if signed {
			return Value{Bits: b.AShr(l, r)}
		}
		return Value{Bits: b.LShr(l, r)}
	case program.And:
		return Value{Bits: b.And(l, r)}
	case program.Or:
		return Value{Bits: b.Or(l, r)}
	case program.Xor:
		return Value{Bits: b.Xor(l, r)}
	case program.LAnd:
		return lit(b.C().And(l[0], r[0]))
	case program.LOr:
		return lit(b.C().Or(l[0], r[0]))
	}
	if x.Op.IsComparison() {
		return lit(e.compare(x.Op, l, r, signed))
	}
	unsupported("operator %s", x.Op)
	return Value{}
}

func (e *Encoder) compare(op program.BinaryOp, l, r bitvec.BV, signed bool) z.Lit {
	b := e.B
	switch op {
	case program.Eq:
		return b.Eq(l, r)
	case program.Ne:
		return b.Ne(l, r)
	case program.Lt:
		if signed {
			return b.SLt(l, r)
		}
		return b.ULt(l, r)
	case program.Le:
		if signed {
			return b.SLe(l, r)
		}
		return b.ULe(l, r)
	case program.Gt:
		if signed {
			return b.SGt(l, r)
		}
		return b.UGt(l, r)
	case program.Ge:
		if signed {
			return b.SGe(l, r)
		}
		return b.UGe(l, r)
	}
	unsupported("comparison %s", op)
	return b.F()
}

// pointerBinary handles pointer arithmetic and comparison. Pointers
// compare as (object, offset) pairs; the object bits are the high bits, so
// an unsigned comparison of the whole vectors orders them that way.
func (e *Encoder) pointerBinary(s *State, x *program.Binary, xv, yv Value) Value {
	b := e.B
	ty := x.Y.Type()
	if x.Op.IsComparison() && x.Op != program.Eq && x.Op != program.Ne && e.hasAddresses() {
		// Ordered as their integer images, as gcc orders addresses
		// (addr.go).
		return Value{Bits: bitvec.BV{e.compare(x.Op, e.image(s, xv), e.image(s, yv), false)}}
	}
	if x.Op.IsComparison() {
		return Value{Bits: bitvec.BV{e.compare(x.Op, xv.Bits, yv.Bits, false)}}
	}
	if x.Op == program.SameObject {
		_, o1 := e.PointerParts(xv)
		_, o2 := e.PointerParts(yv)
		return Value{Bits: bitvec.BV{b.Eq(o1, o2)}}
	}
	off, obj := e.PointerParts(xv)
	elemSize := x.X.Type().Elem.Size
	if elemSize == 0 {
		elemSize = 1 // void*: GNU C counts bytes
	}
	size := b.Const(e.offBits, uint64(elemSize))
	switch {
	case ty.Kind == program.KindPointer && x.Op == program.Sub:
		yoff, yobj := e.PointerParts(yv)
		e.undefinedIf(b.Ne(obj, yobj))
		diff := b.SDiv(b.Sub(off, yoff), size)
		return Value{Bits: b.Resize(diff, x.T.Width, true)}
	case x.Op == program.Add || x.Op == program.Sub:
		n := b.Resize(yv.Bits, e.offBits, ty.Signed)
		delta := b.Mul(n, size)
		if x.Op == program.Add {
			return e.makePointer(b.Add(off, delta), obj)
		}
		return e.makePointer(b.Sub(off, delta), obj)
	}
	unsupported("pointer operator %s", x.Op)
	return Value{}
}

func (e *Encoder) cast(v Value, from, to *program.Type) Value {
	b := e.B
	switch {
	case to.Kind == program.KindBool:
		return Value{Bits: bitvec.BV{b.NonZero(v.Bits)}}
	case to.Kind == program.KindInt && from.IsInteger():
		return Value{Bits: b.Resize(v.Bits, to.Width, from.Signed)}
	case to.Kind == program.KindPointer && from.Kind == program.KindPointer:
		return v
	case to.Kind == program.KindPointer && from.IsInteger():
		if c, ok := bitvec.ConstValue(v.Bits); ok && c == 0 {
			return Value{Bits: b.Zero(e.ScalarWidth(to))}
		}
		unsupported("conversion of a non-zero integer to a pointer")
	case to.Kind == program.KindInt && from.Kind == program.KindPointer:
		unsupported("conversion of a pointer to an integer")
	}
	unsupported("conversion from %s to %s", from, to)
	return Value{}
}

// addr returns the address of lvalue x.
func (e *Encoder) addr(s *State, x program.Expr) Value {
	b := e.B
	switch x := x.(type) {
	case *program.VarRef:
		if x.Var.Object == 0 {
			unsupported("address of %s, which is not an object", x.Var.Name)
		}
		return e.makePointer(b.Zero(e.offBits), b.Const(e.objBits, uint64(x.Var.Object)))
	case *program.Deref:
		return e.Eval(s, x.X)
	case *program.Index:
		base := e.addr(s, x.X)
		off, obj := e.PointerParts(base)
		i := b.Resize(e.Eval(s, x.Index).Bits, e.offBits, x.Index.Type().Signed)
		delta := b.Mul(i, b.Const(e.offBits, uint64(x.Type().Size)))
		return e.makePointer(b.Add(off, delta), obj)
	case *program.Field:
		base := e.addr(s, x.X)
		off, obj := e.PointerParts(base)
		f := x.X.Type().Fields[x.Field]
		return e.makePointer(b.Add(off, b.Const(e.offBits, uint64(f.Offset))), obj)
	}
	unsupported("address of %s", program.ExprString(x))
	return Value{}
}

// A target is one place a pointer may point to with the wanted type: an
// object, a subobject of it, and the condition (on the pointer) under which
// the pointer designates it, with the array indices on the way.
type target struct {
	obj  *program.Var
	sub  program.Subobject
	cond z.Lit
	idxs []bitvec.BV
}

// targets resolves pointer p to the places of type t it may designate:
// the case split over θ(p, P) of the paper, over the objects in objs, the
// objects the points-to analysis found for p (nil: all objects of the
// program).
func (e *Encoder) targets(p Value, objs objSet, t *program.Type) []target {
	b := e.B
	off, obj := e.PointerParts(p)
	var out []target
	for _, v := range e.P.Objects {
		if objs != nil && !objs.has(v.Object) {
			continue
		}
		isObj := b.Eq(obj, b.Const(e.objBits, uint64(v.Object)))
		if isObj == b.F() {
			continue
		}
		for _, sub := range program.Subobjects(v.Type, t) {
			cond := isObj
			rel := b.Sub(off, b.Const(e.offBits, uint64(sub.Base)))
			var idxs []bitvec.BV
			for _, st := range sub.Steps {
				if !st.IsIndex() {
					continue
				}
				var i bitvec.BV
				var in z.Lit
				i, rel, in = e.splitOffset(rel, st.Stride, st.Len)
				cond = b.C().And(cond, in)
				idxs = append(idxs, i)
			}
			cond = b.C().And(cond, b.IsZero(rel))
			if cond == b.F() {
				continue
			}
			out = append(out, target{obj: v, sub: sub, cond: cond, idxs: idxs})
		}
	}
	return out
}

// smallSplit is the largest array length whose element index splitOffset
// finds by comparisons with the element boundaries rather than by a
// divider circuit (a divider by a constant that is not a power of two
// costs thousands of gates at 32 bits, a comparison with a constant about
// two per bit).
const smallSplit = 32

// splitOffset decomposes byte offset rel into an array of n elements of
// stride bytes: the element index i (of indexBits), the offset inside the
// element, and the condition that i < n. Outside that condition i and the
// inner offset are unspecified (the callers only use them under it).
func (e *Encoder) splitOffset(rel bitvec.BV, stride, n int64) (i, inner bitvec.BV, in z.Lit) {
	b := e.B
	w := len(rel)
	pow2 := stride > 0 && stride&(stride-1) == 0
	span := uint64(stride) * uint64(n)
	fits := n > 0 && stride > 0 && (w >= 64 || span < uint64(1)<<uint(w)) && span/uint64(n) == uint64(stride)
	if pow2 || n > smallSplit || !fits {
		s := b.Const(w, uint64(stride))
		q := b.UDiv(rel, s)
		return b.Resize(q, indexBits, false), b.URem(rel, s), b.ULt(q, b.Const(w, uint64(n)))
	}
	// rel < n*stride ⟺ rel/stride < n; then i is the largest k < n with
	// k*stride <= rel, and the inner offset rel - i*stride.
	in = b.ULt(rel, b.Const(w, span))
	i = b.Const(indexBits, 0)
	base := b.Const(w, 0)
	for k := int64(1); k < n; k++ {
		ge := b.ULt(rel, b.Const(w, uint64(k*stride))).Not()
		i = b.Ite(ge, b.Const(indexBits, uint64(k)), i)
		base = b.Ite(ge, b.Const(w, uint64(k*stride)), base)
	}
	return i, b.Sub(rel, base), in
}

// valid is the condition that p designates a place of type t: the
// disjunction of the conditions of the case split a dereference makes, so
// that it holds exactly when deref and Store find a target.
func (e *Encoder) valid(p Value, objs objSet, t *program.Type) z.Lit {
	ts := e.targets(p, objs, t)
	conds := make([]z.Lit, len(ts))
	for i, tg := range ts {
		conds[i] = tg.cond
	}
	return e.B.C().Ors(conds...)
}

// deref reads *p of type t, p designating one of objs (nil: any object).
// A pointer that designates no place of type t (null, out of bounds,
// dangling, of another type) reads an unconstrained value, whose
// pointers designate objects in within (nil: any), those the points-to
// analysis finds for the read: the pointer checks report such
// dereferences.
func (e *Encoder) deref(s *State, p Value, objs, within objSet, t *program.Type) Value {
	ts := e.targets(p, objs, t)
	e.undefinedTargets(ts)
	if len(ts) > 0 && ts[len(ts)-1].cond == e.B.T() {
		within = nil // the fallback is not used
	}
	v := e.freshWithin(t, within)
	for i := len(ts) - 1; i >= 0; i-- {
		tg := ts[i]
		part := e.readPath(e.get(s, tg.obj), tg.obj.Type, tg.sub.Steps, tg.idxs)
		v = e.Ite(tg.cond, part, v, t)
	}
	return v
}

// readPath reads the subobject at steps (with the given array indices)
// from value v of type t.
func (e *Encoder) readPath(v Value, t *program.Type, steps []program.AccessStep, idxs []bitvec.BV) Value {
	for _, st := range steps {
		if st.IsByte() {
			return Value{Bits: e.readByte(v.Bits, idxs[0])}
		}
		if st.IsIndex() {
			v = e.readArray(v.Arr, idxs[0])
			idxs = idxs[1:]
			t = t.Elem
			continue
		}
		if t.Kind == program.KindUnion {
			v = e.fromBits(t.Fields[st.Field].Type, v.Bits)
		} else {
			v = v.Elems[st.Field]
		}
		t = t.Fields[st.Field].Type
	}
	return v
}

// readByte is byte i (an index of indexBits) of the bits of a scalar,
// little-endian; an index beyond them reads byte 0 (the pointer checks
// report such accesses: Locate finds no byte there).
func (e *Encoder) readByte(bits bitvec.BV, i bitvec.BV) bitvec.BV {
	b := e.B
	n := len(bits) / 8
	r := bits[:8]
	for k := 1; k < n; k++ {
		r = b.Ite(b.Eq(i, b.Const(len(i), uint64(k))), bits[8*k:8*k+8], r)
	}
	return r
}

// writeByte is bits with byte i replaced by x where guard holds.
func (e *Encoder) writeByte(bits bitvec.BV, i bitvec.BV, x bitvec.BV, guard z.Lit) bitvec.BV {
	b := e.B
	out := append(bitvec.BV(nil), bits...)
	for k := 0; k < len(bits)/8; k++ {
		at := b.C().And(guard, b.Eq(i, b.Const(len(i), uint64(k))))
		copy(out[8*k:8*k+8], b.Ite(at, x[:8], bits[8*k:8*k+8]))
	}
	return out
}

// updatePath returns v (of type t) with the subobject at steps replaced by
// x where guard holds.
func (e *Encoder) updatePath(v Value, t *program.Type, steps []program.AccessStep, idxs []bitvec.BV, x Value, guard z.Lit) Value {
	if len(steps) == 0 {
		return e.Ite(guard, x, v, t)
	}
	st := steps[0]
	if st.IsByte() {
		return Value{Bits: e.writeByte(v.Bits, idxs[0], x.Bits, guard)}
	}
	if st.IsIndex() {
		old := e.readArray(v.Arr, idxs[0])
		inner := e.updatePath(old, t.Elem, steps[1:], idxs[1:], x, e.B.T())
		return Value{Arr: e.writeArray(v.Arr, guard, idxs[0], inner)}
	}
	f := t.Fields[st.Field]
	if t.Kind == program.KindUnion {
		member := x // the whole member: its old value is not read
		if len(steps) > 1 {
			member = e.fromBits(f.Type, v.Bits)
			member = e.updatePath(member, f.Type, steps[1:], idxs, x, e.B.T())
		}
		bits := append(bitvec.BV(nil), v.Bits...)
		copy(bits, e.toBits(f.Type, member))
		return Value{Bits: e.B.Ite(guard, bits, v.Bits)}
	}
	elems := append([]Value(nil), v.Elems...)
	elems[st.Field] = e.updatePath(v.Elems[st.Field], f.Type, steps[1:], idxs, x, guard)
	return Value{Elems: elems}
}

// Store writes x into lvalue lhs in state s.
func (e *Encoder) Store(s *State, lhs program.Expr, x Value) {
	saved := e.store
	e.store = s
	defer func() { e.store = saved }()
	root, steps, idxs, ok := e.lvaluePath(s, lhs)
	if ok {
		s.vars[root] = e.updatePath(e.get(s, root), root.Type, steps, idxs, x, e.B.T())
		return
	}
	// Through a pointer: every place the pointer may designate is updated
	// under the condition that it does.
	var d *program.Deref
	var rest []pathStep
	d, rest = splitAtDeref(lhs)
	p := e.Eval(s, d.X)
	ts := e.targets(p, e.mayDesignate(d.X), d.Type())
	e.undefinedTargets(ts)
	for _, tg := range ts {
		steps := append([]program.AccessStep(nil), tg.sub.Steps...)
		idxs := append([]bitvec.BV(nil), tg.idxs...)
		t := d.Type()
		for _, r := range rest {
			st, idx := e.stepOf(s, t, r)
			steps = append(steps, st)
			if st.IsIndex() {
				idxs = append(idxs, idx)
				t = t.Elem
			} else {
				t = t.Fields[st.Field].Type
			}
		}
		s.vars[tg.obj] = e.updatePath(e.get(s, tg.obj), tg.obj.Type, steps, idxs, x, tg.cond)
	}
}

// undefinedTargets records that a dereference with targets ts is undefined
// when it finds no place or a place in a dead object.
func (e *Encoder) undefinedTargets(ts []target) {
	if !e.TrackUndefined {
		return
	}
	c := e.B.C()
	found := make([]z.Lit, len(ts))
	var dead []z.Lit
	for i, tg := range ts {
		found[i] = tg.cond
		if e.Dead != nil {
			dead = append(dead, c.And(tg.cond, e.Dead(tg.obj)))
		}
	}
	e.undefinedIf(c.Or(c.Ors(found...).Not(), c.Ors(dead...)))
}

// pathStep is an Index or Field applied above a Deref in an lvalue.
type pathStep struct {
	index program.Expr // nil for a field
	field int
}

func splitAtDeref(lv program.Expr) (*program.Deref, []pathStep) {
	var rest []pathStep
	for {
		switch x := lv.(type) {
		case *program.Deref:
			for i, j := 0, len(rest)-1; i < j; i, j = i+1, j-1 {
				rest[i], rest[j] = rest[j], rest[i]
			}
			return x, rest
		case *program.Index:
			rest = append(rest, pathStep{index: x.Index})
			lv = x.X
		case *program.Field:
			rest = append(rest, pathStep{field: x.Field})
			lv = x.X
		default:
			unsupported("store to %s", program.ExprString(lv))
		}
	}
}

func (e *Encoder) stepOf(s *State, t *program.Type, r pathStep) (program.AccessStep, bitvec.BV) {
	if r.index != nil {
		idx := e.normIndex(e.Eval(s, r.index).Bits, r.index.Type())
		if e.TrackUndefined {
			e.undefinedIf(e.inRange(idx, t.Len).Not())
		}
		return program.AccessStep{Field: -1, Stride: t.Elem.Size, Len: t.Len}, idx
	}
	return program.AccessStep{Field: r.field, Offset: t.Fields[r.field].Offset}, nil
}

// lvaluePath resolves an lvalue without dereference to its variable and
// access path; ok is false when the lvalue goes through a pointer.
func (e *Encoder) lvaluePath(s *State, lv program.Expr) (*program.Var, []program.AccessStep, []bitvec.BV, bool) {
	var rest []pathStep
	for {
		switch x := lv.(type) {
		case *program.VarRef:
			var steps []program.AccessStep
			var idxs []bitvec.BV
			t := x.Var.Type
			for i := len(rest) - 1; i >= 0; i-- {
				st, idx := e.stepOf(s, t, rest[i])
				steps = append(steps, st)
				if st.IsIndex() {
					idxs = append(idxs, idx)
					t = t.Elem
				} else {
					t = t.Fields[st.Field].Type
				}
			}
			return x.Var, steps, idxs, true
		case *program.Index:
			rest = append(rest, pathStep{index: x.Index})
			lv = x.X
		case *program.Field:
			rest = append(rest, pathStep{field: x.Field})
			lv = x.X
		case *program.Deref:
			return nil, nil, nil, false
		default:
			unsupported("store to %s", program.ExprString(lv))
		}
	}
}
