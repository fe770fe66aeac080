/* Halving a finite double above one makes it smaller, and its square root
   is not larger. */
#include <math.h>
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x > 1.0 && isfinite(x)) {
    if (!(x / 2 < x)) reach_error();
    if (sqrt(x) > x) reach_error();
  }
  return 0;
}
