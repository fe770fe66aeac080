/* Exp, log, sin, cos and pow at their exact special cases. */
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
  if (isnan(x))
    x = NAN; /* quiet: with a signaling NaN glibc's pow differs (i386, x86-64) */
  __VERIFIER_assert(pow(x, 0.0) == 1.0);
  __VERIFIER_assert(pow(1.0, x) == 1.0);
  __VERIFIER_assert(exp(0.0) == 1.0 && exp(-INFINITY) == 0.0);
  __VERIFIER_assert(log(1.0) == 0.0 && isnan(log(-1.0)) && log(0.0) == -INFINITY);
  __VERIFIER_assert(sin(0.0) == 0.0 && cos(0.0) == 1.0);
  __VERIFIER_assert(isnan(sin(INFINITY)) && isnan(cos(-INFINITY)));
  if (isnan(x)) __VERIFIER_assert(isnan(exp(x)) && isnan(sin(x)) && isnan(log(x)));
  return 0;
}
