// ref10's fe_add: limb-wise addition of two field elements in 32 bits,
// limbs bounded by 1.1 * 2^26 (ref10's precondition); the sums stay
// below 2^28. Expected under no-overflow: TRUE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -73819750 && f0 <= 73819750);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -73819750 && f1 <= 73819750);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -73819750 && f2 <= 73819750);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -73819750 && f3 <= 73819750);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -73819750 && f4 <= 73819750);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -73819750 && f5 <= 73819750);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -73819750 && f6 <= 73819750);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -73819750 && f7 <= 73819750);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -73819750 && f8 <= 73819750);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -73819750 && f9 <= 73819750);
  int32_t g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -73819750 && g0 <= 73819750);
  int32_t g1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g1 >= -73819750 && g1 <= 73819750);
  int32_t g2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g2 >= -73819750 && g2 <= 73819750);
  int32_t g3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g3 >= -73819750 && g3 <= 73819750);
  int32_t g4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g4 >= -73819750 && g4 <= 73819750);
  int32_t g5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g5 >= -73819750 && g5 <= 73819750);
  int32_t g6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g6 >= -73819750 && g6 <= 73819750);
  int32_t g7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g7 >= -73819750 && g7 <= 73819750);
  int32_t g8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g8 >= -73819750 && g8 <= 73819750);
  int32_t g9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g9 >= -73819750 && g9 <= 73819750);
  int32_t h0 = f0 + g0;
  int32_t h1 = f1 + g1;
  int32_t h2 = f2 + g2;
  int32_t h3 = f3 + g3;
  int32_t h4 = f4 + g4;
  int32_t h5 = f5 + g5;
  int32_t h6 = f6 + g6;
  int32_t h7 = f7 + g7;
  int32_t h8 = f8 + g8;
  int32_t h9 = f9 + g9;
  int32_t s = h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9;
  return s & 1;
}
