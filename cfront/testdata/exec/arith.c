/* Differential test: the lowering interpreted must compute what gcc computes. */
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

int main(void) {
  signed char sc = -100; unsigned char uc = 200; short s = -30000; unsigned short us = 60000;
  int i = -123456; unsigned u = 4000000000u; long l = -9000000000L; unsigned long ul = 18000000000000000000ul;
  long long ll = -5; unsigned long long ull = 7;
  mix(sc + uc); mix(sc * sc); mix(uc * uc * uc); mix(s + us); mix(s * s);
  mix(i / 7); mix(i % 7); mix(-i / -7); mix(i % -7); mix(u / 3u); mix(u % 7u);
  mix(i < u); mix(sc < uc); mix(-1 < 0u); mix(l < u); mix(ll < ull); mix((unsigned char)(uc + 100));
  mix(u + i); mix(l + u); mix(ul * 3); mix(ull - 10); mix(~uc); mix(~sc); mix(-uc); mix(!i); mix(!!i);
  mix(i << 3); mix(u >> 5); mix(i >> 4); mix(uc << 20); mix(1ull << 40); mix(ll >> 1); mix(us >> 3);
  mix(i & 0xff0f); mix(u | 0x11); mix(i ^ u); mix((short)i); mix((unsigned short)i); mix((signed char)300);
  mix((long long)u); mix((int)ul); mix((unsigned)l); mix(2147483647 + 1u); mix(0x7fffffff); mix(0xffffffff);
  mix(4294967296); mix(-2147483648); mix('\xff'); mix('a' + 1); mix(sizeof(long double)); mix(sizeof(short[7]));
  _Bool b = 7; mix(b); b = b + 1; mix(b); b--; mix(b);
  uc += 100; mix(uc); sc -= 100; mix(sc); us *= 3; mix(us); s /= 7; mix(s); i %= 1000; mix(i);
  u <<= 3; mix(u); i >>= 2; mix(i); uc ^= 0x55; mix(uc); s |= 0x100; mix(s); l &= 0xffff0; mix(l);
  int x = 5; mix(x++); mix(x); mix(++x); mix(x--); mix(--x);
  int y = (x += 3, x * 2); mix(y);
  mix(x > 3 ? x : -x); mix(x < 3 ? 1u : -1); mix(x ? ll : ull);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
