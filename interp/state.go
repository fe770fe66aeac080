package interp

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unsafe"

	"github.com/satabs-go/satabs-go/program"
)

// An UndefinedError reports behaviour the IR leaves undefined, such as an
// invalid dereference. Run turns it into the Undefined status.
type UndefinedError struct {
	Reason string
}

func (e *UndefinedError) Error() string { return "undefined behaviour: " + e.Reason }

func undefinedf(format string, args ...any) error {
	return &UndefinedError{Reason: fmt.Sprintf(format, args...)}
}

// IsUndefined reports whether err is (or wraps) an UndefinedError.
func IsUndefined(err error) bool {
	var u *UndefinedError
	return errors.As(err, &u)
}

// A State is the memory of a program: a value for every variable and the
// set of locals that are out of scope (dead).
type State struct {
	p     *program.Program
	vars  []*program.Var
	index map[*program.Var]int
	// sharedIndex: vars and index are the program's layout, shared with
	// other states (declare copies them before it adds a variable).
	sharedIndex bool
	vals        []Value
	dead        []bool
	subs        map[subKey][]program.Subobject
	// undefined is the first operation found undefined in C (but defined
	// by the IR) since it was last cleared: "signed overflow: undefined
	// behaviour in x * 2". Run clears it per edge and puts it in the
	// edge's Step.
	undefined string
	// untracked notes a validity test (__valid) that failed only because
	// the memory model is typed: the pointer is inside a live object's
	// bytes, but not at a subobject of the pointed-to type (an int read
	// byte by byte, heap memory used as another type). C allows many such
	// accesses; Run reports it with a violated check (Result.Untracked).
	untracked string
	// taint follows the values of functions without body (Havoc.Bodiless):
	// per variable, the function whose invented value it may hold (""
	// for none); anyTaint says whether any does, so that runs without
	// such havocs pay nothing; readTaint is the first such function whose
	// value a read met since Run last cleared it.
	taint     []string
	anyTaint  bool
	readTaint string
	// placed lists the objects whose addresses (program.Var.Addr) the
	// run used as integers (addr.go), which must lie apart.
	placed []int
	slots  [varSlots]varSlot // varIndex's cache
	// placeSteps is the storage of the steps of the place that place
	// resolved last, from a variable down (an lvalue a[i].f): a place
	// is used before the next is resolved (written, read, or recorded
	// by Run, which copies the steps into the trace), so one buffer
	// serves them all, and a write to a cell allocates nothing.
	placeSteps [4]pstep
}

type subKey struct {
	obj    *program.Var
	target *program.Type
}

// NewState returns the state of p in which every global and local holds the
// zero value of its type and is live. p may be nil for a state of variables
// declared with Set only.
func NewState(p *program.Program) *State {
	s := &State{p: p, subs: map[subKey][]program.Subobject{}}
	if p == nil {
		s.index = map[*program.Var]int{}
		return s
	}
	// The variables and their numbers are the program's, the same in
	// every run: built once per program (concrete testing starts
	// thousands of runs of a program with thousands of variables), and
	// shared until a state declares a variable of its own.
	lay := layoutOf(p)
	s.vars, s.index, s.sharedIndex = lay.vars, lay.index, true
	n := len(lay.vars)
	s.vals, s.dead, s.taint = make([]Value, n), make([]bool, n), make([]string, n)
	for i, v := range lay.vars {
		if v.Type.IsAggregate() || v.Type.Kind == program.KindUnion {
			s.vals[i] = ZeroValue(v.Type)
		}
	}
	return s
}

// A layout numbers a program's variables: globals, locals, objects.
type layout struct {
	vars     []*program.Var
	index    map[*program.Var]int
	declared []*program.Var // the program's lists, concatenated
}

// layouts holds the layouts of the programs run last (a batch of tasks
// runs many programs in one process: only a few are kept).
var layouts struct {
	sync.Mutex
	recent []struct {
		p   *program.Program
		lay *layout
	}
}

const keptLayouts = 8

func layoutOf(p *program.Program) *layout {
	layouts.Lock()
	defer layouts.Unlock()
	all := make([]*program.Var, 0, len(p.Globals)+len(p.Locals)+len(p.Objects))
	all = append(append(append(all, p.Globals...), p.Locals...), p.Objects...)
	for _, r := range layouts.recent {
		// The same program with the same variables (a program changed
		// since gets a new layout).
		if r.p == p && slices.Equal(r.lay.declared, all) {
			return r.lay
		}
	}
	lay := &layout{index: map[*program.Var]int{}, declared: all}
	for _, vs := range [][]*program.Var{p.Globals, p.Locals, p.Objects} {
		for _, v := range vs {
			if _, ok := lay.index[v]; !ok {
				lay.index[v] = len(lay.vars)
				lay.vars = append(lay.vars, v)
			}
		}
	}
	if len(layouts.recent) == keptLayouts {
		layouts.recent = layouts.recent[1:]
	}
	layouts.recent = append(layouts.recent, struct {
		p   *program.Program
		lay *layout
	}{p, lay})
	return lay
}

