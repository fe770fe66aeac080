package cfront

import "github.com/satabs-go/satabs-go/program"

// Addresses as integers.
//
// A program that converts a pointer to an integer ((uintptr_t)p, an
// alignment test (uintptr_t)p % 8) or an integer to a pointer gets, for
// every object, a global holding the object's address (Var.Addr): the
// start of the program chooses it (a havoc, an input of the run) under
// what C and glibc promise of it: not 0, a multiple of the object's
// alignment (of the type's alignment for declared objects, of malloc's
// for heap objects: 16 bytes in LP64 as glibc's malloc gives, 8 in
// ILP32), and the object does not wrap around the address space. The
// image of a pointer (object, offset) is the object's address plus the
// offset, of a null-based pointer the offset; an integer converts back
// to a pointer into the first object (in object order) whose bytes hold
// it (by the object's current length when that varies: a variable-length
// array or heap object), else to one past the end of the first object it ends, else to a
// pointer to no object (whose dereference is invalid, as C makes a
// dereference where no object lies). symex and interp compute the same.
//
// Objects lie apart: for up to maxApart objects, every pair is assumed
// disjoint (an object's bytes; of a heap object or variable-length array
// whose length varies, its first byte, since its length is not known at
// the start: what every real layout satisfies); beyond that (a comparison per pair would cost too much) the
// addresses are free but for the facts above. Either way a proof covers
// every real layout. A counterexample is replayed by the interpreter,
// which checks that the objects whose addresses the run used lie apart
// (else the answer is UNKNOWN): its run is then one of C's, on a layout a
// C implementation may choose.

// maxApart is the largest number of objects whose addresses are assumed
// pairwise apart.
const maxApart = 48

// mallocAlign is the alignment the model assumes of heap objects.
func (l *lowerer) mallocAlign() int64 {
	if l.p.Model.PointerBits == 64 {
		return 16
	}
	return 8
}

// finishAddresses gives every object its address variable when the
// program converts between pointers and integers.
func (l *lowerer) finishAddresses() {
	if !l.addrConv && !l.unionPointers() {
		return
	}
	l.addrConv = true
	for _, v := range l.p.Objects {
		a := &program.Var{Name: l.uniqueName(v.Name + "$addr"), Type: l.ts.sizeT, Global: true, Temp: true, CName: "&" + v.DisplayName(), Pos: v.Pos}
		l.p.Globals = append(l.p.Globals, a)
		v.Addr = a
	}
	l.finishExtents()
}

// An extentAssume is the place where an object whose length varies gets
// its length (a variable-length array's declaration, an allocation):
// when the program has addresses, the assume there states that the
// object does not wrap around the address space, which the start cannot
// state (the length is not known there); else it stays true.
type extentAssume struct {
	st *program.Assume
	v  *program.Var
}

// noteExtent places an extentAssume for v (whose Extent was just
// assigned) at the current location.
func (l *lowerer) noteExtent(v *program.Var, pos program.Pos) {
	st := &program.Assume{Cond: program.True}
	l.emit(st, pos)
	l.extentAssumes = append(l.extentAssumes, extentAssume{st, v})
}

// finishExtents fills in the extentAssumes of a program with addresses:
// address <= max - length * sizeof(elem) (the length is within the
// capacity there, so the product does not wrap).
func (l *lowerer) finishExtents() {
	if !l.addrConv {
		return
	}
	ut := l.ts.sizeT
	max := uint64(1)<<uint(ut.Width) - 1
	if ut.Width >= 64 {
		max = ^uint64(0)
	}
	for _, ea := range l.extentAssumes {
		v := ea.v
		if v.Addr == nil || v.Extent == nil || v.Type.Elem == nil {
			continue
		}
		bytes := &program.Binary{Op: program.Mul, X: &program.VarRef{Var: v.Extent}, Y: program.NewConst(ut, uint64(max64(v.Type.Elem.Size, 1))), T: ut}
		room := &program.Binary{Op: program.Sub, X: program.NewConst(ut, max), Y: bytes, T: ut}
		ea.st.Cond = &program.Binary{Op: program.Le, X: &program.VarRef{Var: v.Addr}, Y: room, T: program.Bool}
	}
}

func max64(a, b int64) int64 {
	if a > b {
		return a
	}
	return b
}

