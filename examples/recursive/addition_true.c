extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int addition(int m, int n) {
  if (n == 0) {
    return m;
  }
  if (n > 0) {
    return addition(m + 1, n - 1);
  }
  return addition(m - 1, n + 1);
}
int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 1073741823) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1073741823) {
    return 0;
  }
  int result = addition(m, n);
  if (result != m + n) {
    reach_error();
  }
  return 0;
}
