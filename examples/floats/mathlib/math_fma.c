/* Fmaf rounds once. */
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
  float y = __VERIFIER_nondet_float();
  __VERIFIER_assume(isfinite(x) && isfinite(y));
  __VERIFIER_assert(fmaf(x, 1.0f, y) == x + y);
  __VERIFIER_assert(fmaf(x, y, 0.0f) == x * y);
  return 0;
}
