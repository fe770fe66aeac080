package cfront

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// GCC's built-ins that real code uses. Those with a fixed meaning over
// integers (__builtin_bswap32, __builtin_clz, __builtin_popcount, ...)
// are C bodies in libBuiltinText, inlined like the library's; the
// type-generic ones are lowered here:
//
//	__builtin_{add,sub,mul}_overflow(a, b, res)  and the typed forms
//	__builtin_{s,u}{add,sub,mul}{,l,ll}_overflow: the mathematical
//	result of a op b, stored wrapped into *res; the value is whether it
//	did not fit. __builtin_{add,sub,mul}_overflow_p(a, b, c) is the
//	answer alone, for the type of c.
//	__sync_* and __atomic_*: the single-threaded meaning (read, compute,
//	write; fences do nothing). Their arithmetic wraps, as GCC defines it.
//	__builtin_constant_p(e): 1 when e is an integer constant expression
//	(what gcc -O0 answers), else 0.
//	__builtin_object_size(p, t): what gcc -O0 answers. For an address
//	at a constant offset into a named object of static size (buf,
//	&s.m, &a[2], buf + 2, through pointer casts) the bytes from there
//	to the end of the object (t 0 and 2) or of the closest enclosing
//	member or array (t 1 and 3), 0 when outside; otherwise unknown,
//	(size_t)-1 for t 0 and 1, 0 for 2 and 3.
//	__builtin___memcpy_chk(d, s, n, size) and the other _chk forms of
//	the modelled functions: the function, without the size argument
//	(which is __builtin_object_size's: unknown).
//
// The exact result of an overflow built-in is computed in a signed
// integer of 64 bits (operands of at most 32) or 128 bits (at most 64),
// unsigned for the product of two unsigned operands, where it always
// fits; it fits the result type T when converting it to T and back
// gives it again with the same sign.

// overflowBuiltinOps are the operators of the overflow built-ins by the word in
// their names.
var overflowBuiltinOps = map[string]program.BinaryOp{"add": program.Add, "sub": program.Sub, "mul": program.Mul}

// overflowBuiltin parses the name of an overflow built-in: its operator,
// the operands' type for the typed forms ("" for the generic ones: 's'
// or 'u' then "", "l" or "ll"), and whether it is a _p form.
func overflowBuiltin(name string) (op program.BinaryOp, typed string, pred, ok bool) {
	s, found := strings.CutPrefix(name, "__builtin_")
	if !found {
		return 0, "", false, false
	}
	if s2, found := strings.CutSuffix(s, "_overflow_p"); found {
		op, ok = overflowBuiltinOps[s2]
		return op, "", true, ok
	}
	s, found = strings.CutSuffix(s, "_overflow")
	if !found {
		return 0, "", false, false
	}
	if op, ok = overflowBuiltinOps[s]; ok {
		return op, "", false, true
	}
	if len(s) < 4 || s[0] != 's' && s[0] != 'u' {
		return 0, "", false, false
	}
	op, ok = overflowBuiltinOps[s[1:4]]
	suffix := s[4:]
	if !ok || suffix != "" && suffix != "l" && suffix != "ll" {
		return 0, "", false, false
	}
	return op, s[:1] + suffix, false, true
}

// typedOperand is the operand type of a typed overflow built-in.
func (l *lowerer) typedOperand(typed string) *program.Type {
	ts := l.ts
	switch typed {
	case "s":
		return ts.int_
	case "sl":
		return ts.long
	case "sll":
		return ts.llong
	case "u":
		return ts.uint_
	case "ul":
		return ts.ulong
	}
	return ts.ullong
}

