package cfront

import (
	"encoding/binary"
	"fmt"

	"github.com/satabs-go/satabs-go/program"
)

// A small interpreter of deterministic programs, for the differential tests
// of the lowering against the host compiler. Memory is byte-addressed per
// variable, little-endian; pointers are (variable, offset) pairs kept in a
// shadow map beside the bytes.

type ptrVal struct {
	obj *program.Var
	off int64
}

type memory struct {
	bytes []byte
	ptrs  map[int64]ptrVal
}

type value struct {
	bits uint64
	ptr  ptrVal
	agg  *memory
}

type lval struct {
	v      *program.Var
	off    int64
	t      *program.Type
	bitOff int // bit-fields: bit offset in the unit at off; width in t.Width
	bits   bool
}

type machine struct {
	p      *program.Program
	mem    map[*program.Var]*memory
	steps  int
	failed []string // violated checks
}

func newMachine(p *program.Program) *machine {
	m := &machine{p: p, mem: map[*program.Var]*memory{}}
	for _, v := range append(append([]*program.Var{}, p.Globals...), p.Locals...) {
		m.mem[v] = &memory{bytes: make([]byte, v.Type.Size), ptrs: map[int64]ptrVal{}}
	}
	return m
}

func (m *machine) run(maxSteps int) error {
	l := m.p.Entry
	for {
		if len(l.Out) == 0 {
			return nil
		}
		var next *program.Edge
		for _, e := range l.Out {
			if a, ok := e.Stmt.(*program.Assume); ok {
				if m.eval(a.Cond).bits&1 == 0 {
					continue
				}
			}
			if next != nil {
				return fmt.Errorf("%s: two edges enabled", l)
			}
			next = e
		}
		if next == nil {
			return fmt.Errorf("%s: path blocked", l)
		}
		if err := m.exec(next); err != nil {
			return fmt.Errorf("%s: %v", next.Pos, err)
		}
		l = next.To
		m.steps++
		if m.steps > maxSteps {
			return fmt.Errorf("too many steps")
		}
	}
}

func (m *machine) exec(e *program.Edge) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v in %s", r, program.StmtString(e.Stmt))
		}
	}()
	switch s := e.Stmt.(type) {
	case *program.Assign:
		lv := m.lvalue(s.LHS)
		m.store(lv, m.eval(s.RHS))
	case *program.Havoc:
		if s.Why != "uninitialised" {
			return fmt.Errorf("nondeterminism: %s", program.StmtString(s))
		}
		// The test programs never read uninitialised variables.
	case *program.Check:
		if m.eval(s.Cond).bits&1 == 0 {
			m.failed = append(m.failed, s.Check.ID)
		}
	}
	return nil
}

func (m *machine) lvalue(e program.Expr) lval {
	switch x := e.(type) {
	case *program.VarRef:
		return lval{v: x.Var, t: x.Var.Type}
	case *program.Index:
		b := m.lvalue(x.X)
		i := program.SignExtend(m.eval(x.Index).bits, x.Index.Type())
		if i < 0 || i >= x.X.Type().Len {
			panic(fmt.Sprintf("index %d out of bounds", i))
		}
		return lval{v: b.v, off: b.off + i*x.Type().Size, t: x.Type()}
	case *program.Field:
		b := m.lvalue(x.X)
		f := x.X.Type().Fields[x.Field]
		lv := lval{v: b.v, off: b.off + f.Offset, t: f.Type}
		if f.BitWidth > 0 {
			lv.bits, lv.bitOff = true, f.BitOff
		}
		return lv
	case *program.Deref:
		p := m.eval(x.X).ptr
		if p.obj == nil {
			panic("null dereference")
		}
		if p.off < 0 || p.off+x.Type().Size > p.obj.Type.Size {
			panic("dereference out of the object")
		}
		return lval{v: p.obj, off: p.off, t: x.Type()}
	}
	panic(fmt.Sprintf("not an lvalue: %s", program.ExprString(e)))
}

