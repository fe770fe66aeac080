// Package interp is the concrete interpreter of package program: it runs a
// program on given nondeterministic inputs and is the oracle of the tool.
// Counterexamples found by the SAT-based engines are replayed here before
// they are reported, and the bit-vector encoding is tested against it, so
// it implements the semantics the IR documents bit for bit, including the
// conventions of package bitvec for the cases C leaves undefined.
//
// # API
//
//	Run(p, in, opts) (*Result, error)    execute p from p.Entry
//	Inputs                               supplies Havoc values: SeqInputs
//	                                     (a fixed list), RandomInputs
//	NewState(p), State.Eval/Get/Set      evaluate pure expressions in a memory
//	Value, IntValue, PointerValue,       concrete values
//	ZeroValue, Value.Format/String
//
// Run returns a Result with a Status (Finished, Violated, Blocked,
// StepLimit, Undefined, NoInput, Stopped), the trace of executed edges
// with the values they stored, the inputs consumed with their Havoc
// edges and the final State. Options.NoTrace records no trace (long
// searches); Options.TraceWindow keeps the first and the last steps of a
// long run and counts those between (Result.TraceOmitted), so that the
// replay of a counterexample of 10^6 steps stays small; Options.Stop
// ends a run from outside (polled every 2^14 steps). Its error is
// reserved for malformed programs (internal errors): undeclared variables,
// ill-typed expressions, two enabled edges at one location.
//
// # Values
//
// A Value carries no type; the type comes from the expression or variable.
// Bool and Int values are their two's complement bits in a uint64 (for
// integers wider than 64 bits, __int128, the bits from 64 up in Value.Hi,
// computed with math/big), masked to
// the width (Bool: 0 or 1). A pointer is a pair (Obj, Off): the object
// number of Var.Object (0 is null) and a byte offset, kept sign-extended
// from the pointer width so that offsets wrap as in the bit-vector encoding
// (PointerOffsetBits bits). Arrays and structs hold one Value per element
// or member; an array longer than SparseMin (2^20) elements is sparse
// (Value.Sparse, sparse.go): the cells written, and a base that gives
// every other cell zero or an input computed from the cell's index alone
// (RandomInputs, the concrete strategies, a model's unread cells), so
// that a variable-length array or heap object of the largest length C
// allows costs what the run touches; one of at most DenseMax cells of
// which half are written becomes dense (a loop over all of it then costs
// a slice, not a map entry per cell). Value.Elem, SetElem and Len read
// both kinds; HeldCells is what a value of a type holds when created. A bit-field member holds its value truncated to the bit-field
// width and extended back by the member type's signedness: storing 5 in a
// signed 2-bit field reads back 1, storing 3 reads back -1. A float
// value is its bit pattern (Bits, and Hi for a long double's top 16 bits);
// FloatOps compute with program.EvalFloat (package softfloat), in the
// rounding mode their operand holds; an FToInt out of range is undefined.
// Counterexamples print floats in decimal and as C's %a: 1.5 (0x1.8p+0).
//
// Unions hold Size raw little-endian bytes, so that members reinterpret the
// same bits; every member is read from its offset (0) with its own layout:
// integers from Size bytes, Bool from bit 0 of its byte, arrays and structs
// element by element at their offsets, bit-fields from bits BitOff..
// BitOff+BitWidth-1 of their storage unit. Writing a member encodes it over
// those bytes and leaves the other bytes alone. Pointers stored in a union
// keep their object as a per-byte provenance (Union.Prov); reading pointer
// bytes as an integer, reading a pointer from bytes of different pointers or
// from nonzero integer bytes is Undefined. The padding of structs holds no
// value; in a union it keeps whatever bytes were there.
//
// # Memory
//
// The state maps every variable (globals, locals, objects) to a value. Every
// variable starts as the zero value of its type; the front end assigns or
// havocs every variable before reading it (globals from their zero
// initialisers, locals from Havoc "uninitialised"), so the choice is not
// observable in its programs. Values in the state are never shared: Assign
// and Havoc store copies, and Eval and Get return copies.
//
// Dead x marks x out of scope: dereferencing a pointer to it is Undefined
// ("dangling pointer"). A later Assign or Havoc whose left-hand side is
// rooted at x itself (the next iteration of the loop that declares it)
// makes it live again. Reading x directly is not checked (the front end does
// not do it).
//
// # Statements
//
// At a location without outgoing edges the run is Finished. Otherwise the
// conditions of all Assume edges are evaluated (other edges are always
// enabled); exactly one enabled edge is taken, none gives Blocked, more than
// one is an internal error. The step limit is checked before an edge is
// taken: after MaxSteps edges a run that has not ended stops with
// StepLimit.
//
//   - Assign lhs = rhs: rhs is evaluated, then the lvalue lhs is resolved,
//     then the value is stored; aggregates are copied.
//   - Havoc lhs: lhs is resolved first (so no input is consumed by an
//     undefined lvalue), then Inputs.Havoc(edge, type of lhs) supplies the
//     value; it must have the shape of the type (integers are masked).
//     A Havoc that stands for a function without body (Havoc.Bodiless)
//     is executed alike, and its value is followed (per variable,
//     through assignments): when such a value decides a branch, an
//     address or the violated check, Result.Bodiless names the function,
//     for engine.Confirm: such a run shows no bug.
//   - Check: a false condition stops the run with Violated and the
//     CheckInfo; the check edge is the last step of the trace.
//   - Skip does nothing; Dead is described above.
//
// # Expressions
//
// Expressions are pure; only the arm of an Ite that is selected is
// evaluated, and LAnd/LOr evaluate Y only when X does not decide the result,
// so an undefined operand that does not matter is not reported.
//
//   - Add, Sub, Mul, Neg wrap modulo 2^width; And, Or, Xor, BitNot bitwise.
//   - Div and Rem are signed or unsigned by the operand type, truncating
//     toward zero, the remainder with the sign of the dividend. As in
//     package bitvec (SMT-LIB bvudiv, bvurem, bvsdiv, bvsrem): unsigned
//     x/0 = all ones, x%0 = x; signed x/0 = 1 when x < 0 and -1 otherwise,
//     x%0 = x; MIN/-1 = MIN and MIN%-1 = 0.
//   - Shl, Shr: the amount is its bits read as an unsigned number of its own
//     type (a negative signed amount is huge). Amounts >= width give 0 for
//     Shl and for Shr of an unsigned X, copies of the sign bit for Shr of a
//     signed X (arithmetic shift).
//   - Comparisons of integers are signed or unsigned by the operand type.
//     Pointers compare as (object, offset) pairs in lexicographic order,
//     the offset read as an unsigned number of the pointer width: pointers
//     into one object compare by offset, null is below every other pointer,
//     and pointers into different objects compare by object number (C
//     leaves that unspecified).
//   - Cast between integers: truncation, or zero or sign extension by the
//     source's signedness (Bool zero-extends). Cast to Bool is != 0 (for a
//     pointer: != NULL). Pointer to pointer keeps (object, offset). Integer 0
//     to pointer is NULL, NULL to integer is 0; every other conversion
//     between integers and pointers is Undefined.
//   - A pointer Const must be 0 (NULL); another value is Undefined.
//   - p + i and p - i move the offset by i * sizeof(*p) (i extended by its
//     type's signedness; sizeof(void) is 1), wrapping at the pointer width;
//     the object is unchanged and nothing is checked. p - q for pointers into
//     the same object is (p.Off - q.Off) / sizeof(*p), truncated, as the
//     result type; into different objects it is Undefined.
//   - Index a[i]: i read signed or unsigned by its type; outside [0, Len) it
//     is Undefined ("array index out of bounds"), for reads and writes.
//   - Field s.f of a struct selects the member; of a union it decodes the
//     member from the union's bytes.
//   - Deref *p: a null pointer is Undefined ("null pointer dereference"), so
//     is a pointer to a dead object ("dangling pointer"). Otherwise the
//     offset is resolved in p's object with program.Subobjects(object type,
//     pointed-to type) and Subobject.Locate; the first subobject that
//     locates the offset is the part read or written (an integer part of
//     the same width and the other signedness counts, as C allows: its
//     bits are read and written). When none does (out of bounds,
//     misaligned, or no part of that type there) it is Undefined ("invalid
//     dereference").
//   - AddrOf &lv computes (object, offset) without resolving lv: &a[i] adds
//     i * sizeof(elem) without a bounds check (one past the end is a valid
//     address), &s.f adds the member offset, &*p is p, even when p is null
//     or dangling. Only dereferences check.
//   - Zero{T} is the zero value of T.
//
// # Traces
//
// Each executed edge is a Step. For Assign and Havoc the step records the
// written variable, the written part printed with concrete indices
// ("a[3].f", rooted at the variable a pointer resolves to) and the value
// read back from there after the store. Value.Format prints values for
// counterexamples: "-1 (0xffffffff)", "&x+4", "NULL", "{1, 2}".
//
// A step also notes (Step.Undefined) the first operation of its edge that
// C leaves undefined while the IR defines it: signed + - * and unary -
// whose mathematical result does not fit, MIN / -1 and MIN % -1 ("signed
// overflow"), division and remainder by zero, shift distances that are
// negative or not below the width, left shifts of negative values and
// signed left shifts whose result does not fit. The front end builds
// signed arithmetic only from C's operators, so the note is C's verdict;
// the run goes on with the IR's value. For an Assume edge it is the
// condition of the taken edge that counts.
package interp
