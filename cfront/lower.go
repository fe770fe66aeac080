package cfront

import (
	"bytes"
	"fmt"
	"github.com/satabs-go/satabs-go/internal/fault"
	"sort"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// maxLocs bounds the size of the program after inlining.
const maxLocs = 500_000

// A lowerer turns one translation unit into a program.
type lowerer struct {
	opts Options
	ast  *cc.AST
	file string
	ts   *typeSys
	p    *program.Program

	// tails caches the calls of each function to itself in tail
	// position (tailcall.go).
	tails map[*cc.FunctionDefinition]map[*cc.PostfixExpression]bool

	// Declarations of the translation unit.
	funcs      map[string]*cc.FunctionDefinition
	globalDefs map[string]*globalDef
	globalList []*globalDef // in order of first declaration
	enumPrev   map[*cc.Enumerator]*cc.Enumerator
	enumVals   map[*cc.Enumerator]int64
	enumBusy   map[*cc.Enumerator]bool

	// Variables.
	globals  map[string]*program.Var
	statics  map[*cc.Declarator]*program.Var
	names    map[string]int // uses of each variable name, for #2, #3...
	tmpCount map[string]int
	strs     map[string]*program.Var
	strInit  []*program.Var
	mayAlias map[*program.Var]bool // variables whose address C takes somewhere

	// Control flow.
	cur      *program.Loc
	fn       *frame
	initEnd  *program.Edge // the edge from the global initialisation to the entry function
	inInit   bool          // lowering global initialisers: no calls
	constDep int           // > 0 while evaluating an integer constant expression

	// Checks.
	checkN    map[string]int
	guard     program.Expr // condition under which the current pure subexpression is evaluated
	instrHook func(l *lowerer, ev *opEvent)
	// lastCheck is the edge of the check emitCheck emitted last (nil when
	// it emitted none); lastAccess the last bounds or pointer check, which
	// the operand of & takes back (undoAccessCheck).
	lastCheck, lastAccess *program.Edge
	// accessEdge is the bounds or pointer check of each Deref and Index
	// built, which the operand of & takes back when it only computes an
	// address with them (undoAccessCheck).
	accessEdge map[program.Expr]*program.Edge
	ptrChecks  []*ptrCheck // pointer checks awaiting addLiveness
	// typedChecks are the model-limit checks of accesses through pointers
	// a cast may have retyped (instrument.go's typedAccessCheck), dropped
	// by finishTypedChecks when the program retypes no pointer.
	typedChecks []*ptrCheck
	// retyped, toVoid, fromVoid: the pointer conversions seen
	// (notePointerCast).
	retyped          bool
	toVoid, fromVoid map[string]bool
	// byteChecks are the typed-access checks of byte-sized accesses;
	// bytesOfUnbyteable, bytesFromVoid, unbyteableToVoid: the conversions
	// that can make a byte pointer into an object not made of bytes
	// (finishByteChecks).
	byteChecks                                         []*ptrCheck
	bytesOfUnbyteable, bytesFromVoid, unbyteableToVoid bool
	// lastTyped is the typed-access check of the dereference being
	// lowered; typedEdge those of the dereferences, for undoAccessCheck.
	lastTyped *program.Edge
	typedEdge map[*program.Deref]*program.Edge
	// pta is the points-to analysis that decides typed-access checks one
	// by one (pointsTo); ptaOff when the program is outside its reach.
	pta    *program.PointsTo
	ptaOff bool
	// finishing: finish runs; its conversions are not the program's.
	finishing bool
	// addrConv: the program converts a pointer to an integer or an
	// integer to a pointer (addr.go gives every object an address).
	addrConv bool
	noted    map[string]bool
	active   map[string]int                // activations of the functions being inlined, for recursion
	frames   int                           // frames made so far (frame ids)
	lib      *libCall                      // the library call whose body is being inlined (lib.go)
	vlaLen   map[*program.Var]*program.Var // the length variable of each variable-length array (vla.go)
	vlaFull  map[*program.Var]bool         // heap objects whose length, while allocated, is their capacity (heap.go)
	// extentAssumes are where objects whose length varies get it (addr.go).
	extentAssumes []extentAssume
	vlaTypeLen    map[*cc.ArrayType]*program.Var // the length variable of each variable dimension evaluated (vla.go)
	vlaSaved      map[*cc.ArrayType]*program.Var // the caller's lengths of the dimensions the current call evaluated (vlaParams)
	// The heap (heap.go).
	heapObjs   []*heapObject
	heapPoints []*heapPoint
	heapInit   []*program.Var // set to zero after the globals
	heapSites  int
	allocHints map[*cc.PostfixExpression]cc.Type
	// callHints: the typed pointer type each call's result is converted
	// to; retFlow: the calls (of malloc or of any function) whose value
	// their function returns as an untyped pointer (heap.go).
	callHints map[*cc.PostfixExpression]cc.Type
	retFlow   map[*cc.PostfixExpression]bool
	usesHeap  bool // the program calls an allocation function
	// Functions without body (call.go).
	bodilessCalls []*bodilessCall
	extGlobals    []*program.Var        // writable globals with external linkage
	readOnly      map[*program.Var]bool // const globals
	// Function pointers (funcptr.go): the functions whose address the
	// reachable code takes, in the order found, and their objects.
	fnTaken   []string
	fnObjs    map[string]*program.Var
	fnDecls   map[string]*cc.FunctionType // the type each one is declared with
	indirects int                         // calls through pointers lowered so far
	// Shared recursion levels (shared.go): the copy of each function per
	// level, and the level and anchor of the code being lowered (0
	// outside the copies).
	shared      map[sharedKey]*sharedCopy
	shareDepth  int
	shareAnchor int
}

// A globalDef is a variable with static storage declared at file scope.
type globalDef struct {
	name  string
	decl  *cc.Declarator  // the declaration whose type is used
	init  *cc.Initializer // its initialiser, if any
	pos   cc.Node         // first declaration
	used  bool
	local *cc.FunctionDefinition // for static locals: their function
	// defined: some declaration is a definition (not extern, or with an
	// initialiser); a variable only declared extern has an unknown value.
	defined bool
}

// A frame is one inlined call of a function.
type frame struct {
	name    string
	def     *cc.FunctionDefinition
	vars    map[*cc.Declarator]*program.Var
	ret     *program.Var
	retType *program.Type
	exit    *program.Loc
	labels  map[string]*program.Loc
	brk     []*program.Loc
	cont    []*program.Loc
	cases   map[*cc.LabeledStatement]*program.Loc
	objects []*program.Var // address-taken locals, killed at exit
	scopes  [][]*program.Var
	params  []*program.Var
	// pending are the temporaries of the statement being lowered (and
	// the return values of the calls in it): memtrack roots (heap.go).
	pending []*program.Var
	allocas []*heapObject // alloca's objects, freed at exit
	// vaSlots is the array of the variable arguments' addresses of a
	// call of a variadic function (variadic.go); nil for other calls.
	vaSlots *program.Var
	parent  *frame
	id      int // Var.Frame and Loc.Frame of this call
	// retHint is the typed pointer type the caller converts this call's
	// untyped pointer result to (nil when unknown): the type of a heap
	// object the function allocates and returns (allocElem).
	retHint cc.Type
	// start is the start of the body, where a call of the function to
	// itself in tail position jumps back to after assigning the
	// parameters tailParams (nil for an unnamed one); nil when no call
	// does (tailcall.go).
	start      *program.Loc
	tailParams []*program.Var
}

func (l *lowerer) failf(at cc.Node, unsupported bool, format string, args ...any) {
	panic(bailout{&Error{Pos: l.posOf(at), Msg: fmt.Sprintf(format, args...), Unsupported: unsupported}})
}

func (l *lowerer) failAt(pos program.Pos, unsupported bool, format string, args ...any) {
	panic(bailout{&Error{Pos: pos, Msg: fmt.Sprintf(format, args...), Unsupported: unsupported}})
}

// posOf returns the source position of a node, honouring #line.
func (l *lowerer) posOf(n cc.Node) (pos program.Pos) {
	if l.lib != nil {
		return l.lib.pos
	}
	if n == nil {
		return program.Pos{File: l.file}
	}
	defer func() {
		if recover() != nil {
			pos = program.Pos{File: l.file}
		}
	}()
	p := n.Position()
	if p.Filename == "" && p.Line == 0 {
		return program.Pos{File: l.file}
	}
	return program.Pos{File: p.Filename, Line: p.Line, Column: p.Column}
}

func lowerProgram(ast *cc.AST, file string, opts Options) (*program.Program, error) {
	return lowerWith(ast, file, opts, nil)
}

// lowerWith lowers with a lowerer that configure may adjust (tests).
func lowerWith(ast *cc.AST, file string, opts Options, configure func(*lowerer)) (*program.Program, error) {
	l := &lowerer{
		opts:       opts,
		ast:        ast,
		file:       file,
		ts:         newTypeSys(opts.Model),
		p:          &program.Program{Model: opts.Model},
		funcs:      map[string]*cc.FunctionDefinition{},
		globalDefs: map[string]*globalDef{},
		enumPrev:   map[*cc.Enumerator]*cc.Enumerator{},
		enumVals:   map[*cc.Enumerator]int64{},
		enumBusy:   map[*cc.Enumerator]bool{},
		globals:    map[string]*program.Var{},
		statics:    map[*cc.Declarator]*program.Var{},
		names:      map[string]int{},
		tmpCount:   map[string]int{},
		strs:       map[string]*program.Var{},
		mayAlias:   map[*program.Var]bool{},
		checkN:     map[string]int{},
		noted:      map[string]bool{},
		accessEdge: map[program.Expr]*program.Edge{},
		typedEdge:  map[*program.Deref]*program.Edge{},
		readOnly:   map[*program.Var]bool{},
		active:     map[string]int{},
		shared:     map[sharedKey]*sharedCopy{},
		fnObjs:     map[string]*program.Var{},
		fnDecls:    map[string]*cc.FunctionType{},
		vlaLen:     map[*program.Var]*program.Var{},
		vlaFull:    map[*program.Var]bool{},
		vlaTypeLen: map[*cc.ArrayType]*program.Var{},
	}
	l.instrHook = defaultInstrument
	if configure != nil {
		configure(l)
	}
	// The notes wait for the end of a lowering that may start again
	// without shared recursion levels, so that they are printed once.
	var notes *bytes.Buffer
	if !opts.InlineRecursion && opts.Stderr != nil {
		notes = &bytes.Buffer{}
		l.opts.Stderr = notes
	}
	var err error
	unshared := false
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(errUnshare); ok {
					unshared = true
					return
				}
				err = panicError(r, l.curPos())
			}
		}()
		fault.Point("cfront/lower")
		l.run()
	}()
	if unshared {
		// A shared recursion level met what it cannot model (shared.go):
		// inline every recursive call separately.
		opts.InlineRecursion = true
		return lowerWith(ast, file, opts, configure)
	}
	if notes != nil {
		opts.Stderr.Write(notes.Bytes())
	}
	if err != nil {
		return nil, err
	}
	return l.p, nil
}

