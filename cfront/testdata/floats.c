/* Floating point: literals of the three types, the usual arithmetic
   conversions, conversions to and from integers, comparisons and
   conditions, compound assignment, math.h built-ins, fesetround. */
#include <math.h>
#include <fenv.h>
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
float g = 1.5f;
long double h = 0x1p-3L;

int main(void) {
  float f = __VERIFIER_nondet_float();
  double d = __VERIFIER_nondet_double();
  d = d * f + 0.1;
  f += 1;
  int i = (int)d;
  unsigned u = f;
  if (f < d && !(d != d))
    h = h / 3;
  f = fabsf(f) + sqrtf(f) + floor(d);
  i = isnan(d) + isinf(f) + signbit(h);
  fesetround(FE_UPWARD);
  g = g / 3 + u;
  return i;
}
