// Package impact is lazy abstraction with interpolants in the manner of
// McMillan's IMPACT (CAV 2006), as the comparison of predicate abstraction
// and IMPACT by Beyer and Wendler describes it, made bit-precise and
// SAT-only: no SMT solver, no interpolating prover.
//
// # The abstract reachability tree
//
// Verify unwinds the program into a tree of nodes. A node stands for a
// location reached along the path from the root, and carries a label: a
// conjunction of literals over Bool expressions of the program's variables
// (the tree's atoms), an over-approximation of the states that path can
// reach there. The root is the entry, labelled true. Expanding a node adds
// a child per outgoing edge of its location (one program edge is one step,
// a symex.Block of one edge); a check edge has two children, the location
// after it (the check holds) and an error node (it fails).
//
// A node v is covered by an earlier node w of the same location when v's
// label implies w's (one SAT call): whatever v can reach, w's subtree
// reaches too, so v and its subtree need no expansion. Nodes under a
// covered node count as covered.
//
// # Refinement
//
// An error node whose label is not false gives a path from the root. The
// path is replayed as one formula (symex.ExecBlock step by step on one
// symbolic state, one gini solver, as package refine does): a satisfying
// assignment is a counterexample, whose inputs the engine confirms in the
// interpreter. An infeasible path gets new labels, a sequence φ_0 … φ_k
// with φ_0 the root's label, φ_k false, and φ_{i-1} ∧ step_i ⇒ φ_i':
// an inductive sequence for the path, as an interpolant sequence would be.
// It is computed forwards: φ_i is every literal over the candidate atoms
// that the previous node's (old and new) label and the step prove, one
// SAT call per literal on one solver per step, and false when the step is
// impossible from there. The candidate atoms come from the backward
// weakest preconditions of the path: χ_k = false and χ_{i-1} = wp(step_i,
// cond_i ⇒ χ_i) (symex.WP for the assignments, the step's condition as an
// implication), each χ_i whole and split into its atoms. Where a havoc
// stops the weakest precondition, the forward SAT calls still decide what
// holds after it. Each φ_i is conjoined to the label of the path's node i;
// nodes covered by a node whose label grew are uncovered.
//
// Forced covering (IMPACT's): before expanding a node v, for an earlier
// node w of its location that does not cover v, the literals of w's label
// that v's parent's label and the step into v prove are added to v's
// label; if they are all of them, w covers v.
//
// Labels only ever grow by literals that the parent's label proves across
// the step, so every tree edge keeps post(label(parent)) ⇒ label(child).
// When no uncovered, unexpanded node is left and every error node is
// false, the labels of the uncovered nodes of each location form an
// invariant there that excludes every error. Before Verify answers TRUE it
// checks that certificate again, edge by edge and cover by cover, with
// SAT calls of their own: a TRUE rests on that check, not on the
// bookkeeping of the search.
//
// If the forward sequence does not reach false for an infeasible path (the
// candidate atoms are too weak, e.g. behind a havoc), Verify answers
// UNKNOWN with that reason; it never guesses.
package impact
