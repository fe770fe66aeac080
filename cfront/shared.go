package cfront

import (
	"fmt"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Shared recursion levels.
//
// Inlining every recursive call separately copies a function with two
// recursive call sites 2^K times for depth K. Instead, the calls that
// recursion makes at one nesting level share one copy of the callee's
// body: the copy of f for level d+1 is lowered once, when code of level d
// first calls f, and every later call of f made by code of level d jumps
// to the same copy. A call site assigns the copy's parameters and its
// return-site number (f::$site) and jumps to the copy's entry; the copy's
// exit goes back to each call site under assume($site == k), where the
// result is copied into a temporary at once (the next call overwrites
// the copy's $return).
//
// This is exact because the activations of one level never overlap: code
// of level d calls only copies of level d+1 (and inlines the functions
// that are not active), so at any moment at most one activation per
// level is on C's stack, and one frame of locals per level is enough.
// The result is a program with loops (a call site reached again after a
// call of the same level returned closes one), which the engines handle
// as loops. Code of level 0 (the inlined outermost call and everything
// inlined around it) is inlined as before; its recursive calls start the
// levels, keyed by the outermost active frame of the function called, so
// that two separate recursions of one program keep separate copies.
//
// With one call site the copy is the old inlining: the site number and
// the dispatch are removed at the end (finishShared).
//
// A level-d+1 copy is one object per level, which is wrong when C can
// see that two activations are different objects: an address-taken
// local (a pointer to one activation's local would be a pointer into the
// next activation's), an allocation (one heap object per site and level
// where C has one per activation), or a function without a body (whose
// effects are placed using the active calls of the copy's first caller).
// When a shared copy meets one of these, the lowering starts again with
// every recursive call inlined separately (errUnshare).

// A sharedKey names the copy of one function for one recursion level.
type sharedKey struct {
	anchor int // frame id of the outermost active call of the function that started the levels
	name   string
	depth  int
}

// A sharedCopy is the copy of a function's body for one recursion level.
type sharedCopy struct {
	fr     *frame
	entry  *program.Loc
	exit   *program.Loc   // where the return dispatch starts
	params []*program.Var // nil for unnamed parameters
	types  []*program.Type
	site   *program.Var // the number of the call site to return to
	sets   []*program.Edge
	backs  []*program.Edge
}

// errUnshare is the bailout that restarts the lowering without shared
// levels.
type errUnshare struct{ why string }

// unshare abandons shared levels when code of a shared copy does what a
// copy per level cannot model exactly.
func (l *lowerer) unshare(why string) {
	if l.shareDepth > 0 {
		panic(errUnshare{why})
	}
}

// canShare reports whether a recursive call may go to a shared level.
func (l *lowerer) canShare() bool {
	return !l.opts.InlineRecursion && !l.usesHeap && l.lib == nil
}

// callShared lowers a recursive call of fd (named name) with the
// arguments' values already lowered: a jump into the copy of the next
// level and back.
func (l *lowerer) callShared(fd *cc.FunctionDefinition, name string, vals []program.Expr, want bool, at cc.Node) program.Expr {
	pos := l.posOf(at)
	key := sharedKey{anchor: l.shareAnchor, name: name, depth: l.shareDepth + 1}
	if l.shareDepth == 0 {
		for fr := l.fn; fr != nil; fr = fr.parent {
			if fr.name == name {
				key.anchor = fr.id
			}
		}
	}
	c := l.shared[key]
	if c == nil {
		c = l.lowerShared(key, fd, at)
	}
	for i, v := range c.params {
		if v == nil {
			continue
		}
		ref := &program.VarRef{Var: v}
		if i < len(vals) {
			l.emit(&program.Assign{LHS: ref, RHS: l.conv(vals[i], c.types[i], at)}, pos)
		} else {
			l.emit(&program.Havoc{LHS: ref, Why: "missing argument"}, pos)
		}
	}
	site := &program.VarRef{Var: c.site}
	k := program.NewConst(c.site.Type, uint64(len(c.sets)+1))
	l.emit(&program.Assign{LHS: site, RHS: k}, pos)
	c.sets = append(c.sets, l.cur.In[0])
	l.jump(c.entry, pos)
	back := l.newLabel(pos, l.funcName())
	c.backs = append(c.backs, l.p.AddEdge(c.exit, back, &program.Assume{Cond: &program.Binary{Op: program.Eq, X: site, Y: k, T: program.Bool}}, c.exit.Pos))
	l.placeNoFall(back)
	if !want || c.fr.ret == nil {
		return nil
	}
	tmp := l.newTemp(c.fr.retType, pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: tmp}, RHS: &program.VarRef{Var: c.fr.ret}}, pos)
	return &program.VarRef{Var: tmp}
}

