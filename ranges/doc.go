// Package ranges is a word-level range analysis of programs: a forward
// abstract interpretation over the control-flow graph that gives every
// integer variable, at every location, an interval of the values it can
// hold there, sound for C's wrap-around semantics.
//
// # Domain
//
// A value is an interval [Lo, Hi] of mathematical integers read in its
// type: two's complement for signed types, plain binary for unsigned
// ones (Bool is 0..1). An operation whose exact result leaves the type's
// range wraps in C, so its interval becomes the whole type (top) unless
// the result is known to stay inside: wrap-around is never modelled as a
// wrapped interval, only given up on. Bounds are math/big integers, so
// that 64-bit products and sums of the checks' overflow predicates are
// computed exactly.
//
// Only scalar variables whose address is never taken (Var.Object == 0)
// are tracked: nothing but an assignment or havoc naming them can change
// them. Every other read (array cells, fields, dereferences, variables
// that pointers may reach) is the whole range of its type.
//
// # Fixpoint
//
// The analysis iterates over the locations in their order (reverse
// postorder after program.Renumber, so back edges are exactly the edges to
// a location numbered no higher) until nothing changes, widening at the
// targets of back edges after a few rounds (a bound that grows jumps to
// the type's limit), then runs two rounds of the transfer functions from
// the post-fixpoint it reached (narrowing: each is still a sound
// over-approximation, and recovers bounds such as i <= 10 after
// i < 10; i++). Assumptions and passed checks refine the intervals of
// the variables they compare with a bound (x < e, e >= x, x == e, their
// negations, conjunctions, and casts that keep the value).
//
// # Use
//
// Discharge evaluates the condition of every check of an undefined
// behaviour kind (overflow, conversion, shift, division by zero, array
// bounds) in the intervals at its location; a check whose condition
// holds for every value in them, or whose location is unreachable, can
// never fail, and its condition becomes the constant true. The engines
// then have less to prove; the check stays in the program, listed as
// before. A range is never a reason for FALSE: it only removes checks
// that cannot fail.
package ranges
