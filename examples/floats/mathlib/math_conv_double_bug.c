/* Float widens to double and back unchanged: a bug variant. */
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
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d > 0.0 && d < 1.0);
  __VERIFIER_assert((double)(float)d == d);
  return 0;
}