// gccBuiltin lowers the type-generic built-ins; ok is false for other
// names.
func (l *lowerer) gccBuiltin(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression) (program.Expr, bool) {
	pos := l.posOf(x)
	if op, typed, pred, ok := overflowBuiltin(name); ok {
		return l.overflowCall(name, op, typed, pred, args, x), true
	}
	switch name {
	case "__builtin_constant_p":
		if len(args) != 1 {
			l.failf(x, false, "%s takes one argument", name)
		}
		switch args[0].Value().(type) {
		case cc.Int64Value, cc.UInt64Value:
			return program.NewConst(l.ts.int_, 1), true
		}
		return program.NewConst(l.ts.int_, 0), true
	case "__ccgo__types_compatible_p":
		// cc spells __builtin_types_compatible_p(T1, T2) as this call of
		// two compound literals and gives the call its constant value;
		// gcc also takes an enumerated type as compatible with the
		// integer type it gives it (unsigned int when no enumerator is
		// negative, else int; wider when they do not fit), which cc does
		// not.
		if len(args) == 2 && args[0].Type() != nil && args[1].Type() != nil {
			t1, t2 := args[0].Type(), args[1].Type()
			e1, ok1 := t1.(*cc.EnumType)
			e2, ok2 := t2.(*cc.EnumType)
			if ok1 != ok2 {
				if ok2 {
					e1, t2 = e2, t1
				}
				return program.NewConst(l.ts.int_, b2u(t2.Kind() == gccEnumKind(e1, l.ts.long.Width == 64))), true
			}
		}
		switch v := x.Value().(type) {
		case cc.Int64Value:
			return program.NewConst(l.ts.int_, uint64(v)), true
		case cc.UInt64Value:
			return program.NewConst(l.ts.int_, uint64(v)), true
		}
		l.failf(x, true, "__builtin_types_compatible_p of types the front end cannot compare")
	case "__builtin_choose_expr":
		if len(args) != 3 {
			l.failf(x, false, "%s takes three arguments", name)
		}
		c, _ := l.constInt(args[0])
		chosen := args[2]
		if c != 0 {
			chosen = args[1]
		}
		if !want || chosen.Type() == nil || chosen.Type().Kind() == cc.Void {
			l.effect(chosen)
			return nil, true
		}
		return l.rval(chosen), true
	case "__builtin_object_size", "__builtin_dynamic_object_size":
		if len(args) != 2 {
			l.failf(x, false, "%s takes two arguments", name)
		}
		t, _ := l.constInt(args[1])
		unknown := program.NewConst(l.ts.sizeT, l.ts.sizeT.Mask())
		if t&2 != 0 {
			unknown = program.NewConst(l.ts.sizeT, 0)
		}
		// gcc never evaluates the argument; with side effects it is unknown.
		if !args[0].Pure() {
			return unknown, true
		}
		p, ok := l.lowerQuietly(args[0])
		if !ok {
			return unknown, true
		}
		n, known, modelled := objectSize(p, t)
		switch {
		case modelled && known:
			return program.NewConst(l.ts.sizeT, uint64(n)), true
		case modelled:
			return unknown, true
		case l.constDep > 0:
			return unknown, true
		}
		// A subobject gcc measures by rules not modelled here: any value,
		// as the result of a function without body, so that no
		// counterexample rests on it.
		pos := l.posOf(x)
		l.note("nobody:"+name, pos, name+" of a part of an array of aggregates is not computed: its result is any value, and a counterexample that depends on it is no answer")
		tmp := &program.VarRef{Var: l.newTemp(l.ts.sizeT, pos)}
		l.emit(&program.Havoc{LHS: tmp, Why: "result of " + name, Bodiless: name}, pos)
		return tmp, true
	}
	if base, ok := chkBuiltin(name); ok {
		if fd := l.libFunc(base); fd != nil && len(args) > 0 {
			for _, a := range args[len(args)-1:] {
				if !a.Pure() {
					l.failf(x, true, "unsupported: %s with a size argument that has side effects", name)
				}
			}
			return l.callLib(base, fd, args[:len(args)-1], want, x), true
		}
	}
	if strings.HasPrefix(name, "__sync_") || strings.HasPrefix(name, "__atomic_") {
		return l.atomicCall(name, args, want, x, pos), true
	}
	return nil, false
}

