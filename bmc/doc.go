// Package bmc is the bounded mode: it unrolls the program's loops (symex),
// asks gini whether any check can be violated within the bound, and reads
// the inputs of a violating execution from a model. The engine package
// replays them in the interpreter before FALSE is reported (engine.Confirm):
// a trace that does not replay is an internal error, never a FALSE verdict.
//
// The verdict is TRUE only when no check can fail within the bound and the
// bound is known to be enough: either no execution reaches it (every loop
// was unrolled completely, which constant folding decides for loops with
// constant bounds) or the unwinding assertions, checked with the solver,
// prove that no execution takes a loop more often than the bound allows.
//
// The violation query is the disjunction of all checks' violations,
// given a budget of work (3 million propagations, about a second, or 4
// per gate of the circuit: propagations, not time, so that the same turn
// is taken on every machine); when that call is
// undecided, each check is solved on its own, and a check reached after
// a join (the assertion of every iteration of a loop reaches one error
// location) path by path, along the guards of the joined states
// (symex.CheckEvent.Parts, with the rest of the guard as one more
// query): one small cone at a time, each proved one a unit clause for
// the next. The sortedness checks of a bubble sort of 8 ints take 32 s
// as one disjunction and 2.4 s this way.
//
// Bounds may be set per loop (Options.LoopUnwind, by loop head, Unwind for
// the others); then the unwinding assertion of every loop cut off is
// decided, and Result.Deeper names the loops that need more, Covered the
// smallest of their bounds (every execution whose loops stay within it
// was searched). The growing bounded search of the engine package
// (--engine bmc) starts every loop at 1 and deepens only those, so the
// nested loops of a parser over a short input keep the few iterations
// they can run while the loop that reads the input grows: an unrolling
// costs the product of the bounds along a nest.
//
// With Options.DeepenFirst (the growing search beside k-induction) a
// round whose unwinding assertions fail ends after the budgeted search
// for any violation: the check-by-check proof is left to the round whose
// bounds are enough, which holds every execution of the rounds before.
//
// Check does not change the program it is given: unrolling needs a
// reducible program, which it gets from symex.MakeReducible (a copy), or
// from the caller with Options.Prepared, when several engines share one
// reducible copy.
package bmc
