package cfront

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// calleeName returns the name of the function a call expression calls
// directly (f, (f), (*f), (&f)) and its declarator, or "" when the callee
// is not a function designator.
func calleeName(n cc.ExpressionNode) (string, *cc.Declarator) {
	x := calleeIdent(n)
	if x == nil {
		return "", nil
	}
	switch d := x.ResolvedTo().(type) {
	case *cc.Declarator:
		if t := d.Type(); t != nil && t.Kind() == cc.Function {
			return d.Name(), d
		}
	case nil:
		return x.Token.SrcStr(), nil
	}
	return "", nil
}

// isSpecialFunc reports whether calls of name are built-ins whose body, if
// the file has one, is not inlined.
func isSpecialFunc(name string) bool {
	switch name {
	case "reach_error", "__VERIFIER_error", "__VERIFIER_assume", "abort", "exit", "_exit", "_Exit", "quick_exit",
		"__assert_fail", "__assert", "__assert_rtn", "__assert_perror_fail", "__VERIFIER_abort":
		return true
	}
	return strings.HasPrefix(name, "__VERIFIER_nondet_") || strings.HasPrefix(name, "__builtin_")
}

// unsupportedFunc says why calls of name cannot be modelled, or "".
func unsupportedFunc(name string) string {
	switch name {
	case "valloc", "aligned_alloc", "posix_memalign", "reallocarray", "memalign", "pvalloc":
		return "dynamic memory (" + name + ") is not supported"
	case "setjmp", "_setjmp", "__sigsetjmp", "sigsetjmp", "longjmp", "_longjmp", "siglongjmp", "__builtin_setjmp", "__builtin_longjmp":
		return "setjmp/longjmp (" + name + ")"
	case "fork", "vfork", "thrd_create", "__VERIFIER_atomic_begin", "__VERIFIER_atomic_end":
		if strings.HasPrefix(name, "__VERIFIER_atomic") {
			return ""
		}
		return "threads and processes (" + name + ")"
	}
	if name == "qsort_r" {
		return "calls through function pointers (" + name + ") are not modelled"
	}
	if name == "atexit" || name == "at_quick_exit" || name == "on_exit" {
		return "exit handlers (" + name + ")"
	}
	if strings.HasPrefix(name, "pthread_") {
		return "threads (" + name + ")"
	}
	return ""
}

// noWriteFuncs do not write through their pointer arguments (the stream
// state of stdio is not modelled).
var noWriteFuncs = map[string]bool{
	"printf": true, "fprintf": true, "puts": true, "fputs": true, "putchar": true, "putc": true,
	"fputc": true, "fflush": true, "perror": true, "fwrite": true, "vprintf": true, "vfprintf": true,
	"fclose": false,
}

// nondetType is the type of __VERIFIER_nondet_X by its suffix.
func (l *lowerer) nondetType(suffix string) *program.Type {
	ts := l.ts
	switch suffix {
	case "int", "s32", "int32", "int32_t":
		return ts.int_
	case "float":
		return ts.ints.Float
	case "double":
		return ts.ints.Double
	case "long_double", "longdouble":
		return ts.ints.LongDouble
	case "uint", "unsigned", "unsigned_int", "u32", "uint32", "uint32_t":
		return ts.uint_
	case "char":
		return ts.char
	case "schar", "s8", "int8", "int8_t":
		return ts.schar
	case "uchar", "unsigned_char", "u8", "uint8", "uint8_t":
		return ts.uchar
	case "short", "s16", "int16", "int16_t":
		return ts.short
	case "ushort", "unsigned_short", "u16", "uint16", "uint16_t":
		return ts.ushort
	case "long", "loff_t":
		return ts.long
	case "ulong", "unsigned_long", "sector_t":
		return ts.ulong
	case "longlong", "long_long", "s64", "int64", "int64_t":
		return ts.llong
	case "ulonglong", "unsigned_long_long", "u64", "uint64", "uint64_t":
		return ts.ullong
	case "int128":
		if ts.model.LongBits == 64 {
			return ts.int128
		}
	case "uint128":
		if ts.model.LongBits == 64 {
			return ts.uint128
		}
	case "bool", "_Bool":
		return program.Bool
	case "pointer":
		return ts.ptrTo(program.Void)
	case "pchar", "charp":
		return ts.ptrTo(ts.char)
	case "size_t":
		return ts.sizeT
	}
	return nil
}

