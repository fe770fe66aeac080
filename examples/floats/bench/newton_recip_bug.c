/* Newton's iteration for 1/d, d in [1, 2], from the linear start
   24/17 - 8/17 d: one step does not bring x*d within 1e-3 of 1
   (the start's error is up to 1/17). */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float d = __VERIFIER_nondet_float();
  __VERIFIER_assume(d >= 1.0f && d <= 2.0f);
  float x = 1.4117647f - 0.47058824f * d;
  for (int i = 0; i < 1; i++)
    x = x * (2.0f - d * x);
  float e = x * d - 1.0f;
  if (e > 1e-3f || e < -1e-3f)
    reach_error();
  return 0;
}
