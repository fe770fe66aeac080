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
//	                       (at the head and on the edges that leave the
//	                       loop: a do … while tests at the bottom, where
//	                       the strict a < b is a candidate too, also
//	                       where it stands only on the edge back to the
//	                       head, over scalars, when the cone of influence
//	                       removed the edge out; at the
//	                       head also past the assumes that block paths
//	                       before it decides: --undefined cut tests
//	                       N - off for overflow before while (x < N - off)
//	                       tests x, and such a condition whose edge out
//	                       the cone of influence removed is an assume)
//	a <= b, a >= b         also for each comparison that a compound
//	                       condition (at the head or on an edge out)
//	                       combines with && and ||, over scalars: x <= n
//	                       at while (x < n && y < m), which widening
//	                       loses where no concrete run reaches the head
//	                       (conjuncts.go)
//	a < b, a <= b          at an inner loop's head, the conditions under
//	                       which each enclosing loop runs its body, as
//	                       they stand, when the inner loop writes none
//	                       of their variables (the outer step j++ of
//	                       for (j..; j < 3*i; j++) for (k..) needs the
//	                       strict j < 3*i where the inner loop ends)
//	v == c || a <= b       the same, or v (written by the loop, with the
//	                       constant c on entry) has not moved yet:
//	                       i == 0 || i <= 2*k when k may be negative
//	x < c || ((x - c) & (m - 1)) == 0, and the same with x > c
//	                       the phases of a loop whose step changes at a
//	                       threshold: past each constant c the loop
//	                       compares a written x with, x stays a multiple
//	                       of m away from c, for the powers of two m that
//	                       divide a constant step of x (phases.go)
//	X > Y || rel, X < Y || rel, X >= Y || rel, X <= Y || rel
//	                       the phases of a loop whose body (not its
//	                       exits) compares X, over variables it writes,
//	                       with Y, over none: the affine relations of
//	                       the concrete samples at the head on one side
//	                       of the threshold that a sample on the other
//	                       refutes, each guarded by its side, in the
//	                       variables' own width where they share one
//	                       (y == n while x <= n, y == x once x >= n;
//	                       v == i while v < cap, v == cap once v >= cap;
//	                       phasesplit.go)
//	lo <= Σ c_i·(long long)x_i <= hi
//	                       linear terms with coefficients over at most
//	                       four variables of at most 32 bits (exact in
//	                       64 bits): pairs a·x + b·y (|a|, |b| <= 4) whose
//	                       spread over the concrete samples is small
//	                       (2*n - i in [0, 1]), product relations
//	                       made linear (below), and for a loop condition
//	                       X < Y whose slack Y - X moves by a constant
//	                       step (unit counters, or variables the loop
//	                       does not write), dS*v - dv*(Y - X) for each
//	                       other unit counter v, which the steps leave as
//	                       it is (k + j - n >= 0 when k counts down while
//	                       j counts up to n); each term divided by its
//	                       coefficients' gcd (999999*i - 999999*k is
//	                       i - k: the same over the integers, without a
//	                       multiplier for SAT)
//	f == (F)i              a float counter f and an integer counter i
//	                       that the loop steps by the same number (their
//	                       only writes: f = f + 1.0, i = i + 1; or
//	                       minus), or f == (F)i * 2^k when f's step is
//	                       i's times a power of two: exact while the
//	                       steps are, which the other atoms must show
//	                       (floatcounters.go)
//	x >= n || y >= m       the exit of the loop control left for this
//	                       head (no other head between): the disjunction
//	                       of the comparisons on its edges out, when it
//	                       has two or more (while (p < n && q < n) is
//	                       left with p >= n || q >= n, which the loop
//	                       copying the rest of one array after a merge
//	                       keeps: while it runs, the other array is
//	                       used up; exitor.go)
//	v <= E, v >= E         a unit counter (its only writes v = v - 1, or
//	                       v = v + 1) that enters its loop with the value
//	                       of a term E over variables the loop does not
//	                       assign has not passed its start: p <= n - off
//	                       - 1 while for (p = n - off - 1; p >= 0; p--)
//	                       copies b[p + off] = a[p], whose index reads off
//	                       and does not write it (entrybounds.go)
//	extra candidates       SynthOptions.Candidates per loop head (the
//	                       CEGAR loop's generalised shifted predicates),
//	                       kept or dropped like the loop conditions
//
// Product relations. Nested counting loops keep k == i*m + j; proving
// such a relation needs the distributivity of a multiplier circuit,
// which SAT does not do (with 8-bit operands, (i+1)*m == i*m + m takes
// 28 s in gini).
// So the synthesis never proposes a product: after the first fixpoint,
// when the intervals of the loop's parameters (variables the outermost
// enclosing loop does not write) are proved, it computes the affine hull
// of the concrete samples extended by the products x·p of a written
// variable and a parameter, and replaces each product in a relation by
// x·lo(p) or x·hi(p) (the bound of smaller magnitude, both when small):
// k - 10*i - j and k - 10*i become terms, the fixpoint bounds them
// (k - 10*i - j >= 0), and what it cannot bound widens away. Such a
// bound is a guess whose step may need SAT to relate two constant
// multipliers (m - 1000*q - r - left <= 0 under q++ when q*d counts
// units out of m, d <= 1000: 48 s a query); a bound of a product term
// whose step query outgrows a second's work (guardWork) is given up, its
// side widened to the type's extreme, as a guard of the program is
// dropped: a weaker candidate set, never a wrong one.
//
// Relations proved by algebra. An affine relation of the hull over
// variables of 32 bits, taken modulo 2^32 (a + b - 3*i == 0 in unsigned
// int: the 64-bit relation between the extended values implies it), or
// over variables of 64 bits as it stands, is
// a linear equality that the algebra of the polynomial invariants
// (below) decides without SAT: it holds at every arrival, and every path
// through the loop body, guards ignored, keeps it (each branch adds 3 to
// a + b and 1 to i). Such relations are proved from the runs'
// hull before the fixpoint (algebraicRelations), and again when a step
// query runs out of its share while the head's hull has a relation no
// pass tried (retryAlgebra: at a head no run reached, the hull comes
// from the fixpoint's models); each step assumes them
// and never asks them, and the hull no longer asks their 64-bit forms,
// whose multipliers and adders SAT had to show equal in every query.
//
// Exits as equalities (exits.go). A loop condition j < m leaves the
// loop with j >= m; where the head's proved atoms bound j <= m (the
// comparison j <= m, or (long long)m - (long long)j >= c with c >= 0, in
// the order of the comparison's type), the edge out of the head leaves
// with j == m, as a loop left by j != m does. After the first fixpoint,
// the hull of each head's samples extended by the products x·p (as for
// the product relations above), and then also by the products of two
// written variables and their squares (2*s == i*i - i + 2*j when the
// inner loop runs up to the outer counter), each product alone and
// then all (few columns, few relations the samples satisfy by chance),
// gives its relations that hold exactly (a factor constant in every
// sample makes no product; a relation that the head's linear relations
// give times variables, (a + b - 3*i)*n, or that those kept give, is
// left out),
// in the width of their variables of 32 bits (k - i*m - j == 0 at an
// inner head, k - i*m == 0 at the outer one); the algebra proves them
// with those equalities assumed on the edges out of the heads (the
// outer step passes the inner loop's exit with j == m, so
// k - (i + 1)*m is a combination of k - i*m - j and j - m; an equality
// of two symbols, or of one and a constant, is a substitution, and
// joins the generators of a combination when it shares a symbol with
// those that share one with the goal), and they
// give exit variants as the program's own equalities do (k == n*m
// tested after while (i < n) is k == i*m inside). The proved ones are
// the head's Invariant.Exact (the same pass runs, without products,
// where the heads' atoms show variables non-negative, for the truncated
// remainders of the algebra, and its completions): true like the atoms, but never in a SAT
// query or a predicate (their multipliers made every step case of
// loop-new's nested-1 time out). When the synthesis is done, a check that
// the invariants' equalities imply along the paths from the heads, with
// the same equalities on the exits (k == i*m and i == n give k == n*m,
// which SAT would have to show across two multipliers), needs no step
// case: ChecksImplied decides a program whose every check is so implied.
// An order comparison is decided where its sides are equal (sum <= n*n
// after k == i*n + j and i == n): equal w-bit operands of one type
// satisfy <= and >= and fail < and > in either signedness; nothing else
// about the order is known. A check that no path from a loop head
// reaches runs only in the first transition from the start, so the
// bounded search's base case, once it covers that transition, proves
// it (ChecksImpliedFrom: the capacity check of malloc(sizeof(int) * n)
// before the first loop). Among the product columns, a temporary of the
// front end equal to a program variable in every sample ($heap1$len and
// the n it was computed from) is left out: its products say the same
// under a name whose value the algebra cannot follow through the
// allocation's division.
// The equalities rest only on proved atoms, so they hold at every exit.
// A strict exit i > n is an equality too where the atoms bound
// n - i >= -1 (exitstrict.go): i - n is then exactly 1, so i == n + 1
// modulo 2^w. The exits read are those of the head and of the
// locations a chain of assumes from it reaches (--undefined cut tests
// that 2*i does not overflow before while (j < 2*i) tests j): an
// assume changes no variable, so the head's atoms hold there. The hull
// of the product columns is also computed over the rationals where
// every sample value is small (hullrat.go): modulo 2^64 the parity of
// x*x - x joins the relations, and the echelon basis shows the inner
// head's 2*c == 2*i*n - i*i - i + 2*j only mixed with its multiples by
// 2^61; over Q those do not exist. A relation with a variable of 64
// bits (a long long total of int counters) is stated in 64 bits over
// the extended values, as the samples hold them; the algebra widens
// the narrow parts only where the proved ranges show that they fit.
// The ranges of a head are also read through its linear atoms
// (rangeprop.go): j <= 2*i with i <= 2000 bounds j by the interval of
// 2*i, computed with every operation inside its type's range, and a
// difference A - B <= c bounds each side by the other's interval.
//
// Exits of counting loops (countexit.go). A loop tested at T (its head,
// or a location of its body outside inner loops, as while (1) { if
// (!(c < k)) break; ... } and do { ... } while (c < k) have it) by
// !(c < k), where every path around the loop passes T once and moves c
// by +1 (and by the same constant d from the head to T), and k reads
// only variables the loop does not write, leaves with c == k after a
// stay (c < k there: c + 1 does not wrap in the comparison's type, and
// c < k <= c + 1) or at T's first visit, with c == c0 + d, the other
// variables no path writes before T at their entry values, and the
// first value beyond the target (at the target the other side holds).
// The exit assumes that disjunction; the check pass and the algebra's
// paths take each product of a conjunct of one side with one of the
// other (zero modulo 2^w: one factor is), or the other side whole where
// the intervals proved at the head refute one (1 > m against m >= 1
// after do { j++; } while (j < m)). <=, > and >= are the same argument
// (k + 1, k - 1, down by 1). Lockstep candidates v - c == v0 - c0, for
// variables every path moves as c, carry the fact to the variables a
// check reads (k*y == y*y after counting c and y to k); they are
// candidates like the others. Memberships are also solved modulo 2^w
// by elimination on 2-adic valuation (idealmod.go), where the rational
// elimination's solution has fractions but an integral one exists.
//
// Exact widenings (exact.go). Under --undefined cut each signed +, -, *
// of a narrow type is guarded by !__overflow_op(X, Y): past it the
// integer X op Y fits the type, so (wide)(X op Y) is (wide)X op
// (wide)Y. The check pass keeps such operations per path state; the
// loop paths keep them per path and record the widening of a narrow
// variable assigned from one (x = x + 1 widens to (wide)x + 1 whatever
// x's range); an equality the program tests that only they make
// polynomial is a candidate as the atom of its widened polynomial, never
// as its own text. Without the cut there is no such assumption.
//
// Congruences (congruence.go). A scalar every write of a loop moves by
// a constant step or sets to a constant is proposed x % m == x0 % m
// ((x - x0) % m == 0 for an entry expression), for m the gcd of its
// steps or a constant the program divides it by, 3 <= m <= 64 and no
// power of two (the affine relations hold those); proved with the cell
// candidates after the rest, since a query that reads % is slower (the
// divider by a small constant, bitvec.udivRemSmall, keeps it cheap). A
// step that wraps breaks the congruence and SAT drops it.
//
// Flags that witness a counter (flagwitness.go). A flag f set to a
// constant v on a path that has just tested c == x, for a counter c and
// an x the loop does not write, gives the candidates f != v || x < c and
// f != v || x <= c (> and >= counting down): f == v only after c met x.
//
// Order checks through the equalities (orderfacts.go, checklinear.go).
// A comparison of w-bit operands of one type is a function of their
// bit patterns, so it is decided by a comparison between values equal
// to them modulo 2^w: the check pass keeps, besides the equalities,
// the order atoms of the head it starts from and the comparisons the
// path assumes (the exit !(s <= n)), and a check X < Y whose sides the
// equalities make equal to those of such a fact (in either order, of
// the same signedness) is true or false as the fact's operator
// implies: n < (a + 1)*(a + 1) after that exit, where s == a*a + 2*a +
// 1 at the head. A comparison with a product that the head's exact
// equalities make linear (a product with an odd coefficient in an
// equality is replaced by the rest of it, which changes nothing modulo
// 2^w: a*a <= n is s - 2*a - 1 <= n at the head of the square-root
// loop) is a candidate atom of that head, in the comparison's type,
// proved or dropped by SAT like the loop's conditions; proved, it
// decides the check after the loop as a fact. The exact product
// relations are asked also where no exit is an equality (then only
// those of the samples, not the algebra's own candidates). With
// ProofOnly, narrowing is skipped when the exact atoms already imply
// every check (a gate; the engines ask again).
//
// Completions of an enclosing loop's relation (pullback.go). An inner
// loop ends where its exit equality g == 0 holds; the code from there
// to the enclosing head (i = i + 1, and the assumes on the way) makes
// the enclosing relation P hold again, so P read through that code
// (Q) holds wherever the inner loop is left, and Q + g*R is a candidate
// at the inner head for an R = c_0 + Σ c_v·v fitted to the concrete
// samples there over the fewest variables (a constant, one, two, then
// all; variables the inner loop does not write first: c == N wherever
// the samples see the middle head of a triple nest would fit R = -c).
// Each level of a nest is pulled from the one above (t == a*M*N at the
// outer head gives t == a*M*N + (b - 5)*N in the middle, which gives
// + c innermost). The exit variants follow every variable (a == L
// leaves the loop that t == L*M*N is tested after, and a is none of the
// candidate's variables), and an inner loop's entry paths widen narrow
// values under the outer head's proved ranges, where they start. An
// ideal membership that fails is asked again with the equalities of two
// symbols (or of a symbol and a constant) substituted (idealsubst.go):
// f(a) - f(L) is a multiple of a - L for every polynomial f, so t -
// L*M*N follows from t - a*M*N and a == L although (a - L)*M*N is no
// product of a generator with one symbol. Every candidate is proved by
// the algebra's initiation and consecution or dropped.
//
// Narrow values in wide relations (widenrange.go, widenedeq.go). A sum
// kept in a type wider than its counters (a long long total of int
// terms, tested against (long long)n*(n - 1) after the loop) is a
// polynomial modulo 2^64 only where the narrow parts do not wrap. A
// narrow polynomial whose integer value (symbols read as their types'
// integers, in the intervals the head's proved atoms give them, orders
// between two variables carried through, or else their types' ranges)
// lies in the narrow type's range widens exactly to the sum of its
// widened monomials; the algebra's steps and the check pass widen only
// so, and a narrow variable assigned in a wide pass keeps its own
// width's polynomial. The program's equality whose narrow parts cannot
// be shown to fit where it stands is stated as the atom of its widened
// polynomial, a candidate like the others. An exit equality between
// narrow variables (i == n) holds between their widenings (extension is
// injective), and the exit variants try first the candidate with every
// occurrence of the bound replaced by the counter (n*n becomes i*i): the
// relation tested after the loop, with its bound where the loop has its
// counter, which initiation and consecution then prove or drop.
//
// Candidates start from concrete runs (the interpreter on small inputs
// and the program's constants, 24 runs; a value that the assumptions
// right after its havoc bound, a[i] = nondet(); assume(0 <= a[i] &&
// a[i] <= 10), is moved inside their interval (program.AssumedRanges:
// to the bound it crossed, a small step inward), or a loop reading 10^5
// of them blocks every run at once; reachable states
// only make them weaker; linear terms are chosen from these samples,
// never from SAT models, which need not be reachable) and then from SAT: for each pair of cut
// points that one transition joins, a state inside the source's
// candidate that steps to one outside the target's widens the target
// (interval bounds move to the sample, then to the program's constants
// and their neighbours, then give up; the sample joins the affine hull,
// computed as the kernel of the samples' differences in Howell form over
// Z/2^64; violated conditions are dropped). A pass in which every pair is
// unsatisfiable is the proof. A step query that spends its share of work
// as one disjunction (some candidate of the target fails) is asked again
// candidate by candidate (solveSplit): CDCL proves small goals over
// adders far faster than their disjunction; a guard (a condition the
// program itself tests) asked alone whose query outgrows guardWork, a
// second's work, is dropped as if refuted (only a weaker candidate set:
// x % k == 0 under x += k, one divider per side, held up every other
// candidate of its head for half a minute). Narrowing then takes back what widening
// dropped (Houdini: assumed before the step, dropped when refuted), in
// two stages, each on a budget of work of its own and each keeping what
// it proved when the next runs out: first the dropped conditions alone
// (few, and often what a proof needs that rests on the quantified
// invariants, t == b[n - 1] after a copy; the budget grows with the
// work so far, up to 10 s' worth, all of it when the candidates were
// filtered on a scaled-down copy, as a model of an instance over large
// arrays costs a propagation per variable), then the tighter bounds and
// the conditions still dropped together; what survives keeps the set
// inductive. With SynthOptions.ProofOnly (the engines' shared
// synthesis; not --show-invariants) narrowing is skipped when the
// invariant already rules out every check's violation (the induction
// step at depth 0 from each cut point, one query each on a second's
// work; excluded.go): the proof needs nothing it could add (sorts of 64 cells spent half their
// synthesis there). Relations whose coefficients exceed 64 are not candidates:
// with few samples the hull's basis has huge coefficients, whose
// multipliers are hard for SAT.
//
// # Polynomial invariants
//
// An equality the program tests between integer expressions built from
// variables, constants, + - * and constant shifts (x == n*n*n, y*y -
// 2*x + y == 0) is a polynomial P == 0 modulo 2^w, w the bits of the
// comparison; PolynomialInvariants (poly.go) proves such candidates
// without SAT, whose step would have to show two multiplier circuits
// equal (or pass dividers in the guards: i + j + k == l when l % 3
// chooses the counter). The passes follow only the candidates'
// variables and those their values are computed from, and sweep the
// program in reverse postorder. Each path through a loop body (the guards ignored: the proof
// covers every path, feasible or not; an inner loop passed as one step
// that gives the variables it writes their values at its head, where
// its own invariants hold) is a substitution of polynomials, and a
// candidate is kept when P∘path is, modulo 2^w, a combination with
// integer coefficients of the candidates kept, their products with a
// variable, and the equalities the path assumes (Houdini over
// identities: y == 3*n*n + 3*n + 1 steps to itself plus z - 6*n - 6; a
// branch on r + 1 == d may reset r). The first arrivals come from a
// forward pass over the program: each variable's value as a polynomial
// in the inputs (one symbol per havoc edge, standing for its latest
// value) or unknown where paths that differ join; P must vanish there
// identically. An inner loop's first arrivals are the paths from its
// outer head, where the outer invariants hold. The heads are solved
// together, as a greatest fixpoint: every head starts with every
// candidate, and passes drop at each head those that fail there, the
// other heads' current candidates assumed, until none fails (at most
// 16 passes, else nothing). Each check assumes candidates only at
// earlier visits (the outer head's before an inner loop's entry, the
// inner head's last visit before the outer step), so what is left
// holds at every visit, by induction over the execution; an inner
// loop's entry may need the outer relation whose step needs the inner
// one's (lcm with a loop for each side). Besides the equalities the program
// tests, a product saved in a variable (xy = x * y) is a candidate
// xy == x * y. Residuals are candidates too: for each candidate P and
// each path through a loop body, the increment P∘path - P, when it is a
// nonconstant polynomial over the program's variables that the
// candidates' identities do not already give, must itself vanish for P
// to stay as it is (x == n*n*n under x += y, n++ leaves
// y - 3*n*n - 3*n - 1; that one under y += z leaves z - 6*n - 6, an
// equality the program never tests; a path that passes an inner loop
// leaves a residual over the variables' values at its head, which is
// a candidate over the variables: q += a, r -= b around a doubling
// loop leaves b - y*a, which the inner loop keeps); three
// generations, at most 16,
// written as C in the unsigned type of the candidate's width, proved or
// dropped like the others. So are the exit variants: where the program
// assumes x == y between two variables (a loop left by x != y), each
// candidate with at most four monomials containing x gives the
// variants with y for x in some of them (a*(u + v) == x*y, tested
// after while (a != b), is a*u + b*v == x*y inside the loop; at most
// 16), made before the residuals, which follow them too.
// Counter-scaled candidates (polycount.go): when every path moves a
// candidate P by the same R that the loop keeps (modulo the equalities
// the path assumes) and a variable k by the same kept D, D*P - k*R is
// kept by every path (q*d + r + left == m when units are counted out of
// m); it is a candidate like the others, proved or dropped. A
// variable that a pointer may write, or narrower than w, is no variable
// of the algebra; one whose address is taken but only ever copied
// between pointer locals that nothing else reads (program.MarkDirect,
// run by engine.Prepare after program.ForwardAddresses has made *p the
// variable p can only point to: a recursified loop's state passed by
// pointer) is reached by name only (Var.ByName), and is one.
//
// Division by constants (polydiv.go). C defines e / c and e % c
// (truncating), e >> k and e & (2^k - 1) (rounding down) so that
// e == c*q + r exactly, with r in (-c, c) or [0, c): the algebra gives
// the quotient and the remainder of a w-bit value e (of a type of w
// bits: a narrower pass knows e only modulo 2^w) one symbol each,
// shared by every expression of the same value, divisor and rounding
// (y % 2 and y / 2; unsigned, also y & 1 and y >> 1), a function of
// e's value: a substitution maps it to the symbol of the substituted
// value, and a havoc of one of e's symbols makes it unknown with e. A
// check that meets such symbols assumes e - c*q - r == 0, first as a
// substitution where a variable has coefficient ±1 in it (y := 2*q + r),
// and, when the goal is not yet a combination, splits on the values of
// up to three remainders by 2: a case is infeasible when an equality
// becomes a constant that is not 0 or one whose constant is no multiple
// of the power of two that divides its other coefficients (2*q0 - 2*q1
// - 1), when the constant 1 is a combination of the equalities modulo 2,
// or when a disequality the path assumes (a branch on y % 2 != 1; the
// conjuncts of a && b are assumed one by one) is 0 or a combination;
// every feasible case must give the goal. A truncated remainder of a
// variable's value at the head, where the head's proved atoms (known
// after the first fixpoint, below) say it is non-negative, is 0 or 1.
// So z + x*y == a*b survives y = y / 2 under y % 2 == 0, or z += x under
// y & 1 followed by y >>= 1, and the digits of a negative number
// (s + y*p == x under s += (y % 10)*p, y /= 10) keep their relation.
//
// Divisibility by a variable (divides.go). x % d == 0 with d a variable
// is no polynomial fact modulo 2^w (x == 3*q modulo 2^32 holds for every
// x), so it is proved over the integers: for each remainder x % d of two
// variables that the program compares with 0, at each loop head that
// writes x and not d, x's entry value (the straight-line assignment
// before the head, or, in later rounds, the state the polycheck pass
// reaches on the entry edges, where a fact proved at an earlier loop's
// head may show it: loops in sequence) and x's value after each path
// through the body must be, as polynomials, x plus d times a polynomial
// Q; the range analysis's intervals at the head (each symbol a
// variable's value there, the coefficients read as signed numbers) must
// bound x + d*Q inside x's type, so that the w-bit value the program
// computes is that integer and a multiple of d (for d == 0, x is
// unchanged, and the IR's x % 0 is x). A check x % d == 0 (or a flag set
// from it, or a copy of that flag) that the polycheck pass reaches with
// x as a head left it, plus a multiple of d bounded the same way (the
// exit of a do … while), holds: DischargeDivisibility makes it true
// before any engine runs. The range analysis reads the bounds of an
// assumption made through a flag (assume_abort_if_not's parameter) from
// the condition that set it.
//
// Exit completions (polyexit.go). A relation tested after a loop holds
// inside only with the exit's equality: z == a*b after while (y != 0)
// is z + y*x == a*b in the loop. For each equality g == 0 that an edge
// out of a head assumes (also those of exitEqualities, below) and each
// candidate P with a product, the completion P + g*(c_0 + Σ c_v·v) over
// the variables v the loop writes, with the c fitted to the states that
// concrete runs reach at the head (a unique integer solution over the
// rationals, from values small enough not to wrap), is a candidate like
// the others. The assertion pass keeps up to eight states per location,
// one per way the paths from a cut point differ, before it joins them,
// so that an assertion after the join of two branches is checked on
// each. The atoms are the program's own equalities, so an
// assertion of one folds to the invariant's circuit; k-induction
// assumes them from its first step case, and the synthesised invariants
// join them. Before any engine runs, DischargePolynomial (polycheck.go)
// follows the values as polynomials from each loop head, where the
// head's invariants hold, adds the equalities the paths assume (a loop
// left by a != b), and makes every assertion they imply true (x = x*(z
// - 1); 1 + x - y == 0 after a geometric sum), as the range analysis
// does for the checks its intervals prove. Each implication is an ideal
// membership, a rational elimination; the pass remembers their answers
// (every path and join that reaches a condition with the same facts
// asks the same) and computes at most dischargeBudget of them, past
// which a membership counts as not shown: it runs before any engine,
// outside the deadline, and fewer discharged checks only leave more to
// the engines.
//
// # Quantified atoms
//
// Arrays are proved cell by cell through an index variable k that the
// program never writes: a Quantified atom ∀k. lo <= k && k < hi ==> P(k)
// (lo, hi over the head's variables or constants; P a comparison over
// cells at k: a[k] == 42, a[k] != e, b[k] == a[k], b[k] >= 0). Proving it
// once proves it for every cell, whatever the array's length.
//
// Candidates come from the program's syntax. A counter is a variable
// whose every write in a loop is v = v + 1 (or every one v = v - 1); for
// each cell at a counter, the comparisons the loop makes over it (both
// polarities; not those of the assumes that cut undefined operations,
// program.Assume.Undefined: h[a[i]]++ under --undefined cut assumes
// 0 <= a[i] < 4, no test of the program, and the candidates are those
// of the program without the cut, whose behaviours include its own), the value a loop writes there (b[i] = a[i] gives
// b[k] == a[k], a[i] = i gives a[k] == k; a[i] = j, with j a counter
// of i's type and direction, both entering with constants, gives
// a[k] == k + (j0 - i0): counters that move by the same unit keep their
// difference, lockstep.go; a write under a branch of the body that
// reads a cell at the counter, if (a[i] >= 0) b[i] = 1, also gives
// a[k] < 0 || b[k] == 1, loopguard.go) and the comparisons over the
// written value (if (a[i] >= 0) b[j] = a[i] gives b[k] >= 0) are cell
// atoms, when no counter of the loop stays in them (other scalars may:
// a[k] <= max). So is the condition a check in the loop tests, whole,
// at a counter (check(c), if (!(c)) reach_error(), or an assertion
// function's parameter, inlined: cond = (int)(c) and a branch on
// cond != 0 to the error; at most 8 a loop): a ternary, a conjunction or a disjunction over cells of
// several arrays (used[k] ? key[k] >= 0 : key[k] == -1, a slot table's
// two member arrays) is a relation between cells that no comparison of
// its parts states; it goes to every head as the others do, so the
// loops that fill the cells prove it where they write them. A check
// under a branch of the body (if (m[i] > 0) check(p[i] == i): the
// nearest assume on the one way back to it inside the loop, not the
// loop's own condition, whose variables nothing on that way writes)
// gives the implication m[k] <= 0 || p[k] == k too: the cells the
// branch skips need not pass (loopguard.go). Two more shapes compose with those: a flag the loop
// sets to a constant c (rv = 0 when two cells differ) guards the loop's
// comparison atoms (rv == 0 || a[k] == b[k]: the fact holds while the
// flag is unset), and an update that reads the cell it writes
// (b[i] = b[i] + d) turns an atom b[k] == e of the cell into
// b[k] == e + d. Every cell atom goes to every loop head with the ranges
// there: from a counter's entry value (a constant, or a term over
// variables the loop does not write: j = i - 1 before an inner loop)
// to the counter, from the counter
// to the end of each array the atom reads (the cells not reached yet),
// the cells between two counters of the loop ([i, j): what a partition
// has not classified yet; [i, j] from a counter counting up to one
// counting down, as the cell at each is the next it handles: an
// in-place reversal swaps a[i] and a[j]), the whole sweep of the loop (from the entry
// value to n for a condition j < n or j <= n at the head, on an edge out
// of the loop or on an edge back to the head: the bottom test of a
// do … while whose edge out the cone of influence removed) and the part
// of it not reached yet ([j, n): an array of n cells whose capacity is
// larger, variable-length or allocated, has no cells to the end), for a
// counter counting down under i >= b or i > b (b over variables the loop
// does not write) the sweep from its floor (b, or b + 1) to the entry
// value and the part of it not reached yet ([b, i]), each whole
// array, 0 up to
// each integer variable live at the head and from it to the end of the
// array (a loop that ended before the head left [i, n) behind; at most 48
// per head), and from 0 and to the end of the array from each term a
// loop starts its counter at (c = s + 1 before a loop over a[c]) or a
// loop counting down ends its sweep at (the floor s + 1 of
// for (c = n - 1; c >= s + 1; c--)) where its variables are live. A write at the counter plus an offset the loop
// does not write (b[i + off] = a[i]) gives b[k + off] == a[k], and one
// mirrored about such a term (b[n - 1 - i] = a[i]) gives
// b[n - 1 - k] == a[k]: the index is the counter with coefficient ±1.
// A range's bounds must be related to an array the atom reads: each
// variable in them indexes that array somewhere in the program, or a
// comparison of scalars compares it with one that does (n in i < n);
// the terms counters start at are exempt. A merge's a[k] >= 0 gets
// [p, n), not [q, n) from the other source's index: such ranges came by
// the dozen per head, and each one false where runs did not look cost
// Houdini a model of the whole instance to refute.
//
// Cell atoms compose. A write whose value reads cells, b[i] = f(x[e])
// (e any index over the counter), meets every equality atom x[k] == y(k)
// of the cells it reads (either side, from any loop): the cell written
// holds what the cell read held, b[k] == f(y(e)) with the counter
// replaced by k. A shift a[i] = a[i - 1] after a copy b[k] == a[k] gives
// a[k] == b[k - 1], proved behind the shift's counter while the cells
// ahead keep a[k] == b[k]. A value taken from a constant cell outside
// loops (t = a[c], see below) composes the same way into the scalar
// candidate y(c) == t (t == b[n - 1] after the copy): it still holds when
// the cell itself is overwritten.
//
// Values held aside (heldcells.go). Cells of one index copied into
// scalars in a loop (t1 = a1[e]; t2 = a2[e]: a record taken out of an
// array of records, which program.SplitRecordArrays makes one scalar per
// member) keep what the cells satisfied: each cell atom over those
// arrays at k alone gives the scalar candidate with every a_j[k]
// replaced by t_j (pay[k] == key[k] + 1000 gives held.pay == held.key +
// 1000), at the heads where the t_j are live. The scalar fact holds
// because the cells did, and the cells keep their atom when the scalars
// are written back only because the scalar fact holds: so it is proved
// with the quantified candidates, in one Houdini fixpoint, as the
// quantified atom over the one index 0 whose body does not read the
// index (the same fact; assumed as it stands, not per index term).
//
// A running sum, a cell written as the cell before it plus a value
// (s[i] = s[i - 1] + e, the counter counting up), grows with its index by
// what e adds. With e in [lo, hi] (its form, e & 127; a constant; or the
// cell atoms x[k] >= lo, x[k] <= hi of the cell x[i] it reads, from any
// loop), the cells get the bounds linear in the index
// (long long)s[k] - P·(long long)k <= hi and <= 0, and the same with >= and
// lo, for a sum of k + 1 or k such values from cell 0: 0 <= s[k] and
// s[k] - 128·k <= 127 for values in [0, 127]. The slope P is hi rounded up
// (lo down) to a power of two, a weaker bound over k >= 0 whose step
// compares 2^m·k with 2^m·(k - 1), a shift: with the exact slope 127, SAT
// spent millions of propagations relating one multiplier to the other.
// The bound keeps s[r] + a[r + 1] from wrapping where overflow is not cut.
// A sum written one or more cells ahead of its counter (ps[i + 1] =
// ps[i] + v[i]: the cell read is the one before the cell written) gets
// the same bounds over the plain cell ps[k], whose index says how many
// values it holds whichever counter value wrote it, on the cells
// written so far ([1, i + 1) from the entry value 0, as a shifted
// write's range) besides the other ranges; and an addend with no cell
// atom bounding it is bounded by its type when that has at most 16 bits
// and every cast above it keeps its values ((unsigned int)v[i] with v
// an unsigned char array: [0, 255], slope 256), which keeps
// 10^5 prefix sums of bytes from wrapping an unsigned int.
// With e a constant c and the counter starting at the constant s, the
// cells from s - 1 on are an arithmetic sequence, proposed in closed
// form: a[k] == a[s - 1] + c*(k - (s - 1)) (sequence.go), which a check
// bounded by the last cell needs and a[k] == a[k - 1] + c does not give
// (instantiation never chains two cells).
//
// A write at the counter plus an offset of a value without the counter
// (a[i + 1] = 5) also gives the plain cell atom a[k] == 5, with the
// range the writes cover, [e + 1, i + 1) for the entry value e: a later
// loop reads a[j], never a[j - 1 + 1], so only the plain atom is
// instantiated where it reads.
//
// Arrays reached through pointers (pointers.go). A heap array
// (int *a = malloc(n * sizeof *a); a[i] = 1) is, in the IR, a
// dereference *(a + i) of a pointer variable, where the rules above
// find no cell. The candidates are therefore generated, and filtered by
// concrete runs, on a view of the program: a pointer variable (never
// addressed) that every assignment sets to one cell of one array of
// integers, &$heap1[c] through casts, copies and constant offsets, or
// to null (an uninitialised value is ignored) has its dereferences
// written as that array's cells, *(a + i) as $heap1[i], *(b + i) with
// b = a + 1 as $heap1[i + 1], *s as $heap2[0], when the pointed-to type
// is the cells' (integers of one width and signedness). The view has
// the program's cut points, so every rule above and the accumulators,
// sums of cells and scaled-down runs apply to heap arrays, one-cell
// allocations and pointers into the middle alike. The view only
// proposes: each such pointer's address (a == &$heap1[0]) is a
// candidate at every head, among the loop conditions, and every proof
// is on the program itself, where *(a + i) reads $heap1 at i when a
// holds that address. A pointer that may be null at a head (a malloc
// that may fail, unchecked) leaves its address unproved, and the cell
// atoms whose proofs need it go: a wrong view costs candidates, never
// soundness.
//
// Row-major nests (flatnest.go). A variable-length matrix int A[n][m]
// is one array reached by row-major pointer arithmetic, which
// program.IndexFirstElements (run by engine.Prepare) makes the cell
// A[i*m + j]. A nest whose inner loop reaches cells at t = off + j (j
// counting up there, off reading the outer counter o counting up and
// nothing the inner loop writes) has passed the flat segment
// [t0[o := o0], t) at its inner head and [t0[o := o0], t0) at its outer
// head (t0 = t[j := j0], o0 and j0 the entry values), and has the rest
// up to t0[o := N] (o < N) ahead: these are ranges of the cell atoms,
// and the inner loop's checks, order comparisons and writes at t give
// the atoms with t made k (A[i*m + j] = B[i*m' + j] gives A[k] == B[k]),
// in place of the atoms relative to the row that a write at the
// counter plus an offset otherwise gives. Houdini proves each at the
// real size or drops it: a nest that does not sweep one whole row per
// outer step (a column order, a skipped cell) keeps none. A matrix of
// constant dimensions, int a[N][M], is such an array too once
// program.FlattenMatrices (engine.Prepare) has made its guarded cells
// a[i*M + j]; and two variable-length matrices declared from one
// constant n have one index term once program.PropagateConstants has
// made their dimension variables that constant (A[i*1000 + j] and
// B[i*1000 + j]: A[k] == B[k] needs no relation between two
// multipliers, which Houdini gave up at n = 1000).
//
// Cells at constant indices (program.ScalarCells, run by
// engine.Prepare). A counter, a flag or an accumulator kept in a cell
// that the program names only by constants (int cnt[1]; cnt[0] =
// cnt[0] + 1) is, in the prepared program, a variable of its own
// (main::cnt$0): every occurrence of the array is such a cell, its
// zero initialiser, the havoc of an uninitialised local (kept, and
// copied into the cells' variables) or its Dead, and no pointer reaches
// it, so the cell and the variable hold the same value in every state.
// The templates, the hull, the product relations and the algebra above,
// which follow variables and not cells, then relate it to the loop
// counters (cnt$0 == i*N + j at the inner head of a nested count); a
// kinduction System built without Prepare keeps the array.
//
// Witness indices (program.WitnessIndices, run by engine.Prepare;
// witnessidx.go). An existential fact (some cell holds the minimum a
// loop computed, so a later search for it succeeds) is no quantified
// atom. For a scalar x that the program takes from cells of an array a
// (x = a[e] on any edge) and compares with a's cells (== or !=), the
// prepared program has a ghost w, assigned e just before each such
// assignment and read by no statement (so the program runs as before;
// counterexamples replay on the source, witnesses name no temporary).
// Some cell holds x becomes x == a[w] with w in a's bounds, candidates
// at the heads where x is live, and a search for x (a loop whose
// counter i counting up compares a[i] with x) has not passed w:
// i <= w, or found == 1 || i <= w for a flag the loop sets to a
// constant, or pos != n || i <= w for a variable it moves off its entry
// value n (w <= i counting down). At the search's exit (i == n) with
// the flag unset, n <= w < n is the contradiction that proves
// assert(found). Each is proved or dropped like the loop conditions; a
// path where x gets a value that is no cell (min = 0) leaves x == a[w]
// unproved, and the facts that rest on it with it.
//
// Walking pointers (walking.go). A pointer that every assignment sets
// into one array of scalars, at a constant cell or at another such
// pointer plus or minus an integer (*p++ = 5 up to a + N; *q++ = *p++
// while a length counts down), is in the view a ghost index p$idx, the
// pointer's p - &a[0]: its assignments, dereferences, comparisons and
// differences become index arithmetic, and a read through a temporary
// copied before constant steps ($t = p; p = p + 1; *$t) is at the
// ghost minus the steps. The generators then treat the ghost as any
// counter. Every candidate is translated back before it is proved,
// the ghost becoming the program's pointer difference p - &a[0], and
// proved on the program; so are the atoms such proofs rest on, also
// candidates: p points into a (__same_object(p, &a[0])), its index is
// in [0, len(a)], its byte offset a multiple of the cell size, the
// non-strict forms of the loop conditions that compare ghosts, a ghost
// the loop does not write equal to its entry value, and
// dy*(p$idx - E_p) == dx*(y - E_y) for p and a variable y stepped by
// constants dx, dy with entry values E over variables the loop does
// not write (p - &a[0] == n - len). The cuts that --undefined cut makes
// before a dereference read the pointer too: __valid(p) becomes
// 0 <= p$idx && p$idx < len(a), and __same_object(p, &a) (the
// dangling-pointer cut of a local array) true, since the view follows
// p only because every assignment sets it into a. A use of a walking
// pointer the view cannot translate leaves the view without ghosts.
//
// A strided counter is a variable whose every write in a loop is
// v = v + s for one constant s with 2 <= |s| <= 64. Such a loop visits
// the cells congruent to its entry value e (a constant or a term over
// variables it does not write); a write a[v] = x there gives the guarded
// atom (k - e) % |s| != 0 || a[k] == x (& |s| - 1 for a power of two),
// with the ranges of a counter counting in the direction of s. For a
// step that is no power of two, which the affine relations (modulo
// powers of two) cannot state, (v - e) % |s| == 0 joins the head's
// candidates.
//
// Cells at a multiple of a unit counter (scaled.go): a loop whose
// counter i moves by one and that writes a[c*i + d] for constants
// 2 <= c <= 64 and d (a[2*i] and a[2*i + 1]; a[3*i - 3] to a[3*i - 1])
// gives the cell atoms of those writes with the index term read as k
// (a[2*i - 2] = 2*i - 2 is a[k] == k; the comparisons and checks at
// such a cell likewise), and segments from its writes' offsets D: from
// c*e + r0 (r0 the first offset rounded down to a multiple of c) to
// c*i + d for d in D and to c*i + dmax + 1 - c (the iterations so far),
// to the sweep's end (c*n + dmax + 1 - c for i < n, c*n + dmax + 1 for
// i <= n) and from c*i + r0 to it (not reached yet). Counting down
// (and then for c = 1 too: a[i] and a[i + 1] with i--), the iterations
// from e down to i + 1 give [c*i + c + d, c*e + dmax + 1). A loop whose
// writes leave some residue modulo c unwritten (only a[2*i + 1]; a
// write of a cell's own value writes none) keeps the other classes:
// its writes' atoms and the atoms checks test are also proposed guarded
// by the class written, (k - d) % c != 0 || P(k). The ranges are the
// program's own index arithmetic: a wrapped c*i + d states another
// segment, proved or dropped as it stands; the proofs rest on the
// scalar invariants that keep i in the loop's bounds. Cells
// outside loops at a constant index or one over scalars, written
// (a[n - 1] = 0, a terminator a[len] = 0) or read (p = a[n - 1]),
// and the comparisons that checks outside loops test (check(c), or a
// branch on !c to a check that always fails: if (!(c)) reach_error())
// or that are passed
// to an assertion function there (a[s] == p) are candidates among the
// loop conditions, at the heads where their scalars are live (t == b[n - 1]
// says nothing at a loop before t = a[n - 1]). A check under a branch
// outside loops (if (pos < n) check(a[pos] == x): the nearest assume on
// the one way back to it, past the cuts of undefined operations, whose
// variables nothing on that way writes) gives the implication
// pos >= n || a[pos] == x too: what a search that may find nothing leaves
// for the check, which the condition alone does not state. A condition
// that combines up to four comparisons by !, && and || is proposed whole
// (found == 0 || a[pos] == key after a search that records where it
// found the key: neither part holds at the head alone), and a
// conjunction also conjunct by conjunct.
//
// Relations between cells (order.go) come from the comparisons the
// program makes between two cells of one array (a[j] > a[j + 1],
// a[y] > a[best]): such an array gets two bodies per head, each both
// ways round. One compares a cell with its neighbour, a[k] <= a[k + 1]
// and a[k] >= a[k + 1]; the other compares a cell with a reference cell
// a[r] at an index term r of the head, a[k] <= a[r] and a[r] <= a[k],
// also behind a guard c == c0 || … for each counter c of the loop nest
// and its entry value c0 (the fact holds once c has moved). The index
// terms are those the program's semantics makes: 0, the array's length
// and last index; each counter of the loop nest with its neighbours and
// its entry value; the bound of each loop condition at, around and
// inside the head (when the loop does not move it) and the index after
// it; and every index expression of the array in the loop, never a term
// over a variable an inner loop writes (its value at the head is what
// the last inner run left). The reference cells r are the index
// expressions the loop reads or writes, the indices after the bounds,
// and the cell each counter's previous iteration handled (v - 1 for a
// counter that counts up, v + 1 for one that counts down). The ranges
// are every pair [lo, hi) of those terms. An array whose cells a loop
// copies at its counter into such an array (c[r] = a[p]) gets the
// neighbour relations from its start, and the copy gives
// r == r0 || k != p || c[r - 1] <= a[k] over [p, n) (both ways round):
// the next cell to come against the last one written, at every head
// where its variables are live (the loops that copy the rests after a
// merge keep the other source's relation too). No body, range or term is
// chosen by the shape of a loop: one rule gives the invariants of
// sorts, partitions and extremum searches alike, and the same candidates
// for a program written with other names, loop forms or directions.
//
// Candidates come by the thousand per head. Concrete runs filter every
// quantified candidate before any SAT call (filterQuantified): the
// interpreter's Observe hook, with loop acceleration on (a jump over
// uniform iterations hides their states, which only refutes less),
// evaluates them at the loop heads (about 16 states per doubling of the
// visits, at most 48 cells of a range; runs of 12 steps a cell, 2^24
// steps in all: a bound in work, so that the same candidates survive on
// every machine), on the samples' inputs and, every other run, on wide
// ones (small values repeat in a large array, and a stretch of equal
// cells satisfies relations it should refute). A refuted candidate goes.
// A relation between cells must also say something in some state: a
// range of at least two cells, with the guard false and two different
// cells compared (not the program's own comparisons at a counter, a
// few per comparison: a loop whose inputs the program's assumptions
// mostly reject ends its runs after an iteration or two, and the sorted
// prefix a[k - 1] <= a[k] of a running maximum never shows two pairs);
// and it goes when another with the same body had a
// wider range in every state looked at. At a head no run reaches (one
// behind a loop over 10^6 cells) the neighbour relations stay, and the
// program's own comparisons at a counter with a reference cell
// (a[w] <= a[k] from a check a[w] <= a[c]), a few per comparison; the
// generated relations with reference cells go. The other cell atoms need only not be
// refuted: a guard that random runs seldom make false (two arrays equal
// so far) would lose facts proofs need. At most 48 survive per head,
// cell atoms first, then the others with the atoms that a check of the
// head's own loop tests at its counter first (checkedFirst): where no
// run reached the head, the dozens of atoms of the loops before it
// would otherwise take every place, and the loop's own assertion over
// its sweep (a[k - 1] <= a[k] for 1 <= k < n) come after them.
//
// Scaled-down runs (scale.go). Over arrays of 10^6 cells those runs,
// bounded in work, never get past the first pass of a quadratic loop
// nest: its inner heads see a handful of states or none, and the
// relations a sort's proof needs cannot be told from the thousands that
// are false. So when the program has arrays of 256 cells or more, the
// runs execute a scaled-down copy instead: every such array gets a
// length proportional to its own (the smallest 64: N and 2·N become 64
// and 128), and every integer constant within a few units of a
// multiple of a quarter of that length (N - 1, N / 2, 2·N - 1,
// sizeof a) moves with it. Each candidate is scaled the same way (its
// bounds and cells), and a candidate stays when its scaled twin
// survives the copy's runs and no run of the program itself (a state
// of the real size) refutes it. The candidates are stated over index terms
// (counters, bounds, lengths), so they transfer; one that does not (a
// constant that was no length, a loop that depends on the exact size)
// is dropped by Houdini or missed, never proved: every proof is at the
// real size. Arrays inside structs, objects with fixed addresses or
// lengths that are no small multiples of one unit leave the program
// without a copy (the runs execute the program itself).
//
// They join after the fixpoint of the other templates (whose result is
// inductive on its own) and are checked by Houdini (houdini.go), one
// query per candidate and transition: from a state in the source head's
// invariant and candidates, one step, the candidate false at the target.
// Each query instantiates the assumed candidates only at the index
// terms its own goal reads (first those of the goal alone, which proves
// most; on a model, once more with the terms the instances read), so it
// stays small; all of them run on the
// synthesis's one incremental gini instance, the candidates switched by
// assumption literals, so clauses learnt for one serve the next. A model
// drops the candidate asked, and a worklist asks again only the
// transitions out of a head whose candidates changed. It drops no
// other candidate it violates: their instances at their own goals'
// index terms are not in the query, so the model may be spurious for
// them (a junk candidate's model leaves a[k + 1] free and would drop a
// true a[k + 1] == b[k]); each is asked on its own. A query that spends its share of work (1/64 of the phase's
// budget) is put off with its candidate kept and asked again, with four
// and then sixteen times the share, once the easy queries are settled;
// after that its candidate goes. Then those whose range is empty in
// every state the rest allows are dropped too (vacuous), asked by SAT
// (a dense instance per head: the queries are over its scalar atoms
// and a range) only when no concrete run saw their range with cells (a
// state a run reaches satisfies the invariant) and never again in a
// second round. The phase has a
// budget of its own (SynthOptions.QuantifiedBudget: by default 30 s'
// worth of propagations, 90M, or twice the work so far, at most four
// fifths of what the synthesis's work budget leaves); when it runs out,
// every quantified candidate goes and the rest stands, so arrays never
// cost the invariants of the scalars. Narrowing assumes the survivors,
// so tighter bounds may rest on them; it gets the work the other
// templates took.
//
// Budgets are work, never time: the propagations of the SAT solves
// (bitvec.WithWorkBudget), with durations in the options converted at
// bitvec.PropagationsPerSecond. A synthesis under the same options gives
// the same invariants on every machine, however loaded; only the end of
// ctx (--timeout) cuts it at a moment of the clock.
//
// Meaning in a SAT query (quantEnv): assumed in a frame a step starts
// from, an atom is instantiated at the index terms of the reads from the
// free frame's nondeterministic array bases that lie in the cone of the
// query's goal (a formula observes such an array only through those
// reads: the array-property-fragment instantiation of Bradley, Manna and
// Sipma); the instantiations read cells too, so this repeats once for
// the terms in their cones. Instantiation weakens the assumption, so an
// unsatisfiable query is a proof with the quantifier; a model may be
// spurious, which only drops a candidate. As a goal, k is a Skolem
// constant, one per state and index type (a violated conjunction has
// one violated conjunct, so one constant serves them all). The Stepper
// instantiates the quantified invariants of every frame likewise.
//
// The axioms of the array bases (reads at equal indices agree) grow
// with the square of the reads; synthesis and Stepper add them lazily
// (lazyAxioms): a query is solved with those its SAT instance's models
// needed so far (each instance keeps its own: a transition's dense
// instance never takes the axioms, and their cones, of another's
// reads), a model is evaluated on the whole circuit, and the axioms it
// violates join that instance before the next solve. Unsatisfiable
// without some axioms is unsatisfiable with all; a model that violates
// none is a model. The fixpoint's first state at a head it has not
// reached yet is read the same way, from the whole circuit evaluated on
// the model's inputs: the query only asked to get there, and the
// solver's values of gates outside it are arbitrary.
//
// Predicate abstraction and witnesses take Invariant.Atoms only: the
// quantified atoms are left out there, which weakens the invariant.
//
// A value written in a form that bounds it (x & m with a constant
// m >= 0, an unsigned x % n) gives the cell atoms 0 <= a[k] and
// a[k] <= m: a table indexed by the cell (h[a[i]]++) stays in bounds.
// The writes of one array at one counter in one loop together (the
// branches of if (i % 2 == 0) a[i] = 2; else a[i] = 0) give the span of
// their values, each a constant or such a range: 0 <= a[k] and
// a[k] <= 2, which no branch's own atom a[k] == 2 says; and, for two to
// four such writes of any values that read no cell of the array
// written, the disjunction of their atoms: a write guarded by a cell of
// another array (if (a[i] > 0) b[i] = a[i]; else b[i] = 0) gives
// b[k] == a[k] || b[k] == 0.
//
// Quantified atoms and the scalar invariants rest on each other: a sum
// tot == n proved with ∀k < n. c[k] == 1 (below) is what a later loop's
// if (tot == n) c[i] = c[i] - 1 needs for c[k] == 0. So when narrowing
// (which assumes the quantified atoms) proved atoms and Houdini had
// dropped candidates (within its budget: a first round that ran out of
// it has dropped them all, and a second would spend as much again),
// Houdini runs a second round over the dropped ones, with the stronger invariant; the atoms of the first round are
// fixed there (never asked, never dropped: what narrowing proved may
// rest on them, and they stay inductive under a stronger assumption),
// and when the round's budget runs out only the new ones go. Narrowing
// then runs once more, when the round proved a new atom (else its
// candidates were refuted under the same invariant already).
//
// # Sums of cells
//
// A loop that counts into a table at a computed index (h[a[i]]++)
// keeps the sum of the table's cells equal to its counter, which no
// template over single cells states. For every integer array of at most
// 16 cells that a loop writes (cellsums.go; one cell is its own sum: a
// one-element array used as an accumulator, total[0]), the sum of its cells in the
// unsigned type of the cells' width (an increment that wraps adds one to
// it all the same) is a coordinate of an affine hull beside the head's
// template variables, over Z/2^w, from the states that concrete runs
// reach at the head (8 runs of at most 2^20 steps: work, not time; on
// the scaled-down copy when the program has one, a constant of a
// relation that stands for a length there taken back to the length:
// S == 64 after counting 64 cells is asked as S == 10^6); each
// relation of the hull that involves a sum is a candidate
// (h[0] + h[1] + h[2] + h[3] - i == 0), and so are the bounds
// 0 <= h[j] and h[j] <= v of each cell by each template variable that
// the runs do not refute. SAT proves S' == S + 1 across 32-bit adders
// only with the cells bounded, and slowly when the bound is large (a
// table counting 10^6 values: hundreds of millions of propagations).
// So a relation Σ a_A·S_A + Σ c_v·v == b (each array's cells all with
// one coefficient) is kept on the step from its loop head back to the
// head, with no SAT query, when every path around the loop (guards
// ignored: feasible or not; no inner loop) changes it by zero
// (sumstep.go): the scalars as linear functions of their values at the
// head, modulo 2^w, and each sum by the increments d of its updates
// A[e] = A[e] + d, the cell read at the index written, with e in bounds
// on the path (a constant index, or the assume e >= 0 && e < n that
// --undefined cut makes before the write; a write outside the array
// changes none of its cells); any other write of a summed array, or a
// havoc of one, leaves the step to SAT. The entry into the head and the
// other steps are asked as before. These candidates are proved after
// the narrowing of the rest, by a narrowing of their own on a budget of
// their own (NarrowBudget, by default 10 s' worth of work or the
// widening's work, whichever is more), so that their cost never takes
// the other invariants; when it runs out, none of them stays. In
// narrowing, a candidate that reads cells is asked alone: two
// complementary candidates in one disjunction (i < n, i >= n) make it
// constant, with no array read in its cone, so that the quantified
// invariants would be instantiated nowhere.
//
// # Accumulators
//
// A loop that adds cells to a sum (s = s + a[i], sum[0] += a[i],
// cnt = cnt + 1 when a[i] == 5) keeps the sum related to its counter by
// what the cells hold: s == i when each cell read is 1, s <= 3*i when
// each is at most 3. The cells' side is a quantified atom; the sum's is
// linear, s - c·i between bounds, and the coefficient c is the increment
// of s per step of i, which the same concrete runs as the sums of cells
// measure (accum.go): at each loop head, every integer variable of the
// templates and every one-cell array that the loop updates (each
// assignment reads the value it replaces, s = s + a[i] or s = s * a[i],
// or writes a constant; best = y makes no accumulator) is an
// accumulator, and so is every counter of the loop with respect to the
// others; between two consecutive visits of
// a run where a counter moved by one, the accumulator's change is an
// increment (not the first step from the counter's entry value: it may
// set what the loop starts with). The least and the greatest increment
// seen, c_min and c_max (at most 64 in magnitude), give the candidates
// s - c_max·i <= its greatest value seen and s - c_min·i >= its least,
// in long long; equal, both bounds of the one term (an equality). When
// the increments vary and an update adds a value read from elsewhere
// (s = s + v, not a constant), the runs need not have drawn the
// steepest step: each side is also tried, as interval bounds widen,
// with the next two of the program's constants and the extremes of its
// types of at most 16 bits beyond it (s - 255·i <= 0 for v an unsigned
// char, or bounded by 255 in an assumption). An
// accumulator first set inside the loop (if (i == 0) s = 0; else
// s += a[i]) holds anything at the entry: each bound is also proposed
// behind the counter's entry value, i == 0 || s - 2·i <= -2, when it is
// tighter without the entry's states. A cell that an inner loop
// updates at an index over variables it does not write (a[i] = a[i] + 1
// in a loop over j nested in one over i: every assignment of the array
// in the body at that one index) is an accumulator too, as a one-cell
// array is: a[i] - j == 0 at the inner head (heldindex.go; the runs
// read it on the program they execute, the scaled-down copy's array
// where the program has one). At such an inner head the cells past the
// one an enclosing loop works on, [i + 1, n) for each counter i of an
// enclosing loop that counts up under i < n (or i <= n) and that the
// inner loop writes neither of, are a range of the quantified
// candidates: a[k] == 0 there while a[i] counts. At most 16 per head; they join the
// candidates over cells (narrowCells), so they are proved last, with the
// quantified atoms assumed, on the budget of those. No coefficient comes
// from the program's text: the same candidates for a sum of cells
// written as constants, as i % 4, or copied from another array.
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