// nondetCall recognises a call of __VERIFIER_nondet_X() and returns its
// name and type.
func (l *lowerer) nondetCall(n cc.ExpressionNode) (string, *program.Type) {
	x, ok := unwrap(n).(*cc.PostfixExpression)
	if !ok || x.Case != cc.PostfixExpressionCall {
		return "", nil
	}
	name, d := calleeName(x.PostfixExpression)
	if !strings.HasPrefix(name, "__VERIFIER_nondet_") || x.ArgumentExpressionList != nil {
		return "", nil
	}
	return name, l.nondetResult(name, d, x)
}

// callEnd is the position of the closing parenthesis of call n.
func (l *lowerer) callEnd(n cc.ExpressionNode) program.Pos {
	if x, ok := unwrap(n).(*cc.PostfixExpression); ok && x.Case == cc.PostfixExpressionCall {
		return l.posOf(x.Token2)
	}
	return program.Pos{}
}

func (l *lowerer) nondetResult(name string, d *cc.Declarator, at cc.Node) *program.Type {
	if d != nil && !d.IsSynthetic() {
		if ft, ok := d.Type().(*cc.FunctionType); ok && ft.Result() != nil && ft.Result().Kind() != cc.Void {
			return l.typeOf(ft.Result(), at)
		}
	}
	suffix := strings.TrimPrefix(name, "__VERIFIER_nondet_")
	if t := l.nondetType(suffix); t != nil {
		return t
	}
	l.failf(at, true, "unsupported: unknown nondeterministic function %s", name)
	return nil
}

// call lowers a function call; it returns the result when want is set and
// the function returns a value.
func (l *lowerer) call(x *cc.PostfixExpression, want bool) program.Expr {
	pos := l.posOf(x)
	if l.constDep > 0 {
		if name, _ := calleeName(x.PostfixExpression); name == "__builtin_constant_p" || name == "__ccgo__types_compatible_p" || name == "__builtin_choose_expr" {
			r, _ := l.gccBuiltin(name, argList(x.ArgumentExpressionList), true, x)
			return r
		}
		l.failf(x, false, "not a constant expression")
	}
	name, decl := calleeName(x.PostfixExpression)
	if name == "" {
		return l.callIndirect(x, want)
	}
	args := argList(x.ArgumentExpressionList)
	if heapFuncs[name] && l.funcs[name] == nil && !l.inInit && l.constDep == 0 {
		return l.heapCall(name, x, args, want)
	}
	if why := unsupportedFunc(name); why != "" {
		l.failf(x, true, "unsupported: %s", why)
	}
	if r, ok := l.builtin(name, decl, x, args, want, pos); ok {
		return r
	}
	if l.inInit {
		l.failf(x, false, "initializer element is not constant")
	}
	if fd := l.funcs[name]; fd != nil {
		return l.inline(fd, args, want, x)
	}
	if fd := l.libFunc(name); fd != nil {
		return l.callLib(name, fd, args, want, x)
	}
	if l.errCall(name, args, x) {
		return nil
	}
	if r, ok := l.formatCall(name, args, want, x); ok {
		return r
	}
	if r, ok := l.stdioOutput(name, args, want, x); ok {
		return r
	}
	return l.bodiless(name, decl, args, want, x)
}

