/* The same sum of thirds rounded downward (wrongly) equals it rounded
   upward. */
#include <fenv.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
  float lo = 0.0f, hi = 0.0f;
  for (int i = 0; i < 5; i++) {
    fesetround(FE_DOWNWARD);
    lo = lo + x / 3.0f;
    fesetround(FE_UPWARD);
    hi = hi + x / 3.0f;
  }
  fesetround(FE_TONEAREST);
  if (lo != hi && x == 1.0f)
    reach_error();
  return 0;
}
