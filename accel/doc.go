// Package accel is symbolic loop acceleration: for a path of a loop whose
// updates are linear (x = x + d, with d the same in every iteration, or
// x = e, the same value every time), it adds to a copy of the program a
// shortcut, a chain of edges from the loop head back to it that performs
// n iterations of the path at once, for a fresh iteration count n chosen
// by the solver. The bounded search (bmc) unrolls the shortcut like any
// other path of the loop, so a bug behind 2^31 iterations is a few back
// edges deep: the shortcut to the last iteration before it, one ordinary
// iteration, the exit.
//
// # The shortcut
//
// A path is a cycle through the loop head that visits no location twice
// (Shortcuts enumerates them, a few per loop). Executing it symbolically
// from the head gives, for every variable it assigns, the value at its end
// as an expression of the values at its start. An assigned variable must
// be a scalar integer nothing can point to, and its value, reduced modulo
// 2^w (w its width: the arithmetic of the program is modular), must be
//
//	x + d   an increment: d reads no variable the path assigns
//	e       a reset: e reads no variable the path assigns
//
// Casts that keep the low w bits (widening, or narrowing to w bits or
// more) pass through; sums, differences, negation and products with a
// constant are linear. After n ≥ 1 iterations the increment is
// x + (T)n·d and the reset e, both exactly, wrap-around included.
//
// The conditions of the path (its assumptions, which are the branches,
// and its checks, which must hold: a shortcut is a path on which nothing
// fails) must hold in every one of the n iterations. In the first they are
// the conditions themselves, on the state at the head. In iterations
// k = 1 … n−1, resets hold e and increments x0 + k·d. Each comparison is
// rewritten over the mathematical integers: every subterm that depends on
// k is b + k·s for expressions b and s (computed in 128 bits), valid when
// the subterm's value stays inside its C type. That is required of every
// such subterm, a comparison of a linear function with 0 then holds for
// all k of an interval when it holds at both ends (the set where a linear
// function is negative, zero or positive is an interval), and both the
// range conditions and the comparisons are asserted at k = 1 and
// k = n − 1 only. A guard whose terms would wrap around within the n
// iterations thus cuts the shortcut before the wrap: the ordinary
// iteration that wraps is taken, then a shortcut again. Disequalities
// (x != y) are under-approximated: the difference must have one strict
// sign at both ends. Products, quotients, bit operations, array reads at
// moving indexes and every operation that is not linear in k must not
// depend on k (the path is not accelerated otherwise). The magnitudes of
// b and s are bounded statically (bits per term; n ≤ 2^33) so that the
// 128-bit arithmetic never wraps.
//
// # Summaries of counted loops
//
// A loop with one path whose only condition is the head's guard v op E
// (op one of < <= != > >=, v counted by +1 or −1 towards E, E the same
// in every iteration), no check in its body and no inner loop runs a
// number of times that is a difference: E − v when v < E (and 0
// otherwise), E − v + 1 for <= (the loop never ends when E is the type's
// maximum: that case is cut, as no run leaves the loop), (E − v) modulo
// 2^w for != (wrap-around included). Summaries replaces such a loop by
// that count's effect on every variable, x + count·d or, for a reset,
// e when count > 0; innermost loops first, so that an outer loop whose
// inner loop is gone may be summarised in turn (nested counters become
// straight-line code), and the path of an outer loop through such an
// inner loop is accelerated with the summary inside it (the outer
// increment is then count·d, a product of bounds). The replacement is
// exact, not only an under-approximation: the bounded search's TRUE on
// a summarised program holds for the program. Variables that hold a
// constant whenever the loop is entered (the closest write on the one way
// into it assigns a constant) are read as that constant by the summary:
// an unsigned count from 0 below n is then n, not Ite(i < n, n − i, 0),
// and the summary of nested counters is t = n·m, the same circuit as the
// program's own product, where otherwise SAT would have to prove two
// multipliers equal. A signed counter from 0 up to E (or from v down to
// 0) gives its increments Ite(0 < E, x + (T)E·d, x) (resp. v > 0):
// where the guard holds, the count is E itself, positive, whose sign
// extension is the zero extension of the unsigned count, and the
// product is again the program's own (k = y; while (k > 0) { z += x;
// k--; } against z == (long long)x * y).
//
// Under --undefined cut the body of a loop over signed variables also
// tests every signed + and − for overflow (an assumption that ends the
// path there). A summary keeps such tests exactly (cut.go) when each is
// an overflow test whose operands the loop does not change or are exact
// variables: the counter under an ordered guard, or a signed u whose
// update u + D is itself tested before it is made. Such a variable holds
// u0 + k·D as an integer in every iteration k the run reaches, so the
// test of iteration k says that a linear function of k lies in the
// type's range: it holds for all of 1 … n−1 when it holds at both ends.
// The summary assumes n == 0 || (the tests at the head && (n == 1 ||
// the tests at k = 1 and k = n − 1)), which a run leaving the loop after
// n iterations satisfies and which, by induction over k, makes every
// iteration's test pass. Tests that no values can fail (short + short
// computed in int) are left out.
//
// An update of a summarised loop may read its counter v (quadratic.go):
// an increment d affine in v (c += i, c += 3*(long long)i − x) sums to
// x0 + n·d(v0) ± α·n(n−1)/2, with n(n−1)/2 computed exactly modulo
// 2^w by halving the even factor first (or as (n·(n−1)) >> 1 in 64
// bits when n < 2^32), and a reset e(v) ends as e at the last
// iteration's counter v0 ± (n − 1). Nested counters whose inner bound
// is the outer counter (for (j = 0; j < i; j++) c++) become such a sum.
// Under --undefined cut the test of such a sum, c = c + (T)i with
// !__overflow_add(c, (T)i), is kept exactly (quadcut.go): the partial
// sums fall, then rise (or rise, then fall) as the counter's values
// change sign, so every iteration passes its test exactly when the
// partial sums after the first, the last and the turning iteration lie
// in c's range. Other tests of values quadratic in the iteration are
// refused.
//
// # Segment shortcuts of array loops
//
// A loop without inner loops whose counter v moves by ±1 in every
// iteration (towards a bound E it does not change, or under any guard:
// a search while (a[i] != x) i++, a do … while) may write, in each
// iteration, one cell a[v + o] or a[o − v] of some arrays (o a constant
// or a value the loop keeps), with branches in the body. It may read
// the written arrays at other cells v + o' (o − v, o' … ) when no
// earlier iteration writes them: o' − o a constant on the side of the
// later iterations (a[i] = a[i + 1] counting up, a[i] = a[i − 1] counting
// down), so they read the array as it was before the loop. Executing the body once
// symbolically, with v's value a placeholder k and the paths joined by
// ites, gives each written cell's value as a function of k: of values
// the loop keeps, of the cells of arrays it does not write (at any
// index), of the iteration's own cells before the write, and of the
// body's inputs (each a fresh array indexed by the iteration's number,
// on every path). segment.go adds a shortcut of n iterations: the
// arrays get a program.Fill each (cells [v + o, v + n + o), counting
// up, or [o − (v + n − 1), o − v]), which symex encodes as one write of a whole segment that reads
// evaluate at their own index, so the formula does not grow with n;
// the counter becomes v ± n; a scalar the body assigns gets its value
// in the last iteration, or, when it is kept or set (a maximum, a flag),
// its value in a witness iteration the solver chooses, which the last
// iteration must leave unchanged, or any value. The guard and the
// body's branches and checks are assumed in the first and the last of
// the n iterations only: the shortcut may take executions the program
// does not have. Its inputs (Result.SegmentInputs) are expanded into the
// original program's by ExpandInputs, and the engine replays every
// counterexample through a segment shortcut before it believes it; a
// TRUE still holds, as the program's executions are all kept.
//
// # Recurrences
//
// A cell may also depend on an earlier iteration: on a cell an earlier
// iteration writes (prefix sums s[i] = s[i−1] + a[i], a running maximum
// m[i] = max(m[i−1], a[i]), a[i] = a[i−1] counting up), or on the value
// an earlier iteration leaves in a scalar (a[i] = s; s += b[i]); the
// guard and the body's branches may read such cells too. A sum over 10^6
// symbolic cells has no bit-vector summary of the size of one iteration,
// so the shortcut of such a loop is exact in its first and its last
// iteration only. The first reads the state at the head. The cells of
// the iterations between get values the solver chooses (a havocked
// array, mid, not an input of the program), constrained only by the
// relation the loop keeps between a cell and the cells before it: at
// every cell m of the segment that the search reads, mid[m] is the value
// the iteration of m computes from mid at the earlier cells (from the
// array before the loop at cells before the segment), and that
// iteration stays in the loop (program.Fill.Rel, which symex asserts of
// each cell read; when the cell or the condition reads an earlier
// iteration's scalar, that part of the relation is left out). The last
// iteration reads mid as its earlier cells, with values the solver
// chooses for the scalars it reads the earlier value of (pre: their
// values at the head when n = 1); its branches and the guard hold in it,
// its cell and the scalars get its values. A bug in the last iterations of such a loop,
// or after it, is thus a few back edges deep: the solver picks the
// middle of the loop as it needs it, and the counterexample is only an
// answer when the interpreter confirms it on the original program with
// the inputs alone (the engine replays every counterexample through a
// segment shortcut; the middle values and pre are no inputs, the
// program computes them again). Every execution of the program remains
// one of the accelerated program (the solver may choose the values the
// program computes), so a TRUE still holds; but a TRUE through a
// recurrence is rare, as the shortcut adds executions with any middle.
//
// The counter may move by any constant step s (i += 2, i -= 3, at most
// 2^16 in absolute value): the segment's cells are every s-th cell of
// its range, the others keep their values (the Fill's value is the old
// cell there), and a read of a cell no iteration writes reads the array
// before the loop. A step other than ±1 is refused towards a bound with
// != (the counter may pass it) and in a recurrence.
//
// A cell of a written array may also be a remainder, (v + o) % m with m
// a positive constant (a rotation, b[(i + 1) % N] = a[i]; modindex.go):
// it is v + o in the iterations where 0 <= v + o < m, and that condition
// joins the iteration's path condition, so the shortcut covers a stretch
// without wrap-around only (the condition is linear in the counter: an
// interval, checked in the first and the last iteration like the
// branches); the iteration that wraps is an ordinary one.
//
// Not covered: a[i] = a[N-1-i] in place, two cells of one array per
// iteration (the in-place swap), a second counter (j-- beside i++),
// writes at an index the loop moves otherwise (partition into bb[b++])
// or computes from data (histograms h[a[i]]++), inputs on some paths
// only, pointers, counters over 32 bits.
//
// # Use
//
// The engine package (Task.acceleratedSearch) runs the bounded search on
// the program with summaries and shortcuts at bounds 1, 2, 4 and 8, each
// on a fixed budget of work (the first on twice that, and the search
// ends after it when it took more than one budget), before k-induction's base case and the
// growing bmc search, which unroll the program as it is: shortcuts make a
// deep execution short, but they also make the states within a bound many
// more, and proving a bound safe with them is harder than without.
//
// # Soundness
//
// Every execution through a shortcut is an execution of the program: the
// shortcut adds no behaviour, it only makes deep ones short. A TRUE of
// the bounded search still needs every ordinary path unrolled to its
// bound (the unwinding assertions), and k-induction's base case covers at
// least what it covered without shortcuts. The iteration count is not an
// input of the program: Result.Counts lists its havoc edges, which the
// bounded search leaves out of the inputs it reports, and the interpreter
// replays the counterexample on the original program, where its own exact
// acceleration (interp/accel.go) jumps over the iterations.
//
// Segment shortcuts are the exception to the first sentence: they check
// the loop's conditions in the first and last iteration only, and a
// recurrence's middle cells and pre values are the solver's choice, so
// an execution through one may be no execution of the program. Two
// rules keep the answers sound. A counterexample through a segment
// shortcut is an answer only when the interpreter confirms it on the
// original program from its inputs alone (engine: segmentReplay; the
// choices of the shortcut are no inputs, Result.Counts lists them). And
// no shortcut removes an execution: the loop's own edges stay, and every
// execution of n iterations of the loop is one of its shortcut, whose
// choices can be the values the loop computes (Fill.Rel holds of them:
// TestSegmentsReplay checks it on the interpreter), so a TRUE of the
// bounded search on the accelerated program, which needs every ordinary
// path unwound anyway, holds for the program.
//
// Not accelerated: loops whose paths havoc, write memory (arrays,
// pointers, addressable variables), assign floats, or update a variable
// by another variable the path assigns (x = x + i for a counter i, which
// is quadratic, gets no shortcut; a summary takes it when i is the
// counter, below); outer loops whose inner loop has no summary (branches
// in its body, steps other than ±1, a guard not of the form v op E).
package accel
