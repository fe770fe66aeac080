/* Taylor polynomial of sin to degree 5 on [-1, 1] in float: the result
   stays within [-0.85f, 0.85f]. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
  float x2 = x * x;
  float r = x * (1.0f - x2 / 6.0f + (x2 * x2) / 120.0f);
  if (!(r <= 0.85f && r >= -0.85f))
    reach_error();
  return 0;
}
