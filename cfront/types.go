package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Widths, sizes and alignments are computed here from the kind of each
// type and the data model; cc's own sizes describe the host (LP64) and are
// never used.

// typeSys holds the integer types of one data model and the struct types
// converted so far. C's conversion rules over the integer types are
// program.IntTypes'; the fields char ... ptrdiffT name its types.
type typeSys struct {
	model   program.DataModel
	ptrSize int64
	ints    *program.IntTypes

	char, schar, uchar, short, ushort, int_, uint_, long, ulong, llong, ullong *program.Type
	int128, uint128                                                            *program.Type // __int128: LP64 only
	sizeT, ptrdiffT                                                            *program.Type

	ptrs    map[*program.Type]*program.Type
	records map[any]*program.Type
	nanon   int
	// fnPtr is the type of pointers to functions (funcptr.go): one type
	// for all of them, whose element is the type of the functions'
	// objects (fnObject).
	fnPtr *program.Type
	// opaque are the pointed-to types the checker cannot represent
	// (_Float128, decimal floating point, complex types): pointers to them may be stored and compared, but
	// not dereferenced.
	opaque map[*program.Type]string
}

func newTypeSys(model program.DataModel) *typeSys {
	c := program.NewIntTypes(model)
	ts := &typeSys{model: model, ptrSize: int64(model.PointerBits / 8), ints: c}
	ts.char, ts.schar, ts.uchar = c.Char, c.SChar, c.UChar
	ts.short, ts.ushort = c.Short, c.UShort
	ts.int_, ts.uint_ = c.Int, c.UInt
	ts.long, ts.ulong = c.Long, c.ULong
	ts.llong, ts.ullong = c.LongLong, c.ULongLong
	ts.int128, ts.uint128 = c.Int128, c.UInt128
	ts.sizeT, ts.ptrdiffT = c.SizeT, c.PtrdiffT
	ts.ptrs = map[*program.Type]*program.Type{}
	ts.records = map[any]*program.Type{}
	ts.opaque = map[*program.Type]string{}
	// A function's object is one byte that nothing reads or writes: its
	// number is what a pointer to the function holds.
	fn := &program.Type{Kind: program.KindInt, Name: "function", Width: 8, Size: 1, Align: 1}
	ts.fnPtr = &program.Type{Kind: program.KindPointer, Name: "function pointer", Elem: fn, Size: ts.ptrSize, Align: ts.ptrSize, Width: model.PointerBits}
	ts.ptrs[fn] = ts.fnPtr
	return ts
}

// ptrTo returns the (cached) pointer type to elem.
func (ts *typeSys) ptrTo(elem *program.Type) *program.Type {
	if p, ok := ts.ptrs[elem]; ok {
		return p
	}
	p := program.PointerTo(elem, ts.ptrSize)
	if elem.Kind == program.KindArray {
		p.Name = elem.Elem.Name + "(*)" + arraySuffix(elem)
	}
	ts.ptrs[elem] = p
	return p
}

func arraySuffix(t *program.Type) string {
	var b strings.Builder
	for t.Kind == program.KindArray {
		fmt.Fprintf(&b, "[%d]", t.Len)
		t = t.Elem
	}
	return b.String()
}

func arrayBase(t *program.Type) *program.Type {
	for t.Kind == program.KindArray {
		t = t.Elem
	}
	return t
}

// arrayOf returns the type of n elements of elem, with its C spelling.
func (ts *typeSys) arrayOf(elem *program.Type, n int64) *program.Type {
	t := program.ArrayOf(elem, n)
	t.Name = arrayBase(elem).Name + fmt.Sprintf("[%d]", n)
	if elem.Kind == program.KindArray {
		t.Name += arraySuffix(elem)
	}
	return t
}

// fieldAlign is the alignment of a member of type t inside a struct: the
// i386 System V ABI aligns 8-byte scalars to 4 bytes there.
func (ts *typeSys) fieldAlign(t *program.Type) int64 {
	if t.Kind == program.KindArray {
		return ts.fieldAlign(arrayBase(t))
	}
	if ts.model.PointerBits == 32 && t.IsScalar() && t.Align > 4 {
		return 4
	}
	if t.Align < 1 {
		return 1
	}
	return t.Align
}

