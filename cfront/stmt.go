package cfront

import (
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// compound lowers a block. Address-taken locals declared in it die at its
// end (when control falls out of it; jumps out of a block do not kill).
func (l *lowerer) compound(cs *cc.CompoundStatement, fnBody bool) {
	if cs == nil {
		return
	}
	fr := l.fn
	fr.scopes = append(fr.scopes, nil)
	for bl := cs.BlockItemList; bl != nil; bl = bl.BlockItemList {
		l.blockItem(bl.BlockItem)
	}
	vars := fr.scopes[len(fr.scopes)-1]
	fr.scopes = fr.scopes[:len(fr.scopes)-1]
	setScopeEnd(vars, l.posOf(cs.Token2))
	if !fnBody && l.cur != nil {
		for _, v := range vars {
			if v.Object != 0 {
				l.emit(&program.Dead{Var: v}, l.posOf(cs.Token2))
			}
		}
	}
}

func (l *lowerer) blockItem(it *cc.BlockItem) {
	if it == nil {
		return
	}
	switch it.Case {
	case cc.BlockItemDecl:
		l.localDecl(it.Declaration)
	case cc.BlockItemLabel:
		// __label__ declarations: nothing to do.
	case cc.BlockItemStmt:
		l.stmt(it.Statement)
	case cc.BlockItemFuncDef:
		l.failf(it.Declarator, true, "unsupported: nested function")
	}
}

// localDecl lowers a declaration in a block.
func (l *lowerer) localDecl(d *cc.Declaration) {
	if d == nil || d.Case == cc.DeclarationAssert || d.DeclarationSpecifiers == nil {
		return
	}
	if d.Case == cc.DeclarationAuto {
		l.failf(d, true, "unsupported: __auto_type")
	}
	if isTypedef(d.DeclarationSpecifiers) {
		return
	}
	for idl := d.InitDeclaratorList; idl != nil; idl = idl.InitDeclaratorList {
		id := idl.InitDeclarator
		if id == nil || id.Declarator == nil {
			continue
		}
		decl := id.Declarator
		t := decl.Type()
		if t == nil || t.Kind() == cc.Function || decl.IsTypename() {
			continue
		}
		if decl.IsExtern() || decl.IsStatic() || decl.Name() == "__func__" {
			continue
		}
		if decl.IsThreadLocal() {
			l.failf(decl, true, "unsupported: thread-local variable")
		}
		if at, ok := t.(*cc.ArrayType); ok && containsVLA(at) {
			if id.Initializer != nil {
				l.failf(decl, false, "variable-length array %s may not be initialized", decl.Name())
			}
			l.vlaDecl(decl, at)
			continue
		}
		if ptr, ok := t.(*cc.PointerType); ok && containsVLA(ptr.Elem()) {
			l.vlaTypeDims(t, decl.Name(), decl) // int (*p)[m]
		}
		pt := l.typeOf(t, decl)
		if pt.Kind == program.KindVoid {
			l.failf(decl, false, "variable %s has type void", decl.Name())
		}
		v := l.declareLocal(decl, pt)
		ref := &program.VarRef{Var: v}
		if id.Initializer != nil {
			l.initialize(ref, id.Initializer, false)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "uninitialised"}, l.posOf(decl))
		}
	}
}

// initialize lowers an initialiser of the object lv. Objects with static
// storage (global) are already zero.
func (l *lowerer) initialize(lv program.Expr, init *cc.Initializer, global bool) {
	t := lv.Type()
	pos := l.posOf(init)
	switch init.Case {
	case cc.InitializerExpr:
		e := init.AssignmentExpression
		if t.Kind == program.KindArray {
			if s, ok := stringLit(e); ok && isCharType(t.Elem) {
				if !global {
					l.emit(&program.Assign{LHS: lv, RHS: &program.Zero{T: t}}, pos)
				}
				l.initString(lv, t, []byte(s+"\x00"), true, pos)
				return
			}
		}
		if !global {
			if name, nt := l.nondetCall(e); name != "" && nt != nil && program.Identical(nt, t) {
				l.emit(&program.Havoc{LHS: lv, Why: name, CallEnd: l.callEnd(e)}, pos)
				return
			}
		}
		v := l.expr(e)
		if v == nil {
			l.failf(e, false, "void value in initializer")
		}
		if t.Kind != program.KindArray {
			v = l.decay(v, e)
		}
		l.emit(&program.Assign{LHS: lv, RHS: l.conv(v, t, init)}, pos)
	case cc.InitializerInitList:
		if t.IsScalar() {
			if init.InitializerList == nil || init.InitializerList.Initializer == nil {
				if !global {
					l.emit(&program.Assign{LHS: lv, RHS: &program.Zero{T: t}}, pos)
				}
				return
			}
			l.initialize(lv, init.InitializerList.Initializer, global)
			return
		}
		l.initList(lv, init.InitializerList, global, !global)
	}
}

