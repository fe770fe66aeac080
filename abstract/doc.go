// Package abstract builds the Boolean program of a program for a set of
// predicates, by SAT: the existential abstraction of section 3 of the
// SATABS paper, computed exactly by all-SAT enumeration.
//
// # Structure
//
// NewStructure cuts the program at abstraction points: the entry, every
// join and branch, and every location where a condition or a check starts.
// Between two points runs a block (symex.Block, the type refinement
// replays too): at most one condition (the edge that leaves the first
// point) followed by assignments. Each block becomes one abstract
// transition; each check also gets an error block (the check's
// condition false) leading to an error location of its own. Conditions of
// branches and checks are thus abstracted as pos_c and neg_c (equations 7
// and 8): the block that assumes c and the one that assumes ¬c.
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
// enumerates the valuations of those literals with blocking clauses, and
// the minterms are merged into prime cubes (Quine-McCluskey) and a cover is
// chosen, so that the paper's second example gives its four cubes. Values
// are read through each literal's variable (bitvec.SafeValue): a literal
// and its negation always disagree, even for inputs in no clause.
//
// Options.Assume maps locations to conditions known to hold there (proved
// invariants of loop heads): Γ of a block that starts at such a location
// also has the condition on the initial state. It holds in every
// execution, so that only removes transitions from unreachable states.
//
// An Abstractor caches each block's relation under the texts of its
// input and output predicates; predicates are only ever appended, so a
// block is enumerated again only when a predicate it depends on was
// added. Refinement can also remove proved-impossible valuations from a
// block (Constrain); they are subtracted with the sharp product.
//
// The initial abstract states are enumerated the same way over all
// predicates, up to a dozen of them (beyond, every valuation is initial:
// an over-approximation, since the entry's first edges assign the
// variables anyway).
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
