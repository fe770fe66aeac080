/* A filter fed with sines of any finite inputs stays in [-1, 1]: the
   range of sin (and the NaN it never gives for a finite argument) is all
   the proof needs; the float range analysis proves it. */
#include <math.h>
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  double acc = 0.0;
  int n = 0;
  while (__VERIFIER_nondet_int() && n < 50) {
    double x = __VERIFIER_nondet_double();
    if (isnan(x) || isinf(x))
      continue;
    double s = sin(x);
    acc = 0.5 * acc + 0.5 * s;
    n++;
  }
  if (acc > 1.0 || acc < -1.0)
    reach_error();
  return 0;
}