func isCharType(t *program.Type) bool {
	return t.Kind == program.KindInt && t.Width == 8
}

// initString stores the bytes of a string into a char array; zero bytes
// are skipped when the array is already zero.
func (l *lowerer) initString(lv program.Expr, t *program.Type, s []byte, zeroed bool, pos program.Pos) {
	for i, b := range s {
		if int64(i) >= t.Len {
			break
		}
		if b == 0 && zeroed {
			continue
		}
		idx := program.NewConst(l.ts.int_, uint64(i))
		l.emit(&program.Assign{LHS: &program.Index{X: lv, Index: idx}, RHS: program.NewConst(t.Elem, uint64(b))}, pos)
	}
}

// An initFrame is an aggregate being initialised by a brace-enclosed list,
// and the position of its next element or member.
type initFrame struct {
	lv  program.Expr
	idx int64
}

func (f *initFrame) size() int64 {
	t := f.lv.Type()
	switch t.Kind {
	case program.KindArray:
		return t.Len
	case program.KindStruct:
		return int64(len(t.Fields))
	case program.KindUnion:
		// Only one member is initialised: advance jumps past the end.
		return int64(len(t.Fields))
	}
	return 0
}

func (l *lowerer) subobject(f *initFrame) program.Expr {
	t := f.lv.Type()
	if t.Kind == program.KindArray {
		it := l.ts.int_
		if f.idx >= 1<<31 {
			it = l.ts.llong
		}
		return &program.Index{X: f.lv, Index: program.NewConst(it, uint64(f.idx))}
	}
	return &program.Field{X: f.lv, Field: int(f.idx)}
}

func (f *initFrame) advance() {
	if t := f.lv.Type(); t.Kind == program.KindUnion {
		f.idx = int64(len(t.Fields))
		return
	}
	f.idx++
}

// initList lowers a brace-enclosed initialiser list of the aggregate lv,
// with designators and brace elision as C defines them. zero says whether
// lv must first be zeroed (automatic storage).
func (l *lowerer) initList(lv program.Expr, list *cc.InitializerList, global, zero bool) {
	pos := l.posOf(list)
	if list != nil {
		pos = l.posOf(list)
	}
	t := lv.Type()
	if zero {
		l.emit(&program.Assign{LHS: lv, RHS: &program.Zero{T: t}}, pos)
	}
	if t.IsScalar() {
		if list != nil && list.Initializer != nil {
			l.initialize(lv, list.Initializer, true)
		}
		return
	}
	stack := []*initFrame{{lv: lv}}
	for it := list; it != nil; it = it.InitializerList {
		init := it.Initializer
		if init == nil {
			continue
		}
		if it.Designation != nil {
			stack = stack[:1]
			var ok bool
			if stack, ok = l.designate(stack, it.Designation.DesignatorList, init, global); ok {
				continue
			}
		}
		for {
			top := stack[len(stack)-1]
			if top.idx >= top.size() {
				if len(stack) == 1 {
					// Excess initialisers: GCC warns and ignores them.
					break
				}
				stack = stack[:len(stack)-1]
				stack[len(stack)-1].advance()
				continue
			}
			sub := l.subobject(top)
			st := sub.Type()
			if init.Case == cc.InitializerInitList {
				if st.IsScalar() {
					l.initialize(sub, init, true)
				} else {
					l.initList(sub, init.InitializerList, global, false)
				}
				top.advance()
				break
			}
			e := init.AssignmentExpression
			if st.IsScalar() {
				l.initialize(sub, init, true)
				top.advance()
				break
			}
			if st.Kind == program.KindArray && isCharType(st.Elem) {
				if _, ok := stringLit(e); ok {
					l.initialize(sub, init, true)
					top.advance()
					break
				}
			}
			if (st.Kind == program.KindStruct || st.Kind == program.KindUnion) && exprIsRecord(e) {
				l.initialize(sub, init, true)
				top.advance()
				break
			}
			// Brace elision: the expression initialises the first scalar
			// of the subaggregate.
			stack = append(stack, &initFrame{lv: sub})
		}
	}
}