func roundUp(x, a int64) int64 {
	if a <= 1 {
		return x
	}
	return (x + a - 1) / a * a
}

const maxObjectSize = int64(1) << 40

// typeOf converts a cc type to a program type. at positions errors.
func (l *lowerer) typeOf(t cc.Type, at cc.Node) *program.Type {
	ts := l.ts
	if t == nil {
		l.failf(at, false, "invalid type")
	}
	if l.lib != nil && l.lib.elem != nil {
		if d := t.Typedef(); d != nil && d.Name() == "__cfront_elem" {
			return l.lib.elem
		}
	}
	switch t.Kind() {
	case cc.Void:
		return program.Void
	case cc.Bool:
		return program.Bool
	case cc.Char:
		return ts.char
	case cc.SChar:
		return ts.schar
	case cc.UChar:
		return ts.uchar
	case cc.Short:
		return ts.short
	case cc.UShort:
		return ts.ushort
	case cc.Int:
		return ts.int_
	case cc.UInt:
		return ts.uint_
	case cc.Long:
		return ts.long
	case cc.ULong:
		return ts.ulong
	case cc.LongLong:
		return ts.llong
	case cc.ULongLong:
		return ts.ullong
	case cc.Enum:
		return l.enumType(t, at)
	case cc.Ptr:
		pt, ok := t.(*cc.PointerType)
		if !ok {
			l.failf(at, false, "invalid pointer type %s", t)
		}
		elem := pt.Elem()
		if elem == nil {
			return ts.ptrTo(program.Void)
		}
		if elem.Kind() == cc.Function {
			return ts.fnPtr
		}
		if why := unsupportedKind(elem.Kind()); why != "" {
			return ts.ptrTo(ts.opaqueType(elem, why))
		}
		if containsVLA(elem) {
			// A pointer to an array with a variable dimension points to
			// its first unit (vla.go).
			return ts.ptrTo(l.typeOf(vlaUnit(elem), at))
		}
		return ts.ptrTo(l.typeOf(elem, at))
	case cc.Array:
		at2, ok := t.(*cc.ArrayType)
		if !ok {
			l.failf(at, false, "invalid array type %s", t)
		}
		if at2.IsVLA() {
			l.failf(at, true, "unsupported: variable-length array")
		}
		elem := l.typeOf(at2.Elem(), at)
		if elem.Kind == program.KindVoid {
			l.failf(at, false, "array of void")
		}
		n := at2.Len()
		if e := at2.SizeExpression(); e != nil {
			v, _ := l.constInt(e)
			if v < 0 {
				l.failf(e, false, "array size is negative")
			}
			n = v
		}
		if n < 0 {
			n = 0 // incomplete: extern int a[]; or a flexible array member
		}
		if elem.Size > 0 && n > maxObjectSize/elem.Size {
			l.failf(at, true, "unsupported: array too large")
		}
		return ts.arrayOf(elem, n)
	case cc.Struct, cc.Union:
		return l.recordType(t, at)
	case cc.Function:
		l.failf(at, true, "unsupported: function pointer")
	case cc.Float, cc.Float32:
		return ts.ints.Float
	case cc.Double, cc.Float64, cc.Float32x:
		return ts.ints.Double
	case cc.LongDouble, cc.Float64x:
		return ts.ints.LongDouble
	case cc.Float16, cc.Float128, cc.Float128x, cc.BFloat16, cc.Decimal32, cc.Decimal64, cc.Decimal128:
		l.failf(at, true, "unsupported: floating point type %s", t)
	case cc.ComplexChar, cc.ComplexDouble, cc.ComplexFloat, cc.ComplexFloat16, cc.ComplexInt, cc.ComplexLong,
		cc.ComplexLongDouble, cc.ComplexLongLong, cc.ComplexShort, cc.ComplexUInt, cc.ComplexUShort:
		l.failf(at, true, "unsupported: complex type %s", t)
	case cc.Int128, cc.UInt128:
		if ts.model.LongBits != 64 {
			// As gcc -m32: __int128 exists only where long is 64 bits.
			l.failf(at, true, "unsupported: 128-bit integer type in the ILP32 data model (use --64)")
		}
		if t.Kind() == cc.Int128 {
			return ts.int128
		}
		return ts.uint128
	}
	l.failf(at, false, "invalid type %s", t)
	return nil
}

