// ref10_fe_mul.c with every limb allowed one bit more than the
// documented bound (1.65 * 2^27, 1.65 * 2^26): 19 * g overflows int32_t
// (gcc -fsanitize=undefined with the limbs at these bounds: "signed
// integer overflow: 221459250 * 19 cannot be represented in type
// 'int'").
// Expected under no-overflow: FALSE.
#include <stdint.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int32_t f0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f0 >= -221459250 && f0 <= 221459250);
  int32_t f1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f1 >= -110729625 && f1 <= 110729625);
  int32_t f2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f2 >= -221459250 && f2 <= 221459250);
  int32_t f3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f3 >= -110729625 && f3 <= 110729625);
  int32_t f4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f4 >= -221459250 && f4 <= 221459250);
  int32_t f5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f5 >= -110729625 && f5 <= 110729625);
  int32_t f6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f6 >= -221459250 && f6 <= 221459250);
  int32_t f7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f7 >= -110729625 && f7 <= 110729625);
  int32_t f8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f8 >= -221459250 && f8 <= 221459250);
  int32_t f9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(f9 >= -110729625 && f9 <= 110729625);
  int32_t g0 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g0 >= -221459250 && g0 <= 221459250);
  int32_t g1 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g1 >= -110729625 && g1 <= 110729625);
  int32_t g2 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g2 >= -221459250 && g2 <= 221459250);
  int32_t g3 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g3 >= -110729625 && g3 <= 110729625);
  int32_t g4 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g4 >= -221459250 && g4 <= 221459250);
  int32_t g5 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g5 >= -110729625 && g5 <= 110729625);
  int32_t g6 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g6 >= -221459250 && g6 <= 221459250);
  int32_t g7 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g7 >= -110729625 && g7 <= 110729625);
  int32_t g8 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g8 >= -221459250 && g8 <= 221459250);
  int32_t g9 = __VERIFIER_nondet_int();
  __VERIFIER_assume(g9 >= -110729625 && g9 <= 110729625);
  int32_t g1_19 = 19 * g1;
  int32_t g2_19 = 19 * g2;
  int32_t g3_19 = 19 * g3;
  int32_t g4_19 = 19 * g4;
  int32_t g5_19 = 19 * g5;
  int32_t g6_19 = 19 * g6;
  int32_t g7_19 = 19 * g7;
  int32_t g8_19 = 19 * g8;
  int32_t g9_19 = 19 * g9;
  int32_t f1_2 = 2 * f1;
  int32_t f3_2 = 2 * f3;
  int32_t f5_2 = 2 * f5;
  int32_t f7_2 = 2 * f7;
  int32_t f9_2 = 2 * f9;
  int64_t h0 = f0 * (int64_t)g0 + f1_2 * (int64_t)g9_19 + f2 * (int64_t)g8_19 + f3_2 * (int64_t)g7_19 + f4 * (int64_t)g6_19 + f5_2 * (int64_t)g5_19 + f6 * (int64_t)g4_19 + f7_2 * (int64_t)g3_19 + f8 * (int64_t)g2_19 + f9_2 * (int64_t)g1_19;
  int64_t h1 = f0 * (int64_t)g1 + f1 * (int64_t)g0 + f2 * (int64_t)g9_19 + f3 * (int64_t)g8_19 + f4 * (int64_t)g7_19 + f5 * (int64_t)g6_19 + f6 * (int64_t)g5_19 + f7 * (int64_t)g4_19 + f8 * (int64_t)g3_19 + f9 * (int64_t)g2_19;
  int64_t h2 = f0 * (int64_t)g2 + f1_2 * (int64_t)g1 + f2 * (int64_t)g0 + f3_2 * (int64_t)g9_19 + f4 * (int64_t)g8_19 + f5_2 * (int64_t)g7_19 + f6 * (int64_t)g6_19 + f7_2 * (int64_t)g5_19 + f8 * (int64_t)g4_19 + f9_2 * (int64_t)g3_19;
  int64_t h3 = f0 * (int64_t)g3 + f1 * (int64_t)g2 + f2 * (int64_t)g1 + f3 * (int64_t)g0 + f4 * (int64_t)g9_19 + f5 * (int64_t)g8_19 + f6 * (int64_t)g7_19 + f7 * (int64_t)g6_19 + f8 * (int64_t)g5_19 + f9 * (int64_t)g4_19;
  int64_t h4 = f0 * (int64_t)g4 + f1_2 * (int64_t)g3 + f2 * (int64_t)g2 + f3_2 * (int64_t)g1 + f4 * (int64_t)g0 + f5_2 * (int64_t)g9_19 + f6 * (int64_t)g8_19 + f7_2 * (int64_t)g7_19 + f8 * (int64_t)g6_19 + f9_2 * (int64_t)g5_19;
  int64_t h5 = f0 * (int64_t)g5 + f1 * (int64_t)g4 + f2 * (int64_t)g3 + f3 * (int64_t)g2 + f4 * (int64_t)g1 + f5 * (int64_t)g0 + f6 * (int64_t)g9_19 + f7 * (int64_t)g8_19 + f8 * (int64_t)g7_19 + f9 * (int64_t)g6_19;
  int64_t h6 = f0 * (int64_t)g6 + f1_2 * (int64_t)g5 + f2 * (int64_t)g4 + f3_2 * (int64_t)g3 + f4 * (int64_t)g2 + f5_2 * (int64_t)g1 + f6 * (int64_t)g0 + f7_2 * (int64_t)g9_19 + f8 * (int64_t)g8_19 + f9_2 * (int64_t)g7_19;
  int64_t h7 = f0 * (int64_t)g7 + f1 * (int64_t)g6 + f2 * (int64_t)g5 + f3 * (int64_t)g4 + f4 * (int64_t)g3 + f5 * (int64_t)g2 + f6 * (int64_t)g1 + f7 * (int64_t)g0 + f8 * (int64_t)g9_19 + f9 * (int64_t)g8_19;
  int64_t h8 = f0 * (int64_t)g8 + f1_2 * (int64_t)g7 + f2 * (int64_t)g6 + f3_2 * (int64_t)g5 + f4 * (int64_t)g4 + f5_2 * (int64_t)g3 + f6 * (int64_t)g2 + f7_2 * (int64_t)g1 + f8 * (int64_t)g0 + f9_2 * (int64_t)g9_19;
  int64_t h9 = f0 * (int64_t)g9 + f1 * (int64_t)g8 + f2 * (int64_t)g7 + f3 * (int64_t)g6 + f4 * (int64_t)g5 + f5 * (int64_t)g4 + f6 * (int64_t)g3 + f7 * (int64_t)g2 + f8 * (int64_t)g1 + f9 * (int64_t)g0;
  int64_t s = h0 ^ h1 ^ h2 ^ h3 ^ h4 ^ h5 ^ h6 ^ h7 ^ h8 ^ h9;
  return (int)(s & 1);
}
