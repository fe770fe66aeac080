/* Halley's (Householder's third-order) iteration for sqrt(a), a in
   [1, 2], from x = 1: x' = x (x*x + 3a) / (3 x*x + a). After two steps
   x*x is within 1e-5 of a. */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float a = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 2.0f);
  float x = 1.0f;
  for (int i = 0; i < 2; i++) {
    float x2 = x * x;
    x = x * (x2 + 3.0f * a) / (3.0f * x2 + a);
  }
  float e = x * x - a;
  if (e > 1e-5f || e < -1e-5f)
    reach_error();
  return 0;
}