// initAddresses emits the choice of every object's address at the
// program's start (the current location).
func (l *lowerer) initAddresses() {
	heap := map[*program.Var]bool{}
	exact := map[*program.Var]bool{}
	for _, o := range l.heapObjs {
		heap[o.v] = true
		exact[o.v] = o.exact
	}
	ut := l.ts.sizeT
	max := uint64(1)<<uint(ut.Width) - 1
	if ut.Width >= 64 {
		max = ^uint64(0)
	}
	for _, v := range l.p.Objects {
		a := v.Addr
		pos := v.Pos
		ref := &program.VarRef{Var: a}
		l.emit(&program.Havoc{LHS: ref, Why: program.AddressWhy + v.DisplayName()}, pos)
		align := v.Type.Align
		if heap[v] {
			align = l.mallocAlign()
		}
		size := v.Type.Size
		if size < 1 || v.Extent != nil && !exact[v] && l.p.Model.PointerBits < 64 {
			// A length that varies: its first byte, as below (in
			// ILP32 the object's capacity may be half the address
			// space, which real layouts do not keep free; in LP64
			// capacities end below 2^56, below every user address's
			// complement).
			size = 1
		}
		if align < 1 {
			align = 1
		}
		cond := program.Expr(&program.Binary{Op: program.Ne, X: ref, Y: program.NewConst(ut, 0), T: program.Bool})
		if align > 1 && align&(align-1) == 0 {
			// Aligned by construction rather than assumed, so that
			// random inputs (concrete testing) give aligned addresses.
			mask := program.NewConst(ut, ^uint64(align-1)&max)
			l.emit(&program.Assign{LHS: ref, RHS: &program.Binary{Op: program.And, X: ref, Y: mask, T: ut}}, pos)
		} else if align > 1 {
			low := &program.Binary{Op: program.Rem, X: ref, Y: program.NewConst(ut, uint64(align)), T: ut}
			cond = l.and(cond, &program.Binary{Op: program.Eq, X: low, Y: program.NewConst(ut, 0), T: program.Bool})
		}
		if uint64(size) < max {
			// (An object the model makes larger than the address
			// space gets no such bound: assuming one would make the
			// start infeasible.)
			cond = l.and(cond, &program.Binary{Op: program.Le, X: ref, Y: program.NewConst(ut, max-uint64(size)), T: program.Bool})
		}
		l.emit(&program.Assume{Cond: cond}, pos)
	}
	objs := l.p.Objects
	if len(objs) < 2 || len(objs) > maxApart {
		return
	}
	// a + m <= b || b + n <= a, m and n the bytes each surely has.
	sure := func(v *program.Var) uint64 {
		if (v.Extent != nil && !exact[v]) || v.Type.Size < 1 || uint64(v.Type.Size) >= max {
			return 1
		}
		return uint64(v.Type.Size)
	}
	ends := make([]program.Expr, len(objs))
	for i, v := range objs {
		ends[i] = &program.Binary{Op: program.Add, X: &program.VarRef{Var: v.Addr}, Y: program.NewConst(ut, sure(v)), T: ut}
	}
	var apart program.Expr = program.True
	for i := range objs {
		for j := i + 1; j < len(objs); j++ {
			ai, aj := &program.VarRef{Var: objs[i].Addr}, &program.VarRef{Var: objs[j].Addr}
			before := &program.Binary{Op: program.Le, X: ends[i], Y: aj, T: program.Bool}
			after := &program.Binary{Op: program.Le, X: ends[j], Y: ai, T: program.Bool}
			apart = l.and(apart, &program.Binary{Op: program.LOr, X: before, Y: after, T: program.Bool})
		}
	}
	l.emit(&program.Assume{Cond: apart}, program.Pos{File: l.file})
}

// unionPointers reports whether the program names a pointer member of a
// union (or a member holding pointers): a pointer stored into a union and
// read back as an integer is the pointer's integer image.
func (l *lowerer) unionPointers() bool {
	found := false
	visit := func(e program.Expr) {
		if e == nil || found {
			return
		}
		program.Walk(e, func(x program.Expr) bool {
			if f, ok := x.(*program.Field); ok {
				t := f.X.Type()
				if t.Kind == program.KindUnion && hasPointer(t.Fields[f.Field].Type) {
					found = true
				}
			}
			return !found
		})
	}
	for _, loc := range l.p.Locs {
		for _, e := range loc.Out {
			switch st := e.Stmt.(type) {
			case *program.Assign:
				visit(st.LHS)
				visit(st.RHS)
			case *program.Havoc:
				visit(st.LHS)
			case *program.Assume:
				visit(st.Cond)
			case *program.Check:
				visit(st.Cond)
			case *program.Fill:
				visit(st.Array)
				visit(st.Val)
			}
		}
	}
	return found
}
