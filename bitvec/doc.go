// Package bitvec bit-blasts fixed-width bit-vector operations with C
// semantics into and-inverter circuits of gini's logic package.
//
// # Representation
//
// A BV is a slice of z.Lit, least-significant bit first: bit i has weight
// 2^i and the last element is the most significant (sign) bit.  Widths are
// arbitrary (>= 1); C types use 1..64 bits, wider vectors (e.g. 128 bits)
// work the same and are used internally for multiplication overflow
// checks.  Signed operations use two's complement.  Widths of the operands
// of binary operations must be equal, except for the shift amount;
// mismatches panic.
//
// All literals live in one logic.C held by a Builder.  New variables are
// allocated only with the circuit (Builder.Fresh, i.e. logic.C.Lit), never
// with the solver's Lit method: circuit and solver share the same literal
// numbering, and solver-allocated variables would collide with circuit
// nodes created later.
//
// # Semantics of edge cases
//
// Arithmetic wraps modulo 2^w.  The circuits are total; callers that model
// undefined behaviour in C add their own checks (the overflow predicates
// below help):
//
//   - UDiv(x, 0) = all ones, URem(x, 0) = x (SMT-LIB bvudiv/bvurem).
//   - SDiv truncates toward zero, SRem has the sign of the dividend (C99).
//     SDiv(x, 0) = -1 if x >= 0 and 1 if x < 0, SRem(x, 0) = x (SMT-LIB
//     bvsdiv/bvsrem).  SDiv(INT_MIN, -1) = INT_MIN and SRem(INT_MIN, -1) = 0.
//   - Shl, LShr and AShr take an amount of any width, read unsigned.
//     Amounts >= w give 0 for Shl and LShr and all copies of the sign bit
//     for AShr.  Negative amounts of a signed C type therefore act as huge
//     amounts; callers check the amount range themselves.
//   - The overflow predicates (AddOverflowSigned, SubOverflowSigned,
//     MulOverflowSigned, NegOverflowSigned, DivOverflowSigned,
//     AddOverflowUnsigned, SubOverflowUnsigned, MulOverflowUnsigned) hold
//     iff the mathematical result does not fit in w bits.
//
// Extract(x, lo, hi) takes bits lo..hi inclusive; Concat(hi, lo) puts its
// first argument in the high bits (both as in SMT-LIB).  ZeroExt, SignExt
// and Trunc take the target width.
//
// # Constant folding
//
// logic.C folds And gates with constant or complementary inputs and hashes
// structurally (an And of the same two literals is built once).  Since
// every gate built here is an And of logic.C, an operation whose inputs are
// all constants (c.T / c.F, see Builder.Const) yields constants without
// adding any node; ConstValue reads such a result.  Partially constant
// inputs fold partially: adding constant zero bits costs nothing, Mul uses
// the operand with more constant-zero bits as multiplier and builds one
// adder row per bit that is not constant zero, shifts by constant amounts
// are pure rewiring, and the divider's comparisons fold with a constant
// divisor.
//
// Bit-level hashing cannot see that (x + y) - y is x, and a SAT solver
// proves such carry-chain identities slowly, worse when each proof feeds
// the next (a cipher's decryption undoing its encryption, step by step).
// So Add and Sub also cancel at the word level (cancel.go): the Builder
// remembers the operands of every sum and difference, keyed by the
// result's literals, and (x + y) - y, (x + y) - x, (x - y) + y and
// y + (x - y) return the operand's literals without a gate. The identities
// hold modulo 2^w, so the circuits stay exact. With DistributeMul (off by
// default; package summary's contract checks turn it on), Mul also
// distributes over a recorded sum or difference with a constant and over
// a negation: x * (z - c) is x * z - x * c, so that n + n * (m - 1) is
// the literals of n * m.
//
// # Circuits
//
// Adders are ripple-carry, comparisons are carry chains, Mul is a
// shift-and-add array multiplier (about w^2/2 full adders), MulFull and the
// multiplication overflow predicates build a 2w-bit product (about w^2 full
// adders), UDivRem/SDivRem is a restoring divider (about w^2/2 subtractor
// cells), and shifts are logarithmic barrel shifters.  A full adder is 7
// And gates.
//
// Structural hashing makes repeated requests cheap: UDiv and URem (or SDiv
// and SRem) of the same operands share one divider, Mul(x, y) and
// Mul(y, x) are the same circuit, and for non-constant operands the
// w-bit product of Mul is the low half of the product built by
// MulOverflowUnsigned/MulOverflowSigned/MulFull, so checking a
// multiplication for overflow and using its result costs one multiplier.
//
// # Floating point
//
// float.go builds IEEE 754 circuits for any softfloat.Format (binary32,
// binary64, x87's 80-bit extended, and tiny formats for tests): FAdd,
// FSub, FMul, FDiv, FSqrt, FFMA, FRoundToIntegral, FNeg, FAbs, FEq, FLt,
// FLe, FIsNaN, FIsInf, FIsSignaling, FClassify, FConvert, FFromInt,
// FToInt, FMod, FRemainder, FScaleB, FILogB. Each
// computes bit for bit what the function of package softfloat of the same
// name computes, NaN payloads, signed zeros and x87's non-canonical
// encodings included; the rounding mode is a 3-bit operand, so one circuit
// serves every mode of fesetround (a constant mode folds away).
//
// The construction is the hardware one. Operands are unpacked into sign,
// class bits, a signed exponent and the significand with its integer bit;
// subnormals are normalized (count of leading zeros and shift, log2 p
// stages) where the operation needs a leading one (not for sums or
// comparisons). Sums align the smaller operand with guard, round and sticky
// bits and add or subtract with one adder of p+4 bits; products use the
// array multiplier (mulFull); quotients and square roots are restoring
// circuits that produce only the p+3 quotient bits (p+2 root bits) that
// rounding needs, with the remainder as sticky bit; FFMA adds the exact
// 2p-bit product and the addend in a 2p+4-bit frame. FMod and FRemainder
// are exact and need no divider as wide as the exponent range: |x| mod
// 2|y| is A * (2^d mod 2B) mod 2B for significands A, B and exponent
// difference d, and 2^d mod 2B comes by square and multiply over the bits
// of d (one modular squaring per exponent bit); the last quotient bit
// (R >= B) rounds remainder's ties to even. FScaleB (ldexp) adds the
// clamped n to the normalized exponent and rounds once. Every result goes
// through one rounder (fpRound): a right shift with sticky into the
// subnormal range (clamped at p+1 places), the increment decided by the
// mode, sign, last, round and sticky bits, and an exponent adjustment that
// folds the carry of the increment; overflow gives infinity or the largest
// finite value by the mode. Special operands are selected last, in
// softfloat's order of cases. Three shortcuts are exact: a conversion
// that cannot round (float to double, an int32 to double) packs the
// normalized value without the rounder; division by a constant ±2^k is
// multiplication by its exact reciprocal; and FAdd/FSub build the sum on
// their operands in a canonical order of literals, so that x+y and y+x
// share one circuit (only the NaN choice differs), which a solver would
// otherwise take minutes to prove equal. Two more are identities of
// IEEE arithmetic, each proved by SAT on e3m2 (and e4m3) against
// softfloat: FFMA with a constant factor 1 is FAdd, with a constant
// addend ±0 it is FMul (FAdd of the product and the zero when a factor
// is zero), for the formats without an explicit integer bit; and FSqrt
// of a square x*x built by FMul is |x| when both round to nearest and the
// square is normal (the root's circuit otherwise).
// testdata/float_gates.golden
// lists the And gates of each circuit (binary32 add about 2.8k, mul
// 6.9k, div 8.5k, sqrt 4.8k).
//
// The tests compare every circuit with softfloat: on random and special
// operands of six formats by constant folding, through SAT on every
// operand and rounding mode of the 6-bit format e3m2 (a lookup table of
// softfloat's results against the circuit: the miter is unsatisfiable), and
// backwards on binary32, binary64 and x87 (a solver's preimage of a result
// must give that result in softfloat).
//
// # Connecting to a solver
//
// Typical incremental use with one gini solver:
//
//	b := bitvec.New()
//	g := gini.New()
//	x, y := b.Fresh(32), b.Fresh(32)
//	p := b.Eq(b.Mul(x, y), b.Const(32, 143))
//	b.AddCnf(g, p)          // clauses of the new part of the circuit only
//	g.Add(p); g.Add(0)      // assert p (or g.Assume(p) for one Solve)
//	if g.Solve() == 1 {
//		vx := b.Eval(g.Value, x)
//	}
//
// AddCnf wraps logic.C.CnfSince: it remembers which nodes were already
// emitted, so later calls with new roots add only the clauses of newly
// reachable nodes.  Use one Builder per solver (or ResetCnf when switching
// solvers).  The literals passed to Solve-time calls (Assume, Add) must have
// their cone added with AddCnf first.  Inputs produce no clauses; reading
// an input the solver never saw with (*gini.Gini).Value may index out of
// range, and SafeValue guards against that.  Eval reads constant bits
// without asking the solver.
//
// SolveAssuming runs a solver under a context (timeouts, memory limits);
// LimitReason words why a context ended, for UNKNOWN verdicts.
//
// # Budgets of work, not time
//
// The engines bound their internal phases (a solve of an abstraction, an
// invariant synthesis, a bounded round) in propagations of the SAT solver,
// never in time, so that one engine gives the same answer and the same
// statistics on a loaded machine as on an idle one; the clock is left to
// --timeout and to the portfolio's race. WithWorkBudget gives a context a
// budget of propagations: the solves under it (SolveAssuming, through the
// gini fork's SolveWithin) may make that many, at most, and the context
// ends, with cause ErrWorkBudget, when they are spent, at the same point
// on every machine. WorkSpent reads what they spent. Budgets nest. The
// former durations were converted at PropagationsPerSecond. Loading
// the clauses of a huge circuit takes seconds too: Builder.InterruptWith
// makes AddCnf look at a context every 16384 clauses and panic with an
// *Interrupted when it has ended; the phase that set it catches the panic
// (IsInterrupted) and discards the Builder and its solver.
package bitvec
