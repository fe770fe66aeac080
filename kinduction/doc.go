// Package kinduction proves loops safe by k-induction strengthened with
// invariants that SAT synthesises over bit-vectors.
package kinduction
