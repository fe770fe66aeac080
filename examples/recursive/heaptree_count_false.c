extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* Nodes of the complete binary tree stored in an array of n cells. */
int count(int i, int n) {
  if (i >= n) {
    return 0;
  }
  return 1 + count(2 * i + 1, n) + count(2 * i + 2, n);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 12) {
    return 0;
  }
  if (count(0, n) == 11) {
    reach_error();
  }
  return 0;
}
