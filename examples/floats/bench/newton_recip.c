/* Newton's iteration for 1/d, d in [1, 2], from the linear start
   24/17 - 8/17 d: after three steps x*d is within 1e-6 of 1. */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float d = __VERIFIER_nondet_float();
  __VERIFIER_assume(d >= 1.0f && d <= 2.0f);
  float x = 1.4117647f - 0.47058824f * d;
  for (int i = 0; i < 3; i++)
    x = x * (2.0f - d * x);
  float e = x * d - 1.0f;
  if (e > 1e-6f || e < -1e-6f)
    reach_error();
  return 0;
}
