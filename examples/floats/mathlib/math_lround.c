/* Lround agrees with round. */
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
  __VERIFIER_assume(x > -1e9 && x < 1e9);
  long r = lround(x);
  __VERIFIER_assert(r == (long)round(x));
  __VERIFIER_assert(llround(x) == (long long)r);
  return 0;
}