// builtin lowers the calls the checker knows.
func (l *lowerer) builtin(name string, decl *cc.Declarator, x *cc.PostfixExpression, args []cc.ExpressionNode, want bool, pos program.Pos) (program.Expr, bool) {
	if r, ok := l.mathBuiltin(name, args, want, x, pos); ok {
		return r, true
	}
	if r, ok := l.libBuiltin(name, args, x); ok {
		return r, true
	}
	if r, ok := l.gccBuiltin(name, args, want, x); ok {
		return r, true
	}
	switch {
	case strings.HasPrefix(name, "__VERIFIER_nondet_"):
		t := l.nondetResult(name, decl, x)
		for _, a := range args {
			l.effect(a)
		}
		if !want {
			return nil, true
		}
		tmp := l.newTemp(t, pos)
		ref := &program.VarRef{Var: tmp}
		l.emit(&program.Havoc{LHS: ref, Why: name, CallEnd: l.posOf(x.Token2)}, pos)
		return ref, true
	}
	switch name {
	case "__VERIFIER_assume":
		if len(args) != 1 {
			l.failf(x, false, "%s takes one argument", name)
		}
		c := l.toCond(l.rval(args[0]), pos)
		l.emit(&program.Assume{Cond: c}, pos)
		return nil, true
	case "reach_error", "__VERIFIER_error":
		for _, a := range args {
			l.effect(a)
		}
		info := l.newCheck(program.CheckReachError, pos, "call of "+name+"()")
		l.emit(&program.Check{Cond: program.False, Check: info}, pos)
		return nil, true
	case "abort", "exit", "_exit", "_Exit", "quick_exit", "__VERIFIER_abort", "__builtin_abort", "__builtin_exit",
		"__builtin_trap", "__builtin_unreachable":
		for _, a := range args {
			l.effect(a)
		}
		if name != "__builtin_unreachable" {
			// The program ends without freeing any frame: memory the
			// locals in scope point to is still tracked.
			l.leakPoint(pos, l.localRoots(), true)
		}
		l.terminate(name, pos)
		return nil, true
	case "__assert_fail", "__assert", "__assert_rtn", "__assert_perror_fail", "__builtin___assert_fail":
		text := ""
		if len(args) > 0 {
			if s, ok := stringLit(args[0]); ok {
				text = s
			}
		}
		if name == "__assert_rtn" && len(args) > 3 {
			if s, ok := stringLit(args[3]); ok {
				text = s
			}
		}
		info := l.newCheck(program.CheckAssertion, pos, "assertion "+text)
		l.emit(&program.Check{Cond: program.False, Check: info}, pos)
		l.terminate(name, pos)
		return nil, true
	case "__builtin_expect", "__builtin_expect_with_probability":
		if len(args) < 1 {
			l.failf(x, false, "%s needs arguments", name)
		}
		v := l.rval(args[0])
		if l.mayChangeAny(v, args[1:]) {
			v = l.snapshot(v, pos)
		}
		for _, a := range args[1:] {
			l.effect(a)
		}
		if v.Type().Kind == program.KindInt && v.Type().Width > l.ts.long.Width {
			v = l.cast(v, l.ts.long)
		}
		return v, true
	case "__cfront_defined":
		if len(args) != 1 || l.lib == nil {
			l.failf(x, false, "%s is internal to the front end's library", name)
		}
		c := l.toCond(l.rval(args[0]), pos)
		if l.opts.CutUndefined {
			l.emitCut(c, pos)
		}
		return nil, true
	case "__VERIFIER_atomic_begin", "__VERIFIER_atomic_end":
		return nil, true
	case "__builtin_va_start":
		l.vaStart(args, x)
		return nil, true
	case "__builtin_va_end":
		for _, a := range args {
			l.effect(a)
		}
		return nil, true
	}
	if (name == "assert" || name == "__VERIFIER_assert") && l.funcs[name] == nil && len(args) == 1 {
		c := l.toCond(l.rval(args[0]), pos)
		info := l.newCheck(program.CheckAssertion, pos, "assertion "+exprText(args[0]))
		l.emit(&program.Check{Cond: c, Check: info}, pos)
		return nil, true
	}
	return nil, false
}

// terminate ends the path: an edge to a location without successors.
func (l *lowerer) terminate(name string, pos program.Pos) {
	end := l.newLabel(pos, l.funcName())
	end.Label = name
	l.jump(end, pos)
	l.placeNoFall(end)
	l.cur = nil
}

