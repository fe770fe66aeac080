package interp

import (
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// Unions hold their value as bytes (Union.Bytes, little-endian) with the
// provenance of pointer bytes (Union.Prov). Members are read by decoding the
// bytes with the member's layout and written by encoding over them.

func (u *Union) setProv(i int, obj int) {
	if u.Prov == nil {
		if obj == 0 {
			return
		}
		u.Prov = make([]int, len(u.Bytes))
	}
	u.Prov[i] = obj
}

func (u *Union) loadLE(off, n int64) uint64 {
	var x uint64
	for i := n - 1; i >= 0; i-- {
		x = x<<8 | uint64(u.Bytes[off+i])
	}
	return x
}

func (u *Union) storeLE(off, n int64, x uint64, obj int) {
	for i := int64(0); i < n; i++ {
		u.Bytes[off+i] = byte(x)
		u.setProv(int(off+i), obj)
		x >>= 8
	}
}

// checkRange reports an internal error when a part of size n at off does not
// fit in the union's bytes.
func (u *Union) checkRange(off, n int64, t *program.Type) error {
	if u == nil {
		return fmt.Errorf("interp: %s at byte %d of a value that is no union", t, off)
	}
	if off < 0 || n < 0 || off+n > int64(len(u.Bytes)) {
		return fmt.Errorf("interp: %s at byte %d does not fit in a union of %d bytes", t, off, len(u.Bytes))
	}
	return nil
}

// integerBytes reads n bytes at off that must not belong to a pointer.
func (u *Union) integerBytes(s *State, off, n int64, t *program.Type) (uint64, error) {
	if err := u.checkRange(off, n, t); err != nil {
		return 0, err
	}
	var x uint64
	for i := off + n - 1; i >= off; i-- {
		b := uint64(u.Bytes[i])
		if o := provAt(u.Prov, int(i)); o != 0 {
			ib, err := u.imageByte(s, i, o)
			if err != nil {
				return 0, err
			}
			if ib < 0 {
				return 0, undefinedf("reading a byte of a pointer to object %d as %s", o, t)
			}
			b = uint64(ib)
		}
		x = x<<8 | b
	}
	return x, nil
}

// imageByte is byte i of the integer image (addr.go) of the pointer to
// object o stored in the union's bytes, in a program that converts
// pointers to integers: the pointer occupies the aligned bytes of a
// pointer's size around i (else -1, as when the program has no addresses).
func (u *Union) imageByte(s *State, i int64, o int) (int, error) {
	if s == nil || s.p == nil || o < 1 || o > len(s.p.Objects) || s.p.Objects[o-1].Addr == nil {
		return -1, nil
	}
	pw := s.p.Model.PointerBits
	size := int64(pw / 8)
	start := i - i%size
	if start+size > int64(len(u.Bytes)) {
		return -1, nil
	}
	for k := start; k < start+size; k++ {
		if provAt(u.Prov, int(k)) != o {
			return -1, nil
		}
	}
	img, err := s.image(Value{Obj: o, Off: sext(u.loadLE(start, size), pw)}, pw)
	if err != nil {
		return -1, err
	}
	return int(img>>(8*uint(i-start))) & 0xff, nil
}

// decode reads a value of type t at byte offset off of union value u. When
// bf is not nil, the value is the bit-field bf stored at off.
func (u *Union) decode(s *State, off int64, t *program.Type, bf *program.Member) (Value, error) {
	if bf != nil {
		x, err := u.integerBytes(s, off, t.Size, t)
		if err != nil {
			return Value{}, err
		}
		return bitfieldValue(Value{Bits: x >> uint(bf.BitOff)}, *bf), nil
	}
	switch t.Kind {
	case program.KindBool:
		x, err := u.integerBytes(s, off, 1, t)
		return Value{Bits: x & 1}, err
	case program.KindInt:
		if t.Size > 8 {
			lo, err := u.integerBytes(s, off, 8, t)
			if err != nil {
				return Value{}, err
			}
			hi, err := u.integerBytes(s, off+8, t.Size-8, t)
			return WideValue(t, lo, hi), err
		}
		x, err := u.integerBytes(s, off, t.Size, t)
		return Value{Bits: x & t.Mask()}, err
	case program.KindFloat:
		// The value's bytes; a long double's padding is not read.
		n := int64(t.Width / 8)
		if n > 8 {
			lo, err := u.integerBytes(s, off, 8, t)
			if err != nil {
				return Value{}, err
			}
			hi, err := u.integerBytes(s, off+8, n-8, t)
			return floatMasked(t, lo, hi), err
		}
		x, err := u.integerBytes(s, off, n, t)
		return floatMasked(t, x, 0), err
	case program.KindPointer:
		if err := u.checkRange(off, t.Size, t); err != nil {
			return Value{}, err
		}
		obj := provAt(u.Prov, int(off))
		for i := off; i < off+t.Size; i++ {
			if provAt(u.Prov, int(i)) != obj {
				return Value{}, undefinedf("reading a pointer assembled from bytes of different pointers")
			}
		}
		v := Value{Obj: obj, Off: sext(u.loadLE(off, t.Size), pointerBits(t))}
		if obj == 0 && v.Off != 0 {
			return Value{}, undefinedf("reading integer bytes %#x as a pointer", uint64(v.Off))
		}
		return v, nil
	case program.KindArray:
		v := Value{Elems: make([]Value, t.Len)}
		for i := range v.Elems {
			e, err := u.decode(s, off+int64(i)*t.Elem.Size, t.Elem, nil)
			if err != nil {
				return Value{}, err
			}
			v.Elems[i] = e
		}
		return v, nil
	case program.KindStruct:
		v := Value{Elems: make([]Value, len(t.Fields))}
		for i := range t.Fields {
			f := &t.Fields[i]
			var fb *program.Member
			if f.BitWidth != 0 {
				fb = f
			}
			e, err := u.decode(s, off+f.Offset, f.Type, fb)
			if err != nil {
				return Value{}, err
			}
			v.Elems[i] = e
		}
		return v, nil
	case program.KindUnion:
		if err := u.checkRange(off, t.Size, t); err != nil {
			return Value{}, err
		}
		v := UnionValue(append([]byte(nil), u.Bytes[off:off+t.Size]...))
		if u.Prov != nil {
			for i := range v.Union.Bytes {
				v.Union.setProv(i, u.Prov[off+int64(i)])
			}
		}
		return v, nil
	}
	return Value{}, fmt.Errorf("interp: no values of type %s", t)
}

// encode writes x, a value of type t, at byte offset off of union value u.
// When bf is not nil, x is stored into bit-field bf at off.
func (u *Union) encode(off int64, t *program.Type, bf *program.Member, x Value) error {
	if bf != nil {
		if err := u.checkRange(off, t.Size, t); err != nil {
			return err
		}
		m := widthMask(bf.BitWidth) << uint(bf.BitOff)
		old := u.loadLE(off, t.Size)
		u.storeLE(off, t.Size, old&^m|(x.Bits<<uint(bf.BitOff))&m, 0)
		return nil
	}
	switch t.Kind {
	case program.KindBool:
		if err := u.checkRange(off, 1, t); err != nil {
			return err
		}
		u.storeLE(off, 1, x.Bits&1, 0)
	case program.KindInt:
		if err := u.checkRange(off, t.Size, t); err != nil {
			return err
		}
		if t.Size > 8 {
			u.storeLE(off, 8, x.Bits, 0)
			u.storeLE(off+8, t.Size-8, x.Hi, 0)
			break
		}
		u.storeLE(off, t.Size, x.Bits, 0)
	case program.KindFloat:
		n := int64(t.Width / 8)
		if err := u.checkRange(off, n, t); err != nil {
			return err
		}
		if n > 8 {
			u.storeLE(off, 8, x.Bits, 0)
			u.storeLE(off+8, n-8, x.Hi, 0)
			break
		}
		u.storeLE(off, n, x.Bits, 0)
	case program.KindPointer:
		if err := u.checkRange(off, t.Size, t); err != nil {
			return err
		}
		u.storeLE(off, t.Size, uint64(x.Off), x.Obj)
	case program.KindArray:
		for i := int64(0); i < x.Len(); i++ {
			if err := u.encode(off+i*t.Elem.Size, t.Elem, nil, x.Elem(i)); err != nil {
				return err
			}
		}
	case program.KindStruct:
		for i := range t.Fields {
			f := &t.Fields[i]
			var fb *program.Member
			if f.BitWidth != 0 {
				fb = f
			}
			if err := u.encode(off+f.Offset, f.Type, fb, x.Elems[i]); err != nil {
				return err
			}
		}
	case program.KindUnion:
		if err := u.checkRange(off, t.Size, t); err != nil {
			return err
		}
		xb, xp := x.unionParts()
		copy(u.Bytes[off:], xb)
		for i := range xb {
			u.setProv(int(off)+i, provAt(xp, i))
		}
	default:
		return fmt.Errorf("interp: no values of type %s", t)
	}
	return nil
}
