/* A first-order low-pass filter y = 0.9 y + 0.1 x on inputs in [-1, 1],
   for any number of steps: |y| stays at most 1.01. */
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float y = 0.0f;
  while (__VERIFIER_nondet_int()) {
    float x = __VERIFIER_nondet_float();
    __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
    y = 0.9f * y + 0.1f * x;
    if (y > 1.01f || y < -1.01f)
      reach_error();
  }
  return 0;
}
