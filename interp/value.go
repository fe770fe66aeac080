package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// A Value is a concrete value of a program type. Which fields are used
// depends on the type, which a Value does not carry:
//
//	Bool, Int   Bits: the two's complement bits, masked to the width;
//	            wider than 64 bits (__int128): bits 0..63, Hi the rest
//	Pointer     Obj: object number (0 = null); Off: byte offset, kept
//	            sign-extended from the pointer width
//	Array       Elems: one value per element; or, for arrays longer
//	            than SparseMin, Sparse: the cells written and a base
//	            (sparse.go)
//	Struct      Elems: one value per member (bit-fields hold the member
//	            value already truncated to the bit-field width and extended
//	            back to the member type)
//	Union       Union: Size bytes, little-endian, that every member
//	            reads, and for each byte the object of the pointer whose
//	            representation the byte belongs to (nil when no byte does)
//
// Values held by a State are never shared: storing copies.
type Value struct {
	Bits   uint64
	Hi     uint64 // integers wider than 64 bits: the bits from 64 up
	Obj    int
	Off    int64
	Elems  []Value
	Sparse *Sparse
	Union  *Union
}

// Union is the value of a union: its bytes, little-endian, and the
// provenance of its pointer bytes (the object each byte of a stored
// pointer points into; nil while no byte belongs to a pointer). It sits
// behind a pointer so that every other Value, most of them one cell of
// an array, is 48 bytes smaller; a Value owns its Union as it owns its
// Elems (Clone copies it).
type Union struct {
	Bytes []byte
	Prov  []int
}

// UnionValue returns the union value of bytes b (owned by it from now on).
func UnionValue(b []byte) Value { return Value{Union: &Union{Bytes: b}} }

// unionParts is v's union bytes and provenance, nil for a value that is
// no union.
func (v Value) unionParts() ([]byte, []int) {
	if v.Union == nil {
		return nil, nil
	}
	return v.Union.Bytes, v.Union.Prov
}

// IntValue returns the Bool or Int value of t with the given bits, masked to
// t's width.
func IntValue(t *program.Type, bits uint64) Value {
	w, _ := intWidth(t)
	return Value{Bits: bits & widthMask(w)}
}

// PointerValue returns the pointer to byte offset off of object obj (obj 0
// is null).
func PointerValue(obj int, off int64) Value { return Value{Obj: obj, Off: off} }

// ZeroValue returns the zero value of t: zero integers, null pointers, and
// aggregates of those.
func ZeroValue(t *program.Type) Value {
	switch t.Kind {
	case program.KindArray:
		if t.Len > SparseMin {
			return sparseZero(t)
		}
		v := Value{Elems: make([]Value, t.Len)}
		if !t.Elem.IsAggregate() {
			return v
		}
		if k := len(t.Elem.Fields); t.Elem.Kind == program.KindStruct && k > 0 && scalarMembers(t.Elem) {
			// One slab holds every element's members: an array of
			// 10^6 structs is two allocations, not 10^6. Each
			// element's members are a slice of it whose capacity
			// ends at its own last member.
			slab := make([]Value, int(t.Len)*k)
			for i := range v.Elems {
				v.Elems[i].Elems = slab[i*k : (i+1)*k : (i+1)*k]
			}
			return v
		}
		for i := range v.Elems {
			v.Elems[i] = ZeroValue(t.Elem)
		}
		return v
	case program.KindStruct:
		v := Value{Elems: make([]Value, len(t.Fields))}
		for i, f := range t.Fields {
			v.Elems[i] = ZeroValue(f.Type)
		}
		return v
	case program.KindUnion:
		return UnionValue(make([]byte, t.Size))
	}
	return Value{}
}

// scalarMembers says whether every member of struct type t has a zero
// value without storage of its own (no array, struct or union): the
// zero Value.
func scalarMembers(t *program.Type) bool {
	for _, f := range t.Fields {
		if f.Type.IsAggregate() || f.Type.Kind == program.KindUnion {
			return false
		}
	}
	return true
}

// Signed returns an integer value as a number, sign-extended when t is
// signed; for types wider than 64 bits, its low 64 bits.
func (v Value) Signed(t *program.Type) int64 {
	w, signed := intWidth(t)
	return int64(extend(v.Bits, w, signed))
}

// IsNull reports whether a pointer value is null.
func (v Value) IsNull() bool { return v.Obj == 0 && v.Off == 0 }