func (s *State) declare(v *program.Var) int {
	if i, ok := s.index[v]; ok {
		return i
	}
	if s.sharedIndex {
		index := make(map[*program.Var]int, len(s.index)+1)
		for w, i := range s.index {
			index[w] = i
		}
		s.index, s.sharedIndex = index, false
		s.vars = append([]*program.Var(nil), s.vars...)
	}
	i := len(s.vars)
	s.index[v] = i
	s.vars = append(s.vars, v)
	s.vals = append(s.vals, ZeroValue(v.Type))
	s.dead = append(s.dead, false)
	s.taint = append(s.taint, "")
	return i
}

// noteTaint records a read of variable i for the taint of invented values.
func (s *State) noteTaint(i int) {
	if s.readTaint == "" && s.taint[i] != "" {
		s.readTaint = s.taint[i]
	}
}

// setTaint records what variable i holds after a write of a value
// tainted by fn ("": by none) to all of it (whole) or a part.
func (s *State) setTaint(i int, fn string, whole bool) {
	if fn != "" {
		s.taint[i] = fn
		s.anyTaint = true
	} else if whole && s.anyTaint {
		s.taint[i] = ""
	}
}

// Get returns (a copy of) the value of v; the zero value of its type when v
// is not a variable of the state.
func (s *State) Get(v *program.Var) Value {
	if i, ok := s.index[v]; ok {
		return s.vals[i].Clone()
	}
	return ZeroValue(v.Type)
}

// peek returns v's value without a copy, for reads that do not keep it
// (Get copies: an array of 10^5 cells read cell by cell would be copied
// at every read).
func (s *State) peek(v *program.Var) Value {
	if i, ok := s.index[v]; ok {
		return s.vals[i]
	}
	return ZeroValue(v.Type)
}

// Set stores x into v, declaring v if the state does not know it yet, and
// makes v live. It fails when x does not have the shape of v's type.
func (s *State) Set(v *program.Var, x Value) error {
	c, err := conform(x, v.Type)
	if err != nil {
		return err
	}
	i := s.declare(v)
	s.vals[i] = c
	s.dead[i] = false
	s.taint[i] = ""
	return nil
}

// IsDead reports whether v is out of scope (after a Dead statement and
// before the next assignment to it).
func (s *State) IsDead(v *program.Var) bool {
	i, ok := s.index[v]
	return ok && s.dead[i]
}

// Eval evaluates e in s. The error is an *UndefinedError when e's value is
// undefined (invalid dereference, index out of bounds, ...), and another
// error when e is malformed. The value is a copy.
func (s *State) Eval(e program.Expr) (Value, error) {
	v, err := s.eval(e)
	if err != nil {
		return Value{}, err
	}
	if v.Elems != nil || v.Sparse != nil || v.Union != nil {
		v = v.Clone()
	}
	return v, nil
}

func (s *State) varIndex(v *program.Var) (int, error) {
	slot := &s.slots[slotOf(v)]
	if slot.v == v {
		return slot.i, nil
	}
	i, ok := s.index[v]
	if !ok {
		return 0, fmt.Errorf("interp: variable %s is not declared", v)
	}
	*slot = varSlot{v, i}
	return i, nil
}

// varSlots is the size of State.slots, a cache of varIndex's map lookups
// (a fifth of a run's time in programs whose edges are array accesses):
// direct-mapped, keyed by the variable's address. A variable's number
// never changes in a state (declare only adds), so a slot holding v holds
// its number; two variables that share a slot only evict each other.
const varSlots = 256

type varSlot struct {
	v *program.Var
	i int
}

// slotOf is v's slot in State.slots. Go's collector does not move heap
// objects; were it to, a moved variable would only miss its slot (the
// slot compares the pointer itself).
func slotOf(v *program.Var) int {
	a := uintptr(unsafe.Pointer(v))
	return int((a>>4 ^ a>>12) & (varSlots - 1))
}

