#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Adds n, n-1, ..., 1 into the caller's variable through a pointer and
   returns the number of calls that added. */
int sumto(int n, int *s) {
  if (n <= 0) {
    return 0;
  }
  *s = *s + n;
  return 1 + sumto(n - 1, s);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  int s = 0;
  int k = sumto(n, &s);
  if (n == 40 && s == 820) {
    reach_error();
  }
  return 0;
}
