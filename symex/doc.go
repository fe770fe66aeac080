// Package symex builds the bit-vector formulas of program executions: the
// paper's SSA renaming ρ, done implicitly by keeping for each variable the
// circuit of its current value.
//
// An Encoder evaluates expressions and executes edges on a State (a path
// guard and a value per variable). Values follow the program's types:
//
//   - integers, Bools, floats (their bit patterns) and unions are
//     bit-vectors (unions as their storage bits, so that members
//     reinterpret the same bytes, little-endian); a FloatOp is the float
//     circuit of package bitvec that computes what softfloat computes;
//   - pointers are (offset, object) bit-vector pairs; a dereference is a case
//     split over the objects the points-to analysis lets the pointer
//     designate (below; all objects when it cannot tell) and every part of
//     each of the pointed-to type (θ(p, P) in the paper): the
//     condition of each case compares the object number and decomposes the
//     offset into array indices (by comparisons with the element
//     boundaries for arrays of up to smallSplit elements whose stride is
//     not a power of two, by a shift for powers of two, else by division);
//   - structs are a value per member; an update rebuilds the path to the
//     member ("with" in the paper);
//   - arrays are functional: a base (all zero, nondeterministic, or an ite
//     of two arrays), the cells written at constant indices (a persistent
//     trie, cells.go: one current value per cell, a guarded write making it
//     an ite with the old value) and, once a write at a symbolic index has
//     happened, a chain of guarded writes on top. A read walks the chain,
//     newest first, then looks the cell up (a constant index: one lookup,
//     no ite chain, however many writes made the cell) or chooses among the
//     written cells (a symbolic index: an ite per written cell, not per
//     write), and falls back to the base; nondeterministic bases create
//     one fresh element per distinct read, tied together by axioms
//     (i = j → a[i] = a[j]; none between two constant indices). Arrays thus
//     cost what is read and written, not their length. Constant indices
//     are compared as integers, once. Merging two versions that differ
//     only in cells makes an ite of each differing cell (the tries share
//     what they did not change); versions whose chains differ merge their
//     writes after the common history under the branch conditions. A
//     short array (spreadWrite: up to 16 cells of small elements without
//     arrays) stays in its cells when their old values cost few
//     elements of its base (spreadCheap: not a fresh base read at symbolic
//     indices, as in a step case with quantified invariants): a write at
//     a symbolic index i writes each cell j under i = j (an index outside
//     the array is undefined,
//     program.Index, and writes nothing), and a read of a short array whose
//     every cell is written makes no element of its base (that would
//     show only outside the array). A table of buckets indexed by a hash
//     then costs an ite per bucket and read, not per write since the
//     first.
//
// Exec executes one edge: an Assume strengthens the guard, a Check records
// its violation literal (guard ∧ ¬cond) and then assumes cond, as execution
// stops at a violation. Merge joins states of exclusive paths with ite.
//
// # Blocks
//
// A Block is the unit predicate abstraction and refinement share: the
// code between two abstraction points, executed as one formula. It lives
// here, not in abstract, because its meaning is symbolic execution and
// both abstract (which cuts the program into blocks) and refine (which
// replays and refines along them) need that meaning without importing
// each other. It has exactly two interpretations:
//
//   - Encoder.ExecBlock, forwards: the block on a symbolic state, its
//     guard and final values (an error block assumes its check's
//     condition false);
//   - WP, backwards: the precondition of an expression over the block,
//     by substitution (Simplify folds what becomes constant), for
//     predicate discovery.
//
// A block is an acyclic region between two abstraction points: a
// straight run in single-block encoding, a region with branches and
// joins in the large-block encodings. ExecBlock keeps a state per
// location, merges the states of a location's incoming edges (Merge,
// with exclusive guards: branches that are not c and !c get fresh
// selector literals), and ends with the merge of the edges into the
// block's end. WP joins the preconditions of a branch of c and !c as
// ite(c, pre₁, pre₂); BlockCondition is the block's guard as an
// expression over its start, for predicate discovery.
//
// Encoder.ModelValue reads the concrete value of a symbolic value from a
// model: the inputs of a counterexample, which the interpreter replays.
//
// Unroll executes a whole program with its loops unrolled (bounded model
// checking). It visits the unrolled graph lazily in a topological order,
// merging all states that reach the same unrolled location before going on,
// so the formula grows with the number of unrolled locations, not paths.
// Loops are found from back edges (FindLoops); an unrolled location is a
// location with one iteration count per enclosing loop. Paths whose guard
// folds to false are dropped, so loops with constant bounds stop unrolling
// by themselves; paths that would take a back edge more than Unwind times
// are cut and recorded as UnwindEvents (unwinding assertions). Before a
// join, the states drop the locals that are dead there (live.go: every
// edge naming the local leaves a lower location and no later back edge
// returns before it), so that the variables of finished inlined calls are
// not merged again at every later join.
//
// Unrolling needs loops with a single entry. MakeReducible restructures
// jumps into loop bodies (gotos into a while loop, as CIL emits for
// SystemC models) in a copy of the program (program.Clone), never in the
// caller's: the jump sets a dispatch variable and goes to the head, which
// tests it first. Strongly connected components with more than one
// entry location are found recursively (inside each loop without its
// head), so nested irreducible loops are handled too.
//
// # Points-to sets
//
// Before an Encoder encodes anything it asks pointsto.go for the
// points-to analysis of its program (computed once per program and
// cached; a program whose statements changed since is analysed again).
// The analysis is inclusion-based (Andersen), flow-insensitive and
// field-insensitive: for each variable it finds the set of objects that
// a pointer stored anywhere in it (a member, an element) may designate,
// as the least solution of one constraint per Assign, Havoc and Fill:
// the objects of the right-hand side flow into every variable the
// left-hand side may name (the variable itself, or through *p every
// object in the set of p). The objects of an expression are those of the
// variable it reads, of the objects a dereference may read (the union of
// their sets), {x} for &x, those of the pointer for arithmetic, casts
// between pointers and members, the union of both arms of an Ite, none
// for constants (a byte written into a pointer changes its offset, never
// its object) and a distinguished "any" for inputs, for an integer
// converted to a pointer other than the constant 0 (it designates the
// object whose address range holds it, addr.go), results and effects of functions
// without body, and variables the analysis did not see (made later by
// an engine). Programs are inlined, so calls and returns are
// assignments, and calls through function pointers are already
// comparisons with the functions' addresses.
//
// A dereference *x (read, store, Valid) then splits only over the
// objects in the set of x; the conditions of the cases are unchanged, so
// a pointer that designates one of them is resolved exactly, and one
// that designates none (null, dangling, outside its object) is invalid
// exactly as before. This is sound for every user of the encoding
// because the sets over-approximate every value a variable holds in
// every reachable state: on reachable states the narrowed formula means
// what the full one means. Blocks (predicate abstraction, WP,
// k-induction's step, IMPACT) that start from an unconstrained state
// differ only on states no execution reaches, which none of these
// methods depends on: an abstraction still covers every concrete
// successor of a reachable state, an inductive invariant is still
// inductive on reachable states.
//
// The indeterminate value of an uninitialised local or of fresh heap
// memory (a Havoc for "uninitialised", malloc, realloc or alloca) may
// be any pointer, as it is for the interpreter, and counts as "any",
// except for a whole local that is no object and that every path
// overwrites as a whole before reading it (backward liveness over the
// program: the common int *p; ... p = &x; a write to one member of a
// struct keeps the rest, so it counts as a read). A read through a
// pointer that designates no object (undefined; the pointer checks
// report it) gives an unconstrained value whose pointers the encoding
// confines to the set of the read (an axiom on the object bits, a
// decision on them from the highest that folds on ranges of
// consecutive numbers), so that the sets hold on every path of the
// formula, not only on the defined ones.
//
// # Pointers as integers
//
// A pointer converted to an integer is its object's address (the
// object's global program.Var.Addr, chosen at the program's start) plus
// its offset; an integer converted to a pointer designates the first
// object whose address range holds it (addr.go, the same order as
// interp's).
//
// Constructs the encoding cannot express (pointers inside unions) stop the encoding with an *UnsupportedError.
package symex
