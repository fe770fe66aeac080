/* Nextafterf steps to the neighbour and back. */
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
  __VERIFIER_assume(isfinite(x) && x < 3.40282347e+38f);
  float u = nextafterf(x, INFINITY);
  __VERIFIER_assert(u > x);
  __VERIFIER_assert(nextafterf(u, -INFINITY) == x);
  __VERIFIER_assert(nextafterf(x, x) == x);
  return 0;
}
