/* ... but not always equal to it: the sum is inexact. */
#include <fenv.h>
extern void reach_error(void);
extern void __VERIFIER_assume(int);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float a = __VERIFIER_nondet_float(), b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 2.0f && b >= 1.0f && b <= 2.0f);
  fesetround(FE_DOWNWARD);
  float lo = a + b;
  fesetround(FE_UPWARD);
  float hi = a + b;
  if (lo != hi) reach_error();
  return 0;
}
