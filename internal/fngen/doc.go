// Package fngen writes random C programs with function pointers and
// bounded recursion, for differential tests against gcc: neither Csmith
// nor the expression generator of internal/difftest makes them.
//
// A program (Generate) has a few functions of type
// unsigned (unsigned, unsigned), each a random expression of its
// parameters and constants, some calling earlier ones directly; a table of
// pointers to them and an array of structs holding a pointer and a
// constant, both in static initialisers; a recursive function that applies
// a pointer from the table at each level, its depth the low bits of an
// input; a pair of mutually recursive functions; a function with two or
// three recursive calls per activation (sequential, nested, one under a
// condition) that counts its calls in a global, which the front end lowers
// with one shared copy per recursion level; and a main that reads two
// unsigned inputs, picks pointers by the inputs (also with ?: and through
// a function returning a pointer), compares pointers, calls through
// variables, table entries, struct members and parameters, and stores the
// outcome in the global result. All arithmetic is unsigned and shifts are
// by constants below 8: no run has undefined behaviour, so every run has
// one outcome, which gcc computes.
//
// The test (fngen_test.go) compiles each program with gcc -m32 and a
// harness that passes the inputs, runs the interpreter on the lowered
// program with the same inputs and compares the results, and then checks
// a claim about one input pair with bounded model checking through the
// portfolio's replay: "the result for these inputs is gcc's" must be
// TRUE, and "it is not gcc's" FALSE, with a replayed counterexample.
package fngen
