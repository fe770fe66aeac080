// Package modelcheck decides whether a Boolean program (boolprog.Program)
// can reach an error location and, if so, returns a shortest abstract
// counterexample; otherwise it gives the reachable abstract states per
// location, the invariants of the abstraction.
//
// Two checkers implement the small Checker interface, so the CEGAR loop can
// use either:
//
//	NewBDD       symbolic breadth-first search with BDDs (github.com/dalzilio/rudd)
//	NewExplicit  explicit breadth-first search over (location, valuation)
//	             pairs; the reference in tests, and fine for tiny programs
//
// Both explore layer by layer, stop at the first layer that contains a
// state at an error location, choose the lowest-numbered error location of
// that layer, and agree on the verdict, that location, the trace length,
// the number of layers and the number of reachable states (the tests check
// this on random programs).
//
// # BDD encoding
//
// The program counter stays explicit: the reachable set is one BDD per
// location, over the current-state variables only. Predicate i has two BDD
// variables, cur_i = 2i and next_i = 2i+1, so the order interleaves the
// copies (cur_0, next_0, cur_1, next_1, ...) and keeps the predicates in the
// order the abstraction gives them; rudd does no dynamic reordering, so the
// abstraction should put related predicates next to each other.
//
// The transition relation is partitioned by transition: each Transition's
// Rel becomes one BDD over the current variables and the next variables of
// its Changed predicates. Predicates outside Changed get no next variable:
// they are neither quantified nor renamed, which is the frame condition for
// free. The image of a set S under a transition is
//
//	Replace(∃ cur(Changed). S ∧ Rel, next_i -> cur_i)
//
// computed with rudd's AndExist (relational product) and one replacer for
// all predicates; a transition without Changed predicates is just S ∧ Rel.
//
// # Search
//
// Layer 0 is InitStates at Init. Layer k+1 at location l is the union of
// the images of layer k's frontier under the transitions into l, minus
// everything reached before; the search stops when a layer is empty
// (fixpoint) or as soon as a layer has a state at an error location. All
// layers are kept (one BDD per location per layer): every state of layer k
// is first reached after exactly k transitions, which is what makes the
// counterexample shortest.
//
// # Counterexample extraction
//
// Backwards from the error: pick a valuation v in the last layer at the
// error location; for each earlier layer j, find the first transition into
// the current step's location (in Program.Trans order) whose pre-image of v,
//
//	kept(v, unchanged) ∧ ∃ next(Changed). Rel ∧ next(Changed) = v(Changed)
//
// meets layer j's frontier at the transition's source, and pick a valuation
// there. Such a transition exists because v was first reached from layer j.
// Valuations are picked deterministically from a BDD by following low
// branches where possible (unconstrained predicates are false).
//
// # Invariants
//
// Result.ReachableAt converts a location's reachable set to a cube set with
// Minato and Morreale's irredundant sum-of-products algorithm, so the
// invariant reads as a small disjunction of cubes rather than one cube per
// BDD path. The explicit checker lists one full cube per valuation.
//
// # rudd notes
//
// rudd (pure Go, a port of BuDDy) returns nodes whose reference counts are
// released by Go finalizers; its node table grows by doubling (at most a
// million nodes a step) when its own collector frees too little. The module
// uses a fork of rudd in third_party/rudd (a replace directive in go.mod):
// upstream's finalizers decrement the counts in the node table from the
// finalizer goroutine while the BDD's goroutine increments and reads them
// without a lock, a data race that can free a node still in use; in the
// fork a finalizer only queues the release and the BDD's goroutine applies
// it (see third_party/rudd/README.md). TestCollectorDuringCheck catches the
// race under -race. Points that the code works around:
//   - OPdiff is not used: its shortcut for a false left operand returns the
//     right operand, so x ∧ ¬y is computed with And and Not.
//   - Maxnodesize is not applied by rudd.New, so Options.MaxNodes is checked
//     here, between operations, from the table size in rudd's Stats text.
//   - Allsat swallows its callback's errors, so valuations are picked by
//     walking the BDD.
//   - NewReplacer numbers replacers with an unsynchronised global counter;
//     it is called under a mutex so checks can run in parallel.
//
// The build tag buddy switches rudd to its BuDDy-style node table (pure Go,
// no cgo); it is faster on large searches (see the benchmarks), and the
// fork's fix covers it too, but the default build does not use the tag.
package modelcheck
