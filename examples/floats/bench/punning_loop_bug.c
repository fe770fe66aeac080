/* Halving a positive double n times lowers its exponent field by n while
   the value stays normal (read through a union). */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
union dbits { double d; unsigned long long u; };
int main(void) {
  union dbits v;
  v.d = __VERIFIER_nondet_double();
  __VERIFIER_assume(v.d > 0.0 && v.d < 1e300);
  unsigned e0 = (unsigned)(v.u >> 52) & 0x7ff;
  for (int n = 1; n <= 8; n++) {
    v.d = v.d / 2;
    if (((unsigned)(v.u >> 52) & 0x7ff) != e0 - n)
      reach_error();
  }
  return 0;
}
