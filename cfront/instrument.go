package cfront

import (
	"fmt"
	"math"
	"math/big"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Instrumentation of arithmetic and memory checks has one entry point: the
// lowering calls hook with an opEvent right before it builds the program
// expression of every operator that may need a check. A hook may emit
// check edges with emitCheck (or, through require, assume edges that cut
// undefined operations); they are placed before the edge that
// evaluates the operator, and inside the right operand of a pure && or ||
// (or an arm of a pure ?:) they are guarded by the condition under which C
// evaluates that operand, so they never report a violation on a path where
// the operation is not performed.
//
// The events are:
//
//	"+" "-" "*" "/" "%" "<<" ">>" "&" "|" "^"   X op Y, both converted to T (shifts: X promoted, Y its own promoted type)
//	"unary -"                                   -X of type T
//	"conversion"                                integer X converted to integer type T
//	"float +" "float -" "float *" "float /"     X op Y on floats, both converted to T
//	"float conversion"                          float X converted to T (an integer or another float type)
//	"pointer +" "pointer -"                     pointer X moved by Y elements (Y of ptrdiff type)
//	"pointer -" with pointer Y                  pointer difference
//	"[]"                                        array X indexed by Y
//	"*"                                         dereference of pointer X
type opEvent struct {
	Op   string
	X, Y program.Expr
	T    *program.Type
	Pos  program.Pos
	Node cc.Node // the C operation, for the text of comments
	// Call is, inside the body of a library function (lib.go), the source
	// of the call the program made: comments name it, not the body.
	Call string
}

// Text returns the C source of the operation.
func (ev *opEvent) Text() string {
	if ev.Call != "" {
		return ev.Call
	}
	return exprText(ev.Node)
}

// Checks selects the arithmetic and memory checks the front end adds. The
// zero value adds none: assertions and error calls are always checks.
type Checks struct {
	// SignedOverflow: + - * and unary - on signed operands (after the
	// integer promotions) whose mathematical result does not fit, and
	// MIN / -1 and MIN % -1 (undefined in C).
	SignedOverflow bool
	// UnsignedOverflow: wrap-around of unsigned + - * (defined in C).
	UnsignedOverflow bool
	// Conversion: conversion of an integer to a signed type that cannot
	// represent it (implementation-defined in C, so a separate kind).
	Conversion bool
	// Shift: shift distance negative or not less than the width of the
	// promoted left operand; left shift of a negative value, or of a value
	// whose shifted result is not representable (C11 6.5.7).
	Shift bool
	// DivByZero: / and % by zero.
	DivByZero bool
	// Bounds: every array index, read or written, and p[i] through a
	// pointer (which must designate an element of a live object).
	Bounds bool
	// Pointer: *p and p->f with p null, outside its object, misaligned for
	// the type, or pointing to a local whose lifetime ended; subtraction of
	// pointers into different objects.
	Pointer bool
	// Free: free(p) of a pointer that is neither null nor the start of
	// an allocated heap object (double free, free of a variable's address
	// or of an interior pointer).
	Free bool
	// Memtrack: an allocated heap object that the program can no longer
	// reach (heap.go says where this is checked).
	Memtrack bool
	// Memcleanup: a heap object still allocated when the program ends.
	Memcleanup bool
	// FloatOverflow: a floating + - * / or a conversion to a narrower
	// floating type whose operands are finite and whose result is infinite
	// (defined in IEEE 754, as CBMC's --float-overflow-check).
	FloatOverflow bool
	// NaN: a floating + - * / whose operands are not NaN and whose result
	// is (0/0, inf - inf, 0 * inf; CBMC's --nan-check).
	NaN bool
}

// Any reports whether some check is selected.
func (c Checks) Any() bool { return c != Checks{} }

// An action is what the instrumentation does with the condition under
// which an operation is defined (or, for the kinds that are not undefined
// behaviour, free of surprises).
type action int

const (
	ignore    action = iota
	checkIt          // a check edge: the run verifies it
	cutUnless        // an assume edge: a path on which the operation is undefined ends there
)

// action decides, for a kind of check, between a check (Options.Checks
// selects the kind), an assume (the kind is undefined behaviour and
// Options.CutUndefined is set) and nothing. Unsigned wrap-around and
// out-of-range conversions to signed types are defined (or
// implementation-defined) in C, so they are never cut.
func (l *lowerer) action(kind program.CheckKind) action {
	c := l.opts.Checks
	var on, undefined bool
	switch kind {
	case program.CheckSignedOverflow:
		on, undefined = c.SignedOverflow, true
	case program.CheckUnsignedOverflow:
		on = c.UnsignedOverflow
	case program.CheckConversion:
		on = c.Conversion
	case program.CheckShift:
		on, undefined = c.Shift, true
	case program.CheckDivByZero:
		on, undefined = c.DivByZero, true
	case program.CheckBounds:
		on, undefined = c.Bounds, true
	case program.CheckPointer:
		on, undefined = c.Pointer, true
	case program.CheckFree:
		on, undefined = c.Free, true
	case program.CheckMemtrack:
		on = c.Memtrack
	case program.CheckMemcleanup:
		on = c.Memcleanup
	case program.CheckFloatOverflow:
		on = c.FloatOverflow
	case program.CheckNaN:
		on = c.NaN
	}
	switch {
	case on:
		return checkIt
	case undefined && l.opts.CutUndefined:
		return cutUnless
	}
	return ignore
}

// require makes the operation being lowered need cond: a check of the
// given kind, an assume, or nothing, as action decides. lastCheck is the
// edge emitted, if any.
func (l *lowerer) require(kind program.CheckKind, cond program.Expr, pos program.Pos, comment string) {
	switch l.action(kind) {
	case checkIt:
		l.emitCheck(kind, cond, pos, comment)
	case cutUnless:
		l.emitCut(cond, pos)
	default:
		l.lastCheck = nil
	}
}

// defaultInstrument adds the checks that Options.Checks selects and, with
// Options.CutUndefined, the assumes that cut undefined operations.
func defaultInstrument(l *lowerer, ev *opEvent) {
	if ev.Op == "*" && ev.Y == nil {
		l.typedAccessCheck(ev)
	}
	if !l.opts.Checks.Any() && !l.opts.CutUndefined {
		return
	}
	if ev.Op == "*" && ev.Y == nil {
		// Dereference. p[i] is *(p + i): a bounds check when bounds are
		// checked, otherwise a pointer check.
		if isIndexNode(ev.Node) && l.action(program.CheckBounds) == checkIt {
			l.pointerCheck(program.CheckBounds, ev.X, ev.Pos, "pointer index out of bounds (null, outside its object or dangling) in "+ev.Text())
		} else if l.action(program.CheckPointer) != ignore {
			l.pointerCheck(program.CheckPointer, ev.X, ev.Pos, "invalid pointer dereference (null, outside its object or dangling) in "+ev.Text())
		}
		return
	}
	switch ev.Op {
	case "+", "-", "*":
		l.overflowCheck(ev)
	case "unary -":
		if ev.T.Signed && l.action(program.CheckSignedOverflow) != ignore {
			min := program.MinConst(ev.T)
			l.require(program.CheckSignedOverflow, l.binary(program.Ne, ev.X, min, program.Bool), ev.Pos,
				"arithmetic overflow on signed unary minus in "+ev.Text())
		}
	case "/", "%":
		l.require(program.CheckDivByZero, l.binary(program.Ne, ev.Y, program.NewConst(ev.T, 0), program.Bool), ev.Pos,
			"division by zero in "+ev.Text())
		if ev.T.Signed && l.action(program.CheckSignedOverflow) != ignore {
			min := program.MinConst(ev.T)
			ok := l.or(l.binary(program.Ne, ev.X, min, program.Bool),
				l.binary(program.Ne, ev.Y, program.NewConstInt(ev.T, -1), program.Bool))
			l.require(program.CheckSignedOverflow, ok, ev.Pos, "arithmetic overflow on signed "+ev.Op+" in "+ev.Text())
		}
	case "<<", ">>":
		if l.action(program.CheckShift) != ignore {
			l.shiftCheck(ev)
		}
		if ev.Op == "<<" && ev.T.Signed && l.action(program.CheckSignedOverflow) != ignore {
			l.shiftOverflowCheck(ev)
		}
	case "conversion":
		if l.action(program.CheckConversion) != ignore {
			l.conversionCheck(ev)
		}
	case "float +", "float -", "float *", "float /":
		l.floatArithChecks(ev)
	case "float conversion":
		l.floatConversionChecks(ev)
	case "[]":
		if l.action(program.CheckBounds) != ignore {
			l.boundsCheck(ev)
		}
	case "pointer -":
		if ev.Y.Type().Kind == program.KindPointer {
			l.require(program.CheckPointer, &program.Binary{Op: program.SameObject, X: ev.X, Y: ev.Y, T: program.Bool}, ev.Pos,
				"subtraction of pointers to different objects in "+ev.Text())
		}
	}
}

func isIndexNode(n cc.Node) bool {
	p, ok := n.(*cc.PostfixExpression)
	return ok && p.Case == cc.PostfixExpressionIndex
}

var overflowOps = map[string]program.BinaryOp{"+": program.AddOverflow, "-": program.SubOverflow, "*": program.MulOverflow}

// overflowCheck checks + - * of two integers of type ev.T.
func (l *lowerer) overflowCheck(ev *opEvent) {
	kind := program.CheckSignedOverflow
	sign := "signed"
	if !ev.T.Signed {
		kind, sign = program.CheckUnsignedOverflow, "unsigned"
	}
	if ev.T.Kind != program.KindInt || l.action(kind) == ignore {
		return
	}
	ov := &program.Binary{Op: overflowOps[ev.Op], X: ev.X, Y: ev.Y, T: program.Bool}
	var cond program.Expr = &program.Unary{Op: program.LNot, X: ov}
	if cx, ok := isConst(ev.X); ok {
		if cy, ok := isConst(ev.Y); ok {
			cond = program.True
			if foldOverflow(ov.Op, cx, cy) {
				cond = program.False
			}
		}
	}
	l.require(kind, cond, ev.Pos, fmt.Sprintf("arithmetic overflow on %s %s in %s", sign, ev.Op, ev.Text()))
}

// foldOverflow decides an overflow predicate on constants, so that checks of
// constant expressions that cannot overflow are not emitted.
func foldOverflow(op program.BinaryOp, x, y *program.Const) bool {
	t := x.T
	w := t.Width
	if w > 64 {
		r := new(big.Int)
		switch op {
		case program.AddOverflow:
			r.Add(x.Big(), y.Big())
		case program.SubOverflow:
			r.Sub(x.Big(), y.Big())
		default:
			r.Mul(x.Big(), y.Big())
		}
		return r.Cmp(program.MinConst(t).Big()) < 0 || r.Cmp(program.MaxConst(t).Big()) > 0
	}
	if t.Signed {
		a, b := x.SignedValue(), y.SignedValue()
		lo, hi := -(int64(1) << uint(w-1)), int64(1)<<uint(w-1)-1
		if w >= 64 {
			lo, hi = math.MinInt64, math.MaxInt64
		}
		switch op {
		case program.AddOverflow:
			r := a + b
			return (b > 0 && r < a) || (b < 0 && r > a) || r < lo || r > hi
		case program.SubOverflow:
			r := a - b
			return (b < 0 && r < a) || (b > 0 && r > a) || r < lo || r > hi
		default:
			if a == 0 || b == 0 {
				return false
			}
			r := a * b
			return r/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) || r < lo || r > hi
		}
	}
	m := t.Mask()
	a, b := x.Val, y.Val
	switch op {
	case program.AddOverflow:
		r := a + b
		return r < a || r > m
	case program.SubOverflow:
		return b > a
	default:
		if a == 0 {
			return false
		}
		r := a * b
		return r/a != b || r > m
	}
}