// eval evaluates e; aggregate results may share storage with the state.
func (s *State) eval(e program.Expr) (Value, error) {
	switch e := e.(type) {
	case *program.Const:
		switch e.T.Kind {
		case program.KindBool, program.KindInt:
			return WideValue(e.T, e.Val, e.Hi), nil
		case program.KindFloat:
			return floatMasked(e.T, e.Val, e.Hi), nil
		case program.KindPointer:
			if e.Val != 0 {
				return Value{}, undefinedf("integer %#x used as a pointer", e.Val)
			}
			return Value{}, nil
		}
		return Value{}, fmt.Errorf("interp: constant of type %s", e.T)
	case *program.Zero:
		return ZeroValue(e.T), nil
	case *program.VarRef:
		i, err := s.varIndex(e.Var)
		if err != nil {
			return Value{}, err
		}
		if s.anyTaint {
			s.noteTaint(i)
		}
		return s.vals[i], nil
	case *program.Unary:
		return s.unary(e)
	case *program.Binary:
		return s.binary(e)
	case *program.Cast:
		return s.cast(e)
	case *program.FloatOp:
		return s.floatOp(e)
	case *program.Ite:
		c, err := s.eval(e.Cond)
		if err != nil {
			return Value{}, err
		}
		if c.Bits&1 != 0 {
			return s.eval(e.Then)
		}
		return s.eval(e.Else)
	case *program.Index:
		a, err := s.eval(e.X)
		if err != nil {
			return Value{}, err
		}
		i, err := s.arrayIndex(e)
		if err != nil {
			return Value{}, err
		}
		if i >= a.Len() {
			return Value{}, fmt.Errorf("interp: array value of %d elements for %s", a.Len(), e.X.Type())
		}
		return a.Elem(i), nil
	case *program.Field:
		x, err := s.eval(e.X)
		if err != nil {
			return Value{}, err
		}
		t := e.X.Type()
		if e.Field < 0 || e.Field >= len(t.Fields) {
			return Value{}, fmt.Errorf("interp: member %d of %s", e.Field, t)
		}
		switch t.Kind {
		case program.KindStruct:
			if e.Field >= len(x.Elems) {
				return Value{}, fmt.Errorf("interp: struct value of %d members for %s", len(x.Elems), t)
			}
			return x.Elems[e.Field], nil
		case program.KindUnion:
			f := &t.Fields[e.Field]
			var bf *program.Member
			if f.BitWidth != 0 {
				bf = f
			}
			return x.Union.decode(s, f.Offset, f.Type, bf)
		}
		return Value{}, fmt.Errorf("interp: member of %s", t)
	case *program.Deref:
		pl, err := s.place(e)
		if err != nil {
			return Value{}, err
		}
		return s.read(pl)
	case *program.AddrOf:
		if e.T == nil || e.T.Kind != program.KindPointer {
			return Value{}, fmt.Errorf("interp: address of type %v", e.T)
		}
		obj, off, err := s.address(e.X)
		if err != nil {
			return Value{}, err
		}
		return Value{Obj: obj, Off: sext(uint64(off), pointerBits(e.T))}, nil
	case *program.Valid:
		pt := e.X.Type()
		if pt == nil || pt.Kind != program.KindPointer || pt.Elem == nil {
			return Value{}, fmt.Errorf("interp: validity of %s", pt)
		}
		p, err := s.eval(e.X)
		if err != nil {
			return Value{}, err
		}
		sub, _ := s.locate(p, pt)
		if sub == nil && s.untracked == "" && s.insideObject(p, pt.Elem) {
			s.untracked = fmt.Sprintf("%s accessed as %s at byte %d", s.p.Objects[p.Obj-1].Name, pt.Elem, p.Off)
		}
		return boolValue(sub != nil), nil
	case nil:
		return Value{}, fmt.Errorf("interp: nil expression")
	}
	return Value{}, fmt.Errorf("interp: unknown expression %T", e)
}

// insideObject says whether a t at pointer p lies within the bytes of p's
// object.
func (s *State) insideObject(p Value, t *program.Type) bool {
	if p.Obj <= 0 || s.p == nil || p.Obj > len(s.p.Objects) || t == nil || t.Size <= 0 {
		return false
	}
	size := s.p.Objects[p.Obj-1].Type.Size
	return p.Off >= 0 && p.Off+t.Size <= size
}

// noteUndefined records that evaluating e is undefined in C, unless an
// earlier operation of the same edge already was.
func (s *State) noteUndefined(why string, e program.Expr) {
	if s.undefined == "" {
		s.undefined = why + ": undefined behaviour in " + program.ExprString(e)
	}
}

// evalBool evaluates a Bool expression.
func (s *State) evalBool(e program.Expr) (bool, error) {
	if t := e.Type(); t == nil || t.Kind != program.KindBool {
		return false, fmt.Errorf("interp: condition %s is not Bool", program.ExprString(e))
	}
	bits, err := s.evalBits(e)
	return bits&1 != 0, err
}

// intOperand evaluates an integer operand and returns its bits with its
// type's width and signedness.
func (s *State) intOperand(e program.Expr) (uint64, int, bool, error) {
	t := e.Type()
	if t == nil || !t.IsInteger() {
		return 0, 0, false, fmt.Errorf("interp: %s is not an integer", program.ExprString(e))
	}
	bits, err := s.evalBits(e)
	w, signed := intWidth(t)
	return bits & widthMask(w), w, signed, err
}

// arrayIndex evaluates the index of e and checks it against the array's bounds.
func (s *State) arrayIndex(e *program.Index) (int64, error) {
	at := e.X.Type()
	if at.Kind != program.KindArray {
		return 0, fmt.Errorf("interp: index into %s", at)
	}
	x, w, signed, err := s.intOperand(e.Index)
	if err != nil {
		return 0, err
	}
	if isWide(e.Index.Type()) {
		v, err := s.eval(e.Index)
		if err != nil {
			return 0, err
		}
		if i := bigOf(v, e.Index.Type()); i.Sign() < 0 || !i.IsInt64() || i.Int64() >= at.Len {
			return 0, undefinedf("array index %s out of bounds [0, %d) in %s", i, at.Len, program.ExprString(e))
		}
		return int64(x), nil
	}
	if signed {
		if i := sext(x, w); i < 0 || i >= at.Len {
			return 0, undefinedf("array index %d out of bounds [0, %d) in %s", i, at.Len, program.ExprString(e))
		}
	} else if x >= uint64(at.Len) {
		return 0, undefinedf("array index %d out of bounds [0, %d) in %s", x, at.Len, program.ExprString(e))
	}
	return int64(x), nil
}