// stringLit returns the text of a string literal argument.
func stringLit(n cc.ExpressionNode) (string, bool) {
	u := unwrap(n)
	for {
		c, ok := u.(*cc.CastExpression)
		if !ok || c.Case != cc.CastExpressionCast {
			break
		}
		u = unwrap(c.CastExpression)
	}
	p, ok := u.(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionString {
		return "", false
	}
	s, ok := p.Value().(cc.StringValue)
	if !ok {
		return "", false
	}
	return strings.TrimSuffix(string(s), "\x00"), true
}

// lowerArgs evaluates call arguments left to right.
func (l *lowerer) lowerArgs(args []cc.ExpressionNode, pos program.Pos) []program.Expr {
	vals := make([]program.Expr, len(args))
	for i, a := range args {
		v := l.expr(a)
		if v == nil {
			l.failf(a, false, "void value passed as an argument")
		}
		v = l.decay(v, a)
		if l.mayChangeAny(v, args[i+1:]) {
			v = l.snapshot(v, pos)
		}
		vals[i] = v
	}
	return vals
}

// resultHint is the typed pointer type the result of call at is
// converted to: where the call is, or, when the caller returns the
// result, the caller's own hint.
func (l *lowerer) resultHint(at cc.Node, caller *frame) cc.Type {
	x, ok := at.(*cc.PostfixExpression)
	if !ok {
		return nil
	}
	if t := l.callHints[x]; t != nil {
		return t
	}
	if l.retFlow[x] && caller != nil {
		return caller.retHint
	}
	return nil
}

// inline inlines a call of a function with a body.
func (l *lowerer) inline(fd *cc.FunctionDefinition, args []cc.ExpressionNode, want bool, at cc.Node) program.Expr {
	name := fd.Declarator.Name()
	vals := l.lowerArgs(args, l.posOf(at))
	return l.inlineValues(fd, name, vals, want, at)
}

// inlineValues inlines a call of fd, as a function named name, with the
// arguments' values already lowered.
func (l *lowerer) inlineValues(fd *cc.FunctionDefinition, name string, vals []program.Expr, want bool, at cc.Node) program.Expr {
	pos := l.posOf(at)
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	if ft == nil {
		l.failf(at, false, "%s is not a function", name)
	}
	if fr := l.fn; fr != nil && fr.def == fd && fr.start != nil {
		if x, ok := at.(*cc.PostfixExpression); ok && l.tailCalls(fd)[x] {
			return l.tailJump(fr, vals, want, at)
		}
	}
	shared := l.active[name] > 0 && l.canShare() && !ft.IsVariadic() && !hasVLAParam(ft)
	// Inlined separately, a call nests as deep as its function's
	// activations on this path. A shared copy serves every path that
	// reaches its level, so its depth is the level: counting one
	// function's activations on the path that first lowered the copy
	// would cut the other paths at that function's depth there (in
	// expr → term → factor → expr, the copy of factor for level 9 is
	// reached by nine calls of factor through '-' and by three through
	// '(').
	deep := l.active[name] > l.opts.RecursionDepth
	if shared {
		deep = l.shareDepth+1 > l.opts.RecursionDepth
	}
	if deep {
		if c := l.opts.Contracts[name]; c != nil {
			return l.applyContract(fd, name, c, vals, want, at)
		}
		return l.tooDeep(fd, name, want, pos)
	}
	if shared {
		return l.callShared(fd, name, vals, want, at)
	}
	// With AssumeContracts, the arguments' values and the globals'
	// values at the call, for the contract assumed at the return.
	var contract *Contract
	var contractArgs, contractOlds, contractGlobals []program.Expr
	if c := l.opts.Contracts[name]; l.opts.AssumeContracts && c != nil && !c.HasPointees() && (want && c.Result != nil || len(c.Globals) > 0) {
		contract = c
		contractArgs = l.contractArgs(c, vals, at, pos)
		contractGlobals = l.contractGlobals(c, contractArgs, at)
		for _, g := range contractGlobals {
			v := l.newTemp(g.Type(), pos)
			ref := &program.VarRef{Var: v}
			l.emit(&program.Assign{LHS: ref, RHS: g}, pos)
			contractOlds = append(contractOlds, ref)
		}
	}
	caller := l.fn
	fr := l.newFrame(fd, name, caller)
	fr.retHint = l.resultHint(at, caller)
	l.active[name]++
	var params []*cc.Parameter
	for _, prm := range ft.Parameters() {
		if prm.Type() != nil && prm.Type().Kind() == cc.Void {
			continue
		}
		params = append(params, prm)
	}
	var paramVars []*program.Var
	for i, prm := range params {
		t := l.paramType(prm, fd.Declarator)
		if prm.Declarator == nil || prm.Name() == "" {
			paramVars = append(paramVars, nil)
			continue
		}
		v := l.declareLocal(prm.Declarator, t)
		paramVars = append(paramVars, v)
		ref := &program.VarRef{Var: v}
		if i < len(vals) {
			l.emit(&program.Assign{LHS: ref, RHS: l.conv(vals[i], t, at)}, pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "missing argument"}, pos)
		}
	}
	if ft.IsVariadic() {
		var extra []program.Expr
		if len(vals) > len(params) {
			extra = vals[len(params):]
		}
		l.storeVarArgs(fr, extra, at)
	}
	restore := l.vlaParams(params)
	if l.tailAllowed() && len(l.tailCalls(fd)) > 0 {
		// The start of the body, where calls in tail position jump
		// back to (tailcall.go).
		fr.tailParams = paramVars
		fr.start = l.newLabel(pos, name)
		l.place(fr.start)
	}
	l.lowerBody(fd)
	restore()
	l.active[name]--
	l.fn = caller
	if contract != nil && l.cur != nil {
		// Every call that returns satisfies the contract (proved by the
		// caller of the front end): the inlined body's result and
		// globals do.
		var res program.Expr
		if fr.ret != nil {
			res = &program.VarRef{Var: fr.ret}
		}
		for _, cond := range contract.InstantiateState(contractArgs, res, contractOlds, contractGlobals) {
			if contract.Result != nil && res == nil && mentions(cond, contract.Result) {
				continue
			}
			l.emit(&program.Assume{Cond: cond}, pos)
		}
	}
	if caller != nil && fr.ret != nil {
		caller.pending = append(caller.pending, fr.ret)
	}
	if want && fr.ret != nil {
		return &program.VarRef{Var: fr.ret}
	}
	return nil
}