// unsupportedKind says why values of a kind cannot be represented.
func unsupportedKind(k cc.Kind) string {
	switch k {
	case cc.Float16, cc.Float128, cc.Float128x, cc.BFloat16, cc.Decimal32, cc.Decimal64, cc.Decimal128:
		return "floating point type " + k.String()
	case cc.ComplexChar, cc.ComplexDouble, cc.ComplexFloat, cc.ComplexFloat16, cc.ComplexInt, cc.ComplexLong,
		cc.ComplexLongDouble, cc.ComplexLongLong, cc.ComplexShort, cc.ComplexUInt, cc.ComplexUShort:
		return "complex type " + k.String()
	}
	return ""
}

// opaqueType stands for a type the checker cannot represent, as the
// target of pointers.
func (ts *typeSys) opaqueType(t cc.Type, why string) *program.Type {
	name := t.Kind().String()
	for o, w := range ts.opaque {
		if o.Name == name && w == why {
			return o
		}
	}
	size := int64(8)
	switch t.Kind() {
	case cc.Float, cc.Float32, cc.Decimal32:
		size = 4
	case cc.Float16, cc.BFloat16:
		size = 2
	case cc.LongDouble:
		size = 16
		if ts.model.PointerBits == 32 {
			size = 12
		}
	case cc.Float128, cc.Float128x, cc.Decimal128, cc.Int128, cc.UInt128, cc.ComplexDouble, cc.ComplexLongLong, cc.ComplexLong:
		size = 16
	}
	o := &program.Type{Kind: program.KindVoid, Name: name, Size: size, Align: min(size, 4)}
	ts.opaque[o] = why
	return o
}

// enumType is int, or unsigned int when the enumeration has values only
// unsigned int holds, or a 64-bit type for GCC's large enumerations.
func (l *lowerer) enumType(t cc.Type, at cc.Node) *program.Type {
	et, ok := t.(*cc.EnumType)
	if !ok {
		return l.ts.int_
	}
	var min int64
	var max uint64
	for i, e := range et.Enumerators() {
		v := l.enumValue(e)
		if i == 0 || v < min {
			min = v
		}
		if v >= 0 && uint64(v) > max {
			max = uint64(v)
		}
	}
	switch {
	case min >= -1<<31 && max <= 1<<31-1:
		return l.ts.int_
	case min >= 0 && max <= 1<<32-1:
		return l.ts.uint_
	case min < 0:
		return l.ts.llong
	}
	return l.ts.ullong
}

type tagKey struct {
	scope *cc.Scope
	tag   string
	union bool
}

// recordKey identifies a struct or union type across cc's copies of it.
func recordKey(t cc.Type) any {
	union := t.Kind() == cc.Union
	var tag cc.Token
	var scope *cc.Scope
	var first *cc.Field
	switch x := t.(type) {
	case *cc.StructType:
		tag, scope = x.Tag(), x.LexicalScope()
		first = x.FieldByIndex(0)
	case *cc.UnionType:
		tag, scope = x.Tag(), x.LexicalScope()
		first = x.FieldByIndex(0)
	}
	if s := tag.SrcStr(); s != "" {
		return tagKey{scope, s, union}
	}
	if first != nil && first.Declarator() != nil {
		return first.Declarator()
	}
	return t
}

type ccRecord interface {
	cc.Type
	NumFields() int
	FieldByIndex(int) *cc.Field
	Tag() cc.Token
}

