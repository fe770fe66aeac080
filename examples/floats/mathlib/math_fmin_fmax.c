/* Fmin/fmax ignore a NaN and order their operands. */
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
  __VERIFIER_assume(!isnan(x) && !isnan(y));
  __VERIFIER_assert(fmin(x, NAN) == x && fmax(NAN, x) == x);
  __VERIFIER_assert(fmin(x, y) <= fmax(x, y));
  __VERIFIER_assert(fmin(x, y) == x || fmin(x, y) == y);
  __VERIFIER_assert(isnan(fmax(NAN, NAN)));
  return 0;
}
