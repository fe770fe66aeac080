/* Newton's iteration for sqrt(a), a in [1, 4], from x = 1: after five
   steps x*x is within 1e-4 of a. */
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float a = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 4.0f);
  float x = 1.0f;
  for (int i = 0; i < 5; i++)
    x = 0.5f * (x + a / x);
  float e = x * x - a;
  if (e > 1e-4f || e < -1e-4f)
    reach_error();
  return 0;
}
