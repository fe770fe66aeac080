// TRUE: gcc's built-ins compute what gcc computes.
void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint(), r;
  int o = __builtin_uadd_overflow(a, b, &r);
  if (r != a + b || o != (r < a))
    reach_error();
  unsigned long long wide;
  if (__builtin_mul_overflow(a, b, &wide) || wide != (unsigned long long)a * b)
    reach_error();
  if (a != 0 && (__builtin_clz(a) > 31 || (a >> (31 - __builtin_clz(a))) != 1))
    reach_error();
  if (__builtin_bswap32(__builtin_bswap32(a)) != a)
    reach_error();
  if (__builtin_popcount(a) > 32 || (a == 0) != (__builtin_popcount(a) == 0))
    reach_error();
  return 0;
}