func (l *lowerer) curPos() program.Pos {
	if l.cur != nil {
		return l.cur.Pos
	}
	return program.Pos{File: l.file}
}

// run lowers the whole program.
func (l *lowerer) run() {
	l.collect()
	entry := l.funcs[l.opts.Entry]
	if entry == nil {
		l.failAt(program.Pos{File: l.file}, false, "entry function %s not found", l.opts.Entry)
	}
	l.reach(entry)
	l.collectAllocHints()
	l.functionObjects()

	// Global initialisation.
	start := l.p.NewLoc(program.Pos{File: l.file}, "")
	start.Label = "initialisation"
	l.p.Entry = start
	l.cur = start
	l.lowerGlobals()
	// The entry function starts after an edge that string literal objects
	// found later are spliced into.
	body := l.newLabel(l.posOf(entry.Declarator), l.opts.Entry)
	body.Label = "entry " + l.opts.Entry
	l.initEnd = l.p.AddEdge(l.cur, body, &program.Skip{}, l.cur.Pos)
	l.cur = nil
	l.placeNoFall(body)

	l.lowerEntry(entry)
	l.finish()
}

// collect indexes the translation unit: function definitions, file-scope
// variables in declaration order, enumerations.
func (l *lowerer) collect() {
	for tu := l.ast.TranslationUnit; tu != nil; tu = tu.TranslationUnit {
		ed := tu.ExternalDeclaration
		if ed == nil {
			continue
		}
		switch ed.Case {
		case cc.ExternalDeclarationFuncDef:
			fd := ed.FunctionDefinition
			if fd != nil && fd.Declarator != nil {
				l.funcs[fd.Declarator.Name()] = fd
			}
		case cc.ExternalDeclarationDecl:
			d := ed.Declaration
			if d == nil || d.DeclarationSpecifiers == nil || isTypedef(d.DeclarationSpecifiers) {
				continue
			}
			for idl := d.InitDeclaratorList; idl != nil; idl = idl.InitDeclaratorList {
				id := idl.InitDeclarator
				if id == nil || id.Declarator == nil {
					continue
				}
				decl := id.Declarator
				if decl.IsTypename() {
					continue
				}
				if t := decl.Type(); t == nil || t.Kind() == cc.Function {
					continue
				}
				l.addGlobalDecl(decl, id.Initializer, nil)
			}
		}
	}
	walk(l.ast.TranslationUnit, func(n cc.Node) bool {
		if inLibrary(n) {
			return false // no enumerations there
		}
		if es, ok := n.(*cc.EnumSpecifier); ok {
			var prev *cc.Enumerator
			for el := es.EnumeratorList; el != nil; el = el.EnumeratorList {
				if el.Enumerator != nil {
					l.enumPrev[el.Enumerator] = prev
					prev = el.Enumerator
				}
			}
		}
		return true
	})
}

