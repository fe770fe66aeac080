/* Clearing the low byte of a float in [1, 2) keeps it in [1, 2), but it
   may now be below 1.0001f: the low byte is not all of the fraction. */
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float f = __VERIFIER_nondet_float();
  if (!(f >= 1.0f && f < 2.0f))
    return 0;
  unsigned char *p = (unsigned char *)&f;
  p[0] = 0;
  if (f < 1.0f || f >= 2.0f)
    reach_error();
  if (f < 1.0001f && f != 1.0f)
    reach_error();
  return 0;
}