// shiftCheck checks the distance of a shift and, for a left shift of a
// signed value, that the value is not negative and the result is
// representable: x << n needs 0 <= x <= MAX >> n (C11 6.5.7p4).
func (l *lowerer) shiftCheck(ev *opEvent) {
	t, u := ev.T, ev.Y.Type()
	w := uint64(t.Width)
	var amountOK program.Expr
	if u.Signed {
		amountOK = l.and(l.binary(program.Ge, ev.Y, program.NewConst(u, 0), program.Bool),
			l.binary(program.Lt, ev.Y, program.NewConst(u, w), program.Bool))
	} else {
		amountOK = l.binary(program.Lt, ev.Y, program.NewConst(u, w), program.Bool)
	}
	l.require(program.CheckShift, amountOK, ev.Pos, "shift distance is negative or too large in "+ev.Text())
	if ev.Op != "<<" || !t.Signed {
		return
	}
	max := program.MaxConst(t)
	fits := l.and(l.binary(program.Ge, ev.X, program.NewConst(t, 0), program.Bool),
		l.binary(program.Le, ev.X, l.binary(program.Shr, max, ev.Y, t), program.Bool))
	l.require(program.CheckShift, l.or(l.not(amountOK), fits), ev.Pos,
		"shift of a negative value or into the sign bit in "+ev.Text())
}

