#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Exponentiation by squaring, the result through a pointer. */
void power(unsigned b, unsigned e, unsigned *r) {
  if (e == 0) {
    *r = 1;
    return;
  }
  unsigned h;
  power(b, e / 2, &h);
  *r = h * h;
  if (e % 2) {
    *r = *r * b;
  }
}
int main(void) {
  unsigned e = __VERIFIER_nondet_int();
  if (e > 30) {
    return 0;
  }
  unsigned r;
  power(2, e, &r);
  if (r != 1u << e) {
    reach_error();
  }
  return 0;
}
