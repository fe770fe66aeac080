/* Differential test of __int128 (LP64): the lowering run in the
   interpreter must compute what gcc computes. */
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
static void mix128(unsigned __int128 v) { mix((unsigned long long)v); mix((unsigned long long)(v >> 64)); }

__int128 g = -5;
unsigned __int128 ug = 3;

int main(void) {
  unsigned long long a = 0xfedcba9876543210ULL, b = 0x0123456789abcdefULL;
  long long c = -0x123456789LL;
  unsigned __int128 p = (unsigned __int128)a * b; mix128(p);
  __int128 q = (__int128)c * c * c; mix128(q);
  mix128(p / b); mix128(p % 1000000007u); mix128(q / -7); mix128(q % -7);
  mix128(p >> 70); mix128(p << 3); mix128(q >> 100); mix128((__int128)-1 >> 127);
  mix128(~p); mix128(-q); mix128(p & q); mix128(p | 1); mix128(p ^ q);
  mix(p > q); mix(q < 0); mix((unsigned __int128)q > p); mix(p == p); mix(q != -q);
  mix((unsigned long long)(p >> 64)); mix((long long)q); mix((int)(q >> 90)); mix((unsigned char)p);
  __int128 m = (__int128)1 << 126; mix128(m + (m - 1)); mix128(-m - m);
  mix128((__int128)c); mix128((unsigned __int128)c); mix128((__int128)(unsigned)c); mix128((__int128)a);
  mix(sizeof(__int128)); mix(_Alignof(__int128)); mix(sizeof(unsigned __int128[3]));
  mix128(g * ug + 1); g += 100; mix128(g); ug <<= 100; mix128(ug); ug--; mix128(ug);
  __int128 arr[3] = {1, -2, 3}; arr[1] *= arr[2]; mix128(arr[1]); mix128(arr[0] - arr[1]);
  struct { char x; __int128 y; } s = {1, -9}; mix(sizeof s); mix128(s.y);
  union { __int128 w; unsigned long long h[2]; } u; u.w = q; mix(u.h[0]); mix(u.h[1]);
  u.h[1] = 7; mix128(u.w);
  int i = 1; mix128(p >> (i + 63)); mix128((unsigned __int128)q << i); mix128(-q << i); mix(p && !q);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