// shiftOverflowCheck is the signed-overflow side of x << n (SV-COMP's
// no-overflow counts it: sv-benchmarks labels r << 24 of a promoted byte
// false-no-overflow): the mathematical x * 2^n must fit the promoted type,
// i.e. MIN >> n <= x <= MAX >> n for 0 <= n < width, and x == 0 for larger
// n. A negative distance is the shift check's business, not an overflow.
func (l *lowerer) shiftOverflowCheck(ev *opEvent) {
	t, u := ev.T, ev.Y.Type()
	w := uint64(t.Width)
	var negative program.Expr = program.False
	if u.Signed {
		negative = l.binary(program.Lt, ev.Y, program.NewConst(u, 0), program.Bool)
	}
	inRange := l.and(l.not(negative), l.binary(program.Lt, ev.Y, program.NewConst(u, w), program.Bool))
	max := program.MaxConst(t)
	min := program.MinConst(t)
	fits := l.and(l.binary(program.Le, l.binary(program.Shr, min, ev.Y, t), ev.X, program.Bool),
		l.binary(program.Le, ev.X, l.binary(program.Shr, max, ev.Y, t), program.Bool))
	zero := l.binary(program.Eq, ev.X, program.NewConst(t, 0), program.Bool)
	ok := l.or(negative, l.or(l.and(inRange, fits), l.and(l.not(inRange), zero)))
	l.require(program.CheckSignedOverflow, ok, ev.Pos, "arithmetic overflow on signed << in "+ev.Text())
}

// conversionCheck checks that an integer converted to a signed type fits.
func (l *lowerer) conversionCheck(ev *opEvent) {
	s, t := ev.X.Type(), ev.T
	if t.Kind != program.KindInt || !t.Signed || s.Kind != program.KindInt {
		return
	}
	tmax := program.NewConstBig(s, program.MaxConst(t).Big())
	var ok program.Expr
	switch {
	case s.Signed && s.Width > t.Width:
		tmin := program.NewConstBig(s, program.MinConst(t).Big())
		ok = l.and(l.binary(program.Ge, ev.X, tmin, program.Bool),
			l.binary(program.Le, ev.X, tmax, program.Bool))
	case !s.Signed && s.Width >= t.Width:
		ok = l.binary(program.Le, ev.X, tmax, program.Bool)
	default:
		return // every value fits
	}
	l.require(program.CheckConversion, ok, ev.Pos,
		fmt.Sprintf("arithmetic overflow on conversion from %s to %s in %s", s, t, ev.Text()))
}

