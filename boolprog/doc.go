// Package boolprog is the Boolean program: the abstract model that the
// abstraction (package abstract) builds from the C program and the model
// checker (package modelcheck) explores.
//
// # Model
//
// The state of a Boolean program is a program counter, ranging over Locs,
// and one Boolean variable per predicate (Preds): b_i stands for the truth
// value of predicate i, a C expression over program variables. Initially the
// PC is Init and the variables satisfy InitStates.
//
// A Transition from location From to location To relates the current values
// of all variables and the next values of the variables it may change
// (Changed). It is the existential abstraction of one edge or block of the C
// program (section 3 of the SATABS paper): Rel is a disjunction of cubes,
// such as the (possibly enlarged) cubes that all-SAT enumeration produces,
// over current literals (b) and next-state literals ('b). Variables outside
// Changed keep their value; a Changed variable that Rel does not constrain
// may take either value. A transition with an empty Rel is never taken; a
// state at a location that no transition's Rel admits has no successor
// (the path ends, like a failed assume).
//
// A location whose Error is non-empty is an error location: reaching it in
// any state violates the check named by Error. The verification question is
// whether an error location is reachable from an initial state.
//
// Program counter values are the indices of Locs, and Loc.ID repeats the
// index (Sanity checks it). Sanity also checks that predicate names are
// identifiers that neither output language reserves, so both writers can
// use them verbatim.
//
// # Printed form
//
// Program.String (and Fprint) is a compact listing for debugging: one line
// per predicate, the initial states, then per location its outgoing
// transitions with the Changed set, Rel and the C comment. Literals print
// as b, !b, 'b (next state), !'b; T is the empty cube (true), F the empty
// cube set (false).
//
// # How the writers print a relation
//
// Rel as all-SAT gives it is a set of cubes, often minterms, whose number
// grows with 2^n: printed as such, the shift next(b_k) = b_{k+1} of 17
// predicates takes 2,048 cubes. Both writers first decompose each
// transition with BDDs (plan.go): the guard G (the current states that Rel
// admits), for each Changed predicate b either a function of the current
// state (next(b) = f), an independent choice (pos: b must become true, neg:
// false, else either), a havoc, or a share in a remaining constraint C over
// the current values and the remaining next values. The decomposition is
// exact, Rel = G & (next(b) <-> f) & ... & C, and checked with BDDs before
// use (a transition that failed the check would be printed as C = Rel).
// Formulas inside G may take any value outside it (don't-cares), so they
// are small. Each formula is a factored irredundant sum of products
// (Minato-Morreale ISOP, then the literal common to most cubes pulled
// out, recursively) when that is small, else its BDD node by node:
// (b & hi) | (!b & lo), with next values interleaved after current ones in
// the variable order. In SMV a BDD node used twice is a DEFINE; bp has no
// definitions, so a BDD is printed as a tree. Long formulas are laid out
// one operand a line, with the operator leading.
//
// # bp: Bebop/BOPPO Boolean program syntax (WriteBP)
//
// One global `decl b;` per predicate, with the predicate's C text in a //
// comment, and a single procedure main. The initial states become an
// assume followed by a jump to the initial location:
//
//	void main()
//	begin
//	        assume(!b0 & !b1);
//	        goto L0;
//
// Each location i has the label Li, preceded by a comment with its source
// position. Its statement depends on its outgoing transitions:
//
//	none      Li: return;                 the program ends
//	one       Li: <transition>            the transition inline
//	several   Li: goto Li_0, Li_1;        nondeterministic choice, then
//	          Li_0: <transition 0>        one labelled block per transition
//	          Li_1: <transition 1>
//
// A transition is its guard and a parallel assignment, or skip, then a
// jump to its target, preceded by the C statement(s) as a comment:
//
//	Rel false                assume(F);
//	guard not true           assume(<G>);
//	an update to print       b0, b1, b2, b3 := <f>, schoose[<pos>, <neg>], *, *
//	                             constrain <C>;
//	neither                  skip;
//	then                     goto Lj;
//
// The right-hand side of a function is its formula over the old values, of
// a choice schoose[pos, neg] (true if pos holds, else false if neg holds,
// else either), of a havoc or of a predicate in C *. A Changed predicate
// whose function is its own value is left out. The assignment chooses the
// new values allowed by the right-hand sides such that the constraint
// holds, where 'b is the new value of b and b the old one; when no choice
// satisfies it, the path is blocked (the semantics of constrain in BOPPO
// and SATABS). So the statements read Rel exactly as the model does.
// Expressions use !, &, |, T and F.
//
// An error location starts with `assert(F);` (the assertion fails whenever
// control gets there) followed by its outgoing transitions as above, so
// reachability of the failing assert is reachability of the error location.
//
// # SMV: NuSMV 2.6 input (WriteSMV)
//
//	MODULE main
//	VAR
//	  PC : 0..N;                      N = len(Locs)-1, at least 1
//	  b0 : boolean; -- <predicate text>
//	DEFINE
//	  unchanged := next(b0) = b0 & ...  the frame of a transition that
//	                                    changes nothing (if several)
//	DEFINE                            shared BDD nodes, before first use
//	  r1 := (b3 & r2) | (!b3 & b4);
//	INIT
//	  (PC = Init) & (<InitStates>)
//	TRANS                             one per PC value n
//	  (PC = n) -> (
//	      (next(PC) = To & <G> & next(b1) = <f> & (<pos> -> next(b2))
//	       & (<neg> -> !next(b2)) & <C> & next(b) = b for b not Changed)
//	    | ...                         one disjunct per transition from n
//	  )
//	INVARSPEC !(PC = e) -- <check id>   one per error location e
//
// NuSMV conjoins all TRANS sections, so each is an implication guarded by
// its PC value and together they define the successor relation location by
// location. A location without outgoing transitions (and the unused PC
// value 1 of a one-location program, whose range must still have two
// values) loops on itself with all variables unchanged, so every PC value
// has a successor; a self loop adds no reachable state, so the invariants
// mean the same as reachability of the error locations. States that no
// disjunct admits are deadlocks, which invariant checking ignores, as the
// model does. Formulas use !, &, |, ->, =, next(b), TRUE and FALSE, as in
// the TRANS format of section 4.3 of the SATABS paper. DEFINE names are r
// and a number (with r_, r__, ... when a predicate's name could clash); a
// DEFINE whose body mentions next(), like unchanged (unchanged_ if a
// predicate has that name), is used only in TRANS, never in INIT,
// INVARSPEC or under next() (NuSMV rejects those).
package boolprog
