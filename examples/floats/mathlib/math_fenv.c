/* Division rounds up in FE_UPWARD and down in FE_DOWNWARD. */
#include <math.h>
#include <fenv.h>
extern void abort(void);
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { reach_error(); abort(); } }
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 10.0f);
  fesetround(FE_UPWARD);
  float u = 1.0f / x;
  fesetround(FE_DOWNWARD);
  float d = 1.0f / x;
  __VERIFIER_assert(fegetround() == FE_DOWNWARD);
  __VERIFIER_assert(u >= d && u - d <= 1e-7f);
  return 0;
}
