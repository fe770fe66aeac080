/* One hundred float additions of x/100 for x in [0, 1]: the sum, with
   its accumulated rounding error, stays below 1.001f. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 1.0f);
  float s = 0.0f;
  for (int i = 0; i < 100; i++)
    s = s + x * 0.01f;
  if (!(s >= 0.0f && s <= 1.001f))
    reach_error();
  return 0;
}