func exprIsRecord(e cc.ExpressionNode) bool {
	t := e.Type()
	return t != nil && (t.Kind() == cc.Struct || t.Kind() == cc.Union)
}

// designate moves the initialisation position along a designator list and
// initialises the designated subobject. It returns the frames positioned
// after it; ok reports that the initialiser was consumed.
func (l *lowerer) designate(stack []*initFrame, dl *cc.DesignatorList, init *cc.Initializer, global bool) ([]*initFrame, bool) {
	for ; dl != nil; dl = dl.DesignatorList {
		d := dl.Designator
		top := stack[len(stack)-1]
		t := top.lv.Type()
		switch d.Case {
		case cc.DesignatorIndex, cc.DesignatorIndex2:
			if t.Kind != program.KindArray {
				l.failf(d, false, "array designator in a non-array initializer")
			}
			lo, _ := l.constInt(d.ConstantExpression)
			hi := lo
			if d.Case == cc.DesignatorIndex2 {
				hi, _ = l.constInt(d.ConstantExpression2)
			}
			if lo < 0 || hi >= t.Len && t.Len > 0 || hi < lo {
				l.failf(d, false, "array designator out of bounds")
			}
			if hi > lo {
				if dl.DesignatorList != nil {
					l.failf(d, true, "unsupported: range designator followed by other designators")
				}
				for i := lo; i <= hi; i++ {
					top.idx = i
					l.initAt(stack, init, global)
				}
				top.idx = hi + 1
				return stack, true
			}
			top.idx = lo
		case cc.DesignatorField, cc.DesignatorField2:
			name := d.Token2.SrcStr()
			if d.Case == cc.DesignatorField2 {
				name = d.Token.SrcStr()
			}
			if t.Kind != program.KindStruct && t.Kind != program.KindUnion {
				l.failf(d, false, "field designator in a non-struct initializer")
			}
			path := findField(t, name)
			if path == nil {
				l.failf(d, false, "no member named %s", name)
			}
			for _, i := range path[:len(path)-1] {
				top.idx = int64(i)
				stack = append(stack, &initFrame{lv: l.subobject(top)})
				top = stack[len(stack)-1]
			}
			top.idx = int64(path[len(path)-1])
		default:
			l.failf(d, true, "unsupported designator")
		}
		if dl.DesignatorList != nil {
			stack = append(stack, &initFrame{lv: l.subobject(top)})
		}
	}
	return stack, false
}

// initAt initialises the subobject at the current position with init
// (used by range designators).
func (l *lowerer) initAt(stack []*initFrame, init *cc.Initializer, global bool) {
	top := stack[len(stack)-1]
	sub := l.subobject(top)
	if init.Case == cc.InitializerInitList && !sub.Type().IsScalar() {
		l.initList(sub, init.InitializerList, global, false)
		return
	}
	l.initialize(sub, init, true)
}

// stmt lowers a statement.
func (l *lowerer) stmt(s *cc.Statement) {
	if s == nil {
		return
	}
	if l.fn != nil {
		l.fn.pending = nil
	}
	switch s.Case {
	case cc.StatementLabeled:
		l.labeled(s.LabeledStatement)
	case cc.StatementCompound:
		l.compound(s.CompoundStatement, false)
	case cc.StatementExpr:
		if s.ExpressionStatement != nil && s.ExpressionStatement.ExpressionList != nil {
			l.effect(s.ExpressionStatement.ExpressionList)
		}
	case cc.StatementSelection:
		l.selection(s.SelectionStatement)
	case cc.StatementIteration:
		l.iteration(s.IterationStatement)
	case cc.StatementJump:
		l.jumpStmt(s.JumpStatement)
	case cc.StatementAsm:
		if !emptyAsm(s.AsmStatement) {
			l.failf(s.AsmStatement, true, "unsupported: inline assembly")
		}
		// An empty template runs no instruction: a compiler barrier
		// (asm volatile("" : "+r"(x) : : "memory")), which changes nothing.
	}
}

func (l *lowerer) label(name string, pos program.Pos) *program.Loc {
	fr := l.fn
	lab := fr.labels[name]
	if lab == nil {
		lab = l.newLabel(pos, fr.name)
		lab.Label = name
		fr.labels[name] = lab
	}
	return lab
}

