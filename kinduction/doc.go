// Package kinduction proves loops safe by k-induction, strengthened with
// invariants that SAT synthesises over bit-vectors.
//
// # The transition system
//
// A System sees the program as transitions between cut points: the entry
// and every loop head (symex.FindLoops). A transition runs the loop-free
// region from one cut point to the next ones, symbolically, with states
// merged where paths join (as symex.Unroll does); the region is acyclic
// because every cycle passes a loop head. A check violated on the way
// makes the transition bad. A Frame holds, per cut point, whether the
// execution is there (exclusive literals) and the state there. FreeFrame
// is any state at any cut point (every variable fresh: arrays get
// nondeterministic bases, pointers any bits), InitialFrame the start.
// Nested loops and loops in sequence are cut points like any other.
//
// # Invariants
//
// Synthesize computes, per loop head, a conjunction of atoms (program
// expressions with the IR's bit-vector meaning) and proves it: the
// conjunction over all heads is inductive relative to the start, so it
// holds whenever control reaches a head, in every execution up to its
// first check violation (executions stop there). The templates are
//
//	lo <= x <= hi          every integer variable live at the head, in
//	                       its own and in the other signedness
//	lo <= (long long)x - (long long)y <= hi
//	                       differences of pairs of variables of at most
//	                       32 bits (exact in 64 bits)
//	Σ a_i·x_i ≡ b (mod 2^m)
//	                       affine relations, x sign- or zero-extended to
//	                       64 bits as C converts to unsigned long long;
//	                       congruences x ≡ 0 (mod 4) are the case of
//	                       one variable, written x & 3 == 0
//	a <= b, a >= b         the non-strict forms of the loop's conditions
//
// Candidates start from concrete runs (the interpreter on small inputs,
// which only makes them weaker) and then from SAT: for each pair of cut
// points that one transition joins, a state inside the source's
// candidate that steps to one outside the target's widens the target
// (interval bounds move to the sample, then to the program's constants
// and their neighbours, then give up; the sample joins the affine hull,
// computed as the kernel of the samples' differences in Howell form over
// Z/2^64; violated conditions are dropped). A pass in which every pair is
// unsatisfiable is the proof. Narrowing then tries tighter bounds and the
// dropped conditions together (Houdini: assumed before the step, dropped
// when refuted), on its own time budget; what survives keeps the set
// inductive. Relations whose coefficients exceed 64 are not candidates:
// with few samples the hull's basis has huge coefficients, whose
// multipliers are hard for SAT.
//
// # k-induction
//
// A Stepper decides the step case at depth k on one incremental gini
// instance: from a free frame, with the invariants assumed in every
// frame, k transitions that are not bad cannot be followed by a bad one.
// With the base case (no violation in the first k transitions from the
// start, which the engine gets from the bounded search) the program is
// safe. The step case at depth 0 is the invariants alone.
package kinduction
