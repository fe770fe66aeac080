/* fmod and remainder are exact: for finite x, fmod(x, 10) has x's sign
   and is below 10 in magnitude, remainder(x, 10) is within [-5, 5], and
   the two differ by 0 or by +-10. */
#include <math.h>
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (isnan(x) || isinf(x))
    return 0;
  float m = fmodf(x, 10.0f), r = remainderf(x, 10.0f);
  if (!(fabsf(m) < 10.0f) || (m != 0 && signbit(m) != signbit(x)))
    reach_error();
  if (r < -5.0f || r > 5.0f)
    reach_error();
  float d = m - r;
  if (d != 0.0f && d != 10.0f && d != -10.0f)
    reach_error();
  return 0;
}
