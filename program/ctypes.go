package program

import "github.com/satabs-go/satabs-go/softfloat"

// IntTypes are C's standard integer types in one data model, with the
// integer conversion ranks and the conversions of C11 6.3.1.1 (integer
// promotions) and 6.3.1.8 (usual arithmetic conversions) over them. The
// front end types every C expression with them, and ParseExpr applies the
// same rules to the expressions users write, so a predicate means what the
// same text in the C file means.
//
// A type is one of the standard ones when it is one of these values, or
// has the name and representation of one (the types of a program built
// elsewhere); other integer types (bit-fields) rank by their width.
type IntTypes struct {
	Model                                        DataModel
	Char, SChar, UChar, Short, UShort, Int, UInt *Type
	Long, ULong, LongLong, ULongLong             *Type
	Int128, UInt128                              *Type // GCC's __int128 (the front end allows it in LP64 only)
	SizeT, PtrdiffT                              *Type // by the pointer width
	Float, Double, LongDouble                    *Type // binary32, binary64, x87 extended (12 bytes in ILP32, 16 in LP64)
	rank                                         map[*Type]int
	unsigned                                     map[*Type]*Type // the unsigned type of the same rank
	byName                                       map[string]*Type
}

// NewIntTypes returns the standard integer types of model m: char is
// signed, int 32 bits, long m.LongBits, long long 64.
func NewIntTypes(m DataModel) *IntTypes {
	c := &IntTypes{
		Model:     m,
		Char:      IntType("char", 8, true),
		SChar:     IntType("signed char", 8, true),
		UChar:     IntType("unsigned char", 8, false),
		Short:     IntType("short", 16, true),
		UShort:    IntType("unsigned short", 16, false),
		Int:       IntType("int", 32, true),
		UInt:      IntType("unsigned int", 32, false),
		Long:      IntType("long", m.LongBits, true),
		ULong:     IntType("unsigned long", m.LongBits, false),
		LongLong:  IntType("long long", 64, true),
		ULongLong: IntType("unsigned long long", 64, false),
		Int128:    IntType("__int128", 128, true),
		UInt128:   IntType("unsigned __int128", 128, false),
	}
	if m.PointerBits == 64 {
		c.SizeT, c.PtrdiffT = c.ULong, c.Long
	} else {
		c.SizeT, c.PtrdiffT = c.UInt, c.Int
	}
	c.Float = FloatType("float", softfloat.Binary32, 4, 4)
	c.Double = FloatType("double", softfloat.Binary64, 8, 8)
	if m.PointerBits == 64 {
		c.LongDouble = FloatType("long double", softfloat.X87, 16, 16)
	} else {
		c.LongDouble = FloatType("long double", softfloat.X87, 12, 4)
	}
	c.rank = map[*Type]int{
		Bool:   0,
		c.Char: 1, c.SChar: 1, c.UChar: 1,
		c.Short: 2, c.UShort: 2,
		c.Int: 3, c.UInt: 3,
		c.Long: 4, c.ULong: 4,
		c.LongLong: 5, c.ULongLong: 5,
		c.Int128: 6, c.UInt128: 6,
	}
	c.unsigned = map[*Type]*Type{
		c.Char: c.UChar, c.SChar: c.UChar, c.UChar: c.UChar,
		c.Short: c.UShort, c.UShort: c.UShort,
		c.Int: c.UInt, c.UInt: c.UInt,
		c.Long: c.ULong, c.ULong: c.ULong,
		c.LongLong: c.ULongLong, c.ULongLong: c.ULongLong,
		c.Int128: c.UInt128, c.UInt128: c.UInt128,
	}
	c.byName = map[string]*Type{}
	for t := range c.rank {
		c.byName[t.Name] = t
	}
	return c
}

// standard returns the standard type t is, or nil.
func (c *IntTypes) standard(t *Type) *Type {
	if _, ok := c.rank[t]; ok {
		return t
	}
	if s, ok := c.byName[t.Name]; ok && s.Kind == t.Kind && s.Width == t.Width && s.Signed == t.Signed {
		return s
	}
	return nil
}

// Rank is the integer conversion rank of t: _Bool 0, the char types 1,
// short 2, int 3, long 4, long long 5, __int128 6; other integer types
// rank by their width.
func (c *IntTypes) Rank(t *Type) int {
	if s := c.standard(t); s != nil {
		return c.rank[s]
	}
	switch {
	case t.Kind == KindBool:
		return 0
	case t.Width <= 8:
		return 1
	case t.Width <= 16:
		return 2
	case t.Width <= 32:
		return 3
	case t.Width <= c.Model.LongBits:
		return 4
	case t.Width <= 64:
		return 5
	}
	return 6
}

// Promote applies the integer promotions to t: _Bool and the types of
// lower rank than int become int; a bit-field becomes int when int holds
// all its values, else unsigned int when it has 32 bits. A wider
// bit-field (of a type wider than int) keeps its width, as in GCC, where
// a bit-field of width w has a type of w bits: with unsigned long long
// e : 40, e + 1 wraps at 2^40. Other types are returned as they are.
func (c *IntTypes) Promote(t *Type) *Type {
	switch t.Kind {
	case KindBool:
		return c.Int
	case KindInt:
		s := c.standard(t)
		if s == nil {
			switch {
			case t.Width < 32 || t.Width == 32 && t.Signed:
				return c.Int
			case t.Width == 32:
				return c.UInt
			default:
				return t
			}
		}
		if c.rank[s] < c.rank[c.Int] {
			return c.Int
		}
	}
	return t
}

// Usual returns the common type of the usual arithmetic conversions of two
// promoted integer types: the one of higher rank when their signedness
// agrees; else the unsigned one when its rank is not lower; else the
// signed one when it holds every value of the unsigned one; else the
// unsigned type of the signed one's rank. With a bit-field type wider
// than int (one that Promote keeps) it follows GCC, which orders integer
// types by width: the wider type, and of two of the same width the
// unsigned one (e + 1 is e's type, e + 1ULL unsigned long long, e - 1LL
// long long).
//
// When either type is a floating type the common type is the wider
// floating type of the two (C11 6.3.1.8: long double, else double, else
// float).
func (c *IntTypes) Usual(a, b *Type) *Type {
	if a == b {
		return a
	}
	if a.Kind == KindFloat || b.Kind == KindFloat {
		if b.Kind != KindFloat || (a.Kind == KindFloat && a.Width >= b.Width) {
			return a
		}
		return b
	}
	if c.standard(a) == nil || c.standard(b) == nil {
		switch {
		case a.Width != b.Width:
			if a.Width > b.Width {
				return a
			}
			return b
		case !a.Signed:
			return a
		}
		return b
	}
	ra, rb := c.Rank(a), c.Rank(b)
	if a.Signed == b.Signed {
		if rb > ra {
			return b
		}
		return a
	}
	s, u, rs, ru := a, b, ra, rb
	if !a.Signed {
		s, u, rs, ru = b, a, rb, ra
	}
	if ru >= rs {
		return u
	}
	if s.Width > u.Width {
		return s
	}
	if u := c.Unsigned(s); u != nil {
		return u
	}
	return IntType("unsigned "+s.Name, s.Width, false)
}

// Unsigned is the unsigned standard type of t's rank, or nil when t is
// not a standard type.
func (c *IntTypes) Unsigned(t *Type) *Type {
	if std := c.standard(t); std != nil {
		return c.unsigned[std]
	}
	return nil
}
