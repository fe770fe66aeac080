// Package lockgen writes the lock programs of the large-block encoding
// paper (Beyer, Cimatti, Griggio, Keremoglu, Sebastiani, FMCAD 2009): n
// lock variables, each acquired and released under its own
// nondeterministic flag inside one loop, the release asserting that the
// lock is held. Single-block encoding needs a predicate per lock and flag
// at every branch, and every added predicate multiplies the abstract
// states of the small blocks; a large block for the loop body needs none.
//
// Program(n, false) is safe. Program(n, true) has one bug: the lock in
// the middle is acquired only when its flag is positive but released
// (and checked) whenever it is non-zero, so a negative flag fails the
// assertion. cmd/lockgen writes both for a range of n to a directory,
// with SV-COMP task files, for batch measurements.
package lockgen
