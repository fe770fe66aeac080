package cfront

import (
	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Variadic functions. Every call is inlined, so the variable arguments of
// a call are known where it is lowered: each is evaluated, promoted as C's
// default argument promotions say (integers narrower than int to int,
// float to double), and stored in a temporary object of its own, and the
// call's frame gets an array of their addresses, one slot per argument
// and a null slot after the last:
//
//	f(fmt, 1, 'c', 2.5f)   int t1 = 1; int t2 = 'c'; double t3 = 2.5f;
//	                       void *slots[4] = { &t1, &t2, &t3, 0 };
//
// A va_list is a void * (cc's __builtin_va_list) that points to a slot:
//
//	va_start(ap, last)     ap = &slots[0]               (vaStart)
//	va_arg(ap, T)          *(T *)__builtin_va_next(&ap)
//	va_end(ap)             nothing
//	va_copy(d, s)          d = s                       (cc's macro)
//
// __builtin_va_next (__cfront_va_next in libVarargsText, inlined like the
// library) returns the slot's address and moves ap to the next slot. So
// va_arg reads the argument through a pointer of the type the program
// names: reading it as a type the argument does not have, or past the
// last argument (the null slot), is the invalid dereference that the
// memory checks report, as the undefined behaviour it is in C. A va_list
// passed to another function (vprintf-style helpers with bodies) is a
// pointer like any other and goes on reading the same slots.
//
// What gcc's ABI does with va_list (an array of one struct on x86-64,
// a char * on i386) is not visible to a program that only uses the
// macros; a program that looks into a va_list's representation reads our
// void * instead.

// libVarargsText is the library part of va_arg.
const libVarargsText = `void *__builtin_va_next(void **ap);
void *__cfront_va_next(void **ap) {
  void **slot = *ap;
  *ap = slot + 1;
  return *slot;
}
`

// defaultPromotion applies C's default argument promotions to the value
// of an argument that matches the ellipsis of a prototype.
func (l *lowerer) defaultPromotion(v program.Expr, at cc.Node) program.Expr {
	t := v.Type()
	switch {
	case t.Kind == program.KindBool || t.IsInteger():
		return l.cast(v, l.ts.ints.Promote(t))
	case t.Kind == program.KindFloat && t == l.ts.ints.Float:
		return l.conv(v, l.ts.ints.Double, at)
	}
	return v
}

// storeVarArgs stores the variable arguments extra of a call of a
// variadic function in the frame fr being entered: one temporary each,
// and fr.vaSlots with their addresses.
func (l *lowerer) storeVarArgs(fr *frame, extra []program.Expr, at cc.Node) {
	pos := l.posOf(at)
	voidPtr := l.ts.ptrTo(program.Void)
	slots := l.newTemp(l.ts.arrayOf(voidPtr, int64(len(extra))+1), pos)
	slotsRef := &program.VarRef{Var: slots}
	l.takeAddress(slotsRef)
	for i, v := range extra {
		v = l.defaultPromotion(v, at)
		tmp := l.newTemp(v.Type(), pos)
		ref := &program.VarRef{Var: tmp}
		l.emit(&program.Assign{LHS: ref, RHS: v}, pos)
		l.takeAddress(ref)
		addr := &program.AddrOf{X: ref, T: l.ts.ptrTo(v.Type())}
		slot := &program.Index{X: slotsRef, Index: program.NewConst(l.ts.int_, uint64(i))}
		l.emit(&program.Assign{LHS: slot, RHS: l.cast(addr, voidPtr)}, pos)
	}
	last := &program.Index{X: slotsRef, Index: program.NewConst(l.ts.int_, uint64(len(extra)))}
	l.emit(&program.Assign{LHS: last, RHS: &program.Zero{T: voidPtr}}, pos)
	fr.vaSlots = slots
}

// vaStart lowers __builtin_va_start(ap, last): ap points to the first
// slot of the innermost call of a variadic function.
func (l *lowerer) vaStart(args []cc.ExpressionNode, x *cc.PostfixExpression) {
	pos := l.posOf(x)
	if len(args) < 1 {
		l.failf(x, false, "va_start needs a va_list")
	}
	fr := l.fn
	if fr == nil || fr.vaSlots == nil {
		l.failf(x, false, "va_start used in a function with fixed arguments")
	}
	ap := l.lval(args[0])
	for _, a := range args[1:] {
		l.effect(a)
	}
	if ap.Type().Kind != program.KindPointer {
		l.failf(x, false, "va_start of an object that is not a va_list")
	}
	first := &program.AddrOf{X: &program.Index{X: &program.VarRef{Var: fr.vaSlots}, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(fr.vaSlots.Type.Elem)}
	l.emit(&program.Assign{LHS: ap, RHS: l.cast(first, ap.Type())}, pos)
}