// bodiless lowers a call of a function without body nor model: its
// result is any value of its type, and it may write every object it can
// reach: the globals with external linkage and, when a pointer reaches it
// (an argument that points to writable data or to pointers, a global
// holding a pointer), every object that is alive (finishBodiless). Every
// such havoc is marked with the function's name (program.Havoc.Bodiless),
// so that a counterexample through it is UNKNOWN rather than FALSE: the
// values are invented. The output functions of stdio (noWriteFuncs) write
// no memory.
func (l *lowerer) bodiless(name string, decl *cc.Declarator, args []cc.ExpressionNode, want bool, at *cc.PostfixExpression) program.Expr {
	pos := l.posOf(at)
	var ft *cc.FunctionType
	if decl != nil {
		ft, _ = decl.Type().(*cc.FunctionType)
	}
	var params []*cc.Parameter
	if ft != nil {
		params = ft.Parameters()
	}
	escape := false
	special := mathSpecialBase(name) // mathrange.go
	var specialArgs []program.Expr
	for i, a := range args {
		if _, ok := stringLit(a); ok {
			l.effect(a)
			specialArgs = append(specialArgs, nil)
			continue
		}
		var t cc.Type
		if i < len(params) && params[i].Type() != nil && params[i].Type().Kind() != cc.Void {
			t = params[i].Type()
		} else if atype := a.Type(); atype != nil {
			t = atype
		}
		v := l.expr(a)
		if v != nil {
			v = l.decay(v, a)
		}
		if special != "" {
			if v != nil && v.Type().IsArithmetic() {
				specialArgs = append(specialArgs, l.snapshot(v, pos))
			} else {
				specialArgs = append(specialArgs, nil)
			}
		}
		if v != nil && (v.Type().Kind == program.KindPointer || hasPointer(v.Type())) && !noWriteFuncs[name] {
			if v.Type().Kind != program.KindPointer || !constPointee(t) || hasPointer(v.Type().Elem) {
				escape = true
			}
		}
	}
	var rt *program.Type = l.ts.int_
	if ft != nil {
		if r := ft.Result(); r == nil || r.Kind() == cc.Void {
			rt = nil
		} else {
			rt = l.typeOf(r, at)
		}
	}
	if why, ok := l.ts.opaque[rt]; ok {
		l.failf(at, true, "unsupported: %s", why)
	}
	if !l.noted["nobody:"+name] {
		l.p.Bodiless = append(l.p.Bodiless, name)
	}
	mr, isMath := mathRangeOf(name, rt)
	if special != "" {
		where := ""
		if isMath {
			where = " in its documented range " + mr.String() + " (or NaN)"
		}
		l.note("nobody:"+name, pos, "function "+name+" is computed exactly only at its special cases (Annex F of C): elsewhere its result is taken as any value"+where+", and a counterexample that depends on it is no answer")
	}
	if isMath {
		l.note("nobody:"+name, pos, "function "+name+" is not computed exactly: its result is taken as any value in its documented range "+mr.String()+" (or NaN), and a counterexample that depends on it is no answer")
	}
	l.note("nobody:"+name, pos, "function "+name+" has no body: its result and its effects on memory are unknown, and a counterexample that depends on them is no answer")
	if !noWriteFuncs[name] && !isMath && special == "" && l.constDep == 0 {
		// Its effects are placed with the calls active at the first
		// caller of a shared level: not those of every caller.
		l.unshare("call of " + name + ", which has no body")
		l.emit(&program.Skip{}, pos)
		l.bodilessCalls = append(l.bodilessCalls, &bodilessCall{name: name, edge: l.cur.In[0], locals: l.localRoots(), escape: escape})
	}
	if rt == nil || !want {
		return nil
	}
	tmp := l.newTemp(rt, pos)
	ref := &program.VarRef{Var: tmp}
	havoc := func() {
		l.emit(&program.Havoc{LHS: ref, Why: "call of " + name + " without body", Bodiless: name}, pos)
	}
	if special != "" {
		if exact, val, nan, ok := l.mathSpecial(special, rt, specialArgs); ok {
			// Branches, so that a run through an exact case executes no
			// havoc (its result is no invented value) and each
			// assumption is a plain condition (the float ranges narrow
			// by it): the exact value; a NaN; a value in the range.
			res := &program.VarRef{Var: l.newTemp(rt, pos)}
			fn := l.funcName()
			isExact, other, isNaN, inRange, join := l.newLabel(pos, fn), l.newLabel(pos, fn), l.newLabel(pos, fn), l.newLabel(pos, fn), l.newLabel(pos, fn)
			l.branch(exact, isExact, other, pos)
			l.placeNoFall(isExact)
			l.emit(&program.Assign{LHS: res, RHS: val}, pos)
			l.jump(join, pos)
			l.placeNoFall(other)
			l.branch(nan, isNaN, inRange, pos)
			l.placeNoFall(isNaN)
			havoc()
			if isMath {
				// Redundant, but the float ranges read it (not isnan).
				l.emit(&program.Assume{Cond: mathRangeAssume(ref, mr)}, pos)
			}
			l.emit(&program.Assume{Cond: l.fold(program.NewFloatOp(program.FIsNaN, nil, program.Bool, ref))}, pos)
			l.emit(&program.Assign{LHS: res, RHS: ref}, pos)
			l.jump(join, pos)
			l.placeNoFall(inRange)
			havoc()
			if isMath {
				l.emit(&program.Assume{Cond: mathRangeAssume(ref, mr)}, pos) // mathrange.go
			}
			l.emit(&program.Assign{LHS: res, RHS: ref}, pos)
			l.place(join)
			return res
		}
	}
	havoc()
	if isMath {
		l.emit(&program.Assume{Cond: mathRangeAssume(ref, mr)}, pos) // mathrange.go
	}
	return ref
}

