package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Function pointers and recursion.
//
// Every function whose address the reachable code takes (a function
// designator anywhere but as the callee of a direct call) gets an object:
// a global of one byte named as the function, that nothing reads or
// writes. A pointer to the function is the address of that object, so
// function pointers are ordinary (object, offset) pairs: stored in
// variables, struct members and arrays, passed, returned, compared and
// converted like any pointer, in the interpreter and the encodings alike.
//
// A call through a pointer is a case split over the candidates: the
// functions whose address is taken and whose type fits the call (the
// same number of parameters; integers of the same size, any pointers,
// compatible structs; a result where the call uses one). Each case
// compares the pointer with the candidate's address and inlines the
// candidate; when no case matches, the call is undefined: a pointer check
// that fails (valid-deref), or a cut, as the instrumentation decides for
// an invalid dereference, and the path ends.
//
// Recursion is inlined to Options.RecursionDepth: a call of a function
// already active RecursionDepth+1 times is a recursion-depth check that
// fails, and its path ends. The check is a limit of the model (like
// vla-capacity): the engines answer TRUE only when it cannot fail, and
// the command line inlines deeper while it can.

// calleeIdent returns the identifier a call expression names directly
// (f, (f), (*f), (&f)), or nil.
func calleeIdent(n cc.ExpressionNode) *cc.PrimaryExpression {
	for {
		n = unwrap(n)
		switch x := n.(type) {
		case *cc.UnaryExpression:
			if x.Case == cc.UnaryExpressionDeref || x.Case == cc.UnaryExpressionAddrof {
				n = x.CastExpression
				continue
			}
		case *cc.PrimaryExpression:
			if x.Case == cc.PrimaryExpressionIdent {
				return x
			}
		}
		return nil
	}
}

// addressTaken records that the reachable code takes the address of the
// function d declares.
func (l *lowerer) addressTaken(d *cc.Declarator) {
	name := d.Name()
	if _, ok := l.fnDecls[name]; ok {
		return
	}
	ft, _ := d.Type().(*cc.FunctionType)
	l.fnDecls[name] = ft
	l.fnTaken = append(l.fnTaken, name)
}

// functionObjects creates the objects of the functions whose address is
// taken, before any other object.
func (l *lowerer) functionObjects() {
	for _, name := range l.fnTaken {
		l.fnObject(name)
	}
}

// fnObject returns the object of function name.
func (l *lowerer) fnObject(name string) *program.Var {
	if v := l.fnObjs[name]; v != nil {
		return v
	}
	if l.indirects > 0 {
		// A call through a pointer has been split over the functions known
		// then: one more would make that split unsound.
		l.failAt(l.curPos(), false, "internal error in front end: address of function %s taken after a call through a pointer", name)
	}
	v := &program.Var{Name: l.uniqueName(name), Type: l.ts.fnPtr.Elem, Global: true, CName: name, Temp: true, Pos: program.Pos{File: l.file}}
	if fd := l.funcs[name]; fd != nil {
		v.Pos = l.posOf(fd.Declarator)
	}
	l.p.Globals = append(l.p.Globals, v)
	l.p.Objects = append(l.p.Objects, v)
	v.Object = len(l.p.Objects)
	l.fnObjs[name] = v
	return v
}

// funcAddr is the value of the function designator name: its address.
func (l *lowerer) funcAddr(name string) program.Expr {
	return &program.AddrOf{X: &program.VarRef{Var: l.fnObject(name)}, T: l.ts.fnPtr}
}

// calledType returns the function type of a callee expression: a
// function designator or a pointer to a function.
func calledType(n cc.ExpressionNode) *cc.FunctionType {
	t := n.Type()
	if t == nil {
		return nil
	}
	if pt, ok := t.(*cc.PointerType); ok {
		t = pt.Elem()
	}
	ft, _ := t.(*cc.FunctionType)
	return ft
}

