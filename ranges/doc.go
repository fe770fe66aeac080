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
// Only scalar variables whose every access is by name (Var.ByName: the
// address is never taken, or only copied between pointers nothing reads,
// as a recursified loop's state passed by pointer after
// program.ForwardAddresses) are tracked: nothing but an assignment or
// havoc naming them can change them. Every other read (array cells, fields, dereferences, variables
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
// A comparison of a sum or difference of two integers whose exact value
// stays in its type for every value of the intervals (so that it is that
// value) bounds each operand by the other: i + k <= n gives i <= n - k
// and k <= n - i, from the intervals read before either is restricted.
// Under CutUndefined the front end writes !__overflow_add(x, y) (and
// _sub) before each signed + and -: the assumption bounds x and y so
// that the exact result fits, and on the edges out of the location it
// alone enters, x + y is taken as its exact value (the paths on which it
// wraps were cut there), so the comparison that follows relates x and y
// even when their intervals alone would let the sum wrap.
//
// # Floats
//
// Discharge has a second stage for programs with float variables (float.go,
// split.go), run after the integer one on the checks it left open, with
// assertions and error calls among them. Float variables are tracked too,
// each as a FloatRange: the numbers from Lo to Hi of its format, read as
// reals (-0 and +0 are one number; a bound may be an infinity), and
// whether a NaN is possible. Each bound of an operation is computed by
// softfloat rounded outward (Lo toward -inf, Hi toward +inf), which holds
// the result in every rounding mode, or in the operation's mode when that
// is a constant (a program that never calls fesetround: rounding in one
// mode is monotone, so the bounds are exact, and 1 - x*x for a tiny x is
// [1, 1], not [1 - 2^-53, 1]); infinite operands or a divisor range
// that holds 0 give every value. Conversions between float types, from
// and to integers, sqrt, rint-like rounding, fabs and negation are
// monotone and bounded the same way; x * x is a square (never negative).
// Comparisons (==, <, <= and their negations, through conversions that
// widen a float type exactly) refine both operands on each branch and
// drop or keep NaN as C's unordered comparisons do; && and || are
// evaluated by refinement, so (x <= 0) || (x > 0) holds for every number
// x. Loop heads widen after a few more rounds than integers, to the
// program's float constants (and their negations) before the
// infinities: x = 0.7 * x + in with in in [-1, 1] stops at the constant
// 3.34 that the program compares x with.
//
// The stage analyses a copy of the program whose innermost loops are
// unrolled (unroll.go, up to 128 iterations each): the states after each
// number of iterations stay apart until the loop exits, so that
// for (i = 0; i < 100; i++) s += x * 0.01 bounds s by the hundredth
// step rather than by widening, and loops over concrete values are
// followed exactly. Copies of a check hold when every copy does.
//
// In the analyses of the pieces of a split range (below), float ranges
// carry affine forms too (affine.go), a reduced product:
// a value is also c + k1*e1 + ... + kn*en over noise symbols in [-1, 1]
// shared by every value computed from the same unknowns, with the
// rounding error of each operation (under an ulp, any mode), the
// nonlinear rest of a product and the error of a linearised reciprocal
// on new symbols. The form's range, rounded outward, narrows the
// operation's interval. So x*x - x on [1, 2] is [-0.25, 2], not [-1, 3],
// and after Newton steps x*x - a keeps only second-order terms, which a
// split piece of half the width divides by four. Symbols are made only
// on edges in no cycle, a join keeps a form only when both sides have
// it, and widening drops forms.
//
// Intervals lose the relations between values computed from one input
// (x - x*x*x/6 for x in [-1, 1] gets [-1.17, 1.17]), less the narrower the
// input's range. So when checks are left open, the stage splits the
// range of a variable where an assumption bounds it (a float input first,
// else an integer one such as a loop count), at a location from which no
// reached cycle but an open check is reachable (straight-line code after
// the inputs: Taylor polynomials, Newton steps, unrolled loops), into
// halves, and
// analyses the program once per piece with the variable restricted to it
// there. Every execution is in one piece, so a check proved in every
// piece holds. Pieces where a check is open are halved again, breadth
// first, until it is proved, or a piece sends every state to the error
// (a real counterexample is likely: the engines will find it), or a
// bound on pieces (4096) or work is reached. Work, not time, bounds the
// stage, so its answer is the same on every machine.
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
