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
  /* What gcc -O0 answers for places at constant offsets (gcc 12). */
  char buf[10], *p = buf;
  struct { int i; char c[6]; } s;
  if (__builtin_object_size(buf, 0) != 10 || __builtin_object_size(buf + 3, 0) != 7 ||
      __builtin_object_size(&s.c[2], 1) != 4 || __builtin_object_size(&s.i, 0) != sizeof s ||
      __builtin_object_size(p, 0) != (__SIZE_TYPE__)-1 || __builtin_object_size(p++, 2) != 0 ||
      p != buf)
    reach_error();
  return 0;
}
