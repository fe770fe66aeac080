package cfront

import (
	"fmt"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// The heap. The IR has no allocation: a heap object is an ordinary object
// (a global variable whose address is taken) that the front end sets
// aside for an allocation site, with three variables beside it:
//
//	o        array of K elements of the element type T (K: the capacity)
//	o$len    size_t, its length in elements while allocated (l.vlaLen)
//	o$alloc  Bool, allocated and not yet freed
//
// Each allocation site (a call of malloc, calloc, realloc or alloca in one
// inlined copy of a function) owns a pool of such objects: one when the
// site is outside every loop, Options.HeapPool (DefaultHeapPool) inside a
// loop or Options.SitePools' larger size for its position, and a counter site$next of the objects it handed out. An
// allocation takes the next object, which is fresh (objects are never
// reused, so a dangling pointer never points into a later allocation):
//
//	[malloc may fail: havoc malloc_fails; if it: r = NULL]
//	check(site$next < N)        heap-pool: the pool is exhausted
//	o$len = n / sizeof(T)       in the branch site$next == i for object i
//	check(o$len <= K)           vla-capacity: the object is too long
//	o$alloc = true
//	havoc o                     (calloc: o = 0)
//	r = (void *)&o[0]
//	site$next = site$next + 1
//
// The capacity checks are the model's limits (program.CheckCapacity and,
// for the pool, program.CheckHeapPool): the engines answer UNKNOWN when
// one fails, so a pool or a capacity that is too small costs precision,
// never soundness; the command line lowers the program again with larger
// pools when a counterexample exhausts one. K comes from the size as
// for variable-length arrays (a constant, or the bound the assumes on the
// path state, else the largest length an object can have, implied by
// the size of the request, see below, instead of checked), T from the
// type the result is converted to (int *p = malloc(...)) or the sizeof
// in the size argument.
//
// The size is the one C computes. malloc(n * sizeof(T)) whose product
// wraps around in size_t (ILP32: n of 2^30 + 1 ints asks for 4 bytes)
// allocates the short object of the wrapped product's elements:
// o$len = __overflow_mul(n, sizeof(T)) ? n * sizeof(T) / sizeof(T) : n,
// and the accesses up to n are out of bounds, undefined (cut under
// unreach-call, a valid-deref violation under memory safety), exactly as
// on the machine (where a[n - 1] may even come back into the object:
// pointer checks also require the step of p + i to fit ptrdiff_t,
// instrument.go's offsetExact). A request of more than PTRDIFF_MAX bytes
// fails in glibc (NULL, since 2.30) on every data model, whatever memory
// is free, and so does calloc's of a product above SIZE_MAX. Where
// malloc may fail, the model's malloc fails for it (NULL, always: it
// cannot succeed); where it never fails (SV-COMP's rule, the batch
// semantics), the run ends there: "never fails" keeps exactly the runs
// in which every allocation succeeds, and none succeeds with such a
// request, so a verdict is about the same runs as before, and a NULL
// that a program never expects (no check of the result) cannot turn into
// a violation the rule excludes. In LP64 the limit is maxObjectBytes
// (2^56 - 1) where malloc may fail (a request no machine's memory holds
// fails) and under CutUndefined; above it and up to PTRDIFF_MAX, with
// neither, the object stays a capacity check. Past the request, then,
// bytes <= maxObjectBytes, so the length (at most bytes / sizeof(T))
// fits maxLength: the capacity is implied, no check. Where the path
// bounds n (vlaBound), neither the wrap nor the limit can happen below
// the bound, and the capacity check catches a larger n (a negative int
// converted to size_t): the lowering is the plain o$len = n and the
// check. An allocation wrapper
// (void *xmalloc(size_t n) { void *m = malloc(n); ...; return m; }) is
// typed per inlined copy: a call whose untyped pointer result its
// function returns, directly, through a conditional or through a local
// it returns (retFlow), takes the type its caller's call is converted to
// (frame.retHint), through any chain of wrappers and calls through
// pointers. When neither says, the object is unsigned char bytes, as
// malloc hands them out: memory is typed (program.Subobjects), and an
// access of another type through a cast pointer is a typed-access check
// (UNKNOWN if reached, instrument.go), never a guess. When they disagree,
// the allocation is a failed capacity check (UNKNOWN if reached).
//
// realloc(p, n) of an allocated object is an allocation from the realloc
// site's pool followed, when it succeeds, by the copy of the old object's
// elements and the free of the old object (reallocStmts), a heap point
// like free: every heap object of the element type may be the old one.
//
// Dereferences: every pointer check (addLiveness) also requires, for each
// heap object o, !__same_object(p, &o) || o$alloc, and that the access
// ends before element o$len (vlaInBounds): use after free and access out
// of the allocated length are valid-deref violations. An object that each
// allocation fills to its capacity (a constant count, as malloc(sizeof
// *n): vlaFull) needs no length bound: __valid(p) puts the access inside
// the object, and while o$alloc holds, o$len is the capacity (a bound
// over every object of a pool costs a multiplication and a comparison of
// addresses at each dereference).
//
// free(p) checks (kind free, valid-free) p == NULL or p == &o[0] for an
// allocated heap object o (not alloca's), then sets o$alloc = o$alloc &&
// p != &o[0] for every heap object o: double free, free of a variable's
// address and of an interior pointer are violations, free(NULL) does
// nothing. alloca's objects are freed at the exit of the function that
// called alloca.
//
// memtrack (valid-memtrack, SV-COMP's reading: no finite execution loses
// the last pointer to an allocated object). An object is tracked when a
// root points into it (at any offset), or a tracked allocated object
// holds a pointer into it; the check requires every allocated heap object
// (alloca's are stack memory, and roots when allocated) to be tracked. It
// is made at three kinds of places, with these roots:
//
//   - the return from the entry function: the globals (its locals end
//     with it, so memory only they point to is lost, as SV-COMP counts);
//   - exit(), abort() and their relatives: the globals and the locals in
//     scope in every active call (no frame is freed);
//   - every loop head of the program (not of library bodies), each time
//     it is reached, with the roots of exit(): a leak followed by a loop
//     that never ends is still found, since every infinite run passes a
//     loop head again after the leak.
//
// The locals in scope are the parameters and the variables of the open
// blocks of each active call, and the front end's temporaries of the
// statement each call is in the middle of (an argument not yet passed),
// so the roots never miss a value C still holds. Tracking is computed by
// straight-line assignments to o$reach (N - 1 rounds for N objects) and
// the check reads them. memcleanup (only when the property file lists
// valid-memcleanup) requires at the ends of the program that no heap
// object is allocated.
//
// Without a memory-safety property the heap checks are not instrumented,
// or with --undefined=cut an invalid free cuts the path as an invalid
// dereference does; the objects, lengths and flags are there all the same.

// DefaultHeapPool is the number of objects of an allocation site inside
// a loop.
const DefaultHeapPool = 4

// A heapObject is one object of an allocation site's pool.
type heapObject struct {
	v      *program.Var // the object
	length *program.Var // elements allocated (size_t)
	alloc  *program.Var // Bool: allocated, not freed
	reach  *program.Var // Bool: tracked (memtrack), made on demand
	stack  bool         // alloca: not freed by free, not a leak
	exact  bool         // of a constant length: its capacity
}

// A heapPoint is an edge (a skip) that the end of the lowering expands
// into statements that need every heap object of the program: frees and
// memtrack checks.
type heapPoint struct {
	edge *program.Edge
	pos  program.Pos
	// free(p): p, and the check or cut of its validity.
	free program.Expr
	// realloc(p, n) of an allocated object: free is p, and these are the
	// new object's pointer (NULL when the allocation failed) and the
	// pool it comes from.
	reallocTo   program.Expr
	reallocPool []*heapObject
	reallocText string
	info        *program.CheckInfo
	cut         bool
	roots       []*program.Var // memtrack: the locals that count as roots
	track       *program.CheckInfo
	clean       *program.CheckInfo // memcleanup at an end of the program
}

// heapFuncs are the allocation functions the heap model handles.
var heapFuncs = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true, "alloca": true,
	"__builtin_alloca": true, "__builtin_malloc": true, "__builtin_calloc": true,
	"__builtin_realloc": true, "__builtin_free": true,
}

