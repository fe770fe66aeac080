/* Floor(x) <= x <= ceil(x), at most one apart. */
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
  __VERIFIER_assume(isfinite(x));
  double f = floor(x), c = ceil(x);
  __VERIFIER_assert(f <= x && x <= c);
  __VERIFIER_assert(c - f <= 1.0);
  __VERIFIER_assert(f == c || c - f == 1.0);
  return 0;
}