func (l *lowerer) addGlobalDecl(decl *cc.Declarator, init *cc.Initializer, fd *cc.FunctionDefinition) *globalDef {
	name := decl.Name()
	if fd != nil {
		g := &globalDef{name: name, decl: decl, init: init, pos: decl, local: fd, defined: true}
		l.globalList = append(l.globalList, g)
		return g
	}
	g := l.globalDefs[name]
	if g == nil {
		g = &globalDef{name: name, decl: decl, pos: decl}
		l.globalDefs[name] = g
		l.globalList = append(l.globalList, g)
	}
	if init != nil || !decl.IsExtern() {
		g.defined = true
	}
	if init != nil {
		g.decl, g.init = decl, init
	} else if g.init == nil {
		if t := decl.Type(); t != nil && !t.IsIncomplete() {
			g.decl = decl
		}
	}
	return g
}

func isTypedef(ds *cc.DeclarationSpecifiers) bool {
	for ; ds != nil; ds = ds.DeclarationSpecifiers {
		if ds.Case == cc.DeclarationSpecifiersStorage && ds.StorageClassSpecifier != nil && ds.StorageClassSpecifier.Case == cc.StorageClassSpecifierTypedef {
			return true
		}
	}
	return false
}

// reach finds the functions the entry function can call, the file-scope
// variables they use and their static locals.
func (l *lowerer) reach(entry *cc.FunctionDefinition) {
	seen := map[*cc.FunctionDefinition]bool{}
	var visitFunc func(fd *cc.FunctionDefinition)
	var visit func(n cc.Node)
	visitGlobal := func(name string) {
		g := l.globalDefs[name]
		if g == nil || g.used {
			return
		}
		g.used = true
		if g.init != nil {
			visit(g.init)
		}
	}
	direct := map[*cc.PrimaryExpression]bool{} // the callees of direct calls
	visit = func(n cc.Node) {
		walk(n, func(n cc.Node) bool {
			switch x := n.(type) {
			case *cc.PostfixExpression:
				if x.Case == cc.PostfixExpressionCall {
					if id := calleeIdent(x.PostfixExpression); id != nil {
						direct[id] = true
					}
				}
			case *cc.PrimaryExpression:
				if x.Case != cc.PrimaryExpressionIdent {
					return true
				}
				d, ok := x.ResolvedTo().(*cc.Declarator)
				if !ok || d == nil {
					return true
				}
				if t := d.Type(); t != nil && t.Kind() == cc.Function {
					if !direct[x] {
						l.addressTaken(d)
					}
					if isSpecialFunc(d.Name()) {
						return true
					}
					if fd := l.funcs[d.Name()]; fd != nil {
						visitFunc(fd)
					} else if fd := l.libFunc(d.Name()); fd != nil {
						visitFunc(fd)
					}
					return true
				}
				if l.isGlobalDecl(d) {
					visitGlobal(d.Name())
				}
			}
			return true
		})
	}
	visitFunc = func(fd *cc.FunctionDefinition) {
		if seen[fd] {
			return
		}
		seen[fd] = true
		// Static locals, in source order.
		walk(fd.CompoundStatement, func(n cc.Node) bool {
			d, ok := n.(*cc.Declaration)
			if !ok || d.DeclarationSpecifiers == nil || isTypedef(d.DeclarationSpecifiers) {
				return true
			}
			for idl := d.InitDeclaratorList; idl != nil; idl = idl.InitDeclaratorList {
				id := idl.InitDeclarator
				if id == nil || id.Declarator == nil {
					continue
				}
				decl := id.Declarator
				if decl.IsStatic() && !decl.IsTypename() && decl.Name() != "__func__" {
					if t := decl.Type(); t != nil && t.Kind() != cc.Function {
						g := l.addGlobalDecl(decl, id.Initializer, fd)
						g.used = true
						l.statics[decl] = nil
					}
				}
			}
			return true
		})
		visit(fd.CompoundStatement)
	}
	visitFunc(entry)
	// Static locals' initialisers may use globals too.
	for _, g := range l.globalList {
		if g.local != nil && g.init != nil {
			visit(g.init)
		}
	}
}