// heapCall lowers a call of an allocation function.
func (l *lowerer) heapCall(name string, x *cc.PostfixExpression, args []cc.ExpressionNode, want bool) program.Expr {
	pos := l.posOf(x)
	base := name
	if len(base) > 10 && base[:10] == "__builtin_" {
		base = base[10:]
	}
	need := map[string]int{"malloc": 1, "calloc": 2, "realloc": 2, "free": 1, "alloca": 1}[base]
	if len(args) != need {
		l.failf(x, false, "%s takes %d argument(s)", name, need)
	}
	vals := l.lowerArgs(args, pos)
	text := callText(name, args)
	if l.lib != nil {
		text = l.lib.text // an allocation of a library body (strdup)
	}
	if base == "free" {
		l.heapFree(vals[0], x, text, pos)
		return nil
	}
	voidPtr := l.ts.ptrTo(program.Void)
	r := l.newTemp(voidPtr, pos)
	ref := &program.VarRef{Var: r}
	if base == "realloc" {
		// realloc(NULL, n) is malloc(n); realloc(p, n) of an allocated
		// object is a malloc(n) that, when it succeeds, copies the old
		// object's elements and frees it (reallocStmts).
		old := vals[0]
		if old.Type().IsInteger() {
			old = l.conv(old, l.ts.ptrTo(program.Void), args[0]) // realloc(0, n)
		}
		if old.Type().Kind != program.KindPointer {
			l.failf(x, false, "realloc of a non-pointer")
		}
		if _, ok := old.(*program.VarRef); !ok || l.mayChangeAny(old, args[1:]) {
			t := l.newTemp(old.Type(), pos)
			l.emit(&program.Assign{LHS: &program.VarRef{Var: t}, RHS: old}, pos)
			old = &program.VarRef{Var: t}
		}
		isNull := l.binary(program.Eq, old, program.NewConst(old.Type(), 0), program.Bool)
		grow, fresh, join := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
		l.branch(isNull, fresh, grow, pos)
		l.placeNoFall(grow)
		objs := l.allocate(base, x, text, args[1:], vals[1], nil, ref, pos)
		l.reallocPoint(old, ref, objs, text, pos)
		l.jump(join, pos)
		l.placeNoFall(fresh)
		l.allocate(base, x, text, args[1:], vals[1], nil, ref, pos)
		l.place(join)
	} else {
		var nmemb program.Expr
		size := vals[0]
		sizeArgs := args
		if base == "calloc" {
			nmemb, size = vals[0], vals[1]
			sizeArgs = []cc.ExpressionNode{args[1], args[0]}
		}
		l.allocate(base, x, text, sizeArgs, size, nmemb, ref, pos)
	}
	if !want {
		return nil
	}
	return ref
}

