// Package refine drives the CEGAR loop: abstract the program for the
// current predicates (package abstract), model check the Boolean program
// (modelcheck), and simulate the abstract counterexample on the concrete
// program.
//
// The abstraction points and blocks come from Options.Block (abstract's
// block encodings: sbe, abe-lf, abe-loops). An abstract trace is a
// sequence of blocks (a factored block's chain of transitions is one
// step).
//
// Simulation replays the control path of the abstract trace: the blocks
// of its transitions (symex.Block, as abstraction cut them) are executed
// one after the other by symex's Encoder.ExecBlock on one state, each
// block's conditions becoming one literal, and an incremental gini
// instance decides, step by step under assumptions, whether the prefix is
// feasible. A feasible path to an error location is a real bug: its
// inputs are read from the model (Encoder.ModelValue); the engine package
// replays them in the interpreter before FALSE is reported. An
// infeasible one is spurious:
// gini's failed assumptions (Why) name the steps whose conditions
// contradict each other, and the weakest preconditions of those
// conditions (symex.BlockCondition of each step in the core; symex.WP,
// block by block, backwards along the trace to its start) give new
// predicates (their atoms: comparisons and other Boolean leaves). Atoms
// are collected at the abstraction points along the way, and where a
// havoc inside a block ends the computation. Every block of the trace is
// one literal (its guard) among the assumptions, so the failed
// assumptions are an unsatisfiable core of blocks; the first infeasible
// prefix is found by solving incrementally, block by block. A large
// block's precondition joins its branches with ite, and a feasible
// trace's inputs are read only from the havocs on the path the model
// takes (their guards hold).
//
// With Options.LocalPrecision, each predicate is tracked only at the
// points where discovery placed it (the atoms of the precondition at
// the start of each block of the trace, a check's atoms at the points
// its error blocks leave, given predicates everywhere), and a new
// placement counts as progress as a new predicate does. Otherwise every
// predicate is tracked everywhere.
//
// When the weakest preconditions add nothing new, the loop checks each
// abstract transition of the trace on its own, with the predicate values
// of its two steps as assumptions; an impossible one is removed from its
// block's relation, narrowed to the values in gini's failed assumptions
// (a transition constraint; Cartesian abstraction needs them). Each such
// check, like each solve of the abstraction, has the abstractor's solve
// budget; one over it counts as possible. When that finds nothing either,
// the loop asks the abstractor to sharpen (abstract.Abstractor.Sharpen):
// if a solve ran over the budget, the budget doubles and the blocks that
// were not exact are abstracted again; otherwise the loop stops with
// UNKNOWN rather than guess.
//
// Refinement along a loop tends to unroll it: i + 1 < 8, then
// (i + 1) + 1 < 8, one predicate per iteration. With Options.Generalize
// set, the loop notices when a new predicate has the shape of an earlier
// one but for constants added to its terms (unshift strips them), and
// asks the Generalizer, once per shape, for invariants at the heads of
// the loops that write the shape's variables, with the shape's
// non-strict forms (i <= 8, i >= 8) as candidates. What it proves is
// sound to use: the proved candidates become predicates and every proved
// atom is assumed at its head by the abstraction from then on
// (Result.Assumed, for the proof). The progress (-v) says which
// predicates were shifted, and whether the invariant engine proved a
// generalisation or refinement goes on unrolling.
//
// Every SAT call goes through bitvec.SolveAssuming, so a timeout or memory limit
// interrupts a single hard call too. A call the solver could not answer
// is never read as an answer (a transition "possible", a trace
// "feasible"): Verify then answers UNKNOWN with the limit as its reason
// (bitvec.LimitReason), or returns the error when no limit explains it.
package refine
