// ref10's fe_sub without its precondition: limbs of full 31-bit
// magnitude (below 2^30 in absolute value, one bit more than 2^29 that
// would keep f - g in 32 bits); f = 2^30, g = -2^30 overflows (gcc
// -fsanitize=undefined: "signed integer overflow: 1073741824 -
// -1073741824 cannot be represented in type 'int'"). Expected under
// no-overflow: FALSE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -1073741824 && f0 <= 1073741824);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -1073741824 && f1 <= 1073741824);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -1073741824 && f2 <= 1073741824);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -1073741824 && f3 <= 1073741824);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -1073741824 && f4 <= 1073741824);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -1073741824 && f5 <= 1073741824);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -1073741824 && f6 <= 1073741824);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -1073741824 && f7 <= 1073741824);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -1073741824 && f8 <= 1073741824);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -1073741824 && f9 <= 1073741824);
  int32_t g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -1073741824 && g0 <= 1073741824);
  int32_t g1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g1 >= -1073741824 && g1 <= 1073741824);
  int32_t g2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g2 >= -1073741824 && g2 <= 1073741824);
  int32_t g3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g3 >= -1073741824 && g3 <= 1073741824);
  int32_t g4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g4 >= -1073741824 && g4 <= 1073741824);
  int32_t g5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g5 >= -1073741824 && g5 <= 1073741824);
  int32_t g6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g6 >= -1073741824 && g6 <= 1073741824);
  int32_t g7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g7 >= -1073741824 && g7 <= 1073741824);
  int32_t g8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g8 >= -1073741824 && g8 <= 1073741824);
  int32_t g9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g9 >= -1073741824 && g9 <= 1073741824);
  int32_t h0 = f0 - g0;
  int32_t h1 = f1 - g1;
  int32_t h2 = f2 - g2;
  int32_t h3 = f3 - g3;
  int32_t h4 = f4 - g4;
  int32_t h5 = f5 - g5;
  int32_t h6 = f6 - g6;
  int32_t h7 = f7 - g7;
  int32_t h8 = f8 - g8;
  int32_t h9 = f9 - g9;
  int32_t s = h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9;
  return s & 1;
}