func (s *State) unary(e *program.Unary) (Value, error) {
	if isWide(e.X.Type()) {
		return s.wideUnary(e)
	}
	r, err := s.intUnary(e)
	if err != nil {
		return Value{}, err
	}
	return Value{Bits: r}, nil
}

// intUnary is unary on an operand of at most 64 bits: the result's bits.
func (s *State) intUnary(e *program.Unary) (uint64, error) {
	x, w, _, err := s.intOperand(e.X)
	if err != nil {
		return 0, err
	}
	m := widthMask(w)
	switch e.Op {
	case program.Neg:
		if e.X.Type().Signed && w > 0 && x == uint64(1)<<uint(w-1) {
			s.noteUndefined("signed overflow", e)
		}
		return -x & m, nil
	case program.BitNot:
		return ^x & m, nil
	case program.LNot:
		if e.X.Type().Kind != program.KindBool {
			return 0, fmt.Errorf("interp: ! on %s", e.X.Type())
		}
		return (x ^ 1) & 1, nil
	}
	return 0, fmt.Errorf("interp: unknown unary operator %v", e.Op)
}

func boolValue(b bool) Value {
	if b {
		return Value{Bits: 1}
	}
	return Value{}
}

func (s *State) binary(e *program.Binary) (Value, error) {
	if plainIntBinary(e) {
		r, err := s.intBinary(e)
		if err != nil {
			return Value{}, err
		}
		return Value{Bits: r}, nil
	}
	tx, ty := e.X.Type(), e.Y.Type()
	if tx == nil || ty == nil || e.T == nil {
		return Value{}, fmt.Errorf("interp: untyped operand in %s", program.ExprString(e))
	}
	switch {
	case e.Op.IsLogical():
		x, err := s.evalBool(e.X)
		if err != nil {
			return Value{}, err
		}
		if x == (e.Op == program.LOr) {
			return boolValue(x), nil // decided by X; Y is not evaluated
		}
		y, err := s.evalBool(e.Y)
		return boolValue(y), err
	case e.Op == program.SameObject:
		if tx.Kind != program.KindPointer || ty.Kind != program.KindPointer {
			return Value{}, fmt.Errorf("interp: %v on %s and %s", e.Op, tx, ty)
		}
		p, err := s.eval(e.X)
		if err != nil {
			return Value{}, err
		}
		q, err := s.eval(e.Y)
		if err != nil {
			return Value{}, err
		}
		return boolValue(p.Obj == q.Obj), nil
	case tx.Kind == program.KindPointer:
		return s.pointerBinary(e)
	}
	return s.wideBinary(e) // typed integers, not plainIntBinary's: wider than 64 bits
}

// plainIntBinary says whether e is an operation on typed integer operands
// of at most 64 bits, neither logical nor on pointers: intBinary's.
func plainIntBinary(e *program.Binary) bool {
	tx, ty := e.X.Type(), e.Y.Type()
	return tx != nil && ty != nil && e.T != nil && !e.Op.IsLogical() && e.Op != program.SameObject &&
		tx.Kind != program.KindPointer && !isWide(tx) && !isWide(ty)
}

// intBinary is binary on integer operands of at most 64 bits, not
// logical: the result's bits.
func (s *State) intBinary(e *program.Binary) (uint64, error) {
	if e.Op == program.Shl || e.Op == program.Shr {
		x, w, signed, err := s.intOperand(e.X)
		if err != nil {
			return 0, err
		}
		amount, aw, asigned, err := s.intOperand(e.Y)
		if err != nil {
			return 0, err
		}
		if why := shiftUndefined(e.Op, x, amount, w, signed, aw, asigned); why != "" {
			s.noteUndefined(why, e)
		}
		return shift(e.Op, x, amount, w, signed), nil
	}
	x, w, signed, err := s.intOperand(e.X)
	if err != nil {
		return 0, err
	}
	y, _, _, err := s.intOperand(e.Y)
	if err != nil {
		return 0, err
	}
	if e.Op.IsComparison() {
		return boolBits(compare(e.Op, x, y, w, signed)), nil
	}
	if e.Op.IsOverflow() {
		return boolBits(overflows(e.Op, x, y, w, signed)), nil
	}
	if why := arithUndefined(e.Op, x, y, w, signed); why != "" {
		s.noteUndefined(why, e)
	}
	r, ok := arith(e.Op, x, y, w, signed)
	if !ok {
		return 0, fmt.Errorf("interp: unknown binary operator %v", e.Op)
	}
	rw, _ := intWidth(e.T)
	return r & widthMask(rw), nil
}

