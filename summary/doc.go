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
// Only functions whose effects are their result and scalar integer
// globals get contracts: the check program of f (below) may dereference
// and take the address of nothing, read or write no global array, struct
// or pointer, and call no function without a body. The parameters and
// the result are integers.
//
// # A pointer parameter's object
//
// Without memory checks, one parameter may instead point to an integer
// (void count(int n, int *acc) that increments *acc n times): its object
// is part of the contract's state as a global is (\old(*acc) and *acc,
// cfront.Contract.Pointee). The check program points the parameter to an
// object of its own, arbitrary at the entry; the function may only
// dereference the parameter and the copies it makes of it (the
// parameters of the calls it inlines, the arguments of its calls by
// contract: pointeeHolders), never move it, compare it, store it or take
// another address, and may use no global (a global could be the object,
// which the check program would not show). A call by contract reads the
// object's value before, havocs it and assumes the conditions only when
// the pointer is valid: one that is not (null, say) assumes nothing, and
// the havoc through it writes nothing, an over-approximation of a call
// that reads through it or not. Memory checks would need those reads and
// writes checked, so under them the parameter keeps the function without
// contract.
//
// # Globals
//
// The scalar globals (static locals included) that f reads or writes,
// directly, in the functions it inlines, or through the contracts of the
// recursive functions it calls (to a fixed point), are part of f's
// contract: each global g has a placeholder for its value at the return
// (written g) and one for its value at the call (\old(g)). A call the
// contract replaces saves the globals, havocs them and assumes the
// conditions; the check program starts with every such global arbitrary
// (a contract must hold in every state a call may start in), keeps
// their values at the entry and checks the conditions at the return. The
// candidates gain the change of each global, g - \old(g), and its change
// minus each parameter, bounded and under guards like the result terms
// (calls - \old(calls) - n == 1), and the same changes modulo 2^w in the
// global's width, equal to 0, unguarded and under each guard (what a
// counter incremented n times keeps where signed arithmetic wraps). At
// most maxGlobals globals per function.
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
// Candidates are generated from the program (candidates.go): bounds
// (>= k, <= k) of the result, of each parameter, of result - parameter
// and result - p - q (in a type two bits wider, where they do not wrap)
// against the integer constants of the function, of the rest of the
// program (a few), their negations, 0 and ±1; and the bounds of the
// result terms guarded by the atoms of f's own branch conditions over
// its parameters, their negations, and pairs of them both true or both
// false (x > 100 ==> result - x <= -10; y1 > 0 && y2 > 0 ==> result >=
// 1). Tests of overflow (the cuts of undefined operations) are no
// guards. The result plus and minus the low bits of each parameter (p &
// (k - 1), for the smallest powers of two k among the constants),
// unguarded, relate it to the parameter's parity (isOdd(n) == (n & 1),
// with n >= 0 among the bounds: a contract need not hold for arguments
// the function never returns from); a mask, not p % k, whose divider
// circuit makes every SAT call slow. And the result minus one or two
// parameters modulo 2^w in the result's width w, equal to 0
// ((unsigned)\result - (unsigned)m - (unsigned)n == 0): what a function
// that adds computes when signed arithmetic wraps (--undefined=report),
// which no bound of the wide terms says; these equations count as simple
// candidates (below). When the program shifts a constant by a variable
// amount, the result and each global's change plus 0 or 1, modulo 2^w,
// equal to 1 << p for a parameter p, alone and under p >= 0 (the moves
// of the towers of Hanoi, 2^n - 1): a shift by w or more is 0 in the
// circuits and the interpreter, as 2^p is modulo 2^w, so the equation
// holds for every p >= 0. They are offered too where the function
// doubles a value (a product by a constant power of two, a left shift by
// a constant, x + x: hanoi(n) = 2 * hanoi(n - 1) + 1) or calls by
// contract twice (two recursive calls, each counting half of the moves),
// and also under p >= 1 (hanoi(1) == 1: the function never returns for
// p < 1).
//
// # Products
//
// The result modulo 2^w equal to the product of two parameters modulo
// 2^w ((unsigned)\result == (unsigned)n * (unsigned)m), unguarded and
// under each guard: what a function that adds n, m times computes
// (mult(n, m) = n + mult(n, m - 1)). Its induction step asks whether n +
// n * (m - 1) == n * m, two multipliers whose equivalence SAT cannot
// prove at 32 bits; the check programs are encoded with
// bitvec.Builder.DistributeMul, which builds n * (m - 1) as n * m - n
// (exact modulo 2^w), so the question is about adders over one shared
// product. A product under one guard of the function's own is a simple
// candidate (the first Houdini search): it is one question, and the
// multipliers of the other candidates' models make the search on all of
// them slow. The concrete tests use the constants the candidates are
// built from, the program's included: a bound such as \result >= -30000
// that only a SAT model would refute costs a model of the multipliers.
//
// A caller that compares mult(m, n) with mult(n, m) gets two products of
// the same operands, which the circuits build once (bitvec's Mul orders
// its operands). The program verified with the contracts
// (cmd/satabs-go) inlines each call once and assumes the called
// function's contract at its return too (cfront.Options.AssumeContracts):
// the body's result through the contracts of the calls below it implies
// the contract only by the induction step, which the engines would have
// to prove again.
//
// Concrete tests first (prefilter.go): f runs in the interpreter with its
// recursion inlined to depth 5 on small arguments and the constants, and
// each candidate a returning call violates is dropped (always sound). Then
// Houdini: each condition i is guarded in the contract by a Boolean
// on[i] that no program assigns, so each check program is lowered and
// encoded once (symex.Unroll; the functions' loops unrolled to a bound,
// and a loop that needs more is an obligation that fails). A step asks
// whether some living condition can fail at the return under the
// assumptions on[j] of the living ones, and drops every condition the
// model violates; at the fixed point the rest is inductive. Only the
// living conditions that no other living one implies are asked and
// assumed (subsume.go: t >= k under guards G implies t >= k' under
// guards G' when k >= k' and G is part of G'): the others follow from
// them, so the question means the same. The question is first one
// disjunction on a small work budget (a model is usually found at once);
// when that runs out it is asked condition by condition, each a small
// proof in the same incremental solver (the disjunction of all is the
// hard proof of the fixed point), under the conditions already proved
// in the step (they hold at the return under the same assumptions, so
// assuming them changes no answer), and the first model ends the step.
// In the first search below, a condition whose question runs out of
// its own work budget is dropped, with the weaker ones it implies (their
// proofs are as hard for the solver): dropping is always sound, and a bound that needs a
// long chain of wide additions (ackermann's \result - m - n >= 1) no
// longer takes the whole budget of the search.
//
// Houdini runs twice: first on the simple candidates alone (unguarded,
// over at most two values: \result - n >= 1, and the equations modulo
// 2^w), on a part of the work; its fixed point, with the other checks
// (below), is a contract. Then on all the candidates from the start, dropping none for
// hardness; when that search fails (out of work or of SAT calls, or an
// obligation fails, or the caller's context ends), the first contract
// is the answer. A fixed point without conditions is a contract too
// (the checks of the functions may hold without any: afterrec). The other
// checks of each check program must then hold too (and they are asked
// first under the strongest contracts: when they fail there, they fail
// under every weaker one). Work is bounded by candidates, SAT calls and
// test runs; the caller's context is only a safety net.
package summary