func (l *lowerer) labeled(ls *cc.LabeledStatement) {
	pos := l.posOf(ls)
	switch ls.Case {
	case cc.LabeledStatementLabel:
		lab := l.label(ls.Token.SrcStr(), pos)
		if lab.ID >= 0 {
			l.failf(ls, false, "duplicate label %s", ls.Token.SrcStr())
		}
		lab.Pos = pos
		l.place(lab)
	default:
		lab := l.fn.cases[ls]
		if lab == nil {
			l.failf(ls, false, "case label not within a switch statement")
		}
		l.place(lab)
	}
	l.stmt(ls.Statement)
}

func (l *lowerer) selection(s *cc.SelectionStatement) {
	pos := l.posOf(s)
	fn := l.funcName()
	switch s.Case {
	case cc.SelectionStatementIf, cc.SelectionStatementIfElse:
		if s.Case == cc.SelectionStatementIfElse && l.assertIf(s) {
			return
		}
		t, f := l.newLabel(pos, fn), l.newLabel(pos, fn)
		l.cond(s.ExpressionList, t, f)
		l.placeNoFall(t)
		l.stmt(s.Statement)
		if s.Case == cc.SelectionStatementIfElse {
			join := l.newLabel(pos, fn)
			if l.cur != nil {
				l.jump(join, pos)
			}
			l.placeNoFall(f)
			l.stmt(s.Statement2)
			l.place(join)
		} else {
			l.place(f)
		}
	case cc.SelectionStatementSwitch:
		l.switchStmt(s)
	}
}

// assertIf recognises glibc's statement form of assert,
// if (c) ; else __assert_fail("c", ...);
func (l *lowerer) assertIf(s *cc.SelectionStatement) bool {
	if s.Statement == nil || s.Statement.Case != cc.StatementExpr || s.Statement.ExpressionStatement == nil || s.Statement.ExpressionStatement.ExpressionList != nil {
		return false
	}
	e := s.Statement2
	if e == nil || e.Case != cc.StatementExpr || e.ExpressionStatement == nil || e.ExpressionStatement.ExpressionList == nil {
		return false
	}
	call, name := assertFailCall(e.ExpressionStatement.ExpressionList)
	if call == nil {
		return false
	}
	pos := l.posOf(s)
	c := l.toCond(l.rval(s.ExpressionList), pos)
	l.emitAssert(c, call, name, s.ExpressionList, pos)
	return true
}

func (l *lowerer) switchStmt(s *cc.SelectionStatement) {
	pos := l.posOf(s)
	fn := l.funcName()
	fr := l.fn
	x := l.rval(s.ExpressionList)
	l.needInt(x, s.ExpressionList)
	xt := l.ts.ints.Promote(x.Type())
	x = l.cast(x, xt)
	exit := l.newLabel(pos, fn)
	var deflt *program.Loc
	var others program.Expr = program.True
	type branchTo struct {
		cond program.Expr
		to   *program.Loc
		pos  program.Pos
	}
	var branches []branchTo
	for _, ls := range s.LabeledStatements() {
		if ls.Switch() != s {
			continue
		}
		lpos := l.posOf(ls)
		lab := l.newLabel(lpos, fn)
		fr.cases[ls] = lab
		switch ls.Case {
		case cc.LabeledStatementCaseLabel:
			v, _ := l.constInt(ls.ConstantExpression)
			c := l.binary(program.Eq, x, program.NewConst(xt, uint64(v)), program.Bool)
			branches = append(branches, branchTo{c, lab, lpos})
			others = l.and(others, l.binary(program.Ne, x, program.NewConst(xt, uint64(v)), program.Bool))
		case cc.LabeledStatementRange:
			lo, _ := l.constInt(ls.ConstantExpression)
			hi, _ := l.constInt(ls.ConstantExpression2)
			in := l.and(l.binary(program.Ge, x, program.NewConst(xt, uint64(lo)), program.Bool),
				l.binary(program.Le, x, program.NewConst(xt, uint64(hi)), program.Bool))
			branches = append(branches, branchTo{in, lab, lpos})
			others = l.and(others, l.not(in))
		case cc.LabeledStatementDefault:
			deflt = lab
		}
	}
	target := exit
	if deflt != nil {
		target = deflt
	}
	if len(branches) == 0 {
		l.jump(target, pos)
	} else {
		for _, b := range branches {
			l.edge(b.to, &program.Assume{Cond: b.cond}, pos)
		}
		l.edge(target, &program.Assume{Cond: others}, pos)
		l.cur = nil
	}
	fr.brk = append(fr.brk, exit)
	l.stmt(s.Statement)
	fr.brk = fr.brk[:len(fr.brk)-1]
	// Case labels inside unreachable parts are still placed by stmt; a
	// label never reached (e.g. in a nested construct cc attributes to us)
	// is placed here.
	for _, b := range branches {
		if b.to.ID < 0 {
			l.placeNoFall(b.to)
			l.jump(exit, pos)
		}
	}
	if deflt != nil && deflt.ID < 0 {
		l.placeNoFall(deflt)
		l.jump(exit, pos)
	}
	l.place(exit)
}

