package program

// A Subobject is a part of an object's type that has a given type, found by
// Subobjects. Its byte offset in the object is
//
//	Base + Σ Steps[k].Stride * i_k   with 0 <= i_k < Steps[k].Len
//
// where i_k are the indices of the arrays on the way. Steps lists the access
// path from the object to the part: a Field step selects a member, an Index
// step an array element.
type Subobject struct {
	Steps []AccessStep
	Base  int64
}

// An AccessStep is one selection on the way to a subobject.
type AccessStep struct {
	Field  int   // member index, or -1 for an array index, -2 for a byte of a scalar
	Stride int64 // for an index: element size (1 for a byte)
	Len    int64 // for an index: number of elements (bytes)
	Offset int64 // for a member: its byte offset
}

// IsIndex reports whether the step selects by an index: an array element
// or (IsByte) a byte of a scalar.
func (s AccessStep) IsIndex() bool { return s.Field < 0 }

// IsByte reports whether the step selects byte Index of an integer or
// floating value (little-endian: byte 0 holds the value's bits 0..7).
func (s AccessStep) IsByte() bool { return s.Field == ByteStep }

// ByteStep is the Field of an AccessStep that selects a byte of a scalar.
const ByteStep = -2

// Subobjects returns every part of a value of type t that has type target
// (t itself first when identical), so that a pointer to target with a byte
// offset into an object of type t can be resolved. Members of unions are
// included: they overlap, and the first listed one wins in Locate order.
// As C allows (C11 6.5p7), an integer target also finds the integers of
// the same width with the other signedness: an int * may point into an
// unsigned int, and reads and writes its bits. Beyond C, as compilers
// and SV-COMP's float tasks use it, an integer and a floating type of the
// same width and size find each other too (*(unsigned *)&f reads the bits
// of float f; both are bit patterns of that width in every encoding), and
// so do all pointer types (sameBits).
// A character type finds, as C allows any object to be read and written
// through one, the bytes of every integer and floating value wider than a
// byte (a byte step: ((unsigned char *)&f)[3] is the top byte of f); the
// padding of x87's long double (bytes 10 and up) holds no value and is not
// found.
func Subobjects(t, target *Type) []Subobject {
	var out []Subobject
	var walk func(t *Type, steps []AccessStep, base int64)
	walk = func(t *Type, steps []AccessStep, base int64) {
		if Identical(t, target) || sameBits(t, target) {
			out = append(out, Subobject{Steps: append([]AccessStep(nil), steps...), Base: base})
		} else if isCharType(target) && (t.Kind == KindInt || t.Kind == KindFloat) && t.Size > 1 && t.Width%8 == 0 {
			byteSteps := append(append([]AccessStep(nil), steps...), AccessStep{Field: ByteStep, Stride: 1, Len: int64(t.Width / 8)})
			out = append(out, Subobject{Steps: byteSteps, Base: base})
		}
		switch t.Kind {
		case KindArray:
			if t.Len > 0 {
				walk(t.Elem, append(steps, AccessStep{Field: -1, Stride: t.Elem.Size, Len: t.Len}), base)
			}
		case KindStruct, KindUnion:
			for i, f := range t.Fields {
				if f.BitWidth != 0 {
					continue // bit-fields have no address
				}
				walk(f.Type, append(steps, AccessStep{Field: i, Offset: f.Offset}), base+f.Offset)
			}
		}
	}
	walk(t, nil, 0)
	return out
}

// isCharType reports whether t is a character type (char, signed char,
// unsigned char).
func isCharType(t *Type) bool { return t.Kind == KindInt && t.Width == 8 && t.Size == 1 }

// sameBits reports whether values of integer or floating types a and b are
// bit patterns of the same width and size, other than Identical, or a and
// b are both pointer types: a pointer value is an (object, offset) pair
// whatever it points to, as C gives void * and char * one representation
// and every pointer to a struct another (C11 6.2.5p28), and as
// compilers give every object pointer: a void * read or written in a
// uint8_t * (aws_array_list_get_at_ptr(list, (void **)&p, i)) is that
// pointer.
func sameBits(a, b *Type) bool {
	if a.Kind == KindPointer && b.Kind == KindPointer {
		return a.Size == b.Size
	}
	bits := func(t *Type) bool { return t.Kind == KindInt || t.Kind == KindFloat }
	return bits(a) && bits(b) && a.Width == b.Width && a.Size == b.Size
}

// Locate returns the array indices that put the subobject at byte offset off,
// or false when no element of s starts there.
func (s Subobject) Locate(off int64) ([]int64, bool) {
	rel := off - s.Base
	if rel < 0 {
		return nil, false
	}
	var idx []int64
	for _, st := range s.Steps {
		if !st.IsIndex() {
			continue // member offsets are part of Base
		}
		{
			if st.Stride <= 0 {
				if rel != 0 {
					return nil, false
				}
				idx = append(idx, 0)
				continue
			}
			i := rel / st.Stride
			if i >= st.Len {
				return nil, false
			}
			idx = append(idx, i)
			rel -= i * st.Stride
		}
	}
	if rel != 0 {
		return nil, false
	}
	return idx, true
}