// isGlobalDecl reports whether d declares an object with static storage
// that is not a local static.
func (l *lowerer) isGlobalDecl(d *cc.Declarator) bool {
	if d.IsTypename() || d.IsParam() {
		return false
	}
	if d.IsExtern() {
		return true
	}
	s := d.LexicalScope()
	return s != nil && s.Parent == nil
}

// lowerGlobals emits the zero initialisation and the initialisers of every
// used variable with static storage.
func (l *lowerer) lowerGlobals() {
	l.inInit = true
	defer func() { l.inInit = false }()
	l.usesRounding()
	for _, g := range l.globalList {
		if !g.used {
			continue
		}
		t := l.typeOf(g.decl.Type(), g.decl)
		if t.Kind == program.KindVoid {
			l.failf(g.decl, false, "variable %s has type void", g.name)
		}
		pos := l.posOf(g.pos)
		name, fnName := g.name, ""
		if g.local != nil {
			fnName = g.local.Declarator.Name()
			name = fnName + "::" + g.name
		}
		v := &program.Var{Name: l.uniqueName(name), Type: t, Global: true, Func: fnName, CName: g.name, Pos: pos}
		l.p.Globals = append(l.p.Globals, v)
		if ccConst(g.decl.Type()) {
			l.readOnly[v] = true
		} else if g.local == nil && !g.decl.IsStatic() {
			l.extGlobals = append(l.extGlobals, v)
		}
		if g.local != nil {
			l.statics[g.decl] = v
		} else {
			l.globals[g.name] = v
		}
	}
	for _, g := range l.globalList {
		if !g.used {
			continue
		}
		v := l.globals[g.name]
		if g.local != nil {
			v = l.statics[g.decl]
		}
		ref := &program.VarRef{Var: v}
		if g.defined {
			l.emit(&program.Assign{LHS: ref, RHS: &program.Zero{T: v.Type}}, v.Pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "extern variable without definition"}, v.Pos)
		}
	}
	for _, g := range l.globalList {
		if !g.used || g.init == nil {
			continue
		}
		var v *program.Var
		if g.local != nil {
			v = l.statics[g.decl]
		} else {
			v = l.globals[g.name]
		}
		l.initialize(&program.VarRef{Var: v}, g.init, true)
	}
}

