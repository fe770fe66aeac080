extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int sum(int n, int m) {
  if (n <= 0) {
    return m + n;
  }
  return sum(n - 1, m + 1);
}
int main(void) {
  int a = 25;
  int b = 0;
  int result = sum(a, b);
  if (result != a + b) {
    reach_error();
  }
  return 0;
}
