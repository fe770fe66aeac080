extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int fibo2(int n);
int fibo1(int n) {
  if (n < 1) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return fibo2(n - 1) + fibo2(n - 2);
  }
}
int fibo2(int n) {
  if (n < 1) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return fibo1(n - 1) + fibo1(n - 2);
  }
}
int main(void) {
  int x = 15;
  int result = fibo1(x);
  if (result == 610) {
    reach_error();
  }
  return 0;
}
