/* A sum rounded downward is at most the same sum rounded upward. */
#include <fenv.h>
extern void reach_error(void);
extern void __VERIFIER_assume(int);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float a = __VERIFIER_nondet_float(), b = __VERIFIER_nondet_float();
  __VERIFIER_assume(a == a && b == b);
  fesetround(FE_DOWNWARD);
  float lo = a + b;
  fesetround(FE_UPWARD);
  float hi = a + b;
  if (lo == lo && hi == hi && lo > hi) reach_error();
  return 0;
}
