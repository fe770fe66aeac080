// Package arrayprogs writes array programs of many families in many
// styles, as a second source of array tasks written independently of
// internal/arraygen: the engines' array invariants and loop summaries
// must work on programs they were not tuned on.
//
// A program is chosen by its family, its size N, its variant (safe, or
// with the family's one bug) and a style seed. The style decides, for
// every program separately, the things a human author decides without
// changing the meaning:
//
//   - whether the arrays are globals or locals of main (globals always
//     when N is large, as a C compiler's stack would not hold them);
//   - how an assertion is written: a __VERIFIER_assert function, a
//     do { … } while (0) macro, or an inline if that calls reach_error;
//   - how a loop whose iterations are independent is written: a for
//     loop counting up, one counting down, a while loop, or a do … while;
//   - the name of the size macro and of the index variables.
//
// Loops whose order matters (sorts, partitions, prefix sums, merges)
// keep their order; the style only renames their variables.
//
// Inputs come from __VERIFIER_nondet_int. Where a family needs bounded
// or ordered inputs, it builds them by masking (v & 15) or by adding
// non-negative steps, not by assumptions, so that random testing of the
// programs (the package's test, with gcc as the oracle) reaches deep
// states: every buggy variant must reach reach_error on some random
// input at small N, and no safe variant may reach it on any.
//
// The bug of each family is in the family's comment in families.go; it
// is reachable at every N ≥ MinN. Several bugs show only in the last
// iteration of a loop over the whole array (the last cell not written,
// not compared or not searched), the kind that hides behind 10^5
// iterations in SV-COMP's array tasks.
//
// cmd/arrayprogs writes the programs and a MANIFEST.tsv that
// `satabs-go batch` reads.
package arrayprogs
