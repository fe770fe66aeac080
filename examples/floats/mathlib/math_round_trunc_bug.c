/* Roundf is within a half of x, truncf towards zero: a bug variant. */
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
  __VERIFIER_assume(x > -1e6f && x < 1e6f);
  __VERIFIER_assert(roundf(x) == floorf(x + 0.5f));
  return 0;
}