// chkBuiltin recognises __builtin___memcpy_chk and the like: the
// function checked.
func chkBuiltin(name string) (string, bool) {
	s, ok := strings.CutPrefix(name, "__builtin___")
	if !ok {
		return "", false
	}
	return strings.CutSuffix(s, "_chk")
}

// overflowCall lowers an overflow built-in.
func (l *lowerer) overflowCall(name string, op program.BinaryOp, typed string, pred bool, args []cc.ExpressionNode, x *cc.PostfixExpression) program.Expr {
	pos := l.posOf(x)
	if len(args) != 3 {
		l.failf(x, false, "%s takes three arguments", name)
	}
	var res *program.Type // the result type T
	var vals []program.Expr
	if pred {
		vals = l.lowerArgs(args[:2], pos)
		res = l.typeOf(args[2].Type(), x)
	} else {
		vals = l.lowerArgs(args, pos)
		p := vals[2]
		if p.Type().Kind != program.KindPointer || p.Type().Elem == nil {
			l.failf(x, false, "%s needs a pointer to an integer as third argument", name)
		}
		res = p.Type().Elem
	}
	if res.Kind != program.KindInt {
		l.failf(x, false, "%s: the result must be an integer, not %s", name, res)
	}
	a, b := vals[0], vals[1]
	if typed != "" {
		t := l.typedOperand(typed)
		a, b = l.conv(a, t, x), l.conv(b, t, x)
	}
	for _, v := range []*program.Expr{&a, &b} {
		switch (*v).Type().Kind {
		case program.KindBool:
			*v = l.cast(*v, l.ts.int_)
		case program.KindInt:
		default:
			l.failf(x, false, "%s needs integer operands", name)
		}
	}
	wa, wb := a.Type().Width, b.Type().Width
	if wa > 64 || wb > 64 || res.Width > 64 {
		l.failf(x, true, "unsupported: %s on 128-bit integers", name)
	}
	width := 64
	if wa > 32 || wb > 32 {
		width = 128
	}
	signed := op != program.Mul || a.Type().Signed || b.Type().Signed
	wide := l.wideInt(width, signed)
	r := l.binary(op, l.cast(a, wide), l.cast(b, wide), wide)
	if !program.IsLvalue(r) {
		if _, ok := isConst(r); !ok {
			tmp := l.newTemp(wide, pos)
			l.emit(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: r}, pos)
			r = &program.VarRef{Var: tmp}
		}
	}
	wrapped := l.cast(r, res)
	fits := l.and(l.binary(program.Eq, l.cast(wrapped, wide), r, program.Bool),
		l.binary(program.Eq, l.isNegative(r), l.isNegative(wrapped), program.Bool))
	ovf := l.not(fits)
	if !pred {
		flag := l.newTemp(program.Bool, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: flag}, RHS: ovf}, pos)
		ovf = &program.VarRef{Var: flag}
		lhs := l.deref(vals[2], x)
		l.emit(&program.Assign{LHS: lhs, RHS: wrapped}, pos)
	}
	return ovf
}

// wideInt is the integer type of width bits (64 or 128).
func (l *lowerer) wideInt(width int, signed bool) *program.Type {
	if width == 64 {
		if signed {
			return l.ts.llong
		}
		return l.ts.ullong
	}
	if signed {
		if l.ts.int128 != nil {
			return l.ts.int128
		}
		return program.IntType("__int128", 128, true)
	}
	if l.ts.uint128 != nil {
		return l.ts.uint128
	}
	return program.IntType("unsigned __int128", 128, false)
}

// isNegative is the Bool e < 0 (false for unsigned types).
func (l *lowerer) isNegative(e program.Expr) program.Expr {
	if !e.Type().Signed {
		return program.False
	}
	return l.binary(program.Lt, e, program.NewConst(e.Type(), 0), program.Bool)
}

// atomicOps are the operators of the fetch-and-op built-ins.
var atomicOps = map[string]program.BinaryOp{
	"add": program.Add, "sub": program.Sub, "and": program.And, "or": program.Or, "xor": program.Xor, "nand": program.And,
}

