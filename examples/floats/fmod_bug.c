/* remainder rounds the quotient to nearest: remainder(x, 10) is -5 for
   x = 15 (ties to the even quotient 2), so it is not always above -5. */
#include <math.h>
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (!(x > 0.0f && x < 1000.0f))
    return 0;
  if (remainderf(x, 10.0f) <= -5.0f)
    reach_error();
  return 0;
}
