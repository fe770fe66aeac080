/* Copysign takes the sign bit, also of zeros and NaNs: a bug variant. */
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
  __VERIFIER_assume(!isnan(x));
  __VERIFIER_assert(copysign(x, -1.0) < 0);
  return 0;
}