// A bodilessCall is a call of a function without body whose effects on
// memory are placed at the end of the lowering, when every object is
// known: before edge, a skip, havocs of what the function can write.
type bodilessCall struct {
	name   string
	edge   *program.Edge
	locals []*program.Var // the locals alive at the call
	escape bool           // a pointer reaches the function
}

// constPointee reports whether t is a pointer (or array parameter) to
// const-qualified data.
func constPointee(t cc.Type) bool {
	var elem cc.Type
	switch pt := t.(type) {
	case *cc.PointerType:
		elem = pt.Elem()
	case *cc.ArrayType:
		elem = pt.Elem()
	}
	return elem != nil && elem.Attributes() != nil && elem.Attributes().IsConst()
}

// ccConst reports whether an object of type t is const (an array whose
// elements are).
func ccConst(t cc.Type) bool {
	for t != nil && t.Kind() == cc.Array {
		t = t.(*cc.ArrayType).Elem()
	}
	return t != nil && t.Attributes() != nil && t.Attributes().IsConst()
}

// finishBodiless places the effects of the calls of functions without
// body: havocs of the globals with external linkage and, when a pointer
// reaches the function (or such a global holds one), of every object
// alive: address-taken globals, heap objects and the address-taken locals
// of the calls active at the call. String literals and const data are not
// written.
func (l *lowerer) finishBodiless() {
	if len(l.bodilessCalls) == 0 {
		return
	}
	heap := map[*program.Var]bool{}
	for _, o := range l.heapObjs {
		heap[o.v] = true
	}
	inserted := map[*program.Loc][]*program.Loc{}
	for _, c := range l.bodilessCalls {
		var targets []*program.Var
		seen := map[*program.Var]bool{}
		add := func(v *program.Var) {
			if !seen[v] && !l.readOnly[v] {
				seen[v] = true
				targets = append(targets, v)
			}
		}
		escape := c.escape
		for _, v := range l.extGlobals {
			add(v)
			escape = escape || hasPointer(v.Type)
		}
		if escape {
			alive := map[*program.Var]bool{}
			for _, v := range c.locals {
				alive[v] = true
			}
			for _, v := range l.p.Objects {
				switch {
				case heap[v], v.Global && !v.Temp, !v.Global && alive[v]:
					add(v)
				}
			}
		}
		var stmts []program.Stmt
		for _, v := range targets {
			stmts = append(stmts, &program.Havoc{LHS: &program.VarRef{Var: v}, Why: "effect of a call of " + c.name + " without body", Bodiless: c.name})
		}
		l.insertBefore(c.edge, stmts, inserted)
	}
	var locs []*program.Loc
	for _, loc := range l.p.Locs {
		locs = append(locs, loc)
		locs = append(locs, inserted[loc]...)
	}
	for i, loc := range locs {
		loc.ID = i
	}
	l.p.Locs = locs
}

