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
//     split over every object and every part of it of the pointed-to type
//     (θ(p, P) in the paper, with all objects as the candidates): the
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
//     writes after the common history under the branch conditions.
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
// Constructs the encoding cannot express (pointer-integer conversions,
// pointers inside unions) stop the encoding with an *UnsupportedError.
package symex