// callIndirect lowers a call through a function pointer: a case split
// over the candidates, each inlined.
func (l *lowerer) callIndirect(x *cc.PostfixExpression, want bool) program.Expr {
	pos := l.posOf(x)
	ft := calledType(x.PostfixExpression)
	if ft == nil {
		l.failf(x, false, "called object is not a function or function pointer")
	}
	if l.inInit {
		l.failf(x, false, "initializer element is not constant")
	}
	args := argList(x.ArgumentExpressionList)
	fp := l.rval(x.PostfixExpression)
	if fp.Type().Kind != program.KindPointer {
		l.failf(x, false, "called object is not a function or function pointer")
	}
	if fp.Type() != l.ts.fnPtr {
		fp = l.cast(fp, l.ts.fnPtr)
	}
	if _, ok := fp.(*program.VarRef); !ok || l.mayChangeAny(fp, args) {
		tmp := l.newTemp(l.ts.fnPtr, pos)
		l.emit(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: fp}, pos)
		fp = &program.VarRef{Var: tmp}
	}
	vals := l.lowerArgs(args, pos)
	params := realParams(ft)
	if ft.IsVariadic() || ft.MaxArgs() >= 0 {
		if len(vals) < len(params) {
			l.failf(x, false, "too few arguments in call through a function pointer")
		}
		if !ft.IsVariadic() && len(vals) > len(params) {
			l.failf(x, false, "too many arguments in call through a function pointer")
		}
		for i, prm := range params {
			vals[i] = l.conv(vals[i], l.paramType(prm, x), x)
		}
	}
	var rt *program.Type
	if r := ft.Result(); want && r != nil && r.Kind() != cc.Void {
		rt = l.typeOf(r, x)
	}
	var res *program.Var
	if rt != nil {
		res = l.newTemp(rt, pos)
	}
	cands := l.candidates(ft, args, x)
	l.indirects++
	fn := l.funcName()
	join := l.newLabel(pos, fn)
	for _, name := range cands {
		then, next := l.newLabel(pos, fn), l.newLabel(pos, fn)
		then.Label = "call " + name + " through a pointer"
		l.branch(l.binary(program.Eq, fp, l.funcAddr(name), program.Bool), then, next, pos)
		l.placeNoFall(then)
		r := l.callValues(name, vals, res != nil, x)
		if res != nil && r != nil {
			l.emit(&program.Assign{LHS: &program.VarRef{Var: res}, RHS: l.conv(r, rt, x)}, pos)
		} else if res != nil && l.cur != nil {
			l.emit(&program.Havoc{LHS: &program.VarRef{Var: res}, Why: "result of " + name + ", which returns none"}, pos)
		}
		if l.cur != nil {
			l.jump(join, pos)
		}
		l.placeNoFall(next)
	}
	desc := "call through a function pointer that points to no function of type " + ft.String()
	if len(cands) > 0 {
		desc = "call through a function pointer that points to none of " + strings.Join(cands, ", ")
	}
	l.require(program.CheckPointer, program.False, pos, desc+" in "+exprText(x))
	l.terminate("invalid call", pos)
	l.placeNoFall(join)
	if res != nil {
		return &program.VarRef{Var: res}
	}
	return nil
}

// realParams are ft's parameters without a lone void.
func realParams(ft *cc.FunctionType) []*cc.Parameter {
	var out []*cc.Parameter
	for _, prm := range ft.Parameters() {
		if prm.Type() != nil && prm.Type().Kind() == cc.Void {
			continue
		}
		out = append(out, prm)
	}
	return out
}

// candidates are the functions a call through a pointer of type ft with
// args may reach: those whose address is taken and whose type fits.
func (l *lowerer) candidates(ft *cc.FunctionType, args []cc.ExpressionNode, at cc.Node) []string {
	var out []string
	for _, name := range l.fnTaken {
		gt := l.functionType(name)
		if gt == nil || !l.fits(ft, gt, args) {
			continue
		}
		out = append(out, name)
	}
	return out
}

// functionType is the type of function name, from its definition or a
// declaration.
func (l *lowerer) functionType(name string) *cc.FunctionType {
	if fd := l.funcs[name]; fd != nil {
		ft, _ := fd.Declarator.Type().(*cc.FunctionType)
		return ft
	}
	return l.fnDecls[name]
}