// assertPattern recognises the expansion of assert(c),
// ((c) ? (void)0 : __assert_fail("c", ...)), and emits check(c).
func (l *lowerer) assertPattern(x *cc.ConditionalExpression) bool {
	if x.ExpressionList == nil || !isVoidZero(x.ExpressionList) {
		return false
	}
	call, name := assertFailCall(x.ConditionalExpression)
	if call == nil {
		return false
	}
	pos := l.posOf(x)
	c := l.toCond(l.rval(x.LogicalOrExpression), pos)
	l.emitAssert(c, call, name, x.LogicalOrExpression, pos)
	return true
}

func (l *lowerer) emitAssert(c program.Expr, call *cc.PostfixExpression, name string, cond cc.Node, pos program.Pos) {
	args := argList(call.ArgumentExpressionList)
	text := ""
	if len(args) > 0 {
		text, _ = stringLit(args[0])
	}
	if name == "__assert_rtn" && len(args) > 3 {
		text, _ = stringLit(args[3])
	}
	if text == "" {
		text = exprText(cond)
	}
	info := l.newCheck(program.CheckAssertion, pos, "assertion "+text)
	l.emit(&program.Check{Cond: c, Check: info}, pos)
}

// isVoidZero recognises (void)0, ((void) (0)) and 0.
func isVoidZero(n cc.ExpressionNode) bool {
	u := unwrap(n)
	if c, ok := u.(*cc.CastExpression); ok && c.Case == cc.CastExpressionCast {
		u = unwrap(c.CastExpression)
	}
	p, ok := u.(*cc.PrimaryExpression)
	return ok && p.Case == cc.PrimaryExpressionInt && strings.TrimRight(p.Token.SrcStr(), "uUlL") == "0"
}

// assertFailCall recognises a (possibly void-cast) call of __assert_fail or
// a relative.
func assertFailCall(n cc.ExpressionNode) (*cc.PostfixExpression, string) {
	u := unwrap(n)
	if c, ok := u.(*cc.CastExpression); ok && c.Case == cc.CastExpressionCast {
		u = unwrap(c.CastExpression)
	}
	p, ok := u.(*cc.PostfixExpression)
	if !ok || p.Case != cc.PostfixExpressionCall {
		return nil, ""
	}
	name, _ := calleeName(p.PostfixExpression)
	switch name {
	case "__assert_fail", "__assert", "__assert_rtn", "__assert_perror_fail", "__builtin___assert_fail":
		return p, name
	}
	return nil, ""
}

// mentions reports whether x reads v.
func mentions(x program.Expr, v *program.Var) bool {
	for _, w := range program.Vars(x) {
		if w == v {
			return true
		}
	}
	return false
}
