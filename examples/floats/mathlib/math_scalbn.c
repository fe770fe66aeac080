/* Ilogb and scalbn normalise x into [1, 2). */
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
  __VERIFIER_assume(isnormal(x));
  int e = ilogb(x);
  double m = scalbn(x, -e);
  __VERIFIER_assert(fabs(m) >= 1.0 && fabs(m) < 2.0);
  __VERIFIER_assert(scalbn(m, e) == x);
  __VERIFIER_assert(logb(x) == (double)e);
  __VERIFIER_assert(ilogb(0.0) == FP_ILOGB0);
  return 0;
}
