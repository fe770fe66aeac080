#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Counts into one cell of a global array through a pointer, after the
   recursive call (not a tail call); a null pointer is fine when nothing
   is counted. */
void count(int n, int *acc) {
  if (n <= 0) {
    return;
  }
  count(n - 1, acc);
  (*acc)++;
}
int cells[3];
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  count(n, &cells[1]);
  if (n == 0) {
    count(n, (int *)0);
  }
  if (cells[0] != 0 || cells[2] != 0 || cells[1] != n) {
    reach_error();
  }

  return 0;
}