// atomicCall lowers a __sync_ or __atomic_ built-in as one thread runs it.
func (l *lowerer) atomicCall(name string, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression, pos program.Pos) program.Expr {
	switch name {
	case "__sync_synchronize", "__atomic_thread_fence", "__atomic_signal_fence":
		for _, a := range args {
			l.effect(a)
		}
		return nil
	case "__atomic_always_lock_free", "__atomic_is_lock_free":
		for _, a := range args {
			l.effect(a)
		}
		return program.NewConst(l.ts.int_, 1)
	}
	vals := l.lowerArgs(args, pos)
	need := func(n int) {
		if len(vals) < n || vals[0].Type().Kind != program.KindPointer || vals[0].Type().Elem == nil {
			l.failf(x, false, "%s needs a pointer and %d arguments", name, n)
		}
	}
	need(1)
	obj := l.deref(vals[0], x)
	t := obj.Type()
	scalar := t.Kind == program.KindInt || t.Kind == program.KindBool || t.Kind == program.KindPointer
	if !scalar {
		l.failf(x, true, "unsupported: %s on %s", name, t)
	}
	old := l.newTemp(t, pos)
	oldRef := &program.VarRef{Var: old}
	l.emit(&program.Assign{LHS: oldRef, RHS: obj}, pos)
	store := func(v program.Expr) {
		l.emit(&program.Assign{LHS: l.deref(vals[0], x), RHS: v}, pos)
	}
	s := strings.TrimPrefix(strings.TrimPrefix(name, "__sync_"), "__atomic_")
	// Fetch-and-op and op-and-fetch.
	for _, form := range []struct {
		prefix, suffix string
		fetchFirst     bool
	}{{"fetch_and_", "", true}, {"", "_and_fetch", false}, {"fetch_", "", true}, {"", "_fetch", false}} {
		word, ok := strings.CutPrefix(s, form.prefix)
		if !ok || form.prefix == "" && !strings.HasSuffix(s, form.suffix) {
			continue
		}
		word = strings.TrimSuffix(word, form.suffix)
		op, ok := atomicOps[word]
		if !ok {
			continue
		}
		if t.Kind != program.KindInt {
			l.failf(x, true, "unsupported: %s on %s", name, t)
		}
		need(2)
		v := l.binary(op, oldRef, l.cast(vals[1], t), t)
		if word == "nand" {
			v = l.unary(program.BitNot, v)
		}
		nv := l.newTemp(t, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: nv}, RHS: v}, pos)
		store(&program.VarRef{Var: nv})
		if form.fetchFirst {
			return oldRef
		}
		return &program.VarRef{Var: nv}
	}
	switch s {
	case "load_n":
		return oldRef
	case "load":
		need(2)
		l.storeThrough(vals[1], t, oldRef, x, pos)
		return nil
	case "store_n", "lock_release", "clear":
		v := program.Expr(&program.Zero{T: t})
		if s == "store_n" {
			need(2)
			v = l.cast(vals[1], t)
		}
		store(v)
		return nil
	case "store":
		need(2)
		store(l.loadThrough(vals[1], t, x))
		return nil
	case "exchange_n", "lock_test_and_set":
		need(2)
		store(l.cast(vals[1], t))
		return oldRef
	case "test_and_set":
		store(l.cast(program.NewConst(l.ts.int_, 1), t))
		return l.toCond(oldRef, pos)
	case "exchange":
		need(3)
		v := l.newTemp(t, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: l.loadThrough(vals[1], t, x)}, pos)
		store(&program.VarRef{Var: v})
		l.storeThrough(vals[2], t, oldRef, x, pos)
		return nil
	case "bool_compare_and_swap", "val_compare_and_swap":
		need(3)
		eq := l.newTemp(program.Bool, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: eq}, RHS: l.binary(program.Eq, oldRef, l.cast(vals[1], t), program.Bool)}, pos)
		store(&program.Ite{Cond: &program.VarRef{Var: eq}, Then: l.cast(vals[2], t), Else: oldRef})
		if s == "bool_compare_and_swap" {
			return &program.VarRef{Var: eq}
		}
		return oldRef
	case "compare_exchange_n", "compare_exchange":
		need(3)
		exp := l.loadThrough(vals[1], t, x)
		eq := l.newTemp(program.Bool, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: eq}, RHS: l.binary(program.Eq, oldRef, exp, program.Bool)}, pos)
		desired := vals[2]
		if s == "compare_exchange" {
			desired = l.loadThrough(vals[2], t, x)
		}
		d := l.newTemp(t, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: d}, RHS: l.cast(desired, t)}, pos)
		store(&program.Ite{Cond: &program.VarRef{Var: eq}, Then: &program.VarRef{Var: d}, Else: oldRef})
		// On failure *expected gets the value found.
		cur := l.loadThrough(vals[1], t, x)
		l.storeThrough(vals[1], t, &program.Ite{Cond: &program.VarRef{Var: eq}, Then: cur, Else: oldRef}, x, pos)
		return &program.VarRef{Var: eq}
	}
	l.failf(x, true, "unsupported: %s", name)
	return nil
}