// lowerShared lowers the copy of fd for the level key names, apart from
// the code being lowered, and returns it.
func (l *lowerer) lowerShared(key sharedKey, fd *cc.FunctionDefinition, at cc.Node) *sharedCopy {
	savedCur, savedFn, savedGuard := l.cur, l.fn, l.guard
	savedDepth, savedAnchor := l.shareDepth, l.shareAnchor
	savedCheck, savedAccess := l.lastCheck, l.lastAccess
	name := key.name
	l.cur, l.guard = nil, nil
	fr := l.newFrame(fd, name, savedFn)
	c := &sharedCopy{fr: fr}
	l.shared[key] = c
	l.shareDepth, l.shareAnchor = key.depth, key.anchor
	l.active[name]++
	pos := l.posOf(fd.Declarator)
	c.entry = l.newLabel(pos, name)
	c.entry.Label = fmt.Sprintf("entry %s (recursion level %d)", name, key.depth)
	l.placeNoFall(c.entry)
	c.site = l.newVar(name+"::$site", "$site", l.ts.int_, true, pos)
	ft, _ := fd.Declarator.Type().(*cc.FunctionType)
	for _, prm := range ft.Parameters() {
		if prm.Type() != nil && prm.Type().Kind() == cc.Void {
			continue
		}
		t := l.paramType(prm, fd.Declarator)
		c.types = append(c.types, t)
		if prm.Declarator == nil || prm.Name() == "" {
			c.params = append(c.params, nil)
			continue
		}
		c.params = append(c.params, l.declareLocal(prm.Declarator, t))
	}
	l.lowerBody(fd)
	if l.cur == nil {
		l.deadLoc(pos)
	}
	c.exit = l.cur
	l.active[name]--
	l.cur, l.fn, l.guard = savedCur, savedFn, savedGuard
	l.shareDepth, l.shareAnchor = savedDepth, savedAnchor
	l.lastCheck, l.lastAccess = savedCheck, savedAccess
	return c
}

// finishShared turns the copies called from one site only into plain
// inlining: no site number, no dispatch.
func (l *lowerer) finishShared() {
	unused := map[*program.Var]bool{}
	for _, c := range l.shared {
		if len(c.sets) != 1 {
			continue
		}
		c.sets[0].Stmt = &program.Skip{}
		c.backs[0].Stmt = &program.Skip{}
		unused[c.site] = true
	}
	if len(unused) == 0 {
		return
	}
	locals := l.p.Locals[:0]
	for _, v := range l.p.Locals {
		if !unused[v] {
			locals = append(locals, v)
		}
	}
	l.p.Locals = locals
}

// hasVLAParam reports whether a parameter of ft has a variable-length
// array in its type (int a[n][n]): its dimensions are set at each inlined
// call (vlaParams), which a shared copy does not do.
func hasVLAParam(ft *cc.FunctionType) bool {
	for _, prm := range ft.Parameters() {
		t := prm.Type()
		for t != nil {
			switch x := t.(type) {
			case *cc.PointerType:
				t = x.Elem()
			case *cc.ArrayType:
				if x.IsVLA() {
					return true
				}
				t = x.Elem()
			default:
				t = nil
			}
		}
	}
	return false
}