// boundsCheck checks an index into an array: 0 <= i < length.
func (l *lowerer) boundsCheck(ev *opEvent) {
	u := ev.Y.Type()
	n := ev.X.Type().Len
	if r, ok := ev.X.(*program.VarRef); ok && l.vlaLen[r.Var] != nil {
		// A variable-length array: its length is a variable.
		var ok program.Expr = l.binary(program.Lt, l.cast(ev.Y, l.ts.sizeT), &program.VarRef{Var: l.vlaLen[r.Var]}, program.Bool)
		if u.Signed {
			ok = l.and(l.binary(program.Ge, ev.Y, program.NewConst(u, 0), program.Bool), ok)
		}
		l.require(program.CheckBounds, ok, ev.Pos, fmt.Sprintf("array %s index out of bounds in %s", r.Var.CName, ev.Text()))
		l.lastAccess = l.lastCheck
		return
	}
	var ok program.Expr = program.True
	if u.Signed {
		ok = l.binary(program.Ge, ev.Y, program.NewConst(u, 0), program.Bool)
	}
	max := u.Mask()
	if u.Signed {
		max >>= 1
	}
	if n <= 0 || uint64(n-1) < max {
		ok = l.and(ok, l.binary(program.Lt, ev.Y, program.NewConst(u, uint64(n)), program.Bool))
	}
	name := "array"
	if r, isVar := ev.X.(*program.VarRef); isVar {
		name = "array " + r.Var.CName
	}
	l.require(program.CheckBounds, ok, ev.Pos, fmt.Sprintf("%s index out of bounds in %s", name, ev.Text()))
	l.lastAccess = l.lastCheck
}

// A ptrCheck is a pointer check (or the assume that cuts an invalid
// dereference) whose condition is completed at the end of lowering, when
// every local whose lifetime can end is known.
type ptrCheck struct {
	edge  *program.Edge // a Check or an Assume
	p     program.Expr
	guard program.Expr
	// bytes marks the cut of a byte-sized access: it does not cut where p
	// points into an object whose bytes the typed model cannot address.
	bytes bool
}

// pointerCheck emits the check that p designates a part of a live object
// of its pointed-to type. The condition is __valid(p) for now;
// addLiveness adds the lifetime conditions.
//
// Memory is typed (program.Subobjects): the model calls invalid what C
// allows through character pointers in some objects (the bytes of a
// pointer, struct padding). So the cut of a byte-sized access that no
// check selects spares the pointers into objects that are not made of
// addressable bytes alone (addLiveness): cutting those paths would hide
// errors behind them.
func (l *lowerer) pointerCheck(kind program.CheckKind, p program.Expr, pos program.Pos, comment string) {
	l.require(kind, &program.Valid{X: p}, pos, comment)
	if l.lastCheck != nil {
		elem := p.Type().Elem
		bytes := l.action(kind) == cutUnless && elem != nil && elem.IsInteger() && elem.Size == 1
		l.ptrChecks = append(l.ptrChecks, &ptrCheck{edge: l.lastCheck, p: p, guard: l.guard, bytes: bytes})
	}
	l.lastAccess = l.lastCheck
}

// offsetExact is the condition that the steps p + i and p - i that make
// the dereferenced pointer p keep their value: i fits ptrdiff_t (an index
// of a wider type may not), and i * sizeof(*p) does too. The model's
// offsets are modulo 2^(pointer bits), like the machine's addresses: a
// step of 2^30 ints in ILP32 comes back to where it started. C defines
// p + i only within p's object (6.5.6p8), and no object has more than
// PTRDIFF_MAX bytes (maxObjectBytes), so a step that does not keep its
// value leaves the object: the access is invalid, as it is when the
// offset is exact and out of bounds (which the other conditions see).
// Pointer checks require it (addLiveness), cuts do not.
func (l *lowerer) offsetExact(p program.Expr) program.Expr {
	var cond program.Expr = program.True
	for {
		switch x := p.(type) {
		case *program.Cast:
			p = x.X
			continue
		case *program.Binary:
			if (x.Op == program.Add || x.Op == program.Sub) && x.X.Type().Kind == program.KindPointer && x.Y.Type().IsInteger() {
				cond = l.and(cond, l.stepExact(x.Y, x.X.Type().Elem))
				p = x.X
				continue
			}
		}
		return cond
	}
}

// stepExact is the condition that a step of i elements of elem (i of
// ptrdiff_t, perhaps converted from another type) is i * sizeof(elem)
// bytes in ptrdiff_t.
func (l *lowerer) stepExact(i program.Expr, elem *program.Type) program.Expr {
	var cond program.Expr = program.True
	pd := l.ts.ptrdiffT
	if c, ok := i.(*program.Cast); ok && c.X.Type().IsInteger() && c.X.Type().Width > pd.Width {
		// An index of a wider type: its value is the ptrdiff_t's.
		cond = l.binary(program.Eq, c.X, l.cast(l.cast(c.X, pd), c.X.Type()), program.Bool)
	}
	size := int64(1)
	if elem != nil && elem.Kind != program.KindVoid {
		size = elem.Size
	}
	if size <= 1 || !i.Type().Signed || i.Type().Width != pd.Width {
		return cond
	}
	hi := program.MaxConst(pd).SignedValue() / size
	lo := program.MinConst(pd).SignedValue() / size // rounded toward zero: within range
	in := l.and(l.binary(program.Le, i, program.NewConstInt(pd, hi), program.Bool), l.binary(program.Ge, i, program.NewConstInt(pd, lo), program.Bool))
	return l.and(cond, in)
}