// Clone returns a deep copy of v.
func (v Value) Clone() Value {
	if v.Elems != nil {
		e := make([]Value, len(v.Elems))
		for i := range v.Elems {
			e[i] = v.Elems[i].Clone()
		}
		v.Elems = e
	}
	if v.Sparse != nil {
		v.Sparse = v.Sparse.clone()
	}
	if v.Union != nil {
		u := &Union{Bytes: append([]byte(nil), v.Union.Bytes...)}
		if v.Union.Prov != nil {
			u.Prov = append([]int(nil), v.Union.Prov...)
		}
		v.Union = u
	}
	return v
}

// Equal reports whether v and w are the same value (for union bytes, a nil
// Prov equals an all-zero one).
func (v Value) Equal(w Value) bool {
	if v.Sparse != nil || w.Sparse != nil {
		return sparseEqual(v, w)
	}
	if v.Bits != w.Bits || v.Hi != w.Hi || v.Obj != w.Obj || v.Off != w.Off ||
		len(v.Elems) != len(w.Elems) || (v.Union == nil) != (w.Union == nil) {
		return false
	}
	vb, vp := v.unionParts()
	wb, wp := w.unionParts()
	if string(vb) != string(wb) {
		return false
	}
	for i := range v.Elems {
		if !v.Elems[i].Equal(w.Elems[i]) {
			return false
		}
	}
	n := max(len(vp), len(wp))
	for i := 0; i < n; i++ {
		if provAt(vp, i) != provAt(wp, i) {
			return false
		}
	}
	return true
}

func provAt(p []int, i int) int {
	if i < len(p) {
		return p[i]
	}
	return 0
}

// String formats v as a value of type t, naming objects by number; Format
// names them by variable.
func (v Value) String(t *program.Type) string { return v.Format(t, nil) }

// Format formats v as a value of type t: Bool and Int values in decimal
// (signed by the type) and hex, "-1 (0xffffffff)"; pointers as "NULL",
// "&x" or "&x+4" (object names from p, or "object3" when p is nil);
// arrays "{1, 2, 3}", structs "{.a=1, .b=2}" and unions "{bytes 01 00 00 00}"
// with their scalars in decimal only.
func (v Value) Format(t *program.Type, p *program.Program) string {
	if isWide(t) {
		return fmt.Sprintf("%s (%#x)", v.decimal(t), unsignedBig(v, t))
	}
	if t.IsInteger() {
		return fmt.Sprintf("%s (%#x)", v.decimal(t), v.Bits&t.Mask())
	}
	if t.Kind == program.KindFloat {
		return floatString(v, t)
	}
	var b strings.Builder
	v.format(&b, t, p)
	return b.String()
}

// Decimal writes a Bool or Int value in decimal, signed by its type, for
// any width.
func (v Value) Decimal(t *program.Type) string { return v.decimal(t) }

func (v Value) decimal(t *program.Type) string {
	if isWide(t) {
		return bigOf(v, t).String()
	}
	w, signed := intWidth(t)
	if signed {
		return strconv.FormatInt(sext(v.Bits, w), 10)
	}
	return strconv.FormatUint(v.Bits&widthMask(w), 10)
}

// maxShown bounds the elements printed of an array.
const maxShown = 64

func (v Value) format(b *strings.Builder, t *program.Type, p *program.Program) {
	switch t.Kind {
	case program.KindBool, program.KindInt:
		b.WriteString(v.decimal(t))
	case program.KindPointer:
		b.WriteString(pointerString(v.Obj, v.Off, p))
	case program.KindFloat:
		b.WriteString(softfloat.Decimal(t.Float, v.floatBits()))
	case program.KindArray:
		if v.Sparse != nil {
			v.formatSparse(b, t, p)
			return
		}
		b.WriteByte('{')
		for i, e := range v.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			if i == maxShown {
				fmt.Fprintf(b, "... (%d more)", len(v.Elems)-i)
				break
			}
			e.format(b, t.Elem, p)
		}
		b.WriteByte('}')
	case program.KindStruct:
		b.WriteByte('{')
		for i, e := range v.Elems {
			if i > 0 {
				b.WriteString(", ")
			}
			if i < len(t.Fields) {
				b.WriteString("." + t.Fields[i].Name + "=")
				e.format(b, t.Fields[i].Type, p)
			}
		}
		b.WriteByte('}')
	case program.KindUnion:
		b.WriteString("{bytes")
		vb, vp := v.unionParts()
		for i, x := range vb {
			fmt.Fprintf(b, " %02x", x)
			if o := provAt(vp, i); o != 0 && (i == 0 || provAt(vp, i-1) != o) {
				fmt.Fprintf(b, "(%s)", objectName(o, p))
			}
		}
		b.WriteByte('}')
	default:
		b.WriteString("?")
	}
}

