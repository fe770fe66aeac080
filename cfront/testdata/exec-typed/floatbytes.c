/* Differential test of floats read and written through their bytes
   (LP64): character pointers into float, double and long double objects
   (also inside arrays, structs and unions), memcpy between floats,
   integers and byte arrays. */
#include <string.h>
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
static void mixf(float f) { unsigned u; memcpy(&u, &f, 4); mix(u); }
static void mixd(double d) { unsigned long long u; memcpy(&u, &d, 8); mix(u); }

struct S { char c; float f; double d[2]; long double l; };
union U { double d; unsigned char b[8]; unsigned short h[4]; };

int main(void) {
  float f = -1.5f;
  unsigned char *p = (unsigned char *)&f;
  for (int i = 0; i < 4; i++) mix(p[i]);
  p[3] ^= 0x80; mixf(f);
  p[0] = 0x01; mixf(f);
  signed char *sp = (signed char *)&f; mix((unsigned long long)(long long)sp[3]);
  char *cp = (char *)&f; cp[2] = (char)(cp[2] + 0x40); mixf(f);

  double d = 0.1;
  unsigned char b[8];
  memcpy(b, &d, sizeof d);
  for (int i = 0; i < 8; i++) mix(b[i]);
  b[7] |= 0x80; b[0] += 3;
  memcpy(&d, b, 8); mixd(d);
  unsigned long long u; memcpy(&u, &d, sizeof u); mix(u);
  u ^= 1ull << 62; memcpy(&d, &u, 8); mixd(d);
  float g; unsigned w = 0x40490fdbu; memcpy(&g, &w, 4); mixf(g * 2);

  long double l = -3.25L;
  unsigned char *lp = (unsigned char *)&l;
  for (int i = 0; i < 10; i++) mix(lp[i]);
  lp[9] &= 0x7f; lp[0] = 0x11; mixd((double)l);

  struct S s = {1, 2.5f, {0.5, -0.75}, 1.0L};
  unsigned char *q = (unsigned char *)&s.d[1];
  q[6] ^= 0x10; mixd(s.d[1]);
  unsigned char *r = (unsigned char *)s.d;
  r[15] = 0x3f; r[8 + 6] = 0xf0; mixd(s.d[1]); mixd(s.d[0]);
  ((unsigned char *)&s.f)[1] = 0xaa; mixf(s.f);
  ((unsigned char *)&s.l)[7] = 0xc0; mixd((double)s.l);

  union U un; un.d = 2.0;
  mix(un.b[7]); mix(un.h[3]);
  un.b[6] = 0x18; mixd(un.d);
  unsigned char *up = (unsigned char *)&un.d; up[0] = 7; mix(un.b[0]); mixd(un.d);

  float arr[3] = {1.0f, 2.0f, 3.0f};
  unsigned char *ap = (unsigned char *)arr;
  for (int i = 0; i < 12; i++) mix(ap[i]);
  ap[7] = 0xc1; mixf(arr[1]);
  float arr2[3]; memcpy(arr2, arr, sizeof arr); mixf(arr2[1] + arr2[2]);

  int n = 0x01020304; unsigned char *np = (unsigned char *)&n; mix(np[0] * 1000 + np[3]); np[1] = 0xff; mix((unsigned)n);
  long long ll = -2; unsigned char *llp = (unsigned char *)&ll; llp[7] = 0x7f; mix((unsigned long long)ll);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
