#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* A recursive function that counts into its caller's local. */
void count(int n, int *acc) {
  if (n <= 0) {
    return;
  }
  (*acc)++;
  count(n - 1, acc);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  int acc = 0;
  count(n, &acc);
  if (acc != n) {
    reach_error();
  }
  return 0;
}