func (m *machine) load(lv lval) value {
	mem := m.mem[lv.v]
	t := lv.t
	switch {
	case lv.bits:
		unit := t.Size
		raw := readLE(mem.bytes[lv.off : lv.off+unit])
		v := raw >> uint(lv.bitOff) & t.Mask()
		return value{bits: v}
	case t.Kind == program.KindPointer:
		return value{ptr: mem.ptrs[lv.off]}
	case t.IsScalar():
		return value{bits: readLE(mem.bytes[lv.off:lv.off+t.Size]) & t.Mask()}
	}
	agg := &memory{bytes: append([]byte(nil), mem.bytes[lv.off:lv.off+t.Size]...), ptrs: map[int64]ptrVal{}}
	for o, p := range mem.ptrs {
		if o >= lv.off && o < lv.off+t.Size {
			agg.ptrs[o-lv.off] = p
		}
	}
	return value{agg: agg}
}

func (m *machine) store(lv lval, v value) {
	mem := m.mem[lv.v]
	t := lv.t
	switch {
	case lv.bits:
		unit := t.Size
		raw := readLE(mem.bytes[lv.off : lv.off+unit])
		mask := t.Mask() << uint(lv.bitOff)
		raw = raw&^mask | (v.bits<<uint(lv.bitOff))&mask
		writeLE(mem.bytes[lv.off:lv.off+unit], raw)
	case t.Kind == program.KindPointer:
		mem.ptrs[lv.off] = v.ptr
		writeLE(mem.bytes[lv.off:lv.off+t.Size], 0)
	case t.IsScalar():
		writeLE(mem.bytes[lv.off:lv.off+t.Size], v.bits)
	default:
		copy(mem.bytes[lv.off:lv.off+t.Size], v.agg.bytes)
		for o := range mem.ptrs {
			if o >= lv.off && o < lv.off+t.Size {
				delete(mem.ptrs, o)
			}
		}
		for o, p := range v.agg.ptrs {
			mem.ptrs[o+lv.off] = p
		}
	}
}

func readLE(b []byte) uint64 {
	var buf [8]byte
	copy(buf[:], b)
	return binary.LittleEndian.Uint64(buf[:])
}

func writeLE(b []byte, v uint64) {
	var buf [8]byte
	binary.LittleEndian.PutUint64(buf[:], v)
	copy(b, buf[:len(b)])
}

func boolVal(b bool) value {
	if b {
		return value{bits: 1}
	}
	return value{}
}

func (m *machine) eval(e program.Expr) value {
	t := e.Type()
	switch x := e.(type) {
	case *program.Const:
		if t.Kind == program.KindPointer {
			if x.Val != 0 {
				panic("non-null pointer constant")
			}
			return value{}
		}
		return value{bits: x.Val}
	case *program.Zero:
		if t.IsScalar() {
			return value{}
		}
		return value{agg: &memory{bytes: make([]byte, t.Size), ptrs: map[int64]ptrVal{}}}
	case *program.VarRef, *program.Index, *program.Field, *program.Deref:
		return m.load(m.lvalue(e))
	case *program.AddrOf:
		lv := m.lvalue(x.X)
		return value{ptr: ptrVal{obj: lv.v, off: lv.off}}
	case *program.Unary:
		v := m.eval(x.X)
		switch x.Op {
		case program.Neg:
			return value{bits: -v.bits & t.Mask()}
		case program.BitNot:
			return value{bits: ^v.bits & t.Mask()}
		case program.LNot:
			return boolVal(v.bits == 0)
		}
	case *program.Cast:
		v := m.eval(x.X)
		st := x.X.Type()
		switch {
		case t.Kind == program.KindPointer && st.Kind == program.KindPointer:
			return v
		case t.Kind == program.KindPointer:
			if v.bits != 0 {
				panic("integer to pointer")
			}
			return value{}
		case st.Kind == program.KindPointer:
			if t.Kind == program.KindBool {
				return boolVal(v.ptr.obj != nil || v.ptr.off != 0)
			}
			panic("pointer to integer")
		case t.Kind == program.KindBool:
			return boolVal(v.bits != 0)
		}
		return value{bits: uint64(program.SignExtend(v.bits, st)) & t.Mask()}
	case *program.Ite:
		if m.eval(x.Cond).bits != 0 {
			return m.eval(x.Then)
		}
		return m.eval(x.Else)
	case *program.Binary:
		return m.binary(x)
	}
	panic(fmt.Sprintf("cannot evaluate %s", program.ExprString(e)))
}