// allocate emits an allocation of size bytes (nmemb * size for calloc)
// whose result goes to r; it returns the site's pool (none when the
// element type is not known: a failed capacity check).
func (l *lowerer) allocate(fn string, x *cc.PostfixExpression, text string, sizeArgs []cc.ExpressionNode, size, nmemb program.Expr, r *program.VarRef, pos program.Pos) []*heapObject {
	sizeT := l.ts.sizeT
	if !size.Type().IsInteger() || (nmemb != nil && !nmemb.Type().IsInteger()) {
		l.failf(x, false, "%s: the size is not an integer", fn)
	}
	size = l.cast(size, sizeT)
	null := program.NewConst(r.Type(), 0)
	elem, why := l.allocElem(x, sizeArgs)
	if elem == nil {
		info := l.newCheck(program.CheckCapacity, pos, why+" in "+text)
		l.emit(&program.Check{Cond: program.False, Check: info}, pos)
		l.emit(&program.Assign{LHS: r, RHS: null}, pos)
		return nil
	}
	join := l.newLabel(pos, l.funcName())
	// The failures: malloc may fail, calloc's size may not be representable.
	var fails program.Expr = program.False
	if l.opts.MallocMayFail && fn != "alloca" {
		f := l.newTemp(program.Bool, pos)
		l.emit(&program.Havoc{LHS: &program.VarRef{Var: f}, Why: fn + "_fails"}, pos)
		fails = &program.VarRef{Var: f}
	}
	bytes := size
	if nmemb != nil {
		nmemb = l.cast(nmemb, sizeT)
		bytes = l.binary(program.Mul, nmemb, size, sizeT)
	}
	// The length in elements, and the capacity.
	count := l.elemCount(bytes, nmemb, size, elem)
	ofBytes, wraps := l.countOfBytes(count, bytes, nmemb, size, elem)
	capacity, bounded := int64(0), false
	if c, ok := isConst(count); ok {
		capacity, bounded = int64(c.Val), true
		if c.T.Width > 64 || c.Val > uint64(l.maxLength(elem)) || (l.opts.BoundedArrays && c.Val > vlaMaxCapacity) {
			capacity = vlaMaxCapacity // a failed capacity check
		}
	} else {
		// A bound b on n of n * sizeof(T) (at most maxLength) keeps the
		// product from wrapping and within maxObjectBytes, or n > b (a
		// negative int n) and the capacity check below fails: the wrap
		// and the limit below would only cost the engines.
		capacity, bounded = l.vlaBound(count, elem)
	}
	if wraps != nil && !bounded {
		// malloc(n * sizeof(T)) gets the product modulo 2^(size_t
		// bits), as C computes it: when it wraps around, the object is
		// the short one of that many bytes, and accesses up to n are
		// out of bounds (undefined, a violation under memory safety).
		count = l.ite(wraps, l.binary(program.Div, bytes, program.NewConst(sizeT, uint64(elem.Size)), sizeT), count)
	}
	// Requests no run gets past: above limit bytes, malloc fails (NULL)
	// when it may fail, and the run ends when it may not (doc.go, Heap).
	var tooBig program.Expr
	limit := l.ptrdiffMax()
	if l.opts.MallocMayFail || l.opts.CutUndefined {
		limit = l.maxObjectBytes()
	}
	if fn != "alloca" {
		var over program.Expr = program.False
		if _, constant := isConst(bytes); !bounded || constant {
			over = l.binary(program.Gt, bytes, program.NewConst(sizeT, uint64(limit)), program.Bool)
		}
		if nmemb != nil {
			// calloc's product is not representable: a request above
			// SIZE_MAX, which glibc refuses as the ones above.
			over = l.or(&program.Binary{Op: program.MulOverflow, X: nmemb, Y: size, T: program.Bool}, over)
		}
		if l.opts.MallocMayFail {
			fails = l.or(fails, over)
		} else if c, ok := isConst(over); !ok || c.Val != 0 {
			tooBig = over
		}
	}
	implied := false // the length cannot exceed the capacity where the allocation succeeds
	if !bounded {
		capacity, implied = l.unboundedCapacity(count.Type(), elem, false)
		// The count is at most bytes / sizeof(T) (ofBytes), and bytes
		// at most maxObjectBytes past the request: within maxLength.
		if !implied && !l.opts.BoundedArrays && fn != "alloca" && ofBytes && limit <= l.maxObjectBytes() {
			implied = true
		}
	}
	if c, ok := isConst(fails); !ok || c.Val != 0 {
		failed, ok := l.newLabel(pos, l.funcName()), l.newLabel(pos, l.funcName())
		l.branch(fails, failed, ok, pos)
		l.placeNoFall(failed)
		l.emit(&program.Assign{LHS: r, RHS: null}, pos)
		l.jump(join, pos)
		l.placeNoFall(ok)
	}
	if tooBig != nil {
		l.emit(&program.Assume{Cond: l.not(tooBig)}, pos)
	}
	if capacity < 1 {
		capacity = 1
	}
	pool := 1
	for fr := l.fn; fr != nil; fr = fr.parent {
		if len(fr.cont) > 0 {
			pool = l.opts.HeapPool
			if pool <= 0 {
				pool = DefaultHeapPool
			}
			pool = max(pool, l.opts.SitePools[pos])
			break
		}
	}
	l.heapSites++
	site := l.heapSites
	objs := make([]*heapObject, pool)
	for i := range objs {
		cname := fmt.Sprintf("%s@%d", fn, pos.Line)
		if pool > 1 {
			cname += fmt.Sprintf("#%d", i+1)
		}
		name := fmt.Sprintf("$heap%d", site)
		if pool > 1 {
			name += fmt.Sprintf("_%d", i+1)
		}
		o := &heapObject{stack: fn == "alloca"}
		o.v = &program.Var{Name: l.uniqueName(name), Type: l.ts.arrayOf(elem, capacity), Global: true, Temp: true, CName: cname, Pos: pos}
		o.length = &program.Var{Name: l.uniqueName(o.v.Name + "$len"), Type: sizeT, Global: true, Temp: true, Pos: pos}
		o.alloc = &program.Var{Name: l.uniqueName(o.v.Name + "$alloc"), Type: program.Bool, Global: true, Temp: true, Pos: pos}
		l.p.Globals = append(l.p.Globals, o.v, o.length, o.alloc)
		l.takeAddress(&program.VarRef{Var: o.v})
		l.vlaLen[o.v] = o.length
		o.v.Extent = o.length
		c, exact := isConst(count)
		o.exact = exact
		// Every allocation from this site gives the object its whole
		// capacity: its length bound is implied (vlaInBounds).
		l.vlaFull[o.v] = exact && c.T.Width <= 64 && c.Val == uint64(capacity)
		l.heapObjs = append(l.heapObjs, o)
		l.heapInit = append(l.heapInit, o.length, o.alloc)
		if o.stack && l.fn != nil {
			l.fn.allocas = append(l.fn.allocas, o)
		}
		objs[i] = o
	}
	var next *program.Var
	if pool > 1 {
		next = &program.Var{Name: l.uniqueName(fmt.Sprintf("$heap%d$next", site)), Type: sizeT, Global: true, Temp: true, Pos: pos}
		l.p.Globals = append(l.p.Globals, next)
		l.heapInit = append(l.heapInit, next)
		in := l.binary(program.Lt, &program.VarRef{Var: next}, program.NewConst(sizeT, uint64(pool)), program.Bool)
		info := l.newCheck(program.CheckHeapPool, pos, fmt.Sprintf("the model holds %d objects allocated by %s", pool, text))
		l.emit(&program.Check{Cond: in, Check: info}, pos)
	}
	for i, o := range objs {
		var skip *program.Loc
		if next != nil && i < pool-1 {
			this := l.newLabel(pos, l.funcName())
			skip = l.newLabel(pos, l.funcName())
			l.branch(l.binary(program.Eq, &program.VarRef{Var: next}, program.NewConst(sizeT, uint64(i)), program.Bool), this, skip, pos)
			l.placeNoFall(this)
		}
		length := &program.VarRef{Var: o.length}
		l.emit(&program.Assign{LHS: length, RHS: count}, pos)
		if c, ok := isConst(count); !implied && (!ok || c.T.Width > 64 || c.Val > uint64(capacity)) {
			info := l.newCheck(program.CheckCapacity, pos, fmt.Sprintf("the model holds %d elements of %s in an object allocated by %s", capacity, elem, text))
			l.emit(&program.Check{Cond: l.binary(program.Le, length, program.NewConst(sizeT, uint64(capacity)), program.Bool), Check: info}, pos)
		}
		if !o.exact {
			l.noteExtent(o.v, pos)
		}
		l.emit(&program.Assign{LHS: &program.VarRef{Var: o.alloc}, RHS: program.True}, pos)
		obj := &program.VarRef{Var: o.v}
		if fn == "calloc" {
			l.emit(&program.Assign{LHS: obj, RHS: &program.Zero{T: o.v.Type}}, pos)
		} else {
			l.emit(&program.Havoc{LHS: obj, Why: fn}, pos)
		}
		addr := &program.AddrOf{X: &program.Index{X: obj, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(elem)}
		l.emit(&program.Assign{LHS: r, RHS: l.cast(addr, r.Type())}, pos)
		if next != nil {
			n := &program.VarRef{Var: next}
			l.emit(&program.Assign{LHS: n, RHS: l.binary(program.Add, n, program.NewConst(sizeT, 1), sizeT)}, pos)
		}
		l.jump(join, pos)
		if skip != nil {
			l.placeNoFall(skip)
		}
	}
	l.place(join)
	return objs
}

// callText is the source of a call of name with args.
func callText(name string, args []cc.ExpressionNode) string {
	var parts []string
	for _, a := range args {
		parts = append(parts, exprText(a))
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

// elemCount is the number of elements of elem in an allocation of bytes
// bytes (nmemb of size bytes each for calloc): n when the size is written
// n * sizeof(T), else bytes / sizeof(T), rounded down (a partial element
// cannot be accessed as T).
func (l *lowerer) elemCount(bytes, nmemb, size program.Expr, elem *program.Type) program.Expr {
	sizeT := l.ts.sizeT
	if c, ok := isConst(size); ok && nmemb != nil && c.Val == uint64(elem.Size) {
		return nmemb
	}
	if b, ok := bytes.(*program.Binary); ok && b.Op == program.Mul {
		if c, ok := isConst(b.Y); ok && c.Val == uint64(elem.Size) {
			return b.X
		}
		if c, ok := isConst(b.X); ok && c.Val == uint64(elem.Size) {
			return b.Y
		}
	}
	return l.binary(program.Div, bytes, program.NewConst(sizeT, uint64(elem.Size)), sizeT)
}

// countOfBytes reports whether count, the elements of elem in an
// allocation of bytes (elemCount), is at most bytes / sizeof(elem) on
// every path: bytes itself for elements of one byte, a division, the
// nmemb of a calloc whose product did not overflow, or n of bytes =
// n * sizeof(T) (for elements of one byte, always; else wraps is the
// condition that the product wraps around, when it is not).
func (l *lowerer) countOfBytes(count, bytes, nmemb, size program.Expr, elem *program.Type) (ok bool, wraps program.Expr) {
	if count == bytes && elem.Size == 1 {
		return true, nil
	}
	if nmemb != nil && count == nmemb {
		return true, nil // calloc: the product's overflow fails
	}
	if c, isDiv := count.(*program.Binary); isDiv && c.Op == program.Div && c.X == bytes {
		return true, nil
	}
	b, isBin := bytes.(*program.Binary)
	if !isBin {
		return false, nil
	}
	if b.Op != program.Mul || (count != b.X && count != b.Y) {
		return false, nil
	}
	if elem.Size == 1 {
		return true, nil
	}
	return true, &program.Binary{Op: program.MulOverflow, X: b.X, Y: b.Y, T: program.Bool}
}

// allocElem is the element type of the object an allocation creates: the
// type its result is converted to (allocHints), or the type of the sizeof
// in its size argument, unsigned char when neither is known; nil with the
// reason when they disagree.
func (l *lowerer) allocElem(x *cc.PostfixExpression, sizeArgs []cc.ExpressionNode) (*program.Type, string) {
	var hinted, sized *program.Type
	hintOf := func(t cc.Type) *program.Type {
		if !typedPointer(t) {
			return nil
		}
		if e := l.typeOf(t.(*cc.PointerType).Elem(), x); e.Size > 0 {
			return e
		}
		return nil
	}
	hinted = hintOf(l.allocHints[x])
	for _, a := range sizeArgs {
		if sized != nil {
			break
		}
		walk(a, func(n cc.Node) bool {
			u, ok := n.(*cc.UnaryExpression)
			if !ok || sized != nil {
				return sized == nil
			}
			var t cc.Type
			switch u.Case {
			case cc.UnaryExpressionSizeofType:
				t = u.TypeName.Type()
			case cc.UnaryExpressionSizeofExpr:
				t = exprCCType(u.UnaryExpression)
			default:
				return true
			}
			if t != nil && t.Kind() != cc.Void && t.Kind() != cc.Function {
				if e := l.typeOf(t, u); e.Size > 0 {
					sized = e
				}
			}
			return false
		})
	}
	if hinted == nil && l.retFlow[x] && l.fn != nil {
		// The function returns the object: the type its caller gives it.
		hinted = hintOf(l.fn.retHint)
	}
	switch {
	case hinted != nil && sized != nil:
		s := sized
		for s.Kind == program.KindArray && !program.Identical(s, hinted) {
			s = s.Elem
		}
		if program.Identical(s, hinted) {
			return hinted, ""
		}
		return nil, fmt.Sprintf("a heap object used as %s but sized as %s", hinted, sized)
	case hinted != nil:
		return hinted, ""
	case sized != nil:
		return sized, ""
	}
	// Nothing says: bytes, as malloc hands them out. An access of another
	// type through a cast pointer is a typed-access check
	// (typedAccessCheck), so the model never guesses what it cannot
	// follow.
	return l.ts.uchar, ""
}

// heapFree lowers free(p).
func (l *lowerer) heapFree(p program.Expr, x *cc.PostfixExpression, text string, pos program.Pos) {
	if c, ok := isConst(p); ok && c.Val == 0 {
		return // free(0)
	}
	if p.Type().Kind != program.KindPointer {
		l.failf(x, false, "free of a non-pointer")
	}
	t := l.newTemp(p.Type(), pos)
	l.emit(&program.Assign{LHS: &program.VarRef{Var: t}, RHS: p}, pos)
	l.placeFree(&heapPoint{pos: pos, free: &program.VarRef{Var: t}}, "free", text)
}

// placeFree places hp, a free or a realloc (fn) of hp.free, with the check
// (or cut) that its pointer is one free accepts.
func (l *lowerer) placeFree(hp *heapPoint, fn, text string) {
	switch l.action(program.CheckFree) {
	case checkIt:
		hp.info = l.newCheck(program.CheckFree, hp.pos, fn+" of a pointer that is not null nor the start of an allocated heap object in "+text)
	case cutUnless:
		hp.cut = true
	}
	l.emit(&program.Skip{}, hp.pos)
	hp.edge = l.cur.In[0]
	l.heapPoints = append(l.heapPoints, hp)
}

// leakPoint places the memtrack (and, at an end of the program,
// memcleanup) checks here; locals are the roots besides the globals.
func (l *lowerer) leakPoint(pos program.Pos, locals []*program.Var, end bool) {
	if !l.usesHeap || l.constDep > 0 {
		return
	}
	hp := &heapPoint{pos: pos, roots: locals}
	if l.opts.Checks.Memtrack {
		hp.track = l.newCheck(program.CheckMemtrack, pos, "allocated memory that nothing points to any more (memory leak)")
	}
	if end && l.opts.Checks.Memcleanup {
		hp.clean = l.newCheck(program.CheckMemcleanup, pos, "allocated memory not freed at the end of the program")
	}
	if hp.track == nil && hp.clean == nil {
		return
	}
	l.emit(&program.Skip{}, pos)
	hp.edge = l.cur.In[0]
	l.heapPoints = append(l.heapPoints, hp)
}

// localRoots are the locals that can hold a pointer C still has here:
// parameters and variables of the open blocks of every active call, and
// the temporaries of the statements the calls are in.
func (l *lowerer) localRoots() []*program.Var {
	var out []*program.Var
	for fr := l.fn; fr != nil; fr = fr.parent {
		out = append(out, fr.params...)
		for _, s := range fr.scopes {
			out = append(out, s...)
		}
		out = append(out, fr.pending...)
	}
	return out
}

// collectAllocHints records, for every call of an allocation function,
// the pointer type its result is converted to by an assignment, an
// initialiser, a cast or a return; and whether the program allocates at
// all.
func (l *lowerer) collectAllocHints() {
	l.allocHints = map[*cc.PostfixExpression]cc.Type{}
	l.callHints = map[*cc.PostfixExpression]cc.Type{}
	l.retFlow = map[*cc.PostfixExpression]bool{}
	call := func(n cc.ExpressionNode) *cc.PostfixExpression {
		for {
			u := unwrap(n)
			if c, ok := u.(*cc.CastExpression); ok && c.Case == cc.CastExpressionCast {
				n = c.CastExpression
				continue
			}
			p, ok := u.(*cc.PostfixExpression)
			if !ok || p.Case != cc.PostfixExpressionCall {
				return nil
			}
			if name, _ := calleeName(p.PostfixExpression); heapFuncs[name] && name != "free" && name != "__builtin_free" {
				return p
			}
			return nil
		}
	}
	hint := func(n cc.ExpressionNode, t cc.Type) {
		if n == nil || t == nil || t.Kind() != cc.Ptr {
			return
		}
		if p := call(n); p != nil && l.allocHints[p] == nil {
			l.allocHints[p] = t
		}
		for _, p := range valueCalls(n) {
			if l.callHints[p] == nil && typedPointer(t) {
				l.callHints[p] = t
			}
		}
	}
	// Per function: the calls whose value it returns, directly or
	// through a local pointer it returns (void *mem = f(n); ... return
	// mem;), found after the whole body is seen.
	var result cc.Type
	var returned map[*cc.Declarator]bool
	var assigned map[*cc.Declarator][]*cc.PostfixExpression
	flush := func() {
		for d, calls := range assigned {
			if returned[d] {
				for _, p := range calls {
					l.retFlow[p] = true
				}
			}
		}
		returned, assigned = map[*cc.Declarator]bool{}, map[*cc.Declarator][]*cc.PostfixExpression{}
	}
	flush()
	assign := func(d *cc.Declarator, n cc.ExpressionNode) {
		if d != nil && d.Type() != nil && d.Type().Kind() == cc.Ptr && !typedPointer(d.Type()) {
			assigned[d] = append(assigned[d], valueCalls(n)...)
		}
	}
	walk(l.ast.TranslationUnit, func(n cc.Node) bool {
		if inLibrary(n) {
			return false // the library allocates nothing
		}
		switch x := n.(type) {
		case *cc.FunctionDefinition:
			flush()
			result = nil
			if ft, ok := x.Declarator.Type().(*cc.FunctionType); ok {
				result = ft.Result()
			}
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				if name, _ := calleeName(x.PostfixExpression); heapFuncs[name] || libAllocFuncs[name] {
					l.usesHeap = true
				}
			}
		case *cc.AssignmentExpression:
			if x.Case == cc.AssignmentExpressionAssign {
				hint(x.AssignmentExpression, x.UnaryExpression.Type())
				assign(localDecl(x.UnaryExpression), x.AssignmentExpression)
			}
		case *cc.InitDeclarator:
			if x.Initializer != nil && x.Initializer.Case == cc.InitializerExpr && x.Declarator != nil {
				hint(x.Initializer.AssignmentExpression, x.Declarator.Type())
				assign(x.Declarator, x.Initializer.AssignmentExpression)
			}
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionCast && x.TypeName != nil {
				hint(x.CastExpression, x.TypeName.Type())
			}
		case *cc.JumpStatement:
			if x.Case == cc.JumpStatementReturn && x.ExpressionList != nil {
				hint(x.ExpressionList, result)
				if result != nil && result.Kind() == cc.Ptr && !typedPointer(result) {
					for _, p := range valueCalls(x.ExpressionList) {
						l.retFlow[p] = true
					}
					if d := localDecl(x.ExpressionList); d != nil {
						returned[d] = true
					}
				}
			}
		}
		return true
	})
	flush()
}

// typedPointer tells a pointer to an object type (not void, not a
// function).
func typedPointer(t cc.Type) bool {
	pt, ok := t.(*cc.PointerType)
	if !ok || pt.Elem() == nil {
		return false
	}
	k := pt.Elem().Kind()
	return k != cc.Void && k != cc.Function
}

// valueCalls are the calls whose result is the value of n: n itself
// through casts and parentheses, either branch of a conditional, the
// last operand of a comma.
func valueCalls(n cc.ExpressionNode) []*cc.PostfixExpression {
	for n != nil {
		u := unwrap(n)
		switch x := u.(type) {
		case *cc.CastExpression:
			if x.Case == cc.CastExpressionCast {
				n = x.CastExpression
				continue
			}
		case *cc.ConditionalExpression:
			if x.Case == cc.ConditionalExpressionCond {
				return append(valueCalls(x.ExpressionList), valueCalls(x.ConditionalExpression)...)
			}
		case *cc.ExpressionList:
			for x.ExpressionList != nil {
				x = x.ExpressionList
			}
			n = x.AssignmentExpression
			continue
		case *cc.PostfixExpression:
			if x.Case == cc.PostfixExpressionCall {
				return []*cc.PostfixExpression{x}
			}
		}
		return nil
	}
	return nil
}

// localDecl is the declarator a plain identifier n names, nil for any
// other expression.
func localDecl(n cc.ExpressionNode) *cc.Declarator {
	p, ok := unwrap(n).(*cc.PrimaryExpression)
	if !ok || p.Case != cc.PrimaryExpressionIdent {
		return nil
	}
	d, _ := p.ResolvedTo().(*cc.Declarator)
	return d
}

// finishHeap expands the frees and memtrack checks now that every heap
// object is known, and initialises the heap's variables after the
// globals. It runs before addLiveness.
func (l *lowerer) finishHeap() {
	if len(l.heapObjs) == 0 && len(l.heapPoints) == 0 {
		return
	}
	inserted := map[*program.Loc][]*program.Loc{}
	// Initialisation: nothing is allocated.
	var init []program.Stmt
	for _, v := range l.heapInit {
		init = append(init, &program.Assign{LHS: &program.VarRef{Var: v}, RHS: &program.Zero{T: v.Type}})
	}
	l.insertBefore(l.initEnd, init, inserted)
	drop := map[*program.CheckInfo]bool{}
	for _, hp := range l.heapPoints {
		var stmts []program.Stmt
		switch {
		case hp.reallocTo != nil:
			stmts = l.reallocStmts(hp)
		case hp.free != nil:
			stmts = l.freeStmts(hp)
		default:
			stmts = l.leakStmts(hp, drop)
		}
		l.insertBefore(hp.edge, stmts, inserted)
	}
	if len(drop) > 0 {
		var checks []*program.CheckInfo
		for _, c := range l.p.Checks {
			if !drop[c] {
				checks = append(checks, c)
			}
		}
		l.p.Checks = checks
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

// insertBefore puts a chain of edges with stmts before edge e, which
// stays the last edge of the chain.
func (l *lowerer) insertBefore(e *program.Edge, stmts []program.Stmt, inserted map[*program.Loc][]*program.Loc) {
	first := e.From
	from := first
	for _, s := range stmts {
		n := &program.Loc{ID: -1, Pos: e.Pos, Func: from.Func, Frame: from.Frame}
		inserted[first] = append(inserted[first], n)
		// Move e to start at n: from -> n with s, then n -> e.To with e.
		from.Out = removeEdgeFrom(from.Out, e)
		e.From = n
		n.Out = append(n.Out, e)
		l.p.AddEdge(from, n, s, e.Pos)
		from = n
	}
}

func removeEdgeFrom(es []*program.Edge, e *program.Edge) []*program.Edge {
	for i, x := range es {
		if x == e {
			return append(es[:i:i], es[i+1:]...)
		}
	}
	return es
}

// baseOf is (char *)&o[0].
func (l *lowerer) baseOf(o *heapObject) program.Expr {
	addr := &program.AddrOf{X: &program.Index{X: &program.VarRef{Var: o.v}, Index: program.NewConst(l.ts.int_, 0)}, T: l.ts.ptrTo(o.v.Type.Elem)}
	return l.cast(addr, l.ts.ptrTo(l.ts.char))
}

// freeStmts are the check and the effect of a free.
func (l *lowerer) freeStmts(hp *heapPoint) []program.Stmt {
	p := hp.free
	bytePtr := l.ts.ptrTo(l.ts.char)
	pb := l.cast(p, bytePtr)
	var ok program.Expr = l.binary(program.Eq, p, program.NewConst(p.Type(), 0), program.Bool)
	var stmts []program.Stmt
	var effects []program.Stmt
	for _, o := range l.heapObjs {
		if o.stack {
			continue
		}
		at := l.binary(program.Eq, pb, l.baseOf(o), program.Bool)
		alloc := &program.VarRef{Var: o.alloc}
		ok = l.or(ok, l.and(at, alloc))
		effects = append(effects, &program.Assign{LHS: alloc, RHS: l.and(alloc, l.not(at))})
	}
	switch {
	case hp.info != nil:
		stmts = append(stmts, &program.Check{Cond: ok, Check: hp.info})
	case hp.cut:
		stmts = append(stmts, &program.Assume{Cond: ok})
	}
	return append(stmts, effects...)
}

// maxSlotArray is the longest array of pointers whose slots memtrack
// follows one by one.
const maxSlotArray = 1 << 16

// pointerSlots appends the pointer-typed parts of lvalue e of type t;
// false when a union holds a pointer (its bytes are not always one) or
// an array longer than maxSlotArray does.
func (l *lowerer) pointerSlots(e program.Expr, t *program.Type, out *[]program.Expr) bool {
	if !hasPointer(t) {
		return true
	}
	switch t.Kind {
	case program.KindPointer:
		*out = append(*out, e)
	case program.KindArray:
		if t.Len > maxSlotArray {
			return false
		}
		for i := int64(0); i < t.Len; i++ {
			if !l.pointerSlots(&program.Index{X: e, Index: program.NewConst(l.ts.int_, uint64(i))}, t.Elem, out) {
				return false
			}
		}
	case program.KindStruct:
		for i := range t.Fields {
			if !l.pointerSlots(&program.Field{X: e, Field: i}, t.Fields[i].Type, out) {
				return false
			}
		}
	default:
		return false
	}
	return true
}

// hasPointer reports whether values of t hold pointers.
func hasPointer(t *program.Type) bool {
	switch t.Kind {
	case program.KindPointer:
		return true
	case program.KindArray:
		return hasPointer(t.Elem)
	case program.KindStruct, program.KindUnion:
		for _, f := range t.Fields {
			if hasPointer(f.Type) {
				return true
			}
		}
	}
	return false
}

// leakStmts compute which heap objects are tracked and check memtrack
// and memcleanup.
func (l *lowerer) leakStmts(hp *heapPoint, drop map[*program.CheckInfo]bool) []program.Stmt {
	var heap []*heapObject
	for _, o := range l.heapObjs {
		if !o.stack {
			heap = append(heap, o)
		}
	}
	if len(heap) == 0 {
		for _, c := range []*program.CheckInfo{hp.track, hp.clean} {
			if c != nil {
				drop[c] = true
			}
		}
		return nil
	}
	var stmts []program.Stmt
	if hp.track != nil {
		isHeap := map[*program.Var]bool{}
		for _, o := range l.heapObjs {
			isHeap[o.v] = true
		}
		var rootSlots []program.Expr
		ok := true
		for _, v := range append(append([]*program.Var(nil), l.p.Globals...), hp.roots...) {
			if !isHeap[v] {
				ok = ok && l.pointerSlots(&program.VarRef{Var: v}, v.Type, &rootSlots)
			}
		}
		slots := map[*heapObject][]program.Expr{}
		for _, o := range l.heapObjs {
			var s []program.Expr
			ok = ok && l.pointerSlots(&program.VarRef{Var: o.v}, o.v.Type, &s)
			slots[o] = s
		}
		if !ok {
			info := hp.track
			info.Kind = program.CheckCapacity
			info.Comment = "memtrack: a union, or an array of more than 65536 elements, holds pointers, whose targets the model does not track"
			stmts = append(stmts, &program.Check{Cond: program.False, Check: info})
		} else {
			stmts = append(stmts, l.trackStmts(heap, rootSlots, slots)...)
			var all program.Expr = program.True
			for _, o := range heap {
				all = l.and(all, l.or(l.not(&program.VarRef{Var: o.alloc}), &program.VarRef{Var: o.reach}))
			}
			stmts = append(stmts, &program.Check{Cond: all, Check: hp.track})
		}
	}
	if hp.clean != nil {
		var none program.Expr = program.True
		for _, o := range heap {
			none = l.and(none, l.not(&program.VarRef{Var: o.alloc}))
		}
		stmts = append(stmts, &program.Check{Cond: none, Check: hp.clean})
	}
	return stmts
}

// trackStmts set o$reach for every heap object o: o is allocated and a
// root points into it, or (after the rounds) a tracked object does. Each
// round goes over the objects in turn, reading the values the round has
// already set (a list linked in allocation order is tracked after one
// round), every other round in the opposite order (a list linked the
// other way too); len(heapObjs) - 1 rounds reach every object a chain of
// pointers reaches. The conditions are written so that a run evaluates
// little once the objects are tracked: an object tracked already, or not
// allocated, reads two variables (the interpreter stops at the first
// operand that decides && and ||), and a holder that is not tracked is
// not looked into.
func (l *lowerer) trackStmts(heap []*heapObject, rootSlots []program.Expr, slots map[*heapObject][]program.Expr) []program.Stmt {
	pointsInto := func(ss []program.Expr, o *heapObject) program.Expr {
		var any program.Expr = program.False
		for i := len(ss) - 1; i >= 0; i-- {
			any = l.or(&program.Binary{Op: program.SameObject, X: ss[i], Y: &program.AddrOf{X: &program.VarRef{Var: o.v}, T: l.ts.ptrTo(o.v.Type)}, T: program.Bool}, any)
		}
		return any
	}
	var stmts []program.Stmt
	for _, o := range l.heapObjs {
		if o.reach == nil {
			o.reach = &program.Var{Name: l.uniqueName(o.v.Name + "$reach"), Type: program.Bool, Global: true, Temp: true, Pos: o.v.Pos}
			l.p.Globals = append(l.p.Globals, o.reach)
		}
	}
	for _, o := range l.heapObjs {
		var rhs program.Expr = &program.VarRef{Var: o.alloc}
		if !o.stack {
			rhs = l.and(rhs, pointsInto(rootSlots, o))
		}
		stmts = append(stmts, &program.Assign{LHS: &program.VarRef{Var: o.reach}, RHS: rhs})
	}
	var holders []*heapObject
	for _, o := range l.heapObjs {
		if len(slots[o]) > 0 {
			holders = append(holders, o)
		}
	}
	if len(holders) == 0 {
		return stmts
	}
	for round := 1; round < len(l.heapObjs); round++ {
		for i := range heap {
			o := heap[i]
			if round%2 == 0 {
				o = heap[len(heap)-1-i]
			}
			reach := &program.VarRef{Var: o.reach}
			var from program.Expr = program.False
			for j := len(holders) - 1; j >= 0; j-- {
				h := holders[j]
				if h == o {
					continue
				}
				// h.reach implies h.alloc: both set it only with it.
				from = l.or(l.and(&program.VarRef{Var: h.reach}, pointsInto(slots[h], o)), from)
			}
			stmts = append(stmts, &program.Assign{LHS: reach, RHS: l.or(reach, l.and(&program.VarRef{Var: o.alloc}, from))})
		}
	}
	return stmts
}

// heapLiveness is the condition that pointer p, if it points into a heap
// object, points into an allocated one (addLiveness).
func (l *lowerer) heapLiveness(p program.Expr) program.Expr {
	var cond program.Expr = program.True
	for _, o := range l.heapObjs {
		if !l.mayPointInto(p, o.v) {
			continue
		}
		same := &program.Binary{Op: program.SameObject, X: p, Y: &program.AddrOf{X: &program.VarRef{Var: o.v}, T: l.ts.ptrTo(o.v.Type)}, T: program.Bool}
		cond = l.and(cond, l.or(l.not(same), &program.VarRef{Var: o.alloc}))
	}
	return cond
}

// reallocCopyMax is the most elements a realloc copies one by one,
// between objects of different capacities.
const reallocCopyMax = 64

// reallocPoint places the copy and the free of a realloc(p, n) of an
// allocated object, after the allocation of the new one (r, from pool).
func (l *lowerer) reallocPoint(p program.Expr, r *program.VarRef, pool []*heapObject, text string, pos program.Pos) {
	if len(pool) == 0 {
		return // the new object's type is not known: a failed capacity check
	}
	l.placeFree(&heapPoint{pos: pos, free: p, reallocTo: r, reallocPool: pool, reallocText: text}, "realloc", text)
}

// reallocStmts are the statements of a realloc(p, n) whose new object,
// if the allocation succeeded, is r, one of the site's pool: p must be
// the start of an allocated heap object o (as for free); when r is not
// NULL, the first min(o$len, n) elements of o are copied to r's object
// (the others are left as malloc leaves them) and o is freed. Objects
// of another element type than the new object's cannot be copied in the
// typed memory model: a failed capacity check (UNKNOWN) if p is one.
func (l *lowerer) reallocStmts(hp *heapPoint) []program.Stmt {
	p, r := hp.free, hp.reallocTo
	bytePtr := l.ts.ptrTo(l.ts.char)
	pb, rb := l.cast(p, bytePtr), l.cast(r, bytePtr)
	rSet := l.not(l.binary(program.Eq, r, program.NewConst(r.Type(), 0), program.Bool))
	var ok program.Expr = program.False
	var stmts, copies, frees []program.Stmt
	for _, o := range l.heapObjs {
		if o.stack {
			continue
		}
		at := l.and(l.binary(program.Eq, pb, l.baseOf(o), program.Bool), &program.VarRef{Var: o.alloc})
		ok = l.or(ok, at)
		for _, q := range hp.reallocPool {
			if q == o {
				continue // fresh: never the object being reallocated
			}
			into := l.and(at, l.binary(program.Eq, rb, l.baseOf(q), program.Bool))
			if !program.Identical(o.v.Type.Elem, q.v.Type.Elem) {
				info := l.newCheck(program.CheckCapacity, hp.pos, fmt.Sprintf("realloc of an object of %s as one of %s is not modelled in %s", o.v.Type.Elem, q.v.Type.Elem, hp.reallocText))
				stmts = append(stmts, &program.Check{Cond: l.not(into), Check: info})
				continue
			}
			if o.v.Type.Len == q.v.Type.Len {
				// The whole array: elements from o$len on are what o's
				// allocation left there, any values, as malloc leaves them.
				dst := &program.VarRef{Var: q.v}
				copies = append(copies, &program.Assign{LHS: dst, RHS: &program.Ite{Cond: into, Then: &program.VarRef{Var: o.v}, Else: dst}})
				continue
			}
			n := min(o.v.Type.Len, q.v.Type.Len)
			if n > reallocCopyMax {
				info := l.newCheck(program.CheckCapacity, hp.pos, fmt.Sprintf("realloc between objects of %d and %d elements is not modelled in %s", o.v.Type.Len, q.v.Type.Len, hp.reallocText))
				stmts = append(stmts, &program.Check{Cond: l.not(into), Check: info})
				continue
			}
			for k := int64(0); k < n; k++ {
				idx := program.NewConst(l.ts.int_, uint64(k))
				inLen := l.binary(program.Lt, program.NewConst(l.ts.sizeT, uint64(k)), &program.VarRef{Var: o.length}, program.Bool)
				dst := &program.Index{X: &program.VarRef{Var: q.v}, Index: idx}
				src := &program.Index{X: &program.VarRef{Var: o.v}, Index: idx}
				copies = append(copies, &program.Assign{LHS: dst, RHS: &program.Ite{Cond: l.and(into, inLen), Then: src, Else: dst}})
			}
		}
		alloc := &program.VarRef{Var: o.alloc}
		frees = append(frees, &program.Assign{LHS: alloc, RHS: l.and(alloc, l.not(l.and(rSet, at)))})
	}
	switch {
	case hp.info != nil:
		stmts = append([]program.Stmt{&program.Check{Cond: ok, Check: hp.info}}, stmts...)
	case hp.cut:
		stmts = append([]program.Stmt{&program.Assume{Cond: ok}}, stmts...)
	}
	stmts = append(stmts, copies...)
	return append(stmts, frees...)
}
