package program

import (
	"fmt"
	"strings"

	"github.com/satabs-go/satabs-go/softfloat"
)

// TypeKind says what kind of value a Type describes.
type TypeKind int

const (
	KindVoid    TypeKind = iota
	KindBool             // C _Bool and the result of comparisons: 1 bit, stored in a byte
	KindInt              // integer of Width bits, Signed or not
	KindPointer          // pointer to Elem
	KindArray            // Len elements of Elem
	KindStruct           // Fields at byte offsets
	KindUnion            // Fields all at offset 0
	KindFloat            // floating point of format Float, Width bits (see float.go)
)

// A Type is a C type after the data model fixed its widths.
//
// Types are compared with Identical, not with ==.
type Type struct {
	Kind   TypeKind
	Name   string // C spelling for printing: "int", "unsigned char", "struct S"
	Width  int    // bits of a Bool (1), Int or Float; for others 0
	Signed bool   // for Int
	Size   int64  // sizeof in bytes
	Align  int64  // alignment in bytes
	Elem   *Type  // for Pointer and Array
	Len    int64  // for Array
	Fields []Member
	Float  softfloat.Format // for Float
}

// A Member is a field of a struct or union.
type Member struct {
	Name     string
	Type     *Type
	Offset   int64 // byte offset in the struct
	BitWidth int   // bit-field width, 0 for ordinary members
	BitOff   int   // bit offset inside the storage unit at Offset, for bit-fields
}

// Some types every data model has.
var (
	Void = &Type{Kind: KindVoid, Name: "void", Size: 1, Align: 1}
	Bool = &Type{Kind: KindBool, Name: "_Bool", Width: 1, Size: 1, Align: 1}
)

// IntType returns an integer type of the given width (a multiple of 8 up
// to 128).
func IntType(name string, width int, signed bool) *Type {
	return &Type{Kind: KindInt, Name: name, Width: width, Signed: signed, Size: int64(width / 8), Align: int64(width / 8)}
}

// PointerTo returns a pointer type to elem in a data model whose pointers have
// size bytes.
func PointerTo(elem *Type, size int64) *Type {
	return &Type{Kind: KindPointer, Name: elem.Name + "*", Elem: elem, Size: size, Align: size, Width: int(size * 8)}
}

// ArrayOf returns the type of n elements of elem.
func ArrayOf(elem *Type, n int64) *Type {
	return &Type{Kind: KindArray, Name: fmt.Sprintf("%s[%d]", elem.Name, n), Elem: elem, Len: n, Size: elem.Size * n, Align: elem.Align}
}

// IsScalar reports whether values of t are a single bit-vector: Bool, Int,
// Pointer or Float.
func (t *Type) IsScalar() bool {
	return t.Kind == KindBool || t.Kind == KindInt || t.Kind == KindPointer || t.Kind == KindFloat
}

// Scalars returns the number of scalar cells a value of t holds: 1 for a
// scalar (and a union, stored as one value), the elements' and members'
// for arrays and structs.
func (t *Type) Scalars() int64 {
	switch t.Kind {
	case KindArray:
		return t.Len * t.Elem.Scalars()
	case KindStruct:
		var n int64
		for _, f := range t.Fields {
			n += f.Type.Scalars()
		}
		return n
	}
	return 1
}

// IsInteger reports whether t is Bool or Int.
func (t *Type) IsInteger() bool { return t.Kind == KindBool || t.Kind == KindInt }

// IsAggregate reports whether t is an array, struct or union.
func (t *Type) IsAggregate() bool {
	return t.Kind == KindArray || t.Kind == KindStruct || t.Kind == KindUnion
}

// Mask returns the bit mask of an integer type's width.
func (t *Type) Mask() uint64 {
	if t.Width >= 64 {
		return ^uint64(0)
	}
	return uint64(1)<<uint(t.Width) - 1
}

// FieldIndex returns the index of the named field, or -1.
func (t *Type) FieldIndex(name string) int {
	for i, f := range t.Fields {
		if f.Name == name {
			return i
		}
	}
	return -1
}

// Identical reports whether a and b describe the same type.
func Identical(a, b *Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case KindVoid, KindBool:
		return true
	case KindInt:
		return a.Width == b.Width && a.Signed == b.Signed
	case KindFloat:
		return a.Float == b.Float
	case KindPointer:
		return a.Size == b.Size && Identical(a.Elem, b.Elem)
	case KindArray:
		return a.Len == b.Len && Identical(a.Elem, b.Elem)
	case KindStruct, KindUnion:
		if a.Name != b.Name || len(a.Fields) != len(b.Fields) || a.Size != b.Size {
			return false
		}
		for i := range a.Fields {
			fa, fb := a.Fields[i], b.Fields[i]
			if fa.Name != fb.Name || fa.Offset != fb.Offset || fa.BitWidth != fb.BitWidth || !Identical(fa.Type, fb.Type) {
				return false
			}
		}
		return true
	}
	return false
}

// String returns the C spelling of t.
func (t *Type) String() string {
	if t == nil {
		return "<nil type>"
	}
	if t.Name != "" {
		return t.Name
	}
	switch t.Kind {
	case KindPointer:
		return t.Elem.String() + "*"
	case KindArray:
		return fmt.Sprintf("%s[%d]", t.Elem, t.Len)
	case KindStruct, KindUnion:
		var b strings.Builder
		if t.Kind == KindStruct {
			b.WriteString("struct {")
		} else {
			b.WriteString("union {")
		}
		for _, f := range t.Fields {
			fmt.Fprintf(&b, " %s %s;", f.Type, f.Name)
		}
		b.WriteString(" }")
		return b.String()
	}
	return fmt.Sprintf("<kind %d>", t.Kind)
}

// DataModel fixes the widths of C's types.
type DataModel struct {
	Name        string // "ILP32" or "LP64"
	LongBits    int
	PointerBits int
}

var (
	ILP32 = DataModel{Name: "ILP32", LongBits: 32, PointerBits: 32}
	LP64  = DataModel{Name: "LP64", LongBits: 64, PointerBits: 64}
)
