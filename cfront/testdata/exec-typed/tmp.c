#include <math.h>
#include <fenv.h>
unsigned long long result;
static void mix(unsigned long long v) { result = result * 1000003u + v; }
static void mixf(float f) { union { float f; unsigned u; } x; x.f = f; mix(x.u); }
static void mixd(double d) { mix(*(unsigned long long *)&d); }
int main(void) {
  volatile float a = 1.1f, b = 3.0f;
  volatile double c = 0.1;
  double ip; float ipf; int ex;
  fesetround(FE_TOWARDZERO); mixd(frexp(1.0, &ex)); mix(ex);
  return 0;
}
#ifdef NATIVE
#include <stdio.h>
void __attribute__((destructor)) print_result(void) { printf("%llu\n", result); }
#endif
