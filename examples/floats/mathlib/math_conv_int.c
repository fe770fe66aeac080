/* Float to int truncates and long long holds a double integral part. */
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
  float f = __VERIFIER_nondet_float();
  __VERIFIER_assume(f > -2147483648.0f && f < 2147483648.0f);
  int i = (int)f;
  __VERIFIER_assert((float)i == truncf(f));
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > -9.2e18 && d < 9.2e18);
  long long ll = (long long)d;
  __VERIFIER_assert((double)ll == trunc(d));
  return 0;
}
