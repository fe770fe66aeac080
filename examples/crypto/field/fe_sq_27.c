// fe_sq_26.c with limbs below 2^27: every sum below 267 * 2^54 < 2^63.
// Expected under no-overflow: TRUE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -134217728 && f0 <= 134217728);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -134217728 && f1 <= 134217728);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -134217728 && f2 <= 134217728);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -134217728 && f3 <= 134217728);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -134217728 && f4 <= 134217728);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -134217728 && f5 <= 134217728);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -134217728 && f6 <= 134217728);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -134217728 && f7 <= 134217728);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -134217728 && f8 <= 134217728);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -134217728 && f9 <= 134217728);
  int64_t h0 = f0 * (int64_t)f0 + f1 * ((int64_t)76 * f9) + f2 * ((int64_t)38 * f8) + f3 * ((int64_t)76 * f7) + f4 * ((int64_t)38 * f6) + f5 * ((int64_t)38 * f5);
  int64_t h1 = f0 * ((int64_t)2 * f1) + f2 * ((int64_t)38 * f9) + f3 * ((int64_t)38 * f8) + f4 * ((int64_t)38 * f7) + f5 * ((int64_t)38 * f6);
  int64_t h2 = f0 * ((int64_t)2 * f2) + f1 * ((int64_t)2 * f1) + f3 * ((int64_t)76 * f9) + f4 * ((int64_t)38 * f8) + f5 * ((int64_t)76 * f7) + f6 * ((int64_t)19 * f6);
  int64_t h3 = f0 * ((int64_t)2 * f3) + f1 * ((int64_t)2 * f2) + f4 * ((int64_t)38 * f9) + f5 * ((int64_t)38 * f8) + f6 * ((int64_t)38 * f7);
  int64_t h4 = f0 * ((int64_t)2 * f4) + f1 * ((int64_t)4 * f3) + f2 * (int64_t)f2 + f5 * ((int64_t)76 * f9) + f6 * ((int64_t)38 * f8) + f7 * ((int64_t)38 * f7);
  int64_t h5 = f0 * ((int64_t)2 * f5) + f1 * ((int64_t)2 * f4) + f2 * ((int64_t)2 * f3) + f6 * ((int64_t)38 * f9) + f7 * ((int64_t)38 * f8);
  int64_t h6 = f0 * ((int64_t)2 * f6) + f1 * ((int64_t)4 * f5) + f2 * ((int64_t)2 * f4) + f3 * ((int64_t)2 * f3) + f7 * ((int64_t)76 * f9) + f8 * ((int64_t)19 * f8);
  int64_t h7 = f0 * ((int64_t)2 * f7) + f1 * ((int64_t)2 * f6) + f2 * ((int64_t)2 * f5) + f3 * ((int64_t)2 * f4) + f8 * ((int64_t)38 * f9);
  int64_t h8 = f0 * ((int64_t)2 * f8) + f1 * ((int64_t)4 * f7) + f2 * ((int64_t)2 * f6) + f3 * ((int64_t)4 * f5) + f4 * (int64_t)f4 + f9 * ((int64_t)38 * f9);
  int64_t h9 = f0 * ((int64_t)2 * f9) + f1 * ((int64_t)2 * f8) + f2 * ((int64_t)2 * f7) + f3 * ((int64_t)2 * f6) + f4 * ((int64_t)2 * f5);
  int64_t s = h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9;
  return (int)(s & 1);
}
