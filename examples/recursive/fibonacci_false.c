extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* fibonacci(12) is 144. */
int fibonacci(int n) {
  if (n < 1) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return fibonacci(n - 1) + fibonacci(n - 2);
  }
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 30) {
    return 0;
  }
  if (fibonacci(x) == 144) {
    reach_error();
  }
  return 0;
}
