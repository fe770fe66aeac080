// Package abstract builds the Boolean program of a program for a set of
// predicates, by SAT: the existential abstraction of section 3 of the
// SATABS paper, computed exactly by all-SAT enumeration.
//
// # Structure
//
// NewBlockStructure cuts the program at abstraction points, chosen by the
// block encoding (the configurations of the large-block and
// adjustable-block encoding papers):
//
//   - SBE ("sbe", single-block encoding): the entry, every join and
//     branch, and every location where a condition or a check starts.
//     A block (symex.Block, the type refinement replays too) is then a
//     straight run: at most one condition (the edge that leaves the
//     first point) followed by assignments; each check also gets an
//     error block (the check's condition false) leading to an error
//     location of its own. Conditions of branches and checks are thus
//     abstracted as pos_c and neg_c (equations 7 and 8).
//   - ABELoopsFunctions ("abe-lf"): the entry, loop heads, and the
//     entries and returns of inlined calls. The front end inlines every
//     call and numbers each inlined call's locations (program.Loc.Frame),
//     so a location entered by an edge from another frame is the entry
//     of a callee or the return to the caller.
//   - ABELoops ("abe-loops"): the entry and loop heads only.
//
// In both large-block encodings a loop head is a location the front end
// marked (program.Loc.LoopHead) or the target of a back edge of a
// depth-first search from the entry, so that loops of gotos and
// irreducible ones have points too and every cycle has one. From each
// point, the locations reachable without passing another point form an
// acyclic region; every point it reaches gets one block (the edges on
// paths to it: a disjunction of paths, with branches and joins) and
// every check in it one error block (the edges on paths to the check,
// then its violation), which leads to the check's error location, the
// only place where an error is visible. Paths that end (the return of
// main) belong to no block: no error is reachable along them.
//
// # Abstraction of a block
//
// For a block, symex builds Γ = (π(v) = b) ∧ T(v, v') ∧ (π(v') = b'),
// T being Encoder.ExecBlock (the one meaning of a block, refinement's
// too), with the predicate values as circuit literals: the input predicates
// (those reading a variable the block reads, including variables only
// partly written, and every object behind a dereference) are evaluated on
// the initial state, the output predicates (those reading a variable it
// writes) on the final one; others keep their value (section 4.1). gini
// enumerates the valuations of those literals (below), and the minterms
// are merged into prime cubes (Quine-McCluskey) and a cover is chosen, so
// that the paper's second example gives its four cubes. Values are read
// through each literal's variable (bitvec.SafeValue): a literal and its
// negation always disagree, even for inputs in no clause.
//
// # Enumeration
//
// The first valuations (up to 256) are excluded by blocking clauses, one
// per valuation. Many blocking clauses make every solve several times
// slower than a solve of the formula alone, so beyond that the
// enumeration adds no clause: it walks the valuations depth first over
// the projected literals, under the assumptions of the path, held in
// gini's test scopes, where unit propagation refutes most empty subtrees
// without a solve, and the failed assumptions of a solve that finds a
// subtree empty exclude the later paths that contain them. When that
// search costs far more per valuation than the blocking clauses did
// (empty subtrees that only a hard solve refutes, as with many predicates
// on one variable), it gives up, and blocking clauses finish the enumeration on
// the solver that has them and the clauses it learned. Around every
// model, the circuit is simulated 63 inputs at a time with bits of the
// model's inputs flipped: a simulated input that satisfies the formula is
// a model too, so its valuation is in the result without a solve. The
// result is exact either way: simulation only adds valuations that have
// a model, and the enumeration ends only when the solver finds none
// outside the known ones, or every subtree was visited. Stats.Cubes
// counts the valuations (the minterms), Stats.SATCalls the solves.
//
// One solve may make no more than Options.SolveBudget propagations (3
// million by default, about a second; work rather than time, so that the
// abstraction is the same on every machine): some abstractions need facts that no SAT solver proves at 32
// bits (with remainders by symbolic divisors: x | a and a | b imply
// x | b). A solve over the budget ends the blocking clauses (the walk
// splits what is left into subtrees), and in the walk its subtree is
// taken whole: every valuation in it counts as possible. The relation is
// then a superset of the exact one, still sound, and not exact there
// (Stats.Inexact). When refinement finds neither a new predicate nor an
// impossible transition, Sharpen doubles the budget and drops the blocks
// that were not exact, so that they are enumerated again with more time.
//
// Options.Assume maps locations to conditions known to hold there (proved
// invariants of loop heads): Γ of a block that starts at such a location
// also has the condition on the initial state. It holds in every
// execution, so that only removes transitions from unreachable states.
//
// Inputs are the predicates on variables whose initial value the block
// reads: a variable assigned as a whole on every path before a read is
// not read from the initial state there (a large block that starts with
// x = nondet() does not make the predicates on x inputs).
//
// # Factors
//
// One set of cubes for a block that moves k independent facts
// (b_i' = b_j for each) needs 2^k cubes. The block's formula is a
// conjunction of constraints, each over the variables of one statement
// (a branch couples all conditions and written variables of a large
// block); when the predicates fall into groups over disjoint variables,
// the projection onto all of them is the conjunction of the projections
// onto each group (each computed with the whole formula, so that an
// infeasible block empties all of them). Such a block becomes a chain of
// transitions through locations of its own (after the error locations),
// one per group; Abstraction.EndsBlock marks the last transition of each
// chain, where refinement sees one step. Pointers make one group.
//
// # Precision
//
// A Precision gives the predicates tracked at each abstraction point
// (nil: every predicate everywhere, the global precision). A block is
// abstracted over the predicates tracked at its two ends only: the ones
// tracked at its start are its inputs, the ones tracked at its end its
// outputs (computed from the formula when written or not tracked at the
// start, kept otherwise); predicates not tracked at the end are changed
// to any value, so that the states reached at a point say nothing about
// them and a proof read off them stays sound.
//
// An Abstractor caches each block's relation under the texts of its
// input and output predicates; predicates are only ever appended, so a
// block is enumerated again only when a predicate it depends on was
// added, and then its depth-first walk skips, without a solve, the
// subtrees on which no cube of its earlier relation agrees: that
// relation is a superset of the new one's projection onto the old
// predicates (prior.go). Refinement can also remove proved-impossible valuations from a
// block (Constrain); they are subtracted with the sharp product (from
// the factors conjoined, for a factored block).
//
// The initial abstract states are enumerated the same way over all
// predicates, up to a dozen of them, for at most a quarter of a second
// (beyond either, every valuation is initial: an over-approximation,
// since the entry's first edges assign the variables anyway, and every
// block's exact relation needs a concrete state for the valuation it
// starts from).
//
// Cartesian abstraction (Options.Cartesian) enumerates each output
// predicate separately, over at most CartesianCubeLen input predicates
// (those sharing its variables first), and conjoins the results: cheaper,
// coarser, and in need of transition constraints to make progress.
//
// Constructs the encoding does not support end the abstraction with an
// UnknownError carrying the reason and the position; the CEGAR loop then
// answers UNKNOWN.
package abstract
