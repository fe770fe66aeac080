/* The same filter with an input gain of one half: the gains add up to more
   than one, and the output leaves [-1, 1]. */
extern void reach_error(void);
extern void __VERIFIER_assume(int);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float y = 0;
  for (int i = 0; i < 3; i++) {
    float x = __VERIFIER_nondet_float();
    __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
    y = 0.75f * y + 0.5f * x;
  }
  if (y < -1.0f || y > 1.0f) reach_error();
  return 0;
}
