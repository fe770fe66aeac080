package interp

import (
	"cmp"
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// Pointers as integers (cfront/addr.go, symex/addr.go): the image of a
// pointer is its object's address (the value of the object's global
// Var.Addr) plus its offset; an integer converts back to the first object
// whose bytes hold it, else to one past the end of the first object that
// ends at it, else to a pointer to no object. The model does not assume
// the addresses of different objects apart; the run does not go on when
// the objects whose addresses it used overlap (no C implementation lays
// them out so), nor when one of them wraps around the address space, so
// that a counterexample through such a conversion is a run of C on a
// layout an implementation may choose.

// addrValue is the address of object number obj (1-based).
func (s *State) addrValue(obj int, pw int) (uint64, *program.Var, error) {
	if s.p == nil || obj < 1 || obj > len(s.p.Objects) {
		return 0, nil, fmt.Errorf("interp: conversion of a pointer to object %d to an integer", obj)
	}
	v := s.p.Objects[obj-1]
	if v.Addr == nil {
		// A program the front end did not give addresses (built by hand).
		return 0, v, undefinedf("conversion of pointer to %s to an integer: the program has no addresses", v.Name)
	}
	i, err := s.varIndex(v.Addr)
	if err != nil {
		return 0, v, err
	}
	return s.vals[i].Bits & widthMask(pw), v, nil
}

// objBytes is the size of object v's type; extentBytes is the size the
// run gave it: for an object whose length varies (Var.Extent), its
// length times its element size, within [1, objBytes(v)] (1 for a
// length of 0, objBytes beyond the type's length), for the lookup of an
// integer and the layout check (symex's extentBytes).
func objBytes(v *program.Var) uint64 {
	if v.Type.Size < 1 {
		return 1
	}
	return uint64(v.Type.Size)
}

func (s *State) extentBytes(v *program.Var) uint64 {
	if v.Extent == nil || v.Type.Kind != program.KindArray || v.Type.Elem.Size < 1 {
		return objBytes(v)
	}
	i, err := s.varIndex(v.Extent)
	if err != nil {
		return objBytes(v)
	}
	n := s.vals[i].Bits & widthMask(pointerBits(v.Extent.Type))
	switch {
	case n == 0:
		return 1
	case n > uint64(v.Type.Len):
		return objBytes(v)
	}
	return n * uint64(v.Type.Elem.Size)
}

// placeAddr notes that the run uses object obj's address, and fails when
// the objects the run used overlap or one wraps around the address space,
// by their extents now (a variable-length array declared again in a loop,
// a heap object allocated since, may have grown since it was placed).
func (s *State) placeAddr(obj int, pw int) error {
	known := false
	for _, o := range s.placed {
		known = known || o == obj
	}
	if !known {
		s.placed = append(s.placed, obj)
	}
	for i, o := range s.placed {
		a, v, err := s.addrValue(o, pw)
		if err != nil {
			return err
		}
		n := s.extentBytes(v)
		if a > widthMask(pw)-n {
			return undefinedf("the run places %s at %#x, where its %d bytes wrap around the address space (no C implementation does)", v.DisplayName(), a, n)
		}
		for _, q := range s.placed[:i] {
			b, w, err := s.addrValue(q, pw)
			if err != nil {
				return err
			}
			if a < b+s.extentBytes(w) && b < a+n {
				return undefinedf("the run places %s at %#x and %s at %#x, overlapping (no C implementation does)", v.DisplayName(), a, w.DisplayName(), b)
			}
		}
	}
	return nil
}

// image is the integer of pw bits that pointer p converts to.
func (s *State) image(p Value, pw int) (uint64, error) {
	if p.Obj == 0 {
		return uint64(p.Off) & widthMask(pw), nil
	}
	a, _, err := s.addrValue(p.Obj, pw)
	if err != nil {
		return 0, err
	}
	if err := s.placeAddr(p.Obj, pw); err != nil {
		return 0, err
	}
	return (a + uint64(p.Off)) & widthMask(pw), nil
}

// fromImage is the pointer that the nonzero integer u of pw bits
// converts to.
func (s *State) fromImage(u uint64, pw int) (Value, error) {
	if s.p == nil {
		return Value{Off: sext(u, pw)}, nil
	}
	if len(s.p.Objects) > 0 && s.p.Objects[0].Addr == nil {
		return Value{}, undefinedf("conversion of integer %#x to a pointer: the program has no addresses", u)
	}
	hit, off := 0, uint64(0)
	for i, v := range s.p.Objects {
		a, _, err := s.addrValue(i+1, pw)
		if err != nil {
			return Value{}, err
		}
		if a <= u && u < a+s.extentBytes(v) {
			hit, off = i+1, u-a
			break
		}
	}
	if hit == 0 {
		for i, v := range s.p.Objects {
			a, _, err := s.addrValue(i+1, pw)
			if err != nil {
				return Value{}, err
			}
			if u == (a+s.extentBytes(v))&widthMask(pw) {
				hit, off = i+1, s.extentBytes(v)
				break
			}
		}
	}
	if hit == 0 {
		return Value{Off: sext(u, pw)}, nil
	}
	if err := s.placeAddr(hit, pw); err != nil {
		return Value{}, err
	}
	return Value{Obj: hit, Off: sext(off, pw)}, nil
}

// hasAddresses reports whether the program's objects have addresses.
func (s *State) hasAddresses() bool {
	return s.p != nil && len(s.p.Objects) > 0 && s.p.Objects[0].Addr != nil
}

func compareUnsigned(a, b uint64) int { return cmp.Compare(a, b) }
