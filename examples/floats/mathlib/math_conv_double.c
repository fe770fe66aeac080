/* Float widens to double and back unchanged. */
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
  __VERIFIER_assume(!isnan(f));
  double d = f;
  __VERIFIER_assert((float)d == f);
  __VERIFIER_assert(d * d >= 0.0);
  return 0;
}