// loopLeakPoint checks memtrack at a loop head of the program, each time
// it is reached (heap.go).
func (l *lowerer) loopLeakPoint(pos program.Pos) {
	if l.lib == nil {
		l.leakPoint(pos, l.localRoots(), false)
	}
}

// loopLabel labels a loop head. Loops of library bodies (lib.go) are not
// loops of the program's source, where witnesses place invariants: their
// heads are not marked Loc.LoopHead.
func (l *lowerer) loopLabel(label string) string {
	if l.lib != nil {
		return "loop in " + l.lib.name
	}
	return label
}

func (l *lowerer) iteration(s *cc.IterationStatement) {
	pos := l.posOf(s)
	fn := l.funcName()
	fr := l.fn
	switch s.Case {
	case cc.IterationStatementWhile:
		head := l.newLabel(pos, fn)
		head.Label = l.loopLabel("while head")
		head.LoopHead = l.lib == nil
		l.place(head)
		l.loopLeakPoint(pos)
		body, exit := l.newLabel(pos, fn), l.newLabel(pos, fn)
		l.cond(s.ExpressionList, body, exit)
		l.placeNoFall(body)
		fr.brk, fr.cont = append(fr.brk, exit), append(fr.cont, head)
		l.stmt(s.Statement)
		fr.brk, fr.cont = fr.brk[:len(fr.brk)-1], fr.cont[:len(fr.cont)-1]
		if l.cur != nil {
			l.jump(head, pos)
		}
		l.placeNoFall(exit)
		head.Pos = pos // the loop head is the while keyword (witnesses)
	case cc.IterationStatementDo:
		body := l.newLabel(pos, fn)
		body.Label = l.loopLabel("do head")
		body.LoopHead = l.lib == nil
		l.place(body)
		l.loopLeakPoint(pos)
		cont, exit := l.newLabel(pos, fn), l.newLabel(pos, fn)
		fr.brk, fr.cont = append(fr.brk, exit), append(fr.cont, cont)
		l.stmt(s.Statement)
		fr.brk, fr.cont = fr.brk[:len(fr.brk)-1], fr.cont[:len(fr.cont)-1]
		l.place(cont)
		l.cond(s.ExpressionList, body, exit)
		l.placeNoFall(exit)
		body.Pos = pos
	case cc.IterationStatementFor, cc.IterationStatementForDecl:
		fr.scopes = append(fr.scopes, nil)
		if s.Case == cc.IterationStatementForDecl {
			l.localDecl(s.Declaration)
		} else if s.ExpressionList != nil {
			l.effect(s.ExpressionList)
		}
		condE, step := s.ExpressionList2, s.ExpressionList3
		if s.Case == cc.IterationStatementForDecl {
			condE, step = s.ExpressionList, s.ExpressionList2
		}
		head := l.newLabel(pos, fn)
		head.Label = l.loopLabel("for head")
		head.LoopHead = l.lib == nil
		l.place(head)
		l.loopLeakPoint(pos)
		body, exit, cont := l.newLabel(pos, fn), l.newLabel(pos, fn), l.newLabel(pos, fn)
		if condE != nil {
			l.cond(condE, body, exit)
		} else {
			l.jump(body, pos)
		}
		l.placeNoFall(body)
		fr.brk, fr.cont = append(fr.brk, exit), append(fr.cont, cont)
		l.stmt(s.Statement)
		fr.brk, fr.cont = fr.brk[:len(fr.brk)-1], fr.cont[:len(fr.cont)-1]
		l.place(cont)
		if step != nil {
			l.effect(step)
		}
		if l.cur != nil {
			l.jump(head, pos)
		}
		l.placeNoFall(exit)
		head.Pos = pos
		vars := fr.scopes[len(fr.scopes)-1]
		fr.scopes = fr.scopes[:len(fr.scopes)-1]
		if s.Statement != nil && s.Statement.Case == cc.StatementCompound && s.Statement.CompoundStatement != nil {
			setScopeEnd(vars, l.posOf(s.Statement.CompoundStatement.Token2))
		}
		for _, v := range vars {
			if v.Object != 0 {
				l.emit(&program.Dead{Var: v}, pos)
			}
		}
	}
}

