// Package cfront is the C front end: it parses a C file with
// modernc.org/cc/v4 and lowers it to a program.Program, one control-flow
// graph with every call inlined.
//
// # Parsing
//
// cc is configured from the host compiler (cc.NewConfig asks gcc for its
// predefined macros and include paths, once per process), with three
// changes. Our own small standard headers (assert.h, limits.h, stdint.h,
// stdbool.h, stddef.h, stdlib.h, string.h, stdio.h) sit in an in-memory file
// system that comes first on the include path, so that a .c file means the
// same on every machine; their text is generated per data model (LONG_MAX,
// size_t, int64_t, ...). For ILP32 the host's predefined macros that
// describe long, pointers and the types derived from them (__SIZEOF_LONG__,
// __SIZE_TYPE__, __LONG_MAX__, __LP64__, ...) are rewritten, and the
// architecture is gcc -m32's: __i386__ and __ILP32__ instead of
// __x86_64__ and __amd64__, so that the host's glibc headers that we do
// not replace are read as gcc -m32 reads them (__WORDSIZE 32: int64_t in
// sys/types.h is long long, as in our stdint.h, and time_t a 32-bit long). gcc's line markers (# 12 "file.c") in .i files
// become #line directives, which cc honours: positions are those of the
// original source.
//
// cc panics on some inputs and loops for ever on a few invalid ones (a
// declarator's '*' at the end of the input); panics become errors ("internal
// error in front end: ..."), and the input is screened for the known
// non-terminating case before it is parsed (guard.go). Every failure is an
// *Error with the best position known; Unsupported marks constructs the
// checker does not handle, as opposed to invalid input.
//
// # Widths
//
// cc's type checker works with the host's ABI (LP64 on the machines we run
// on; its 32-bit ABIs are not reliable), so cc's types are used only for
// their kind and structure. Widths, sizes and alignments are computed from
// the kind and Options.Model: char 8 bits and signed, short 16, int 32, long
// 32 (ILP32) or 64 (LP64), long long 64, __int128 128 (LP64 only, as
// gcc -m32 has none; its constants are program.Const with Hi), pointers 32
// or 64, _Bool is program.Bool, an enumeration is int (unsigned int when
// its values need it). Structs are laid out with natural alignment per member, except that
// the i386 System V ABI aligns 8-byte scalars in structs to 4 bytes;
// bit-fields are members of Int type whose Width is the field's width,
// packed into storage units of their declared type as GCC does; as in
// GCC, one of a type wider than int and more than 32 bits keeps its width
// in arithmetic (program.IntTypes.Promote, Usual). Array sizes,
// enumeration values, case labels and designators are evaluated with our
// own constant folding, and the integer promotions and usual arithmetic
// conversions are redone with our widths (in ILP32 long + unsigned int is
// unsigned long), each as an explicit program.Cast. Integer constants get
// their type by C's rules for the data model (2147483648 is long long in
// ILP32, long in LP64).
//
// # Lowering
//
// Program.Entry is the first location. The global initialisation comes
// first: every used variable with static storage (globals, static locals,
// string literals whose address is taken) is set to program.Zero (a
// variable only declared extern is havocked instead: its value is unknown),
// then the explicit initialisers are assigned (scalars, brace-enclosed lists
// with brace elision and designators, strings into char arrays). The entry
// function follows; its parameters are havocked. main's argc is
// nonnegative (C11 5.1.2.2.1); a pointer parameter of main (argv, envp)
// points to strings C's startup makes and the model does not have, so its
// havoc is marked like a body-less function's result
// (program.EnvironmentPrefix): a counterexample through it is UNKNOWN,
// never FALSE. Options.ArgvModel lowers argv as C's startup makes it,
// within bounds (argv.go: at most ArgvModelArgs strings of at most
// ArgvModelLen input characters, argv[argc] null): every execution is
// one of C's, so its counterexamples are real, while its proofs mean
// nothing; the command line runs it for a FALSE alone when the first
// answer is UNKNOWN.
//
// Locations are created in source order, and a forward jump goes to a
// location that gets its number when it is placed, so an edge goes back (to
// a location not after its source) only when it closes a loop of the
// source: while, do and for loops, continue, backward goto. After lowering,
// locations whose only edge is a skip are bypassed, and unreachable code is
// removed.
//
// Expressions in the program are pure. Side effects (assignments, ++ and
// --, calls, __VERIFIER_nondet_*) are emitted as edges in C's evaluation
// order, left to right; the pure remainder of an expression is evaluated by
// the edge that uses it. When an operand is followed by operands whose side
// effects may write what it reads (a conservative write set: the variables
// assigned, memory when assigning through a pointer, everything aliased for
// a call), its value is saved in a temporary first. && and || whose right
// operand has side effects, and ?: whose arms have side effects, become
// control flow (with a Bool or arm-typed temporary for their value); pure
// ones stay as program LAnd, LOr and Ite. Conditions become Bool with
// x != 0.
//
// Calls are inlined: parameters are fresh locals assigned from the
// arguments (evaluated left to right), return assigns f::$return and jumps
// to the function's exit (recursion: below).
//
// # Functions without body
//
// A function with neither a body nor a model (noted once on
// Options.Stderr, listed in Program.Bodiless) returns any value of its
// type and may write whatever it can reach: the writable globals with
// external linkage and, when a pointer reaches it (an argument that points
// to writable data or to pointers, or such a global holding a pointer),
// every object alive at the call: address-taken globals, heap objects and
// the address-taken locals of the active calls (placed by finishBodiless
// at the end of the lowering, when every object is known). Every such
// havoc carries the function's name (program.Havoc.Bodiless): its values
// are invented, not inputs, so a counterexample that executes one is
// UNKNOWN (engine.Confirm), never FALSE, while proofs hold for every value.
// The mechanism goes by name, for any function: math functions without a
// model take it too, with one addition: those whose result C and glibc
// bound whatever the argument (sin and cos in [-1, 1], exp >= 0, atan in
// [-pi/2, pi/2], ... : mathRanges in mathrange.go) assume that range
// right after the havoc (bounds rounded outward, NaN kept), and write no
// memory. A proof may use the range; a counterexample through the call
// stays UNKNOWN naming the function. Those with special cases fixed by
// Annex F of C (sin(±0) = ±0, exp(-inf) = +0, log(1) = +0, pow(x, ±0) =
// 1, ...: mathSpecial in mathrange.go) take the exact value there instead
// of the havoc, so a counterexample may rest on it, and assume only that
// the havoc is a NaN where C says the result is one.
//
// # Function pointers and recursion
//
// Every function whose address the reachable code takes (a function
// designator anywhere but as the callee of a direct call: f, &f, *f as
// values) gets an object, a global of one byte named as the function
// (type "function", Temp) that nothing reads or writes, created before
// every other object. A function pointer (one type, "function pointer",
// for all of them) is the address of that object, so it is stored,
// passed, returned, compared with another or with NULL, and converted to
// and from other pointer types like any pointer, in every engine and the
// interpreter alike. Converting it to or from a (non-null) integer and
// ordering it are Unsupported.
//
// A variadic function (variadic.go) gets, at each call, its variable
// arguments after C's default promotions in temporaries of their own and
// an array of their addresses ending in a null slot; a va_list points to
// a slot, va_start to the first, and va_arg(ap, T) reads *(T *)*ap and
// moves ap on, so that a wrong type or one argument too many is an
// invalid dereference.
//
// A call through a pointer (funcptr.go) is a case split: for each
// candidate, [fp == &f] inlines f with the arguments, converted to the
// pointer type's parameters; the candidates are the address-taken
// functions whose type fits the call: as many parameters (as arguments
// for an unprototyped pointer type), integers of the same size, pointers
// for pointers, compatible structs and unions, and a result when the
// call's type has one. When no case matches, the call is undefined: a
// pointer check that fails ("call through a function pointer that points
// to none of f, g"; valid-deref), or with CutUndefined an assume(false),
// and the path ends there either way. Calling reach_error, abort or exit
// through a pointer is as calling them; calling another function without
// a body through a pointer is Unsupported.
//
// Recursion is inlined to Options.RecursionDepth: RecursionDepth
// recursive calls may be nested at once (the levels below; in mutual
// recursion each call through the cycle is a level), or, where every
// call is inlined separately, a function may be active RecursionDepth+1
// times at once. The level of a shared copy is the same on every path
// that reaches it, which a count of one function's activations is not (a
// copy first lowered under nine calls of f would cut the paths that reach
// it through three). A call that would go deeper becomes check(false) of kind recursion-depth ("recursion
// of f deeper than K"), and its path ends. The check is a limit of the
// model, as vla-capacity is: verified whatever the property, TRUE only
// when it cannot fail, UNKNOWN when a counterexample reaches it; the
// command line then lowers the program again with deeper recursion.
//
// The recursive calls made at one nesting level share one copy of the
// callee (shared.go): the first call inlines the function as usual (level
// 0), and every recursive call made by code of level d jumps to the one
// copy of the callee for level d+1, after assigning its parameters and a
// return-site number (f::$site), and comes back by assume($site == k) at
// the copy's exit, where the result is copied at once. Activations of
// one level never overlap, so one frame per level is exact; a function
// with two recursive calls costs K copies instead of 2^K, and the program
// has loops where a call site is reached again after a call of the same
// level. A copy called from one site only is plain inlining (no number,
// no dispatch). An address-taken local, an allocation or a call of a
// function without body inside a copy (where one object per level would
// differ from C's one per activation) restarts the lowering with every
// recursive call inlined separately, as does Options.InlineRecursion.
//
// With Options.Contracts, a call of a function that has a contract and
// would go deeper is its contract instead (contract.go): the arguments
// are evaluated, the result is a fresh value (a havoc marked Bodiless
// with the function's name, so that no counterexample through it is
// confirmed), the contract's scalar globals are saved and havocked (the
// same mark) and the contract's conditions are assumed. With
// Options.CheckContract the entry function's contract is checked at its
// return, over its parameters' values at entry and its globals' values
// at entry (havocked first: any state) and at the return: the check
// program by which package summary proves contracts before anyone
// assumes them.
// A Unit (ParseUnit) is parsed once and lowered many times.
//
// # Library functions
//
// memset, memcpy, memmove, memcmp, memchr, strlen, strnlen, strcpy,
// strncpy, strcat, strncat, strcmp, strncmp, strcasecmp, strncasecmp,
// strchr, strrchr, strstr, strspn, strcspn, strpbrk, the ctype.h functions
// and glibc's __ctype_b_loc, __ctype_tolower_loc and __ctype_toupper_loc
// (libc.go), atoi, atol, atoll, strtol, strtoul, strtoll, strtoull,
// __errno_location, abs, labs, llabs, gcc's integer built-ins (bswap,
// clz, ctz, popcount, parity, ffs: builtins.go), strdup, strndup (which
// allocate through the heap model), stpcpy, stpncpy, memccpy, strchrnul,
// strsep, strtok, strtok_r and the input functions fgetc, getc, getchar,
// fgets, read, isatty, rand, random and time (values of the run's input,
// in the range POSIX allows: libmore.go) have bodies of our own,
// in C (lib.go), compiled with
// every translation unit as a source before the input file and inlined
// where the program calls one of them without defining it. Both engines
// and the interpreter see their loops and the checks of their accesses
// and arithmetic (memcpy past an array's end is a bounds or pointer
// violation, abs(INT_MIN) an overflow), at the position of the call, with
// comments that name the call; their locals are temporaries of a function
// named as the one called (memcpy::i). Memory is typed, so the memory
// functions copy, fill and compare elements of the type their pointer
// arguments point to before the conversion to void * (ints for an int
// array), with the partial last element of a size that is not a multiple
// of the element size merged bytewise for integer elements; other
// elements (structs, pointers) need a size that is visibly a multiple of
// theirs, memset on them the value 0, and memcmp integers
// (Unsupported otherwise, as is copying between objects of different
// types).
//
// # Variable-length arrays
//
// A local int a[n] is an array of a fixed capacity K with a length
// variable a$len = (size_t)n, assigned at the declaration (vla.go): bounds
// checks of a[i] compare i with a$len, pointer checks require an access
// into a to end before element a$len, and sizeof a is a$len * sizeof(int).
// K is the least bound on n stated by the assumes and branches on the
// straight-line path to the declaration (assume(n <= 100); if (n > 100)
// return), with a check of kind vla-capacity, verified whatever the
// property, that requires a$len <= K (the engines answer UNKNOWN when it
// fails: the model is exact wherever it answers). A length nothing
// bounds gets the largest length an object can have (maxObjectBytes:
// 2^56 - 1 bytes in LP64, PTRDIFF_MAX in ILP32), or the largest value of
// n's type when less, implied by the type (no check); a longer one ends
// the run with CutUndefined (an assume: no machine allocates it), and is
// the vla-capacity check otherwise. Options.BoundedArrays
// gives the earlier model (Options.Capacity, 1024 by default, grown by
// the command line, with the check). Arrays with more
// variable dimensions (int a[n][m]) are flat arrays of their unit (the
// element after the last variable dimension) with one length variable and
// capacity check per variable dimension (32 each unless bounded); a row
// (a[i]) is a pointer to its first unit, its stride the product of the
// inner lengths, and pointers to rows (int (*p)[m], parameters
// int a[n][m]) step by rows; dimensions in parameter types are evaluated
// at each call (vla.go).
//
// # Heap
//
// malloc, calloc, realloc, free and alloca are lowered to
// ordinary objects, one pool per allocation site, with a length and an
// allocation flag each (heap.go has the design): dereferences check that
// a heap object is allocated and accessed within its length, free checks
// its argument (kind free), and the memtrack and memcleanup checks are
// placed at the return from the entry function, at exit() and abort(),
// and at loop heads. Options.MallocMayFail lets allocation return NULL;
// Options.HeapPool sizes the pools of allocation sites inside loops.
// realloc of an allocated object allocates, copies the elements with
// one statement per pair of old and new object, and frees (reallocStmts).
// Lengths nothing bounds are the largest an object can have, as for
// variable-length arrays. The size is C's: malloc(n * sizeof(T)) whose
// product wraps around in size_t allocates the short object of the
// wrapped size, and accesses beyond it are out of bounds (undefined). A
// request of more than PTRDIFF_MAX bytes (calloc: more than SIZE_MAX)
// fails in glibc on every data model: malloc returns NULL for it when it
// may fail, and the run ends there when it never fails (SV-COMP's rule
// keeps the runs in which every allocation succeeds; none does with such
// a request). In LP64, where malloc may fail or under CutUndefined, the
// same holds above maxObjectBytes (2^56 - 1), which no machine has;
// between it and PTRDIFF_MAX it is a vla-capacity check otherwise
// (heap.go). Limits of the model (object longer than its capacity,
// realloc between element types, unknown element type) are vla-capacity
// checks, an exhausted pool is a heap-pool check:
// UNKNOWN when they fail (the command line then tries larger pools).
//
// # Pointers as integers
//
// A program that converts a pointer to an integer or an integer (other
// than the constant 0) to a pointer (fold.go's cast sets addrConv) gets an
// address global per object (program.Var.Addr, addr.go), chosen by a
// havoc at the end of the global initialisation and assumed nonzero,
// aligned (the type's alignment; malloc's 16 in LP64, 8 in ILP32, for heap
// objects), not wrapping, and, for up to maxApart objects, pairwise
// apart. The conversions stay program.Cast; symex and interp give them
// their meaning from those globals (the image is address + offset; an
// integer converts back into the first object that holds it, by the
// object's current length when it varies), and order
// pointers to different objects by them. A program that names a union
// member holding pointers gets addresses too: a pointer stored into a
// union's bytes is its image there (unionPointers).

