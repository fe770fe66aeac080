// fe_mul_27.c with limbs one bit too loose, below 2^28: 267 * 2^56 >
// 2^63, and with every limb 2^28 the sum h0 overflows int64_t (gcc
// -fsanitize=undefined, -m32 and -m64: "signed integer overflow:
// 8286623314361712640 + 2738188573441261568 cannot be represented in
// type 'long int'").
// Expected under no-overflow: FALSE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -268435456 && f0 <= 268435456);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -268435456 && f1 <= 268435456);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -268435456 && f2 <= 268435456);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -268435456 && f3 <= 268435456);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -268435456 && f4 <= 268435456);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -268435456 && f5 <= 268435456);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -268435456 && f6 <= 268435456);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -268435456 && f7 <= 268435456);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -268435456 && f8 <= 268435456);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -268435456 && f9 <= 268435456);
  int32_t g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -268435456 && g0 <= 268435456);
  int32_t g1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g1 >= -268435456 && g1 <= 268435456);
  int32_t g2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g2 >= -268435456 && g2 <= 268435456);
  int32_t g3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g3 >= -268435456 && g3 <= 268435456);
  int32_t g4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g4 >= -268435456 && g4 <= 268435456);
  int32_t g5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g5 >= -268435456 && g5 <= 268435456);
  int32_t g6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g6 >= -268435456 && g6 <= 268435456);
  int32_t g7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g7 >= -268435456 && g7 <= 268435456);
  int32_t g8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g8 >= -268435456 && g8 <= 268435456);
  int32_t g9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g9 >= -268435456 && g9 <= 268435456);
  int64_t h0 = f0 * (int64_t)g0 + f1 * ((int64_t)38 * g9) + f2 * ((int64_t)19 * g8) + f3 * ((int64_t)38 * g7) + f4 * ((int64_t)19 * g6) + f5 * ((int64_t)38 * g5) + f6 * ((int64_t)19 * g4) + f7 * ((int64_t)38 * g3) + f8 * ((int64_t)19 * g2) + f9 * ((int64_t)38 * g1);
  int64_t h1 = f0 * (int64_t)g1 + f1 * (int64_t)g0 + f2 * ((int64_t)19 * g9) + f3 * ((int64_t)19 * g8) + f4 * ((int64_t)19 * g7) + f5 * ((int64_t)19 * g6) + f6 * ((int64_t)19 * g5) + f7 * ((int64_t)19 * g4) + f8 * ((int64_t)19 * g3) + f9 * ((int64_t)19 * g2);
  int64_t h2 = f0 * (int64_t)g2 + f1 * ((int64_t)2 * g1) + f2 * (int64_t)g0 + f3 * ((int64_t)38 * g9) + f4 * ((int64_t)19 * g8) + f5 * ((int64_t)38 * g7) + f6 * ((int64_t)19 * g6) + f7 * ((int64_t)38 * g5) + f8 * ((int64_t)19 * g4) + f9 * ((int64_t)38 * g3);
  int64_t h3 = f0 * (int64_t)g3 + f1 * (int64_t)g2 + f2 * (int64_t)g1 + f3 * (int64_t)g0 + f4 * ((int64_t)19 * g9) + f5 * ((int64_t)19 * g8) + f6 * ((int64_t)19 * g7) + f7 * ((int64_t)19 * g6) + f8 * ((int64_t)19 * g5) + f9 * ((int64_t)19 * g4);
  int64_t h4 = f0 * (int64_t)g4 + f1 * ((int64_t)2 * g3) + f2 * (int64_t)g2 + f3 * ((int64_t)2 * g1) + f4 * (int64_t)g0 + f5 * ((int64_t)38 * g9) + f6 * ((int64_t)19 * g8) + f7 * ((int64_t)38 * g7) + f8 * ((int64_t)19 * g6) + f9 * ((int64_t)38 * g5);
  int64_t h5 = f0 * (int64_t)g5 + f1 * (int64_t)g4 + f2 * (int64_t)g3 + f3 * (int64_t)g2 + f4 * (int64_t)g1 + f5 * (int64_t)g0 + f6 * ((int64_t)19 * g9) + f7 * ((int64_t)19 * g8) + f8 * ((int64_t)19 * g7) + f9 * ((int64_t)19 * g6);
  int64_t h6 = f0 * (int64_t)g6 + f1 * ((int64_t)2 * g5) + f2 * (int64_t)g4 + f3 * ((int64_t)2 * g3) + f4 * (int64_t)g2 + f5 * ((int64_t)2 * g1) + f6 * (int64_t)g0 + f7 * ((int64_t)38 * g9) + f8 * ((int64_t)19 * g8) + f9 * ((int64_t)38 * g7);
  int64_t h7 = f0 * (int64_t)g7 + f1 * (int64_t)g6 + f2 * (int64_t)g5 + f3 * (int64_t)g4 + f4 * (int64_t)g3 + f5 * (int64_t)g2 + f6 * (int64_t)g1 + f7 * (int64_t)g0 + f8 * ((int64_t)19 * g9) + f9 * ((int64_t)19 * g8);
  int64_t h8 = f0 * (int64_t)g8 + f1 * ((int64_t)2 * g7) + f2 * (int64_t)g6 + f3 * ((int64_t)2 * g5) + f4 * (int64_t)g4 + f5 * ((int64_t)2 * g3) + f6 * (int64_t)g2 + f7 * ((int64_t)2 * g1) + f8 * (int64_t)g0 + f9 * ((int64_t)38 * g9);
  int64_t h9 = f0 * (int64_t)g9 + f1 * (int64_t)g8 + f2 * (int64_t)g7 + f3 * (int64_t)g6 + f4 * (int64_t)g5 + f5 * (int64_t)g4 + f6 * (int64_t)g3 + f7 * (int64_t)g2 + f8 * (int64_t)g1 + f9 * (int64_t)g0;
  int64_t s = h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9;
  return (int)(s & 1);
}