// loadThrough reads *p as type t (p points to a t).
func (l *lowerer) loadThrough(p program.Expr, t *program.Type, x cc.Node) program.Expr {
	if p.Type().Kind != program.KindPointer || p.Type().Elem == nil || !program.Identical(p.Type().Elem, t) {
		l.failf(x, false, "a pointer to %s is needed", t)
	}
	v := l.deref(p, x)
	return v
}

// storeThrough writes v to *p, p a pointer to t.
func (l *lowerer) storeThrough(p program.Expr, t *program.Type, v program.Expr, x cc.Node, pos program.Pos) {
	lhs := l.loadThrough(p, t, x)
	l.emit(&program.Assign{LHS: lhs, RHS: v}, pos)
}

// libBuiltinText holds the bodies of the integer built-ins (appended to
// libText): __builtin_bswap32 inlines __cfront_bswap32 and so on; the
// byte-order functions of <arpa/inet.h> (htonl, ntohs, ...) swap, as on
// the little-endian machines both data models describe. clz
// and ctz of 0 are undefined: __cfront_defined(c) cuts the path where c
// fails when undefined operations are cut, and the value is then the
// width.
const libBuiltinText = `extern void __cfront_defined(int __c);
unsigned short __cfront_bswap16(unsigned short x) { return (unsigned short)(x << 8 | x >> 8); }
unsigned int __cfront_bswap32(unsigned int x) {
  return (x & 0xffu) << 24 | (x & 0xff00u) << 8 | (x >> 8 & 0xff00u) | x >> 24;
}
unsigned long long __cfront_bswap64(unsigned long long x) {
  return (unsigned long long)__cfront_bswap32((unsigned int)x) << 32 | __cfront_bswap32((unsigned int)(x >> 32));
}
unsigned int __cfront_htonl(unsigned int x) { return __cfront_bswap32(x); }
unsigned int __cfront_ntohl(unsigned int x) { return __cfront_bswap32(x); }
unsigned short __cfront_htons(unsigned short x) { return __cfront_bswap16(x); }
unsigned short __cfront_ntohs(unsigned short x) { return __cfront_bswap16(x); }
int __cfront_popcountll(unsigned long long x) {
  x = x - (x >> 1 & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + (x >> 2 & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}
int __cfront_popcount(unsigned int x) { return __cfront_popcountll(x); }
int __cfront_popcountl(unsigned long x) { return __cfront_popcountll(x); }
int __cfront_parity(unsigned int x) { return __cfront_popcountll(x) & 1; }
int __cfront_parityl(unsigned long x) { return __cfront_popcountll(x) & 1; }
int __cfront_parityll(unsigned long long x) { return __cfront_popcountll(x) & 1; }
int __cfront_clzll(unsigned long long x) {
  int n = 0;
  __cfront_defined(x != 0);
  if (!x)
    return 64;
  if (!(x & 0xffffffff00000000ull)) { n += 32; x <<= 32; }
  if (!(x & 0xffff000000000000ull)) { n += 16; x <<= 16; }
  if (!(x & 0xff00000000000000ull)) { n += 8; x <<= 8; }
  if (!(x & 0xf000000000000000ull)) { n += 4; x <<= 4; }
  if (!(x & 0xc000000000000000ull)) { n += 2; x <<= 2; }
  if (!(x & 0x8000000000000000ull)) n += 1;
  return n;
}
int __cfront_clz(unsigned int x) { return __cfront_clzll(x) - 32; }
int __cfront_clzl(unsigned long x) { return __cfront_clzll(x) - (64 - 8 * (int)sizeof(unsigned long)); }
int __cfront_ctzll(unsigned long long x) {
  int n = 0;
  __cfront_defined(x != 0);
  if (!x)
    return 64;
  if (!(x & 0xffffffffull)) { n += 32; x >>= 32; }
  if (!(x & 0xffffull)) { n += 16; x >>= 16; }
  if (!(x & 0xffull)) { n += 8; x >>= 8; }
  if (!(x & 0xfull)) { n += 4; x >>= 4; }
  if (!(x & 0x3ull)) { n += 2; x >>= 2; }
  if (!(x & 0x1ull)) n += 1;
  return n;
}
int __cfront_ctz(unsigned int x) {
  __cfront_defined(x != 0);
  return x ? __cfront_ctzll(x) : 32;
}
int __cfront_ctzl(unsigned long x) {
  __cfront_defined(x != 0);
  return x ? __cfront_ctzll(x) : 8 * (int)sizeof(unsigned long);
}
int __cfront_ffsll(long long x) { return x ? __cfront_ctzll((unsigned long long)x) + 1 : 0; }
int __cfront_ffs(int x) { return x ? __cfront_ctzll((unsigned int)x) + 1 : 0; }
int __cfront_ffsl(long x) { return x ? __cfront_ctzll((unsigned long)x) + 1 : 0; }
`

