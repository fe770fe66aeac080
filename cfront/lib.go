package cfront

import (
	"fmt"
	"math/big"
	"strings"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// The C library functions the checker models have bodies of our own,
// written in C (libText, and the parts of libc.go and builtins.go that
// the preprocessed input names: libraryFor) and compiled with every
// translation unit as a source of its own before the input file. A call of memcpy, strlen, abs,
// ... that the input file does not define inlines __cfront_memcpy,
// __cfront_strlen, ... like any other function, so both engines and the
// interpreter see the loops and the checks of the body (a memcpy past an
// array's end is a bounds or pointer violation under the memory checks;
// abs(INT_MIN) overflows).
//
// Memory is typed (program.Subobjects): an int can be read as an integer
// of its width or byte by byte, but not, say, as two shorts. So the memory
// functions work on elements of the type their pointer arguments point to
// (bytes when one of them points to bytes and the other to an integer or
// a float), __cfront_elem in
// libText, which the front end fixes per call from the arguments before
// they are converted to void * (memset(a, 0, sizeof a) on an int array
// writes ints). A size that is not a multiple of the element size ends in
// a partial element, which three built-ins handle for integer elements:
//
//	__cfront_fill(c)          an element every byte of which is (unsigned char)c
//	__cfront_merge(d, s, k)   the first k bytes of s and the others of d
//	__cfront_byte(x, k)       byte k of x, as unsigned char
//
// (little-endian, as every data model here). Elements that are not
// integers (structs, pointers) need a size that is visibly a multiple of
// theirs and, for memset, the value 0; memcmp compares integers only.
//
// Every edge and check of an inlined body has the position of the call,
// check comments name the call, and the body's locals belong to a function
// named as the one the program called (strlen::n). They are temporaries,
// left out of counterexamples, and so considered stable by the sequencing
// of side effects (stable): no expression of a body may modify a local
// that it also reads elsewhere.

// libSource is the name of the library source in positions.
const libSource = "<cfront-lib>"

// libText holds the bodies. It must define no macros: the input file
// comes after it.
const libText = `typedef unsigned char __cfront_elem;
extern __cfront_elem __cfront_fill(int __c);
extern __cfront_elem __cfront_merge(__cfront_elem __d, __cfront_elem __s, __SIZE_TYPE__ __k);
extern unsigned char __cfront_byte(__cfront_elem __x, __SIZE_TYPE__ __k);

void *__cfront_memset(void *s, int c, __SIZE_TYPE__ n) {
  __cfront_elem *p = s;
  __SIZE_TYPE__ i = 0;
  for (; i < n / sizeof(__cfront_elem); i++)
    p[i] = __cfront_fill(c);
  if (n % sizeof(__cfront_elem))
    p[i] = __cfront_merge(p[i], __cfront_fill(c), n % sizeof(__cfront_elem));
  return s;
}

void *__cfront_memcpy(void *dst, const void *src, __SIZE_TYPE__ n) {
  __cfront_elem *d = dst;
  const __cfront_elem *s = src;
  __SIZE_TYPE__ i = 0;
  for (; i < n / sizeof(__cfront_elem); i++)
    d[i] = s[i];
  if (n % sizeof(__cfront_elem))
    d[i] = __cfront_merge(d[i], s[i], n % sizeof(__cfront_elem));
  return dst;
}

void *__cfront_memmove(void *dst, const void *src, __SIZE_TYPE__ n) {
  __cfront_elem *d = dst;
  const __cfront_elem *s = src;
  __SIZE_TYPE__ k = n / sizeof(__cfront_elem), i;
  if (d < s) {
    for (i = 0; i < k; i++)
      d[i] = s[i];
    if (n % sizeof(__cfront_elem))
      d[k] = __cfront_merge(d[k], s[k], n % sizeof(__cfront_elem));
  } else {
    if (n % sizeof(__cfront_elem))
      d[k] = __cfront_merge(d[k], s[k], n % sizeof(__cfront_elem));
    for (i = k; i > 0; i--)
      d[i - 1] = s[i - 1];
  }
  return dst;
}

int __cfront_memcmp(const void *a, const void *b, __SIZE_TYPE__ n) {
  const __cfront_elem *p = a;
  const __cfront_elem *q = b;
  __SIZE_TYPE__ i;
  for (i = 0; i < n; i++) {
    unsigned char x = __cfront_byte(p[i / sizeof(__cfront_elem)], i % sizeof(__cfront_elem));
    unsigned char y = __cfront_byte(q[i / sizeof(__cfront_elem)], i % sizeof(__cfront_elem));
    if (x != y)
      return x - y;
  }
  return 0;
}

__SIZE_TYPE__ __cfront_strlen(const char *s) {
  __SIZE_TYPE__ n = 0;
  while (s[n])
    n++;
  return n;
}

char *__cfront_strcpy(char *d, const char *s) {
  __SIZE_TYPE__ i = 0;
  while ((d[i] = s[i]) != 0)
    i++;
  return d;
}

char *__cfront_strncpy(char *d, const char *s, __SIZE_TYPE__ n) {
  __SIZE_TYPE__ i = 0;
  for (; i < n && s[i]; i++)
    d[i] = s[i];
  for (; i < n; i++)
    d[i] = 0;
  return d;
}

int __cfront_strcmp(const char *a, const char *b) {
  __SIZE_TYPE__ i = 0;
  while (a[i] && a[i] == b[i])
    i++;
  return (unsigned char)a[i] - (unsigned char)b[i];
}

int __cfront_abs(int x) { return x < 0 ? -x : x; }
long __cfront_labs(long x) { return x < 0 ? -x : x; }
long long __cfront_llabs(long long x) { return x < 0 ? -x : x; }
`

// inLibrary reports whether n is an external declaration of the
// library's source, which walks over the whole program can skip.
func inLibrary(n cc.Node) bool {
	x, ok := n.(*cc.ExternalDeclaration)
	return ok && x.Position().Filename == libSource
}

// libPrefix turns a C name into the name of its body in libText.
const libPrefix = "__cfront_"

// libElemArgs lists, for the functions whose bodies work on __cfront_elem,
// the arguments whose pointed-to type decides it.
var libElemArgs = map[string][]int{
	"memset": {0}, "memcpy": {0, 1}, "memmove": {0, 1}, "memcmp": {0, 1}, "memchr": {0},
	"qsort": {0}, "bsearch": {1},
}

// libSizeArg gives, for the functions that take the element size as an
// argument (qsort, bsearch), its index: it must be the size of the
// element type the pointer argument shows.
var libSizeArg = map[string]int{"qsort": 2, "bsearch": 3}

// A libCall is the library call being inlined.
type libCall struct {
	name string        // the C function called: memcpy
	pos  program.Pos   // the call's position, of every edge and check of the body
	text string        // the call's source, for check comments
	elem *program.Type // __cfront_elem
	// bytewise: a body on bytes of any object (qsort_bytes): its byte
	// accesses get the typed-access checks of the program's (a byte of a
	// pointer or of padding is beyond the model), not the trust the
	// element-typed bodies have.
	bytewise bool
}

// libFunc returns the body of the library function name (or of GCC's
// __builtin_name), or nil when there is none.
func (l *lowerer) libFunc(name string) *cc.FunctionDefinition {
	fd := l.funcs[libPrefix+strings.TrimPrefix(name, "__builtin_")]
	if fd == nil || fd.Position().Filename != libSource {
		return nil
	}
	return fd
}

// callLib inlines the library body fd for a call of name.
func (l *lowerer) callLib(name string, fd *cc.FunctionDefinition, args []cc.ExpressionNode, want bool, x *cc.PostfixExpression) program.Expr {
	pos := l.posOf(x)
	vals := l.lowerArgs(args, pos)
	name = strings.TrimPrefix(name, "__builtin_")
	call := &libCall{name: name, pos: pos, text: exprText(x)}
	if idx, ok := libElemArgs[name]; ok {
		var bytewise bool
		call.elem, bytewise = l.libElem(name, vals, idx, x)
		if bytewise {
			fd = l.libFunc(name + "_bytes")
			if fd == nil {
				l.failf(x, false, "the library has no bytewise %s", name)
			}
			call.bytewise = true
			l.bytesFromVoid = true // the body's unsigned char *a = base
		}
	}
	saved := l.lib
	l.lib = call
	defer func() { l.lib = saved }()
	return l.inlineValues(fd, name, vals, want, x)
}

// pointee is the type a pointer value points to (arrays count as their
// elements), looking through conversions between pointer types for one
// wider than a byte: callers convert to void * for memcpy and to char *
// for the same purpose. nil for void.
func pointee(e program.Expr) *program.Type {
	var byteElem *program.Type
	for {
		if t := e.Type(); t.Kind == program.KindPointer && t.Elem != nil {
			if elem := arrayBase(t.Elem); elem.Kind != program.KindVoid {
				if elem.Size != 1 {
					return elem
				}
				if byteElem == nil {
					byteElem = elem
				}
			}
		}
		c, ok := e.(*program.Cast)
		if !ok || c.X.Type().Kind != program.KindPointer {
			return byteElem
		}
		e = c.X
	}
}

// libElem chooses the element type of a call of a memory function: the
// pointed-to type of its pointer arguments idx, unsigned char when they
// point to void. bytewise is set for a qsort or bsearch whose element
// size (an argument) is not visibly the size of that type while the
// array is one of bytes (void * and character pointers: aws-c-common's
// array lists, qsort(list->data, n, list->item_size, cmp)): the call is
// then lowered to the library's bytewise body (qsort_bytes), which
// swaps elements byte by byte over a runtime size and hands the
// comparator pointers to element starts.
func (l *lowerer) libElem(name string, vals []program.Expr, idx []int, at cc.Node) (elem *program.Type, bytewise bool) {
	for _, i := range idx {
		if i >= len(vals) || vals[i].Type().Kind != program.KindPointer {
			l.failf(at, false, "%s needs a pointer as argument %d", name, i+1)
		}
		t := pointee(vals[i])
		switch {
		case t == nil:
		case elem == nil:
			elem = t
		case compatibleElems(elem, t):
		case isScalarBits(elem) && t.Kind == program.KindInt && t.Size == 1:
			elem = t // bytes of a scalar, as unsigned char
		case isScalarBits(t) && elem.Kind == program.KindInt && elem.Size == 1:
		default:
			l.failf(at, true, "unsupported: %s between %s and %s (memory is typed: only objects of one type can be copied or compared)", name, elem, t)
		}
	}
	if elem == nil {
		elem = l.ts.uchar
	}
	if k, ok := libSizeArg[name]; ok {
		if k >= len(vals) {
			l.failf(at, false, "%s needs %d arguments", name, k+1)
		}
		if c, ok := isConst(vals[k]); !ok || c.Val != uint64(elem.Size) {
			if elem.Kind == program.KindInt && elem.Size == 1 {
				return l.ts.uchar, true
			}
			l.failf(at, true, "unsupported: %s of elements of a size other than that of %s, the type its array argument points to", name, elem)
		}
		return elem, false
	}
	if elem == l.ts.uchar {
		return elem, false
	}
	if elem.Kind == program.KindInt || elem.Size == 1 && elem.Kind == program.KindBool {
		return elem, false
	}
	// Structs, unions, pointers, _Bool: whole elements only.
	switch name {
	case "memcmp", "memchr":
		l.failf(at, true, "unsupported: %s of %s (only integers are compared byte by byte)", name, elem)
	case "memset":
		if c, ok := isConst(vals[1]); !ok || !c.IsZero() {
			l.failf(at, true, "unsupported: memset of %s with a value other than 0", elem)
		}
	}
	if len(vals) < 3 || !multipleOf(vals[2], elem.Size) {
		l.failf(at, true, "unsupported: %s of %s with a size that is not visibly a multiple of %d (sizeof(%s))", name, elem, elem.Size, elem)
	}
	return elem, false
}

// compatibleElems reports whether elements of a and b can be copied into
// each other: the same type, or integers and floats of one width and size
// (the bits of a float as an integer, as program.Subobjects allows).
func compatibleElems(a, b *program.Type) bool {
	if program.Identical(a, b) {
		return true
	}
	return isScalarBits(a) && isScalarBits(b) && a.Width == b.Width && a.Size == b.Size
}

// isScalarBits reports whether t is an integer or floating type, whose
// bytes a character type can read and write (program.Subobjects).
func isScalarBits(t *program.Type) bool {
	return t.Kind == program.KindInt || t.Kind == program.KindFloat
}

// multipleOf reports whether the value of e is, whatever its variables
// hold, a multiple of size (modulo the wrap-around of its type).
func multipleOf(e program.Expr, size int64) bool {
	switch x := e.(type) {
	case *program.Const:
		return x.Val%uint64(size) == 0
	case *program.Binary:
		if x.Op == program.Mul {
			return multipleOf(x.X, size) || multipleOf(x.Y, size)
		}
		if x.Op == program.Add || x.Op == program.Sub {
			return multipleOf(x.X, size) && multipleOf(x.Y, size)
		}
	case *program.Cast:
		if x.X.Type().Kind == program.KindInt && x.T.Kind == program.KindInt && x.T.Width >= x.X.Type().Width {
			return multipleOf(x.X, size)
		}
	case *program.Ite:
		return multipleOf(x.Then, size) && multipleOf(x.Else, size)
	}
	return false
}

// libBuiltin lowers the built-ins of the library bodies.
func (l *lowerer) libBuiltin(name string, args []cc.ExpressionNode, at cc.Node) (program.Expr, bool) {
	switch name {
	case "__cfront_fill", "__cfront_merge", "__cfront_byte", "__cfront_choose", "__cfront_assume":
	default:
		return nil, false
	}
	if l.lib == nil || l.lib.elem == nil && name != "__cfront_choose" && name != "__cfront_assume" {
		l.failf(at, false, "%s is internal to the front end's library", name)
	}
	pos := l.posOf(at)
	vals := l.lowerArgs(args, pos)
	elem := l.lib.elem
	switch name {
	case "__cfront_choose":
		// Any value in 0..vals[0]: a choice C leaves to the library
		// (which sorted order qsort gives equal elements, which equal
		// element bsearch finds), an input of the run like a nondet
		// call's value.
		n := l.cast(vals[0], l.ts.sizeT)
		tmp := l.newTemp(l.ts.sizeT, pos)
		ref := &program.VarRef{Var: tmp}
		l.emit(&program.Havoc{LHS: ref, Why: l.lib.name + "'s choice"}, pos)
		l.emit(&program.Assume{Cond: l.binary(program.Le, ref, n, program.Bool)}, pos)
		return ref, true
	case "__cfront_assume":
		l.emit(&program.Assume{Cond: l.toCond(vals[0], pos)}, pos)
		return nil, true
	case "__cfront_fill":
		return l.fill(elem, vals[0]), true
	case "__cfront_merge":
		return l.merge(elem, vals[0], vals[1], vals[2]), true
	}
	return l.byteOf(elem, vals[0], vals[1]), true
}

// unsignedOf is the unsigned integer type of t's width.
func (l *lowerer) unsignedOf(t *program.Type) *program.Type {
	if u := l.ts.ints.Unsigned(t); u != nil {
		return u
	}
	return program.IntType(fmt.Sprintf("unsigned __int%d", t.Width), t.Width, false)
}

// fill is an element of type t every byte of which is (unsigned char)c.
func (l *lowerer) fill(t *program.Type, c program.Expr) program.Expr {
	b := l.cast(c, l.ts.uchar)
	switch t.Kind {
	case program.KindBool:
		return l.binary(program.Ne, b, program.NewConst(l.ts.uchar, 0), program.Bool)
	case program.KindInt:
		u := l.unsignedOf(t)
		ones := new(big.Int)
		for i := int64(0); i < t.Size; i++ {
			ones.Lsh(ones, 8).Or(ones, big.NewInt(1))
		}
		return l.cast(l.binary(program.Mul, l.cast(b, u), program.NewConstBig(u, ones), u), t)
	}
	return &program.Zero{T: t}
}

// merge is the element whose first k bytes are those of s and the others
// those of d (k < sizeof(t)); for elements that are not integers (whose
// sizes are multiples of the element size: k is 0) it is d.
func (l *lowerer) merge(t *program.Type, d, s, k program.Expr) program.Expr {
	if t.Kind != program.KindInt {
		return d
	}
	u := l.unsignedOf(t)
	bits := l.binary(program.Mul, l.cast(k, u), program.NewConst(u, 8), u)
	mask := l.binary(program.Sub, l.binary(program.Shl, program.NewConst(u, 1), bits, u), program.NewConst(u, 1), u)
	keep := l.binary(program.And, l.cast(d, u), l.unary(program.BitNot, mask), u)
	take := l.binary(program.And, l.cast(s, u), mask, u)
	return l.cast(l.binary(program.Or, keep, take, u), t)
}

// byteOf is byte k of the integer x, as unsigned char.
func (l *lowerer) byteOf(t *program.Type, x, k program.Expr) program.Expr {
	if t.Kind != program.KindInt || t.Size == 1 {
		return l.cast(x, l.ts.uchar)
	}
	u := l.unsignedOf(t)
	bits := l.binary(program.Mul, l.cast(k, u), program.NewConst(u, 8), u)
	return l.cast(l.binary(program.Shr, l.cast(x, u), bits, u), l.ts.uchar)
}
