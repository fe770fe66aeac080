/* A low-pass filter y += 0.25 (u - y) over any number of steps, its
   input clamped to [-1, 1] first: y stays in [-1, 1]. */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float y = 0.0f;
  while (__VERIFIER_nondet_int()) {
    float u = __VERIFIER_nondet_float();
    __VERIFIER_assume(u >= -100.0f && u <= 100.0f);
    if (u > 1.0f)
      u = 1.0f;
    if (u < -1.0f)
      u = -1.0f;
    y = y + 0.25f * (u - y);
    if (y > 1.0f || y < -1.0f)
      reach_error();
  }
  return 0;
}