func (m *machine) binary(x *program.Binary) value {
	if x.Op == program.LAnd {
		if m.eval(x.X).bits == 0 {
			return value{}
		}
		return boolVal(m.eval(x.Y).bits != 0)
	}
	if x.Op == program.LOr {
		if m.eval(x.X).bits != 0 {
			return value{bits: 1}
		}
		return boolVal(m.eval(x.Y).bits != 0)
	}
	a, b := m.eval(x.X), m.eval(x.Y)
	tx, ty := x.X.Type(), x.Y.Type()
	if tx.Kind == program.KindPointer {
		switch {
		case ty.Kind == program.KindPointer && x.Op == program.Sub:
			if a.ptr.obj != b.ptr.obj {
				panic("difference of pointers to different objects")
			}
			return value{bits: uint64((a.ptr.off-b.ptr.off)/tx.Elem.Size) & x.T.Mask()}
		case ty.Kind == program.KindPointer:
			switch x.Op {
			case program.Eq:
				return boolVal(a.ptr == b.ptr)
			case program.Ne:
				return boolVal(a.ptr != b.ptr)
			}
			if a.ptr.obj != b.ptr.obj {
				// The IR orders pointers into different objects by object
				// number (memmove's body compares them).
				if a.ptr.obj == nil || b.ptr.obj == nil || a.ptr.obj.Object == 0 || b.ptr.obj.Object == 0 {
					panic("comparison of pointers to different objects")
				}
				return cmp(x.Op, a.ptr.obj.Object < b.ptr.obj.Object, false)
			}
			return cmp(x.Op, a.ptr.off < b.ptr.off, a.ptr.off == b.ptr.off)
		}
		d := program.SignExtend(b.bits, ty) * tx.Elem.Size
		if x.Op == program.Sub {
			d = -d
		}
		return value{ptr: ptrVal{obj: a.ptr.obj, off: a.ptr.off + d}}
	}
	t := x.T
	mask := t.Mask()
	sa, sb := program.SignExtend(a.bits, tx), program.SignExtend(b.bits, ty)
	signed := tx.Kind == program.KindInt && tx.Signed
	switch x.Op {
	case program.Add:
		return value{bits: (a.bits + b.bits) & mask}
	case program.Sub:
		return value{bits: (a.bits - b.bits) & mask}
	case program.Mul:
		return value{bits: (a.bits * b.bits) & mask}
	case program.Div, program.Rem:
		if b.bits == 0 {
			panic("division by zero")
		}
		if signed {
			if x.Op == program.Div {
				return value{bits: uint64(sa/sb) & mask}
			}
			return value{bits: uint64(sa%sb) & mask}
		}
		if x.Op == program.Div {
			return value{bits: a.bits / b.bits & mask}
		}
		return value{bits: a.bits % b.bits & mask}
	case program.Shl, program.Shr:
		if sb < 0 || sb >= int64(t.Width) {
			panic("shift out of range")
		}
		if x.Op == program.Shl {
			return value{bits: a.bits << uint(sb) & mask}
		}
		if signed {
			return value{bits: uint64(sa>>uint(sb)) & mask}
		}
		return value{bits: a.bits >> uint(sb)}
	case program.And:
		return value{bits: a.bits & b.bits}
	case program.Or:
		return value{bits: a.bits | b.bits}
	case program.Xor:
		return value{bits: a.bits ^ b.bits}
	}
	if signed {
		return cmp(x.Op, sa < sb, sa == sb)
	}
	return cmp(x.Op, a.bits < b.bits, a.bits == b.bits)
}

func cmp(op program.BinaryOp, lt, eq bool) value {
	switch op {
	case program.Eq:
		return boolVal(eq)
	case program.Ne:
		return boolVal(!eq)
	case program.Lt:
		return boolVal(lt)
	case program.Le:
		return boolVal(lt || eq)
	case program.Gt:
		return boolVal(!lt && !eq)
	case program.Ge:
		return boolVal(!lt)
	}
	panic(fmt.Sprintf("operator %s", op))
}

// global returns the value of a scalar global after the run.
func (m *machine) global(name string) (uint64, bool) {
	for _, v := range m.p.Globals {
		if v.Name == name {
			return m.load(lval{v: v, t: v.Type}).bits, true
		}
	}
	return 0, false
}
