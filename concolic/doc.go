// Package concolic explores a program's paths one run at a time: the
// interpreter (package interp) executes the program on concrete inputs,
// the executed edges are encoded as one path formula (package symex on a
// fresh circuit), and every branch the run could have taken otherwise is
// a SAT query whose model gives the inputs of a run that takes it
// (directed testing, as DART and SAGE do; written for this project).
//
// It finds bugs that need particular input values: a parser's input
// `((1))` among 7^5 strings, a key that must equal a hash, an option
// string that reaches an applet's corner. Concrete testing's strategies
// (package concrete) draw such values only by luck; the bounded searches
// unroll every path at once and drown in the product of a parser's loops
// and recursion levels, where one path at a time stays small.
//
// # The search
//
// A pending run is a list of inputs and a bound: the position in its
// trace from which its branches are to be flipped (the generational
// search of SAGE: a run made by flipping the branch at position i of
// its parent's trace flips only branches after i, so that no path is
// asked for twice). Each run is executed with a trace (loop acceleration
// off), then replayed symbolically edge by edge on its own path: from the
// bound on, at a location with several outgoing edges, each edge the run
// did not take gives the query "the path so far, then that edge's
// condition"; at a Check the run passed, the query "the path so far, and
// the check fails"; where an assumption blocked the run (a
// __VERIFIER_assume, a library model's choice that must satisfy a
// condition), the query "the path, then the assumption holds". A
// satisfiable query gives a child: the model's values
// of the path's inputs in order, then the parent's later inputs (values
// past the end of the list are zero). An unsatisfiable one closes that
// branch for good: the encoding over-approximates the interpreter, so no
// input takes it.
//
// The queries of a run are asked deepest first (a program's checks are
// mostly at the end of its paths), those that may show a violation or
// reach an edge no run has executed at once, the others later, in a
// revisit of the run (the same inputs run again, which must take the
// same path). Children that ask for a violation go first, then those
// whose branch leads to an edge no run has executed yet (the deepest
// first), then the others in the order they were found. Each query has
// a budget of SAT work; a query that spends it is undecided. The pending
// runs are bounded in memory (their inputs and the traces they keep);
// one dropped leaves the exploration incomplete.
//
// # The proof
//
// When every pending run was executed and every query was answered, every
// path of the program was executed: the branch tree is finite and each of
// its nodes was either reached by a run or shown infeasible. If every run
// ended without a violation (finished, or blocked by an assumption) the
// program's checks all hold: Outcome.Proved. Anything that breaks the
// argument leaves the exploration incomplete and the answer open: a run
// that hits the step limit, consumes no input where one is needed, ends in
// undefined behaviour or in a violation the caller does not accept; a
// trace longer than the encoding limit; a query that is undecided or
// whose encoding is unsupported; a child whose run does not follow the
// path its query asked for (the formula and the interpreter disagree, or
// a value the formula left free, such as a variable read before any
// write, was taken differently).
//
// # Across deepening rounds
//
// A run that meets a limit of the model (the depth recursion is inlined
// to) ends its path there. When the exploration is otherwise complete
// (Outcome.LimitsOnly), every path within the limits was executed and
// none violates a check, and the runs beyond a limit, one per path that
// reaches one, are every way out of them: the caller needs no search of
// the program with its limits cut, and a deeper lowering of the program
// need only be explored beyond those points. Outcome.Seeds are those
// runs with their trace position at the limit and a fingerprint of the
// path before it (positions and kinds of statement); an exploration with
// Options.Seeds starts from them instead of the entry, flips only their
// branches after the old limit, and counts a seed whose path before it
// differs (another lowering changed more than the deeper calls) as
// incomplete. By induction over the rounds, its proof covers every path:
// those within the old depth were explored by the round before, on the
// same code, the others pass one of the old limit points, where a seed
// stands.
//
// The runs and the formulas are those of package interp and symex: the
// values of functions without body are inputs like any other, so the
// proof covers every value they return; a violation that depends on one
// is not a counterexample (the caller's Accept decides).
package concolic
