/* The classification macros agree with fpclassify. */
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
  int c = fpclassify(x);
  __VERIFIER_assert((c == FP_NAN) == !!isnan(x));
  __VERIFIER_assert((c == FP_INFINITE) == !!isinf(x));
  __VERIFIER_assert((c == FP_NORMAL) == !!isnormal(x));
  __VERIFIER_assert((c == FP_ZERO) == (x == 0.0f));
  __VERIFIER_assert(!!isfinite(x) == (c == FP_NORMAL || c == FP_SUBNORMAL || c == FP_ZERO));
  if (c == FP_SUBNORMAL) __VERIFIER_assert(fabsf(x) < 1.17549435e-38f);
  return 0;
}
