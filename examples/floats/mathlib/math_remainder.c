/* Remainder is within half of y. */
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
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  __VERIFIER_assume(isfinite(x) && isfinite(y) && y != 0.0);
  double r = remainder(x, y);
  __VERIFIER_assert(fabs(r) <= fabs(y) / 2);
  return 0;
}
