/* Halley's (Householder's third-order) iteration for sqrt(a), a in
   [1, 2], from x = 1: x' = x (x*x + 3a) / (3 x*x + a). One step does
   not bring x*x within 1e-5 of a (a = 2 gives x = 1.4). */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float a = __VERIFIER_nondet_float();
  __VERIFIER_assume(a >= 1.0f && a <= 2.0f);
  float x = 1.0f;
  for (int i = 0; i < 1; i++) {
    float x2 = x * x;
    x = x * (x2 + 3.0f * a) / (3.0f * x2 + a);
  }
  float e = x * x - a;
  if (e > 1e-5f || e < -1e-5f)
    reach_error();
  return 0;
}
