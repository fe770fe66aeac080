// Package difftest checks the tool's integer semantics and its undefined
// behaviour checks against gcc, the real oracle.
//
// A generator (gen.go) writes random, well-typed C cases: a few volatile
// locals of random integer types holding random edge or random values, and
// one assignment of a random expression (every arithmetic, bitwise, shift,
// comparison and logical operator, unary - ~ !, casts, ?:, nested) to a
// variable of a random type. Many cases go into one C file, each in its own
// block on its own lines, so that one gcc invocation and one run cover them
// all. The test (difftest_test.go) then
//
//   - compiles the file with gcc -m32 -std=c11 -O0 (ILP32, the tool's
//     default data model; -m32 needs gcc-multilib) and with
//     -fsanitize=undefined added, and runs both;
//   - lowers the same file with cfront (every case's result stored in a
//     global) with signed-overflow, shift and division checks, turns each
//     check into an assignment of its failure to a global flag, and runs
//     the interpreter: every value must equal gcc's for the cases without
//     undefined behaviour, and the cases where some flag is set must be
//     exactly those where UBSan reports a runtime error;
//   - lowers the file again with the inputs nondeterministic but assumed
//     equal to the case's constants, and with an assertion that every
//     result equals gcc's, and proves it with bounded model checking: the
//     bit-vector encoding, through the SAT solver, agrees with gcc.
//
// UBSan misses some real overflows: gcc narrows arithmetic whose result is
// truncated ((unsigned char)(a * b) is computed in 8 unsigned bits) and
// folds operations on constants at compile time, before the sanitizer
// instruments them. A case where only our checks report undefined
// behaviour is therefore confirmed by computing the failed operation on the
// mathematical integers (math/big): confirmed cases are counted and
// tolerated, any other is a failure.
//
// go test runs 500 cases, all of them through SAT. SATABS_DIFF_LONG=1 runs
// 100 000 (SATABS_DIFF_CASES=N: N), values and undefined behaviour on every
// case and the proof through SAT, the expensive part, on one case in 10
// (SATABS_DIFF_SAT_EVERY=N: one in N).
//
// UBSan runs in its default recovering mode rather than with
// -fno-sanitize-recover: a case's operations run exactly once, so every
// undefined operation is reported once, with its line, which names the
// case; one process then checks a whole batch. Conversions to signed types
// are implementation-defined, not undefined (UBSan does not report them),
// so the conversion check is not compared.
package difftest