// recordType lays out a struct or union: natural alignment per member, the
// data model's field alignment, bit-fields packed into units of their
// declared type.
func (l *lowerer) recordType(t cc.Type, at cc.Node) *program.Type {
	ts := l.ts
	rec, ok := t.(ccRecord)
	if !ok {
		l.failf(at, false, "invalid struct type %s", t)
	}
	key := recordKey(t)
	kind, word := program.KindStruct, "struct"
	if t.Kind() == cc.Union {
		kind, word = program.KindUnion, "union"
	}
	pt := ts.records[key]
	if pt != nil && (len(pt.Fields) > 0 || rec.NumFields() == 0 || pt.Len == -2) {
		return pt
	}
	if pt == nil {
		tag := rec.Tag()
		name := tag.SrcStr()
		if name == "" {
			if d := t.Typedef(); d != nil {
				name = d.Name()
			} else {
				ts.nanon++
				name = fmt.Sprintf("$anon%d", ts.nanon)
			}
		}
		pt = &program.Type{Kind: kind, Name: word + " " + name, Size: 0, Align: 1}
		ts.records[key] = pt
	}
	n := rec.NumFields()
	if n == 0 {
		return pt
	}
	pt.Len = -2 // under construction: a pointer member to it returns pt itself
	defer func() { pt.Len = 0 }()
	attrs := t.Attributes()
	packed := attrs != nil && (attrs.IsAttrSet("packed") || attrs.IsAttrSet("__packed__"))
	memberAlign := func(t *program.Type) int64 {
		if packed {
			return 1
		}
		return ts.fieldAlign(t)
	}
	var fields []program.Member
	var bit int64 // next free bit (structs)
	var size int64
	align := int64(1)
	for i := 0; i < n; i++ {
		f := rec.FieldByIndex(i)
		if f == nil {
			continue
		}
		ft := f.Type()
		if f.IsBitfield() {
			w := f.ValueBits()
			base := l.typeOf(ft, at)
			if !base.IsInteger() {
				l.failf(at, false, "bit-field of type %s", base)
			}
			if base.Width > 64 {
				l.failf(at, true, "unsupported: bit-field of type %s", base)
			}
			unit := base.Size * 8
			if w > unit || w < 0 {
				l.failf(at, false, "bit-field %s too wide", f.Name())
			}
			if kind == program.KindUnion {
				bit = 0
			}
			if w == 0 {
				bit = roundUp(bit, unit)
				continue
			}
			if bit%unit+w > unit && !packed {
				bit = roundUp(bit, unit)
			}
			if f.Name() == "" {
				bit += w
				continue
			}
			off := bit / unit * base.Size
			if packed {
				// Packed bit-fields are addressed from their first byte.
				off = bit / 8
				if bit-off*8+w > unit {
					l.failf(at, true, "unsupported: packed bit-field %s crossing its storage unit", f.Name())
				}
			}
			m := program.Member{Name: f.Name(), Offset: off, BitWidth: int(w), BitOff: int(bit - off*8)}
			if base.Kind == program.KindBool {
				m.Type = program.Bool
			} else {
				m.Type = &program.Type{Kind: program.KindInt, Name: fmt.Sprintf("%s:%d", base.Name, w), Width: int(w), Signed: base.Signed, Size: base.Size, Align: base.Align}
			}
			fields = append(fields, m)
			bit += w
			if a := memberAlign(base); a > align {
				align = a
			}
			if e := roundUp(bit, 8) / 8; e > size {
				size = e
			}
			continue
		}
		var mt *program.Type
		if ft.Kind() == cc.Array && f.IsFlexibleArrayMember() {
			at2 := ft.(*cc.ArrayType)
			mt = ts.arrayOf(l.typeOf(at2.Elem(), at), 0)
		} else {
			mt = l.typeOf(ft, at)
		}
		if mt.Kind == program.KindVoid {
			l.failf(at, false, "member %s has type void", f.Name())
		}
		a := memberAlign(mt)
		off := int64(0)
		if kind == program.KindStruct {
			off = roundUp(roundUp(bit, 8)/8, a)
			bit = (off + mt.Size) * 8
		}
		fields = append(fields, program.Member{Name: f.Name(), Type: mt, Offset: off})
		if a > align {
			align = a
		}
		if e := off + mt.Size; e > size {
			size = e
		}
		if size > maxObjectSize {
			l.failf(at, true, "unsupported: struct too large")
		}
	}
	if attrs != nil && attrs.Aligned() > align {
		align = attrs.Aligned()
	}
	pt.Fields = fields
	pt.Align = align
	pt.Size = roundUp(size, align)
	return pt
}

// findField returns the path of field indexes that reaches the member
// name, looking into anonymous struct and union members.
func findField(t *program.Type, name string) []int {
	for i, f := range t.Fields {
		if f.Name == name {
			return []int{i}
		}
	}
	for i, f := range t.Fields {
		if f.Name == "" && (f.Type.Kind == program.KindStruct || f.Type.Kind == program.KindUnion) {
			if p := findField(f.Type, name); p != nil {
				return append([]int{i}, p...)
			}
		}
	}
	return nil
}
