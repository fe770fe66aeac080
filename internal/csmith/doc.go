// Package csmith is whole-program differential testing against gcc with
// Csmith-generated C programs: each program runs three ways and must
// compute the same checksum in each.
//
//  1. gcc -O0 -m32 (the ILP32 data model; LP64 without -m32 when
//     gcc-multilib is missing, and the tool then runs with program.LP64):
//     the build prints the checksum, which is the truth. A build that runs
//     longer than a second is discarded.
//  2. cfront, then the interpreter: the checksum is the final value of the
//     global crc_value (a step limit bounds the run).
//  3. For small programs (few interpreter steps), the bit-precise encoding
//     (symex, bitvec, gini through bmc.Check): a final check that the
//     checksum equals gcc's must hold (TRUE), and a check that it differs
//     must fail (FALSE, with a counterexample that bmc replays in the
//     interpreter). Every input is fixed, so loops are unrolled until their
//     guards fold to false.
//
// # Programs
//
// Generate runs Debian's csmith 2.3 with a fixed seed and Args: no floating
// point, no volatile, no packed structs, main without argc, at most three
// functions besides main, shallow blocks and small expressions. Safe math
// stays on, so the programs have no undefined behaviour.
//
// Csmith's runtime header is not used. Combine replaces the programs'
// #include "csmith.h" by runtime.h (Runtime), our own definitions:
// transparent_crc(v, name, flag) folds v, converted to uint64_t, into the
// global crc_value by crc = crc * 6364136223846793005 + v;
// platform_main_begin zeroes it, crc32_gentab does nothing, and
// platform_main_end prints it only in the gcc build (-DSATABS_CSMITH_HOST).
// The safe-math functions (safe_add_func_int32_t_s_s, ...) are written
// anew with Csmith's behaviour: an operation that would be undefined (signed
// overflow of int and wider, division by zero, INT_MIN / -1, shifts of
// negative values, shifts by a negative amount or by 32 or more, left
// shifts that lose bits) returns the first operand; +, -, * and unary minus
// of types narrower than int are done in int and converted back (they
// wrap), and unsigned arithmetic wraps.
//
// Prepare lowers a combined program, turns every Havoc (locals declared
// without initialiser) into an assignment of zero, adds the checksum check
// at each final location and makes the program reducible for bmc.
// Programs the front end rejects as unsupported are skipped and counted
// with their reason, never counted as passes.
//
// # Tests
//
// go test runs TestCsmith on seeds 1..30 (10 with -short) when csmith and
// gcc are installed (scripts/test-deps.sh installs csmith and
// gcc-multilib), and TestRegressions, which needs neither: it runs the
// reduced programs of testdata (each records gcc's checksum in a
// "/* expect: 16 hex digits */" line) through the interpreter and the
// encoding, and through gcc when gcc -m32 links.
//
// Environment: SATABS_CSMITH_LONG=N runs N seeds, SATABS_CSMITH_FIRST=S
// starts at seed S, SATABS_CSMITH_KEEP=DIR saves the generated programs
// that mismatch there, for reduction (creduce), and SATABS_CSMITH_ARGS
// replaces Args (options separated by spaces). The test logs the counts
// per way: agree, mismatch and skipped with the reasons.
package csmith
