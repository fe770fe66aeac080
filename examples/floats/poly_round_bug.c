/* The cubic of poly_round.c reaches 23/16 on [0, 1) in float arithmetic
   (at 0x1.fffff6p-1, among others, by rounding), which in the reals it
   does only at x = 1, outside the range: a bound < 23/16 fails. */
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (!(x >= 0.0f && x < 1.0f))
    return 0;
  float r = 1.0f + x / 2.0f - (x * x) / 8.0f + (x * x * x) / 16.0f;
  if (!(r >= 1.0f && r < 1.4375f))
    reach_error();
  return 0;
}
