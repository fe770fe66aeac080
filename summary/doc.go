// Package summary finds and proves contracts (procedure summaries) of
// recursive functions, so that programs whose recursion the program does
// not bound can be proved safe.
//
// # Contracts
//
// A contract of a function f is a conjunction of conditions over the
// values of f's parameters at the call and its result (cfront.Contract):
// a postcondition that every call of f which returns satisfies. There is
// no separate precondition: a condition "g(params) ==> q(params, result)"
// with g taken from f's own guards is a precondition-guarded
// postcondition that needs no proof at the call sites, and the check of
// the contract of a whole program's call sites (which would need the
// whole program verified inside the search) is not needed.
//
// Only functions whose effect is their result get contracts: the check
// program of f (below) may read or write no global (static locals are
// globals), dereference and take the address of nothing, and call no
// function without a body. The parameters and the result are integers.
//
// # The check program and induction
//
// The check program of f (cfront.Options.CheckContract) has f as its
// entry: its parameters are inputs, f's body runs once with every call
// of a function already active (a recursive call, through any cycle)
// replaced by that function's contract (arguments evaluated, a fresh
// result, the conditions assumed), and each condition of f's contract is
// a check at the return, over the parameters' values at entry. The
// program keeps every other check of f's body that the property selects
// (assertions, reach_error, overflow checks), and under unreach-call
// undefined operations cut paths exactly as in the program verified.
//
// When the check programs of all recursive functions are safe, every
// call that returns satisfies its contract and no check inside the
// functions fails: by induction on the height of the call tree, since
// each call the contract replaces is strictly nested in the call whose
// body is checked. A path that never returns reaches nothing after the
// call, so assuming the contract after it adds no behaviour that is not
// there. This is partial correctness: it is all that unreach-call needs.
//
// # Candidates and Houdini
//
// Candidates are generated from the program (candidates.go): bounds of
// the result and of each parameter against the integer constants of the
// program (with 0 and ±1), of the differences result - parameter (in a
// type wide enough not to wrap), and the same bounds guarded by the
// atoms of f's own branch conditions over its parameters and their
// negations (x > 100 ==> result - x == -10). Houdini removes, one round
// at a time, every candidate that the check program of its function can
// violate under the current contracts, until none fails: the rest is
// inductive. Each round lowers the check programs with the current
// contracts and asks one SAT query per candidate on one unrolled formula
// (the functions' loops are unrolled to a bound; a loop that needs more
// is an obligation that fails, so its function has no contract). Then
// the other checks of each check program must hold too. Work is bounded
// by the number of rounds and of candidates, not by time.
package summary