func boolBits(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// evalBits is eval(e).Bits for an integer or Bool e, without building a
// Value where e is a constant, a variable or an operation on operands of
// at most 64 bits (the interpreter's most frequent expressions): the same
// bits, errors and notes (taint, undefined operations) as eval.
func (s *State) evalBits(e program.Expr) (uint64, error) {
	switch e := e.(type) {
	case *program.Const:
		if e.T.Kind == program.KindBool || e.T.Kind == program.KindInt {
			w, _ := intWidth(e.T)
			return e.Val & widthMask(w), nil
		}
	case *program.VarRef:
		i, err := s.varIndex(e.Var)
		if err != nil {
			return 0, err
		}
		if s.anyTaint {
			s.noteTaint(i)
		}
		return s.vals[i].Bits, nil
	case *program.Unary:
		if t := e.X.Type(); t != nil && !isWide(t) {
			return s.intUnary(e)
		}
	case *program.Binary:
		if plainIntBinary(e) {
			return s.intBinary(e)
		}
	case *program.Index, *program.Field:
		if cellChain(e) {
			c, err := s.cell(e)
			if err != nil {
				return 0, err
			}
			return c.Bits, nil
		}
	}
	v, err := s.eval(e)
	return v.Bits, err
}

// cellChain says whether e selects a part of a variable through indices
// and struct members only (a[i].f[j]): the expressions cell reads.
func cellChain(e program.Expr) bool {
	for {
		switch x := e.(type) {
		case *program.VarRef:
			return true
		case *program.Index:
			e = x.X
		case *program.Field:
			if t := x.X.Type(); t == nil || t.Kind != program.KindStruct {
				return false
			}
			e = x.X
		default:
			return false
		}
	}
}

// cell is eval of a cellChain expression without copying the values on
// the way: the cell itself where it is stored (dense arrays, structs),
// else a fresh copy (a sparse array's unwritten cell). The same
// evaluation order, errors and notes as eval. The caller must not keep
// or change it.
func (s *State) cell(e program.Expr) (*Value, error) {
	switch e := e.(type) {
	case *program.VarRef:
		i, err := s.varIndex(e.Var)
		if err != nil {
			return nil, err
		}
		if s.anyTaint {
			s.noteTaint(i)
		}
		return &s.vals[i], nil
	case *program.Index:
		a, err := s.cell(e.X)
		if err != nil {
			return nil, err
		}
		i, err := s.arrayIndex(e)
		if err != nil {
			return nil, err
		}
		if i >= a.Len() {
			return nil, fmt.Errorf("interp: array value of %d elements for %s", a.Len(), e.X.Type())
		}
		if a.Sparse != nil {
			c := a.Elem(i)
			return &c, nil
		}
		return &a.Elems[i], nil
	case *program.Field:
		x, err := s.cell(e.X)
		if err != nil {
			return nil, err
		}
		t := e.X.Type()
		if e.Field < 0 || e.Field >= len(t.Fields) {
			return nil, fmt.Errorf("interp: member %d of %s", e.Field, t)
		}
		if e.Field >= len(x.Elems) {
			return nil, fmt.Errorf("interp: struct value of %d members for %s", len(x.Elems), t)
		}
		return &x.Elems[e.Field], nil
	}
	return nil, fmt.Errorf("interp: %s is not a cell", program.ExprString(e))
}

// pointerBinary evaluates pointer arithmetic, pointer differences and
// pointer comparisons.
func (s *State) pointerBinary(e *program.Binary) (Value, error) {
	tx, ty := e.X.Type(), e.Y.Type()
	p, err := s.eval(e.X)
	if err != nil {
		return Value{}, err
	}
	bits := pointerBits(tx)
	switch {
	case (e.Op == program.Add || e.Op == program.Sub) && ty.IsInteger():
		i, w, signed, err := s.intOperand(e.Y)
		if err != nil {
			return Value{}, err
		}
		d := int64(extend(i, w, signed)) * elemSize(tx)
		if e.Op == program.Sub {
			d = -d
		}
		return Value{Obj: p.Obj, Off: sext(uint64(p.Off+d), bits)}, nil
	case e.Op == program.Sub && ty.Kind == program.KindPointer:
		q, err := s.eval(e.Y)
		if err != nil {
			return Value{}, err
		}
		if p.Obj != q.Obj {
			return Value{}, undefinedf("subtraction of pointers to different objects in %s", program.ExprString(e))
		}
		size := elemSize(tx)
		if size <= 0 {
			return Value{}, undefinedf("subtraction of pointers to elements of size %d", size)
		}
		d := sext(uint64(p.Off-q.Off), bits) / size
		if !e.T.IsInteger() {
			return Value{}, fmt.Errorf("interp: pointer difference of type %s", e.T)
		}
		return IntValue(e.T, uint64(d)), nil
	case e.Op.IsComparison() && ty.Kind == program.KindPointer:
		q, err := s.eval(e.Y)
		if err != nil {
			return Value{}, err
		}
		if e.Op != program.Eq && e.Op != program.Ne && s.hasAddresses() {
			// Ordered as their integer images, as gcc orders
			// addresses (addr.go).
			a, err := s.image(p, bits)
			if err != nil {
				return Value{}, err
			}
			b, err := s.image(q, bits)
			if err != nil {
				return Value{}, err
			}
			return boolValue(ordered(e.Op, compareUnsigned(a, b))), nil
		}
		return boolValue(ordered(e.Op, comparePointers(p, q, bits))), nil
	}
	return Value{}, fmt.Errorf("interp: %v on %s and %s", e.Op, tx, ty)
}

// comparePointers orders pointers by object number, then by offset read as
// an unsigned number of the pointer width.
func comparePointers(p, q Value, bits int) int {
	switch {
	case p.Obj < q.Obj:
		return -1
	case p.Obj > q.Obj:
		return 1
	}
	m := widthMask(bits)
	a, b := uint64(p.Off)&m, uint64(q.Off)&m
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// elemSize is the step of pointer arithmetic on pointer type t.
func elemSize(t *program.Type) int64 {
	if t.Elem == nil {
		return 1
	}
	return t.Elem.Size
}

func (s *State) cast(e *program.Cast) (Value, error) {
	from, to := e.X.Type(), e.T
	if from == nil || to == nil || !from.IsScalar() || !to.IsScalar() || from.Kind == program.KindFloat || to.Kind == program.KindFloat {
		return Value{}, fmt.Errorf("interp: cast from %s to %s", from, to)
	}
	x, err := s.eval(e.X)
	if err != nil {
		return Value{}, err
	}
	switch {
	case to.Kind == program.KindBool:
		if from.Kind == program.KindPointer {
			return boolValue(!isNull(x, from)), nil
		}
		w, _ := intWidth(from)
		return boolValue(x.Bits&widthMask(w) != 0 || x.Hi&program.HiMask(w) != 0), nil
	case from.Kind == program.KindPointer && to.Kind == program.KindPointer:
		return Value{Obj: x.Obj, Off: sext(uint64(x.Off), pointerBits(to))}, nil
	case from.Kind == program.KindPointer:
		pw := pointerBits(from)
		u, err := s.image(x, pw)
		if err != nil {
			return Value{}, err
		}
		// gcc: a wider integer sign-extends the pointer's bits.
		if isWide(to) {
			return fromBig(to, big.NewInt(sext(u, pw))), nil
		}
		return IntValue(to, uint64(sext(u, pw))), nil
	case to.Kind == program.KindPointer:
		w, signed := intWidth(from)
		if x.Bits&widthMask(w) == 0 && x.Hi&program.HiMask(w) == 0 {
			return Value{}, nil
		}
		pw := pointerBits(to)
		u := x.Bits & widthMask(w)
		if signed && w < 64 {
			u = uint64(sext(u, w))
		}
		return s.fromImage(u&widthMask(pw), pw)
	}
	if isWide(from) || isWide(to) {
		return fromBig(to, bigOf(x, from)), nil
	}
	w, signed := intWidth(from)
	return IntValue(to, extend(x.Bits, w, signed)), nil
}

func isNull(p Value, t *program.Type) bool {
	return p.Obj == 0 && uint64(p.Off)&widthMask(pointerBits(t)) == 0
}

// A place is a part of a variable: the variable and the selections from it.
type place struct {
	root  int
	steps []pstep
}

// A pstep selects element or member i of a value of type t, or, when
// elem is not nil, byte i of a scalar of type t read as character type
// elem (program.AccessStep.IsByte).
type pstep struct {
	t    *program.Type
	i    int64
	elem *program.Type
}

// place resolves the lvalue e.
func (s *State) place(e program.Expr) (place, error) {
	switch e := e.(type) {
	case *program.VarRef:
		i, err := s.varIndex(e.Var)
		return place{root: i, steps: s.placeSteps[:0]}, err
	case *program.Index:
		pl, err := s.place(e.X)
		if err != nil {
			return place{}, err
		}
		i, err := s.arrayIndex(e)
		if err != nil {
			return place{}, err
		}
		pl.steps = append(pl.steps, pstep{t: e.X.Type(), i: i})
		return pl, nil
	case *program.Field:
		pl, err := s.place(e.X)
		if err != nil {
			return place{}, err
		}
		t := e.X.Type()
		if (t.Kind != program.KindStruct && t.Kind != program.KindUnion) || e.Field < 0 || e.Field >= len(t.Fields) {
			return place{}, fmt.Errorf("interp: member %d of %s", e.Field, t)
		}
		pl.steps = append(pl.steps, pstep{t: t, i: int64(e.Field)})
		return pl, nil
	case *program.Deref:
		pt := e.X.Type()
		if pt == nil || pt.Kind != program.KindPointer || pt.Elem == nil {
			return place{}, fmt.Errorf("interp: dereference of %s", pt)
		}
		p, err := s.eval(e.X)
		if err != nil {
			return place{}, err
		}
		return s.deref(p, pt)
	}
	return place{}, fmt.Errorf("interp: %s is not an lvalue", program.ExprString(e))
}

// deref resolves pointer p of type pt to the part of its object that it
// points to.
func (s *State) deref(p Value, pt *program.Type) (place, error) {
	if p.Obj == 0 {
		if p.Off == 0 {
			return place{}, undefinedf("null pointer dereference")
		}
		return place{}, undefinedf("dereference of invalid pointer %s", pointerString(p.Obj, p.Off, s.p))
	}
	if s.p == nil || p.Obj < 0 || p.Obj > len(s.p.Objects) {
		return place{}, undefinedf("dereference of pointer to unknown object %d", p.Obj)
	}
	obj := s.p.Objects[p.Obj-1]
	root, err := s.varIndex(obj)
	if err != nil {
		return place{}, err
	}
	if s.dead[root] {
		return place{}, undefinedf("dangling pointer %s: %s is out of scope", pointerString(p.Obj, p.Off, s.p), obj.DisplayName())
	}
	if sub, idx := s.locate(p, pt); sub != nil {
		pl := place{root: root, steps: make([]pstep, 0, len(sub.Steps))}
		t := obj.Type
		k := 0
		for _, st := range sub.Steps {
			if st.IsByte() {
				pl.steps = append(pl.steps, pstep{t: t, i: idx[k], elem: pt.Elem})
				k++
				t = pt.Elem
			} else if st.IsIndex() {
				pl.steps = append(pl.steps, pstep{t: t, i: idx[k]})
				k++
				t = t.Elem
			} else {
				pl.steps = append(pl.steps, pstep{t: t, i: int64(st.Field)})
				t = t.Fields[st.Field].Type
			}
		}
		return pl, nil
	}
	return place{}, undefinedf("invalid dereference of %s as %s (object %s of type %s has no %s there)",
		pointerString(p.Obj, p.Off, s.p), pt.Elem, obj.DisplayName(), obj.Type, pt.Elem)
}

// locate finds the subobject of type pt.Elem that pointer p designates in
// its object, and the array indices on the way; the subobject is nil when
// there is none (null, unknown object, out of bounds, misaligned, no part of
// that type there). Liveness is not considered: Valid and the front end's
// liveness variables ask about it separately.
func (s *State) locate(p Value, pt *program.Type) (*program.Subobject, []int64) {
	if p.Obj <= 0 || s.p == nil || p.Obj > len(s.p.Objects) {
		return nil, nil
	}
	obj := s.p.Objects[p.Obj-1]
	key := subKey{obj, pt.Elem}
	subs, ok := s.subs[key]
	if !ok {
		subs = program.Subobjects(obj.Type, pt.Elem)
		s.subs[key] = subs
	}
	for i := range subs {
		if idx, ok := subs[i].Locate(p.Off); ok {
			return &subs[i], idx
		}
	}
	return nil, nil
}

// address computes the object and byte offset of lvalue e without
// resolving it: no bounds or validity checks.
func (s *State) address(e program.Expr) (int, int64, error) {
	switch e := e.(type) {
	case *program.VarRef:
		if e.Var.Object == 0 {
			return 0, 0, fmt.Errorf("interp: address of %s, which has no object number", e.Var)
		}
		return e.Var.Object, 0, nil
	case *program.Index:
		obj, off, err := s.address(e.X)
		if err != nil {
			return 0, 0, err
		}
		at := e.X.Type()
		if at.Kind != program.KindArray {
			return 0, 0, fmt.Errorf("interp: index into %s", at)
		}
		i, w, signed, err := s.intOperand(e.Index)
		if err != nil {
			return 0, 0, err
		}
		return obj, off + int64(extend(i, w, signed))*at.Elem.Size, nil
	case *program.Field:
		obj, off, err := s.address(e.X)
		if err != nil {
			return 0, 0, err
		}
		t := e.X.Type()
		if e.Field < 0 || e.Field >= len(t.Fields) {
			return 0, 0, fmt.Errorf("interp: member %d of %s", e.Field, t)
		}
		f := t.Fields[e.Field]
		if f.BitWidth != 0 {
			return 0, 0, fmt.Errorf("interp: address of bit-field %s", f.Name)
		}
		return obj, off + f.Offset, nil
	case *program.Deref:
		p, err := s.eval(e.X)
		return p.Obj, p.Off, err
	}
	return 0, 0, fmt.Errorf("interp: address of non-lvalue %s", program.ExprString(e))
}

// unionPart returns the byte offset, type and bit-field (or nil) of the part
// that steps, starting with a selection from a union, designate inside it.
func unionPart(steps []pstep) (int64, *program.Type, *program.Member) {
	var off int64
	var t *program.Type
	var bf *program.Member
	for _, st := range steps {
		bf = nil
		if st.elem != nil {
			off += st.i
			t = st.elem
			continue
		}
		if st.t.Kind == program.KindArray {
			off += st.i * st.t.Elem.Size
			t = st.t.Elem
			continue
		}
		f := &st.t.Fields[st.i]
		off += f.Offset
		t = f.Type
		if f.BitWidth != 0 {
			bf = f
		}
	}
	return off, t, bf
}

// read returns the value at pl; aggregates may share storage with s.
func (s *State) read(pl place) (Value, error) {
	if s.anyTaint {
		s.noteTaint(pl.root)
	}
	v := s.vals[pl.root]
	for k, st := range pl.steps {
		if st.elem != nil {
			return IntValue(st.elem, scalarByte(v, st.i)), nil
		}
		switch st.t.Kind {
		case program.KindArray:
			if st.i >= v.Len() {
				return Value{}, fmt.Errorf("interp: malformed value of %s", st.t)
			}
			v = v.Elem(st.i)
		case program.KindStruct:
			if st.i >= int64(len(v.Elems)) {
				return Value{}, fmt.Errorf("interp: malformed value of %s", st.t)
			}
			v = v.Elems[st.i]
		case program.KindUnion:
			off, t, bf := unionPart(pl.steps[k:])
			return v.Union.decode(s, off, t, bf)
		}
	}
	return v, nil
}

// write stores x (owned by the state from now on) at pl and makes the
// variable live again.
func (s *State) write(pl place, x Value) error {
	s.dead[pl.root] = false
	cur := &s.vals[pl.root]
	last := len(pl.steps) - 1
	for k, st := range pl.steps {
		if st.elem != nil {
			setScalarByte(cur, st.i, x.Bits)
			return nil
		}
		switch st.t.Kind {
		case program.KindArray:
			if st.i >= cur.Len() {
				return fmt.Errorf("interp: malformed value of %s", st.t)
			}
			if k == last {
				// The whole cell: its old value is not read.
				cur.SetElem(st.i, x)
				return nil
			}
			cur = cur.elemRef(st.i)
		case program.KindStruct:
			if st.i >= int64(len(cur.Elems)) {
				return fmt.Errorf("interp: malformed value of %s", st.t)
			}
			if k == last && st.t.Kind == program.KindStruct && st.t.Fields[st.i].BitWidth != 0 {
				x = bitfieldValue(x, st.t.Fields[st.i])
			}
			cur = &cur.Elems[st.i]
		case program.KindUnion:
			off, t, bf := unionPart(pl.steps[k:])
			return cur.Union.encode(off, t, bf, x)
		}
	}
	*cur = x
	return nil
}

// scalarByte is byte i of scalar v (little-endian, Hi from byte 8 up).
func scalarByte(v Value, i int64) uint64 {
	if i < 8 {
		return v.Bits >> uint(8*i) & 0xff
	}
	return v.Hi >> uint(8*(i-8)) & 0xff
}

// setScalarByte sets byte i of scalar v to the low 8 bits of b.
func setScalarByte(v *Value, i int64, b uint64) {
	b &= 0xff
	if i < 8 {
		v.Bits = v.Bits&^(0xff<<uint(8*i)) | b<<uint(8*i)
		return
	}
	v.Hi = v.Hi&^(0xff<<uint(8*(i-8))) | b<<uint(8*(i-8))
}

// placeType returns the type of the part pl designates.
func (s *State) placeType(pl place) *program.Type {
	t := s.vars[pl.root].Type
	for _, st := range pl.steps {
		if st.elem != nil {
			t = st.elem
		} else if st.t.Kind == program.KindArray {
			t = st.t.Elem
		} else {
			t = st.t.Fields[st.i].Type
		}
	}
	return t
}

// placeString prints pl as a C lvalue with concrete indices: "a[2].f".
func (s *State) placeString(pl place) string {
	var b strings.Builder
	b.WriteString(s.vars[pl.root].DisplayName())
	for _, st := range pl.steps {
		if st.elem != nil {
			b.WriteString(".byte" + strconv.FormatInt(st.i, 10))
		} else if st.t.Kind == program.KindArray {
			b.WriteString("[" + strconv.FormatInt(st.i, 10) + "]")
		} else {
			b.WriteString("." + st.t.Fields[st.i].Name)
		}
	}
	return b.String()
}

// maxFill bounds the cells of one Fill the interpreter executes.
const maxFill = 1 << 24

// fill executes a Fill (made by package accel, for the bounded search;
// the interpreter runs it in tests of that package): every value is
// computed on the state before the statement, then the cells are
// written. It reports false when Rel fails at a cell (the cells are then
// not written).
func (s *State) fill(f *program.Fill) (bool, error) {
	it := f.Index.Type
	bound := func(x program.Expr) (int64, error) {
		v, err := s.eval(x)
		if err != nil {
			return 0, err
		}
		if it.Signed {
			return program.SignExtend(v.Bits, it), nil
		}
		return int64(v.Bits), nil
	}
	lo, err := bound(f.Lo)
	if err != nil {
		return false, err
	}
	hi, err := bound(f.Hi)
	if err != nil {
		return false, err
	}
	if hi-lo > maxFill {
		return false, fmt.Errorf("interp: fill of %d cells", hi-lo)
	}
	idx, err := s.place(&program.VarRef{Var: f.Index})
	if err != nil {
		return false, err
	}
	var vals []Value
	for m := lo; m < hi; m++ {
		if err := s.write(idx, IntValue(it, uint64(m))); err != nil {
			return false, err
		}
		x, err := s.eval(f.Val)
		if err != nil {
			return false, err
		}
		vals = append(vals, x.Clone())
		if f.Rel != nil {
			held, err := s.evalBool(f.Rel)
			if err != nil {
				return false, err
			}
			if !held {
				return false, nil
			}
		}
	}
	for i, x := range vals {
		pl, err := s.place(&program.Index{X: f.Array, Index: program.NewConstInt(it, lo+int64(i))})
		if err != nil {
			return false, err
		}
		if err := s.write(pl, x); err != nil {
			return false, err
		}
	}
	return true, nil
}
