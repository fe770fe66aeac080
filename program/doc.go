// Package program is the checked program: the control-flow representation
// that the C front end (cfront) produces and that every later stage reads.
//
// # Shape
//
// A Program is one control-flow graph: all calls are inlined by the front
// end, so there are no procedures left, only locations (Loc) joined by edges
// (Edge). Each edge carries one statement:
//
//	Assign   lhs = rhs          lhs an lvalue, rhs a pure expression
//	Havoc    lhs = *            lhs gets any value of its type (nondeterminism;
//	                            Bodiless: the result or effect of a function
//	                            without body, an invented value)
//	Assume   [cond]             the edge is taken only when cond holds
//	                            (Undefined: it cuts a path through an
//	                            undefined operation, no test of the program)
//	Check    check(cond) #id    violated when cond is false; the path goes on
//	                            to Edge.To when it holds
//	Skip     skip               no effect (joins, labels, gotos)
//	Dead     dead x             a local goes out of scope (for dangling pointers)
//
// A location with several outgoing edges is a branch: its edges are Assume
// edges whose conditions the front end makes mutually exclusive and
// exhaustive (cond and !cond, or the cases of a switch). A location with no
// outgoing edge ends the program normally (return from the entry function,
// exit(), abort()).
//
// Locations are numbered in an order in which every cycle of the graph
// contains a back edge (an edge whose target number is not larger than its
// source number): the front end numbers locations in source order, so that
// loops are closed by back edges to their heads. Unrolling (symex) and
// abstraction point placement rely on it.
//
// # Expressions
//
// Expressions (Expr) are pure, explicitly typed trees: the front end has
// already applied C's integer promotions and usual arithmetic conversions as
// explicit Cast nodes, so both operands of an arithmetic or comparison
// operator have the same type (shifts excepted: the amount may have any
// integer type). Side effects, calls and nondeterministic values are lifted
// out of expressions into edges by the front end.
//
// Besides C's operators, a few operators exist for the checks; all yield
// Bool and read nothing but their operands:
//
//	__overflow_add(x, y)   AddOverflow: x + y on the mathematical integers is
//	__overflow_sub(x, y)   SubOverflow  outside the range of the operands' type
//	__overflow_mul(x, y)   MulOverflow  (signed or unsigned by that type)
//	__same_object(p, q)    SameObject: p and q point into the same object
//	                       (whatever their offsets; two nulls are the same)
//	__valid(p)             Valid: p is not null, inside its object and at a
//	                       subobject of its pointed-to type
//
// # Floating point
//
// A KindFloat type (float, double, long double: Type.Float is its
// softfloat.Format) has values that are bit patterns, 32, 64 or 80 bits
// wide (a long double's Size, 12 or 16, is padding beyond its 80 bits).
// Assignment, Ite, havoc and union storage treat them as bits; every
// operation that reads them as numbers is a FloatOp, never a Binary,
// Unary or Cast (float.go), so that no pass can take a float addition for
// an integer one, and EvalFloat is its one meaning on values (with
// package softfloat; bitvec's float circuits compute the same bits):
//
//	x + y, __fadd(rm, x, y)    FAdd FSub FMul FDiv FFMA FSqrt FRoundInt: rounded in mode rm
//	x == y, x < y, x <= y      FEq FLt FLe: C's comparisons (false on NaN, -0 == +0)
//	-x, __fabs(x)              FNeg FAbs: the sign bit
//	__fmod(x, y), __fremainder FMod FRemainder: fmod and IEEE remainder (exact)
//	__fscaleb(rm, x, n)        FScaleB: ldexp, rounded in mode rm; FILogB: ilogb
//	__builtin_isnan(x) ...     FIsNaN FIsInf FSignBit; FClassify (fpclassify's number)
//	(double)f, (float)i        FConvert: to a float type, rounded in mode rm
//	(int)d                     FToInt: truncation; undefined out of range
//	__ftoint_ok[int](d)        FToIntOK: Bool, whether FToInt is defined
//	__fbits(x), __fof_bits     FBitsOf FOfBits: reinterpretation of the bits
//
// The rounding mode operand rm is an integer expression holding a
// softfloat.RoundingMode: Program.RoundingModeExpr, the constant
// NearestEven, or the front end's variable Program.RoundingMode when the
// program calls fesetround. Operations printed as C (x + y, (float)d) are
// in the mode to nearest; ParseExpr reads them in the program's mode.
//
// Lifetimes are not part of expressions: the front end tracks them with
// ordinary Bool variables (x$dead) set beside Dead edges.
//
// Comparisons and the logical operators yield Bool. C's _Bool is also Bool:
// a Cast to Bool means "!= 0", a Cast from Bool zero-extends. Conditions of
// Assume and Check are Bool.
//
// Integer values are two's complement bit patterns of the type's width;
// a Const stores them in a uint64, masked to the width (Hi holds bits
// from 64 up: __int128, and a long double's pattern).
//
// # Memory
//
// Every variable that can be pointed to is an object with a number
// (Var.Object, 1-based; 0 is the null object). A pointer value is a pair
// (object, byte offset). Pointer arithmetic moves the offset by multiples of
// the element size; dereference resolves the (object, offset) pair to a part
// of the object with the pointed-to type (a case split over objects, θ(p, P)
// in the SATABS paper). Heap objects are such objects too: the front end
// gives each allocation site a pool of global variables with a length and
// an allocation flag (cfront/heap.go), so the IR has no allocation of its
// own. So are functions whose address the program takes: the front end
// gives each a one-byte global object that nothing reads, and a pointer to
// the function is its address; a call through a pointer is a case split
// over such addresses, each case the inlined function. The pair is
// encoded in PointerObjectBits +
// PointerOffsetBits bits by the bit-vector encoding; sizeof(pointer) is the
// data model's pointer size.
//
// # Checks
//
// Every property is an explicit Check edge with a CheckInfo: an id of the
// form function.kind.N, the kind, the source position and a comment. A call
// of reach_error() is check(false) of kind CheckReachError. Three kinds are
// limits of the model rather than properties of the program, verified
// whatever the property and UNKNOWN when violated: CheckCapacity (a
// variable-length array or a heap object beyond the front end's capacity),
// CheckHeapPool (an allocation site in a loop allocates more objects than
// its pool holds) and CheckRecursion (a recursive call deeper than the
// front end inlined).
//
// # Loops
//
// A location with LoopHead set is where a C loop statement starts (the
// front end marks it; its label, "while head" and the like, is only for
// people). Unrolling finds loops from back edges, not from the flag;
// witnesses use the flag to place loop invariants at the loop's line.
//
// # Passes
//
// Passes that rewrite a program in place (Renumber, KeepChecks) run on a
// Clone when the original must stay as it is; symex.MakeReducible makes
// its copy itself. Clone copies the graph (locations, edges, statements)
// and shares what is immutable (expressions, types, variables, checks). Edge.Unlink and Edge.Retarget
// keep the In and Out lists consistent when edges move.
//
// # C's conversions
//
// IntTypes holds the standard integer types of a data model and C's
// integer promotions and usual arithmetic conversions over them; the
// front end and ParseExpr both use it.
//
// The printed form (Program.String, Fprint) is stable and tested with golden
// files; Sanity checks the invariants above and is used in tests.
package program
