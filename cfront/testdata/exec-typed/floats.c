/* Differential test of float, double and long double (LP64): the lowering
   run in the interpreter must compute, bit for bit, what gcc computes. */
#include <math.h>
#include <fenv.h>
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
static void mixf(float f) { union { float f; unsigned u; } x; x.f = f; mix(x.u); }
static void mixd(double d) { mix(*(unsigned long long *)&d); }
static void mixl(long double l) { union { long double l; struct { unsigned long long lo; unsigned short hi; } b; } x; x.l = l; mix(x.b.lo); mix(x.b.hi); }

float gf;
double gd = 2.5;
long double gl = 1.0L / 3;
struct S { char c; float f; double d; long double l; } gs = {1, 0.5f, -0.25, 7.0L};
float arr[4] = {1.5f, -2.0f, 0.1f};

int main(void) {
  volatile float a = 1.1f, b = 3.0f;
  volatile double c = 0.1, d = 1e300;
  volatile long double e = 0.3L;
  mixf(a + b); mixf(a - b); mixf(a * b); mixf(a / b); mixf(-a);
  mixd(c + d); mixd(c * 3); mixd(d * d); mixd(c / 0.0); mixd(0.0 / 0.0 * c); mixd(-(c - c));
  mixl(e * e); mixl(e / 7); mixl(e + c); mixl((long double)a);
  mixf((float)c); mixf((float)d); mixd((double)a); mixd((double)e); mixf((float)e);
  mix((int)(a * 1000)); mix((long long)(d / 1e290)); mix((unsigned)(b * 7)); mix((short)-b); mix((unsigned char)b);
  mixf((float)123456789); mixd((double)-7); mixf((float)0xffffffffu); mixd((double)0x7fffffffffffffffLL); mixl((long double)-1234567890123LL);
  mix(a < b); mix(a == a); mix(c != c); mix(0.0 / 0.0 == 0.0 / 0.0); mix(-0.0 == 0.0); mix(a >= b); mix(!c); mix(c && a);
  mix(sizeof(float)); mix(sizeof(double)); mix(sizeof(long double)); mix(_Alignof(long double)); mix(sizeof(struct S));
  mixf(gf); mixd(gd); mixl(gl); mixf(gs.f); mixd(gs.d); mixl(gs.l); mix(gs.c);
  mixf(arr[2]); mixf(arr[3]); arr[1] += arr[0]; mixf(arr[1]); arr[0] *= 3; mixf(arr[0]);
  float f = 1; f++; mixf(f); f--; --f; mixf(f); f /= 3; mixf(f); f -= 1e-10f; mixf(f);
  double x = 1; int i; for (i = 0; i < 10; i++) x = x / 2 + 1 / x; mixd(x);
  double s = 0; for (i = 0; i < 10; i++) s += 0.1; mixd(s); mix(s == 1.0);
  mixd(fabs(-c)); mixd(sqrt(2.0)); mixf(sqrtf(b)); mixl(sqrtl(e)); mixd(floor(-2.5)); mixd(ceil(-2.5)); mixd(trunc(-2.5));
  mixd(round(-2.5)); mixd(round(0.5)); mixd(rint(2.5)); mixd(nearbyint(3.5)); mixd(copysign(3, -0.0)); mixd(fmin(c, d));
  mixd(fmax(c, NAN)); mixd(fdim(1, c)); mix(lround(-2.5)); mixd(fma(c, 10, -1)); mixf(fabsf(-a)); mixl(floorl(-e));
  mix(isnan(NAN)); mix(isinf(-INFINITY)); mix(isinf(-HUGE_VAL) < 0); mix(isfinite(c)); mix(isnormal(1e-310)); mix(signbit(-0.0) != 0);
  mix(fpclassify(0.0)); mix(fpclassify(1e-310)); mix(fpclassify(c)); mix(fpclassify(INFINITY)); mix(fpclassify(NAN));
  mixd(HUGE_VAL); mixf(INFINITY); mixf(NAN); mixd(__builtin_nan("0x12")); mixf(__builtin_inff());
  mix(isgreater(c, d)); mix(isless(c, d)); mix(isunordered(c, NAN)); mix(islessgreater(c, c));
  union { float f; unsigned u; } p; p.u = 0x3f800001u; mixf(p.f * 2); p.f = -0.0f; mix(p.u);
  unsigned bits = *(unsigned *)&a; mix(bits); *(unsigned *)&f = 0x40490fdbu; mixf(f);
  fesetround(FE_DOWNWARD); mixf(a / b); mixd(c * 3); mixl(e / 7); mixf((float)c); mix(fegetround()); mixd(rint(2.7));
  fesetround(FE_UPWARD); mixf(a / b); mixd(c * 3); mixl(e / 7); mixf((float)0x7fffffff); mixd(rint(2.2)); mixd(sqrt(c));
  fesetround(FE_TOWARDZERO); mixf(a / b); mixd(-c * 3); mixf((float)-d); mix(fegetround());
  double ip; float ipf; int ex;
  mixd(modf(-3.75, &ip)); mixd(ip); mixd(modf(-INFINITY, &ip)); mixd(ip); mixd(modf(5.0, &ip)); mixd(ip);
  mixf(modff(a, &ipf)); mixf(ipf); mixd(modf(NAN, &ip)); mixd(ip); mixd(modf(-0.0, &ip)); mixd(ip);
  mixd(frexp(c, &ex)); mix(ex); mixd(frexp(-1e-310, &ex)); mix(ex); mixd(frexp(0.0, &ex)); mix(ex); mixd(frexp(d, &ex)); mix(ex);
  mixf(frexpf(b, &ex)); mix(ex); mixf(frexpf(1e-40f, &ex)); mix(ex); mixd(frexp(-d * d, &ex)); mix(ex); /* glibc sets ex to 0; gcc folding frexp(-INFINITY) leaves it */ mixd(frexp(1.0, &ex)); mix(ex);
  mixd(ldexp(c, 5)); mixd(ldexp(c, -1070)); mixd(ldexp(-c, 1030)); mixf(ldexpf(a, -140)); mixf(ldexpf(1e-40f, 20)); mixd(scalbn(1e-310, 1)); mixd(ldexp(0.75, -1074)); mixd(ldexp(1.0, 2147483647)); mixd(ldexp(3.0, -2147483647)); mixf(ldexpf(-INFINITY, 3)); mixf(scalbnf(b, 127));
  fesetround(FE_UPWARD); mixd(ldexp(c, -1074)); mixd(ldexp(c, 1024)); mixf(ldexpf(a, -150)); fesetround(FE_TOWARDZERO);
  mixd(nextafter(c, 1)); mixd(nextafter(c, -1)); mixd(nextafter(-0.0, 1)); mixd(nextafter(0.0, -1)); mixd(nextafter(1.7976931348623157e308, INFINITY));
  mixf(nextafterf(a, a)); mixf(nextafterf(-a, 0)); mixf(nextafterf(NAN, 1)); mixf(nextafterf(1e-45f, -1)); mixf(nextafterf(-INFINITY, 0));
  volatile double big = 1e30; mix(lround(big)); mix(llround(-big)); mix(lrint(big)); mix(lrint(-2.5)); mix(llrint(NAN));
  mix(fesetround(12345)); mix(fegetround()); fesetround(FE_TONEAREST); mixf(a / b);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>

void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