// lowerEntry lowers the entry function: its parameters are inputs.
func (l *lowerer) lowerEntry(fd *cc.FunctionDefinition) {
	name := fd.Declarator.Name()
	fr := l.newFrame(fd, name, nil)
	l.active[name]++
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	if ft != nil && ft.IsVariadic() {
		l.failf(fd.Declarator, true, "unsupported: variadic function %s", name)
	}
	var params []*program.Var
	if ft != nil {
		for _, prm := range realParams(ft) {
			if prm.Declarator == nil || prm.Name() == "" {
				params = append(params, nil)
				continue
			}
			v := l.declareLocal(prm.Declarator, l.paramType(prm, fd.Declarator))
			if name == "main" && l.opts.ArgvModel && len(params) == 1 && params[0] != nil && isArgv(v.Type) {
				l.argvModel(params[0], v, l.posOf(prm.Declarator))
				params = append(params, v)
				continue
			}
			if l.entryPointee(name, len(params), v, l.posOf(prm.Declarator)) {
				params = append(params, v)
				continue
			}
			h := &program.Havoc{LHS: &program.VarRef{Var: v}, Why: "parameter of " + name}
			if name == "main" && hasPointer(v.Type) {
				// argv (and envp): C's startup fills them with
				// strings the model does not have, so a pointer
				// value here is invented, as a body-less result is.
				h.Bodiless = program.EnvironmentPrefix + prm.Name()
			}
			l.emit(h, l.posOf(prm.Declarator))
			if name == "main" && len(params) == 0 && v.Type.IsInteger() {
				// "The value of argc shall be nonnegative"
				// (C11 5.1.2.2.1).
				l.emit(&program.Assume{Cond: l.binary(program.Ge, &program.VarRef{Var: v}, &program.Const{Val: 0, T: v.Type}, program.Bool)}, l.posOf(prm.Declarator))
			}
			params = append(params, v)
		}
	}
	olds := l.contractEntry(name, params, l.posOf(fd.Declarator))
	l.lowerBody(fd)
	l.contractChecks(name, olds, fr.ret, fr.exit.Pos)
	// Returning from the entry function ends its locals: only the
	// globals keep heap memory tracked.
	l.leakPoint(fr.exit.Pos, nil, true)
	l.fn = fr.parent
	l.active[name]--
}

func (l *lowerer) paramType(prm *cc.Parameter, at cc.Node) *program.Type {
	t := prm.Type()
	switch t.Kind() {
	case cc.Array:
		if at2, ok := t.(*cc.ArrayType); ok {
			return l.ts.ptrTo(l.typeOf(vlaUnit(at2.Elem()), at))
		}
	case cc.Function:
		return l.ts.fnPtr
	}
	return l.typeOf(t, at)
}

// newFrame starts an inlined call of fd, a function named name.
func (l *lowerer) newFrame(fd *cc.FunctionDefinition, name string, parent *frame) *frame {
	fr := &frame{
		name:   name,
		def:    fd,
		vars:   map[*cc.Declarator]*program.Var{},
		labels: map[string]*program.Loc{},
		cases:  map[*cc.LabeledStatement]*program.Loc{},
		parent: parent,
	}
	l.frames++
	fr.id = l.frames
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	fr.retType = program.Void
	if ft != nil {
		if r := ft.Result(); r != nil && r.Kind() != cc.Void {
			fr.retType = l.typeOf(r, fd.Declarator)
			if fr.retType.Kind == program.KindArray {
				l.failf(fd.Declarator, false, "function returns an array")
			}
		}
	}
	l.fn = fr
	fr.exit = l.newLabel(l.posOf(fd.CompoundStatement), fr.name)
	if fr.retType.Kind != program.KindVoid {
		fr.ret = l.newVar(fr.name+"::$return", "$return", fr.retType, true, l.posOf(fd.Declarator))
	}
	return fr
}

// lowerBody lowers the body of the current frame's function and places its
// exit.
func (l *lowerer) lowerBody(fd *cc.FunctionDefinition) {
	fr := l.fn
	l.compound(fd.CompoundStatement, true)
	var undefined []string
	for name, lab := range fr.labels {
		if lab.ID < 0 {
			undefined = append(undefined, name)
		}
	}
	if len(undefined) > 0 {
		sort.Strings(undefined)
		lab := fr.labels[undefined[0]]
		l.failAt(lab.Pos, false, "label %s used but not defined", undefined[0])
	}
	// Falling off the end of a function returns: 0 from main, an
	// indeterminate value from other functions.
	if l.cur != nil && fr.ret != nil {
		pos := l.posOf(fd.CompoundStatement.Token2)
		ref := &program.VarRef{Var: fr.ret}
		if fr.parent == nil && fr.name == "main" && fr.retType.IsInteger() {
			l.emit(&program.Assign{LHS: ref, RHS: program.NewConst(fr.retType, 0)}, pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "end of " + fr.name + " without return"}, pos)
		}
	}
	l.place(fr.exit)
	fr.exit.Label = "exit " + fr.name
	for _, v := range fr.objects {
		l.emit(&program.Dead{Var: v}, fr.exit.Pos)
	}
	for _, o := range fr.allocas {
		l.emit(&program.Assign{LHS: &program.VarRef{Var: o.alloc}, RHS: program.False}, fr.exit.Pos)
	}
}