// fits reports whether a function of type gt may be called through a
// pointer of type ft with args: the numbers of parameters agree (the
// arguments' number for an unprototyped pointer type), the parameters and
// results are alike in representation, and the function returns a value
// when the call's type has one.
func (l *lowerer) fits(ft, gt *cc.FunctionType, args []cc.ExpressionNode) bool {
	gp := realParams(gt)
	if gt.IsVariadic() {
		return ft.IsVariadic() && len(realParams(ft)) == len(gp)
	}
	if ft.MaxArgs() < 0 && !ft.IsVariadic() {
		// Unprototyped: the arguments decide.
		if len(args) != len(gp) {
			return false
		}
		for i, a := range args {
			if a.Type() == nil || !l.alike(a.Type(), gp[i].Type()) {
				return false
			}
		}
	} else {
		fp := realParams(ft)
		if len(fp) != len(gp) || ft.IsVariadic() {
			return false
		}
		for i := range fp {
			if !l.alike(fp[i].Type(), gp[i].Type()) {
				return false
			}
		}
	}
	fr, gr := ft.Result(), gt.Result()
	if fr == nil || fr.Kind() == cc.Void {
		return true
	}
	return gr != nil && gr.Kind() != cc.Void && l.alike(fr, gr)
}

// alike reports whether values of types a and b are passed alike: both
// pointers (arrays and functions decay), integers of the same size, or
// compatible structs and unions, or the same other kind.
func (l *lowerer) alike(a, b cc.Type) bool {
	a, b = a.Decay(), b.Decay()
	switch {
	case a.Kind() == cc.Ptr || b.Kind() == cc.Ptr:
		return a.Kind() == b.Kind()
	case cc.IsIntegerType(a) || cc.IsIntegerType(b):
		return cc.IsIntegerType(a) && cc.IsIntegerType(b) && l.sizeofCC(a, nil) == l.sizeofCC(b, nil)
	case a.Kind() == cc.Struct || a.Kind() == cc.Union:
		return a.IsCompatible(b)
	}
	return a.Kind() == b.Kind()
}

// callValues calls function name with the arguments' values: the case of
// a call through a pointer.
func (l *lowerer) callValues(name string, vals []program.Expr, want bool, x *cc.PostfixExpression) program.Expr {
	if fd := l.funcs[name]; fd != nil && !isSpecialFunc(name) {
		if l.lib != nil && fd.Position().Filename != libSource {
			// The program's function called back from a library body
			// (qsort's comparator) is the program's code: its positions,
			// casts and typed-access checks are the program's.
			saved := l.lib
			l.lib = nil
			defer func() { l.lib = saved }()
		}
		return l.inlineValues(fd, name, vals, want, x)
	}
	pos := l.posOf(x)
	switch name {
	case "reach_error", "__VERIFIER_error":
		info := l.newCheck(program.CheckReachError, pos, "call of "+name+"() through a pointer")
		l.emit(&program.Check{Cond: program.False, Check: info}, pos)
		return nil
	case "abort", "exit", "_exit", "_Exit", "__VERIFIER_abort":
		l.leakPoint(pos, l.localRoots(), true)
		l.terminate(name, pos)
		return nil
	}
	l.failf(x, true, "unsupported: call of %s, which has no body, through a function pointer", name)
	return nil
}

// tooDeep lowers a call of name that nests deeper than
// Options.RecursionDepth: a recursion-depth check that fails, and the end
// of the path.
func (l *lowerer) tooDeep(fd *cc.FunctionDefinition, name string, want bool, pos program.Pos) program.Expr {
	info := l.newCheck(program.CheckRecursion, pos, fmt.Sprintf("recursion of %s deeper than %d", name, l.opts.RecursionDepth))
	l.emit(&program.Check{Cond: program.False, Check: info}, pos)
	l.terminate("recursion too deep", pos)
	if !want {
		return nil
	}
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	if ft == nil || ft.Result() == nil || ft.Result().Kind() == cc.Void {
		return nil
	}
	// Nothing after the end of the path runs: the value is never read.
	return &program.VarRef{Var: l.newTemp(l.typeOf(ft.Result(), fd.Declarator), pos)}
}
