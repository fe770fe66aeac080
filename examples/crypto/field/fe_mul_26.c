// Multiplication in GF(2^255 - 19), ten limbs in radix 2^25.5, 64-bit
// products folded by 19 and 38 (as ref10 and donna compute them); limbs
// below 2^26 in absolute value. The largest sum, h0, has coefficients
// 1 + 5 * 38 + 4 * 19 = 267 < 2^8.1, so every partial sum is below
// 2^60.1: no signed overflow. Expected under no-overflow: TRUE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -67108864 && f0 <= 67108864);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -67108864 && f1 <= 67108864);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -67108864 && f2 <= 67108864);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -67108864 && f3 <= 67108864);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -67108864 && f4 <= 67108864);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -67108864 && f5 <= 67108864);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -67108864 && f6 <= 67108864);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -67108864 && f7 <= 67108864);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -67108864 && f8 <= 67108864);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -67108864 && f9 <= 67108864);
  int32_t g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -67108864 && g0 <= 67108864);
  int32_t g1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g1 >= -67108864 && g1 <= 67108864);
  int32_t g2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g2 >= -67108864 && g2 <= 67108864);
  int32_t g3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g3 >= -67108864 && g3 <= 67108864);
  int32_t g4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g4 >= -67108864 && g4 <= 67108864);
  int32_t g5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g5 >= -67108864 && g5 <= 67108864);
  int32_t g6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g6 >= -67108864 && g6 <= 67108864);
  int32_t g7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g7 >= -67108864 && g7 <= 67108864);
  int32_t g8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g8 >= -67108864 && g8 <= 67108864);
  int32_t g9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g9 >= -67108864 && g9 <= 67108864);
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