// maxUnbyteable bounds the objects a byte-sized cut spares one by one;
// with more, such accesses are not cut at all.
const maxUnbyteable = 64

// madeOfBytes reports whether every byte of an object of type t is a
// byte-sized integer of it, so that a character pointer into it is valid
// in the model wherever it is in bounds: char arrays, structs of chars
// without padding.
func madeOfBytes(t *program.Type) bool {
	switch t.Kind {
	case program.KindInt, program.KindFloat:
		// every byte holds value bits (program.Subobjects' byte steps);
		// not x87's long double, whose padding no byte step reaches
		return t.Width == 8*int(t.Size)
	case program.KindArray:
		return madeOfBytes(t.Elem)
	case program.KindStruct:
		var sum int64
		for _, f := range t.Fields {
			if f.BitWidth != 0 || !madeOfBytes(f.Type) {
				return false
			}
			sum += f.Type.Size
		}
		return sum == t.Size
	}
	return false
}

// undoAccessCheck removes the bounds and pointer checks of the accesses
// the operand of & only computes an address with: &a[n], &*p, &p->f,
// &p->a[i].f and &((T *)0)->f (offsetof, container_of) read and write
// nothing. The walk follows the lvalue down through members and array
// elements to the first dereference; what that dereference's pointer
// reads (p->next in &p->next->f) is a real access and keeps its check.
func (l *lowerer) undoAccessCheck(e program.Expr) {
	l.lastAccess = nil
	for {
		switch x := e.(type) {
		case *program.Field:
			e = x.X
			continue
		case *program.Index:
			l.dropAccessEdge(l.accessEdge[x])
			e = x.X
			continue
		case *program.Deref:
			l.dropAccessEdge(l.accessEdge[x])
			l.dropAccessEdge(l.typedEdge[x])
		}
		return
	}
}

// dropAccessEdge turns the check (or cut) edge a into a skip and forgets
// its check.
func (l *lowerer) dropAccessEdge(a *program.Edge) {
	if a == nil {
		return
	}
	if chk, ok := a.Stmt.(*program.Check); ok {
		for i := len(l.p.Checks) - 1; i >= 0; i-- {
			if l.p.Checks[i] != chk.Check {
				continue
			}
			l.p.Checks = append(l.p.Checks[:i], l.p.Checks[i+1:]...)
			if i == len(l.p.Checks) {
				// The last check: its number is given again.
				fn := chk.Check.Func
				if fn == "" {
					fn = "$init"
				}
				l.checkN[fn+"."+string(chk.Check.Kind)]--
			}
			break
		}
	}
	a.Stmt = &program.Skip{}
	for i, pc := range l.ptrChecks {
		if pc.edge == a {
			l.ptrChecks = append(l.ptrChecks[:i], l.ptrChecks[i+1:]...)
			break
		}
	}
}

