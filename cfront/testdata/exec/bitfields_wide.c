/* Differential test: bit-fields of types wider than int. GCC gives a
   bit-field of width w of such a type a type of w bits (gcc -m32 and
   -m64 alike): e + 1 wraps at 2^40, e + 1ULL and e - 6LL are computed in
   64 bits, a signed 40-bit field wins against unsigned int, and fields
   narrower than int promote to int. */
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }

struct S {
  unsigned long long e : 40;
  long long s : 40;
  unsigned long long f : 20;
  unsigned long long g : 32;
  long long h : 31;
  unsigned long long w : 33;
  unsigned long long full : 64;
};

int main(void) {
  struct S x;
  unsigned int ui = 7;
  x.e = (1ULL << 40) - 1; x.s = -1; x.f = 0xfffff; x.g = 0xffffffffu; x.h = -1; x.w = (1ULL << 33) - 1;
  x.full = ~0ULL;
  mix(x.e + 1); mix(x.e + 1 == 0); mix(x.e + 1ULL); mix(x.e * 2); mix(-x.e); mix(~x.e); mix(x.e > -1);
  mix(x.e << 4); mix(x.e >> 4); mix(x.e / 3); mix(x.e % 1000);
  mix(x.s + ui); mix(x.s - ui); mix(x.s < 0); mix(x.s * 3);
  mix(x.f + 1); mix(x.f - 0x100000 < 0); mix(x.g + 1); mix(x.h < 0); mix(x.w * 2); mix(x.w << 1);
  mix(x.full + 1); mix(x.e + x.w); mix(x.w - x.e); mix(sizeof(x.e + 1)); mix(sizeof(x.f + 1));
  x.e = 5;
  mix(x.e - ui); mix(x.e - 6LL); mix(x.e - 6); mix(x.e - 6 < 0);
  x.e += 0xffffffffffULL; mix(x.e); x.e++; mix(x.e); x.e--; mix(x.e);
  unsigned long long copy = x.e; copy++; mix(copy);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
