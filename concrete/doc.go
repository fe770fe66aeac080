// Package concrete finds deep bugs by running the program: the
// interpreter (package interp) executes it on inputs that simple
// families of values supply, and a run that violates a check is a
// counterexample. It reaches bugs behind loops of 10^5 or 10^7
// iterations, which symbolic engines unroll or refine one iteration at
// a time, and it never proves anything, with one exception below.
//
// # Strategies
//
// A Strategy gives, for the n-th value that one Havoc edge supplies in a
// run, the bits of an integer of the requested width and signedness.
// Counting per edge makes the values read by a loop a sequence: with
// "decreasing (-n)" the loop `for (j...) a[j] = nondet()` fills 0, -1,
// -2, ...; an aggregate havoc (an uninitialised array) takes n, n+1, ...
// over its cells. The strategies (Strategies, in the order tried):
//
//	zeros                          0
//	first one, then zeros          1 for the first value of each edge, then 0
//	zeros, then one last           0, but 1 for the last value each edge
//	                               supplied in the last run that ended, of
//	                               edges that supplied more than one (an
//	                               array filled from its end, or read in
//	                               the other order); only after such a run
//	decreasing (-n), increasing (n)
//	ones, minus ones               1, -1 (all bits)
//	max-n, min+n                   down from the type's maximum, up from its minimum
//	largest, smallest assumed      the bound that the assumptions right
//	                               after the havoc put on its value (the
//	                               range analysis, package ranges), else
//	                               the type's limit; left out when no
//	                               assumption bounds a havoc
//	random small (-4..4)           unsigned types: 0..8
//	random bytes (0..255)
//	random boundary values         min, max, their neighbours, 0, 1, -1
//	program constants              the integer constants of the program and
//	                               their neighbours (Constants)
//	random bits                    uniform
//	program strings                an array of chars (an argument string,
//	                               an uninitialised buffer) holds one or
//	                               two words joined, cut to fit before a
//	                               terminator: the program's strings
//	                               (Strings: literals, char arrays its
//	                               initialisers fill), its constants in
//	                               decimal, single characters of its
//	                               strings; scalars are 0..4
//
// Pointers are always null (a dereference of null is undefined
// behaviour, never a counterexample); unions take bytes of the strategy.
// Floats take the strategy's integer as a number (zeros 0.0, ones 1.0,
// increasing 0.0, 1.0, 2.0, ...), except three: random bits gives any bit
// pattern, random boundary values the special values (±0, ±1, ±inf, NaN,
// the largest finite values, the least subnormal), and program constants
// the program's floating constants and their neighbours, in each format
// (FloatConstants).
//
// # The search
//
// Search runs in rounds of growing step limits (DefaultLimits: 10^5 edges,
// four times as many each round, up to 10^8; rounds below eight edges
// per scalar cell of the program are skipped: such a run cannot sweep
// its arrays once, yet costs their allocation and havoc, so a program
// over 10^6 cells starts at 2.56·10^7), every strategy once per round
// (the random ones with the limit of the round before: random values
// rarely make a deep path, the sequences of the others do; zeros with
// the limit of the round after: its run is the one most often deep, and
// a round whose runs all meet its limit costs every strategy that
// limit, so a bug that zeros shows after 3·10^6 edges in a round of
// 1.6·10^6 was found after 17 runs to the limit); after the last
// round the random strategies go on at the largest limit with new seeds
// until the context ends. Seeds derive from Options.Seed, the round and
// the strategy, so answers are reproducible. A strategy without
// randomness whose run ended below the limit is not run again. Runs
// record no trace (interp.Options.NoTrace) and no inputs
// (interp.Options.NoInputs: a run of 10^6 inputs spent a tenth of its
// time and most of its memory on them); a violating run the judge keeps
// is made again with its inputs recorded, the same run since a run is a
// function of its strategy, seed, the earlier run's sequence ends and
// its limit (its check and length are compared). Runs poll the context
// (interp.Options.Stop); a run takes at most maxInputs inputs and a
// program whose variables hold more than MaxCells cells is not run, so
// memory stays bounded. With Options.Share the search sleeps between runs
// to use only that part of a core after a first burst: in a portfolio
// it must not starve the symbolic engines. The part is counted in the
// processor time the runs took (package internal/threadcpu): counted in
// wall time, a search beside five engines on two cores got a fraction
// of its share, the smaller the more loaded the machine. Runs that took
// no live input are not counted (the one proof, below: they are the
// program's one run, whose end decides it), nor, after a tracked run
// showed them written before read, runs whose only inputs are arrays.
//
// A violating run is a counterexample only when Options.Accept takes it:
// the caller's judge (package engine applies Confirm's rules: no
// undefined behaviour on the way under --undefined cut, which the front
// end has turned into blocking assumes; no capacity limit of the model;
// no access the typed memory model cannot follow). Rejected violations
// are counted and the search goes on. A run Accept takes may still be
// provisional (Options.Provisional: it meets a limit of the model, such as
// the depth recursion is inlined to): the first such run is held while the
// search goes on for HoldRuns runs or HoldSteps edges, a bound in work,
// and is the answer only if no other accepted run turns up by then.
//
// # The one proof
//
// A run that takes no input at all (no Havoc edge executed, not even an
// uninitialised local) and ends, finished or blocked, without a
// violation is every execution of the program: the interpreter is
// deterministic apart from Havoc (exactly one enabled edge, or none).
// Outcome.Deterministic says so, and the caller may answer TRUE.
// Inputs no execution reads count as none (deadHavocs: a havoc of a
// scalar variable nothing points to, which every path from it sets
// before reading it, such as int i; for (i = 0; ...)): their values
// change neither the edges taken nor any value read. The same holds
// for the rounds: such a run is the only one, so the other strategies
// are skipped.
//
// Arrays declared without initialiser (int a[N] in a function) are
// inputs too, yet most programs write every cell before they read it.
// When a run that ended without violation took no live input but such
// arrays, it is made once more with each of them tracked: a sparse array
// whose cells are computed only when the run reads one, each read a
// live input (interp writes a whole cell without computing the value it
// replaces). A tracked run that ends, finished or blocked, without
// violation and without a live input never read a value of those
// arrays: every other value would make the same run, and it is every
// execution (Outcome.Deterministic). Only programs of at most 2^20 cells
// are run so (the written cells are held in maps, about three times
// slower a step). One tracked run is also made after the first run that
// meets the step limit: when it read no cell before writing it, the
// runs whose only inputs are those arrays are likely the one run, and
// are not charged to the share (they are all still made).
package concrete