// --- locations and edges ---

// newLabel returns a location that is not placed yet: it gets its number
// when placed, so that forward jumps go to higher numbers.
func (l *lowerer) newLabel(pos program.Pos, fn string) *program.Loc {
	return &program.Loc{ID: -1, Pos: pos, Func: fn, Frame: l.frameID()}
}

// frameID is the frame number of the function being lowered (0 outside).
func (l *lowerer) frameID() int {
	if l.fn == nil {
		return 0
	}
	return l.fn.id
}

func (l *lowerer) funcName() string {
	if l.fn == nil {
		return ""
	}
	return l.fn.name
}

// placeLoc gives lab the next number.
func (l *lowerer) placeLoc(lab *program.Loc) {
	if lab.ID >= 0 {
		l.failAt(lab.Pos, false, "internal error in front end: location placed twice")
	}
	if len(l.p.Locs) >= maxLocs {
		l.failAt(lab.Pos, true, "unsupported: program too large after inlining (more than %d locations)", maxLocs)
	}
	lab.ID = len(l.p.Locs)
	l.p.Locs = append(l.p.Locs, lab)
}

// newLoc places a fresh location.
func (l *lowerer) newLoc(pos program.Pos) *program.Loc {
	lab := l.newLabel(pos, l.funcName())
	l.placeLoc(lab)
	return lab
}

// deadLoc makes the current location a fresh one that nothing reaches
// (after a jump); whatever is emitted there is pruned at the end unless a
// label makes it reachable.
func (l *lowerer) deadLoc(pos program.Pos) {
	l.cur = l.newLoc(pos)
}

// edge adds an edge from the current location.
func (l *lowerer) edge(to *program.Loc, s program.Stmt, pos program.Pos) {
	if l.constDep > 0 {
		l.failAt(pos, false, "not a constant expression")
	}
	if l.cur == nil {
		l.deadLoc(pos)
	}
	if len(l.cur.Out) == 0 {
		// A location belongs to the statement that starts there.
		l.cur.Pos = pos
		if !l.inInit {
			l.cur.Func = l.funcName()
			l.cur.Frame = l.frameID()
		}
	}
	l.p.AddEdge(l.cur, to, s, pos)
}

// emit adds an edge with s to a new location, which becomes current.
func (l *lowerer) emit(s program.Stmt, pos program.Pos) {
	if l.constDep > 0 {
		l.failAt(pos, false, "not a constant expression")
	}
	if l.cur == nil {
		l.deadLoc(pos)
	}
	from := l.cur
	to := l.newLoc(pos)
	l.cur = from
	l.edge(to, s, pos)
	l.cur = to
}

// jump ends the current block with a skip to lab.
func (l *lowerer) jump(lab *program.Loc, pos program.Pos) {
	l.edge(lab, &program.Skip{}, pos)
	l.cur = nil
}

// place places lab (if needed) and makes it current; control falls
// through from the current location.
func (l *lowerer) place(lab *program.Loc) {
	if lab.ID >= 0 {
		// Already placed (a loop head): fall into it.
		if l.cur != nil && l.cur != lab {
			l.jump(lab, lab.Pos)
		}
		l.cur = lab
		return
	}
	// Falling into lab is a skip edge; skips are bypassed at the end, when
	// no later jump can refer to the locations any more.
	c := l.cur
	if c != nil {
		l.p.AddEdge(c, lab, &program.Skip{}, lab.Pos)
	}
	l.placeLoc(lab)
	l.cur = lab
}

// placeNoFall places lab without an edge from the current location.
func (l *lowerer) placeNoFall(lab *program.Loc) {
	l.cur = nil
	l.place(lab)
}

// branch ends the current block with assume edges to t and f.
func (l *lowerer) branch(cond program.Expr, t, f *program.Loc, pos program.Pos) {
	if c, ok := cond.(*program.Const); ok {
		if c.Val != 0 {
			l.jump(t, pos)
		} else {
			l.jump(f, pos)
		}
		return
	}
	if t == f {
		l.jump(t, pos)
		return
	}
	l.edge(t, &program.Assume{Cond: cond}, pos)
	l.edge(f, &program.Assume{Cond: l.not(cond)}, pos)
	l.cur = nil
}

// --- variables ---