func (l *lowerer) jumpStmt(s *cc.JumpStatement) {
	pos := l.posOf(s)
	fr := l.fn
	switch s.Case {
	case cc.JumpStatementGoto:
		l.jump(l.label(s.Token2.SrcStr(), pos), pos)
	case cc.JumpStatementGotoExpr:
		l.failf(s, true, "unsupported: computed goto")
	case cc.JumpStatementContinue:
		if len(fr.cont) == 0 {
			l.failf(s, false, "continue statement not within a loop")
		}
		l.jump(fr.cont[len(fr.cont)-1], pos)
	case cc.JumpStatementBreak:
		if len(fr.brk) == 0 {
			l.failf(s, false, "break statement not within loop or switch")
		}
		l.jump(fr.brk[len(fr.brk)-1], pos)
	case cc.JumpStatementReturn:
		if s.ExpressionList != nil {
			if fr.ret != nil {
				ref := &program.VarRef{Var: fr.ret}
				if name, t := l.nondetCall(s.ExpressionList); name != "" && t != nil && program.Identical(t, fr.retType) {
					l.emit(&program.Havoc{LHS: ref, Why: name, CallEnd: l.callEnd(s.ExpressionList)}, pos)
				} else {
					v := l.expr(s.ExpressionList)
					if v == nil {
						l.failf(s, false, "void value returned")
					}
					v = l.decay(v, s.ExpressionList)
					l.emit(&program.Assign{LHS: ref, RHS: l.conv(v, fr.retType, s)}, pos)
				}
			} else {
				l.effect(s.ExpressionList)
			}
		}
		l.jump(fr.exit, pos)
	}
}

// stmtExpr lowers a GNU statement expression ({ ...; e; }); its value is
// the value of the last expression statement.
func (l *lowerer) stmtExpr(cs *cc.CompoundStatement, want bool) program.Expr {
	if l.constDep > 0 {
		l.failf(cs, false, "not a constant expression")
	}
	if l.inInit {
		l.failf(cs, false, "initializer element is not constant")
	}
	fr := l.fn
	fr.scopes = append(fr.scopes, nil)
	var v program.Expr
	for bl := cs.BlockItemList; bl != nil; bl = bl.BlockItemList {
		it := bl.BlockItem
		if want && bl.BlockItemList == nil && it != nil && it.Case == cc.BlockItemStmt && it.Statement != nil &&
			it.Statement.Case == cc.StatementExpr && it.Statement.ExpressionStatement != nil && it.Statement.ExpressionStatement.ExpressionList != nil {
			e := it.Statement.ExpressionStatement.ExpressionList
			v = l.expr(e)
			if v != nil {
				v = l.decay(v, e)
				v = l.snapshot(v, l.posOf(e))
			}
			continue
		}
		l.blockItem(it)
	}
	setScopeEnd(fr.scopes[len(fr.scopes)-1], l.posOf(cs.Token2))
	fr.scopes = fr.scopes[:len(fr.scopes)-1]
	return v
}

// setScopeEnd records where the block declaring vars ends.
func setScopeEnd(vars []*program.Var, end program.Pos) {
	for _, v := range vars {
		v.ScopeEnd = end
	}
}

// emptyAsm tells an asm statement whose template holds no instruction
// (only blanks) and that cannot jump (no asm goto).
func emptyAsm(s *cc.AsmStatement) bool {
	if s == nil || s.Asm == nil {
		return false
	}
	for q := s.Asm.AsmQualifierList; q != nil; q = q.AsmQualifierList {
		if q.AsmQualifier != nil && q.AsmQualifier.Case == cc.AsmQualifierGoto {
			return false
		}
	}
	t := s.Asm.Token3.SrcStr()
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return false
	}
	return strings.TrimSpace(t[1:len(t)-1]) == ""
}
