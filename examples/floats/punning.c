/* The sign bit read through a union and through a pointer cast is
   signbit(). */
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
union bits { float f; unsigned u; };
int main(void) {
  union bits b = {0};
  b.f = __VERIFIER_nondet_float();
  unsigned u = *(unsigned *)&b.f;
  if ((b.u >> 31) != (__builtin_signbit(b.f) != 0)) reach_error();
  if (u != b.u) reach_error();
  return 0;
}