// objectSize is __builtin_object_size(p, t) as gcc -O0 computes it: for
// an address at a constant offset into a variable of static size (buf,
// &s.m, &a[2], buf + 2, through pointer casts), the bytes from there to
// the end of the variable (t 0 and 2) or, without pointer arithmetic, of
// the closest enclosing member or array of scalars (t 1 and 3); 0 past
// the end. known is false where gcc answers unknown (a pointer variable,
// a heap object, a variable-length array, a negative offset, a subobject
// after pointer arithmetic); modelled is false where gcc's subobject is
// not modelled (inside an array of aggregates).
func objectSize(p program.Expr, t int64) (n int64, known, modelled bool) {
	r, ok := staticObjectRef(p)
	switch {
	case !ok || r.offset < 0:
		return 0, false, true
	case t&1 != 0 && r.moved:
		return 0, false, true
	case t&1 != 0 && r.aggregateElem:
		return 0, false, false
	}
	end := r.objEnd
	if t&1 != 0 {
		end = r.subEnd
	}
	if r.offset > end {
		return 0, true, true
	}
	return end - r.offset, true, true
}

// An objectRef is a pointer that names a place in a variable of static
// size: its byte offset, the end of the variable and the end of the
// closest enclosing member or array (__builtin_object_size's subobject);
// moved when pointer arithmetic made it, aggregateElem when its last
// step is an element of an array of structs, unions or arrays.
type objectRef struct {
	offset, objEnd, subEnd int64
	moved, aggregateElem   bool
}