// addLiveness completes the pointer checks with the lifetimes of locals.
// Every address-taken local that dies somewhere (a Dead edge) gets a Bool
// variable x$dead, false at the start of the program, set true by its Dead
// edges and false again by every assignment or havoc of x itself (its
// declaration, the next time round a loop): exactly when the interpreter
// considers x dead. A pointer check then also requires, for each such x,
// that the pointer does not point into x while x$dead holds.
func (l *lowerer) addLiveness() {
	if len(l.ptrChecks) == 0 {
		return
	}
	p := l.p
	flags := map[*program.Var]*program.Var{}
	var order []*program.Var
	for _, loc := range p.Locs {
		for _, e := range loc.Out {
			if d, ok := e.Stmt.(*program.Dead); ok && flags[d.Var] == nil && d.Var.Object != 0 {
				f := &program.Var{Name: l.uniqueName(d.Var.Name + "$dead"), Type: program.Bool, Func: d.Var.Func, Temp: true, Pos: d.Var.Pos}
				p.Locals = append(p.Locals, f)
				flags[d.Var] = f
				order = append(order, d.Var)
			}
		}
	}
	var unbyteable []*program.Var // objects not made of bytes
	for _, o := range p.Objects {
		if !madeOfBytes(o.Type) {
			unbyteable = append(unbyteable, o)
		}
	}
	for _, pc := range l.ptrChecks {
		var cond program.Expr = l.and(&program.Valid{X: pc.p}, l.vlaInBounds(pc.p))
		if _, checked := pc.edge.Stmt.(*program.Check); checked {
			// A check must fail on a step that leaves the object (else a
			// wrong TRUE); a cut that misses one only leaves a path whose
			// replay the interpreter stops at the access (UNKNOWN). As a
			// cut, the range costs k-induction at every access (s12if:
			// 15 s to a timeout, separate assume or conjunct alike).
			cond = l.and(cond, l.offsetExact(pc.p))
		}
		cond = l.and(cond, l.heapLiveness(pc.p))
		if pc.bytes {
			if len(unbyteable) > maxUnbyteable {
				pc.edge.Stmt = &program.Skip{}
				continue
			}
			for _, o := range unbyteable {
				cond = l.or(cond, &program.Binary{Op: program.SameObject, X: pc.p, Y: &program.AddrOf{X: &program.VarRef{Var: o}, T: l.ts.ptrTo(o.Type)}, T: program.Bool})
			}
		}
		for _, v := range order {
			if !l.mayPointInto(pc.p, v) {
				continue
			}
			same := &program.Binary{Op: program.SameObject, X: pc.p, Y: &program.AddrOf{X: &program.VarRef{Var: v}, T: l.ts.ptrTo(v.Type)}, T: program.Bool}
			cond = l.and(cond, l.or(l.not(same), l.not(&program.VarRef{Var: flags[v]})))
		}
		if pc.guard != nil {
			cond = l.or(l.not(pc.guard), cond)
		}
		switch st := pc.edge.Stmt.(type) {
		case *program.Check:
			st.Cond = cond
		case *program.Assume:
			st.Cond = cond
		}
	}
	if len(order) == 0 {
		return
	}
	set := func(v *program.Var, val *program.Const) program.Stmt {
		return &program.Assign{LHS: &program.VarRef{Var: flags[v]}, RHS: val}
	}
	// after[loc] are the statements to run after an edge out of loc.
	inserted := map[*program.Loc][]*program.Loc{}
	insertAfter := func(e *program.Edge, s program.Stmt) {
		n := &program.Loc{ID: -1, Pos: e.Pos, Func: e.From.Func, Frame: e.From.Frame}
		inserted[e.From] = append(inserted[e.From], n)
		to := e.To
		e.Retarget(n)
		p.AddEdge(n, to, s, e.Pos)
	}
	for _, loc := range append([]*program.Loc(nil), p.Locs...) {
		for _, e := range append([]*program.Edge(nil), loc.Out...) {
			switch st := e.Stmt.(type) {
			case *program.Dead:
				if flags[st.Var] != nil {
					insertAfter(e, set(st.Var, program.True))
				}
			case *program.Assign:
				if v, _ := program.LvalueRoot(st.LHS); v != nil && flags[v] != nil {
					insertAfter(e, set(v, program.False))
				}
			case *program.Havoc:
				if v, _ := program.LvalueRoot(st.LHS); v != nil && flags[v] != nil {
					insertAfter(e, set(v, program.False))
				}
			}
		}
	}
	// The flags start false: at the entry, before everything else.
	entry := p.Entry
	outs := entry.Out
	entry.Out = nil
	cur := entry
	for _, v := range order {
		n := &program.Loc{ID: -1, Pos: entry.Pos, Func: entry.Func, Frame: entry.Frame}
		inserted[entry] = append(inserted[entry], n)
		p.AddEdge(cur, n, set(v, program.False), entry.Pos)
		cur = n
	}
	for _, e := range outs {
		e.From = cur
		cur.Out = append(cur.Out, e)
	}
	// Number the new locations right after the location they follow, so
	// that only loops have back edges.
	var locs []*program.Loc
	for _, loc := range p.Locs {
		locs = append(locs, loc)
		locs = append(locs, inserted[loc]...)
	}
	for i, loc := range locs {
		loc.ID = i
	}
	p.Locs = locs
}

func (l *lowerer) hook(ev *opEvent) {
	if l.constDep > 0 || l.instrHook == nil {
		return
	}
	if l.lib != nil {
		ev.Call = l.lib.text
	}
	l.instrHook(l, ev)
}

// typedAccessCheck makes a dereference *p of a type T wider than a byte
// need that p, where it addresses a byte of an object, designates a T
// there: a model-limit check (program.CheckCapacity, UNKNOWN when it
// fails). Memory is typed (program.Subobjects), and the encodings read
// an unconstrained value and write nothing where p designates no T. C
// allows such accesses (a uint32_t stored into malloc'd bytes, through a
// cast pointer, gives them their effective type; gcc programs pun
// declared objects too), so a path through one may neither be cut nor
// go on as if nothing were written: the run says UNKNOWN. A null, out of
// bounds or dangling p is the pointer check's (or, under CutUndefined,
// the cut's): no byte of an object is there. Where the pointer checks
// check the dereference, their counterexamples through such accesses are
// UNKNOWN already (interp's Untracked), and no check is added.
// finishTypedChecks drops these checks when no pointer in the program is
// retyped, and otherwise those whose pointer the points-to analysis shows
// to reach only parts of the accessed type (typedSafe).
func (l *lowerer) typedAccessCheck(ev *opEvent) {
	pt := ev.X.Type()
	if pt == nil || pt.Kind != program.KindPointer || pt.Elem == nil {
		return
	}
	elem := pt.Elem
	if elem.Kind == program.KindVoid {
		return
	}
	if l.lib != nil && !l.lib.bytewise || l.action(program.CheckPointer) == checkIt || (isIndexNode(ev.Node) && l.action(program.CheckBounds) == checkIt) {
		return
	}
	if elem.Size == 1 {
		// A byte: the model addresses every byte of the objects made of
		// bytes (madeOfBytes) and none of the others' (a pointer's, a
		// struct's padding). The condition, that p does not point into
		// one of those, is completed by finishTypedChecks.
		if !elem.IsInteger() {
			return
		}
		l.emitCheck(program.CheckCapacity, &program.Valid{X: ev.X}, ev.Pos, "beyond the typed memory model: an access to a byte the model does not address (of a pointer or padding), through a cast pointer, in "+ev.Text())
		if l.lastCheck != nil {
			l.byteChecks = append(l.byteChecks, &ptrCheck{edge: l.lastCheck, p: ev.X, guard: l.guard})
			l.lastTyped = l.lastCheck
		}
		return
	}
	// The condition is completed by finishTypedChecks.
	l.emitCheck(program.CheckCapacity, &program.Valid{X: ev.X}, ev.Pos, "beyond the typed memory model: an access as "+elem.String()+" where another type's bytes may be, through a cast pointer, in "+ev.Text())
	if l.lastCheck != nil {
		l.typedChecks = append(l.typedChecks, &ptrCheck{edge: l.lastCheck, p: ev.X, guard: l.guard})
		l.lastTyped = l.lastCheck
	}
}

