extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* Ackermann's function exceeds its second argument. */
int ackermann(int m, int n) {
  if (m == 0) {
    return n + 1;
  }
  if (n == 0) {
    return ackermann(m - 1, 1);
  }
  return ackermann(m - 1, ackermann(m, n - 1));
}
int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 3) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 23) {
    return 0;
  }
  int result = ackermann(m, n);
  if (result <= n) {
    reach_error();
  }
  return 0;
}
