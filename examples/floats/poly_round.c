/* On [0, 1) the cubic 1 + x/2 - x^2/8 + x^3/16 stays below its value
   at 1, 23/16, in the reals; in float arithmetic it reaches 23/16 at
   some floats just below 1 (0x1.fffff6p-1 is the first, 0x1.fffffap-1
   does not, 0x1.fffffep-1 does: rounding) and never passes it. */
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  if (!(x >= 0.0f && x < 1.0f))
    return 0;
  float r = 1.0f + x / 2.0f - (x * x) / 8.0f + (x * x * x) / 16.0f;
  if (!(r >= 1.0f && r <= 1.4375f))
    reach_error();
  return 0;
}