// unbyteableObjects are the objects not made of bytes (a pointer, a
// struct with padding), whose bytes the model does not address.
func (l *lowerer) unbyteableObjects() []*program.Var {
	var out []*program.Var
	for _, o := range l.p.Objects {
		if !madeOfBytes(o.Type) {
			out = append(out, o)
		}
	}
	return out
}

// insideAny is the condition that p points into one of objs.
func (l *lowerer) insideAny(p program.Expr, objs []*program.Var) program.Expr {
	var inside program.Expr = program.False
	for _, o := range objs {
		inside = l.or(inside, &program.Binary{Op: program.SameObject, X: p, Y: &program.AddrOf{X: &program.VarRef{Var: o}, T: l.ts.ptrTo(o.Type)}, T: program.Bool})
	}
	return inside
}

// complete sets the condition of the typed-access check pc: p designates
// its type, or p points at no byte of an object: not at an addressable
// byte (Valid as unsigned char *), nor into an object not made of bytes
// (whose bytes are not addressable). With more than maxUnbyteable of
// those, only a null p is let through (the pointer checks or cuts see
// to it): an invalid p into anything else is beyond the model.
func (l *lowerer) complete(pc *ptrCheck, unbyteable []*program.Var) {
	chk, ok := pc.edge.Stmt.(*program.Check)
	if !ok {
		return
	}
	var elsewhere program.Expr
	unbyteable = l.targetsOf(pc.p, unbyteable)
	if len(unbyteable) > maxUnbyteable {
		elsewhere = l.binary(program.Eq, pc.p, program.NewConst(pc.p.Type(), 0), program.Bool)
	} else {
		// Not l.cast: the check's own conversion retypes nothing.
		asBytes := &program.Cast{X: pc.p, T: l.ts.ptrTo(l.ts.uchar)}
		elsewhere = l.not(l.or(&program.Valid{X: asBytes}, l.insideAny(pc.p, unbyteable)))
	}
	cond := l.or(&program.Valid{X: pc.p}, elsewhere)
	if pc.guard != nil {
		cond = l.or(l.not(pc.guard), cond)
	}
	chk.Cond = cond
}

// notePointerCast records a conversion of a pointer to elem from into a
// pointer to elem to, outside the library's bodies (which choose their
// element types themselves, libElem), for finishTypedChecks.
func (l *lowerer) notePointerCast(from, to *program.Type) {
	if l.lib != nil || l.finishing || from == nil || to == nil || program.Identical(from, to) {
		return
	}
	if l.toVoid == nil {
		l.toVoid, l.fromVoid = map[string]bool{}, map[string]bool{}
	}
	switch {
	case to.Kind == program.KindVoid:
		l.toVoid[from.String()] = true
		if from.Kind != program.KindVoid && !madeOfBytes(from) {
			l.unbyteableToVoid = true
		}
	case to.Size <= 1:
		// bytes: read and written by byte steps (program.Subobjects),
		// where the object is made of bytes
		if from.Kind == program.KindVoid {
			l.bytesFromVoid = true
		} else if !madeOfBytes(from) {
			l.bytesOfUnbyteable = true
		}
	case from.Kind == program.KindVoid:
		l.fromVoid[to.String()] = true
	default:
		l.retyped = true
	}
}

// finishTypedChecks removes the typed-access checks when no pointer can
// designate bytes of another type than its own: when the program has no
// conversion of a pointer to T* (T wider than a byte) from a pointer to
// another non-void type, and every T* made from a void* has the one type
// that is converted to void* (a void* carries any type converted to it
// into any type converted from it). Otherwise it removes those the
// points-to analysis decides (typedSafe) and completes the others, over
// the objects their pointer may reach.
func (l *lowerer) finishTypedChecks() {
	if len(l.typedChecks)+len(l.byteChecks) == 0 {
		return
	}
	defer l.renumberCapacityChecks()
	l.finishByteChecks()
	if len(l.typedChecks) == 0 {
		return
	}
	retyped := l.retyped
	if len(l.fromVoid) > 0 && len(l.toVoid) != 1 {
		retyped = true // several types meet in void *, or one of unknown origin
	}
	for t := range l.fromVoid {
		if !l.toVoid[t] {
			retyped = true
		}
	}
	var edges, safe []*program.Edge
	unbyteable := l.unbyteableObjects()
	for _, pc := range l.typedChecks {
		edges = append(edges, pc.edge)
		if !retyped {
			continue
		}
		if l.typedSafe(pc) {
			safe = append(safe, pc.edge)
			continue
		}
		l.complete(pc, unbyteable)
	}
	if !retyped {
		l.dropChecks(edges)
	} else if len(safe) > 0 {
		l.dropChecks(safe)
	}
}

