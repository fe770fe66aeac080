/* A zero exponent field does not make a float zero: subnormals. */
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
union bits { float f; unsigned u; };
int main(void) {
  union bits b = {0};
  b.f = __VERIFIER_nondet_float();
  if (((b.u >> 23) & 0xff) == 0 && b.f != 0.0f) reach_error();
  return 0;
}
