/* Sqrtf of a square gives the magnitude back. */
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
  __VERIFIER_assume(fabsf(x) > 1e-15f && fabsf(x) < 1e15f);
  __VERIFIER_assert(sqrtf(x * x) == fabsf(x));
  __VERIFIER_assert(isnan(sqrtf(-fabsf(x))));
  __VERIFIER_assert(sqrt(-0.0) == 0.0 && signbit(sqrt(-0.0)));
  return 0;
}
