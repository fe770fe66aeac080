#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Recursive minimum and maximum of an array through out-parameters. */
void minmax(int *a, int n, int *lo, int *hi) {
  if (n == 0) {
    return;
  }
  if (a[n - 1] < *lo) {
    *lo = a[n - 1];
  }
  if (a[n - 1] > *hi) {
    *hi = a[n - 1];
  }
  minmax(a, n - 1, lo, hi);
}
int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++) {
    a[i] = __VERIFIER_nondet_int();
  }
  int lo = a[0], hi = a[0];
  minmax(a, 8, &lo, &hi);
  if (lo > hi || lo > a[3] || hi < a[5]) {
    reach_error();
  }
  return 0;
}