// uniqueName returns name, or name#k when name is taken.
func (l *lowerer) uniqueName(name string) string {
	n := l.names[name]
	l.names[name] = n + 1
	if n == 0 {
		return name
	}
	for {
		cand := fmt.Sprintf("%s#%d", name, n+1)
		if l.names[cand] == 0 {
			l.names[cand] = 1
			return cand
		}
		n++
	}
}

func (l *lowerer) newVar(name, cname string, t *program.Type, temp bool, pos program.Pos) *program.Var {
	// The locals of library bodies are the front end's, not the user's.
	temp = temp || l.lib != nil
	v := &program.Var{Name: l.uniqueName(name), Type: t, Func: l.funcName(), CName: cname, Temp: temp, Pos: pos, Frame: l.frameID()}
	l.p.Locals = append(l.p.Locals, v)
	return v
}

// declareLocal creates the variable of a local declarator in the current
// frame.
func (l *lowerer) declareLocal(d *cc.Declarator, t *program.Type) *program.Var {
	fr := l.fn
	v := l.newVar(fr.name+"::"+d.Name(), d.Name(), t, false, l.posOf(d))
	fr.vars[d] = v
	if d.AddressTaken() || t.Kind == program.KindArray {
		l.mayAlias[v] = true
	}
	if n := len(fr.scopes); n > 0 {
		fr.scopes[n-1] = append(fr.scopes[n-1], v)
	} else {
		fr.params = append(fr.params, v)
		if fr.def != nil && fr.def.CompoundStatement != nil {
			v.ScopeEnd = l.posOf(fr.def.CompoundStatement.Token2) // a parameter
		}
	}
	return v
}

// newTemp creates a temporary of the current function.
func (l *lowerer) newTemp(t *program.Type, pos program.Pos) *program.Var {
	if l.constDep > 0 {
		l.failAt(pos, false, "not a constant expression")
	}
	fn := l.funcName()
	if fn == "" {
		fn = "$init"
	}
	l.tmpCount[fn]++
	name := fmt.Sprintf("%s::$tmp%d", fn, l.tmpCount[fn])
	v := &program.Var{Name: l.uniqueName(name), Type: t, Func: l.funcName(), Temp: true, Pos: pos}
	l.p.Locals = append(l.p.Locals, v)
	if l.fn != nil {
		l.fn.pending = append(l.fn.pending, v)
	}
	return v
}

// takeAddress makes the variable at the root of the lvalue e an object.
func (l *lowerer) takeAddress(e program.Expr) {
	for {
		switch x := e.(type) {
		case *program.VarRef:
			v := x.Var
			if !v.Global {
				l.unshare("address of a local taken")
			}
			if v.Object == 0 {
				l.p.Objects = append(l.p.Objects, v)
				v.Object = len(l.p.Objects)
				if !v.Global {
					for fr := l.fn; fr != nil; fr = fr.parent {
						if _, ok := frameOwns(fr, v); ok {
							fr.objects = append(fr.objects, v)
							break
						}
					}
				}
			}
			return
		case *program.Index:
			e = x.X
		case *program.Field:
			e = x.X
		default:
			return
		}
	}
}

func frameOwns(fr *frame, v *program.Var) (*frame, bool) {
	if fr.ret == v {
		return fr, true
	}
	for _, w := range fr.vars {
		if w == v {
			return fr, true
		}
	}
	return nil, false
}

// --- checks ---

// newCheck registers a check of the current function.
func (l *lowerer) newCheck(kind program.CheckKind, pos program.Pos, comment string) *program.CheckInfo {
	fn := l.funcName()
	if fn == "" {
		fn = "$init"
	}
	key := fn + "." + string(kind)
	l.checkN[key]++
	c := &program.CheckInfo{ID: fmt.Sprintf("%s.%d", key, l.checkN[key]), Kind: kind, Pos: pos, Func: l.funcName(), Comment: comment}
	l.p.Checks = append(l.p.Checks, c)
	return c
}

// emitCheck emits check(cond) under the current guard: inside the right
// operand of a pure && (or ||, or an arm of ?:) the check holds trivially
// when the operand is not evaluated.
func (l *lowerer) emitCheck(kind program.CheckKind, cond program.Expr, pos program.Pos, comment string) {
	cond, ok := l.guardedCond(cond, pos)
	if !ok {
		return
	}
	info := l.newCheck(kind, pos, comment)
	l.emit(&program.Check{Cond: cond, Check: info}, pos)
	l.lastCheck = l.cur.In[0]
}

// guardedCond is cond under the current guard, for emitCheck and emitCut;
// false when nothing is to be emitted: inside a constant expression, or
// when the condition holds trivially.
func (l *lowerer) guardedCond(cond program.Expr, pos program.Pos) (program.Expr, bool) {
	if l.constDep > 0 {
		return nil, false
	}
	cond = l.toCond(cond, pos)
	if l.guard != nil {
		cond = l.or(l.not(l.guard), cond)
	}
	l.lastCheck = nil
	if c, ok := isConst(cond); ok && c.Val != 0 {
		return nil, false
	}
	return cond, true
}

