// Package engine is where verification engines meet: one small interface,
// a registry, the program passes every engine relies on, and the
// portfolio that runs several engines in parallel.
//
// # The interface
//
// An Engine takes a Task (the prepared program, read-only) and a context
// (the limits: timeout, memory, or a stop because another engine
// answered) and returns a Result: the verdict, its evidence and ordered
// statistics.
//
//	verdict   evidence
//	True      Proof: invariants per location (abstract states over predicates), optional
//	False     the violated check and the inputs; Run replays them (Confirm)
//	Unknown   Reason: a limit, an unsupported construct, a bound reached
//
// An engine returns an error only for an internal error (a bug). Engines
// register under a short name (Register, in an init function) so that
// --engine can pick them; Config carries the settings of all of them.
//
//	name     engine                    package
//	predabs  predicate abstraction     refine (abstract, modelcheck)
//	bmc      bounded model checking    bmc (symex)
//	kind     k-induction               kinduction (symex), bmc for the base case
//	test     concrete testing          concrete (interp)
//
// k-induction's base case is a bounded search (bounds 1, 2, 4, ... for
// all loops, with unwinding assertions); the bmc engine's growing search
// deepens each loop on its own (loopBounds: only the loops whose
// unwinding assertions fail), which keeps nests of loops that the data
// bound small, at the price of more rounds when loops are reached one
// after another (kind keeps one bound: its rounds each wait for the
// invariants and run step cases, so more rounds cost it more). After
// the first bound it synthesises invariants (kinduction.Synthesize, on a
// budget of work) and tries step depths k up to the transitions the bounds
// so far cover, from depth 0 again on a new solver (the one that tried
// depths without invariants had learnt nothing that serves them, and
// its frames and array axioms made the step cases with quantified
// invariants many times slower). Its statistics say which proof answered (bounded
// search or k-induction) and at which k. The default portfolio is
// predabs, kind, bmc and test, led by straight (the straight-line check).
//
// Beside kind, the bmc engine's growing search proves only the round
// whose bounds are enough (bmc.Options.DeepenFirst): a round whose
// unwinding assertions fail searches for a violation on the
// disjunction's budget and is then deepened, since the next unrolling
// holds all its executions. kind must prove every round (its step cases
// need the depth covered) and waits for the invariants; real code bounded
// by its data (a few operations on a hash table or a list, whose walks
// are bounded by the allocations) is proved by the bmc engine's last
// round long before kind's base case reaches it.
//
// A counterexample that replays to a recursion-depth check
// (program.CheckRecursion) or to a heap-pool check (program.CheckHeapPool:
// an allocation site in a loop allocates more objects than the front
// end's pool holds) is no FALSE: Confirm returns a TooDeepError,
// the engine's result is Unknown with TooDeep set, and the portfolio ends
// on it as on a definite answer (no engine can prove the program at that
// depth). The command line then lowers the program with deeper recursion
// or larger pools (Result.Limit says which) and runs the engines again.
//
// Directed testing's exploration goes on across those rounds: when it
// explored every path within the depth (Result.LimitsOnly), the command
// line skips the round that looks for a bug with the recursion cut (it
// has none to find) and deepens by all its runs beyond the depth, and
// for a deeper recursion alone it gives the next round Task.Seeds
// (Result.Seeds): directed testing then starts from those runs, at full
// speed, and the portfolio holds another engine's run beyond the depth
// until directed testing has ended (its complete exploration is the next
// round's seeds, or its proof the answer).
//
// test (Testing) runs the source program in the interpreter on the
// inputs of simple strategies (concrete.Search: zeros, sequences,
// boundary values, constants of the program, random values) with step
// limits growing from 10^5 to 10^8 edges; a violating run that passes
// Confirm's rules (no capacity limit, no untracked access; undefined
// behaviour under --undefined cut blocks the run before) is its FALSE,
// which the portfolio replays like any other. It finds bugs behind loops
// of 10^5 or 10^6 iterations that the symbolic engines unroll or refine
// one iteration at a time. Its only TRUE is for a program whose run took
// no input at all and ended without a violation: then that run is every
// execution. A run that meets a limit of the model (the depth recursion
// is inlined to, a heap pool) would end the round for a deeper one; it is
// held while testing goes on for holdRuns runs or holdSteps edges, since
// other inputs may show a bug within the limit (fib(12) = 144 where the
// first input tried is the program's constant 30, too deep), and returned
// after. Beside other engines (Config.Background, set by the command
// line when it names more than one) it is a helper: it runs at full speed
// for its first second of work, then on a fifth of a core (sleeping
// between runs; the runs' processor time counts, not their wall time,
// which on a loaded machine is several times longer) while the symbolic
// engines answer most of what they answer, and on half a core after 20 s. When every other engine has
// ended without an answer, the portfolio lets it run at full speed for
// helperGrace (10 s) more and then stops it, so that an undecided task
// does not run to its time limit because of it.
//
// The invariants are synthesised once per task, for every engine:
// Task.Invariants starts the synthesis in the background at the first
// call, on its own budget of work (120M propagations, about 40 s here),
// and each caller waits for it until the synthesis has done the work the
// caller allows it, so that no engine is held up by another's need, and
// whether it waited long enough depends on the synthesis's work, not on
// the machine. kind asks each round after the first bounds, waits at most
// twice the work its bounded rounds did (at least a second's), and goes
// on without invariants while they are late. predabs waits before its CEGAR
// loop, for at most 15M propagations of the synthesis (about 5 s): their
// atoms are initial predicates, and the abstraction of each block that
// starts at a loop head assumes the head's invariant
// (abstract.Options.Assume).
//
// predabs also gives its CEGAR loop a refine.Generalizer: when
// refinement produces the same predicate shifted by constants along a
// loop, a synthesis with the shape's non-strict forms as extra
// candidates (kinduction.SynthOptions.Candidates, at most 15M
// propagations) proves what it can; the proved candidates become
// predicates and the head's
// invariant an assumption, and the proof of a TRUE includes those
// assumed atoms at their heads (as it does the first ones).
//
// Config.Block picks predabs's block encoding (DefaultBlock, abe-loops,
// unless --block says otherwise), Config.GlobalPrecision and
// Config.MinimisePredicates the precision and predicate minimisation
// (refine.Options); its statistics include refinements, abstraction
// points, blocks and predicates per point.
//
// # Work, not time
//
// Inside an engine every budget is work: propagations of the SAT solver
// (bitvec.WithWorkBudget), states, candidates or executed edges, never a
// duration, so that an engine alone gives the same verdict and the same
// statistics for the same input and flags on any machine, idle or
// loaded (TestSameAnswerUnderLoad). The durations the budgets replace
// were converted at bitvec.PropagationsPerSecond. Only the caller's
// context (--timeout) and the portfolio's race are on the clock: which
// engine answers first, and concrete testing's share of a core beside
// the others (Testing.Background).
//
// # Passes before the engines
//
// Prepare clones the front end's program and runs the passes on the
// clone, once: today symex.MakeReducible, which routes jumps into loop
// bodies through the loop head. The engines share the prepared program
// and must not change it; the front end's program (Task.Source) stays as
// --show-program prints it, and counterexamples replay on it, so that a
// trace shows the user's statements only.
//
// # The portfolio
//
// Run starts every engine in its own goroutine. The first definite
// answer wins and the others are stopped through the context; their
// statistics are kept when they stop within a grace period. When the
// caller's limits end (timeout, memory), Run waits limitGrace (200 ms)
// for the engines and then answers with what has come in, leaving behind
// an engine stuck in a phase that does not poll its context (the process
// ends soon after; the command's watchdog prints if even that is late).
// An engine's loading of clauses stopped by bitvec.Builder.InterruptWith
// (a panic that no phase caught) is an UNKNOWN for the limit, not a fault. Soundness is
// each engine's own: a True is believed, a False only after Confirm
// replays it in the interpreter (a run that depends on the result or
// effect of a function without body is UNKNOWN "depends on function f,
// which has no body", the reason given when no engine answers; the
// replay keeps every input and the
// first and last ReplayTraceWindow steps, so that a run of 10^6 steps
// costs no more memory than a short one) (a False that does not replay is an
// internal error, never an answer). Faults keep the contract: a panic in
// an engine is recovered in that engine's goroutine and becomes its
// internal error (PanicError, with the stack); it ends the run as an
// internal error only when no other engine gave a definite answer, and is
// reported in Result.Faults otherwise. Engines that contradict each other
// (TRUE and a FALSE whose counterexample replays, when both finish) are a
// soundness bug of the prover: the FALSE is the answer and the
// disagreement a fault on stderr. Without a definite answer the
// first engine's reason is reported; when the caller's limits ended the
// run, the reason says which (bitvec.LimitReason, the one wording of
// limits, next to the solver call that meets them). A task whose property has a
// part without checks (Task.TrueBlocked) turns True into Unknown here,
// once, for every engine.
//
// # Statistics
//
// Each engine returns its figures as Stats, an ordered list grouped by
// engine; the portfolio prepends "answered by" and appends every engine's
// figures. The text output (Stats.WriteText), --json (Stats.Map) and
// batch mode read them from there. JSON keys are unique across engines.
package engine
