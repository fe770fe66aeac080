#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Reverses an array in place recursively, twice. */
void reverse(int *a, int i, int j) {
  if (i >= j) {
    return;
  }
  int t = a[i];
  a[i] = a[j];
  a[j] = t;
  reverse(a, i + 1, j - 1);
}
int main(void) {
  int a[10], b[10];
  for (int k = 0; k < 10; k++) {
    a[k] = __VERIFIER_nondet_int();
    b[k] = a[k];
  }
  reverse(a, 0, 9);
  if (a[0] != b[9] || a[9] != b[0] || a[4] != b[5]) {
    reach_error();
  }
  reverse(a, 0, 9);
  for (int k = 0; k < 10; k++) {
    if (a[k] != b[k]) {
      reach_error();
    }
  }
  return 0;
}