// emitCut emits assume(cond) under the current guard: the path ends where
// the operation about to be lowered is undefined.
func (l *lowerer) emitCut(cond program.Expr, pos program.Pos) {
	cond, ok := l.guardedCond(cond, pos)
	if !ok {
		return
	}
	l.emit(&program.Assume{Cond: cond, Undefined: true}, pos)
	l.lastCheck = l.cur.In[0]
}

// note reports a message for the user once per key.
func (l *lowerer) note(key string, pos program.Pos, msg string) {
	if l.noted[key] {
		return
	}
	l.noted[key] = true
	text := fmt.Sprintf("%s: note: %s", pos, msg)
	l.p.Notes = append(l.p.Notes, text)
	if l.opts.Stderr != nil {
		fmt.Fprintln(l.opts.Stderr, text)
	}
}

// --- the end ---

// finish splices the initialisation of string literal objects into the
// global initialisation, removes skip-only locations and unreachable code,
// and numbers the locations.
func (l *lowerer) finish() {
	// The conversions finishing makes (heap bookkeeping, checks) retype
	// no pointer of the program (notePointerCast).
	l.finishing = true
	l.finishShared()
	l.finishBodiless()
	l.finishHeap()
	l.finishTypedChecks()
	l.addLiveness()
	l.resolveDerefs()
	l.finishAddresses()
	if len(l.strInit) > 0 || l.addrConv {
		l.spliceStrings()
	}
	l.removeSkips()
	l.prune()
}

func (l *lowerer) spliceStrings() {
	e := l.initEnd
	from, to := e.From, e.To
	e.Unlink()
	// New locations go right after from in the numbering.
	var locs []*program.Loc
	cur := from
	for _, v := range l.strInit {
		l.cur = cur
		l.inInit = true
		saved := l.p.Locs
		l.p.Locs = nil
		l.emit(&program.Assign{LHS: &program.VarRef{Var: v}, RHS: &program.Zero{T: v.Type}}, v.Pos)
		l.initString(&program.VarRef{Var: v}, v.Type, []byte(l.strValue(v)), true, v.Pos)
		locs = append(locs, l.p.Locs...)
		l.p.Locs = saved
		cur = l.cur
	}
	if l.addrConv {
		l.cur = cur
		l.inInit = true
		saved := l.p.Locs
		l.p.Locs = nil
		l.initAddresses()
		locs = append(locs, l.p.Locs...)
		l.p.Locs = saved
		cur = l.cur
	}
	l.inInit = false
	l.p.AddEdge(cur, to, &program.Skip{}, cur.Pos)
	idx := 0
	for i, x := range l.p.Locs {
		if x == from {
			idx = i + 1
		}
	}
	out := append([]*program.Loc{}, l.p.Locs[:idx]...)
	out = append(out, locs...)
	out = append(out, l.p.Locs[idx:]...)
	l.p.Locs = out
	for i, x := range l.p.Locs {
		x.ID = i
	}
}

// removeSkips bypasses every location whose only outgoing edge is a skip.
func (l *lowerer) removeSkips() {
	p := l.p
	for _, s := range p.Locs {
		if s == p.Entry || len(s.Out) != 1 {
			continue
		}
		e := s.Out[0]
		if _, ok := e.Stmt.(*program.Skip); !ok || e.To == s {
			continue
		}
		t := e.To
		// Redirect the incoming edges of s to t.
		for _, in := range s.In {
			in.To = t
			t.In = append(t.In, in)
		}
		s.In = nil
		e.Unlink()
		if t.Label == "" {
			// A loop head that only skips (while (1)) hands its role on
			// with its label.
			t.Label = s.Label
			t.LoopHead = t.LoopHead || s.LoopHead
		}
	}
	// An entry that only skips (no globals) gives way to its successor.
	for {
		en := p.Entry
		if len(en.Out) != 1 || len(en.In) != 0 {
			break
		}
		e := en.Out[0]
		if _, ok := e.Stmt.(*program.Skip); !ok || e.To == en {
			break
		}
		e.Unlink()
		p.Entry = e.To
	}
}

// prune removes the locations that the entry does not reach and numbers
// the rest in order.
func (l *lowerer) prune() {
	p := l.p
	reached := map[*program.Loc]bool{p.Entry: true}
	stack := []*program.Loc{p.Entry}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range x.Out {
			if !reached[e.To] {
				reached[e.To] = true
				stack = append(stack, e.To)
			}
		}
	}
	var locs []*program.Loc
	for _, x := range p.Locs {
		if reached[x] {
			locs = append(locs, x)
		}
	}
	for _, x := range locs {
		in := x.In[:0]
		for _, e := range x.In {
			if reached[e.From] {
				in = append(in, e)
			}
		}
		x.In = in
	}
	sort.SliceStable(locs, func(i, j int) bool { return locs[i].ID < locs[j].ID })
	for i, x := range locs {
		x.ID = i
	}
	p.Locs = locs
}

// exprText is the C source of a node, for comments.
func exprText(n cc.Node) (s string) {
	defer func() {
		if recover() != nil {
			s = ""
		}
	}()
	s = cc.NodeSource(n)
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}