// staticObjectRef follows a pointer expression made of an address of a
// variable's part (members, elements at constant indices), pointer casts
// and constant pointer arithmetic; ok is false for anything else.
func staticObjectRef(p program.Expr) (objectRef, bool) {
	switch x := p.(type) {
	case *program.Cast:
		if x.T.Kind != program.KindPointer || x.X.Type().Kind != program.KindPointer {
			return objectRef{}, false
		}
		return staticObjectRef(x.X)
	case *program.AddrOf:
		return staticPlace(x.X)
	case *program.Binary:
		if x.Op != program.Add && x.Op != program.Sub || x.X.Type().Kind != program.KindPointer {
			return objectRef{}, false
		}
		c, ok := x.Y.(*program.Const)
		elem := x.X.Type().Elem
		if !ok || elem == nil || elem.Size <= 0 {
			return objectRef{}, false
		}
		r, ok := staticObjectRef(x.X)
		if !ok {
			return objectRef{}, false
		}
		n, ok := smallConst(c)
		if !ok {
			return objectRef{}, false
		}
		d := n * elem.Size
		if x.Op == program.Sub {
			d = -d
		}
		r.offset += d
		r.moved = true
		return r, true
	}
	return objectRef{}, false
}

// staticPlace is staticObjectRef's lvalue part.
func staticPlace(lv program.Expr) (objectRef, bool) {
	switch x := lv.(type) {
	case *program.VarRef:
		v := x.Var
		if v.Extent != nil || v.Type.Size <= 0 {
			return objectRef{}, false
		}
		return objectRef{objEnd: v.Type.Size, subEnd: v.Type.Size}, true
	case *program.Field:
		r, ok := staticPlace(x.X)
		t := x.X.Type()
		if !ok || t.Kind != program.KindStruct && t.Kind != program.KindUnion || x.Field >= len(t.Fields) {
			return objectRef{}, false
		}
		m := t.Fields[x.Field]
		if m.BitWidth != 0 {
			return objectRef{}, false
		}
		r.offset += m.Offset
		r.subEnd = r.offset + m.Type.Size
		r.aggregateElem = false
		return r, true
	case *program.Index:
		c, ok := x.Index.(*program.Const)
		t := x.X.Type()
		if !ok || t.Kind != program.KindArray || t.Elem == nil {
			return objectRef{}, false
		}
		i, ok := smallConst(c)
		if !ok {
			return objectRef{}, false
		}
		r, ok := staticPlace(x.X)
		if !ok {
			return objectRef{}, false
		}
		// An array of scalars stays the subobject (its end is subEnd
		// already); in an array of aggregates gcc's choice is not modelled.
		r.offset += i * t.Elem.Size
		switch t.Elem.Kind {
		case program.KindStruct, program.KindUnion, program.KindArray:
			r.aggregateElem = true
		}
		return r, true
	}
	return objectRef{}, false
}

// smallConst is an integer constant's value when it is far from
// overflowing the byte offsets computed with it.
func smallConst(c *program.Const) (int64, bool) {
	if !c.T.IsInteger() || c.Hi != 0 {
		return 0, false
	}
	v := c.SignedValue()
	if v < -(1<<40) || v > 1<<40 {
		return 0, false
	}
	return v, true
}

// lowerQuietly lowers a pure expression that __builtin_object_size
// measures without evaluating it: ok is false when lowering it would
// emit code (a check, a temporary).
func (l *lowerer) lowerQuietly(n cc.ExpressionNode) (e program.Expr, ok bool) {
	l.constDep++
	defer func() {
		l.constDep--
		if r := recover(); r != nil {
			if _, quiet := r.(bailout); !quiet {
				panic(r)
			}
			e, ok = nil, false
		}
	}()
	return l.rval(n), true
}

// b2u is 1 for true and 0 for false.
func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// gccEnumKind is the integer type gcc gives an enumerated type (without
// -fshort-enums): unsigned int when no enumerator is negative and all fit,
// int when some is negative and all fit, else the 64-bit type of the
// same signedness (long when it has 64 bits, else long long).
func gccEnumKind(e *cc.EnumType, long64 bool) cc.Kind {
	switch {
	case e.Min() >= 0 && e.Max() <= 1<<32-1:
		return cc.UInt
	case e.Min() < 0 && e.Min() >= -1<<31 && e.Max() <= 1<<31-1:
		return cc.Int
	case e.Min() >= 0 && long64:
		return cc.ULong
	case e.Min() >= 0:
		return cc.ULongLong
	case long64:
		return cc.Long
	}
	return cc.LongLong
}
