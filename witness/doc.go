// Package witness writes SV-COMP verification witnesses: the YAML format
// 2.0 that validators read today, and the older GraphML format for
// violations.
//
// A violation witness (Violation) comes from a counterexample that replays
// in the interpreter. It is a violation_sequence with one segment per
// waypoint:
//   - a function_return waypoint for each value a __VERIFIER_nondet_X()
//     call returned, at the call's closing parenthesis, with the ACSL
//     constraint \result == value;
//   - the target waypoint, at the violated check.
//
// The values come from the run's inputs (interp.Result.Inputs and
// InputEdges), not from its trace, which a long replay shortens. At most
// 1000 values are written: a run of a long loop over inputs (concrete
// testing finds such runs) would make a witness of megabytes; the values
// after those are left unconstrained and a note says so.
//
// A validator replays the program with those return values and must
// reach the target. Other nondeterminism (uninitialised locals) is left
// to it, which keeps the witness valid, only less precise.
//
// A correctness witness (Correctness) is an invariant_set of loop
// invariants read back from the final Boolean program of a proof by
// predicate abstraction. The reachable abstract states at a loop head
// concretise to an inductive invariant there. Each predicate is written
// as a C expression (CExpr) over the variables in scope at the loop
// (ScopeAt). A predicate that cannot be written there is quantified out of
// the cubes, which weakens the invariant but keeps it true. Such a
// predicate names a variable of another function or block, or a
// temporary, or uses an operation C leaves undefined where the IR does
// not. Copies of one loop, made by inlining, are joined by disjunction.
//
// CExpr keeps IR semantics exactly: signed arithmetic is done in the
// unsigned type of its width and converted back, as gcc converts, so an
// invariant never has undefined behaviour where the IR wraps around.
// Divisions and shifts appear only with constant operands C defines.
//
// Positions: the front end's positions follow #line markers, and
// validators read the input file as it is, so a line map (lines.go)
// translates every position back to a line of the input file. Columns are
// 1-based, as in the format's examples.
package witness