// # Names
//
// Globals keep their C name. Locals are named function::name; when a
// function is inlined more than once or a name is declared again in an
// inner scope, later variables get #2, #3, ... (f::x#2). Temporaries are
// function::$tmpN, return values function::$return, static locals are
// globals named function::name, string literals are globals named $string.
// Var.CName is the name the user wrote.
//
// Locals start nondeterministic: a declaration without initialiser havocs
// the variable (in a loop, at every iteration). Variables whose address is
// taken, or arrays that decay to a pointer, become objects (Var.Object);
// arrays only indexed do not. An address-taken local dies (program.Dead) at
// the end of its block when control falls out of it, and at the exit of its
// function.
//
// # Built-ins
//
// __VERIFIER_nondet_X() is a havoc of X (the declared return type, else the
// type named by the suffix); __VERIFIER_assume(c) is an assume edge;
// reach_error() and __VERIFIER_error() are check(false) of kind
// error-call, whatever body the file gives them, and execution continues
// after them; abort(), exit() and their relatives end the path at a
// location without successors. assert(c) from our assert.h expands to
// glibc's ((c) ? (void)0 : __assert_fail("c", ...)), which is recognised
// and becomes check(c) with the comment "assertion c" (so does glibc's
// statement form if (c) ; else __assert_fail(...)); any other call of
// __assert_fail is check(false) followed by the end of the path.
// __builtin_expect(e, c) is e. quick_exit and _Exit end the path like exit.
// gcc's type-generic built-ins (the overflow built-ins, __sync_* and
// __atomic_* in their single-threaded meaning, __builtin_constant_p,
// __builtin_object_size, the _chk forms) are lowered in builtins.go;
// __builtin_unreachable ends the path (nothing follows it in C either).
// The output functions of stdio (stdio.go) check the strings they read
// (fwrite the size*n bytes, on elements of the integer or float type its
// pointer shows) and return an unknown result, marked like a body-less
// function's.
// sprintf and snprintf with a literal format of %d %i %u %x %X %o %c %s
// and %% (flags, width, precision, length modifiers) write their output
// through library bodies, conversion by conversion (format.go); other
// formats leave them body-less. err, errx, verr and verrx end the
// program as exit does; warn and its relatives have no effect.
// qsort and bsearch are modelled by what C promises of them, with the
// comparator called through its pointer (libSortText in libc.go): any
// order qsort may give equal elements, any equal element bsearch may
// return; their element size must be that of the type the array argument
// points to, or, when that is a byte (void *, char *: a list of item_size
// bytes, qsort(list->data, n, list->item_size, cmp)), any value: the
// bytewise bodies (qsort_bytes, bsearch_bytes) swap elements byte by byte
// over the runtime size and pass the comparator pointers to element
// starts, every byte access checked like the program's, and beyond
// the typed model (a pointer's bytes, padding: UNKNOWN) like the
// program's byte accesses through cast pointers. The comparator is the
// program's code, lowered as if the program called it. qsort_r and exit handlers are unsupported. Check ids are function.kind.N, N counting
// per function and kind from 1 in the order of lowering; a check whose
// condition is trivially true is not emitted.
//
// # Checks
//
// Arithmetic and memory checks (overflow, division by zero, shifts, array
// bounds, pointers) are added at one place: every operator that may need one
// calls the instrumentation hook (instrument.go) with the operator, its
// converted operands and its position, before its expression is built. The
// hook emits check edges, which are guarded inside the operands of pure &&,
// || and ?: by the condition under which C evaluates them.
//
// Options.Checks selects the kinds (the CLI's --*-check flags); each check
// gets the id function.kind.N, the operation's position and a comment
// naming it ("arithmetic overflow on signed + in a + b"):
//
//	overflow            signed + - * and unary - (after promotion):
//	                    !__overflow_add(x, y) etc.; / and % of MIN by -1
//	unsigned-overflow   wrap-around of unsigned + - *
//	conversion          integer converted to a signed type that cannot hold it
//	shift               distance negative or >= the promoted width (shift.N),
//	                    left shift of a negative value or into the sign bit
//	                    (a second check, 0 <= x <= MAX >> n)
//	division-by-zero    / and % by zero
//	array-bounds        every array index, read or written, and p[i] through
//	                    a pointer: 0 <= i < length
//	pointer             *p and p->f: __valid(p) (not null, inside its object,
//	                    at a subobject of the type), not dangling, and for
//	                    heap objects allocated and within their length
//	free                free(p): p is null or the start of an allocated
//	                    heap object (heap.go)
//	memtrack            every allocated heap object is reachable (heap.go)
//	memcleanup          no heap object is allocated at the end (heap.go)
//
// A check whose condition folds to true is not emitted; one that folds to
// false stays, as check(false).
//
// Options.CutUndefined turns the checks of undefined behaviour that
// Options.Checks does not select (overflow, shift, division-by-zero,
// array-bounds, pointer) into assume edges with the same conditions: a path
// on which the operation is undefined ends before it, in both engines and
// the interpreter alike (SV-COMP's unreach-call tasks assume no undefined
// behaviour). The defined kinds (unsigned-overflow, conversion) are never
// cut. Memory is typed (pointers excepted: a pointer of any type finds
// the pointers stored in an object, program.Subobjects), and what C allows
// through character pointers (the bytes of an int) is invalid in the model: a byte-sized dereference is
// cut only when it points into no object that is not made of bytes alone
// (char arrays, structs of chars), so that those paths are not hidden.
// Where a pointer may be retyped, a dereference wider than a byte is a
// model-limit check (typedAccessCheck), kept unless the points-to
// analysis (program.PointsTo, run once at the end of the lowering when
// invalid dereferences are checked or cut and no pointer becomes an
// integer or sits in a union: pointsTo) shows that every object the
// pointer may reach holds the accessed type at each offset the pointer
// may have there (typedSafe). The same analysis narrows the lifetime,
// allocation and length conditions of the pointer checks, and the
// objects listed by the byte and typed checks, to the objects the
// pointer may reach, drops the cases of calls through pointers that
// cannot be taken, and turns a dereference whose pointer has one
// target, an object at one offset, into that part of the object
// (resolve.go). The operand of & accesses nothing: &a[i],
// &*p, &p->f and &((T *)0)->f drop the bounds and pointer checks of the
// members and elements down to the first dereference (undoAccessCheck). Dangling pointers:
// every address-taken local that dies somewhere gets a Bool variable x$dead,
// false at the entry, set by its Dead edges and cleared by every assignment
// or havoc of x itself; a pointer check then also requires
// !__same_object(p, &x) || !x$dead for each such x (addLiveness).
//
// # Floating point
//
// float, double and long double (x87's 80-bit format, 12 bytes in ILP32
// and 16 in LP64) are program.KindFloat; every operation on them as
// numbers is a program.FloatOp (float.go): + - * / and conversions to
// floating types round in the program's rounding mode, a constant (to
// nearest) unless the translation unit names fesetround, in which case a
// global __rounding_mode holds it and fesetround/fegetround read and
// write it (FE_TONEAREST 0, FE_DOWNWARD 0x400, FE_UPWARD 0x800,
// FE_TOWARDZERO 0xc00, as glibc on x86). Constants are rounded from their
// digits to their type; operations on constants fold (program.FoldFloat),
// in a rounding mode variable's presence only when exact. Conditions are
// x != 0; a conversion to an integer truncates, and out of range it is
// undefined (a check of kind conversion with Checks.Conversion, of kind
// overflow with Checks.SignedOverflow, else cut under CutUndefined).
// Checks.FloatOverflow and Checks.NaN check + - * / (and narrowing
// conversions) for an infinity from finite operands and a NaN from
// non-NaN ones. math.h's exact functions and the classification
// built-ins are lowered to FloatOps (mathlib.go); the others (sin, exp,
// pow, ...) are functions without a body. Unions and pointer casts
// reinterpret a float's bits as an integer of the same width and size,
// and character pointers (and memcpy) read and write its bytes
// (program.Subobjects).
//
// # Not supported
//
// These give an Error with Unsupported set, at the position of the
// construct, and only when the entry function can reach it (an unused
// declaration does not matter): _Float128, _Float16 and decimal floating
// types, threads and processes (pthread_*, fork), inline assembly,
// variable-length arrays as type names (sizeof(int[n])), allocation functions other than malloc, calloc,
// realloc, free, alloca, strdup and strndup (aligned_alloc, ...), setjmp/longjmp,
// function pointers converted to integers or ordered, calls of
// bodiless functions through pointers, a variadic entry function, nested functions,
// computed goto, wide string literals, __int128 in ILP32, bit-fields of
// __int128, complex types, qsort_r, qsort and bsearch of elements of
// another size than the array's type (unless it is an array of bytes:
// void * or a character pointer), atexit and its relatives,
// and the overflow built-ins on 128-bit integers.
// Jumps out of a block do not kill the block's address-taken locals.
package cfront
