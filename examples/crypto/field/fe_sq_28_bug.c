// fe_sq_27.c with limbs one bit too loose, below 2^28: with every limb
// 2^28, h0 = 267 * 2^56 overflows int64_t (gcc -fsanitize=undefined,
// -m32 and -m64: "signed integer overflow: 8286623314361712640 +
// 5476377146882523136 cannot be represented in type 'long int'").
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
