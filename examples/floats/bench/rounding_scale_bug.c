/* Rounded upward, x * 0.1 * 10 exceeds 1 for x = 1: 0.1f is above 0.1. */
#include <fenv.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
  fesetround(FE_UPWARD);
  float z = (x * 0.1f) * 10.0f;
  fesetround(FE_TONEAREST);
  if (!(z >= 0.0f && z <= 1.0f))
    reach_error();
  return 0;
}
