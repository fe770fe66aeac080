/* Linear interpolation in an increasing table at x in [0, 4]: the
   result lies between the first and the last entry. */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
static const float table[5] = {0.0f, 0.3f, 0.9f, 1.4f, 2.0f};
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 4.0f);
  int i = (int)x;
  if (i > 3)
    i = 3;
  float t = x - (float)i;
  float y = table[i] + t * (table[i + 1] - table[i]);
  if (y < table[0] || y > table[4])
    reach_error();
  return 0;
}