func objectName(obj int, p *program.Program) string {
	if p != nil && obj >= 1 && obj <= len(p.Objects) {
		return p.Objects[obj-1].DisplayName()
	}
	return "object" + strconv.Itoa(obj)
}

func pointerString(obj int, off int64, p *program.Program) string {
	var s string
	if obj == 0 {
		if off == 0 {
			return "NULL"
		}
		s = "NULL"
	} else {
		s = "&" + objectName(obj, p)
	}
	switch {
	case off > 0:
		s += "+" + strconv.FormatInt(off, 10)
	case off < 0:
		s += strconv.FormatInt(off, 10)
	}
	return s
}

// conform checks that v has the shape of a value of t and normalises it:
// integers are masked, bit-fields truncated, union provenance sized. It
// returns a fresh copy.
func conform(v Value, t *program.Type) (Value, error) {
	switch t.Kind {
	case program.KindBool, program.KindInt:
		if v.Elems != nil || v.Sparse != nil || v.Union != nil || v.Obj != 0 {
			return Value{}, fmt.Errorf("value for %s is not an integer", t)
		}
		return WideValue(t, v.Bits, v.Hi), nil
	case program.KindFloat:
		if v.Elems != nil || v.Sparse != nil || v.Union != nil || v.Obj != 0 {
			return Value{}, fmt.Errorf("value for %s is not a float", t)
		}
		return floatMasked(t, v.Bits, v.Hi), nil
	case program.KindPointer:
		if v.Elems != nil || v.Sparse != nil || v.Union != nil {
			return Value{}, fmt.Errorf("value for %s is not a pointer", t)
		}
		return Value{Obj: v.Obj, Off: sext(uint64(v.Off), pointerBits(t))}, nil
	case program.KindArray:
		if v.Sparse != nil {
			if v.Elems != nil || v.Union != nil {
				return Value{}, fmt.Errorf("value for %s is not an array", t)
			}
			return conformSparse(v, t)
		}
		if int64(len(v.Elems)) != t.Len {
			return Value{}, fmt.Errorf("value for %s has %d elements", t, len(v.Elems))
		}
		out := Value{Elems: make([]Value, len(v.Elems))}
		for i, e := range v.Elems {
			c, err := conform(e, t.Elem)
			if err != nil {
				return Value{}, err
			}
			out.Elems[i] = c
		}
		return out, nil
	case program.KindStruct:
		if len(v.Elems) != len(t.Fields) || v.Sparse != nil {
			return Value{}, fmt.Errorf("value for %s has %d members", t, len(v.Elems))
		}
		out := Value{Elems: make([]Value, len(v.Elems))}
		for i, e := range v.Elems {
			f := t.Fields[i]
			c, err := conform(e, f.Type)
			if err != nil {
				return Value{}, err
			}
			if f.BitWidth != 0 {
				c = bitfieldValue(c, f)
			}
			out.Elems[i] = c
		}
		return out, nil
	case program.KindUnion:
		vb, vp := v.unionParts()
		if v.Union == nil || int64(len(vb)) != t.Size || (vp != nil && len(vp) != len(vb)) || v.Elems != nil || v.Sparse != nil {
			return Value{}, fmt.Errorf("value for %s is not %d bytes", t, t.Size)
		}
		return v.Clone(), nil
	}
	return Value{}, fmt.Errorf("no values of type %s", t)
}

// bitfieldValue truncates an integer to the width of bit-field f and
// extends it back to f's type.
func bitfieldValue(v Value, f program.Member) Value {
	w, signed := intWidth(f.Type)
	return Value{Bits: extend(v.Bits, f.BitWidth, signed) & widthMask(w)}
}

// pointerBits returns the width of a pointer type's offset.
func pointerBits(t *program.Type) int {
	switch {
	case t.Width > 0:
		return t.Width
	case t.Size > 0:
		return int(t.Size * 8)
	}
	return 64
}
