package symex

import (
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// Pointers as integers (cfront/addr.go): every object has a global
// holding its address (program.Var.Addr); the image of a pointer is the
// address of its object plus its offset, and an integer converts back
// to the first object that holds it (by its current length, for an
// object whose length varies). interp computes the same.

// addrOf is the address variable's value of object v.
func (e *Encoder) addrOf(s *State, v *program.Var) bitvec.BV {
	if v.Addr == nil {
		unsupported("conversion between a pointer to %s and an integer", v.Name)
	}
	return e.B.Resize(e.get(s, v.Addr).Bits, e.offBits, false)
}

// objSize is the number of bytes of object v (at least 1).
func objSize(v *program.Var) uint64 {
	if v.Type.Size < 1 {
		return 1
	}
	return uint64(v.Type.Size)
}

// extentBytes is the number of bytes object v holds in state s, for
// the lookup of an integer: of its type, or for an object whose length
// varies (Var.Extent: a variable-length array, a heap object), its
// length times its element size, within [1, objSize(v)] (an array of
// the largest length C allows holds only the integers its length
// covers). interp's extentBytes computes the same.
func (e *Encoder) extentBytes(s *State, v *program.Var) bitvec.BV {
	b := e.B
	full := b.Const(e.offBits, objSize(v))
	if v.Extent == nil || v.Type.Kind != program.KindArray || v.Type.Elem.Size < 1 {
		return full
	}
	n := b.Resize(e.get(s, v.Extent).Bits, e.offBits, false)
	in := b.C().And(b.ULe(b.Const(e.offBits, 1), n), b.ULe(n, b.Const(e.offBits, uint64(v.Type.Len))))
	bytes := b.Mul(n, b.Const(e.offBits, uint64(v.Type.Elem.Size)))
	return b.Ite(in, bytes, b.Ite(b.IsZero(n), b.Const(e.offBits, 1), full))
}

// image is the integer (of the pointer width) that pointer p converts to.
func (e *Encoder) image(s *State, p Value) bitvec.BV {
	b := e.B
	off, obj := e.PointerParts(p)
	base := b.Zero(e.offBits)
	for i := len(e.P.Objects) - 1; i >= 0; i-- {
		v := e.P.Objects[i]
		is := b.Eq(obj, b.Const(e.objBits, uint64(v.Object)))
		if is == b.F() {
			continue
		}
		base = b.Ite(is, e.addrOf(s, v), base)
	}
	return b.Add(base, off)
}

// fromImage is the pointer that integer x (of the pointer width)
// converts to: null for 0; else into the first object whose bytes hold
// x; else one past the end of the first object that ends at x; else a
// pointer to no object with x as its offset.
func (e *Encoder) fromImage(s *State, x bitvec.BV) Value {
	b := e.B
	objs := e.P.Objects
	res := e.makePointer(x, b.Zero(e.objBits))
	addrs := make([]bitvec.BV, len(objs))
	ends := make([]bitvec.BV, len(objs))
	sizes := make([]bitvec.BV, len(objs))
	for i, v := range objs {
		addrs[i] = e.addrOf(s, v)
		sizes[i] = e.extentBytes(s, v)
		ends[i] = b.Add(addrs[i], sizes[i])
	}
	for i := len(objs) - 1; i >= 0; i-- {
		at := b.Eq(x, ends[i])
		res = Value{Bits: b.Ite(at, e.makePointer(sizes[i], b.Const(e.objBits, uint64(objs[i].Object))).Bits, res.Bits)}
	}
	for i := len(objs) - 1; i >= 0; i-- {
		in := b.C().And(b.ULe(addrs[i], x), b.ULt(x, ends[i]))
		res = Value{Bits: b.Ite(in, e.makePointer(b.Sub(x, addrs[i]), b.Const(e.objBits, uint64(objs[i].Object))).Bits, res.Bits)}
	}
	return Value{Bits: b.Ite(b.IsZero(x), b.Zero(e.offBits+e.objBits), res.Bits)}
}

// hasAddresses reports whether the program's objects have addresses.
func (e *Encoder) hasAddresses() bool {
	return len(e.P.Objects) > 0 && e.P.Objects[0].Addr != nil
}