// pointsTo is the points-to analysis of the lowered program that decides
// the typed-access checks one by one (program.PointsTo), or nil when
// the program is outside its assumptions: a dereference through a
// pointer that designates no subobject of its type must end the path
// (a pointer check or cut), and pointers must be only pointers (no
// conversion between pointers and integers, no union member holding
// pointers).
func (l *lowerer) pointsTo() *program.PointsTo {
	if l.pta != nil || l.ptaOff {
		return l.pta
	}
	if l.opts.NoPointsTo || l.action(program.CheckPointer) == ignore || l.action(program.CheckBounds) == ignore || l.addrConv || l.unionPointers() {
		l.ptaOff = true
		return nil
	}
	l.pta = program.AnalyzePointsTo(l.p, uninitialised)
	return l.pta
}

// mayPointInto reports whether pointer p may point into object o, as
// far as the points-to analysis knows (true without it).
func (l *lowerer) mayPointInto(p program.Expr, o *program.Var) bool {
	return len(l.targetsOf(p, []*program.Var{o})) == 1
}

// targetsOf narrows objs to those p may point into.
func (l *lowerer) targetsOf(p program.Expr, objs []*program.Var) []*program.Var {
	a := l.pointsTo()
	if a == nil {
		return objs
	}
	s := a.Eval(p)
	if s.Top {
		return objs
	}
	var out []*program.Var
	for _, o := range objs {
		if _, ok := s.M[o]; ok {
			out = append(out, o)
		}
	}
	return out
}

// uninitialised reports whether a havoc stands for storage that C leaves
// uninitialised: a local without initialiser, malloc's and alloca's
// objects. A pointer read from it points nowhere C lets a program
// dereference.
func uninitialised(h *program.Havoc) bool {
	switch h.Why {
	case "uninitialised", "malloc", "realloc", "alloca", "__builtin_alloca":
		return h.Bodiless == ""
	}
	return false
}

// typedSafe reports whether the points-to analysis shows that the access
// of the typed-access check pc is always of a subobject of its type
// where it designates a byte of an object: the check cannot fail.
func (l *lowerer) typedSafe(pc *ptrCheck) bool {
	if _, ok := pc.edge.Stmt.(*program.Check); !ok {
		return false
	}
	a := l.pointsTo()
	if a == nil {
		return false
	}
	pt := pc.p.Type()
	if pt == nil || pt.Kind != program.KindPointer || pt.Elem == nil {
		return false
	}
	return program.SafeAccess(a.Eval(pc.p), pt.Elem)
}

// finishByteChecks completes the byte checks of typedAccessCheck: p may
// not point into an object that is not made of bytes; or removes them
// when no byte pointer can be made from a pointer to such an object
// (directly, or through a void * that one was converted to), or when
// there are too many such objects to list (maxUnbyteable).
func (l *lowerer) finishByteChecks() {
	if len(l.byteChecks) == 0 {
		return
	}
	unbyteable := l.unbyteableObjects()
	keep := (l.bytesOfUnbyteable || (l.bytesFromVoid && l.unbyteableToVoid)) && len(unbyteable) > 0 && len(unbyteable) <= maxUnbyteable
	var edges, safe []*program.Edge
	for _, pc := range l.byteChecks {
		edges = append(edges, pc.edge)
		chk, ok := pc.edge.Stmt.(*program.Check)
		if !keep || !ok {
			continue
		}
		if l.typedSafe(pc) {
			safe = append(safe, pc.edge)
			continue
		}
		cond := l.or(&program.Valid{X: pc.p}, l.not(l.insideAny(pc.p, l.targetsOf(pc.p, unbyteable))))
		if pc.guard != nil {
			cond = l.or(l.not(pc.guard), cond)
		}
		chk.Cond = cond
	}
	if !keep {
		l.dropChecks(edges)
	} else if len(safe) > 0 {
		l.dropChecks(safe)
	}
}

// renumberCapacityChecks numbers the capacity checks of each function
// again in their order, so that the typed-access checks dropped (or
// undone by undoAccessCheck) leave no gaps: the other capacity checks
// keep the numbers they had without them.
func (l *lowerer) renumberCapacityChecks() {
	n := map[string]int{}
	for _, c := range l.p.Checks {
		if c.Kind != program.CheckCapacity {
			continue
		}
		fn := c.Func
		if fn == "" {
			fn = "$init"
		}
		key := fn + "." + string(c.Kind)
		n[key]++
		c.ID = fmt.Sprintf("%s.%d", key, n[key])
	}
}

// dropChecks turns the check edges into skips and forgets their checks.
func (l *lowerer) dropChecks(edges []*program.Edge) {
	drop := map[*program.CheckInfo]bool{}
	for _, e := range edges {
		if c, ok := e.Stmt.(*program.Check); ok {
			drop[c.Check] = true
			e.Stmt = &program.Skip{}
		}
	}
	var checks []*program.CheckInfo
	for _, c := range l.p.Checks {
		if !drop[c] {
			checks = append(checks, c)
		}
	}
	l.p.Checks = checks
}
